"""我愛發薪日, "郵件格" (mail): bills wait for Pay Day; insurance and price hikes are bought and kept,
or discarded. Each test quotes the rulebook (002_680db44b5c9b2b53.txt) in Chinese, with an
English rendering."""
from payday import Act, Ask

from tests.support.editions.payday_auction import cash, hand, new
from tests.support.games import answer


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


def test_an_insurance_with_no_bill_to_cancel_carries_over_unless_set_otherwise():
    """Insurance cancels "1張同類型的帳單卡"; the rulebook does not say what becomes of one with
    nothing to cancel: kept by default (`insurance_kept_until_used`), discarded if set False."""
    for kept in (True, False):
        game = new(months=2, insurance_kept_until_used=kept,
                   at={0: hand("pa.mail.ih01", "pa.mail.c02")}, land=(0, 31))
        assert ([c.id for c in game.players[0].kept] == ["pa.mail.ih01"]) is kept


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
