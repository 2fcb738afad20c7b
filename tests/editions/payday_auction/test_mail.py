"""我愛發薪日, "郵件格" (mail): bills wait for Pay Day; insurance and price hikes are bought and kept,
or discarded. Each test quotes the rulebook in Chinese, with an
English rendering."""
import payday
from payday import Act, Ask
from payday.engine.cards import CardKind

from tests.support.editions.payday_auction import cash, hand, new
from tests.support.games import answer, watched_games


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


def test_an_insurance_with_no_bill_to_cancel_is_not_kept_into_the_next_month():
    """"玩家可保留上個月未使用的漲價卡、事件卡及交易卡" (a player may keep last month's unused
    price hikes, event cards and deals): insurance is not among them. Ann's health insurance,
    with only a car bill at Pay Day, is discarded; her price hike, event card and deal stay."""
    game = new(months=2, at={0: hand("pa.mail.ih01", "pa.mail.c02", "pa.mail.up01",
                                     "pa.ev.gain01", "pa.deal.t01")}, land=(0, 31))
    ann = game.players[0]
    assert sorted(c.id for c in ann.kept) == ["pa.ev.gain01", "pa.mail.up01"]
    assert [c.id for c in ann.deals] == ["pa.deal.t01"]
    assert game.cards["pa.mail.ih01"] in game.decks["mail"].discards


def test_rules_version_2_kept_an_unused_insurance_for_the_next_pay_day():
    """`insurance_kept_until_used=True`, how games saved before rules version 3 were played."""
    assert payday.rules_of("payday-auction").settings_before(2)["insurance_kept_until_used"] is True
    game = new(months=2, insurance_kept_until_used=True,
               at={0: hand("pa.mail.ih01", "pa.mail.c02")}, land=(0, 31))
    assert [c.id for c in game.players[0].kept] == ["pa.mail.ih01"]


def test_in_random_games_no_insurance_outlives_its_pay_day():
    """Over random games: after each Pay Day a player holds no insurance (used or not)."""
    checked = 0
    months = {}

    def watch(game):
        nonlocal checked
        for player in game.players:
            key = (game.seed, player.index)
            if player.month != months.setdefault(key, player.month) and not player.retired:
                # Back from a Pay Day, and not yet moved since (a move needs a turn, watched).
                assert not any(c.kind is CardKind.INSURANCE for c in player.kept), player
                checked += 1
            months[key] = player.month

    watched_games("payday-auction", 30, watch, players=4, months=3)
    print(f"{checked} players checked just after their Pay Day")
    assert checked >= 30


def test_a_price_hike_bought_is_kept_and_one_refused_is_discarded():
    """漲價卡: "若玩家決定購買，須支付卡牌上所示費用至銀行，並將卡牌置於其面前桌上 ... 若玩家決定不
    購買 ... 丟置郵件棄牌堆上方" (a hike bought is paid for and kept; refused, discarded)."""
    game = new(decks={"mail": ["pa.mail.up05", "pa.mail.up01"]}, land=(0, 4))
    assert game.pending.kind is Ask.BUY and game.pending.info.value == 400
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
