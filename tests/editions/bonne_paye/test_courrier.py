"""La Bonne Paye, "Cases Jours de courrier": as many Courrier cards as the envelope shows;
advertisements and postcards only amuse; bills are paid at the end of the month unless marked
otherwise. Each test quotes the rulebook."""
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import QUIET, cash, entries, new, roll


def test_courrier_draws_the_number_of_cards_shown():
    """"Le nombre indiqué sur l'enveloppe vous indique le nombre de cartes Courrier que vous
    devez piocher.\""""
    game = new(decks={"courrier": ["bp.mail.ad01", "bp.mail.ad02", "bp.mail.ad03", "bp.mail.ad04"]},
               land=(0, 3))
    drawn = [e.data["card"] for e in game.events if e.key == "drew"]
    assert drawn == ["bp.mail.ad01", "bp.mail.ad02", "bp.mail.ad03"]


def test_advertisements_and_postcards_have_no_effect():
    """Publicités et cartes postales "n'ont pour objectif que d'amuser"."""
    game = new(decks={"courrier": ["bp.mail.ad01"]}, land=(0, 1))
    assert {e.reason for e in game.ledger} == {Reason.START_MONEY} and not game.players[0].bills
    assert game.cards["bp.mail.ad01"] in game.decks["courrier"].discards


def test_bills_are_kept_and_paid_at_the_end_of_the_month():
    """Factures : "ces dernières sont à régler à la fin du mois"."""
    # Ann rolls a 1 onto day 27 (two Courrier cards), the others rest, then Ann's 6 ends on 31.
    game = new(decks={"courrier": ["bp.mail.bill01", "bp.mail.ad01"]},   # electricity, 150
               at={0: {"day": 26}, 1: QUIET, 2: QUIET},
               rolls={"move/0": [1, 6], "move/1": [1], "move/2": [1]})
    roll(game, 0)
    assert [c.id for c in game.players[0].bills] == ["bp.mail.bill01"]
    assert cash(game, 0) == 1500
    roll(game, 1), roll(game, 2), roll(game, 0)
    assert game.players[0].day == 31
    assert [e.amount for e in entries(game, Reason.BILL)] == [150]
    assert not game.players[0].bills


def test_a_bill_marked_pay_now_is_paid_at_once():
    """Bills are paid at month end "sauf mention contraire"."""
    game = new(decks={"courrier": ["bp.mail.now02"]}, land=(0, 1))   # a fine of 150
    assert cash(game, 0) == 1350 and not game.players[0].bills
