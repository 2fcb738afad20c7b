"""La Bonne Paye, rule by rule. Each test quotes the rulebook (000_f97b41f32c029fe1.txt)."""
import pytest

import payday
from payday import Act, Ask, IllegalDecision
from payday.engine.board import SquareKind as S, weekday
from payday.engine.ledger import JACKPOT, Reason
from payday.editions.bonne_paye import RULES
from tests.support.games import answer, acts, begin

# The money a start position puts in place.
START = {Reason.START_MONEY, Reason.START_SAVINGS, Reason.START_DEBT}
QUIET = {"day": 6}      # with a scripted 1, a player lands on Dimanche 7, where nothing happens


def new(players=("Ann", "Ben", "Cy"), months=1, seed=1, *, at=None, land=None, decks=None,
        rolls=None, jackpot=None, **rules):
    """A game, started from a position when one is given: `at` maps a seat to its position's
    fields; `land=(seat, day)` has that player roll a 1 onto `day` (see `helpers.begin`)."""
    if at is None and land is None and decks is None and rolls is None and jackpot is None:
        return payday.new_game("bonne-paye", list(players), months=months, seed=seed,
                               rules=rules or None)
    return begin("bonne-paye", players, months=months, seed=seed, rules=rules or None,
                 players=at, land=land, decks=decks or {}, rolls=rolls or {}, jackpot=jackpot)


def cash(game, i):
    return game.cash(game.players[i])


def entries(game, reason):
    return [e for e in game.ledger if e.reason is reason]


def roll(game, player):
    """`player`, whose turn it is, rolls (the roll the position scripted for them)."""
    assert game.pending.kind is Ask.TURN and game.pending.player == player, game.pending
    answer(game, Act.ROLL)


# ------------------------------------------------------------------ setting up

def test_each_player_receives_1500_euros_and_a_savings_book():
    """"Il reçoit 1 500 euros et un livret d'épargne.\""""
    game = new()
    assert [cash(game, i) for i in range(3)] == [1500] * 3
    assert all(game.savings(p) == 0 for p in game.players)
    assert {e.reason for e in game.ledger} == {Reason.START_MONEY}


def test_the_month_is_31_days_starting_on_a_monday_on_the_euro_board():
    """The board of the euro edition: day 1 is a Monday, day 30 (Loterie) a Tuesday."""
    board = RULES.board
    assert len(board) == 32 and board[0].kind is S.START and board[31].kind is S.PAYDAY
    assert weekday(1) == "mon" and weekday(30) == "tue"
    assert [d for d in range(1, 31) if board[d].kind is S.REST] == [7, 14, 21, 28]
    assert [d for d in range(1, 31) if board[d].kind is S.BUYER] == [9, 20, 23, 29]
    assert [d for d in range(1, 31) if board[d].kind is S.DEAL] == [4, 12, 17, 25]
    assert {d: board[d].n for d in range(1, 31) if board[d].kind is S.MAIL} == {
        1: 1, 11: 1, 18: 1, 24: 1, 5: 2, 27: 2, 3: 3, 16: 3}
    assert board[10].kind is S.BIRTHDAY and board[26].kind is S.CLOCK_CHANGE
    assert board[30].kind is S.LOTTERY and {board[13].kind, board[22].kind} == {S.EVENT}


def test_players_take_turns_clockwise():
    """"La partie se déroule dans le sens horaire.\""""
    # From day 2 a 5 lands on Dimanche 7, then a 1 on day 8, where everyone pays 150.
    game = new(at={i: {"day": 2} for i in range(3)}, rolls={f"move/{i}": [5, 1] for i in range(3)})
    order = []
    for _ in range(6):
        order.append(game.pending.player)
        roll(game, game.pending.player)
    assert order == [0, 1, 2, 0, 1, 2]


def test_the_deck_sizes_follow_the_euro_edition():
    """23 acquisitions, about 50 Courrier cards and 23 Quoi de neuf events."""
    assert len(RULES.decks["acquisition"]) == 23
    assert len(RULES.decks["courrier"]) == 50
    assert len(RULES.decks["events"]) == 23
    tiers = {(c.amount, c.value, c.commission) for c in RULES.decks["acquisition"]}
    assert tiers == {(450, 1200, 100), (1050, 1800, 150), (2100, 4200, 200), (3000, 7500, 300)}


# ------------------------------------------------------------------ moving

