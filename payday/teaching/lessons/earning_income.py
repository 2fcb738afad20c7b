"""Lesson 01, earning income: gross pay, net pay (FICA and an example income tax) and luck."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from payday.editions import EDITIONS
from payday.i18n import t
from payday.engine.cards import CardKind
from payday.engine.ledger import Reason
from payday.teaching.answer_key import AnswerKey, Fact, Figure, Table, cash, en, percent, points
from payday.teaching.lessons.games import lesson_game, BILLS, FROM_DEALS, FROM_PLAYERS, LUCK, inflows, outflows, rules, setup_game
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.numbers import INCOME_TAX_EXAMPLE_PCT, MEDICARE_PCT, SOCIAL_SECURITY_PCT, pay_day
from payday.teaching.country_figures import pay_figures, taxed_after_contributions
from payday.teaching.lesson import DECISION, Decided, Lesson, Measure
from payday.teaching.lesson import CALCULATE, DEBRIEF, DECIDE, EXIT, EXIT_QUIZ, HOOK, LOG_IN, PLAY, SEE, homework, step
from payday.teaching.countries import fact
from payday.teaching.quiz_scoring import ONE, Question, choices, salary, salary_currency
from payday.engine.decisions import Act, Ask
from payday.engine.position import PlayerPosition, Position
from payday.teaching.scenarios import Claim, Scenario, real_life


# Earning income: salary at Pay Day against a lottery's luck (day 6 is a lottery square).
# The other two players put all their cash into deals on day 4 (one of them borrowing to
# do it), so neither can ante without taking a loan first, and the student is the lottery's
# only entrant. The lesson's game plays the lottery as a real one (`plays="real"`): nobody
# antes for the players, the house keeps its share, and one roll can lose every stake; the
# board game's lottery, where the bank's $1,000 makes a lone entrant's ticket pay every time,
# is the what-if's contrast. Version 1 left the others their start money (random players
# joined too); version 2, from today's position, played the board game's lottery.
SCENARIO = Scenario("01", "01-earning-income", "payday", 1,
                    Position(players=(PlayerPosition(day=5), PlayerPosition(day=4, cash=0, deals=("pd.deal.05",)),
                                      PlayerPosition(day=4, cash=0, loans=1000, deals=("pd.deal.08",))),
                             rolls={"move/0": (1,)}),
                    ("deal_hunter", "borrower"), (Act.JOIN,), frozenset({Ask.LOTTERY}),
                    claims=(Claim(Act.PASS, "mean", "real"), Claim(Act.PASS, "worst", "real"),
                            Claim(Act.JOIN, "mean", "game"), Claim(Act.JOIN, "worst", "game")),
                    real_rules=real_life("payday", "lottery_bank_ante", "lottery_house_share_pct",
                                         "lottery_until_winner"),
                    plays="real", version=3,
                    earlier=(Position(players=(PlayerPosition(day=5), PlayerPosition(day=2), PlayerPosition(day=3)), rolls={"move/0": (1,)}),
                             Position(players=(PlayerPosition(day=5), PlayerPosition(day=4, cash=0, deals=("pd.deal.05",)),
                                               PlayerPosition(day=4, cash=0, loans=1000, deals=("pd.deal.08",))),
                                      rolls={"move/0": (1,)})))
SETUP = lesson_game(SCENARIO)
# What the papers state about the key decision (`decision.decision_facts`).
DECISIONS = (Decided("ticket_game", Act.JOIN, "game"), Decided("pass_real", Act.PASS, "real"))

STAKES = (Reason.LOTTERY_STAKE, Reason.BET_STAKE)       # what a player put in to play for luck


def months_text(n: int, unit: str = "months") -> str:
    """"1 month", "3 months", "2 Pay Days": how the key's English working counts (a counting
    message, `count.<unit>`, never an "s" glued on)."""
    return t(f"count.{unit}", "en", count=n, n=en(n))




def key() -> AnswerKey:
    setup = SETUP.copy()
    r = pay_day()
    game = setup_game(setup, start=SCENARIO.start, rules=SCENARIO.settings() or None)
    salary = inflows(game, 0, (Reason.SALARY,))
    luck_gross = inflows(game, 0, LUCK)
    stakes = outflows(game, 0, STAKES)
    luck = luck_gross - stakes           # luck net of the player's own stakes (may be negative)
    gifts = inflows(game, 0, FROM_PLAYERS)
    deals = inflows(game, 0, FROM_DEALS)
    earned = salary + max(luck, 0) + gifts + deals
    social, medicare = SOCIAL_SECURITY_PCT, MEDICARE_PCT
    fica = (r.salary * (social + medicare) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    income_tax = (r.salary * INCOME_TAX_EXAMPLE_PCT / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    bills_month1 = outflows(game, 0, BILLS, month=1)
    table = Table(f"Where the money came from: player 1 ({setup['players'][0]}, in the student's seat), "
                  f"game number {setup['seed']}, {months_text(setup['months'])}",
                  ("type of income", "amount ($)", "share"),
                  tuple((name, amount, percent(Fraction(max(amount, 0), earned)))
                        for name, amount in (("salary", salary), ("windfalls and luck", luck),
                                             ("gifts from other players", gifts),
                                             ("selling deals", deals))))
    editions = []
    for variant in sorted(EDITIONS):
        ed = rules(variant)
        bills = [c.amount for deck in ed.decks.values() for c in deck if c.kind is CardKind.BILL]
        if bills:
            mean = Fraction(sum(bills), len(bills))
            editions.append((variant, cash(ed.salary, ed.currency, code=True), cash(mean, ed.currency, code=True),
                             percent(mean / ed.salary)))
    return AnswerKey(
        "01-earning-income", "Earning income: gross pay, net pay and luck",
        "EI 8-5a, 8-5c, 8-6c, 12-7c (Earning Income)", setup,
        {
            "salary": Fact(r.salary, cash(r.salary, "USD"), "the Pay Day edition's monthly salary (rules.salary)"),
            "salary_income": Fact(salary, cash(salary, "USD"), f"{months_text(setup['months'], 'paydays')} × {cash(r.salary, 'USD').text}, from the ledger"),
            "luck_gross": Fact(luck_gross, cash(luck_gross, "USD"), "windfalls, lottery, jackpot and contests won, from the ledger"),
            "luck_stakes": Fact(stakes, cash(stakes, "USD"), "the player's own lottery and bet stakes, from the ledger"),
            "luck_income": Fact(luck, cash(luck, "USD"), f"{en(luck_gross)} won − {en(stakes)} staked: luck net of the player's own stakes"),
            "salary_share": Fact(float(Fraction(salary, earned)), percent(Fraction(salary, earned)),
                                 f"{en(salary)} ÷ {en(earned)} (all income except loans and savings)"),
            "fica_rate": Fact(float(social + medicare), points(social + medicare, 2), f"{social}% Social Security + {medicare}% Medicare"),
            "fica": Fact(float(fica), cash(fica, "USD", 2), f"{r.salary} × {social + medicare}%, rounded to the cent"),
            "fica_net_pay": Fact(float(r.salary - fica), cash(r.salary - fica, "USD", 2), f"{cash(r.salary, 'USD').text} − {cash(fica, 'USD', 2).text}: after FICA only"),
            "income_tax_rate": Fact(float(INCOME_TAX_EXAMPLE_PCT), points(INCOME_TAX_EXAMPLE_PCT),
                                    "an example flat rate: real withholding follows the W-4 and IRS Publication 15-T"),
            "income_tax": Fact(float(income_tax), cash(income_tax, "USD", 2), f"{r.salary} × {INCOME_TAX_EXAMPLE_PCT}%, rounded to the cent"),
            "net_pay": Fact(float(r.salary - fica - income_tax), cash(r.salary - fica - income_tax, "USD", 2),
                            f"{cash(r.salary, 'USD').text} − {cash(fica, 'USD', 2).text} FICA − {cash(income_tax, 'USD', 2).text} income tax withheld"),
            "bills_month1": Fact(bills_month1, cash(bills_month1, "USD"), "bills, fixed payments, insurance and charges paid in month 1"),
            "bills_share": Fact(float(Fraction(bills_month1, r.salary)), percent(Fraction(bills_month1, r.salary)),
                                f"{en(bills_month1)} ÷ {en(r.salary)}"),
        } | lesson_decision(SCENARIO, DECISIONS),
        (table, Table("Compare editions by ratio, not by amount", ("edition", "salary", "average bill card", "bill ÷ salary"),
                      tuple(editions))),
        ("Salary comes every month; windfalls may never come again.",
         "Luck is counted net of the player's own stakes: a lottery ticket or a lost bet is paid for.",
         "The game pays gross salary; real employers withhold income tax as well as FICA before paying. "
         f"The {INCOME_TAX_EXAMPLE_PCT}% income tax is an example rate; the real amount follows the employee's W-4 "
         "and the IRS tables (Publication 15-T)."))


def figures() -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, from the rules data and the settings."""
    pd = pay_day()
    setup = SETUP
    return {"seed": Figure(setup["seed"]), "months": Figure(setup["months"]),
            "game_number": Figure(SCENARIO.seed), "income_tax": Figure(INCOME_TAX_EXAMPLE_PCT, "%"), "social_security": Figure(SOCIAL_SECURITY_PCT, "%", 1),
            "medicare": Figure(MEDICARE_PCT, "%", 2), "fica_rate": Figure(SOCIAL_SECURITY_PCT + MEDICARE_PCT, "%", 2),
            "salary": Figure(pd.salary, pd.currency)}


