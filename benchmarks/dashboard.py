"""The teacher's dashboard listing a heavy class: 15 games of 99,000 one-euro deposits each (the
most decisions a saved game of two seats and 120 months may hold is 100,000), as a student's
page or script can save them.

Figures, each the wall time of `TeacherDashboard` showing the class (replays, rows, charts,
tables, export):
- cold, first list: a new dashboard, nothing replayed yet; the replays stop at the class's
  budget (`payday.ui.dashboard.replays.CLASS_BUDGET_S`) and the rest are listed as pending;
- cold, every game: the reloads it then takes until no game is pending, and their total;
- cached: one more reload once every game is replayed (each kept at its revision);
- one game saved again: a reload that replays that one game only.
Before the cache and the budget, every list and every reload replayed every game (29 s on the
machine that reported it).

Usage: python benchmarks/dashboard.py [--games 15] [--deposits 99000] [--budget SECONDS]
"""
from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
import time
from pathlib import Path

import payday
from payday.classroom.store import Store
from payday.engine.decisions import Act
from payday.engine.position import PlayerPosition, Position
from payday.ui.dashboard import replays
from payday.ui.dashboard.views import TeacherDashboard


def heavy_game(deposits: int) -> payday.Game:
    """A two-seat, 120-month game of `deposits` one-euro deposits (its first seat starts with
    the cash for them, as a position)."""
    start = Position(players=(PlayerPosition(cash=deposits + 1000), PlayerPosition()))
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], months=120, seed=1, start=start)
    deposit = game.pending.find(Act.DEPOSIT)
    for _ in range(deposits):
        game.decide(deposit.with_amount(1))
        deposit = game.pending.find(Act.DEPOSIT) or deposit
    return game


def timed(action) -> float:
    """Seconds `action` takes (what the dashboard's sections print outside a notebook is
    dropped)."""
    with contextlib.redirect_stdout(io.StringIO()):
        started = time.perf_counter()
        action()
        return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=15)
    parser.add_argument("--deposits", type=int, default=99_000)
    parser.add_argument("--budget", type=float, default=replays.CLASS_BUDGET_S)
    args = parser.parse_args()
    replays.CLASS_BUDGET_S = args.budget
    path = Path(tempfile.mkdtemp(prefix="payday-bench-")) / "class.sqlite3"
    game = heavy_game(args.deposits)
    with Store(path) as store:
        for n in range(args.games):
            store.save(game, class_id="heavy", student=f"Student {n + 1}", game_id="g")
    print(f"class: {args.games} games of {len(game.history):,} decisions each "
          f"({path.stat().st_size / 1e6:.0f} MB store); budget {args.budget:g} s per class")

    with Store(path) as store:
        before = timed(lambda: store.load_class("heavy"))
    print(f"every game replayed (each list and reload before the cache): {before:.1f} s")
    # The dashboard's first page imports the libraries it draws with (plotly, pandas, nbformat):
    # a small class first, not timed.
    warm = path.with_name("warm.sqlite3")
    with Store(warm) as store:
        store.save(payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1), class_id="warm",
                   student="Ada", game_id="g")
    timed(lambda: TeacherDashboard("en", str(warm)))
    board: list[TeacherDashboard] = []
    first = timed(lambda: board.append(TeacherDashboard("en", str(path))))
    dashboard = board[0]
    print(f"cold, first list: {first:.1f} s ({len(dashboard.loaded)} replayed, "
          f"{len(dashboard.pending)} pending)")
    total, reloads = first, 0
    while dashboard.pending:
        total += timed(dashboard.reload_button.click)
        reloads += 1
    print(f"cold, every game: {total:.1f} s over {reloads + 1} lists "
          f"({len(dashboard.loaded)} games, {dashboard.replays.replayed} replays)")
    cached = timed(dashboard.reload_button.click)
    print(f"cached reload: {cached:.2f} s ({dashboard.replays.replayed} replays in all)")
    with Store(path) as store:
        store.put(game, class_id="heavy", student="Student 1", game_id="g")
    again = timed(dashboard.reload_button.click)
    print(f"one game saved again: {again:.1f} s ({dashboard.replays.replayed} replays in all)")


if __name__ == "__main__":
    main()
