"""What a page writes belongs to the browser that holds it, never to a typed name alone: a
classmate typing Bo's name cannot replace his quiz answers, and a classmate starting games under
Cy's name cannot fill her share of the store."""
from __future__ import annotations

import html

import pytest

import payday
from payday import i18n
from payday.classroom.guesses import SOURCE_ENV, source_of
from payday.classroom.quiz_answers import answers
from payday.classroom.store import MAX_GAMES_PER_STUDENT, Store
from payday.teaching import quiz
from payday.ui import App
from tests.support.app import find


@pytest.fixture
def class_store(tmp_path, monkeypatch):
    path = tmp_path / "class.sqlite3"
    monkeypatch.setenv("PAYDAY_STORE", str(path))
    return path


def on(monkeypatch, browser: str) -> None:
    """The next page is opened by `browser` (the source its class server tells its kernel)."""
    monkeypatch.setenv(SOURCE_ENV, source_of("10.0.0.7", browser))


def right(lesson: str = "03", moment: str = "pre") -> dict[int, str]:
    return {q.number: (q.right_answer() if not q.is_number else quiz.answer_text(q, "en", "US").rstrip("%"))
            for q in quiz.questions(lesson, moment)}


def hand_in(lang: str, given: dict[int, str]) -> App:
    app = App(lesson="03", lang=lang, pace=0, quiz="pre", class_id="5B")
    find(app, "pd-quiz-name")[0].value = "Bo"
    for number, value in given.items():
        find(app, f"pd-quiz-q{number}")[0].value = value
    find(app, "pd-quiz-hand-in")[0].click()
    return app


def bos_marks(path) -> list[bool]:
    with Store(path) as store:
        return [a.correct for a in answers(store, "5B", "03") if a.student == "Bo"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_classmate_typing_bos_name_does_not_replace_his_quiz(class_store, monkeypatch, lang):
    """"A second device typing Bo's name hands in Bo's quiz again and replaces his 5/5 with
    0/5": the second browser is told, in its language, that Bo's answers are kept; Bo's own
    browser may hand in again."""
    on(monkeypatch, "bos-browser")
    hand_in(lang, right())
    assert bos_marks(class_store) == [True] * 5
    on(monkeypatch, "classmates-browser")
    other = hand_in(lang, {})
    assert bos_marks(class_store) == [True] * 5, "Bo's 5/5 is kept"
    assert i18n.t("quiz.app.kept", lang, student="Bo") in html.unescape(other.status.value)
    on(monkeypatch, "bos-browser")
    hand_in(lang, {})
    assert bos_marks(class_store) == [False] * 5, "Bo himself hands in again"


def test_a_page_holding_one_of_bos_codes_may_hand_in_his_quiz_again(class_store, monkeypatch):
    """Bo on another device, once it opened one of his games with his code, holds his code."""
    on(monkeypatch, "bos-browser")
    bo = App(variant="payday", lang="en", seed=3, pace=0, class_id="5B", student="Bo")
    find(bo, "pd-start")[0].click()
    code = bo.session.resume_code
    hand_in("en", right())
    on(monkeypatch, "bos-tablet")
    tablet = App(lesson="03", lang="en", pace=0, quiz="pre", class_id="5B", student="Bo")
    tablet.resumer.resume_by_code(code)          # as the start screen's code field does
    assert ("5B", "Bo") in tablet.resumer.opening
    tablet.show_quiz("pre")
    find(tablet, "pd-quiz-name")[0].value = "Bo"
    find(tablet, "pd-quiz-hand-in")[0].click()
    assert bos_marks(class_store) == [False] * 5


def test_games_started_under_cys_name_elsewhere_do_not_crowd_hers_out(class_store, monkeypatch):
    """"100 games started under Cy's name in two minutes fill Cy's quota, and Cy's own game is
    then not saved": the share of the store is per browser that holds the games; Cy's page
    saves her game, and the other browser's 101st is refused."""
    game = payday.new_game("bonne-paye", ["Cy", "X"], seed=1)
    mallory = source_of("10.0.0.9", "mallorys-browser")
    with Store(class_store) as store:
        for n in range(MAX_GAMES_PER_STUDENT):
            store.put(game, class_id="7B", student="Cy", game_id=f"fake-{n}", after=0, holder=mallory)
    on(monkeypatch, "cys-browser")
    cy = App(variant="payday", lang="en", seed=9, pace=0, class_id="7B", student="Cy")
    find(cy, "pd-start")[0].click()
    find(cy, "pd-main")[0].click()
    assert cy.session.message is None or cy.session.message.key != "app.msg.store_full"
    assert cy.session.resume_code
    monkeypatch.setenv(SOURCE_ENV, mallory)
    more = App(variant="payday", lang="en", seed=10, pace=0, class_id="7B", student="Cy")
    find(more, "pd-start")[0].click()
    find(more, "pd-main")[0].click()
    assert more.session.message.key == "app.msg.store_full"
    with Store(class_store) as store:
        cys = [row for row in store.rows("7B") if not row.key.game_id.startswith("fake-")]
    assert [row.code for row in cys] == [cy.session.resume_code]
