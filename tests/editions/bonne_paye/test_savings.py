"""La Bonne Paye, the savings book: deposits up to the 22nd inclusive, 150 euros for any
withdrawal during the month, 10% interest at Jour de paye on what was saved before the 23rd.
Each test quotes the rulebook."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import QUIET, cash, entries, new, roll
from tests.support.games import answer


def test_deposits_are_allowed_up_to_the_22nd_inclusive_only():
    """"Un joueur peut déposer de l'argent dans son livret jusqu'au 22 du mois inclus
    uniquement.\""""
    game = new(at={0: {"day": 22}})
    assert game.pending.player == 0 and game.pending.find(Act.DEPOSIT) is not None
    game2 = new(land=(0, 23), at={1: QUIET, 2: QUIET},     # Vendez with nothing to sell
                rolls={"move/1": [1], "move/2": [1]})
    roll(game2, 1), roll(game2, 2)
    assert game2.pending.player == 0 and game2.pending.find(Act.DEPOSIT) is None


def test_any_withdrawal_during_the_month_costs_150():
    """"S'il souhaite retirer de l'argent durant le mois, il devra payer 150 euros à la
    banque, somme forfaitaire.\""""
    game = new()
    answer(game, Act.DEPOSIT, 1000)
    answer(game, Act.WITHDRAW, 400)
    assert cash(game, 0) == 500 + 400 - 150 and game.savings(game.players[0]) == 600


def test_savings_earn_10_percent_at_pay_day_and_money_moves_freely_then():
    """"La banque lui verse les éventuels intérêts de l'épargne, si un ou plusieurs billets ont
    déjà été placés dans le livret avant le 23 du mois : 10% de la somme totale.\" At Pay Day,
    "il peut ajouter ou retirer de l'argent de son livret" with no fee."""
    game = new(at={0: {"cash": 495, "savings": 1005}}, land=(0, 31))
    assert [e.amount for e in entries(game, Reason.SAVINGS_INTEREST)] == [100]   # rounded down
    assert game.pending.kind is Ask.SAVINGS
    answer(game, Act.WITHDRAW, 5)
    answer(game, Act.DEPOSIT, 600)
    assert not entries(game, Reason.WITHDRAWAL_FEE)
    assert game.savings(game.players[0]) == 1600
