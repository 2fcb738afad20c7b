"""The one way to play (`payday.players.play`): its pacing hook, and who answered each decision,
recorded once by the game."""
from __future__ import annotations

import pytest

import payday
from payday import Act, PlayerSpec
from payday.players.play import computer_game, play_out, seats

EDITIONS = sorted(payday.EDITIONS)


@pytest.mark.parametrize("variant", EDITIONS)
def test_a_paced_game_is_the_game_played_in_one_go(variant):
    """The pacing hook is called after every computer player's answer, and a game played move by
    move with it is the same game as one played in one go."""
    quick = computer_game(variant, ("saver", "borrower", "cautious"), seed=4, months=1)
    paced = payday.new_game(variant, [PlayerSpec(p.name, p.bot) for p in quick.players],
                            seed=4, months=1)
    seen: list[int] = []
    play_out(paced, each=lambda game: seen.append(len(game.history)) is None)
    assert paced.history == quick.history
    assert seen == list(range(1, len(quick.history) + 1))


def test_the_pacing_hook_stops_the_play_when_it_says_so():
    """`each` returning False leaves the game where it is, a computer player still to answer."""
    game = payday.new_game("payday", [PlayerSpec("A", "saver"), PlayerSpec("B", "cautious")],
                           seed=2, months=1)
    play_out(game, each=lambda played: len(played.history) < 5)
    assert len(game.history) == 5 and not game.is_over


@pytest.mark.parametrize("variant", EDITIONS)
def test_the_game_records_the_seat_that_answered_each_decision(variant):
    """`Game.answered_by` holds, for each answer in the history, the seat it was asked of: the
    same whoever answered (a person, a computer player) and after a replay or a save's load."""
    game = payday.new_game(variant, ["Ada", PlayerSpec("Bo", "saver")], seed=6, months=1)
    game.decide(game.pending.find(Act.ROLL))
    play_out(game, seats(game, people="cautious"))
    replay = game.replayed([])
    asked = []
    for answer in game.history:
        asked.append(replay.pending.player)
        replay.decide(answer)
    assert game.answered_by == asked
    assert set(asked) == {0, 1}
    assert payday.load_game(game.to_json()).answered_by == asked
    assert game.undo(3).answered_by == asked[:-3]


def test_an_illegal_answer_is_not_recorded():
    """An answer refused (`IllegalDecision`) leaves no seat behind in `answered_by`."""
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1, months=1)
    with pytest.raises(payday.IllegalDecision):
        game.decide(payday.Option(Act.REPAY, 1))
    assert game.answered_by == [] and game.history == []
