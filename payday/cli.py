"""The `payday` command, one argument parser for every command:

    payday app           serve the class: the students' app, the teacher's dashboard, the lab
    payday pdf           print the lessons' papers to PDF
    payday lessons       print a lesson's answer key or guide, or rewrite every paper
    payday simulate      play seeded games between computer players (the money lab)
    payday demo          watch a seeded game between computer players
    payday export-month  export one player's month as a chart or its transactions
    payday lock          write requirements.lock, the versions of this environment
    payday facts         list the lessons' real-world facts with their dates, flagging what to check

`./workbook app`, `./workbook pdf` and `./workbook lock` set the environment up, then run these;
an installed workbook (`pip install "payday-workbook[notebook]"`) runs the same commands. Each
command takes --help, whose summary lines are in the terminal's language (LANG: en, fr, zh-TW).
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any

from payday.classroom import launcher
from payday.editions import EDITIONS, load_game, new_game
from payday.engine.build import __version__, compiled
from payday.engine.decisions import CorruptSave
from payday.engine.game import Game
from payday.engine.saves import MAX_BYTES as MAX_SAVE_BYTES
from payday.i18n import (LANGUAGES, columns, describe_event, edition_name, language_for, money,
                         number, pad, t)
from payday.i18n.formats import decimal
from payday.lab.settings import parse as parse_setting
from payday.lab.simulate import StyleSummary, dask_client, simulate, summarize
from payday.players.play import play_out, specs
from payday.players.styles import TEACHING_STYLES
from payday.teaching import printing
from payday.teaching.papers import SLUGS, answer_key_markdown, guide_markdown, write_all
from payday.teaching.countries import STALE_FLAGS, country, review
from payday.teaching.lessons import scenario

Progress = Callable[[int, int], None]


# ------------------------------------------------------------------ payday app
def _app(args: argparse.Namespace, extra: list[str]) -> int:
    """The classroom's three Voila servers (payday/classroom/launcher.py); `extra` options go
    to Voila as they are."""
    return launcher.serve(args, extra)


# ------------------------------------------------------------------ payday pdf
def chosen_lessons(asked: list[str]) -> tuple[str, ...]:
    """The lessons' folders named by `asked` (a lesson's number, or its folder's name); all of
    them for none.

    >>> chosen_lessons(["03-saving"]), len(chosen_lessons([]))
    (('03-saving',), 6)
    """
    chosen = tuple(slug for slug in SLUGS if not asked or slug.startswith(tuple(asked)))
    if not chosen:
        raise ValueError("no lesson matches " + " ".join(asked) + "; the lessons are: "
                         + ", ".join(SLUGS))
    return chosen


def papers_country(args: argparse.Namespace) -> tuple[str | None, Path]:
    """The country `--country` names (None: each language's own) and the folder its papers go
    to: `--out`, else `lessons/` for each language's own country, `lessons-<COUNTRY>/` for one
    chosen (so the committed papers, each language's in its own country's terms, stay so).

    >>> code, out = papers_country(argparse.Namespace(country="fr", out=None))
    >>> code, out.name
    ('FR', 'lessons-FR')
    """
    code = country(args.country).code if args.country else None      # UnknownCountry: said plainly
    return code, Path(args.out or ("lessons" if code is None else f"lessons-{code}"))


def _pdf(args: argparse.Namespace, extra: list[str]) -> int:
    """Every lesson's papers (or those asked for), written from the package's templates into
    the folder `--out` names, then printed to PDF beside their Markdown. Never into the
    installed package: the default is `lessons/` in the current folder (in a checkout, where
    ./workbook runs, the repository's own)."""
    code, out = papers_country(args)
    slugs = chosen_lessons(args.lessons)
    write_all(out, slugs, code)
    docs = printing.documents(out, lessons=slugs if args.lessons else (),
                              langs=tuple(args.lang or ()))
    here = Path.cwd()
    try:
        for path in printing.build(docs):
            print(f"wrote {path.relative_to(here) if path.is_relative_to(here) else path}")
    except printing.PrintError as error:
        print(f"workbook pdf: {error}", file=sys.stderr)
        return 1
    return 0


# ------------------------------------------------------------------ payday lessons
def _lessons(args: argparse.Namespace, extra: list[str]) -> int:
    """A lesson's answer key (every fact and how it is worked out), or its teacher's guide;
    every lesson's with no LESSON; or, with --write, every paper rewritten."""
    if args.write:
        code, out = papers_country(args)
        for path in write_all(out, code=code):
            print(f"wrote {path}")
        return 0
    if args.lang and not args.guide:
        raise ValueError("--lang chooses the guide's language: give --guide too (the answer "
                         "key's data is printed in English)")
    chosen = list(SLUGS)
    if args.lesson:
        chosen = [slug for slug in SLUGS if args.lesson in (slug, slug.split("-", 1)[0])]
        if not chosen:
            raise ValueError(f"there is no lesson {args.lesson!r}; the lessons are: "
                             + ", ".join(SLUGS))
    for slug in chosen:
        print(guide_markdown(slug, args.lang or "en") if args.guide else answer_key_markdown(slug))
    return 0


# ------------------------------------------------------------------ payday facts
def facts_table(on: date) -> tuple[list[str], int]:
    """The lines `payday facts` prints for the day `on`, and how many facts are flagged: each
    country's facts with the day each took effect (and ended, where known), its age in years,
    its source, and a flag where it should be checked."""
    rows = [("country", "fact", "value", "since", "until", "age", "flag", "source")]
    for each in review(on):
        found = each.fact
        value = f"{found.value.normalize():f} {found.unit}".strip()
        age = f"{each.age_days / 365.25:.1f} y" if each.age_days is not None else ""
        rows.append((each.code, each.name, value, str(found.since or ""), str(found.until or ""),
                     age, each.flag, found.source))
    widths = [max(columns(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    lines = ["  ".join(pad(cell, width) for cell, width in zip(row, widths)) + "  " + row[-1]
             for row in rows]
    flagged = sum(each.flag in STALE_FLAGS for each in review(on))
    return [line.rstrip() for line in lines], flagged


def day_text(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a day written YYYY-MM-DD, not {text}") from None


def _facts(args: argparse.Namespace, extra: list[str]) -> int:
    """Every real-world fact of the lessons, dated; exit status 1 when one should be checked
    (set again periodically and older than a year, past its last day, or undated)."""
    lines, flagged = facts_table(args.on or date.today())
    print("\n".join(lines))
    print(f"\n{flagged} fact(s) to check as of {args.on or date.today()}" if flagged
          else "\nevery fact is current")
    return 1 if flagged else 0


# ------------------------------------------------------------------ payday lock
LOCK_HEADER = ("# The exact versions the tests ran with: written by ./workbook lock (pip freeze of .venv).\n"
               "# ./workbook and Binder install with these as constraints. Do not edit by hand.\n")


def lock_text(frozen: str) -> str:
    """requirements.lock from `pip freeze`'s output: the header, then every package but payday.

    >>> lock_text("numpy==2.0\\nPayDay==0.1.0\\npayday-workbook==0.1.0\\n").splitlines()[2:]
    ['numpy==2.0']
    """
    kept = [line for line in frozen.splitlines()
            if not re.match("payday(-workbook)?==", line, re.IGNORECASE)]
    return LOCK_HEADER + "".join(line + "\n" for line in kept)


def _lock(args: argparse.Namespace, extra: list[str]) -> int:
    """requirements.lock: `pip freeze` of the Python running this command, without payday."""
    done = subprocess.run([sys.executable, "-m", "pip", "freeze", "--exclude-editable",
                           "--disable-pip-version-check"], capture_output=True, text=True)
    if done.returncode:
        print(f"payday lock: pip freeze failed: {done.stderr.strip()}", file=sys.stderr)
        return 1
    text = lock_text(done.stdout)
    path = Path(args.out)
    path.write_text(text, encoding="utf-8")
    count = sum("==" in line for line in text.splitlines())
    print(f"workbook: wrote {args.out} ({count} packages)")
    return 0


# ------------------------------------------------------------------ payday simulate
@contextlib.contextmanager
def _progress_bar(total: int) -> Iterator[Progress | None]:
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


def _simulate(args: argparse.Namespace, extra: list[str]) -> int:
    start = scenario(args.lesson).lab_start() if args.lesson else None
    args.variant = args.variant or (start.edition if start else "bonne-paye")
    bots = [b.strip() for b in args.bots.split(",")] if args.bots else None
    rules = dict(parse_setting(args.variant, change) for change in args.rule or [])
    client = dask_client(args.dask) if args.dask else None
    try:
        with _progress_bar(args.games) as progress:
            report = simulate(args.variant, players=args.players, months=args.months,
                              games=args.games, seed=args.seed, bots=bots, jobs=args.jobs,
                              progress=progress, rules=rules, start=start,
                              rotate=args.rotate, client=client)
    finally:
        if client is not None:
            client.close()
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
        return 0
    lang = language_for(args.variant, args.lang)
    rate = report.player_turns / max(report.seconds, 1e-9)
    print(t("cli.report", lang, games=number(report.games, lang),
            edition=edition_name(args.variant, lang), months=number(args.months, lang),
            seed=args.seed, turns=number(report.player_turns, lang),
            seconds=decimal(report.seconds, lang, 2), rate=number(round(rate), lang)))
    # Each style by its name in the language, then the id that --bots takes.
    def figures(row: StyleSummary) -> tuple[Any, ...]:    # Any: shared wins are fractions (2.5)
        return (row.wins, row.mean_net_worth, row.median_net_worth, row.stdev_net_worth,
                row.eliminated)

    rows = [[t(f"bot.{row.strategy}", lang, default=row.strategy) + f" ({row.strategy})"]
            + [number(n, lang) for n in figures(row)]
            for row in summarize(report)]
    heads = [t(f"cli.{h}", lang) for h in ("style", "wins", "mean", "median", "spread", "out")]
    widths = [max(columns(c) for c in column) + 2 for column in zip(heads, *rows)]
    for cells in [heads] + rows:
        print(" ".join(pad(c, w, "<" if i == 0 else ">")
                       for i, (c, w) in enumerate(zip(cells, widths))))
    return 0


# ------------------------------------------------------------------ payday demo
def _demo(args: argparse.Namespace, extra: list[str]) -> int:
    """A seeded game between computer players, told turn by turn in the terminal."""
    lang = language_for(args.variant, args.lang)
    styles = TEACHING_STYLES[:args.players]
    game = new_game(args.variant, specs(styles, [t(f"bot.{s}", lang, default=s) for s in styles]),
                    months=args.months, seed=args.seed)
    shown = 0

    def tell(played: Game[Any]) -> bool:     # each move told as it is played
        nonlocal shown
        for event in played.events[shown:]:
            print(describe_event(played, event, lang))
        shown = len(played.events)
        return True

    play_out(game, each=tell)
    print()
    for player, worth in game.standings():
        standing = "cli.standing.eliminated" if player.eliminated else "cli.standing"    # whole sentences
        print(t(standing, lang, player=player.name, amount=money(worth, game.rules.currency, lang)))
    return 0


# ------------------------------------------------------------------ payday export-month
def _export_month(args: argparse.Namespace, extra: list[str]) -> int:
    """A seeded game between computer players (or a saved game), one player's month exported."""
    # pandas and plotly (both modules draw with them): only this command pays their import
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


# ------------------------------------------------------------------ the one parser
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


def positive_minutes(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"a positive number of minutes, not {text}")
    return value


def class_size(text: str) -> int:
    value = int(text)
    if not 1 <= value <= 500:
        raise argparse.ArgumentTypeError(f"a number of students from 1 to 500, not {text}")
    return value


def _said(key: str, **values: Any) -> str:
    """A line of the commands' help in the terminal's language (LANG; English by default),
    with its %-signs doubled, as argparse reads help text as a %-format."""
    return t(f"cli.help.{key}", launcher.teacher_language(None), **values).replace("%", "%%")


def _add_app(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    app = commands.add_parser("app", help=_said("app"), description=_said("app"),
                              epilog=_said("app_others"))
    app.add_argument("--class", dest="class_id", nargs="?", const="", default=None,
                     metavar="NAME", help=_said("app_class"))
    app.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8866)),
                     help=_said("app_port"))
    app.add_argument("--dashboard-port", type=int, default=None,
                     help=_said("app_dashboard_port"))
    app.add_argument("--lab-port", type=int, default=None,
                     help=_said("app_lab_port"))
    app.add_argument("--address", default=None,
                     help=_said("app_address"))
    app.add_argument("--key", default=os.environ.get("PAYDAY_DASHBOARD_KEY"),
                     help=_said("app_key"))
    app.add_argument("--lang", default=None, help=_said("app_lang"))
    app.add_argument("--class-size", type=class_size, default=None, metavar="N",
                     help=_said("app_class_size", with_class=launcher.CLASS_SIZE,
                                alone=launcher.HOME_SIZE))
    app.add_argument("--cull-idle", type=positive_minutes, default=launcher.CULL_IDLE_MINUTES,
                     metavar="MINUTES",
                     help=_said("app_cull_idle", minutes=f"{launcher.CULL_IDLE_MINUTES:g}"))
    app.add_argument("--refill-delay", type=float, default=launcher.REFILL_DELAY_S,
                     metavar="SECONDS",
                     help=_said("app_refill_delay", seconds=launcher.REFILL_DELAY_S))
    app.set_defaults(run=_app)


def _add_papers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    pdf = commands.add_parser("pdf", help=_said("pdf"), description=_said("pdf"))
    pdf.add_argument("lessons", nargs="*", metavar="LESSON",
                     help=_said("pdf_lessons"))
    pdf.add_argument("--lang", action="append", choices=LANGUAGES,
                     help=_said("pdf_lang"))
    pdf.add_argument("--out", default=None, metavar="DIR", help=_said("pdf_out"))
    pdf.add_argument("--country", default=None, metavar="COUNTRY", help=_said("pdf_country"))
    pdf.set_defaults(run=_pdf)

    lessons = commands.add_parser("lessons", help=_said("lessons"), description=_said("lessons"))
    lessons.add_argument("--write", action="store_true",
                         help="rewrite every paper: lessons/*/answer-key.<lang>.md, the guides, "
                         "the plans and worksheets from their templates, and lessons/README.md's timing table")
    lessons.add_argument("lesson", nargs="?", metavar="LESSON",
                         help="only this lesson (01 to 06, or its folder's name); all by default")
    lessons.add_argument("--guide", action="store_true", help="print the teacher's guide instead")
    lessons.add_argument("--out", default=None, metavar="DIR",
                         help="with --write: the folder to write into (default: lessons in the "
                         "current folder, or lessons-<COUNTRY> with --country)")
    lessons.add_argument("--country", default=None, metavar="COUNTRY", help=_said("pdf_country"))
    lessons.add_argument("--lang", choices=LANGUAGES, help="the guide's language (default en)")
    lessons.set_defaults(run=_lessons)


def _add_games(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sim = commands.add_parser("simulate", help=_said("simulate"), description=_said("simulate"))
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

    demo = commands.add_parser("demo", help=_said("demo"), description=_said("demo"))
    demo.add_argument("--variant", default="bonne-paye", choices=sorted(EDITIONS))
    demo.add_argument("--players", type=int, default=3)
    demo.add_argument("--months", type=int, default=1)
    demo.add_argument("--seed", type=int, default=7)
    demo.add_argument("--lang", help="en, fr or zh-Hant (default: the edition's language)")
    demo.set_defaults(run=_demo)

    export = commands.add_parser("export-month", help=_said("export_month"),
                                 description=_said("export_month"))
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


def parser() -> argparse.ArgumentParser:
    """The one parser of every `payday` command."""
    found = argparse.ArgumentParser(prog="payday", description=_said("description"))
    build = "compiled with mypyc" if compiled else "pure Python"
    found.add_argument("--version", action="version", version=f"payday {__version__} ({build})")
    commands = found.add_subparsers(dest="command", required=True)
    _add_app(commands)
    _add_papers(commands)
    _add_games(commands)
    lock = commands.add_parser("lock", help=_said("lock"), description=(
        _said("lock") + " (pip freeze, without payday; run it after "
        "`PAYDAY_UNLOCKED=1 ./workbook test`)"))
    lock.add_argument("--out", default="requirements.lock", help="the file to write "
                      "(default: requirements.lock here)")
    lock.set_defaults(run=_lock)
    facts = commands.add_parser("facts", help=_said("facts"), description=_said("facts"))
    facts.add_argument("--on", type=day_text, default=None, metavar="YYYY-MM-DD", help=_said("facts_on"))
    facts.set_defaults(run=_facts)
    return found


def parse(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """The command's options, and the options `payday app` passes on to Voila as they are
    (any other command refuses an option it does not know)."""
    found = parser()
    args, extra = found.parse_known_args(argv)
    if extra and args.command != "app":
        found.error(f"unrecognized arguments: {' '.join(extra)}")
    return args, extra


def main(argv: list[str] | None = None) -> int:
    args, extra = parse(sys.argv[1:] if argv is None else argv)
    if getattr(args, "jobs", None) is not None:
        # more processes than cores only adds memory and switching: 200 on 2 cores ran 200
        args.jobs = min(args.jobs or os.cpu_count() or 1, os.cpu_count() or 1)
    run: Callable[[argparse.Namespace, list[str]], int] = args.run
    try:
        return run(args, extra)
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
