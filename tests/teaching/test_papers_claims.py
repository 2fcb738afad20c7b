"""The papers say what the engine proves about each lesson's key decision:
their numbers are the claims' own pairs, and each sentence the read found false is fixed."""
from __future__ import annotations

import re

import pytest

from payday.i18n import LANGUAGES, money, t
from payday.i18n.formats import points
from payday.teaching import guide, papers, quiz
from payday.teaching.claims import verdict
from payday.teaching.lessons import KEYS, LESSONS, TEMPLATES, scenario
from payday.teaching.lessons.decision import lesson_decision
from payday.teaching.scenarios import Claim

LANGS = LANGUAGES
# The lessons whose papers state facts about their key decision, and those facts.
DECISIONS = {number: lesson.decisions for number, lesson in LESSONS.items() if lesson.decisions}


@pytest.fixture(scope="module")
def facts():
    return {number: lesson_decision(scenario(number), DECISIONS[number]) for number in DECISIONS}


@pytest.mark.parametrize("number", sorted(DECISIONS))
def test_the_papers_decision_numbers_are_the_claims_verdicts(facts, number):
    """Every number a paper states about the key decision is the claims module's measurement:
    the mean difference, the games better and worse, and the three worst games both ways."""
    lesson = scenario(number)
    for name, answer, rules in DECISIONS[number]:
        measured = verdict(lesson, Claim(answer, "mean", rules), "styles")
        stated = facts[number]
        assert stated[f"{name}_mean"].value == measured.mean
        assert (stated[f"{name}_better"].value, stated[f"{name}_worse"].value) == (measured.better, measured.worse)
        assert (stated[f"{name}_worst"].value, stated[f"{name}_worst_other"].value) == measured.worst


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(DECISIONS))
def test_every_guide_and_key_states_its_key_decision(facts, number, lang):
    """The guide's section on the key decision is in every language and shows in the answer
    key too, with the engine's mean difference."""
    slug = scenario(number).slug
    section = papers.decision_section(slug, lang)
    name = DECISIONS[number][0][0]
    assert facts[number][f"{name}_mean"].written(lang) in section
    assert section in papers.key_document(slug, lang)


def test_lesson_01_ticket_pays_in_the_game_and_costs_with_a_real_lotterys_odds(facts):
    """The guide states both: joining wins under the game's rules (the bank antes) on average
    and in the worst games, and with a real lottery passing wins on the class's game, on average
    and in the worst games (the claims)."""
    stated = facts["01"]
    assert stated["ticket_game_mean"].value > 0 and stated["ticket_game_first"].value > 0
    assert stated["ticket_game_worst"].value > stated["ticket_game_worst_other"].value
    assert stated["game_lottery_bank_ante"].value > 0 == stated["real_lottery_bank_ante"].value
    assert stated["pass_real_first"].value > 0 and stated["pass_real_mean"].value > 0
    assert stated["pass_real_worst"].value > stated["pass_real_worst_other"].value


def test_lesson_01_more_than_half_is_the_predictions_right_answer():
    """The salary was more than half of the money that came in, so the model answer calls
    "more than half" right instead of a misconception."""
    assert KEYS["01-earning-income"]().facts["salary_share"].value > 0.5
    assert "*more than half* is the right answer" in papers.model_answers("01-earning-income", "en")


def test_lesson_02_spending_table_holds_the_bill_still_due_and_names_jackpot_payments_variable():
    """From day 24 to Pay Day the key's spending table holds the bill the student holds from
    the start (the game's player lands on no jackpot square), and the model answer still names
    the payments into the jackpot as variable spending; the game has no fixed cost to name."""
    rows = KEYS["02-spending"]().tables[0].rows
    assert [row[0] for row in rows] == ["bill"]
    assert rows[0][1] == scenario("02").facts()["bill"]
    answer = papers.model_answers("02-spending", "en")
    assert "payments into the jackpot are variable spending" in answer


def test_lesson_02_passing_the_late_deal_wins_in_the_game_and_the_guide_says_so(facts):
    """Bought on day 25 with two buyer squares left, the deal is worth nothing unsold: passing
    is better on average and in the worst games, and the guide says so with those numbers."""
    stated = facts["02"]
    assert stated["pass_game_mean"].value > 0
    assert stated["pass_game_worst"].value > stated["pass_game_worst_other"].value
    section = papers.decision_section("02-spending", "en")
    assert "Passing is the sound answer, and the game agrees" in section
    assert stated["pass_game_worst"].written("en") in section


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_02_situation_says_an_unsold_deal_is_worth_nothing(lang):
    """Pay Day: "the Deal card has no value if it's unsold", so the situation says so, with
    the deal's price and resale value from the rules data."""
    lesson = scenario("02")
    text = lesson.situation(lang)
    currency = "USD"
    assert money(lesson.facts()["price"], currency, lang) in text
    assert money(lesson.facts()["value"], currency, lang) in text
    assert {"en": "worth nothing", "fr": "ne vaut rien", "zh-Hant": "一文不值"}[lang] in text


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_04_situation_says_an_unsold_acquisition_counts_at_a_quick_sales_price(facts, lang):
    """La Bonne Paye counts an unsold acquisition at its real value (unsold_value_pct 100); the
    lesson plays real life's count (50%, a quick sale's price), and its situation says so in one
    sentence, with the value and the share."""
    assert facts["04"]["game_unsold_value_pct"].value == 100
    assert scenario("04").settings() == {"unsold_value_pct": 50}
    text = scenario("04").situation("en")
    assert "as real life does" in text and "worth only 50% of its value" in text
    said = scenario("04").situation(lang)
    assert money(facts["04"]["offer_value"].value, "EUR", lang) in said
    assert points(50, lang) in said


