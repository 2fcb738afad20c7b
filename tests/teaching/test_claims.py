"""Each lesson's claims, proven by the engine: the first key decision answered the claim's way
and the other way over game numbers 1-30, the student's other decisions played plainly, against
the scenario's computer styles and against random players."""
import pytest

import payday
from payday import Act
from payday.lab.settings import check
from payday.teaching.claims import GAME_NUMBERS, TABLES, Student, plain, simulated_class, verdict
from payday.teaching.lessons import SCENARIOS
from payday.teaching.scenarios import Claim

CLAIMS = [(number, claim) for number, lesson in SCENARIOS.items() for claim in lesson.claims]


@pytest.mark.parametrize("number, claim", CLAIMS, ids=[
    f"{n}-{c.answer}-{c.measure}-{c.rules}" for n, c in CLAIMS])
def test_the_claim_holds_over_game_numbers_1_to_30_against_every_kind_of_table(number, claim):
    """"mean": the paired mean difference of end net worth is positive and the answer is not
    worse in at least two thirds of the games; "worst": the mean of the three lowest end net
    worths is higher. Both against the scenario's styles and against random players."""
    lesson = SCENARIOS[number]
    for table in TABLES:
        found = verdict(lesson, claim, table)
        assert len(found.pairs) == len(GAME_NUMBERS)
        assert found.holds, (f"lesson {number}: {claim} fails against the {table} table: "
                             f"better/equal/worse {found.better}/{found.equal}/{found.worse}, "
                             f"mean {found.mean:+.0f}, three worst {found.worst}")


def test_every_lesson_states_claims_and_real_rules_the_lab_offers():
    """Each lesson claims at least one answer; a claim under real rules has real rules to
    play, and every real rule is a money-lab setting in range."""
    for lesson in SCENARIOS.values():
        assert lesson.claims
        assert all(isinstance(c.answer, Act) and c.measure in ("mean", "worst")
                   and c.rules in ("game", "real") for c in lesson.claims)
        if any(c.rules == "real" for c in lesson.claims):
            assert lesson.real_rules
        assert check(lesson.edition, lesson.real_rules) == lesson.real_rules


def test_a_claim_that_is_false_fails():
    """The check can fail: lesson 03's deposit is better in every game, so rolling on without
    depositing is not better on average."""
    assert not verdict(SCENARIOS["03"], Claim(Act.ROLL, "mean", "game"), "styles").holds


def test_the_public_scenario_keeps_its_contract():
    """`payday.scenario` takes "03", "3" or 3 and gives the number, edition, months, key acts,
    offers_key, amount, claims, real_rules and new_game(student, seed, rules), the rules
    applied on top of the scenario's own (lesson 01's own are a real lottery's)."""
    lesson = payday.scenario(1)
    assert payday.scenario("01") is payday.scenario("1") is lesson
    assert (lesson.number, lesson.edition, lesson.months) == ("01", "payday", 1)
    assert lesson.key_acts == (Act.JOIN,) and isinstance(lesson.amount, int)
    assert all(len(claim) == 3 for claim in lesson.claims)
    game = lesson.new_game("Ann", seed=4, rules=lesson.settings("game"))
    assert game.seed == 4 and game.rules.lottery_house_share_pct == 0      # the board game's
    assert lesson.new_game("Ann").rules.lottery_house_share_pct == 50       # the lesson's own
    game.decide(game.pending.find(Act.ROLL))
    assert lesson.offers_key(game.pending)


def test_the_student_plays_plainly_beyond_the_key_decision():
    """Roll, decline extras, pay what is owed in full, sell when a buyer offers: the first key
    decision is answered as planned, and only once."""
    lesson = SCENARIOS["01"]
    game = lesson.new_game("Ann")
    student = Student(lesson, Act.JOIN, other=True, fallback=None)
    assert plain(game.pending).act is Act.ROLL
    game.decide(student.plan(game, game.pending))
    assert student.plan(game, game.pending).act is Act.PASS and student.played is Act.PASS
    assert plain(game.pending).act is Act.PASS


def test_a_simulated_class_splits_its_28_students_between_the_two_answers():
    """The class of 28 on the class's game number: 14 students answer the claim's way and 14
    the other, their other decisions by the styles in turn; the difference is the groups'."""
    lesson = SCENARIOS["04"]
    found = simulated_class(lesson, lesson.claims[0])
    assert (found.answer.games, found.other.games) == (14, 14)
    assert found.difference == found.answer.mean - found.other.mean
    assert found.low < found.difference < found.high


def test_a_lesson_game_under_real_rules_saves_and_loads_with_them():
    """The real rules are ordinary settings: a lesson game played under them records them in
    its save and replays with them; a lesson game without them is saved as before."""
    lesson = payday.scenario("05")
    game = lesson.new_game("Ann", rules=lesson.real_rules)
    game.decide(game.pending.find(Act.ROLL))
    loaded = payday.load_game(game.to_json())
    assert loaded.rules.monster_interest_on_full_payment is False
    assert loaded.history == game.history
    plain_game = lesson.new_game("Ann")
    assert payday.load_game(plain_game.to_json()).rules == plain_game.rules
