"""Pay Day, "Jackpot": a 6 on a regular turn collects it; a 6 in a contest does not. Each test
quotes the rulebook."""
from payday.engine.ledger import JACKPOT

from tests.support.editions.pay_day import cash, new, roll


def test_a_six_on_a_regular_turn_collects_the_jackpot():
    """"Any player who rolls a 6 on his or her regular turn collects the Jackpot! (A regular
    turn consists of rolling the die and moving your token).\""""
    game = new(jackpot=700, at={0: {"day": 4}}, rolls={"move/0": [6]})   # a 6 lands on day 10, Happy Birthday
    before = cash(game, 0)
    roll(game, 0)
    assert game.ledger.balance(JACKPOT) == 0
    assert cash(game, 0) == before + 700 + 200


def test_a_six_rolled_in_a_contest_does_not_win_the_jackpot():
    """The Jackpot is won only on "rolling the die and moving your token", not in a contest."""
    game = new(jackpot=700, rolls={"contest/0": [6], "contest/1": [3]},
               land=(0, 8))                             # Radio Phone-in Contest
    assert game.ledger.balance(JACKPOT) == 700
