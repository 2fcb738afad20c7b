"""The six lessons' answer keys, computed from the rules data and from seeded games.

Every number a lesson states comes from here: the editions' salaries, fees and rates are read
from their rules, and the experiments are played by the engine with the lesson's seed. A key is
data (`AnswerKey`); `render` turns it into the teacher's Markdown, and

    python -m payday.teaching.lessons --write

regenerates `lessons/*/answer-key.{en,fr,zh-Hant}.md` (from `templates/answer-key.<lang>.md`, whose
`{{key.name}}` placeholders are the key's facts), and the plans and worksheets from their templates in
`lessons/*/templates/`, whose `{{name}}` placeholders `figures()` fills from the rules data, written
the way each language writes numbers. A test fails when a committed file is stale.

Rounding: money the engine moves is whole units (its own rules); rates and shares are shown
to one decimal place, rounded half up, except where a lesson asks for two (months, × factors).

>>> saving().facts["effective_rate"].text
'213.8%'
"""
from __future__ import annotations

import argparse
import math
import re
import statistics
import sys
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
import os
from pathlib import Path
from collections.abc import Callable

from payday.players.styles import Bot, make_bot
from payday.teaching.scenarios import SCENARIOS
from payday.engine.accounts import accounts
from payday.engine.cards import CardKind
from payday.engine.decisions import Act, Ask, Decision, Option
from payday.engine.game import Game, PlayerSpec
from payday.engine.ledger import Reason

# The lessons' plans and worksheets live beside the package in the source tree; an installed
# package (the compiled build, say) is told where they are with PAYDAY_LESSONS.
LESSONS_DIR = Path(os.environ.get("PAYDAY_LESSONS")
                   or Path(__file__).resolve().parents[2] / "lessons")


# ------------------------------------------------------------------ formatting
def pct(x, places: int = 1) -> str:
    """A ratio as a percentage, rounded half up: pct(Fraction(1, 8)) == '12.5%'."""
    return f"{num(Fraction(x) * 100, places)}%"


