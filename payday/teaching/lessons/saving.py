"""Lesson 03, saving: the savings book, interest, and the cost of withdrawing early.

>>> game = SCENARIO.new_game("Ada")
>>> game.players[0].day, game.cash(game.players[0])
(14, 2000)
>>> [str(o.act) for o in game.pending.options if o.act in SCENARIO.key_acts]
['borrow', 'deposit']
"""
from __future__ import annotations

import math
from fractions import Fraction

from typing import Any

from payday.editions.bonne_paye import BonnePayeRules
from payday.engine.decisions import Act, Ask, Decision, Option
from payday.engine.game import Game
from payday.engine.ledger import Reason
from payday.players.play import Plan, Planned
from payday.players.styles import make_bot
from payday.teaching.answer_key import AnswerKey, Fact, Figure, Table, cash, en, number, percent, points, times
from payday.teaching.lessons.games import lesson_game, inflows, outflows, setup_game
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.numbers import DEPOSIT, WITHDRAWAL, YEARLY_PCT, bonne_paye
from payday.teaching.country_figures import deposit_figures
from payday.teaching.lesson import DECISION, Decided, Lesson, Measure
from payday.teaching.lesson import CALCULATE, DEBRIEF, DECIDE, EXIT, EXIT_QUIZ, HOOK, LOG_IN, SEE, homework, step
from payday.teaching.quiz_scoring import pct, Question, choices, fixed
from payday.engine.position import PlayerPosition, Position
from payday.teaching.scenarios import Claim, Scenario


# Saving: 2,000 in cash on day 14, deposits close after day 22, a 300 bill due at Pay Day
# and a 500 garage bill in the next mail (day 16).
SCENARIO = Scenario("03", "03-saving", "bonne-paye", 1,
                    Position(players=(PlayerPosition(day=14, cash=2000, bills=("bp.mail.bill08",)), PlayerPosition(day=10), PlayerPosition(day=12)),
                             rolls={"move/0": (2,)}, decks={"courrier": ("bp.mail.gar05",)}),
                    ("cautious", "saver"), (Act.DEPOSIT, Act.WITHDRAW, Act.BORROW), amount=1000,
                    claims=(Claim(Act.DEPOSIT, "mean", "game"), Claim(Act.DEPOSIT, "worst", "game")))
SETUP = lesson_game(SCENARIO)
# What the papers state about the key decision (`decision.decision_facts`).
# The deposit wins under the game's rules as in real life: the papers need no contrast, only
# what the deposit is worth and what a class comparison may show.
DECISIONS = (Decided("deposit_game", Act.DEPOSIT, "game"),)



def _savings_plan(action: str, r: BonnePayeRules) -> tuple[Plan, dict[str, bool]]:
    """Seat 0's plan: deposit DEPOSIT on the first turn; then, on its first turn of month 1 after
    the last deposit day, withdraw WITHDRAWAL ("withdraw"), borrow one loan instead ("borrow"), or nothing."""
    state = {"deposited": False, "acted": False}

    def plan(game: Game[Any], decision: Decision) -> Option | None:
        me = game.players[0]
        if decision.kind is Ask.TURN and not state["deposited"]:
            state["deposited"] = True
            return _offered(decision, Act.DEPOSIT).with_amount(DEPOSIT)
        late = me.month == 1 and me.day > r.last_deposit_day and not me.at_payday
        if decision.kind is Ask.TURN and late and not state["acted"] and action != "keep":
            state["acted"] = True
            if action == "withdraw":
                return _offered(decision, Act.WITHDRAW).with_amount(WITHDRAWAL)
            return decision.find(Act.BORROW)
        if decision.kind is Ask.REPAY and action == "borrow" and me.month == 1:
            repay = decision.find(Act.REPAY)
            return repay.with_amount(r.loan_unit) if repay else None
        return None
    return plan, state


def _offered(decision: Decision, act: Act) -> Option:
    """The decision's option for `act`, which the plan counts on being offered."""
    option = decision.find(act)
    if option is None:
        raise RuntimeError(f"the saving lesson's plan expected to be offered {act}")
    return option




