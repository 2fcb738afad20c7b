"""Lesson 05, managing credit: APR, carrying a balance and minimum payments."""
from __future__ import annotations

from fractions import Fraction

from typing import Any

from payday.engine.decisions import Act, Ask, Decision, Option
from payday.engine.game import Game
from payday.players.play import Plan, Planned
from payday.players.styles import make_bot
from payday.teaching.answer_key import AnswerKey, Fact, Figure, Table, cash, en, number, percent, points, words
from payday.teaching.lessons.games import Setup, CARD, events, outflows, setup_game
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.numbers import CARD_APRS, DEBT, PAYDAY_LOAN, auction, minimum_payments, pay_day
from payday.teaching.numbers import auction as auction_rules
from payday.teaching.country_figures import credit_figures
from payday.teaching.lesson import DECISION, Decided, Lesson, Measure
from payday.teaching.lesson import CALCULATE, DEBRIEF, DECIDE, EXIT, EXIT_QUIZ, HOOK, LOG_IN, SEE, homework, step
from payday.teaching.countries import country
from payday.teaching.quiz_scoring import pct, ONE, Question, choices, fixed
from payday.engine.position import PlayerPosition, Position
from payday.teaching.scenarios import Claim, Scenario, real_life


# Managing credit: a 2,500 Monster Charge in the day-3 mail, to pay in full or carry at
# Pay Day; two months so that carrying costs a second month's interest.
SCENARIO = Scenario("05", "05-managing-credit", "payday", 2,
                    Position(players=(PlayerPosition(day=2), PlayerPosition(day=1), PlayerPosition(day=2)),
                             rolls={"move/0": (1,)}, decks={"mail": ("pd.monster.02",)}),
                    ("cautious", "cautious"), (Act.PAY_ALL, Act.PAY_INTEREST), frozenset({Ask.MONSTER_CHARGE}),
                    claims=(Claim(Act.PAY_ALL, "mean", "game"), Claim(Act.PAY_ALL, "worst", "game"),
                            Claim(Act.PAY_ALL, "mean", "real")),
                    real_rules=real_life("payday", "monster_interest_on_full_payment"))
# Seven months of the plain game: the Monster Charges the months bring, carried or paid.
SETUP: Setup = {"edition": "payday", "months": 7, "seed": 1, "players": ("cautious", "cautious", "cautious")}
# What the papers state about the key decision (`decision.decision_facts`).
DECISIONS = (Decided("pay_game", Act.PAY_ALL, "game"), Decided("pay_real", Act.PAY_ALL, "real"))


def _monster_plan(carry: bool) -> Plan:
    """Seat 0's plan: at each Monster Charge, pay only the interest (`carry`) or pay it all."""
    def plan(game: Game[Any], decision: Decision) -> Option | None:
        if decision.kind is Ask.MONSTER_CHARGE:
            return decision.find(Act.PAY_INTEREST if carry else Act.PAY_ALL) or decision.find(Act.PAY_ALL)
        return None
    return plan






