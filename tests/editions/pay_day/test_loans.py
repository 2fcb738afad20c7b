"""Pay Day, "Loans": taken at any time in $1,000 increments, 10% at every Pay Day, repaid only
on Pay Day. Each test quotes the rulebook."""
import pytest

from payday import Act, Ask, IllegalDecision, Option
from payday.engine.ledger import Reason

from tests.support.editions.pay_day import entries, new, roll
from tests.support.games import answer


def test_loans_are_taken_at_any_time_in_1000_increments():
    """"You may take out a loan at any time." "Loans must be in increments of $1,000.\""""
    game = new()
    assert game.pending.find(Act.BORROW).arg == 1000
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.BORROW, 500))
    answer(game, Act.BORROW, 1000)
    assert game.debt(game.players[0]) == 1000 and game.pending.kind is Ask.TURN


def test_loan_interest_of_10_percent_is_charged_at_every_pay_day():
    """"You will be charged 10% on your outstanding loan balance every time you land on "Pay
    Day".\""""
    game = new(at={0: {"day": 30}}, rolls={"move/0": [1]})
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    roll(game, 0)
    assert [e.amount for e in entries(game, Reason.LOAN_INTEREST)] == [300]


def test_loans_are_repaid_only_on_pay_day_in_1000_increments():
    """"On "Pay Day"-but at no other time during the month-you may pay off part or all of
    your loan. If you pay off part it must be in $1,000 increments.\""""
    game = new(at={0: {"day": 30}}, rolls={"move/0": [1]})
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 1000))          # not on Pay Day
    roll(game, 0)
    assert game.pending.kind is Ask.REPAY
    option = game.pending.find(Act.REPAY)
    assert (option.low, option.high, option.step) == (1000, 2000, 1000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 1500))
    answer(game, Act.REPAY, 1000)
    answer(game, Act.DONE)
    assert game.debt(game.players[0]) == 1000
