"""Each lesson's minute plan is one record on its `Lesson`, printed by its guides (three
languages), its plan and the lessons' README; it fills the 45 minutes, and every part of the
worksheet has its minutes or is homework."""
from __future__ import annotations

import dataclasses

import pytest

from payday.i18n import LANGUAGES, t
from payday.teaching import guide, papers
from payday.teaching.lesson import (EXIT_QUIZ, HOMEWORK, LOG_IN, PERIOD, least_minutes, missing_parts,
                                    plan_problems, quiz_minutes, step)
from payday.teaching.lessons import LESSONS, LESSONS_DIR, TEMPLATES


def timed(lesson):
    return [each for each in lesson.minute_plan if each.kind != HOMEWORK]


@pytest.mark.parametrize("number", LESSONS)
def test_every_lessons_minute_plan_fills_the_period(number):
    """The timed steps run from 0 to 45 without a gap or an overlap, logging in (with the
    pre-quiz) first and the exit ticket (with the post-quiz) last, each step at least as long
    as what it holds."""
    assert plan_problems(LESSONS[number]) == []


def test_a_gap_or_an_overlap_fails_naming_the_lesson():
    """A plan that skips a minute, runs two steps at once or stops short is refused, and the
    refusal names the lesson and the minutes."""
    saving = LESSONS["03"]
    steps = list(saving.minute_plan)
    decide = next(i for i, each in enumerate(steps) if each.start == 11)
    gap = dataclasses.replace(saving, minute_plan=tuple(
        steps[:decide] + [steps[decide]._replace(start=12)] + steps[decide + 1:]))
    assert "lesson 03's minute plan has a gap from minute 11 to 12" in plan_problems(gap)
    overlap = dataclasses.replace(saving, minute_plan=tuple(
        steps[:decide] + [steps[decide]._replace(start=10)] + steps[decide + 1:]))
    assert any(p.startswith("lesson 03's minute plan: decide (10–19) overlaps") for p in plan_problems(overlap))
    short = dataclasses.replace(saving, minute_plan=tuple(steps[:-2]))
    assert "lesson 03's minute plan ends at minute 37, not 45" in plan_problems(short)


def test_an_exit_ticket_and_post_quiz_in_five_minutes_is_refused():
    """The old plans gave 40-45 to the exit ticket and a post-quiz with a two-decimal
    calculation, and 0-8 to logging in, a pre-quiz of five or six items and the hook: a step
    now takes at least a minute per quiz item (two for a worked number) besides the ticket or
    the logging in, and the hook is a step of its own."""
    credit = LESSONS["05"]
    assert quiz_minutes(credit, "post") >= 6 and least_minutes(credit, EXIT_QUIZ) > 5
    old = dataclasses.replace(credit, minute_plan=(step(0, 8, LOG_IN, "plan.login"),) + tuple(
        each for each in timed(credit) if each.kind not in (LOG_IN, EXIT_QUIZ))[:-1]
        + (step(31, 40, "calculate", "plan.05.calculate", "3"), step(40, 45, EXIT_QUIZ, "plan.exit")))
    found = plan_problems(old)
    assert any("exit has 5 minutes" in p for p in found), found
    assert any("login has 8 minutes" in p for p in found), found


@pytest.mark.parametrize("number", LESSONS)
def test_the_quizzes_and_the_logging_in_have_their_minutes(number):
    """Logging in holds the whole pre-quiz and the exit ticket the whole post-quiz: their steps
    are as long as the quiz (as it stands) needs."""
    lesson = LESSONS[number]
    first, last = timed(lesson)[0], timed(lesson)[-1]
    assert first.kind == LOG_IN and first.minutes >= 2 + quiz_minutes(lesson, "pre")
    assert last.kind == EXIT_QUIZ and last.end == PERIOD and last.minutes >= 2 + quiz_minutes(lesson, "post")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("number", LESSONS)
def test_every_worksheet_part_has_its_minutes_or_is_homework(number, lang):
    """The worksheets' "In real life" (lessons 03, 05, 06) and several "Reflect" and
    calculation parts had no minutes at all. Every heading of every worksheet, in every
    language, is covered by a step of the plan or is homework, and the plan names no part the
    worksheet lacks."""
    lesson = LESSONS[number]
    parts = guide.worksheet_parts(lesson.slug, lang)
    covered = {part for each in lesson.minute_plan for part in each.parts}
    untimed = [heading for part, heading in parts.items() if part not in covered]
    assert untimed == [], f"lesson {number}'s {lang} worksheet: no minutes and not homework: {untimed}"
    assert covered <= set(parts), f"lesson {number}'s plan names parts its {lang} worksheet lacks"


@pytest.mark.parametrize("number", LESSONS)
def test_the_guides_the_plan_and_the_readme_print_the_one_record(number):
    """The guide in each language shows the lesson's minute plan in its words, a row per
    step with the same minutes and parts; the plan shows the English one; the README's table
    has each step's minutes and parts and the homework."""
    lesson = LESSONS[number]
    steps = lesson.minute_plan
    for lang in LANGUAGES:
        table = guide.minute_plan(lesson.slug, lang)
        assert table in (LESSONS_DIR / lesson.slug / f"guide.{lang}.md").read_text(encoding="utf-8"), lang
        rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in table.splitlines()[2:]]
        headings = guide.worksheet_parts(lesson.slug, lang)
        assert [row[0] for row in rows] == [
            t("plan.at_home", lang) if each.kind == HOMEWORK else f"{each.start}–{each.end}" for each in steps]
        for row, each in zip(rows, steps):
            assert all(headings[part] in row[2] for part in each.parts), (lang, row)
            assert row[1] == t(f"plan.step.{each.kind}", lang) and len(row[3]) > 10
    assert papers.minute_plan(lesson.slug) in (LESSONS_DIR / lesson.slug / "plan.md").read_text(encoding="utf-8")
    readme = (LESSONS_DIR / "README.md").read_text(encoding="utf-8")
    cells = [papers.timing_cell(each) for each in steps]
    assert all(cell in readme for cell in cells), cells


def test_a_lesson_without_a_minute_plan_is_told_which(tmp_path):
    """A new lesson with no minute plan, or one whose words are not in the catalogs, fails
    with the part's name."""
    saving = LESSONS["03"]
    assert "minute plan" in missing_parts(dataclasses.replace(saving, minute_plan=()), TEMPLATES,
                                          LANGUAGES, lambda key: True)
    found = missing_parts(saving, TEMPLATES, LANGUAGES, lambda key: not key.startswith("plan.03."))
    assert "catalog key plan.03.hook" in found and "catalog key plan.login" not in found
