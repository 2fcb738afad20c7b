"""The answer-key model: the facts, tables and figures a lesson states, and how they are written.

An `AnswerKey` is data. Each `Fact` is a number a lesson states (its `value`, for charts and
checks), how the papers write it (`shown`, a `Stated` value: money in a currency, a percentage,
a factor, a number, a computer style or words) and how it is worked out. A `Table` holds rows of
numbers (kept numbers), `Stated` values, intervals (`Span`) and words. A `Figure` is a number a
plan or worksheet quotes. The papers (`payday.teaching.papers`) write each in the paper's
language with `payday.i18n.formats`, from the numbers, never from English text.

Rounding: money the engine moves is whole units (its own rules); rates and shares are shown
to one decimal place, rounded half up, except where a lesson asks for two (months, × factors).

>>> fact = Fact(0.3, percent(Fraction(3, 10)), "150 ÷ 500")
>>> fact.text, fact.written("fr")
('30.0%', '30,0 %')
>>> cash(267.75, "USD", 2).written("fr"), cash(150, "EUR").text, cash(1500, "EUR", code=True).text
('267,75\\xa0$US', '€150', '1,500 EUR')
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, Literal

from payday.i18n import has, t
from payday.i18n.describe import reason_name
from payday.i18n.formats import Number, decimal, money
from payday.i18n.formats import percent as percent_text
from payday.i18n.formats import times as times_text

Kind = Literal["money", "percent", "times", "number", "style", "words"]

@dataclass(frozen=True)
class Stated:
    """A number (or a word) as a lesson states it. `kind` says how it is written: "money" in
    `currency` (with `places` decimals; `code` writes the key's data "1,500 EUR" and every
    paper the language's own way), "percent" (`number` is the ratio), "times" (a factor),
    "number", "style" (a computer style, named in the paper's language) or "words" (as they
    are). `plus` writes a gain with its + sign."""

    kind: Kind
    number: Number = 0
    places: int = 0
    currency: str = ""
    plus: bool = False
    word: str = ""
    code: bool = False

    @property
    def size(self) -> Number:
        """The number without its sign (`sign` writes it)."""
        return -self.number if self.number < 0 else self.number

    @property
    def sign(self) -> str:
        """A loss's minus sign, and a gain's + sign when `plus` asks for one."""
        return "\u2212" if self.number < 0 else "+" if self.plus and self.number > 0 else ""

    @property
    def text(self) -> str:
        """As the key's own data writes it, in English ("$3,500", "213.8%", "deal_hunter")."""
        if self.kind in ("style", "words"):
            return self.word
        if self.kind == "money" and self.code:
            return f"{decimal(self.number, 'en', self.places)} {self.currency}"
        return self.written("en")       # English money: "$3,500", "€150", the symbol first

    def written(self, lang: str) -> str:
        """As a paper in `lang` writes it ("3 500 $US", "213,8 %", "chasseur de bonnes affaires")."""
        if self.kind == "words":
            return self.word
        if self.kind == "style":
            return t(f"app.style.{self.word}", lang)
        if self.kind == "money":
            return self.sign + money(self.size, self.currency, lang, cents=self.places > 0)
        if self.kind == "percent":
            return percent_text(self.number, lang, self.places)
        if self.kind == "times":
            return times_text(self.number, lang, self.places, plus=self.plus)
        sign = "+" if self.plus and self.number > 0 else ""
        return sign + decimal(self.number, lang, self.places)


def en(x: Number, places: int = 0) -> str:
    """A number as the key's English working writes it: en(1369.86) == '1,370'."""
    return decimal(x, "en", places)


def cash(amount: Number, currency: str, places: int = 0, *, code: bool = False,
         plus: bool = False) -> Stated:
    """An amount of money: `places` 2 for cents (a tax), `code` for a table's "1,500 EUR",
    `plus` for a difference written with its sign ("+$1,000", "−$50")."""
    return Stated("money", amount, places, currency, code=code, plus=plus)


def percent(ratio: Number, places: int = 1) -> Stated:
    """A ratio written as a percentage: percent(Fraction(1, 8)) is "12.5%"."""
    return Stated("percent", Fraction(ratio), places)


def points(value: Number, places: int = 0) -> Stated:
    """A percentage given in points, as the rules give rates: points(10) is "10%"."""
    return Stated("percent", Fraction(value) / 100, places)


def times(factor: Number, places: int = 2, *, plus: bool = False) -> Stated:
    """A factor: times(3.1384, 3) is "3.138×"."""
    return Stated("times", factor, places, plus=plus)


def number(value: Number, places: int = 0, *, plus: bool = False) -> Stated:
    """A number, rounded half up with thousands separators: number(1369.86) is "1,370"."""
    return Stated("number", value, places, plus=plus)


def style(name: str) -> Stated:
    """A computer style, named in each paper's language."""
    return Stated("style", word=name)


def words(text: str) -> Stated:
    """Words (a fraction such as "1/3", "no"), written as they are in every paper."""
    return Stated("words", word=text)


@dataclass(frozen=True)
class Span:
    """An interval of a table (a mean's 95 % interval), written low – high."""

    low: Number
    high: Number


Cell = int | float | str | Stated | Span


def cell_text(cell: Cell) -> str:
    """A table cell as the key's data prints it: numbers stay numbers in the key's data, and
    are rounded half up (with thousands separators) only here."""
    if isinstance(cell, Stated):
        return cell.text
    if isinstance(cell, Span):
        return f"{decimal(cell.low, 'en')} to {decimal(cell.high, 'en')}"
    if isinstance(cell, str):
        return cell
    return decimal(cell, "en", 0 if isinstance(cell, int) else 1)


def cell_written(cell: Cell, lang: str) -> str:
    """A cell of a key's table written the `lang` way: a number, a stated value, an interval
    (low – high in every language), a ledger reason or a computer style by its name in `lang`,
    or words as they are."""
    if isinstance(cell, Stated):
        return cell.written(lang)
    if isinstance(cell, Span):
        return f"{decimal(cell.low, lang)} – {decimal(cell.high, lang)}"
    if isinstance(cell, str):
        if has(f"reason.{cell}"):
            return reason_name(cell, lang)
        return t(f"app.style.{cell}", lang) if has(f"app.style.{cell}") else cell
    return decimal(cell, lang, 0 if isinstance(cell, int) else 1)


@dataclass(frozen=True)
class Fact:
    """One number a lesson states: its value, how the papers write it, and how it is worked out."""

    value: float
    shown: Stated
    working: str

    @property
    def text(self) -> str:
        """As the key's data writes it, in English."""
        return self.shown.text

    def written(self, lang: str) -> str:
        """As a paper in `lang` writes it."""
        return self.shown.written(lang)


@dataclass(frozen=True)
class Table:
    caption: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]


