"""Many seeded games between computer players, for the money lab and the benchmarks.

Game `i` of a run with seed `s` is played with seed `s + i`, so the same seed gives the same
results whether the games run on one core, several, or a Dask cluster. Each game's chance is
split into streams by purpose (payday/engine/chance.py), so two rule settings played on the
same seeds meet the same luck (common random numbers): their difference is the rule's.

With `rotate`, game `i` seats the styles shifted by `i` places, so no style keeps the first
seat (who moves first gains). With a `Start`, every game starts from that situation (a lesson's,
which `payday.teaching.scenarios.Scenario.lab_start` gives), seat by seat, with its number of
seats: the lab knows positions, not lessons, which sit in the layer above it.
"""
from __future__ import annotations

import gc
import os
import statistics
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any, cast

from payday.editions import edition
from payday.engine.accounts import totals
from payday.engine.position import Position
from payday.lab.settings import check
from payday.lab.stats import spread
from payday.players.play import computer_game
from payday.players.styles import STYLES, TEACHING_STYLES



@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One player's end of one game: their style, seat and money, read from the ledger."""

    name: str
    strategy: str                  # the computer player's style
    seat: int                      # from 1
    net_worth: int
    debt: int
    interest_earned: int
    interest_paid: int
    fees: int
    borrowed: int
    eliminated: bool
    winner_share: float            # a win shared by k players counts 1/k to each (0: no win)


@dataclass(frozen=True, slots=True)
class Result:
    """One game's result: its seed, its winners (seats from 0) and each player's money."""

    seed: int
    winner: int | None             # None when the win is shared (or nobody is left)
    winners: tuple[int, ...]
    player_turns: int
    players: tuple[PlayerResult, ...]

    def to_json(self) -> dict[str, Any]:
        """As `payday simulate --json` prints it (the player-turns are the run's, not here)."""
        return {"seed": self.seed, "winner": self.winner, "winners": list(self.winners),
                "players": [asdict(player) for player in self.players]}


@dataclass(frozen=True)
class Report:
    """A run of games: the edition, how many, the player-turns and seconds it took, and each
    game's `Result` in the order of their seeds."""

    variant: str
    games: int
    player_turns: int
    seconds: float
    results: tuple[Result, ...]

    def to_json(self) -> dict[str, Any]:
        """The JSON document `payday simulate --json` prints."""
        return {"variant": self.variant, "games": self.games, "player_turns": self.player_turns,
                "seconds": self.seconds, "results": [r.to_json() for r in self.results]}


@dataclass(frozen=True)
class Start:
    """Where every game of a run starts: a position of an edition, with the rule settings it is
    played under (a lesson's situation: `Scenario.lab_start()`). Plain data, so that it travels
    to the lab's processes and Dask workers with the games."""
    name: str                       # how an error names it ("lesson 03")
    edition: str
    position: Position
    rules: Mapping[str, Any] = field(default_factory=dict)


# The games one process plays: (edition, months, rules, start, [(seed, styles at the seats)])
Batch = tuple[str, int, dict[str, Any] | None, Start | None, list[tuple[int, tuple[str, ...]]]]


class LabError(ValueError):
    """A simulation that cannot be run as asked (a start of another edition, a bad number of
    games, an unreachable Dask scheduler)."""


def play_one(variant: str, styles: tuple[str, ...], months: int, seed: int,
             rules: dict[str, Any] | None = None, start: Start | None = None) -> Result:
    """One game between computer players of `styles` (one per seat): its seed, its winners
    and each player's money, read from the ledger's one accounts view."""
    position = None
    if start is not None:
        position, rules = start.position, {**start.rules, **(rules or {})}
    # The engine makes no reference cycles (tests/engine/test_playouts.py checks a finished game is
    # freed at once), so the cycle collector has nothing to find while a game runs: it is
    # paused until the game is read and freed, since a pass made when it starts again would
    # still walk every event and ledger entry of a game alive then.
    collecting = gc.isenabled()
    gc.disable()
    try:
        game = computer_game(variant, styles, seed=seed, months=months, rules=rules or None,
                             start=position)
        winners = game.winners()
        players = tuple(
            PlayerResult(p.name, p.bot or "", p.index + 1, game.net_worth(p), money.debt,
                         money.interest_earned, money.interest_paid, money.fees, money.borrowed,
                         p.eliminated, 1 / len(winners) if p.index in winners else 0)
            for p, money in zip(game.players, totals(game.ledger, len(game.players))))
        result = Result(seed, game.winner(), tuple(winners), game.turns, players)
        del game
    finally:
        if collecting:
            gc.enable()
    return result


def _play_batch(args: Batch) -> list[Result]:
    variant, months, rules, start, games = args
    return [play_one(variant, styles, months, seed, rules, start) for seed, styles in games]


def seating(styles: list[str], players: int, game: int, rotate: bool) -> tuple[str, ...]:
    """The styles at the seats of game number `game` (0 for the first) of a run."""
    shift = game if rotate else 0
    return tuple(styles[(seat + shift) % len(styles)] for seat in range(players))


