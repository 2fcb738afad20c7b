"""Money, numbers and percentages the local way, with Babel ("1 500 €", "$1,500", "$1,500" for
the Chinese edition's dollars, "12,5 %"). Babel comes with the notebook extra, so it is imported
only when a number is formatted; without it, a plain international form is used so the CLI
still works.

This is the package's one number formatter: it works from numbers (whole, Decimal, Fraction or
float), rounds half up where it rounds (`half_up`), and writes a negative number with the minus
sign (−), never a hyphen.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from decimal import MAX_EMAX, ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from functools import cache

from payday.i18n.catalog import t
from payday.i18n.languages import record

Number = int | float | Decimal | Fraction

# The 我愛發薪日 banknotes are marked "$": its TWD amounts keep that symbol in every language.
SYMBOLS = {"TWD": "$"}
# A country's real money where the locale's own symbol is ambiguous: CLDR writes TWD as "$" in
# zh_Hant_TW, which a Taiwanese paper beside a game's "$" banknotes cannot tell apart.
REAL_SYMBOLS = {"TWD": "NT$"}


def _locale(lang: str) -> str:
    return record(lang).locale      # its language record's Babel locale (payday.i18n.languages)


def _symbol(currency: str, real: bool) -> str | None:
    """The symbol written instead of the locale's, if any."""
    return REAL_SYMBOLS.get(currency) if real else SYMBOLS.get(currency)


@cache
def _currency_pattern(locale: str, currency: str, real: bool = False, cents: bool = False) -> str:
    """The locale's currency pattern, without decimals unless `cents` (money in the games is
    whole units)."""
    from babel import Locale
    pattern = Locale.parse(locale).currency_formats["standard"].pattern.split(";")[0]
    pattern = pattern if cents else re.sub(r"\.0+", "", pattern)
    symbol = _symbol(currency, real)
    return pattern.replace("¤", f"'{symbol}'") if symbol else pattern


@contextmanager
def _room(x: Number, places: int = 2) -> Iterator[None]:
    """Decimal arithmetic with room for every digit of `x`: Decimal's default 28 digits made
    quantizing (ours and Babel's) raise InvalidOperation from 10**28 on, and a game may hold
    any integer its rules allow."""
    if isinstance(x, Fraction):
        x = x.numerator // x.denominator
    if isinstance(x, int):
        digits = abs(x).bit_length() * 30103 // 100000 + 1       # log10(2) = 0.30103
    elif isinstance(x, Decimal):
        digits = x.adjusted() + 1 if x.is_finite() else 0
    else:
        digits = 310                                              # a float is at most 1.8e308
    with localcontext() as context:
        context.prec = max(context.prec, digits + max(places, 0) + 4)
        context.Emax = min(MAX_EMAX, max(context.Emax, digits + 10))
        yield


def half_up(x: Number, places: int = 0) -> Decimal:
    """`x` rounded half up to `places` decimals, as a Decimal (never −0): a Fraction is divided
    out to Decimal's 28 digits first, a float is read as it prints.

    >>> half_up(176.5), half_up(Fraction(1, 8), 3), half_up(-0.04, 1)
    (Decimal('177'), Decimal('0.125'), Decimal('0.0'))
    """
    with _room(x, places):
        if isinstance(x, Fraction):
            value = Decimal(x.numerator) / Decimal(x.denominator)
        else:
            value = Decimal(str(x)) if isinstance(x, float) else Decimal(x)
        return value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) + 0   # no "−0"


def minus_sign(text: str) -> str:
    """A negative number printed with the minus sign (−), as the charts print it, not a hyphen."""
    return "\u2212" + text[1:] if text.startswith("-") else text


def money(amount: Number, currency: str, lang: str, *, cents: bool = False, real: bool = False) -> str:
    """An amount of money in `currency` (an ISO 4217 code) as `lang` writes it: whole units,
    rounded half up, or with the currency's cents (a tax) when `cents` is true. `real` money
    (a country's, not a game's banknotes) has the currency's own symbol ("NT$", not "$").

    >>> money(1500, "EUR", "fr"), money(1500, "USD", "en"), money(1500, "TWD", "zh-Hant")
    ('1\\u202f500\\xa0€', '$1,500', '$1,500')
    >>> money(267.75, "USD", "fr", cents=True), money(176.5, "EUR", "en")
    ('267,75\\xa0$US', '€177')
    >>> money(28590, "TWD", "zh-Hant", real=True), money(714.75, "TWD", "zh-Hant", cents=True, real=True)
    ('NT$28,590', 'NT$714.75')
    >>> money(714.75, "TWD", "en", cents=True), money(267.755, "USD", "en", cents=True)   # banknotes' "$"; half up
    ('$714.75', '$267.76')
    """
    with _room(amount):
        return _money(amount, currency, lang, cents, real)


def _money(amount: Number, currency: str, lang: str, cents: bool, real: bool) -> str:
    locale = _locale(lang)
    if cents:
        value = half_up(amount, 2)
        try:
            from babel.numbers import format_currency, format_decimal
        except ImportError:
            return f"{value:,.2f} {SYMBOLS.get(currency, currency)}"
        if _symbol(currency, real):       # the same symbol as its whole amounts
            return format_decimal(value, format=_currency_pattern(locale, currency, real, cents=True),
                                  locale=locale)
        return format_currency(value, currency, locale=locale)
    # A Decimal, not an int: Babel reads an int through str(), which refuses past 4,300 digits.
    whole = Decimal(amount) if isinstance(amount, int) else half_up(amount)
    try:
        from babel.numbers import format_currency, format_decimal
    except ImportError:
        return f"{whole:,} {SYMBOLS.get(currency, currency)}"
    pattern = _currency_pattern(locale, currency, real)
    if _symbol(currency, real):
        return format_decimal(whole, format=pattern, locale=locale)
    return format_currency(whole, currency, format=pattern, locale=locale, currency_digits=False)


