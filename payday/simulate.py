"""Many seeded games between computer players, for the simulation lab and the benchmarks.

Game `i` of a run with seed `s` is played with seed `s + i`, so the same seed gives the same
results whether the games run on one core or several.
"""
from __future__ import annotations

import gc
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from collections.abc import Callable

from .bots import STYLES, make_bot, play_out
from .engine.game import PlayerSpec

DEFAULT_STYLES = ("saver", "borrower", "deal_hunter", "cautious")


def play_one(variant: str, styles: tuple[str, ...], months: int, seed: int) -> dict:
    from . import new_game
    specs = [PlayerSpec(f"{style}-{seat + 1}", style) for seat, style in enumerate(styles)]
    # The engine makes no reference cycles (tests/test_playouts.py checks a finished game is
    # freed at once), so the cycle collector has nothing to find while a game runs: it is
    # paused until the game is read and freed, since a pass made when it starts again would
    # still walk every event and ledger entry of a game alive then.
    collecting = gc.isenabled()
    gc.disable()
    try:
        game = new_game(variant, specs, months=months, seed=seed)
        play_out(game, {seat: make_bot(style, seed, seat) for seat, style in enumerate(styles)})
        result = {
            "seed": seed,
            "winner": game.winner(),        # None when the win is shared
            "winners": game.winners(),
            "player_turns": game.turns,
            "players": [{"name": p.name, "strategy": p.bot, "net_worth": game.net_worth(p),
                         "eliminated": p.eliminated} for p in game.players],
        }
        del game
    finally:
        if collecting:
            gc.enable()
    return result


def _play_batch(args) -> list[dict]:
    variant, styles, months, seeds = args
    return [play_one(variant, styles, months, seed) for seed in seeds]


def simulate(variant: str, *, players: int = 4, months: int = 12, games: int = 100,
             seed: int = 1, bots: list[str] | None = None, jobs: int = 1,
             progress: Callable[[int, int], None] | None = None) -> dict:
    """Play `games` seeded games and return the JSON document `payday simulate --json` prints.
    `jobs` processes share the games (0: one per core); the results do not depend on it."""
    from . import edition
    edition(variant)                                   # a clear error for an unknown edition
    chosen = list(bots or DEFAULT_STYLES)
    for style in chosen:
        if style not in STYLES:
            raise ValueError(f"unknown computer player {style!r}; the styles are: {', '.join(STYLES)}")
    if games < 1 or players < 1 or jobs < 0:
        raise ValueError("games and players must be at least 1, and jobs not negative")
    if jobs == 0:
        jobs = os.cpu_count() or 1
    styles = tuple(chosen[seat % len(chosen)] for seat in range(players))
    seeds = list(range(seed, seed + games))
    batch = max(1, min(50, games // (jobs * 4) or 1))
    batches = [(variant, styles, months, seeds[i:i + batch]) for i in range(0, games, batch)]
    started = time.perf_counter()
    results: list[dict] = []
    if jobs == 1:
        mapped = map(_play_batch, batches)
    else:
        pool = ProcessPoolExecutor(max_workers=jobs)
        mapped = pool.map(_play_batch, batches)
    try:
        for chunk in mapped:
            results.extend(chunk)
            if progress:
                progress(len(results), games)
    finally:
        if jobs != 1:
            pool.shutdown()
    seconds = time.perf_counter() - started
    return {"variant": variant, "games": games,
            "player_turns": sum(r.pop("player_turns") for r in results),
            "seconds": round(seconds, 3), "results": results}


def summarize(report: dict) -> list[dict]:
    """Wins and the mean and spread of net worth for each style. A win shared by k players
    counts 1/k to each (so the wins of a run still add up to its number of games)."""
    by_style: dict[str, dict] = {}
    for result in report["results"]:
        for seat, player in enumerate(result["players"]):
            row = by_style.setdefault(player["strategy"], {"strategy": player["strategy"],
                                                           "wins": 0, "worths": [],
                                                           "eliminated": 0})
            row["worths"].append(player["net_worth"])
            winners = result["winners"]
            if seat in winners:
                row["wins"] += 1 / len(winners)
            row["eliminated"] += player["eliminated"]
    rows = []
    for row in by_style.values():
        worths = row.pop("worths")
        # Shared wins make fractions: two decimals, and a whole number stays an int.
        wins = round(row["wins"], 2)
        row["wins"] = int(wins) if wins == int(wins) else wins
        row["mean_net_worth"] = round(statistics.fmean(worths))
        row["stdev_net_worth"] = round(statistics.pstdev(worths))
        row["median_net_worth"] = round(statistics.median(worths))
        rows.append(row)
    return sorted(rows, key=lambda r: -r["wins"])
