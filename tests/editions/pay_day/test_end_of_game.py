"""Pay Day, "End of the Game": net worth is cash less loans, and the highest wins; when all are
in debt, the lowest debt wins. Each test quotes the rulebook."""
from tests.support.editions.pay_day import new


def test_net_worth_is_cash_minus_loans_and_the_highest_wins():
    """"Now subtract the amount of any outstanding loans. The amount you have left is your
    net worth." The player with the highest net worth wins."""
    game = new(players=("Ann", "Ben"), at={0: {"cash": 8000, "loans": 4000}})
    assert game.net_worth(game.players[0]) == 4000 and game.net_worth(game.players[1]) == 3500
    assert game.winner() == 0


def test_when_everyone_is_in_debt_the_lowest_debt_wins():
    """"If all players end the game in debt ... the player with the lowest amount of debt wins!\""""
    game = new(players=("Ann", "Ben"), at={0: {"cash": 0, "loans": 6000},
                                           1: {"cash": 1500, "loans": 6000}})
    assert [game.net_worth(p) for p in game.players] == [-6000, -4500]
    assert game.winner() == 1