def test_every_player_must_stop_on_jour_de_paye():
    """"Case Jour de paye : chaque joueur doit obligatoirement s'y arrêter.\""""
    game = new(at={0: {"day": 29}}, rolls={"move/0": [5]})
    roll(game, 0)
    assert game.players[0].day == 31
    assert game.pending.kind is Ask.SAVINGS


def test_a_six_on_the_movement_die_wins_the_pot_in_the_centre():
    """The centre's money "remportée par le premier joueur qui fait 6 avec le dé"."""
    game = new(jackpot=400, at={0: {"day": 1}}, rolls={"move/0": [6]})   # a 6 lands on Dimanche 7
    before = cash(game, 0)
    roll(game, 0)
    assert game.ledger.balance(JACKPOT) == 0
    assert cash(game, 0) == before + 400


# ------------------------------------------------------------------ squares

def test_on_a_dimanche_nothing_happens():
    """"Cases Dimanche : il ne se passe rien, le joueur se repose.\""""
    game = new(land=(0, 7))
    assert {e.reason for e in game.ledger} == {Reason.START_MONEY} and game.pending.player == 1


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


def test_insurance_is_optional_and_cancels_doctor_bills_only_in_its_month():
    """"Les cartes Médic'Assur et Assur'Auto ... sont optionnelles mais annulent ... les
    honoraires des médecins ... elles ne sont valables que durant le tour où elles sont
    piochées.\""""
    # Day 27 draws two cards: a doctor's bill of 450 and Médic'Assur; a garage bill of 600
    # is already in hand.
    game = new(decks={"courrier": ["bp.mail.doc07", "bp.mail.medic01"]},
               at={0: {"day": 26, "bills": ("bp.mail.gar06",)}, 1: QUIET, 2: QUIET},
               rolls={"move/0": [1, 6], "move/1": [1], "move/2": [1]})
    roll(game, 0)
    assert game.pending.kind is Ask.INSURANCE and acts(game) >= {Act.BUY, Act.PASS}
    answer(game, Act.BUY)
    assert cash(game, 0) == 1500 - 450
    roll(game, 1), roll(game, 2), roll(game, 0)
    assert [e.amount for e in entries(game, Reason.BILL)] == [600]   # the doctor is covered
    assert not any(c.kind.value == "insurance" for c in game.players[0].kept)


def test_insurance_not_bought_is_discarded():
    game = new(decks={"courrier": ["bp.mail.auto01"]}, land=(0, 1))
    answer(game, Act.PASS)
    assert cash(game, 0) == 1500
    assert game.cards["bp.mail.auto01"] in game.decks["courrier"].discards


def test_besoin_d_argent_is_kept_until_used_and_pays_ten_times_on_a_5_or_6():
    """"Il parie une somme inférieure à 300 euros et lance le dé : s'il fait 5 ou 6, la banque
    lui verse 10 fois sa mise.\" The card then goes back under the Courrier deck."""
    game = new(decks={"courrier": ["bp.mail.bet01"]}, land=(0, 1), at={1: QUIET, 2: QUIET},
               rolls={"move/1": [1], "move/2": [1], "bet/0": [5]},
               bet_only_when_short=False)   # the mechanics; when: test_rulebook_fixes_bonne_paye
    assert [c.id for c in game.players[0].kept] == ["bp.mail.bet01"]
    roll(game, 1), roll(game, 2)
    bet = game.pending.find(Act.USE_CARD)
    assert (bet.low, bet.high) == (1, 299)
    answer(game, Act.USE_CARD, 200)
    assert cash(game, 0) == 1500 + 2000
    assert game.decks["courrier"].draw_pile[-1].id == "bp.mail.bet01"
    assert game.pending.find(Act.USE_CARD) is None


def test_a_lost_bet_goes_to_the_centre_for_the_next_player_to_roll_a_six():
    """"Dans le cas contraire, la mise est perdue, déposée au centre du plateau et remportée
    par le premier joueur qui fait 6 avec le dé.\""""
    # Ann and Ben each roll a 1 onto day 1 (Ann draws Besoin d'argent, Ben an advertisement),
    # Cy rests; Ann bets and loses, rolls a 1 onto day 2; Ben's 6 lands on Dimanche 7.
    game = new(decks={"courrier": ["bp.mail.bet01", "bp.mail.ad01"]}, at={2: QUIET},
               rolls={"move/0": [1, 1], "move/1": [1, 6], "move/2": [1], "bet/0": [4]},
               bet_only_when_short=False)   # the mechanics; when: test_rulebook_fixes_bonne_paye
    roll(game, 0), roll(game, 1), roll(game, 2)
    answer(game, Act.USE_CARD, 250)
    assert game.ledger.balance(JACKPOT) == 250 and cash(game, 0) == 1250
    roll(game, 0)
    roll(game, 1)
    assert game.ledger.balance(JACKPOT) == 0 and cash(game, 1) == 1750


