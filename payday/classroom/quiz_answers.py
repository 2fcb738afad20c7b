"""The quizzes' answers in the class store, beside the students' games.

One row per answer: class, student, lesson, moment ("pre" before the lesson, "post" after),
question number, the answer (a number as typed, or the option's own letter, never the place it
was shown in), whether it was right, when, the order the options were shown in, the quiz's
version and the class's country. A student who takes the same quiz again replaces their
answers of that moment, from the browser that handed them in (their holder) or from a page
holding one of the student's resume codes; a classmate typing their name does not
(`AnswersKept`). The table comes with the store's schema version 3 and its last columns
with version 5 (`payday.classroom.schema`); the store keeps and reads them
(`Store.put_answers`, `Store.answers`); forgetting a class or a student forgets their answers.

>>> import tempfile, os
>>> from payday.classroom.store import Store
>>> store = Store(os.path.join(tempfile.mkdtemp(), "class.sqlite3"))
>>> from payday.teaching.lessons import saving
>>> save_answers(store, "5B", "Ada", saving.SCENARIO.number, "pre", {1: "7.2", 2: "a"}).correct
1
>>> [(r.question, r.answer, r.correct, r.shown) for r in answers(store, "5B")][:3]
[(1, '7.2', True, ''), (2, 'a', False, 'cab'), (3, '', False, 'abc')]
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, datetime

from payday.classroom.store import Store

from payday.classroom.records import Answer as Answer, GameKey
from payday.teaching.countries import country
from payday.teaching.quiz import MOMENTS, QuizError, Score, option_order, questions, score, version


def shown_orders(class_id: str, student: str, lesson: str, moment: str) -> dict[int, str]:
    """The order each multiple-choice question's options are shown to this student in."""
    return {q.number: option_order(class_id, student, lesson, moment, q.number, q.options)
            for q in questions(lesson, moment) if not q.is_number}


def save_answers(store: Store, class_id: str, student: str, lesson: str, moment: str,
                 given: Mapping[int, object], country_code: str = "US",
                 shown: Mapping[int, str] | None = None, *, holder: str = "",
                 codes: Iterable[str] = ()) -> Score:
    """Mark a student's answers (options by their own letters) and keep them in the store, with
    the order the options were shown in (`shown`, by default the student's own,
    `shown_orders`), as `holder`'s (the page's source); `codes` are the student's resume codes
    this page holds, which let it replace answers another browser handed in. A malformed answer
    is a QuizError and nothing is written; a bad class or student name is the store's
    StoreError, answers another browser handed in are `AnswersKept`."""
    GameKey(class_id, student, f"quiz-{lesson}")      # the store's checks, before marking
    if moment not in MOMENTS:
        raise QuizError("quiz.error.moment", moment=moment)
    code = country(country_code).code
    result = score(lesson, given, moment, code)
    orders = shown_orders(class_id, student, lesson, moment) if shown is None else dict(shown)
    when = datetime.now(UTC).isoformat(timespec="seconds")
    marked = []
    for q in questions(lesson, moment):
        typed = given.get(q.number)
        marked.append((q.number, "" if typed is None else str(typed), result.marks[q.number],
                       "" if q.is_number else orders.get(q.number, q.letters())))
    store.put_answers(class_id, student, lesson, moment, marked, when, version(lesson), code,
                      holder=holder, codes=codes)
    return result


def answers(store: Store, class_id: str, lesson: str | None = None) -> list[Answer]:
    """Every kept answer of a class (of one lesson, if given), by student, moment and question."""
    return store.answers(class_id, lesson)

