"""La Bonne Paye, "Cases Dimanche", where nothing happens, and the fixed-payment squares of the
euro board, which the rulebook's list of squares ("liste non exhaustive, les cases varient
selon la version") leaves out. Each test quotes the rulebook."""
import pytest

from payday.engine.ledger import JACKPOT, Reason

from tests.support.editions.bonne_paye import cash, new


def test_on_a_dimanche_nothing_happens():
    """"Cases Dimanche : il ne se passe rien, le joueur se repose.\""""
    game = new(land=(0, 7))
    assert {e.reason for e in game.ledger} == {Reason.START_MONEY} and game.pending.player == 1


@pytest.mark.parametrize("day, ann, others, pot", [
    (2, 3000, 1500, 0),        # contest: receive 1,500
    (6, 1350, 1500, 0),        # pay 150
    (8, 1350, 1350, 450),      # every player pays 150 into the pot
    (15, 1350, 1500, 150),     # pay 150 into the pot
    (19, 1250, 1500, 0),       # pay 250
])
def test_fixed_payment_squares(day, ann, others, pot):
    """The fixed-payment squares of the euro board."""
    game = new(land=(0, day))
    assert cash(game, 0) == ann and cash(game, 1) == cash(game, 2) == others
    assert game.ledger.balance(JACKPOT) == pot
