"""La Bonne Paye, "Cases Vendez": one Acquisition sold to the bank at its real value, the
commission to the highest roll. Each test quotes the rulebook (000_f97b41f32c029fe1.txt)."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import entries, new
from tests.support.games import answer


def test_vendez_sells_one_acquisition_at_its_real_value_and_the_commission_goes_to_the_highest_roll():
    """"Le joueur peut vendre une de ses cartes Acquisition à la banque, au montant indiqué
    (Valeur réelle). Le montant de la commission ... est versé par la banque au joueur faisant
    le plus grand score au dé. La carte est alors remise sous le paquet.\""""
    # Ann holds 2,100 / 4,200 / 200. Ties roll again: Ann and Cy tie on 5, then Cy wins 4 to 2.
    game = new(at={0: {"deals": ("bp.acq.c01",)}}, land=(0, 9),
               rolls={"contest/0": [5, 2], "contest/1": [3], "contest/2": [5, 4]})
    assert game.pending.kind is Ask.SELL
    answer(game, Act.SELL, "bp.acq.c01")
    assert [e.amount for e in entries(game, Reason.DEAL_SOLD)] == [4200]
    assert [(e.dst, e.amount) for e in entries(game, Reason.COMMISSION)] == [("cash:2", 200)]
    assert not game.players[0].deals
    assert game.decks["acquisition"].draw_pile[-1].id == "bp.acq.c01"
