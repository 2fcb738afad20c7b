"""The ledger as pandas frames: the numbers every teaching chart is drawn from.

`frames(game)` reads each player's accounts view of the ledger (`payday.engine.accounts`, the
one the app, the dashboard and the lessons read too) and returns a `Frames` bundle:

- `transactions`: one row per ledger entry and per player it touches (a gift between two
  players is a row for each). `amount` is signed from the player's point of view: the change in
  their cash when the entry touches their cash, otherwise the change in the savings or loan
  account it touches. `cash`, `savings` and `loan` are the changes to each account, `net` their
  sum (zero for a move between the player's own accounts), and `cash_after`, `savings_after`,
  `loan_after` the balances after the entry (`loan_after` is negative while the player owes).
- `monthly`: one row per player per month started: money in and out, in all
  (`total_income`, `total_spending`) and by category (`in_<category>` / `out_<category>`),
  counting only money that reaches or leaves the player, so a deposit or a loan is not income;
  `interest_earned`, `interest_paid` (on loans and charge cards), `fees` (withdrawal fees and
  the green die), `borrowed` and `repaid` (loans taken and paid back): the names of the
  accounts view (payday/engine/accounts.py); then the balances at the month's end and the net
  worth at the month's end (see below).
- `withdrawals`: every savings withdrawal, with its fee (zero at Pay Day).
- `loans`: what each loan paid for (see `loan_uses`).

A player's month is their own calendar: `entry.clock[player][0]`.

Net worth at a month's end is the edition's own `game.net_worth` (money, the value of deals
held, unpaid bills, interest due), which the engine notes in `game.month_end_worth` as the
player leaves that month's Pay Day; for the month being played it is the net worth now.

>>> import payday
>>> from payday.analysis.frames import frames
>>> f = frames(seeded_game("bonne-paye", seed=7, months=2))
>>> int(f.transactions.query("player == 0 and category == 'start_money'").amount.sum())
1500
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from payday.editions import edition
from payday.engine.accounts import Accounts, by_month, steps
from payday.engine.features import Feature
from payday.engine.game import Game
from payday.engine.ledger import Reason
from payday.players.play import computer_game
from payday.players.styles import TEACHING_STYLES

ACCOUNT_KINDS = ("cash", "savings", "loan")

TRANSACTION_COLUMNS = ["seq", "month", "day", "player", "name", "from_account", "to_account",
                       "category", "amount", "cash", "savings", "loan", "net",
                       "cash_after", "savings_after", "loan_after"]


class AnalysisError(ValueError):
    """A chart or export asked for something the game does not have."""


@dataclass
class Frames:
    """Everything the charts need: the frames, and what to label them with."""

    transactions: pd.DataFrame
    monthly: pd.DataFrame
    withdrawals: pd.DataFrame
    loans: pd.DataFrame
    names: list[str]
    months_played: list[int]          # each player's current month
    currency: str
    language: str
    variant: str
    savings_rate_pct: int = 0
    withdrawal_fee: int = 0
    payday: int = 31
    extra: dict[str, Any] = field(default_factory=dict)

    def check(self, player: int, month: int | None = None) -> None:
        """A clear error for a player who is not in the game or a month not yet played."""
        if type(player) is not int or not 0 <= player < len(self.names):
            raise AnalysisError(f"there is no player {player!r} in this game; the players are "
                                f"0 to {len(self.names) - 1} ({', '.join(self.names)})")
        if month is not None:
            last = self.months_played[player]
            if type(month) is not int or not 1 <= month <= last:
                raise AnalysisError(f"{self.names[player]} has not played month {month!r}; "
                                    f"the months played are 1 to {last}")


def transactions(game: Game[Any]) -> pd.DataFrame:
    """Every ledger entry from each player's point of view (see the module docstring), read
    from each player's accounts view (`payday.engine.accounts.steps`)."""
    rows = []
    for p, player in enumerate(game.players):
        for step in steps(game.ledger, p):
            entry = step.entry
            amount = step.cash or step.savings or step.loan
            rows.append((entry.seq, step.month, step.day, p, player.name, entry.src, entry.dst,
                         str(entry.reason), amount, step.cash, step.savings, step.loan,
                         step.net, step.cash_after, step.savings_after, -step.debt_after))
    rows.sort(key=lambda row: (row[0], row[3]))     # ledger order, then seat
    frame = pd.DataFrame(rows, columns=TRANSACTION_COLUMNS)
    return frame.astype({c: "int64" for c in TRANSACTION_COLUMNS
                         if c not in ("name", "from_account", "to_account", "category")})


