"""La Bonne Paye, "Case Quoi de neuf": an Événement card is drawn and followed; money for the
pot goes to the centre. Each test quotes the rulebook."""
import pytest

from payday.engine.ledger import JACKPOT

from tests.support.editions.bonne_paye import cash, new


def test_quoi_de_neuf_contributions_go_to_the_pot_in_the_centre():
    """"S'il doit cotiser pour la cagnotte, l'argent réclamé devra être déposé au centre du
    plateau.\""""
    game = new(decks={"events": ["bp.ev.pot03"]}, land=(0, 13))   # 200 to the pot
    assert game.ledger.balance(JACKPOT) == 200 and cash(game, 0) == 1300


@pytest.mark.parametrize("card, ann, ben, pot", [
    ("bp.ev.gain01", 1800, 1500, 0),        # the bank pays 300
    ("bp.ev.pay01", 1300, 1500, 0),         # pay 200 to the bank
    ("bp.ev.allpot01", 1450, 1450, 150),    # every player pays 50 into the pot
    ("bp.ev.collect01", 1700, 1400, 0),     # every other player pays you 100
    ("bp.ev.payeach01", 1400, 1550, 0),     # you pay every other player 50
])
def test_quoi_de_neuf_event_cards_follow_their_instructions(card, ann, ben, pot):
    """"Le joueur pioche une carte Événement et en suit les instructions.\""""
    game = new(decks={"events": [card]}, land=(0, 22))
    assert (cash(game, 0), cash(game, 1), game.ledger.balance(JACKPOT)) == (ann, ben, pot)
