"""我愛發薪日, "幸運大抽獎格" (the lucky draw): stakes that double until a number comes up, the centre
back to the bank when everyone leaves, and no loan to take part. Each test quotes the rulebook in Chinese, with an English rendering."""
import pytest

import payday
from payday import Act, Ask, IllegalDecision, Option
from payday.engine.ledger import CENTRE
from payday.engine.decisions import LuckyDrawStay

from tests.support.editions.payday_auction import cash, hand, new
from tests.support.games import acts, answer, watched_games


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
    assert (game.pending.kind, game.pending.player, game.pending.info.stake) == (Ask.LUCKY_DRAW_STAY, 0, 200)
    answer(game, Act.STAY)
    answer(game, Act.STAY)
    answer(game, Act.LEAVE)                                    # Cy
    # A 4: nobody's again; stakes double again.
    assert game.pending.info.stake == 400
    answer(game, Act.LEAVE)                                    # Ann
    assert game.pending.player == 1 and game.pending.info == LuckyDrawStay(400, 2, 1700)
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


def test_event_cards_may_be_played_during_the_draw_but_no_loan_may_be_taken():
    """"玩家可在任何時刻(包括自家回合及其他玩家回合)使用": event cards are played at any
    moment, the lucky draw included; the exception "(幸運大抽獎除外)" belongs to borrowing
    ("玩家可隨時貸款以支付所須費用(幸運大抽獎除外)"). Ann plays a gain card while picking her
    number; no loan is offered."""
    game = lucky([2], at={0: hand("pa.ev.gain01")})
    assert acts(game) >= {Act.USE_CARD} and Act.BORROW not in acts(game)
    answer(game, Act.USE_CARD, "pa.ev.gain01")
    assert cash(game, 0) == 900 and game.pending.kind is Ask.LOTTERY


def test_a_loan_an_event_forces_during_the_draw_is_not_staked():
    """"玩家不可透過貸款參與抽獎": while picking, Ann aims a 150 payment at Ben, who holds 100;
    the bank lends him 1,000 to pay it ("須向銀行進行貸款因應"), but that money is no stake:
    Ben, with 950 in hand, all of it borrowed, may only pass."""
    game = lucky([2], at={0: hand("pa.ev.bank02"), 1: {"cash": 100}})
    answer(game, Act.USE_CARD, "pa.ev.bank02")
    answer(game, Act.TARGET, 1)
    assert cash(game, 1) == 950 and game.debt(game.players[1]) == 1000
    answer(game, Act.JOIN, 3)                                  # Ann
    assert game.pending.player == 1 and acts(game) == {Act.PASS}


def test_rules_version_2_held_every_event_until_the_draw_was_over():
    """`events_during_draw=False`, how games saved before rules version 3 were played."""
    assert payday.rules_of("payday-auction").settings_before(2)["events_during_draw"] is False
    game = lucky([2], at={0: hand("pa.ev.gain01")}, events_during_draw=False)
    assert Act.USE_CARD not in acts(game)


def test_in_random_games_event_cards_are_played_during_lucky_draws():
    """Over random games: the holders of event cards are offered them while lucky draws are
    on (about seven decisions a game), and never a loan."""
    played = 0

    def watch(game):
        nonlocal played
        if game.pending is None:
            return
        decision = game.pending
        if decision.kind in (Ask.LOTTERY, Ask.LUCKY_DRAW_STAY):
            assert decision.find(Act.BORROW) is None, decision
            played += decision.find(Act.USE_CARD) is not None

    watched_games("payday-auction", 40, watch, players=4, months=2)
    print(f"{played} lucky-draw decisions offered an event card")
    assert played >= 10
