"""The numbers the lessons use besides the rules data, and each edition's rules by its own type.

Real-world rates, the lessons' worked examples and the teacher's variants: the lessons'
experiments, their papers and their quizzes all read them here. This module imports only the
editions, so the classroom can score a quiz without loading the lessons' experiments.
"""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

from payday.editions import rules_of
from payday.editions.bonne_paye import BonnePayeRules
from payday.editions.pay_day import PayDayRules
from payday.editions.payday_auction import AuctionRules
from payday.teaching.countries import fact

# 01, earning income: the answer key's data computes the United States' FICA (the papers compute
# each country's own deductions: payday.teaching.country_figures); the rates are the country's facts.
SOCIAL_SECURITY_PCT = fact("US", "social_security_pct").value
MEDICARE_PCT = fact("US", "medicare_pct").value
# Income tax withheld depends on the employee's W-4 and the IRS tables (Publication 15-T); the
# lesson uses a flat example rate, said to be an example, that a teacher can change.
INCOME_TAX_EXAMPLE_PCT = fact("US", "income_tax_pct").value

# 02, spending
PRICE_RISE_PCT = 10         # the teacher's inflation variant: every bill this much dearer

# 03, saving
DEPOSIT, WITHDRAWAL = 1000, 500     # what A deposits on day 1, and what B takes out late
YEARLY_PCT = 4                      # the extension: doubling at a real savings account's rate

# 04, investing
PRICE, SALE, COMMISSION_PCT = 2000, 3000, 10          # the worked example of a deal
SAVED, YEARS, GROSS_PCT, FEE_PCT = 1000, 30, 7, 1      # the extension: a fee over a lifetime

# 05, managing credit
DEBT = 1000        # the example debt of the minimum-payment and interest-only questions
PAYDAY_LOAN = (15, 100, 14)    # a real payday loan: $15 per $100 for 14 days
CARD_APRS = (Decimal("15.49"), Decimal("25.49"))     # a sample US card disclosure's range of APRs

# 06, managing risk
RISK_SEEDS = range(1, 101)
PICK3 = (500, 1000)      # a real Pick-3 straight bet: $500 prize, 1 chance in 1,000
LOWER_PREMIUM = 200      # the teacher's variant of the lesson: a cheaper Médic'Assur


def pay_day(overrides: dict[str, Any] | None = None) -> PayDayRules:
    """The Pay Day edition's rules (its charge card, its lottery)."""
    found = rules_of("payday", overrides)
    assert isinstance(found, PayDayRules)
    return found


def bonne_paye(overrides: dict[str, Any] | None = None) -> BonnePayeRules:
    """La Bonne Paye's rules (its savings book, its bets, its Médic'Assur)."""
    found = rules_of("bonne-paye", overrides)
    assert isinstance(found, BonnePayeRules)
    return found


def auction(overrides: dict[str, Any] | None = None) -> AuctionRules:
    """我愛發薪日's rules (its minimum repayments)."""
    found = rules_of("payday-auction", overrides)
    assert isinstance(found, AuctionRules)
    return found


def minimum_payments(rate: Fraction, minimum: Fraction, of_current: bool,
                     months: int = 12) -> tuple[Fraction, Fraction, Fraction, int | None]:
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
