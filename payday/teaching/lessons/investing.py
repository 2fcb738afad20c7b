"""Lesson 04, investing: deals, risk and return, and the money lab's comparison of styles."""
from __future__ import annotations

import statistics
from decimal import Decimal
from fractions import Fraction
from typing import Any, TypedDict

from payday.lab.simulate import play_one, simulate, summarize
from payday.lab.stats import Interval, mean_interval, paired_difference
from payday.teaching.answer_key import AnswerKey, Fact, Figure, Span, Table, en, number, percent, style, words
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.numbers import COMMISSION_PCT, FEE_PCT, GROSS_PCT, PRICE, SALE, SAVED, YEARS, bonne_paye
from payday.teaching.lesson import DECISION, Decided, Lesson, Measure
from payday.teaching.lesson import CALCULATE, DEBRIEF, DECIDE, EXIT, EXIT_QUIZ, HOOK, LOG_IN, PLAY, SEE, homework, step
from payday.teaching.quiz_scoring import Question, choices, fixed
from payday.engine.decisions import Act, Ask
from payday.engine.position import PlayerPosition, Position
from payday.teaching.scenarios import Claim, Scenario, real_life


# Investing: an acquisition on day 4 (price 1,050, real value 1,800) and buyers later in the
# month. The lesson's game counts as real life does (`plays="real"`): unsold at the end, the
# piano is worth what a forced sale fetches (half its value, less than its price), so buying
# pays on average but ends worse when no buyer comes, a real chance. The board game counts it
# at its full value (buying is free money): the what-if's contrast. Version 1 played the board
# game's count from the same position.
_START = Position(players=(PlayerPosition(day=3), PlayerPosition(day=1), PlayerPosition(day=2)),
                  rolls={"move/0": (1,)}, decks={"acquisition": ("bp.acq.b01",)})
SCENARIO = Scenario("04", "04-investing", "bonne-paye", 1, _START,
                    ("cautious", "deal_hunter"), (Act.BUY, Act.SELL), frozenset({Ask.BUY, Ask.SELL}),
                    claims=(Claim(Act.BUY, "mean", "real"), Claim(Act.BUY, "mean", "game")),
                    real_rules=real_life("bonne-paye", "unsold_value_pct"),
                    plays="real", version=2, earlier=(_START,))
# What the papers state about the key decision (`decision.decision_facts`).
DECISIONS = (Decided("buy_real", Act.BUY, "real"), Decided("buy_game", Act.BUY, "game"))

class Lab(TypedDict):
    """The money lab's run of the lesson: many games of La Bonne Paye between four styles."""

    variant: str
    players: int
    months: int
    games: int
    seed: int
    bots: list[str]


LAB: Lab = {"variant": "bonne-paye", "players": 4, "months": 6, "games": 200, "seed": 1,
            "bots": ["borrower", "deal_hunter", "cautious", "saver"]}




def acquisition_tiers(overrides: dict[str, Any] | None = None) -> list[tuple[int, int, int]]:
    """La Bonne Paye's acquisitions as numbers: (price, real value, commission), cheapest first."""
    return sorted({(c.amount, c.value, c.commission) for c in bonne_paye(overrides).decks["acquisition"]})


def rotated_lab(lab: Lab = LAB) -> dict[str, list[int]]:
    """Each style's net worth in every game of the lab, the seats rotated: game g seats the
    styles shifted by g places, so no style keeps the first seat (who moves first gains)."""
    styles, seats = list(lab["bots"]), lab["players"]
    worths: dict[str, list[int]] = {style: [] for style in styles}
    for g in range(lab["games"]):
        order = tuple(styles[(seat + g) % len(styles)] for seat in range(seats))
        for player in play_one(lab["variant"], order, lab["months"], lab["seed"] + g).players:
            worths[player.strategy].append(player.net_worth)
    return worths


def ends(interval: Interval) -> tuple[float, float]:
    """An interval's low and high ends (the lab's games always measure a spread)."""
    if interval.low is None or interval.high is None:
        raise ValueError("an interval of fewer than two games has no ends")
    return interval.low, interval.high


NET_FACTOR = (1 + GROSS_PCT / 100) * (1 - FEE_PCT / 100)     # a year's growth, less the fee



