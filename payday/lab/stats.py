"""The money lab's statistics: how sure a number of games lets us be (standard library only).

- a win rate takes the Wilson score interval at 95 % (it stays inside 0–1 and behaves with few
  games or rates near 0 or 1, where the plain normal interval does not);
- the spread of a number over games is `spread`, the sample standard deviation (below, why);
- a paired difference (the same games played two ways) takes a 95 % interval over the games:
  mean ± 1.96 s/√n of the per-game differences;
- two groups of different games (a class's students who chose one way or the other) take the
  difference of their means with a 95 % interval from both groups' spreads
  (`unpaired_difference`);
- two styles, two settings or two groups "cannot be told apart" when that interval contains
  zero (`told_apart`).

This is the one home of these: whatever reports a spread, an interval or a difference (the
lab, the lessons' experiments, the claims, the baseline, the debrief, the dashboard) takes it
from here. A plain mean needs no home: it is `statistics.fmean` (or pandas' `mean`) where it
is reported.

>>> low, high = wilson(50, 100)
>>> round(low, 4), round(high, 4)
(0.4038, 0.5962)
>>> paired_difference([1.0, 2.0, 3.0])
Interval(mean=2.0, low=0.8684, high=3.1316, games=3)
>>> told_apart(paired_difference([1.0, -1.0, 2.0, -2.0]))
False
>>> spread([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
2.138089935299395
"""
from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import NamedTuple

Z95 = 1.959963984540054      # the standard normal's 97.5th percentile


class Interval(NamedTuple):
    """A mean (or a rate) and its 95 % interval; `low`/`high` are None with fewer than two
    games, when no spread can be measured."""

    mean: float
    low: float | None
    high: float | None
    games: int

    def __repr__(self) -> str:
        def r(v: float | None) -> float | None:
            return None if v is None else round(v, 4)
        return f"Interval(mean={r(self.mean)}, low={r(self.low)}, high={r(self.high)}, games={self.games})"


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate. `wins` may be fractional: a win shared by k
    players counts 1/k to each."""
    if games < 1:
        raise ValueError("a win rate needs at least one game")
    if not 0 <= wins <= games:
        raise ValueError(f"wins must be from 0 to the number of games ({games}), not {wins}")
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def win_rate(wins: float, games: int) -> Interval:
    low, high = wilson(wins, games)
    return Interval(wins / games, low, high, games)


def spread(values: Sequence[float]) -> float:
    """The spread of `values`: their sample standard deviation (0 under two values).

    The sample one (dividing by n − 1, `statistics.stdev`), not the population one
    (`pstdev`): the games played are a sample of the games the rules could deal, and the spread
    shown is the estimate of theirs. It is also the spread the intervals are built from, so a
    table's spread column and its interval never disagree."""
    return statistics.stdev(values) if len(values) > 1 else 0.0


class Sample(NamedTuple):
    """A group of games summed up: its mean, its `spread` and how many games."""

    mean: float
    spread: float
    games: int

    @classmethod
    def of(cls, values: Sequence[float]) -> Sample:
        if not values:
            raise ValueError("a sample needs at least one value")
        return cls(statistics.fmean(values), spread(values), len(values))


def mean_interval(values: Sequence[float], z: float = Z95) -> Interval:
    """The mean of `values` with its 95 % interval (normal approximation over the values)."""
    if not values:
        raise ValueError("an interval needs at least one value")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Interval(mean, None, None, len(values))
    half = z * spread(values) / math.sqrt(len(values))
    return Interval(mean, mean - half, mean + half, len(values))


def paired_difference(differences: Sequence[float]) -> Interval:
    """The mean of per-game differences (the same game played two ways) with its interval."""
    return mean_interval(differences)


def unpaired_difference(first: Sample, second: Sample, z: float = Z95) -> Interval:
    """`first`'s mean minus `second`'s (two groups of different games), with a 95 % interval
    (normal approximation, each group's spread); no interval while either group has fewer than
    two games. `games` is the smaller group's."""
    diff = first.mean - second.mean
    games = min(first.games, second.games)
    if games < 2:
        return Interval(diff, None, None, games)
    half = z * math.sqrt(first.spread ** 2 / first.games + second.spread ** 2 / second.games)
    return Interval(diff, diff - half, diff + half, games)


def told_apart(interval: Interval) -> bool:
    """False when the interval contains zero (or there is none): the two cannot be told apart
    at this number of games."""
    low, high = interval.low, interval.high
    return low is not None and high is not None and (low > 0 or high < 0)


__all__ = ["Interval", "Sample", "wilson", "win_rate", "spread", "mean_interval",
           "paired_difference", "unpaired_difference", "told_apart"]
