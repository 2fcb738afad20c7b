"""La Bonne Paye, "Case Changement d'heure": every player moves back one square and follows it.
Each test quotes the rulebook (000_f97b41f32c029fe1.txt)."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import QUIET, entries, new, roll
from tests.support.games import answer


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