def key() -> AnswerKey:
    tiers = acquisition_tiers()
    price, sale, commission = PRICE, SALE, Fraction(COMMISSION_PCT, 100)
    net = sale - price - sale * commission
    report = simulate(LAB["variant"], players=LAB["players"], months=LAB["months"],
                      games=LAB["games"], seed=LAB["seed"], bots=LAB["bots"])
    rows = summarize(report)
    best = max(rows, key=lambda row: row.mean_net_worth)
    rotated = rotated_lab()
    ranked = sorted(rotated, key=lambda name: -statistics.fmean(rotated[name]))
    first, second = ranked[0], ranked[1]
    # Every style plays every game, so the two best are compared game by game (paired).
    paired = paired_difference([a - b for a, b in zip(rotated[first], rotated[second])])
    low, high = ends(paired)
    means = {name: mean_interval(rotated[name]) for name in ranked}
    apart = low > 0
    low_return = min(Fraction(v - p, p) for p, v, _ in tiers)
    # The fee is a share of the balance taken each year after its growth, as a fund's yearly
    # charge is: 7% then 1% of the balance (not 7% − 1% = 6%).
    fee_end = SAVED * (1 + GROSS_PCT / 100) ** YEARS, SAVED * NET_FACTOR ** YEARS
    return AnswerKey(
        "04-investing", "Investing: risk and return: is a better average worth a chance of ending worse?",
        "Investing 12.2, 12.3, 12.6, 12.7", {"edition": "bonne-paye", "lab": LAB},
        {
            "best_tier_return": Fact(max((v - p) / p for p, v, _ in tiers),
                                     percent(max(Fraction(v - p, p) for p, v, _ in tiers)), "(value − price) ÷ price"),
            "return_before": Fact((sale - price) / price, percent(Fraction(sale - price, price)), f"({en(sale)} − {en(price)}) ÷ {en(price)}"),
            "return_after": Fact(float(net / price), percent(net / price), f"({en(sale)} − {en(price)} − {en(sale * commission)}) ÷ {en(price)}"),
            "end_7pct": Fact(fee_end[0], number(fee_end[0]), f"{en(SAVED)} × {1 + GROSS_PCT / 100}^{YEARS}"),
            "end_after_fee": Fact(fee_end[1], number(fee_end[1]), f"{en(SAVED)} × ({1 + GROSS_PCT / 100} × {1 - FEE_PCT / 100})^{YEARS}: {FEE_PCT}% of the balance taken each year"),
            "fee_share": Fact(1 - fee_end[1] / fee_end[0], percent(1 - fee_end[1] / fee_end[0]), f"1 − {en(fee_end[1])} ÷ {en(fee_end[0])}"),
            "best_style": Fact(0, style(best.strategy), f"highest mean net worth over {LAB['games']} games, seats fixed"),
            "best_rotated": Fact(0, style(first), f"highest mean net worth over {LAB['games']} games, seats rotated"),
            "second_rotated": Fact(0, style(second), "the next highest, seats rotated"),
            "paired_difference": Fact(paired.mean, number(paired.mean), f"{first} − {second}, game by game"),
            "paired_low": Fact(low, number(low), "95% interval of the paired difference: low end"),
            "paired_high": Fact(high, number(high), "95% interval of the paired difference: high end"),
            "told_apart": Fact(int(apart), words("yes" if apart else "no"),
                               "whether zero is outside the interval (else the two cannot be told apart)"),
            "lowest_tier_return": Fact(float(low_return), percent(low_return), "the worst acquisition's (value − price) ÷ price"),
        } | lesson_decision(SCENARIO, DECISIONS),
        (Table("La Bonne Paye acquisitions (rules data)", ("price", "real value", "commission", "return"),
               tuple((number(p), number(v), number(c), percent(Fraction(v - p, p))) for p, v, c in tiers)),
         Table(f"Simulation lab: {LAB['games']} games of {LAB['months']} months, game numbers {LAB['seed']}–{LAB['seed'] + LAB['games'] - 1}",
               ("style", "wins", "mean net worth", "median", "spread (st. dev.)", "went bankrupt"),
               tuple((row.strategy, row.wins, number(row.mean_net_worth), number(row.median_net_worth),
                      number(row.stdev_net_worth), row.eliminated) for row in rows)),
         Table(f"Seats rotated: {LAB['games']} games, each style in each seat in turn",
               ("style", "mean net worth", "95% interval of the mean"),
               tuple((name, number(means[name].mean), Span(*ends(means[name])))
                     for name in ranked))),
        ("In La Bonne Paye the bank pays the commission to the player who rolls highest; it is a cost of the market, "
         "not taken from the seller.",
         f"With the seats fixed, {best.strategy} looks best; the first seat moves first, so the lab rotates "
         f"the seats. Rotated, {first} leads {second} by {en(paired.mean)} a game on average (95% interval "
         f"{en(low)} to {en(high)}): "
         + ("the two can be told apart." if apart else "the two cannot be told apart."),
         f"Say it plainly: every acquisition's real value is above its price (returns {percent(low_return).text} and up), "
         "so the game's deals are priced to win. Real investments are not: their prices can fall, and "
         "nobody guarantees a buyer."))


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the lab's settings and the worked examples."""
    return {"game_number": Figure(SCENARIO.seed), "games": Figure(LAB["games"]), "months": Figure(LAB["months"]), "first_seed": Figure(LAB["seed"]),
            "last_seed": Figure(LAB["seed"] + LAB["games"] - 1), "price": Figure(PRICE), "sale": Figure(SALE),
            "commission": Figure(COMMISSION_PCT, "%"), "gain": Figure(Fraction(100 * (SALE - PRICE), PRICE), "%"),
            "saved": Figure(SAVED), "years": Figure(YEARS), "gross": Figure(GROSS_PCT, "%"),
            "net": Figure(Fraction(NET_FACTOR * 100 - 100).limit_denominator(10000), "%", 2), "fee": Figure(FEE_PCT, "%")}



