"""A lesson is one registered thing: one `Lesson` record per lesson, in one registry, holding or
naming every part the app, the dashboard, the notebooks, the papers and the quiz ask for; a
lesson missing a part fails a test that names the part."""
from __future__ import annotations

import dataclasses
import subprocess
from pathlib import Path

import pytest

from payday.teaching import lessons
from payday.teaching.lesson import Lesson, missing_parts
from payday.teaching.lessons import LESSONS, SCENARIOS, TEMPLATES, by_slug, lesson, missing, scenario

ROOT = Path(__file__).resolve().parents[2]

@pytest.mark.parametrize("number", list(LESSONS))
def test_every_registered_lesson_has_every_part(number):
    """Each lesson has its templates (plan, guide, worksheet, answer key in every language),
    its title, situation and quiz words in every language, its claims, its quiz's measures and
    its notebook's experiment: `missing` names any that is not there."""
    assert missing(LESSONS[number]) == []


def test_a_lesson_missing_a_part_is_told_which(tmp_path):
    """A new lesson without its French guide, its quiz's words or its measures fails with the
    part's name, not somewhere in a class."""
    saving = LESSONS["03"]
    folder = tmp_path / saving.slug
    folder.mkdir()
    for source in (TEMPLATES / saving.slug).iterdir():
        if source.name != "guide.fr.md":
            (folder / source.name).write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    half = dataclasses.replace(saving, measures=saving.measures[:-1])
    found = missing_parts(half, tmp_path, ("en", "fr"), lambda key: not key.startswith("quiz.03.2."))
    assert f"template {saving.slug}/guide.fr.md" in found
    assert "catalog key quiz.03.2.objective" in found and "catalog key quiz.03.2.pre.q" in found
    assert any(part.startswith("quiz measures") for part in found)
    assert not any("worksheet" in part for part in found)


def test_the_registry_holds_the_lessons_in_order_by_number_and_folder():
    """`lesson` finds a lesson by its link's number ("03", "3", 3), `by_slug` by its folder,
    and both name what is missing; `scenario` is the lesson's scenario."""
    assert list(LESSONS) == sorted(LESSONS)
    assert all(isinstance(each, Lesson) for each in LESSONS.values())
    assert lesson(3) is lesson("3") is lesson("03") is by_slug("03-saving") is LESSONS["03"]
    assert scenario(3) is SCENARIOS["03"] is LESSONS["03"].scenario
    with pytest.raises(ValueError, match="the lessons are 01, 02"):
        lesson("09")
    with pytest.raises(ValueError, match="03-savings"):
        by_slug("03-savings")
    assert [m.LESSON for m in lessons.MODULES] == list(LESSONS.values())


def test_no_module_outside_the_lessons_own_writes_a_lesson_number():
    """Only a lesson's own module (payday/teaching/lessons/<name>.py) writes its number ("03"):
    every other module, notebook or template asks the registry or a lesson."""
    found = subprocess.run(["grep", "-rnI", '"0[1-6]"', "payday"], cwd=ROOT,
                           capture_output=True, text=True, check=False).stdout.splitlines()
    own = {f"payday/teaching/lessons/{m.__name__.rsplit('.', 1)[1]}.py" for m in lessons.MODULES}
    assert [line for line in found if line.split(":", 1)[0] not in own] == []
