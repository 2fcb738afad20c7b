"""What if: the same game with one decision changed ("Lessons and the classroom":
"from the changed decision on, the student's later decisions are replayed while they are still
legal; from the first that is not, a computer style plays on ... cautious by default, and the
view says from which day the computer played")."""
import pytest

import payday
from payday import Act
from payday.players.styles import make_bot
from payday.players.play import play_out
from payday.engine.accounts import accounts
from payday.teaching.lessons import SCENARIOS, scenario
from payday.teaching.whatif import choices, what_if, worth


def played(number: str, style: str = "cautious", seed: int = 1):
    lesson = SCENARIOS[number]
    game = lesson.new_game("Ada", seed=seed)
    bots = {0: make_bot(style, seed, 0)}
    bots |= {i: make_bot(s, seed, i) for i, s in enumerate(lesson.computer, 1)}
    return lesson, play_out(game, bots)


def first_key(lesson, game):
    return next(c for c in choices(game, 0) if lesson.offers_key(c.decision))


def test_the_game_itself_is_not_changed_by_a_what_if():
    lesson, game = played("03")
    before = game.to_json()
    key = first_key(lesson, game)
    what_if(game, key.index, lesson.alternative(key.decision, key.answer))
    assert game.to_json() == before


def test_an_unchanged_decision_replays_the_same_game():
    """Replayed with the same answer, every later decision is still legal: no computer plays."""
    lesson, game = played("06")
    key = first_key(lesson, game)
    same = what_if(game, key.index, key.answer)
    assert same.computer_from is None
    assert same.game.to_json() == game.to_json()
    assert same.difference == 0


def test_depositing_before_day_22_earns_the_savings_interest():
    """La Bonne Paye: money in the savings book at Pay Day earns 10 % (rules.savings_rate_pct);
    the cautious student kept 2,000 in cash, the what-if deposits 1,000 on day 14."""
    lesson, game = played("03")
    key = first_key(lesson, game)
    assert str(key.answer.act) == "roll" and key.day == 14
    other = what_if(game, key.index, lesson.alternative(key.decision, key.answer))
    assert other.answer.act is Act.DEPOSIT and other.answer.arg == 1000
    earned = accounts(other.game.ledger, 0).interest_earned
    rate = payday.rules_of("bonne-paye").savings_rate_pct
    assert earned >= 1000 * rate // 100
    assert other.difference == worth(other.game, 0) - worth(game, 0)


def test_carrying_the_monster_charge_costs_its_interest():
    """Pay Day: "pay the Monster Charge in full, or pay 10% interest and carry the balance"."""
    lesson, game = played("05")
    key = first_key(lesson, game)
    assert key.answer.act is Act.PAY_ALL
    other = what_if(game, key.index, lesson.alternative(key.decision, key.answer))
    assert other.answer.act is Act.PAY_INTEREST
    assert accounts(other.game.ledger, 0).interest_paid > accounts(game.ledger, 0).interest_paid


def test_from_the_first_decision_that_no_longer_fits_the_computer_plays_and_says_when():
    # The cautious student passes the day-25 deal; the what-if buys it, and in game number 4 a
    # buyer comes on day 29, where the student's replayed answer no longer fits.
    lesson, game = played("02", seed=4)
    key = first_key(lesson, game)
    other = what_if(game, key.index, lesson.alternative(key.decision, key.answer))
    assert other.computer_from is not None
    month, day = other.computer_from
    assert (month, day) >= (key.month, key.day)
    assert other.style == "cautious"
    assert other.game.is_over


def test_an_illegal_answer_is_refused_and_nothing_changes():
    lesson, game = played("06")
    key = first_key(lesson, game)
    before = game.to_json()
    with pytest.raises(payday.IllegalDecision):
        what_if(game, key.index, payday.Option(Act.PAY_ALL))
    with pytest.raises(ValueError):
        what_if(game, len(game.history), key.answer)
    with pytest.raises(ValueError):
        what_if(game, key.index, key.answer, style="reckless")
    assert game.to_json() == before


@pytest.mark.parametrize("number", sorted(SCENARIOS))
def test_every_lesson_brings_its_key_decision_and_a_what_if(number):
    """Each scenario is a position that puts the lesson's key choice in front of the student,
    and the what-if of the other answer plays to the end."""
    lesson, game = played(number)
    key = first_key(lesson, game)
    alternative = lesson.alternative(key.decision, key.answer)
    assert alternative is not None and alternative != key.answer
    other = what_if(game, key.index, alternative)
    assert other.game.is_over
    assert game.start == lesson.start


def test_a_lesson_is_found_by_its_number_and_an_unknown_one_is_named():
    assert scenario("3") is scenario(3) is SCENARIOS["03"]
    with pytest.raises(ValueError, match="no lesson"):
        scenario("07")


def lesson_03_game(deposit: int | None):
    """Lesson 03 played by rolling on at every turn, after depositing `deposit` on day 14 (a
    free action: the turn goes on), or without depositing."""
    lesson = SCENARIOS["03"]
    game = lesson.new_game("Ada")
    bots = {i: make_bot(s, 1, i) for i, s in enumerate(lesson.computer, 1)}
    while not game.is_over:
        pending = game.pending
        if pending.player:
            game.decide(bots[pending.player].choose(game, pending))
            continue
        if deposit and pending.find(Act.DEPOSIT) is not None:
            game.decide(pending.find(Act.DEPOSIT).with_amount(deposit))
            deposit = None
            continue
        option = next(pending.find(act) for act in (Act.ROLL, Act.PASS, Act.DONE) if pending.find(act))
        game.decide(option)
    return lesson, game


def test_a_deposit_changed_to_rolling_on_replays_every_later_decision():
    """The student deposited on day 14, then rolled: the what-if rolls instead of depositing,
    which is the roll the student made after the deposit, so every later decision is still
    theirs (the computer does not take over halfway through the month)."""
    lesson, game = lesson_03_game(deposit=1000)
    key = first_key(lesson, game)
    assert key.answer.act is Act.DEPOSIT
    other = what_if(game, key.index, lesson.alternative(key.decision, key.answer))
    assert other.computer_from is None
    assert other.replayed == len(choices(game, 0)) - 2      # all but the deposit and its roll
    assert accounts(other.game.ledger, 0).saved == 0


def test_rolling_on_changed_to_a_deposit_then_rolls_as_the_student_did():
    lesson, game = lesson_03_game(deposit=None)
    key = first_key(lesson, game)
    assert key.answer.act is Act.ROLL
    other = what_if(game, key.index, lesson.alternative(key.decision, key.answer))
    assert other.answer.act is Act.DEPOSIT and other.computer_from is None
    assert other.replayed == len(choices(game, 0))            # the roll, then every later one
    assert accounts(other.game.ledger, 0).saved == lesson.amount
