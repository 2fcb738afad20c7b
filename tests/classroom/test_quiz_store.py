"""The quizzes' answers "kept in the class store with the student's game": a new
table, schema version 3, with a migration; a store written by today's main opens and takes
answers; forgetting a class or a student forgets their answers. "shuffle options per
student (the order is stored with the answers, so scoring and the dashboard stay right)":
schema version 5 keeps the order shown, the quiz's version and the class's country, and the
answers kept before it still read right."""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

import payday
from payday.teaching import quiz
from payday.classroom.quiz_answers import answers, save_answers
from payday.classroom.quiz_answers import shown_orders
from payday.classroom.schema import SCHEMA_VERSION
from payday.classroom.store import Store

from payday.classroom.records import StoreError
FIXTURES = Path(__file__).parent / "fixtures"


def right(lesson: str, moment: str = "post") -> dict[int, str]:
    return {q.number: (q.right_answer() if not q.is_number else quiz.answer_text(q, "en", "US").rstrip("%"))
            for q in quiz.questions(lesson, moment)}


def test_answers_are_kept_per_student_lesson_and_moment(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        pre = save_answers(store, "5B", "Ada", "03", "pre", {1: "10", 2: "b"})
        post = save_answers(store, "5B", "Ada", "03", "post", right("03"))
        save_answers(store, "5B", "Bo", "03", "pre", {})
        assert (pre.correct, post.correct) == (1, len(quiz.questions("03")))
        kept = answers(store, "5B", "03")
        assert {(a.student, a.moment) for a in kept} == {("Ada", "pre"), ("Ada", "post"), ("Bo", "pre")}
        assert len(kept) == 3 * len(quiz.questions("03"))
        ada_pre = {a.question: a for a in kept if a.student == "Ada" and a.moment == "pre"}
        assert ada_pre[1].answer == "10" and not ada_pre[1].correct and ada_pre[2].correct
        assert ada_pre[3].answer == "" and not ada_pre[3].correct          # left blank
        assert answers(store, "5B", "05") == [] and answers(store, "7A") == []


def test_taking_a_quiz_again_replaces_that_moments_answers(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        save_answers(store, "5B", "Ada", "03", "post", {2: "a"})
        save_answers(store, "5B", "Ada", "03", "post", {2: "c"})
        kept = [a for a in answers(store, "5B") if a.question == 2]
        assert [(a.answer, a.correct) for a in kept] == [("c", True)]


@pytest.mark.parametrize("given, moment, error", [
    ({1: "seven"}, "pre", quiz.QuizError), ({2: "z"}, "pre", quiz.QuizError),
    ({1: "7"}, "during", quiz.QuizError), ({9: "a"}, "post", quiz.QuizError)])
def test_a_malformed_answer_writes_nothing(tmp_path, given, moment, error):
    with Store(tmp_path / "class.sqlite3") as store:
        with pytest.raises(error):
            save_answers(store, "5B", "Ada", "03", moment, given)
        assert answers(store, "5B") == []


@pytest.mark.parametrize("class_id, student", [("", "Ada"), ("5B", "x" * 200), ("5B", "\ud800")])
def test_a_bad_name_is_the_stores_error_and_writes_nothing(tmp_path, class_id, student):
    with Store(tmp_path / "class.sqlite3") as store:
        with pytest.raises(StoreError):
            save_answers(store, class_id, student, "03", "pre", {1: "7"})
        assert store._execute("SELECT COUNT(*) FROM quiz_answers")[0][0] == 0


def test_a_quiz_is_kept_whole_or_not_at_all(tmp_path):
    """A store that fails halfway through a student's answers keeps none of the new ones: a
    quiz taken again is never half replaced."""
    with Store(tmp_path / "class.sqlite3") as store:
        save_answers(store, "5B", "Ada", "03", "post", {1: "1", 2: "c"})
        before = answers(store, "5B")
        store._execute("CREATE TRIGGER fail_at_3 BEFORE UPDATE ON quiz_answers "
                       "WHEN NEW.question = 3 BEGIN SELECT RAISE(ABORT, 'the disk failed'); END")
        with pytest.raises(StoreError):
            save_answers(store, "5B", "Ada", "03", "post", right("03"))
        assert answers(store, "5B") == before


def test_a_store_written_by_todays_main_is_migrated_and_takes_answers(tmp_path):
    """tests/fixtures/store-schema-2.sqlite3 was written by main's store.py (schema 2, before
    the quizzes): it opens at today's schema (3 or later), its games replay, and it keeps quiz
    answers."""
    path = tmp_path / "class.sqlite3"
    shutil.copy(FIXTURES / "store-schema-2.sqlite3", path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM payday_schema").fetchone()[0] == 2
        assert "quiz_answers" not in {n for (n,) in raw.execute("SELECT name FROM sqlite_master")}
    with Store(path) as store:
        assert store.schema_version() == SCHEMA_VERSION >= 3
        assert [row.key.student for row in store.rows("5B")] == ["Ada", "Bo"]
        assert store.load("5B", "Ada", "g3").seed == 3
        save_answers(store, "5B", "Ada", "03", "pre", {1: "7"})
        assert len(answers(store, "5B", "03")) == len(quiz.questions("03"))
    with Store(path) as again:               # opening twice migrates once
        assert again.schema_version() == SCHEMA_VERSION and len(answers(again, "5B")) == len(quiz.questions("03"))


def test_forgetting_a_student_or_a_class_forgets_their_answers(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
        for student in ("Ada", "Bo"):
            store.save(game, class_id="5B", student=student, game_id="g1")
            save_answers(store, "5B", student, "03", "pre", {1: "7"})
        store.delete("5B", "Ada", "g1")                 # one game: the answers stay
        assert {a.student for a in answers(store, "5B")} == {"Ada", "Bo"}
        store.delete("5B", "Ada")
        assert {a.student for a in answers(store, "5B")} == {"Bo"}
        store.delete("5B")
        assert answers(store, "5B") == []
    raw = (tmp_path / "class.sqlite3").read_bytes()
    assert b"Bo" not in raw.replace(b"Bonne", b"")       # vacuumed: no name left in free pages


def test_each_answer_keeps_the_order_its_options_were_shown_in_and_is_marked_by_the_option(tmp_path):
    """Two students who saw lesson 05's options in different orders and chose the same option
    are marked alike; each row keeps the order that student saw, the quiz's version and the
    class's country."""
    lesson, moment = "05", "pre"
    orders = {name: shown_orders("5B", name, lesson, moment) for name in ("Ada", "Bo", "Cy", "Di")}
    assert len({tuple(o.values()) for o in orders.values()}) > 1       # not one order for all
    given = {q.number: q.right_answer() for q in quiz.questions(lesson, moment) if not q.is_number}
    with Store(tmp_path / "class.sqlite3") as store:
        for name in orders:
            save_answers(store, "5B", name, lesson, moment, given, "FR")
        kept = answers(store, "5B", lesson)
    for row in kept:
        if row.question in given:
            assert row.correct and row.answer == given[row.question]
            assert row.shown == orders[row.student][row.question]
        else:
            assert row.shown == ""                                      # a number has no options
        assert (row.version, row.country) == (quiz.QUIZ_VERSION, "FR")


def test_the_order_the_app_showed_is_the_one_kept(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        save_answers(store, "5B", "Ada", "03", "pre", {2: "b"}, shown={2: "cba"})
        row = next(a for a in answers(store, "5B") if a.question == 2)
    assert (row.answer, row.shown, row.correct) == ("b", "cba", True)


def test_a_store_of_schema_4_keeps_its_answers_by_letter_in_the_options_own_order(tmp_path):
    """tests/classroom/fixtures/store-schema-4.sqlite3 was written by main's store.py (schema 4):
    its quiz answers are letters in the options' own order, marked when they were handed in. At
    schema 5 they read as before, of the quiz's version 1, shown in the options' own order;
    its game still opens, and new answers are kept with their order."""
    path = tmp_path / "class.sqlite3"
    shutil.copy(FIXTURES / "store-schema-4.sqlite3", path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM payday_schema").fetchone()[0] == 4
        before = raw.execute("SELECT student, lesson, moment, question, answer, correct FROM quiz_answers "
                             "ORDER BY student, lesson, moment DESC, question").fetchall()
    with Store(path) as store:
        assert store.schema_version() == SCHEMA_VERSION >= 5
        assert store.load("5B", "Ada", "g3").seed == 3
        kept = answers(store, "5B")
        assert [(a.student, a.lesson, a.moment, a.question, a.answer, int(a.correct)) for a in kept] == before
        assert {(a.shown, a.version, a.country) for a in kept} == {("", 1, "")}
        ada = {(a.moment, a.question): a for a in kept if a.student == "Ada"}
        assert ada[("pre", 2)].answer == "a" and ada[("pre", 2)].correct      # right by the letter it was
        save_answers(store, "5B", "Cy", "03", "pre", {2: "b"})
        new = [a for a in answers(store, "5B") if a.student == "Cy" and a.question == 2]
        assert new[0].version == quiz.QUIZ_VERSION and sorted(new[0].shown) == ["a", "b", "c"]
    with Store(path) as again:               # opening twice migrates once
        assert again.schema_version() == SCHEMA_VERSION and len(answers(again, "5B")) == len(kept) + 5
