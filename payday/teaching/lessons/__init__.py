"""The lessons' registry: one module per lesson, each declaring its `Lesson`, registered here.

`LESSONS` holds them in order, by number; `lesson(number)` finds one. Everything that differs
between lessons is a field of its `payday.teaching.lesson.Lesson`, so no module outside the
lessons' own modules tests a lesson's number, and `missing(lesson)` names the parts a lesson
lacks (a test runs it on each). Adding a lesson is one module here, its line in `MODULES`, its
catalog words and its templates.

Every number a lesson states comes from here: the editions' salaries, fees and rates are read
from their rules, and the experiments are played by the engine with the lesson's seed. Each
lesson's module has `key()`, its answer key (`payday.teaching.answer_key.AnswerKey`), and
`figures()`, the numbers its plan and worksheets quote; the papers printed from them are
`payday.teaching.papers`'s.

>>> from payday.teaching.lessons import saving
>>> saving.key().facts["effective_rate"].text
'213.8%'
"""
from __future__ import annotations

import os
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from payday.engine.game import Game

from payday.i18n.catalog import catalog
from payday.i18n.languages import LANGUAGES
from payday.teaching.answer_key import AnswerKey, Figure
from payday.teaching.lesson import Lesson, missing_parts
from payday.teaching.scenarios import Scenario
from payday.teaching.lessons import (earning_income, investing, managing_credit, managing_risk, saving,
                                     spending)
from payday.teaching.lessons.games import inflows, outflows
from payday.teaching.lessons.investing import LAB, acquisition_tiers
from payday.teaching.numbers import DEBT, DEPOSIT, PRICE_RISE_PCT, RISK_SEEDS, WITHDRAWAL, minimum_payments

# The papers' templates are the package's own data, found wherever it is installed (pip puts a
# wheel's files on disk, so this is a real folder).
TEMPLATES = Path(str(resources.files("payday.teaching") / "templates"))
# Where `payday lessons --write` writes the papers by default: `lessons/` in the current folder
# (the repository's, where ./workbook runs), or $PAYDAY_LESSONS.
LESSONS_DIR = Path(os.environ.get("PAYDAY_LESSONS") or "lessons")

MODULES = (earning_income, spending, saving, investing, managing_credit, managing_risk)
LESSONS: dict[str, Lesson] = {module.LESSON.number: module.LESSON for module in MODULES}

SCENARIOS: dict[str, Scenario] = {number: each.scenario for number, each in LESSONS.items()}


def lesson(number: str | int) -> Lesson:
    """A lesson by its number as a link writes it (two digits, or one, or an int); a
    `ValueError` names the lessons."""
    key = f"{int(number):02d}" if str(number).strip().isdigit() else str(number)
    try:
        return LESSONS[key]
    except KeyError:
        raise ValueError(f"there is no lesson {number!r}; the lessons are "
                         + ", ".join(LESSONS)) from None


def by_slug(slug: str) -> Lesson:
    """A lesson by its folder's name ("03-saving"), as the papers name it."""
    found = next((each for each in LESSONS.values() if each.slug == slug), None)
    if found is None:
        raise ValueError(f"no lesson {slug!r}")
    return found


def scenario(number: str | int) -> Scenario:
    """A lesson's scenario by its number (as `lesson` takes it); a `ValueError` names the lessons."""
    return lesson(number).scenario


def lesson_of(game: Game[Any]) -> Scenario | None:
    """The lesson whose scenario this game was started from (any of its versions), if any."""
    for each in LESSONS.values():
        if each.scenario.version_of(game) is not None:
            return each.scenario
    return None


def _in_every_language(key: str) -> bool:
    entry = catalog().get(key)
    return entry is not None and all(entry.get(lang) for lang in LANGUAGES)


def missing(found: Lesson) -> list[str]:
    """The parts `found` lacks: its templates in every language, its catalog words in every
    language, its quiz's measures (`payday.teaching.lesson.missing_parts`)."""
    return missing_parts(found, TEMPLATES, LANGUAGES, _in_every_language)


# Each lesson's answer key and figures by its folder's name, as the papers name them.
KEYS: dict[str, Callable[[], AnswerKey]] = {each.slug: each.key for each in LESSONS.values()}
SLUGS: tuple[str, ...] = tuple(KEYS)
_FIGURES: dict[str, Callable[[], dict[str, Figure]]] = {each.slug: each.figures for each in LESSONS.values()}


def figures(slug: str) -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, read from the rules data, the
    lesson's settings and its worked examples."""
    if slug not in _FIGURES:
        raise ValueError(f"no lesson {slug!r}")
    return _FIGURES[slug]()


__all__ = ["LESSONS", "SCENARIOS", "Lesson", "lesson", "by_slug", "scenario", "lesson_of", "missing", "LESSONS_DIR", "TEMPLATES", "KEYS", "SLUGS", "figures", "MODULES", "inflows", "outflows", "LAB",
           "acquisition_tiers", "DEBT", "minimum_payments", "RISK_SEEDS", "DEPOSIT", "WITHDRAWAL",
           "PRICE_RISE_PCT", "earning_income", "spending", "saving", "investing", "managing_credit",
           "managing_risk"]