def month_transactions(tx: pd.DataFrame, player: int, month: int) -> pd.DataFrame:
    """One player's rows for one month, in ledger order."""
    return tx[(tx.player == player) & (tx.month == month)].reset_index(drop=True)


def balances_at_end(tx: pd.DataFrame, player: int, month: int) -> dict[str, int]:
    """Cash, savings and loan at the player's last entry of `month` or before (0 if none)."""
    rows = tx[(tx.player == player) & (tx.month <= month)]
    if rows.empty:
        return dict.fromkeys(ACCOUNT_KINDS, 0)
    last = rows.iloc[-1]
    return {kind: int(last[f"{kind}_after"]) for kind in ACCOUNT_KINDS}


def month_end_net_worth(game: Game[Any]) -> dict[tuple[int, int], int]:
    """{(player, month): net worth as the player left that month's Pay Day}, as the engine
    noted it; for each player's current month, their net worth now (a player who has finished
    can still win or pay in the others' contests until the game ends)."""
    worth = dict(game.month_end_worth)
    for p, player in enumerate(game.players):
        worth[p, player.month] = game.net_worth(player)
    return worth


# The totals of each month, as the accounts view sums them, under the accounts view's own
# names (payday/engine/accounts.py), as the lab's frames name a player's totals too.
TOTALS = ("total_income", "total_spending", "interest_earned", "interest_paid", "fees",
          "borrowed", "repaid")


def _totals(view: Accounts) -> dict[str, int]:
    return {name: getattr(view, name) for name in TOTALS}


def monthly(game: Game[Any], tx: pd.DataFrame | None = None) -> pd.DataFrame:
    """Per player per month: totals, money in and out by category, month-end balances and net
    worth, from each player's accounts view month by month (`tx` is not needed, and kept for
    callers that pass it)."""
    worth = month_end_net_worth(game)
    rows = []
    for p, player in enumerate(game.players):
        months = by_month(game.ledger, p)
        end = (0, 0, 0)
        for month in range(1, player.month + 1):
            view = months.get(month, Accounts(p, month))
            if view.entries:
                end = (view.cash, view.savings, -view.debt)
            row: dict[str, object] = {"player": p, "name": player.name, "month": month}
            row.update(_totals(view))
            row.update(cash_end=end[0], savings_end=end[1], loan_end=end[2], debt_end=-end[2])
            row["net_worth"] = worth.get((p, month), sum(end))
            row.update({f"in_{reason}": amount for reason, amount in view.income.items()})
            row.update({f"out_{reason}": amount for reason, amount in view.spending.items()})
            rows.append(row)
    frame = pd.DataFrame(rows)
    flows = sorted(c for c in frame.columns if c.startswith(("in_", "out_")))
    frame[flows] = frame[flows].fillna(0).astype("int64")
    return frame


WITHDRAWAL_COLUMNS = ["player", "name", "month", "day", "amount", "fee", "fee_pct",
                      "month_interest", "saved_before"]


