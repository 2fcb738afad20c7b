"""我愛發薪日, "生日快樂格" (happy birthday): $100 from every other player. Each test quotes the rulebook in Chinese, with an English rendering."""
from tests.support.editions.payday_auction import cash, new


def test_happy_birthday_takes_100_from_every_other_player():
    """生日快樂格: "其他每位玩家須支付行動玩家$100作為生日禮物" (every other player gives $100),
    borrowing if short."""
    game = new(at={2: {"cash": 0}}, land=(0, 10))
    assert (cash(game, 0), cash(game, 1), cash(game, 2)) == (1000, 700, 900)
    assert game.debt(game.players[2]) == 1000
