"""我愛發薪日, "遊戲人數", "遊戲內容物" and "遊戲準備" (players, contents, setting up): 2 to 4 players, $800 each
and $1,000 in the jackpot, a face-down deal on the yard sale, a free deal each, 30 date
squares, the three decks; and what the rulebook leaves silent or was read again, each a setting
recorded with its reason. Each test quotes the rulebook in Chinese,
with an English rendering."""
import pytest

from payday.editions.payday_auction import DEAL_KINDS, RULES
from payday.engine.board import SquareKind as S
from payday.engine.cards import CardKind as K
from payday.engine.ledger import JACKPOT, Reason

from tests.support.editions.payday_auction import cash, new


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


def test_every_rule_the_rulebook_leaves_silent_is_a_recorded_setting():
    """"Where a rulebook is silent, choose ... write the choice down ... and make it a setting."""
    silent = {"green_faces", "green_bonus", "green_fee", "repay_basis", "repay_min_pct",
              "loan_rate_pct", "snipes_per_player", "insurance_kept_until_used",
              "last_payday_settles", "events_during_draw", "jackpot_on_six", "retired_join"}
    recorded = {c.setting: c.reason for c in RULES.choices}
    assert silent <= set(recorded) and all(len(r) > 40 for r in recorded.values())
    assert silent - {"retired_join"} <= RULES.overridable()


def test_the_changes_are_recorded_with_their_old_values_and_a_reason():
    assert RULES.version >= 2          # version 3 (later readings of the rulebook) came later
    assert {"note_unit": 1, "event_moments": "asked"}.items() <= RULES.settings_before(1).items()
    assert "note_unit" not in RULES.settings_before(2)
    reasons = {c.setting: c.reason for c in RULES.choices}
    assert "$10" in reasons["note_unit"] and "DOWN" in reasons["note_unit"]
    assert "其他玩家回合" in reasons["event_moments"]
    assert {"note_unit", "event_moments"} <= RULES.overridable()
