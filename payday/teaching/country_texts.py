"""The words of a country's papers: the calculations, model answers, glossary lines and "in real
life" box of lessons 01, 03, 05 and 06, in each language, for each country.

Each is a catalog message, `country.<code>.<lesson>.<part>` (payday/i18n/catalogs/countries.json),
whose `{name}` placeholders are the country's facts and what `payday.teaching.country_figures`
works out from them, beside the lesson's own figures (the game's rate, its minimum), written the
way the paper's language writes numbers. Every text exists for every country in every language,
so a French class can compute with the United States' facts. The box ends with the source and
year of every fact it quotes.
"""
from __future__ import annotations

import string

from dataclasses import dataclass

from payday.i18n import has, t
from payday.i18n.catalog import template
from payday.i18n.languages import joined, typography
from payday.teaching.countries import COUNTRIES, Fact, country
from payday.teaching.answer_key import Figure
from payday.teaching.country_figures import figure
from payday.teaching.lessons import LESSONS as ALL_LESSONS
from payday.teaching.lessons import figures, lesson

# The lessons whose papers work a country's figures out (`Lesson.country_figures`).
LESSONS = tuple(number for number, each in ALL_LESSONS.items() if each.country_figures is not None)
PARTS = ("calc", "answer", "terms", "box")        # worksheet, guide's model answers, glossary, box


def country_figures(number: str, code: str) -> dict[str, Figure]:
    """Every number a country's papers of lesson `number` quote: its facts and what the lesson
    works out from them."""
    place = country(code)
    found = {name: figure(value) for name, value in place.facts.items()}
    compute = lesson(number).country_figures
    return found | (compute(code) if compute else {})


def message_key(lesson: str, part: str, code: str) -> str:
    return f"country.{country(code).code}.{lesson[:2]}.{part}"


def has_text(lesson: str, part: str, code: str = "US") -> bool:
    return template(message_key(lesson, part, code), "en") is not None


def values(slug: str, code: str, lang: str) -> dict[str, str]:
    """Every number the country's texts of lesson `slug` may quote, written the `lang` way."""
    numbers = figures(slug) | country_figures(slug[:2], code)
    return {name: number.text(lang) for name, number in numbers.items()}


def text(slug: str, part: str, code: str, lang: str) -> str:
    """One of the country's texts of a lesson; empty where the lesson has no such part."""
    key = message_key(slug, part, code)
    if template(key, lang) is None:
        return ""
    return t(key, lang, **values(slug, code, lang))


def said(found: Fact, lang: str) -> str:
    """A fact's value as a source line gives it: "22 % (environ)", "36 months"."""
    if found.unit in ("months", "days"):
        text = t(f"country.unit.{found.unit}", lang, n=figure(found).text(lang))
    else:
        text = figure(found).text(lang)
    marks = [t(f"country.{mark}", lang) for mark in ("about", "example") if getattr(found, mark)]
    if not marks:
        return text
    return typography(lang).aside.format(text=text, note=joined(marks, lang))


def sources(slug: str, code: str, lang: str) -> str:
    """"Sources: 6.2%, 1.45% — IRS Publication 15, 2025; ..." for the facts the lesson's box
    quotes, in the order it quotes them, those from one source and year together."""
    place = country(code)
    quoted = [name for _, name, _, _ in string.Formatter().parse(template(message_key(slug, "box", code), "en") or "")
              if name in place.facts]
    cited: dict[tuple[str, int], list[str]] = {}
    for name in dict.fromkeys(quoted):
        found = place.facts[name]
        cited.setdefault((found.source, found.year), []).append(said(found, lang))
    marks = typography(lang)
    parts = [f"{joined(values, lang)} — {source}, {year}" for (source, year), values in cited.items()]
    line = marks.semicolon.join(parts)
    return t("country.sources", lang) + marks.colon + line.replace(", ", marks.comma)


@dataclass(frozen=True)
class RealLife:
    """A lesson's "in real life" box for a country: its heading, its words, and the sources and
    years of the facts it quotes ("" where the words name their own)."""
    heading: str
    body: str
    sources: str


def real_life(slug: str, code: str, lang: str) -> RealLife | None:
    """The lesson's "in real life" box for the country: lessons 01, 03, 05 and 06 quote the
    country's facts; the others have a box of their own (`reallife.<code>.<lesson>`) or none."""
    code = country(code).code
    heading = t("country.heading", lang, country=t(f"country.name.{code}", lang))
    body = text(slug, "box", code, lang)
    if body:
        return RealLife(heading, body, sources(slug, code, lang))
    key = f"reallife.{code.lower()}.{slug[:2]}"
    return RealLife(heading, t(key, lang), "") if has(key) else None


def box(slug: str, code: str, lang: str) -> str:
    """The lesson's "in real life" box for the country, in Markdown (a guide's)."""
    found = real_life(slug, code, lang)
    if found is None:
        return ""
    tail = f">\n> {found.sources}\n" if found.sources else ""
    return f"## {found.heading}\n\n> {found.body}\n{tail}"


def placeholder(name: str, slug: str, code: str, lang: str) -> str:
    """A paper's `{{country.<part>}}` (a text) or `{{country.<fact>}}` (a fact's value)."""
    if name in PARTS:
        return text(slug, name, code, lang)
    place = country(code)
    if name not in place.facts:
        raise KeyError(f"{slug}: {place.code} has no fact {name!r}")
    return figure(place.facts[name]).text(lang)


__all__ = ["LESSONS", "PARTS", "country_figures", "COUNTRIES", "RealLife", "real_life", "text", "box", "sources", "placeholder", "has_text", "values"]
