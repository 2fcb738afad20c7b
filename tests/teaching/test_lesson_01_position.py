"""Lesson 01's position (scenario version 2): why the game's lottery ticket pays there.

Pay Day: "The Bank antes up $1,000, then each player may ante $100; it's not mandatory." and
"You may take out a loan at any time." The other two players start with every dollar in a deal,
so at the student's lottery neither can ante from cash: each is offered only to pass, or to take
a loan first and then ante."""
from payday import Act
from payday.engine.decisions import Ask
from payday.teaching.lessons import SCENARIOS


def test_the_other_players_can_ante_only_after_taking_a_loan():
    lesson = SCENARIOS["01"]
    game = lesson.new_game("Ada")
    game.decide(game.pending.find(Act.ROLL))               # the scripted roll: the lottery square
    game.decide(game.pending.find(Act.JOIN))               # the student antes first
    other = game.pending
    assert other.kind is Ask.LOTTERY and other.player == 1
    assert game.cash(game.players[1]) < game.rules.lottery_stake
    assert [o.act for o in other.main_options()] == [Act.PASS]
    assert other.find(Act.BORROW) is not None
    game.decide(other.find(Act.BORROW))
    assert game.pending.kind is Ask.LOTTERY and game.pending.find(Act.JOIN) is not None


def test_a_lone_entrant_collects_the_banks_ante_and_their_own_stake():
    """"The player whose number is rolled collects all the money. If no one had picked the
    number rolled, keep rolling until somebody wins!\""""
    lesson = SCENARIOS["01"]
    game = lesson.new_game("Ada")
    before = game.cash(game.players[0])
    game.decide(game.pending.find(Act.ROLL))
    game.decide(game.pending.find(Act.JOIN))
    while game.pending.kind is Ask.LOTTERY:                # the others pass
        game.decide(game.pending.find(Act.PASS))
    assert game.cash(game.players[0]) == before + game.rules.lottery_bank_ante
