"""La Bonne Paye, "Si, à la fin du tour, un joueur ne peut régler toutes ses dettes, il vend
aux enchères ses cartes Acquisition, Médic'Assur et Assur'Auto. S'il n'obtient pas de
proposition, la banque les lui rachète. Si cela ne suffit pas à éponger ses dettes, le joueur
se retire du jeu, éliminé." Each test quotes the rulebook."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import QUIET, entries, new, roll
from tests.support.games import answer


def test_an_insolvent_player_auctions_acquisitions_then_the_bank_buys_back_then_elimination():
    """"S'il ne peut régler toutes ses dettes, il vend aux enchères ses cartes Acquisition ...
    S'il n'obtient pas de proposition, la banque les lui rachète. Si cela ne suffit pas à
    éponger ses dettes, le joueur se retire du jeu, éliminé.\""""
    # Ann has no cash, an acquisition and bills of 600 + 500 + 400 + 450: her salary of 1,500
    # pays the first three, and the 450 is more than she has.
    game = new(at={0: {"cash": 0, "deals": ("bp.acq.a01",),
                       "bills": ("bp.mail.gar06", "bp.mail.gar05", "bp.mail.gar04", "bp.mail.doc07")}},
               land=(0, 31))
    ann = game.players[0]
    assert game.pending.kind is Ask.BID and game.pending.player == 1
    answer(game, Act.BID, 300)                           # Ben bids 300 for the acquisition
    answer(game, Act.PASS)                               # Cy passes
    assert [e.amount for e in entries(game, Reason.AUCTION)] == [300]
    assert ann.eliminated and game.players[1].deals
    assert game.net_worth(ann) == 0
    assert game.pending.player == 1


def test_the_bank_buys_back_what_nobody_bids_for_at_half_price():
    """Our setting `bank_buyback_pct`: the rulebook gives no price."""
    # Cash 0 + salary 1,500 - 150 interest pays bills of 600 and 500, not the next 300.
    game = new(players=("Ann", "Ben"), land=(0, 31),
               at={0: {"cash": 0, "loans": 1500, "deals": ("bp.acq.d01",),     # 3,000 / 7,500
                       "bills": ("bp.mail.gar06", "bp.mail.gar05", "bp.mail.doc06")}})
    ann = game.players[0]
    answer(game, Act.PASS)                               # Ben does not bid
    assert [e.amount for e in entries(game, Reason.BANK_BUYBACK)] == [1500]
    assert not ann.eliminated and game.pending.kind in (Ask.REPAY, Ask.SAVINGS)


def insured_and_broke(*, at=None, decks=None, rolls=None, **rules):
    """Ann holds the Médic'Assur she bought this month and a garage bill of 600; her cash is
    spent, and her salary (500 here) will not cover the bill at Pay Day, where she now lands.
    `at` gives the others' positions."""
    ann = {"cash": 0, "bills": ("bp.mail.gar06",), "kept": ("bp.mail.medic01",)}
    return new(at={0: ann, **(at or {})}, land=(0, 31), decks=decks, rolls=rolls,
               salary=500, **rules)


def test_an_insolvent_player_auctions_the_insurance_cards_of_the_month_at_pay_day():
    """"Si, à la fin du tour, un joueur ne peut régler toutes ses dettes, il vend aux enchères
    ses cartes Acquisition, Médic'Assur et Assur'Auto.\" The month's insurance is still in hand
    when the bills are settled, so it is auctioned."""
    game = insured_and_broke()
    assert [e.key for e in game.events if e.key == "insolvent"] == ["insolvent"]
    assert game.pending.kind is Ask.BID and game.pending.info.card == "bp.mail.medic01"
    assert game.pending.player == 1
    answer(game, Act.BID, 300)
    answer(game, Act.PASS)                               # Cy
    assert [c.id for c in game.players[1].kept] == ["bp.mail.medic01"]
    assert game.cash(game.players[0]) == 500 + 300 - 600   # the 600 garage bill is paid
    assert not game.players[0].eliminated


