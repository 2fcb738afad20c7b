"""The double-entry ledger: every movement of money is one entry, and balances are its sums.

Accounts are strings. Each player `p` has `cash:p`, `savings:p` and `loan:p` (a debt, so its
balance is negative while the player owes). The `bank` issues all money, so its balance is the
negative of everything in play, and the sum of every balance is always zero. Shared pots are
`jackpot` (the pot every edition's 6 wins) and `centre` (a lottery's stakes while it is played).
"""
from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple
from collections.abc import Iterator


class Reason(StrEnum):
    """Why money moved: the categories of the teaching charts. Each kind of money has its own
    reason (interest apart from principal, a fee apart from a price, a stake apart from a
    prize), so every total a view shows is one sum over the ledger by reason (see
    `payday.engine.accounts`)."""

    START_MONEY = "start_money"
    START_SAVINGS = "start_savings"     # savings a game's start position puts in the book
    START_DEBT = "start_debt"           # what a game's start position has a player owe
    SALARY = "salary"
    BILL = "bill"
    FIXED_PAYMENT = "fixed_payment"     # a square or event that costs a fixed sum
    WINDFALL = "windfall"               # a square or event that pays a fixed sum
    INSURANCE = "insurance"
    LOAN_TAKEN = "loan_taken"
    LOAN_INTEREST = "loan_interest"
    LOAN_REPAID = "loan_repaid"
    LOAN_WRITTEN_OFF = "loan_written_off"
    SAVINGS_DEPOSIT = "savings_deposit"
    SAVINGS_WITHDRAWAL = "savings_withdrawal"
    WITHDRAWAL_FEE = "withdrawal_fee"
    SAVINGS_INTEREST = "savings_interest"
    DEAL_BOUGHT = "deal_bought"
    DEAL_SOLD = "deal_sold"
    COMMISSION = "commission"
    PRICE_HIKE = "price_hike"
    GIFT = "gift"                       # birthdays and other transfers between players
    LOTTERY_STAKE = "lottery_stake"     # a player's stake in a lottery or lucky draw
    LOTTERY_PRIZE = "lottery_prize"     # what the winner of a lottery or lucky draw collects
    STAKE_RETURNED = "stake_returned"   # a lottery winner's own stake, not lost (La Bonne Paye)
    BANK_ANTE = "bank_ante"             # the bank's money put into a pot (jackpot, lottery)
    POT_RETURNED = "pot_returned"       # a pot nobody won, back to the bank
    JACKPOT = "jackpot"
    CONTRIBUTION = "contribution"       # money a player pays into the jackpot or pot
    BET_STAKE = "bet_stake"             # a lost bet's stake, into the pot
    BET_WINNINGS = "bet_winnings"       # what the bank pays on a won bet
    CONTEST = "contest"
    GREEN_DIE_FEE = "green_die_fee"     # 我愛發薪日: the price of rolling the green die
    CARD_CHARGE = "card_charge"         # a charge card's balance (the principal)
    CARD_INTEREST = "card_interest"     # interest on a charge card's balance
    AUCTION = "auction"                 # an insolvent player's card sold to another player
    BANK_BUYBACK = "bank_buyback"
    ELIMINATION = "elimination"


# Final: a compiled module reads these as constants, not from the module's dict.
BANK: Final = "bank"
JACKPOT: Final = "jackpot"
CENTRE: Final = "centre"


def cash(player: int) -> str:
    return f"cash:{player}"


def savings(player: int) -> str:
    return f"savings:{player}"


def loan(player: int) -> str:
    return f"loan:{player}"


Clock = tuple[tuple[int, int], ...]   # every player's (month, day), in seat order


class Entry(NamedTuple):
    """One movement of money. `clock` holds every player's (month, day) at that moment, so
    each player's view of the ledger can be cut by their own calendar."""

    seq: int
    clock: Clock
    src: str
    dst: str
    amount: int
    reason: Reason


class Ledger:
    """Entries in order, with running balances kept in step."""

    __slots__ = ("_entries", "_recorded", "balances")

    def __init__(self) -> None:
        # Entries recorded since they were last read, as plain tuples, and those read so far,
        # as `Entry`s (see `entries`).
        self._recorded: list[tuple[int, Clock, str, str, int, Reason]] = []
        self._entries: list[Entry] = []
        self.balances: dict[str, int] = {}

    @property
    def entries(self) -> list[Entry]:
        """Every entry, oldest first (always the same list). Entries are recorded as plain
        tuples and made `Entry`s here, when they are read: making a NamedTuple costs several
        times a tuple, and a simulated game's entries are seldom read."""
        recorded = self._recorded
        if recorded:
            # tuple.__new__ builds the Entry without NamedTuple's Python-level __new__.
            self._entries.extend([tuple.__new__(Entry, row) for row in recorded])
            recorded.clear()
        return self._entries

    def transfer(self, clock: Clock, src: str, dst: str, amount: int, reason: Reason) -> None:
        if type(amount) is not int or amount <= 0:
            raise ValueError(f"a ledger amount must be a positive whole number, not {amount!r}")
        balances = self.balances
        balances[src] = balances.get(src, 0) - amount
        balances[dst] = balances.get(dst, 0) + amount
        recorded = self._recorded
        recorded.append((len(self._entries) + len(recorded), clock, src, dst, amount, reason))

    def balance(self, account: str) -> int:
        return self.balances.get(account, 0)

    def flows(self) -> dict[tuple[str, str, Reason], int]:
        """The amounts moved, summed by source, destination and reason: a whole game's ledger
        in a few dozen sums, read without making an `Entry` of each (the lab reads thousands)."""
        sums: dict[tuple[str, str, Reason], int] = {}
        for entry in self._entries:
            key = (entry.src, entry.dst, entry.reason)
            sums[key] = sums.get(key, 0) + entry.amount
        for _seq, _clock, src, dst, amount, reason in self._recorded:
            key = (src, dst, reason)
            sums[key] = sums.get(key, 0) + amount
        return sums

    def recomputed(self) -> dict[str, int]:
        """Balances summed afresh from the entries (the invariant tests compare the two)."""
        totals: dict[str, int] = {}
        for entry in self.entries:
            totals[entry.src] = totals.get(entry.src, 0) - entry.amount
            totals[entry.dst] = totals.get(entry.dst, 0) + entry.amount
        return totals

    def __len__(self) -> int:
        return len(self._entries) + len(self._recorded)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)
