"""Lesson 02, spending: bills, fixed payments, inflation and the pull of deals (a deal bought
late in the month ties up the cash the bills need, and is worth nothing unsold)."""
from __future__ import annotations

from fractions import Fraction

from payday.engine.board import SquareKind
from payday.teaching.answer_key import AnswerKey, Fact, Figure, Table, cash, en, number, percent
from payday.teaching.lessons.games import lesson_game, BILLS, events, outflows, setup_game
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.numbers import PRICE_RISE_PCT, pay_day
from payday.teaching.lesson import DECISION, Decided, Lesson, Measure
from payday.teaching.lesson import CALCULATE, DEBRIEF, DECIDE, EXIT, EXIT_QUIZ, HOOK, LOG_IN, PLAY, SEE, homework, step
from payday.teaching.quiz_scoring import Question, choices, fixed
from payday.engine.decisions import Act, Ask
from payday.engine.position import PlayerPosition, Position
from payday.teaching.scenarios import Claim, Scenario


# Spending: on day 24 with a roll of 1 the last deal of the month comes on day 25, costing
# most of the cash, with a bill due at Pay Day and only two buyer squares left (days 26 and
# 29). Unsold at the end, a Pay Day deal is worth nothing: passing is better on average and
# in the worst games. Version 1 offered the day-4 deal, which resold for 2.8 times its price
# with the whole month to sell it: buying won by every measure (24 of 30 game numbers).
SCENARIO = Scenario("02", "02-spending", "payday", 1,
                    Position(players=(PlayerPosition(day=24, bills=("pd.bill.05",)), PlayerPosition(day=1), PlayerPosition(day=2)),
                             rolls={"move/0": (1,)}, decks={"deals": ("pd.deal.02",)}),
                    ("cautious", "deal_hunter"), (Act.BUY,), frozenset({Ask.BUY}),
                    claims=(Claim(Act.PASS, "mean", "game"), Claim(Act.PASS, "worst", "game")),
                    version=2,
                    earlier=(Position(players=(PlayerPosition(day=3, bills=("pd.bill.05",)), PlayerPosition(day=1), PlayerPosition(day=2)),
                                      rolls={"move/0": (1,)}, decks={"deals": ("pd.deal.01",)}),))
SETUP = lesson_game(SCENARIO)
# What the papers state about the key decision (`decision.decision_facts`).
DECISIONS = (Decided("pass_game", Act.PASS, "game"),)





def key() -> AnswerKey:
    setup = SETUP.copy()
    r = pay_day()
    game = setup_game(setup, start=SCENARIO.start)
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
            "buying_power_fall": Fact(float(fall), percent(fall), f"1 − 1/{en(1 + PRICE_RISE_PCT / 100, 2)}: prices +{PRICE_RISE_PCT}%, pay flat"),
            "deals_bought": Fact(len(events(game, 0, "bought")), number(len(events(game, 0, "bought"))),
                                 f"deals the cautious player bought from day {start_day()} to Pay Day"),
        } | lesson_decision(SCENARIO, DECISIONS),
        (Table(f"Spending of player 1 from day {start_day()} to Pay Day ({setup['players'][0]}, in the student's seat), game number {setup['seed']}", ("category", "amount ($)", "share of salary"),
               tuple((name, amount, percent(Fraction(amount, r.salary))) for name, amount in by_reason)),),
        ("A bargain saves money only if you would have bought it anyway.",))


def start_day() -> int:
    """The day the student starts on (the lesson's position)."""
    return SCENARIO.start.players[0].day


def deal_day() -> int:
    """The deal's square: the day the scripted roll brings the student to."""
    lesson = SCENARIO
    return start_day() + sum(lesson.start.rolls["move/0"][:1])


def buyers_left() -> int:
    """The Found a Buyer squares after the deal's day: the month's last chances to sell it."""
    return sum(1 for square in pay_day().board
               if square.kind is SquareKind.BUYER and square.day > deal_day())


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the rules data and the settings."""
    pd = pay_day()
    dearer = 1 + Fraction(PRICE_RISE_PCT, 100)
    setup = SETUP
    return {"seed": Figure(setup["seed"]), "months": Figure(setup["months"]),
            "game_number": Figure(SCENARIO.seed), "start_day": Figure(start_day()),
            "deal_day": Figure(deal_day()), "buyers_left": Figure(buyers_left()), "price_rise": Figure(PRICE_RISE_PCT, "%"), "one_dollar": Figure(1, pd.currency, 2),
            "dearer": Figure(dearer, pd.currency, 2), "dearer_factor": Figure(dearer, "", 2),
            "buying_power_fall": Figure(100 - Fraction(100 * 100, 100 + PRICE_RISE_PCT), "%", 1)}



def guide_figures() -> dict[str, Figure]:
    """Numbers the guide's model answers need beyond the key's and the worksheet's."""
    return {"buys_now": Figure(Fraction(100, 100 + PRICE_RISE_PCT), "", 2)}


# ------------------------------------------------------------------ the numbers its quiz states
def buying_power_fall(rise_pct: int = PRICE_RISE_PCT) -> Fraction:
    return 100 - Fraction(100 * 100, 100 + rise_pct)


# The post-quiz's parallel item: another price rise than the lesson's (a quarter, so that the
# fall, a fifth, can be worked out by hand).
POST_PRICE_RISE_PCT = 25
# The quiz: each item as (its form before the lesson, its form after), and the objective of
# the plan each measures (`DECISION`: the key decision asked in real-life terms).
QUIZ = (choices("02", 1, "c", "a"), choices("02", 2, "b", "c"),
        (Question("02", 3, "pre", fixed(buying_power_fall), tolerance=Fraction(15, 100), unit="%", places=1),
         Question("02", 3, "post", fixed(lambda: buying_power_fall(POST_PRICE_RISE_PCT)),
                  tolerance=Fraction(15, 100), unit="%", places=1)),
        choices("02", 4, "a", "b"), choices("02", 5, "c", "a"))
MEASURES: tuple[Measure, ...] = (1, 2, 3, DECISION, DECISION)


def quiz_figures(numbers: dict[str, Figure], country_code: str) -> dict[str, Figure]:
    """The numbers the quiz's words name beyond the lesson's figures (`figures`), for a class
    of `country_code`."""
    return dict(buying_power_fall=Figure(buying_power_fall(), "%", 1),
                post_price_rise=Figure(POST_PRICE_RISE_PCT, "%"),
                post_dearer_factor=Figure(1 + Fraction(POST_PRICE_RISE_PCT, 100), "", 2),
                post_buying_power_fall=Figure(buying_power_fall(POST_PRICE_RISE_PCT), "%", 1))


# The period, minute by minute: what each step covers of the worksheet. Reflecting (part 4) is homework: the period holds the game, the copied tables and the price-rise sum.
MINUTE_PLAN = (
    step(0, 8, LOG_IN, "plan.login"),
    step(8, 11, HOOK, "plan.02.hook", "1"),
    step(11, 20, DECIDE, "plan.02.decide", PLAY),
    step(20, 26, SEE, "plan.02.see", PLAY, "2"),
    step(26, 31, DEBRIEF, "plan.02.debrief", PLAY),
    step(31, 37, CALCULATE, "plan.02.calculate", "3"),
    step(37, 45, EXIT_QUIZ, "plan.exit", EXIT),
    homework("plan.02.homework", "4"))

LESSON = Lesson(SCENARIO, key, figures, QUIZ, MEASURES, decisions=DECISIONS, guide_figures=guide_figures, quiz_figures=quiz_figures, notebook=('show_spending',), minute_plan=MINUTE_PLAN)
