"""The country a lesson is taught in: the real figures its students compute with.

The editions' rules stay each edition's own; a country sets the real-life side of a lesson: the
currency of the students' own calculations, the payroll deductions of lesson 01, the credit facts
of lesson 05, the cover of lesson 06 and the savings analogue of lesson 03. Every fact carries its
year and source, so a paper can cite it and a test can check that each country has every fact a
paper reads. A fact the lesson only illustrates with (an example rate, a sample plan) says so
(`example`), and one known only roughly says "about" (`about`): no precision is invented.

The country follows the language by default (en: the United States, fr: France, zh-Hant: Taiwan)
and can be chosen apart from it (`&country=` on a lesson link, the dashboard, `--country` on the
command line), so a French-speaking class can compute in another country's terms.

>>> country_for("fr"), fact("US", "payroll_pct").value
('FR', Decimal('7.65'))
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from payday.editions import rules_of
from payday.i18n.languages import RECORDS, record


@dataclass(frozen=True)
class Fact:
    """One real figure, with where it comes from."""
    value: Decimal
    unit: str          # "%", a currency code ("USD"), "months", "days", or "" for a count
    year: int          # the year the figure holds for
    source: str        # the law, agency or product it is read from
    about: bool = False     # known roughly: papers say "about"
    example: bool = False   # an illustration chosen by the lesson, not a legal or official figure


@dataclass(frozen=True)
class Country:
    code: str          # ISO 3166 alpha-2: "US", "FR", "TW"
    currency: str      # ISO 4217: the currency of the students' own calculations
    edition: str       # the edition whose salary the country's pay lesson computes from
    facts: dict[str, Fact]


def _f(value: str, unit: str, year: int, source: str, *, about: bool = False,
       example: bool = False) -> Fact:
    return Fact(Decimal(value), unit, year, source, about, example)


IRS_15 = "IRS Publication 15 (Circular E), Social Security Administration"
REG_Z = "Truth in Lending Act, Regulation Z (12 CFR 1026)"
CARD_ACT = "Credit CARD Act of 2009, Regulation Z (12 CFR 1026.5(b)(2)(ii), 1026.7(b)(12))"
EXAMPLE_CARD = "Consumer Financial Protection Bureau (consumerfinance.gov), card agreements"
LAGARDE = "loi Lagarde (loi n° 2010-737 du 1er juillet 2010), Code de la consommation"
BLI = "勞動部勞工保險局, 勞工保險條例, 就業保險法"
NHIA = "衛生福利部中央健康保險署, 全民健康保險法"

COUNTRIES: dict[str, Country] = {
    "US": Country("US", "USD", "payday", {
        # 01: FICA, withheld from the employee's pay, and income tax withheld by the W-4.
        "social_security_pct": _f("6.2", "%", 2025, IRS_15),
        "medicare_pct": _f("1.45", "%", 2025, IRS_15),
        "payroll_pct": _f("7.65", "%", 2025, IRS_15),
        "income_tax_pct": _f("10", "%", 2025, "IRS Publication 15-T, Form W-4", example=True),
        # 03: a certificate of deposit broken early.
        "deposit_rate_pct": _f("4", "%", 2025, "FDIC, national rates (fdic.gov)", example=True),
        "deposit_insurance": _f("250000", "USD", 2025, "FDIC (fdic.gov), per depositor, per bank, per "
                                "ownership category"),
        "cd_penalty_months": _f("3", "months", 2025, "Truth in Savings Act, Regulation DD, 12 CFR 1030.4(b)(4)", example=True),
        # 05: a revolving card.
        "card_apr_pct": _f("24", "%", 2025, REG_Z + ", 1026.60", example=True),
        "card_min_pct": _f("1", "%", 2025, EXAMPLE_CARD, example=True),
        "card_min_floor": _f("25", "USD", 2025, EXAMPLE_CARD, example=True),
        "grace_period_days": _f("21", "days", 2010, CARD_ACT),
        "min_warning_months": _f("36", "months", 2010, CARD_ACT),
        # 06: health cover, an example plan and the law's yearly limit.
        "deductible": _f("1000", "USD", 2025, "HealthCare.gov, glossary", example=True),
        "coinsurance_pct": _f("20", "%", 2025, "HealthCare.gov, glossary", example=True),
        "copay": _f("30", "USD", 2025, "HealthCare.gov, glossary", example=True),
        "oop_max": _f("4000", "USD", 2025, "HealthCare.gov, glossary", example=True),
        "oop_limit": _f("9200", "USD", 2025, "HHS, Notice of Benefit and Payment Parameters for 2025"),
        "medical_bill": _f("3000", "USD", 2025, "HealthCare.gov, glossary", example=True),
    }),
    "FR": Country("FR", "EUR", "bonne-paye", {
        # 01: the employee's social contributions of a non-cadre, and income tax at source.
        "payroll_pct": _f("22", "%", 2025, "service-public.fr, « Salaire brut, salaire net »", about=True),
        "income_tax_pct": _f("2", "%", 2025, "DGFiP, prélèvement à la source (impots.gouv.fr)", example=True),
        # 03: a Livret A (withdrawal free) against a compte à terme (a penalty set by contract).
        "deposit_rate_pct": _f("1.7", "%", 2025, "Banque de France, Livret A (banque-france.fr)"),
        # 05: crédit renouvelable.
        # The taux débiteur (the yearly interest rate, a twelfth each month); the TAEG the lender
        # displays adds every cost and compounds, and must stay below the usury rate.
        "card_apr_pct": _f("18", "%", 2025, "Code de la consommation, article L314-1", example=True),
        "usury_pct": _f("22", "%", 2025, "Banque de France, taux d'usure", about=True),
        "small_loan_max": _f("3000", "EUR", 2025, "Banque de France, taux d'usure"),
        "card_max_months": _f("36", "months", 2011, LAGARDE),
        # 06: Assurance Maladie and the mutuelle.
        "consultation_fee": _f("30", "EUR", 2025, "Assurance Maladie (ameli.fr)"),
        "reimbursement_pct": _f("70", "%", 2025, "Assurance Maladie (ameli.fr)"),
        "flat_fee": _f("2", "EUR", 2025, "Assurance Maladie (ameli.fr)"),
    }),
    "TW": Country("TW", "TWD", "payday-auction", {
        # 01: 我愛發薪日's NT$800 salary is no month's pay in Taiwan: the pay lesson takes the
        # minimum monthly wage instead (`pay_salary`).
        "monthly_wage": _f("28590", "TWD", 2025, "勞動部, 基本工資 (114 年 1 月 1 日起)"),
        # 01: the employee's share of labor + employment insurance and of national health insurance.
        "labor_pct": _f("11.5", "%", 2025, BLI),
        "employment_pct": _f("1", "%", 2025, BLI),
        "labor_share_pct": _f("20", "%", 2025, BLI),
        "nhi_pct": _f("5.17", "%", 2025, NHIA),
        "nhi_share_pct": _f("30", "%", 2025, NHIA),
        # labor + employment insurance 12.5% x 20% = 2.5%, and health insurance 5.17% x 30% = 1.551%.
        "payroll_pct": _f("4.051", "%", 2025, BLI + "; " + NHIA),
        "income_tax_pct": _f("5", "%", 2025, "財政部, 各類所得扣繳率標準", example=True),
        # 03: a 定期存款 broken early.
        "deposit_rate_pct": _f("1.7", "%", 2025, "臺灣銀行, 定期存款牌告利率",
                               about=True),
        "interest_deduction": _f("270000", "TWD", 2025, "所得稅法第 17 條, 財政部"),
        "early_rate_share_pct": _f("80", "%", 2025, "臺灣銀行, 定期存款中途解約規定"),
        # 05: 循環信用.
        "card_apr_pct": _f("15", "%", 2015, "銀行法第 47 條之 1"),
        "card_min_pct": _f("1", "%", 2025, "信用卡約定條款",
                           example=True),
        "card_min_floor": _f("25", "TWD", 2025, "信用卡約定條款",
                             example=True),
        # 06: 全民健保's 部分負擔 and a 實支實付 private policy.
        "clinic_copay": _f("50", "TWD", 2025, NHIA + " 第 43 條"),
        "hospital_bill": _f("30000", "TWD", 2025, NHIA, example=True),
        "policy_limit": _f("20000", "TWD", 2025, "金融監督管理委員會保險局", example=True),
    }),
}

# Whose figures each language uses: its record's country (payday.i18n.languages).
DEFAULT_COUNTRY = {language.code: language.country for language in RECORDS}

# The facts every country has, because a paper's text that every country shares reads them.
SHARED_FACTS = ("payroll_pct", "income_tax_pct", "deposit_rate_pct", "card_apr_pct")


class UnknownCountry(ValueError):
    """A country code the lessons have no figures for."""


def country_for(lang: str) -> str:
    """The country a class speaking `lang` computes in unless it chooses another."""
    return record(lang).country


def country(code: str) -> Country:
    """The country by its code ("us" or "US"); UnknownCountry for any other."""
    found = COUNTRIES.get(code.strip().upper()) if isinstance(code, str) else None
    if found is None:
        raise UnknownCountry(f"there are no lesson figures for the country {code!r}; the countries "
                             "are " + ", ".join(COUNTRIES))
    return found


def fact(code: str, name: str) -> Fact:
    """One of the country's facts by name (KeyError if the country lacks it)."""
    return country(code).facts[name]


def pay_salary(code: str) -> Decimal:
    """The monthly salary a class of this country computes its pay with (lesson 01's worksheet
    and quiz): its edition's salary, or its minimum monthly wage (`monthly_wage`) where the
    edition's is no month's pay."""
    place = country(code)
    if "monthly_wage" in place.facts:
        return place.facts["monthly_wage"].value
    return Decimal(rules_of(place.edition).salary)
