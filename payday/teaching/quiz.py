"""Each lesson's quiz: its questions found and scored, and in words: its questions, options and
explanations in each language, and the quiz section of the teacher's guide.

The items are each lesson's own (`Lesson.quiz`, found through `payday.teaching.lessons`); what a
question is and how an answer is marked are `payday.teaching.quiz_scoring`'s (re-exported here).
The numbers a question states are the lesson's figures (`Lesson.figures`) and the numbers its
quiz adds for the class's country (`Lesson.quiz_figures`), written the way each language writes
them. The country follows the language unless the class chose another (`countries.country_for`).

>>> saving, income = lesson(3).number, lesson(1).number
>>> [q.key for q in questions(saving)][:2]
['03.1.pre', '03.2.pre']
>>> score(saving, {1: "7.2", 2: "b"}).correct, score(saving, {1: "18"}, "post").correct
(2, 1)
>>> score(saving, {1: "seven"})
Traceback (most recent call last):
...
payday.teaching.quiz_scoring.QuizError: quiz.error.not_a_number
>>> answer_text(questions(saving)[0], "fr"), answer_text(questions(saving)[1], "en")[:3]
('7,2', 'b. ')
>>> answer_text(questions(income)[1], "fr")
'330,00\\xa0€'
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache

from payday.i18n import t
from payday.teaching.answer_key import Figure
from payday.teaching.countries import country, country_for
from payday.teaching.lesson import DECISION
from payday.teaching.lessons import LESSONS, lesson
from payday.teaching.quiz_scoring import (LETTERS, MOMENTS, QUIZ_VERSION, Question, QuizError, option_order,
                                          parse_number, salary_currency)

# Each lesson's items, each (its form before, its form after), and each moment's questions.
ITEMS: dict[str, tuple[tuple[Question, Question], ...]] = {
    number: each.quiz for number, each in LESSONS.items() if each.quiz}
MEASURES = {number: each.measures for number, each in LESSONS.items() if each.quiz}
VERSIONS = {number: each.quiz_version for number, each in LESSONS.items() if each.quiz}
QUIZZES: dict[str, dict[str, tuple[Question, ...]]] = {
    number: {moment: tuple(pair[i] for pair in pairs) for i, moment in enumerate(MOMENTS)}
    for number, pairs in ITEMS.items()}


def has_quiz(number: str) -> bool:
    return number in QUIZZES


def questions(number: str, moment: str = "pre") -> tuple[Question, ...]:
    """A lesson's questions before ("pre") or after ("post") it."""
    if number not in QUIZZES:
        raise QuizError("quiz.error.no_quiz", lesson=number)
    if moment not in MOMENTS:
        raise QuizError("quiz.error.moment", moment=moment)
    return QUIZZES[number][moment]


def version(number: str) -> int:
    """The version of a lesson's quiz its answers are kept with (`QUIZ_VERSION` unless the
    lesson's items were renumbered since)."""
    questions(number)
    return VERSIONS[number]


def items(number: str) -> tuple[tuple[Question, Question], ...]:
    """A lesson's items: each (its form before, its form after), paired by objective."""
    questions(number)
    return ITEMS[number]


@dataclass(frozen=True)
class Score:
    lesson: str
    marks: dict[int, bool] = field(default_factory=dict)   # question number -> right or not

    @property
    def correct(self) -> int:
        return sum(self.marks.values())

    @property
    def total(self) -> int:
        return len(ITEMS[self.lesson])


def score(number: str, answers: Mapping[int, object], moment: str = "pre", country_code: str = "US") -> Score:
    """Mark a student's answers ({question number: answer}) to the quiz of `moment`, for a class
    of `country_code`; unanswered questions count as wrong. A question the quiz does not have,
    or a malformed answer, is a QuizError and nothing is marked."""
    by_number = {q.number: q for q in questions(number, moment)}
    unknown = [n for n in answers if n not in by_number]
    if unknown:
        raise QuizError("quiz.error.no_question", number=unknown[0])
    marks = {n: (n in answers and by_number[n].check(answers[n], country_code)) for n in by_number}
    return Score(number, marks)


def class_country(lang: str, code: str | None = None) -> str:
    """The country a class computes in: the one it chose, else its language's."""
    return country(code).code if code else country_for(lang)


def figures(number: str, country_code: str = "US") -> dict[str, Figure]:
    """Every number a lesson's quiz texts name, as `payday.teaching.answer_key.Figure`s, for a
    class of `country_code`: the lesson's figures and what its quiz adds."""
    found = lesson(number)
    numbers = dict(found.figures())
    numbers.update(found.quiz_figures(numbers, country_code))
    return numbers


# ------------------------------------------------------------------ words
@cache
def _texts(lesson: str, lang: str, country_code: str) -> dict[str, str]:
    numbers = {name: figure.text(lang) for name, figure in figures(lesson, country_code).items()}
    numbers |= LESSONS[lesson].quiz_words(country_code, lang)
    texts = {}
    for pair in items(lesson):
        for q in pair:
            for part in ("q", "why", *q.letters()):
                key = f"quiz.{q.key}.{part}"
                texts[key] = t(key, lang, **numbers)
    return texts


def text(question: Question, part: str, lang: str, country_code: str | None = None) -> str:
    """A question's words: part "q" (the question), "why" (the explanation) or an option's
    letter, for a class of `country_code` (the language's country if not given)."""
    return _texts(question.lesson, lang, class_country(lang, country_code))[f"quiz.{question.key}.{part}"]


def objective(question: Question, lang: str) -> str:
    """The objective the question's item measures, before and after alike."""
    return t(f"quiz.{question.item}.objective", lang)


def answer_text(question: Question, lang: str, country_code: str | None = None) -> str:
    """The right answer as the teacher's guide prints it (an option under its own letter)."""
    code = class_country(lang, country_code)
    right = question.right_answer(code)
    if isinstance(right, str):
        return f"{right}. {text(question, right, lang, code)}"
    real = question.unit == "country"       # the country's real money (NT$), not a game's "$"
    unit = salary_currency(code) if real else question.unit
    return Figure(right, unit, question.places, real=real).text(lang)


def guide_section(lesson: str, lang: str, country_code: str | None = None) -> str:
    """The quiz as the teacher's guide lists it: item by item, its objective, the question
    before the lesson and the one after, each with its options, answer and explanation."""
    code = class_country(lang, country_code)
    lines = [f"## {t('quiz.guide.heading', lang)}", "", t("quiz.guide.intro", lang, lesson=lesson), ""]
    for pair in items(lesson):
        lines.append(f"{pair[0].number}. **{objective(pair[0], lang)}**")
        for q, label in zip(pair, ("quiz.guide.before", "quiz.guide.after")):
            said = t(label, lang)
            lines.append(f"   - {said}{'' if said.endswith('：') else ' '}{text(q, 'q', lang, code)}")
            for letter in q.letters():
                lines.append(f"     - {letter}. {text(q, letter, lang, code)}")
            lines.append(f"     - **{t('quiz.guide.answer', lang)}** {answer_text(q, lang, code)} — "
                         f"{text(q, 'why', lang, code)}")
    return "\n".join(lines)


__all__ = ["LETTERS", "MOMENTS", "QUIZ_VERSION", "QUIZZES", "ITEMS", "MEASURES", "VERSIONS", "version", "DECISION", "Question", "QuizError", "Score", "has_quiz",
           "parse_number", "option_order", "questions", "items", "score", "class_country", "figures", "text",
           "objective", "answer_text", "guide_section"]
