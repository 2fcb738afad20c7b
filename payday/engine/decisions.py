"""The decision protocol: who must decide, what kind of decision, what it is about, and the
legal options.

The engine runs until somebody must choose, then exposes one `Decision`. Whoever answers it (a
widget, a computer player, a test, a replay) calls `Game.decide` with one of its options. What
the decision is about (the card offered and its price, the sum short of a payment, the bid to
beat ...) is one typed record of `Info`, one kind of record per kind of facts, so that whoever
reads it (the computer players, the sentences of `payday.i18n.describe`) reads typed fields.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Final, TypeAlias

from payday.engine.ledger import Reason


class Act(StrEnum):
    """What an option does. The vocabulary is shared by every edition."""

    ROLL = "roll"                  # roll the movement die
    ROLL_BOTH = "roll_both"        # pay into the jackpot and roll the white and the green die
    WHITE_FIRST = "white_first"    # resolve the white die (movement) before the green one
    GREEN_FIRST = "green_first"
    BUY = "buy"
    PASS = "pass"
    SELL = "sell"                  # arg: the card to sell
    AUCTION = "auction"            # put a deal up for auction
    BID = "bid"                    # ranged: the amount
    JOIN = "join"                  # join a lottery with a number (arg)
    STAY = "stay"                  # lucky draw: double the stake and stay in
    LEAVE = "leave"
    TARGET = "target"              # arg: a player index
    MOVE_TO = "move_to"            # arg: a day
    PAY_ALL = "pay_all"            # pay a charge in full
    PAY_INTEREST = "pay_interest"  # pay only the interest and carry the balance
    HIKE = "hike"                  # arg: a price-hike card to add to a sale
    SNIPE = "snipe"                # arg: a price-snipe card to play on a sale
    COUNTER = "counter"            # arg: a not-today card
    DONE = "done"
    CANCEL = "cancel"              # give up a voluntary purchase
    # Free actions: offered with any decision whenever the rules allow them.
    BORROW = "borrow"
    DEPOSIT = "deposit"            # ranged
    WITHDRAW = "withdraw"          # ranged
    REPAY = "repay"                # ranged or arg: a loan
    USE_CARD = "use_card"          # arg: a kept card; ranged when the card takes a stake


FREE_ACTS: Final = frozenset({Act.BORROW, Act.DEPOSIT, Act.WITHDRAW, Act.USE_CARD})


class Ask(StrEnum):
    """The kind of a decision: what the player is being asked."""

    TURN = "turn"                    # start of a turn: roll
    DICE_ORDER = "dice_order"
    BUY = "buy"                      # buy the card shown, or not
    SELL = "sell"                    # sell one held card, or not
    INSURANCE = "insurance"
    LOTTERY = "lottery"              # join with a number, or pass
    LUCKY_DRAW_STAY = "lucky_draw_stay"
    BID = "bid"                      # an auction bid, or pass
    OPEN_AUCTION = "open_auction"
    RAISE_MONEY = "raise_money"      # cash falls short of a payment: choose how to raise it
    TARGET = "target"                # choose a player
    MOVE_TO = "move_to"
    MONSTER_CHARGE = "monster_charge"
    HIKE = "hike"
    SNIPE = "snipe"
    COUNTER = "counter"
    REPAY = "repay"                  # Pay Day: repay loans
    SAVINGS = "savings"              # Pay Day: move money into or out of savings
    BET = "bet"                      # choose a stake
    PLAY_EVENT = "play_event"        # play a kept event card now (on anyone's turn), or pass


@dataclass(slots=True, init=False, unsafe_hash=True)
class Option:
    """One legal answer. A ranged option (`low` set) stands for every amount from `low` to
    `high` in steps of `step`; answer it with `option.with_amount(x)`. Never change an option:
    the game hands the same ones out decision after decision (see `Game.option`)."""

    act: Act
    arg: Any
    low: int | None
    high: int | None
    step: int

    # Written by hand: a dataclass's generated __init__ (frozen, with defaults) costs several
    # times as much, and a game makes an option for nearly every answer.
    def __init__(self, act: Act, arg: Any = None, low: int | None = None,
                 high: int | None = None, step: int = 1) -> None:
        self.act = act
        self.arg = arg
        self.low = low
        self.high = high
        self.step = step

    @property
    def ranged(self) -> bool:
        return self.low is not None

    @property
    def free(self) -> bool:
        return self.act in FREE_ACTS

    def with_amount(self, amount: int) -> Option:
        return Option(self.act, amount)

    def amounts(self) -> range:
        if self.low is None or self.high is None:
            return range(0)
        return range(self.low, self.high + 1, self.step)

    def admits(self, answer: Option) -> bool:
        """Whether `answer` is this option, or an amount this ranged option allows. An answer
        is plain (no range of its own): a ranged option given back as offered, without an
        amount, is not an answer, since the game would record a decision with no amount."""
        if answer.act != self.act or answer.low is not None or answer.high is not None:
            return False
        if not self.ranged:
            # Compare types too: True == 1 and 1.0 == 1 in Python, but neither is player 1.
            return answer.arg == self.arg and type(answer.arg) is type(self.arg)
        amount, low, high = answer.arg, self.low, self.high
        return (type(amount) is int and low is not None and high is not None
                and low <= amount <= high and (amount - low) % self.step == 0)

    def to_json(self) -> list[Any]:
        return [str(self.act), self.arg]

    @classmethod
    def from_json(cls, data: Any) -> Option:
        if (not isinstance(data, list) or len(data) != 2 or data[0] not in Act._value2member_map_
                or not (data[1] is None or type(data[1]) in (int, str))):
            raise ValueError(f"not a decision: {data!r}")
        return cls(Act(data[0]), data[1])


# ----------------------------------------------------------------- what a decision is about
# One record per kind of facts a decision carries. Money is in whole units of the edition's
# currency, a card is its id, a player is a seat (an index into `game.players`).
# Each writes its own __init__, as Option does: compiled, a dataclass's generated __init__ is a
# Python function (a frozen one setting each field through object.__setattr__), several times
# the cost of this one, and a record is made for nearly every decision.

@dataclass(frozen=True, slots=True, init=False)
class GreenDie:
    """A turn where the green pay die may be rolled too, for `cost` (我愛發薪日)."""

    cost: int

    def __init__(self, cost: int) -> None:
        object.__setattr__(self, "cost", cost)


@dataclass(frozen=True, slots=True, init=False)
class Shortfall:
    """A payment of `amount` for `reason` that the cash falls `short` of: raise the money."""

    amount: int
    reason: Reason
    short: int

    def __init__(self, amount: int, reason: Reason, short: int) -> None:
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "short", short)


@dataclass(frozen=True, slots=True, init=False)
class Offer:
    """A card shown and offered at `price` (a deal, an insurance, a mail card); `value` is
    what a deal resells for."""

    card: str
    price: int
    value: int

    def __init__(self, card: str, price: int, value: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "price", price)
        object.__setattr__(self, "value", value)


@dataclass(frozen=True, slots=True, init=False)
class FaceDown:
    """A deal offered face down at `price` (Pay Day's yard sale, where it may be declined)."""

    price: int

    def __init__(self, price: int) -> None:
        object.__setattr__(self, "price", price)


@dataclass(frozen=True, slots=True, init=False)
class Lottery:
    """A lottery (or lucky draw) to join for `stake`, with the numbers already `taken`, for
    `prize` (what the bank puts in)."""

    stake: int
    taken: tuple[int, ...]
    prize: int

    def __init__(self, stake: int, taken: tuple[int, ...], prize: int) -> None:
        object.__setattr__(self, "stake", stake)
        object.__setattr__(self, "taken", taken)
        object.__setattr__(self, "prize", prize)


@dataclass(frozen=True, slots=True, init=False)
class Bid:
    """An auction of `card`: the `high` bid so far and its `leader` (None: no bid yet)."""

    card: str
    high: int | None
    leader: int | None

    def __init__(self, card: str, high: int | None, leader: int | None) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "high", high)
        object.__setattr__(self, "leader", leader)


