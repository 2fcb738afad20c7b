"""The `payday` command: simulate games between computer players, or watch a demo game."""
from __future__ import annotations

import argparse
import json
import os
import sys

from .engine.decisions import CorruptSave


def _simulate(args) -> int:
    from .simulate import simulate, summarize
    bots = [b.strip() for b in args.bots.split(",")] if args.bots else None
    report = simulate(args.variant, players=args.players, months=args.months, games=args.games,
                      seed=args.seed, bots=bots, jobs=args.jobs)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    rate = report["player_turns"] / max(report["seconds"], 1e-9)
    print(f"{report['games']} games of {args.variant}, {args.months} months, seed {args.seed}: "
          f"{report['player_turns']} player-turns in {report['seconds']:.2f} s ({rate:,.0f}/s)")
    print(f"{'style':<12} {'wins':>6} {'mean':>10} {'median':>10} {'spread':>10} {'out':>5}")
    for row in summarize(report):
        print(f"{row['strategy']:<12} {row['wins']:>6} {row['mean_net_worth']:>10,} "
              f"{row['median_net_worth']:>10,} {row['stdev_net_worth']:>10,} {row['eliminated']:>5}")
    return 0


def _demo(args) -> int:
    """A seeded game between computer players, told turn by turn in the terminal."""
    from . import new_game
    from .bots import make_bot
    from .engine.game import PlayerSpec
    styles = ["saver", "borrower", "deal_hunter", "cautious"][:args.players]
    game = new_game(args.variant, [PlayerSpec(f"{s}", s) for s in styles],
                    months=args.months, seed=args.seed)
    bots = {i: make_bot(s, args.seed, i) for i, s in enumerate(styles)}
    shown = 0
    while game.pending is not None:
        pending = game.pending
        game.decide(bots[pending.player].choose(game, pending))
        for event in game.events[shown:]:
            who = "" if event.player is None else game.players[event.player].name + ": "
            details = ", ".join(f"{k}={v}" for k, v in event.data.items())
            print(f"{who}{event.key} {details}".rstrip())
        shown = len(game.events)
    print()
    for player, worth in game.standings():
        print(f"{player.name:<12} net worth {worth:>10,}{'  (eliminated)' if player.eliminated else ''}")
    return 0


def main(argv: list[str] | None = None) -> int:
    from .variants import EDITIONS
    parser = argparse.ArgumentParser(prog="payday", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    sim = commands.add_parser("simulate", help="play seeded games between computer players")
    sim.add_argument("--variant", default="bonne-paye", choices=sorted(EDITIONS))
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--months", type=int, default=12)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", help="comma-separated styles, one per seat (cycled)")
    sim.add_argument("--jobs", type=int, default=1, help="processes to use (0: every core)")
    sim.add_argument("--json", action="store_true", help="print one JSON document")
    sim.set_defaults(run=_simulate)

    demo = commands.add_parser("demo", help="watch a seeded game between computer players")
    demo.add_argument("--variant", default="bonne-paye", choices=sorted(EDITIONS))
    demo.add_argument("--players", type=int, default=3)
    demo.add_argument("--months", type=int, default=1)
    demo.add_argument("--seed", type=int, default=7)
    demo.set_defaults(run=_demo)

    args = parser.parse_args(argv)
    if getattr(args, "jobs", 1) == 0:
        args.jobs = os.cpu_count() or 1
    try:
        return args.run(args)
    except (ValueError, CorruptSave) as error:
        print(f"payday: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
