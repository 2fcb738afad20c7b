"""The `payday` command: simulate games between computer players, watch a demo game, or export
a player's month as a chart."""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys

from payday.editions import new_game
from payday.engine.decisions import CorruptSave
from payday.engine.saves import MAX_BYTES as MAX_SAVE_BYTES
from payday.i18n import describe_event, language_for, money, t
from payday.players.play import seats, specs
from payday.players.styles import TEACHING_STYLES


@contextlib.contextmanager
def _progress_bar(total: int):
    """A tqdm progress bar on a terminal (nothing when the output goes to a file or a pipe,
    or tqdm is not installed): yields the `progress(done, total)` callback `simulate` calls."""
    try:
        from tqdm import tqdm
    except ImportError:
        tqdm = None
    if tqdm is None or not sys.stderr.isatty():
        yield None
        return
    with tqdm(total=total, unit="game", file=sys.stderr, leave=False) as bar:
        yield lambda done, _total: bar.update(done - bar.n)


def _simulate(args) -> int:
    from payday.lab.settings import parse
    from payday.lab.simulate import dask_client, lesson_edition, simulate, summarize
    args.variant = args.variant or (lesson_edition(args.lesson) if args.lesson else "bonne-paye")
    bots = [b.strip() for b in args.bots.split(",")] if args.bots else None
    rules = dict(parse(args.variant, change) for change in args.rule or [])
    client = dask_client(args.dask) if args.dask else None
    try:
        with _progress_bar(args.games) as progress:
            report = simulate(args.variant, players=args.players, months=args.months,
                              games=args.games, seed=args.seed, bots=bots, jobs=args.jobs,
                              progress=progress, rules=rules, lesson=args.lesson,
                              rotate=args.rotate, client=client)
    finally:
        if client is not None:
            client.close()
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    from payday.i18n import columns, edition_name, language_for, number, pad, t
    lang = language_for(args.variant, args.lang)
    rate = report["player_turns"] / max(report["seconds"], 1e-9)
    print(t("cli.report", lang, games=number(report["games"], lang),
            edition=edition_name(args.variant, lang), months=number(args.months, lang),
            seed=args.seed, turns=number(report["player_turns"], lang),
            seconds=f"{report['seconds']:.2f}", rate=number(round(rate), lang)))
    # Each style by its name in the language, then the id that --bots takes.
    rows = [[t(f"bot.{row['strategy']}", lang, default=row["strategy"]) + f" ({row['strategy']})"]
            + [number(row[k], lang) for k in ("wins", "mean_net_worth", "median_net_worth",
                                              "stdev_net_worth", "eliminated")]
            for row in summarize(report)]
    heads = [t(f"cli.{h}", lang) for h in ("style", "wins", "mean", "median", "spread", "out")]
    widths = [max(columns(c) for c in column) + 2 for column in zip(heads, *rows)]
    for cells in [heads] + rows:
        print(" ".join(pad(c, w, "<" if i == 0 else ">")
                       for i, (c, w) in enumerate(zip(cells, widths))))
    return 0


def _demo(args) -> int:
    """A seeded game between computer players, told turn by turn in the terminal."""
    lang = language_for(args.variant, args.lang)
    styles = TEACHING_STYLES[:args.players]
    game = new_game(args.variant, specs(styles, [t(f"bot.{s}", lang, default=s) for s in styles]),
                    months=args.months, seed=args.seed)
    bots = seats(game)
    shown = 0
    while game.pending is not None:
        game.play_bots(bots, 1)
        for event in game.events[shown:]:
            print(describe_event(game, event, lang))
        shown = len(game.events)
    print()
    for player, worth in game.standings():
        out = f" {t('cli.eliminated', lang)}" if player.eliminated else ""
        print(f"{player.name}: {t('cli.net_worth', lang)} {money(worth, game.rules.currency, lang)}{out}")
    return 0


def _export_month(args) -> int:
    """A seeded game between computer players (or a saved game), one player's month exported."""
    from payday.editions import load_game
    from payday.analysis.export import export_month
    from payday.analysis.frames import seeded_game
    if args.game:
        try:
            with open(args.game, "rb") as saved:
                # A bounded read: /dev/zero or a huge file is refused as too large, not read
                # until memory runs out.
                text = saved.read(MAX_SAVE_BYTES + 1)
        except OSError as error:
            raise ValueError(f"cannot read the saved game {args.game!r}: {error.strerror}") from None
        game = load_game(text)
    else:
        game = seeded_game(args.variant, seed=args.seed, months=args.months, players=args.players)
    names = [p.name for p in game.players]
    if args.player.isdigit() and 1 <= int(args.player) <= len(names):
        player = int(args.player) - 1
    elif args.player in names:
        player = names.index(args.player)
    else:
        raise ValueError(f"there is no player {args.player!r}; give a seat from 1 to "
                         f"{len(names)} or a name ({', '.join(names)})")
    path = export_month(game, player, args.month, args.out, args.lang)
    print(f"{path} ({names[player]}, month {args.month})")
    return 0