@dataclass(frozen=True, slots=True, init=False)
class OpenAuction:
    """A deal to buy outright or put up for auction, bidding from `minimum` (我愛發薪日)."""

    card: str
    minimum: int
    value: int

    def __init__(self, card: str, minimum: int, value: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "minimum", minimum)
        object.__setattr__(self, "value", value)


@dataclass(frozen=True, slots=True, init=False)
class Owed:
    """Loans to repay: `owed` in all, at `least` this much now where a rule says so (None:
    nothing must be repaid)."""

    owed: int
    least: int | None = None

    def __init__(self, owed: int, least: int | None = None) -> None:
        object.__setattr__(self, "owed", owed)
        object.__setattr__(self, "least", least)


@dataclass(frozen=True, slots=True, init=False)
class Target:
    """A card aimed at another player, to choose: it collects `amount` from them (`collect`)
    or makes them pay it."""

    card: str
    amount: int
    collect: bool

    def __init__(self, card: str, amount: int, collect: bool) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "collect", collect)


@dataclass(frozen=True, slots=True, init=False)
class MoveTo:
    """A card that moves the token to a square of the player's choice."""

    card: str

    def __init__(self, card: str) -> None:
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True, init=False)
class MonsterCharge:
    """Monster Charges of `amount` in all at Pay Day: pay them off, or pay the `interest` and
    carry them; `cash` is what the player holds."""

    amount: int
    interest: int
    cash: int

    def __init__(self, amount: int, interest: int, cash: int) -> None:
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "interest", interest)
        object.__setattr__(self, "cash", cash)


