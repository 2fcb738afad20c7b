"""The answer-key model: the facts, tables and figures a lesson states, and how they are written.

An `AnswerKey` is data: each `Fact` is a number a lesson states with how it is worked out, a
`Table` holds rows of numbers and words, and a `Figure` is a number a plan or worksheet quotes.
The papers (`payday.teaching.papers`) write them in each language.

Rounding: money the engine moves is whole units (its own rules); rates and shares are shown
to one decimal place, rounded half up, except where a lesson asks for two (months, × factors).
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from payday.i18n import money, t
from payday.i18n.formats import LOCALES


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
    if isinstance(x, Fraction):
        x = Decimal(x.numerator) / Decimal(x.denominator)
    value = Decimal(str(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) + 0   # no "−0"
    return minus_sign(format_decimal(value, format="#,##0" + ("." + "0" * places if places else ""),
                                     locale=LOCALES[lang]))


def local_pct(ratio, lang: str, places: int = 1) -> str:
    """A ratio as a percentage, as `lang` writes it: local_pct(Fraction(1, 8), "fr") == '12,5 %'."""
    return t("charts.percent", lang, value=local_number(Fraction(ratio) * 100, lang, places))


def local_money(amount, currency: str, lang: str, cents: bool = False) -> str:
    """Money as `lang` writes it: whole units through i18n.money, or with cents (a tax)."""
    if not cents:
        return money(int(Decimal(str(amount)).quantize(Decimal(1), rounding=ROUND_HALF_UP)), currency, lang)
    from babel.numbers import format_currency
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


def cell_text(cell) -> str:
    """A table cell as the key prints it: numbers stay numbers in the key's data, and are
    rounded half up (with thousands separators) only here."""
    if type(cell) is int:
        return num(cell)
    return str(cell)
