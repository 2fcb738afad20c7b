"""A lesson game saved before its scenario changed still loads, replays and counts as the
lesson's ("A lesson game saved before a scenario change still
loads (its scenario version is recorded)"). Each save was written by the workbook before its
lesson's position changed, by the writer beside it in saves/:
- lesson02-004916a.json by write_lesson_save.py (02 BUY) from main at 004916a, when lesson 02 offered
  the day-4 deal (version 1); the student bought it;
- lesson01-20035e8.json by write_lesson_save.py (01 JOIN) from main at 20035e8, when lesson 01's other
  players had their start money (version 1); the student bought the lottery ticket."""
import json
from pathlib import Path

import pytest

import payday
from payday import Act
from payday.teaching.debrief import choice_name, class_results, key_choice, older_games
from payday.teaching.lessons import SCENARIOS, lesson_of

SAVES = Path(__file__).parent / "saves"
# lesson: (its save written before the change, the version it was, the key choice it made)
OLD = {"02": ("lesson02-004916a.json", 1, Act.BUY), "01": ("lesson01-20035e8.json", 1, Act.JOIN)}


def saved(number: str) -> dict:
    return json.loads((SAVES / OLD[number][0]).read_text(encoding="utf-8"))


@pytest.mark.parametrize("number", sorted(OLD))
def test_a_lesson_game_saved_before_the_change_loads_and_replays_to_the_same_end(number):
    """The save keeps its start position and decisions: it replays to the end it had."""
    found = saved(number)
    game = payday.load_game(json.dumps(found["save"]))
    assert game.is_over
    assert [game.net_worth(p) for p in game.players] == found["net_worths"]


@pytest.mark.parametrize("number", sorted(OLD))
def test_the_old_game_is_still_the_lesson_at_its_earlier_scenario_version(number):
    """Its start position is the lesson's earlier version, recorded beside today's position: the
    app resumes it as the lesson and the dashboard counts its key choice."""
    found = saved(number)
    _, version, act = OLD[number]
    game = payday.load_game(json.dumps(found["save"]))
    lesson = payday.scenario(number)
    assert lesson.version > version and game.start != lesson.start
    assert lesson.version_of(game) == version and lesson_of(game) is lesson
    assert choice_name(lesson, key_choice(game, lesson)) == str(act)
    [row] = class_results([("saved", game)], lesson, version=version)
    assert (row.choice, row.worth, row.finished) == (str(act), found["net_worths"][0], True)


@pytest.mark.parametrize("number", sorted(OLD))
def test_a_new_lesson_game_is_the_current_version(number):
    lesson = payday.scenario(number)
    assert lesson.version_of(lesson.new_game("Ann")) == lesson.version > 1


def test_the_class_debrief_counts_only_games_of_the_current_version_and_says_how_many_it_left_out():
    """Lesson 02's class debrief pooled version-1 games (a deal on day 4)
    with version-2 games (a deal on day 25), two experiments as one. Only the current version's
    games are counted; the older ones are counted apart, for the dashboard to say so."""
    old = payday.load_game(json.dumps(saved("02")["save"]))
    lesson = payday.scenario("02")
    new = lesson.new_game("Ann", seed=3)
    rows = class_results([("old", old), ("new", new)], lesson)
    assert [row.source for row in rows] == ["new"]
    assert older_games([("old", old), ("new", new)], lesson) == 1
    assert older_games([("new", new)], lesson) == 0


@pytest.mark.parametrize("number", sorted(SCENARIOS))
def test_every_scenario_records_a_start_position_for_each_earlier_version(number):
    """A scenario at version n keeps the n - 1 earlier start positions, all different, so a
    saved game names exactly one version; an earlier version may share today's start only when
    today's is played under other rules (lessons 01 and 04 now play real life's), which tell
    the two apart."""
    lesson = SCENARIOS[number]
    assert len(lesson.earlier) == lesson.version - 1
    earlier = list(lesson.earlier)
    assert all(a != b for i, a in enumerate(earlier) for b in earlier[i + 1:])
    if lesson.start in earlier:
        assert lesson.plays == "real"
        before = lesson.new_game("Ann", rules=lesson.settings("game"))
        assert lesson.version_of(before) == earlier.index(lesson.start) + 1
        assert lesson.version_of(lesson.new_game("Ann")) == lesson.version


@pytest.mark.parametrize("number", ["01", "04"])
def test_a_game_of_the_board_game_version_is_still_the_lesson_at_its_earlier_version(number):
    """Lessons 01 and 04 kept their position and now play real-life rules (version 3 and 2): a
    game started before, under the board game's, is still the lesson's, at its earlier version,
    and the class debrief leaves it out of today's."""
    lesson = SCENARIOS[number]
    before = lesson.new_game("Ann", rules=lesson.settings("game"))
    assert lesson_of(before) is lesson and lesson.version_of(before) == lesson.version - 1
    assert class_results([("old", before)], lesson) == []
    assert older_games([("old", before)], lesson) == 1
