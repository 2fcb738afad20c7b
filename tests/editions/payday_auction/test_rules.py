"""我愛發薪日 (payday-auction), rule by rule. Each test quotes the rulebook
(002_680db44b5c9b2b53.txt) in Chinese, with an English rendering."""
import json

import pytest

import payday
from payday import Act, Ask, IllegalDecision, Option
from payday.players.styles import make_bot
from payday.cli import main as cli
from payday.engine.board import SquareKind as S
from payday.engine.cards import CardKind as K
from payday.engine.ledger import CENTRE, JACKPOT, Reason
from payday.editions.payday_auction import DEAL_KINDS, RULES
from tests.support.games import answer, acts, begin, bots_game, play_checked

CARDS = {c.id: c for cards in RULES.decks.values() for c in cards}


def new(players=("Ann", "Ben", "Cy"), months=1, seed=1, *, at=None, land=None, decks=None,
        rolls=None, turn=0, yard_sale=None, **rules):
    """A game, started from a position when one is given: `at` maps a seat to its position's
    fields (see `hand`); `land=(seat, day)` has that player roll a 1 onto `day` (see
    `helpers.begin`). A player holds what the position says, so no free deal is dealt."""
    if at is None and land is None and decks is None and rolls is None and not turn \
            and yard_sale is None:
        return payday.new_game("payday-auction", list(players), months=months, seed=seed,
                               rules=rules or None)
    return begin("payday-auction", players, months=months, seed=seed, rules=rules or None,
                 players=at, land=land, decks=decks or {}, rolls=rolls or {}, turn=turn,
                 yard_sale=yard_sale)


def hand(*card_ids, **fields):
    """A player's position holding these cards: deals, bills, or kept cards as their kind says."""
    kinds = [CARDS[c].kind for c in card_ids]
    return {"deals": tuple(c for c, k in zip(card_ids, kinds) if k in DEAL_KINDS),
            "bills": tuple(c for c, k in zip(card_ids, kinds) if k is K.BILL),
            "kept": tuple(c for c, k in zip(card_ids, kinds) if k not in DEAL_KINDS and k is not K.BILL),
            **fields}


def roll(game, player, act=Act.ROLL):
    """`player`, whose turn it is, rolls (the rolls the position scripted for them)."""
    assert game.pending.kind is Ask.TURN and game.pending.player == player, game.pending
    answer(game, act)


def cash(game, i):
    return game.cash(game.players[i])


# ------------------------------------------------------------------ setting up

def test_two_to_four_players():
    """"遊戲人數 2~4人" (2 to 4 players)."""
    new(("A", "B")), new(("A", "B", "C", "D"))
    for names in (("A",), ("A", "B", "C", "D", "E")):
        with pytest.raises(ValueError):
            new(names)


def test_each_player_starts_with_800_and_the_jackpot_with_1000():
    """"每位玩家分別從銀行領取$800紙幣作為本錢"; "銀行行長從銀行拿取1張$1000紙幣，將其置於
    ...「累積獎金」格上方" (each player takes $800; the bank puts $1,000 on the Jackpot)."""
    game = new()
    assert [cash(game, i) for i in range(3)] == [800] * 3
    assert game.ledger.balance(JACKPOT) == 1000 == RULES.jackpot_start


def test_a_face_down_deal_lies_on_the_yard_sale_square():
    """"從交易卡牌堆上方抽取1張卡牌，不可先行察看，將其正面朝下置於遊戲圖板的「後園拍賣」格上方"
    (a deal is put face down on the Yard Sale square, unseen)."""
    game = new()
    assert game.yard_sale is not None and game.yard_sale.kind in DEAL_KINDS
    assert game.yard_sale not in list(game.decks["deals"])
    assert game.yard_sale in game.card_locations()
    assert len(game.card_locations()) == len(game.cards)


def test_each_player_takes_one_face_up_deal_for_free():
    """"每位玩家從交易卡牌堆上方抽取1張卡牌，正面朝上置於其面前桌上，無須支付任何費用"
    (each player draws one deal face up, paying nothing)."""
    game = new()
    assert [len(p.deals) for p in game.players] == [1, 1, 1]
    assert not [e for e in game.ledger if e.reason is Reason.DEAL_BOUGHT]


def test_the_board_has_30_date_squares_between_start_and_pay_day():
    """"遊戲圖板(1個，30個日期方格＋3個特殊方格)" (30 date squares and 3 special ones: START,
    Pay Day and the Jackpot corner, which is a pot, not a square)."""
    board = RULES.board
    assert len(board) == 32 and board[0].kind is S.START and board[31].kind is S.PAYDAY
    count = lambda kind: sum(1 for sq in board[1:31] if sq.kind is kind)
    assert (count(S.MAIL), count(S.EVENT), count(S.DEAL), count(S.BUYER)) == (9, 6, 5, 5)
    assert (count(S.LUCKY_DRAW), count(S.BIRTHDAY), count(S.YARD_SALE), count(S.CLOCK_CHANGE)) == (2, 1, 1, 1)
    assert {c.setting for c in RULES.choices} >= {"board", "green_faces", "decks", "repay_basis"}