def test_a_bet_must_be_under_300_euros():
    game = new(decks={"courrier": ["bp.mail.bet01"]}, land=(0, 1), at={1: QUIET, 2: QUIET},
               rolls={"move/1": [1], "move/2": [1]},
               bet_only_when_short=False)   # the mechanics; when: test_rulebook_fixes_bonne_paye
    roll(game, 1), roll(game, 2)
    with pytest.raises(IllegalDecision):
        game.decide(game.pending.find(Act.USE_CARD).with_amount(300))


def test_an_acquisition_is_bought_at_the_price_shown():
    """"Il paye l'objet à ce montant et le remporte.\""""
    game = new(decks={"acquisition": ["bp.acq.b01"]}, land=(0, 4))   # 1,050
    assert game.pending.kind is Ask.BUY and game.pending.info["price"] == 1050
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


def test_anniversaire_collects_150_from_each_opponent():
    """"Case Anniversaire : le joueur reçoit 150 euros de chacun de ses adversaires.\""""
    game = new(land=(0, 10))
    assert [cash(game, i) for i in range(3)] == [1800, 1350, 1350]


def test_an_opponent_short_of_cash_for_a_birthday_chooses_how_to_raise_it():
    """When a player must pay more than they hold, they choose how to raise it."""
    game = new(at={1: {"cash": 50}}, land=(0, 10))
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.player == 1
    answer(game, Act.BORROW, 1500)
    assert cash(game, 1) == 50 + 1500 - 150 and cash(game, 0) == 1800


def test_loterie_pays_1000_to_the_holder_of_the_number_rolled_and_other_stakes_are_lost():
    """"Chaque joueur qui souhaite y participer débourse 100 euros et choisit un chiffre entre
    1 et 6 différent de ses camarades. Celui qui est arrivé sur la case Loterie lance le dé. La
    banque verse 1000 euros à celui qui avait misé sur le numéro indiqué par le dé, et les
    autres mises sont perdues.\""""
    game = new(land=(0, 30), rolls={"lottery/0": [5]})
    assert game.pending.kind is Ask.LOTTERY and game.pending.player == 0
    answer(game, Act.JOIN, 3)
    assert game.pending.player == 1 and game.pending.find(Act.JOIN, 3) is None
    answer(game, Act.JOIN, 5)
    answer(game, Act.PASS)
    assert [cash(game, i) for i in range(3)] == [1400, 2400, 1500]


def test_loterie_with_nobody_on_the_number_rolled_pays_nobody():
    game = new(land=(0, 30), rolls={"lottery/0": [2]})
    answer(game, Act.JOIN, 1)
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    assert [cash(game, i) for i in range(3)] == [1400, 1500, 1500]


def test_changement_d_heure_moves_every_player_back_one_square_to_follow_it():
    """"Si quelqu'un s'arrête sur cette case, chaque joueur recule d'une case et suit les
    instructions de la case où il arrive.\""""
    game = new(at={0: QUIET, 1: {"day": 10}, 2: {"day": 25}},
               decks={"courrier": ["bp.mail.ad01"], "acquisition": ["bp.acq.a01"]},
               rolls={"move/0": [1], "move/1": [1], "move/2": [1]})
    roll(game, 0)                                      # Ann on day 7
    roll(game, 1)                                      # Ben lands on 11 (Courrier: an advert)
    roll(game, 2)                                      # Cy lands on 26
    assert [p.day for p in game.players] == [6, 10, 25]
    assert game.pending.kind is Ask.BUY and game.pending.player == 2   # Cy follows day 25
    answer(game, Act.PASS)
    assert [e.amount for e in entries(game, Reason.FIXED_PAYMENT)] == [150]  # Ann's day 6