# ------------------------------------------------------------------ the numbers its quiz states
# Item 01.2 computes as the class's worksheet does (`payday.teaching.country_figures.pay_figures`):
# the country's contributions and its example income tax, on the salary or, in France, on the
# pay after contributions; never the US example rate in every country.
def payroll_rate(code: str) -> Fraction:
    """The employee's payroll taxes and contributions, in percent of gross pay."""
    return Fraction(fact(code, "payroll_pct").value)


def _paid(code: str, name: str) -> Fraction:
    return Fraction(pay_figures(code)[name].value)


def payroll(code: str) -> Fraction:
    return _paid(code, "contributions")


def tax_withheld(code: str) -> Fraction:
    return _paid(code, "tax")


def net_pay(code: str) -> Fraction:
    return _paid(code, "net_pay")


# The quiz: each item as (its form before the lesson, its form after), and the objective of
# the plan each measures (`DECISION`: the key decision asked in real-life terms).
QUIZ = (choices("01", 1, "a", "b"),
        (Question("01", 2, "pre", payroll, tolerance=ONE, unit="country", places=2),
         Question("01", 2, "post", net_pay, tolerance=ONE, unit="country", places=2)),
        choices("01", 3, "c", "a"), choices("01", 4, "b", "c"), choices("01", 5, "a", "b"))
