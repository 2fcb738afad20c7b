"""Each lesson's quiz (issue 16, "Assessment"): "a short quiz (5 to 8 questions, multiple choice
or a number; its words in the catalogs like every other word, under keys starting `quiz.`), the
same questions before and after ... scored automatically"; "every quiz question in three
languages with its answer"."""
from __future__ import annotations

import re
from fractions import Fraction

import pytest

import payday
from payday.teaching import quiz
from payday.i18n import LANGUAGES, catalog
from payday.teaching.lessons import KEYS

LESSONS = [slug[:2] for slug in KEYS]


def right_answers(lesson: str) -> dict[int, object]:
    """Every right answer, numbers typed the way a student might (rounded as the guide prints them)."""
    return {q.number: (q.right_answer() if not q.is_number else quiz.answer_text(q, "en").rstrip("%").replace(",", ""))
            for q in quiz.questions(lesson)}


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_lesson_has_five_to_eight_questions_with_words_in_three_languages(lesson):
    questions = quiz.questions(lesson)
    assert 5 <= len(questions) <= 8
    assert [q.number for q in questions] == list(range(1, len(questions) + 1))
    words = catalog()
    for q in questions:
        parts = ["q", "why", *q.letters()]
        for part in parts:
            entry = words[f"quiz.{q.key}.{part}"]
            assert all(entry[lang].strip() for lang in LANGUAGES), (q.key, part)
        for lang in LANGUAGES:
            for part in parts:
                said = quiz.text(q, part, lang)
                assert "{" not in said and "}" not in said, (q.key, part, lang, said)
        if not q.is_number:
            assert q.right_answer() in q.letters() and 2 <= q.options <= len(quiz.LETTERS)
            assert f"quiz.{q.key}.{quiz.LETTERS[q.options]}" not in words    # no option beyond those asked


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_quiz_mixes_multiple_choice_and_a_number(lesson):
    kinds = {q.is_number for q in quiz.questions(lesson)}
    assert kinds == {True, False}


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_right_answers_score_full_marks_and_none_score_zero(lesson):
    total = len(quiz.questions(lesson))
    assert quiz.score(lesson, right_answers(lesson)).correct == total
    assert quiz.score(lesson, {}).correct == 0
    wrong = {q.number: ("9999" if q.is_number else next(x for x in q.letters() if x != q.right_answer()))
             for q in quiz.questions(lesson)}
    result = quiz.score(lesson, wrong)
    assert result.correct == 0 and result.total == total and set(result.marks) == {q.number for q in quiz.questions(lesson)}


def test_a_number_is_right_within_its_tolerance_and_typed_the_local_way():
    assert quiz.score("03", {1: "7,2"}).marks[1]          # a French decimal comma
    assert quiz.score("03", {1: " 7.27 "}).marks[1]       # the exact doubling time is accepted too
    assert not quiz.score("03", {1: "10"}).marks[1]
    assert quiz.score("05", {1: "120 %"}).marks[1]
    assert quiz.score("01", {2: "267,75"}).marks[2] and quiz.score("01", {2: "268"}).marks[2]
    assert quiz.score("02", {2: "9.1"}).marks[2] and not quiz.score("02", {2: "10"}).marks[2]
    assert quiz.score("03", {2: "A"}).marks[2]            # a capital letter is the same option


def test_number_answers_come_from_the_rules():
    """The Rule-of-72 answer is 72 ÷ the savings rate, the APR 12 × the Monster Charge rate."""
    by_key = {q.key: q for lesson in LESSONS for q in quiz.questions(lesson)}
    assert by_key["03.1"].right_answer() == Fraction(72, payday.rules_of("bonne-paye").savings_rate_pct)
    assert by_key["05.1"].right_answer() == 12 * payday.rules_of("payday").monster_rate_pct
    bp = payday.rules_of("bonne-paye")
    win = Fraction(6 - bp.bet_winning_face + 1, 6)
    assert by_key["06.2"].right_answer() == bp.bet_multiplier * win - (1 - win)
    # The explanation states the answer as the guide writes it.
    for key in ("01.2", "03.1", "05.1", "06.2"):
        q = by_key[key]
        for lang in LANGUAGES:
            assert quiz.answer_text(q, lang) in quiz.text(q, "why", lang), (key, lang)


@pytest.mark.parametrize("answers, key", [
    ({1: "seven"}, "quiz.error.not_a_number"),
    ({1: None}, "quiz.error.not_a_number"),
    ({1: True}, "quiz.error.not_a_number"),
    ({1: "1" * 40}, "quiz.error.not_a_number"),
    ({1: "nan"}, "quiz.error.not_a_number"),
    ({2: "d"}, "quiz.error.not_an_option"),
    ({2: "ab"}, "quiz.error.not_an_option"),
    ({2: 1}, "quiz.error.not_an_option"),
    ({9: "a"}, "quiz.error.no_question"),
])
def test_a_malformed_answer_is_a_clear_error_with_words_in_three_languages(answers, key):
    with pytest.raises(quiz.QuizError) as caught:
        quiz.score("03", answers)
    assert caught.value.key == key
    words = catalog()[key]
    assert all(words[lang] for lang in LANGUAGES)


def test_a_lesson_without_a_quiz_is_a_clear_error():
    with pytest.raises(quiz.QuizError) as caught:
        quiz.questions("99")
    assert caught.value.key == "quiz.error.no_quiz"


def test_quiz_words_keep_the_glossary():
    from payday.i18n import glossary
    for key, entry in catalog().items():
        if key.startswith("quiz."):
            for lang in LANGUAGES:
                assert glossary.avoided(entry[lang], lang) == [], (key, lang)
            assert not re.search(r"\d{3,}", entry["en"]), f"{key}: a number typed by hand"
