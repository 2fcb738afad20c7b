"""The class store: every student's game, saved as it goes, for the teacher's dashboard.

A stored game is the JSON text of `Game.to_json` (settings, seed, decisions), keyed by class,
student and game id. Loading replays it with `payday.load_game`, so a row is only ever parsed,
never executed, and a damaged row is reported without stopping the others.

The default store is an embedded SQLite file whose path is a setting (the `PAYDAY_STORE`
environment variable, else `~/.payday/class.sqlite3`). Given a database URL
(`postgresql://user@host/db`) the same code runs on PostgreSQL through psycopg 3, for a school
that outgrows one machine. Students on separate kernels write at the same time: SQLite runs in
WAL mode with a busy timeout, and every save is one upsert, so no game is lost.

A class plays all day on it, so every fault of the store is a `StoreError` with a plain message,
and none stops play for long: a save gives up after `SAVE_TIMEOUT_S` (another connection holding
the write lock, a stalled database server) and the next one tries again; a PostgreSQL connection
that broke is made again at the next call. A SQLite file deleted or replaced under a running
server is noticed before each use: the store opens the file now at its path (a new one if it is
gone), says so once (`Store.reopened`), and the next save writes the game there.

Each stored game has a revision, raised by every save. A save names the revision it follows
(`Store.put(..., after=)`): a tab whose game was saved further by another tab is refused
(`StaleGame`), so it never writes over the newer game.

Each game has a resume code, a short random secret made at its first save and kept when the
game is saved again, even into a store file that was replaced: the student is shown it, and
resuming the game asks for it (`Store.find_code`), so a student who types a classmate's name
cannot open the classmate's game. Every code checked counts as a guess against limits per class,
name and source kept in the store (`payday.classroom.guesses`), so codes cannot be tried by the
million, and one page cannot lock a classmate out.

What a page writes belongs to its holder (the browser that saved it first, `guesses.page_source`),
never to a typed name alone: a student keeps at most `MAX_GAMES_PER_STUDENT` games in a class per
holder (so a classmate's games under their name cannot crowd theirs out) and
`MAX_GAMES_PER_NAME` in all; a quiz's answers are replaced only by their holder or a page holding
one of the student's resume codes (`AnswersKept`). A game holds at most the decisions of
`payday.engine.saves.decision_limit` and the bytes of `MAX_BYTES`, and a new game's names at most
`MAX_NAME` characters.

The tables are written in `payday.classroom.schema`, with a version number (`SCHEMA_VERSION`,
kept in the `payday_schema` table); a store written by an older workbook is brought up to date
when it is opened, one migration per version.

Forgetting (`Store.delete`) deletes for real: SQLite is vacuumed and its write-ahead log
emptied, PostgreSQL's table is rewritten, so the names are not left in the file's free pages.
"""
from __future__ import annotations

import os
import secrets
import sqlite3
import time
from datetime import datetime, UTC
from pathlib import Path
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

import platformdirs

from payday.classroom import guesses
from payday.classroom.schema import (CODE_LENGTH, MAX_ANSWER, MIGRATIONS, SCHEMA, SCHEMA_VERSION,
                                     UPSERT_ANSWERS, UPSERT_GAME, Rows, new_code, normal_code)
from payday.classroom.records import (MAX_KEY, MAX_NAME, Answer, AnswersKept, GameKey, GameTooLong, Loaded,
                                      NameTooLong, NewerStore, Problem, Row, Saved, StaleGame,
                                      StoreBusy, StoreError, TooLarge, TooManyGames,
                                      TooManyGuesses, read_games)
from payday.editions import load_game
from payday.engine.game import Game
from payday.engine.saves import MAX_BYTES, decision_limit

if TYPE_CHECKING:
    import psycopg               # imported where a PostgreSQL store is opened

T = TypeVar("T")

SAVE_TIMEOUT_S = 3            # how long a save waits (a lock, a stalled server) before giving up
SCHEMA_LOCK = 0x7061796461    # PostgreSQL advisory lock id for creating the table ("payda")
# Games kept per student in a class. A lesson is one game and a free game takes a lesson's
# time, so a student playing every lesson twice and a free game every week of a school year
# stays under 100; past it the store would only slow the dashboard (it replays every game of a
# class), and the teacher can forget old games to make room.
MAX_GAMES_PER_STUDENT = 100
# Games kept under one name in a class, whoever saved them: what bounds the store when pages of
# many browsers save under one name (three holders' worth).
MAX_GAMES_PER_NAME = 300


