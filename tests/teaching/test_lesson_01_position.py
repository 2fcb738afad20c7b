"""Lesson 01's position (since scenario version 2): who can ante at the student's lottery.

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


def test_in_the_board_game_a_lone_entrant_collects_the_banks_ante_and_their_own_stake():
    """"The player whose number is rolled collects all the money. If no one had picked the
    number rolled, keep rolling until somebody wins!": the board game's lottery, the lesson's
    contrast (its own game plays a real one, where the lone entrant loses)."""
    lesson = SCENARIOS["01"]
    game = lesson.new_game("Ada", rules=lesson.settings("game"))
    before = game.cash(game.players[0])
    game.decide(game.pending.find(Act.ROLL))
    game.decide(game.pending.find(Act.JOIN))
    while game.pending.kind is Ask.LOTTERY:                # the others pass
        game.decide(game.pending.find(Act.PASS))
    assert game.cash(game.players[0]) == before + game.rules.lottery_bank_ante


def test_in_the_lessons_own_game_a_lone_entrant_gets_back_less_than_the_stake():
    """The lesson plays a real lottery (no ante, the house keeps half, one roll): the lone
    entrant's $100 comes back as $50 when the number comes up, and is lost when it does not.
    Over game numbers 1-30 the ticket never pays."""
    lesson = SCENARIOS["01"]
    for seed in range(1, 31):
        game = lesson.new_game("Ada", seed=seed)
        before = game.cash(game.players[0])
        game.decide(game.pending.find(Act.ROLL))
        game.decide(game.pending.find(Act.JOIN))
        while game.pending.kind is Ask.LOTTERY:            # the others pass
            game.decide(game.pending.find(Act.PASS))
        assert game.cash(game.players[0]) - before in (-100, -50), seed
