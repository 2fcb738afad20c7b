"""The class store's tables, the statements that write them, and their migrations.

The store's database (`payday.classroom.database.Database`) runs these on SQLite or PostgreSQL;
nothing here opens a connection. A new store is made at `SCHEMA_VERSION` (`SCHEMA`); a store
written by an older workbook is brought up to it when it is opened (`upgrade`), one migration
per version (`MIGRATIONS`), each given the store's way of running a statement. The version is
kept in the `payday_schema` table.

Each game has a resume code, a short random secret made at its first save (`new_code`).
"""
from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from payday.classroom.records import NewerStore

Rows = list[tuple[Any, ...]]                             # what a statement gives back
Execute = Callable[[str, tuple[object, ...]], Rows]      # runs one statement with its values

# 0: main before the resume codes (no payday_schema table); 1: resume codes; 2: revisions;
# 3: the quizzes' answers (the quiz_answers table); 4: resume-code guesses (code_guesses);
# 5: each quiz answer keeps the order its options were shown in, the quiz's version and the
# class's country; 6: whose each game and quiz answer is (`holder`: the page's source, see
# `payday.classroom.guesses`), and guesses counted per source too
SCHEMA_VERSION = 6

GAMES = """CREATE TABLE IF NOT EXISTS games (
    class_id    TEXT NOT NULL,
    student     TEXT NOT NULL,
    game_id     TEXT NOT NULL,
    variant     TEXT NOT NULL,
    decisions   INTEGER NOT NULL,
    finished    INTEGER NOT NULL,
    saved_at    TEXT NOT NULL,
    body        TEXT NOT NULL,
    resume_code TEXT NOT NULL DEFAULT '',
    revision    INTEGER NOT NULL DEFAULT 1,
    holder      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (class_id, student, game_id))"""

# The quizzes' answers (`payday.classroom.quiz_answers` marks them): one row per answer, a
# student's answers of one moment ("pre", "post") of one lesson replaced when taken again.
# `answer` is the option's own letter (or the number typed), never the place it was shown in;
# `shown` is the order the student saw the options in ("cab": first the option c), '' for a
# number, and for every answer kept before schema 5, whose options were shown in their own
# order. `version` is the quiz's (`payday.teaching.quiz_scoring.QUIZ_VERSION`): 1 for the
# answers kept before schema 5. `country` is the class's ('' before schema 5).
QUIZ_ANSWERS = """CREATE TABLE IF NOT EXISTS quiz_answers (
    class_id    TEXT NOT NULL,
    student     TEXT NOT NULL,
    lesson      TEXT NOT NULL,
    moment      TEXT NOT NULL,
    question    INTEGER NOT NULL,
    answer      TEXT NOT NULL,
    correct     INTEGER NOT NULL,
    answered_at TEXT NOT NULL,
    shown       TEXT NOT NULL DEFAULT '',
    version     INTEGER NOT NULL DEFAULT 1,
    country     TEXT NOT NULL DEFAULT '',
    holder      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (class_id, student, lesson, moment, question))"""

# The table as schema 3 made it: its migration makes it so, and schema 5's adds the rest.
QUIZ_ANSWERS_3 = """CREATE TABLE IF NOT EXISTS quiz_answers (
    class_id    TEXT NOT NULL,
    student     TEXT NOT NULL,
    lesson      TEXT NOT NULL,
    moment      TEXT NOT NULL,
    question    INTEGER NOT NULL,
    answer      TEXT NOT NULL,
    correct     INTEGER NOT NULL,
    answered_at TEXT NOT NULL,
    PRIMARY KEY (class_id, student, lesson, moment, question))"""

# Resume codes tried, per class, student's name and source (`payday.classroom.guesses` counts
# them; a name of '' counts a source's guesses at every name, a source of '' a name's from every
# source): the guesses of the window that began at `since` (whole seconds since 1970, as every
# kernel's clock reads them). In the store, so that a reload, another tab or a new kernel goes
# on with the same count.
CODE_GUESSES = """CREATE TABLE IF NOT EXISTS {table} (
    class_id    TEXT NOT NULL,
    student     TEXT NOT NULL,
    source      TEXT NOT NULL DEFAULT '',
    since       BIGINT NOT NULL,
    guesses     INTEGER NOT NULL,
    PRIMARY KEY (class_id, student, source))"""

# The table as schema 4 made it (one count per class and name).
CODE_GUESSES_4 = """CREATE TABLE IF NOT EXISTS code_guesses (
    class_id    TEXT NOT NULL,
    student     TEXT NOT NULL,
    since       BIGINT NOT NULL,
    guesses     INTEGER NOT NULL,
    PRIMARY KEY (class_id, student))"""

SCHEMA = (GAMES, QUIZ_ANSWERS, CODE_GUESSES.format(table="code_guesses"))      # a new store's tables, at SCHEMA_VERSION

# One statement that inserts a new game or replaces the stored one (SQLite >= 3.35 and
# PostgreSQL share the syntax), so two writers never both insert the same key. The resume code
# is written at the first save only, and read back. The stored game is replaced only if its
# revision is the one the saver last saw (the last parameter; NULL replaces any): otherwise no
# row comes back, and the save is refused as stale. The holder (whose page saved it first) is
# written at the first save only.
UPSERT_GAME = """INSERT INTO games (class_id, student, game_id, variant, decisions, finished,
                                    saved_at, body, resume_code, holder, revision)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
    ON CONFLICT (class_id, student, game_id) DO UPDATE SET
        variant = excluded.variant, decisions = excluded.decisions,
        finished = excluded.finished, saved_at = excluded.saved_at, body = excluded.body,
        revision = games.revision + 1
    WHERE CAST(? AS INTEGER) IS NULL OR games.revision = CAST(? AS INTEGER)
    RETURNING resume_code, revision"""