def test_quoi_de_neuf_contributions_go_to_the_pot_in_the_centre():
    """"S'il doit cotiser pour la cagnotte, l'argent réclamé devra être déposé au centre du
    plateau.\""""
    game = new(decks={"events": ["bp.ev.pot03"]}, land=(0, 13))   # 200 to the pot
    assert game.ledger.balance(JACKPOT) == 200 and cash(game, 0) == 1300


@pytest.mark.parametrize("day, ann, others, pot", [
    (2, 3000, 1500, 0),        # contest: receive 1,500
    (6, 1350, 1500, 0),        # pay 150
    (8, 1350, 1350, 450),      # every player pays 150 into the pot
    (15, 1350, 1500, 150),     # pay 150 into the pot
    (19, 1250, 1500, 0),       # pay 250
])
def test_fixed_payment_squares(day, ann, others, pot):
    """The fixed-payment squares of the euro board."""
    game = new(land=(0, day))
    assert cash(game, 0) == ann and cash(game, 1) == cash(game, 2) == others
    assert game.ledger.balance(JACKPOT) == pot


# ------------------------------------------------------------------ savings

def test_deposits_are_allowed_up_to_the_22nd_inclusive_only():
    """"Un joueur peut déposer de l'argent dans son livret jusqu'au 22 du mois inclus
    uniquement.\""""
    game = new(at={0: {"day": 22}})
    assert game.pending.player == 0 and game.pending.find(Act.DEPOSIT) is not None
    game2 = new(land=(0, 23), at={1: QUIET, 2: QUIET},     # Vendez with nothing to sell
                rolls={"move/1": [1], "move/2": [1]})
    roll(game2, 1), roll(game2, 2)
    assert game2.pending.player == 0 and game2.pending.find(Act.DEPOSIT) is None


def test_any_withdrawal_during_the_month_costs_150():
    """"S'il souhaite retirer de l'argent durant le mois, il devra payer 150 euros à la
    banque, somme forfaitaire.\""""
    game = new()
    answer(game, Act.DEPOSIT, 1000)
    answer(game, Act.WITHDRAW, 400)
    assert cash(game, 0) == 500 + 400 - 150 and game.savings(game.players[0]) == 600


def test_savings_earn_10_percent_at_pay_day_and_money_moves_freely_then():
    """"La banque lui verse les éventuels intérêts de l'épargne, si un ou plusieurs billets ont
    déjà été placés dans le livret avant le 23 du mois : 10% de la somme totale.\" At Pay Day,
    "il peut ajouter ou retirer de l'argent de son livret" with no fee."""
    game = new(at={0: {"cash": 495, "savings": 1005}}, land=(0, 31))
    assert [e.amount for e in entries(game, Reason.SAVINGS_INTEREST)] == [100]   # rounded down
    assert game.pending.kind is Ask.SAVINGS
    answer(game, Act.WITHDRAW, 5)
    answer(game, Act.DEPOSIT, 600)
    assert not entries(game, Reason.WITHDRAWAL_FEE)
    assert game.savings(game.players[0]) == 1600


# ------------------------------------------------------------------ loans

def test_a_loan_is_always_1500_and_can_be_taken_at_any_time():
    """"Il peut également souscrire un prêt, celui-ci étant toujours d'un montant de 1 500
    euros.\""""
    game = new()
    borrow = game.pending.find(Act.BORROW)
    assert borrow.arg == 1500 and not borrow.ranged
    answer(game, Act.BORROW, 1500)
    assert cash(game, 0) == 3000 and game.debt(game.players[0]) == 1500


def test_loan_interest_is_paid_at_the_end_of_the_month_at_the_rate_setting():
    """"Il reçoit alors les sous et une carte Prêt, et devra payer les intérêts à la fin du
    mois.\" The rulebook is silent on the rate; 10% is the setting's default."""
    in_debt = {0: {"cash": 3000, "loans": 1500}}
    game = new(at=in_debt, land=(0, 31))
    assert [e.amount for e in entries(game, Reason.LOAN_INTEREST)] == [150]
    other = new(at=in_debt, land=(0, 31), loan_rate_pct=5)
    assert [e.amount for e in entries(other, Reason.LOAN_INTEREST)] == [75]


