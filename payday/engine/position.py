"""A position: a situation a game can start from, written as a value.

Lessons and tests need a student to face a chosen situation ("day 20, 1,200 in savings, a bill
due at Pay Day") without hunting for a seed that happens to produce it, or reaching into the
engine. A `Position` says where every token is, what every player holds and owes, which cards
lie on top of each deck, what is on the table, whose turn is next, and, if wanted, the next
rolls of named chance streams. `payday.new_game(..., start=position)` starts there; the
position is saved with the game, so the game replays and loads like any other.

Anything a position leaves out is as at the start of a game: a player's cash is the edition's
start money, the jackpot holds what the edition puts in it, the yard-sale card is drawn from
the top of the deck, and the decks are shuffled from the game's seed. Cards a position names
are taken out of the decks first; a position says everything a player holds (the auction
edition's free deal at the start is dealt only if the position names it).

A scripted roll replaces one draw of its stream: the stream draws its own number too and
throws it away, so the rolls after the script are those the game would have rolled anyway,
and a what-if from a position stays fair.

This module checks a position's shape (whole numbers, known fields); whether it can be in a
given game (a known card, a day on the board, a card in one place only) is checked by the game
(`Game.check_position`). Both raise `PositionError`, a `ValueError` that names what is wrong.

>>> import payday
>>> from payday.engine.position import PlayerPosition, Position
>>> start = Position(players=(PlayerPosition(day=19, cash=300, savings=1200,
...                                          bills=("bp.mail.bill08",)),
...                           PlayerPosition()),
...                  rolls={"move/0": (3,)})
>>> game = payday.new_game("bonne-paye", ["Ada", "Bo"], start=start)
>>> ada = game.players[0]
>>> ada.day, game.cash(ada), game.savings(ada), [c.amount for c in ada.bills]
(19, 300, 1200, [300])
>>> game.decide(game.pending.find(payday.Act.ROLL))   # the scripted 3: day 22, Quoi de neuf
>>> ada.day
22
>>> payday.load_game(game.to_json()).players[0].day
22
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from collections.abc import Mapping
from typing import Any


class PositionError(ValueError):
    """A position that cannot be: the message names what is wrong."""


def _whole(value: Any, what: str, *, low: int = 0) -> int:
    if type(value) is not int or value < low:
        raise PositionError(f"{what} must be a whole number of at least {low}, not {value!r}")
    return value


def _ids(value: Any, what: str) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, (list, tuple)) \
            or not all(isinstance(v, str) for v in value):
        raise PositionError(f"{what} must be a list of card ids, not {value!r}")
    return tuple(value)


@dataclass(frozen=True)
class PlayerPosition:
    """One player's situation. `cash` None is the edition's start money. `loans` is what is
    owed to the bank; in La Bonne Paye `loan_months` gives the month each loan of `loan_unit`
    was taken (when it falls due; empty: all taken this month), and in the auction edition
    `borrowed` is what was borrowed since the debt was last cleared (None: `loans`). `bills`
    are due at Pay Day, `deals` are held, `kept` are cards kept to use later (insurance,
    Besoin d'argent, Monster Charges, events, price hikes), all by card id."""

    month: int = 1
    day: int = 0
    cash: int | None = None
    savings: int = 0
    loans: int = 0
    loan_months: tuple[int, ...] = ()
    borrowed: int | None = None
    bills: tuple[str, ...] = ()
    deals: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _whole(self.month, "a month", low=1)
        _whole(self.day, "a day")
        if self.cash is not None:
            _whole(self.cash, "cash")
        _whole(self.savings, "savings")
        _whole(self.loans, "loans")
        if self.borrowed is not None:
            _whole(self.borrowed, "borrowed")
        if isinstance(self.loan_months, (str, bytes)) or not isinstance(self.loan_months, (list, tuple)):
            raise PositionError(f"loan_months must be a list of months, not {self.loan_months!r}")
        for month in self.loan_months:
            _whole(month, "the month a loan was taken", low=1)
        object.__setattr__(self, "loan_months", tuple(self.loan_months))
        for name in ("bills", "deals", "kept"):
            object.__setattr__(self, name, _ids(getattr(self, name), name))

    def cards(self) -> tuple[str, ...]:
        return self.bills + self.deals + self.kept


@dataclass(frozen=True)
class Position:
    """Where a game starts. `players` has one `PlayerPosition` per player, in seat order (empty:
    everyone at the start). `turn` is the player who plays next. `decks` lists, for any deck,
    the cards on top of its draw pile, the first listed drawn first. `rolls` gives the next
    rolls of named chance streams ("move/0": the movement die of player 0; "contest/2",
    "lottery/1", ...). `jackpot` is what lies in the jackpot (None: the edition's start), and
    `yard_sale` the deal waiting on the Yard Sale square in the editions that have one (None:
    the top card of the deals deck)."""

    players: tuple[PlayerPosition, ...] = ()
    turn: int = 0
    decks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    rolls: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    jackpot: int | None = None
    yard_sale: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.players, (list, tuple)) \
                or not all(isinstance(p, PlayerPosition) for p in self.players):
            raise PositionError("players must be a list of PlayerPosition")
        object.__setattr__(self, "players", tuple(self.players))
        _whole(self.turn, "turn")
        if not isinstance(self.decks, Mapping) or not all(isinstance(k, str) for k in self.decks):
            raise PositionError(f"decks must map deck names to card ids, not {self.decks!r}")
        object.__setattr__(self, "decks", {name: _ids(ids, f"the top of the {name} deck")
                                           for name, ids in self.decks.items()})
        if not isinstance(self.rolls, Mapping) or not all(isinstance(k, str) for k in self.rolls):
            raise PositionError(f"rolls must map chance streams to rolls, not {self.rolls!r}")
        rolls = {}
        for stream, values in self.rolls.items():
            if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
                raise PositionError(f"the rolls of {stream} must be a list, not {values!r}")
            for n in values:
                if type(n) is not int or not 1 <= n <= 6:
                    raise PositionError(f"a scripted roll of {stream} must be a whole number "
                                        f"from 1 to 6, not {n!r}")
            rolls[stream] = tuple(values)
        object.__setattr__(self, "rolls", rolls)
        if self.jackpot is not None:
            _whole(self.jackpot, "the jackpot")
        if self.yard_sale is not None and not isinstance(self.yard_sale, str):
            raise PositionError(f"yard_sale must be a card id, not {self.yard_sale!r}")

    # ----------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        """The position as plain JSON data (see `from_json`)."""
        return {
            "players": [{f.name: _plain(getattr(p, f.name)) for f in fields(p)}
                        for p in self.players],
            "turn": self.turn,
            "decks": {name: list(ids) for name, ids in self.decks.items()},
            "rolls": {stream: list(values) for stream, values in self.rolls.items()},
            "jackpot": self.jackpot,
            "yard_sale": self.yard_sale,
        }

    @classmethod
    def from_json(cls, data: Any) -> Position:
        """A position from `to_json` data; anything else is a `PositionError`."""
        if not isinstance(data, dict):
            raise PositionError(f"a position must be an object, not {type(data).__name__}")
        _known(data, {f.name for f in fields(cls)}, "a position")
        players = data.get("players", [])
        if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
            raise PositionError("a position's players must be a list of objects")
        names = {f.name for f in fields(PlayerPosition)}
        for player in players:
            _known(player, names, "a player's position")
        try:
            return cls(**{**data, "players": tuple(PlayerPosition(**p) for p in players)})
        except TypeError as error:      # a field of the wrong shape for the constructor
            raise PositionError(f"a position is damaged: {error}") from None


def _known(data: dict[str, Any], names: set[str], what: str) -> None:
    unknown = set(data) - names
    if unknown:
        raise PositionError(f"{what} has no field named {', '.join(sorted(map(str, unknown)))}")


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value
