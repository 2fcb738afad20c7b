"""The teacher's dashboard over a store that fails: "a corrupt, truncated
or read-only SQLite store ... the dashboard shows 'There was an error when executing cell [1]'
and loses its upload button too". Every cell runs, the store's fault is said in the status,
and uploads still load."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from nbclient import NotebookClient

import payday

from tests.support.classroom import dashboard_uploading_a_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_the_dashboard_runs_over_a_damaged_store_and_still_loads_uploads(tmp_path, monkeypatch, damage):
    store = tmp_path / "class.sqlite3"
    if damage == "garbage":
        store.write_bytes(b"not a class store " * 500)
    else:
        from payday.classroom.store import Store
        with Store(store) as good:
            good.save(payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1), class_id="7B",
                      student="Ada", game_id="g")
            good._execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.write_bytes(store.read_bytes()[:1500])
    monkeypatch.setenv("PAYDAY_STORE", str(store))
    notebook = dashboard_uploading_a_game(ROOT)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(ROOT)}})
    client.execute(env=dict(os.environ, PYTHONPATH=str(ROOT)))   # raises if any cell fails
    printed = json.loads(notebook.cells[-1].outputs[-1]["text"])
    assert printed["store_problem"], "the store's fault is known"
    assert printed["loaded"] == 1, "an upload still loads"