@pytest.mark.parametrize("word", ["riskiest", "plus risqué", "風險最高"])
def test_lesson_04_asks_for_no_riskiest_style(word):
    """The styles' spread is dice luck, not a style's risk: no paper asks which is riskiest."""
    assert not [p.name for p in (TEMPLATES / "04-investing").glob("*.md") if word in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_05_states_the_grace_period_as_its_real_rule(facts, lang):
    """Under the game's rules paying in full costs interest too; with a grace period it costs
    none, and paying in full still wins (the claims)."""
    assert scenario("05").real_rules == {"monster_interest_on_full_payment": False}
    assert facts["05"]["pay_game_mean"].value > 0 and facts["05"]["pay_real_mean"].value > 0
    assert facts["05"]["pay_real_mean"].written(lang) in papers.decision_section("05-managing-credit", lang)


def test_lesson_06_quiz_and_answer_5_state_both_claims(facts):
    """Insuring is worse on average and better in the worst games; quiz 06.3's right answer
    (before the lesson; 06.4 before the gambler's item was dropped) says both, and model
    answer 5 quotes both numbers."""
    stated = facts["06"]
    assert stated["insure_mean"].value < 0 < stated["insure_worst"].value - stated["insure_worst_other"].value
    right = next(q for q in quiz.questions("06", "pre") if q.number == 3).right_answer()
    assert t(f"quiz.06.3.pre.{right}", "en") == "pay a bit more on average, but avoid the worst years"
    five = next(line for line in papers.model_answers("06-managing-risk", "en").splitlines() if "**5.**" in line)
    assert stated["insure_mean"].written("en") in five and stated["insure_worst"].written("en") in five


def test_lesson_06_4c_compares_the_lottery_net_of_its_stake_like_the_bet():
    """4b's bet is an expected value net of the stake (+2.67×); 4c's lottery is compared the
    same way: $0.50 back per $1 is −0.50× net."""
    key = KEYS["06-managing-risk"]().facts
    assert key["pick3_ev"].value == pytest.approx(key["pick3"].value - 1)
    four_c = next(line for line in papers.model_answers("06-managing-risk", "en").splitlines() if "**4c.**" in line)
    assert key["pick3_ev"].written("en") in four_c and key["bet_ev"].written("en") in four_c


# ---------------------------------------------------------------- one timing, one exit ticket (item 5)
LOG_IN = {"en": "log in", "fr": "se connectent", "zh-Hant": "登入"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", KEYS)
def test_the_minute_plan_fits_45_minutes_logging_in_and_the_pre_quiz_first(slug, lang):
    """The guide's minute plan runs 0-45 without a gap, and its first step is logging in and
    the pre-quiz (their minutes: tests/teaching/test_minute_plan.py)."""
    text = guide.guide(slug, lang)
    spans = [(int(m[1]), int(m[2]), m[3]) for m in re.finditer(r"^\| (\d+)–(\d+) \|[^|]*\| ([^\n]*)$", text, re.M)]
    assert spans[0][0] == 0 and LOG_IN[lang] in spans[0][2]
    assert spans[-1][1] == 45 and all(a[1] == b[0] for a, b in zip(spans, spans[1:]))


@pytest.mark.parametrize("slug", KEYS)
def test_the_plan_shows_the_guides_minute_plan(slug):
    """The minute plan is one record: the plan shows it as the English guide does."""
    assert papers.minute_plan(slug) in papers.document(slug, "plan.md")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", KEYS)
def test_one_exit_ticket_on_the_worksheet_the_guide_and_the_plan(slug, lang):
    """The exit ticket is the worksheet's question; the guide's minute plan quotes it, and the
    plan shows the English one."""
    ticket = guide.exit_ticket(slug, lang)
    assert ticket in papers.document(slug, f"worksheet.{lang}.md")
    assert ticket in guide.guide(slug, lang)
    if lang == "en":
        assert ticket in papers.document(slug, "plan.md")


def test_lesson_02_no_buyer_runs_short_of_the_bill_so_the_guide_names_the_unsold_deal_as_the_cost():
    """Lesson 02's guide said money tied up "is not there when the bills come", but no student
    who bought ever had to raise money for the bill in game numbers 1-30: the guide says so, and
    names the cost the games show, the deal counted at nothing unsold."""
    from payday.engine.decisions import Act, Ask
    from payday.teaching.whatif import choices
    from tests.support.lesson_games import student_game
    for seed in range(1, 31):
        _, game = student_game("02", Act.BUY, seed=seed)
        assert all(c.kind is not Ask.RAISE_MONEY for c in choices(game, 0)), seed
    text = (TEMPLATES / "02-spending" / "guide.en.md").read_text(encoding="utf-8")
    assert "no buyer ran short when the bill came" in text and "not there when the bills come" not in text
