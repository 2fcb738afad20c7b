"""The rules of Pay Day, the English edition, as data.

The board is the one given in the rulebooks' README; the cards are the project's own, following
the counts and price ranges given there. `PayDayRules` adds this edition's settings to `Rules`,
and `RULES` holds them: where the rulebook is silent, the choice is a setting listed in
`RULES.choices` with its reason. How the game is played is in `game.py`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from payday.engine.board import SquareKind as S, make_board
from payday.engine.cards import CardKind as K, numbered_cards
from payday.engine.features import Feature
from payday.engine.rules import (RealLife, Rules, Unit as U, changes_field, choices_field, declare,
                                 frozen_decks)

BOARD = make_board({
    1: (S.MAIL, 1), 2: (S.GAIN, 5000), 3: (S.MAIL, 3), 4: (S.DEAL,), 5: (S.MAIL, 2),
    6: (S.LOTTERY,), 7: (S.PAY_POT, 500), 8: (S.RADIO, 1000), 9: (S.BUYER,),
    10: (S.BIRTHDAY, 100), 11: (S.MAIL, 1), 12: (S.DEAL,), 13: (S.LOTTERY,),
    14: (S.PAY_POT, 400), 15: (S.DEAL,), 16: (S.MAIL, 3), 17: (S.BUYER,), 18: (S.PAY_POT, 600),
    19: (S.MAIL, 1), 20: (S.LOTTERY,), 21: (S.YARD_SALE, 100), 22: (S.MAIL, 1), 23: (S.BUYER,),
    24: (S.MAIL, 2), 25: (S.DEAL,), 26: (S.BUYER,), 27: (S.LOTTERY,), 28: (S.PAY_POT, 500),
    29: (S.BUYER,), 30: (S.CHARITY_WALK, 100),
})


# 48 Mail cards. The README gives "about 15" bills and 47 cards of the other kinds; the 48th
# card is a sixteenth bill (see `choices`).
MAIL = (
    numbered_cards("pd.bill.", K.BILL, [
        ("pd.bill.library_late", 100), ("pd.bill.streaming", 100), ("pd.bill.phone", 200),
        ("pd.bill.water", 300), ("pd.bill.vet", 400), ("pd.bill.electricity", 500),
        ("pd.bill.plumber", 600), ("pd.bill.dentist", 800), ("pd.bill.car_repair", 1000),
        ("pd.bill.heating_oil", 1200), ("pd.bill.home_insurance", 1500),
        ("pd.bill.new_tyres", 2000), ("pd.bill.roof_leak", 2500), ("pd.bill.school_fees", 3000),
        ("pd.bill.hospital", 4000), ("pd.bill.back_taxes", 5000)])
    + numbered_cards("pd.charity.", K.CHARITY, [
        ("pd.charity.food_bank", 200), ("pd.charity.tree_planting", 200),
        ("pd.charity.animal_shelter", 300), ("pd.charity.school_band", 300),
        ("pd.charity.library_roof", 400), ("pd.charity.free_clinic", 400)])
    + numbered_cards("pd.monster.", K.MONSTER_CHARGE, [
        ("pd.monster.giant_tv", 1000), ("pd.monster.designer_wardrobe", 2500),
        ("pd.monster.dream_cruise", 4000)])
    + numbered_cards("pd.mad.", K.MAD_MONEY, [
        ("pd.mad.lost_bet", 100), ("pd.mad.lost_bet", 200), ("pd.mad.borrowed_mower", 500),
        ("pd.mad.borrowed_mower", 800), ("pd.mad.fender_bender", 1000),
        ("pd.mad.fender_bender", 1200), ("pd.mad.consulting_fee", 1500),
        ("pd.mad.consulting_fee", 2000)])
    + numbered_cards("pd.neighbor.", K.PAY_NEIGHBOR, [
        ("pd.neighbor.broken_window", 200), ("pd.neighbor.broken_window", 400),
        ("pd.neighbor.trampled_roses", 500), ("pd.neighbor.trampled_roses", 800),
        ("pd.neighbor.fallen_tree", 1000), ("pd.neighbor.fallen_tree", 1200),
        ("pd.neighbor.flooded_basement", 1500), ("pd.neighbor.flooded_basement", 2000)])
    + numbered_cards("pd.move.", K.DEAL_OR_BUYER, [("pd.move.deal_or_buyer", 0)] * 7)
)

# 24 Deals costing $2,000 to $12,000, each resold for 1.4 to 2.8 times its cost.
DEALS = numbered_cards("pd.deal.", K.DEAL, [
    ("pd.deal.vintage_comics", 2000, 5600), ("pd.deal.bike_rental", 2500, 4500),
    ("pd.deal.garden_gnomes", 3000, 5500), ("pd.deal.retro_arcade", 3000, 7000),
    ("pd.deal.kite_shop", 3500, 6000), ("pd.deal.taco_cart", 4000, 6500),
    ("pd.deal.rooftop_bees", 4000, 9000), ("pd.deal.sock_club", 4500, 7000),
    ("pd.deal.mini_golf", 5000, 9000), ("pd.deal.pet_spa", 5000, 11000),
    ("pd.deal.karaoke_booth", 5500, 7700), ("pd.deal.laundromat", 6000, 10000),
    ("pd.deal.escape_room", 6000, 13000), ("pd.deal.hot_sauce", 6500, 11000),
    ("pd.deal.record_press", 7000, 12000), ("pd.deal.houseboat", 7000, 15000),
    ("pd.deal.juice_bar", 8000, 12000), ("pd.deal.drone_school", 8000, 16000),
    ("pd.deal.ice_rink", 9000, 14000), ("pd.deal.solar_roofs", 9000, 20000),
    ("pd.deal.boutique_hotel", 10000, 15000), ("pd.deal.robot_mowers", 10000, 22000),
    ("pd.deal.ski_lodge", 11000, 18000), ("pd.deal.film_studio", 12000, 24000),
])


# What the edition has (see `Rules.features`).
FEATURES: Final = frozenset({
    Feature.CHARGE_CARDS, Feature.LOTTERY, Feature.YARD_SALE, Feature.PAYDAY_LOANS})


# A setting's unit, range and real-life value (`declare`); the reason for each choice the
# rulebook leaves open is in `RULES.choices`.
FLAG = declare(U.FLAG)


@dataclass(frozen=True)
class PayDayRules(Rules):
    # "the Deal card has no value if it's unsold"
    unsold_deals_worthless: bool = field(default=True, metadata=FLAG)
    # "each player may ante $100"
    lottery_stake: int = field(default=100, metadata=declare(U.MONEY, 0, 400, step=10))
    # "The Bank antes up $1,000"
    lottery_bank_ante: int = field(default=1000, metadata=declare(U.MONEY, 0, 4000, step=10, real=RealLife(
        0, "A real lottery is paid for by its players' stakes alone: nobody antes for them.",
        "State lotteries' prize pools come only from ticket sales, e.g. the Pennsylvania Lottery's Pick 3 (2024).")))
    lottery_lander_wins_when_nobody_antes: bool = field(default=False, metadata=FLAG)
    # The share of the pot the house keeps before paying the winner (0: the rulebook's lottery,
    # where the winner collects all of it).
    lottery_house_share_pct: int = field(default=0, metadata=declare(U.PERCENT, 0, 100, real=RealLife(
        50, "The house keeps about half of what is staked: a real Pick-3 returns about $0.50 per $1.",
        "Pennsylvania Lottery Pick 3 straight bet, 2024: $500 for $1 at odds of 1 in 1,000.")))
    # "If no one had picked the number rolled, keep rolling until somebody wins!" (False: one
    # roll, as a real draw; a pot nobody won goes to the house)
    lottery_until_winner: bool = field(default=True, metadata=declare(U.FLAG, real=RealLife(
        False, "A real draw is drawn once: if nobody holds the number drawn, nobody wins and the stakes are lost.",
        "Pennsylvania Lottery Pick 3, 2024: one draw a session; a ticket whose number is not drawn pays nothing.")))
    # "The first one to roll a 3"
    radio_winning_face: int = field(default=3, metadata=declare(U.FACE, 1, 6))
    radio_until_winner: bool = field(default=True, metadata=FLAG)
    # "the interest-10% of the total amount owed"
    monster_rate_pct: int = field(default=10, metadata=declare(U.PERCENT, 0, 30))
    # "pay the interest plus the total charges"
    monster_interest_on_full_payment: bool = field(default=True, metadata=declare(U.FLAG, real=RealLife(
        False, "A charge card with a grace period charges no interest when the balance is paid in full by the due date.",
        "US Credit CARD Act of 2009 (15 U.S.C. 1637(j), 1666b) and Regulation Z, 12 CFR 1026.54: no interest on a balance paid in full within the grace period.")))
    monster_paid_off_at_end: bool = field(default=True, metadata=FLAG)
    # 0: as the mailbox flag on each square shows
    mail_cards_per_square: int = field(default=0, metadata=declare(U.COUNT, 0, 10))
    mail_moves_last: bool = field(default=True, metadata=FLAG)
    deal_buyer_any_ahead: bool = field(default=False, metadata=FLAG)
    neighbor_cards_reach_retired: bool = field(default=False, metadata=FLAG)
    yard_sale_rolls_again: bool = field(default=False, metadata=FLAG)
    yard_sale_optional: bool = field(default=False, metadata=FLAG)

    @property
    def features(self) -> frozenset[Feature]:
        return FEATURES | ({Feature.DEALS_LOST_AT_END} if self.unsold_deals_worthless else set())


RULES = PayDayRules(
    variant="payday", currency="USD", language="en", min_players=2, max_players=6,
    start_cash=3500, salary=3500, board=BOARD,
    decks=frozen_decks({"mail": tuple(MAIL), "deals": tuple(DEALS)}),
    loan_unit=1000, loan_rate_pct=10, jackpot_on_six="move",
    retired_join=frozenset({S.LOTTERY, S.RADIO, S.BIRTHDAY, S.CHARITY_WALK}),
    choices=choices_field(
        ("mail_cards_per_square", "The rulebook says to draw as the mailbox flag shows; the README's board gives 1, 2 or 3 cards a square, and a teacher may set one count for every Mail square."),
        ("decks", "The Mail deck is the README's 47 cards plus a 16th bill, since it gives 'about 15' bills; every amount is a multiple of $100."),
        ("mail_moves_last", "A Deal/Buyer card drawn with other Mail is played after the other cards of the same mailbox, so no card of the mailbox is left unread when the token moves on."),
        ("deal_buyer_any_ahead", "The card says 'the next Deal or Buyer space', so the choice is between the next Deal and the next Found a Buyer square ahead (True: any of them ahead); when neither lies ahead (never on the standard board, whose last Mail square is day 24) the card is discarded and the token stays."),
        ("monster_rate_pct", "Interest on a Monster Charge is 10% of the total owed on all the Monster Charges held, treated as one balance, rounded down to the dollar (every card is a multiple of $100, so it is exact)."),
        ("monster_interest_on_full_payment", "The card's two sentences agree: 'Pay the interest, or pay the interest plus the total charges', so paying the balance in full costs the interest too (False, the rules before version 2: paying in full costs the balance only)."),
        ("shared_win", "Players tied on the highest net worth share the win; the rulebook breaks no tie, and seat order would be luck (False: the lowest seat wins a tie, as before)."),
        ("monster_paid_off_at_end", "A balance can only be carried 'into the next month'; at the last Pay Day there is none, so the whole balance must be paid (borrowing if short), as the end says everyone is 'completely paid-up'."),
        ("lottery_house_share_pct", "The rulebook's winner 'collects all the money'; a teacher may have the house keep a share of the pot first, as a real lottery does (0: the rulebook's lottery)."),
        ("lottery_lander_wins_when_nobody_antes", "If nobody antes, no number is picked and the draw cannot be won: the bank keeps its $1,000 and nobody rolls (True: the lander takes the bank's $1,000)."),
        ("radio_until_winner", "If nobody rolls a 3 in a full round, the players keep rolling in the same order until somebody does, as in the Lottery's 'keep rolling until somebody wins' (False: nobody wins)."),
        ("neighbor_cards_reach_retired", "A retired player only takes part in the Lottery, the Radio contest, Happy Birthday and Walk for Charity, so Pay a Neighbor and Mad Money choose among players still going round; with nobody to choose, the card does nothing."),
        ("yard_sale_rolls_again", "'$100 x the number you rolled' is read as the roll that moved the token there (True: roll the die again); reached by a Deal/Buyer card it cannot be, as Yard Sale is neither."),
        ("yard_sale_optional", "The square gives an order ('Pay the Bank ... it's yours!'), so the purchase is compulsory, borrowing if short (True: the player may decline)."),
        ("retired_join", "The Note lists exactly these four: Lottery, Radio Phone-In Contest, Happy Birthday and Walk for Charity."),
    ),
    changes=changes_field(
        (2, "monster_interest_on_full_payment", False,
         "'You may not pay part of the balance on Pay Day: Pay the interest, or pay the interest plus the total charges.'"),
    ),
)
