"""我愛發薪日, "遊戲結束" (the end of the game): the richest player wins, money less loans. Each test
quotes the rulebook in Chinese, with an English rendering."""
from tests.support.games import bots_game, play_checked


def test_the_richest_player_wins_counting_money_less_loans():
    """"玩家們分別計算自家最後獲得的累積資金，擁有資金金額最多者，即為遊戲贏家" (the most money wins);
    loans still owed are subtracted (our reading, in `choices`)."""
    game, bots = bots_game("payday-auction", 5, players=3, months=2,
                           styles=("borrower", "saver", "deal_hunter"))
    play_checked(game, bots)
    worths = {p.index: game.cash(p) - game.debt(p) for p in game.players}
    assert [w for _, w in game.standings()] == sorted(worths.values(), reverse=True)
    assert game.winner() == max(worths, key=lambda i: (worths[i], -i))