def key(overrides: dict[str, Any] | None = None) -> AnswerKey:
    """The saving lesson's key; `overrides` changes the rules (a teacher's variant) everywhere."""
    setup = SETUP.copy()
    r = bonne_paye(overrides)
    games = {}
    for action in ("keep", "withdraw", "borrow"):
        plan, state = _savings_plan(action, r)
        games[action] = setup_game(setup, start=SCENARIO.start, months=1, rules=overrides, seat=Planned(
            plan, make_bot(setup["players"][0], setup["seed"], 0)))
        if action != "keep" and not state["acted"]:
            raise RuntimeError(f"game number {setup['seed']}: player 1 never had a turn after day {r.last_deposit_day}")
    interest = {a: inflows(g, 0, (Reason.SAVINGS_INTEREST,)) for a, g in games.items()}
    fee = outflows(games["withdraw"], 0, (Reason.WITHDRAWAL_FEE,))
    lost = interest["keep"] - interest["withdraw"]
    loan_cost = outflows(games["borrow"], 0, (Reason.LOAN_INTEREST,))
    rate = Fraction(r.savings_rate_pct, 100)
    growth = (1 + rate) ** 12
    doubling = math.log(2) / math.log(1 + float(rate))
    days = r.payday - (r.last_deposit_day + 1)
    fee_rate = Fraction(r.withdrawal_fee, WITHDRAWAL)
    return AnswerKey(
        "03-saving", "Saving: the savings book, interest and the cost of withdrawing early",
        "SA 8-3b, 8-4b, 8-4c, 8-5a, 8-5b (Saving)", setup,
        {
            "rate": Fact(r.savings_rate_pct, points(r.savings_rate_pct), "rules.savings_rate_pct, paid at Pay Day"),
            "last_deposit_day": Fact(r.last_deposit_day, number(r.last_deposit_day), "rules.last_deposit_day"),
            "fee": Fact(r.withdrawal_fee, cash(r.withdrawal_fee, "EUR"), "rules.withdrawal_fee"),
            "interest_A": Fact(interest["keep"], cash(interest['keep'], "EUR"), "A's interest at Pay Day, from the ledger"),
            "interest_B": Fact(interest["withdraw"], cash(interest['withdraw'], "EUR"), "B's interest at Pay Day, from the ledger"),
            "fee_paid_B": Fact(fee, cash(fee, "EUR"), "B's withdrawal fee, from the ledger"),
            "cost_B": Fact(fee + lost, cash(fee + lost, "EUR"), f"fee {en(fee)} + lost interest {en(lost)}"),
            "loan_cost": Fact(loan_cost, cash(loan_cost, "EUR"),
                              f"interest on one {en(r.loan_unit)} loan at {r.loan_rate_pct}%, repaid at Pay Day (ledger)"),
            "growth_12": Fact(float(growth), times(growth, 3), f"{1 + float(rate)}^12"),
            "effective_rate": Fact(float(growth - 1), percent(growth - 1), f"{1 + float(rate)}^12 − 1"),
            "doubling_months": Fact(doubling, number(doubling, 2), f"ln 2 ÷ ln {1 + float(rate)}"),
            "rule_of_72": Fact(72 / r.savings_rate_pct, number(Fraction(72, r.savings_rate_pct), 1), f"72 ÷ {r.savings_rate_pct}"),
            "doubling_4pct_years": Fact(math.log(2) / math.log(1 + YEARLY_PCT / 100), number(math.log(2) / math.log(1 + YEARLY_PCT / 100), 1),
                                        f"ln 2 ÷ ln {1 + YEARLY_PCT / 100}"),
            "days_short": Fact(days, number(days), f"from day {r.last_deposit_day + 1} to Pay Day (day {r.payday})"),
            "fee_pct": Fact(float(fee_rate), percent(fee_rate), f"{r.withdrawal_fee} ÷ {WITHDRAWAL} for {days} days"),
            "fee_yearly": Fact(float(fee_rate * 365 / days), percent(fee_rate * 365 / days, 0),
                               f"{percent(fee_rate).text} × 365 ÷ {days}, as simple interest"),
        } | lesson_decision(SCENARIO, DECISIONS),
        (Table("Three choices, same game number", ("player", "what they did", "interest", "fee", "loan interest"),
               (("A", f"deposit {en(DEPOSIT)} and leave it", interest["keep"], 0, 0),
                ("B", f"withdraw {en(WITHDRAWAL)} after day {r.last_deposit_day}", interest["withdraw"], fee, 0),
                ("C", f"borrow {en(r.loan_unit)} instead", interest["borrow"], 0, loan_cost))),),
        ("Timing matters: only money in the book at Pay Day earns interest.",))


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the rules data and the settings."""
    bp = bonne_paye()
    facts = SCENARIO.facts()
    setup = SETUP
    return {"seed": Figure(setup["seed"]), "months": Figure(setup["months"]),
            "game_number": Figure(SCENARIO.seed),
            "cash": Figure(facts["cash"], bp.currency), "bill": Figure(facts["bill"], bp.currency),
            "fee": Figure(bp.withdrawal_fee, bp.currency), "loan": Figure(bp.loan_unit, bp.currency),
            "loan_rate": Figure(bp.loan_rate_pct, "%"), "first_closed_day": Figure(bp.last_deposit_day + 1),
            "whatif_deposit": Figure(SCENARIO.amount, bp.currency), "deposit": Figure(DEPOSIT), "withdrawal": Figure(WITHDRAWAL),
            "last_deposit_day": Figure(bp.last_deposit_day), "rate": Figure(bp.savings_rate_pct, "%"),
            "rate_number": Figure(bp.savings_rate_pct), "yearly_rate": Figure(YEARLY_PCT, "%"),
            "rule_of_72_years": Figure(Fraction(72, YEARLY_PCT)),
            "doubling_years": Figure(math.log(2) / math.log(1 + YEARLY_PCT / 100), "", 1)}


# ------------------------------------------------------------------ the numbers its quiz states
def rule_of_72(rate_pct: int | None = None) -> Fraction:
    return Fraction(72, bonne_paye().savings_rate_pct if rate_pct is None else rate_pct)


def simple_two_months() -> Fraction:
    return DEPOSIT * (1 + 2 * pct(bonne_paye().savings_rate_pct))


def compound_two_months() -> Fraction:
    return DEPOSIT * (1 + pct(bonne_paye().savings_rate_pct)) ** 2


# The quiz: each item as (its form before the lesson, its form after), and the objective of
# the plan each measures (`DECISION`: the key decision asked in real-life terms).
QUIZ = ((Question("03", 1, "pre", fixed(rule_of_72), tolerance=Fraction(3, 10), places=1),
         Question("03", 1, "post", fixed(lambda: rule_of_72(YEARLY_PCT)), tolerance=Fraction(1, 2))),
        choices("03", 2, "b", "c"), choices("03", 3, "a", "b"), choices("03", 4, "c", "a"),
        choices("03", 5, "b", "c"))
MEASURES: tuple[Measure, ...] = (3, 1, 2, 4, DECISION)


def quiz_figures(numbers: dict[str, Figure], country_code: str) -> dict[str, Figure]:
    """The numbers the quiz's words name beyond the lesson's figures (`figures`), for a class
    of `country_code`."""
    bp = bonne_paye()
    return dict(rule_of_72=Figure(rule_of_72(), "", 1),
                doubling=Figure(math.log(2) / math.log(1 + bp.savings_rate_pct / 100), "", 2),
                yearly_number=Figure(YEARLY_PCT),
                deposit_money=Figure(DEPOSIT, bp.currency),
                simple_two_months=Figure(simple_two_months(), bp.currency),
                compound_two_months=Figure(compound_two_months(), bp.currency))


# The period, minute by minute: what each step covers of the worksheet. Reflecting (part 5) and the country's sum (part 6) are homework: the period holds the game, the class's numbers and part 3's three sums.
MINUTE_PLAN = (
    step(0, 8, LOG_IN, "plan.login"),
    step(8, 11, HOOK, "plan.03.hook", "1"),
    step(11, 19, DECIDE, "plan.03.decide"),
    step(19, 24, SEE, "plan.03.see", "2"),
    step(24, 31, DEBRIEF, "plan.03.debrief", "4"),
    step(31, 37, CALCULATE, "plan.03.calculate", "3"),
    step(37, 45, EXIT_QUIZ, "plan.exit", EXIT),
    homework("plan.03.homework", "5", "6"))

LESSON = Lesson(SCENARIO, key, figures, QUIZ, MEASURES, decisions=DECISIONS, quiz_figures=quiz_figures, country_figures=deposit_figures, notebook=('show_savings', 'show_style_money'), minute_plan=MINUTE_PLAN)
