"""In the students' app: a game file a student opens in class (the
app's "open a game file", which stores it) is counted on the dashboard as that one student's,
and a file too long or too slow to replay, a click past any real game's length and a student
with a full share of the store each get a message in the student's language."""
from __future__ import annotations

import html
import itertools
import json

import pytest

import payday
from payday import Act, i18n
from payday.classroom.store import MAX_GAMES_PER_STUDENT, Store
from payday.engine import saves
from payday.engine.game import PlayerSpec
from payday.ui import App
from payday.ui.app.session import Session
from payday.ui.dashboard.data import class_rows
from tests.support.app import find


@pytest.fixture
def class_store(tmp_path, monkeypatch):
    path = tmp_path / "class.sqlite3"
    monkeypatch.setenv("PAYDAY_STORE", str(path))
    return path


def hot_seat(names: list[str]) -> bytes:
    """A game of people at one screen (and a computer player), a few moves in."""
    game = payday.new_game("payday", [*names, PlayerSpec("Bot", "saver")], seed=7)
    game.decide(game.pending.find(Act.ROLL))
    return game.to_json().encode()


def deposits(n: int) -> bytes:
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], months=1, seed=1)
    for _ in range(n):
        game.decide(game.pending.find(Act.DEPOSIT).with_amount(1))
    return game.to_json().encode()


def shown(app: App) -> str:
    return html.unescape(app.status.value)


@pytest.mark.parametrize("seats", [["Ada", "Mallory", "Zed"], ["Zed", "Ada"], ["Player 1", "Player 2"]])
def test_an_uploaded_hot_seat_game_is_one_student_on_the_dashboard(class_store, seats):
    """"Every human seat of an uploaded hot-seat game becomes a dashboard 'student' under any
    name: count the seat matching the stored student only": Ada opens a file whose people are
    named anything; the dashboard counts one student, Ada (her seat, else the file's first
    person)."""
    app = App(lang="en", pace=0, class_id="7B", student="Ada")
    app.open_file(hot_seat(seats))
    assert app.session is not None and app.session.autosave is not None
    with Store(class_store) as store:
        loaded, problems = store.load_class("7B")
    assert problems == []
    (row,) = class_rows(loaded)
    game = loaded[0].game
    seat = next((p for p in game.players if p.name == "Ada"), game.players[0])
    assert row.student == "Ada" and row.net_worth == game.net_worth(seat)


def test_an_uploaded_file_longer_than_any_real_game_is_refused_in_the_students_language(class_store):
    app = App(lang="fr", pace=0, class_id="7B", student="Ada")
    app.open_file(deposits(saves.decision_limit(2, 1)))          # as long as a game may be
    assert app.session is not None
    data = json.loads(app.session.game.to_json())
    data["decisions"].append(data["decisions"][-1])
    again = App(lang="fr", pace=0, class_id="7B", student="Ada")
    again.open_file(json.dumps(data).encode())
    assert again.session is None
    said = i18n.t("save.too_many_decisions", "fr", decisions=i18n.number(1201, "fr"),
                  limit=i18n.number(1200, "fr"))
    assert said in shown(again)
    with Store(class_store) as store:
        assert len(store.rows("7B")) == 1, "only the first file was stored"


def test_a_file_too_slow_to_replay_is_given_up_with_a_message(class_store, monkeypatch):
    """"Replay within a time limit and tell the user when a file takes too long": a clock that
    ticks once per look and a limit of 20 ticks stand in for the seconds."""
    ticks = itertools.count()
    monkeypatch.setattr(saves, "replay_clock", lambda: next(ticks))
    monkeypatch.setattr(saves, "REPLAY_SECONDS", 20)
    app = App(lang="zh-Hant", pace=0, class_id="7B", student="Ada")
    app.open_file(deposits(200))
    assert app.session is None
    assert i18n.t("save.too_slow", "zh-Hant", seconds=20) in shown(app)
    with Store(class_store) as store:
        assert store.rows("7B") == []


def test_a_click_past_the_length_of_any_real_game_is_refused(monkeypatch):
    """Free actions have no limit in the rules: past the game's decision limit the app takes
    no more (only a script clicks that far), says why, and the game stays as it was."""
    session = Session("bonne-paye", [("Ada", None), ("Bo", None)], months=1, seed=1, lang="en")
    limit = saves.decision_limit(2, 1)
    for _ in range(limit):
        assert session.answer(session.version, session.pending.find(Act.DEPOSIT), 1)
    assert not session.answer(session.version, session.pending.find(Act.DEPOSIT), 1)
    assert len(session.game.history) == limit
    assert session.message.key == "app.msg.too_many_decisions" and session.message.problem
    assert session.message.values == {"limit": limit}


def test_a_student_with_a_full_share_of_the_store_is_told_and_plays_on(class_store):
    game = payday.new_game("payday", ["Ada", "X"], seed=1)
    with Store(class_store) as store:
        for n in range(MAX_GAMES_PER_STUDENT):
            store.put(game, class_id="7B", student="Ada", game_id=f"old-{n}", after=0)
    app = App(variant="payday", lang="fr", seed=9, pace=0, class_id="7B", student="Ada")
    find(app, "pd-start")[0].click()
    find(app, "pd-main")[0].click()
    assert app.session.message.key == "app.msg.store_full"
    assert i18n.t("app.msg.store_full", "fr", count=100, games="100", class_id="7B") in shown(app)
    before = len(app.session.game.history)
    find(app, "pd-main")[0].click()
    assert len(app.session.game.history) > before, "play goes on"


def test_an_uploaded_file_with_a_setting_out_of_range_is_refused_and_changes_nothing(class_store):
    """A file whose rules set the salary to 10**300 was stored, the student told "nothing was
    changed", and the class view then broke: the file is refused with a message naming the
    setting and its range in the student's language, nothing is stored, and the game on the
    screen stays as it was."""
    data = json.loads(hot_seat(["Ada"]))
    data["rules"] = {"salary": 10**300}
    app = App(lang="fr", pace=0, class_id="7B", student="Ada")
    app.open_file(json.dumps(data).encode())
    assert app.session is None
    said = shown(app)
    assert i18n.t("lab.setting.salary", "fr") in said and i18n.money(14_000, "USD", "fr") in said
    app.open_file(hot_seat(["Ada"]))
    before = app.session.game.to_json()
    app.open_file(json.dumps(data).encode())
    assert app.session.game.to_json() == before
    message = app.session.message
    assert message.problem and message.key == "app.msg.corrupt_save"
    assert i18n.money(14_000, "USD", "fr") in message.values["detail"]
    with Store(class_store) as store:
        (row,) = store.rows("7B")
        key = row.key
        assert json.loads(store.text(key.class_id, key.student, key.game_id))["rules"] == {}
