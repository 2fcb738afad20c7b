"""Pay Day, "Lottery": the Bank's $1,000 ante and the players' $100 antes go to the number
rolled, each number picked once. Each test quotes the rulebook."""
import pytest

from payday import Act, Ask, IllegalDecision, Option
from payday.engine.ledger import CENTRE

from tests.support.editions.pay_day import cash, new
from tests.support.games import acts, answer


def test_the_lottery_pays_the_bank_ante_and_the_players_antes_to_the_number_rolled():
    """Lottery: "The Bank antes up $1,000, then each player may ante $100 ... each player who
    anted in turn picks a different number from 1 to 6. The player who landed on the Lottery
    rolls the die ... If no one had picked the number rolled, keep rolling until somebody
    wins!\""""
    game = new(rolls={"lottery/0": [5, 6, 2]}, land=(0, 6))
    assert game.pending.kind is Ask.LOTTERY and game.pending.player == 0
    answer(game, Act.JOIN, 4)
    assert game.pending.player == 1
    assert Act.JOIN in acts(game) and game.pending.find(Act.JOIN, 4) is None
    answer(game, Act.JOIN, 2)
    assert game.pending.player == 2
    answer(game, Act.PASS)
    assert cash(game, 1) == 3400 + 1200 and cash(game, 0) == 3400
    assert game.ledger.balance(CENTRE) == 0
    assert [e.data["n"] for e in game.events
            if e.key == "rolled" and e.data["purpose"] == "lottery"] == [5, 6, 2]


def test_a_lottery_nobody_antes_for_is_void():
    """The rulebook is silent: with no ante there is no number to win; the bank keeps its
    $1,000 (setting `lottery_lander_wins_when_nobody_antes`)."""
    game = new(land=(0, 6))
    for _ in range(3):
        answer(game, Act.PASS)
    assert len(game.ledger) == 3 and game.events[-1].key == "lottery_void"   # the start money
    other = new(lottery_lander_wins_when_nobody_antes=True, land=(0, 6))
    for _ in range(3):
        answer(other, Act.PASS)
    assert cash(other, 0) == 4500


def test_a_lottery_number_already_picked_cannot_be_picked_again():
    game = new(land=(0, 6))
    answer(game, Act.JOIN, 3)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.JOIN, 3))
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.JOIN, 7))
    assert cash(game, 1) == 3500