def test_a_loan_must_be_repaid_by_the_31st_of_the_second_month_after():
    """"Le prêt devra être remboursé intégralement le 31 du deuxième mois suivant.\""""
    def at_payday(month):                                # a loan taken in month 1
        return new(players=("Ann", "Ben"), months=3, land=(0, 31),
                   at={0: {"month": month, "cash": 3000, "loans": 1500, "loan_months": (1,)}})
    for month in (1, 2):                                 # not yet due: repaying is optional
        game = at_payday(month)
        assert game.pending.kind is Ask.REPAY
        answer(game, Act.DONE)
        answer(game, Act.DONE)                           # savings
        assert game.debt(game.players[0]) == 1500 and game.players[0].month == month + 1
    game = at_payday(3)                                  # Pay Day of month 3: the deadline
    assert [e.amount for e in entries(game, Reason.LOAN_REPAID)] == [1500]
    assert game.debt(game.players[0]) == 0


def test_loans_cannot_be_taken_during_pay_day_settlement():
    """Our setting `borrow_at_payday` (the insolvency rule would never bite otherwise)."""
    game = new(land=(0, 31))
    assert game.pending.find(Act.BORROW) is None


def test_loans_may_be_repaid_in_part_at_pay_day():
    """"Il rembourse une partie ou l'intégralité de ses prêts.\""""
    game = new(at={0: {"cash": 4500, "loans": 3000}}, land=(0, 31))
    repay = game.pending.find(Act.REPAY)
    assert (repay.low, repay.high, repay.step) == (1500, 3000, 1500)
    answer(game, Act.REPAY, 1500)
    assert game.debt(game.players[0]) == 1500


def test_pay_day_runs_in_the_rulebook_order():
    """Salary; savings interest; loan interest; all bills; repayment; savings; back to start."""
    game = new(months=2, at={0: {"cash": 2500, "savings": 500, "loans": 1500,
                                 "bills": ("bp.mail.bill01",)}}, land=(0, 31))
    answer(game, Act.REPAY, 1500)
    answer(game, Act.DONE)
    reasons = [e.reason for e in game.ledger if e.reason not in START]
    assert reasons == [Reason.SALARY, Reason.SAVINGS_INTEREST, Reason.LOAN_INTEREST,
                       Reason.BILL, Reason.LOAN_REPAID]
    assert game.players[0].day == 0 and game.players[0].month == 2


# ------------------------------------------------------------------ insolvency and the end

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


def test_net_worth_counts_cash_savings_and_real_values_less_bills_and_loans():
    """"Chaque joueur compte ses billets, son épargne et ses intérêts d'épargne en cours, et
    ajoute la valeur réelle de ses acquisitions. Il en soustrait les factures qu'il n'a pas
    encore réglées, les prêts et intérêts non remboursés.\""""
    game = new(at={0: {"day": 4, "cash": 1550, "savings": 1000, "loans": 1500,
                       "deals": ("bp.acq.a01",),                  # 450 / 1,200
                       "bills": ("bp.mail.bill01",)}})            # a 150 bill in hand
    expected = (1550 + 1000 + 100 + 1200 - 150 - 1500 - 150)
    assert game.net_worth(game.players[0]) == expected


def test_the_game_ends_when_every_player_has_finished_the_last_month_and_the_richest_wins():
    """"La partie se termine lorsque chaque joueur a achevé le dernier mois ... Celui qui a le
    plus d'argent, ou le moins de dettes, est le vainqueur.\""""
    game = new(players=("Ann", "Ben"), at={0: {"day": 30}, 1: {"day": 30, "cash": 3000}},
               rolls={"move/0": [1], "move/1": [1]})
    roll(game, 0)
    answer(game, Act.DONE)
    assert game.players[0].retired and not game.is_over
    roll(game, 1)
    answer(game, Act.DONE)
    assert game.is_over and game.winner() == 1
    assert game.events[-1].key == "game_over"


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


def test_assur_auto_cancels_garage_bills():
    """Assur'Auto cancels "les factures de garagiste"."""
    game = new(decks={"courrier": ["bp.mail.gar03", "bp.mail.auto01"]},   # day 27 draws two
               at={0: {"day": 26}, 1: QUIET, 2: QUIET},
               rolls={"move/0": [1, 6], "move/1": [1], "move/2": [1]})
    roll(game, 0)
    answer(game, Act.BUY)
    roll(game, 1), roll(game, 2), roll(game, 0)
    assert not entries(game, Reason.BILL)
    assert [e.data["amount"] for e in game.events if e.key == "bill_covered"] == [300]
