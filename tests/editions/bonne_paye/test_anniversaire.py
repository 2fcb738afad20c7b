"""La Bonne Paye, "Case Anniversaire": 150 euros from each opponent. Each test quotes the
rulebook."""
from payday import Act, Ask

from tests.support.editions.bonne_paye import cash, new
from tests.support.games import answer


def test_anniversaire_collects_150_from_each_opponent():
    """"Case Anniversaire : le joueur reçoit 150 euros de chacun de ses adversaires.\""""
    game = new(land=(0, 10))
    assert [cash(game, i) for i in range(3)] == [1800, 1350, 1350]


def test_an_opponent_short_of_cash_for_a_birthday_chooses_how_to_raise_it():
    """When a player must pay more than they hold, they choose how to raise it."""
    game = new(at={1: {"cash": 50}}, land=(0, 10))
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.player == 1
    answer(game, Act.BORROW, 1500)
    assert cash(game, 1) == 50 + 1500 - 150 and cash(game, 0) == 1800
