"""La Bonne Paye, "Cases Acquisition": bought at the price shown, with money from the savings
book for the 150 euro fee if cash is short, or put back under the deck. Each test quotes the
rulebook."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import cash, entries, new
from tests.support.games import acts, answer


def test_an_acquisition_is_bought_at_the_price_shown():
    """"Il paye l'objet à ce montant et le remporte.\""""
    game = new(decks={"acquisition": ["bp.acq.b01"]}, land=(0, 4))   # 1,050
    assert game.pending.kind is Ask.BUY and game.pending.info.price == 1050
    answer(game, Act.BUY)
    assert cash(game, 0) == 450 and [c.id for c in game.players[0].deals] == ["bp.acq.b01"]


def test_an_acquisition_not_bought_goes_under_the_deck():
    """"Dans le cas contraire, la carte est remise sous le paquet.\""""
    game = new(decks={"acquisition": ["bp.acq.a01"]}, land=(0, 4))
    answer(game, Act.PASS)
    assert game.decks["acquisition"].draw_pile[-1].id == "bp.acq.a01"


def test_short_of_cash_a_buyer_may_withdraw_from_savings_for_the_150_fee():
    """"S'il manque de sous, il peut en retirer dans son livret d'épargne (moyennant un
    montant forfaitaire de 150 euros).\""""
    game = new(decks={"acquisition": ["bp.acq.b01"]},            # 1,050
               at={0: {"cash": 100, "savings": 1400}}, land=(0, 4))
    answer(game, Act.BUY)
    assert game.pending.kind is Ask.RAISE_MONEY
    assert acts(game) >= {Act.WITHDRAW, Act.CANCEL, Act.BORROW}
    answer(game, Act.WITHDRAW, 1100)
    assert [e.amount for e in entries(game, Reason.WITHDRAWAL_FEE)] == [150]
    assert game.players[0].deals and cash(game, 0) == 100 + 1100 - 150 - 1050
    assert game.savings(game.players[0]) == 300


def test_short_of_cash_a_buyer_may_give_up_and_the_card_goes_under():
    game = new(decks={"acquisition": ["bp.acq.a01"]}, at={0: {"cash": 100}}, land=(0, 4))
    answer(game, Act.BUY)
    answer(game, Act.CANCEL)
    assert not game.players[0].deals
    assert game.decks["acquisition"].draw_pile[-1].id == "bp.acq.a01"
