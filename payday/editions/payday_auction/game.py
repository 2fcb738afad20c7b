"""How 我愛發薪日, the auction edition, is played:
`PaydayAuction`, the code where this edition's play differs from the engine's.

Each handler quotes the rulebook paragraph it implements. The board, the green die's faces, the
decks and the settings it reads (`RULES`, with the reason for each choice) are data, in
`rules.py`.
"""
from __future__ import annotations

from typing import Any, ClassVar, Final
from collections.abc import Iterable

from payday.engine.board import Square, SquareKind as S
from payday.engine.cards import Card, CardKind as K
from payday.engine.decisions import (Act, Ask, Counter, CounterSnipes, DiceOrder, EventMoment,
                                     GreenDie, Hike, IllegalDecision, LuckyDrawStay, Offer,
                                     OpenAuction, Option, Owed, Snipe, Target)
from payday.engine.game import Game, PlayerSpec
from payday.engine.procedures import BUY, PASS, ROLL, Script, Steps
from payday.engine.ledger import BANK, CENTRE, JACKPOT, Reason
from payday.engine.position import PlayerPosition, Position
from payday.engine.state import Player

from payday.editions.payday_auction.rules import DEAL_KINDS, MAIL_KINDS, RULES, AuctionRules


PLAYABLE: Final = frozenset({K.GAIN, K.COLLECT_EACH, K.PAY_BANK, K.PAY_POT})   # played as free actions
REACTIONS: Final = frozenset({Ask.SNIPE, Ask.COUNTER, Ask.TARGET})          # answered on the spot
# The members read on every decision, bound once (see the same in engine/procedures.py).
GAIN: Final = K.GAIN
COLLECT_EACH: Final = K.COLLECT_EACH
PAY_BANK: Final = K.PAY_BANK
PAY_POT: Final = K.PAY_POT
ASK_SNIPE: Final = Ask.SNIPE              # the REACTIONS, compared one by one
ASK_COUNTER: Final = Ask.COUNTER
ASK_TARGET: Final = Ask.TARGET
ACT_USE_CARD: Final = Act.USE_CARD
ROLL_BOTH: Final = Option(Act.ROLL_BOTH)
DICE_ORDERS: Final = (Option(Act.WHITE_FIRST), Option(Act.GREEN_FIRST))
STAY: Final = Option(Act.STAY)
LEAVE: Final = Option(Act.LEAVE)
BUY_OR_AUCTION: Final = (BUY, Option(Act.AUCTION))


