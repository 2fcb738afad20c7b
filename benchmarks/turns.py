"""Player-turns per second, with the ledger on, for every edition: the compiled build, the pure
build of this tree, and the pure build of a base commit (today's main), in the same run.

Each measurement runs in its own process (one build per process), the builds take turns in
every round (their order rotating), and each figure is the median over the rounds, so that a
noisy, shared machine slows them all alike. Printed per edition and build: player-turns per
second of wall time, per second of the process's CPU time, and the ratios (of the CPU-time
figures, which a busy machine moves less) to the pure build of this tree and to the base.

Usage: python benchmarks/turns.py [--games N] [--rounds N] [--base COMMIT]
                                  [--compiled-python PATH]
The compiled build is the one `./workbook test` installs in .venv-compiled (or the Python
given); the base commit is checked out into a temporary folder with `git archive`.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Run in each build's own process: plays the games and reports turns, wall and CPU seconds.
WORKER = """
import gc, json, sys, time
import payday
STYLES = ("saver", "borrower", "deal_hunter", "cautious")
try:                                        # the one way to play, since the re-layout
    from payday.players.play import computer_game
except ImportError:                         # a base commit from before it: the same games
    from payday.bots import make_bot, play_out
    from payday.engine.game import PlayerSpec

    def computer_game(variant, styles, *, seed, months):
        specs = [PlayerSpec(f"{s}-{i + 1}", s) for i, s in enumerate(styles)]
        game = payday.new_game(variant, specs, months=months, seed=seed)
        return play_out(game, {i: make_bot(s, seed, i) for i, s in enumerate(styles)})
variant, games, months, expect = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
compiled = getattr(payday, "compiled", False)
assert (expect == "compiled") == compiled, (expect, payday.__file__)

def play(seed):
    # The game's turns only, as simulate.play_one plays them (the cycle collector paused); not
    # the results a lab reads afterwards, which differ between the builds' versions.
    gc.disable()
    try:
        return computer_game(variant, STYLES, seed=seed, months=months).turns
    finally:
        gc.enable()

play(10_000)                                                   # warm up: imports, first calls
turns, wall, cpu = 0, time.perf_counter(), time.process_time()
for seed in range(games):
    turns += play(seed)
print(json.dumps({"turns": turns, "wall": time.perf_counter() - wall,
                  "cpu": time.process_time() - cpu}))
"""


def checkout(commit: str, folder: Path) -> Path:
    """The package as it was at `commit`, unpacked into `folder`."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "payday"],
                             capture_output=True, check=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def measure(python: str, path: Path | None, expect: str, variant: str, games: int,
            months: int) -> dict:
    env = {"PYTHONPATH": str(path)} if path else {}
    done = subprocess.run([python, "-c", WORKER, variant, str(games), str(months), expect],
                          capture_output=True, text=True, env={**_base_env(), **env},
                          cwd=tempfile.gettempdir())
    if done.returncode:
        raise SystemExit(f"{expect} build failed:\n{done.stderr}")
    return json.loads(done.stdout)


def _base_env() -> dict:
    import os
    return {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30, help="games per measurement")
    parser.add_argument("--months", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--base", default="main", help="the commit to compare with (pure)")
    parser.add_argument("--compiled-python", default=str(ROOT / ".venv-compiled/bin/python"))
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        base = checkout(args.base, Path(tmp))
        builds = {"compiled": (args.compiled_python, None),
                  "pure": (sys.executable, ROOT),
                  f"base {args.base}": (sys.executable, base)}
        if not Path(args.compiled_python).exists():
            print(f"no compiled build at {args.compiled_python}: run ./workbook test first")
            del builds["compiled"]
        variants = ("bonne-paye", "payday", "payday-auction")
        runs: dict[tuple[str, str], list[dict]] = {(b, v): [] for b in builds for v in variants}
        names = list(builds)
        for round_ in range(args.rounds):
            order = names[round_ % len(names):] + names[:round_ % len(names)]
            for variant in variants:
                for name in order:
                    python, path = builds[name]
                    expect = "compiled" if name == "compiled" else "pure"
                    runs[name, variant].append(measure(python, path, expect, variant,
                                                       args.games, args.months))

    print(f"{args.games} games of {args.months} months, 4 computer players, median of "
          f"{args.rounds} rounds; base = pure build of {args.base}")
    print("ratios: of turns per CPU-second (a shared machine's load moves wall-clock rates)")
    print(f"{'edition':<16}{'build':<14}{'turns/s':>10}{'turns/CPU-s':>13}"
          f"{'x pure':>8}{'x base':>8}")
    for variant in variants:
        rate = {name: statistics.median(r["turns"] / r["wall"] for r in runs[name, variant])
                for name in names}
        cpu = {name: statistics.median(r["turns"] / r["cpu"] for r in runs[name, variant])
               for name in names}
        for name in names:
            print(f"{variant:<16}{name:<14}{rate[name]:>10,.0f}{cpu[name]:>13,.0f}"
                  f"{cpu[name] / cpu['pure']:>8.2f}{cpu[name] / cpu[names[-1]]:>8.2f}")


if __name__ == "__main__":
    main()
