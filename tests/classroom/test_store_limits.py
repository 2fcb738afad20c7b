"""In the class store: games a student can store (how many, how
long), a replay that takes too long on the dashboard, and a resume code that outlives a
replaced store file."""
from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import pytest

import payday
from payday import Act
from payday.classroom.records import GameTooLong, TooManyGames
from payday.classroom.store import MAX_GAMES_PER_STUDENT, Store
from payday.engine import saves
from payday.i18n.errors import describe_error
from payday.ui.app.session import Autosave, Session


def test_a_student_keeps_at_most_100_games_in_a_class_and_goes_on_saving_those(tmp_path):
    """"The app's 'open a game file' stores it with no cap on games per student ... cap games
    per student": the 101st new game of a student is refused, the first hundred are still
    saved as they go, and a classmate and another class have their own room."""
    game = payday.new_game("bonne-paye", ["Ada", "X"], seed=1)
    with Store(tmp_path / "class.sqlite3") as store:
        for n in range(MAX_GAMES_PER_STUDENT):
            store.put(game, class_id="7B", student="Ada", game_id=f"g{n}", after=0)
        with pytest.raises(TooManyGames, match="100 games"):
            store.put(game, class_id="7B", student="Ada", game_id="one-more", after=0)
        game.decide(game.pending.find(Act.ROLL))
        assert store.put(game, class_id="7B", student="Ada", game_id="g0", after=1).revision == 2
        store.put(game, class_id="7B", student="Bo", game_id="g", after=0)
        store.put(game, class_id="8A", student="Ada", game_id="g", after=0)
        assert len(store.rows("7B")) == MAX_GAMES_PER_STUDENT + 1


def test_the_store_refuses_a_game_longer_than_any_real_game(tmp_path):
    """A game past its `decision_limit` is not written (whoever asks the store to)."""
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], months=1, seed=1)
    for _ in range(saves.decision_limit(2, 1) + 1):
        game.decide(game.pending.find(Act.DEPOSIT).with_amount(1))
    with Store(tmp_path / "class.sqlite3") as store:
        with pytest.raises(GameTooLong, match="1201 decisions"):
            store.put(game, class_id="7B", student="Ada", game_id="g", after=0)
        assert store.rows() == []


def test_a_stored_game_too_slow_to_replay_is_a_problem_on_the_dashboard(tmp_path, monkeypatch):
    """The dashboard replays every game of the class: one that runs past the time limit is
    reported, in the teacher's language, and the others load."""
    slow = payday.new_game("bonne-paye", ["Ada", "Bo"], months=1, seed=1)
    for _ in range(50):
        slow.decide(slow.pending.find(Act.DEPOSIT).with_amount(1))
    with Store(tmp_path / "class.sqlite3") as store:
        store.save(slow, class_id="7B", student="Ada", game_id="slow")
        store.save(payday.new_game("bonne-paye", ["Bo", "X"], seed=2), class_id="7B",
                   student="Bo", game_id="quick")
        ticks = itertools.count()
        monkeypatch.setattr(saves, "replay_clock", lambda: next(ticks))
        monkeypatch.setattr(saves, "REPLAY_SECONDS", 20)
        loaded, problems = store.load_class("7B")
    assert [item.source for item in loaded] == ["Bo / quick"]
    (problem,) = problems
    assert problem.source == "Ada / slow" and problem.key == "save.too_slow"
    assert "20" in describe_error(problem, "zh-Hant")


def test_a_replaced_store_file_keeps_the_games_resume_code(tmp_path):
    """"A replaced store file changes a student's resume code, so a written-down code stops
    working: keep the game's code when it is saved again": the store file is swapped for
    another (a backup put back, a new file); the game's next save writes it there under the
    code the student wrote down, which opens it."""
    path = tmp_path / "class.sqlite3"
    session = Session("bonne-paye", [("Ada", None), ("Bot", "saver")], seed=3)
    with Store(path) as store:
        session.autosave = Autosave(store, "7B", "Ada", "g")
        session.save_to_store()
        written_down = session.resume_code
        backup = tmp_path / "other.sqlite3"
        with Store(backup) as other:
            other.save(payday.new_game("payday", ["Cy", "X"], seed=4), class_id="8A",
                       student="Cy", game_id="g")
        for side in ("", "-wal", "-shm"):
            Path(f"{path}{side}").unlink(missing_ok=True)
        os.replace(backup, path)
        session.answer(session.version, session.game.pending.find(Act.ROLL))
        assert session.message.key == "app.msg.store_reopened"
        assert session.resume_code == written_down
    with Store(path) as store:
        found = store.find_code("7B", "Ada", written_down)
        assert found is not None and found.decisions == len(session.game.history)
        assert json.loads(store.text("7B", "Ada", "g"))["decisions"]