class PaydayAuction(Game[AuctionRules]):
    edition_rules: ClassVar[AuctionRules] = RULES
    roll_purposes: ClassVar[frozenset[str]] = frozenset({"move", "green", "yard_sale", "lucky_draw"})
    kept_kinds: ClassVar[frozenset[K]] = frozenset({
        K.INSURANCE, K.PRICE_HIKE, K.GAIN, K.COLLECT_EACH, K.PAY_BANK, K.PAY_POT, K.SNIPE,
        K.NOT_TODAY})
    whole_loans: ClassVar[bool] = False        # repayments are any amount from the minimum
    position_fields: ClassVar[frozenset[str]] = frozenset({"yard_sale", "borrowed"})

    # The signature is Game's, written out: mypyc mis-forwards `*args, **kwargs` here.
    def __init__(self, players: Iterable[PlayerSpec], *, months: int, seed: int,
                 rules: AuctionRules | None = None, overrides: dict[str, Any] | None = None,
                 start: Position | None = None) -> None:
        self.yard_sale: Card | None = None     # the face-down deal on the Yard Sale square
        self.drawing = False                    # a lucky draw is on: no loans
        self.drawn_loans: dict[int, int] = {}   # loans forced on players during this draw
        self.borrowed: dict[int, int] = {}      # borrowed since each debt was last cleared
        # This game's settings read at every turn, read once (`Game.__init__` starts the play).
        edition = rules if rules is not None else self.edition_rules
        self.moments_each_turn = edition.event_moments == "turn"
        self.faces = edition.faces
        super().__init__(players, months=months, seed=seed, rules=rules, overrides=overrides,
                         start=start)

    # ------------------------------------------------------------- setting up
    def setup(self) -> Script:
        """"每位玩家分別從銀行領取$800"; "拿取1張$1000紙幣，將其置於...「累積獎金」格";
        a deal "正面朝下置於...「後園拍賣」格"; then "每位玩家從交易卡牌堆上方抽取1張卡牌，
        正面朝上置於其面前桌上，無須支付任何費用"."""
        yield from super().setup()
        self.yard_sale = self.decks["deals"].draw()
        for player in self.players:
            card = self.decks["deals"].draw()
            if card is None:            # a position may hold every deal
                break
            player.deals.append(card)
            self.say("free_deal", player, card=card.id)

    def place_table(self, position: Position, placed: tuple[PlayerPosition, ...]) -> None:
        """A start position's Yard Sale card (or the top deal, as at the start), and what each
        player has borrowed since their debt was last cleared. A player holds the deals the
        position names: no free deal is dealt."""
        self.yard_sale = (self.cards[position.yard_sale] if position.yard_sale
                          else self.decks["deals"].draw())
        for player, place in zip(self.players, placed):
            if place.loans or place.borrowed:
                self.borrowed[player.index] = place.loans if place.borrowed is None else place.borrowed

    def card_locations(self) -> list[Card]:
        return super().card_locations() + ([self.yard_sale] if self.yard_sale else [])

    def deck_of(self, card: Card) -> str:
        return "mail" if card.kind in MAIL_KINDS else "deals" if card.kind in DEAL_KINDS else "events"

    # ------------------------------------------------------------- money
    def can_borrow(self, player: Player) -> bool:
        """"玩家可隨時貸款以支付所須費用(幸運大抽獎除外)"; "玩家不可透過貸款參與抽獎"."""
        return not self.drawing and player.playing

    def borrow(self, player: Player, amount: int) -> None:
        super().borrow(player, amount)
        self.borrowed[player.index] = self.borrowed.get(player.index, 0) + amount
        if self.drawing:     # an event's payment forced a loan during the draw (`settle`)
            self.drawn_loans[player.index] = self.drawn_loans.get(player.index, 0) + amount

    def money_to_stake(self, player: Player) -> int:
        """"玩家不可透過貸款參與抽獎": a loan an event forced on a player during the draw paid
        that event, and what is left of it is no stake."""
        return max(0, self.cash(player) - self.drawn_loans.get(player.index, 0))

    def settle(self, player: Player, amount: int, dst: str, reason: Reason) -> Steps[bool]:
        """A payment that must be made: "若...無足夠金額支付，則須向銀行進行貸款因應", in
        $1,000 units, just enough to cover it. Nobody is asked: it is always made."""
        short = amount - self.cash(player)
        if short > 0:
            unit = self.rules.loan_unit
            self.borrow(player, -(-short // unit) * unit)
        self.transfer(player.cash_account, dst, amount, reason)
        return True
        yield

    # ------------------------------------------------------------- events, at any moment
    def free_options(self, player: Player, kind: Ask) -> tuple[Option, ...]:
        """Loans, and the events in hand: "玩家可在任何時刻(包括自家回合及其他玩家回合)使用"."""
        if kind is ASK_SNIPE or kind is ASK_COUNTER or kind is ASK_TARGET or (
                self.drawing and not self.rules.events_during_draw):
            return ()
        options = super().free_options(player, kind)
        if not player.kept or not player.playing:
            return options
        # A gain is played on oneself; the other events need somebody to aim at, asked only
        # when a card in hand needs a target.
        aimed = 0                      # 0: not asked yet, 1: nobody to aim at, 2: somebody
        for card in player.kept:
            card_kind = card.kind
            if card_kind is GAIN:
                options += (self.option(ACT_USE_CARD, card.id),)
            elif card_kind is COLLECT_EACH or card_kind is PAY_BANK or card_kind is PAY_POT:
                if aimed == 0:
                    aimed = 2 if self.has_others(player) else 1
                if aimed == 2:
                    options += (self.option(ACT_USE_CARD, card.id),)
        return options

    def has_others(self, player: Player) -> bool:
        """Whether `others(player)` would name anybody, without making the list."""
        for other in self.players:
            if other is not player and not other.eliminated and not other.retired:
                return True
        return False

    def can_play_event(self, player: Player) -> bool:
        """Whether `free_options` would offer `player` an event card now (a gain, or an event
        aimed at somebody while there is anybody to aim at). Asked of every other player
        before each turn: most hold no event to play, and then no option is made."""
        if not player.kept or not player.playing or (
                self.drawing and not self.rules.events_during_draw):
            return False
        aimed = False
        for card in player.kept:
            card_kind = card.kind
            if card_kind is GAIN:
                return True
            if card_kind is COLLECT_EACH or card_kind is PAY_BANK or card_kind is PAY_POT:
                aimed = True
        return aimed and self.has_others(player)

    def anyone_can_play(self, roller: Player) -> bool:
        """Whether anybody but `roller` holds an event card they could play now (before most
        turns, nobody: then there is no moment to hold)."""
        for other in self.players:
            if other is not roller and self.can_play_event(other):
                return True
        return False

    def event_moment(self, roller: Player) -> Script:
        """Before `roller`'s turn, each other holder of a card they could play is asked whether
        to play it (see the module's docstring and `event_moments`)."""
        if not self.moments_each_turn:
            return
        for other in self.others(roller):
            while self.can_play_event(other):
                answer = yield from self.ask(other, Ask.PLAY_EVENT, (PASS,),
                                             EventMoment(roller.index), return_free=True)
                if answer.act is Act.PASS:
                    break

    def take_free_action(self, player: Player, option: Option) -> Script:
        if option.act == Act.USE_CARD:
            yield from self.play_event(player, self.find_card(player.kept, option.arg))
        else:
            yield from super().take_free_action(player, option)

    def play_event(self, player: Player, card: Card) -> Script:
        """Play a kept event, then "將其正面朝上丟置事件棄牌堆上方"."""
        if card.kind not in PLAYABLE:
            raise IllegalDecision(f"{card.id} is played only on a sale or against an event",
                                  key="illegal.card_not_playable", card=card.id)
        player.kept.remove(card)
        self.decks["events"].discard(card)
        self.say("event_played", player, card=card.id)
        if card.kind is K.GAIN:
            self.transfer(BANK, player.cash_account, card.amount, Reason.WINDFALL)
            self.say_paid(player, "windfall", card.amount, card=card.id)
        elif card.kind is K.COLLECT_EACH:
            for other in self.others(player):
                if not (yield from self.not_today(other, card, player)):
                    yield from self.settle(other, card.amount, player.cash_account, Reason.GIFT)
                    self.say_paid(other, "gave", card.amount, to=player.index, card=card.id)
        else:
            options = tuple(self.option(Act.TARGET, o.index) for o in self.others(player))
            chosen = yield from self.ask(player, Ask.TARGET, options,
                                         Target(card.id, card.amount, True))
            target = self.players[chosen.arg]
            self.say("event_aimed", player, card=card.id, target=target.index)
            if not (yield from self.not_today(target, card, player)):
                dst, reason, key = ((BANK, Reason.FIXED_PAYMENT, "paid_bank")
                                    if card.kind is K.PAY_BANK
                                    else (JACKPOT, Reason.CONTRIBUTION, "paid_pot"))
                yield from self.settle(target, card.amount, dst, reason)
                self.say_paid(target, key, card.amount, card=card.id)

    def not_today(self, victim: Player, card: Card, by: Player | None,
                  snipes: CounterSnipes | None = None) -> Steps[bool]:
        """今天不行: "可取消另一位玩家對其使用的事件卡，每張「今天不行」事件卡只能取消1張事件卡".
        Asks the victim, if they hold one; returns whether the event was cancelled. `by` is
        the player who played the event (None for the snipes on a sale, played by several,
        which `snipes` tells of)."""
        held = [c for c in victim.kept if c.kind is K.NOT_TODAY]
        if not held:
            return False
        counter = self.option(Act.COUNTER, held[0].id)
        about = snipes if snipes is not None else Counter(
            card.id, None if by is None else by.index, card.amount)
        answer = yield from self.ask(victim, Ask.COUNTER, (counter, PASS), about)
        if answer.act != Act.COUNTER:
            return False
        victim.kept.remove(held[0])
        self.decks["events"].discard(held[0])
        self.say("not_today", victim, card=card.id, by=None if by is None else by.index)
        return True

    # ------------------------------------------------------------- the turn: one die or two
    def take_turn(self, player: Player) -> Script:
        """"A.僅投擲點數骰(白骰)" or "B.加投擲發薪骰(綠骰)：玩家首先須支付$100，將其置於...
        「累積獎金」格上方 ... 玩家可自行決定先執行白骰移動指令或是先執行綠骰對應指令"."""
        if self.moments_each_turn and self.anyone_can_play(player):
            yield from self.event_moment(player)
        cost = self.rules.green_cost
        answer = yield from self.ask(player, Ask.TURN, lambda: (
            (ROLL, ROLL_BOTH) if self.cash(player) >= cost else (ROLL,)), GreenDie(cost))
        if answer.act == Act.ROLL:
            yield from self.move(player, self.roll(player, "move"))
            return
        self.transfer(player.cash_account, JACKPOT, cost, Reason.GREEN_DIE_FEE)
        white = self.roll(player, "move")
        face = self.faces[self.die(player, "green") - 1]
        self.say("green_rolled", player, face=face)
        order = yield from self.ask(player, Ask.DICE_ORDER, DICE_ORDERS, DiceOrder(white, face))
        if order.act == Act.GREEN_FIRST:
            yield from self.green(player, face)
            yield from self.move(player, white)
        else:
            yield from self.move(player, white)
            if player.playing:          # a last Pay Day took the token off the board
                yield from self.green(player, face)

    def green(self, player: Player, face: str) -> Script:
        """The green die's face (our design, see GREEN_FACES and `choices`)."""
        if face == "mail":
            yield from self.on_mail(player, None, count=1)
        elif face == "event":
            yield from self.on_event(player, None)
        elif face == "deal":
            yield from self.on_deal(player, None)
        elif face == "buyer":
            yield from self.on_buyer(player, None)
        elif face == "bonus":
            self.transfer(BANK, player.cash_account, self.rules.green_bonus, Reason.WINDFALL)
            self.say_paid(player, "windfall", self.rules.green_bonus)
        elif face == "jackpot":
            yield from self.settle(player, self.rules.green_fee, JACKPOT, Reason.CONTRIBUTION)
            self.say_paid(player, "paid_pot", self.rules.green_fee)

    # ------------------------------------------------------------- squares
    def on_start(self, player: Player, square: Square) -> Script:
        """Reached only by going back a day: "若有玩家因此停留在「開始」格，可再次從銀行取得$800的月薪"."""
        self.transfer(BANK, player.cash_account, self.rules.salary, Reason.SALARY)
        self.say("salary_again", player, amount=self.rules.salary)
        return
        yield

    def on_mail(self, player: Player, square: Square | None, count: int | None = None) -> Script:
        """"玩家可從郵件卡牌堆上方抽取等同格上顯示數字的對應張數卡牌"."""
        # A square tells how many cards; the green die's mail face (no square) gives `count`.
        for _ in range(count if count is not None else square.n if square is not None else 1):
            card = self.draw("mail", player)
            if card is None:
                break
            yield from self.open_mail(player, card)

    def open_mail(self, player: Player, card: Card) -> Script:
        """帳單: kept until Pay Day. 保險 and 漲價卡: "若玩家決定購買，須支付卡牌上所示費用至銀行，
        並將卡牌置於其面前桌上 ... 若玩家決定不購買，則須將此張卡牌正面朝上丟置郵件棄牌堆上方"."""
        if card.kind is K.BILL:
            player.bills.append(self.off_table(card))
            self.say("bill", player, card=card.id, amount=card.amount)
            return
        kind, reason = ((Ask.INSURANCE, Reason.INSURANCE) if card.kind is K.INSURANCE
                        else (Ask.BUY, Reason.PRICE_HIKE))
        if (yield from self.offer(player, card, kind, reason)):
            player.kept.append(card)
            self.say("bought_mail", player, card=card.id, amount=card.amount)
        else:
            self.decks["mail"].discard(card)

    def on_event(self, player: Player, square: Square | None) -> Script:
        """"玩家可從事件卡牌堆上方抽取1張卡牌，置於其面前桌上"."""
        card = self.draw("events", player)
        if card is not None:
            player.kept.append(self.off_table(card))
        return
        yield

    def on_deal(self, player: Player, square: Square | None) -> Script:
        """傳統交易卡: "若行動玩家決定買入，根據卡牌上的買入價格支付 ... (若玩家金額不足，可向銀行
        進行貸款)"; otherwise "須宣布卡牌上的買入價格進行拍賣 ... 但行動玩家不可參與出價".
        拍賣交易卡: "若行動玩家願意出價 ... 此價格須不低於卡牌上所標示的最低出價價格"; if not,
        "須宣布卡牌上所標示的最低出價價格" and the others bid."""
        card = self.draw("deals", player)
        if card is None:
            return
        step, others = self.rules.auction_step, self.others(player)
        if card.kind is K.DEAL:
            answer = yield from self.ask(player, Ask.BUY, BUY_OR_AUCTION,
                                         Offer(card.id, card.amount, card.value))
            if answer.act == Act.BUY and (yield from self.pay(
                    player, card.amount, BANK, Reason.DEAL_BOUGHT, optional=True)):
                player.deals.append(self.off_table(card))
                self.say("bought", player, card=card.id, amount=card.amount)
                return
            self.say("auction_opened", player, card=card.id, amount=card.amount)
            won = yield from self.auction(card, others, card.amount, step)
        else:
            def opening() -> tuple[Option, ...]:
                least, most = card.amount, self.cash(player)
                if most < least:
                    return (PASS,)
                return (Option(Act.BID, low=least, high=least + (most - least) // step * step,
                               step=step), PASS)
            answer = yield from self.ask(player, Ask.OPEN_AUCTION, opening,
                                         OpenAuction(card.id, card.amount, card.value))
            if answer.act == Act.BID:
                self.say("bid", player, card=card.id, amount=answer.arg)
                won = yield from self.auction(card, others + [player], card.amount, step,
                                              high=(player, answer.arg))
            else:
                self.say("auction_opened", player, card=card.id, amount=card.amount)
                won = yield from self.auction(card, others, card.amount, step)
        yield from self.close_auction(player, self.off_table(card), won)

    def close_auction(self, player: Player, card: Card, won: tuple[Player, int] | None) -> Script:
        """"由出價最高的玩家贏得拍賣，得標玩家須支付出價金額給銀行"; with no bid, "將此流標的交易卡
        正面朝下，放回至交易卡牌堆下方"."""
        if won is None:
            self.decks["deals"].put_under(card)
            self.say("auction_unsold", player, card=card.id)
            return
        buyer, price = won
        # An event aimed at the winner during the bidding may have lowered their cash.
        yield from self.settle(buyer, price, BANK, Reason.DEAL_BOUGHT)
        buyer.deals.append(card)
        self.say("auction_won", buyer, card=card.id, amount=price)
        return
        yield

    def on_buyer(self, player: Player, square: Square | None) -> Script:
        """"玩家可從其面前桌上挑選1張交易卡，根據卡牌上所標示的轉售價格，從銀行拿取對應金額"; "可宣布
        使用漲價卡 ... 每張交易卡只能使用1張漲價卡"; 價格狙擊 "可降低轉售交易玩家的轉售價格 ... 可以
        不只一位，但不能將交易卡價格降至$0以下"; the seller "可使用此卡(今天不行)來取消全部的「價格狙擊」"."""
        card = yield from self.choose_sale(player)
        if card is None:
            return
        price = card.value
        hikes = [c for c in player.kept if c.kind is K.PRICE_HIKE]
        if hikes:
            choices = tuple(self.option(Act.HIKE, h.id) for h in hikes) + (PASS,)
            answer = yield from self.ask(player, Ask.HIKE, choices, Hike(card.id, price))
            if answer.act == Act.HIKE:
                hike = self.find_card(player.kept, answer.arg)
                player.kept.remove(hike)
                self.decks["mail"].discard(hike)
                price += hike.value
                self.say("hiked", player, card=card.id, hike=hike.id, amount=hike.value)
        snipes = yield from self.snipes(player, card, price)
        if snipes and (yield from self.not_today(player, card, None, CounterSnipes(
                card.id, card.amount, len(snipes), sum(s.amount for s in snipes), price))):
            snipes = []
        price = max(0, price - sum(s.amount for s in snipes))
        player.deals.remove(card)
        self.decks["deals"].discard(card)
        self.transfer(BANK, player.cash_account, price, Reason.DEAL_SOLD)
        self.say("sold", player, card=card.id, amount=price)

    def snipes(self, seller: Player, card: Card, price: int) -> Steps[list[Card]]:
        """Ask each other holder of a price snipe, clockwise from the seller's left."""
        played: list[Card] = []
        for other in self.others(seller):
            for _ in range(self.rules.snipes_per_player):
                held = [c for c in other.kept if c.kind is K.SNIPE]
                left = price - sum(s.amount for s in played)
                if not held or left <= 0:          # never below $0: nothing left to cut
                    break
                choices = tuple(self.option(Act.SNIPE, c.id) for c in held) + (PASS,)
                answer = yield from self.ask(other, Ask.SNIPE, choices,
                                             Snipe(card.id, seller.index, left))
                if answer.act != Act.SNIPE:
                    break
                snipe = self.find_card(other.kept, answer.arg)
                other.kept.remove(snipe)
                self.decks["events"].discard(snipe)
                played.append(snipe)
                self.say("sniped", other, card=card.id, seller=seller.index, amount=snipe.amount)
        return played

    def on_lucky_draw(self, player: Player, square: Square) -> Script:
        """幸運大抽獎: "銀行行長從銀行拿取1張$1000紙幣，將其置於遊戲圖板中央。每位想參與幸運大抽獎的
        玩家須投入$100 ... 從行動玩家開始，每位參與玩家輪流挑選1~6的其中1個數字，且不能重複 ...
        若擲骰所示點數非參與玩家所挑選的數字 ... 選擇繼續參與的玩家投入的金額須為其上次投入金額的
        兩倍 ... 並繼續沿用原先挑選數字 ... 若最後無任何玩家中獎，須將置於遊戲圖板中央的所有金錢放回
        至銀行(玩家不可透過貸款參與抽獎)"."""
        self.drawing = True
        self.drawn_loans.clear()
        self.transfer(BANK, CENTRE, self.rules.lucky_draw_prize, Reason.BANK_ANTE)
        seats = [player] + self.others(player)
        stake = self.rules.lucky_draw_stake
        picks = yield from self.pick_numbers(seats, stake, CENTRE, "lucky_draw_joined",
                                             prize=self.rules.lucky_draw_prize)
        stakes = {entrant.index: stake for entrant in picks.values()}   # each one's last stake
        while picks:
            n = self.roll(player, "lucky_draw")
            winner = picks.get(n)
            if winner is not None:
                pot = self.ledger.balance(CENTRE)
                self.transfer(CENTRE, winner.cash_account, pot, Reason.LOTTERY_PRIZE)
                self.say("lucky_draw_won", winner, n=n, amount=pot)
                break
            self.say("lucky_draw_missed", player, n=n)
            # In seat order (each entrant holds one number).
            for number, entrant in [(n, entrant) for entrant in seats
                                    for n, picker in picks.items() if picker is entrant]:
                double = stakes[entrant.index] * 2
                # A function: an event played meanwhile may change what the player can stake.
                def choices(entrant: Player = entrant, double: int = double) -> tuple[Option, ...]:
                    return (STAY, LEAVE) if self.money_to_stake(entrant) >= double else (LEAVE,)
                answer = yield from self.ask(entrant, Ask.LUCKY_DRAW_STAY, choices, LuckyDrawStay(
                    double, number, self.ledger.balance(CENTRE)))
                if answer.act == Act.STAY:
                    self.transfer(entrant.cash_account, CENTRE, double, Reason.LOTTERY_STAKE)
                    stakes[entrant.index] = double
                    self.say("lucky_draw_stayed", entrant, n=number, amount=double)
                else:
                    del picks[number]
                    self.say("lucky_draw_left", entrant, n=number)
        left = self.ledger.balance(CENTRE)
        if left:
            self.transfer(CENTRE, BANK, left, Reason.POT_RETURNED)
            self.say("lucky_draw_void", player, amount=left)
        self.drawing = False

    def on_birthday(self, player: Player, square: Square) -> Script:
        """"其他每位玩家須支付行動玩家$100作為生日禮物"."""
        for other in self.others(player):
            yield from self.settle(other, square.n, player.cash_account, Reason.GIFT)
        self.say("birthday", player, amount=square.n)
        return
        yield

    def on_yard_sale(self, player: Player, square: Square) -> Script:
        """"玩家首先丟擲骰子，並支付「所擲骰子點數×$100」金額至銀行。接著，將格上放置的交易卡取回
        ... 再從交易卡牌堆上方抽取1張卡牌，不可先行察看，將其正面朝下置於遊戲圖板的此格上方"."""
        card = self.yard_sale
        if card is None:
            return
        n = self.roll(player, "yard_sale")
        yield from self.settle(player, n * self.rules.yard_sale_per_pip, BANK, Reason.DEAL_BOUGHT)
        player.deals.append(card)
        self.yard_sale = self.decks["deals"].draw()
        self.say("yard_sale", player, card=card.id, amount=n * self.rules.yard_sale_per_pip, n=n)
        return
        yield

    def on_clock_change(self, player: Player, square: Square) -> Script:
        """日光節約時間: "所有玩家(包括行動玩家)皆須將遊戲圖板上的自家代表物後退1格。之後，從行動
        玩家開始，依順時針方向，各玩家輪流依序執行方格內規定事項"."""
        movers = [p for p in [player] + self.others(player) if p.day > 0]
        for mover in movers:
            self.place(mover, mover.day - 1)
        for mover in movers:
            if self.rules.board[mover.day].kind is not S.CLOCK_CHANGE and mover.playing:
                yield from self.land(mover)

    # ------------------------------------------------------------- Pay Day
    def on_payday(self, player: Player, square: Square) -> Script:
        """發薪日: "A.從銀行領取$800月薪 B.支付所有帳單費用 ... C.若玩家有貸款，須支付10%的全部
        貸款利息 ... D.償還部分或全部貸款金額 E.將自家代表物移至「開始」格"; in the last month
        "A.從遊戲圖板上取出自家代表物 B.將所有剩下的卡牌...丟置 C.等待其他玩家完成遊戲"."""
        player.at_payday = True
        self.say("payday", player, month=player.month)
        last = player.month >= self.months
        if not last or self.rules.last_payday_settles:
            self.transfer(BANK, player.cash_account, self.rules.salary, Reason.SALARY)
            self.say_paid(player, "salary", self.rules.salary)
            yield from self.pay_bills(player)
            yield from self.pay_interest(player)
            yield from self.repay(player)
        if last:
            self.discard_all(player)
        self.start_next_month(player)           # notes the month's net worth; retires after the last
        player.at_payday = False

    def pay_bills(self, player: Player) -> Script:
        """"若玩家有購買保險，可使用保險卡抵銷同類型的1張帳單卡": each insurance cancels the
        largest bill of its type."""
        bills, player.bills = player.bills, []
        covered: set[str] = set()
        for insurance in [c for c in player.kept if c.kind is K.INSURANCE]:
            same = [b for b in bills if b.category == insurance.category and b.id not in covered]
            if same:
                bill = max(same, key=lambda b: b.amount)
                covered.add(bill.id)
                player.kept.remove(insurance)
                self.decks["mail"].discard(insurance)
                self.say("bill_covered", player, card=bill.id, insurance=insurance.id,
                         amount=bill.amount)
            elif not self.rules.insurance_kept_until_used:
                player.kept.remove(insurance)
                self.decks["mail"].discard(insurance)
        for bill in bills:
            self.decks["mail"].discard(bill)
            if bill.id not in covered:
                yield from self.settle(player, bill.amount, BANK, Reason.BILL)
                self.say_paid(player, "bill_paid", bill.amount, card=bill.id)

    def pay_interest(self, player: Player) -> Script:
        """"若玩家金額不足，須再進行額外貸款，並支付連同新貸款的10%利息"."""
        charged = paid = 0                # the debt whose interest has been paid, and how much
        while (due := self.rules.interest(self.debt(player)) - self.rules.interest(charged)) > 0:
            charged = self.debt(player)
            yield from self.settle(player, due, BANK, Reason.LOAN_INTEREST)
            paid += due
        self.say_paid(player, "loan_interest", paid)

    def repay(self, player: Player) -> Script:
        """"最低償還金額為貸款總額的10%" (see `repay_basis`); more may be repaid, up to all."""
        owed = self.debt(player)
        if owed <= 0:
            return
        basis = owed if self.rules.repay_basis == "balance" else self.borrowed.get(player.index, owed)
        least = min(owed, self.rules.least_repayment(basis))
        if self.cash(player) < least:
            unit = self.rules.loan_unit
            self.borrow(player, -(-(least - self.cash(player)) // unit) * unit)

        def options() -> tuple[Option, ...]:
            unit = self.rules.note_unit
            most = max(least, least + (min(self.debt(player), self.cash(player)) - least) // unit * unit)
            return (Option(Act.REPAY, low=least, high=most, step=unit),)
        answer = yield from self.ask(player, Ask.REPAY, options, Owed(owed, least))
        self.transfer(player.cash_account, player.loan_account, answer.arg, Reason.LOAN_REPAID)
        self.say("repaid", player, amount=answer.arg)
        if self.debt(player) == 0:
            self.borrowed[player.index] = 0

    def discard_all(self, player: Player) -> None:
        """"從遊戲圖板上取出自家代表物 ... 將所有剩下的卡牌正面朝上丟置對應棄牌堆上方"."""
        for card in list(player.cards()):
            self.decks[self.deck_of(card)].discard(card)
        player.bills.clear()
        player.deals.clear()
        player.kept.clear()

    # ------------------------------------------------------------- the end
    def net_worth(self, player: Player) -> int:
        """"擁有資金金額最多者，即為遊戲贏家": cash less what is owed on loans."""
        return self.cash(player) - self.debt(player)