MEASURES: tuple[Measure, ...] = (1, 2, 2, 3, DECISION)


def payroll_places(country_code: str) -> int:
    """The decimals the country's payroll rate is written with (7.65%, 22%, 4.051%)."""
    exponent = fact(country_code, "payroll_pct").value.normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def quiz_figures(numbers: dict[str, Figure], country_code: str) -> dict[str, Figure]:
    """The numbers the quiz's words name beyond the lesson's figures (`figures`), for a class
    of `country_code`."""
    money = salary_currency(country_code)
    paid = pay_figures(country_code)
    taxed = paid["before_tax"] if taxed_after_contributions(country_code) else paid["salary"]
    # The country's real pay: its own symbol (NT$), not a game's banknotes' "$".
    return dict(quiz_salary=Figure(salary(country_code), money, real=True),
                payroll_rate=Figure(payroll_rate(country_code), "%", payroll_places(country_code)),
                payroll=Figure(payroll(country_code), money, 2, real=True),
                income_tax=Figure(fact(country_code, "income_tax_pct").value, "%"),
                before_tax=paid["before_tax"], taxed=taxed,
                tax_withheld=Figure(tax_withheld(country_code), money, 2, real=True),
                net_pay=Figure(net_pay(country_code), money, 2, real=True))


# The period, minute by minute: what each step covers of the worksheet. Reflecting (part 4) is homework: the period holds the game, the copied tables and the net-pay sum.
MINUTE_PLAN = (
    step(0, 8, LOG_IN, "plan.login"),
    step(8, 11, HOOK, "plan.01.hook", "1"),
    step(11, 20, DECIDE, "plan.01.decide", PLAY),
    step(20, 26, SEE, "plan.01.see", PLAY, "2"),
    step(26, 31, DEBRIEF, "plan.01.debrief", PLAY),
    step(31, 37, CALCULATE, "plan.01.calculate", "3"),
    step(37, 45, EXIT_QUIZ, "plan.exit", EXIT),
    homework("plan.01.homework", "4"))

def quiz_words(country_code: str, lang: str) -> dict[str, str]:
    """What the income tax of item 01.2 is withheld on, in the class's country."""
    base = "after_contributions" if taxed_after_contributions(country_code) else "salary"
    return {"tax_base": t(f"quiz.tax_base.{base}", lang)}


LESSON = Lesson(SCENARIO, key, figures, QUIZ, MEASURES, decisions=DECISIONS, quiz_figures=quiz_figures, quiz_words=quiz_words, country_figures=pay_figures, notebook=('show_income',), minute_plan=MINUTE_PLAN)