def key() -> AnswerKey:
    setup = SETUP.copy()
    r = pay_day()
    games = {carry: setup_game(setup, seat=Planned(_monster_plan(carry),
                                                  make_bot(setup["players"][0], setup["seed"], 0)))
             for carry in (False, True)}
    charge = events(games[True], 0, "monster_carried")
    if not charge:
        raise RuntimeError("game number 1 no longer gives player 1 a Monster Charge to carry")
    # The interest of the Pay Days where the balance was carried (paying in full costs the
    # interest too, in both games); the test checks it against the ledger's difference.
    carried_interest = sum(e["interest"] for e in charge)
    rate = Fraction(r.monster_rate_pct, 100)
    apr = rate * 12
    effective = (1 + rate) ** 12 - 1
    fee, lent, days = PAYDAY_LOAN
    payday_apr = Fraction(fee, lent) * Fraction(365, days)
    auction = auction_rules()
    loan_rate, least = Fraction(auction.loan_rate_pct, 100), Fraction(auction.repay_min_pct, 100)
    cur = minimum_payments(loan_rate, least, of_current=True)
    orig = minimum_payments(loan_rate, least, of_current=False)
    paid = {carry: outflows(game, 0, CARD) for carry, game in games.items()}
    return AnswerKey(
        "05-managing-credit", "Managing credit: APR, carrying a balance and minimum payments",
        "MC 8-1, 8-2a–c, 12.1a–b; DC CR.S.1 (Managing Credit)", setup,
        {
            "monthly_rate": Fact(r.monster_rate_pct, points(r.monster_rate_pct), "rules.monster_rate_pct (and loan_rate_pct)"),
            "apr": Fact(float(apr), percent(apr, 0), f"{r.monster_rate_pct}% × 12 (Regulation Z)"),
            "effective": Fact(float(effective), percent(effective), f"1.{r.monster_rate_pct}^12 − 1 when interest compounds"),
            "effective_rounded": Fact(float(effective), percent(effective, 0), "the same, to the nearest whole %"),
            "charge": Fact(charge[0]["amount"], cash(charge[0]['amount'], "USD"), "player 1's Monster Charge in month 1 (game number 1)"),
            "months_carried": Fact(len(charge), number(len(charge)), "Pay Days where the balance was carried"),
            "interest_carried": Fact(carried_interest, cash(carried_interest, "USD"), "10% of the balance at each Pay Day carried (the story)"),
            "paid_in_full": Fact(paid[False], cash(paid[False], "USD"), "everything paid for Monster Charges, paying in full (ledger)"),
            "paid_carrying": Fact(paid[True], cash(paid[True], "USD"), "everything paid for the same charges, carrying them (ledger)"),
            "cost_of_carrying": Fact(paid[True] - paid[False], cash(paid[True] - paid[False], "USD"),
                                     f"{en(paid[True])} − {en(paid[False])}: the interest"),
            "chinese_rule": Fact(auction.repay_min_pct, words(f"{auction.repay_min_pct}% of the {auction.repay_basis}"),
                                 "payday-auction rules: repay_min_pct and repay_basis"),
            "interest_only_year": Fact(float(DEBT * rate * 12), cash(DEBT * rate * 12, "USD"),
                                       f"{cash(DEBT, 'USD').text} × {r.monster_rate_pct}% × 12, and the {cash(DEBT, 'USD').text} is still owed"),
            "compounded_year": Fact(float(DEBT * (1 + rate) ** 12), cash(DEBT * (1 + rate) ** 12, "USD"),
                                    f"{cash(DEBT, 'USD').text} × {en(1 + rate, 1)}^12"),
            "card_monthly_low": Fact(float(CARD_APRS[0]) / 12, points(Fraction(CARD_APRS[0]) / 12, 1), f"{CARD_APRS[0]}% APR ÷ 12"),
            "card_monthly_high": Fact(float(CARD_APRS[1]) / 12, points(Fraction(CARD_APRS[1]) / 12, 1), f"{CARD_APRS[1]}% APR ÷ 12"),
            "payday_loan_apr": Fact(float(payday_apr), percent(payday_apr, 0), f"{cash(fee, 'USD').text} per {cash(lent, 'USD').text} for {days} days: {percent(Fraction(fee, lent), 0).text} × 365 ÷ {days}"),
            "min_current_left": Fact(float(cur[0]), percent(cur[0]), "minimum on the current balance, 12 months: 0.9^12"),
            "min_current_paid": Fact(float(cur[1]), percent(cur[1]), "total paid, as a share of the principal"),
            "min_current_interest": Fact(float(cur[2]), percent(cur[2]), "interest paid, as a share of the principal"),
            "min_original_months": Fact(orig[3] or 0, number(orig[3]) if orig[3] else words("never"),
                                        "minimum on the original principal, months to pay off"),
            "min_original_interest": Fact(float(orig[2]), percent(orig[2], 0), "0.1 × (1 + 0.9 + … + 0.1)"),
        } | lesson_decision(SCENARIO, DECISIONS),
        (Table(f"Minimum payments on {en(DEBT)} at {auction.loan_rate_pct}% a month", ("rule", "owed after 12 months", "total paid", "interest paid"),
               ((f"{auction.repay_min_pct}% of the current balance + interest", number(DEBT * cur[0]), number(DEBT * cur[1]), number(DEBT * cur[2])),
                (f"{auction.repay_min_pct}% of the original principal + interest", number(DEBT * orig[0]), number(DEBT * orig[1]), number(DEBT * orig[2])))),),
        (f"Say \"{percent(apr, 0).text} APR, {percent(effective, 0).text} effective\", never \"{percent(effective, 0).text} APR\".",
         "Same game number, same Monster Charges: the only difference between the two games' card payments "
         "is the interest.",
         f"The 我愛發薪日 engine uses the '{auction.repay_basis}' rule (repay_basis); a teacher can "
         "switch it to 'principal'."))


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the rules data and the settings."""
    pd, auction = pay_day(), auction_rules()
    fee, lent, days = PAYDAY_LOAN
    lesson = SCENARIO
    monthly = Fraction(pd.monster_rate_pct, 100)
    setup = SETUP
    return {"seed": Figure(setup["seed"]), "months": Figure(setup["months"]),
            "game_number": Figure(lesson.seed), "stretch": Figure(lesson.months),
            "charge": Figure(lesson.facts()["charge"], pd.currency),
            "apr": Figure(monthly * 12 * 100, "%"),
            "effective": Figure(((1 + monthly) ** 12 - 1) * 100, "%", 0), "rate": Figure(pd.monster_rate_pct, "%"), "debt": Figure(DEBT, pd.currency),
            "debt_number": Figure(DEBT), "growth": Figure(1 + Fraction(pd.monster_rate_pct, 100), "", 1),
            "minimum": Figure(auction.repay_min_pct, "%"), "loan_fee": Figure(fee, pd.currency),
            "loan_lent": Figure(lent, pd.currency), "loan_days": Figure(days)}



def guide_figures() -> dict[str, Figure]:
    """Numbers the guide's model answers need beyond the key's and the worksheet's: a month's
    interest on the scenario's charge."""
    pd = pay_day()
    charge = SCENARIO.facts()["charge"]
    return {"one_month_interest": Figure(Fraction(charge * pd.monster_rate_pct, 100), pd.currency)}


