"""What the class store keeps and hands back, and how it fails: a game's key, its row, a save's
answer, a replayed game or the problem that stopped it, a quiz answer, and the store's errors.
Plain records, so that the screens and the dashboard can name them without opening a store
(`payday.classroom.store` is the store itself)."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from payday.editions import load_game
from payday.engine.decisions import CorruptSave
from payday.engine.game import Game
from payday.engine.saves import is_text

MAX_KEY = 100                 # characters in a class, student or game id, as the store reads them
# Characters in a name typed for a seat or a student (a new game's or quiz's), and in any text a
# page writes into a game: a class list's longest names fit, and a 20 MB name on a computer
# seat once made 20 MB game bodies. Stores written before keep their longer keys readable.
MAX_NAME = 40


class StoreError(ValueError):
    """The store cannot be opened or used, or a key is not acceptable."""


class StoreBusy(StoreError):
    """The store did not answer within its save timeout (locked, or its server stalled)."""


class StaleGame(StoreError):
    """The stored game was saved further by another tab or device since this one loaded it."""

    def __init__(self, key: GameKey, revision: int, decisions: int) -> None:
        super().__init__(f"the game {key} was saved further elsewhere ({decisions} decisions, "
                         f"revision {revision}): open that one instead of writing over it")
        self.key, self.revision, self.decisions = key, revision, decisions


class NewerStore(StoreError):
    """The store was written by a newer workbook than this one."""


class TooManyGuesses(StoreError):
    """Too many resume codes were tried lately for a student of a class
    (`payday.classroom.guesses`): none is checked until the wait is over."""

    def __init__(self, class_id: str, student: str, seconds: int) -> None:
        super().__init__(f"too many resume codes were tried for {student} in class {class_id}: "
                         f"wait {seconds} seconds")
        self.seconds = seconds
        self.minutes = -(-seconds // 60)          # the wait in whole minutes, rounded up


class TooManyGames(StoreError):
    """A student has as many games in a class as the store keeps for one holder (or for the
    name): a new one is not saved."""

    def __init__(self, key: GameKey, games: int) -> None:
        super().__init__(f"{key.student} already has {games} games in class {key.class_id}, the "
                         f"most the store keeps for one student: the game {key} is not saved")
        self.key, self.games = key, games


class TooLarge(StoreError):
    """A game's saved text is past `payday.engine.saves.MAX_BYTES`: it is not saved (a file
    that large would not load either)."""

    def __init__(self, key: GameKey, size: int, limit: int) -> None:
        super().__init__(f"the game {key} is {size} bytes saved, more than the {limit} a saved "
                         "game may be: it is not saved")
        self.key, self.size, self.limit = key, size, limit


class NameTooLong(StoreError):
    """A new game's student is longer than `MAX_NAME` characters, or one of its players'
    names longer than `MAX_KEY` (the app names computer players itself, a little longer)."""

    def __init__(self, name: str, limit: int = MAX_NAME) -> None:
        super().__init__(f"a name is at most {limit} characters, not {len(name)}")
        self.length, self.limit = len(name), limit


class AnswersKept(StoreError):
    """A student's answers to a quiz were handed in from another browser, and this page holds
    none of the student's resume codes: they are kept, not replaced."""

    def __init__(self, class_id: str, student: str, lesson: str, moment: str) -> None:
        super().__init__(f"{student}'s answers to the {moment} quiz of lesson {lesson} in class "
                         f"{class_id} were handed in from another browser: they are kept")
        self.student, self.lesson, self.moment = student, lesson, moment


class GameTooLong(StoreError):
    """A game holds more decisions than any real game of its size
    (`payday.engine.saves.decision_limit`): it is not saved."""


@dataclass(frozen=True)
class GameKey:
    class_id: str
    student: str
    game_id: str

    def __post_init__(self) -> None:
        for name in ("class_id", "student", "game_id"):
            value = getattr(self, name)
            if (not isinstance(value, str) or not value.strip() or len(value) > MAX_KEY
                    or not is_text(value)):
                raise StoreError(f"the {name.replace('_', ' ')} must be a name of 1 to "
                                 f"{MAX_KEY} characters, not {value!r}")

    def __str__(self) -> str:
        return f"{self.class_id} / {self.student} / {self.game_id}"


@dataclass(frozen=True)
class Row:
    """What the store knows about a game without replaying it. The resume code is a secret:
    it is left out of the row's repr, and a view shows it only when the teacher asks."""

    key: GameKey
    variant: str
    decisions: int
    finished: bool
    saved_at: str
    code: str = field(default="", repr=False, compare=False)
    revision: int = field(default=1, compare=False)


@dataclass(frozen=True)
class Saved:
    """What a save gives back: the game's resume code and its revision in the store."""

    code: str
    revision: int


@dataclass(frozen=True)
class Loaded:
    """A replayed game, and where it came from (a store key or an uploaded file's name); a
    game from the store also says whose it is (the student of its key)."""

    source: str
    game: Game[Any]
    student: str | None = None


@dataclass(frozen=True)
class Problem:
    """A game that could not be loaded: an English message, and a message key with
    language-free values that the dashboard says in the teacher's language
    (`payday.i18n.errors.describe_error`)."""

    source: str
    message: str
    key: str = "save.generic"
    values: dict[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Answer:
    """One kept answer of a quiz: the answer as typed (its first `MAX_ANSWER` characters; a
    multiple-choice answer is the option's own letter), whether it was right, and when; the
    order the options were shown in ('' for their own order, as before schema 5), the quiz's
    version and the class's country ('' if not kept)."""

    class_id: str
    student: str
    lesson: str
    moment: str
    question: int
    answer: str
    correct: bool
    answered_at: str
    shown: str = ""
    version: int = 1
    country: str = ""


def read_games(named_texts: Iterable[tuple[str, str | bytes]]) -> tuple[list[Loaded], list[Problem]]:
    """Replay each (name, saved text); one bad file is reported and the others still load.

    >>> import payday
    >>> good = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1).to_json()
    >>> loaded, problems = read_games([("ada.json", good), ("evil.json", "__import__('os')")])
    >>> [item.source for item in loaded], [p.source for p in problems]
    (['ada.json'], ['evil.json'])
    """
    loaded, problems = [], []
    for name, text in named_texts:
        try:
            loaded.append(Loaded(name, load_game(text)))
        except CorruptSave as error:
            problems.append(Problem(name, str(error), error.key, error.values))
        except Exception as error:          # noqa: BLE001 - a hostile file must not stop the class
            problems.append(Problem(name, f"this file could not be replayed ({type(error).__name__})",
                                    "store.not_replayable", {"error": type(error).__name__}))
    return loaded, problems
