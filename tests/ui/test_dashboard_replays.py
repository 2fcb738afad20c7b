"""The dashboard replays a class's games once per revision, within a time budget: fifteen games
of 99,000 deposits each took 29 s to list, at every reload (benchmarks/dashboard.py prints the
times, cold and cached)."""
from __future__ import annotations

import html
import itertools

import pytest

import payday
from payday import i18n
from payday.classroom.store import Store
from payday.engine.decisions import Act
from payday.ui.dashboard import data as dashboard
from payday.ui.dashboard.replays import Replays
from payday.ui.dashboard.views import TeacherDashboard


@pytest.fixture
def store_path(tmp_path):
    path = tmp_path / "class.sqlite3"
    with Store(path) as store:
        for n in range(5):
            store.save(payday.new_game("bonne-paye", [f"Student {n}", "X"], seed=n), class_id="5B",
                       student=f"Student {n}", game_id="g")
    return path


def test_a_reload_replays_only_the_games_saved_since(store_path):
    """Each game is replayed once per revision: a reload replays none, a game saved again is
    replayed (and shown as it is now), a forgotten game leaves."""
    board = TeacherDashboard("en", str(store_path))
    assert len(board.loaded) == 5 and board.replays.replayed == 5
    board.reload_button.click()
    assert len(board.loaded) == 5 and board.replays.replayed == 5
    with Store(store_path) as store:
        game = store.load("5B", "Student 2", "g")
        game.decide(game.pending.find(Act.ROLL))
        store.put(game, class_id="5B", student="Student 2", game_id="g", after=1)
        store.delete("5B", "Student 4")
    board.reload_button.click()
    assert board.replays.replayed == 6
    assert {item.source: len(item.game.history) for item in board.loaded}["Student 2 / g"] == 1
    assert "Student 4 / g" not in {item.source for item in board.loaded}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_games_not_replayed_within_the_budget_are_pending_and_the_next_reload_goes_on(store_path, lang):
    """Past the class's budget the page is drawn with the games replayed so far, the others are
    said to be pending (in the teacher's language), and each reload goes on with them."""
    board = TeacherDashboard(lang, str(store_path))
    ticks = itertools.count()
    board.replays = Replays(budget=2.5, clock=lambda: next(ticks))   # a tick per replay: two a reload
    board.reload_button.click()
    assert len(board.loaded) == 2 and len(board.pending) == 3
    status = html.unescape(board.status.value)
    assert dashboard.count("dashboard.pending", 3, lang) in status and "pd-problem" not in status
    assert {row.student for row in board.rows()} == {"Student 0", "Student 1"}
    for _ in range(3):
        board.reload_button.click()
    assert len(board.loaded) == 5 and board.pending == [] and board.replays.replayed == 5
    assert "pd-pending" not in board.status.value


def test_a_game_too_slow_to_replay_on_a_busy_server_is_tried_again_after_the_others(store_path, monkeypatch):
    """A replay past `saves.REPLAY_SECONDS` is told as too slow, not kept for good: the next
    reload tries it again (after the games not replayed yet), and it loads once the server is
    quicker."""
    from payday.engine import saves
    with Store(store_path) as store:
        for n in range(2):
            game = payday.new_game("bonne-paye", [f"Slow {n}", "X"], seed=n)
            for _ in range(50):
                game.decide(game.pending.find(Act.DEPOSIT).with_amount(1))
            store.save(game, class_id="5B", student=f"Slow {n}", game_id="g")
    ticks = itertools.count()
    monkeypatch.setattr(saves, "replay_clock", lambda: next(ticks) * 100.0)   # a busy server
    board = TeacherDashboard("en", str(store_path))
    assert len(board.loaded) == 5 and {p.source: p.key for p in board.problems} == {
        "Slow 0 / g": "save.too_slow", "Slow 1 / g": "save.too_slow"}
    monkeypatch.undo()
    board.reload_button.click()
    assert len(board.loaded) == 7 and board.problems == [] and board.replays.replayed == 9