def num(x, places: int = 0) -> str:
    """A number rounded half up, with thousands separators: num(1369.86) == '1,370'."""
    if isinstance(x, Fraction):
        x = Decimal(x.numerator) / Decimal(x.denominator)
    value = Decimal(str(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) + 0   # no "−0"
    return minus_sign(f"{value:,.{places}f}")


def minus_sign(text: str) -> str:
    """A negative number printed with the minus sign (−), as the charts print it, not a hyphen."""
    return "\u2212" + text[1:] if text.startswith("-") else text


def local_number(x, lang: str, places: int = 0) -> str:
    """A number rounded half up, as `lang` writes it: local_number(7.65, "fr", 2) == '7,65'."""
    from babel.numbers import format_decimal
    from payday.i18n.formats import LOCALES
    if isinstance(x, Fraction):
        x = Decimal(x.numerator) / Decimal(x.denominator)
    value = Decimal(str(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) + 0   # no "−0"
    return minus_sign(format_decimal(value, format="#,##0" + ("." + "0" * places if places else ""),
                                     locale=LOCALES[lang]))


def local_pct(ratio, lang: str, places: int = 1) -> str:
    """A ratio as a percentage, as `lang` writes it: local_pct(Fraction(1, 8), "fr") == '12,5 %'."""
    from payday.i18n import t
    return t("charts.percent", lang, value=local_number(Fraction(ratio) * 100, lang, places))


def local_money(amount, currency: str, lang: str, cents: bool = False) -> str:
    """Money as `lang` writes it: whole units through i18n.money, or with cents (a tax)."""
    from payday.i18n import money
    if not cents:
        return money(int(Decimal(str(amount)).quantize(Decimal(1), rounding=ROUND_HALF_UP)), currency, lang)
    from babel.numbers import format_currency
    from payday.i18n.formats import LOCALES
    return format_currency(Decimal(str(amount)), currency, locale=LOCALES[lang])


def half_up(x) -> int:
    """A number rounded half up to a whole number, kept a number: half_up(176.5) == 177."""
    return int(Decimal(str(x)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


@dataclass(frozen=True)
class Fact:
    """One number a lesson states: its value, as the lesson prints it, and how it is worked out."""

    value: float
    text: str
    working: str


@dataclass(frozen=True)
class Table:
    caption: str
    columns: tuple[str, ...]
    rows: tuple[tuple, ...]


@dataclass(frozen=True)
class AnswerKey:
    slug: str                 # the lesson's folder in lessons/
    title: str
    standard: str
    setup: dict
    facts: dict[str, Fact]
    tables: tuple[Table, ...] = ()
    notes: tuple[str, ...] = ()


# ------------------------------------------------------------------ each lesson's settings
def lesson_game(number: str, style: str = "cautious") -> dict:
    """The settings of the lesson link's own game (its position and game number), with a
    computer style in the student's seat: the notebook's experiment is the game the students
    played, so the worksheet names one game number."""
    lesson = SCENARIOS[number]
    return {"lesson": number, "edition": lesson.edition, "months": lesson.months, "seed": lesson.seed,
            "players": (style, *lesson.computer)}


SETUPS = {
    "01-earning-income": lesson_game("01"),
    "02-spending": lesson_game("02"),
    "03-saving": lesson_game("03"),
    "05-managing-credit": {"edition": "payday", "months": 7, "seed": 1, "players": ("cautious", "cautious", "cautious")},
}


# ------------------------------------------------------------------ playing the lesson's games
def play(variant: str, *, seed: int, months: int, styles: tuple[str, ...],
         plan: Callable[[Game, Decision], Option | None] | None = None,
         bot: Bot | None = None, rules: dict | None = None, lesson: str | None = None) -> Game:
    """A seeded game between computer players, from the start or from a lesson's position.
    Seat 0 ("You") follows `plan` when it returns an option, and otherwise plays as `bot` (or
    its style)."""
    from payday.editions import new_game
    names = ["You", "Bo", "Cy", "Di", "Ed", "Flo"]
    specs = [PlayerSpec(names[seat], style) for seat, style in enumerate(styles)]
    start = SCENARIOS[lesson].start if lesson else None
    game = new_game(variant, specs, months=months, seed=seed, rules=rules, start=start)
    bots = {seat: make_bot(style, seed, seat) for seat, style in enumerate(styles)}
    if bot is not None:
        bots[0] = bot
    if plan is not None:
        bots[0] = Planned(plan, bots[0])
    game.play_bots(bots)
    return game


class Planned:
    """A seat that follows a lesson's plan where it has an answer, and a computer style
    elsewhere (a decider for `Game.play_bots`)."""

    def __init__(self, plan: Callable[[Game, Decision], Option | None], bot: Bot) -> None:
        self.plan, self.bot = plan, bot

    def choose(self, game: Game, decision: Decision) -> Option:
        option = self.plan(game, decision)
        return option if option is not None else self.bot.choose(game, decision)


def inflows(game: Game, seat: int, reasons) -> int:
    """Money the player received for these reasons (the accounts view of the ledger)."""
    return accounts(game.ledger, seat).received(*reasons)


def outflows(game: Game, seat: int, reasons, month: int | None = None) -> int:
    """Money the player paid for these reasons (in one month of theirs, if given)."""
    return accounts(game.ledger, seat, month).paid(*reasons)


def events(game: Game, seat: int, key: str) -> list[dict]:
    return [e.data for e in game.events if e.player == seat and e.key == key]


def rules(variant: str, overrides: dict | None = None):
    from payday.editions import rules_of
    return rules_of(variant, overrides)


LUCK = (Reason.WINDFALL, Reason.LOTTERY_PRIZE, Reason.JACKPOT, Reason.BET_WINNINGS, Reason.CONTEST)
FROM_PLAYERS = (Reason.GIFT,)
FROM_DEALS = (Reason.DEAL_SOLD, Reason.COMMISSION, Reason.AUCTION, Reason.BANK_BUYBACK)
BILLS = (Reason.BILL, Reason.FIXED_PAYMENT, Reason.INSURANCE, Reason.CONTRIBUTION,
         Reason.CARD_CHARGE, Reason.CARD_INTEREST)
CARD = (Reason.CARD_CHARGE, Reason.CARD_INTEREST)      # all a Monster Charge costs


# ------------------------------------------------------------------ 1. Earning income
SOCIAL_SECURITY_PCT, MEDICARE_PCT = Decimal("6.2"), Decimal("1.45")     # today's US FICA rates
# Income tax withheld depends on the employee's W-4 and the IRS tables (Publication 15-T); the
# lesson uses a flat example rate, said to be an example, that a teacher can change.
INCOME_TAX_EXAMPLE_PCT = Decimal("10")
STAKES = (Reason.LOTTERY_STAKE, Reason.BET_STAKE)       # what a player put in to play for luck


def months_text(n: int, unit: str = "month") -> str:
    """"one month", "3 months": how the keys' English words count."""
    return f"one {unit}" if n == 1 else f"{n} {unit}s"


def earning_income() -> AnswerKey:
    setup = dict(SETUPS["01-earning-income"])
    r = rules("payday")
    game = play(setup["edition"], seed=setup["seed"], months=setup["months"], styles=setup["players"],
                lesson=setup["lesson"])
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
                  tuple((name, amount, pct(Fraction(max(amount, 0), earned)))
                        for name, amount in (("salary", salary), ("windfalls and luck", luck),
                                             ("gifts from other players", gifts),
                                             ("selling deals", deals))))
    editions = []
    from payday.editions import EDITIONS
    for variant in sorted(EDITIONS):
        ed = rules(variant)
        bills = [c.amount for deck in ed.decks.values() for c in deck if c.kind is CardKind.BILL]
        if bills:
            mean = Fraction(sum(bills), len(bills))
            editions.append((variant, f"{num(ed.salary)} {ed.currency}", f"{num(mean)} {ed.currency}",
                             pct(mean / ed.salary)))
    return AnswerKey(
        "01-earning-income", "Earning income: gross pay, net pay and luck",
        "EI 8-5a, 8-5c, 8-6c, 12-7c (Earning Income)", setup,
        {
            "salary": Fact(r.salary, f"${num(r.salary)}", "the Pay Day edition's monthly salary (rules.salary)"),
            "salary_income": Fact(salary, f"${num(salary)}", f"{months_text(setup['months'], 'Pay Day')} × ${num(r.salary)}, from the ledger"),
            "luck_gross": Fact(luck_gross, f"${num(luck_gross)}", "windfalls, lottery, jackpot and contests won, from the ledger"),
            "luck_stakes": Fact(stakes, f"${num(stakes)}", "the player's own lottery and bet stakes, from the ledger"),
            "luck_income": Fact(luck, f"${num(luck)}", f"{num(luck_gross)} won − {num(stakes)} staked: luck net of the player's own stakes"),
            "salary_share": Fact(float(Fraction(salary, earned)), pct(Fraction(salary, earned)),
                                 f"{num(salary)} ÷ {num(earned)} (all income except loans and savings)"),
            "fica_rate": Fact(float(social + medicare), f"{social + medicare}%", f"{social}% Social Security + {medicare}% Medicare"),
            "fica": Fact(float(fica), f"${fica:,}", f"{r.salary} × {social + medicare}%, rounded to the cent"),
            "fica_net_pay": Fact(float(r.salary - fica), f"${r.salary - fica:,}", f"${num(r.salary)} − ${fica:,}: after FICA only"),
            "income_tax_rate": Fact(float(INCOME_TAX_EXAMPLE_PCT), f"{INCOME_TAX_EXAMPLE_PCT}%",
                                    "an example flat rate: real withholding follows the W-4 and IRS Publication 15-T"),
            "income_tax": Fact(float(income_tax), f"${income_tax:,}", f"{r.salary} × {INCOME_TAX_EXAMPLE_PCT}%, rounded to the cent"),
            "net_pay": Fact(float(r.salary - fica - income_tax), f"${r.salary - fica - income_tax:,}",
                            f"${num(r.salary)} − ${fica:,} FICA − ${income_tax:,} income tax withheld"),
            "bills_month1": Fact(bills_month1, f"${num(bills_month1)}", "bills, fixed payments, insurance and charges paid in month 1"),
            "bills_share": Fact(float(Fraction(bills_month1, r.salary)), pct(Fraction(bills_month1, r.salary)),
                                f"{num(bills_month1)} ÷ {num(r.salary)}"),
        },
        (table, Table("Compare editions by ratio, not by amount", ("edition", "salary", "average bill card", "bill ÷ salary"),
                      tuple(editions))),
        ("Salary comes every month; windfalls may never come again.",
         "Luck is counted net of the player's own stakes: a lottery ticket or a lost bet is paid for.",
         "The game pays gross salary; real employers withhold income tax as well as FICA before paying. "
         f"The {INCOME_TAX_EXAMPLE_PCT}% income tax is an example rate; the real amount follows the employee's W-4 "
         "and the IRS tables (Publication 15-T)."))


# ------------------------------------------------------------------ 2. Spending
PRICE_RISE_PCT = 10         # the teacher's inflation variant: every bill this much dearer


def spending() -> AnswerKey:
    setup = dict(SETUPS["02-spending"])
    r = rules("payday")
    game = play(setup["edition"], seed=setup["seed"], months=setup["months"], styles=setup["players"],
                lesson=setup["lesson"])
    by_reason = [(str(reason), outflows(game, 0, (reason,))) for reason in BILLS]
    by_reason = [(name, amount) for name, amount in by_reason if amount]
    total = sum(amount for _, amount in by_reason)
    raised = sum(amount * (100 + PRICE_RISE_PCT) // 100 for _, amount in by_reason)   # rounded down
    fall = 1 - Fraction(100, 100 + PRICE_RISE_PCT)
    return AnswerKey(
        "02-spending", "Spending: bills, fixed payments and the pull of deals",
        "SP 8-1b, 12-1a, 12-1b (Spending)", setup,
        {
            "salary": Fact(r.salary, f"${num(r.salary)}", "rules.salary"),
            "spent": Fact(total, f"${num(total)}", "bills and fixed payments of month 1, from the ledger"),
            "spent_share": Fact(float(Fraction(total, r.salary)), pct(Fraction(total, r.salary)),
                                f"{num(total)} ÷ {num(r.salary)}"),
            "left_over": Fact(r.salary - total, f"${num(r.salary - total)}", f"{num(r.salary)} − {num(total)}"),
            "inflated_share": Fact(float(Fraction(raised, r.salary)), pct(Fraction(raised, r.salary)),
                                   f"the same bills + {PRICE_RISE_PCT}% ({num(raised)}) ÷ {num(r.salary)}"),
            "buying_power_fall": Fact(float(fall), pct(fall), f"1 − 1/{1 + PRICE_RISE_PCT / 100:.2f}: prices +{PRICE_RISE_PCT}%, pay flat"),
            "deals_bought": Fact(len(events(game, 0, "bought")), str(len(events(game, 0, "bought"))),
                                 "deals the cautious player bought in month 1"),
        },
        (Table(f"Month 1 spending of player 1 ({setup['players'][0]}, in the student's seat), game number {setup['seed']}", ("category", "amount ($)", "share of salary"),
               tuple((name, amount, pct(Fraction(amount, r.salary))) for name, amount in by_reason)),),
        ("A bargain saves money only if you would have bought it anyway.",))


# ------------------------------------------------------------------ 3. Saving
DEPOSIT, WITHDRAWAL = 1000, 500     # what A deposits on day 1, and what B takes out late
YEARLY_PCT = 4                      # the extension: doubling at a real savings account's rate


def _savings_plan(action: str, r):
    """Seat 0's plan: deposit DEPOSIT on the first turn; then, on its first turn of month 1 after
    the last deposit day, withdraw WITHDRAWAL ("withdraw"), borrow one loan instead ("borrow"), or nothing."""
    state = {"deposited": False, "acted": False}

    def plan(game: Game, decision: Decision):
        me = game.players[0]
        if decision.kind is Ask.TURN and not state["deposited"]:
            state["deposited"] = True
            return decision.find(Act.DEPOSIT).with_amount(DEPOSIT)
        late = me.month == 1 and me.day > r.last_deposit_day and not me.at_payday
        if decision.kind is Ask.TURN and late and not state["acted"] and action != "keep":
            state["acted"] = True
            if action == "withdraw":
                return decision.find(Act.WITHDRAW).with_amount(WITHDRAWAL)
            return decision.find(Act.BORROW)
        if decision.kind is Ask.REPAY and action == "borrow" and me.month == 1:
            repay = decision.find(Act.REPAY)
            return repay.with_amount(r.loan_unit) if repay else None
        return None
    return plan, state


def saving(overrides: dict | None = None) -> AnswerKey:
    """The saving lesson's key; `overrides` changes the rules (a teacher's variant) everywhere."""
    setup = dict(SETUPS["03-saving"])
    r = rules("bonne-paye", overrides)
    games = {}
    for action in ("keep", "withdraw", "borrow"):
        plan, state = _savings_plan(action, r)
        games[action] = play(setup["edition"], seed=setup["seed"], months=1, styles=setup["players"],
                             plan=plan, rules=overrides, lesson=setup["lesson"])
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
            "rate": Fact(r.savings_rate_pct, f"{r.savings_rate_pct}%", "rules.savings_rate_pct, paid at Pay Day"),
            "last_deposit_day": Fact(r.last_deposit_day, str(r.last_deposit_day), "rules.last_deposit_day"),
            "fee": Fact(r.withdrawal_fee, f"{num(r.withdrawal_fee)} €", "rules.withdrawal_fee"),
            "interest_A": Fact(interest["keep"], f"{num(interest['keep'])} €", "A's interest at Pay Day, from the ledger"),
            "interest_B": Fact(interest["withdraw"], f"{num(interest['withdraw'])} €", "B's interest at Pay Day, from the ledger"),
            "fee_paid_B": Fact(fee, f"{num(fee)} €", "B's withdrawal fee, from the ledger"),
            "cost_B": Fact(fee + lost, f"{num(fee + lost)} €", f"fee {num(fee)} + lost interest {num(lost)}"),
            "loan_cost": Fact(loan_cost, f"{num(loan_cost)} €",
                              f"interest on one {num(r.loan_unit)} loan at {r.loan_rate_pct}%, repaid at Pay Day (ledger)"),
            "growth_12": Fact(float(growth), f"{num(growth, 3)}×", f"{1 + float(rate)}^12"),
            "effective_rate": Fact(float(growth - 1), pct(growth - 1), f"{1 + float(rate)}^12 − 1"),
            "doubling_months": Fact(doubling, num(doubling, 2), f"ln 2 ÷ ln {1 + float(rate)}"),
            "rule_of_72": Fact(72 / r.savings_rate_pct, num(Fraction(72, r.savings_rate_pct), 1), f"72 ÷ {r.savings_rate_pct}"),
            "doubling_4pct_years": Fact(math.log(2) / math.log(1 + YEARLY_PCT / 100), num(math.log(2) / math.log(1 + YEARLY_PCT / 100), 1),
                                        f"ln 2 ÷ ln {1 + YEARLY_PCT / 100}"),
            "days_short": Fact(days, str(days), f"from day {r.last_deposit_day + 1} to Pay Day (day {r.payday})"),
            "fee_pct": Fact(float(fee_rate), pct(fee_rate), f"{r.withdrawal_fee} ÷ {WITHDRAWAL} for {days} days"),
            "fee_yearly": Fact(float(fee_rate * 365 / days), pct(fee_rate * 365 / days, 0),
                               f"{pct(fee_rate)} × 365 ÷ {days}, as simple interest"),
        },
        (Table("Three choices, same game number", ("player", "what they did", "interest", "fee", "loan interest"),
               (("A", f"deposit {num(DEPOSIT)} and leave it", interest["keep"], 0, 0),
                ("B", f"withdraw {num(WITHDRAWAL)} after day {r.last_deposit_day}", interest["withdraw"], fee, 0),
                ("C", f"borrow {num(r.loan_unit)} instead", interest["borrow"], 0, loan_cost))),),
        ("Timing matters: only money in the book at Pay Day earns interest.",))


# ------------------------------------------------------------------ 4. Investing
LAB = {"variant": "bonne-paye", "players": 4, "months": 6, "games": 200, "seed": 1,
       "bots": ["borrower", "deal_hunter", "cautious", "saver"]}


PRICE, SALE, COMMISSION_PCT = 2000, 3000, 10          # the worked example of a deal
SAVED, YEARS, GROSS_PCT, FEE_PCT = 1000, 30, 7, 1      # the extension: a fee over a lifetime


def acquisition_tiers(overrides: dict | None = None) -> list[tuple[int, int, int]]:
    """La Bonne Paye's acquisitions as numbers: (price, real value, commission), cheapest first."""
    return sorted({(c.amount, c.value, c.commission) for c in rules("bonne-paye", overrides).decks["acquisition"]})


def rotated_lab(lab: dict = LAB) -> dict[str, list[int]]:
    """Each style's net worth in every game of the lab, the seats rotated: game g seats the
    styles shifted by g places, so no style keeps the first seat (who moves first gains)."""
    from payday.lab.simulate import play_one
    styles, seats = list(lab["bots"]), lab["players"]
    worths: dict[str, list[int]] = {style: [] for style in styles}
    for g in range(lab["games"]):
        order = tuple(styles[(seat + g) % len(styles)] for seat in range(seats))
        for player in play_one(lab["variant"], order, lab["months"], lab["seed"] + g)["players"]:
            worths[player["strategy"]].append(player["net_worth"])
    return worths


def interval(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95 % interval (normal approximation: mean ± 1.96 s/√n)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def investing() -> AnswerKey:
    from payday.lab.simulate import simulate, summarize
    tiers = acquisition_tiers()
    price, sale, commission = PRICE, SALE, Fraction(COMMISSION_PCT, 100)
    net = sale - price - sale * commission
    report = simulate(LAB["variant"], players=LAB["players"], months=LAB["months"],
                      games=LAB["games"], seed=LAB["seed"], bots=LAB["bots"])
    rows = summarize(report)
    best = max(rows, key=lambda row: row["mean_net_worth"])
    rotated = rotated_lab()
    ranked = sorted(rotated, key=lambda style: -statistics.fmean(rotated[style]))
    first, second = ranked[0], ranked[1]
    # Every style plays every game, so the two best are compared game by game (paired).
    paired = interval([a - b for a, b in zip(rotated[first], rotated[second])])
    apart = paired[1] > 0
    low_return = min(Fraction(v - p, p) for p, v, _ in tiers)
    fee_end = SAVED * (1 + GROSS_PCT / 100) ** YEARS, SAVED * (1 + (GROSS_PCT - FEE_PCT) / 100) ** YEARS
    return AnswerKey(
        "04-investing", "Investing: deals, risk and return, and does borrowing to buy pay?",
        "Investing 12.2, 12.3, 12.6, 12.7", {"edition": "bonne-paye", "lab": LAB},
        {
            "best_tier_return": Fact(max((v - p) / p for p, v, _ in tiers),
                                     pct(max(Fraction(v - p, p) for p, v, _ in tiers)), "(value − price) ÷ price"),
            "return_before": Fact((sale - price) / price, pct(Fraction(sale - price, price)), f"({num(sale)} − {num(price)}) ÷ {num(price)}"),
            "return_after": Fact(float(net / price), pct(net / price), f"({num(sale)} − {num(price)} − {num(sale * commission)}) ÷ {num(price)}"),
            "end_7pct": Fact(fee_end[0], num(fee_end[0]), f"{num(SAVED)} × {1 + GROSS_PCT / 100}^{YEARS}"),
            "end_6pct": Fact(fee_end[1], num(fee_end[1]), f"{num(SAVED)} × {1 + (GROSS_PCT - FEE_PCT) / 100}^{YEARS}"),
            "fee_share": Fact(1 - fee_end[1] / fee_end[0], pct(1 - fee_end[1] / fee_end[0]), f"1 − {num(fee_end[1])} ÷ {num(fee_end[0])}"),
            "best_style": Fact(0, best["strategy"], f"highest mean net worth over {LAB['games']} games, seats fixed"),
            "best_rotated": Fact(0, first, f"highest mean net worth over {LAB['games']} games, seats rotated"),
            "second_rotated": Fact(0, second, "the next highest, seats rotated"),
            "paired_difference": Fact(paired[0], num(paired[0]), f"{first} − {second}, game by game"),
            "paired_low": Fact(paired[1], num(paired[1]), "95% interval of the paired difference: low end"),
            "paired_high": Fact(paired[2], num(paired[2]), "95% interval of the paired difference: high end"),
            "told_apart": Fact(int(apart), "yes" if apart else "no",
                               "whether the interval leaves out zero (else the two cannot be told apart)"),
            "lowest_tier_return": Fact(float(low_return), pct(low_return), "the worst acquisition's (value − price) ÷ price"),
        },
        (Table("La Bonne Paye acquisitions (rules data)", ("price", "real value", "commission", "return"),
               tuple((num(p), num(v), num(c), pct(Fraction(v - p, p))) for p, v, c in tiers)),
         Table(f"Simulation lab: {LAB['games']} games of {LAB['months']} months, game numbers {LAB['seed']}–{LAB['seed'] + LAB['games'] - 1}",
               ("style", "wins", "mean net worth", "median", "spread (st. dev.)", "went bankrupt"),
               tuple((row["strategy"], row["wins"], num(row["mean_net_worth"]), num(row["median_net_worth"]),
                      num(row["stdev_net_worth"]), row["eliminated"]) for row in rows)),
         Table(f"Seats rotated: {LAB['games']} games, each style in each seat in turn",
               ("style", "mean net worth", "95% interval of the mean"),
               tuple((style, num(interval(rotated[style])[0]),
                      f"{num(interval(rotated[style])[1])} to {num(interval(rotated[style])[2])}")
                     for style in ranked))),
        ("In La Bonne Paye the bank pays the commission to the highest roller; it is a cost of the market, "
         "not taken from the seller.",
         f"With the seats fixed, {best['strategy']} looks best; the first seat moves first, so the lab rotates "
         f"the seats. Rotated, {first} leads {second} by {num(paired[0])} a game on average (95% interval "
         f"{num(paired[1])} to {num(paired[2])}): "
         + ("the two can be told apart." if apart else "the two cannot be told apart."),
         f"Say it plainly: every acquisition's real value is above its price (returns {pct(low_return)} and up), "
         "so the game's deals are priced to win. Real investments are not: their prices can fall, and "
         "nobody guarantees a buyer."))


# ------------------------------------------------------------------ 5. Managing credit
def _monster_plan(carry: bool):
    def plan(game: Game, decision: Decision):
        if decision.kind is Ask.MONSTER_CHARGE:
            return decision.find(Act.PAY_INTEREST if carry else Act.PAY_ALL) or decision.find(Act.PAY_ALL)
        return None
    return plan


def minimum_payments(rate: Fraction, minimum: Fraction, of_current: bool, months: int = 12):
    """Paying the minimum on 1 of debt: each month interest (`rate` × balance) plus `minimum` ×
    the current balance, or × the original principal. Returns (balance left, total paid,
    interest paid, months to pay off or None)."""
    balance, paid, interest_paid, cleared = Fraction(1), Fraction(0), Fraction(0), None
    for month in range(1, months + 1):
        interest = balance * rate
        principal = min(balance, minimum * (balance if of_current else 1))
        balance -= principal
        paid += interest + principal
        interest_paid += interest
        if balance == 0 and cleared is None:
            cleared = month
    return balance, paid, interest_paid, cleared


DEBT = 1000        # the example debt of the minimum-payment and interest-only questions
PAYDAY_LOAN = (15, 100, 14)    # a real payday loan: $15 per $100 for 14 days
CARD_APRS = (Decimal("15.49"), Decimal("25.49"))     # a sample US card disclosure's range of APRs


def managing_credit() -> AnswerKey:
    setup = dict(SETUPS["05-managing-credit"])
    r = rules("payday")
    games = {carry: play(setup["edition"], seed=setup["seed"], months=setup["months"], styles=setup["players"],
                         plan=_monster_plan(carry))
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
    auction = rules("payday-auction")
    loan_rate, least = Fraction(auction.loan_rate_pct, 100), Fraction(auction.repay_min_pct, 100)
    cur = minimum_payments(loan_rate, least, of_current=True)
    orig = minimum_payments(loan_rate, least, of_current=False)
    paid = {carry: outflows(game, 0, CARD) for carry, game in games.items()}
    return AnswerKey(
        "05-managing-credit", "Managing credit: APR, carrying a balance and minimum payments",
        "MC 8-1, 8-2a–c, 12.1a–b; DC CR.S.1 (Managing Credit)", setup,
        {
            "monthly_rate": Fact(r.monster_rate_pct, f"{r.monster_rate_pct}%", "rules.monster_rate_pct (and loan_rate_pct)"),
            "apr": Fact(float(apr), pct(apr, 0), f"{r.monster_rate_pct}% × 12 (Regulation Z)"),
            "effective": Fact(float(effective), pct(effective), f"1.{r.monster_rate_pct}^12 − 1 when interest compounds"),
            "effective_rounded": Fact(float(effective), pct(effective, 0), "the same, to the nearest whole %"),
            "charge": Fact(charge[0]["amount"], f"${num(charge[0]['amount'])}", "player 1's Monster Charge in month 1 (game number 1)"),
            "months_carried": Fact(len(charge), str(len(charge)), "Pay Days where the balance was carried"),
            "interest_carried": Fact(carried_interest, f"${num(carried_interest)}", "10% of the balance at each Pay Day carried (the story)"),
            "paid_in_full": Fact(paid[False], f"${num(paid[False])}", "everything paid for Monster Charges, paying in full (ledger)"),
            "paid_carrying": Fact(paid[True], f"${num(paid[True])}", "everything paid for the same charges, carrying them (ledger)"),
            "cost_of_carrying": Fact(paid[True] - paid[False], f"${num(paid[True] - paid[False])}",
                                     f"{num(paid[True])} − {num(paid[False])}: the interest"),
            "chinese_rule": Fact(auction.repay_min_pct, f"{auction.repay_min_pct}% of the {auction.repay_basis}",
                                 "payday-auction rules: repay_min_pct and repay_basis"),
            "interest_only_year": Fact(float(DEBT * rate * 12), f"${num(DEBT * rate * 12)}",
                                       f"${num(DEBT)} × {r.monster_rate_pct}% × 12, and the ${num(DEBT)} is still owed"),
            "compounded_year": Fact(float(DEBT * (1 + rate) ** 12), f"${num(DEBT * (1 + rate) ** 12)}",
                                    f"${num(DEBT)} × {num(1 + rate, 1)}^12"),
            "card_monthly_low": Fact(float(CARD_APRS[0]) / 12, f"{num(Fraction(CARD_APRS[0]) / 12, 1)}%", f"{CARD_APRS[0]}% APR ÷ 12"),
            "card_monthly_high": Fact(float(CARD_APRS[1]) / 12, f"{num(Fraction(CARD_APRS[1]) / 12, 1)}%", f"{CARD_APRS[1]}% APR ÷ 12"),
            "payday_loan_apr": Fact(float(payday_apr), pct(payday_apr, 0), f"${fee} per ${lent} for {days} days: {pct(Fraction(fee, lent), 0)} × 365 ÷ {days}"),
            "min_current_left": Fact(float(cur[0]), pct(cur[0]), "minimum on the current balance, 12 months: 0.9^12"),
            "min_current_paid": Fact(float(cur[1]), pct(cur[1]), "total paid, as a share of the principal"),
            "min_current_interest": Fact(float(cur[2]), pct(cur[2]), "interest paid, as a share of the principal"),
            "min_original_months": Fact(orig[3], str(orig[3]), "minimum on the original principal, months to pay off"),
            "min_original_interest": Fact(float(orig[2]), pct(orig[2], 0), "0.1 × (1 + 0.9 + … + 0.1)"),
        },
        (Table(f"Minimum payments on {num(DEBT)} at {auction.loan_rate_pct}% a month", ("rule", "owed after 12 months", "total paid", "interest paid"),
               ((f"{auction.repay_min_pct}% of the current balance + interest", num(DEBT * cur[0]), num(DEBT * cur[1]), num(DEBT * cur[2])),
                (f"{auction.repay_min_pct}% of the original principal + interest", num(DEBT * orig[0]), num(DEBT * orig[1]), num(DEBT * orig[2])))),),
        (f"Say \"{pct(apr, 0)} APR, {pct(effective, 0)} effective\", never \"{pct(effective, 0)} APR\".",
         "Same game number, same Monster Charges: the only difference between the two games' card payments "
         "is the interest.",
         f"The 我愛發薪日 engine uses the '{auction.repay_basis}' rule (repay_basis); a teacher can "
         "switch it to 'principal'."))


# ------------------------------------------------------------------ 6. Managing risk
class _Insures(Bot):
    style = "always_insures"
    buffer = 300
    insures = True
    gambles = False


class _NeverInsures(_Insures):
    style = "never_insures"

    def insurance(self, game, decision, player):
        return decision.find(Act.PASS)


RISK_SEEDS = range(1, 101)
PICK3 = (500, 1000)      # a real Pick-3 straight bet: $500 prize, 1 chance in 1,000
LOWER_PREMIUM = 200      # the teacher's variant of the lesson: a cheaper Médic'Assur


def doctor_costs(seed: int, bot, overrides: dict | None = None) -> int:
    """Player 1's month-1 doctor bills and Médic'Assur premiums, from the game's events."""
    game = play("bonne-paye", seed=seed, months=1, styles=("cautious",) * 3, bot=bot(seed, 0),
                rules=overrides)
    doctor = {c.id for c in game.rules.decks["courrier"] if c.category == "doctor"}
    premiums = sum(e["amount"] for e in events(game, 0, "insured") if e["card"] in doctor)
    bills = sum(e["amount"] for e in events(game, 0, "bill_paid") if e["card"] in doctor)
    return premiums + bills


def managing_risk(overrides: dict | None = None) -> AnswerKey:
    bp = rules("bonne-paye", overrides)
    p_win = Fraction(6 - bp.bet_winning_face + 1, 6)
    bet_ev = p_win * bp.bet_multiplier - (1 - p_win)
    lottery_ev = Fraction(bp.lottery_prize, 6) - bp.lottery_stake
    doctor = sorted(c.amount for c in bp.decks["courrier"] if c.kind is CardKind.BILL and c.category == "doctor")
    premium = bp.medic_assur_price
    bills_needed = next((n for n in range(1, len(doctor) + 1) if sum(doctor[-n:]) > premium), None)
    setup = {"edition": "bonne-paye", "months": 1, "seeds": f"{RISK_SEEDS[0]}–{RISK_SEEDS[-1]}",
             "players": ("cautious", "cautious", "cautious")}

    def compare(rule_changes):
        costs = {name: [doctor_costs(seed, bot, rule_changes) for seed in RISK_SEEDS]
                 for name, bot in (("insured", _Insures), ("uninsured", _NeverInsures))}
        pairs = list(zip(costs["insured"], costs["uninsured"]))
        return costs, (sum(a < b for a, b in pairs), sum(a > b for a, b in pairs), sum(a == b for a, b in pairs))

    costs, (cheaper, dearer, same) = compare(overrides)
    low_costs, (low_cheaper, low_dearer, _) = compare({**(overrides or {}), "medic_assur_price": LOWER_PREMIUM})
    insured_offers = sum(1 for seed in RISK_SEEDS if doctor_offered(seed, overrides))
    pd_rules = rules("payday")
    pd_ev = tuple((n, Fraction(pd_rules.lottery_bank_ante, n)) for n in range(2, 7))
    mean = statistics.fmean
    return AnswerKey(
        "06-managing-risk", "Managing risk: insurance, lotteries and expected value",
        "MR 8-1a, 8-1b, 8-2, 12-5c (Managing Risk)",
        setup,
        {
            "bet_p": Fact(float(p_win), f"{p_win.numerator}/{p_win.denominator}", f"faces {bp.bet_winning_face} to 6 of a die"),
            "bet_ev": Fact(float(bet_ev), f"+{num(bet_ev, 2)}×", f"{bp.bet_multiplier} × {p_win} − {1 - p_win}"),
            "lottery_ev": Fact(float(lottery_ev), f"+{num(lottery_ev)}", f"{bp.lottery_prize}/6 − {bp.lottery_stake}"),
            "premium": Fact(premium, f"{num(premium)} €", "rules.medic_assur_price (the card prints 450)"),
            "doctor_mean": Fact(statistics.fmean(doctor), num(statistics.fmean(doctor)), f"mean of the doctor bills {doctor}"),
            "doctor_max": Fact(doctor[-1], num(doctor[-1]), "the largest single doctor bill"),
            "bills_needed": Fact(bills_needed or 0, str(bills_needed), f"doctor bills before they top the {premium} premium"),
            "offered": Fact(insured_offers, str(insured_offers), f"games of {len(RISK_SEEDS)} where player 1 was offered a Médic'Assur in month 1"),
            "mean_insured": Fact(mean(costs["insured"]), num(mean(costs["insured"])), "doctor bills + Médic'Assur premiums, always insuring"),
            "mean_uninsured": Fact(mean(costs["uninsured"]), num(mean(costs["uninsured"])), "doctor bills, never insuring"),
            "worst_insured": Fact(max(costs["insured"]), num(max(costs["insured"])), "worst month of covered losses, always insuring"),
            "worst_uninsured": Fact(max(costs["uninsured"]), num(max(costs["uninsured"])), "worst month of doctor bills, never insuring"),
            "insuring_cheaper": Fact(cheaper, str(cheaper), "games where always insuring cost less (same game number)"),
            "insuring_dearer": Fact(dearer, str(dearer), "games where always insuring cost more"),
            "insuring_same": Fact(same, str(same), "games where it made no difference (no policy offered, or none bought)"),
            "low_premium": Fact(LOWER_PREMIUM, f"{num(LOWER_PREMIUM)} €", "the teacher's variant: medic_assur_price"),
            "low_cheaper": Fact(low_cheaper, str(low_cheaper), f"games where insuring at {LOWER_PREMIUM} cost less"),
            "low_dearer": Fact(low_dearer, str(low_dearer), f"games where insuring at {LOWER_PREMIUM} cost more"),
            "pick3": Fact(PICK3[0] / PICK3[1], f"${num(Fraction(*PICK3), 2)}", f"${PICK3[0]} prize × 1/{num(PICK3[1])} chance, per $1"),
        },
        (Table(f"Month 1 doctor bills and Médic'Assur premiums of player 1, game numbers {RISK_SEEDS[0]}–{RISK_SEEDS[-1]}",
               ("choice", "premium", "mean", "worst month", "spread (st. dev.)", "cheaper than not insuring", "dearer"),
               (("always insure", premium, half_up(mean(costs["insured"])), max(costs["insured"]),
                 half_up(statistics.pstdev(costs["insured"])), cheaper, dearer),
                ("never insure", "–", half_up(mean(costs["uninsured"])), max(costs["uninsured"]),
                 half_up(statistics.pstdev(costs["uninsured"])), "–", "–"),
                ("always insure", LOWER_PREMIUM, half_up(mean(low_costs["insured"])), max(low_costs["insured"]),
                 half_up(statistics.pstdev(low_costs["insured"])), low_cheaper, low_dearer))),
         Table("Pay Day lottery: the expected gain of each entrant", ("entrants", "expected gain ($)"),
               tuple((n, num(ev)) for n, ev in pd_ev))),
        ("Only covered losses count: doctor bills and the Médic'Assur premium. Garage and home bills are "
         "the same whether or not a player insures against doctors.",
         f"The premium ({num(premium)}) is as large as the largest doctor bill, so insurance pays off "
         f"only in a month with {bills_needed} or more doctor bills: over {len(RISK_SEEDS)} games, insuring "
         f"was cheaper in {cheaper}, dearer in {dearer} and made no difference in {same}. The lesson the game "
         "shows: a premium buys protection against a bad month, not profit, and a premium as large as the "
         "worst bill buys almost no protection.",
         f"At a premium of {num(LOWER_PREMIUM)} (medic_assur_price, a setting) insuring was cheaper in "
         f"{low_cheaper} games and dearer in {low_dearer}: the price decides whether insurance is worth it.",
         "The game lets a player buy a Médic'Assur after a doctor's bill has arrived, since it cancels the "
         "bills at Pay Day. Real insurance never covers a loss that has already happened.",
         "One policy per kind (one_policy_per_kind): a player already insured is not offered a second card."))


def doctor_offered(seed: int, overrides: dict | None = None) -> bool:
    """Whether player 1 (never insuring) was offered a Médic'Assur in month 1 of this game."""
    game = play("bonne-paye", seed=seed, months=1, styles=("cautious",) * 3, bot=_NeverInsures(seed, 0),
                rules=overrides)
    doctor = {c.id for c in game.rules.decks["courrier"] if c.kind is CardKind.INSURANCE and c.category == "doctor"}
    return any(e["card"] in doctor for e in events(game, 0, "drew"))


KEYS: dict[str, Callable[[], AnswerKey]] = {
    "01-earning-income": earning_income, "02-spending": spending, "03-saving": saving,
    "04-investing": investing, "05-managing-credit": managing_credit, "06-managing-risk": managing_risk,
}


# ------------------------------------------------------------------ plans and worksheets
@dataclass(frozen=True)
class Figure:
    """A number a plan or worksheet quotes, and how it is written: `unit` is "" (a plain number),
    "%" (`value` in percentage points) or a currency code; `places` decimals, rounded half up."""

    value: int | float | Fraction | Decimal
    unit: str = ""
    places: int = 0

    def text(self, lang: str) -> str:
        value = self.value if isinstance(self.value, Fraction) else Fraction(Decimal(str(self.value)))
        if self.unit == "%":
            return local_pct(value / 100, lang, self.places)
        if self.unit:
            return local_money(Decimal(value.numerator) / value.denominator, self.unit, lang, cents=self.places > 0)
        return local_number(value, lang, self.places)


def figures(slug: str) -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, read from the rules data, the
    lesson's settings and the worked examples above."""
    pd, bp, auction = rules("payday"), rules("bonne-paye"), rules("payday-auction")
    setup = SETUPS.get(slug, {})
    common = {"seed": Figure(setup.get("seed", 0)), "months": Figure(setup.get("months", 0))}
    if slug == "01-earning-income":
        return {**common, "game_number": Figure(SCENARIOS["01"].seed), "income_tax": Figure(INCOME_TAX_EXAMPLE_PCT, "%"), "social_security": Figure(SOCIAL_SECURITY_PCT, "%", 1),
                "medicare": Figure(MEDICARE_PCT, "%", 2), "fica_rate": Figure(SOCIAL_SECURITY_PCT + MEDICARE_PCT, "%", 2),
                "salary": Figure(pd.salary, pd.currency)}
    if slug == "02-spending":
        dearer = 1 + Fraction(PRICE_RISE_PCT, 100)
        return {**common, "game_number": Figure(SCENARIOS["02"].seed), "price_rise": Figure(PRICE_RISE_PCT, "%"), "one_dollar": Figure(1, pd.currency, 2),
                "dearer": Figure(dearer, pd.currency, 2), "dearer_factor": Figure(dearer, "", 2),
                "buying_power_fall": Figure(100 - Fraction(100 * 100, 100 + PRICE_RISE_PCT), "%", 1)}
    if slug == "03-saving":
        facts = SCENARIOS["03"].facts()
        return {**common, "game_number": Figure(SCENARIOS["03"].seed),
                "cash": Figure(facts["cash"], bp.currency), "bill": Figure(facts["bill"], bp.currency),
                "fee": Figure(bp.withdrawal_fee, bp.currency), "loan": Figure(bp.loan_unit, bp.currency),
                "loan_rate": Figure(bp.loan_rate_pct, "%"), "first_closed_day": Figure(bp.last_deposit_day + 1),
                "whatif_deposit": Figure(SCENARIOS["03"].amount, bp.currency), "deposit": Figure(DEPOSIT), "withdrawal": Figure(WITHDRAWAL),
                "last_deposit_day": Figure(bp.last_deposit_day), "rate": Figure(bp.savings_rate_pct, "%"),
                "rate_number": Figure(bp.savings_rate_pct), "yearly_rate": Figure(YEARLY_PCT, "%"),
                "rule_of_72_years": Figure(Fraction(72, YEARLY_PCT)),
                "doubling_years": Figure(math.log(2) / math.log(1 + YEARLY_PCT / 100), "", 1)}
    if slug == "04-investing":
        return {"game_number": Figure(SCENARIOS["04"].seed), "games": Figure(LAB["games"]), "months": Figure(LAB["months"]), "first_seed": Figure(LAB["seed"]),
                "last_seed": Figure(LAB["seed"] + LAB["games"] - 1), "price": Figure(PRICE), "sale": Figure(SALE),
                "commission": Figure(COMMISSION_PCT, "%"), "gain": Figure(Fraction(100 * (SALE - PRICE), PRICE), "%"),
                "saved": Figure(SAVED), "years": Figure(YEARS), "gross": Figure(GROSS_PCT, "%"),
                "net": Figure(GROSS_PCT - FEE_PCT, "%"), "fee": Figure(FEE_PCT, "%")}
    if slug == "05-managing-credit":
        fee, lent, days = PAYDAY_LOAN
        lesson = SCENARIOS["05"]
        monthly = Fraction(pd.monster_rate_pct, 100)
        return {**common, "game_number": Figure(lesson.seed), "stretch": Figure(lesson.months),
                "charge": Figure(lesson.facts()["charge"], pd.currency),
                "apr": Figure(monthly * 12 * 100, "%"),
                "effective": Figure(((1 + monthly) ** 12 - 1) * 100, "%", 0), "rate": Figure(pd.monster_rate_pct, "%"), "debt": Figure(DEBT, pd.currency),
                "debt_number": Figure(DEBT), "growth": Figure(1 + Fraction(pd.monster_rate_pct, 100), "", 1),
                "minimum": Figure(auction.repay_min_pct, "%"), "loan_fee": Figure(fee, pd.currency),
                "loan_lent": Figure(lent, pd.currency), "loan_days": Figure(days)}
    if slug == "06-managing-risk":
        return {"months": Figure(1), "first_seed": Figure(RISK_SEEDS[0]), "last_seed": Figure(RISK_SEEDS[-1]),
                "games": Figure(len(RISK_SEEDS)), "winning_face": Figure(bp.bet_winning_face),
                "winning_faces": Figure(6 - bp.bet_winning_face + 1), "multiplier": Figure(bp.bet_multiplier),
                "prize": Figure(PICK3[0], pd.currency), "prize_number": Figure(PICK3[0]),
                "odds": Figure(PICK3[1]), "one_dollar": Figure(1, pd.currency),
                "premium": Figure(bp.medic_assur_price, bp.currency),
                "low_premium": Figure(LOWER_PREMIUM, bp.currency),
                "game_number": Figure(SCENARIOS["06"].seed),
                "doctor_bill": Figure(next(c.amount for c in bp.decks["courrier"]
                                           if c.id == SCENARIOS["06"].start.decks["courrier"][1]), bp.currency)}
    raise ValueError(f"no lesson {slug!r}")


PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")
DOCUMENTS = ("plan.md", "worksheet.en.md", "worksheet.fr.md", "worksheet.zh-Hant.md")


def fill(template: str, values: dict[str, Figure], lang: str) -> str:
    """A template's `{{name}}` placeholders replaced by the figures, written the `lang` way."""
    def one(match):
        if match.group(1) not in values:
            raise KeyError(f"the template asks for {{{{{match.group(1)}}}}}, which figures() does not give")
        return values[match.group(1)].text(lang)
    return PLACEHOLDER.sub(one, template)


def document(slug: str, name: str, directory: Path = LESSONS_DIR) -> str:
    """A plan or worksheet made from lessons/<slug>/templates/<name> (plans are in English)."""
    template = (directory / slug / "templates" / name).read_text(encoding="utf-8")
    lang = name.split(".")[1] if name.startswith("worksheet.") else "en"
    note = (f"\n<!-- Generated by `python -m payday.teaching.lessons --write` from templates/{name}; "
            "its numbers come from the rules data. Edit the template. -->\n")
    return fill(template, figures(slug), lang).rstrip("\n") + "\n" + note


# ------------------------------------------------------------------ Markdown
SETUP_WORDS = {"seed": "game number", "seeds": "game numbers"}   # a seed is "the game number"


def cell_text(cell) -> str:
    """A table cell as the key prints it: numbers stay numbers in the key's data, and are
    rounded half up (with thousands separators) only here."""
    if type(cell) is int:
        return num(cell)
    return str(cell)


def setup_text(setup: dict) -> str:
    """A lesson's settings as the key prints them, a seed called the game number."""
    def value(v):
        return "{" + setup_text(v) + "}" if isinstance(v, dict) else str(v)
    return "; ".join(f"{SETUP_WORDS.get(k, k)} = {value(v)}" for k, v in setup.items())


def render(key: AnswerKey) -> str:
    lines = [f"# Answer key: {key.title}", "",
             "<!-- Generated by `python -m payday.teaching.lessons --write` from payday/teaching/lessons.py. Do not edit. -->", "",
             f"**Standard:** {key.standard}", "",
             "**Setup:** " + setup_text(key.setup), "",
             "## Numbers to state", "", "| fact | value | how |", "|---|---|---|"]
    lines += [f"| {name} | **{fact.text}** | {fact.working} |" for name, fact in key.facts.items()]
    for table in key.tables:
        lines += ["", f"## {table.caption}", "", "| " + " | ".join(table.columns) + " |",
                  "|" + "---|" * len(table.columns)]
        lines += ["| " + " | ".join(cell_text(cell) for cell in row) + " |" for row in table.rows]
    if key.notes:
        lines += ["", "## Notes", ""] + [f"- {note}" for note in key.notes]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ the keys in three languages
KEY_LANGUAGES = ("en", "fr", "zh-Hant")
KEY_NOTE = ("\n<!-- Generated by `python -m payday.teaching.lessons --write` from templates/answer-key.{lang}.md; its "
            "numbers come from payday/teaching/lessons.py and its answers from the guide. Edit the templates. -->\n")
CURRENCY_TEXT = re.compile(r"^([\d,]+) ([A-Z]{3})$")     # a table's "1,500 EUR"
MODEL_ANSWER = re.compile(r"^- \*\*")                  # "- **3a.** ..." in a guide


def key_file(lang: str) -> str:
    return f"answer-key.{lang}.md"


def model_answers(slug: str, lang: str, directory: Path = LESSONS_DIR) -> str:
    """The guide's model answers, numbered like the worksheet: written once, in the guide's
    template, and shown in the answer key too so that the two never disagree."""
    from payday.teaching.guide import guide
    lines = guide(slug, lang, directory).splitlines()
    first = next((i for i, line in enumerate(lines) if line.startswith("- **1.**")), None)
    if first is None:
        raise KeyError(f"the {lang} guide of {slug} has no model answer numbered 1")
    answers = []
    for line in lines[first:]:
        if not MODEL_ANSWER.match(line):
            break
        answers.append(line)
    return "\n".join(answers)


def key_value(name: str, slug: str, lang: str, directory: Path = LESSONS_DIR) -> str:
    """One placeholder of an answer key's template: `answers`, `players` (the seats' styles),
    `yesno.<fact>`, `days_in_year`, `confidence`, `card_apr_low`/`high`, `rows.t<n>` (a table's
    rows), or anything a guide's placeholder may be."""
    from payday.teaching.guide import answer_key, value
    from payday.i18n import t
    if name == "answers":
        return model_answers(slug, lang, directory)
    if name == "players":
        comma = "、" if lang == "zh-Hant" else ", "     # Chinese lists with the enumeration comma
        return comma.join(t(f"app.style.{style}", lang) for style in answer_key(slug).setup["players"])
    if name.startswith("yesno."):
        fact = answer_key(slug).facts[name[len("yesno."):]]
        return t("dashboard.yes" if fact.value else "dashboard.no", lang)
    if name == "days_in_year":
        return Figure(365).text(lang)
    if name == "confidence":            # the level of `interval`'s intervals
        return Figure(95, "%").text(lang)
    if name in ("card_apr_low", "card_apr_high"):
        return Figure(CARD_APRS[name == "card_apr_high"], "%", 2).text(lang)
    cell = re.fullmatch(r"key\.t(\d+)\.r(\d+)\.c(\d+)", name)
    if cell:
        table, row, column = (int(n) for n in cell.groups())
        return key_cell(answer_key(slug).tables[table].rows[row][column], lang)
    rows = re.fullmatch(r"rows\.t(\d+)", name)
    if rows:
        return "\n".join("| " + " | ".join(key_cell(cell, lang) for cell in row) + " |"
                         for row in answer_key(slug).tables[int(rows.group(1))].rows)
    return value(name, slug, lang)


INTERVAL_TEXT = re.compile(r"^(\S+) to (\S+)$")     # a table's "27,815 to 30,089"


def key_cell(cell, lang: str) -> str:
    """A cell of a key's table written the `lang` way: a number, money ("1,500 EUR"), a ledger
    reason, a computer style, or an interval (written low–high in every language)."""
    from payday.teaching.guide import localised
    from payday.i18n import has
    from payday.i18n.describe import reason_name
    text = cell_text(cell)
    if has(f"reason.{text}"):
        return reason_name(text, lang)
    money = CURRENCY_TEXT.match(text)
    if money:
        return local_money(Decimal(money.group(1).replace(",", "")), money.group(2), lang)
    interval = INTERVAL_TEXT.match(text)
    if interval:
        return f"{localised(interval.group(1), lang)} – {localised(interval.group(2), lang)}"
    return localised(text, lang)


def key_document(slug: str, lang: str, directory: Path = LESSONS_DIR) -> str:
    """A lesson's answer key in one language, from templates/answer-key.<lang>.md: its numbers
    are the key's facts (`KEYS`), written the way the language writes numbers."""
    from payday.teaching.guide import PLACEHOLDER as GUIDE_PLACEHOLDER
    template = (directory / slug / "templates" / key_file(lang)).read_text(encoding="utf-8")
    text = GUIDE_PLACEHOLDER.sub(lambda m: key_value(m.group(1), slug, lang, directory), template)
    return text.rstrip("\n") + "\n" + KEY_NOTE.format(lang=lang)


def write(directory: Path = LESSONS_DIR, templates: Path = LESSONS_DIR) -> list[Path]:
    """Write every answer key (in three languages), plan and worksheet (from the templates in
    `templates`)."""
    written = []
    for slug in KEYS:
        (directory / slug).mkdir(parents=True, exist_ok=True)
        for lang in KEY_LANGUAGES:
            path = directory / slug / key_file(lang)
            path.write_text(key_document(slug, lang, templates), encoding="utf-8")
            written.append(path)
        for name in DOCUMENTS:
            path = directory / slug / name
            path.write_text(document(slug, name, templates), encoding="utf-8")
            written.append(path)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m payday.teaching.lessons",
                                     description="Print or regenerate the lessons' answer keys.")
    parser.add_argument("--write", action="store_true",
                        help="rewrite lessons/*/answer-key.<lang>.md, and the plans and worksheets from their templates")
    parser.add_argument("lesson", nargs="?", choices=sorted(KEYS), help="print one key")
    args = parser.parse_args(argv)
    if args.write:
        from payday.teaching.guide import write as write_guides     # the guides quote the keys: rewrite them too
        for path in write() + write_guides():
            print(f"wrote {path}")
    else:
        for slug in [args.lesson] if args.lesson else KEYS:
            print(render(KEYS[slug]()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
