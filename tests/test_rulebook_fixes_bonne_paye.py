"""La Bonne Paye rules read again (issue 11, section 4). Each test quotes the rulebook
(000_f97b41f32c029fe1.txt)."""
import payday
from payday import Act, Ask
from payday.engine.ledger import BANK, Reason
from payday.variants.bonne_paye import RULES
from helpers import acts, answer, place, rig_dice, stack


def new(months=1, **rules):
    return payday.new_game("bonne-paye", ["Ann", "Ben", "Cy"], months=months, seed=1,
                           rules=rules or None)


def land(game, player, day):
    assert game.pending.kind is Ask.TURN and game.pending.player == player, game.pending
    place(game, player, day - 1)
    rig_dice(game, {f"move/{player}": [1]})
    answer(game, Act.ROLL)


def quiet_turn(game, player):
    land(game, player, 7)                                # a Dimanche


def insured_and_broke(**rules):
    """Ann buys a Médic'Assur and draws a garage bill of 600; her cash is spent, and her salary
    (500 here) will not cover the bill at Pay Day."""
    game = new(salary=500, **rules)
    stack(game, "courrier", "bp.mail.medic01", "bp.mail.gar06", "bp.mail.ad01")
    land(game, 0, 3)
    answer(game, Act.BUY)
    ann = game.players[0]
    game.transfer(ann.cash_account, BANK, game.cash(ann), Reason.BILL)
    quiet_turn(game, 1), quiet_turn(game, 2)
    land(game, 0, 31)
    return game


def test_an_insolvent_player_auctions_the_insurance_cards_of_the_month_at_pay_day():
    """"Si, à la fin du tour, un joueur ne peut régler toutes ses dettes, il vend aux enchères
    ses cartes Acquisition, Médic'Assur et Assur'Auto.\" The month's insurance is still in hand
    when the bills are settled, so it is auctioned."""
    game = insured_and_broke()
    assert [e.key for e in game.events if e.key == "insolvent"] == ["insolvent"]
    assert game.pending.kind is Ask.BID and game.pending.info["card"] == "bp.mail.medic01"
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
    game = insured_and_broke()
    answer(game, Act.BID, 100), answer(game, Act.PASS)
    while game.pending.player != 1:                      # Ann settles up and leaves the game
        answer(game, Act.PASS if game.pending.find(Act.PASS) else Act.DONE)
    ben = game.players[1]
    stack(game, "courrier", "bp.mail.doc07")             # a doctor's bill of 450
    land(game, 1, 1)
    assert [c.id for c in ben.bills] == ["bp.mail.doc07"]
    quiet_turn(game, 2)
    land(game, 1, 31)
    assert [e.data["card"] for e in game.events if e.key == "bill_covered"] == ["bp.mail.doc07"]
    assert not ben.kept
    assert game.decks["courrier"].draw_pile[-1].id == "bp.mail.medic01"


def test_the_month_s_insurance_goes_back_under_the_deck_after_pay_day():
    """"elles ne sont valables que durant le tour où elles sont piochées": once Pay Day's debts
    are settled, the card leaves the hand."""
    game = new()
    stack(game, "courrier", "bp.mail.auto01")
    land(game, 0, 1)
    answer(game, Act.BUY)
    quiet_turn(game, 1), quiet_turn(game, 2)
    land(game, 0, 31)
    assert game.pending.kind is Ask.SAVINGS and not game.players[0].kept
    assert game.decks["courrier"].draw_pile[-1].id == "bp.mail.auto01"


def test_rules_version_1_returned_the_insurance_before_the_bills():
    """`insurance_through_payday=False` is the reading before rules version 2: the card is gone
    when insolvency comes, so only the Acquisitions are sold (here none: Ann is eliminated)."""
    game = insured_and_broke(insurance_through_payday=False)
    assert not any(e.key in ("auction_won", "bank_bought") for e in game.events)
    assert game.players[0].eliminated


def test_besoin_d_argent_is_kept_until_ruined_and_not_offered_at_any_decision():
    """"Il peut la conserver jusqu'à ce que, ruiné, il décide de l'utiliser": with money
    enough, the card is not offered."""
    game = new()
    stack(game, "courrier", "bp.mail.bet01")
    land(game, 0, 1)
    assert [c.id for c in game.players[0].kept] == ["bp.mail.bet01"]
    quiet_turn(game, 1), quiet_turn(game, 2)
    assert game.pending.kind is Ask.TURN and Act.USE_CARD not in acts(game)


