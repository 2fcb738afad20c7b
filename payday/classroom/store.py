"""The class store: every student's game, saved as it goes, for the teacher's dashboard.

A stored game is the JSON text of `Game.to_json` (settings, seed, decisions), keyed by class,
student and game id. Loading replays it with `payday.load_game`, so a row is only ever parsed,
never executed, and a damaged row is reported without stopping the others.

The default store is an embedded SQLite file whose path is a setting (`default_location`: the
`PAYDAY_STORE` environment variable, else the platform's user data folder). Given a database URL
(`postgresql://user@host/db`) the same code runs on PostgreSQL through psycopg 3, for a school
that outgrows one machine. `Store` stands on `payday.classroom.database.Database` (the
connection, its faults as `StoreError`s, a file replaced under a running server opened anew),
whose tables are written and migrated in `payday.classroom.schema`; students on separate kernels
write at the same time, and every save is one upsert, so no game is lost.

Each stored game has a revision, raised by every save. A save names the revision it follows
(`Store.put(..., after=)`): a tab whose game was saved further by another tab is refused
(`StaleGame`), so it never writes over the newer game.

Each game has a resume code, a short random secret made at its first save and kept when the
game is saved again, even into a store file that was replaced: the student is shown it, and
resuming the game asks for it (`Store.find_code`), so a student who types a classmate's name
cannot open the classmate's game. Every code checked counts as a guess against limits per class,
name and source kept in the store (`payday.classroom.guesses`), so codes cannot be tried by the
million, and one page cannot lock a classmate out.

What a page writes belongs to its holder (`payday.classroom.holders`): a student keeps at most
`MAX_GAMES_PER_STUDENT` games in a class per holder and `MAX_GAMES_PER_NAME` in all, and a
quiz's answers are replaced only by their holder or a page holding one of the student's resume
codes (`AnswersKept`). A game holds at most the decisions of
`payday.engine.saves.decision_limit` and the bytes of `MAX_BYTES`, and a new game's names at most
`MAX_NAME` characters.

Forgetting (`Store.delete`) deletes for real: SQLite is vacuumed and its write-ahead log
emptied, PostgreSQL's table is rewritten, so the names are not left in the file's free pages.
"""
from __future__ import annotations

import os
import secrets
import time
from collections.abc import Iterable
from datetime import datetime, UTC
from pathlib import Path
from typing import Any

import platformdirs

from payday.classroom import guesses, holders
from payday.classroom.database import Database
from payday.classroom.holders import MAX_GAMES_PER_NAME, MAX_GAMES_PER_STUDENT
from payday.classroom.records import (MAX_KEY, MAX_NAME, Answer, AnswersKept, GameKey, GameTooLong,
                                      Loaded, NameTooLong, Problem, Row, Saved, StaleGame,
                                      StoreError, TooLarge, TooManyGuesses, read_games)
from payday.classroom.schema import (CODE_LENGTH, MAX_ANSWER, UPSERT_ANSWERS, UPSERT_GAME,
                                     new_code, normal_code)
from payday.editions import load_game
from payday.engine.game import Game
from payday.engine.saves import MAX_BYTES, decision_limit

# Where callers have always found them (the limits live with the holders' queries).
__all__ = ["MAX_GAMES_PER_NAME", "MAX_GAMES_PER_STUDENT", "OLD_DEFAULT", "Store",
           "default_location"]

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


class Store(Database):
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
        super().__init__(str(location or default_location()))

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
            holders.check_room(self._execute, key, holder)
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
        if holders.answers_held_elsewhere(self._execute, key, lesson, moment, holder):
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