MAX_GAMES = 1_000_000     # a lab's largest run; 10**8 games' results would not fit in memory


def games_count(text: str) -> int:
    value = int(text)
    if not 1 <= value <= MAX_GAMES:
        raise argparse.ArgumentTypeError(f"from 1 to {MAX_GAMES:,} games, not {text}")
    return value


def jobs_count(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"0 (every core) or more processes, not {text}")
    return value


def main(argv: list[str] | None = None) -> int:
    from payday.editions import EDITIONS
    from payday import __version__
    from payday.engine.build import compiled
    parser = argparse.ArgumentParser(prog="payday", description=__doc__)
    build = "compiled with mypyc" if compiled else "pure Python"
    parser.add_argument("--version", action="version", version=f"payday {__version__} ({build})")
    commands = parser.add_subparsers(dest="command", required=True)

    sim = commands.add_parser("simulate", help="play seeded games between computer players")
    sim.add_argument("--variant", default=None, choices=sorted(EDITIONS),
                     help="the edition (default: the lesson's, else bonne-paye)")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--months", type=int, default=12)
    sim.add_argument("--games", type=games_count, default=100, help=f"1 to {MAX_GAMES:,}")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", help="comma-separated styles, one per seat (cycled)")
    sim.add_argument("--jobs", type=jobs_count, default=0,
                     help="processes to use (default 0: one per core, never more than the "
                          "cores); the results are the same")
    sim.add_argument("--json", action="store_true", help="print one JSON document")
    sim.add_argument("--rule", action="append", metavar="NAME=VALUE",
                     help="change a rule setting within its range (repeatable), e.g. loan_rate_pct=5")
    sim.add_argument("--lesson", help="start every game from this lesson's situation (01 to 06)")
    sim.add_argument("--rotate", action="store_true",
                     help="rotate the seats game by game, so no style keeps the first seat")
    sim.add_argument("--dask", metavar="tcp://HOST:PORT",
                     help="run the games on the Dask cluster of this scheduler")
    sim.add_argument("--lang", help="language of the summary: en, fr or zh-Hant "
                                    "(default: the edition's own)")
    sim.set_defaults(run=_simulate)

    demo = commands.add_parser("demo", help="watch a seeded game between computer players")
    demo.add_argument("--variant", default="bonne-paye", choices=sorted(EDITIONS))
    demo.add_argument("--players", type=int, default=3)
    demo.add_argument("--months", type=int, default=1)
    demo.add_argument("--seed", type=int, default=7)
    demo.add_argument("--lang", help="en, fr or zh-Hant (default: the edition's language)")
    demo.set_defaults(run=_demo)

    export = commands.add_parser("export-month", help="export one player's month as a chart "
                                 "(.png .svg .pdf .html) or its transactions (.csv)")
    export.add_argument("--variant", default="bonne-paye", choices=sorted(EDITIONS))
    export.add_argument("--seed", type=int, default=7)
    export.add_argument("--months", type=int, default=2)
    export.add_argument("--players", type=int, default=None,
                        help="computer players in the seeded game (default: 4)")
    export.add_argument("--game", help="a saved game (JSON) to export from, instead of a seeded one")
    export.add_argument("--player", default="1", help="seat number from 1, or the player's name")
    export.add_argument("--month", type=int, default=1)
    export.add_argument("--lang", help="en, fr or zh-Hant (default: the edition's language)")
    export.add_argument("--out", required=True, help="file to write; its extension picks the format")
    export.set_defaults(run=_export_month)

    args = parser.parse_args(argv)
    if getattr(args, "jobs", None) is not None:
        # more processes than cores only adds memory and switching: 200 on 2 cores ran 200
        args.jobs = min(args.jobs or os.cpu_count() or 1, os.cpu_count() or 1)
    try:
        return args.run(args)
    except (ValueError, CorruptSave) as error:
        print(f"payday: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:             # the reader stopped early (`payday demo | head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # nothing left to flush
        return 0
    except OSError as error:            # a file that cannot be read or written
        print(f"payday: {error.strerror or error}: {error.filename or ''}".rstrip(": "),
              file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
