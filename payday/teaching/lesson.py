"""What a lesson is: one record holding or naming each of its parts.

A lesson is declared once, as a `Lesson` in its own module (`payday.teaching.lessons.<name>`),
and registered in `payday.teaching.lessons.LESSONS`. Everything that differs from one lesson to
the next is a field here, so every consumer (the app's lesson screens, the dashboard, the
lesson notebooks, the papers, the quiz) asks a lesson instead of testing its number, and
`missing_parts` names what a new lesson has not written yet (its templates, its catalog words).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from payday.engine.decisions import Act
from payday.teaching.answer_key import AnswerKey, Figure
from payday.teaching.quiz_scoring import QUIZ_VERSION, Question
from payday.teaching.scenarios import RulesKind, Scenario

# The objective a quiz item measures: its number in the plan's "Objectives", or DECISION for the
# lesson's key decision asked in real-life terms.
DECISION = "decision"
Measure = int | str


class Decided(NamedTuple):
    """A fact family the papers state about the key decision: `<name>_mean`, `<name>_better`
    ... for answering `answer` against the other answer under `rules`
    (`payday.teaching.lessons.decision.decision_facts`)."""

    name: str
    answer: Act
    rules: RulesKind


def _none(*_args: object) -> dict[str, Figure]:
    return {}


def _no_words(*_args: object) -> dict[str, str]:
    return {}


@dataclass(frozen=True)
class Lesson:
    """One lesson: its scenario (number, folder, position, key decision, claims, real rules,
    version), its experiment (`key`, the answer key computed by the engine) and the figures its
    plan and worksheets quote, its quiz (items paired before/after, what each measures, and the
    numbers and words its texts need for a class's country, its version), what its papers state about its key
    decision, the extra numbers its guide's model answers need, what a country's papers work
    out for it, and the lesson notebook's experiment (the names of its views in
    `payday.ui.lessons.notebook`)."""

    scenario: Scenario
    key: Callable[[], AnswerKey]
    figures: Callable[[], dict[str, Figure]]
    quiz: tuple[tuple[Question, Question], ...]
    measures: tuple[Measure, ...]
    notebook: tuple[str, ...]
    quiz_figures: Callable[[dict[str, Figure], str], dict[str, Figure]] = _none
    decisions: tuple[Decided, ...] = ()
    guide_figures: Callable[[], dict[str, Figure]] = _none
    country_figures: Callable[[str], dict[str, Figure]] | None = None
    # Words a quiz question needs for a class's country (country, language): where a rule
    # differs by country (what income tax is withheld on), not a number.
    quiz_words: Callable[[str, str], dict[str, str]] = _no_words
    # The version of the quiz the answers kept for this lesson carry: raised when its items
    # are renumbered, so answers to the earlier items are counted apart.
    quiz_version: int = QUIZ_VERSION

    @property
    def number(self) -> str:
        return self.scenario.number

    @property
    def slug(self) -> str:
        return self.scenario.slug

    @property
    def title_key(self) -> str:
        return self.scenario.title_key

    def folder(self, templates: Path) -> Path:
        """The lesson's templates' folder under `templates`."""
        return templates / self.slug


# The papers each lesson has, per language (a plan is in English only, for the teacher).
PAPERS = ("guide", "worksheet", "answer-key")


def missing_parts(lesson: Lesson, templates: Path, languages: tuple[str, ...],
                  has: Callable[[str], bool]) -> list[str]:
    """The parts `lesson` lacks, each named (a template file, a catalog key, a quiz's
    measures): empty when the lesson is whole. `has` says whether the catalogs hold a key."""
    missing = []
    folder = lesson.folder(templates)
    names = ["plan.md"] + [f"{paper}.{lang}.md" for paper in PAPERS for lang in languages]
    missing += [f"template {lesson.slug}/{name}" for name in names if not (folder / name).is_file()]
    keys = [lesson.scenario.title_key, lesson.scenario.situation_key]
    for pair in lesson.quiz:
        keys.append(f"quiz.{pair[0].item}.objective")
        keys += [f"quiz.{q.key}.{part}" for q in pair for part in ("q", "why", *q.letters())]
    missing += [f"catalog key {key}" for key in keys if not has(key)]
    if not lesson.scenario.claims:
        missing.append("scenario claims")
    if not lesson.quiz:
        missing.append("quiz items")
    if len(lesson.measures) != len(lesson.quiz):
        missing.append(f"quiz measures ({len(lesson.measures)} for {len(lesson.quiz)} items)")
    if not lesson.notebook:
        missing.append("notebook experiment")
    return missing


__all__ = ["DECISION", "Decided", "Lesson", "Measure", "PAPERS", "missing_parts"]
