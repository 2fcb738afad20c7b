"""Money and numbers the local way, with Babel ("1 500 €", "$1,500", "$1,500" for the
Chinese edition's dollars). Babel comes with the notebook extra, so it is imported only when a
number is formatted; without it, a plain international form is used so the CLI still works."""
from __future__ import annotations

import re
from functools import cache

# Babel locale for each language: the country whose conventions the rulebook follows.
LOCALES = {"en": "en_US", "fr": "fr_FR", "zh-Hant": "zh_Hant_TW"}

# The 我愛發薪日 banknotes are marked "$": its TWD amounts keep that symbol in every language.
SYMBOLS = {"TWD": "$"}


def _locale(lang: str) -> str:
    from payday.i18n.catalog import FALLBACK_LANGUAGE, normalise
    return LOCALES[normalise(lang) or FALLBACK_LANGUAGE]


@cache
def _currency_pattern(locale: str, currency: str) -> str:
    """The locale's currency pattern without decimals: money in the games is whole units."""
    from babel import Locale
    pattern = Locale.parse(locale).currency_formats["standard"].pattern
    pattern = re.sub(r"\.0+", "", pattern.split(";")[0])
    symbol = SYMBOLS.get(currency)
    return pattern.replace("¤", f"'{symbol}'") if symbol else pattern


def money(amount: int, currency: str, lang: str) -> str:
    """An amount of money in `currency` (an ISO 4217 code) as `lang` writes it.

    >>> money(1500, "EUR", "fr"), money(1500, "USD", "en"), money(1500, "TWD", "zh-Hant")
    ('1\\u202f500\\xa0€', '$1,500', '$1,500')
    """
    locale = _locale(lang)
    try:
        from babel.numbers import format_currency, format_decimal
    except ImportError:
        return f"{amount:,} {SYMBOLS.get(currency, currency)}"
    pattern = _currency_pattern(locale, currency)
    if currency in SYMBOLS:
        return format_decimal(amount, format=pattern, locale=locale)
    return format_currency(amount, currency, format=pattern, locale=locale, currency_digits=False)


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
    return format_decimal(n, locale=_locale(lang))


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
