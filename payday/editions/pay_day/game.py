"""How Pay Day, the English edition, is played:
`PayDay`, the code where this edition's play differs from the engine's.

Each handler quotes the rulebook paragraph it implements. The board, the decks and the settings
it reads (`RULES`, with the reason for each choice) are data, in `rules.py`.
"""
from __future__ import annotations

from typing import Any, ClassVar, Final
from collections.abc import Iterable

from payday.engine.board import Square, SquareKind as S
from payday.engine.cards import Card, CardKind as K
from payday.engine.decisions import (Act, Ask, FaceDown, MonsterCharge, MoveTo, Option, Owed,
                                     Target)
from payday.engine.game import Game, PlayerSpec
from payday.engine.procedures import BUY, DONE, PASS, ROLL, Script, Steps
from payday.engine.ledger import BANK, CENTRE, JACKPOT, Reason
from payday.engine.position import PlayerPosition, Position
from payday.engine.state import Player

from payday.editions.pay_day.rules import RULES, PayDayRules


PAY_ALL: Final = Option(Act.PAY_ALL)            # a Monster Charge
PAY_INTEREST: Final = Option(Act.PAY_INTEREST)
DESTINATIONS: Final = frozenset({S.DEAL, S.BUYER})     # of a Deal/Buyer card, made once (as the computer players do, payday/players)


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
            if not self.rules.lottery_until_winner:    # one draw, as a real lottery's
                self.transfer(CENTRE, BANK, self.ledger.balance(CENTRE), Reason.POT_RETURNED)
                self.say("lottery_nobody", player, n=n)
                return
        pot = self.ledger.balance(CENTRE)
        # A real lottery's house keeps its share of the pot (setting lottery_house_share_pct).
        kept = pot * self.rules.lottery_house_share_pct // 100
        self.transfer(CENTRE, BANK, kept, Reason.POT_RETURNED)
        self.transfer(CENTRE, picks[n].cash_account, pot - kept, Reason.LOTTERY_PRIZE)
        self.say("lottery_won", picks[n], n=n, amount=pot - kept)

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
            answer = yield from self.ask(player, Ask.BUY, (BUY, PASS), FaceDown(price))
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
                                     Target(card.id, card.amount, collect))
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
                                     MoveTo(card.id))
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
            answer = yield from self.ask(player, Ask.REPAY, options, Owed(self.debt(player)))
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
        answer = yield from self.ask(player, Ask.MONSTER_CHARGE, options,
                                     MonsterCharge(balance, interest, self.cash(player)))
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
