"""Every "the one X" a docstring claims is true by grep: each test reads the package's source
(ast and regular expressions over payday/**/*.py, importing nothing of payday), finds every
place that does X, and names each one outside X's home as file:line.

The checks go by concept (a call, an import, a literal), never by a file of `payday/ui/`, so
they hold wherever the applications' modules live."""
from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "payday"


@cache
def modules() -> tuple[tuple[str, ast.Module], ...]:
    """Every module of the package, as (path relative to payday/, its syntax tree)."""
    return tuple((path.relative_to(PACKAGE).as_posix(), ast.parse(path.read_text("utf-8"), str(path)))
                 for path in sorted(PACKAGE.rglob("*.py")))


def dotted(node: ast.AST) -> str:
    """`a.b.c` for a name or an attribute chain; "" for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        head = dotted(node.value)
        return f"{head}.{node.attr}" if head else f"?.{node.attr}"
    return ""


def calls(tree: ast.AST) -> Iterator[tuple[int, str, ast.Call]]:
    """Every call in a tree: (line, the called name dotted, the call)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield node.lineno, dotted(node.func), node


def imported(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Every module or module.name an import statement names."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                yield node.lineno, f"{node.module}.{alias.name}"


def outside(home: tuple[str, ...], found: Iterator[str] | list[str]) -> list[str]:
    """The places found (each "file:line: what") that are not in one of the `home` files or
    folders."""
    return [place for place in found if not place.startswith(home)]


def message(claim: str, places: list[str]) -> str:
    return f"{claim}; but also at:\n  " + "\n  ".join(places)


@cache
def literal_collections() -> tuple[tuple[str, int, frozenset[object]], ...]:
    """Every list, tuple, set and dict written in the package, as (path, line, the constants
    it holds: a dict's keys), read in one walk for every test that looks for a list."""
    found = []
    for path, tree in modules():
        for node in ast.walk(tree):
            if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
                items: list[ast.expr | None] = list(node.elts)
            elif isinstance(node, ast.Dict):
                items = list(node.keys)
            else:
                continue
            constants = frozenset(item.value for item in items if isinstance(item, ast.Constant))
            if len(constants) >= 2:
                found.append((path, node.lineno, constants))
    return tuple(found)


def naming_two_or_more(names: set[str]) -> list[str]:
    """The places ("file:line: [names]") of every list, tuple, set or dict naming two or more
    of `names`."""
    found = []
    for path, line, constants in literal_collections():
        named = {value for value in constants if value in names}
        if len(named) >= 2:
            found.append(f"{path}:{line}: {sorted(named)}")
    return found


def test_csv_is_written_only_by_csv_text():
    """analysis/csv_text.py: "the one way the workbook writes CSV". No other module imports
    `csv` or calls a `to_csv`."""
    found = [f"{path}:{line}: import {name}" for path, tree in modules()
             for line, name in imported(tree) if name == "csv" or name.startswith("csv.")]
    found += [f"{path}:{line}: {name}()" for path, tree in modules()
              for line, name, _ in calls(tree) if name.endswith(".to_csv")]
    places = outside(("analysis/csv_text.py",), found)
    assert not places, message("CSV is written only by analysis/csv_text.py", places)


HEX = re.compile(r"#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})(?![0-9A-Za-z_])")


def is_grey(digits: str) -> bool:
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    return digits[0:2].lower() == digits[2:4].lower() == digits[4:6].lower()


def test_colours_come_only_from_the_palette():
    """analysis/palette.py: "The one palette of the charts (and of the dashboard's and the app's
    colours)". No other module writes a colour with a hue (a hex or rgb() literal). Greys
    (black, white, the ink and grid lines of a chart or a printed page) are allowed anywhere:
    the Okabe-Ito palette has no greys, and a grey carries no meaning a colour-blind student
    could miss."""
    found = []
    for path, tree in modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for match in HEX.finditer(node.value):
                    if not is_grey(match.group(1)):
                        found.append(f"{path}:{node.lineno}: {match.group(0)}")
                if re.search(r"\brgba?\(|\bhsla?\(", node.value):
                    found.append(f"{path}:{node.lineno}: rgb()/hsl() colour")
    places = outside(("analysis/palette.py",), found)
    assert not places, message("colours (other than greys) are written only in analysis/palette.py", places)


def test_computer_games_are_played_only_through_players_play():
    """players/play.py: "The one way to play a game between computer players ... Every caller
    ... plays through these functions". `Game.play_bots` (the engine's loop that asks each
    computer player and answers through `decide`) is called only from players/play.py."""
    found = [f"{path}:{line}: {name}()" for path, tree in modules()
             for line, name, _ in calls(tree) if name.endswith(".play_bots")]
    places = outside(("players/play.py",), found)
    assert not places, message("computer players play only through players/play.py", places)


def test_numbers_are_formatted_by_babel_only_in_formats():
    """i18n/formats.py: "This is the package's one number formatter". No other module imports
    Babel's number formatting (`babel.numbers`) or calls one of its `format_*` functions (the
    catalogs' plural rule reads Babel's `Locale`, which formats nothing)."""
    found = [f"{path}:{line}: import {name}" for path, tree in modules() for line, name in imported(tree)
             if name.startswith("babel.numbers") or (name.startswith("babel.") and ".format_" in name)]
    found += [f"{path}:{line}: {name}()" for path, tree in modules() for line, name, _ in calls(tree)
              if re.search(r"(^|\.)format_(currency|decimal|percent|number|compact_decimal|scientific)$", name)]
    places = outside(("i18n/formats.py",), found)
    assert not places, message("numbers are formatted only in i18n/formats.py", places)


LEDGER_READS = {"balance", "balances", "flows", "entries", "recomputed"}


def test_screens_read_money_only_through_the_accounts_view():
    """engine/accounts.py: "the one view every screen uses ... the app's panels and Pay Day
    summaries, the chart frames, the teacher's dashboard and the lessons' answer keys all ask
    this module for a player's balances and totals". Outside the rules themselves (engine/,
    editions/, players/, which move and check money as they play), no module reads a
    ledger's balances, flows or entries, or walks a ledger's entries itself."""
    found = []
    for path, tree in modules():
        if path.startswith(("engine/", "editions/", "players/")):
            continue
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and node.attr in LEDGER_READS
                    and dotted(node.value).split(".")[-1] == "ledger"):
                found.append(f"{path}:{node.lineno}: {dotted(node)}")
            if isinstance(node, (ast.For, ast.comprehension)) and dotted(node.iter).split(".")[-1] == "ledger":
                found.append(f"{path}:{getattr(node, 'lineno', node.iter.lineno)}: iterates {dotted(node.iter)}")
    assert not found, message("balances are read only through engine/accounts.py", found)


