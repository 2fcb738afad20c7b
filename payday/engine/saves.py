"""Saving a game is writing its settings, its seed and its decisions; loading replays them.

A game started from a position (see `payday.engine.position`) saves the position too, under
"start"; a game started as usual has no "start".

A saved game is plain JSON and is only ever parsed, never executed. Anything that does not
parse, does not fit the schema, or does not replay move by move is refused with `CorruptSave`.

Saved games outlive rule changes: a save records the version of its edition's rules
(`Rules.version`), and a save from an earlier version is replayed with the settings it was
played under (`Rules.settings_before`), since every change of a default is a setting whose old
value is known. A version-1 save, written before rules had versions, is a save of rules version 1.

The settings a file changes are checked against each setting's declaration (`Rules.check`): a
setting the edition does not have, or a value of the wrong kind or out of its range (a salary
of 10**300), refuses the file, naming the setting and what it takes.
"""
from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from payday.engine.decisions import CorruptSave, IllegalDecision, Option
from payday.engine.position import Position, PositionError
from payday.engine.rules import Rules, SettingRefused
from payday.engine.state import Player, PlayerSpec


class Saved(Protocol):
    """What a save writes of a game (its settings, seed, start and decisions) and replays into
    one. A `Game` is one; naming `Game` here instead would put this module in a circle with
    game.py, which writes itself through it (`Game.to_json`)."""

    @property
    def variant(self) -> str: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def months(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def overrides(self) -> Mapping[str, Any]: ...
    @property
    def players(self) -> Sequence[Player]: ...
    @property
    def start(self) -> Position | None: ...
    @property
    def history(self) -> Sequence[Option]: ...

    def decide(self, answer: Any) -> None: ...


G = TypeVar("G", bound=Saved)

FORMAT = "payday-game"
VERSION = 2               # 2: the save records `rules_version`
READS = (1, 2)            # every version this workbook reads
MAX_BYTES = 5_000_000
# A saved game holds at most `decision_limit(seats, months)` decisions. Free actions (a deposit,
# a loan...) have no limit in the rules, so a hand-made file of 350,001 one-euro deposits held a
# student's kernel for minutes. benchmarks/game_length.py measured the most decisions per seat
# and month in 10,000 simulated games of each edition, random players included: 29.0 (Bonne
# Paye), 31.0 (Pay Day), 60.6 (Pay Day auction, whose auctions ask the others to bid); 600 is ten
# times the most, room for a student who tries every free action on every turn. MAX_DECISIONS
# holds whatever the seats and months: the longest of 20 games of 120 months per edition with
# the most seats and all random players made 26,034 decisions (the auction), almost four times
# less, and replayed in 0.9 s.
MAX_DECISIONS_PER_SEAT_MONTH = 600
MAX_DECISIONS = 100_000
# Replaying a save gives up after this many seconds of `replay_clock` (`load_game`'s `within`):
# the longest real games replay in under a second here (benchmarks/game_length.py), a few on a
# busy class server, so only a file built to stall a kernel takes longer, and its reader is
# told so instead of waiting. Both are settings read at each load (a test counts instead).
REPLAY_SECONDS = 15.0
replay_clock: Callable[[], float] = time.monotonic


def too_large(size: int) -> CorruptSave:
    """What a file of `size` bytes, past MAX_BYTES, is told: here, and where a page stopped it
    in the browser and sent only its size (`payday.ui.shared.watch`)."""
    return CorruptSave("this file is too large to be a saved game", key="save.too_large",
                       size=size, limit=MAX_BYTES)


def decision_limit(seats: int, months: int) -> int:
    """The most decisions a saved game of `seats` players and `months` months may hold.

    >>> decision_limit(2, 1), decision_limit(6, 120)
    (1200, 100000)
    """
    return min(MAX_DECISIONS, MAX_DECISIONS_PER_SEAT_MONTH * max(seats, 1) * max(months, 1))


def too_long(decisions: int, limit: int) -> CorruptSave:
    """What a game of more decisions than its `decision_limit` is told (a file, or a save)."""
    return CorruptSave(f"this saved game holds {decisions} decisions, more than any real game "
                       f"of its size (at most {limit})", key="save.too_many_decisions",
                       decisions=decisions, limit=limit)


def to_json(game: Saved) -> str:
    data = {
        "format": FORMAT, "version": VERSION, "variant": game.variant,
        "rules_version": game.rules.version,
        "months": game.months, "seed": game.seed, "rules": game.overrides,
        "players": [{"name": p.name, "bot": p.bot} for p in game.players],
    }
    if game.start is not None:
        data["start"] = game.start.to_json()
    data["decisions"] = [option.to_json() for option in game.history]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def load_game(text: str | bytes, new_game: Callable[..., G],
              edition_rules: Callable[[Any], Rules], *, within: float | None = None) -> G:
    """Rebuild a game from `to_json` output by replaying its decisions. `edition_rules(variant)`
    gives an edition's present rules, whose `changes` say what an older save was played under.
    A game of more decisions than its `decision_limit` is refused before its replay, and a
    replay still running `within` seconds (default `REPLAY_SECONDS`; `math.inf`: no limit)
    after it began is given up."""
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise too_large(len(text))
        try:
            text = text.decode("utf-8-sig")     # a byte-order mark (Windows' Notepad) is fine
        except UnicodeDecodeError:
            raise CorruptSave("this file is not a saved game (it is not text)",
                              key="save.not_text") from None
    if not isinstance(text, str):
        raise CorruptSave("this is not a saved game", key="save.not_a_save")
    if len(text) > MAX_BYTES:
        raise CorruptSave("this is not a saved game", key="save.too_large", size=len(text),
                          limit=MAX_BYTES)
    text = text.removeprefix("\ufeff")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise CorruptSave("this file is not a saved game (it is not valid JSON, or it was cut short)",
                          key="save.not_json") from None
    except ValueError:          # a number of thousands of digits: Python refuses to read it
        raise CorruptSave("this file is not a saved game (it holds a number far too long)",
                          key="save.number_too_long") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptSave("this file is not a Pay Day saved game", key="save.not_payday")
    if data.get("version") not in READS or type(data.get("version")) is not int:
        raise CorruptSave(f"this saved game has version {data.get('version')!r}; this workbook reads version {VERSION}",
                          key="save.wrong_version", found=_plain(data.get("version")), expected=VERSION)
    players = data.get("players")
    if (not isinstance(players, list)
            or not all(isinstance(p, dict) and is_text(p.get("name"))
                       and (p.get("bot") is None or is_text(p.get("bot"))) for p in players)):
        raise CorruptSave("the saved game's list of players is damaged", key="save.players_damaged")
    decisions = data.get("decisions")
    if not isinstance(decisions, list):
        raise CorruptSave("the saved game's list of decisions is damaged", key="save.decisions_damaged")
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise CorruptSave("the saved game's rule settings are damaged", key="save.rules_damaged")
    rules_version = data.get("rules_version", 1)
    if type(rules_version) is not int or rules_version < 1:
        raise CorruptSave("the saved game's rule settings are damaged", key="save.rules_damaged")
    try:
        own = edition_rules(data.get("variant"))
        own.check(rules)        # the file's changes, against the edition's own declarations
        rules = {**played_under(own, rules_version), **rules}
        start = data.get("start")
        start = None if start is None else Position.from_json(start)
        game = new_game(data.get("variant"), [PlayerSpec(p["name"], p.get("bot")) for p in players],
                        months=data.get("months"), seed=data.get("seed"), rules=rules, start=start)
    except PositionError as error:
        raise CorruptSave(f"the saved game's start position is damaged: {error}",
                          key="save.position_damaged") from None
    except SettingRefused as error:
        raise CorruptSave(f"the saved game's settings are damaged: {error}", key=error.key,
                          **error.values) from None
    except (ValueError, TypeError) as error:
        raise CorruptSave(f"the saved game's settings are damaged: {error}", key="save.settings_damaged",
                          variant=_plain(data.get("variant")), months=_plain(data.get("months")),
                          seed=_plain(data.get("seed")), players=len(players)) from None
    limit = decision_limit(len(game.players), game.months)
    if len(decisions) > limit:
        raise too_long(len(decisions), limit)
    clock, seconds = replay_clock, REPLAY_SECONDS if within is None else within
    deadline = clock() + seconds
    for number, raw in enumerate(decisions, 1):
        if clock() > deadline:
            raise CorruptSave(f"this saved game took more than {seconds:g} seconds to replay "
                              f"(stopped at decision {number} of {len(decisions)})",
                              key="save.too_slow", seconds=max(1, round(seconds)),
                              number=number, decisions=len(decisions))
        try:
            answer = Option.from_json(raw)
        except ValueError as error:
            raise CorruptSave(f"decision {number} of the saved game does not fit the game "
                              f"(was the file edited?): {error}", key="save.decision_unreadable",
                              number=number) from None
        try:
            game.decide(answer)
        except (IllegalDecision, ValueError) as error:
            # The reason, as data too: the views say it in the reader's language.
            cause = ({"key": error.key, "values": error.values}
                     if isinstance(error, IllegalDecision) else None)
            raise CorruptSave(f"decision {number} of the saved game does not fit the game "
                              f"(was the file edited?): {error}", key="save.decision_unfit",
                              number=number, cause=cause) from None
    return game


def is_text(value: object) -> bool:
    """A string that can be written out as UTF-8: JSON's "\\ud800" reads as a lone surrogate,
    which every later write (the page, the store, a file) would fail on."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def played_under(rules: Rules, version: int) -> dict[str, object]:
    """The settings whose defaults changed after rules `version`, as they were then. A save from
    a newer workbook than this one cannot be replayed faithfully, so it is refused."""
    if version > rules.version:
        raise ValueError(f"the game was saved under version {version} of the rules of "
                         f"{rules.variant}; this workbook knows versions up to {rules.version}")
    return rules.settings_before(version)


def _plain(value: object) -> object:
    """A value read from a damaged file, kept as language-free data for a message: a number or
    a short text as it is, anything else as its (shortened) JSON."""
    if value is None or type(value) in (int, bool) or (isinstance(value, str) and len(value) <= 40):
        return value
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:39] + "…"
