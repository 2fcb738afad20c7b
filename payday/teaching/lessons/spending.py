"""Lesson 02, spending: bills, fixed payments, inflation and the pull of deals."""
from __future__ import annotations

from fractions import Fraction

from payday.teaching.answer_key import AnswerKey, Fact, Figure, Table, cash, en, number, percent
from payday.teaching.lessons.games import BILLS, SETUPS, events, outflows, setup_game
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.scenarios import SCENARIOS
from payday.teaching.numbers import PRICE_RISE_PCT, pay_day



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
            "spent": Fact(total, cash(total, "USD"), "bills and fixed payments of month 1, from the ledger"),
            "spent_share": Fact(float(Fraction(total, r.salary)), percent(Fraction(total, r.salary)),
                                f"{en(total)} ÷ {en(r.salary)}"),
            "left_over": Fact(r.salary - total, cash(r.salary - total, "USD"), f"{en(r.salary)} − {en(total)}"),
            "inflated_share": Fact(float(Fraction(raised, r.salary)), percent(Fraction(raised, r.salary)),
                                   f"the same bills + {PRICE_RISE_PCT}% ({en(raised)}) ÷ {en(r.salary)}"),
            "buying_power_fall": Fact(float(fall), percent(fall), f"1 − 1/{1 + PRICE_RISE_PCT / 100:.2f}: prices +{PRICE_RISE_PCT}%, pay flat"),
            "deals_bought": Fact(len(events(game, 0, "bought")), number(len(events(game, 0, "bought"))),
                                 "deals the cautious player bought in month 1"),
        } | lesson_decision("02"),
        (Table(f"Month 1 spending of player 1 ({setup['players'][0]}, in the student's seat), game number {setup['seed']}", ("category", "amount ($)", "share of salary"),
               tuple((name, amount, percent(Fraction(amount, r.salary))) for name, amount in by_reason)),),
        ("A bargain saves money only if you would have bought it anyway.",))


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the rules data and the settings."""
    pd = pay_day()
    dearer = 1 + Fraction(PRICE_RISE_PCT, 100)
    setup = SETUPS[SLUG]
    return {"seed": Figure(setup["seed"]), "months": Figure(setup["months"]),
            "game_number": Figure(SCENARIOS["02"].seed), "price_rise": Figure(PRICE_RISE_PCT, "%"), "one_dollar": Figure(1, pd.currency, 2),
            "dearer": Figure(dearer, pd.currency, 2), "dearer_factor": Figure(dearer, "", 2),
            "buying_power_fall": Figure(100 - Fraction(100 * 100, 100 + PRICE_RISE_PCT), "%", 1)}