def declared(home: str, pattern: str, at_least: int) -> set[str]:
    """The names `pattern` finds in `home` (the file that declares them), at least `at_least`."""
    names = set(re.findall(pattern, (PACKAGE / home).read_text("utf-8"), re.MULTILINE))
    assert len(names) >= at_least, f"the declarations were not found in {home}"
    return names


def language_codes() -> set[str]:
    return declared("i18n/languages.py", r'^\s*Language\("([^"]+)"', 3)


def test_the_languages_are_listed_only_in_languages():
    """i18n/languages.py: "one `Language` record each: the one list every other module reads".
    No other module writes a list, tuple, set or dict naming two or more of the languages."""
    found = naming_two_or_more(language_codes())
    places = outside(("i18n/languages.py",), found)
    assert not places, message("the languages are listed only in i18n/languages.py", places)


def test_the_browser_language_is_chosen_only_by_the_one_policy():
    """i18n/languages.py `choose`: "The one policy for the language of every page". Only the
    i18n package reads an Accept-Language value into a language (`accepted`); every page
    passes the header to `choose`."""
    found = [f"{path}:{line}: {name}()" for path, tree in modules() for line, name, _ in calls(tree)
             if name.split(".")[-1] == "accepted"]
    places = outside(("i18n/",), found)
    assert not places, message("Accept-Language is read only by i18n.choose", places)


