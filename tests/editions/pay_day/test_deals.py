"""Pay Day, "The Deal Spaces and Cards": a Deal bought at once (with a loan if need be) or
passed up, sold one at a time at a Found a Buyer space, worth nothing if unsold at the end.
Each test quotes the rulebook."""
import pytest

from payday import Act, Ask, IllegalDecision, Option
from payday.editions.pay_day import RULES
from payday.engine.ledger import Reason

from tests.support.editions.pay_day import cash, entries, new, roll
from tests.support.games import answer


def test_a_deal_may_be_bought_at_once_with_a_loan_if_needed():
    """"If you wish, you may purchase the item on the card immediately; take out a loan if you
    need to. Pay the bank.\""""
    game = new(decks={"deals": ["pd.deal.24"]}, land=(0, 4))
    deal = game.cards["pd.deal.24"]
    assert game.pending.kind is Ask.BUY and game.pending.info.price == deal.amount
    answer(game, Act.BUY)
    while game.pending.kind is Ask.RAISE_MONEY:
        answer(game, Act.BORROW, 1000)
    assert game.players[0].deals == [deal]
    assert entries(game, Reason.DEAL_BOUGHT)[0].amount == deal.amount
    assert game.debt(game.players[0]) == -(-(deal.amount - 3500) // 1000) * 1000


def test_a_deal_passed_up_goes_to_the_discard_pile():
    """"If you wish, you may purchase": a player may pass, and the card is discarded."""
    deal = "pd.deal.05"
    game = new(decks={"deals": [deal]}, land=(0, 4))
    answer(game, Act.PASS)
    assert not game.players[0].deals and game.cards[deal] in game.decks["deals"].discards
    assert cash(game, 0) == 3500


def test_found_a_buyer_sells_one_deal_at_its_value():
    """Found a Buyer: "the Bank pays you the "Value" amount on one of them (your choice) ...
    Put the used card in the discard pile." "You may sell only one Deal at a time.\""""
    game = new(at={0: {"deals": ("pd.deal.01", "pd.deal.02")}}, land=(0, 9))
    first, second = game.cards["pd.deal.01"], game.cards["pd.deal.02"]
    assert game.pending.kind is Ask.SELL
    assert {o.arg for o in game.pending.main_options() if o.act is Act.SELL} == {first.id, second.id}
    answer(game, Act.SELL, second.id)
    assert cash(game, 0) == 3500 + second.value
    assert game.players[0].deals == [first]
    assert second in game.decks["deals"].discards
    assert game.pending.kind is Ask.TURN and game.pending.player == 1


def test_a_deal_not_held_cannot_be_sold():
    game = new(at={0: {"deals": ("pd.deal.01",)}}, land=(0, 9))
    deal = game.cards["pd.deal.01"]
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.SELL, "pd.deal.02"))
    assert game.players[0].deals == [deal]


def test_deals_still_held_at_the_last_pay_day_are_discarded_and_worth_nothing():
    """"At the end of the last month of play, discard any Deal cards you still hold." "The
    Deal card has no value if it's unsold when the game ends.\""""
    game = new(months=1, at={0: {"day": 30, "deals": ("pd.deal.03",)}}, rolls={"move/0": [1]})
    deal = game.cards["pd.deal.03"]
    assert RULES.unsold_deals_worthless
    assert game.net_worth(game.players[0]) == 3500
    roll(game, 0)
    assert not game.players[0].deals and deal in game.decks["deals"].discards
    assert game.net_worth(game.players[0]) == 7000
