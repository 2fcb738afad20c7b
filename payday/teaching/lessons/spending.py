"""Lesson 02, spending: bills, fixed payments, inflation and the pull of deals (a deal bought
late in the month ties up the cash the bills need, and is worth nothing unsold)."""
from __future__ import annotations

from fractions import Fraction

from payday.engine.board import SquareKind
from payday.teaching.answer_key import AnswerKey, Fact, Figure, Table, cash, en, number, percent
from payday.teaching.lessons.games import BILLS, SETUPS, events, outflows, setup_game
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.scenarios import SCENARIOS
from payday.teaching.numbers import PRICE_RISE_PCT, pay_day
from payday.teaching.lesson import Lesson
from payday.teaching.quiz_scoring import ITEMS, MEASURES



SLUG = "02-spending"


def key() -> AnswerKey:
    setup = SETUPS[SLUG].copy()
    r = pay_day()
    game = setup_game(setup)
    by_reason = [(str(reason), outflows(game, 0, (reason,))) for reason in BILLS]
    by_reason = [(name, amount) for name, amount in by_reason if amount]
    total = sum(amount for _, amount in by_reason)
    raised = sum(amount * (100 + PRICE_RISE_PCT) // 100 for _, amount in by_reason)   # rounded down
    fall = 1 - Fraction(100, 100 + PRICE_RISE_PCT)
    return AnswerKey(
        "02-spending", "Spending: bills, fixed payments and the pull of deals",
        "SP 8-1b, 12-1a, 12-1b (Spending)", setup,
        {
            "salary": Fact(r.salary, cash(r.salary, "USD"), "rules.salary"),
            "spent": Fact(total, cash(total, "USD"), f"bills and fixed payments from day {start_day()} to Pay Day, from the ledger"),
            "spent_share": Fact(float(Fraction(total, r.salary)), percent(Fraction(total, r.salary)),
                                f"{en(total)} ÷ {en(r.salary)}"),
            "left_over": Fact(r.salary - total, cash(r.salary - total, "USD"), f"{en(r.salary)} − {en(total)}"),
            "inflated_share": Fact(float(Fraction(raised, r.salary)), percent(Fraction(raised, r.salary)),
                                   f"the same bills + {PRICE_RISE_PCT}% ({en(raised)}) ÷ {en(r.salary)}"),
            "buying_power_fall": Fact(float(fall), percent(fall), f"1 − 1/{1 + PRICE_RISE_PCT / 100:.2f}: prices +{PRICE_RISE_PCT}%, pay flat"),
            "deals_bought": Fact(len(events(game, 0, "bought")), number(len(events(game, 0, "bought"))),
                                 f"deals the cautious player bought from day {start_day()} to Pay Day"),
        } | lesson_decision("02"),
        (Table(f"Spending of player 1 from day {start_day()} to Pay Day ({setup['players'][0]}, in the student's seat), game number {setup['seed']}", ("category", "amount ($)", "share of salary"),
               tuple((name, amount, percent(Fraction(amount, r.salary))) for name, amount in by_reason)),),
        ("A bargain saves money only if you would have bought it anyway.",))


def start_day() -> int:
    """The day the student starts on (the lesson's position)."""
    return SCENARIOS["02"].start.players[0].day


def deal_day() -> int:
    """The deal's square: the day the scripted roll brings the student to."""
    lesson = SCENARIOS["02"]
    return start_day() + sum(lesson.start.rolls["move/0"][:1])


def buyers_left() -> int:
    """The Found a Buyer squares after the deal's day: the month's last chances to sell it."""
    return sum(1 for square in pay_day().board
               if square.kind is SquareKind.BUYER and square.day > deal_day())


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the rules data and the settings."""
    pd = pay_day()
    dearer = 1 + Fraction(PRICE_RISE_PCT, 100)
    setup = SETUPS[SLUG]
    return {"seed": Figure(setup["seed"]), "months": Figure(setup["months"]),
            "game_number": Figure(SCENARIOS["02"].seed), "start_day": Figure(start_day()),
            "deal_day": Figure(deal_day()), "buyers_left": Figure(buyers_left()), "price_rise": Figure(PRICE_RISE_PCT, "%"), "one_dollar": Figure(1, pd.currency, 2),
            "dearer": Figure(dearer, pd.currency, 2), "dearer_factor": Figure(dearer, "", 2),
            "buying_power_fall": Figure(100 - Fraction(100 * 100, 100 + PRICE_RISE_PCT), "%", 1)}


LESSON = Lesson(SCENARIOS["02"], key, figures, ITEMS["02"], MEASURES["02"], notebook=('show_spending',))