# Where the store lived before it moved to the platform's user data folder. A store found
# there is still the one used, so that no teacher loses a class by upgrading.
OLD_DEFAULT = Path.home() / ".payday" / "class.sqlite3"


def default_location() -> str:
    """Where the class store lives unless told otherwise: `PAYDAY_STORE`, else the store of
    the old location when there is one (`OLD_DEFAULT`), else a file in the platform's user
    data folder (platformdirs: ~/.local/share/payday on Linux, ~/Library/Application
    Support/payday on macOS, %LOCALAPPDATA%\\payday on Windows)."""
    given = os.environ.get("PAYDAY_STORE")
    if given:
        return given
    if OLD_DEFAULT.exists():
        return str(OLD_DEFAULT)
    return str(Path(platformdirs.user_data_dir("payday", appauthor=False)) / "class.sqlite3")


class Store:
    """The class's games in SQLite (a path) or PostgreSQL (a `postgresql://` URL).

    >>> import payday, tempfile, os
    >>> store = Store(os.path.join(tempfile.mkdtemp(), "class.sqlite3"))
    >>> game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
    >>> code = store.save(game, class_id="5B", student="Ada", game_id="lesson-1")
    >>> store.load("5B", "Ada", "lesson-1").seed
    1
    >>> store.find_code("5B", "Ada", code).key.game_id, store.find_code("5B", "Bo", code)
    ('lesson-1', None)
    """

    def __init__(self, location: str | os.PathLike[str] | None = None) -> None:
        location = str(location or default_location())
        self.location = location
        self.postgres = location.startswith(("postgresql://", "postgres://"))
        self.reopened = False        # the SQLite file was deleted or replaced, and opened anew
        self._connection: sqlite3.Connection | psycopg.Connection[tuple[Any, ...]] | None = None
        self._identity: tuple[int, int] | None = None
        self._open()

    # ------------------------------------------------------------- connections
    def _open(self) -> None:
        if self.postgres:
            self._connection = self._connect_postgres()
        else:
            self._connection = self._connect_sqlite()
            self._identity = self._file_identity()
        try:
            self._create_schema()
        except BaseException:
            self._drop_connection()
            raise

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            stat = os.stat(self.location)
        except OSError:
            return None
        return stat.st_dev, stat.st_ino

    def _drop_connection(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            try:
                connection.close()
            except Exception:              # noqa: BLE001 - it is being let go anyway
                pass

    def _check_file(self) -> None:
        """Open the file again if the one at the store's path is not the one opened (deleted,
        or replaced by a copy): writing on would go into a file nobody will read again."""
        if self.postgres:
            return
        if self._connection is None or self._file_identity() != self._identity:
            self._drop_connection()
            self._open()
            self.reopened = True

    def _live(self) -> sqlite3.Connection | psycopg.Connection[tuple[Any, ...]]:
        """The open connection (`_check_file` and `_execute_postgres` open it again when it
        was let go)."""
        if self._connection is None:
            raise StoreError(f"the class store {self.location} is closed")
        return self._connection

    def _postgres_alive(self) -> bool:
        """Whether the PostgreSQL connection is open and not broken."""
        connection = self._connection
        return (connection is not None and not isinstance(connection, sqlite3.Connection)
                and not (connection.closed or connection.broken))

    def _connect_sqlite(self) -> sqlite3.Connection:
        path = Path(self.location)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(path, timeout=SAVE_TIMEOUT_S, isolation_level=None,
                                         check_same_thread=False)
            connection.execute(f"PRAGMA busy_timeout = {SAVE_TIMEOUT_S * 1000}")
            # WAL lets students' kernels write while the dashboard reads. Switching to it takes
            # a lock of its own, which the busy timeout does not always cover: retry briefly.
            self._retry(lambda: connection.execute("PRAGMA journal_mode = WAL"))
            connection.execute("PRAGMA synchronous = NORMAL")
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"the class store {path} cannot be opened: "
                             f"{self._sqlite_reason(error)}") from None
        return connection

    def _connect_postgres(self) -> psycopg.Connection[tuple[Any, ...]]:
        try:
            import psycopg               # only a school's server needs it
        except ImportError:
            raise StoreError("a PostgreSQL class store needs psycopg: "
                             "pip install 'payday[class]'") from None
        try:
            # A stopped or stalled server must not hold a student's click: give up in seconds.
            return psycopg.connect(self.location, autocommit=True, connect_timeout=SAVE_TIMEOUT_S,
                                   options=f"-c statement_timeout={SAVE_TIMEOUT_S * 1000}")
        except psycopg.Error as error:
            raise StoreBusy(f"the class store database cannot be reached: {error}") from None

    def _sqlite_reason(self, error: Exception) -> str:
        text = str(error)
        if isinstance(error, sqlite3.DatabaseError) and ("not a database" in text
                                                         or "malformed" in text):
            return f"the file is damaged or is not a class store ({text})"
        path = Path(self.location)
        # SQLite says only "unable to open database file" when WAL mode cannot make its side
        # files: name the cause (a read-only disk or folder stops root too, so ask the system).
        read_only = path.exists() and not (os.access(path, os.W_OK)
                                           and os.access(path.parent, os.W_OK))
        if read_only or "readonly" in text or "read-only" in text:
            return f"the file or its folder is read-only ({text})"
        return text

    @staticmethod
    def _retry(action: Callable[[], T], within: float = SAVE_TIMEOUT_S) -> T:
        deadline = time.monotonic() + within
        attempt = 0
        while True:
            try:
                return action()
            except sqlite3.OperationalError as error:
                attempt += 1
                if "locked" not in str(error) or time.monotonic() > deadline:
                    raise
                time.sleep(min(0.05 * attempt, 0.5))

    def _create_schema(self) -> None:
        """Create the tables, or bring an older store up to `SCHEMA_VERSION`, one migration at a
        time, in one transaction that other first connections wait for."""
        connection = self._live()
        if not isinstance(connection, sqlite3.Connection):      # PostgreSQL
            # CREATE TABLE IF NOT EXISTS is not safe when two first connections race (the loser
            # gets DuplicateTable or UniqueViolation): take turns on an advisory lock.
            import psycopg
            try:
                with connection.transaction():
                    self._run("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))
                    self._upgrade()
            except psycopg.Error as error:
                raise StoreError(f"the class store database cannot be used: {error}") from None
            return
        try:
            self._retry(lambda: connection.execute("BEGIN IMMEDIATE"))
            try:
                self._upgrade()
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
        except sqlite3.Error as error:
            raise StoreError(f"the class store {self.location} cannot be opened: "
                             f"{self._sqlite_reason(error)}") from None

    def _tables(self) -> set[str]:
        if self.postgres:
            sql = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
        else:
            sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
        return {name for (name,) in self._run(sql)}

    def schema_version(self) -> int:
        """The version of the store's tables (0: written before versions were kept)."""
        if "payday_schema" not in self._tables():
            return 0
        return int(self._run("SELECT version FROM payday_schema")[0][0])

    def _upgrade(self) -> None:
        tables = self._tables()
        if "games" not in tables:                       # a new store
            for table in SCHEMA:
                self._run(table)
            version = SCHEMA_VERSION
        else:
            version = self.schema_version()
            if version > SCHEMA_VERSION:
                raise NewerStore(f"the class store {self.location} was written by a newer "
                                 f"workbook (schema {version}; this one reads up to "
                                 f"{SCHEMA_VERSION}): update the workbook")
            for step in range(version + 1, SCHEMA_VERSION + 1):
                MIGRATIONS[step](self._execute)
        if "payday_schema" not in tables:
            self._run("CREATE TABLE payday_schema (version INTEGER NOT NULL)")
            self._run("INSERT INTO payday_schema (version) VALUES (?)", (SCHEMA_VERSION,))
        elif version != SCHEMA_VERSION:
            self._run("UPDATE payday_schema SET version = ?", (SCHEMA_VERSION,))

    def _run(self, sql: str, params: tuple[object, ...] = ()) -> Rows:
        """One statement on the open connection, its errors as the driver raises them."""
        connection = self._live()
        if isinstance(connection, sqlite3.Connection):
            return connection.execute(sql, params).fetchall()
        with connection.cursor() as cursor:
            cursor.execute(sql.replace("?", "%s"), params)
            return cursor.fetchall() if cursor.description else []

    def _execute(self, sql: str, params: tuple[object, ...] = ()) -> Rows:
        """One statement; every fault of the store comes out as a `StoreError`."""
        if self.postgres:
            return self._execute_postgres(sql, params)
        self._check_file()
        try:
            return self._run(sql, params)
        except sqlite3.OperationalError as error:
            if "locked" in str(error) or "busy" in str(error):
                raise StoreBusy("the class store is busy (another program holds it); "
                                "the next save tries again") from None
            raise StoreError(f"the class store {self.location} cannot be used: "
                             f"{self._sqlite_reason(error)}") from None
        except sqlite3.Error as error:
            raise StoreError(f"the class store {self.location} cannot be used: "
                             f"{self._sqlite_reason(error)}") from None

    def _execute_postgres(self, sql: str, params: tuple[object, ...]) -> Rows:
        import psycopg
        if not self._postgres_alive():
            self._drop_connection()
            self._open()                     # the server came back: connect again
        try:
            return self._run(sql, params)
        except (psycopg.OperationalError, psycopg.InterfaceError) as error:
            if not self._postgres_alive():
                self._drop_connection()      # the next call connects again
            raise StoreBusy(f"the class store database did not answer: {error}") from None
        except psycopg.Error as error:
            raise StoreError(f"the class store database refused it: {error}") from None

    def close(self) -> None:
        self._drop_connection()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------- games
    def save(self, game: Game[Any], *, class_id: str, student: str, game_id: str,
             after: int | None = None, code: str | None = None) -> str:
        """Save (or replace) a student's game; call it after every decision. Returns the game's
        resume code, made at its first save and kept after. See `put` for `after` and `code`."""
        return self.put(game, class_id=class_id, student=student, game_id=game_id,
                        after=after, code=code).code

    def put(self, game: Game[Any], *, class_id: str, student: str, game_id: str,
            after: int | None = None, code: str | None = None, holder: str = "") -> Saved:
        """Save a student's game, as the revision after `after` (0: a game never saved; None:
        whatever is stored, for tools). Raises `StaleGame` if the stored game's revision is not
        `after` (another tab saved it further), writing nothing. `code` is the game's resume
        code as the student was given it: a game the store no longer holds (its file was
        replaced) is written again under that code, not a new one, so the written-down code
        still opens it. `holder` is the saving page's source (`guesses.page_source`), kept with
        a new game. A new game past `MAX_GAMES_PER_STUDENT` of its holder or
        `MAX_GAMES_PER_NAME` of its name (`TooManyGames`), a new game's name past `MAX_NAME`
        (`NameTooLong`), a game longer than its `decision_limit` (`GameTooLong`) and a game
        past `MAX_BYTES` saved (`TooLarge`) are refused."""
        key = GameKey(class_id, student, game_id)
        limit = decision_limit(len(game.players), game.months)
        if len(game.history) > limit:
            raise GameTooLong(f"the game {key} holds {len(game.history)} decisions, more than "
                              f"any real game of its size (at most {limit}): it is not saved")
        if after == 0:                           # the app's first save of a new game
            if len(key.student) > MAX_NAME:
                raise NameTooLong(key.student)
            for player in game.players:
                if len(player.name) > MAX_KEY:
                    raise NameTooLong(player.name, MAX_KEY)
        body = game.to_json()
        size = len(body.encode("utf-8"))
        if size > MAX_BYTES:
            raise TooLarge(key, size, MAX_BYTES)
        if after is None or after == 0:          # maybe a new game: is there room for it?
            (everyone, held), = self._execute(
                "SELECT COUNT(*), SUM(CASE WHEN holder = ? THEN 1 ELSE 0 END) FROM games "
                "WHERE class_id = ? AND student = ? AND game_id <> ?",
                (holder, key.class_id, key.student, key.game_id))
            if (held or 0) >= MAX_GAMES_PER_STUDENT or everyone >= MAX_GAMES_PER_NAME:
                raise TooManyGames(key, max(held or 0, everyone if everyone >= MAX_GAMES_PER_NAME
                                            else 0))
        given = normal_code(code or "")
        saved_at = datetime.now(UTC).isoformat(timespec="milliseconds")
        rows = self._execute(UPSERT_GAME, (key.class_id, key.student, key.game_id, game.variant,
                                      len(game.history), int(game.is_over), saved_at, body,
                                      given if len(given) == CODE_LENGTH else new_code(),
                                      holder, after, after))
        if not rows:
            stored = self._execute("SELECT revision, decisions FROM games WHERE class_id = ? "
                                   "AND student = ? AND game_id = ?",
                                   (key.class_id, key.student, key.game_id))
            revision, decisions = stored[0] if stored else (0, 0)
            raise StaleGame(key, revision, decisions)
        code, revision = rows[0]
        return Saved(code, revision)

    def text(self, class_id: str, student: str, game_id: str) -> str:
        key = GameKey(class_id, student, game_id)
        rows = self._execute("SELECT body FROM games WHERE class_id = ? AND student = ? "
                             "AND game_id = ?", (key.class_id, key.student, key.game_id))
        if not rows:
            raise KeyError(f"no game {key} in the class store")
        body: str = rows[0][0]
        return body

    def text_and_revision(self, class_id: str, student: str, game_id: str) -> tuple[str, int]:
        """A stored game's text and revision, read together (what a tab resumes from)."""
        key = GameKey(class_id, student, game_id)
        rows = self._execute("SELECT body, revision FROM games WHERE class_id = ? AND student = ? "
                             "AND game_id = ?", (key.class_id, key.student, key.game_id))
        if not rows:
            raise KeyError(f"no game {key} in the class store")
        return rows[0][0], rows[0][1]

    def load(self, class_id: str, student: str, game_id: str) -> Game[Any]:
        """A stored game, replayed (after a kernel restart, say). Raises `CorruptSave` with a
        readable message if the row is damaged."""
        return load_game(self.text(class_id, student, game_id))

    def rows(self, class_id: str | None = None) -> list[Row]:
        sql = ("SELECT class_id, student, game_id, variant, decisions, finished, saved_at, "
               "resume_code, revision FROM games")
        params: tuple[str, ...] = ()
        if class_id is not None:
            sql, params = sql + " WHERE class_id = ?", (class_id,)
        rows = self._execute(sql + " ORDER BY class_id, student, game_id", params)
        return [Row(GameKey(c, s, g), v, d, bool(f), t, code, r)
                for c, s, g, v, d, f, t, code, r in rows]

    def find_code(self, class_id: str, student: str, code: str) -> Row | None:
        """The student's game that this resume code opens, or None. The code is checked here,
        on the server, against the student's own rows: a code opens nobody else's game. It
        counts as a guess (see `find_codes`)."""
        found = self.find_codes(class_id, student, [code])
        return found[0] if found else None

    def find_codes(self, class_id: str, student: str, codes: Iterable[str],
                   source: str = "") -> list[Row]:
        """The student's games that these resume codes open, latest first. Each code of the
        right length is a guess from `source` (`guesses.page_source`), counted in the store
        against the class, name and source's limits (`payday.classroom.guesses`): past one,
        `TooManyGuesses` is raised and no code is checked. Give only the handful a page may
        try (`guesses.REMEMBERED`)."""
        try:
            GameKey(class_id, student, "resume")      # no such student: nothing to open
        except StoreError:
            return []
        typed = [code for code in dict.fromkeys(normal_code(code) for code in codes)
                 if len(code) == CODE_LENGTH]
        if not typed:
            return []
        wait = guesses.count(self._execute, class_id, student, len(typed), time.time(), source)
        if wait:
            raise TooManyGuesses(class_id, student, wait)
        found = [row for row in self.rows(class_id) if row.key.student == student
                 and any(secrets.compare_digest(row.code, code) for code in typed)]
        return sorted(found, key=lambda row: row.saved_at, reverse=True)

    def locked(self, class_id: str) -> dict[str, int]:
        """The names of a class whose codes were refused lately (from some browser or from
        all), with the seconds until they may be tried again; the teacher may `unlock` them."""
        return guesses.locked(self._execute, class_id, time.time())

    def unlock(self, class_id: str, student: str) -> None:
        """Let a name's resume codes be tried again, from every browser (the teacher's call)."""
        guesses.unlock(self._execute, class_id, student)

    def classes(self) -> list[str]:
        return [row[0] for row in self._execute("SELECT DISTINCT class_id FROM games ORDER BY class_id")]

    def load_class(self, class_id: str) -> tuple[list[Loaded], list[Problem]]:
        """Every game of a class, replayed; damaged rows come back as problems."""
        rows = self._execute("SELECT student, game_id, body FROM games WHERE class_id = ? "
                             "ORDER BY student, game_id", (class_id,))
        loaded: list[Loaded] = []
        problems: list[Problem] = []
        for student, game_id, body in rows:
            games, failed = read_games([(f"{student} / {game_id}", body)])
            loaded += [Loaded(item.source, item.game, student) for item in games]
            problems += failed
        return loaded, problems

    # ------------------------------------------------------------- quiz answers
    def put_answers(self, class_id: str, student: str, lesson: str, moment: str,
                    marked: Iterable[tuple[int, str, bool, str]], answered_at: str,
                    version: int = 1, country: str = "", *, holder: str = "",
                    codes: Iterable[str] = ()) -> None:
        """Keep a student's marked answers of one moment of a lesson's quiz, as (question, the
        answer as typed or the option's own letter, whether it was right, the order the options
        were shown in), replacing those they gave before; with the quiz's version and the
        class's country. Answers handed in by another holder (`holder`: the page's source) are
        replaced only when one of `codes` opens one of the student's games (each a guess, see
        `find_codes`); otherwise `AnswersKept` is raised and nothing is written."""
        key = GameKey(class_id, student, f"quiz-{lesson}")      # the same checks as a game's key
        rows = [(key.class_id, key.student, lesson, moment, question, answer[:MAX_ANSWER],
                 int(correct), answered_at, shown, version, country, holder)
                for question, answer, correct, shown in marked]
        if not rows:
            return
        holders = {h for (h,) in self._execute(
            "SELECT DISTINCT holder FROM quiz_answers WHERE class_id = ? AND student = ? AND "
            "lesson = ? AND moment = ?", (key.class_id, key.student, lesson, moment))}
        if holders - {"", holder}:               # handed in from another browser
            if not self.find_codes(class_id, student, list(codes)[:guesses.REMEMBERED], holder):
                raise AnswersKept(class_id, student, lesson, moment)
        values = ", ".join(["(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"] * len(rows))
        self._execute(UPSERT_ANSWERS.format(values=values),
                      tuple(value for row in rows for value in row))

    def answers(self, class_id: str, lesson: str | None = None) -> list[Answer]:
        """Every kept answer of a class (of one lesson, if given), by student, lesson, moment
        ("pre" before "post") and question."""
        sql = ("SELECT class_id, student, lesson, moment, question, answer, correct, answered_at, "
               "shown, version, country FROM quiz_answers WHERE class_id = ?")
        params: tuple[str, ...] = (class_id,)
        if lesson is not None:
            sql, params = sql + " AND lesson = ?", (class_id, lesson)
        rows = self._execute(sql + " ORDER BY student, lesson, moment DESC, question", params)
        return [Answer(c, s, le, m, q, a, bool(ok), at, shown, version, country)
                for c, s, le, m, q, a, ok, at, shown, version, country in rows]

    # ------------------------------------------------------------- forgetting
    def delete(self, class_id: str, student: str | None = None, game_id: str | None = None) -> int:
        """Forget a class's games (a class reset), one student's, or one game, for real: the
        freed space is wiped too (SQLite VACUUM, PostgreSQL VACUUM FULL). Returns how many."""
        sql, params = "DELETE FROM games WHERE class_id = ?", [class_id]
        for column, value in (("student", student), ("game_id", game_id)):
            if value is not None:
                sql += f" AND {column} = ?"
                params.append(value)
        before = len(self.rows(class_id))
        self._execute(sql, tuple(params))
        gone = before - len(self.rows(class_id))
        others = 0
        if game_id is None:     # a class or a student forgotten: their answers and guesses too
            for table in ("quiz_answers", "code_guesses"):
                count_sql = sql.replace("DELETE FROM games", f"SELECT COUNT(*) FROM {table}")
                others += self._execute(count_sql, tuple(params))[0][0]
                self._execute(sql.replace("DELETE FROM games", f"DELETE FROM {table}"),
                              tuple(params))
        if gone or others:
            self.wipe_free_space()
        return gone

    def wipe_free_space(self) -> None:
        """Rewrite the store so that deleted games leave no trace in free pages or logs."""
        if self.postgres:
            # Plain VACUUM only marks the space reusable; FULL rewrites the table (a short lock).
            self._execute("VACUUM FULL games")
            self._execute("VACUUM FULL quiz_answers")
            self._execute("VACUUM FULL code_guesses")
        else:
            self._execute("VACUUM")
            self._execute("PRAGMA wal_checkpoint(TRUNCATE)")
