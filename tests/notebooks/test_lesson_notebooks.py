"""Every lesson notebook and the teacher dashboard run under nbval, over a store of seeded games."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from payday.classroom.store import Store

from tests.support.classroom import class_store

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSON_NOTEBOOKS = sorted((NOTEBOOKS / "lessons").glob("*.ipynb"))


def test_there_is_one_notebook_per_lesson():
    from payday.teaching.lessons import KEYS
    assert [p.stem for p in LESSON_NOTEBOOKS] == sorted(KEYS)


@pytest.mark.parametrize("path", LESSON_NOTEBOOKS + [NOTEBOOKS / "teacher.ipynb"], ids=lambda p: p.name)
def test_notebooks_are_committed_without_outputs(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    assert all(not c.get("outputs") and c.get("execution_count") is None for c in cells if c["cell_type"] == "code")


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.rglob("*.ipynb")), ids=lambda p: p.name)
def test_every_notebook_is_valid_nbformat_with_cell_ids(path):
    """Every cell has its id: nbformat warns today that a missing one "will become a hard error
    in future nbformat versions", and it would break the apps on an upgrade."""
    import warnings
    import nbformat
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        nbformat.validate(nbformat.read(path, as_version=4))


def nbval(paths, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "--nbval-lax", "-q", "-p", "no:cacheprovider",
                           *map(str, paths)], capture_output=True, text=True, env=env, timeout=900)


def test_every_lesson_notebook_runs_under_nbval():
    result = nbval(LESSON_NOTEBOOKS)
    assert result.returncode == 0, result.stdout[-4000:]


def test_the_teacher_dashboard_runs_under_nbval_over_a_class_store(tmp_path):
    class_store(tmp_path / "class.sqlite3")
    result = nbval([NOTEBOOKS / "teacher.ipynb"], dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3")))
    assert result.returncode == 0, result.stdout[-4000:]


def test_dashboard_rows_match_each_game(tmp_path):
    """The class figures are the games' own: net worth and interest straight from each ledger."""
    from payday.ui.dashboard import data as dashboard
    class_store(tmp_path / "class.sqlite3")
    with Store(tmp_path / "class.sqlite3") as store:
        loaded, problems = store.load_class("5B")
    rows = dashboard.class_rows(loaded)
    assert problems == [] and len(rows) == 6
    for item, row in zip(loaded, rows):
        student = item.game.players[0]
        assert row.student == student.name and row.net_worth == item.game.net_worth(student)
    board = dashboard.leaderboard(rows)
    assert all(entry["student"].startswith("Player ") for entry in board)
    assert {e["student"] for e in dashboard.leaderboard(rows, anonymous=False)} == {r.student for r in rows}
