"""The message catalogs: every word a student reads, in each language, looked up by key.

Each `catalogs/*.json` file maps a message key to {"en": ..., "fr": ..., "zh-Hant": ...};
placeholders are `str.format` names ("{player} pays {amount}"). Every file in the folder is
merged, so each edition and each view can keep its own file.

A missing key never shows a student a traceback: `t()` returns `default` when one is given,
and otherwise a bracketed, humanised form of the key ("[Price hike]") that is easy to spot
and report. Under pytest (or with PAYDAY_I18N_STRICT=1) a missing key raises `KeyError`
instead, so a forgotten translation fails the tests rather than reaching a classroom.
"""
from __future__ import annotations

import json
import os
import string
from functools import cache
from pathlib import Path

from payday.editions import EDITIONS

LANGUAGES = ("en", "fr", "zh-Hant")
FALLBACK_LANGUAGE = "en"          # an unknown edition's, and a missing translation's
CATALOGS = Path(__file__).parent / "catalogs"

# Spellings a URL or a teacher may use for each language.
_ALIASES = {"en": "en", "english": "en", "fr": "fr", "french": "fr", "français": "fr",
            "francais": "fr", "zh-hant": "zh-Hant", "zh_hant": "zh-Hant", "zh-tw": "zh-Hant",
            "zh_tw": "zh-Hant", "zh-hk": "zh-Hant", "zh": "zh-Hant", "中文": "zh-Hant"}


class MissingTranslation(KeyError):
    """A message key (or one of its placeholders) that the catalogs do not provide."""


def normalise(lang: object) -> str | None:
    """The language code for `lang` ("FR", "zh-TW", "en-GB" ...), or None if not supported."""
    if not isinstance(lang, str):
        return None
    lang = lang.strip().lower()
    if not lang:
        return None
    return _ALIASES.get(lang) or _ALIASES.get(lang.split("-")[0].split("_")[0])


def language_for(variant: str | None, requested: object = None) -> str:
    """The requested language if supported, else the edition's own language (its rules'
    `language`: the one place an edition's language is written).

    >>> language_for("payday-auction"), language_for("payday", "FR"), language_for("x", "xx")
    ('zh-Hant', 'fr', 'en')
    """
    game_class = EDITIONS.get(variant) if isinstance(variant, str) else None
    return normalise(requested) or (FALLBACK_LANGUAGE if game_class is None
                                    else game_class.edition_rules.language)


@cache
def catalog() -> dict[str, dict[str, str]]:
    """Every catalog file merged into one {key: {lang: text}} mapping."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(CATALOGS.glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def catalog_files() -> dict[str, dict[str, dict[str, str]]]:
    """Each catalog file's own entries, by file name (for the completeness tests)."""
    return {path.name: json.loads(path.read_text(encoding="utf-8"))
            for path in sorted(CATALOGS.glob("*.json"))}


def reload() -> None:
    """Forget the loaded catalogs (after editing a file in a running notebook)."""
    catalog.cache_clear()


def strict() -> bool:
    return bool(os.environ.get("PAYDAY_I18N_STRICT") or os.environ.get("PYTEST_CURRENT_TEST"))


def has(key: str) -> bool:
    return key in catalog()


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
    """The text of `key` in `lang`, formatted with `values`.

    >>> t("ui.roll", "fr"), t("no.such.key", "en", default="Hello {name}", name="Bo")
    ('Lancer le dé', 'Hello Bo')
    """
    lang = normalise(lang) or FALLBACK_LANGUAGE
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
