"""Pay Day, "Pay Day": stop there, then salary, interest, repayment, bills and back to START,
in that order; and its "Note": a player retired after the last Pay Day still plays the Lottery,
the Radio Contest, Happy Birthday and Walk for Charity. Each test quotes the rulebook."""
from payday import Act, Ask
from payday.engine.ledger import JACKPOT, Reason

from tests.support.editions.pay_day import (START, cash, entries, mail_then_payday, new, roll,
                                            to_payday)
from tests.support.games import answer


def test_a_player_stops_at_pay_day_even_when_the_roll_goes_past():
    """"STOP! Stop here, even if you rolled a number that would take you past this space.\""""
    game = new(months=2, at={0: {"day": 29}}, rolls={"move/0": [5]})
    roll(game, 0)
    assert game.players[0].day == 0 and game.players[0].month == 2
    assert entries(game, Reason.SALARY)


def test_pay_day_runs_salary_interest_repayment_bills_then_back_to_start():
    """Pay Day: "1. Collect your monthly salary ... 2. ... pay 10% interest ... 3. ... pay off
    part or all your loan ... 4. Pay off all the bills ... 5. Move your token back to START.\""""
    game = new(months=2, at={0: {"cash": 4500, "loans": 1000, "bills": ("pd.bill.05",)}},
               land=(0, 31))
    answer(game, Act.REPAY, 1000)
    reasons = [e.reason for e in game.ledger if e.reason not in START]
    assert reasons == [Reason.SALARY, Reason.LOAN_INTEREST, Reason.LOAN_REPAID, Reason.BILL]
    assert game.players[0].day == 0 and game.players[0].month == 2


def test_bills_at_pay_day_are_paid_with_a_loan_if_cash_is_short():
    """"If you don't have enough cash, take out, or increase, a loan.\""""
    game = mail_then_payday(["pd.bill.16", "pd.bill.15"])   # $5,000 + $4,000
    to_payday(game)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.info.reason == "bill"
    while game.pending is not None and game.pending.kind is Ask.RAISE_MONEY:
        answer(game, Act.BORROW, 1000)
    assert game.debt(game.players[0]) == 2000 and not game.players[0].bills


def test_retired_players_still_join_the_lottery_radio_birthday_and_walk_for_charity():
    """"While you're waiting, you may play the Lottery, Radio Phone-In Contest, Happy Birthday,
    or Walk for Charity, if one comes up!\""""
    game = new(months=1, at={0: {"day": 30}, 1: {"day": 9}, 2: {"day": 29}},
               rolls={"move/0": [1], "move/1": [1], "move/2": [1], "contest/0": [3]})
    roll(game, 0)
    assert game.players[0].retired
    roll(game, 1)                                       # Happy Birthday: Ann gives $100 too
    assert cash(game, 1) == 3700
    roll(game, 2)                                       # Walk for Charity: Ann walks too
    assert game.ledger.balance(JACKPOT) >= 300
    assert any(e.key == "charity_walk" and e.player == 0 for e in game.events)


def test_retired_players_are_not_chosen_for_pay_a_neighbor():
    """A retired player only waits, so Pay a Neighbor and Mad Money choose among the others
    (setting `neighbor_cards_reach_retired`)."""
    game = new(months=1, at={0: {"day": 30}}, decks={"mail": ["pd.neighbor.01"]},
               rolls={"move/0": [1], "move/1": [1]})
    roll(game, 0)                                       # Ann retires
    roll(game, 1)
    assert [o.arg for o in game.pending.main_options()] == [2]
