"""我愛發薪日, "擲骰並移動自家代表物" (rolling and moving): the white die alone, or both dice for $100 into
the jackpot, the green face resolved before or after the move. Each test quotes the rulebook in Chinese, with an English rendering."""
import pytest

from payday import Act, Ask, IllegalDecision, Option
from payday.editions.payday_auction import RULES
from payday.engine.decisions import DiceOrder
from payday.engine.ledger import JACKPOT

from tests.support.editions.payday_auction import cash, new, roll
from tests.support.games import acts, answer


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
    assert game.pending.info == DiceOrder(2, "bonus")
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
