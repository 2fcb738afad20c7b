"""Each lesson's quiz in words: its questions, options and explanations in each language, and
the quiz section of the teacher's guide.

The questions and their scoring are `payday.teaching.quiz_scoring`'s (re-exported here); the
numbers a question states are the lesson's figures (`payday.teaching.lessons.figures`) and the
quiz's own answers, written the way each language writes them.

>>> answer_text(questions("03")[0], "fr"), answer_text(questions("03")[1], "en")[:3]
('7,2', 'a. ')
"""
from __future__ import annotations

import math
from fractions import Fraction
from functools import cache

from payday.i18n import t
from payday.teaching.answer_key import Figure
from payday.teaching.lessons import KEYS
from payday.teaching.lessons import figures as lesson_figures
from payday.teaching.numbers import COMMISSION_PCT, PICK3, SALE, bonne_paye, pay_day
from payday.teaching.quiz_scoring import (LETTERS, MOMENTS, QUIZZES, Question, QuizError, Score, apr, bet_ev,
                                          buying_power_fall, effective, fee_share, fica, has_quiz,
                                          parse_number, questions, return_after, rule_of_72, score)


def figures(lesson: str) -> dict[str, Figure]:
    """Every number a lesson's quiz texts name, as `payday.teaching.answer_key.Figure`s."""
    slug = next(s for s in KEYS if s.startswith(lesson))
    numbers = dict(lesson_figures(slug))
    if lesson == "01":
        numbers["fica"] = Figure(fica(), pay_day().currency, 2)
    if lesson == "02":
        numbers["buying_power_fall"] = Figure(buying_power_fall(), "%", 1)
    if lesson == "03":
        numbers["rule_of_72"] = Figure(rule_of_72(), "", 1)
        numbers["doubling"] = Figure(math.log(2) / math.log(1 + bonne_paye().savings_rate_pct / 100), "", 2)
    if lesson == "04":
        numbers["commission_amount"] = Figure(SALE * COMMISSION_PCT // 100)
        numbers["return_after"] = Figure(return_after(), "%")
        numbers["fee_share"] = Figure(fee_share(), "%")
    if lesson == "05":
        numbers["apr"] = Figure(apr(), "%")
        numbers["effective"] = Figure(effective(), "%")
    if lesson == "06":
        numbers["bet_ev"] = Figure(bet_ev(), "", 2)
        numbers["pick3"] = Figure(Fraction(*PICK3), pay_day().currency, 2)
    return numbers


# ------------------------------------------------------------------ words
@cache
def _texts(lesson: str, lang: str) -> dict[str, str]:
    numbers = {name: figure.text(lang) for name, figure in figures(lesson).items()}
    texts = {}
    for q in questions(lesson):
        for part in ("q", "why", *q.letters()):
            key = f"quiz.{q.key}.{part}"
            texts[key] = t(key, lang, **numbers)
    return texts


def text(question: Question, part: str, lang: str) -> str:
    """A question's words: part "q" (the question), "why" (the explanation) or an option letter."""
    return _texts(question.lesson, lang)[f"quiz.{question.key}.{part}"]


def answer_text(question: Question, lang: str) -> str:
    """The right answer as the teacher's guide prints it."""
    right = question.right_answer()
    if isinstance(right, str):
        return f"{right}. {text(question, right, lang)}"
    return Figure(right, question.unit, question.places).text(lang)


def guide_section(lesson: str, lang: str) -> str:
    """The quiz as the teacher's guide lists it: every question, its options, its answer and
    the one-line explanation."""
    lines = [f"## {t('quiz.guide.heading', lang)}", "", t("quiz.guide.intro", lang, lesson=lesson), ""]
    for q in questions(lesson):
        lines.append(f"{q.number}. {text(q, 'q', lang)}")
        for letter in q.letters():
            lines.append(f"   - {letter}. {text(q, letter, lang)}")
        lines.append(f"   - **{t('quiz.guide.answer', lang)}** {answer_text(q, lang)} — "
                     f"{text(q, 'why', lang)}")
    return "\n".join(lines)


__all__ = ["LETTERS", "MOMENTS", "QUIZZES", "Question", "QuizError", "Score", "has_quiz", "parse_number",
           "questions", "score", "figures", "text", "answer_text", "guide_section"]