def signed_money(amount: int, currency: str, lang: str, *, plus: bool = True) -> str:
    """An amount with its sign, written with the minus sign (−), never a hyphen: "+$100",
    "−$100", "$0" (with `plus=False`, a gain has no sign: "$100").

    >>> signed_money(-1500, "EUR", "fr"), signed_money(250, "USD", "en")
    ('\u22121\u202f500\xa0€', '+$250')
    """
    text = money(abs(amount), currency, lang)
    if amount < 0:
        return "\u2212" + text
    return "+" + text if amount > 0 and plus else text


def number(n: int, lang: str) -> str:
    """A whole number with the language's digit grouping.

    >>> number(12500, "en"), number(12500, "fr")
    ('12,500', '12\\u202f500')
    """
    try:
        from babel.numbers import format_decimal
    except ImportError:
        return f"{n:,}"
    with _room(n, 0):
        return format_decimal(Decimal(n) if isinstance(n, int) else n, locale=_locale(lang))


def day(when: date, lang: str) -> str:
    """A date written out the language's way ("December 4, 2026", "4 décembre 2026",
    "2026年12月4日"); the ISO form without Babel.

    >>> day(date(2026, 2, 1), "fr")
    '1er février 2026'
    """
    try:
        from babel.dates import format_date
    except ImportError:
        return when.isoformat()
    written = str(format_date(when, format="long", locale=_locale(lang)))
    first = record(lang).typography.first_day      # "1er février": the ordinal French writes
    if first and when.day == 1 and written.startswith("1"):
        written = first + written[1:]
    return written


def decimal(x: Number, lang: str, places: int = 0) -> str:
    """A number rounded half up to `places` decimals, with the language's digit grouping and
    decimal mark, and the minus sign.

    >>> decimal(7.65, "fr", 2), decimal(1369.86, "en"), decimal(-1290, "fr"), decimal(-0.4, "en")
    ('7,65', '1,370', '\u22121\u202f290', '0')
    """
    value = half_up(x, places)
    try:
        from babel.numbers import format_decimal
    except ImportError:
        return minus_sign(f"{value:,.{places}f}")
    pattern = "#,##0" + ("." + "0" * places if places else "")
    with _room(value, places):
        return minus_sign(format_decimal(value, format=pattern, locale=_locale(lang)))


def percent(ratio: Number, lang: str, places: int = 1) -> str:
    """A ratio as a percentage, rounded half up, as `lang` writes it.

    >>> percent(Fraction(1, 8), "en"), percent(Fraction(1, 8), "fr"), percent(1.2, "zh-Hant", 0)
    ('12.5%', '12,5 %', '120%')
    """
    return points(Fraction(ratio) * 100, lang, places)


def points(value: Number, lang: str, places: int | None = None) -> str:
    """A percentage given in points (a rule's 10 for 10 %), rounded half up to `places`
    decimals (by default none for a whole number, else one), as `lang` writes it.

    >>> points(10, "fr"), points(12.25, "en"), points(7, "zh-Hant", 1)
    ('10 %', '12.3%', '7.0%')
    """
    if places is None:
        places = 0 if float(value).is_integer() else 1
    return t("charts.percent", lang, value=decimal(value, lang, places))


def times(x: Number, lang: str, places: int = 2, *, plus: bool = False) -> str:
    """A factor ("3.138×", "+2.67×"), as `lang` writes it (its typography's ×: French puts a
    narrow space before it).

    >>> times(3.1384, "en", 3), times(Fraction(8, 3), "fr", plus=True)
    ('3.138×', '+2,67\u202f×')
    """
    sign = "+" if plus and x > 0 else ""
    return sign + decimal(x, lang, places) + record(lang).typography.times


def separators(lang: str) -> str:
    """The decimal mark then the thousands separator `lang` writes numbers with, as `money`
    and `number` do (plotly's `separators` layout setting takes exactly this).

    >>> separators("en"), separators("fr"), separators("zh-Hant")
    ('.,', ',\u202f', '.,')
    """
    try:
        from babel.numbers import get_decimal_symbol, get_group_symbol
    except ImportError:
        return ".,"
    locale = _locale(lang)
    return get_decimal_symbol(locale) + get_group_symbol(locale)


def columns(text: str) -> int:
    """How many terminal columns `text` takes: Chinese characters take two."""
    from unicodedata import east_asian_width
    return sum(2 if east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, width: int, align: str = "<") -> str:
    """`text` padded to `width` terminal columns.

    >>> pad("勝場", 6, ">") + "|", pad("wins", 6, ">") + "|"
    ('  勝場|', '  wins|')
    """
    space = " " * max(0, width - columns(text))
    return space + text if align == ">" else text + space


def dollar_safe(markup: str) -> str:
    """HTML whose dollar signs Jupyter will not read as TeX.

    Jupyter typesets "$...$" in an HTML output as mathematics, so "earned $0, paid $1,100"
    would lose its words; a "$" alone in its own element is left as it is.

    >>> dollar_safe("<p>earned $0, paid $1,100</p>")
    '<p>earned <span>$</span>0, paid <span>$</span>1,100</p>'
    """
    return markup.replace("$", "<span>$</span>")
