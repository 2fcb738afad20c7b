"""The country a lesson is taught in: the real figures its students compute with.

The editions' rules stay each edition's own; a country sets the real-life side of a lesson: the
currency of the students' own calculations, the payroll deductions of lesson 01, the credit facts
of lesson 05, the cover of lesson 06 and the savings analogue of lesson 03. Every fact carries its
source and the day it took effect (and the last day it holds, where known), so a paper can cite
it, `payday facts` can list what is older than a year, and a test can check that each country
has every fact a paper reads. A fact the lesson only illustrates with (an example rate, a sample plan) says so
(`example`), and one known only roughly says "about" (`about`): no precision is invented.

The country follows the language by default (en: the United States, fr: France, zh-Hant: Taiwan)
and can be chosen apart from it (`&country=` on a lesson link, the dashboard, `--country` on the
command line), so a French-speaking class can compute in another country's terms.

>>> country_for("fr"), fact("US", "payroll_pct").value
('FR', Decimal('7.65'))
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from payday.editions import rules_of
from payday.i18n.languages import RECORDS, record

# The day every fact below was last checked against its source: what the papers and the app's
# "in real life" box print as "as of". A fact's own date is the day it took effect (`since`).
AS_OF = date(2026, 12, 4)
STALE_DAYS = 365       # a figure that is set again periodically is checked again after a year


@dataclass(frozen=True)
class Fact:
    """One real figure, with where it comes from and the day it took effect."""
    value: Decimal
    unit: str          # "%", a currency code ("USD"), "months", "days", or "" for a count
    since: date | None     # the day it took effect; None where no source dates it (`payday facts` flags it)
    source: str        # the law, agency or product it is read from
    until: date | None = None   # the last day it holds, where known (a quarter's usury rate)
    renewed: str = ""  # how often it is set again ("quarterly", "half-yearly", "yearly"); "" a standing rule
    about: bool = False     # known roughly: papers say "about"
    example: bool = False   # an illustration chosen by the lesson, not a legal or official figure


@dataclass(frozen=True)
class Country:
    code: str          # ISO 3166 alpha-2: "US", "FR", "TW"
    currency: str      # ISO 4217: the currency of the students' own calculations
    edition: str       # the edition whose salary the country's pay lesson computes from
    facts: dict[str, Fact]


def _f(value: str, unit: str, since: str | None, source: str, *, until: str | None = None,
       renewed: str = "", about: bool = False, example: bool = False) -> Fact:
    def day(text: str | None) -> date | None:
        return date.fromisoformat(text) if text else None
    return Fact(Decimal(value), unit, day(since), source, day(until), renewed, about, example)


IRS_15 = "IRS Publication 15 (Circular E), Social Security Administration"
SSA_2026 = "Social Security Administration, 2026 COLA fact sheet (contribution and benefit base)"
REG_Z = "Truth in Lending Act, Regulation Z (12 CFR 1026)"
CARD_ACT = "Credit CARD Act of 2009, section 106(b); Regulation Z, 12 CFR 1026.5(b)(2)(ii)"
CARD_ACT_WARNING = "Credit CARD Act of 2009, section 201; Regulation Z, 12 CFR 1026.7(b)(12)"
EXAMPLE_CARD = "Consumer Financial Protection Bureau (consumerfinance.gov), card agreements"
HHS_2026 = ("HHS, Marketplace Integrity and Affordability final rule (June 2025): the 2026 "
            "maximum annual limitation on cost sharing")
LAGARDE = "loi Lagarde (loi n° 2010-737 du 1er juillet 2010), Code de la consommation, article L312-65"
USURY = ("Banque de France, seuils de l'usure publiés le 29 décembre 2025 (Journal officiel), "
         "prêts aux particuliers d'un montant inférieur ou égal à 3 000 €")
LIVRET_A = "Banque de France et ministère de l'Économie, taux du Livret A au 1er février 2026"
AMELI = "Assurance Maladie (ameli.fr), convention médicale du 4 juin 2024"
BLI = "勞動部勞工保險局, 勞工保險條例, 就業保險法"
NHIA = "衛生福利部中央健康保險署, 全民健康保險法"
TW_WAGE = "勞動部, 最低工資法; 115 年 1 月 1 日起每月最低工資 (2025 年 10 月 21 日公告)"
TW_CARD = ("陽信商業銀行信用卡約定條款第十五條, 依金融監督管理委員會信用卡定型化契約範本 "
           "(103 年 9 月 12 日金管銀合字第 10300245321 號公告)")

COUNTRIES: dict[str, Country] = {
    "US": Country("US", "USD", "payday", {
        # 01: FICA, withheld from the employee's pay, and income tax withheld by the W-4.
        "social_security_pct": _f("6.2", "%", "1990-01-01", IRS_15),
        "medicare_pct": _f("1.45", "%", "1986-01-01", IRS_15),
        "payroll_pct": _f("7.65", "%", "1990-01-01", IRS_15),
        "ss_wage_base": _f("184500", "USD", "2026-01-01", SSA_2026, until="2026-12-31", renewed="yearly"),
        "income_tax_pct": _f("10", "%", None, "IRS Publication 15-T, Form W-4", example=True),
        # 03: a certificate of deposit broken early.
        "deposit_rate_pct": _f("4", "%", None, "FDIC, national rates (fdic.gov)", example=True),
        "deposit_insurance": _f("250000", "USD", "2010-07-21", "FDIC (fdic.gov), per depositor, per "
                                "bank, per ownership category; Dodd-Frank Act, section 335"),
        "cd_penalty_months": _f("3", "months", None, "Truth in Savings Act, Regulation DD, 12 CFR 1030.4(b)(4)",
                                example=True),
        # 05: a revolving card.
        "card_apr_pct": _f("24", "%", None, REG_Z + ", 1026.60", example=True),
        "card_min_pct": _f("1", "%", None, EXAMPLE_CARD, example=True),
        "card_min_floor": _f("25", "USD", None, EXAMPLE_CARD, example=True),
        "grace_period_days": _f("21", "days", "2009-08-20", CARD_ACT),
        "min_warning_months": _f("36", "months", "2010-02-22", CARD_ACT_WARNING),
        # 06: health cover, an example plan and the law's yearly limit.
        "deductible": _f("1000", "USD", None, "HealthCare.gov, glossary", example=True),
        "coinsurance_pct": _f("20", "%", None, "HealthCare.gov, glossary", example=True),
        "copay": _f("30", "USD", None, "HealthCare.gov, glossary", example=True),
        "oop_max": _f("4000", "USD", None, "HealthCare.gov, glossary", example=True),
        "oop_limit": _f("10600", "USD", "2026-01-01", HHS_2026, until="2026-12-31", renewed="yearly"),
        "medical_bill": _f("3000", "USD", None, "HealthCare.gov, glossary", example=True),
    }),
    "FR": Country("FR", "EUR", "bonne-paye", {
        # 01: the employee's social contributions of a non-cadre, and income tax at source.
        "payroll_pct": _f("22", "%", None, "service-public.fr, « Salaire brut, salaire net »", about=True),
        "income_tax_pct": _f("2", "%", None, "DGFiP, prélèvement à la source (impots.gouv.fr)", example=True),
        # 03: a Livret A (withdrawal free) against a compte à terme (a penalty set by contract).
        "deposit_rate_pct": _f("1.5", "%", "2026-02-01", LIVRET_A, renewed="half-yearly"),
        # 05: crédit renouvelable.
        # The taux débiteur (the yearly interest rate, a twelfth each month); the TAEG the lender
        # displays adds every cost and compounds, and must stay below the usury rate.
        "card_apr_pct": _f("18", "%", None, "Code de la consommation, article L314-1", example=True),
        "usury_pct": _f("23.56", "%", "2026-01-01", USURY, until="2026-03-31", renewed="quarterly"),
        "small_loan_max": _f("3000", "EUR", "2013-04-01", "Banque de France, seuils de l'usure par montant "
                             "(loi Lagarde, fin de la période de transition)"),
        "card_max_months": _f("36", "months", "2011-05-01", LAGARDE),
        # 06: Assurance Maladie and the mutuelle.
        "consultation_fee": _f("30", "EUR", "2024-12-22", AMELI),
        "reimbursement_pct": _f("70", "%", None, "Assurance Maladie (ameli.fr)"),
        "flat_fee": _f("2", "EUR", "2024-05-15", "Assurance Maladie (ameli.fr), participation forfaitaire"),
    }),
    "TW": Country("TW", "TWD", "payday-auction", {
        # 01: 我愛發薪日's NT$800 salary is no month's pay in Taiwan: the pay lesson takes the
        # minimum monthly wage instead (`pay_salary`).
        "monthly_wage": _f("29500", "TWD", "2026-01-01", TW_WAGE, renewed="yearly"),
        # 01: the employee's share of labor + employment insurance and of national health insurance.
        "labor_pct": _f("11.5", "%", "2023-01-01", BLI),
        "employment_pct": _f("1", "%", "2003-01-01", BLI),
        "labor_share_pct": _f("20", "%", None, BLI),
        "nhi_pct": _f("5.17", "%", "2021-01-01", NHIA),
        "nhi_share_pct": _f("30", "%", "1995-03-01", NHIA),
        # labor + employment insurance 12.5% x 20% = 2.5%, and health insurance 5.17% x 30% = 1.551%.
        "payroll_pct": _f("4.051", "%", "2023-01-01", BLI + "; " + NHIA),
        # The fixed-rate method's 5%: pay under the withholding table's threshold (far above the
        # minimum wage) has nothing withheld, which the papers say.
        "income_tax_pct": _f("5", "%", None, "財政部, 各類所得扣繳率標準第 2 條", example=True),
        # 03: a 定期存款 broken early.
        "deposit_rate_pct": _f("1.7", "%", None, "臺灣銀行, 定期存款牌告利率", about=True),
        "interest_deduction": _f("270000", "TWD", None, "所得稅法第 17 條, 財政部"),
        "early_rate_share_pct": _f("80", "%", None, "臺灣銀行, 定期存款中途解約規定"),
        # 05: 循環信用: the legal cap, and a card agreement's minimum on the FSC's model contract:
        # 2% of the balance carried plus the month's interest, at least NT$1,000 (all of it when less).
        "card_apr_pct": _f("15", "%", "2015-09-01", "銀行法第 47 條之 1"),
        "card_debt": _f("30000", "TWD", None, "範例: 約一個月的最低工資", example=True),
        "card_min_pct": _f("2", "%", None, TW_CARD, example=True),
        "card_min_floor": _f("1000", "TWD", None, TW_CARD, example=True),
        # 06: 全民健保's 部分負擔 and a 實支實付 private policy.
        "clinic_copay": _f("50", "TWD", None, NHIA + " 第 43 條"),
        "hospital_bill": _f("30000", "TWD", None, NHIA, example=True),
        "policy_limit": _f("20000", "TWD", None, "金融監督管理委員會保險局", example=True),
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


@dataclass(frozen=True)
class Review:
    """A fact as `payday facts` lists it: its age on a day, and why it should be checked."""
    code: str
    name: str
    fact: Fact
    age_days: int | None     # since it took effect; None for an undated fact
    flag: str                # "" (current), "example", "older than a year", "ended", "undated"


def review(on: date = AS_OF) -> list[Review]:
    """Every country's facts on the day `on`, each with its age and a flag: a figure set again
    periodically that took effect more than a year before (`STALE_DAYS`), one whose last day has
    passed (a quarter's usury rate), or one no source dates. A standing rule (a law in force
    with no end) is listed with its age and not flagged; an example the lesson chose has no date."""
    found = []
    for code, place in COUNTRIES.items():
        for name, each in place.facts.items():
            age = (on - each.since).days if each.since else None
            if each.example:
                flag = "example"
            elif each.since is None:
                flag = "undated"
            elif each.until is not None and each.until < on:
                flag = "ended"
            elif each.renewed and age is not None and age > STALE_DAYS:
                flag = "older than a year"
            else:
                flag = ""
            found.append(Review(code, name, each, age, flag))
    return found


STALE_FLAGS = ("older than a year", "ended", "undated")


def pay_salary(code: str) -> Decimal:
    """The monthly salary a class of this country computes its pay with (lesson 01's worksheet
    and quiz): its edition's salary, or its minimum monthly wage (`monthly_wage`) where the
    edition's is no month's pay."""
    place = country(code)
    if "monthly_wage" in place.facts:
        return place.facts["monthly_wage"].value
    return Decimal(rules_of(place.edition).salary)
