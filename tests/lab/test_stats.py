"""The lab's statistics against values worked out by hand or published."""
import math

import pytest

from payday.lab import stats


def test_wilson_interval_matches_published_values():
    # Newcombe (1998), table I: 81 of 263 gives 0.2553 to 0.3662; 0 of 10 gives 0 to 0.2775.
    low, high = stats.wilson(81, 263)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)
    low, high = stats.wilson(0, 10)
    assert low == 0 and round(high, 4) == 0.2775
    low, high = stats.wilson(10, 10)
    assert round(low, 4) == 0.7225 and high == pytest.approx(1)
    low, high = stats.wilson(15, 148)      # Newcombe's 15 of 148: 0.0624 to 0.1605
    assert (round(low, 4), round(high, 4)) == (0.0624, 0.1605)


def test_wilson_takes_shared_wins_and_refuses_impossible_counts():
    low, high = stats.wilson(2.5, 10)
    assert low < 0.25 < high
    for wins, games in ((11, 10), (-1, 10), (0, 0)):
        with pytest.raises(ValueError):
            stats.wilson(wins, games)


def test_paired_difference_is_the_mean_with_1_96_standard_errors():
    values = [3.0, -1.0, 4.0, 1.0, 5.0, -2.0]
    mean = sum(values) / 6
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / 5)
    interval = stats.paired_difference(values)
    assert interval.mean == pytest.approx(mean)
    assert interval.low == pytest.approx(mean - 1.959964 * sd / math.sqrt(6))
    assert interval.high == pytest.approx(mean + 1.959964 * sd / math.sqrt(6))
    assert not stats.told_apart(interval)            # it contains zero


def test_told_apart_only_when_the_interval_leaves_zero_out():
    assert stats.told_apart(stats.paired_difference([5.0, 6.0, 7.0]))
    assert stats.told_apart(stats.paired_difference([-5.0, -6.0, -7.0]))
    assert not stats.told_apart(stats.Interval(1.0, 0.0, 2.0, 9))   # zero at its end
    assert not stats.told_apart(stats.paired_difference([4.0]))    # one game: no interval


def test_the_spread_is_the_sample_standard_deviation_and_zero_under_two_games():
    """One spread everywhere (`stats.spread`): the sample standard deviation (n - 1), the one
    the intervals are built from; a single game has no spread to measure."""
    values = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
    assert stats.spread(values) == pytest.approx(math.sqrt(32 / 7))
    assert stats.spread([5.0]) == 0.0
    interval = stats.mean_interval(values)
    assert interval.high - interval.mean == pytest.approx(stats.Z95 * stats.spread(values) / math.sqrt(8))


def test_two_groups_of_different_games_take_both_spreads_in_their_interval():
    """`unpaired_difference`: the difference of two groups' means, mean +- 1.96 sqrt(s1²/n1 +
    s2²/n2); no interval while either group has fewer than two games."""
    first, second = stats.Sample.of([10.0, 12.0, 14.0]), stats.Sample.of([1.0, 2.0, 3.0, 6.0])
    interval = stats.unpaired_difference(first, second)
    half = stats.Z95 * math.sqrt(first.spread ** 2 / 3 + second.spread ** 2 / 4)
    assert interval.mean == pytest.approx(12 - 3)
    assert (interval.low, interval.high) == (pytest.approx(9 - half), pytest.approx(9 + half))
    assert stats.told_apart(interval)
    lone = stats.unpaired_difference(stats.Sample.of([5.0]), second)
    assert lone.low is None and not stats.told_apart(lone)
