"""Lesson 06, managing risk: insurance, lotteries and expected value."""
from __future__ import annotations

import statistics
from decimal import Decimal
from fractions import Fraction

from payday.engine.cards import CardKind
from typing import Any

from payday.engine.decisions import Act, Ask, Decision, Option
from payday.engine.game import Game
from payday.engine.rules import Rules
from payday.engine.state import Player
from payday.i18n.formats import half_up
from payday.players.play import computer_game
from payday.players.bot import Bot
from payday.lab.stats import spread
from payday.teaching.answer_key import AnswerKey, Fact, Figure, Table, cash, en, number, times, words
from payday.teaching.lessons.games import NAMES, events
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.numbers import LOWER_PREMIUM, PICK3, RISK_SEEDS, bonne_paye, pay_day
from payday.teaching.country_figures import cover_figures
from payday.teaching.lesson import DECISION, Decided, Lesson, Measure
from payday.teaching.lesson import CALCULATE, DEBRIEF, DECIDE, EXIT, EXIT_QUIZ, HOOK, LOG_IN, SEE, homework, step
from payday.teaching.quiz_scoring import Question, choices, fixed
from payday.engine.position import PlayerPosition, Position
from payday.teaching.scenarios import Claim, Scenario


# Managing risk: a doctor's insurance offered in the day-11 mail, a 300 doctor's bill in
# the day-16 mail.
SCENARIO = Scenario("06", "06-managing-risk", "bonne-paye", 1,
                    Position(players=(PlayerPosition(day=10), PlayerPosition(day=8), PlayerPosition(day=9)),
                             rolls={"move/0": (1, 5)},
                             decks={"courrier": ("bp.mail.medic01", "bp.mail.doc06")}),
                    ("cautious", "cautious"), (Act.BUY,), frozenset({Ask.INSURANCE}),
                    # Both sides are true: passing is better on average, insuring in the worst games.
                    claims=(Claim(Act.PASS, "mean", "game"), Claim(Act.BUY, "worst", "game")))
# What the papers state about the key decision (`decision.decision_facts`).
DECISIONS = (Decided("insure", Act.BUY, "game"),)


class _Insures(Bot):
    """A cautious player that buys every insurance it is offered."""

    style = "always_insures"
    buffer = 300
    insures = True
    gambles = False


