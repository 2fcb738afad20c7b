"""The rules of La Bonne Paye, the French edition, as data.

The board comes from the euro edition (see the rulebooks' README); the cards are the project's
own, following the counts and price tiers given there. `BonnePayeRules` adds this edition's
settings to `Rules`, and `RULES` holds them, with the reason for each choice the rulebook leaves
open in `RULES.choices`. How the game is played is in `game.py`.
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
    1: (S.MAIL, 1), 2: (S.GAIN, 1500), 3: (S.MAIL, 3), 4: (S.DEAL,), 5: (S.MAIL, 2),
    6: (S.PAY, 150), 7: (S.REST,), 8: (S.ALL_PAY_POT, 150), 9: (S.BUYER,), 10: (S.BIRTHDAY, 150),
    11: (S.MAIL, 1), 12: (S.DEAL,), 13: (S.EVENT,), 14: (S.REST,), 15: (S.PAY_POT, 150),
    16: (S.MAIL, 3), 17: (S.DEAL,), 18: (S.MAIL, 1), 19: (S.PAY, 250), 20: (S.BUYER,),
    21: (S.REST,), 22: (S.EVENT,), 23: (S.BUYER,), 24: (S.MAIL, 1), 25: (S.DEAL,),
    26: (S.CLOCK_CHANGE,), 27: (S.MAIL, 2), 28: (S.REST,), 29: (S.BUYER,), 30: (S.LOTTERY,),
})


# 23 acquisitions in four price tiers: price / real value / commission.
ACQUISITIONS = (
    numbered_cards("bp.acq.a", K.DEAL, [(n, 450, 1200, 100) for n in (
        "acq.bicycle", "acq.guitar", "acq.camera", "acq.telescope", "acq.aquarium", "acq.drone")])
    + numbered_cards("bp.acq.b", K.DEAL, [(n, 1050, 1800, 150) for n in (
        "acq.piano", "acq.scooter", "acq.sofa", "acq.painting", "acq.kayak", "acq.stamps")])
    + numbered_cards("bp.acq.c", K.DEAL, [(n, 2100, 4200, 200) for n in (
        "acq.motorbike", "acq.sailboard", "acq.greenhouse", "acq.vintage_car", "acq.kiln",
        "acq.food_truck")])
    + numbered_cards("bp.acq.d", K.DEAL, [(n, 3000, 7500, 300) for n in (
        "acq.sailboat", "acq.chalet_share", "acq.vineyard_row", "acq.caravan", "acq.workshop")])
)

# 50 Courrier cards: advertisements and postcards, bills (doctor, garage, household), bills to
# pay at once, the two insurances, and Besoin d'argent.
COURRIER = (
    numbered_cards("bp.mail.ad", K.NOTHING, [(n, 0) for n in (
        "mail.ad_pizza", "mail.ad_gym", "mail.ad_sofa_sale", "mail.ad_phone", "mail.ad_travel",
        "mail.postcard_beach", "mail.postcard_mountain", "mail.postcard_city",
        "mail.postcard_granny", "mail.postcard_friend", "mail.ad_garden")])
    + numbered_cards("bp.mail.doc", K.BILL, [("mail.doctor", a) for a in (60, 100, 150, 200, 250, 300, 450)],
             category="doctor")
    + numbered_cards("bp.mail.gar", K.BILL, [("mail.garage", a) for a in (100, 200, 300, 400, 500, 600)],
             category="garage")
    + numbered_cards("bp.mail.bill", K.BILL, [
        ("mail.electricity", 150), ("mail.electricity", 200), ("mail.water", 80),
        ("mail.water", 120), ("mail.phone", 100), ("mail.phone", 60), ("mail.internet", 50),
        ("mail.heating", 300), ("mail.heating", 250), ("mail.home_insurance", 200),
        ("mail.dentist_visit", 90), ("mail.school_trip", 120), ("mail.vet", 180),
        ("mail.plumber", 400)], category="home")
    + numbered_cards("bp.mail.now", K.PAY_NOW, [("mail.parking_fine", 50), ("mail.speeding_fine", 150),
                                         ("mail.library_fine", 20)])
    + numbered_cards("bp.mail.medic", K.INSURANCE, [("mail.medic_assur", 450)] * 3, category="doctor")
    + numbered_cards("bp.mail.auto", K.INSURANCE, [("mail.auto_assur", 600)] * 3, category="garage")
    + numbered_cards("bp.mail.bet", K.BET, [("mail.need_money", 0)] * 3)
)

# 23 Quoi de neuf events; contributions go to the pot in the centre.
EVENTS = (
    numbered_cards("bp.ev.gain", K.GAIN, [("ev.tax_refund", 300), ("ev.found_wallet", 100),
                                  ("ev.quiz_prize", 500), ("ev.sold_old_toys", 200),
                                  ("ev.overtime", 400)])
    + numbered_cards("bp.ev.pay", K.PAY_BANK, [("ev.broken_glasses", 200), ("ev.lost_keys", 100),
                                       ("ev.washing_machine", 300), ("ev.concert", 150)])
    + numbered_cards("bp.ev.pot", K.PAY_POT, [("ev.charity_run", 100), ("ev.school_fair", 150),
                                      ("ev.neighbourhood_party", 200), ("ev.flood_relief", 300),
                                      ("ev.animal_shelter", 100)])
    + numbered_cards("bp.ev.allpot", K.ALL_PAY_POT, [("ev.town_festival", 50), ("ev.new_playground", 100),
                                             ("ev.firework", 50)])
    + numbered_cards("bp.ev.collect", K.COLLECT_EACH, [("ev.wedding", 100), ("ev.housewarming", 50),
                                               ("ev.graduation", 100)])
    + numbered_cards("bp.ev.payeach", K.PAY_EACH, [("ev.round_of_drinks", 50), ("ev.holiday_gifts", 100),
                                           ("ev.lost_bet", 50)])
)


# What the edition has (see `Rules.features`).
FEATURES: Final = frozenset({
    Feature.SAVINGS, Feature.INSURANCE, Feature.BETS, Feature.LOTTERY, Feature.AUCTIONS,
    Feature.ELIMINATION})


# A setting's unit, range and real-life value (`declare`); the reason for each choice the
# rulebook leaves open is in `RULES.choices`.
FLAG = declare(U.FLAG)


@dataclass(frozen=True)
class BonnePayeRules(Rules):
    # Paid at Pay Day on what is in the savings book.
    savings_rate_pct: int = field(default=10, metadata=declare(U.PERCENT, 0, 30))
    # "jusqu'au 22 du mois inclus uniquement"
    last_deposit_day: int = field(default=22, metadata=declare(U.DAY, 1, 31))
    # "150 euros à la banque, somme forfaitaire"
    withdrawal_fee: int = field(default=150, metadata=declare(U.MONEY, 0, 600, step=10))
    # "remboursé intégralement le 31 du deuxième mois suivant"
    loan_term_months: int = field(default=2, metadata=declare(U.MONTHS, 1, 12))
    lottery_stake: int = field(default=100, metadata=declare(U.MONEY, 0, 400, step=10))
    lottery_prize: int = field(default=1000, metadata=declare(U.MONEY, 0, 4000, step=10))
    # The winner keeps their own stake, « les autres mises sont perdues » (False, rules
    # version 3: the bank kept every stake, so a winner netted the prize less the stake).
    lottery_stake_returned: bool = field(default=True, metadata=FLAG)
    # "une somme inférieure à 300 euros"
    bet_limit: int = field(default=299, metadata=declare(U.MONEY, 0, 1196))
    bet_multiplier: int = field(default=10, metadata=declare(U.TIMES, 0, 40))
    # "s'il fait 5 ou 6"
    bet_winning_face: int = field(default=5, metadata=declare(U.FACE, 1, 6))
    borrow_at_payday: bool = field(default=False, metadata=FLAG)
    bank_buyback_pct: int = field(default=50, metadata=declare(U.PERCENT, 0, 100))
    # What an acquisition still unsold at the end counts for in net worth, in percent of its
    # real value (100: « la valeur réelle de ses acquisitions »).
    unsold_value_pct: int = field(default=100, metadata=declare(U.PERCENT, 0, 100, real=RealLife(
        50, "Something nobody has bought from you yet is worth what a quick sale would fetch, not its list value: half, as this edition's own forced sale (bank_buyback_pct).",
        "IAS 2 (2003; EU Regulation 1126/2008), paragraph 9, and the French Plan comptable général, article 214-6: goods count at the lower of cost and net realisable value.")))
    # Players tied on the highest commission roll roll again (False: they share it).
    commission_tie_rolls_again: bool = field(default=True, metadata=FLAG)
    auction_step: int = field(default=10, metadata=declare(U.MONEY, 1, 40))
    retired_move_on_clock_change: bool = field(default=False, metadata=FLAG)
    # A token sent back onto Changement d'heure follows it: the clock changes again (False,
    # rules version 3: it did nothing there).
    clock_change_chains: bool = field(default=True, metadata=FLAG)
    # The month's insurance cards stay in hand until Pay Day's debts are settled, so that an
    # insolvent player auctions them (False, rules version 1: they went back first).
    insurance_through_payday: bool = field(default=True, metadata=FLAG)
    # Besoin d'argent is offered only when a payment due cannot be covered (False, rules
    # version 1: at any decision).
    bet_only_when_short: bool = field(default=True, metadata=FLAG)
    # A player whose only way left to pay a debt is the Besoin d'argent bet may decline it and
    # go to the insolvency sale (False, rules version 3: the bet was the only answer).
    bet_may_be_declined: bool = field(default=True, metadata=FLAG)
    # The insurance premiums (the cards print 450 and 600): settings a teacher can change.
    medic_assur_price: int = field(default=450, metadata=declare(U.MONEY, 0, 1800, step=10))
    auto_assur_price: int = field(default=600, metadata=declare(U.MONEY, 0, 2400, step=10))
    # A player holding a policy of a kind is not offered a second one (False, rules version 2:
    # offered, and paid for, though it covered nothing more).
    one_policy_per_kind: bool = field(default=True, metadata=FLAG)

    @property
    def features(self) -> frozenset[Feature]:
        return FEATURES | ({Feature.PAYDAY_LOANS} if self.borrow_at_payday else set())

    def insurance_price(self, category: str, printed: int) -> int:
        """The premium of an insurance card of `category` ("doctor": Médic'Assur, "garage":
        Assur'Auto), from the settings; a card of another kind costs what it prints."""
        return {"doctor": self.medic_assur_price, "garage": self.auto_assur_price}.get(category, printed)


RULES = BonnePayeRules(
    variant="bonne-paye", currency="EUR", language="fr", min_players=2, max_players=6,
    start_cash=1500, salary=1500, board=BOARD,
    decks=frozen_decks({"courrier": tuple(COURRIER), "acquisition": tuple(ACQUISITIONS),
                        "events": tuple(EVENTS)}),
    loan_unit=1500, loan_rate_pct=10, jackpot_on_six="any",
    retired_join=frozenset({S.LOTTERY, S.BIRTHDAY, S.ALL_PAY_POT, S.BUYER}),
    choices=choices_field(
        ("loan_rate_pct", "The rulebook is silent; the real game charges 10% a month (150 on a 1,500 loan)."),
        ("jackpot_on_six", "'la mise est perdue, déposée au centre du plateau et remportée par le premier joueur qui fait 6 avec le dé': any roll of the die by a player counts (the move, the bet, the commission roll, the lottery roll), since the words name no roll in particular; the pot in the centre also holds the cagnotte's contributions, and a 6 wins it all ('move': only the roll that moves a token, as before)."),
        ("borrow_at_payday", "The insolvency rule says a player who cannot pay at month end sells up; if a new loan could pay month-end debts, nobody would ever be insolvent."),
        ("bank_buyback_pct", "The bank buys back the cards nobody bids for but the rulebook gives no price; half the price, as in a forced sale."),
        ("commission_tie_rolls_again", "'versé par la banque au joueur faisant le plus grand score au dé': the commission goes to one player, and the rulebook breaks no tie, so the players tied on the highest roll roll again among themselves until one is highest, as a table would (False: they share it, rounded down to the euro, the bank keeping the rest)."),
        ("unsold_value_pct", "The rulebook adds 'la valeur réelle de ses acquisitions', sold or not; a teacher may count an unsold one at a discount, as a real forced sale would fetch (100: the rulebook's real value)."),
        ("auction_step", "The rulebook gives no minimum raise for the insolvency auction; 10, the smallest note."),
        ("retired_join", "A player who has finished waits for the others; the rulebook says every player may join the lottery and every opponent pays a birthday, so they still do."),
        ("retired_move_on_clock_change", "A player who has finished the last month has left the calendar."),
        ("clock_change_chains", "'chaque joueur recule d'une case et suit les instructions de la case où il arrive': a token sent back from the 27th onto Changement d'heure follows that square too, so the clock changes again once every player has followed their square, started by that player (tokens arriving together set it off once). Tokens only go back meanwhile, so each arrives there at most once and the chain ends within as many changes as there are players (False: a token sent back onto it does nothing, as before)."),
        ("clock_change_at_start", "'chaque joueur recule d'une case': a token on the start square has no day behind it in its month (the square before is last month's Jour de paye, already settled), so it stays on the start square and follows nothing. Not a setting: no other reading could be played."),
        ("savings_rate_pct", "Interest is 10% of the savings book at Pay Day, rounded down to the euro; deposits close after the 22nd, so all of it was placed before the 23rd."),
        ("lottery_prize", "If nobody holds the number rolled, nobody wins and the stakes stay with the bank."),
        ("lottery_stake_returned", "'La banque verse 1000 euros à celui qui avait misé sur le numéro indiqué par le dé, et les autres mises sont perdues': only the other players' stakes are lost, so the winner's own 100 is given back with the prize and the winner comes out 1,000 up (False: the bank keeps every stake, and the winner nets 900, as before)."),
        ("loan_term_months", "A loan taken in month m is due at Pay Day of month m + 2; it cannot be repaid with a new loan."),
        ("insurance_through_payday", "'Si, à la fin du tour, un joueur ne peut régler toutes ses dettes, il vend aux enchères ses cartes Acquisition, Médic'Assur et Assur'Auto': the month's insurance cards stay in hand until Pay Day's loan interest, bills and loans due are settled, and go back under the Courrier deck after. One bought at that auction covers the buyer's bills at the buyer's next Pay Day, then goes back under the deck (the rulebook says the cards are sold, so they must be worth something to the buyer)."),
        ("bet_only_when_short", "'Il peut la conserver jusqu'à ce que, ruiné, il décide de l'utiliser': Besoin d'argent is offered only when the player's cash cannot cover a payment that must be made (a bill, a fine, interest, a loan due, a gift, a contribution), not to buy something (False: at any decision, as before)."),
        ("bet_may_be_declined", "'Il peut la conserver jusqu'à ce que, ruiné, il décide de l'utiliser': using the card is the holder's decision, so a player whose only way left to pay (at Pay Day, with no loan and no savings) is the bet may decline it and go to the insolvency sale instead (False: the bet is then the only answer, as before)."),
        ("medic_assur_price", "The Médic'Assur card prints its price (450); a setting, so a teacher can show how the premium decides whether insurance pays."),
        ("auto_assur_price", "The Assur'Auto card prints its price (600); a setting, like the Médic'Assur premium."),
        ("one_policy_per_kind", "'elles annulent ... les honoraires des médecins ou ... les factures de garagiste': one card of a kind already cancels them all, so a player holding one is not offered a second (it would be paid for and cover nothing)."),
        ("shared_win", "'Celui qui a le plus d'argent, ou le moins de dettes, est le vainqueur': players tied on it share the win, since the rulebook breaks no tie and seat order would be luck (False: the lowest seat wins a tie)."),
    ),
    changes=changes_field(
        (2, "insurance_through_payday", False,
         "'il vend aux enchères ses cartes Acquisition, Médic'Assur et Assur'Auto' at Pay Day too"),
        (2, "bet_only_when_short", False,
         "'Il peut la conserver jusqu'à ce que, ruiné, il décide de l'utiliser'"),
        (3, "one_policy_per_kind", False,
         "one Médic'Assur or Assur'Auto already cancels every bill of its kind"),
        (4, "bet_may_be_declined", False,
         "'jusqu'à ce que, ruiné, il décide de l'utiliser': the bet is the holder's decision"),
        (4, "lottery_stake_returned", False,
         "'et les autres mises sont perdues': the winner's own stake is not lost"),
        (4, "clock_change_chains", False,
         "'suit les instructions de la case où il arrive', Changement d'heure's own too"),
        (4, "jackpot_on_six", "move",
         "'remportée par le premier joueur qui fait 6 avec le dé': any roll of the die"),
    ),
)