def test_besoin_d_argent_is_offered_when_a_payment_due_cannot_be_covered():
    """"ruiné": at Pay Day, borrowing refused and no savings, a bill Ann's cash cannot cover
    asks her to raise money, and the card is offered; a win pays the bill."""
    game = new(salary=100)
    stack(game, "courrier", "bp.mail.bet01", "bp.mail.gar06", "bp.mail.ad01")
    land(game, 0, 3)
    ann = game.players[0]
    game.transfer(ann.cash_account, BANK, game.cash(ann) - 200, Reason.BILL)   # 200 left
    quiet_turn(game, 1), quiet_turn(game, 2)
    land(game, 0, 31)                                    # 300 in hand, a 600 bill
    assert game.pending.kind is Ask.RAISE_MONEY
    bet = game.pending.find(Act.USE_CARD)
    assert (bet.low, bet.high) == (1, 299)
    rig_dice(game, {"bet/0": [6]})
    answer(game, Act.USE_CARD, 100)
    assert game.cash(ann) == 300 + 1000 - 600 and not ann.eliminated


def test_besoin_d_argent_is_not_a_way_to_buy_an_acquisition():
    """Being short of the price of an Acquisition is not being "ruiné": the card is not
    offered, and the purchase can be given up."""
    game = new()
    stack(game, "courrier", "bp.mail.bet01")
    land(game, 0, 1)
    ann = game.players[0]
    game.transfer(ann.cash_account, BANK, game.cash(ann) - 100, Reason.BILL)
    quiet_turn(game, 1), quiet_turn(game, 2)
    stack(game, "acquisition", "bp.acq.d01")             # 3,000
    land(game, 0, 4)
    answer(game, Act.BUY)
    assert game.pending.kind is Ask.RAISE_MONEY and Act.USE_CARD not in acts(game)


def test_rules_version_1_offered_besoin_d_argent_at_any_decision():
    game = new(bet_only_when_short=False)
    stack(game, "courrier", "bp.mail.bet01")
    land(game, 0, 1)
    quiet_turn(game, 1), quiet_turn(game, 2)
    assert Act.USE_CARD in acts(game)


def test_both_changes_are_recorded_with_their_old_values_and_a_reason():
    assert RULES.version == 2
    assert RULES.settings_before(1) == {"insurance_through_payday": False,
                                        "bet_only_when_short": False}
    reasons = {c.setting: c.reason for c in RULES.choices}
    assert "vend aux enchères" in reasons["insurance_through_payday"]
    assert "ruiné" in reasons["bet_only_when_short"]
    assert {"insurance_through_payday", "bet_only_when_short", "shared_win"} <= RULES.overridable()


def test_computer_players_bid_for_an_auctioned_insurance_only_if_it_would_cancel_a_bill():
    """A bought insurance covers the buyer's own bills at their next Pay Day: worth bidding for
    only with a bill of its kind in hand."""
    from payday.bots import make_bot
    game = insured_and_broke()
    bot = make_bot("borrower", 1, 1)
    assert bot.choose(game, game.pending).act is Act.PASS           # Ben holds no doctor's bill
    game.players[1].bills.append(game.cards["bp.mail.doc07"])       # a 450 doctor's bill
    assert bot.choose(game, game.pending).act is Act.BID


def test_an_insolvent_player_auctions_the_insurance_when_a_loan_falls_due():
    """"Si, à la fin du tour, un joueur ne peut régler toutes ses dettes, il vend aux enchères
    ses cartes ... Médic'Assur et Assur'Auto": a loan falling due is a debt of the end of the
    month too, and the month's insurance is still in hand when it is settled."""
    game = new(months=3)
    answer(game, Act.BORROW, 1500)                       # month 1: due at Pay Day of month 3
    for month in (1, 2):
        for seat in (0, 1, 2):
            land(game, seat, 31)
            while game.pending.kind is not Ask.TURN:     # no repayment; no savings
                answer(game, Act.DONE)
    stack(game, "courrier", "bp.mail.auto01")
    land(game, 0, 1)
    answer(game, Act.BUY)
    ann = game.players[0]
    game.transfer(ann.cash_account, BANK, game.cash(ann), Reason.BILL)
    quiet_turn(game, 1), quiet_turn(game, 2)
    land(game, 0, 31)              # 1,500 salary, 150 interest, then 1,500 due: 150 short
    assert game.pending.kind is Ask.BID and game.pending.info["card"] == "bp.mail.auto01"
    answer(game, Act.BID, 200), answer(game, Act.PASS)
    assert game.debt(ann) == 0 and not ann.eliminated
    assert game.cash(ann) == 1500 - 150 + 200 - 1500
