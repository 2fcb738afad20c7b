"""我愛發薪日, "日光節約時間格" (daylight saving): everyone moves back one square, and START pays the
salary again. Each test quotes the rulebook in Chinese, with an
English rendering."""
from tests.support.editions.payday_auction import cash, new


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