def test_the_decks_hold_34_mail_31_events_and_35_deals():
    """"郵件卡(34張) 事件卡(31張) 交易卡(35張)" (34 mail, 31 event and 35 deal cards), with
    both kinds of deal: "傳統交易卡" and "拍賣交易卡"."""
    decks = RULES.decks
    assert (len(decks["mail"]), len(decks["events"]), len(decks["deals"])) == (34, 31, 35)
    assert {c.kind for c in decks["mail"]} == {K.BILL, K.INSURANCE, K.PRICE_HIKE}
    assert {c.kind for c in decks["deals"]} == {K.DEAL, K.AUCTION_DEAL}
    assert {K.SNIPE, K.NOT_TODAY} <= {c.kind for c in decks["events"]}


# ------------------------------------------------------------------ the turn

def test_the_white_die_alone_moves_the_token():
    """"A.僅投擲點數骰(白骰)：丟1顆骰子 玩家根據所擲白骰點數往前移動對應格數" (roll the white
    die alone and move that many squares)."""
    game = new(rolls={"move/0": [4]}, decks={"mail": ["pa.mail.m01", "pa.mail.m02"]})
    roll(game, 0)
    assert game.players[0].day == 4
    assert game.ledger.balance(JACKPOT) == 1000


def test_rolling_both_dice_costs_100_into_the_jackpot_and_the_player_picks_the_order():
    """"B.加投擲發薪骰(綠骰)：丟2顆骰子 玩家首先須支付$100，將其置於...「累積獎金」格上方 ...
    玩家可自行決定先執行白骰移動指令或是先執行綠骰對應指令" (pay $100 into the Jackpot, roll
    white and green, and choose which to resolve first)."""
    game = new(rolls={"move/0": [2], "green/0": [5]})          # day 2 is an event square; 5 = bonus
    roll(game, 0, Act.ROLL_BOTH)
    assert game.ledger.balance(JACKPOT) == 1100
    assert game.pending.kind is Ask.DICE_ORDER
    assert game.pending.info == {"white": 2, "green": "bonus"}
    answer(game, Act.WHITE_FIRST)
    assert game.players[0].day == 2 and len(game.players[0].kept) == 1
    assert cash(game, 0) == 800 - 100 + RULES.green_bonus


def test_green_first_resolves_the_green_face_before_the_move():
    """"先執行綠骰對應指令" (the green die's order first): with the event face, the event card is
    drawn before the token moves."""
    game = new(rolls={"move/0": [1], "green/0": [2]}, decks={"mail": ["pa.mail.m01"]})   # 2 = event
    roll(game, 0, Act.ROLL_BOTH)
    mark = len(game.events)
    answer(game, Act.GREEN_FIRST)
    story = [(e.key, e.data.get("deck")) for e in game.events[mark:] if e.player == 0]
    assert story.index(("drew", "events")) < story.index(("moved", None)) < story.index(("drew", "mail"))


def test_the_two_dice_cannot_be_rolled_without_100():
    """"玩家首先須支付$100" (the player must first pay $100): with less, only the white die is
    offered, and asking for both is refused; a loan makes both possible again."""
    game = new(at={1: {"cash": 50}}, turn=1)                   # Ben's turn, with $50
    assert game.pending.player == 1 and Act.ROLL_BOTH not in acts(game)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.ROLL_BOTH))
    answer(game, Act.BORROW, 1000)
    assert Act.ROLL_BOTH in acts(game)


def test_the_green_faces_are_a_setting():
    """The rulebook's list of green faces ends at a colon ("說明如下："), so the six faces are our
    design, recorded in `choices` and changeable."""
    assert RULES.faces == ("mail", "event", "deal", "buyer", "bonus", "jackpot")
    game = new(green_faces="jackpot,jackpot,jackpot,jackpot,jackpot,jackpot",
               rolls={"move/0": [4]}, decks={"mail": ["pa.mail.m01", "pa.mail.m02"]})
    roll(game, 0, Act.ROLL_BOTH)
    answer(game, Act.WHITE_FIRST)
    assert game.ledger.balance(JACKPOT) == 1000 + 100 + RULES.green_fee
    for bad in ("mail,event", "mail,event,deal,buyer,bonus,lottery"):
        with pytest.raises(ValueError):
            new(green_faces=bad)


def test_a_six_rolled_at_any_moment_takes_the_jackpot():
    """"任何時刻當玩家擲骰出現6點時，可立即取得...「累積獎金」格上方的所有金錢" (whoever rolls
    a 6 at any moment takes the Jackpot at once): here on the yard sale's roll."""
    game = new(rolls={"yard_sale/0": [6]}, land=(0, 21))
    assert game.ledger.balance(JACKPOT) == 0
    assert cash(game, 0) == 800 + 1000 - 600


# ------------------------------------------------------------------ mail

def test_mail_squares_draw_the_number_shown_and_bills_wait_for_pay_day():
    """"抽取等同格上顯示數字的對應張數卡牌"; 帳單 "將卡牌置於其面前桌上，當自家代表物到達發薪日
    格時，須支付" (draw as many cards as shown; bills are kept and paid at Pay Day)."""
    game = new(decks={"mail": ["pa.mail.h01", "pa.mail.c01", "pa.mail.m01"]},
               land=(0, 8))                                   # mail, 3 cards
    assert [b.id for b in game.players[0].bills] == ["pa.mail.h01", "pa.mail.c01", "pa.mail.m01"]
    assert cash(game, 0) == 800


