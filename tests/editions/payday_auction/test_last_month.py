"""我愛發薪日, "最後1個月到達發薪日格" (the last month's Pay Day): the player leaves the board and discards
every card. Each test quotes the rulebook in Chinese, with an
English rendering."""
from payday import Act, Ask

from tests.support.editions.payday_auction import cash, hand, new, roll
from tests.support.games import answer


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
