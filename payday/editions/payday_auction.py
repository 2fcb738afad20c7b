"""我愛發薪日, the auction edition (rulebook `002_680db44b5c9b2b53.txt`).

Two dice (the white one moves; the green "pay" die, bought for $100, sets off one more square),
event cards kept face up and played at any moment, deals bought or auctioned, and a lucky draw
whose stakes double. Each handler quotes the rulebook paragraph it implements. The rulebook
gives no board, no green-die faces and no deck contents: they are the project's own, documented
below and in `RULES.choices`.

Event cards "玩家可在任何時刻(包括自家回合及其他玩家回合)使用". A holder may play them with any
decision of their own; and, with `event_moments="turn"` (the default), before every player's
turn each other player still in the game who holds a card they could play now is asked once
(Ask.PLAY_EVENT: play cards, one at a time, then pass), clockwise from the roller's left. The
playable cards move money (a gain, a collection, a charge aimed at one player), so what they
change is the cash the next turn starts from: between any two turns every holder has had a
chance, and nobody is asked who has nothing to play. Snipes and not-todays answer a sale or an
event, and are asked for on the spot. `event_moments="asked"` offers them only with the holder's
own decisions (rules version 1).

Money is paid in the game's notes, "紙幣…包括$10、$20、$50、$100、$500、$1000": interest is rounded
down and the minimum repayment up to a multiple of `note_unit` ($10), and repayments go in
steps of it, so no sum is ever $243.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final
from collections.abc import Iterable

from payday.engine.board import Square, SquareKind as S, make_board
from payday.engine.cards import Card, CardKind as K, numbered_cards
from payday.engine.decisions import Act, Ask, IllegalDecision, Option
from payday.engine.features import Feature
from payday.engine.game import BUY, PASS, ROLL, Game, PlayerSpec, Script, Steps
from payday.engine.ledger import BANK, CENTRE, JACKPOT, Reason
from payday.engine.position import PlayerPosition, Position
from payday.engine.state import Player
from payday.engine.rules import Rules, changes_field, choices_field, frozen_decks

# The board (our own design). Square counts follow the other two editions: about nine mail
# squares drawing 1 to 3 cards, four or five deal and buyer squares, one birthday, one yard
# sale, one daylight saving; the two lotteries of those editions become lucky draws, and the
# Quoi de neuf / Sunday squares become event squares, since events are this edition's heart.
# Mail 9, event 6, deal 5, buyer 5, lucky draw 2, birthday, yard sale, daylight saving: 30.
BOARD = make_board({
    1: (S.MAIL, 1), 2: (S.EVENT,), 3: (S.DEAL,), 4: (S.MAIL, 2), 5: (S.BUYER,),
    6: (S.LUCKY_DRAW,), 7: (S.EVENT,), 8: (S.MAIL, 3), 9: (S.DEAL,), 10: (S.BIRTHDAY, 100),
    11: (S.MAIL, 1), 12: (S.BUYER,), 13: (S.EVENT,), 14: (S.MAIL, 2), 15: (S.DEAL,),
    16: (S.LUCKY_DRAW,), 17: (S.BUYER,), 18: (S.MAIL, 1), 19: (S.EVENT,), 20: (S.DEAL,),
    21: (S.YARD_SALE,), 22: (S.MAIL, 3), 23: (S.BUYER,), 24: (S.EVENT,), 25: (S.MAIL, 2),
    26: (S.CLOCK_CHANGE,), 27: (S.DEAL,), 28: (S.MAIL, 1), 29: (S.BUYER,), 30: (S.EVENT,),
})

# The six faces the green die may carry; `AuctionRules.green_faces` says which six it does.
GREEN_FACES: Final = {
    "mail": "draw one mail card",
    "event": "draw one event card",
    "deal": "draw one deal, as on a deal square",
    "buyer": "sell one deal, as on a buyer square",
    "bonus": "collect green_bonus from the bank",
    "jackpot": "pay green_fee into the Jackpot",
}


# 34 mail cards: 20 bills in three categories, 6 insurances, 8 price hikes (cost, hike).
MAIL = (
    numbered_cards("pa.mail.h", K.BILL, [("pa.bill.clinic", 50), ("pa.bill.dentist", 100),
                                 ("pa.bill.pharmacy", 150), ("pa.bill.eye_test", 200),
                                 ("pa.bill.physio", 250), ("pa.bill.night_clinic", 300)],
           category="health")
    + numbered_cards("pa.mail.c", K.BILL, [("pa.bill.car_wash", 60), ("pa.bill.oil_change", 100),
                                   ("pa.bill.parking_permit", 150), ("pa.bill.tyres", 200),
                                   ("pa.bill.brakes", 300), ("pa.bill.tow_truck", 400)],
             category="car")
    + numbered_cards("pa.mail.m", K.BILL, [("pa.bill.water", 40), ("pa.bill.rubbish", 60),
                                   ("pa.bill.phone", 80), ("pa.bill.internet", 100),
                                   ("pa.bill.gas", 120), ("pa.bill.electricity", 150),
                                   ("pa.bill.plumber", 200), ("pa.bill.window", 250)],
             category="home")
    + numbered_cards("pa.mail.ih", K.INSURANCE, [("pa.ins.health", 150)] * 3, category="health")
    + numbered_cards("pa.mail.ic", K.INSURANCE, [("pa.ins.car", 180)] * 3, category="car")
    + numbered_cards("pa.mail.up", K.PRICE_HIKE, [
        ("pa.hike.polish", 50, 200), ("pa.hike.polish", 50, 200),
        ("pa.hike.certificate", 80, 300), ("pa.hike.certificate", 80, 300),
        ("pa.hike.review", 100, 400), ("pa.hike.review", 100, 400),
        ("pa.hike.bidding_war", 120, 500), ("pa.hike.bidding_war", 150, 600)])
)

# 31 events, all kept face up until played.
EVENTS = (
    numbered_cards("pa.ev.gain", K.GAIN, [("pa.ev.tax_refund", 100), ("pa.ev.found_envelope", 150),
                                  ("pa.ev.quiz_prize", 200), ("pa.ev.overtime", 250),
                                  ("pa.ev.red_envelope", 300)])
    + numbered_cards("pa.ev.each", K.COLLECT_EACH, [("pa.ev.potluck", 50), ("pa.ev.potluck", 50),
                                            ("pa.ev.group_gift", 100), ("pa.ev.group_gift", 100)])
    + numbered_cards("pa.ev.bank", K.PAY_BANK, [("pa.ev.parking_ticket", 100), ("pa.ev.audit", 150),
                                        ("pa.ev.late_fee", 200)])
    + numbered_cards("pa.ev.pot", K.PAY_POT, [("pa.ev.temple_fair", 100), ("pa.ev.temple_fair", 100),
                                      ("pa.ev.charity_drive", 200)])
    + numbered_cards("pa.ev.snipe", K.SNIPE, [("pa.ev.snipe", a) for a in (100, 100, 150, 150, 200,
                                                                   200, 300, 300)])
    + numbered_cards("pa.ev.nt", K.NOT_TODAY, [("pa.ev.not_today", 0)] * 8)
)

# 35 deals: 20 traditional (price, resale) and 15 auction cards (minimum bid, resale).
DEALS = (
    numbered_cards("pa.deal.t", K.DEAL, [
        ("pa.deal.bubble_tea_cart", 200, 450), ("pa.deal.vintage_radio", 200, 450),
        ("pa.deal.bonsai", 200, 450), ("pa.deal.comic_collection", 200, 450),
        ("pa.deal.night_market_stall", 350, 700), ("pa.deal.electric_scooter", 350, 700),
        ("pa.deal.tea_set", 350, 700), ("pa.deal.jade_pendant", 350, 700),
        ("pa.deal.karaoke_machine", 500, 1000), ("pa.deal.espresso_machine", 500, 1000),
        ("pa.deal.calligraphy_scroll", 500, 1000), ("pa.deal.road_bike", 500, 1000),
        ("pa.deal.food_truck", 750, 1400), ("pa.deal.camper_van", 750, 1400),
        ("pa.deal.piano", 750, 1400), ("pa.deal.fishing_boat", 750, 1400),
        ("pa.deal.tea_plantation_plot", 1000, 1900), ("pa.deal.studio_flat", 1000, 1900),
        ("pa.deal.vintage_car", 1000, 1900), ("pa.deal.corner_shop", 1000, 1900)])
    + numbered_cards("pa.deal.a", K.AUCTION_DEAL, [
        ("pa.deal.stamp_album", 100, 500), ("pa.deal.old_clock", 100, 500),
        ("pa.deal.arcade_cabinet", 100, 500), ("pa.deal.porcelain_vase", 200, 700),
        ("pa.deal.rare_vinyl", 200, 700), ("pa.deal.film_camera", 200, 700),
        ("pa.deal.oil_painting", 300, 900), ("pa.deal.antique_desk", 300, 900),
        ("pa.deal.signed_jersey", 300, 900), ("pa.deal.racing_pigeon", 400, 1200),
        ("pa.deal.motorbike", 400, 1200), ("pa.deal.wine_cellar", 400, 1200),
        ("pa.deal.gold_coins", 600, 1600), ("pa.deal.sailboat", 600, 1600),
        ("pa.deal.mountain_cabin", 600, 1600)])
)

MAIL_KINDS: Final = frozenset({K.BILL, K.INSURANCE, K.PRICE_HIKE})
DEAL_KINDS: Final = frozenset({K.DEAL, K.AUCTION_DEAL})
PLAYABLE: Final = frozenset({K.GAIN, K.COLLECT_EACH, K.PAY_BANK, K.PAY_POT})   # played as free actions
AGAINST: Final = frozenset({K.PAY_BANK, K.PAY_POT})                          # played on one player
REACTIONS: Final = frozenset({Ask.SNIPE, Ask.COUNTER, Ask.TARGET})          # answered on the spot
ROLL_BOTH: Final = Option(Act.ROLL_BOTH)
DICE_ORDERS: Final = (Option(Act.WHITE_FIRST), Option(Act.GREEN_FIRST))
STAY: Final = Option(Act.STAY)
LEAVE: Final = Option(Act.LEAVE)
BUY_OR_AUCTION: Final = (BUY, Option(Act.AUCTION))
EVENT_MOMENTS: Final = ("turn", "asked")       # see `AuctionRules.event_moments`


# What the edition has (see `Rules.features`). DEALS_LOST_AT_END: "將所有剩下的卡牌...丟置":
# deals still held at the last Pay Day are lost.
FEATURES: Final = frozenset({
    Feature.INSURANCE, Feature.LUCKY_DRAW, Feature.AUCTIONS, Feature.KEPT_EVENTS,
    Feature.GREEN_DIE, Feature.YARD_SALE, Feature.PAYDAY_LOANS, Feature.DEALS_LOST_AT_END})


@dataclass(frozen=True)
class AuctionRules(Rules):
    green_cost: int = 100             # "首先須支付$100，將其置於...「累積獎金」格上方"
    green_faces: str = "mail,event,deal,buyer,bonus,jackpot"
    green_bonus: int = 200
    green_fee: int = 100
    auction_step: int = 10            # "出價金額至少須較前次出價金額增加$10"
    lucky_draw_prize: int = 1000      # "銀行行長從銀行拿取1張$1000紙幣"
    lucky_draw_stake: int = 100       # "須投入$100"
    yard_sale_per_pip: int = 100      # "所擲骰子點數×$100"
    repay_min_pct: int = 10           # "最低償還金額為貸款總額的10%"
    repay_basis: str = "balance"      # "balance" (the rulebook's example) or "principal"
    snipes_per_player: int = 1
    insurance_kept_until_used: bool = True
    last_payday_settles: bool = True
    events_during_draw: bool = False
    # The smallest note: interest and repayments are multiples of it (1, rules version 1).
    note_unit: int = 10
    # When other players are offered their event cards: "turn" (before every player's turn)
    # or "asked" (only with a decision of their own, rules version 1).
    event_moments: str = "turn"

    def __post_init__(self) -> None:
        faces = self.green_faces.split(",")
        unknown = set(faces) - set(GREEN_FACES)
        if len(faces) != 6 or unknown:
            raise ValueError("green_faces must name six faces, separated by commas, from: "
                             + ", ".join(GREEN_FACES) + f"; not {self.green_faces!r}")
        if self.repay_basis not in ("balance", "principal"):
            raise ValueError(f"repay_basis must be 'balance' or 'principal', not {self.repay_basis!r}")
        if self.event_moments not in EVENT_MOMENTS:
            raise ValueError(f"event_moments must be one of {', '.join(EVENT_MOMENTS)}, "
                             f"not {self.event_moments!r}")
        if self.note_unit < 1:
            raise ValueError(f"note_unit must be at least 1, not {self.note_unit!r}")

    @property
    def features(self) -> frozenset[Feature]:
        return FEATURES

    @property
    def faces(self) -> tuple[str, ...]:
        return tuple(self.green_faces.split(","))

    def interest(self, amount: int, pct: int | None = None) -> int:
        """Interest, rounded DOWN to a note (`note_unit`): "紙幣…包括$10、$20、$50、$100、$500、$1000"."""
        exact = amount * (self.loan_rate_pct if pct is None else pct) // 100
        return exact // self.note_unit * self.note_unit

    def least_repayment(self, basis: int) -> int:
        """The minimum repayment: repay_min_pct of `basis`, rounded UP to a note, so a balance
        always shrinks by at least that share (interest, by contrast, is rounded down)."""
        unit = self.note_unit
        return -(-basis * self.repay_min_pct // (100 * unit)) * unit


RULES = AuctionRules(
    variant="payday-auction", currency="TWD", language="zh-Hant", min_players=2, max_players=4,
    start_cash=800, salary=800, board=BOARD,
    decks=frozen_decks({"mail": tuple(MAIL), "events": tuple(EVENTS), "deals": tuple(DEALS)}),
    loan_unit=1000, loan_rate_pct=10, jackpot_start=1000, jackpot_on_six="any",
    retired_join=frozenset(),
    choices=choices_field(
        ("green_faces", "The rulebook's list of green-die faces ends at a colon. Ours: mail, event, deal, buyer (each as its square, for one card), bonus (collect green_bonus) and jackpot (pay green_fee into the Jackpot): four faces reuse the board's own squares and two move money, so the $100 roll is a gamble worth about its price."),
        ("green_bonus", "Our design: $200, a quarter of the salary, so the bonus face repays the roll twice."),
        ("green_fee", "Our design: $100 more into the Jackpot, the same as the price of the roll."),
        ("board", "No day-by-day board is known. Ours: mail 1/4/8/11/14/18/22/25/28 (1 to 3 cards), events 2/7/13/19/24/30, deals 3/9/15/20/27, buyers 5/12/17/23/29, lucky draws 6/16, birthday 10, yard sale 21, daylight saving 26; counts follow the other two editions, with their Sundays and lotteries turned into event squares and lucky draws."),
        ("decks", "Our own cards: 34 mail (20 bills of $40-$400 in health, car and home categories, 3 health and 3 car insurances, 8 price hikes), 31 events (gains, collections, two kinds aimed at one player, 8 price snipes, 8 not-todays), 35 deals (20 traditional, 15 auction cards), resale 1.6 to 5 times the price."),
        ("repay_basis", "The minimum repayment is 10% of the CURRENT balance (the rulebook's example: $3,000 owed, repay $300 and pay $300 interest, $2,700 left), rounded up to the dollar; 'principal' makes it 10% of what was borrowed since the debt was last cleared (paid off in ten months)."),
        ("repay_min_pct", "If cash is short of the minimum repayment, a new loan pays it, like any other payment at Pay Day; the minimum is not recomputed on that loan."),
        ("loan_rate_pct", "10% of all loans at Pay Day, rounded down to the dollar; a loan taken to pay it is charged its 10% too, until no new loan is needed."),
        ("snipes_per_player", "Several players may snipe one sale; each may play one snipe per sale. The seller declares the price hike first, then the others snipe clockwise from the seller's left, then the seller may answer with one not-today."),
        ("insurance_kept_until_used", "An insurance cancels one bill (the largest of its type) and is then discarded; one with nothing to cancel stays in hand for the next Pay Day."),
        ("last_payday_settles", "The last Pay Day says to remove the token and discard the cards 'instead' (改為); read literally, that month's salary and bills would vanish, so we settle the month first (set False for the literal reading). A green face still to be resolved after it is lost: the token has left the board."),
        ("events_during_draw", "Events may be played at any moment, but no money may be borrowed into the lucky draw; we hold every free action until the draw is over, so the draw is a closed contest."),
        ("retired_join", "A player who has finished the last month has removed the token and discarded every card: they wait, joining no draw, auction or birthday and being no event's target."),
        ("jackpot_on_six", "'任何時刻當玩家擲骰出現6點時': every white-die roll by a player counts, the move, the yard sale and the lucky draw alike. The green die shows pictures, not numbers."),
        ("not_today", "A not-today cancels an event aimed at its holder (a payment to the bank or the Jackpot, or their share of a collection), or all the snipes on their sale; it cannot itself be cancelled."),
        ("daylight_saving", "A player on START cannot go back and collects nothing; a player sent back onto the daylight-saving square does not set it off again; a player who has finished has no token to move."),
        ("yard_sale", "With no deal left for the square, nothing is rolled or paid."),
        ("net_worth", "'擁有資金金額最多者' wins: the money a player holds, less what is still owed on loans; deals count for nothing, since the last Pay Day discards them."),
        ("note_unit", "'紙幣…包括$10、$20、$50、$100、$500、$1000': every sum is paid in notes, so interest is rounded DOWN to $10 (as interest is rounded down everywhere in the workbook, in the borrower's favour), the minimum repayment UP to $10 (so a balance shrinks by at least 10%), and repayments go in steps of $10 (1: to the dollar, rules version 1)."),
        ("event_moments", "'玩家可在任何時刻(包括自家回合及其他玩家回合)使用': besides their own decisions, every holder of an event card they could play is asked once before each player's turn, clockwise from the roller's left; the cards move money, so between any two turns is when they can change what follows, and nobody with nothing to play is asked ('asked': only with a decision of their own, rules version 1)."),
        ("shared_win", "'擁有資金金額最多者，即為遊戲贏家': players tied on it share the win, since the rulebook breaks no tie and seat order would be luck (False: the lowest seat wins a tie)."),
    ),
    changes=changes_field(
        (2, "note_unit", 1, "'紙幣…包括$10、$20、$50、$100、$500、$1000': sums are paid in notes"),
        (2, "event_moments", "asked",
         "'玩家可在任何時刻(包括自家回合及其他玩家回合)使用': event cards are offered on other players' turns"),
    ),
)


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
        self.drawing = False                    # a lucky draw is on: no loans (nor events)
        self.borrowed: dict[int, int] = {}      # borrowed since each debt was last cleared
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
        if kind in REACTIONS or (self.drawing and not self.rules.events_during_draw):
            return ()
        options = super().free_options(player, kind)
        playable = [c for c in player.kept if c.kind in PLAYABLE] if player.playing else ()
        if playable:
            # Is there anybody to aim at? Asked only when a card in hand needs a target.
            targets = any(c.kind is not K.GAIN for c in playable) and bool(self.others(player))
            options += tuple(self.option(Act.USE_CARD, c.id) for c in playable
                             if c.kind is K.GAIN or targets)
        return options

    def can_play_event(self, player: Player) -> bool:
        # Asked of every other player before each turn: most hold no event to play, and then
        # there is no need to build their options (only a playable card makes a USE_CARD).
        if not any(c.kind in PLAYABLE for c in player.kept):
            return False
        return any(o.act is Act.USE_CARD for o in self.free_options(player, Ask.PLAY_EVENT))

    def event_moment(self, roller: Player) -> Script:
        """Before `roller`'s turn, each other holder of a card they could play is asked whether
        to play it (see the module's docstring and `event_moments`)."""
        if self.rules.event_moments != "turn":
            return
        for other in self.others(roller):
            while self.can_play_event(other):
                answer = yield from self.ask(other, Ask.PLAY_EVENT, (PASS,), return_free=True,
                                             turn_of=roller.index)
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
            chosen = yield from self.ask(player, Ask.TARGET, options, card=card.id,
                                         amount=card.amount, collect=True)
            target = self.players[chosen.arg]
            self.say("event_aimed", player, card=card.id, target=target.index)
            if not (yield from self.not_today(target, card, player)):
                dst, reason, key = ((BANK, Reason.FIXED_PAYMENT, "paid_bank")
                                    if card.kind is K.PAY_BANK
                                    else (JACKPOT, Reason.CONTRIBUTION, "paid_pot"))
                yield from self.settle(target, card.amount, dst, reason)
                self.say_paid(target, key, card.amount, card=card.id)

    def not_today(self, victim: Player, card: Card, by: Player | None, **info: Any) -> Steps[bool]:
        """今天不行: "可取消另一位玩家對其使用的事件卡，每張「今天不行」事件卡只能取消1張事件卡".
        Asks the victim, if they hold one; returns whether the event was cancelled. `by` is
        the player who played the event (None for the snipes on a sale, played by several)."""
        held = [c for c in victim.kept if c.kind is K.NOT_TODAY]
        if not held:
            return False
        counter = self.option(Act.COUNTER, held[0].id)
        answer = yield from self.ask_about(victim, Ask.COUNTER, (counter, PASS), {
            "card": card.id, "by": None if by is None else by.index, "amount": card.amount,
            **info})
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
        yield from self.event_moment(player)
        cost = self.rules.green_cost
        answer = yield from self.ask(player, Ask.TURN, lambda: (
            (ROLL, ROLL_BOTH) if self.cash(player) >= cost else (ROLL,)), cost=cost)
        if answer.act == Act.ROLL:
            yield from self.move(player, self.roll(player, "move"))
            return
        self.transfer(player.cash_account, JACKPOT, cost, Reason.GREEN_DIE_FEE)
        white = self.roll(player, "move")
        face = self.rules.faces[self.die(player, "green") - 1]
        self.say("green_rolled", player, face=face)
        order = yield from self.ask(player, Ask.DICE_ORDER, DICE_ORDERS, white=white, green=face)
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
            answer = yield from self.ask(player, Ask.BUY, BUY_OR_AUCTION, card=card.id,
                                         price=card.amount, value=card.value)
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
            answer = yield from self.ask(player, Ask.OPEN_AUCTION, opening, card=card.id,
                                         minimum=card.amount, value=card.value)
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
            answer = yield from self.ask(player, Ask.HIKE, choices, card=card.id, price=price)
            if answer.act == Act.HIKE:
                hike = self.find_card(player.kept, answer.arg)
                player.kept.remove(hike)
                self.decks["mail"].discard(hike)
                price += hike.value
                self.say("hiked", player, card=card.id, hike=hike.id, amount=hike.value)
        snipes = yield from self.snipes(player, card, price)
        if snipes and (yield from self.not_today(player, card, None, snipes=len(snipes),
                                                 cut=sum(s.amount for s in snipes), price=price)):
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
                answer = yield from self.ask(other, Ask.SNIPE, choices, card=card.id,
                                             seller=seller.index, price=left)
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
            for number, entrant in sorted(picks.items(), key=lambda kv: seats.index(kv[1])):
                double = stakes[entrant.index] * 2
                choices = (STAY, LEAVE) if self.cash(entrant) >= double else (LEAVE,)
                answer = yield from self.ask(entrant, Ask.LUCKY_DRAW_STAY, choices, stake=double,
                                             n=number, centre=self.ledger.balance(CENTRE))
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
        answer = yield from self.ask(player, Ask.REPAY, options, owed=owed, least=least)
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
