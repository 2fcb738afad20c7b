"""How La Bonne Paye, the French edition, is played:
`BonnePaye`, the code where this edition's play differs from the engine's.

Each handler quotes the rulebook paragraph it implements. The board, the decks and the settings
it reads (`RULES`, with the reason for each choice) are data, in `rules.py`.
"""
from __future__ import annotations

from typing import ClassVar, Final

from payday.engine.board import Square, SquareKind as S
from payday.engine.cards import Card, CardKind as K
from payday.engine.decisions import Act, Ask, Option, Owed
from payday.engine.game import Game
from payday.engine.procedures import DONE, Script, Steps
from payday.engine.ledger import BANK, JACKPOT, Reason
from payday.engine.position import PlayerPosition, Position
from payday.engine.state import Player

from payday.editions.bonne_paye.rules import RULES, BonnePayeRules


# No deposit is offered while raising money for a payment or bidding at an auction. (A set
# made once: on Python 3.11 reading an enum member such as `Ask.BID` is as slow as a call.)
NO_DEPOSIT: Final = frozenset({Ask.RAISE_MONEY, Ask.BID})


class BonnePaye(Game[BonnePayeRules]):
    edition_rules: ClassVar[BonnePayeRules] = RULES
    owing: Player | None = None   # the player settling a payment that must be made (see `settle`)
    roll_purposes: ClassVar[frozenset[str]] = frozenset({"move", "bet", "contest", "lottery"})
    kept_kinds: ClassVar[frozenset[K]] = frozenset({K.INSURANCE, K.BET})
    position_fields: ClassVar[frozenset[str]] = frozenset({"savings", "loan_months"})

    def place_table(self, position: Position, placed: tuple[PlayerPosition, ...]) -> None:
        """A start position's loans: each of `loan_unit`, taken in the months it gives, or all
        in the player's present month."""
        for player, place in zip(self.players, placed):
            player.loan_months = (list(place.loan_months)
                                  or [place.month] * (place.loans // self.rules.loan_unit))

    # ------------------------------------------------------------- savings and loans
    def savings(self, player: Player) -> int:
        return self.ledger.balances.get(player.savings_account, 0)

    def can_borrow(self, player: Player) -> bool:
        """"Il peut également souscrire un prêt ... toujours d'un montant de 1 500 euros.\""""
        return not player.eliminated and (self.rules.borrow_at_payday or not player.at_payday)

    def free_options(self, player: Player, kind: Ask) -> tuple[Option, ...]:
        options = super().free_options(player, kind)
        cash, saved = self.cash(player), self.savings(player)
        depositing = player.at_payday or player.day <= self.rules.last_deposit_day
        if depositing and cash > 0 and kind not in NO_DEPOSIT:
            options += (self.option(Act.DEPOSIT, low=1, high=cash),)
        fee = 0 if player.at_payday else self.rules.withdrawal_fee
        if saved > 0 and saved + cash > fee:
            # The fee comes out of the cash in hand once the withdrawal is made.
            options += (self.option(Act.WITHDRAW, low=max(1, fee - cash), high=saved),)
        if (cash > 0 and player.kept and any(c.kind is K.BET for c in player.kept)
                and (self.short_of_a_debt(player, kind) or not self.rules.bet_only_when_short)):
            options += (self.option(Act.USE_CARD, low=1, high=min(cash, self.rules.bet_limit)),)
        return options

    def may_refuse(self, player: Player, ways: tuple[Option, ...]) -> bool:
        """"Il peut la conserver jusqu'à ce que, ruiné, il décide de l'utiliser": using the card
        is the holder's decision. When the bet is the only way left to pay (at Pay Day, no loan
        and no savings), the holder may decline it and go to the insolvency sale instead
        (`bet_may_be_declined`)."""
        return self.rules.bet_may_be_declined and all(o.act == Act.USE_CARD for o in ways)

    def short_of_a_debt(self, player: Player, kind: Ask) -> bool:
        """"ruiné": asked to raise money for a payment that must be made (`settle`), which the
        cash in hand cannot cover."""
        return kind is Ask.RAISE_MONEY and self.owing is player

    def take_free_action(self, player: Player, option: Option) -> Script:
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

    def borrow(self, player: Player, amount: int) -> None:
        super().borrow(player, amount)
        player.loan_months.append(player.month)

    def use_bet(self, player: Player, stake: int) -> None:
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
    def settle(self, player: Player, amount: int, dst: str, reason: Reason) -> Steps[bool]:
        """A payment that must be made. During the month the player can always borrow; at
        Pay Day, "si ... un joueur ne peut régler toutes ses dettes, il vend aux enchères ses
        cartes Acquisition, Médic'Assur et Assur'Auto. S'il n'obtient pas de proposition, la
        banque les lui rachète. Si cela ne suffit pas ... le joueur se retire du jeu, éliminé.\""""
        if amount <= 0 or player.eliminated:
            return True
        owing, self.owing = self.owing, player
        try:
            if (yield from self.pay(player, amount, dst, reason)):
                return True
            yield from self.sell_up(player)
            if (yield from self.pay(player, amount, dst, reason)):
                return True
        finally:
            self.owing = owing
        self.eliminate(player)
        return False

    def sell_up(self, player: Player) -> Script:
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

    def eliminate(self, player: Player) -> None:
        saved = self.savings(player)
        self.transfer(player.savings_account, player.cash_account, saved, Reason.SAVINGS_WITHDRAWAL)
        self.transfer(player.cash_account, BANK, self.cash(player), Reason.ELIMINATION)
        self.transfer(BANK, player.loan_account, self.debt(player), Reason.LOAN_WRITTEN_OFF)
        player.loan_months.clear()
        for card in player.bills + player.kept:
            self.decks["courrier"].discard(card)
        for card in player.deals:
            self.decks["acquisition"].put_under(card)
        player.bills.clear()
        player.kept.clear()
        player.deals.clear()
        player.eliminated = True
        player.at_payday = False
        self.say("eliminated", player)

    # ------------------------------------------------------------- squares
    def on_rest(self, player: Player, square: Square) -> Script:
        """Cases Dimanche : "il ne se passe rien, le joueur se repose.\""""
        return
        yield

    def on_start(self, player: Player, square: Square) -> Script:
        return
        yield

    def on_mail(self, player: Player, square: Square) -> Script:
        """"Le nombre indiqué sur l'enveloppe vous indique le nombre de cartes Courrier que vous
        devez piocher.\""""
        for _ in range(square.n):
            card = self.draw("courrier", player)
            if card is None:
                break
            yield from self.open_mail(player, card)

    def open_mail(self, player: Player, card: Card) -> Script:
        deck = self.decks["courrier"]
        if card.kind is K.INSURANCE:
            held = {c.category for c in player.kept if c.kind is K.INSURANCE}
            if self.rules.one_policy_per_kind and card.category in held:
                self.off_table(card)    # a second policy of a kind would cover nothing more
                deck.discard(card)
                return
            price = self.rules.insurance_price(card.category, card.amount)
            if (yield from self.offer(player, card, Ask.INSURANCE, Reason.INSURANCE, price=price)):
                player.kept.append(card)
                self.say("insured", player, card=card.id, amount=price)
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
            if (yield from self.settle(player, card.amount, BANK, Reason.BILL)):
                self.say_paid(player, "paid_bank", card.amount, card=card.id)
        else:                                   # advertisements and postcards
            deck.discard(card)

    def on_deal(self, player: Player, square: Square) -> Script:
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

    def on_buyer(self, player: Player, square: Square) -> Script:
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
        winners = self.highest_rolls([player] + self.others(player, include_retired=True))
        share = card.commission // len(winners)     # a shared commission: the bank keeps the rest
        for winner in winners:
            self.transfer(BANK, winner.cash_account, share, Reason.COMMISSION)
            self.say("commission", winner, card=card.id, amount=share)

    def highest_rolls(self, players: list[Player]) -> list[Player]:
        """Everyone rolls, the seller first then clockwise; those tied on the highest roll
        roll again among themselves (`commission_tie_rolls_again`), or share it."""
        while True:
            rolls = [(self.roll(p, "contest"), p) for p in players]
            best = max(n for n, _ in rolls)
            players = [p for n, p in rolls if n == best]
            if len(players) == 1 or not self.rules.commission_tie_rolls_again:
                return players

    def on_birthday(self, player: Player, square: Square) -> Script:
        """Anniversaire: "le joueur reçoit 150 euros de chacun de ses adversaires.\""""
        for other in self.others(player, include_retired=S.BIRTHDAY in self.rules.retired_join):
            if (yield from self.settle(other, square.n, player.cash_account, Reason.GIFT)):
                self.say_paid(other, "birthday_gift", square.n, to=player.index)

    def on_lottery(self, player: Player, square: Square) -> Script:
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
            if self.rules.lottery_stake_returned:     # only "les autres mises" are lost
                stake = self.rules.lottery_stake
                self.transfer(BANK, winner.cash_account, stake, Reason.STAKE_RETURNED)
                self.say("lottery_won", winner, n=n, amount=self.rules.lottery_prize, stake=stake)
            else:
                self.say("lottery_won", winner, n=n, amount=self.rules.lottery_prize)
        else:
            self.say("lottery_nobody", player, n=n)

    def on_clock_change(self, player: Player, square: Square) -> Script:
        """Changement d'heure: "si quelqu'un s'arrête sur cette case, chaque joueur recule d'une
        case et suit les instructions de la case où il arrive", starting with the player who
        stopped here, then clockwise. A token on the start square stays (see `choices`).

        A token sent back onto this square (from the next day) follows it too
        (`clock_change_chains`): once every player has followed their square, the clock
        changes again, started by that player (tokens arriving on it together set it off
        once). The chain ends: tokens only go back while it runs (no square or card of this
        edition moves one forward), so each token can arrive on the square at most once, and
        there are at most as many changes as players."""
        trigger: Player | None = player
        while trigger is not None:
            movers = [trigger] + [p for p in self.others(trigger, include_retired=self.rules.retired_move_on_clock_change)
                                  if p.day > 0]
            for mover in movers:
                self.place(mover, mover.day - 1)
            trigger = None
            for mover in movers:
                if mover.eliminated:
                    continue
                if self.rules.board[mover.day].kind is S.CLOCK_CHANGE:
                    if self.rules.clock_change_chains and trigger is None:
                        trigger = mover         # it changes the clock again, once this round is done
                    continue
                yield from self.land(mover)

    def on_event(self, player: Player, square: Square) -> Script:
        """Quoi de neuf: "S'il doit cotiser pour la cagnotte, l'argent réclamé devra être déposé
        au centre du plateau.\""""
        card = self.draw("events", player)
        if card is None:
            return
        self.off_table(card)
        self.decks["events"].discard(card)
        if card.kind is K.GAIN:
            self.transfer(BANK, player.cash_account, card.amount, Reason.WINDFALL)
            self.say_paid(player, "windfall", card.amount, card=card.id)
        elif card.kind is K.PAY_BANK:
            if (yield from self.settle(player, card.amount, BANK, Reason.FIXED_PAYMENT)):
                self.say_paid(player, "paid_bank", card.amount, card=card.id)
        elif card.kind is K.PAY_POT:
            if (yield from self.settle(player, card.amount, JACKPOT, Reason.CONTRIBUTION)):
                self.say_paid(player, "paid_pot", card.amount, card=card.id)
        elif card.kind is K.ALL_PAY_POT:
            for payer in [player] + self.others(player):
                if (yield from self.settle(payer, card.amount, JACKPOT, Reason.CONTRIBUTION)):
                    self.say_paid(payer, "paid_pot", card.amount, card=card.id)
        elif card.kind is K.COLLECT_EACH:
            for other in self.others(player):
                if (yield from self.settle(other, card.amount, player.cash_account, Reason.GIFT)):
                    self.say_paid(other, "gave", card.amount, to=player.index, card=card.id)
        elif card.kind is K.PAY_EACH:
            for other in self.others(player):
                if (yield from self.settle(player, card.amount, other.cash_account, Reason.GIFT)):
                    self.say_paid(player, "gave", card.amount, to=other.index, card=card.id)

    def on_pay(self, player: Player, square: Square) -> Script:
        if (yield from self.settle(player, square.n, BANK, Reason.FIXED_PAYMENT)):
            self.say_paid(player, "paid_bank", square.n)

    def on_pay_pot(self, player: Player, square: Square) -> Script:
        if (yield from self.settle(player, square.n, JACKPOT, Reason.CONTRIBUTION)):
            self.say_paid(player, "paid_pot", square.n)

    def on_all_pay_pot(self, player: Player, square: Square) -> Script:
        for payer in [player] + self.others(player, include_retired=S.ALL_PAY_POT in self.rules.retired_join):
            if (yield from self.settle(payer, square.n, JACKPOT, Reason.CONTRIBUTION)):
                self.say_paid(payer, "paid_pot", square.n)

    def on_gain(self, player: Player, square: Square) -> Script:
        self.transfer(BANK, player.cash_account, square.n, Reason.WINDFALL)
        self.say_paid(player, "windfall", square.n)
        return
        yield

    # ------------------------------------------------------------- Jour de paye
    def on_payday(self, player: Player, square: Square) -> Script:
        """Jour de paye, in the rulebook's order: salary; savings interest; loan interest;
        all bills; repay part or all of the loans; move money into or out of savings; back
        to start."""
        player.at_payday = True
        self.say("payday", player, month=player.month)
        self.transfer(BANK, player.cash_account, self.rules.salary, Reason.SALARY)
        self.say_paid(player, "salary", self.rules.salary)
        interest = self.savings(player) * self.rules.savings_rate_pct // 100
        self.transfer(BANK, player.cash_account, interest, Reason.SAVINGS_INTEREST)
        self.say_paid(player, "savings_interest", interest)
        owed = self.rules.interest(self.debt(player))
        if (yield from self.settle(player, owed, BANK, Reason.LOAN_INTEREST)):
            self.say_paid(player, "loan_interest", owed)
        yield from self.pay_bills(player)
        if not player.eliminated:
            yield from self.repay_loans(player)
        if not player.eliminated and self.rules.insurance_through_payday:
            self.insurance_expires(player)
        if not player.eliminated:
            yield from self.ask(player, Ask.SAVINGS, (DONE,))
            self.start_next_month(player)
            player.at_payday = False

    def insurance_expires(self, player: Player) -> None:
        """"elles ne sont valables que durant le tour où elles sont piochées": back under the
        Courrier deck at the end of Pay Day."""
        for card in [c for c in player.kept if c.kind is K.INSURANCE]:
            player.kept.remove(card)
            self.decks["courrier"].put_under(card)

    def pay_bills(self, player: Player) -> Script:
        covered = {c.category for c in player.kept if c.kind is K.INSURANCE}
        if not self.rules.insurance_through_payday:
            self.insurance_expires(player)
        bills, player.bills = player.bills, []
        for bill in bills:
            self.decks["courrier"].discard(bill)
        for bill in bills:
            if bill.category in covered:
                self.say("bill_covered", player, card=bill.id, amount=bill.amount)
            elif not (yield from self.settle(player, bill.amount, BANK, Reason.BILL)):
                return
            else:
                self.say_paid(player, "bill_paid", bill.amount, card=bill.id)

    def repay_loans(self, player: Player) -> Script:
        """Loans due this month ("le 31 du deuxième mois suivant") must be repaid; any other
        loan may be repaid too, 1,500 at a time."""
        unit = self.rules.loan_unit
        due = sum(1 for m in player.loan_months if m + self.rules.loan_term_months <= player.month)
        if due and (yield from self.settle(player, due * unit, player.loan_account, Reason.LOAN_REPAID)):
            self.forget_loans(player, due)
            self.say("repaid", player, amount=due * unit, due=True)
        while player.loan_months and not player.eliminated:
            def options() -> tuple[Option, ...]:
                most = min(len(player.loan_months), self.cash(player) // unit)
                repay = (Option(Act.REPAY, low=unit, high=most * unit, step=unit),) if most else ()
                return repay + (DONE,)
            answer = yield from self.ask(player, Ask.REPAY, options, Owed(self.debt(player)))
            if answer.act == Act.DONE:
                break
            self.transfer(player.cash_account, player.loan_account, answer.arg, Reason.LOAN_REPAID)
            self.forget_loans(player, answer.arg // unit)
            self.say("repaid", player, amount=answer.arg, due=False)

    @staticmethod
    def forget_loans(player: Player, count: int) -> None:
        """The oldest loans are repaid first."""
        player.loan_months.sort()
        del player.loan_months[:count]

    # ------------------------------------------------------------- the end
    def net_worth(self, player: Player) -> int:
        """"Chaque joueur compte ses billets, son épargne et ses intérêts d'épargne en cours, et
        ajoute la valeur réelle de ses acquisitions. Il en soustrait les factures qu'il n'a pas
        encore réglées, les prêts et intérêts non remboursés.\""""
        saved = self.savings(player)
        # Interest still to settle: none once the player has finished, or during Pay Day
        # itself, when this month's interest has just been paid.
        pending = not (player.retired or player.eliminated or player.at_payday)
        interest_in = saved * self.rules.savings_rate_pct // 100 if pending else 0
        interest_out = self.rules.interest(self.debt(player)) if pending else 0
        # An unsold acquisition at its real value, or at a discount (setting unsold_value_pct).
        held = sum(c.value for c in player.deals) * self.rules.unsold_value_pct // 100
        return (self.cash(player) + saved + interest_in + held
                - sum(c.amount for c in player.bills) - self.debt(player) - interest_out)