# A student's answers of one quiz, inserted or replaced in one statement (so all of them, or
# none when the store fails halfway): {values} is one "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)" per
# answer.
UPSERT_ANSWERS = """INSERT INTO quiz_answers (class_id, student, lesson, moment, question,
                                             answer, correct, answered_at, shown, version, country,
                                             holder)
    VALUES {values}
    ON CONFLICT (class_id, student, lesson, moment, question) DO UPDATE SET
        answer = excluded.answer, correct = excluded.correct, answered_at = excluded.answered_at,
        shown = excluded.shown, version = excluded.version, country = excluded.country,
        holder = excluded.holder"""

MAX_ANSWER = 40          # characters kept of a typed answer

# Resume codes: letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L),
# short enough for a child to copy from a screen: 31**6, about 900 million codes.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


def new_code() -> str:
    """A fresh resume code, from the operating system's secure random source."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(typed: str) -> str:
    """A typed code as stored: capitals, without spaces or dashes ("k7p-q3m" is "K7PQ3M")."""
    return "".join(ch for ch in str(typed or "").upper() if ch.isalnum())


def _migrate_to_1(execute: Execute) -> None:
    """Resume codes: every game saved before them gets one, which the teacher can read out."""
    execute("ALTER TABLE games ADD COLUMN resume_code TEXT NOT NULL DEFAULT ''", ())
    keys = execute("SELECT class_id, student, game_id FROM games", ())
    for class_id, student, game_id in keys:
        execute("UPDATE games SET resume_code = ? WHERE class_id = ? AND student = ? "
                "AND game_id = ?", (new_code(), class_id, student, game_id))


def _migrate_to_2(execute: Execute) -> None:
    """Revisions: every stored game starts at 1, so a tab that loaded it saves after 1."""
    execute("ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 1", ())


def _migrate_to_3(execute: Execute) -> None:
    """The quizzes' answers: a table of their own, empty until a class takes a quiz."""
    execute(QUIZ_ANSWERS_3, ())


def _migrate_to_4(execute: Execute) -> None:
    """Resume-code guesses: a table of their own, counting from the store's upgrade."""
    execute(CODE_GUESSES_4, ())


def _migrate_to_5(execute: Execute) -> None:
    """Quiz answers by option: the answers kept so far were shown in the options' own order
    (so their letters are the options' own, and `shown` stays ''), to the quiz's version 1."""
    for column in ("shown TEXT NOT NULL DEFAULT ''", "version INTEGER NOT NULL DEFAULT 1",
                   "country TEXT NOT NULL DEFAULT ''"):
        execute(f"ALTER TABLE quiz_answers ADD COLUMN {column}", ())


def _migrate_to_6(execute: Execute) -> None:
    """Holders and guesses per source: the games and answers kept so far have no known holder
    (''), and each name's count so far is its count from every source ('')."""
    for table in ("games", "quiz_answers"):
        execute(f"ALTER TABLE {table} ADD COLUMN holder TEXT NOT NULL DEFAULT ''", ())
    execute(CODE_GUESSES.format(table="code_guesses_6"), ())
    execute("INSERT INTO code_guesses_6 (class_id, student, source, since, guesses) "
            "SELECT class_id, student, '', since, guesses FROM code_guesses", ())
    execute("DROP TABLE code_guesses", ())
    execute("ALTER TABLE code_guesses_6 RENAME TO code_guesses", ())


# version -> the step from the one before
MIGRATIONS: dict[int, Callable[[Execute], None]] = {1: _migrate_to_1, 2: _migrate_to_2,
                                                    3: _migrate_to_3, 4: _migrate_to_4,
                                                    5: _migrate_to_5, 6: _migrate_to_6}


def tables(run: Execute, postgres: bool) -> set[str]:
    """The names of the store's tables."""
    if postgres:
        sql = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    else:
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    return {name for (name,) in run(sql, ())}


def version(run: Execute, postgres: bool) -> int:
    """The version of the store's tables (0: written before versions were kept)."""
    if "payday_schema" not in tables(run, postgres):
        return 0
    return int(run("SELECT version FROM payday_schema", ())[0][0])


def upgrade(run: Execute, migrate: Execute, postgres: bool, location: str) -> None:
    """Make a new store's tables, or bring an older store's up to `SCHEMA_VERSION`, inside the
    caller's transaction: `run` runs the schema's own statements, `migrate` a migration's (with
    the store's errors). A store newer than this workbook is refused (`NewerStore`)."""
    found = tables(run, postgres)
    if "games" not in found:                        # a new store
        for table in SCHEMA:
            run(table, ())
        was = SCHEMA_VERSION
    else:
        was = version(run, postgres)
        if was > SCHEMA_VERSION:
            raise NewerStore(f"the class store {location} was written by a newer "
                             f"workbook (schema {was}; this one reads up to "
                             f"{SCHEMA_VERSION}): update the workbook")
        for step in range(was + 1, SCHEMA_VERSION + 1):
            MIGRATIONS[step](migrate)
    if "payday_schema" not in found:
        run("CREATE TABLE payday_schema (version INTEGER NOT NULL)", ())
        run("INSERT INTO payday_schema (version) VALUES (?)", (SCHEMA_VERSION,))
    elif was != SCHEMA_VERSION:
        run("UPDATE payday_schema SET version = ?", (SCHEMA_VERSION,))
