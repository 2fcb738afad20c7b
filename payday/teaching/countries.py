"""The country a lesson is taught in: the real figures its students compute with.

The editions' rules stay each edition's own; a country sets the real-life side of a lesson: the
currency of the students' own calculations, the payroll deductions of lesson 01, the credit facts
of lesson 05, the cover of lesson 06 and the savings analogue of lesson 03. Every fact carries its
year and source, so a paper can cite it and a test can check that each country has every fact a
paper reads.

The country follows the language by default (en: the United States, fr: France, zh-Hant: Taiwan)
and can be chosen apart from it (`&country=` on a lesson link, the dashboard), so a French-speaking
class can compute in another country's terms.

>>> country_for("fr"), fact("US", "payroll_pct").value
('FR', Decimal('7.65'))
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Fact:
    """One real figure, with where it comes from."""
    value: Decimal
    unit: str          # "%", a currency code ("USD"), "months", or "" for a count
    year: int          # the year the figure holds for
    source: str        # the law, agency or product it is read from


@dataclass(frozen=True)
class Country:
    code: str          # ISO 3166 alpha-2: "US", "FR", "TW"
    currency: str      # ISO 4217: the currency of the students' own calculations
    facts: dict[str, Fact]


COUNTRIES: dict[str, Country] = {
    "US": Country("US", "USD", {
        # FICA: Social Security 6.2% + Medicare 1.45%, withheld from the employee's pay.
        "payroll_pct": Fact(Decimal("7.65"), "%", 2025, "IRS Publication 15 (Circular E), 2025"),
    }),
    "FR": Country("FR", "EUR", {
        # Employee social contributions of a non-cadre, about 22% of gross pay.
        "payroll_pct": Fact(Decimal("22"), "%", 2025, "service-public.fr, « Salaire brut, salaire net », 2025"),
    }),
    "TW": Country("TW", "TWD", {
        # The employee's share: labour + employment insurance 12.5% x 20% = 2.5%, and national
        # health insurance 5.17% x 30% = 1.551%.
        "payroll_pct": Fact(Decimal("4.051"), "%", 2025,
                            "勞動部勞工保險局、衛生福利部中央健康保險署, 2025"),
    }),
}

DEFAULT_COUNTRY = {"en": "US", "fr": "FR", "zh-Hant": "TW"}     # whose figures each language uses


class UnknownCountry(ValueError):
    """A country code the lessons have no figures for."""


def country_for(lang: str) -> str:
    """The country a class speaking `lang` computes in unless it chooses another."""
    return DEFAULT_COUNTRY.get(lang, "US")


def country(code: str) -> Country:
    """The country by its code ("us" or "US"); UnknownCountry for any other."""
    found = COUNTRIES.get(code.strip().upper())
    if found is None:
        raise UnknownCountry(code)
    return found


def fact(code: str, name: str) -> Fact:
    """One of the country's facts by name (KeyError if the country lacks it)."""
    return country(code).facts[name]
