"""A lesson link opens the lesson's scenario in the app ("the loop every lesson
follows"): a short situation in the student's language, the game at the moment that matters
against computer players, and, when the stretch ends, the student's own numbers and a what-if
of their key decision. In process, by clicking the widgets."""
from __future__ import annotations

import html

import ipywidgets as w
import pytest

import payday
from payday import i18n
from payday.teaching.lessons import lesson_of
from payday.teaching.lessons import SCENARIOS
from payday.classroom.store import Store
from payday.ui import App, settings_from_query

from tests.support.app import find, play_lesson

ENGLISH = ("What if", "net worth", "Your key decision", "Computer ", "Start the lesson", "Day ")


def test_the_lesson_link_is_read_from_the_query():
    assert settings_from_query("?lesson=03&class=7B")["lesson"] == "03"
    assert settings_from_query("?lesson=03&class=7B")["class_id"] == "7B"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_lesson_opens_on_its_situation_in_the_students_language(lang):
    app = App(lesson="3", lang=lang, pace=0)
    text = " ".join(getattr(c, "value", "") for c in app.children if isinstance(c, w.HTML))
    assert SCENARIOS["03"].situation(lang) in text.replace("&#x27;", "'")
    assert i18n.t("app.lesson.game_number", lang, seed=1) in text
    if lang != "en":
        assert not any(word in text for word in ENGLISH)


def test_a_student_must_give_a_name_before_the_lesson_starts():
    app = App(lesson="03", lang="en", pace=0)
    find(app, "pd-lesson-start")[0].click()
    assert app.session is None
    assert i18n.t("app.lesson.need_name", "en") in app.status.value


def test_an_unknown_lesson_is_named_and_the_app_still_opens():
    app = App(lesson="9", pace=0)
    assert app.lesson is None and find(app, "pd-start")
    assert "pd-problem" in app.status.value and "9" in app.status.value


@pytest.mark.parametrize("number", sorted(SCENARIOS))
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_student_plays_the_lesson_and_sees_their_money_and_the_what_if(number, lang):
    app = play_lesson(number, lang)
    game = app.session.game
    assert game.is_over and lesson_of(game) is SCENARIOS[number]
    assert game.start == SCENARIOS[number].start
    assert "pd-problem" not in app.status.value
    shown = find(app, "pd-debrief")[0].value
    worth = i18n.money(game.net_worth(game.players[0]), game.rules.currency, lang)
    assert html.escape(worth) in shown
    assert "pd-lesson-table" in shown and "<caption>" in shown
    if "pd-lesson-choice" in shown:
        assert "pd-whatif" in shown
    if lang != "en":
        assert not any(word in shown for word in ENGLISH)
    # The computer players are named in the student's language, numbered from 1.
    assert game.players[1].name == i18n.t("app.lesson.computer", lang, n=1,
                                           style=i18n.t(f"app.style.{SCENARIOS[number].computer[0]}", lang))


def test_changing_the_computer_style_of_the_what_if_redraws_it():
    app = play_lesson("05", "en", seed=3)
    before = find(app, "pd-debrief")[0].value
    find(app, "pd-whatif-style")[0].value = "borrower"
    after = find(app, "pd-debrief")[0].value
    assert "pd-problem" not in app.status.value
    assert before != after or "pd-whatif-replayed" in after


def test_a_lesson_game_is_saved_to_the_class_and_known_as_the_lesson(tmp_path, monkeypatch):
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = play_lesson("06", "fr", class_id="7B")
    with Store() as store:
        [row] = store.rows("7B")
        assert row.key.student == "Ada" and row.key.game_id.startswith("lesson06-")
        game = store.load("7B", "Ada", row.key.game_id)
    assert lesson_of(game) is SCENARIOS["06"]
    assert game.to_json() == app.session.game.to_json()


def test_a_resumed_lesson_game_shows_the_lesson():
    played = play_lesson("04", "en").session.game
    app = App(pace=0)
    from payday.ui.app.session import Session
    app.begin(Session.from_saved(played.to_json()))
    assert app.lesson is SCENARIOS["04"]
    assert find(app, "pd-debrief")
    assert isinstance(payday.load_game(played.to_json()), payday.Game)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_money_tables_caption_is_not_repeated_as_its_first_column_header(lang):
    """A screen reader reads the caption, then each header: the caption names the table
    ("Your money this game"), the first header its column ("Item")."""
    import re
    shown = find(play_lesson("03", lang), "pd-debrief")[0].value
    table = re.search(r'<table class="pd-table pd-lesson-table">(.*?)</table>', shown).group(1)
    caption = re.search(r"<caption>(.*?)</caption>", table).group(1)
    headers = re.findall(r'<th scope="col">(.*?)</th>', table)
    assert caption == html.escape(i18n.t("app.lesson.col.what", lang))
    assert headers == [html.escape(i18n.t("app.lesson.col.item", lang)),
                       html.escape(i18n.t("app.lesson.col.amount", lang))]
    assert caption not in headers
