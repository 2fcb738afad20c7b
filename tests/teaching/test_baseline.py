"""The dashboard's baseline: "Beside the class's choices, show the same
decision answered both ways by the same computer players, paired over game numbers 1-30 (a
paired difference with its 95% interval), under the game's rules and under real_rules."

Every expected number is played here by the engine: each game number twice from the lesson's
position, the same computer styles in the other seats, the student's seat answering the key
decision one way or the other and everything else plainly."""
from __future__ import annotations

import pytest

from payday import Act
from payday.lab.stats import paired_difference
from payday.players.play import Planned, play_out, seats
from payday.players.styles import make_bot
from payday.teaching.baseline import decision_baseline
from payday.teaching.claims import GAME_NUMBERS, plain
from payday.teaching.lessons import SCENARIOS
from payday.teaching.scenarios import Scenario


def end_worth(lesson: Scenario, act: Act, seed: int, rules: str) -> int:
    """The student's end net worth in game `seed`: the first key decision answered `act`, every
    other decision plainly, the scenario's styles in the other seats."""
    game = lesson.new_game("student", seed=seed, rules=lesson.settings(rules))
    answered = []

    def plan(_game, decision):
        if not answered and lesson.offers_key(decision):
            option = decision.find(act)
            if option is not None:
                answered.append(act)
                return lesson.at_amount(option)
        return plain(decision)

    chosen = dict(seats(game))
    chosen[0] = Planned(plan, make_bot("cautious", seed, 0))
    play_out(game, chosen)
    assert answered == [act], f"game {seed} never offered {act}"
    return game.net_worth(game.players[0])


def played(lesson: Scenario, answer: Act, other: Act, rules: str) -> list[tuple[int, int]]:
    return [(end_worth(lesson, answer, seed, rules), end_worth(lesson, other, seed, rules))
            for seed in GAME_NUMBERS]


@pytest.mark.parametrize("number, answer, other, kinds", [("01", Act.PASS, Act.JOIN, ["real", "game"]),
                                                           ("05", Act.PAY_ALL, Act.PAY_INTEREST, ["game", "real"])])
def test_the_baseline_is_the_decision_answered_both_ways_under_both_rules(number, answer, other, kinds):
    """The baseline's rows are the rules the class plays first (lesson 01 plays a real lottery's),
    then the contrast (the board game's, or real life's); each is the lesson's decision answered
    both ways over game numbers 1-30, with the paired difference's interval."""
    lesson = SCENARIOS[number]
    rows = decision_baseline(number)
    assert [row.rules for row in rows] == kinds
    for row in rows:
        assert (row.answer, row.other) == (answer, other)
        games = played(lesson, answer, other, row.rules)
        assert [(p.answer, p.other) for p in row.verdict.pairs] == games
        assert row.games == len(GAME_NUMBERS)
        assert row.mean_answer == sum(a for a, _ in games) / len(games)
        assert row.mean_other == sum(o for _, o in games) / len(games)
        assert row.difference == paired_difference([a - o for a, o in games])
        assert (row.verdict.better, row.verdict.equal, row.verdict.worse) == (
            sum(a > o for a, o in games), sum(a == o for a, o in games), sum(a < o for a, o in games))


def test_lesson_01_the_games_lottery_pays_the_entrant_and_a_real_one_does_not():
    """The class plays a real lottery (no ante, the house keeps half, one roll): the lone entrant
    gets back less than the stake, and passing is better by more than luck. In the board game
    (the contrast row) the bank antes $1,000 and the other players have no cash to ante, so
    joining beats passing by more than luck."""
    real, game = decision_baseline("01")
    assert game.difference.mean < 0 and game.told_apart
    assert real.difference.mean > 0 and real.told_apart
    assert real.verdict.better + real.verdict.equal >= 2 / 3 * real.games
    assert real.mean_other < game.mean_other        # the entrant loses the ante's gift


def test_lesson_05_paying_the_card_in_full_is_better_under_both_rules():
    """Carrying the Monster Charge costs interest a second month: paying in full is better by
    more than luck under the game's rules and with a grace period (no interest when paid in full)."""
    for row in decision_baseline("05"):
        assert row.difference.mean > 0 and row.told_apart, row.rules
    game, real = decision_baseline("05")
    assert real.mean_answer > game.mean_answer       # the grace period spares the full payer


def test_a_lesson_without_real_life_settings_shows_the_games_rules_only():
    rows = decision_baseline("02")
    assert [row.rules for row in rows] == ["game"] and not SCENARIOS["02"].real_rules


def test_the_baseline_is_played_once_and_kept():
    """The dashboard shows it on every load: the second call returns the same rows."""
    assert decision_baseline("05") is decision_baseline("05")
