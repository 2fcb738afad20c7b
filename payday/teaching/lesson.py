"""What a lesson is: one record holding or naming each of its parts.

A lesson is declared once, as a `Lesson` in its own module (`payday.teaching.lessons.<name>`),
and registered in `payday.teaching.lessons.LESSONS`. Everything that differs from one lesson to
the next is a field here, so every consumer (the app's lesson screens, the dashboard, the
lesson notebooks, the papers, the quiz) asks a lesson instead of testing its number, and
`missing_parts` names what a new lesson has not written yet (its templates, its catalog words).

A lesson's minute plan is data too (`Step`): the guides in every language, the plan and the
lessons' README all print it, and `plan_problems` says where it does not fill the period, leaves
a step too short for what it holds, or times a worksheet part that is also homework.
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


# ------------------------------------------------------------------ the minute plan
PERIOD = 45                      # minutes in a lesson, logging in and both quizzes included
# A worksheet part a step covers is its heading's number ("3"), or one of these unnumbered ones.
PLAY = "play"                    # "Play the lesson": the student's own game, copied
EXIT = "exit"                    # the exit ticket
# The kinds of step, in the order a period runs them; each is named in the papers by its
# catalog words, `plan.step.<kind>`. HOMEWORK holds the parts left for after the period.
LOG_IN, HOOK, DECIDE, SEE, DEBRIEF, CALCULATE, EXIT_QUIZ, HOMEWORK = (
    "login", "hook", "decide", "see", "debrief", "calculate", "exit", "homework")
STEPS = (LOG_IN, HOOK, DECIDE, SEE, DEBRIEF, CALCULATE, EXIT_QUIZ, HOMEWORK)
# The least time each step takes for a class of about 28; where a lesson cannot give it, a part
# moves to homework rather than being squeezed. Logging in and the quizzes are counted from the
# quiz itself (`least_minutes`).
LOG_IN_MINUTES = 2               # open the class link and type a name
CHOICE_ITEM_MINUTES = 1          # read a quiz item and pick an answer
NUMBER_ITEM_MINUTES = 2          # work a number out (a calculation to two decimals at most)
EXIT_TICKET_MINUTES = 2          # write one sentence
LEAST_MINUTES = {HOOK: 3,        # the question, a show of hands, the prediction written down
                 DECIDE: 8,      # play the lesson's month from its position
                 SEE: 4,         # copy a few numbers from the screen or the notebook
                 DEBRIEF: 5,     # read the class's numbers off the dashboard and discuss them
                 CALCULATE: 5}   # two or three worked sums


class Step(NamedTuple):
    """One row of a lesson's minute plan: from minute `start` to minute `end` (None for
    homework, done after the period), its kind (one of `STEPS`), the catalog key of what the
    teacher says (its `{name}`s are the guide's placeholders), and the worksheet parts it
    covers (a heading's number, `PLAY` or `EXIT`)."""

    start: int | None
    end: int | None
    kind: str
    say: str
    parts: tuple[str, ...] = ()

    @property
    def minutes(self) -> int:
        return 0 if self.start is None or self.end is None else self.end - self.start


def step(start: int, end: int, kind: str, say: str, *parts: str) -> Step:
    """A timed step of the period."""
    return Step(start, end, kind, say, parts)


def homework(say: str, *parts: str) -> Step:
    """The worksheet parts left for after the period, and what the teacher says about them."""
    return Step(None, None, HOMEWORK, say, parts)


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
    out for it, the lesson notebook's experiment (the names of its views in
    `payday.ui.lessons.notebook`), and its minute plan (`Step`s: the period's 45 minutes,
    then the parts left as homework)."""

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
    minute_plan: tuple[Step, ...] = ()
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
    if not lesson.minute_plan:
        missing.append("minute plan")
    missing += [f"catalog key {each.say}" for each in lesson.minute_plan if not has(each.say)]
    return missing


def quiz_minutes(lesson: Lesson, moment: str) -> int:
    """The minutes the lesson's quiz takes before ("pre") or after ("post") the lesson: a
    minute for an item answered by a letter, two for one worked out as a number."""
    forms = [pair[0] if moment == "pre" else pair[1] for pair in lesson.quiz]
    return sum(NUMBER_ITEM_MINUTES if form.is_number else CHOICE_ITEM_MINUTES for form in forms)


def least_minutes(lesson: Lesson, kind: str) -> int:
    """The least time a step of this kind takes in this lesson: logging in holds the pre-quiz,
    the exit ticket the post-quiz."""
    if kind == LOG_IN:
        return LOG_IN_MINUTES + quiz_minutes(lesson, "pre")
    if kind == EXIT_QUIZ:
        return EXIT_TICKET_MINUTES + quiz_minutes(lesson, "post")
    return LEAST_MINUTES.get(kind, 1)


def plan_problems(lesson: Lesson) -> list[str]:
    """Where the lesson's minute plan fails, each said with the lesson's number: the timed
    steps must run from 0 to `PERIOD` without gaps or overlaps, logging in (with the pre-quiz)
    first and the exit ticket (with the post-quiz) last, each step at least its least time,
    and a part timed in class is not also homework. Empty when the plan holds."""
    name = f"lesson {lesson.number}'s minute plan"
    timed = [each for each in lesson.minute_plan if each.kind != HOMEWORK]
    problems = [f"{name}: step {each.kind!r} is not one of {', '.join(STEPS)}"
                for each in lesson.minute_plan if each.kind not in STEPS]
    if not timed:
        return problems + [f"{name} has no timed step"]
    problems += [f"{name}: homework has minutes" for each in lesson.minute_plan
                 if each.kind == HOMEWORK and each.start is not None]
    spans = [(each, each.start, each.end) for each in timed
             if each.start is not None and each.end is not None]
    if len(spans) < len(timed):
        untimed = [each.kind for each in timed if each.start is None or each.end is None]
        return problems + [f"{name}: {', '.join(untimed)} has no minutes"]
    at = 0
    for each, start, end in spans:
        if start > at:
            problems.append(f"{name} has a gap from minute {at} to {start}")
        elif start < at:
            problems.append(f"{name}: {each.kind} ({start}–{end}) overlaps the step before, "
                            f"which ends at {at}")
        if each.minutes < least_minutes(lesson, each.kind):
            problems.append(f"{name}: {each.kind} has {each.minutes} minutes, "
                            f"fewer than the {least_minutes(lesson, each.kind)} it takes")
        at = max(at, end)
    if timed[0].start != 0:
        problems.append(f"{name} starts at minute {timed[0].start}, not 0")
    if at != PERIOD:
        problems.append(f"{name} ends at minute {at}, not {PERIOD}")
    if timed[0].kind != LOG_IN or timed[-1].kind != EXIT_QUIZ:
        problems.append(f"{name} must open with {LOG_IN!r} (the pre-quiz) and close with "
                        f"{EXIT_QUIZ!r} (the post-quiz)")
    in_class = {part for each in timed for part in each.parts}
    at_home = {part for each in lesson.minute_plan if each.kind == HOMEWORK for part in each.parts}
    problems += [f"{name}: part {part} is timed in class and homework too" for part in sorted(in_class & at_home)]
    return problems


__all__ = ["CALCULATE", "DEBRIEF", "DECIDE", "DECISION", "Decided", "EXIT", "EXIT_QUIZ", "HOMEWORK", "HOOK",
           "LOG_IN", "Lesson", "Measure", "PAPERS", "PERIOD", "PLAY", "SEE", "STEPS", "Step", "homework",
           "least_minutes", "missing_parts", "plan_problems", "quiz_minutes", "step"]
