"""The six lessons, one module each: its settings, its constants and its experiment.

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

from payday.teaching.answer_key import AnswerKey, Figure
from payday.teaching.lessons import (earning_income, investing, managing_credit, managing_risk, saving,
                                     spending)
from payday.teaching.lessons.games import inflows, outflows
from payday.teaching.lessons.investing import LAB, acquisition_tiers
from payday.teaching.lessons.managing_credit import minimum_payments
from payday.teaching.numbers import DEBT, DEPOSIT, PRICE_RISE_PCT, RISK_SEEDS, WITHDRAWAL

# The papers' templates are the package's own data, found wherever it is installed (pip puts a
# wheel's files on disk, so this is a real folder).
TEMPLATES = Path(str(resources.files("payday.teaching") / "templates"))
# Where `payday lessons --write` writes the papers by default: `lessons/` in the current folder
# (the repository's, where ./workbook runs), or $PAYDAY_LESSONS.
LESSONS_DIR = Path(os.environ.get("PAYDAY_LESSONS") or "lessons")

MODULES = (earning_income, spending, saving, investing, managing_credit, managing_risk)
KEYS: dict[str, Callable[[], AnswerKey]] = {module.SLUG: module.key for module in MODULES}
SLUGS: tuple[str, ...] = tuple(KEYS)
_FIGURES: dict[str, Callable[[], dict[str, Figure]]] = {module.SLUG: module.figures for module in MODULES}


def figures(slug: str) -> dict[str, Figure]:
    """Every number the lesson's plan and worksheets quote, read from the rules data, the
    lesson's settings and its worked examples."""
    if slug not in _FIGURES:
        raise ValueError(f"no lesson {slug!r}")
    return _FIGURES[slug]()


__all__ = ["LESSONS_DIR", "TEMPLATES", "KEYS", "SLUGS", "figures", "MODULES", "inflows", "outflows", "LAB",
           "acquisition_tiers", "DEBT", "minimum_payments", "RISK_SEEDS", "DEPOSIT", "WITHDRAWAL",
           "PRICE_RISE_PCT", "earning_income", "spending", "saving", "investing", "managing_credit",
           "managing_risk"]
