"""What a quiz question is and how an answer is marked: parallel questions before and after a
lesson, scored automatically.

A quiz is a list of items, one per objective of the lesson (and one that asks the lesson's key
decision in real-life terms). Each item has two parallel forms, one asked before the lesson
("pre") and one after ("post"): the same objective, with other numbers or other words, so that
the gain is learning and not the memory of the first sitting. Item k before and item k after
share the number k, and the dashboard pairs them by it.

A form is multiple choice (options identified by their letter in the catalog, "a", "b", "c")
or a number (with a tolerance). Its words live in the catalogs under
`quiz.<lesson>.<n>.<moment>.` (`q` the question, `a`/`b`/`c` the options, `why` a one-line
explanation), the item's objective under `quiz.<lesson>.<n>.objective`, and
`payday.teaching.quiz` writes them. Each lesson's items are its own (its module's `QUIZ`, in
its `payday.teaching.lesson.Lesson`), written with `choices` and `Question`; `payday.teaching.quiz`
finds and scores them. A student sees the options in an order of their own
(`option_order`); an answer is always the option's own letter, so the order shown never
changes the score. The answers to number questions are worked out from the rules data, the
lessons' numbers (`payday.teaching.numbers`) and the class's country
(`payday.teaching.countries`), never typed.

>>> pre, post = choices("07", 2, "b", "c")
>>> pre.key, pre.check("B"), post.check("b")
('07.2.pre', True, False)
>>> Question("07", 1, "pre", fixed(lambda: Fraction(72, 10)), tolerance=Fraction(3, 10)).check("7,2")
True
>>> pre.check("d")
Traceback (most recent call last):
...
payday.teaching.quiz_scoring.QuizError: quiz.error.not_an_option
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from payday.teaching.countries import country, pay_salary

LETTERS = "abcdefgh"
CURRENCY_SIGN = re.compile(r"^(?:NT|US)?[$€£¥]|(?:[$€£¥]|\$US|元)$")
MOMENTS = ("pre", "post")     # before the lesson and after it
# 1: the same questions before and after (answers kept before the parallel forms are of this version);
# 2: parallel forms, one item per objective. Kept with every answer. A lesson whose items were
# renumbered since carries a later one of its own (`payday.teaching.lesson.Lesson.quiz_version`).
QUIZ_VERSION = 2



class QuizError(ValueError):
    """An answer the quiz cannot take. Its message is a catalog key; `fields` fill it."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(key)
        self.key, self.fields = key, fields


Answer = str | Callable[[str], Fraction]     # a letter, or the number for a country's class


@dataclass(frozen=True)
class Question:
    """One form of one item: what a student is asked before ("pre") or after ("post")."""
    lesson: str                       # the lesson's number, as its link writes it
    number: int                       # 1, 2, ... as the quiz shows it; item k before and after
    moment: str                       # "pre" or "post"
    answer: Answer
    options: int = 0                  # how many lettered options; 0 for a number question
    tolerance: Fraction = Fraction(0)  # how far from the answer a number may be
    unit: str = ""                    # "%" for a percentage, a currency code for an amount, or
    #                                   "country" for an amount in the class's country's currency
    places: int = 0                   # decimals the guide writes the number with

    @property
    def key(self) -> str:
        return f"{self.lesson}.{self.number}.{self.moment}"

    @property
    def item(self) -> str:
        """The item both forms share: its objective is `quiz.<item>.objective`."""
        return f"{self.lesson}.{self.number}"

    @property
    def is_number(self) -> bool:
        return self.options == 0

    def right_answer(self, country_code: str = "US") -> str | Fraction:
        return self.answer if isinstance(self.answer, str) else self.answer(country(country_code).code)

    def letters(self) -> str:
        return LETTERS[:self.options]

    def check(self, given: object, country_code: str = "US") -> bool:
        """Whether an answer is right; a malformed answer is a QuizError. A multiple-choice
        answer is the option's own letter, whatever place the student saw it in."""
        if self.is_number:
            right = self.right_answer(country_code)
            assert isinstance(right, Fraction)          # a number question's answer is a number
            return abs(parse_number(given) - right) <= self.tolerance
        letter = str(given).strip().lower() if isinstance(given, str) else None
        if letter is None or len(letter) != 1 or letter not in self.letters():
            raise QuizError("quiz.error.not_an_option", options=", ".join(self.letters()))
        return letter == self.right_answer()


def parse_number(given: object) -> Fraction:
    """A typed number: "7.2", "7,2", "120 %", " 2,882.25 ", "−0.50", "$267.75", "330 €" (a
    comma is a decimal comma when it is the only separator and followed by one or two digits;
    a currency's sign before or after the number is left out)."""
    if isinstance(given, bool) or not isinstance(given, (str, int, float, Decimal)):
        raise QuizError("quiz.error.not_a_number")
    text = (str(given).strip().replace("\u202f", "").replace("\xa0", "").replace(" ", "")
            .replace("\u2212", "-").rstrip("%"))
    text = CURRENCY_SIGN.sub("", text)
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


def option_order(class_id: str, student: str, lesson: str, moment: str, number: int, options: int) -> str:
    """The order a student sees a question's options in, as the options' own letters ("cab":
    first the option "c"). Drawn from the student's identity, so the same student sees the
    same order again, and a classmate most likely another; never from the global random.

    >>> from payday.teaching.lessons import saving
    >>> option_order("5B", "Ada", saving.SCENARIO.number, "pre", 2, 3)
    'cab'
    >>> sorted(option_order("5B", "Bo", saving.SCENARIO.number, "pre", 2, 3))
    ['a', 'b', 'c']
    """
    seed = "\n".join((class_id, student, lesson, moment, str(number))).encode("utf-8")
    digest = hashlib.sha256(seed).digest()
    left, order = list(LETTERS[:options]), []
    for byte in digest[:options]:
        order.append(left.pop(byte % len(left)))
    return "".join(order)


# ------------------------------------------------------------------ numbers every quiz may state
def pct(value: Fraction | Decimal | int) -> Fraction:
    """A percentage as a fraction: 10 -> 1/10."""
    return Fraction(value) / 100


def salary(code: str) -> Fraction:
    """The monthly salary a class of this country computes its payroll with."""
    return Fraction(pay_salary(code))


def salary_currency(code: str) -> str:
    return country(code).currency


# ------------------------------------------------------------------ writing a lesson's items
def choices(lesson: str, number: int, pre: str, post: str) -> tuple[Question, Question]:
    """A multiple-choice item: the right option's letter before and after."""
    return Question(lesson, number, "pre", pre, 3), Question(lesson, number, "post", post, 3)


def fixed(value: Callable[[], Fraction]) -> Callable[[str], Fraction]:
    """A number that is the same in every country."""
    return lambda _country: value()


ONE = Fraction(1)


__all__ = ["LETTERS", "MOMENTS", "QUIZ_VERSION", "QuizError", "Question", "parse_number", "option_order",
           "choices", "fixed", "ONE", "pct", "salary", "salary_currency"]