@dataclass(frozen=True)
class AnswerKey:
    slug: str                 # the lesson's folder in lessons/
    title: str
    standard: str
    setup: Mapping[str, Any]
    facts: dict[str, Fact]
    tables: tuple[Table, ...] = ()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Figure:
    """A number a plan or worksheet quotes, and how it is written: `unit` is "" (a plain number),
    "%" (`value` in percentage points) or a currency code; `places` decimals, rounded half up.
    `real` money is a country's (its own symbol, "NT$"), not a game's banknotes."""

    value: Number
    unit: str = ""
    places: int = 0
    real: bool = False

    def text(self, lang: str) -> str:
        value = self.value if isinstance(self.value, Fraction) else Fraction(Decimal(str(self.value)))
        if self.unit == "%":
            return percent_text(value / 100, lang, self.places)
        if self.unit:
            amount = Decimal(value.numerator) / value.denominator
            return money(amount, self.unit, lang, cents=self.places > 0, real=self.real)
        return decimal(value, lang, self.places)


def counted(noun: str, count: Number, written: str, lang: str) -> str:
    """A count with its noun as the language writes that count ("1 partie", "16 parties",
    "16 局"): the counting message `count.<noun>` (payday/i18n/plurals.json), never a word with
    an "s" glued on. A paper's template asks for it as `{{name|noun}}`.

    >>> counted("games", 1, "1", "fr"), counted("games", 16, "16", "en"), counted("games", 1, "1", "zh-Hant")
    ('1 partie', '16 games', '1 局')
    """
    return t(f"count.{noun}", lang, count=float(count), n=written)


__all__ = ["counted", "AnswerKey", "Fact", "Table", "Figure", "Stated", "Span", "Cell", "en", "cash", "percent",
           "points", "times", "number", "style", "words", "cell_text", "cell_written"]
