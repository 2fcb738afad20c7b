"""Player-turns per second, with the ledger on, for every edition: the compiled build, the pure
build of this tree, and the pure build of a base commit (today's main), in the same run.

Each measurement runs in its own process (one build per process), the builds take turns in
every round (their order rotating), and each figure is the median over the rounds, so that a
noisy, shared machine slows them all alike. Printed per edition and build: player-turns per
second of wall time, per second of the process's CPU time, and the ratios (of the CPU-time
figures, which a busy machine moves less) to the pure build of this tree and to the base.

With --peer PATH (a copy of gamescomputersplay/monopoly's simulator, e.g. exported with `git
archive`), the peer plays the same number of games in the same rounds, in a process of its own
run by this Python, and each build's figure is also given as a ratio to the peer's player-turns
per CPU-second. The peer runs as it ships (its game log kept, written to a temporary folder),
its games seeded as its own simulate script seeds them (from seed 0). A player-turn is one turn
of one player in a round, as ours are counted: a double's extra roll is part of the same turn.
The turns are counted in a second, untimed pass over the same games (the peer is deterministic
for a seed), so that counting costs the timed pass nothing.

Usage: python benchmarks/turns.py [--games N] [--rounds N] [--base COMMIT]
                                  [--compiled-python PATH] [--peer PATH]
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


# The peer's worker: its own games, through its own entry point for one game; only where its logs
# go is changed (a temporary folder instead of its results folder).
PEER_WORKER = """
import gc, json, random, sys, tempfile, time
from pathlib import Path
peer, games = sys.argv[1], int(sys.argv[2])
sys.path.insert(0, peer)
from monopoly.core.game import monopoly_game
from monopoly.core.player import Player
from monopoly.log_settings import LogSettings
out = Path(tempfile.mkdtemp())
LogSettings.EVENTS_LOG_PATH = out / "events.log"
LogSettings.BANKRUPTCIES_PATH = out / "bankruptcies.tsv"
seeds = random.Random(0)
pairs = [(number, seeds.getrandbits(32)) for number in range(1, games + 2)]
monopoly_game(pairs[-1])                                       # warm up: imports, first calls
wall, cpu = time.perf_counter(), time.process_time()
for pair in pairs[:-1]:
    monopoly_game(pair)
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
# Untimed: the same games again, counting the turns a round gives (not a double's extra move,
# which the peer plays as a call within the turn's own call).
moves, depth, turns = Player.make_a_move, [0], [0]
def counted(self, *args):
    turns[0] += depth[0] == 0
    depth[0] += 1
    try:
        return moves(self, *args)
    finally:
        depth[0] -= 1
Player.make_a_move = counted
for pair in pairs[:-1]:
    monopoly_game(pair)
print(json.dumps({"turns": turns[0], "wall": wall, "cpu": cpu}))
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


def measure_peer(peer: Path, games: int) -> dict:
    done = subprocess.run([sys.executable, "-c", PEER_WORKER, str(peer), str(games)],
                          capture_output=True, text=True, env=_base_env(),
                          cwd=tempfile.gettempdir())
    if done.returncode:
        raise SystemExit(f"the peer failed:\n{done.stderr}")
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
    parser.add_argument("--peer", type=Path, help="a copy of gamescomputersplay/monopoly")
    args = parser.parse_args()
    if args.peer and not (args.peer / "monopoly/core/game.py").exists():
        raise SystemExit(f"no monopoly simulator at {args.peer}")

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
        peer_runs: list[dict] = []
        for round_ in range(args.rounds):
            order = names[round_ % len(names):] + names[:round_ % len(names)]
            if args.peer:
                peer_runs.append(measure_peer(args.peer, args.games))
            for variant in variants:
                for name in order:
                    python, path = builds[name]
                    expect = "compiled" if name == "compiled" else "pure"
                    runs[name, variant].append(measure(python, path, expect, variant,
                                                       args.games, args.months))

    print(f"{args.games} games of {args.months} months, 4 computer players, median of "
          f"{args.rounds} rounds; base = pure build of {args.base}")
    print("ratios: of turns per CPU-second (a shared machine's load moves wall-clock rates)")
    peer_cpu = 0.0
    if peer_runs:
        peer_rate = statistics.median(r["turns"] / r["wall"] for r in peer_runs)
        peer_cpu = statistics.median(r["turns"] / r["cpu"] for r in peer_runs)
        print(f"peer: gamescomputersplay/monopoly, {args.games} games "
              f"({peer_runs[0]['turns']:,} player-turns), {peer_rate:,.0f} turns/s, "
              f"{peer_cpu:,.0f} turns/CPU-s")
    print(f"{'edition':<16}{'build':<14}{'turns/s':>10}{'turns/CPU-s':>13}"
          f"{'x pure':>8}{'x base':>8}" + (f"{'x peer':>8}" if peer_cpu else ""))
    for variant in variants:
        rate = {name: statistics.median(r["turns"] / r["wall"] for r in runs[name, variant])
                for name in names}
        cpu = {name: statistics.median(r["turns"] / r["cpu"] for r in runs[name, variant])
               for name in names}
        for name in names:
            print(f"{variant:<16}{name:<14}{rate[name]:>10,.0f}{cpu[name]:>13,.0f}"
                  f"{cpu[name] / cpu['pure']:>8.2f}{cpu[name] / cpu[names[-1]]:>8.2f}"
                  + (f"{cpu[name] / peer_cpu:>8.2f}" if peer_cpu else ""))


if __name__ == "__main__":
    main()
