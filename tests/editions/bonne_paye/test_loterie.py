"""La Bonne Paye, "Case Loterie": 100 euros a stake, a different number each, 1,000 euros from
the bank to the number rolled. Each test quotes the rulebook (000_f97b41f32c029fe1.txt)."""
from payday import Act, Ask

from tests.support.editions.bonne_paye import cash, new
from tests.support.games import answer


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
    assert [cash(game, i) for i in range(3)] == [1400, 2400, 1500]


def test_loterie_with_nobody_on_the_number_rolled_pays_nobody():
    game = new(land=(0, 30), rolls={"lottery/0": [2]})
    answer(game, Act.JOIN, 1)
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    assert [cash(game, i) for i in range(3)] == [1400, 1500, 1500]
