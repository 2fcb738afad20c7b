"""The money lab's statistics: how sure a number of games lets us be (standard library only).

- a win rate takes the Wilson score interval at 95 % (it stays inside 0–1 and behaves with few
  games or rates near 0 or 1, where the plain normal interval does not);
- a paired difference (the same games played two ways) takes a 95 % interval over the games:
  mean ± 1.96 s/√n of the per-game differences;
- two styles or two settings "cannot be told apart" when that interval contains zero.

`mean_interval` is the one home of the mean ± 1.96·s/√n interval: whatever reports a mean
over games (the lab, the lessons' experiments, the debrief) takes it from here.

>>> low, high = wilson(50, 100)
>>> round(low, 4), round(high, 4)
(0.4038, 0.5962)
>>> paired_difference([1.0, 2.0, 3.0])
Interval(mean=2.0, low=0.8684, high=3.1316, games=3)
>>> told_apart(paired_difference([1.0, -1.0, 2.0, -2.0]))
False
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


def mean_interval(values: Sequence[float], z: float = Z95) -> Interval:
    """The mean of `values` with its 95 % interval (normal approximation over the values)."""
    if not values:
        raise ValueError("an interval needs at least one value")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Interval(mean, None, None, len(values))
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return Interval(mean, mean - half, mean + half, len(values))


def paired_difference(differences: Sequence[float]) -> Interval:
    """The mean of per-game differences (the same game played two ways) with its interval."""
    return mean_interval(differences)


def told_apart(interval: Interval) -> bool:
    """False when the interval contains zero (or there is none): the two cannot be told apart
    at this number of games."""
    low, high = interval.low, interval.high
    return low is not None and high is not None and (low > 0 or high < 0)


__all__ = ["Interval", "wilson", "win_rate", "mean_interval", "paired_difference", "told_apart"]
