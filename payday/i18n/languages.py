"""The languages the workbook speaks, one `Language` record each: the one list every other
module reads (the catalogs' completeness, the plural rule, numbers and money, the papers and
their PDFs, the menus, the language a page opens in).

A record says everything about a language that is not a sentence: its code (the catalogs'
key), the Babel locale its numbers and plural forms follow, the `lang` its HTML pages carry,
the fonts its PDFs name, the country whose real figures its papers quote, the spellings a link
may use, and its typography (French no-break spaces before ":" and ";", Chinese full-width
marks and no spaces between words). Sentences stay in the catalogs (`catalogs/*.json`, keyed
by the code) and the papers' templates (`teaching/templates/<lesson>/<paper>.<code>.md`).
Adding a language is one record here, plus its catalog entries and templates.

>>> LANGUAGES, [language.locale for language in RECORDS]
(('en', 'fr', 'zh-Hant'), ['en_US', 'fr_FR', 'zh_Hant_TW'])
>>> normalise("FR"), normalise("zh-TW"), normalise("en-GB"), normalise("xx")
('fr', 'zh-Hant', 'en', None)
>>> record("fr").locale, record("zh-Hant").html_lang, joined(["a", "b"], "zh-Hant")
('fr_FR', 'zh-Hant-TW', 'a、b')
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Typography:
    """How a language sets the marks around its words (what a catalog's sentence cannot carry,
    because code joins the pieces)."""

    list_separator: str = ", "        # between the items of a list
    sentence_space: str = " "         # between two sentences put side by side
    colon: str = ": "                 # after a label ("Sources: ...")
    semicolon: str = "; "             # between the groups of a list
    comma: str = ", "                 # inside a quoted source line ("IRS, 2025")
    aside: str = "{text} ({note})"    # a note in brackets after a text
    times: str = "×"                  # after a factor ("3.14×")
    first_day: str = ""               # the first day of a month as a date writes it ("1er" in French)
    word_spaces: bool = True          # False: words are not set apart by spaces (Chinese), so a
    #                                   term is found as a substring and a line break is no space


@dataclass(frozen=True)
class Language:
    """One language: everything the code needs to know about it besides its sentences."""

    code: str                   # the catalogs' key and the links' ?lang= ("zh-Hant")
    locale: str                 # Babel's: numbers, money, percents and the plural rule
    html_lang: str              # the `lang` of a page printed in it
    fonts: str                  # the CSS font stack its PDFs name
    country: str                # whose real figures its papers quote unless a class chooses
    english_name: str           # for a message to whoever installs fonts (not a student's word)
    aliases: tuple[str, ...] = ()          # other spellings a link or a teacher may use (lower case)
    typography: Typography = Typography()
    font_check: str = ""        # fontconfig's language a font must cover for its PDFs ("" none)
    font_package: str = ""      # the Debian package that brings such a font
    # Whether a count takes the singular ("one") form, where Babel (the notebook extra) is
    # missing; with Babel, the locale's CLDR rule decides.
    counts_one: Callable[[float], bool] = lambda n: n == 1


LATIN_FONTS = '"DejaVu Sans", "Liberation Sans", sans-serif'

RECORDS: tuple[Language, ...] = (
    Language("en", "en_US", "en", LATIN_FONTS, "US", "English", aliases=("english",)),
    Language("fr", "fr_FR", "fr", LATIN_FONTS, "FR", "French",
             aliases=("french", "français", "francais"),
             typography=Typography(colon="\u00a0: ", semicolon="\u00a0; ", times="\u202f×", first_day="1er"),
             counts_one=lambda n: abs(n) < 2),
    Language("zh-Hant", "zh_Hant_TW", "zh-Hant-TW",
             '"Noto Sans CJK TC", "Noto Serif CJK TC", "DejaVu Sans", sans-serif', "TW",
             "Traditional Chinese", aliases=("zh_hant", "zh-tw", "zh_tw", "zh-hk", "zh", "中文"),
             typography=Typography(list_separator="、", sentence_space="", colon="：", semicolon="；",
                                   comma="，", aside="{text}（{note}）", word_spaces=False),
             font_check="zh-tw", font_package="fonts-noto-cjk", counts_one=lambda n: False),
)

LANGUAGES: tuple[str, ...] = tuple(language.code for language in RECORDS)     # their codes, in menu order
FALLBACK_LANGUAGE = "en"          # the catalogs' own: an unknown edition's, a missing translation's
_BY_CODE = {language.code: language for language in RECORDS}
_SPELLINGS = {spelling: language.code for language in RECORDS
              for spelling in (language.code.lower(), *language.aliases)}


def normalise(lang: object) -> str | None:
    """The language code for `lang` ("FR", "zh-TW", "en-GB" ...), or None if not supported."""
    if not isinstance(lang, str):
        return None
    lang = lang.strip().lower()
    if not lang:
        return None
    return _SPELLINGS.get(lang) or _SPELLINGS.get(lang.split("-")[0].split("_")[0])


def record(lang: object) -> Language:
    """The record of `lang` (any spelling `normalise` reads), English's for an unknown one."""
    return _BY_CODE[normalise(lang) or FALLBACK_LANGUAGE]


def typography(lang: object) -> Typography:
    return record(lang).typography


def joined(items: Iterable[str], lang: object) -> str:
    """Items as a list in `lang`: "a, b" or "a、b"."""
    return typography(lang).list_separator.join(items)


def accepted(header: str | None) -> str | None:
    """The first language of a browser's Accept-Language header that the workbook speaks, in
    the header's order of preference (its q= weights), or None.

    >>> accepted("de-DE,fr;q=0.9,en;q=0.8"), accepted("en;q=0.5, zh-TW"), accepted(None)
    ('fr', 'zh-Hant', None)
    """
    ranked: list[tuple[float, int, str]] = []
    for place, part in enumerate((header or "").split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if weight > 0:
            ranked.append((-weight, place, tag))
    for _, _, tag in sorted(ranked):
        code = normalise(tag)
        if code:
            return code
    return None


def choose(link: object = None, menu: object = None, accept: str | None = None,
           edition: str | None = None) -> str:
    """The one policy for the language of every page (the students' app, the dashboard, the
    lab, the lesson pages, the server's notices, the launcher's words): the link's ?lang=,
    else what the page's language menu holds, else the browser's Accept-Language (or the
    system's language, for the terminal), else the edition's own language (`edition` is that
    code), else English.

    >>> choose("FR", "en", "zh-TW", "en"), choose(None, "zh-Hant", "fr"), choose(None, None, "fr-CA", "en")
    ('fr', 'zh-Hant', 'fr')
    >>> choose(None, None, "de", "zh-Hant"), choose()
    ('zh-Hant', 'en')
    """
    return (normalise(link) or normalise(menu) or accepted(accept) or normalise(edition)
            or FALLBACK_LANGUAGE)


__all__ = ["Language", "Typography", "RECORDS", "LANGUAGES", "FALLBACK_LANGUAGE", "normalise", "record",
           "typography", "joined", "accepted", "choose"]
