"""A teacher's class for the tests: a store of students' seeded games, and the dashboard
notebook with an upload run at its end."""
from __future__ import annotations

from pathlib import Path

import payday
from payday import new_game
from payday.classroom.store import Store
from payday.engine.game import PlayerSpec
from payday.players.styles import make_bot


def dashboard_uploading_a_game(root):
    """The teacher's dashboard notebook with one more cell, run after all the others: what the
    upload button does when a saved game arrives, then a line printing, as JSON, how many games
    are loaded and the store's fault (if any). The store faults' tests run it over a broken or
    read-only store."""
    import nbformat
    game = new_game("bonne-paye", [PlayerSpec("Ada", "saver"), PlayerSpec("Bo", "borrower")], seed=2)
    notebook = nbformat.read(root / "notebooks" / "teacher.ipynb", as_version=4)
    notebook.cells.append(nbformat.v4.new_code_cell(
        "import datetime, json\n"
        "dashboard.upload.value = ({'name': 'ada.json', 'type': 'application/json', 'size': 1, "
        f"'content': memoryview({game.to_json().encode()!r}), 'last_modified': datetime.datetime.now()}},)\n"
        "print(json.dumps({'loaded': len(dashboard.loaded), 'store_problem': dashboard.store_problem}))"))
    return notebook


def class_store(path: Path) -> None:
    """Six students' seeded games in two editions, saved as the app saves them."""
    with Store(path) as store:
        for seed in range(1, 7):
            variant = ("bonne-paye", "payday")[seed % 2]
            game = payday.new_game(variant, [PlayerSpec(f"Student {seed}"), PlayerSpec("Bo", "saver")],
                                   months=2, seed=seed)
            bots = {0: make_bot("borrower", seed, 0), 1: make_bot("saver", seed, 1)}
            while not game.is_over:
                game.decide(bots[game.pending.player].choose(game, game.pending))
            store.save(game, class_id="5B", student=f"Student {seed}", game_id="lesson")
