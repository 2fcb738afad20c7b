"""How long the teaching charts take: frames from the ledger, then every chart view, for a
12-month seeded game of each edition. Usage: python benchmarks/frames.py [--months N]"""
from __future__ import annotations

import argparse
import time

from payday import EDITIONS
from payday.analysis import charts
from payday.analysis.frames import frames, seeded_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--months", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for variant in sorted(EDITIONS):
        game = seeded_game(variant, seed=args.seed, months=args.months)
        started = time.perf_counter()
        f = frames(game)
        built = time.perf_counter()
        charts.views(f, 0, 1)
        drawn = time.perf_counter()
        print(f"{variant:<16} {len(game.ledger):>6} entries: frames {built - started:.3f} s, "
              f"five chart views {drawn - built:.3f} s")


if __name__ == "__main__":
    main()
