"""Pay Day, the English edition (rulebook `003_689806cce0438b30.txt`).

Each handler quotes the rulebook paragraph it implements. The board is the one given in the
rulebooks' README; the cards are the project's own, following the counts and price ranges
given there. Where the rulebook is silent, the choice is a setting listed in `RULES.choices`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final
from collections.abc import Iterable

from payday.engine.board import Square, SquareKind as S, make_board
from payday.engine.cards import Card, CardKind as K, numbered_cards
from payday.engine.decisions import Act, Ask, Option
from payday.engine.features import Feature
from payday.engine.game import BUY, DONE, PASS, ROLL, Game, PlayerSpec, Script, Steps
from payday.engine.ledger import BANK, CENTRE, JACKPOT, Reason
from payday.engine.position import PlayerPosition, Position
from payday.engine.state import Player
from payday.engine.rules import Rules, changes_field, choices_field, frozen_decks

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


@dataclass(frozen=True)
class PayDayRules(Rules):
    unsold_deals_worthless: bool = True     # "the Deal card has no value if it's unsold"
    lottery_stake: int = 100                # "each player may ante $100"
    lottery_bank_ante: int = 1000           # "The Bank antes up $1,000"
    lottery_lander_wins_when_nobody_antes: bool = False
    radio_winning_face: int = 3             # "The first one to roll a 3"
    radio_until_winner: bool = True
    monster_rate_pct: int = 10              # "the interest-10% of the total amount owed"
    monster_interest_on_full_payment: bool = True    # "pay the interest plus the total charges"
    monster_paid_off_at_end: bool = True
    mail_cards_per_square: int = 0          # 0: as the mailbox flag on each square shows
    mail_moves_last: bool = True
    deal_buyer_any_ahead: bool = False
    neighbor_cards_reach_retired: bool = False
    yard_sale_rolls_again: bool = False
    yard_sale_optional: bool = False

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


PAY_ALL: Final = Option(Act.PAY_ALL)            # a Monster Charge
PAY_INTEREST: Final = Option(Act.PAY_INTEREST)
DESTINATIONS: Final = frozenset({S.DEAL, S.BUYER})     # of a Deal/Buyer card, made once (see bots.py)


class PayDay(Game[PayDayRules]):
    edition_rules: ClassVar[PayDayRules] = RULES
    roll_purposes: ClassVar[frozenset[str]] = frozenset({"move", "contest", "lottery", "yard_sale"})
    kept_kinds: ClassVar[frozenset[K]] = frozenset({K.MONSTER_CHARGE})
    position_fields: ClassVar[frozenset[str]] = frozenset({"yard_sale"})

    # The signature is Game's, written out: mypyc mis-forwards `*args, **kwargs` here.
    def __init__(self, players: Iterable[PlayerSpec], *, months: int, seed: int,
                 rules: PayDayRules | None = None, overrides: dict[str, Any] | None = None,
                 start: Position | None = None) -> None:
        self.yard_sale_card: Card | None = None     # the face-down deal by the Yard Sale square
        super().__init__(players, months=months, seed=seed, rules=rules, overrides=overrides,
                         start=start)

    # ------------------------------------------------------------- setup
    def setup(self) -> Script:
        """"Take the top Deal card and slide it, face down, halfway under the left edge of
        the board next to the "Yard Sale" space.\""""
        yield from super().setup()
        self.yard_sale_card = self.decks["deals"].draw()
        self.last_move_roll = [0] * len(self.players)

    def place_table(self, position: Position, placed: tuple[PlayerPosition, ...]) -> None:
        """A start position's Yard Sale card, or the top Deal card as at the start."""
        self.yard_sale_card = (self.cards[position.yard_sale] if position.yard_sale
                               else self.decks["deals"].draw())
        self.last_move_roll = [0] * len(self.players)

    def card_locations(self) -> list[Card]:
        cards = super().card_locations()
        if self.yard_sale_card is not None:
            cards.append(self.yard_sale_card)
        return cards

    def take_turn(self, player: Player) -> Script:
        """"Roll the die and move your token that many days along the calendar." A 6 on this
        roll wins the Jackpot (the engine's `roll` with `jackpot_on_six="move"`)."""
        yield from self.ask(player, Ask.TURN, (ROLL,))
        steps = self.roll(player, "move")
        self.last_move_roll[player.index] = steps
        yield from self.move(player, steps)

    # ------------------------------------------------------------- money owed
    def monster_balance(self, player: Player) -> int:
        return sum(c.amount for c in player.kept if c.kind is K.MONSTER_CHARGE)

    def neighbors(self, player: Player) -> list[Player]:
        return self.others(player, include_retired=self.rules.neighbor_cards_reach_retired)

    def joiners(self, player: Player, kind: S) -> list[Player]:
        """The lander first, then the others clockwise, retired ones if the rules say so."""
        return [player] + self.others(player, include_retired=kind in self.rules.retired_join)

    # ------------------------------------------------------------- squares
    def on_start(self, player: Player, square: Square) -> Script:
        return
        yield

    def on_gain(self, player: Player, square: Square) -> Script:
        """Sweepstakes: "Collect $5,000 from the Bank.\""""
        self.transfer(BANK, player.cash_account, square.n, Reason.WINDFALL)
        self.say("sweepstakes", player, amount=square.n)
        return
        yield

    def on_pay_pot(self, player: Player, square: Square) -> Script:
        """Fun Day: "Put the amount shown onto the Jackpot corner of the board. (If you don't
        have the cash, take out a loan).\""""
        yield from self.pay(player, square.n, JACKPOT, Reason.CONTRIBUTION)
        self.say("fun_day", player, amount=square.n)

    def on_birthday(self, player: Player, square: Square) -> Script:
        """Happy Birthday: "Every player gives you a lovely present: $100!\""""
        for giver in self.joiners(player, S.BIRTHDAY)[1:]:
            yield from self.pay(giver, square.n, player.cash_account, Reason.GIFT)
            self.say("birthday_gift", giver, to=player.index, amount=square.n)

    def on_charity_walk(self, player: Player, square: Square) -> Script:
        """Walk for Charity: "All players except the player who landed here roll the die and
        place $100 x the number they rolled onto the Jackpot corner ... Take out a loan if you
        have to.\""""
        for walker in self.joiners(player, S.CHARITY_WALK)[1:]:
            n = self.roll(walker, "contest")
            yield from self.pay(walker, square.n * n, JACKPOT, Reason.CONTRIBUTION)
            self.say("charity_walk", walker, n=n, amount=square.n * n)

    def on_radio(self, player: Player, square: Square) -> Script:
        """Radio Phone-in Contest: "Starting with the player who lands here, each player rolls
        the die. The first one to roll a 3 "wins" $1,000 from the Bank!\""""
        callers = self.joiners(player, S.RADIO)
        while True:
            for caller in callers:
                if self.roll(caller, "contest") == self.rules.radio_winning_face:
                    self.transfer(BANK, caller.cash_account, square.n, Reason.CONTEST)
                    self.say("radio_won", caller, amount=square.n)
                    return
            if not self.rules.radio_until_winner:
                self.say("radio_nobody", player)
                return
        yield

    def on_lottery(self, player: Player, square: Square) -> Script:
        """Lottery: "The Bank antes up $1,000, then each player may ante $100 ... Starting with
        the player who landed here, each player who anted in turn picks a different number
        from 1 to 6. The player who landed on the Lottery rolls the die: The player whose
        number is rolled collects all the money. If no one had picked the number rolled, keep
        rolling until somebody wins!" Anteing and picking are one decision, taken in the
        picking order."""
        picks = yield from self.pick_numbers(self.joiners(player, S.LOTTERY),
                                             self.rules.lottery_stake, CENTRE, "lottery_joined",
                                             prize=self.rules.lottery_bank_ante)
        if not picks:
            if self.rules.lottery_lander_wins_when_nobody_antes:
                self.transfer(BANK, player.cash_account, self.rules.lottery_bank_ante,
                              Reason.LOTTERY_PRIZE)
                self.say("lottery_won", player, n=0, amount=self.rules.lottery_bank_ante)
            else:
                self.say("lottery_void", player)
            return
        self.transfer(BANK, CENTRE, self.rules.lottery_bank_ante, Reason.BANK_ANTE)
        while (n := self.roll(player, "lottery")) not in picks:
            pass                                 # each roll is in the story as "rolled"
        pot = self.ledger.balance(CENTRE)
        self.transfer(CENTRE, picks[n].cash_account, pot, Reason.LOTTERY_PRIZE)
        self.say("lottery_won", picks[n], n=n, amount=pot)

    def on_yard_sale(self, player: Player, square: Square) -> Script:
        """Yard Sale: "Pay the Bank $100 x the number you rolled and take the Deal card that's
        under the edge of the board-it's yours! Replace it with a new one from the Deal deck.\""""
        if self.yard_sale_card is None:                  # every deal is held by a player
            self.yard_sale_card = self.decks["deals"].draw()
            if self.yard_sale_card is None:
                return
        n = (self.roll(player, "yard_sale") if self.rules.yard_sale_rolls_again
             else self.last_move_roll[player.index])
        price = square.n * n
        if self.rules.yard_sale_optional:
            answer = yield from self.ask(player, Ask.BUY, (BUY, PASS), face_down=True, price=price)
            if answer.act != Act.BUY or not (yield from self.pay(
                    player, price, BANK, Reason.DEAL_BOUGHT, optional=True)):
                return
        else:
            yield from self.pay(player, price, BANK, Reason.DEAL_BOUGHT)
        card, self.yard_sale_card = self.yard_sale_card, self.decks["deals"].draw()
        player.deals.append(card)
        self.say("yard_sale", player, card=card.id, amount=price, n=n)

    def on_deal(self, player: Player, square: Square) -> Script:
        """Deal: "draw the top Deal card. If you wish, you may purchase the item on the card
        immediately; take out a loan if you need to. Pay the bank.\""""
        card = self.draw("deals", player)
        if card is None:
            return
        if (yield from self.offer(player, card, Ask.BUY, Reason.DEAL_BOUGHT)):
            player.deals.append(card)
            self.say("bought", player, card=card.id, amount=card.amount)
        else:
            self.decks["deals"].discard(card)
            self.say("passed_deal", player, card=card.id)

    def on_buyer(self, player: Player, square: Square) -> Script:
        """Found a Buyer: "If you have one or more Deal cards and land here, the Bank pays you
        the "Value" amount on one of them (your choice) ... Put the used card in the discard
        pile." "You may sell only one Deal at a time.\""""
        card = yield from self.choose_sale(player)
        if card is None:
            return
        player.deals.remove(card)
        self.decks["deals"].discard(card)
        self.transfer(BANK, player.cash_account, card.value, Reason.DEAL_SOLD)
        self.say("sold", player, card=card.id, amount=card.value)

    # ------------------------------------------------------------- mail
    def on_mail(self, player: Player, square: Square) -> Script:
        """"If you land on a MAIL space, draw the number of Mail cards indicated on the
        mailbox flag. If instructed, act immediately; otherwise, keep them ... until you land
        on "Pay Day".\""""
        count = self.rules.mail_cards_per_square or square.n
        drawn = [card for card in (self.draw("mail", player) for _ in range(count)) if card]
        if self.rules.mail_moves_last:
            drawn.sort(key=lambda c: c.kind is K.DEAL_OR_BUYER)
        for card in drawn:
            yield from self.open_mail(player, card)

    def open_mail(self, player: Player, card: Card) -> Script:
        self.off_table(card)
        if card.kind is K.BILL:
            player.bills.append(card)
        elif card.kind is K.MONSTER_CHARGE:
            player.kept.append(card)             # kept, and settled at Pay Day
        else:
            self.decks["mail"].discard(card)
            yield from getattr(self, f"mail_{card.kind.value}")(player, card)

    def mail_charity(self, player: Player, card: Card) -> Script:
        """Charity: "Place the amount shown on the card on the corner of the board marked
        "Jackpot".\""""
        yield from self.pay(player, card.amount, JACKPOT, Reason.CONTRIBUTION)
        self.say("charity", player, card=card.id, amount=card.amount)

    def mail_pay_neighbor(self, player: Player, card: Card) -> Script:
        """Pay a Neighbor: "As soon as you draw this, pay a player of your choice the amount
        shown on the card, even if you're forced to take out a loan.\""""
        neighbor = yield from self.choose_neighbor(player, card, collect=False)
        if neighbor is not None:
            yield from self.pay(player, card.amount, neighbor.cash_account, Reason.GIFT)
            self.say("paid_neighbor", player, to=neighbor.index, amount=card.amount)

    def mail_mad_money(self, player: Player, card: Card) -> Script:
        """Mad Money: "As soon as you draw this, collect the amount shown on the card from a
        player of your choice. That player may have to take out a loan to cover the payment.\""""
        payer = yield from self.choose_neighbor(player, card, collect=True)
        if payer is not None:
            yield from self.pay(payer, card.amount, player.cash_account, Reason.GIFT)
            self.say("mad_money", player, payer=payer.index, amount=card.amount)

    def choose_neighbor(self, player: Player, card: Card, *, collect: bool) -> Steps[Player | None]:
        neighbors = self.neighbors(player)
        if not neighbors:
            self.say("nobody_to_choose", player, card=card.id)
            return None
        answer = yield from self.ask(player, Ask.TARGET,
                                     tuple(self.option(Act.TARGET, p.index) for p in neighbors),
                                     card=card.id, amount=card.amount, collect=collect)
        chosen: Player = self.players[answer.arg]
        return chosen

    def mail_deal_or_buyer(self, player: Player, card: Card) -> Script:
        """Deal/Buyer: "Move to your choice-a Deal or a Found a Buyer space- and follow the
        instructions ... Move ahead to the next Deal or Buyer space NOW.\""""
        ahead = [sq.day for sq in self.rules.board[player.day + 1:] if sq.kind in DESTINATIONS]
        if not self.rules.deal_buyer_any_ahead:
            nexts: dict[S, int] = {}
            for day in ahead:
                nexts.setdefault(self.rules.board[day].kind, day)
            ahead = sorted(nexts.values())
        if not ahead:
            self.say("nowhere_to_go", player, card=card.id)
            return
        answer = yield from self.ask(player, Ask.MOVE_TO,
                                     tuple(self.option(Act.MOVE_TO, day) for day in ahead),
                                     card=card.id)
        self.place(player, answer.arg)
        yield from self.land(player)

    # ------------------------------------------------------------- Pay Day
    def on_payday(self, player: Player, square: Square) -> Script:
        """Pay Day: "1. Collect your monthly salary of $3,500 from the Bank. 2. If you have
        taken out a loan, you must pay 10% interest to the bank. 3. If you wish, you may pay
        off part or all your loan ... in $1,000 increments. 4. Pay off all the bills you
        received this month. If you don't have enough cash, take out, or increase, a loan.
        5. Move your token back to START. 6. At the end of the last month of play, discard
        any Deal cards you still hold.\""""
        player.at_payday = True
        self.say("payday", player, month=player.month)
        self.transfer(BANK, player.cash_account, self.rules.salary, Reason.SALARY)
        self.say_paid(player, "salary", self.rules.salary)
        interest = self.rules.interest(self.debt(player))
        if interest:
            yield from self.pay(player, interest, BANK, Reason.LOAN_INTEREST)
            self.say("loan_interest", player, amount=interest)
        yield from self.repay_loans(player)
        yield from self.pay_bills(player)
        yield from self.settle_monster_charges(player)
        player.at_payday = False
        if player.month >= self.months and player.deals:
            for card in player.deals:
                self.decks["deals"].discard(card)
            self.say("deals_discarded", player, cards=[c.id for c in player.deals])
            player.deals.clear()
        self.start_next_month(player)

    def repay_loans(self, player: Player) -> Script:
        """"On "Pay Day"-but at no other time during the month-you may pay off part or all of
        your loan. If you pay off part it must be in $1,000 increments.\""""
        unit = self.rules.loan_unit
        while self.debt(player) >= unit:
            def options() -> tuple[Option, ...]:
                most = min(self.debt(player), self.cash(player)) // unit * unit
                return ((Option(Act.REPAY, low=unit, high=most, step=unit),) if most else ()) + (DONE,)
            answer = yield from self.ask(player, Ask.REPAY, options, owed=self.debt(player))
            if answer.act == Act.DONE:
                return
            self.transfer(player.cash_account, player.loan_account, answer.arg, Reason.LOAN_REPAID)
            self.say("repaid", player, amount=answer.arg)

    def pay_bills(self, player: Player) -> Script:
        bills, player.bills = player.bills, []
        for bill in bills:
            self.decks["mail"].discard(bill)
        for bill in bills:
            yield from self.pay(player, bill.amount, BANK, Reason.BILL)
            self.say("bill_paid", player, card=bill.id, amount=bill.amount)

    def settle_monster_charges(self, player: Player) -> Script:
        """Monster Charge: "If you don't want to pay off the whole balance on Pay Day, you
        must pay the interest-10% of the total amount owed-then you can carry the balance over
        into the next month. You may not pay part of the balance.\""""
        balance = self.monster_balance(player)
        if not balance:
            return
        interest = self.rules.interest(balance, self.rules.monster_rate_pct)
        last = player.month >= self.months and self.rules.monster_paid_off_at_end
        options = (PAY_ALL,) if last else (PAY_ALL, PAY_INTEREST)
        answer = yield from self.ask(player, Ask.MONSTER_CHARGE, options, amount=balance,
                                     interest=interest, cash=self.cash(player))
        # "Pay the interest, or pay the interest plus the total charges."
        charged = (interest if answer.act == Act.PAY_INTEREST
                   or self.rules.monster_interest_on_full_payment else 0)
        if charged:
            yield from self.pay(player, charged, BANK, Reason.CARD_INTEREST)
        if answer.act == Act.PAY_ALL:
            yield from self.pay(player, balance, BANK, Reason.CARD_CHARGE)
            for card in [c for c in player.kept if c.kind is K.MONSTER_CHARGE]:
                player.kept.remove(card)
                self.decks["mail"].discard(card)
            self.say("monster_paid", player, amount=balance, interest=charged)
        else:
            self.say("monster_carried", player, amount=balance, interest=interest,
                     cash=self.cash(player))

    # ------------------------------------------------------------- the end
    def net_worth(self, player: Player) -> int:
        """"Each player tallies his or her cash total ... Now subtract the amount of any
        outstanding loans. The amount you have left is your net worth." During the game, bills
        and Monster Charges still to pay are subtracted too (at the end there are none)."""
        worth = (self.cash(player) - self.debt(player) - sum(c.amount for c in player.bills)
                 - self.monster_balance(player))
        if not self.rules.unsold_deals_worthless:
            worth += sum(c.value for c in player.deals)
        return worth