def test_an_editions_language_is_written_only_in_its_rules():
    """i18n/catalog.py `language_for`: "its rules' `language`: the one place an edition's
    language is written". A language code is given as `language=` only in editions/*/rules.py."""
    codes = language_codes()
    found = [f"{path}:{line}: language={keyword.value.value!r}" for path, tree in modules()
             for line, _, call in calls(tree) for keyword in call.keywords
             if keyword.arg == "language" and isinstance(keyword.value, ast.Constant)
             and keyword.value.value in codes]
    places = [place for place in found if not re.match(r"editions/[^/]+/rules\.py:", place)]
    assert not places, message("an edition's language is written only in its rules", places)


def test_links_queries_are_read_only_in_links():
    """classroom/links.py: "One reading for every page and server" of what a URL query says.
    No other module parses a query string (`parse_qs`, `parse_qsl`)."""
    found = [f"{path}:{line}: {name}()" for path, tree in modules() for line, name, _ in calls(tree)
             if name.split(".")[-1] in ("parse_qs", "parse_qsl")]
    found += [f"{path}:{line}: import {name}" for path, tree in modules() for line, name in imported(tree)
              if name in ("urllib.parse.parse_qs", "urllib.parse.parse_qsl")]
    places = outside(("classroom/links.py",), found)
    assert not places, message("queries are parsed only in classroom/links.py", places)


def test_every_command_is_parsed_by_the_one_parser():
    """cli.py: "The one parser of every `payday` command". No other module builds an
    `argparse.ArgumentParser`."""
    found = [f"{path}:{line}: {name}()" for path, tree in modules() for line, name, _ in calls(tree)
             if name.split(".")[-1] == "ArgumentParser"]
    places = outside(("cli.py",), found)
    assert not places, message("the only argument parser is in cli.py", places)


LAYOUT_KEYS = {"font", "plot_bgcolor", "paper_bgcolor", "template"}


def test_the_chart_look_is_set_only_by_the_one_chart_layout():
    """analysis/chart_kit.py `chart_layout`: "The one chart layout: the title at the left, the
    font (with Chinese glyphs), a white ground, ...". No other module sets a figure's font,
    ground or template (`update_layout`, a `layout=` dict or `go.Layout` with `font`,
    `plot_bgcolor`, `paper_bgcolor` or `template`)."""
    found = []
    for path, tree in modules():
        for line, name, call in calls(tree):
            last = name.split(".")[-1]
            given: set[str] = set()
            if last in ("update_layout", "Layout"):
                given = {k.arg for k in call.keywords if k.arg}
            for keyword in call.keywords:
                if keyword.arg == "layout" and isinstance(keyword.value, ast.Call) and dotted(keyword.value.func) == "dict":
                    given |= {k.arg for k in keyword.value.keywords if k.arg}
                if keyword.arg == "layout" and isinstance(keyword.value, ast.Dict):
                    given |= {k.value for k in keyword.value.keys if isinstance(k, ast.Constant)}
            if given & LAYOUT_KEYS:
                found.append(f"{path}:{line}: {name}({', '.join(sorted(given & LAYOUT_KEYS))}=...)")
    places = outside(("analysis/chart_kit.py",), found)
    assert not places, message("a chart's font and ground are set only by chart_kit.chart_layout", places)


FIGURES = ("Figure", "make_subplots")


def functions_making_figures(path: str) -> Iterator[ast.FunctionDef]:
    tree = dict(modules())[path]
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and any(name.split(".")[-1] in FIGURES for _, name, _ in calls(node)):
            yield node