# ------------------------------------------------------------------ the numbers its quiz states
def apr() -> Fraction:
    return Fraction(pay_day().monster_rate_pct * 12)


def card_monthly() -> Fraction:
    """A real card's monthly rate: the top of a sample disclosure's range of APRs, ÷ 12."""
    return Fraction(CARD_APRS[-1]) / 12


def effective() -> Fraction:
    monthly = Fraction(pay_day().monster_rate_pct, 100)
    return ((1 + monthly) ** 12 - 1) * 100


def carry_interest() -> Fraction:
    """A month's interest on lesson 05's Monster Charge (its scenario's card)."""
    pd = pay_day()
    return monster_charge() * pct(pd.monster_rate_pct)


def monster_charge() -> int:
    """The scenario's Monster Charge: the card in its day-3 mail."""
    return next(c for c in pay_day().decks["mail"] if c.id == SCENARIO.start.decks["mail"][0]).amount


def two_month_interest() -> Fraction:
    return DEBT * ((1 + pct(pay_day().monster_rate_pct)) ** 2 - 1)


def minimum_year() -> tuple[Fraction, Fraction]:
    """A year of minimum payments on DEBT at Pay Day's monthly rate, by 我愛發薪日's minimum (the
    interest plus repay_min_pct of the balance): (still owed, interest paid)."""
    rate, share = pct(pay_day().monster_rate_pct), pct(auction().repay_min_pct)
    owed, interest_paid = Fraction(DEBT), Fraction(0)
    for _month in range(12):
        interest_paid += owed * rate
        owed -= owed * share
    return owed, interest_paid


# The quiz: each item as (its form before the lesson, its form after), and the objective of
# the plan each measures (`DECISION`: the key decision asked in real-life terms).
QUIZ = ((Question("05", 1, "pre", fixed(apr), tolerance=Fraction(1, 2), unit="%"),
         Question("05", 1, "post", fixed(card_monthly), tolerance=Fraction(2, 100), unit="%", places=2)),
        choices("05", 2, "a", "b"),
        (Question("05", 3, "pre", fixed(carry_interest), tolerance=ONE, unit="country"),
         Question("05", 3, "post", fixed(two_month_interest), tolerance=ONE, unit="country")),
        choices("05", 4, "c", "a"), choices("05", 5, "b", "c"))
MEASURES: tuple[Measure, ...] = (1, 1, 2, 3, DECISION)


def quiz_figures(numbers: dict[str, Figure], country_code: str) -> dict[str, Figure]:
    """The numbers the quiz's words name beyond the lesson's figures (`figures`), for a class
    of `country_code`."""
    owed, interest = minimum_year()
    # The card's amounts are an example in the class's own money (a French class reads
    # "2 500 €", not the game's "2 500 $US"); the rates are the lesson's.
    money = country(country_code).currency
    return dict(apr=Figure(apr(), "%"), effective=Figure(effective(), "%"),
                card_apr=Figure(CARD_APRS[-1], "%", 2), card_monthly=Figure(card_monthly(), "%", 2),
                charge=Figure(monster_charge(), money, real=True),
                carry_interest=Figure(carry_interest(), money, real=True),
                debt=Figure(DEBT, money, real=True),
                two_month_interest=Figure(two_month_interest(), money, real=True),
                minimum=Figure(auction().repay_min_pct, "%"),
                left_after_year=Figure(owed, money, real=True),
                interest_in_year=Figure(interest, money, real=True))


# The period, minute by minute: what each step covers of the worksheet. Reflecting (part 5) and the country's sum (part 6) are homework: two months of play and two worked quiz numbers each way fill the period.
MINUTE_PLAN = (
    step(0, 9, LOG_IN, "plan.login"),
    step(9, 12, HOOK, "plan.05.hook", "1"),
    step(12, 22, DECIDE, "plan.05.decide"),
    step(22, 26, SEE, "plan.05.see", "2"),
    step(26, 31, DEBRIEF, "plan.05.debrief", "4"),
    step(31, 36, CALCULATE, "plan.05.calculate", "3"),
    step(36, 45, EXIT_QUIZ, "plan.exit", EXIT),
    homework("plan.05.homework", "5", "6"))

LESSON = Lesson(SCENARIO, key, figures, QUIZ, MEASURES, decisions=DECISIONS, guide_figures=guide_figures, quiz_figures=quiz_figures, country_figures=credit_figures, notebook=('show_minimum_payments',), minute_plan=MINUTE_PLAN)
