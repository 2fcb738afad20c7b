"""La Bonne Paye, "Case Changement d'heure": every player moves back one square and follows it.
Each test quotes the rulebook."""
import payday
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import QUIET, entries, new, roll
from tests.support.games import answer, watched_games


def test_changement_d_heure_moves_every_player_back_one_square_to_follow_it():
    """"Si quelqu'un s'arrête sur cette case, chaque joueur recule d'une case et suit les
    instructions de la case où il arrive.\""""
    game = new(at={0: QUIET, 1: {"day": 10}, 2: {"day": 25}},
               decks={"courrier": ["bp.mail.ad01"], "acquisition": ["bp.acq.a01"]},
               rolls={"move/0": [1], "move/1": [1], "move/2": [1]})
    roll(game, 0)                                      # Ann on day 7
    roll(game, 1)                                      # Ben lands on 11 (Courrier: an advert)
    roll(game, 2)                                      # Cy lands on 26
    assert [p.day for p in game.players] == [6, 10, 25]
    assert game.pending.kind is Ask.BUY and game.pending.player == 2   # Cy follows day 25
    answer(game, Act.PASS)
    assert [e.amount for e in entries(game, Reason.FIXED_PAYMENT)] == [150]  # Ann's day 6


def days(game):
    return [p.day for p in game.players]


def clock_game(**rules):
    """Ann rolls a 1 onto Changement d'heure (26); Ben stands on the 27th, Cy on the start
    square; the two acquisitions on top are passed."""
    return new(at={1: {"day": 27}}, land=(0, 26),
        decks={"acquisition": ["bp.acq.a01", "bp.acq.a02"], "courrier": ["bp.mail.ad01"]}, **rules)


def test_a_token_sent_back_onto_changement_d_heure_follows_it_and_the_clock_changes_again():
    """"Chaque joueur recule d'une case et suit les instructions de la case où il arrive":
    Ben, sent back from the 27th onto Changement d'heure, follows that square too. Once Ann
    has followed the 25th (an Acquisition), the clock changes again, from Ben: Ben goes back
    to the 25th and Ann to the 24th, and each follows their square. Nobody arrives on the
    square the second time, so the chain ends."""
    game = clock_game()
    assert days(game) == [25, 26, 0]
    assert game.pending.kind is Ask.BUY and game.pending.player == 0     # Ann on the 25th
    answer(game, Act.PASS)
    assert days(game) == [24, 25, 0]
    assert game.pending.kind is Ask.BUY and game.pending.player == 1     # Ben on the 25th
    assert game.pending.info.card == "bp.acq.a02"
    answer(game, Act.PASS)
    # Ann followed the 24th (Courrier: an advertisement); Ben's turn is next.
    assert [e.data["card"] for e in game.events if e.key == "drew" and e.player == 0][-1] == "bp.mail.ad01"
    assert game.pending.kind is Ask.TURN and game.pending.player == 1
    assert days(game) == [24, 25, 0]


def test_a_token_on_the_start_square_does_not_move_back():
    """"Chaque joueur recule d'une case": a token on the start square has no day behind it
    in its month (the recorded choice `clock_change_at_start`): Cy stays there, through both
    changes of the clock, and follows nothing."""
    game = clock_game()
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    assert game.players[2].day == 0
    assert not [e for e in game.events if e.player == 2 and e.key in ("moved", "drew")]
    assert "clock_change_at_start" in {c.setting for c in game.rules.choices}


def test_rules_version_3_left_a_token_sent_back_onto_the_square_where_it_was():
    """`clock_change_chains=False`, how games saved before rules version 4 were played: Ben,
    sent back onto the square, did nothing there."""
    assert payday.rules_of("bonne-paye").settings_before(3)["clock_change_chains"] is False
    game = clock_game(clock_change_chains=False)
    answer(game, Act.PASS)                                 # Ann on the 25th
    assert game.pending.kind is Ask.TURN and game.pending.player == 1
    assert days(game) == [25, 26, 0]


def test_in_random_games_every_token_sent_back_onto_the_square_sets_it_off_again():
    """Over random games: each token sent back onto Changement d'heure next goes back to the
    25th (it set the clock off again), and every game ends (so does every chain). About one
    token in each game of six players is sent back onto the square."""
    met = 0

    def watch(game):
        nonlocal met
        if game.pending is not None:
            return
        moves = [e for e in game.events if e.key == "moved"]
        last_day = {}
        for i, event in enumerate(moves):
            before = last_day.get(event.player)
            last_day[event.player] = event.data["day"]
            if event.data["day"] == 26 and before == 27:       # sent back onto the square
                met += 1
                after = next(m for m in moves[i + 1:] if m.player == event.player)
                assert after.data["day"] == 25, (event, after)

    watched_games("bonne-paye", 60, watch, players=6, months=2)
    print(f"{met} tokens sent back onto Changement d'heure")
    assert met >= 3
