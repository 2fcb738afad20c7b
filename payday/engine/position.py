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

This module checks a position's shape (whole numbers, known fields) when it is made, and
whether it can be in a given game (a known card, a day on the board, a card in one place only)
when the game starts from it (`check_position`, one function a kind of check). Both raise
`PositionError`, a `ValueError` that names what is wrong.

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
from collections.abc import Mapping, Sized
from typing import Any, Protocol

from payday.engine.cards import Card, CardKind
from payday.engine.rules import Rules


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


# ----------------------------------------------------------------- can it be in this game?
class Table(Protocol):
    """What `check_position` reads of the game a position is to start: its seats, months,
    rules and cards, and what its edition lets a position hold. A `Game` is one; naming `Game`
    here instead would put this module in a circle with game.py, which checks its start."""

    @property
    def players(self) -> Sized: ...
    @property
    def months(self) -> int: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def cards(self) -> Mapping[str, Card]: ...
    @property
    def roll_purposes(self) -> frozenset[str]: ...
    @property
    def kept_kinds(self) -> frozenset[CardKind]: ...
    @property
    def whole_loans(self) -> bool: ...
    @property
    def position_fields(self) -> frozenset[str]: ...

    def player_positions(self, position: Position) -> tuple[PlayerPosition, ...]: ...


def check_position(game: Table, position: Position) -> None:
    """Raise `PositionError` naming what is wrong if `position` cannot be in `game`: the game's
    players, months, board and cards, and what its edition lets a position hold (the game
    class's `roll_purposes`, `kept_kinds`, `whole_loans` and `position_fields`)."""
    if not isinstance(position, Position):
        raise PositionError(f"a start position must be a Position, not {type(position).__name__}")
    _check_seats(game, position)
    places = _Places(game)
    for i, player in enumerate(game.player_positions(position)):
        who = f"player {i}"
        _check_player(game, player, who)
        _check_hand(game, player, who, places)
    _check_yard_sale(game, position, places)
    _check_decks(game, position, places)
    _check_rolls(game, position)


def _check_seats(game: Table, position: Position) -> None:
    """One position per player (or none), and the turn at a seat of the game."""
    count = len(game.players)
    if position.players and len(position.players) != count:
        raise PositionError(f"the position gives {len(position.players)} players, "
                            f"the game has {count}")
    if position.turn >= count:
        raise PositionError(f"the position gives the turn to player {position.turn}, "
                            f"the game has players 0 to {count - 1}")


def _check_player(game: Table, player: PlayerPosition, who: str) -> None:
    """A player's month, day and money: within the game, and of the edition's kinds."""
    rules = game.rules
    if player.month > game.months:
        raise PositionError(f"{who}'s month {player.month} is beyond the game's "
                            f"{game.months} months")
    if player.day >= rules.payday:
        raise PositionError(f"{who}'s day {player.day} is off the board: a token stands "
                            f"on a day from 0 (START) to {rules.payday - 1}")
    for name in ("savings", "loan_months", "borrowed"):
        if getattr(player, name) not in (0, (), None) and name not in game.position_fields:
            raise PositionError(f"{rules.variant} has no {name} ({who})")
    _check_loans(game, player, who)


def _check_loans(game: Table, player: PlayerPosition, who: str) -> None:
    """Debts: whole loans where the edition lends only those, a month for each loan, none
    taken in the future, and no less borrowed than is owed."""
    unit = game.rules.loan_unit
    if game.whole_loans and player.loans % unit:
        raise PositionError(f"{who}'s loans of {player.loans} are not a whole number of "
                            f"loans of {unit}")
    if player.loan_months and len(player.loan_months) * unit != player.loans:
        raise PositionError(f"{who} has {len(player.loan_months)} loan months for loans "
                            f"of {player.loans}")
    if any(m > player.month for m in player.loan_months):
        raise PositionError(f"{who} has a loan taken after their month {player.month}")
    if player.borrowed is not None and player.borrowed < player.loans:
        raise PositionError(f"{who} has borrowed {player.borrowed}, less than the "
                            f"{player.loans} they owe")


def _check_hand(game: Table, player: PlayerPosition, who: str, places: _Places) -> None:
    """A player's cards: bills are bills, deals are deals, kept cards are of a kind the
    edition keeps."""
    for card_id in player.bills:
        if places.put(card_id, f"{who}'s bills").kind is not CardKind.BILL:
            raise PositionError(f"{card_id} is not a bill ({who}'s bills)")
    for card_id in player.deals:
        if places.put(card_id, f"{who}'s deals").kind not in (CardKind.DEAL, CardKind.AUCTION_DEAL):
            raise PositionError(f"{card_id} is not a deal ({who}'s deals)")
    for card_id in player.kept:
        if places.put(card_id, f"{who}'s kept cards").kind not in game.kept_kinds:
            raise PositionError(f"{card_id} is not a card a player keeps in "
                                f"{game.rules.variant} ({who}'s kept cards)")


def _check_yard_sale(game: Table, position: Position, places: _Places) -> None:
    """The yard-sale card: only in an edition with one, and a deal."""
    if position.yard_sale is None:
        return
    rules = game.rules
    if "yard_sale" not in game.position_fields:
        raise PositionError(f"{rules.variant} has no yard-sale card")
    if places.put(position.yard_sale, "the yard sale") not in rules.decks["deals"]:
        raise PositionError(f"{position.yard_sale} is not a deal (the yard sale)")


def _check_decks(game: Table, position: Position, places: _Places) -> None:
    """The tops of the decks: decks of the edition, each holding its own cards."""
    rules = game.rules
    for name, ids in position.decks.items():
        if name not in rules.decks:
            raise PositionError(f"{rules.variant} has no deck {name!r}; its decks are "
                                + ", ".join(rules.decks))
        for card_id in ids:
            if places.put(card_id, f"the top of the {name} deck") not in rules.decks[name]:
                raise PositionError(f"{card_id} is not a card of the {name} deck")


def _check_rolls(game: Table, position: Position) -> None:
    """Scripted rolls: of chance streams the edition rolls, for players of the game."""
    count = len(game.players)
    for stream in position.rolls:
        purpose, _, who = stream.partition("/")
        if purpose not in game.roll_purposes or not who.isdigit() or int(who) >= count:
            raise PositionError(
                f"{game.rules.variant} has no chance stream {stream!r}: its streams are "
                + ", ".join(sorted(game.roll_purposes)) + f", each followed by /0 to /{count - 1}")


class _Places:
    """Where a position puts each card it names: a card of the game, in one place only."""

    def __init__(self, game: Table) -> None:
        self.game = game
        self.where: dict[str, str] = {}     # card id: where the position puts it

    def put(self, card_id: str, where: str) -> Card:
        card = self.game.cards.get(card_id)
        if card is None:
            raise PositionError(f"{self.game.rules.variant} has no card {card_id!r} ({where})")
        if card_id in self.where:
            raise PositionError(f"the card {card_id} is in two places: {self.where[card_id]} "
                                f"and {where}")
        self.where[card_id] = where
        return card