def test_s_il_n_obtient_pas_de_proposition_la_banque_lui_rachete_l_assurance():
    """"S'il n'obtient pas de proposition, la banque les lui rachète": the insurance too, at
    half its price (`bank_buyback_pct`), and it goes back under the Courrier deck."""
    game = insured_and_broke()
    answer(game, Act.PASS), answer(game, Act.PASS)
    bought = [e for e in game.events if e.key == "bank_bought"]
    assert [(e.data["card"], e.data["amount"]) for e in bought] == [("bp.mail.medic01", 225)]
    assert game.decks["courrier"].draw_pile[-1].id == "bp.mail.medic01"


def test_an_insurance_bought_at_the_auction_covers_the_buyer_at_the_buyer_s_pay_day():
    """The rulebook sells the card, so it insures its buyer: Ben's doctor bill of the month is
    cancelled at his Pay Day, and the card then goes back under the deck (`choices`)."""
    # Ben rolls a 1 from day 26 onto day 27, which draws two Courrier cards: a doctor's bill
    # of 450 and an advertisement; Cy rests; then Ben's 4 takes him to Jour de paye.
    game = insured_and_broke(at={1: {"day": 26}, 2: QUIET},
                             decks={"courrier": ["bp.mail.doc07", "bp.mail.ad01"]},
                             rolls={"move/1": [1, 4], "move/2": [1]})
    answer(game, Act.BID, 100), answer(game, Act.PASS)
    while game.pending.player != 1:                      # Ann settles up and leaves the game
        answer(game, Act.PASS if game.pending.find(Act.PASS) else Act.DONE)
    ben = game.players[1]
    roll(game, 1)
    assert [c.id for c in ben.bills] == ["bp.mail.doc07"]
    roll(game, 2), roll(game, 1)
    assert [e.data["card"] for e in game.events if e.key == "bill_covered"] == ["bp.mail.doc07"]
    assert not ben.kept
    assert game.decks["courrier"].draw_pile[-1].id == "bp.mail.medic01"


def test_rules_version_1_returned_the_insurance_before_the_bills():
    """`insurance_through_payday=False` is the reading before rules version 2: the card is gone
    when insolvency comes, so only the Acquisitions are sold (here none: Ann is eliminated)."""
    game = insured_and_broke(insurance_through_payday=False)
    assert not any(e.key in ("auction_won", "bank_bought") for e in game.events)
    assert game.players[0].eliminated


def test_computer_players_bid_for_an_auctioned_insurance_only_if_it_would_cancel_a_bill():
    """A bought insurance covers the buyer's own bills at their next Pay Day: worth bidding for
    only with a bill of its kind in hand."""
    from payday.players.styles import make_bot
    bot = make_bot("borrower", 1, 1)
    game = insured_and_broke()
    assert bot.choose(game, game.pending).act is Act.PASS           # Ben holds no doctor's bill
    game = insured_and_broke(at={1: {"bills": ("bp.mail.doc07",)}})   # a 450 doctor's bill
    assert bot.choose(game, game.pending).act is Act.BID


def test_an_insolvent_player_auctions_the_insurance_when_a_loan_falls_due():
    """"Si, à la fin du tour, un joueur ne peut régler toutes ses dettes, il vend aux enchères
    ses cartes ... Médic'Assur et Assur'Auto": a loan falling due is a debt of the end of the
    month too, and the month's insurance is still in hand when it is settled."""
    # Month 3: Ann took a loan of 1,500 in month 1 (due at Pay Day of month 3), repaid
    # nothing and saved nothing; she bought an Assur'Auto this month and her cash is spent.
    ann_at = {"month": 3, "cash": 0, "loans": 1500, "loan_months": (1,),
              "kept": ("bp.mail.auto01",)}
    game = new(months=3, at={0: ann_at, 1: {"month": 3}, 2: {"month": 3}},
               land=(0, 31))       # 1,500 salary, 150 interest, then 1,500 due: 150 short
    ann = game.players[0]
    assert game.pending.kind is Ask.BID and game.pending.info.card == "bp.mail.auto01"
    answer(game, Act.BID, 200), answer(game, Act.PASS)
    assert game.debt(ann) == 0 and not ann.eliminated
    assert game.cash(ann) == 1500 - 150 + 200 - 1500