def withdrawals(game: Game[Any], tx: pd.DataFrame | None = None) -> pd.DataFrame:
    """Every withdrawal from savings: its amount, the fee charged with it (the fee entry that
    follows it in the ledger; zero at Pay Day), the fee as a percentage of the amount (rounded
    to one decimal), and `month_interest`: the interest the amount would have earned at one
    Pay Day (amount x the savings rate, rounded down, the engine's rule)."""
    tx = transactions(game) if tx is None else tx
    rate = game.rules.savings_rate_pct if Feature.SAVINGS in game.rules.features else 0
    rows = []
    mine = tx[tx.savings != 0]
    for p in mine.player.unique():
        rows_p = tx[tx.player == p].reset_index(drop=True)
        for i, row in rows_p[rows_p.category == Reason.SAVINGS_WITHDRAWAL].iterrows():
            following = rows_p.iloc[i + 1] if i + 1 < len(rows_p) else None
            fee = (int(-following.cash) if following is not None
                   and following.category == Reason.WITHDRAWAL_FEE
                   and following.seq == row.seq + 1 else 0)
            amount = int(-row.savings)
            rows.append((int(p), row["name"], int(row.month), int(row.day), amount, fee,
                         round(100 * fee / amount, 1), amount * rate // 100,
                         int(row.savings_after) + amount))
    return pd.DataFrame(rows, columns=WITHDRAWAL_COLUMNS).sort_values(
        ["player", "month", "day"], kind="stable").reset_index(drop=True)


LOAN_USE_COLUMNS = ["player", "name", "loan_seq", "month", "day", "loan", "category", "spent"]


def loan_uses(tx: pd.DataFrame) -> pd.DataFrame:
    """What the loan money bought: each loan's amount is matched, first come first served,
    against the cash payments that followed it (any payment out of cash, until the loan's
    amount is used up or the next loan is taken); what is left is `category` "unspent"."""
    rows = []
    for p in tx.player.unique():
        mine = tx[tx.player == p]
        loan_rows = mine[mine.category == Reason.LOAN_TAKEN]
        for _, loan in loan_rows.iterrows():
            left = int(loan.cash)
            after = mine[(mine.seq > loan.seq)]
            spent: dict[str, int] = {}
            for _, row in after.iterrows():
                if left <= 0 or row.category == Reason.LOAN_TAKEN:
                    break
                if row.cash < 0:
                    used = min(left, int(-row.cash))
                    spent[row.category] = spent.get(row.category, 0) + used
                    left -= used
            if left > 0:
                spent["unspent"] = left
            for category, amount in spent.items():
                rows.append((int(p), loan["name"], int(loan.seq), int(loan.month), int(loan.day),
                             int(loan.cash), category, amount))
    return pd.DataFrame(rows, columns=LOAN_USE_COLUMNS)


def frames(game: Game[Any]) -> Frames:
    """All the frames of a game, computed once (the charts only read them)."""
    tx = transactions(game)
    month_frame = monthly(game, tx)
    rules = game.rules
    rate, fee = _savings_terms(rules)
    return Frames(transactions=tx, monthly=month_frame, withdrawals=withdrawals(game, tx),
                  loans=loan_uses(tx), names=[p.name for p in game.players],
                  months_played=[p.month for p in game.players], currency=rules.currency,
                  language=rules.language, variant=rules.variant,
                  payday=rules.payday, savings_rate_pct=rate, withdrawal_fee=fee)


def _savings_terms(rules: Any) -> tuple[int, int]:
    """The savings book's rate and fee, in an edition that has one (zero otherwise): `rules`
    are an edition's, which has these terms when it has Feature.SAVINGS."""
    if Feature.SAVINGS not in rules.features:
        return 0, 0
    return rules.savings_rate_pct, rules.withdrawal_fee


def seeded_game(variant: str = "bonne-paye", seed: int = 7, months: int = 2,
                players: int | None = None) -> Game[Any]:
    """A seeded game played to the end by computer players (one of each teaching style, in
    turn)."""
    rules = edition(variant).edition_rules
    count = players or min(max(len(TEACHING_STYLES), rules.min_players), rules.max_players)
    styles = [TEACHING_STYLES[i % len(TEACHING_STYLES)] for i in range(count)]
    return computer_game(variant, styles, seed=seed, months=months)