def test_insurance_bought_is_kept_and_refused_is_discarded():
    """保險: "若玩家決定購買，須支付卡牌上所示費用至銀行，並將卡牌置於其面前桌上 ... 若玩家決定不
    購買，則須將此張卡牌正面朝上丟置郵件棄牌堆上方" (bought: paid and kept; refused: discarded)."""
    game = new(decks={"mail": ["pa.mail.ih01", "pa.mail.ic01"]}, land=(0, 4))   # mail, 2 cards
    assert game.pending.kind is Ask.INSURANCE
    answer(game, Act.BUY)
    answer(game, Act.PASS)
    assert [c.id for c in game.players[0].kept] == ["pa.mail.ih01"]
    assert cash(game, 0) == 800 - 150
    assert game.cards["pa.mail.ic01"] in game.decks["mail"].discards


def test_insurance_cancels_one_bill_of_its_type_at_pay_day():
    """"當玩家於發薪日支付帳單費用時，可以保險卡抵銷1張同類型的帳單卡" (at Pay Day an insurance
    cancels ONE bill of the same type): the largest health bill, not the second one."""
    game = new(at={0: hand("pa.mail.h02", "pa.mail.h06", "pa.mail.c02", "pa.mail.ih01")},
               land=(0, 31))
    assert cash(game, 0) == 800 + 800 - 100 - 100            # the $300 bill is covered
    assert [e.data["card"] for e in game.events if e.key == "bill_covered"] == ["pa.mail.h06"]
    assert not game.players[0].kept and not game.players[0].bills


def test_a_price_hike_bought_is_kept_and_one_refused_is_discarded():
    """漲價卡: "若玩家決定購買，須支付卡牌上所示費用至銀行，並將卡牌置於其面前桌上 ... 若玩家決定不
    購買 ... 丟置郵件棄牌堆上方" (a hike bought is paid for and kept; refused, discarded)."""
    game = new(decks={"mail": ["pa.mail.up05", "pa.mail.up01"]}, land=(0, 4))
    assert game.pending.kind is Ask.BUY and game.pending.info["value"] == 400
    answer(game, Act.BUY)
    answer(game, Act.PASS)
    assert [c.id for c in game.players[0].kept] == ["pa.mail.up05"]
    assert cash(game, 0) == 700
    assert game.cards["pa.mail.up01"] in game.decks["mail"].discards


def test_a_price_hike_adds_its_value_to_one_sale_and_is_then_discarded():
    """"可宣布使用漲價卡，並將其價值添加到交易的轉售價格上，每張交易卡只能使用1張漲價卡，使用後
    將其正面朝上丟置郵件棄牌堆上方" (a hike adds its value to the resale price; one per deal;
    then discarded)."""
    game = new(at={0: hand("pa.deal.t01", "pa.mail.up05", "pa.mail.up01")},   # resale 450; hikes 400, 200
               land=(0, 5))
    answer(game, Act.SELL, "pa.deal.t01")
    assert game.pending.kind is Ask.HIKE
    answer(game, Act.HIKE, "pa.mail.up05")
    assert game.pending.kind is Ask.TURN and game.pending.player == 1   # no second hike
    assert cash(game, 0) == 800 + 450 + 400
    assert [c.id for c in game.players[0].kept] == ["pa.mail.up01"]
    assert game.cards["pa.mail.up05"] in game.decks["mail"].discards


# ------------------------------------------------------------------ events

def test_an_event_is_kept_face_up_and_played_on_another_players_turn():
    """"玩家可從事件卡牌堆上方抽取1張卡牌，置於其面前桌上。玩家可在任何時刻(包括自家回合及其他玩家
    回合)使用，使用後將其正面朝上丟置事件棄牌堆上方" (events are kept and played at any moment,
    on anyone's turn, then discarded): Ben plays a gain while bidding in Ann's auction."""
    game = new(decks={"events": ["pa.ev.gain03"], "deals": ["pa.deal.t05"]},
               at={1: {"day": 2}}, rolls={"move/1": [1]}, land=(0, 2))
    assert [c.id for c in game.players[0].kept] == ["pa.ev.gain03"]
    # On Ben's turn, Ann is asked to bid in his auction and plays her event there.
    assert (game.pending.player, game.pending.kind) == (0, Ask.PLAY_EVENT)   # before his turn
    answer(game, Act.PASS)
    roll(game, 1)
    answer(game, Act.AUCTION)
    assert (game.pending.player, game.pending.kind) == (2, Ask.BID)
    answer(game, Act.PASS)
    assert (game.pending.player, game.pending.kind) == (0, Ask.BID)
    answer(game, Act.USE_CARD, "pa.ev.gain03")
    assert cash(game, 0) == 800 + 200
    assert (game.pending.player, game.pending.kind) == (0, Ask.BID)     # still her bid
    assert game.cards["pa.ev.gain03"] in game.decks["events"].discards


def test_a_payment_an_event_demands_is_borrowed_if_cash_is_short():
    """"若執行事件卡指示內容須支付金錢給銀行或其他玩家，但無足夠金額支付，則須向銀行進行貸款因應"
    (a payment an event demands is borrowed if cash is short)."""
    game = new(at={1: hand("pa.ev.bank03"),                      # a player of your choice pays $200
                   2: {"cash": 50}}, turn=1)
    answer(game, Act.USE_CARD, "pa.ev.bank03")
    assert game.pending.kind is Ask.TARGET
    answer(game, Act.TARGET, 2)
    assert game.debt(game.players[2]) == 1000
    assert cash(game, 2) == 50 + 1000 - 200