def test_the_teaching_and_lab_charts_are_drawn_in_the_one_chart_layout():
    """analysis/chart_kit.py `chart_layout`: "drawn with it: the teaching charts, the lab's,
    the app's live chart". Every function of analysis/charts.py, analysis/lab_charts.py and
    chart_kit's `live_figure` that makes a figure lays it out with `chart_layout` (or the
    modules' `_layout`, which calls it)."""
    missing = []
    for path in ("analysis/charts.py", "analysis/lab_charts.py", "analysis/chart_kit.py"):
        for function in functions_making_figures(path):
            used = {name.split(".")[-1] for _, name, _ in calls(function)}
            if not used & {"chart_layout", "_layout"}:
                missing.append(f"{path}:{function.lineno}: {function.name}")
    assert not missing, message("every teaching, lab and live chart uses chart_layout", missing)


def test_the_lessons_figures_write_numbers_through_local_numbers():
    """analysis/lesson_charts.py: "each goes through `chart_kit.local_numbers` (numbers written
    the language's way)". Every function there that makes a figure calls `local_numbers`."""
    missing = [f"analysis/lesson_charts.py:{function.lineno}: {function.name}"
               for function in functions_making_figures("analysis/lesson_charts.py")
               if "local_numbers" not in {name.split(".")[-1] for _, name, _ in calls(function)}]
    assert not missing, message("every lesson figure goes through local_numbers", missing)


SPREADS = {"stdev", "pstdev", "variance", "pvariance", "std", "var", "NormalDist"}


def test_spreads_and_intervals_are_computed_only_in_lab_stats():
    """lab/stats.py: "This is the one home of these: whatever reports a spread ... or a
    difference ... takes it from here". No other module computes a standard deviation, a
    variance or a normal interval (`statistics.stdev`/`pstdev`/`variance`, pandas' or numpy's
    `std`/`var`, `NormalDist`) or a square root of one."""
    found = []
    for path, tree in modules():
        for line, name, _ in calls(tree):
            last = name.split(".")[-1]
            if last in SPREADS or name in ("math.sqrt", "sqrt"):
                found.append(f"{path}:{line}: {name}()")
        for line, name in imported(tree):
            if name.split(".")[-1] in SPREADS and name.startswith(("statistics.", "numpy.")):
                found.append(f"{path}:{line}: import {name}")
    places = outside(("lab/stats.py",), found)
    assert not places, message("spreads and intervals are computed only in lab/stats.py", places)


