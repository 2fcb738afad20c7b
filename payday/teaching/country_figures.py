"""What each country's papers compute: net pay (lesson 01), a deposit broken early (03), a real
card paid at its minimum (05) and a bill under the country's cover (06); each lesson names its
own (`Lesson.country_figures`).

Every number is worked out here from the country's facts (`payday.teaching.countries`) and the
salary of the country's own edition, so a French class computes from La Bonne Paye's salary in
euros and a Taiwanese class from 我愛發薪日's in NT$. Money is worked in cents, rounded half up
once a month (a card's interest) or once a line (a payslip's deduction), as a statement or a
payslip does.

>>> card = real_card("US")
>>> card.months, card.interest
(74, Decimal('886.90'))
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, ROUND_UP, Decimal
from fractions import Fraction

from payday.teaching.answer_key import Figure
from payday.teaching.countries import Fact, country, pay_salary
from payday.teaching.numbers import DEBT, DEPOSIT, auction, minimum_payments

CENT = Decimal("0.01")
HELD_MONTHS, TERM_MONTHS = 6, 12     # lesson 03's deposit: a one-year term broken after six months
LONGEST_CARD = 1200                  # months: a minimum rule that never clears the debt is an error


def cash(amount: Decimal | int, currency: str, places: int = 0) -> Figure:
    """An amount of a country's real money."""
    return Figure(amount, currency, places, real=True)


def cents(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, ROUND_HALF_UP)


def figure(found: Fact) -> Figure:
    """A fact as a paper writes it: its unit, with as many decimals as it is given with."""
    places = max(0, -int(found.value.as_tuple().exponent))
    unit = found.unit if found.unit == "%" or len(found.unit) == 3 and found.unit.isupper() else ""
    return Figure(found.value, unit, places, real=unit != "%")


@dataclass(frozen=True)
class CardPaydown:
    """A debt paid at a card's minimum each month until it is cleared."""
    months: int
    interest: Decimal        # all the interest paid
    first_payment: Decimal
    left_after_year: Decimal     # the balance still owed after 12 payments


def card_debt(code: str) -> int:
    """The debt lesson 05's real card is worked on: the country's own example (`card_debt`:
    Taiwan's is about a month's minimum wage, since a card's NT$1,000 floor would clear NT$1,000
    at once), else the lesson's `DEBT` of the country's money."""
    facts = country(code).facts
    return int(facts["card_debt"].value) if "card_debt" in facts else DEBT


def real_card(code: str, debt: int | None = None) -> CardPaydown:
    """`debt` (by default the country's `card_debt`) on the country's card, paying only the minimum each month: the month's interest
    (APR ÷ 12 of the balance, to the cent) plus `card_min_pct` of the balance, at least
    `card_min_floor`; where a law sets the longest repayment (`card_max_months`, France's loi
    Lagarde) the minimum is at least the fixed payment that clears the debt in that time."""
    facts = country(code).facts
    debt = card_debt(code) if debt is None else debt
    monthly = facts["card_apr_pct"].value / 100 / 12
    share = facts["card_min_pct"].value / 100 if "card_min_pct" in facts else Decimal(0)
    floor = facts["card_min_floor"].value if "card_min_floor" in facts else Decimal(0)
    if "card_max_months" in facts:         # the payment of a loan cleared in that many months
        n = int(facts["card_max_months"].value)
        annuity = Decimal(debt) * monthly / (1 - (1 + monthly) ** -n)
        floor = max(floor, annuity.quantize(CENT, ROUND_UP))     # up, or the last cent runs over
    balance, interest_paid, first, after_year = Decimal(debt), Decimal(0), Decimal(0), Decimal(0)
    for month in range(1, LONGEST_CARD + 1):
        interest = cents(balance * monthly)
        payment = min(balance + interest, max(cents(balance * share) + interest, floor))
        first = first or payment
        balance += interest - payment
        interest_paid += interest
        after_year = balance if month == 12 else after_year
        if balance <= 0:
            return CardPaydown(month, interest_paid, first, after_year)
    raise ValueError(f"{code}'s minimum payment never clears a debt of {debt}")


def tw_rates(facts: dict[str, Fact]) -> tuple[Decimal, Decimal]:
    """The employee's shares in Taiwan, as fractions of pay: labor + employment insurance, and
    national health insurance."""
    labor = (facts["labor_pct"].value + facts["employment_pct"].value) * facts["labor_share_pct"].value
    return labor / 10000, facts["nhi_pct"].value * facts["nhi_share_pct"].value / 10000


# France withholds income tax on the pay after contributions; the US and Taiwan on the salary.
TAXED_AFTER_CONTRIBUTIONS = frozenset({"FR"})


def taxed_after_contributions(code: str) -> bool:
    """Whether the country withholds income tax on the pay left after contributions."""
    return country(code).code in TAXED_AFTER_CONTRIBUTIONS