class _NeverInsures(_Insures):
    """The same player, who never insures."""

    style = "never_insures"

    def insurance(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        return decision.find(Act.PASS)




def doctor_costs(seed: int, bot: type[Bot], overrides: dict[str, Any] | None = None) -> int:
    """Player 1's month-1 doctor bills and Médic'Assur premiums, from the game's events."""
    game = computer_game("bonne-paye", ("cautious",) * 3, seed=seed, months=1, rules=overrides,
                         names=NAMES, deciders={0: bot(seed, 0)})
    doctor = {c.id for c in game.rules.decks["courrier"] if c.category == "doctor"}
    premiums: int = sum(e["amount"] for e in events(game, 0, "insured") if e["card"] in doctor)
    bills: int = sum(e["amount"] for e in events(game, 0, "bill_paid") if e["card"] in doctor)
    return premiums + bills


def whole(x: float) -> int:
    """A number rounded half up to a whole number, kept a number: whole(176.5) == 177."""
    return int(half_up(x))




def key(overrides: dict[str, Any] | None = None) -> AnswerKey:
    bp = bonne_paye(overrides)
    p_win = Fraction(6 - bp.bet_winning_face + 1, 6)
    bet_ev = p_win * bp.bet_multiplier - (1 - p_win)
    # « les autres mises sont perdues »: the winner's own stake comes back with the prize.
    back = bp.lottery_stake if bp.lottery_stake_returned else 0
    lottery_ev = Fraction(bp.lottery_prize + back, 6) - bp.lottery_stake
    doctor = sorted(c.amount for c in bp.decks["courrier"] if c.kind is CardKind.BILL and c.category == "doctor")
    premium = bp.medic_assur_price
    bills_needed = next((n for n in range(1, len(doctor) + 1) if sum(doctor[-n:]) > premium), None)
    setup = {"edition": "bonne-paye", "months": 1, "seeds": f"{RISK_SEEDS[0]}–{RISK_SEEDS[-1]}",
             "players": ("cautious", "cautious", "cautious")}

    def compare(rule_changes: dict[str, Any] | None) -> tuple[dict[str, list[int]], tuple[int, int, int]]:
        costs = {name: [doctor_costs(seed, bot, rule_changes) for seed in RISK_SEEDS]
                 for name, bot in (("insured", _Insures), ("uninsured", _NeverInsures))}
        pairs = list(zip(costs["insured"], costs["uninsured"]))
        return costs, (sum(a < b for a, b in pairs), sum(a > b for a, b in pairs), sum(a == b for a, b in pairs))

    costs, (cheaper, dearer, same) = compare(overrides)
    low_costs, (low_cheaper, low_dearer, _) = compare({**(overrides or {}), "medic_assur_price": LOWER_PREMIUM})
    insured_offers = sum(1 for seed in RISK_SEEDS if doctor_offered(seed, overrides))
    pd_rules = pay_day()
    pd_ev = tuple((n, Fraction(pd_rules.lottery_bank_ante, n)) for n in range(2, 7))
    mean = statistics.fmean
    return AnswerKey(
        "06-managing-risk", "Managing risk: insurance, lotteries and expected value",
        "MR 8-1a, 8-1b, 8-2, 12-5c (Managing Risk)",
        setup,
        {
            "bet_p": Fact(float(p_win), words(f"{p_win.numerator}/{p_win.denominator}"), f"faces {bp.bet_winning_face} to 6 of a die"),
            "bet_ev": Fact(float(bet_ev), times(bet_ev, 2, plus=True), f"{bp.bet_multiplier} × {p_win} − {1 - p_win}"),
            "lottery_ev": Fact(float(lottery_ev), number(lottery_ev, plus=True), f"({bp.lottery_prize} + {back})/6 − {bp.lottery_stake}"),
            "premium": Fact(premium, cash(premium, "EUR"), "rules.medic_assur_price (the card prints 450)"),
            "doctor_mean": Fact(statistics.fmean(doctor), number(statistics.fmean(doctor)), f"mean of the doctor bills {doctor}"),
            "doctor_max": Fact(doctor[-1], number(doctor[-1]), "the largest single doctor bill"),
            "bills_needed": Fact(bills_needed or 0, number(bills_needed or 0), f"doctor bills before they top the {premium} premium"),
            "offered": Fact(insured_offers, number(insured_offers), f"games of {len(RISK_SEEDS)} where player 1 was offered a Médic'Assur in month 1"),
            "mean_insured": Fact(mean(costs["insured"]), number(mean(costs["insured"])), "doctor bills + Médic'Assur premiums, always insuring"),
            "mean_uninsured": Fact(mean(costs["uninsured"]), number(mean(costs["uninsured"])), "doctor bills, never insuring"),
            "worst_insured": Fact(max(costs["insured"]), number(max(costs["insured"])), "worst month of covered losses, always insuring"),
            "worst_uninsured": Fact(max(costs["uninsured"]), number(max(costs["uninsured"])), "worst month of doctor bills, never insuring"),
            "insuring_cheaper": Fact(cheaper, number(cheaper), "games where always insuring cost less (same game number)"),
            "insuring_dearer": Fact(dearer, number(dearer), "games where always insuring cost more"),
            "insuring_same": Fact(same, number(same), "games where it made no difference (no policy offered, or none bought)"),
            "low_premium": Fact(LOWER_PREMIUM, cash(LOWER_PREMIUM, "EUR"), "the teacher's variant: medic_assur_price"),
            "low_cheaper": Fact(low_cheaper, number(low_cheaper), f"games where insuring at {LOWER_PREMIUM} cost less"),
            "low_dearer": Fact(low_dearer, number(low_dearer), f"games where insuring at {LOWER_PREMIUM} cost more"),
            "pick3": Fact(PICK3[0] / PICK3[1], cash(Fraction(*PICK3), "USD", 2), f"{cash(PICK3[0], 'USD').text} prize × 1/{en(PICK3[1])} chance, per {cash(1, 'USD').text}"),
            "pick3_ev": Fact(PICK3[0] / PICK3[1] - 1, times(Fraction(*PICK3) - 1, 2, plus=True),
                             f"{cash(PICK3[0], 'USD').text} ÷ {en(PICK3[1])} − 1: what a {cash(1, 'USD').text} ticket returns, less the {cash(1, 'USD').text}"),
        } | lesson_decision(SCENARIO, DECISIONS),
        (Table(f"Month 1 doctor bills and Médic'Assur premiums of player 1, game numbers {RISK_SEEDS[0]}–{RISK_SEEDS[-1]}",
               ("choice", "premium", "mean", "worst month", "spread (st. dev.)", "cheaper than not insuring", "more expensive"),
               (("always insure", premium, whole(mean(costs["insured"])), max(costs["insured"]),
                 whole(spread(costs["insured"])), cheaper, dearer),
                ("never insure", "–", whole(mean(costs["uninsured"])), max(costs["uninsured"]),
                 whole(spread(costs["uninsured"])), "–", "–"),
                ("always insure", LOWER_PREMIUM, whole(mean(low_costs["insured"])), max(low_costs["insured"]),
                 whole(spread(low_costs["insured"])), low_cheaper, low_dearer))),
         Table("Pay Day lottery: the expected gain of each entrant", ("entrants", "expected gain ($)"),
               tuple((n, number(ev)) for n, ev in pd_ev))),
        ("Only covered losses count: doctor bills and the Médic'Assur premium. Garage and home bills are "
         "the same whether or not a player insures against doctors.",
         f"The premium ({en(premium)}) is as large as the largest doctor bill, so insurance pays off "
         f"only in a month with {bills_needed} or more doctor bills: over {len(RISK_SEEDS)} games, insuring "
         f"was cheaper in {cheaper}, more expensive in {dearer} and made no difference in {same}. A premium buys a "
         "smaller worst case, not profit: in the lesson's game insuring is worse on average and better "
         "in the worst games (the key decision's facts).",
         f"At a premium of {en(LOWER_PREMIUM)} (medic_assur_price, a setting) insuring was cheaper in "
         f"{low_cheaper} games and more expensive in {low_dearer}: the price decides whether insurance is worth it.",
         "The game lets a player buy a Médic'Assur after a doctor's bill has arrived, since it cancels the "
         "bills at Pay Day. Real insurance never covers a loss that has already happened.",
         "One policy per kind (one_policy_per_kind): a player already insured is not offered a second card."))


def doctor_offered(seed: int, overrides: dict[str, Any] | None = None) -> bool:
    """Whether player 1 (never insuring) was offered a Médic'Assur in month 1 of this game."""
    game = computer_game("bonne-paye", ("cautious",) * 3, seed=seed, months=1, rules=overrides,
                         names=NAMES, deciders={0: _NeverInsures(seed, 0)})
    doctor = {c.id for c in game.rules.decks["courrier"] if c.kind is CardKind.INSURANCE and c.category == "doctor"}
    return any(e["card"] in doctor for e in events(game, 0, "drew"))


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the rules data and the settings."""
    pd, bp = pay_day(), bonne_paye()
    return {"months": Figure(1), "first_seed": Figure(RISK_SEEDS[0]), "last_seed": Figure(RISK_SEEDS[-1]),
            "games": Figure(len(RISK_SEEDS)), "winning_face": Figure(bp.bet_winning_face),
            "winning_faces": Figure(6 - bp.bet_winning_face + 1), "multiplier": Figure(bp.bet_multiplier),
            "prize": Figure(PICK3[0], pd.currency), "prize_number": Figure(PICK3[0]),
            "odds": Figure(PICK3[1]), "one_dollar": Figure(1, pd.currency),
            "premium": Figure(bp.medic_assur_price, bp.currency),
            "low_premium": Figure(LOWER_PREMIUM, bp.currency),
            "game_number": Figure(SCENARIO.seed),
            "doctor_bill": Figure(next(c.amount for c in bp.decks["courrier"]
                                       if c.id == SCENARIO.start.decks["courrier"][1]), bp.currency)}


# ------------------------------------------------------------------ the numbers its quiz states
def bet_ev() -> Fraction:
    bp = bonne_paye()
    win = Fraction(6 - bp.bet_winning_face + 1, 6)
    return bp.bet_multiplier * win - (1 - win)


def lottery_ev() -> Fraction:
    prize, odds = PICK3
    return Fraction(prize, odds) - 1


# The quiz: each item as (its form before the lesson, its form after), and the objective of
# the plan each measures (`DECISION`: the key decision asked in real-life terms).
QUIZ = (choices("06", 1, "a", "b"),
        # ±0.05: a student who rounds the expected value to one decimal (2.7) is right.
        (Question("06", 2, "pre", fixed(bet_ev), tolerance=Fraction(5, 100), places=2),
         Question("06", 2, "post", fixed(lottery_ev), tolerance=Fraction(5, 100), places=2)),
        choices("06", 3, "b", "c"), choices("06", 4, "a", "b"), choices("06", 5, "c", "a"))
MEASURES: tuple[Measure, ...] = (1, 3, 2, 3, DECISION)
# 3: five items, as every lesson's (the minutes 0-8 hold the pre-quiz): the gambler's-fallacy
# item, which no objective of the plan names, was dropped and the items after it renumbered.
QUIZ_VERSION_06 = 3


def quiz_figures(numbers: dict[str, Figure], country_code: str) -> dict[str, Figure]:
    """The numbers the quiz's words name beyond the lesson's figures (`figures`), for a class
    of `country_code`."""
    pd, bp = pay_day(), bonne_paye()
    premium, bill = (Fraction(Decimal(str(numbers[name].value))) for name in ("premium", "doctor_bill"))
    # A win gives back the stake and `bet_multiplier` times it: the item states what a win
    # gives back in all, as the lottery item after the lesson does.
    return dict(bet_back=Figure(bp.bet_multiplier + 1), bet_ev=Figure(bet_ev(), "", 2), pick3=Figure(Fraction(*PICK3), pd.currency, 2),
                pick3_ev=Figure(lottery_ev(), "", 2),
                premium_less_bill=Figure(premium - bill, bp.currency))


# The period, minute by minute: what each step covers of the worksheet. Reflecting (part 5) and the country's sum (part 6) are homework: the quizzes and part 4's three sums fill the period.
MINUTE_PLAN = (
    step(0, 9, LOG_IN, "plan.login"),
    step(9, 12, HOOK, "plan.06.hook", "1"),
    step(12, 20, DECIDE, "plan.06.decide"),
    step(20, 24, SEE, "plan.06.see", "2"),
    step(24, 30, DEBRIEF, "plan.06.debrief", "3"),
    step(30, 36, CALCULATE, "plan.06.calculate", "4"),
    step(36, 45, EXIT_QUIZ, "plan.exit", EXIT),
    homework("plan.06.homework", "5", "6"))

LESSON = Lesson(SCENARIO, key, figures, QUIZ, MEASURES, decisions=DECISIONS, quiz_figures=quiz_figures, quiz_version=QUIZ_VERSION_06, country_figures=cover_figures, notebook=('show_insurance',), minute_plan=MINUTE_PLAN)