def test_not_today_cancels_one_event_played_against_you():
    """今天不行: "可取消另一位玩家對其使用的事件卡，每張「今天不行」事件卡只能取消1張事件卡"
    (cancels one event played against you; one card, one event): Cy cancels his share of a
    collection, Ann, without one, pays."""
    game = new(at={1: hand("pa.ev.each03"),                      # every other player pays $100
                   2: hand("pa.ev.nt01", "pa.ev.nt02")}, turn=1)
    answer(game, Act.USE_CARD, "pa.ev.each03")
    assert game.pending.kind is Ask.COUNTER and game.pending.player == 2
    answer(game, Act.COUNTER, "pa.ev.nt01")
    assert (cash(game, 0), cash(game, 1), cash(game, 2)) == (700, 900, 800)
    assert [c.id for c in game.players[2].kept] == ["pa.ev.nt02"]
    assert game.pending.player == 1 and Act.USE_CARD not in acts(game)


def test_several_players_snipe_one_sale_but_never_below_zero():
    """價格狙擊: "可降低轉售交易玩家的轉售價格。使用「價格狙擊」事件卡的玩家可以不只一位，但不能將
    交易卡價格降至$0以下" (snipes lower the resale price of a player who is selling; several
    may snipe; never below $0): four players, asked clockwise from the seller's left."""
    game = new(("Ann", "Ben", "Cy", "Dee"), land=(0, 5),
               at={0: hand("pa.deal.t01"),                     # resale 450
                   1: hand("pa.ev.snipe07"),                   # 300
                   2: hand("pa.ev.snipe05"),                   # 200
                   3: hand("pa.ev.snipe01")})                  # 100
    answer(game, Act.SELL, "pa.deal.t01")
    assert (game.pending.kind, game.pending.player, game.pending.info["price"]) == (Ask.SNIPE, 1, 450)
    answer(game, Act.SNIPE, "pa.ev.snipe07")
    assert (game.pending.player, game.pending.info["price"]) == (2, 150)
    answer(game, Act.SNIPE, "pa.ev.snipe05")
    # Nothing is left to cut: Dee is not asked, and the sale pays $0.
    assert game.pending.kind is Ask.TURN and game.pending.player == 1
    assert cash(game, 0) == 800
    assert [e.data["amount"] for e in game.events if e.key == "sold"] == [0]
    assert [c.id for c in game.players[3].kept] == ["pa.ev.snipe01"]


def test_not_today_cancels_all_the_snipes_on_your_sale_at_once():
    """"若有多位玩家使用「價格狙擊」事件卡對轉售交易玩家進行攻擊，該轉售交易玩家可使用此卡來取消
    全部的「價格狙擊」" (a seller sniped by several players cancels every snipe with one not-today)."""
    game = new(("Ann", "Ben", "Cy", "Dee"), land=(0, 5),
               at={0: hand("pa.deal.t01", "pa.ev.nt01"), 1: hand("pa.ev.snipe07"),
                   2: hand("pa.ev.snipe01"), 3: hand("pa.ev.snipe03")})
    answer(game, Act.SELL, "pa.deal.t01")
    answer(game, Act.SNIPE, "pa.ev.snipe07")
    answer(game, Act.SNIPE, "pa.ev.snipe01")
    assert game.pending.player == 3
    answer(game, Act.PASS)
    assert (game.pending.kind, game.pending.player) == (Ask.COUNTER, 0)
    assert game.pending.info["cut"] == 400
    answer(game, Act.COUNTER, "pa.ev.nt01")
    assert cash(game, 0) == 800 + 450
    discards = game.decks["events"].discards
    assert {"pa.ev.snipe07", "pa.ev.snipe01", "pa.ev.nt01"} <= {c.id for c in discards}
    assert [c.id for c in game.players[3].kept] == ["pa.ev.snipe03"]


def test_snipe_and_not_today_cards_are_not_free_actions():
    """A snipe is played on a sale ("降低轉售交易玩家的轉售價格"), a not-today against an event:
    neither can be played on its own, and trying is refused."""
    game = new(at={1: hand("pa.ev.snipe01", "pa.ev.nt01", "pa.ev.gain01")}, turn=1)
    assert {o.arg for o in game.pending.options if o.act is Act.USE_CARD} == {"pa.ev.gain01"}
    for card in ("pa.ev.snipe01", "pa.ev.nt01"):
        with pytest.raises(IllegalDecision):
            game.decide(Option(Act.USE_CARD, card))
    assert len(game.players[1].kept) == 3


# ------------------------------------------------------------------ deals and auctions

def test_a_traditional_deal_is_bought_at_its_price_borrowing_if_short():
    """傳統交易卡: "若行動玩家決定買入，根據卡牌上的買入價格支付對應金額給銀行 ... (若玩家金額不足，
    可向銀行進行貸款)" (buy at its price; a loan may cover it)."""
    game = new(decks={"deals": ["pa.deal.t17"]}, land=(0, 3))   # 1,000, resale 1,900
    answer(game, Act.BUY)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.info["short"] == 200
    answer(game, Act.BORROW, 1000)
    assert "pa.deal.t17" in [c.id for c in game.players[0].deals]
    assert (cash(game, 0), game.debt(game.players[0])) == (800, 1000)