def test_chrome_is_looked_up_only_in_printing():
    """teaching/printing.py `chrome_path`: "An installed Chrome or Chromium, on Windows, macOS
    or Linux" (the PDFs and the charts' PNG export draw with it). No other module looks for a
    browser (choreographer's `find_browser`, or `shutil.which` of a Chrome's name)."""
    found = []
    for path, tree in modules():
        for line, name, call in calls(tree):
            last = name.split(".")[-1]
            named = [a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if last == "find_browser" or (last == "which" and any("chrom" in n for n in named)):
                found.append(f"{path}:{line}: {name}()")
            if last == "which" and call.args and isinstance(call.args[0], ast.Name):
                found.append(f"{path}:{line}: {name}({call.args[0].id})")
    places = outside(("teaching/printing.py",), found)
    assert not places, message("a Chrome is looked up only in teaching/printing.py", places)


PLATFORM_READS = ("sys.platform", "os.name", "platform.system", "platform.platform",
                  "sys.getwindowsversion", "platform.mac_ver", "platform.win32_ver")


def test_only_processes_branches_on_the_platform():
    """classroom/processes.py: "the one module where `payday app` differs by platform". No
    other module reads the platform (`sys.platform`, `os.name`, the `platform` module)."""
    found = []
    for path, tree in modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and dotted(node) in PLATFORM_READS:
                found.append(f"{path}:{node.lineno}: {dotted(node)}")
        for line, name in imported(tree):
            if name == "platform" or name.startswith("platform.") or name in ("sys.platform", "os.name"):
                found.append(f"{path}:{line}: import {name}")
    places = outside(("classroom/processes.py",), found)
    assert not places, message("the platform is read only in classroom/processes.py", places)


def test_only_the_lessons_registry_names_a_lesson_number():
    """teaching/__init__.py: "the registry (`lessons.LESSONS`, `lessons.lesson`,
    `lessons.scenario`) every other module asks". No module outside teaching/lessons/ writes a
    lesson's number ("01", "02", ...) as a value to compare or look up with."""
    found = [f"{path}:{node.lineno}: {node.value!r}" for path, tree in modules() for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and re.fullmatch(r"0[1-9]", node.value)]
    places = outside(("teaching/lessons/",), found)
    assert not places, message("lesson numbers are written only in teaching/lessons/", places)


def test_import_payday_stays_light():
    """payday/__init__.py `export_month`: "pandas and plotly are imported only here, so
    `import payday` stays light". The front door imports pandas, plotly and payday.analysis
    (which draws with them) only inside functions, never at the module's top."""
    tree = dict(modules())["__init__.py"]
    found = [f"__init__.py:{line}: import {name}" for node in tree.body
             if isinstance(node, (ast.Import, ast.ImportFrom))
             for line, name in imported(node) if name.startswith(("pandas", "plotly", "payday.analysis"))]
    assert not found, message("payday/__init__.py imports no drawing library at its top", found)


def test_every_answer_goes_through_decide():
    """engine/game.py `play_bots`: "Every answer goes through `decide`: the same legality check
    and the same history"; players/play.py: "Who answered each decision is the game's own record
    (`Game.answered_by`)". Outside the engine, no module sets a game's `pending`, `history` or
    `answered_by`, changes either record in place, or sends an answer into its script itself."""
    found = []
    for path, tree in modules():
        if path.startswith("engine/"):
            continue
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else (
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
            for target in targets:
                if isinstance(target, ast.Attribute) and target.attr in ("pending", "history", "answered_by") \
                        and dotted(target.value) != "self":
                    found.append(f"{path}:{node.lineno}: sets {dotted(target)}")
        for line, name, _ in calls(tree):
            parts = name.split(".")
            if (len(parts) >= 2 and parts[-2] in ("history", "answered_by") and parts[-1] in ("append", "extend", "insert", "pop")
                    and parts[0] != "self") or parts[-2:] == ["_script", "send"]:
                found.append(f"{path}:{line}: {name}()")
    assert not found, message("answers reach a game only through Game.decide", found)


def test_only_the_ui_puts_a_figure_on_the_page():
    """docs/architecture.md, the path of a game: "Only here (`ui/`) does a figure become a
    `FigureWidget` on the page". No module outside payday/ui/ makes or names a plotly
    `FigureWidget`; analysis/ returns plain figures."""
    found = [f"{path}:{node.lineno}: {dotted(node) or node.id}" for path, tree in modules() for node in ast.walk(tree)
             if (isinstance(node, ast.Attribute) and node.attr == "FigureWidget")
             or (isinstance(node, ast.Name) and node.id == "FigureWidget")]
    found += [f"{path}:{line}: import {name}" for path, tree in modules() for line, name in imported(tree)
              if name.endswith(".FigureWidget")]
    places = outside(("ui/",), found)
    assert not places, message("figures become widgets only in payday/ui/", places)


def style_names() -> set[str]:
    return declared("players/styles.py", r'^\s*style(?:: ClassVar\[str\])? = "([^"]+)"', 4)


def test_the_styles_are_listed_only_in_players_styles():
    """players/styles.py: "`STYLES` names them, `TEACHING_STYLES` are the ones a lesson, the lab
    and the dashboard compare" (docs/architecture.md: "one list of styles"). Outside players/
    and the lessons' own seatings (teaching/lessons/: which styles sit at a scenario's table),
    no module writes a list, tuple, set or dict naming two or more styles."""
    found = naming_two_or_more(style_names())
    places = outside(("players/", "teaching/lessons/"), found)
    assert not places, message("the styles are listed only in players/styles.py", places)