@dataclass(frozen=True, slots=True, init=False)
class EventMoment:
    """Another player's turn is about to start (`turn_of`): play a kept event card now."""

    turn_of: int

    def __init__(self, turn_of: int) -> None:
        object.__setattr__(self, "turn_of", turn_of)


@dataclass(frozen=True, slots=True, init=False)
class Counter:
    """An event `card` played on the player by `by`, for `amount`: cancel it with a
    not-today, or not."""

    card: str
    by: int | None
    amount: int

    def __init__(self, card: str, by: int | None, amount: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "by", by)
        object.__setattr__(self, "amount", amount)


@dataclass(frozen=True, slots=True, init=False)
class CounterSnipes:
    """Price snipes (`snipes` of them, played by several) cutting `cut` from the sale of
    `card` at `price`: cancel them with a not-today, or not. `amount` is the card's own."""

    card: str
    amount: int
    snipes: int
    cut: int
    price: int

    def __init__(self, card: str, amount: int, snipes: int, cut: int, price: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "snipes", snipes)
        object.__setattr__(self, "cut", cut)
        object.__setattr__(self, "price", price)


@dataclass(frozen=True, slots=True, init=False)
class DiceOrder:
    """The white die's roll and the green die's face: which to resolve first."""

    white: int
    green: str

    def __init__(self, white: int, green: str) -> None:
        object.__setattr__(self, "white", white)
        object.__setattr__(self, "green", green)


@dataclass(frozen=True, slots=True, init=False)
class Hike:
    """The sale of `card` at `price`: add a price hike to it, or not."""

    card: str
    price: int

    def __init__(self, card: str, price: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "price", price)


@dataclass(frozen=True, slots=True, init=False)
class Snipe:
    """The sale of `card` by `seller`, at `price` still: cut it with a price snipe, or not."""

    card: str
    seller: int
    price: int

    def __init__(self, card: str, seller: int, price: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "seller", seller)
        object.__setattr__(self, "price", price)


@dataclass(frozen=True, slots=True, init=False)
class LuckyDrawStay:
    """Nobody won the lucky draw's roll: stay in on number `n` for `stake` (double the last),
    with `centre` in the middle, or leave."""

    stake: int
    n: int
    centre: int

    def __init__(self, stake: int, n: int, centre: int) -> None:
        object.__setattr__(self, "stake", stake)
        object.__setattr__(self, "n", n)
        object.__setattr__(self, "centre", centre)


# What a decision may be about: every record above (a decision about nothing more than its
# options, a plain turn or a sale to choose, has None).
Info: TypeAlias = (GreenDie | Shortfall | Offer | FaceDown | Lottery | Bid | OpenAuction | Owed
                   | Target | MoveTo | MonsterCharge | EventMoment | Counter | CounterSnipes
                   | DiceOrder | Hike | Snipe | LuckyDrawStay)


@dataclass(slots=True, init=False)
class Decision:
    """The one decision the game is waiting for (read it; answer with `Game.decide`)."""

    player: int
    kind: Ask
    options: tuple[Option, ...]
    info: Info | None      # what the decision is about: the card, the amounts ...

    # Written by hand, as Option's: one is made for every decision.
    def __init__(self, player: int, kind: Ask, options: tuple[Option, ...],
                 info: Info | None = None) -> None:
        self.player = player
        self.kind = kind
        self.options = options
        self.info = info

    def find(self, act: Act, arg: Any = None) -> Option | None:
        """The option with this act (and arg, for unranged options), if legal."""
        for option in self.options:
            if option.act == act and (arg is None or option.ranged or option.arg == arg):
                return option
        return None

    def main_options(self) -> tuple[Option, ...]:
        return tuple(o for o in self.options if not o.free)


class _KeyedError(ValueError):
    """An error with a message key and language-free values (numbers, act names, a player's
    index and name, lists of acts), so that a view can say it in the reader's language
    (`payday.i18n.errors.describe_error`); `str(error)` stays the English sentence that
    developers and the command line read. A plain `Error("text")` gets the class's general key."""

    generic_key: ClassVar[str] = "error.generic"

    def __init__(self, message: str = "", key: str | None = None, **values: Any) -> None:
        super().__init__(message)
        self.key = key or self.generic_key
        self.values = values


class IllegalDecision(_KeyedError):
    """An answer that is not one of the pending decision's legal options."""

    generic_key: ClassVar[str] = "illegal.generic"


class GameOver(IllegalDecision):
    """A decision given to a game that has ended."""

    generic_key: ClassVar[str] = "illegal.game_over"


class CorruptSave(_KeyedError):
    """A saved game that cannot be read or does not replay."""

    generic_key: ClassVar[str] = "save.generic"
