"""Each lesson's quiz: the same questions before and after the lesson, scored automatically.

A question is multiple choice (options "a", "b", "c") or a number (with a tolerance). Its words
live in the catalogs under `quiz.<lesson>.<n>.` (`q` the question, `a`/`b`/`c` the options, `why`
a one-line explanation), like every word a student reads, and `payday.teaching.quiz` writes
them. The answers to number questions are worked out from the rules data and the lessons'
numbers (`payday.teaching.numbers`), never typed. This module imports only those, so the
classroom's store scores a quiz without loading the lessons' experiments.

>>> [q.key for q in questions("03")][:2]
['03.1', '03.2']
>>> score("03", {1: "7.2", 2: "a"}).correct
2
>>> score("03", {1: "seven"})
Traceback (most recent call last):
...
payday.teaching.quiz_scoring.QuizError: quiz.error.not_a_number
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from payday.teaching.numbers import (COMMISSION_PCT, FEE_PCT, MEDICARE_PCT, PRICE, PRICE_RISE_PCT, SALE,
                                     SOCIAL_SECURITY_PCT, YEARS, bonne_paye, pay_day)

LETTERS = "abcdefgh"
MOMENTS = ("pre", "post")     # before the lesson and after it


class QuizError(ValueError):
    """An answer the quiz cannot take. Its message is a catalog key; `fields` fill it."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(key)
        self.key, self.fields = key, fields


@dataclass(frozen=True)
class Question:
    lesson: str                       # "03"
    number: int                       # 1, 2, ... as the quiz shows it
    answer: str | Callable[[], Fraction]   # a letter, or the number as the rules make it
    options: int = 0                  # how many lettered options; 0 for a number question
    tolerance: Fraction = Fraction(0)  # how far from the answer a number may be
    unit: str = ""                    # "%" when the number is a percentage
    places: int = 0                   # decimals the guide writes the number with

    @property
    def key(self) -> str:
        return f"{self.lesson}.{self.number}"

    @property
    def is_number(self) -> bool:
        return self.options == 0

    def right_answer(self) -> str | Fraction:
        return self.answer if isinstance(self.answer, str) else self.answer()

    def letters(self) -> str:
        return LETTERS[:self.options]

    def check(self, given: object) -> bool:
        """Whether an answer is right; a malformed answer is a QuizError."""
        if self.is_number:
            right = self.right_answer()
            assert isinstance(right, Fraction)          # a number question's answer is a number
            return abs(parse_number(given) - right) <= self.tolerance
        letter = str(given).strip().lower() if isinstance(given, str) else None
        if letter is None or len(letter) != 1 or letter not in self.letters():
            raise QuizError("quiz.error.not_an_option", options=", ".join(self.letters()))
        return letter == self.right_answer()


def parse_number(given: object) -> Fraction:
    """A typed number: "7.2", "7,2", "120 %", " 2,882.25 " (a comma is a decimal comma when it is
    the only separator and followed by one or two digits)."""
    if isinstance(given, bool) or not isinstance(given, (str, int, float, Decimal)):
        raise QuizError("quiz.error.not_a_number")
    text = str(given).strip().replace("\u202f", "").replace("\xa0", "").replace(" ", "").rstrip("%")
    if "," in text and "." not in text and len(text.split(",")[-1]) in (1, 2):
        text = text.replace(",", ".")
    text = text.replace(",", "")
    if len(text) > 30:
        raise QuizError("quiz.error.not_a_number")
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise QuizError("quiz.error.not_a_number") from None
    if not value.is_finite():
        raise QuizError("quiz.error.not_a_number")
    return Fraction(value)


# ------------------------------------------------------------------ the numbers the quizzes state
def fica_pct() -> Fraction:
    return Fraction(SOCIAL_SECURITY_PCT + MEDICARE_PCT)


def fica() -> Fraction:
    return pay_day().salary * fica_pct() / 100


def buying_power_fall() -> Fraction:
    return 100 - Fraction(100 * 100, 100 + PRICE_RISE_PCT)


