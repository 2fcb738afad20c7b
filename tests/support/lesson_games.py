"""A lesson played as a student would: chosen acts at the decisions that offer them, the plain
answer everywhere else (shared by the what-if tests and the lesson views' tests)."""
from payday.engine.decisions import Act
from payday.players.play import Planned, play_out
from payday.players.styles import make_bot
from payday.teaching.claims import key_option, plain
from payday.teaching.lessons import SCENARIOS

GAME = 1          # the class's game number
# A game number of lesson 01 in which a student who joins the (real) lottery and buys a deal
# needs a loan for it; in the board game the lottery's winnings pay for it from cash, so the
# loan no longer fits there.
WINNINGS_SPENT = 22


def student_game(number: str, *acts: Act, seed: int = GAME):
    """Lesson `number`'s game: at each decision that offers the next of `acts` (in order), that
    act (a ranged one, a deposit, at the lesson's amount); at every other one the plain answer (roll on, decline extras, pay what is owed).
    Returns the lesson and the finished game."""
    lesson = SCENARIOS[number]
    game = lesson.new_game("Ada", seed=seed)
    wanted = list(acts)

    def answer(_game, decision):
        if wanted and decision.find(wanted[0]) is not None:
            return key_option(lesson, decision, wanted.pop(0))
        return plain(decision)
    deciders = {i: make_bot(style, seed, i) for i, style in enumerate(lesson.computer, 1)}
    deciders[0] = Planned(answer, make_bot("cautious", seed, 0))
    play_out(game, deciders)
    assert not wanted, f"the student never met {wanted}"
    return lesson, game
