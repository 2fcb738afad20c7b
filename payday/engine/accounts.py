"""One player's accounts, read from the ledger: the one view every screen uses.

The app's panels and Pay Day summaries, the chart frames, the teacher's dashboard and the
lessons' answer keys all ask this module for a player's balances and totals, so they cannot
tell different stories. A player's entries are those that touch one of their three accounts
(`cash:p`, `savings:p`, `loan:p`); a month is the player's own calendar (`entry.clock[p]`).

Totals are sums over the ledger by reason, each reason its own kind of money:

- income / spending: the entries that change the player's money (cash + savings - debt), by
  reason; a deposit, a withdrawal or a loan moves money between their own accounts and is
  neither (it is in `moved`);
- interest paid: loan interest and charge-card interest; interest earned: savings interest;
- fees: withdrawal fees and the price of the green die;
- borrowed / repaid: loans taken / repaid; saved: deposits into savings.

`totals(ledger, n)` gives every player's balances and totals without the entries, in one pass
(the lab's way); `accounts` gives one player's, with the entries and by month.

>>> from payday.engine.ledger import BANK, Ledger, Reason
>>> ledger = Ledger()
>>> ledger.transfer(((1, 0),), BANK, "cash:0", 1500, Reason.START_MONEY)
>>> ledger.transfer(((1, 5),), "loan:0", "cash:0", 1000, Reason.LOAN_TAKEN)
>>> ledger.transfer(((1, 31),), "cash:0", BANK, 100, Reason.LOAN_INTEREST)
>>> view = accounts(ledger, 0)
>>> view.cash, view.debt, view.borrowed, view.interest_paid, view.net_cash_flow
(2400, 1000, 1000, 100, 1400)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple
from collections.abc import Iterator

from payday.engine.ledger import Entry, Ledger, Reason, cash, loan, savings

INTEREST_PAID = frozenset({Reason.LOAN_INTEREST, Reason.CARD_INTEREST})
INTEREST_EARNED = frozenset({Reason.SAVINGS_INTEREST})
FEES = frozenset({Reason.WITHDRAWAL_FEE, Reason.GREEN_DIE_FEE})


class Step(NamedTuple):
    """One of a player's entries: where it falls in the player's calendar, the change to each
    of their accounts, and the balances after it (`debt_after` is what they owe)."""

    entry: Entry
    month: int
    day: int
    cash: int            # change in cash
    savings: int         # change in savings
    loan: int            # change in the loan account (negative when borrowing)
    cash_after: int
    savings_after: int
    debt_after: int

    @property
    def net(self) -> int:
        """The change in the player's money: zero for a move between their own accounts."""
        return self.cash + self.savings + self.loan


def steps(ledger: Ledger, player: int) -> Iterator[Step]:
    """The player's entries, in ledger order."""
    own_cash, own_savings, own_loan = cash(player), savings(player), loan(player)
    mine = (own_cash, own_savings, own_loan)
    balance_cash = balance_savings = balance_loan = 0
    for entry in ledger.entries:
        src, dst, amount = entry.src, entry.dst, entry.amount
        if src not in mine and dst not in mine:
            continue
        d_cash = (amount if dst == own_cash else 0) - (amount if src == own_cash else 0)
        d_savings = (amount if dst == own_savings else 0) - (amount if src == own_savings else 0)
        d_loan = (amount if dst == own_loan else 0) - (amount if src == own_loan else 0)
        balance_cash += d_cash
        balance_savings += d_savings
        balance_loan += d_loan
        month, day = entry.clock[player]
        yield Step(entry, month, day, d_cash, d_savings, d_loan, balance_cash, balance_savings,
                   -balance_loan)