def test_a_traditional_deal_not_bought_is_auctioned_without_the_active_player():
    """"若行動玩家決定不買入，須宣布卡牌上的買入價格進行拍賣。由行動玩家左邊的玩家開始出價，依順時針
    方向 ... 但行動玩家不可參與出價"; "出價金額至少須較前次出價金額增加$10。若玩家放棄出價，將無法再
    參與此次拍賣" (auctioned at its price from the left, clockwise, without the active player;
    each bid $10 more; a passer is out)."""
    game = new(("Ann", "Ben", "Cy", "Dee"), decks={"deals": ["pa.deal.t05"]}, land=(0, 3))   # 350
    answer(game, Act.AUCTION)
    asked = []
    assert game.pending.find(Act.BID).low == 350
    asked.append(game.pending.player)
    answer(game, Act.BID, 350)          # Ben
    asked.append(game.pending.player)                                       # Cy
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.BID, 355))                                   # less than $10 more
    answer(game, Act.BID, 360)
    asked.append(game.pending.player)
    answer(game, Act.PASS)              # Dee: out
    asked.append(game.pending.player)
    answer(game, Act.BID, 400)          # Ben
    asked.append(game.pending.player)
    answer(game, Act.PASS)              # Cy: out
    assert asked == [1, 2, 3, 1, 2]
    assert [c.id for c in game.players[1].deals][-1] == "pa.deal.t05"
    assert cash(game, 1) == 400 and cash(game, 0) == 800
    assert game.pending.kind is Ask.TURN and game.pending.player == 1


def test_an_auction_card_opened_by_the_active_player_goes_round_the_table():
    """拍賣交易卡: "若行動玩家願意出價，可宣布其願意的出價價格，此價格須不低於卡牌上所標示的最低出價
    價格。接著，由行動玩家左邊的玩家開始，依順時針方向，各玩家輪流決定是否願意出價" (the active player
    may open at or above the minimum; then the others bid clockwise from the left)."""
    game = new(decks={"deals": ["pa.deal.a01"]}, land=(0, 3))   # minimum 100, resale 500
    assert game.pending.kind is Ask.OPEN_AUCTION and game.pending.find(Act.BID).low == 100
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.BID, 90))
    answer(game, Act.BID, 150)
    assert game.pending.player == 1 and game.pending.find(Act.BID).low == 160
    answer(game, Act.BID, 200)
    answer(game, Act.PASS)                                     # Cy
    assert game.pending.player == 0                            # Ann is still in
    answer(game, Act.BID, 250)
    answer(game, Act.PASS)                                     # Ben
    assert "pa.deal.a01" in [c.id for c in game.players[0].deals]
    assert cash(game, 0) == 550


def test_an_auction_card_announced_at_its_minimum_is_bid_for_by_the_others():
    """"若行動玩家不願意出價，須宣布卡牌上所標示的最低出價價格。接著，由行動玩家左邊的玩家開始出價"
    (if the active player will not bid, they announce the minimum and the others bid)."""
    game = new(decks={"deals": ["pa.deal.a04"]}, land=(0, 3))   # minimum 200
    answer(game, Act.PASS)
    assert game.pending.player == 1 and game.pending.find(Act.BID).low == 200
    answer(game, Act.PASS)
    answer(game, Act.BID, 200)                                 # Cy
    assert "pa.deal.a04" in [c.id for c in game.players[2].deals]
    assert cash(game, 2) == 600


def test_a_deal_nobody_bids_for_goes_under_the_deck():
    """"若從宣布進行拍賣開始，皆無任何玩家願意出價 ... 將此流標的交易卡正面朝下，放回至交易卡牌堆下方"
    (with no bid at all, the card goes face down under the deal deck)."""
    game = new(decks={"deals": ["pa.deal.t05"]}, land=(0, 3))
    answer(game, Act.AUCTION)
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    assert game.decks["deals"].draw_pile[-1].id == "pa.deal.t05"


def test_at_a_buyer_one_deal_is_sold_to_the_bank_at_its_resale_price():
    """買家格: "玩家可從其面前桌上挑選1張交易卡，根據卡牌上所標示的轉售價格，從銀行拿取對應金額。之後，
    將該張卡牌正面朝上丟置交易棄牌堆上方" (sell one held deal at its resale price; discard it)."""
    game = new(at={0: hand("pa.deal.t09", "pa.deal.t01")}, land=(0, 12))   # resale 1,000 and 450
    assert {o.arg for o in game.pending.options if o.act is Act.SELL} >= {"pa.deal.t09", "pa.deal.t01"}
    answer(game, Act.SELL, "pa.deal.t09")
    assert cash(game, 0) == 1800
    assert "pa.deal.t01" in [c.id for c in game.players[0].deals]
    assert game.cards["pa.deal.t09"] in game.decks["deals"].discards


# ------------------------------------------------------------------ the lucky draw

def lucky(rolls, at=None, **rules):
    """Ann rolls a 1 onto the lucky draw on day 6, whose rolls are `rolls`."""
    return new(at=at, rolls={"lucky_draw/0": rolls}, land=(0, 6), **rules)