def rule_of_72() -> Fraction:
    return Fraction(72, bonne_paye().savings_rate_pct)


def return_after() -> Fraction:
    return Fraction(100 * (SALE - PRICE - SALE * COMMISSION_PCT // 100), PRICE)


def fee_share() -> Fraction:
    # The fee is FEE_PCT of the balance each year: it keeps (1 − fee)^years of the end value.
    kept = (Decimal(100 - FEE_PCT) / Decimal(100)) ** YEARS
    return Fraction(100) - Fraction(kept * 100)


def apr() -> Fraction:
    return Fraction(pay_day().monster_rate_pct * 12)


def effective() -> Fraction:
    monthly = Fraction(pay_day().monster_rate_pct, 100)
    return ((1 + monthly) ** 12 - 1) * 100


def bet_ev() -> Fraction:
    bp = bonne_paye()
    win = Fraction(6 - bp.bet_winning_face + 1, 6)
    return bp.bet_multiplier * win - (1 - win)


# ------------------------------------------------------------------ the questions
def _choice(lesson: str, number: int, answer: str, options: int = 3) -> Question:
    return Question(lesson, number, answer, options)


QUIZZES: dict[str, tuple[Question, ...]] = {
    "01": (_choice("01", 1, "a"),
           Question("01", 2, fica, tolerance=Fraction(1, 2), places=2),
           _choice("01", 3, "b"), _choice("01", 4, "a"), _choice("01", 5, "b")),
    "02": (_choice("02", 1, "a"),
           Question("02", 2, buying_power_fall, tolerance=Fraction(15, 100), unit="%", places=1),
           _choice("02", 3, "b"), _choice("02", 4, "b"), _choice("02", 5, "b")),
    "03": (Question("03", 1, rule_of_72, tolerance=Fraction(3, 10), places=1),
           _choice("03", 2, "a"), _choice("03", 3, "b"), _choice("03", 4, "a"), _choice("03", 5, "b")),
    "04": (Question("04", 1, return_after, tolerance=Fraction(1, 2), unit="%"),
           _choice("04", 2, "a"), _choice("04", 3, "a"), _choice("04", 4, "b"), _choice("04", 5, "b")),
    "05": (Question("05", 1, apr, tolerance=Fraction(1, 2), unit="%"),
           _choice("05", 2, "b"), _choice("05", 3, "b"), _choice("05", 4, "a"), _choice("05", 5, "a")),
    "06": (_choice("06", 1, "a"),
           Question("06", 2, bet_ev, tolerance=Fraction(2, 100), places=2),
           _choice("06", 3, "b"), _choice("06", 4, "b"), _choice("06", 5, "b")),
}


def has_quiz(lesson: str) -> bool:
    return lesson in QUIZZES


def questions(lesson: str) -> tuple[Question, ...]:
    if lesson not in QUIZZES:
        raise QuizError("quiz.error.no_quiz", lesson=lesson)
    return QUIZZES[lesson]


@dataclass(frozen=True)
class Score:
    lesson: str
    marks: dict[int, bool] = field(default_factory=dict)   # question number -> right or not

    @property
    def correct(self) -> int:
        return sum(self.marks.values())

    @property
    def total(self) -> int:
        return len(QUIZZES[self.lesson])


def score(lesson: str, answers: Mapping[int, object]) -> Score:
    """Mark a student's answers ({question number: answer}); unanswered questions count as
    wrong. A question the quiz does not have, or a malformed answer, is a QuizError and
    nothing is marked."""
    by_number = {q.number: q for q in questions(lesson)}
    unknown = [n for n in answers if n not in by_number]
    if unknown:
        raise QuizError("quiz.error.no_question", number=unknown[0])
    marks = {n: (n in answers and by_number[n].check(answers[n])) for n in by_number}
    return Score(lesson, marks)


__all__ = ["LETTERS", "MOMENTS", "QuizError", "Question", "parse_number", "QUIZZES", "has_quiz", "questions",
           "Score", "score", "fica", "buying_power_fall", "rule_of_72", "return_after", "fee_share", "apr",
           "effective", "bet_ev"]
