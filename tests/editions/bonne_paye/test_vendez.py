"""La Bonne Paye, "Cases Vendez": one Acquisition sold to the bank at its real value, the
commission to the highest roll. Each test quotes the rulebook."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import entries, new
from tests.support.games import answer, watched_games


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


def test_players_tied_on_the_highest_commission_roll_roll_again():
    """"Versé par la banque au joueur faisant le plus grand score au dé": one player. The
    rulebook breaks no tie; the recorded choice (`commission_tie_rolls_again`) has the tied
    roll again among themselves: Ann and Ben tie on 5 (Cy, on 2, is out), then Ben wins 4 to 3."""
    game = new(at={0: {"deals": ("bp.acq.a01",)}}, land=(0, 9),
               rolls={"contest/0": [5, 3], "contest/1": [5, 4], "contest/2": [2, 6]})
    answer(game, Act.SELL, "bp.acq.a01")
    assert [(e.dst, e.amount) for e in entries(game, Reason.COMMISSION)] == [("cash:1", 100)]
    cy_rolls = [e for e in game.events if e.key == "rolled" and e.player == 2]
    assert len(cy_rolls) == 1


def test_the_tied_may_share_the_commission_instead():
    """`commission_tie_rolls_again=False`: Ann and Ben, tied on 5, share the 150 commission
    of a 1,050 / 1,800 acquisition, 75 each."""
    game = new(at={0: {"deals": ("bp.acq.b01",)}}, land=(0, 9), commission_tie_rolls_again=False,
               rolls={"contest/0": [5], "contest/1": [5], "contest/2": [2]})
    answer(game, Act.SELL, "bp.acq.b01")
    assert [(e.dst, e.amount) for e in entries(game, Reason.COMMISSION)] == [("cash:0", 75), ("cash:1", 75)]


def test_in_random_games_each_commission_goes_to_one_player_whatever_the_ties():
    """Over random games: every acquisition sold pays one commission, to a player who rolled
    the highest in the contest's last round; ties (a sale with more rolls than rollers) were
    rolled again."""
    sales = ties = 0

    def watch(game):
        nonlocal sales, ties
        if game.pending is not None:
            return
        events = game.events
        for i, event in enumerate(events):
            if event.key != "sold":
                continue
            j = next(k for k in range(i + 1, len(events)) if events[k].key == "commission")
            rolls = [e for e in events[i + 1:j] if e.key == "rolled" and e.data["purpose"] == "contest"]
            assert events[j + 1].key != "commission"          # one winner
            rollers = len({r.player for r in rolls})
            # Replay the rounds: each round, the players tied on the highest roll go on.
            left, rest = rollers, rolls
            while rest:
                this, rest = rest[:left], rest[left:]
                best = max(r.data["n"] for r in this)
                tied = [r.player for r in this if r.data["n"] == best]
                left = len(tied)
            assert tied == [events[j].player]
            sales += 1
            ties += len(rolls) > rollers

    watched_games("bonne-paye", 60, watch, players=4, months=2)
    print(f"{sales} sales, {ties} with a tie rolled again")
    assert sales >= 20 and ties >= 3
