"""La Bonne Paye, "Case Loterie": 100 euros a stake, a different number each, 1,000 euros from
the bank to the number rolled. Each test quotes the rulebook."""
import payday
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import cash, entries, new
from tests.support.games import answer, watched_games


def test_loterie_pays_1000_to_the_holder_of_the_number_rolled_and_other_stakes_are_lost():
    """"Chaque joueur qui souhaite y participer débourse 100 euros et choisit un chiffre entre
    1 et 6 différent de ses camarades. Celui qui est arrivé sur la case Loterie lance le dé. La
    banque verse 1000 euros à celui qui avait misé sur le numéro indiqué par le dé, et les
    autres mises sont perdues.\""""
    game = new(land=(0, 30), rolls={"lottery/0": [5]})
    assert game.pending.kind is Ask.LOTTERY and game.pending.player == 0
    answer(game, Act.JOIN, 3)
    assert game.pending.player == 1 and game.pending.find(Act.JOIN, 3) is None
    answer(game, Act.JOIN, 5)
    answer(game, Act.PASS)
    # Ben's own 100 is not among « les autres mises »: he comes out 1,000 up.
    assert [cash(game, i) for i in range(3)] == [1400, 2500, 1500]
    assert [e.amount for e in entries(game, Reason.STAKE_RETURNED)] == [100]


def test_the_winner_keeps_their_own_stake_and_comes_out_1000_up():
    """« La banque verse 1000 euros à celui qui avait misé sur le numéro indiqué par le dé, et
    les autres mises sont perdues »: only the other players' stakes are lost. Ann, alone on the
    number rolled, ends 1,000 up; Ben's stake is lost."""
    game = new(land=(0, 30), rolls={"lottery/0": [4]})
    answer(game, Act.JOIN, 4)
    answer(game, Act.JOIN, 2)
    answer(game, Act.PASS)
    assert [cash(game, i) for i in range(3)] == [1500 + 1000, 1400, 1500]
    won = [e for e in game.events if e.key == "lottery_won"]
    assert [(e.data["amount"], e.data["stake"]) for e in won] == [(1000, 100)]


def test_rules_version_3_let_the_bank_keep_the_winner_s_stake():
    """`lottery_stake_returned=False`, how games saved before rules version 4 were played:
    the winner netted 900."""
    assert payday.rules_of("bonne-paye").settings_before(3)["lottery_stake_returned"] is False
    game = new(land=(0, 30), rolls={"lottery/0": [4]}, lottery_stake_returned=False)
    answer(game, Act.JOIN, 4)
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    assert cash(game, 0) == 1500 + 900 and not entries(game, Reason.STAKE_RETURNED)


def test_in_random_games_every_lottery_winner_keeps_their_stake():
    """Over random games, each lottery won gives the winner the prize and their own stake
    back, and nobody else's."""
    won = 0

    def watch(game):
        nonlocal won
        if game.pending is not None:
            return
        wins = [e for e in game.events if e.key == "lottery_won"]
        returned = entries(game, Reason.STAKE_RETURNED)
        assert [(e.dst, e.amount) for e in returned] == [
            (f"cash:{e.player}", game.rules.lottery_stake) for e in wins]
        assert all(e.data["stake"] == game.rules.lottery_stake for e in wins)
        won += len(wins)

    watched_games("bonne-paye", 100, watch, players=4, months=2)
    print(f"{won} lotteries won")
    assert won >= 10