def test_a_lucky_draw_whose_stakes_double_until_a_number_comes_up():
    """幸運大抽獎: "每位想參與 ... 的玩家須投入$100 ... 從行動玩家開始，每位參與玩家輪流挑選1~6的其中
    1個數字，且不能重複 ... 選擇繼續參與的玩家投入的金額須為其上次投入金額的兩倍 ... 並繼續沿用原先
    挑選數字 ... 挑選該數字玩家將取得遊戲圖板中央的所有金錢" (join for $100 with distinct numbers,
    from the active player; after a miss, stay by doubling the last stake, keeping the number;
    the holder of the number rolled takes the centre)."""
    game = lucky([5, 4, 2])
    assert game.ledger.balance(CENTRE) == 1000
    answer(game, Act.JOIN, 1)
    assert game.pending.player == 1 and game.pending.find(Act.JOIN, 1) is None
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.JOIN, 1))                       # a number already taken
    answer(game, Act.JOIN, 2)
    answer(game, Act.JOIN, 3)
    # A 5: nobody's. Each decides in turn, from Ann.
    assert (game.pending.kind, game.pending.player, game.pending.info["stake"]) == (Ask.LUCKY_DRAW_STAY, 0, 200)
    answer(game, Act.STAY)
    answer(game, Act.STAY)
    answer(game, Act.LEAVE)                                    # Cy
    # A 4: nobody's again; stakes double again.
    assert game.pending.info["stake"] == 400
    answer(game, Act.LEAVE)                                    # Ann
    assert game.pending.player == 1 and game.pending.info == {"stake": 400, "n": 2, "centre": 1700}
    answer(game, Act.STAY)
    # A 2: Ben's number.
    assert game.ledger.balance(CENTRE) == 0
    assert cash(game, 1) == 800 - 100 - 200 - 400 + 2100
    assert (cash(game, 0), cash(game, 2)) == (500, 700)


def test_a_lucky_draw_everyone_leaves_returns_the_centre_to_the_bank():
    """"直到擲骰所示點數出現參與玩家所挑選的數字，或是所有玩家皆退出為止。若最後無任何玩家中獎，須將
    置於遊戲圖板中央的所有金錢放回至銀行" (when everyone has left, the centre returns to the bank)."""
    game = lucky([5])
    answer(game, Act.JOIN, 3)
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    answer(game, Act.LEAVE)
    assert game.ledger.balance(CENTRE) == 0 and cash(game, 0) == 700
    assert [e.data["amount"] for e in game.events if e.key == "lucky_draw_void"] == [1100]


def test_nobody_may_borrow_to_take_part_in_the_lucky_draw():
    """"(玩家不可透過貸款參與抽獎)" (nobody may borrow to take part): no loan is offered during the
    draw, one asked for is refused, and a player who cannot double may only leave."""
    game = lucky([5], at={1: {"cash": 150}})
    assert Act.BORROW not in acts(game)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.BORROW, 1000))
    answer(game, Act.JOIN, 1)
    answer(game, Act.JOIN, 2)                                  # Ben, with $150
    answer(game, Act.PASS)
    answer(game, Act.STAY)                                     # Ann
    assert game.pending.player == 1 and acts(game) == {Act.LEAVE}
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.STAY))
    answer(game, Act.LEAVE)
    assert Act.BORROW not in acts(game)


# ------------------------------------------------------------------ other squares

def test_happy_birthday_takes_100_from_every_other_player():
    """生日快樂格: "其他每位玩家須支付行動玩家$100作為生日禮物" (every other player gives $100),
    borrowing if short."""
    game = new(at={2: {"cash": 0}}, land=(0, 10))
    assert (cash(game, 0), cash(game, 1), cash(game, 2)) == (1000, 700, 900)
    assert game.debt(game.players[2]) == 1000


def test_yard_sale_costs_100_times_a_roll_for_the_face_down_deal_which_is_replaced():
    """後園拍賣格: "玩家首先丟擲骰子，並支付「所擲骰子點數×$100」金額至銀行。接著，將格上放置的交易卡
    取回 ... 再從交易卡牌堆上方抽取1張卡牌 ... 將其正面朝下置於遊戲圖板的此格上方" (roll, pay $100
    times the roll, take the face-down deal, put a new one face down)."""
    game = new(yard_sale="pa.deal.t10", decks={"deals": ["pa.deal.t20"]},
               rolls={"yard_sale/0": [3]}, land=(0, 21))
    hidden = game.cards["pa.deal.t10"]
    assert cash(game, 0) == 500 and hidden in game.players[0].deals
    assert game.yard_sale.id == "pa.deal.t20"


def test_daylight_saving_moves_everyone_back_and_start_pays_the_salary_again():
    """日光節約時間格: "所有玩家(包括行動玩家)皆須將...自家代表物後退1格。之後，從行動玩家開始，依順時針
    方向，各玩家輪流依序執行方格內規定事項 若有玩家因此停留在「開始」格，可再次從銀行取得$800的月薪"
    (everyone moves back a square, then each follows it from the active player clockwise; one who
    lands on START collects the $800 salary again)."""
    game = new(at={1: {"day": 2},                              # back to 1: mail, 1 card
                   2: {"day": 1}},                             # back to START
               decks={"mail": ["pa.mail.m01", "pa.mail.m02", "pa.mail.m03"]},
               land=(0, 26))                                   # back to 25: mail, 2 cards
    assert [p.day for p in game.players] == [25, 1, 0]
    assert [e.player for e in game.events if e.key == "drew"] == [0, 0, 1]
    assert cash(game, 2) == 1600


# ------------------------------------------------------------------ loans and Pay Day

def test_loans_come_in_1000_units_at_any_time():
    """"玩家可隨時貸款以支付所須費用(幸運大抽獎除外)。玩家每次貸款的金額以$1000為單位" (loans of
    $1,000 at any time, except in the lucky draw)."""
    game = new()
    assert game.pending.find(Act.BORROW).arg == 1000
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    assert (cash(game, 0), game.debt(game.players[0])) == (2800, 2000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.BORROW, 500))


