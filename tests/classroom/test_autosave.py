"""The classroom app saves every game to the class store as it goes, and a student's game
survives a kernel restart: the start screen offers to resume it from the store, by replay.
A store that fails is a plain message, and play goes on."""
from __future__ import annotations

import html

import pytest

import payday
from payday.classroom.store import Store
from payday.ui import settings_from_query
from payday.ui.app.session import Autosave, Session, unfinished_games


def find(widget, cls: str):
    found = [widget] if cls in getattr(widget, "_dom_classes", ()) else []
    for child in getattr(widget, "children", ()):
        found += find(child, cls)
    return found


def play_main(session: Session) -> None:
    pending = session.game.pending
    option = next(o for o in pending.options if not o.free)
    assert session.answer(session.version, option, option.low if option.ranged else None)


@pytest.fixture
def store(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        yield store


def saving_session(store, variant="bonne-paye", seed=4) -> Session:
    session = Session(variant, [("Ada", None), ("Saver", "saver")], seed=seed)
    session.autosave = Autosave(store, "7B", "Ada", "game-1")
    session.run_bots()
    return session


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_after_each_decision_the_game_is_saved_to_the_class_store(store, variant):
    """"every game saves itself as it goes to a class store": after each of the student's
    decisions (and the computer players' replies) the store holds the game as on screen."""
    session = saving_session(store, variant)
    for _ in range(6):
        play_main(session)
        assert store.text("7B", "Ada", "game-1") == session.game.to_json()
    assert [row.decisions for row in store.rows("7B")] == [len(session.game.history)]


def test_undo_is_saved_too(store):
    session = saving_session(store)
    play_main(session)
    play_main(session)
    assert session.undo()
    assert store.text("7B", "Ada", "game-1") == session.game.to_json()


def test_a_students_game_survives_a_kernel_restart_by_replay_from_the_store(store):
    """"A student's game survives a kernel restart: it is resumed from the store by replay.\""""
    session = saving_session(store)
    for _ in range(5):
        play_main(session)
    before = session.game
    del session                        # the kernel restarts: only the store remains

    rows = unfinished_games(store, "7B", "Ada")
    assert [row.key.game_id for row in rows] == ["game-1"]
    resumed = Session.from_saved(store.text("7B", "Ada", "game-1"))
    assert resumed.game.history == before.history
    assert resumed.game.pending == before.pending
    assert resumed.game.ledger.entries == before.ledger.entries
    assert resumed.message.key == "app.msg.opened"
    assert resumed.can_undo(), "who decided what is known again, so undo works"


def test_a_finished_game_is_not_offered_to_resume(store):
    session = saving_session(store)
    while not session.game.is_over:
        play_main(session)
    assert unfinished_games(store, "7B", "Ada") == []
    assert unfinished_games(store, "7B", "Bo") == []


class BrokenStore:
    def put(self, game, **key):       # the store's interface (payday.classroom.store.Store.put)
        raise OSError("disk full")


def test_a_failing_store_is_a_plain_message_and_play_goes_on():
    """"failures of the store must show a plain message and never stop play\""""
    session = Session("bonne-paye", [("Ada", None), ("Saver", "saver")], seed=4)
    session.autosave = Autosave(BrokenStore(), "7B", "Ada", "game-1")
    moves = len(session.game.history)
    play_main(session)
    assert len(session.game.history) > moves
    assert session.message.key == "app.msg.store_failed" and session.message.problem
    assert "disk full" in session.message.values["detail"]
    assert session.waiting_for_human() or session.game.is_over


def test_the_link_names_the_class_and_the_student():
    assert settings_from_query("?class=7B&student=Ada&lang=fr") == {
        "lang": "fr", "class_id": "7B", "student": "Ada"}
    assert "class_id" not in settings_from_query("?class=" + "x" * 101)


# ---------------------------------------------------------------- the app's start screen
@pytest.fixture
def class_store(tmp_path, monkeypatch):
    """The store's location is a setting: PAYDAY_STORE."""
    path = tmp_path / "teacher" / "class.sqlite3"
    monkeypatch.setenv("PAYDAY_STORE", str(path))
    return path


def test_the_app_saves_a_classes_games_and_offers_to_resume_them(class_store):
    from payday.ui import App
    app = App(variant="payday", lang="en", seed=9, pace=0, class_id="7B", student="Ada")
    find(app, "pd-start")[0].click()
    for _ in range(4):
        find(app, "pd-main")[0].click()
    with Store(class_store) as store:
        (row,) = store.rows("7B")
        assert (row.key.student, row.variant) == ("Ada", "payday")
        assert store.text("7B", "Ada", row.key.game_id) == app.session.game.to_json()
    history = list(app.session.game.history)

    code = app.session.resume_code
    assert app.keeper.known("7B", "Ada") == [code], "the browser keeps the game's resume code"
    assert code in app.status.value, "and the student is shown it"

    fresh = App(lang="en", pace=0, class_id="7B", student="Ada")     # after a kernel restart
    assert find(fresh, "pd-resume") == [], "nothing is offered before the browser tells its codes"
    fresh.keeper.codes = dict(app.keeper.codes)       # the same browser: its localStorage syncs
    (resume,) = find(fresh, "pd-resume")
    resume.click()
    assert fresh.session.game.history == history
    assert fresh.session.autosave.game_id == row.key.game_id
    find(fresh, "pd-main")[0].click()
    with Store(class_store) as store:
        assert [r.decisions for r in store.rows("7B")] == [len(fresh.session.game.history)]


def test_without_a_class_the_app_saves_nothing(class_store):
    from payday.ui import App
    app = App(variant="payday", lang="en", seed=9, pace=0)
    find(app, "pd-start")[0].click()
    find(app, "pd-main")[0].click()
    assert app.session.autosave is None and not class_store.exists()


def test_a_class_without_a_students_name_says_the_game_is_not_saved(class_store):
    from payday.ui import App
    app = App(variant="payday", lang="en", seed=9, pace=0, class_id="7B")
    find(app, "pd-start")[0].click()
    assert app.session.autosave is None and not class_store.exists()
    assert app.session.message.key == "app.msg.store_no_name"
    assert "7B" in app.status.value


def test_a_store_that_cannot_be_opened_lets_the_student_play(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("PAYDAY_STORE", str(blocker / "class.sqlite3"))
    from payday.ui import App
    app = App(variant="payday", lang="en", seed=9, pace=0, class_id="7B", student="Ada")
    assert "pd-problem" in app.status.value, "the start screen says so"
    find(app, "pd-start")[0].click()
    assert app.session.message.key == "app.msg.store_closed", "and so does the game screen"
    find(app, "pd-main")[0].click()
    assert app.session.autosave is None and len(app.session.game.history) >= 1


# ---------------------------------------------------------------- resume codes
def play_in_class(lang="en", seed=9, moves=3):
    from payday.ui import App
    app = App(variant="payday", lang=lang, seed=seed, pace=0, class_id="7B", student="Ada")
    find(app, "pd-start")[0].click()
    for _ in range(moves):
        find(app, "pd-main")[0].click()
    return app


@pytest.mark.parametrize("lang, words", [("en", "does not open a game of Ada"),
                                         ("fr", "n'ouvre aucune partie de Ada"),
                                         ("zh-TW", "無法開啟 7B 班 Ada 的遊戲")])
def test_resuming_another_students_game_without_their_code_is_refused_in_their_language(
        class_store, lang, words):
    """"A student resumes only their own game ... resuming asks for it": a classmate who types
    the same class and name on another device is offered nothing, and a wrong or missing code
    is refused in the student's language; the right code opens the game."""
    from payday.ui import App
    ada = play_in_class()
    history, code = list(ada.session.game.history), ada.session.resume_code
    other = App(lang=lang, pace=0, class_id="7B", student="Ada")      # another device
    assert find(other, "pd-resume") == []
    wrong = "Z" * 6 if code != "Z" * 6 else "Y" * 6
    for typed in ("", wrong, code[:5]):
        find(other, "pd-resume-code")[0].value = typed
        find(other, "pd-resume-go")[0].click()
        assert other.session is None, f"{typed!r} must not open Ada's game"
        assert words in html.unescape(other.status.value)
    find(other, "pd-resume-code")[0].value = code.lower()
    find(other, "pd-resume-go")[0].click()
    assert other.session.game.history == history
    assert other.keeper.known("7B", "Ada") == [code], "this browser keeps it from now on"
    find(other, "pd-main")[0].click()
    with Store(class_store) as store:
        (row,) = store.rows("7B")
        assert row.decisions == len(other.session.game.history) > len(history)


def test_two_students_who_type_the_same_name_in_one_class_keep_two_games(class_store):
    """"Two students who type the same name in one class get two games, never one shared row":
    each has its own code, and each browser is offered only its own game."""
    from payday.ui import App
    first, second = play_in_class(moves=2), play_in_class(moves=4)
    assert first.session.resume_code != second.session.resume_code
    with Store(class_store) as store:
        rows = store.rows("7B")
        assert sorted(r.decisions for r in rows) == sorted(
            len(a.session.game.history) for a in (first, second))
        assert {r.code for r in rows} == {first.session.resume_code, second.session.resume_code}
    for player in (first, second):
        again = App(lang="en", pace=0, class_id="7B", student="Ada")
        again.keeper.codes = dict(player.keeper.codes)
        (resume,) = find(again, "pd-resume")
        resume.click()
        assert again.session.game.history == player.session.game.history
