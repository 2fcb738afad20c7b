"""The what-if under real-life rules ("the what-if view shows their choice both
under the game's rules and under the real-life ones"; "the
what-if under real rules replays the student's own decisions with the real settings from the
start, with the same luck by the streams; where a later decision no longer fits, a computer
style plays on"). Every number is the engine's, worked out here from the rules data and the
ledgers, never typed."""
import pytest

from payday.engine.accounts import accounts
from payday.engine.decisions import Act, Ask
from payday.teaching.debrief import debrief
from payday.teaching.lessons import SCENARIOS
from payday.teaching.whatif import choices, replayed_under, under_rules
from tests.support.lesson_games import WINNINGS_SPENT, student_game


def test_the_replay_under_real_rules_is_the_same_game_with_the_real_settings():
    """Same position, seed and players; the contrast's settings on top (lesson 01 plays a real
    lottery: the board game's); the student's decisions made at the same days with the same
    luck (nothing about the lottery changes the dice)."""
    lesson, game = student_game("01", Act.JOIN)
    real = replayed_under(game, lesson.contrast_settings(), 0)
    for name, value in lesson.contrast_settings().items():
        assert getattr(real.game.rules, name) == value != getattr(game.rules, name)
    assert (real.game.seed, real.game.start, real.game.months) == (game.seed, game.start, game.months)
    mine = choices(game, 0)
    assert real.computer_from is None
    assert [(c.month, c.day, c.answer) for c in real.played.choices] == \
           [(c.month, c.day, c.answer) for c in mine]
    assert game.to_json() == student_game("01", Act.JOIN)[1].to_json()    # the game is untouched


def test_lesson_01_the_ticket_costs_in_the_lessons_real_lottery_and_pays_the_banks_ante_in_the_board_game():
    """The lesson plays a real lottery (`real_rules`: nobody antes, the house keeps half the
    stakes, one roll): the student, the only entrant (the others put their cash into deals),
    loses the stake or gets half of it back. The what-if's contrast is the board game: "The
    Bank antes up $1,000, then each player may ante $100 ... The player whose number is rolled
    collects all the money ... keep rolling until somebody wins!", where the same ticket
    collects the bank's ante with the student's own stake."""
    lesson, game = student_game("01", Act.JOIN)
    seen = debrief(game, lesson)
    rules, board = game.rules, seen.real.mine.game.rules
    assert seen.choice.kind is Ask.LOTTERY and seen.choice.answer.act is Act.JOIN
    house_share = rules.lottery_stake * rules.lottery_house_share_pct // 100
    in_this_game = -seen.what_if.difference
    assert in_this_game in (-rules.lottery_stake, -house_share)
    assert seen.real.difference == board.lottery_bank_ante
    assert seen.real.other.answer.act is Act.PASS
    # Passing is not touched by the lottery's settings: the same end either way.
    assert seen.real.other.worth == seen.what_if.worth
    assert seen.real.mine.worth == seen.what_if.worth + board.lottery_bank_ante
    assert seen.real.mine.computer_from is None and seen.real.other.computer_from is None


def test_lesson_05_under_the_grace_period_paying_in_full_costs_no_interest_and_carrying_still_does():
    """Pay Day: "Pay the interest, or pay the interest plus the total charges" (the game charges
    10% on a balance paid in full too); `real_rules`: a grace period, no interest on a balance
    paid in full by the due date (Credit CARD Act 2009, Regulation Z 12 CFR 1026.54)."""
    lesson, game = student_game("05", Act.PAY_ALL)
    seen = debrief(game, lesson)
    mine_in_game = accounts(game.ledger, 0).interest_paid
    assert mine_in_game > 0
    real_mine, real_other = seen.real.mine.game, seen.real.other.game
    assert accounts(real_mine.ledger, 0).interest_paid == 0
    carried = accounts(real_other.ledger, 0).interest_paid
    charge = game.cards[lesson.start.decks["mail"][0]].amount
    assert carried == real_mine.rules.interest(charge, real_mine.rules.monster_rate_pct)
    assert seen.real.difference == carried          # all the difference is the carried interest
    assert seen.real.mine.worth == seen.worth + mine_in_game   # the same game, less its interest
    assert -seen.what_if.difference > 0              # in the game too, paying in full is better


def test_a_later_decision_that_no_longer_fits_under_the_contrasts_rules_is_played_by_the_computer():
    """The student joins the (real) lottery, then buys the deal on offer, raising the money for
    it. In the board game the lottery's winnings are there, so the purchase is paid from cash
    and the student's way of raising money no longer fits: from that day the computer plays
    their seat, and the view says so."""
    lesson, game = student_game("01", Act.JOIN, Act.BUY, seed=WINNINGS_SPENT)
    mine = choices(game, 0)
    bought = next(c for c in mine if c.answer.act is Act.BUY)
    assert any(c.kind is Ask.RAISE_MONEY and c.index > bought.index for c in mine)   # a loan
    seen = debrief(game, lesson)
    board = seen.real.mine
    assert board.computer_from == (bought.month, bought.day)
    replayed = [c.answer for c in board.played.choices]
    assert replayed == [c.answer for c in mine][:len(replayed)] and Act.BUY in [a.act for a in replayed]
    assert all(c.kind is not Ask.RAISE_MONEY for c in board.played.choices)
    assert board.game.is_over and seen.real.difference is not None


def test_a_key_decision_that_does_not_come_again_leaves_nothing_to_compare():
    """Replayed under settings in which an earlier decision of the student no longer fits, the
    key decision does not come as the student met it: no comparison is made up."""
    lesson, game = student_game("01", Act.JOIN, Act.BUY, seed=WINNINGS_SPENT)
    bought = next(c for c in choices(game, 0) if c.answer.act is Act.BUY)
    later = next(c for c in choices(game, 0) if c.index > bought.index and c.kind is Ask.LOTTERY)
    weighed = under_rules(game, lesson.contrast_settings(), later.index, lesson.alternative)
    assert weighed.choice is None and weighed.other is None and weighed.difference is None


@pytest.mark.parametrize("number", sorted(n for n, s in SCENARIOS.items() if not s.real_rules))
def test_a_lesson_without_real_rules_has_no_real_what_if(number):
    lesson, game = student_game(number)
    assert debrief(game, lesson).real is None
