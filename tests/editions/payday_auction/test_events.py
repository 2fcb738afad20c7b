"""我愛發薪日, "事件格" (events): kept face up and played at any moment, on anyone's turn; payments
borrowed if short; price snipes (價格狙擊) and not today (今天不行). Each test quotes the rulebook in Chinese, with an English rendering."""
import pytest

from payday import Act, Ask, IllegalDecision, Option

from tests.support.editions.payday_auction import cash, hand, new, roll
from tests.support.games import acts, answer


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
    assert (game.pending.kind, game.pending.player, game.pending.info.price) == (Ask.SNIPE, 1, 450)
    answer(game, Act.SNIPE, "pa.ev.snipe07")
    assert (game.pending.player, game.pending.info.price) == (2, 150)
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
    assert game.pending.info.cut == 400
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


def test_a_player_may_snipe_twice_when_the_setting_allows():
    """"使用「價格狙擊」事件卡的玩家可以不只一位": one snipe per player per sale by default;
    `snipes_per_player=2` lets a holder of two play both."""
    game = new(snipes_per_player=2, land=(0, 5),
               at={0: hand("pa.deal.t09"),                     # resale 1,000
                   1: hand("pa.ev.snipe01", "pa.ev.snipe03")})
    answer(game, Act.SELL, "pa.deal.t09")
    answer(game, Act.SNIPE, "pa.ev.snipe01")
    assert (game.pending.kind, game.pending.player, game.pending.info.price) == (Ask.SNIPE, 1, 900)
    answer(game, Act.SNIPE, "pa.ev.snipe03")
    assert cash(game, 0) == 800 + 1000 - 100 - 150


def before_a_quiet_turn(at, **rules):
    """Ann has the turn on day 10, and the players hold the cards `at` gives them; her scripted
    1 takes her onto the one-card Mail square 11 (see `quiet_turn`)."""
    at = {seat: dict(fields) for seat, fields in at.items()}
    at.setdefault(0, {})["day"] = 10
    return new(at=at, rolls={"move/0": [1]}, decks={"mail": ["pa.mail.m01"]}, **rules)


def quiet_turn(game, i):
    """Player i draws one bill on a one-card Mail square, and nothing else happens."""
    roll(game, i)
    assert [c.id for c in game.players[i].bills] == ["pa.mail.m01"]   # the water bill, $40


def test_an_event_card_is_offered_to_its_holder_before_another_player_s_turn():
    """"玩家可在任何時刻(包括自家回合及其他玩家回合)使用" (at any moment, on their own turn or another
    player's): before Ben's turn, Ann, who holds a gain, is asked and plays it; Cy, who holds
    only a not-today (which answers a card, not a turn), is not asked."""
    game = before_a_quiet_turn({0: {"kept": ("pa.ev.gain03",)}, 2: {"kept": ("pa.ev.nt01",)}})
    quiet_turn(game, 0)                                  # Ann's turn ends; Ben's begins
    assert (game.pending.player, game.pending.kind) == (0, Ask.PLAY_EVENT)
    assert game.pending.info.turn_of == 1
    assert acts(game) >= {Act.PASS, Act.USE_CARD}
    before = game.cash(game.players[0])
    answer(game, Act.USE_CARD, "pa.ev.gain03")
    assert game.cash(game.players[0]) == before + 200
    # Nothing left to play: nobody else is asked (Cy's not-today answers a card, not a turn).
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)


def test_a_charge_can_be_aimed_at_the_player_about_to_roll():
    """An event "對其使用" (aimed at a player) may be played before that player's turn: the
    target pays, borrowing if short."""
    game = before_a_quiet_turn({2: {"kept": ("pa.ev.bank01",)}})   # a parking ticket of $100
    # Cy holds the card from the start, so he is asked before Ann's turn too: he keeps it.
    assert (game.pending.player, game.pending.kind) == (2, Ask.PLAY_EVENT)
    assert game.pending.info.turn_of == 0
    answer(game, Act.PASS)
    quiet_turn(game, 0)
    assert (game.pending.player, game.pending.kind) == (2, Ask.PLAY_EVENT)
    answer(game, Act.USE_CARD, "pa.ev.bank01")
    assert game.pending.kind is Ask.TARGET
    answer(game, Act.TARGET, 1)
    assert game.cash(game.players[1]) == 800 - 100
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)


def test_passing_keeps_the_card_for_later():
    game = before_a_quiet_turn({0: {"kept": ("pa.ev.gain03",)}})
    quiet_turn(game, 0)
    answer(game, Act.PASS)
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)
    assert [c.id for c in game.players[0].kept] == ["pa.ev.gain03"]


def test_rules_version_1_asked_only_with_the_holder_s_own_decisions():
    game = before_a_quiet_turn({0: {"kept": ("pa.ev.gain03",)}}, event_moments="asked")
    quiet_turn(game, 0)
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)
    with pytest.raises(ValueError):
        new(event_moments="always")
