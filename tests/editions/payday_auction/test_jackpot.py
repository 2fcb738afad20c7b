"""我愛發薪日, "累積獎金" (the jackpot): a 6 rolled at any moment takes it. Each test quotes the
rulebook in Chinese, with an English rendering."""
from payday.engine.ledger import JACKPOT

from tests.support.editions.payday_auction import cash, new


def test_a_six_rolled_at_any_moment_takes_the_jackpot():
    """"任何時刻當玩家擲骰出現6點時，可立即取得...「累積獎金」格上方的所有金錢" (whoever rolls
    a 6 at any moment takes the Jackpot at once): here on the yard sale's roll."""
    game = new(rolls={"yard_sale/0": [6]}, land=(0, 21))
    assert game.ledger.balance(JACKPOT) == 0
    assert cash(game, 0) == 800 + 1000 - 600
