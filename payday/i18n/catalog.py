"""The message catalogs: every word a student reads, in each language, looked up by key.

Each `catalogs/*.json` file maps a message key to {"en": ..., "fr": ..., "zh-Hant": ...};
placeholders are `str.format` names ("{player} pays {amount}"). Every file in the folder is
merged, so each edition and each view can keep its own file.

A missing key never shows a student a traceback: `t()` returns `default` when one is given,
and otherwise a bracketed, humanised form of the key ("[Price hike]") that is easy to spot
and report. Under pytest (or with PAYDAY_I18N_STRICT=1) a missing key raises `KeyError`
instead, so a forgotten translation fails the tests rather than reaching a classroom.

A sentence that counts something is one message with a whole sentence per plural form, never a
number glued to a word with an "s" added: `plurals.json` maps such a key to, per language, a
dict of CLDR plural categories ({"one": "{n} game", "other": "{n} games"}; French also counts 0
as "one"; Chinese has only "other"). `t(key, lang, count=n)` picks the form Babel's plural rule
gives for `n` (`babel.Locale(...).plural_form`). They live apart from `catalogs/` because their
values have another shape: everything that reads a catalog text as a string keeps working.
"""
from __future__ import annotations

import json
import os
import string
from functools import cache
from pathlib import Path

from payday.editions import EDITIONS
from payday.i18n.languages import FALLBACK_LANGUAGE, choose, normalise, record

CATALOGS = Path(__file__).parent / "catalogs"
PLURALS = Path(__file__).parent / "plurals.json"


class MissingTranslation(KeyError):
    """A message key (or one of its placeholders) that the catalogs do not provide."""


def language_for(variant: str | None, requested: object = None) -> str:
    """The requested language if supported, else the edition's own language (its rules'
    `language`: the one place an edition's language is written).

    >>> language_for("payday-auction"), language_for("payday", "FR"), language_for("x", "xx")
    ('zh-Hant', 'fr', 'en')
    """
    return choose(requested, edition=edition_language(variant))


def edition_language(variant: object) -> str | None:
    """The language an edition's rules are written in (its rules' `language`), or None for
    an unknown edition."""
    game_class = EDITIONS.get(variant) if isinstance(variant, str) else None
    return None if game_class is None else game_class.edition_rules.language


@cache
def catalog() -> dict[str, dict[str, str]]:
    """Every catalog file merged into one {key: {lang: text}} mapping."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(CATALOGS.glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


@cache
def plurals() -> dict[str, dict[str, dict[str, str]]]:
    """The counting messages: {key: {lang: {plural category: text}}}."""
    data: dict[str, dict[str, dict[str, str]]] = json.loads(PLURALS.read_text(encoding="utf-8"))
    return {key: entry for key, entry in data.items() if not key.startswith("_")}


def plural_category(count: float, lang: str) -> str:
    """The CLDR plural category of `count` in `lang`, by Babel's rule ("one", "many", "other").

    >>> plural_category(1, "en"), plural_category(0, "fr"), plural_category(0, "en"), plural_category(1, "zh-Hant")
    ('one', 'one', 'other', 'other')
    """
    language = record(lang)
    count = int(count) if float(count).is_integer() else count
    try:
        from babel import Locale
    except ImportError:            # without Babel (the plain CLI): the record's own rule
        return "one" if language.counts_one(count) else "other"
    category: str = Locale.parse(language.locale).plural_form(count)
    return category


def plural_text(key: str, lang: str, count: float) -> str | None:
    """The form of the counting message `key` for `count` in `lang` (English if that language
    lacks it; "other" where a language writes a category no differently), or None."""
    entry = plurals().get(key)
    if entry is None:
        return None
    forms = entry.get(lang) or entry[FALLBACK_LANGUAGE]
    if lang not in entry:
        lang = FALLBACK_LANGUAGE
    return forms.get(plural_category(count, lang)) or forms["other"]


def catalog_files() -> dict[str, dict[str, dict[str, str]]]:
    """Each catalog file's own entries, by file name (for the completeness tests)."""
    return {path.name: json.loads(path.read_text(encoding="utf-8"))
            for path in sorted(CATALOGS.glob("*.json"))}


def reload() -> None:
    """Forget the loaded catalogs (after editing a file in a running notebook)."""
    catalog.cache_clear()
    plurals.cache_clear()


def strict() -> bool:
    return bool(os.environ.get("PAYDAY_I18N_STRICT") or os.environ.get("PYTEST_CURRENT_TEST"))


def has(key: str) -> bool:
    return key in catalog() or key in plurals()


def humanise(key: str) -> str:
    """"event.price_hike" -> "Price hike": the readable last part of a key."""
    words = str(key).rsplit(".", 1)[-1].replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


def template(key: str, lang: str) -> str | None:
    """The raw text of `key` in `lang` (English if that language is missing), or None."""
    entry = catalog().get(key)
    if entry is None:
        return None
    return entry.get(lang) or entry.get(FALLBACK_LANGUAGE)


def fields(text: str) -> set[str]:
    """The placeholder names a template needs."""
    return {name.split(".")[0].split("[")[0]
            for _, name, _, _ in string.Formatter().parse(text) if name}


class _Leave(dict[str, object]):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def t(key: str, lang: str, *, default: str | None = None, **values: object) -> str:
    """The text of `key` in `lang`, formatted with `values`; a counting message (`plurals.json`)
    takes the form of its `count` value, which the text may also quote as `{count}` (or a
    locally written `{n}` given beside it).

    >>> t("ui.roll", "fr"), t("no.such.key", "en", default="Hello {name}", name="Bo")
    ('Lancer le dé', 'Hello Bo')
    >>> t("count.games", "fr", count=1, n="1"), t("count.games", "fr", count=2, n="2")
    ('1 partie', '2 parties')
    """
    lang = normalise(lang) or FALLBACK_LANGUAGE
    count = values.get("count")
    if key in plurals():
        if not isinstance(count, (int, float)):
            if strict():
                raise MissingTranslation(f"message {key!r} counts: it needs count=<a number>")
            count = 2                  # outside the tests, the "other" form rather than a traceback
        text = plural_text(key, lang, count)
    else:
        text = template(key, lang)
    if text is None:
        if default is None:
            if strict():
                raise MissingTranslation(f"no message {key!r} in the catalogs")
            return f"[{humanise(key)}]"
        text = default
    try:
        return text.format(**values)
    except (KeyError, IndexError) as error:
        if strict() and default is None:
            raise MissingTranslation(f"message {key!r} needs {error}") from None
        return text.format_map(_Leave(values))