def test_pay_day_salary_interest_and_a_minimum_repayment_of_10_percent():
    """發薪日: "A.從銀行領取$800月薪 ... C.若玩家有貸款，須支付10%的全部貸款利息 D.償還部分或全部
    貸款金額(最低償還金額為貸款總額的10%)"; "如：甲玩家先前的所剩貸款金額為$3000，在發薪日時進行本金
    還款$300($3000×10%)及支付利息$300 ... 最新的所剩貸款金額為$2700" (salary, 10% interest, repay
    at least 10%: $3,000 owed becomes $2,700)."""
    game = new(at={0: {"cash": 3800, "loans": 3000}}, land=(0, 31))   # $3,000 borrowed
    assert game.pending.kind is Ask.REPAY
    repay = game.pending.find(Act.REPAY)
    assert (repay.low, repay.high) == (300, 3000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 299))
    answer(game, Act.REPAY, 300)
    assert game.debt(game.players[0]) == 2700
    assert cash(game, 0) == 800 + 3000 + 800 - 300 - 300
    assert [p.day for p in game.players][0] == 31 and game.players[0].retired   # one-month game


def test_interest_that_needs_a_new_loan_is_paid_on_that_loan_too():
    """"若玩家金額不足，須再進行額外貸款，並支付連同新貸款的10%利息" (if the interest needs a new
    loan, the interest on the new loan is paid too)."""
    game = new(months=2, land=(0, 31),                          # bills: 300 + 400 + 100
               at={0: hand("pa.mail.h06", "pa.mail.c06", "pa.mail.m04", cash=0, loans=1000)})
    interest = [e.amount for e in game.ledger if e.reason is Reason.LOAN_INTEREST]
    assert interest == [100, 100]
    assert game.debt(game.players[0]) == 2000 and cash(game, 0) == 800
    assert game.pending.find(Act.REPAY).low == 200


def test_the_minimum_repayment_basis_is_a_setting():
    """LESSONS: "Document which rule the engine uses": 10% of the current balance (the rulebook's
    example) by default, or 10% of what was borrowed with `repay_basis="principal"`."""
    for basis, least in (("balance", 270), ("principal", 300)):
        # $3,000 borrowed since the debt was last cleared, $300 of it repaid.
        game = new(repay_basis=basis, land=(0, 31),
                   at={0: {"cash": 3500, "loans": 2700, "borrowed": 3000}})
        assert game.pending.find(Act.REPAY).low == least, basis
    assert "repay_basis" in {c.setting for c in RULES.choices}


def test_every_player_stops_at_pay_day_and_goes_back_to_start():
    """"當玩家到達發薪日格時，無論是經過或停駐，皆須停留在發薪日格上 ... E.將自家代表物移至「開始」
    格" (passing or landing, stop at Pay Day; then back to START); unused cards carry over."""
    game = new(months=2, at={0: hand("pa.ev.gain01", "pa.mail.up01", "pa.deal.t01", day=28)},
               rolls={"move/0": [5]})
    roll(game, 0)
    assert game.players[0].day == 0 and game.players[0].month == 2
    assert [e.data for e in game.events if e.key == "payday"] == [{"month": 1}]
    assert {c.id for c in game.players[0].kept} == {"pa.ev.gain01", "pa.mail.up01"}
    assert "pa.deal.t01" in [c.id for c in game.players[0].deals]


def test_in_the_last_month_the_player_retires_and_discards_every_card():
    """"當玩家到達發薪日格是最後一個月時，須改為進行以下行動：A.從遊戲圖板上取出自家代表物 B.將所有
    剩下的卡牌正面朝上丟置對應棄牌堆上方 C.等待其他玩家完成遊戲" (in the last month: remove the
    token, discard every card, wait); we settle the month first (`last_payday_settles`)."""
    # Ben and Cy then roll a 1 and a 5 from day 1 onto the event squares 2 and 7.
    game = new(at={0: hand("pa.ev.gain01", "pa.mail.up01", "pa.deal.t01", "pa.mail.h02"),
                   1: {"day": 1}, 2: {"day": 1}},
               rolls={"move/1": [1, 5], "move/2": [1, 5]}, land=(0, 31))
    ann = game.players[0]
    assert ann.retired and not list(ann.cards())
    assert cash(game, 0) == 800 + 800 - 100
    assert game.cards["pa.deal.t01"] in game.decks["deals"].discards
    assert game.cards["pa.ev.gain01"] in game.decks["events"].discards
    for _ in range(4):                                          # Ann is never asked again
        while game.pending.kind is Ask.PLAY_EVENT:              # the others' events, kept
            assert game.pending.player != 0
            answer(game, Act.PASS)
        assert game.pending.player != 0
        roll(game, game.pending.player)


def test_the_literal_last_pay_day_pays_no_salary_and_no_bills():
    """"須改為進行以下行動" read literally (`last_payday_settles=False`): no salary, bills discarded."""
    game = new(last_payday_settles=False, at={0: hand("pa.mail.h02")}, land=(0, 31))
    assert cash(game, 0) == 800 and game.players[0].retired


def test_the_richest_player_wins_counting_money_less_loans():
    """"玩家們分別計算自家最後獲得的累積資金，擁有資金金額最多者，即為遊戲贏家" (the most money wins);
    loans still owed are subtracted (our reading, in `choices`)."""
    game, bots = bots_game("payday-auction", 5, players=3, months=2,
                           styles=("borrower", "saver", "deal_hunter"))
    play_checked(game, bots)
    worths = {p.index: game.cash(p) - game.debt(p) for p in game.players}
    assert [w for _, w in game.standings()] == sorted(worths.values(), reverse=True)
    assert game.winner() == max(worths, key=lambda i: (worths[i], -i))


