"""Pay Day, "The Mail Spaces and Cards": how many cards a Mail space draws, bills kept until
Pay Day, Pay a Neighbor, Mad Money, Charity and Deal/Buyer (the Monster Charge has its own
file, test_monster_charge.py). Each test quotes the rulebook."""
import pytest

from payday import Act, Ask, IllegalDecision, Option
from payday.engine.ledger import JACKPOT

from tests.support.editions.pay_day import cash, mail_then_payday, new, to_payday
from tests.support.games import answer


def test_a_mail_space_draws_the_number_of_cards_on_the_mailbox_flag():
    """"If you land on a MAIL space, draw the number of Mail cards indicated on the mailbox
    flag.\""""
    game = new(decks={"mail": ["pd.bill.01", "pd.bill.02", "pd.bill.03", "pd.bill.04"]}, land=(0, 3))
    assert [e.data["card"] for e in game.events if e.key == "drew"] == [
        "pd.bill.01", "pd.bill.02", "pd.bill.03"]


def test_the_number_of_mail_cards_per_square_is_a_setting():
    """The counts are a setting: `mail_cards_per_square` draws that many on every Mail space."""
    game = new(mail_cards_per_square=2, decks={"mail": ["pd.bill.01", "pd.bill.02", "pd.bill.03"]},
               land=(0, 3))
    assert [c.id for c in game.players[0].bills] == ["pd.bill.01", "pd.bill.02"]


def test_bills_are_kept_until_pay_day_and_paid_then():
    """"Keep them in a stack face up in front of you until you land on "Pay Day"-when you
    must pay your bills, and discard the Mail cards.\""""
    game = mail_then_payday(["pd.bill.09"])            # car repair, $1,000
    assert [c.id for c in game.players[0].bills] == ["pd.bill.09"] and cash(game, 0) == 3500
    to_payday(game)
    assert cash(game, 0) == 3500 + 3500 - 1000
    assert not game.players[0].bills
    assert game.cards["pd.bill.09"] in game.decks["mail"].discards


def test_pay_a_neighbor_pays_a_player_of_your_choice_at_once_even_with_a_loan():
    """Pay a Neighbor: "As soon as you draw this, pay a player of your choice the amount shown
    on the card, even if you're forced to take out a loan.\""""
    game = new(at={0: {"cash": 500}}, decks={"mail": ["pd.neighbor.08"]}, land=(0, 1))   # $2,000
    assert game.pending.kind is Ask.TARGET
    assert {o.arg for o in game.pending.main_options()} == {1, 2}
    answer(game, Act.TARGET, 2)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.player == 0
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    assert cash(game, 2) == 5500 and cash(game, 0) == 500 and game.debt(game.players[0]) == 2000


def test_a_player_cannot_choose_themselves_as_the_neighbor():
    game = new(decks={"mail": ["pd.neighbor.01"]}, land=(0, 1))
    before = len(game.ledger)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.TARGET, 0))
    assert len(game.ledger) == before and game.pending.kind is Ask.TARGET


def test_mad_money_collects_from_a_chosen_player_who_may_have_to_borrow():
    """Mad Money: "collect the amount shown on the card from a player of your choice. That
    player may have to take out a loan to cover the payment.\""""
    game = new(at={1: {"cash": 100}}, decks={"mail": ["pd.mad.06"]}, land=(0, 1))   # $1,200
    assert game.pending.kind is Ask.TARGET and game.pending.info.collect is True
    answer(game, Act.TARGET, 1)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.player == 1
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    assert cash(game, 0) == 3500 + 1200 and cash(game, 1) == 900
    assert game.debt(game.players[1]) == 2000


def test_charity_goes_to_the_jackpot():
    """Charity: "Place the amount shown on the card on the corner of the board marked
    "Jackpot".\""""
    game = new(decks={"mail": ["pd.charity.05"]}, land=(0, 1))   # $400
    assert game.ledger.balance(JACKPOT) == 400 and cash(game, 0) == 3100


def test_a_deal_buyer_card_moves_you_now_to_the_next_deal_or_buyer_space_of_your_choice():
    """Deal/Buyer: "Move to your choice-a Deal or a Found a Buyer space- and follow the
    instructions ... Move ahead to the next Deal or Buyer space NOW.\""""
    game = new(decks={"mail": ["pd.move.01", "pd.bill.01"], "deals": ["pd.deal.05"]},
               land=(0, 5))                            # day 5 draws two
    assert game.pending.kind is Ask.MOVE_TO
    assert [o.arg for o in game.pending.main_options()] == [9, 12]
    answer(game, Act.MOVE_TO, 12)
    assert game.players[0].day == 12 and game.pending.kind is Ask.BUY


def test_a_deal_buyer_card_is_played_after_the_other_mail_of_the_same_mailbox():
    """Setting `mail_moves_last`: the other cards drawn with it are read before moving."""
    game = new(decks={"mail": ["pd.move.01", "pd.bill.05", "pd.charity.01"]}, land=(0, 3))
    assert game.pending.kind is Ask.MOVE_TO
    assert game.players[0].bills and game.ledger.balance(JACKPOT) == 200


def test_a_deal_buyer_card_with_no_such_space_ahead_is_discarded():
    """When neither a Deal nor a Found a Buyer space lies ahead, the card does nothing."""
    # No Mail space lies beyond day 24 on the standard board, so the card is read from day 29
    # by the rules' own procedures.
    game = new(at={0: {"day": 29}}, decks={"mail": ["pd.move.02"]})
    card = game.cards["pd.move.02"]
    game.draw("mail", game.players[0])
    script = game.open_mail(game.players[0], card)
    assert next(script, None) is None
    assert game.players[0].day == 29 and card in game.decks["mail"].discards
    assert game.events[-1].key == "nowhere_to_go"


def test_a_deal_buyer_card_cannot_move_to_a_square_not_offered():
    game = new(decks={"mail": ["pd.move.01", "pd.bill.01"]}, land=(0, 5))   # day 5 draws two
    for day in (4, 15, 31, 7):                          # behind, not the next, Pay Day, not a deal
        with pytest.raises(IllegalDecision):
            game.decide(Option(Act.MOVE_TO, day))
    assert game.players[0].day == 5