@dataclass
class Totals:
    """A player's balances and their totals by reason, without the entries themselves (see
    `Accounts`, which adds them). `income` and `spending` are the entries that change the
    player's money (its `net`), by reason; `moved` the entries between their own accounts
    (deposits, withdrawals, loans taken and repaid), by reason."""

    player: int
    month: int | None = None
    cash: int = 0
    savings: int = 0
    debt: int = 0
    income: dict[Reason, int] = field(default_factory=dict)
    spending: dict[Reason, int] = field(default_factory=dict)
    moved: dict[Reason, int] = field(default_factory=dict)

    def count_money(self, reason: Reason, net: int, amount: int) -> None:
        """Count `amount` moved for `reason`, which changed the player's money by `net` (zero
        for a move between their own accounts)."""
        book = self.income if net > 0 else self.spending if net < 0 else self.moved
        book[reason] = book.get(reason, 0) + (abs(net) or amount)

    def received(self, *reasons: Reason) -> int:
        """Money the player received for these reasons."""
        return sum(self.income.get(r, 0) for r in reasons)

    def paid(self, *reasons: Reason) -> int:
        """Money the player paid out for these reasons."""
        return sum(self.spending.get(r, 0) for r in reasons)

    @property
    def interest_paid(self) -> int:
        return self.paid(*INTEREST_PAID)

    @property
    def interest_earned(self) -> int:
        return self.received(*INTEREST_EARNED)

    @property
    def fees(self) -> int:
        return self.paid(*FEES)

    @property
    def borrowed(self) -> int:
        return self.moved.get(Reason.LOAN_TAKEN, 0)

    @property
    def repaid(self) -> int:
        return self.moved.get(Reason.LOAN_REPAID, 0)

    @property
    def saved(self) -> int:
        return self.moved.get(Reason.SAVINGS_DEPOSIT, 0)

    @property
    def withdrawn(self) -> int:
        return self.moved.get(Reason.SAVINGS_WITHDRAWAL, 0)

    @property
    def total_income(self) -> int:
        return sum(self.income.values())

    @property
    def total_spending(self) -> int:
        return sum(self.spending.values())

    @property
    def net_cash_flow(self) -> int:
        """Income less spending: how much the player's money grew."""
        return self.total_income - self.total_spending


@dataclass
class Accounts(Totals):
    """A player's accounts over the ledger, or over one month of their calendar (`month`): the
    totals, and the entries (`Step`s) they count.

    The balances (`cash`, `savings`, `debt`) are those after the last entry up to the end of
    the period; the totals count the period's entries only."""

    entries: list[Step] = field(default_factory=list)

    def add(self, step: Step) -> None:
        self.entries.append(step)
        self.count_money(step.entry.reason, step.net, step.entry.amount)

    def close(self, step: Step) -> None:
        self.cash, self.savings, self.debt = step.cash_after, step.savings_after, step.debt_after

    def count(self, reason: Reason) -> int:
        """How many of the period's entries have this reason."""
        return sum(1 for step in self.entries if step.entry.reason == reason)


def accounts(ledger: Ledger, player: int, month: int | None = None, *,
             day: int | None = None) -> Accounts:
    """The player's accounts over the whole ledger, or over `month` of their own calendar
    (only its `day`, if given: a Pay Day is `day=rules.payday`)."""
    view = Accounts(player, month)
    for step in steps(ledger, player):
        if month is not None and step.month > month:
            break
        if month is None or (step.month == month and (day is None or step.day == day)):
            view.add(step)
        if month is None or step.month < month or day is None or step.day <= day:
            view.close(step)
    return view


def totals(ledger: Ledger, players: int) -> list[Totals]:
    """Every player's balances and totals over the whole ledger, as `accounts(ledger, p)` has
    them, without the entries: summed from the ledger's flows (`Ledger.flows`), since an entry's
    effect on a player depends only on its source, destination and reason. The lab reads every
    player of thousands of games; reading each entry as a `Step` was a third of a game's time."""
    views = [Totals(p) for p in range(players)]
    owner = {name(p): p for p in range(players) for name in (cash, savings, loan)}
    for (src, dst, reason), amount in ledger.flows().items():
        source, destination = owner.get(src), owner.get(dst)
        for player in {source, destination}:     # one player, two, or none (the bank's)
            if player is not None:
                net = (amount if destination == player else 0) - (amount if source == player else 0)
                views[player].count_money(reason, net, amount)
    for view in views:
        p = view.player
        view.cash, view.savings = ledger.balance(cash(p)), ledger.balance(savings(p))
        view.debt = -ledger.balance(loan(p))
    return views


def by_month(ledger: Ledger, player: int, *, day: int | None = None) -> dict[int, Accounts]:
    """{month: the player's accounts over that month} for every month of theirs with an entry
    (only the entries of `day` of each month, if given), in one pass over the ledger. Each
    month's balances are those after its last entry counted."""
    months: dict[int, Accounts] = {}
    for step in steps(ledger, player):
        if day is not None and step.day != day:
            continue
        view = months.get(step.month)
        if view is None:
            view = months[step.month] = Accounts(player, step.month)
        view.add(step)
        view.close(step)
    return months
