"""What a player holds besides money (money is in the ledger)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple
from collections.abc import Iterator

from payday.engine.cards import Card
from payday.engine.ledger import cash, loan, savings


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """Who sits at a seat when a game starts: a name, and the computer player's style (None for
    a person). A game is built from these; a saved game records them."""

    name: str
    bot: str | None = None


@dataclass(eq=False, slots=True)
class Player:
    index: int
    name: str
    bot: str | None = None             # the computer player's style, or None for a person
    month: int = 1
    day: int = 0
    bills: list[Card] = field(default_factory=list)    # unpaid, until Pay Day
    deals: list[Card] = field(default_factory=list)    # acquisitions and deals held
    kept: list[Card] = field(default_factory=list)     # cards kept to use later
    loan_months: list[int] = field(default_factory=list)  # La Bonne Paye: month each loan was taken
    retired: bool = False              # has finished the last month
    eliminated: bool = False
    at_payday: bool = False            # settling Pay Day now
    cash_account: str = ""
    savings_account: str = ""
    loan_account: str = ""

    def __post_init__(self) -> None:
        self.cash_account = cash(self.index)
        self.savings_account = savings(self.index)
        self.loan_account = loan(self.index)

    @property
    def playing(self) -> bool:
        """Still taking turns."""
        return not (self.retired or self.eliminated)

    def cards(self) -> Iterator[Card]:
        yield from self.bills
        yield from self.deals
        yield from self.kept


class Event(NamedTuple):
    """One line of the game's story: a message key and its numbers, never a sentence."""

    seq: int
    player: int | None
    key: str
    data: dict[str, Any]
