"""我愛發薪日, "發薪日" (Pay Day): everyone stops there; salary, bills, 10% interest (on a loan taken
to pay it too), a minimum repayment, back to START. Each test quotes the rulebook in Chinese, with an English rendering."""
import pytest

from payday import Act, Ask, IllegalDecision, Option
from payday.engine.ledger import Reason

from tests.support.editions.payday_auction import cash, hand, new, roll
from tests.support.games import answer


def test_every_player_stops_at_pay_day_and_goes_back_to_start():
    """"當玩家到達發薪日格時，無論是經過或停駐，皆須停留在發薪日格上 ... E.將自家代表物移至「開始」
    格" (passing or landing, stop at Pay Day; then back to START); unused cards carry over."""
    game = new(months=2, at={0: hand("pa.ev.gain01", "pa.mail.up01", "pa.deal.t01", day=28)},
               rolls={"move/0": [5]})
    roll(game, 0)
    assert game.players[0].day == 0 and game.players[0].month == 2
    assert [e.data for e in game.events if e.key == "payday"] == [{"month": 1}]
    assert {c.id for c in game.players[0].kept} == {"pa.ev.gain01", "pa.mail.up01"}
    assert "pa.deal.t01" in [c.id for c in game.players[0].deals]


def test_pay_day_salary_interest_and_a_minimum_repayment_of_10_percent():
    """發薪日: "A.從銀行領取$800月薪 ... C.若玩家有貸款，須支付10%的全部貸款利息 D.償還部分或全部
    貸款金額(最低償還金額為貸款總額的10%)"; "如：甲玩家先前的所剩貸款金額為$3000，在發薪日時進行本金
    還款$300($3000×10%)及支付利息$300 ... 最新的所剩貸款金額為$2700" (salary, 10% interest, repay
    at least 10%: $3,000 owed becomes $2,700)."""
    game = new(at={0: {"cash": 3800, "loans": 3000}}, land=(0, 31))   # $3,000 borrowed
    assert game.pending.kind is Ask.REPAY
    repay = game.pending.find(Act.REPAY)
    assert (repay.low, repay.high) == (300, 3000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 299))
    answer(game, Act.REPAY, 300)
    assert game.debt(game.players[0]) == 2700
    assert cash(game, 0) == 800 + 3000 + 800 - 300 - 300
    assert [p.day for p in game.players][0] == 31 and game.players[0].retired   # one-month game


def test_interest_that_needs_a_new_loan_is_paid_on_that_loan_too():
    """"若玩家金額不足，須再進行額外貸款，並支付連同新貸款的10%利息" (if the interest needs a new
    loan, the interest on the new loan is paid too)."""
    game = new(months=2, land=(0, 31),                          # bills: 300 + 400 + 100
               at={0: hand("pa.mail.h06", "pa.mail.c06", "pa.mail.m04", cash=0, loans=1000)})
    interest = [e.amount for e in game.ledger if e.reason is Reason.LOAN_INTEREST]
    assert interest == [100, 100]
    assert game.debt(game.players[0]) == 2000 and cash(game, 0) == 800
    assert game.pending.find(Act.REPAY).low == 200
