"""Player-turns per second, with the ledger on, for every edition.

Prints each edition's rate and its ratio to a baseline measured in the same run (a bare loop
that rolls a die and appends a ledger-sized tuple once per turn), so the figures can be
compared across a noisy, shared machine. Usage: python benchmarks/turns.py [--games N]
"""
from __future__ import annotations

import argparse
import random
import time

from payday import EDITIONS
from payday.simulate import play_one

STYLES = ("saver", "borrower", "deal_hunter", "cautious")


def baseline(turns: int) -> float:
    rng, entries = random.Random(1), []
    started = time.perf_counter()
    for i in range(turns):
        entries.append((i, rng.randint(1, 6), "cash:0", "bank", 100, "bill"))
    return turns / (time.perf_counter() - started)


def edition_rate(variant: str, games: int, months: int) -> tuple[float, int]:
    turns, started = 0, time.perf_counter()
    for seed in range(games):
        turns += play_one(variant, STYLES, months, seed)["player_turns"]
    return turns / (time.perf_counter() - started), turns


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--months", type=int, default=12)
    args = parser.parse_args()
    base = baseline(200_000)
    print(f"baseline (roll + ledger append): {base:,.0f} per second")
    for variant in sorted(EDITIONS):
        rate, turns = edition_rate(variant, args.games, args.months)
        print(f"{variant:<16} {rate:>10,.0f} player-turns/s  ({turns} turns, "
              f"{rate / base:.3f} of baseline, {rate / 105_000:.2f}x the 105,000/s reference)")


if __name__ == "__main__":
    main()
