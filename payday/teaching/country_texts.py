"""The words of a country's papers: the calculations, model answers, glossary lines and "in real
life" box of lessons 01, 03, 05 and 06, in each language, for each country.

Each is a catalog message, `country.<code>.<lesson>.<part>` (payday/i18n/catalogs/countries.json),
whose `{name}` placeholders are the country's facts and what `payday.teaching.country_figures`
works out from them, beside the lesson's own figures (the game's rate, its minimum), written the
way the paper's language writes numbers. Every text exists for every country in every language,
so a French class can compute with the United States' facts. The box ends with the source of
every fact it quotes and the day it took effect (and its last day, where known), and the box and
the worksheet's calculation say the day the figures were last checked ("as of").
"""
from __future__ import annotations

import string

from dataclasses import dataclass

from payday.i18n import has, t
from payday.i18n.catalog import template
from payday.i18n.languages import joined, typography
from payday.i18n.formats import day
from payday.teaching.countries import AS_OF, COUNTRIES, Fact, country
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
    """Every number the country's texts of lesson `slug` may quote, written the `lang` way, and
    the days its facts took effect and end (`{name}_since`, `{name}_until`)."""
    numbers = figures(slug) | country_figures(slug[:2], code)
    found = {name: number.text(lang) for name, number in numbers.items()}
    for name, each in country(code).facts.items():      # `{usury_pct_since}`: the day it took effect
        for end, when in (("since", each.since), ("until", each.until)):
            if when is not None:
                found[f"{name}_{end}"] = day(when, lang)
    return found


def text(slug: str, part: str, code: str, lang: str) -> str:
    """One of the country's texts of a lesson; empty where the lesson has no such part."""
    key = message_key(slug, part, code)
    if template(key, lang) is None:
        return ""
    said = t(key, lang, **values(slug, code, lang))
    return said + "\n\n*" + as_of(lang) + "*" if part == "calc" else said


def as_of(lang: str) -> str:
    """"Figures as of December 4, 2026.": the day the facts were last checked."""
    return t("country.as_of", lang, date=day(AS_OF, lang))


def dated(found: Fact, lang: str) -> str:
    """When a fact holds, as a source line says it: "since February 1, 2026", "from January 1,
    2026 to March 31, 2026"; "" for an example or a fact no source dates."""
    if found.since is None or found.example:
        return ""
    if found.until is not None:
        return t("country.between", lang, since=day(found.since, lang), until=day(found.until, lang))
    return t("country.since", lang, date=day(found.since, lang))


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
    """"Sources: 6.2% — IRS Publication 15, since January 1, 1990; ..." for the facts the
    lesson's box quotes, in the order it quotes them, those from one source and date together."""
    place = country(code)
    quoted = [name for _, name, _, _ in string.Formatter().parse(template(message_key(slug, "box", code), "en") or "")
              if name in place.facts]
    cited: dict[tuple[str, str], list[str]] = {}
    for name in dict.fromkeys(quoted):
        found = place.facts[name]
        cited.setdefault((found.source, dated(found, lang)), []).append(said(found, lang))
    marks = typography(lang)
    parts = [f"{joined(values, lang)} — {source.replace(', ', marks.comma)}"
             + (marks.comma + when if when else "") for (source, when), values in cited.items()]
    return t("country.sources", lang) + marks.colon + marks.semicolon.join(parts)


@dataclass(frozen=True)
class RealLife:
    """A lesson's "in real life" box for a country: its heading, its words, the sources and dates
    of the facts it quotes ("" where the words name their own), and the day they were checked."""
    heading: str
    body: str
    sources: str
    as_of: str


def real_life(slug: str, code: str, lang: str) -> RealLife | None:
    """The lesson's "in real life" box for the country: lessons 01, 03, 05 and 06 quote the
    country's facts; the others have a box of their own (`reallife.<code>.<lesson>`) or none."""
    code = country(code).code
    heading = t("country.heading", lang, country=t(f"country.name.{code}", lang))
    body = text(slug, "box", code, lang)
    if body:
        return RealLife(heading, body, sources(slug, code, lang), as_of(lang))
    key = f"reallife.{code.lower()}.{slug[:2]}"
    return RealLife(heading, t(key, lang), "", as_of(lang)) if has(key) else None


def box(slug: str, code: str, lang: str) -> str:
    """The lesson's "in real life" box for the country, in Markdown (a guide's)."""
    found = real_life(slug, code, lang)
    if found is None:
        return ""
    tail = f">\n> {found.sources}\n" if found.sources else ""
    return f"## {found.heading}\n\n> {found.body}\n{tail}>\n> *{found.as_of}*\n"


def placeholder(name: str, slug: str, code: str, lang: str) -> str:
    """A paper's `{{country.<part>}}` (a text) or `{{country.<fact>}}` (a fact's value)."""
    if name in PARTS:
        return text(slug, name, code, lang)
    place = country(code)
    if name not in place.facts:
        raise KeyError(f"{slug}: {place.code} has no fact {name!r}")
    return figure(place.facts[name]).text(lang)


__all__ = ["LESSONS", "PARTS", "country_figures", "COUNTRIES", "RealLife", "real_life", "text", "box", "sources", "placeholder", "has_text", "values"]
