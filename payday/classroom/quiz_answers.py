"""The quizzes' answers in the class store, beside the students' games.

One row per answer: class, student, lesson, moment ("pre" before the lesson, "post" after),
question number, the answer as typed, whether it was right, and when. A student who takes the
same quiz again replaces their answers of that moment. The table comes with the store's schema
version 3 (`payday.classroom.store.MIGRATIONS`); forgetting a class or a student forgets their answers.

>>> import tempfile, os
>>> from payday.classroom.store import Store
>>> store = Store(os.path.join(tempfile.mkdtemp(), "class.sqlite3"))
>>> save_answers(store, "5B", "Ada", "03", "pre", {1: "7.2", 2: "b"}).correct
1
>>> [(r.question, r.answer, r.correct) for r in answers(store, "5B")][:3]
[(1, '7.2', True), (2, 'b', False), (3, '', False)]
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from payday.teaching.quiz_scoring import MOMENTS, QuizError, Score, questions, score

TABLE = """CREATE TABLE IF NOT EXISTS quiz_answers (
    class_id    TEXT NOT NULL,
    student     TEXT NOT NULL,
    lesson      TEXT NOT NULL,
    moment      TEXT NOT NULL,
    question    INTEGER NOT NULL,
    answer      TEXT NOT NULL,
    correct     INTEGER NOT NULL,
    answered_at TEXT NOT NULL,
    PRIMARY KEY (class_id, student, lesson, moment, question))"""

UPSERT = """INSERT INTO quiz_answers (class_id, student, lesson, moment, question, answer, correct,
                                     answered_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (class_id, student, lesson, moment, question) DO UPDATE SET
        answer = excluded.answer, correct = excluded.correct, answered_at = excluded.answered_at"""

MAX_ANSWER = 40          # characters kept of a typed answer


@dataclass(frozen=True)
class Answer:
    class_id: str
    student: str
    lesson: str
    moment: str
    question: int
    answer: str
    correct: bool
    answered_at: str


def save_answers(store, class_id: str, student: str, lesson: str, moment: str,
                 given: dict[int, object]) -> Score:
    """Mark a student's answers and keep them in the store. A malformed answer is a QuizError
    and nothing is written; a bad class or student name is the store's StoreError."""
    from payday.classroom.store import GameKey
    key = GameKey(class_id, student, f"quiz-{lesson}")      # the same checks as a game's key
    if moment not in MOMENTS:
        raise QuizError("quiz.error.moment", moment=moment)
    result = score(lesson, given)
    when = datetime.now(UTC).isoformat(timespec="seconds")
    for q in questions(lesson):
        typed = given.get(q.number)
        store._execute(UPSERT, (key.class_id, key.student, lesson, moment, q.number,
                                "" if typed is None else str(typed)[:MAX_ANSWER],
                                int(result.marks[q.number]), when))
    return result


def answers(store, class_id: str, lesson: str | None = None) -> list[Answer]:
    """Every kept answer of a class (of one lesson, if given), by student, moment and question."""
    sql = ("SELECT class_id, student, lesson, moment, question, answer, correct, answered_at "
           "FROM quiz_answers WHERE class_id = ?")
    params: tuple = (class_id,)
    if lesson is not None:
        sql, params = sql + " AND lesson = ?", (class_id, lesson)
    rows = store._execute(sql + " ORDER BY student, lesson, moment DESC, question", params)
    return [Answer(c, s, le, m, q, a, bool(ok), at) for c, s, le, m, q, a, ok, at in rows]
