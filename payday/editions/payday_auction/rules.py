"""The rules of 我愛發薪日, the auction edition, as data.

The rulebook gives no board, no green-die faces and no deck contents: they are the project's
own, documented here and in `RULES.choices`. `AuctionRules` adds this edition's settings to
`Rules` (with the rounding of sums to the game's notes, `note_unit`), and `RULES` holds them,
with the reason for each choice. How the game is played is in `game.py`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from payday.engine.board import SquareKind as S, make_board
from payday.engine.cards import CardKind as K, numbered_cards
from payday.engine.features import Feature
from payday.engine.rules import Rules, Unit as U, changes_field, choices_field, declare, frozen_decks


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
EVENT_MOMENTS: Final = ("turn", "asked")       # see `AuctionRules.event_moments`


# What the edition has (see `Rules.features`). DEALS_LOST_AT_END: "將所有剩下的卡牌...丟置":
# deals still held at the last Pay Day are lost.
FEATURES: Final = frozenset({
    Feature.INSURANCE, Feature.LUCKY_DRAW, Feature.AUCTIONS, Feature.KEPT_EVENTS,
    Feature.GREEN_DIE, Feature.YARD_SALE, Feature.PAYDAY_LOANS, Feature.DEALS_LOST_AT_END})


# A setting's unit and range (`declare`); the reason for each choice the rulebook leaves open
# is in `RULES.choices`.
FLAG = declare(U.FLAG)


@dataclass(frozen=True)
class AuctionRules(Rules):
    # "首先須支付$100，將其置於...「累積獎金」格上方"
    green_cost: int = field(default=100, metadata=declare(U.MONEY, 0, 400, step=10))
    green_faces: str = field(default="mail,event,deal,buyer,bonus,jackpot", metadata=declare(U.FACES))
    green_bonus: int = field(default=200, metadata=declare(U.MONEY, 0, 800, step=10))
    green_fee: int = field(default=100, metadata=declare(U.MONEY, 0, 400, step=10))
    # "出價金額至少須較前次出價金額增加$10"
    auction_step: int = field(default=10, metadata=declare(U.MONEY, 1, 40))
    # "銀行行長從銀行拿取1張$1000紙幣"
    lucky_draw_prize: int = field(default=1000, metadata=declare(U.MONEY, 0, 4000, step=10))
    # "須投入$100"
    lucky_draw_stake: int = field(default=100, metadata=declare(U.MONEY, 0, 400, step=10))
    # "所擲骰子點數×$100"
    yard_sale_per_pip: int = field(default=100, metadata=declare(U.MONEY, 0, 400, step=10))
    # "最低償還金額為貸款總額的10%"
    repay_min_pct: int = field(default=10, metadata=declare(U.PERCENT, 0, 30))
    # "balance" (the rulebook's example) or "principal"
    repay_basis: str = field(default="balance", metadata=declare(U.CHOICE, choices=("balance", "principal")))
    snipes_per_player: int = field(default=1, metadata=declare(U.COUNT, 0, 10))
    # An insurance with no bill to cancel at Pay Day is kept for the next (True, rules
    # version 2); by default it is discarded, since the cards kept are listed without it.
    insurance_kept_until_used: bool = field(default=False, metadata=FLAG)
    last_payday_settles: bool = field(default=True, metadata=FLAG)
    # Event cards may be played during the lucky draw; loans are not (False, rules version 2:
    # every free action waited until the draw was over).
    events_during_draw: bool = field(default=True, metadata=FLAG)
    # The smallest note: interest and repayments are multiples of it (1, rules version 1).
    note_unit: int = field(default=10, metadata=declare(U.MONEY, 1, 40))
    # When other players are offered their event cards: "turn" (before every player's turn)
    # or "asked" (only with a decision of their own, rules version 1).
    event_moments: str = field(default="turn", metadata=declare(U.CHOICE, choices=EVENT_MOMENTS))

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
        ("insurance_kept_until_used", "An insurance cancels one bill (the largest of its type) at Pay Day and is then discarded. One with nothing to cancel is discarded too: the cards a player keeps into the next month are listed, '玩家可保留上個月未使用的漲價卡、事件卡及交易卡', and insurance is not among them (True: it stays in hand for the next Pay Day, as before)."),
        ("last_payday_settles", "The last Pay Day says to remove the token and discard the cards 'instead' (改為); read literally, that month's salary and bills would vanish, so we settle the month first (set False for the literal reading). A green face still to be resolved after it is lost: the token has left the board."),
        ("events_during_draw", "'玩家可在任何時刻(包括自家回合及其他玩家回合)使用': event cards may be played at any moment, the lucky draw included; the exception '(幸運大抽獎除外)' is attached to borrowing only ('玩家可隨時貸款以支付所須費用(幸運大抽獎除外)'), so during the draw events are offered and loans are not. A loan an event forces on a player during the draw pays that event, and what is left of it is not staked ('玩家不可透過貸款參與抽獎'). (False: every free action waits until the draw is over, as before.)"),
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
        (3, "events_during_draw", False,
         "'玩家可在任何時刻...使用': the exception '(幸運大抽獎除外)' is borrowing's, not the events'"),
        (3, "insurance_kept_until_used", True,
         "'玩家可保留上個月未使用的漲價卡、事件卡及交易卡': insurance is not among the cards kept"),
    ),
)