def pay_figures(code: str) -> dict[str, Figure]:
    """Lesson 01: the country's edition's salary, what is deducted from it and the net pay."""
    place = country(code)
    facts = place.facts
    salary = pay_salary(code)
    money = place.currency
    contributions = cents(salary * facts["payroll_pct"].value / 100)
    if code == "TW":        # two premiums, each rounded to the cent as a payslip lists them
        contributions = sum((cents(salary * part) for part in tw_rates(facts)), Decimal(0))
    before_tax = salary - contributions
    base = before_tax if taxed_after_contributions(code) else salary
    tax = cents(base * facts["income_tax_pct"].value / 100)
    found = {"salary": cash(salary, money), "contributions": cash(contributions, money, 2),
             "before_tax": cash(before_tax, money, 2), "tax": cash(tax, money, 2),
             "net_pay": cash(salary - contributions - tax, money, 2)}
    if code == "US":
        for part in ("social_security", "medicare"):
            found[part] = cash(cents(salary * facts[f"{part}_pct"].value / 100), money, 2)
    if code == "TW":
        labor_rate, nhi_rate = (100 * part for part in tw_rates(facts))
        found |= {"labor_total_pct": Figure(facts["labor_pct"].value + facts["employment_pct"].value, "%", 1),
                  "labor_rate": Figure(labor_rate, "%", 1), "nhi_rate": Figure(nhi_rate, "%", 3),
                  "labor": cash(cents(salary * labor_rate / 100), money, 2),
                  "nhi": cash(cents(salary * nhi_rate / 100), money, 2)}
    return found


def deposit_figures(code: str) -> dict[str, Figure]:
    """Lesson 03: a deposit for a one-year term taken out after six months, in the country's way:
    a CD's penalty (US), a Livret A's free withdrawal (France), a 定期存款 at 80% of its rate
    (Taiwan)."""
    place = country(code)
    facts, money = place.facts, place.currency
    rate = facts["deposit_rate_pct"].value / 100
    held = cents(DEPOSIT * rate * HELD_MONTHS / TERM_MONTHS)
    found = {"deposit": cash(DEPOSIT, money), "held_months": Figure(HELD_MONTHS),
             "held_interest": cash(held, money, 2)}
    if code == "US":
        penalty = cents(DEPOSIT * rate * facts["cd_penalty_months"].value / TERM_MONTHS)
        found |= {"penalty": cash(penalty, money, 2), "kept": cash(held - penalty, money, 2)}
    elif code == "TW":
        kept = cents(held * facts["early_rate_share_pct"].value / 100)
        found |= {"penalty": cash(held - kept, money, 2), "kept": cash(kept, money, 2)}
    else:
        found |= {"penalty": cash(0, money, 2), "kept": cash(held, money, 2)}
    return found


def credit_figures(code: str) -> dict[str, Figure]:
    """Lesson 05: the real card's months and interest, and the monthly rate its APR means."""
    place = country(code)
    card = real_card(code)
    game = auction()           # 我愛發薪日's minimum: a share of what is owed, plus its interest
    game_left = minimum_payments(Fraction(game.loan_rate_pct, 100), Fraction(game.repay_min_pct, 100),
                                 of_current=True)[0]
    apr = place.facts["card_apr_pct"].value
    debt = card_debt(code)
    monthly = apr / 12
    places = max(0, -int(monthly.normalize().as_tuple().exponent))
    effective = ((1 + monthly / 100) ** 12 - 1) * 100      # interest added to the debt monthly
    return {"card_first_interest": cash(cents(debt * monthly / 100), place.currency, 2),
            "card_effective_pct": Figure(effective, "%", 1), "card_debt": cash(debt, place.currency),
            "card_months": Figure(card.months),
            "card_years": Figure(Fraction(card.months, 12), "", 1),
            "card_interest": cash(card.interest, place.currency, 2),
            "card_first": cash(card.first_payment, place.currency, 2),
            "card_monthly_pct": Figure(monthly, "%", min(places, 2)),
            "card_left_year": Figure(card.left_after_year / debt * 100, "%", 1),
            "game_left_year": Figure(game_left * 100, "%", 1)}


def cover_figures(code: str) -> dict[str, Figure]:
    """Lesson 06: what the student pays of a bill under the country's cover."""
    place = country(code)
    facts, money = place.facts, place.currency
    if code == "US":
        bill, deductible = facts["medical_bill"].value, facts["deductible"].value
        share = cents((bill - deductible) * facts["coinsurance_pct"].value / 100)
        pay = min(facts["oop_max"].value, deductible + share)
        return {"coinsurance_amount": cash(share, money), "you_pay": cash(pay, money),
                "plan_pays": cash(bill - pay, money)}
    if code == "FR":
        fee = facts["consultation_fee"].value
        public = cents(fee * facts["reimbursement_pct"].value / 100) - facts["flat_fee"].value
        mutuelle = fee - cents(fee * facts["reimbursement_pct"].value / 100)    # the ticket modérateur
        return {"public_pays": cash(public, money, 2), "mutuelle_pays": cash(mutuelle, money, 2),
                "you_pay": cash(fee - public - mutuelle, money, 2),
                "you_pay_alone": cash(fee - public, money, 2)}
    bill, limit = facts["hospital_bill"].value, facts["policy_limit"].value
    return {"policy_pays": cash(min(bill, limit), money), "you_pay": cash(bill - min(bill, limit), money)}
