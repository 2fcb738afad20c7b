"""A lesson game saved before its scenario changed still loads, replays and counts as the
lesson's (ISSUE-NOTES, "Lessons and claims": "A lesson game saved before a scenario change still
loads (its scenario version is recorded)"). saves/lesson02-004916a.json was written by
saves/write_lesson02_save.py from main at 004916a, when lesson 02 offered the day-4 deal (version 1)."""
import json
from pathlib import Path

import pytest

import payday
from payday import Act
from payday.teaching.debrief import choice_name, class_results, key_choice, lesson_of, older_games
from payday.teaching.scenarios import SCENARIOS

SAVED = json.loads((Path(__file__).parent / "saves" / "lesson02-004916a.json").read_text(encoding="utf-8"))


def test_a_lesson_02_game_saved_before_the_change_loads_and_replays_to_the_same_end():
    """The save keeps its start position and decisions: it replays to the end it had."""
    game = payday.load_game(json.dumps(SAVED["save"]))
    assert game.is_over
    assert [game.net_worth(p) for p in game.players] == SAVED["net_worths"]


def test_the_old_game_is_still_lesson_02_at_scenario_version_1():
    """Its start position is lesson 02's version 1, recorded beside today's position: the app
    resumes it as lesson 02, and its key choice (the deal bought) is read at its version."""
    game = payday.load_game(json.dumps(SAVED["save"]))
    lesson = payday.scenario("02")
    assert lesson.version == 2 and game.start != lesson.start
    assert lesson.version_of(game) == 1 and lesson_of(game) is lesson
    assert choice_name(lesson, key_choice(game, lesson)) == str(Act.BUY)
    [row] = class_results([("saved", game)], lesson, version=1)
    assert (row.choice, row.worth, row.finished) == ("buy", SAVED["net_worths"][0], True)


def test_the_class_debrief_counts_only_games_of_the_current_version_and_says_how_many_it_left_out():
    """Issue 22's last read: lesson 02's class debrief pooled version-1 games (a deal on day 4)
    with version-2 games (a deal on day 25), two experiments as one. Only the current version's
    games are counted; the older ones are counted apart, for the dashboard to say so."""
    old = payday.load_game(json.dumps(SAVED["save"]))
    lesson = payday.scenario("02")
    new = lesson.new_game("Ann", seed=3)
    rows = class_results([("old", old), ("new", new)], lesson)
    assert [row.source for row in rows] == ["new"]
    assert older_games([("old", old), ("new", new)], lesson) == 1
    assert older_games([("new", new)], lesson) == 0


def test_a_new_lesson_02_game_is_the_current_version():
    assert payday.scenario("02").version_of(payday.scenario("02").new_game("Ann")) == 2


@pytest.mark.parametrize("number", sorted(SCENARIOS))
def test_every_scenario_records_a_start_position_for_each_earlier_version(number):
    """A scenario at version n keeps the n - 1 earlier start positions, all different, so a
    saved game names exactly one version."""
    lesson = SCENARIOS[number]
    assert len(lesson.earlier) == lesson.version - 1
    starts = [*lesson.earlier, lesson.start]
    assert all(a != b for i, a in enumerate(starts) for b in starts[i + 1:])
