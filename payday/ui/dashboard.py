"""The teacher dashboard's figures: one row per student from the class's replayed games.

Everything comes from each game's ledger, so the dashboard can never disagree with the games.
No widgets here: `notebooks/teacher.ipynb` draws these rows.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass

from ..engine.ledger import Reason
from ..store import Loaded

INTEREST_PAID = (Reason.LOAN_INTEREST,)


@dataclass(frozen=True)
class StudentRow:
    source: str            # the store key or the uploaded file's name
    student: str
    edition: str
    currency: str
    months: str            # "month reached / months"
    finished: bool
    net_worth: int
    borrowed: int          # loans taken, in total
    saved: int             # deposits into savings, in total
    withdrew_early: int    # withdrawals that paid a fee
    interest_earned: int
    interest_paid: int     # loan interest and card interest
    fees_paid: int


def _sum(game, account: str, reasons, *, into: bool) -> int:
    wanted = set(reasons)
    return sum(e.amount for e in game.ledger
               if e.reason in wanted and (e.dst if into else e.src) == account)


def card_interest(game, seat: int) -> int:
    """Interest on a carried charge card (the Pay Day edition's Monster Charge), from events."""
    return sum(e.data.get("interest", 0) for e in game.events
               if e.player == seat and e.key == "monster_carried")


def students(game) -> list:
    """The people in a game: players without a computer style, or everyone if all are computer."""
    people = [p for p in game.players if p.bot is None]
    return people or list(game.players)


def class_rows(loaded: list[Loaded]) -> list[StudentRow]:
    rows = []
    for item in loaded:
        game = item.game
        for player in students(game):
            rows.append(StudentRow(
                source=item.source, student=player.name, edition=game.variant,
                currency=game.rules.currency,
                months=f"{min(player.month, game.months)}/{game.months}", finished=game.is_over,
                net_worth=game.net_worth(player),
                borrowed=_sum(game, player.cash_account, (Reason.LOAN_TAKEN,), into=True),
                saved=_sum(game, player.savings_account, (Reason.SAVINGS_DEPOSIT,), into=True),
                withdrew_early=sum(1 for e in game.ledger if e.reason == Reason.WITHDRAWAL_FEE
                                   and e.src == player.cash_account),
                interest_earned=_sum(game, player.cash_account, (Reason.SAVINGS_INTEREST,), into=True),
                interest_paid=(_sum(game, player.cash_account, INTEREST_PAID, into=False)
                               + card_interest(game, player.index)),
                fees_paid=_sum(game, player.cash_account, (Reason.WITHDRAWAL_FEE,), into=False)))
    return rows


def class_totals(rows: list[StudentRow]) -> dict:
    """Counts across the class, and interest earned and paid summed per currency: a class
    may play editions with different money, and euros and dollars do not add up."""
    interest: dict[str, tuple[int, int]] = {}
    for r in rows:
        earned, paid = interest.get(r.currency, (0, 0))
        interest[r.currency] = (earned + r.interest_earned, paid + r.interest_paid)
    return {
        "students": len(rows),
        "borrowed": sum(1 for r in rows if r.borrowed),
        "saved": sum(1 for r in rows if r.saved),
        "withdrew_early": sum(1 for r in rows if r.withdrew_early),
        "interest": dict(sorted(interest.items())),
    }


def interest_summary(totals: dict, lang: str = "en") -> str:
    """"Interest earned 1,234 €, interest paid 150 €; ..." one part per currency."""
    from ..i18n import money
    return "; ".join(f"Interest earned {money(earned, currency, lang)}, "
                     f"interest paid {money(paid, currency, lang)}"
                     for currency, (earned, paid) in totals["interest"].items())


def leaderboard(rows: list[StudentRow], *, anonymous: bool = True) -> list[dict]:
    """Students by net worth, highest first, within each edition. Anonymous by default:
    a leaderboard can cost motivation, so names appear only when the teacher asks."""
    ranked = sorted(rows, key=lambda r: (r.edition, -r.net_worth, r.student))
    board, place = [], {}
    for row in ranked:
        place[row.edition] = place.get(row.edition, 0) + 1
        board.append({"edition": row.edition, "place": place[row.edition],
                      "student": f"Player {place[row.edition]}" if anonymous else row.student,
                      "net_worth": row.net_worth})
    return board


def as_records(rows: list[StudentRow]) -> list[dict]:
    return [asdict(r) for r in rows]
