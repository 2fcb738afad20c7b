"""The money lab's library call: many seeded games as a pandas frame, and what they say.

`run(...)` plays the games (`payday.lab.simulate.simulate`, so the numbers are those `payday
simulate --json` prints) and returns one row per player per game. `compare(...)` plays the same
seeds under the usual rules and under a rule change (common random numbers), and pairs each
player's two results. The summaries below are small frames the lab's charts and tables read.

This module imports pandas; `import payday` does not import it.

>>> frame = run("bonne-paye", games=4, months=1, styles=["saver", "borrower"], players=2)
>>> list(frame.columns) == COLUMNS, len(frame)
(True, 8)
>>> sorted(frame["style"].unique())
['borrower', 'saver']
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pandas as pd

from payday.lab import stats
from payday.lab.simulate import Report, Start, simulate
from payday.players.styles import TEACHING_STYLES

COLUMNS = ["game", "seed", "seat", "style", "net_worth", "debt", "interest_earned",
           "interest_paid", "fees", "borrowed", "eliminated", "winner_share"]


def frame_of(report: Report) -> pd.DataFrame:
    """The rows of a `simulate` report: one per player per game (game counts from 1)."""
    rows = [(number, result.seed, player.seat, player.strategy, player.net_worth,
             player.debt, player.interest_earned, player.interest_paid,
             player.fees, player.borrowed, player.eliminated, player.winner_share)
            for number, result in enumerate(report.results, start=1)
            for player in result.players]
    return pd.DataFrame(rows, columns=COLUMNS)


def run(variant: str, *, games: int = 1000, months: int = 12, styles: list[str] | None = None,
        players: int = 4, seed: int = 1, rules: dict[str, Any] | None = None,
        start: Start | None = None, jobs: int = 1, client: Any = None,
        progress: Callable[[int, int], None] | None = None) -> pd.DataFrame:
    """`games` games between computer players of `styles`, the seats rotated game by game.
    `rules` are rule changes within their ranges (payday/lab/settings.py); `start` starts
    every game from that situation (a lesson's: `Scenario.lab_start()`); `jobs` processes or a Dask `client` share the
    games, which changes nothing in the results."""
    report = simulate(variant, players=players, months=months, games=games, seed=seed,
                      bots=list(styles or TEACHING_STYLES), jobs=jobs, progress=progress,
                      rules=rules, start=start, rotate=True, client=client)
    return frame_of(report)


def compare(variant: str, change: dict[str, Any], **options: Any) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The same games (same seeds, seats and luck) under the usual rules and with `change`:
    (usual, changed) frames. `options` are `run`'s; the progress counts both runs' games."""
    base_rules = dict(options.pop("rules", None) or {})
    progress = options.pop("progress", None)
    games = options.get("games", 1000)

    def part(offset: int) -> Callable[[int, int], None] | None:
        if progress is None:
            return None
        return lambda done, _total: progress(offset + done, 2 * games)

    usual = run(variant, rules=base_rules or None, progress=part(0), **options)
    changed = run(variant, rules={**base_rules, **change}, progress=part(games), **options)
    return usual, changed


def paired(usual: pd.DataFrame, changed: pd.DataFrame) -> pd.DataFrame:
    """Per game and style: the changed rules' net worth minus the usual rules' (a style at
    several seats counts their mean)."""
    keys = ["game", "seed", "seat", "style"]
    both = usual[keys + ["net_worth"]].merge(changed[keys + ["net_worth"]], on=keys,
                                              suffixes=("_usual", "_changed"), validate="1:1")
    both["difference"] = both["net_worth_changed"] - both["net_worth_usual"]
    return both.groupby(["game", "style"], as_index=False, sort=True)["difference"].mean()


def differences(usual: pd.DataFrame, changed: pd.DataFrame) -> pd.DataFrame:
    """Per style: the mean paired difference over games, its 95 % interval, and whether it
    can be told apart from zero."""
    per_game = paired(usual, changed)
    rows = []
    for style, group in per_game.groupby("style", sort=False):
        interval = stats.paired_difference(list(group["difference"]))
        rows.append({"style": style, "games": interval.games, "mean": interval.mean,
                     "low": interval.low, "high": interval.high,
                     "told_apart": stats.told_apart(interval)})
    return _in_style_order(pd.DataFrame(rows), usual)


def _in_style_order(table: pd.DataFrame, frame: pd.DataFrame) -> pd.DataFrame:
    order = list(dict.fromkeys(frame.sort_values(["game", "seat"])["style"]))
    return table.set_index("style").loc[[s for s in order if s in set(table["style"])]].reset_index()


def net_worths(frame: pd.DataFrame) -> pd.DataFrame:
    """Per style: players, mean, median, quartiles, lowest and highest final net worth."""
    grouped = frame.groupby("style", sort=False)["net_worth"]
    table = pd.DataFrame({"players": grouped.size(), "mean": grouped.mean(),
                          "median": grouped.median(), "q1": grouped.quantile(0.25),
                          "q3": grouped.quantile(0.75), "lowest": grouped.min(),
                          "highest": grouped.max()}).reset_index()
    return _in_style_order(table, frame)


def win_rates(frame: pd.DataFrame) -> pd.DataFrame:
    """Per style: wins (a shared win counts 1/k), players, the win rate and its Wilson 95 %
    interval."""
    rows = []
    for style, group in frame.groupby("style", sort=False):
        wins, games = float(group["winner_share"].sum()), len(group)
        rate = stats.win_rate(min(wins, games), games)
        rows.append({"style": style, "wins": wins, "players": games, "rate": rate.mean,
                     "low": rate.low, "high": rate.high})
    return _in_style_order(pd.DataFrame(rows), frame)


def troubles(frame: pd.DataFrame) -> pd.DataFrame:
    """Per style: the share of players who ended owing money, and who were eliminated."""
    grouped = frame.groupby("style", sort=False)
    table = pd.DataFrame({"players": grouped.size(),
                          "in_debt": grouped["debt"].apply(lambda d: float((d > 0).mean())),
                          "eliminated": grouped["eliminated"].mean().astype(float)}).reset_index()
    return _in_style_order(table, frame)


def interest(frame: pd.DataFrame) -> pd.DataFrame:
    """Per style: the mean interest earned and paid, and fees paid, per player."""
    grouped = frame.groupby("style", sort=False)
    table = grouped[["interest_earned", "interest_paid", "fees"]].mean().reset_index()
    return _in_style_order(table, frame)


def style_difference(frame: pd.DataFrame, first: str, second: str,
                     column: str = "net_worth") -> stats.Interval:
    """`first`'s `column` (net worth, or winner share) minus `second`'s, game by game (the
    games where both played; a style at several seats counts their mean)."""
    per_game = frame.groupby(["game", "style"])[column].mean().unstack("style")
    difference = (per_game[first] - per_game[second]).dropna()
    return stats.paired_difference(list(difference))


__all__ = ["COLUMNS", "run", "compare", "frame_of", "paired", "differences", "net_worths",
           "win_rates", "troubles", "interest", "style_difference"]