def guide_figures() -> dict[str, Figure]:
    """Numbers the guide's model answers need beyond the key's and the worksheet's."""
    return {"commission_amount": Figure(Fraction(SALE * COMMISSION_PCT, 100))}


# ------------------------------------------------------------------ the numbers its quiz states
def gain() -> Fraction:
    return Fraction(100 * (SALE - PRICE), PRICE)


def return_after() -> Fraction:
    return Fraction(100 * (SALE - PRICE - SALE * COMMISSION_PCT // 100), PRICE)


def piano() -> tuple[int, int, int]:
    """Lesson 04's acquisition (its scenario's card): price, real value and commission."""
    card = next(c for c in bonne_paye().decks["acquisition"] if c.id == SCENARIO.start.decks["acquisition"][0])
    return card.amount, card.value, card.commission


def piano_gain() -> Fraction:
    price, value, _commission = piano()
    return Fraction(100 * (value - price), price)


def piano_return_after() -> Fraction:
    price, value, commission = piano()
    return Fraction(100 * (value - price - commission), price)


def fee_share() -> Fraction:
    # The fee is FEE_PCT of the balance each year: it keeps (1 − fee)^years of the end value.
    kept = (Decimal(100 - FEE_PCT) / Decimal(100)) ** YEARS
    return Fraction(100) - Fraction(kept * 100)


# The quiz: each item as (its form before the lesson, its form after), and the objective of
# the plan each measures (`DECISION`: the key decision asked in real-life terms).
QUIZ = ((Question("04", 1, "pre", fixed(gain), tolerance=Fraction(1, 2), unit="%"),
         Question("04", 1, "post", fixed(piano_gain), tolerance=Fraction(1, 2), unit="%", places=1)),
        (Question("04", 2, "pre", fixed(return_after), tolerance=Fraction(1, 2), unit="%"),
         Question("04", 2, "post", fixed(piano_return_after), tolerance=Fraction(1, 2), unit="%", places=1)),
        choices("04", 3, "a", "b"), choices("04", 4, "c", "a"), choices("04", 5, "b", "c"))
MEASURES: tuple[Measure, ...] = (1, 2, 2, 3, DECISION)


def quiz_figures(numbers: dict[str, Figure], country_code: str) -> dict[str, Figure]:
    """The numbers the quiz's words name beyond the lesson's figures (`figures`), for a class
    of `country_code`."""
    bp = bonne_paye()
    price, value, commission = piano()
    return dict(commission_amount=Figure(SALE * COMMISSION_PCT // 100),
                gain=Figure(gain(), "%"), return_after=Figure(return_after(), "%"),
                fee_share=Figure(fee_share(), "%"),
                acq_price=Figure(price, bp.currency), acq_value=Figure(value, bp.currency),
                acq_commission=Figure(commission, bp.currency),
                acq_gain=Figure(piano_gain(), "%", 1), acq_return_after=Figure(piano_return_after(), "%", 1))


# The period, minute by minute: what each step covers of the worksheet. Reflecting (part 4) is homework: the quizzes each hold two worked numbers, so the period has no room left for it.
MINUTE_PLAN = (
    step(0, 9, LOG_IN, "plan.login"),
    step(9, 12, HOOK, "plan.04.hook", "1"),
    step(12, 20, DECIDE, "plan.04.decide", PLAY),
    step(20, 25, SEE, "plan.04.see", PLAY, "2"),
    step(25, 31, DEBRIEF, "plan.04.debrief", PLAY),
    step(31, 36, CALCULATE, "plan.04.calculate", "3"),
    step(36, 45, EXIT_QUIZ, "plan.exit", EXIT),
    homework("plan.04.homework", "4"))

LESSON = Lesson(SCENARIO, key, figures, QUIZ, MEASURES, decisions=DECISIONS, guide_figures=guide_figures, quiz_figures=quiz_figures, notebook=('show_lab',), minute_plan=MINUTE_PLAN)