# ------------------------------------------------------------------ the whole game

def test_a_saved_game_replays_to_the_same_state():
    game, bots = bots_game("payday-auction", 11, players=4, months=2,
                           styles=("random", "borrower", "deal_hunter", "cautious"))
    play_checked(game, bots)
    again = payday.load_game(game.to_json())
    assert again.events == game.events and again.ledger.balances == game.ledger.balances


def test_payday_simulate_accepts_the_edition(capsys):
    assert cli(["simulate", "--variant", "payday-auction", "--games", "5", "--months", "2",
                "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["variant"], report["games"], len(report["results"])) == ("payday-auction", 5, 5)
    assert all(len(r["players"]) == 4 for r in report["results"])


# ------------------------------------------------------------------ computer players

def bot_answers(seeds, styles=("saver", "borrower", "deal_hunter", "cautious")):
    """Play seeded games and yield (game, decision, player, answer) for every bot answer,
    at the moment it is given."""
    for seed in seeds:
        game, bots = bots_game("payday-auction", seed, players=4, months=4, styles=styles)
        while game.pending is not None:
            decision = game.pending
            choice = bots[decision.player].choose(game, decision)
            yield game, decision, game.players[decision.player], choice
            game.decide(choice)


def test_computer_players_bid_no_more_than_a_deal_is_worth():
    """Bots bid sensibly: never above the resale price less their margin, never on a deal they
    could not sell before the last Pay Day, and they do bid."""
    bids = 0
    for game, decision, player, choice in bot_answers(range(12)):
        if decision.kind in (Ask.BID, Ask.OPEN_AUCTION) and choice.act is Act.BID:
            card = game.cards[decision.info["card"]]
            bot = make_bot(player.bot)
            assert choice.arg <= card.value * (100 - bot.min_margin_pct) // 100
            assert player.month < game.months or player.day < RULES.payday // 2
            bids += 1
    assert bids > 20


def test_computer_players_snipe_rivals_and_counter_only_blows_worth_a_card():
    """Bots snipe only a seller who is not behind them and holds no not-today (events lie face
    up), and spend a not-today only on a cut or charge of $100 or more."""
    snipes = passes = counters = 0
    for game, decision, player, choice in bot_answers(range(40)):
        if decision.kind is Ask.SNIPE:
            seller = game.players[decision.info["seller"]]
            if choice.act is Act.SNIPE:
                snipes += 1
                assert not any(c.kind is K.NOT_TODAY for c in seller.kept)
                assert game.net_worth(seller) >= game.net_worth(player)
            else:
                passes += 1
        if decision.kind is Ask.COUNTER and choice.act is Act.COUNTER:
            counters += 1
            assert decision.info.get("cut", decision.info.get("amount")) >= 100
    assert snipes and passes and counters


# ------------------------------------------------------------------ the settings of silent rules

def test_every_rule_the_rulebook_leaves_silent_is_a_recorded_setting():
    """"Where a rulebook is silent, choose ... write the choice down ... and make it a setting."""
    silent = {"green_faces", "green_bonus", "green_fee", "repay_basis", "repay_min_pct",
              "loan_rate_pct", "snipes_per_player", "insurance_kept_until_used",
              "last_payday_settles", "events_during_draw", "jackpot_on_six", "retired_join"}
    recorded = {c.setting: c.reason for c in RULES.choices}
    assert silent <= set(recorded) and all(len(r) > 40 for r in recorded.values())
    assert silent - {"retired_join"} <= RULES.overridable()


def test_an_insurance_with_no_bill_to_cancel_carries_over_unless_set_otherwise():
    """Insurance cancels "1張同類型的帳單卡"; the rulebook does not say what becomes of one with
    nothing to cancel: kept by default (`insurance_kept_until_used`), discarded if set False."""
    for kept in (True, False):
        game = new(months=2, insurance_kept_until_used=kept,
                   at={0: hand("pa.mail.ih01", "pa.mail.c02")}, land=(0, 31))
        assert ([c.id for c in game.players[0].kept] == ["pa.mail.ih01"]) is kept


def test_a_player_may_snipe_twice_when_the_setting_allows():
    """"使用「價格狙擊」事件卡的玩家可以不只一位": one snipe per player per sale by default;
    `snipes_per_player=2` lets a holder of two play both."""
    game = new(snipes_per_player=2, land=(0, 5),
               at={0: hand("pa.deal.t09"),                     # resale 1,000
                   1: hand("pa.ev.snipe01", "pa.ev.snipe03")})
    answer(game, Act.SELL, "pa.deal.t09")
    answer(game, Act.SNIPE, "pa.ev.snipe01")
    assert (game.pending.kind, game.pending.player, game.pending.info["price"]) == (Ask.SNIPE, 1, 900)
    answer(game, Act.SNIPE, "pa.ev.snipe03")
    assert cash(game, 0) == 800 + 1000 - 100 - 150


def test_events_during_the_draw_are_a_setting_but_loans_never_are():
    """Events are played "在任何時刻", loans never "透過貸款參與抽獎": with
    `events_during_draw=True` a gain card may be played in the draw, still with no loan."""
    game = lucky([2], at={0: hand("pa.ev.gain01")}, events_during_draw=True)
    assert acts(game) >= {Act.USE_CARD} and Act.BORROW not in acts(game)
    answer(game, Act.USE_CARD, "pa.ev.gain01")
    assert cash(game, 0) == 900 and game.pending.kind is Ask.LOTTERY
