"""我愛發薪日, "交易格" and "買家格" (deals and buyers): a traditional deal bought or auctioned without
the active player, an auction card opened by the active player or at its minimum, a deal nobody
bids for under the deck, one deal sold at a buyer. Each test quotes the rulebook in Chinese, with an English rendering."""
import pytest

from payday import Act, Ask, IllegalDecision, Option

from tests.support.editions.payday_auction import cash, hand, new
from tests.support.games import answer


def test_a_traditional_deal_is_bought_at_its_price_borrowing_if_short():
    """傳統交易卡: "若行動玩家決定買入，根據卡牌上的買入價格支付對應金額給銀行 ... (若玩家金額不足，
    可向銀行進行貸款)" (buy at its price; a loan may cover it)."""
    game = new(decks={"deals": ["pa.deal.t17"]}, land=(0, 3))   # 1,000, resale 1,900
    answer(game, Act.BUY)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.info.short == 200
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