def simulate(variant: str, *, players: int = 4, months: int = 12, games: int = 100,
             seed: int = 1, bots: list[str] | None = None, jobs: int = 1,
             progress: Callable[[int, int], None] | None = None,
             rules: dict[str, Any] | None = None, start: Start | None = None,
             rotate: bool = False, client: Any = None) -> Report:
    """Play `games` seeded games: their `Report` (`Report.to_json()` is the JSON document
    `payday simulate --json` prints).
    `jobs` processes share the games (0: one per core); `client`, a `dask.distributed.Client`,
    runs the same batches on its cluster instead. The results depend on neither.
    `rules` are rule changes the lab offers (payday/lab/settings.py, with their ranges)."""
    edition(variant)                                   # a clear error for an unknown edition
    chosen = list(bots or TEACHING_STYLES)
    for style in chosen:
        if style not in STYLES:
            raise ValueError(f"unknown computer player {style!r}; the styles are: {', '.join(STYLES)}")
    if games < 1 or players < 1 or jobs < 0:
        raise ValueError("games and players must be at least 1, and jobs not negative")
    rules = check(variant, rules) or None
    if start is not None:
        if start.edition != variant:
            raise LabError(f"{start.name} is played in {start.edition}, not {variant}")
        players = len(start.position.players)
    if jobs == 0:
        jobs = os.cpu_count() or 1
    seeds = list(range(seed, seed + games))
    plan = [(s, seating(chosen, players, i, rotate)) for i, s in enumerate(seeds)]
    workers = jobs if client is None else max(1, len(client.nthreads()))
    batch = max(1, min(50, games // (workers * 4) or 1))
    batches = [(variant, months, rules, start, plan[i:i + batch]) for i in range(0, games, batch)]
    started = time.perf_counter()
    results: list[Result] = []
    for chunk in _run(batches, jobs, client):
        results.extend(chunk)
        if progress:
            progress(len(results), games)
    seconds = time.perf_counter() - started
    return Report(variant, games, sum(r.player_turns for r in results), round(seconds, 3),
                  tuple(results))


def _run(batches: list[Batch], jobs: int, client: Any) -> Iterator[list[Result]]:
    """The batches' results, in the batches' order: here, in `jobs` processes, or on Dask."""
    if client is not None:
        # Submitted all at once and gathered in order: the cluster's workers share them, and
        # each batch's games are the same wherever they run.
        futures = client.map(_play_batch, batches, pure=False)
        try:
            for future in futures:
                yield future.result()
        finally:
            client.cancel(futures)
        return
    if jobs == 1:
        yield from map(_play_batch, batches)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_play_batch, batches)


def dask_client(address: str, timeout: float = 10) -> Any:
    """A client of the Dask scheduler at `address` (tcp://HOST:PORT); its workers need this
    version of payday installed."""
    try:
        from distributed import Client
    except ImportError:
        raise LabError("running on Dask needs dask[distributed]: pip install 'dask[distributed]'") from None
    try:
        return cast(Any, Client)(address, timeout=timeout)     # distributed has no types
    except (OSError, TimeoutError) as error:
        raise LabError(f"cannot reach the Dask scheduler at {address}: {error}") from None


@dataclass(frozen=True)
class StyleSummary:
    """One style over a run: its wins (a shared win counts 1/k), its players eliminated, and
    the mean, spread (`payday.lab.stats.spread`) and median of its net worths, whole units.
    The fields are the columns of the tables that show it, in their order."""

    strategy: str
    wins: float                    # two decimals; a whole number stays an int
    eliminated: int
    mean_net_worth: int
    stdev_net_worth: int
    median_net_worth: int

    def columns(self) -> dict[str, Any]:
        """The fields by name, in the tables' order."""
        return asdict(self)


def summarize(report: Report) -> list[StyleSummary]:
    """Wins and the mean and spread of net worth for each style, most wins first. A win shared
    by k players counts 1/k to each (so the wins of a run still add up to its number of games)."""
    wins: dict[str, float] = {}
    eliminated: dict[str, int] = {}
    worths: dict[str, list[int]] = {}
    for result in report.results:
        for seat, player in enumerate(result.players):
            style = player.strategy
            worths.setdefault(style, []).append(player.net_worth)
            wins[style] = wins.get(style, 0) + (1 / len(result.winners) if seat in result.winners else 0)
            eliminated[style] = eliminated.get(style, 0) + player.eliminated
    rows = []
    for style, values in worths.items():
        # Shared wins make fractions: two decimals, and a whole number stays an int.
        won = round(wins[style], 2)
        rows.append(StyleSummary(style, int(won) if won == int(won) else won, eliminated[style],
                                 round(statistics.fmean(values)), round(spread(values)),
                                 round(statistics.median(values))))
    return sorted(rows, key=lambda r: -r.wins)
