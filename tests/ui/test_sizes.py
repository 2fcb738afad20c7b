"""Sizes a page can no longer blow up: a 20 MB name on a computer seat made 20 MB game bodies
(80 MB of store in 69 s, no limit on names). Names and a class are at most 40 characters, told
in the student's language, and the store itself refuses a save past the save limit."""
from __future__ import annotations

import html

import pytest

import payday
from payday import i18n
from payday.classroom.records import MAX_NAME, NameTooLong, TooLarge
from payday.classroom.store import Store
from payday.engine.game import PlayerSpec
from payday.engine.saves import MAX_BYTES
from payday.ui import App
from tests.support.app import find

LONG = "Ada" * 350_000          # a megabyte of name


@pytest.fixture
def class_store(tmp_path, monkeypatch):
    path = tmp_path / "class.sqlite3"
    monkeypatch.setenv("PAYDAY_STORE", str(path))
    return path


def told(app: App, lang: str) -> bool:
    return i18n.t("app.msg.name_too_long", lang, limit=MAX_NAME) in html.unescape(app.status.value)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_long_name_on_a_computer_seat_is_refused_in_the_students_language(class_store, lang):
    """A megabyte typed as a computer seat's name: the game does not start, nothing is saved,
    and the student reads why; 40 characters start as before."""
    app = App(variant="payday", lang=lang, seed=9, pace=0, class_id="7B", student="Ada")
    find(app, "pd-seat-name-2")[0].value = LONG
    find(app, "pd-start")[0].click()
    assert app.session is None and told(app, lang)
    with Store(class_store) as store:
        assert store.rows() == []
    find(app, "pd-seat-name-2")[0].value = "B" * MAX_NAME
    find(app, "pd-start")[0].click()
    assert app.session is not None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_long_name_on_a_lesson_or_a_quiz_is_refused(class_store, lang):
    lesson = App(lesson="03", lang=lang, pace=0, class_id="7B")
    find(lesson, "pd-lesson-name")[0].value = "A" * (MAX_NAME + 1)
    find(lesson, "pd-lesson-start")[0].click()
    assert lesson.session is None and told(lesson, lang)
    quiz = App(lesson="03", lang=lang, pace=0, quiz="pre", class_id="7B")
    find(quiz, "pd-quiz-name")[0].value = "A" * (MAX_NAME + 1)
    find(quiz, "pd-quiz-hand-in")[0].click()
    assert told(quiz, lang) and find(quiz, "pd-quiz-result")[0].value == ""
    with Store(class_store) as store:
        assert store.rows() == [] and store.answers("7B") == []


def test_the_store_refuses_a_save_past_the_save_limit_and_a_new_games_long_names(tmp_path):
    """The store itself, whoever asks it (not only the page): a game saved past
    `saves.MAX_BYTES` is not written, nor a new game under a name past 40 characters."""
    big = payday.new_game("bonne-paye", [PlayerSpec("Ada"), PlayerSpec("x" * MAX_BYTES, "saver")], seed=1)
    with Store(tmp_path / "class.sqlite3") as store:
        with pytest.raises(TooLarge) as refused:
            store.put(big, class_id="7B", student="Ada", game_id="g")
        assert refused.value.size > MAX_BYTES
        with pytest.raises(NameTooLong):
            store.put(payday.new_game("bonne-paye", ["A" * 41, "X"], seed=1), class_id="7B",
                      student="A" * 41, game_id="g", after=0)
        assert store.rows() == []
