"""The quizzes' answers in the class store, beside the students' games.

One row per answer: class, student, lesson, moment ("pre" before the lesson, "post" after),
question number, the answer as typed, whether it was right, and when. A student who takes the
same quiz again replaces their answers of that moment. The table comes with the store's schema
version 3 (`payday.classroom.schema`), and the store keeps and reads them
(`Store.put_answers`, `Store.answers`); forgetting a class or a student forgets their answers.

>>> import tempfile, os
>>> from payday.classroom.store import Store
>>> store = Store(os.path.join(tempfile.mkdtemp(), "class.sqlite3"))
>>> save_answers(store, "5B", "Ada", "03", "pre", {1: "7.2", 2: "b"}).correct
1
>>> [(r.question, r.answer, r.correct) for r in answers(store, "5B")][:3]
[(1, '7.2', True), (2, 'b', False), (3, '', False)]
"""
from __future__ import annotations

from datetime import UTC, datetime

from payday.classroom.store import Store

from payday.classroom.records import Answer as Answer, GameKey
from payday.teaching.quiz_scoring import MOMENTS, QuizError, Score, questions, score


def save_answers(store: Store, class_id: str, student: str, lesson: str, moment: str,
                 given: dict[int, object]) -> Score:
    """Mark a student's answers and keep them in the store. A malformed answer is a QuizError
    and nothing is written; a bad class or student name is the store's StoreError."""
    GameKey(class_id, student, f"quiz-{lesson}")      # the store's checks, before marking
    if moment not in MOMENTS:
        raise QuizError("quiz.error.moment", moment=moment)
    result = score(lesson, given)
    when = datetime.now(UTC).isoformat(timespec="seconds")
    marked = []
    for q in questions(lesson):
        typed = given.get(q.number)
        marked.append((q.number, "" if typed is None else str(typed), result.marks[q.number]))
    store.put_answers(class_id, student, lesson, moment, marked, when)
    return result


def answers(store: Store, class_id: str, lesson: str | None = None) -> list[Answer]:
    """Every kept answer of a class (of one lesson, if given), by student, moment and question."""
    return store.answers(class_id, lesson)
