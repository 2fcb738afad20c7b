"""La Bonne Paye, the French edition (rulebook `000_f97b41f32c029fe1.txt`).

Each handler quotes the rulebook paragraph it implements. The board comes from the euro
edition (see the rulebooks' README); the cards are the project's own, following the counts and
price tiers given there.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..engine.board import SquareKind as S, make_board
from ..engine.cards import CardKind as K, numbered_cards
from ..engine.decisions import Act, Ask, Option
from ..engine.features import Feature
from ..engine.game import DONE, Game
from ..engine.ledger import BANK, JACKPOT, Reason
from ..engine.rules import Rules, choices_field, frozen_decks

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
FEATURES = frozenset({
    Feature.SAVINGS, Feature.INSURANCE, Feature.BETS, Feature.LOTTERY, Feature.AUCTIONS,
    Feature.ELIMINATION})


@dataclass(frozen=True)
class BonnePayeRules(Rules):
    savings_rate_pct: int = 10        # paid at Pay Day on what is in the savings book
    last_deposit_day: int = 22        # "jusqu'au 22 du mois inclus uniquement"
    withdrawal_fee: int = 150         # "150 euros à la banque, somme forfaitaire"
    loan_term_months: int = 2         # "remboursé intégralement le 31 du deuxième mois suivant"
    lottery_stake: int = 100
    lottery_prize: int = 1000
    bet_limit: int = 299              # "une somme inférieure à 300 euros"
    bet_multiplier: int = 10
    bet_winning_face: int = 5         # "s'il fait 5 ou 6"
    borrow_at_payday: bool = False
    bank_buyback_pct: int = 50
    auction_step: int = 10
    retired_move_on_clock_change: bool = False

    @property
    def features(self) -> frozenset[Feature]:
        return FEATURES | ({Feature.PAYDAY_LOANS} if self.borrow_at_payday else set())


RULES = BonnePayeRules(
    variant="bonne-paye", currency="EUR", language="fr", min_players=2, max_players=6,
    start_cash=1500, salary=1500, board=BOARD,
    decks=frozen_decks({"courrier": tuple(COURRIER), "acquisition": tuple(ACQUISITIONS),
                        "events": tuple(EVENTS)}),
    loan_unit=1500, loan_rate_pct=10, jackpot_on_six="move",
    retired_join=frozenset({S.LOTTERY, S.BIRTHDAY, S.ALL_PAY_POT, S.BUYER}),
    choices=choices_field(
        ("loan_rate_pct", "The rulebook is silent; the real game charges 10% a month (150 on a 1,500 loan)."),
        ("jackpot_on_six", "The stake of a lost bet goes to the centre and the first player to roll a 6 wins it; we apply this to the whole pot and count the roll that moves a token."),
        ("borrow_at_payday", "The insolvency rule says a player who cannot pay at month end sells up; if a new loan could pay month-end debts, nobody would ever be insolvent."),
        ("bank_buyback_pct", "The bank buys back the cards nobody bids for but the rulebook gives no price; half the price, as in a forced sale."),
        ("auction_step", "The rulebook gives no minimum raise for the insolvency auction; 10, the smallest note."),
        ("retired_join", "A player who has finished waits for the others; the rulebook says every player may join the lottery and every opponent pays a birthday, so they still do."),
        ("retired_move_on_clock_change", "A player who has finished the last month has left the calendar."),
        ("savings_rate_pct", "Interest is 10% of the savings book at Pay Day, rounded down to the euro; deposits close after the 22nd, so all of it was placed before the 23rd."),
        ("lottery_prize", "If nobody holds the number rolled, nobody wins and the stakes stay with the bank."),
        ("loan_term_months", "A loan taken in month m is due at Pay Day of month m + 2; it cannot be repaid with a new loan."),
    ),
)


# No deposit is offered while raising money for a payment or bidding at an auction. (A set
# made once: on Python 3.11 reading an enum member such as `Ask.BID` is as slow as a call.)
NO_DEPOSIT = frozenset({Ask.RAISE_MONEY, Ask.BID})


class BonnePaye(Game[BonnePayeRules]):
    edition_rules: ClassVar[BonnePayeRules] = RULES

    # ------------------------------------------------------------- savings and loans
    def savings(self, player) -> int:
        return self.ledger.balances.get(player.savings_account, 0)

    def can_borrow(self, player) -> bool:
        """"Il peut également souscrire un prêt ... toujours d'un montant de 1 500 euros.\""""
        return not player.eliminated and (self.rules.borrow_at_payday or not player.at_payday)

    def free_options(self, player, kind):
        options = super().free_options(player, kind)
        cash, saved = self.cash(player), self.savings(player)
        depositing = player.at_payday or player.day <= self.rules.last_deposit_day
        if depositing and cash > 0 and kind not in NO_DEPOSIT:
            options += (self.option(Act.DEPOSIT, low=1, high=cash),)
        fee = 0 if player.at_payday else self.rules.withdrawal_fee
        if saved > 0 and saved + cash > fee:
            # The fee comes out of the cash in hand once the withdrawal is made.
            options += (self.option(Act.WITHDRAW, low=max(1, fee - cash), high=saved),)
        if cash > 0 and player.kept and any(c.kind is K.BET for c in player.kept):
            options += (self.option(Act.USE_CARD, low=1, high=min(cash, self.rules.bet_limit)),)
        return options

    def take_free_action(self, player, option):
        if option.act == Act.DEPOSIT:
            self.transfer(player.cash_account, player.savings_account, option.arg,
                          Reason.SAVINGS_DEPOSIT)
            self.say("deposited", player, amount=option.arg)
        elif option.act == Act.WITHDRAW:
            self.transfer(player.savings_account, player.cash_account, option.arg,
                          Reason.SAVINGS_WITHDRAWAL)
            if not player.at_payday:
                self.transfer(player.cash_account, BANK, self.rules.withdrawal_fee,
                              Reason.WITHDRAWAL_FEE)
            self.say("withdrew", player, amount=option.arg,
                     fee=0 if player.at_payday else self.rules.withdrawal_fee)
        elif option.act == Act.USE_CARD:
            self.use_bet(player, option.arg)
        else:
            yield from super().take_free_action(player, option)

    def borrow(self, player, amount):
        super().borrow(player, amount)
        player.loan_months.append(player.month)

    def use_bet(self, player, stake: int) -> None:
        """Besoin d'argent: "Il parie une somme inférieure à 300 euros et lance le dé : s'il
        fait 5 ou 6, la banque lui verse 10 fois sa mise ; dans le cas contraire, la mise est
        perdue, déposée au centre du plateau" and the card goes back under the Courrier deck."""
        card = next(c for c in player.kept if c.kind is K.BET)
        player.kept.remove(card)
        self.decks["courrier"].put_under(card)
        n = self.roll(player, "bet")
        if n >= self.rules.bet_winning_face:
            self.transfer(BANK, player.cash_account, stake * self.rules.bet_multiplier,
                          Reason.BET_WINNINGS)
            self.say("bet_won", player, stake=stake, amount=stake * self.rules.bet_multiplier, n=n)
        else:
            self.transfer(player.cash_account, JACKPOT, stake, Reason.BET_STAKE)
            self.say("bet_lost", player, stake=stake, n=n)

    # ------------------------------------------------------------- paying what is owed
    def settle(self, player, amount: int, dst: str, reason: Reason):
        """A payment that must be made. During the month the player can always borrow; at
        Pay Day, "si ... un joueur ne peut régler toutes ses dettes, il vend aux enchères ses
        cartes Acquisition, Médic'Assur et Assur'Auto. S'il n'obtient pas de proposition, la
        banque les lui rachète. Si cela ne suffit pas ... le joueur se retire du jeu, éliminé.\""""
        if amount <= 0 or player.eliminated:
            return True
        if (yield from self.pay(player, amount, dst, reason)):
            return True
        yield from self.sell_up(player)
        if (yield from self.pay(player, amount, dst, reason)):
            return True
        self.eliminate(player)
        return False

    def sell_up(self, player):
        self.say("insolvent", player)
        for card in [c for c in player.deals] + [c for c in player.kept if c.kind is K.INSURANCE]:
            won = yield from self.auction(card, self.others(player, include_retired=True),
                                          self.rules.auction_step, self.rules.auction_step)
            (player.deals if card in player.deals else player.kept).remove(card)
            if won is not None:
                buyer, price = won
                self.transfer(buyer.cash_account, player.cash_account, price, Reason.AUCTION)
                (buyer.deals if card.kind is K.DEAL else buyer.kept).append(card)
                self.say("auction_won", buyer, card=card.id, amount=price, seller=player.index)
            else:
                price = card.amount * self.rules.bank_buyback_pct // 100
                self.transfer(BANK, player.cash_account, price, Reason.BANK_BUYBACK)
                self.decks["acquisition" if card.kind is K.DEAL else "courrier"].put_under(card)
                self.say("bank_bought", player, card=card.id, amount=price)

    def eliminate(self, player) -> None:
        saved = self.savings(player)
        self.transfer(player.savings_account, player.cash_account, saved, Reason.SAVINGS_WITHDRAWAL)
        self.transfer(player.cash_account, BANK, self.cash(player), Reason.ELIMINATION)
        self.transfer(BANK, player.loan_account, self.debt(player), Reason.LOAN_WRITTEN_OFF)
        player.loan_months.clear()
        for card in player.bills + player.kept:
            self.decks["courrier"].discard(card)
        for card in player.deals:
            self.decks["acquisition"].put_under(card)
        player.bills.clear(), player.kept.clear(), player.deals.clear()
        player.eliminated = True
        player.at_payday = False
        self.say("eliminated", player)

    # ------------------------------------------------------------- squares
    def on_rest(self, player, square):
        """Cases Dimanche : "il ne se passe rien, le joueur se repose.\""""
        return
        yield

    def on_start(self, player, square):
        return
        yield

    def on_mail(self, player, square):
        """"Le nombre indiqué sur l'enveloppe vous indique le nombre de cartes Courrier que vous
        devez piocher.\""""
        for _ in range(square.n):
            card = self.draw("courrier", player)
            if card is None:
                break
            yield from self.open_mail(player, card)

    def open_mail(self, player, card):
        deck = self.decks["courrier"]
        if card.kind is K.INSURANCE:
            if (yield from self.offer(player, card, Ask.INSURANCE, Reason.INSURANCE)):
                player.kept.append(card)
                self.say("insured", player, card=card.id, amount=card.amount)
            else:
                deck.discard(card)
            return
        self.off_table(card)
        if card.kind is K.BILL:
            player.bills.append(card)           # "à régler à la fin du mois"
        elif card.kind is K.BET:
            player.kept.append(card)            # kept "jusqu'à ce que ... il décide de l'utiliser"
        elif card.kind is K.PAY_NOW:            # "sauf mention contraire"
            deck.discard(card)
            yield from self.settle(player, card.amount, BANK, Reason.BILL)
        else:                                   # advertisements and postcards
            deck.discard(card)

    def on_deal(self, player, square):
        """Acquisition: "s'il a suffisamment d'argent, il paye l'objet ... s'il manque de sous,
        il peut en retirer dans son livret d'épargne (moyennant ... 150 euros). Dans le cas
        contraire, la carte est remise sous le paquet.\""""
        card = self.draw("acquisition", player)
        if card is None:
            return
        if (yield from self.offer(player, card, Ask.BUY, Reason.DEAL_BOUGHT)):
            player.deals.append(card)
            self.say("bought", player, card=card.id, amount=card.amount)
        else:
            self.decks["acquisition"].put_under(card)

    def on_buyer(self, player, square):
        """Vendez: sell one acquisition to the bank "au montant indiqué (Valeur réelle). Le
        montant de la commission ... est versé par la banque au joueur faisant le plus grand
        score au dé. La carte est alors remise sous le paquet.\""""
        card = yield from self.choose_sale(player)
        if card is None:
            return
        player.deals.remove(card)
        self.transfer(BANK, player.cash_account, card.value, Reason.DEAL_SOLD)
        self.say("sold", player, card=card.id, amount=card.value)
        self.decks["acquisition"].put_under(card)
        winner = self.highest_roll([player] + self.others(player, include_retired=True))
        self.transfer(BANK, winner.cash_account, card.commission, Reason.COMMISSION)
        self.say("commission", winner, card=card.id, amount=card.commission)

    def highest_roll(self, players):
        """Everyone rolls; ties roll again among the tied."""
        while True:
            rolls = [(self.roll(p, "contest"), p) for p in players]
            best = max(n for n, _ in rolls)
            players = [p for n, p in rolls if n == best]
            if len(players) == 1:
                return players[0]

    def on_birthday(self, player, square):
        """Anniversaire: "le joueur reçoit 150 euros de chacun de ses adversaires.\""""
        for other in self.others(player, include_retired=S.BIRTHDAY in self.rules.retired_join):
            yield from self.settle(other, square.n, player.cash_account, Reason.GIFT)

    def on_lottery(self, player, square):
        """Loterie: "chaque joueur qui souhaite y participer débourse 100 euros et choisit un
        chiffre entre 1 et 6 différent de ses camarades. Celui qui est arrivé sur la case
        Loterie lance le dé. La banque verse 1000 euros à celui qui avait misé sur le numéro
        indiqué par le dé, et les autres mises sont perdues.\""""
        entrants = [player] + self.others(player, include_retired=S.LOTTERY in self.rules.retired_join)
        picks = yield from self.pick_numbers(entrants, self.rules.lottery_stake, BANK,
                                             "lottery_joined", prize=self.rules.lottery_prize)
        if not picks:
            return
        n = self.roll(player, "lottery")
        winner = picks.get(n)
        if winner is not None:
            self.transfer(BANK, winner.cash_account, self.rules.lottery_prize, Reason.LOTTERY_PRIZE)
            self.say("lottery_won", winner, n=n, amount=self.rules.lottery_prize)
        else:
            self.say("lottery_nobody", player, n=n)

    def on_clock_change(self, player, square):
        """Changement d'heure: "chaque joueur recule d'une case et suit les instructions de la
        case où il arrive", starting with the player who stopped here. A player sent back onto
        this square does not set it off again."""
        movers = [player] + [p for p in self.others(player, include_retired=self.rules.retired_move_on_clock_change)
                             if p.day > 0]
        for mover in movers:
            self.place(mover, mover.day - 1)
        for mover in movers:
            if self.rules.board[mover.day].kind is not S.CLOCK_CHANGE and not mover.eliminated:
                yield from self.land(mover)

    def on_event(self, player, square):
        """Quoi de neuf: "S'il doit cotiser pour la cagnotte, l'argent réclamé devra être déposé
        au centre du plateau.\""""
        card = self.draw("events", player)
        if card is None:
            return
        self.off_table(card)
        self.decks["events"].discard(card)
        if card.kind is K.GAIN:
            self.transfer(BANK, player.cash_account, card.amount, Reason.WINDFALL)
        elif card.kind is K.PAY_BANK:
            yield from self.settle(player, card.amount, BANK, Reason.FIXED_PAYMENT)
        elif card.kind is K.PAY_POT:
            yield from self.settle(player, card.amount, JACKPOT, Reason.CONTRIBUTION)
        elif card.kind is K.ALL_PAY_POT:
            for payer in [player] + self.others(player):
                yield from self.settle(payer, card.amount, JACKPOT, Reason.CONTRIBUTION)
        elif card.kind is K.COLLECT_EACH:
            for other in self.others(player):
                yield from self.settle(other, card.amount, player.cash_account, Reason.GIFT)
        elif card.kind is K.PAY_EACH:
            for other in self.others(player):
                yield from self.settle(player, card.amount, other.cash_account, Reason.GIFT)

    def on_pay(self, player, square):
        yield from self.settle(player, square.n, BANK, Reason.FIXED_PAYMENT)

    def on_pay_pot(self, player, square):
        yield from self.settle(player, square.n, JACKPOT, Reason.CONTRIBUTION)

    def on_all_pay_pot(self, player, square):
        for payer in [player] + self.others(player, include_retired=S.ALL_PAY_POT in self.rules.retired_join):
            yield from self.settle(payer, square.n, JACKPOT, Reason.CONTRIBUTION)

    def on_gain(self, player, square):
        self.transfer(BANK, player.cash_account, square.n, Reason.WINDFALL)
        return
        yield

    # ------------------------------------------------------------- Jour de paye
    def on_payday(self, player, square):
        """Jour de paye, in the rulebook's order: salary; savings interest; loan interest;
        all bills; repay part or all of the loans; move money into or out of savings; back
        to start."""
        player.at_payday = True
        self.say("payday", player, month=player.month)
        self.transfer(BANK, player.cash_account, self.rules.salary, Reason.SALARY)
        interest = self.savings(player) * self.rules.savings_rate_pct // 100
        self.transfer(BANK, player.cash_account, interest, Reason.SAVINGS_INTEREST)
        yield from self.settle(player, self.rules.interest(self.debt(player)), BANK,
                               Reason.LOAN_INTEREST)
        yield from self.pay_bills(player)
        if not player.eliminated:
            yield from self.repay_loans(player)
        if not player.eliminated:
            yield from self.ask(player, Ask.SAVINGS, (DONE,))
            self.start_next_month(player)
            player.at_payday = False

    def pay_bills(self, player):
        covered = {c.category for c in player.kept if c.kind is K.INSURANCE}
        for card in [c for c in player.kept if c.kind is K.INSURANCE]:
            # "elles ne sont valables que durant le tour où elles sont piochées"
            player.kept.remove(card)
            self.decks["courrier"].put_under(card)
        bills, player.bills = player.bills, []
        for bill in bills:
            self.decks["courrier"].discard(bill)
        for bill in bills:
            if bill.category in covered:
                self.say("bill_covered", player, card=bill.id, amount=bill.amount)
            elif not (yield from self.settle(player, bill.amount, BANK, Reason.BILL)):
                return

    def repay_loans(self, player):
        """Loans due this month ("le 31 du deuxième mois suivant") must be repaid; any other
        loan may be repaid too, 1,500 at a time."""
        unit = self.rules.loan_unit
        due = sum(1 for m in player.loan_months if m + self.rules.loan_term_months <= player.month)
        if due and (yield from self.settle(player, due * unit, player.loan_account, Reason.LOAN_REPAID)):
            self.forget_loans(player, due)
            self.say("repaid", player, amount=due * unit, due=True)
        while player.loan_months and not player.eliminated:
            def options():
                most = min(len(player.loan_months), self.cash(player) // unit)
                repay = (Option(Act.REPAY, low=unit, high=most * unit, step=unit),) if most else ()
                return repay + (DONE,)
            answer = yield from self.ask(player, Ask.REPAY, options, owed=self.debt(player))
            if answer.act == Act.DONE:
                break
            self.transfer(player.cash_account, player.loan_account, answer.arg, Reason.LOAN_REPAID)
            self.forget_loans(player, answer.arg // unit)
            self.say("repaid", player, amount=answer.arg, due=False)

    @staticmethod
    def forget_loans(player, count: int) -> None:
        """The oldest loans are repaid first."""
        player.loan_months.sort()
        del player.loan_months[:count]

    # ------------------------------------------------------------- the end
    def net_worth(self, player) -> int:
        """"Chaque joueur compte ses billets, son épargne et ses intérêts d'épargne en cours, et
        ajoute la valeur réelle de ses acquisitions. Il en soustrait les factures qu'il n'a pas
        encore réglées, les prêts et intérêts non remboursés.\""""
        saved = self.savings(player)
        # Interest still to settle: none once the player has finished, or during Pay Day
        # itself, when this month's interest has just been paid.
        pending = not (player.retired or player.eliminated or player.at_payday)
        interest_in = saved * self.rules.savings_rate_pct // 100 if pending else 0
        interest_out = self.rules.interest(self.debt(player)) if pending else 0
        return (self.cash(player) + saved + interest_in + sum(c.value for c in player.deals)
                - sum(c.amount for c in player.bills) - self.debt(player) - interest_out)
