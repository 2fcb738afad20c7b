"""The money lab's page (notebooks/lab.ipynb): choose the games, run them with a progress bar,
read each chart with its table and one-line summary, export the results.

The widgets hold no rules and no statistics: they call `payday.lab.tables` to play the games and
`payday.analysis.lab_charts` to draw them, so the page is tested in process
(tests/ui/test_lab_view.py). Every word comes from the catalogs (`lab.*`).
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import ipywidgets as w
from plotly.graph_objects import FigureWidget

from payday import i18n
from payday.i18n.formats import decimal
from payday.analysis.palette import VERMILLION
from payday.analysis import lab_charts
from payday.analysis.chart_kit import CONFIG_SAVE_ONLY
from payday.analysis.lab_export import CHART_KINDS, downloads
from payday.classroom.links import Fields, edition, language, one_of, read_query, whole
from payday.lab import tables as lab
from payday.players.styles import STYLES, TEACHING_STYLES
from payday.lab.settings import settings as lab_settings, value_words
from payday.teaching.lessons import SCENARIOS, scenario
from payday.editions import EDITIONS, rules_of
from payday.ui.shared.page import browser_languages
from payday.ui.shared.html import esc, guarded, words
from payday.ui.shared.kit import fitting
from payday.ui.shared.replaced import replace
from payday.ui.shared.watch import PageWatch

SEATS = 6                    # the most seats an edition has (La Bonne Paye, Pay Day)
DEFAULT_SEATS = TEACHING_STYLES     # the styles the lab compares, one seat each
MAX_GAMES = 100_000          # a page's largest run (the command line goes further)
PARALLEL_FROM = 400          # fewer games than this start faster in the page's own process
# The lab's link, read as the students' links are (payday.classroom.links).
LAB_FIELDS: Fields = {"variant": ("variant", edition), "lang": ("lang", language),
                      "games": ("games", whole(10, MAX_GAMES)), "months": ("months", whole(1, 24)),
                      "run": ("run", one_of("1"))}


class LabView(w.VBox):   # type: ignore[misc]  # ipywidgets ships no types
    """The lab: its settings, a run button and a progress bar, then the charts and exports.
    `client`, a `dask.distributed.Client`, runs the games on a Dask cluster."""

    def __init__(self, lang: str | None = None, variant: str = "bonne-paye", *,
                 games: int = 1000, months: int = 12, client: Any = None) -> None:
        super().__init__()
        self.add_class("pd-lab")
        # the pages' one policy: the link's, the browser's, the edition's (payday.i18n.languages)
        self.lang = i18n.choose(lang, None, browser_languages(), i18n.edition_language(variant))
        self.client = client
        self.results: dict[str, Any] = {}        # the last run: frames, views, change
        t = self.t
        self.edition = w.Dropdown(description=t("lab.edition"), value=variant,
                                  options=[(i18n.edition_name(v, self.lang), v) for v in sorted(EDITIONS)])
        self.months = w.IntSlider(description=t("lab.months"), value=months, min=1, max=24)
        self.games = w.BoundedIntText(description=t("lab.games"), value=games, min=10,
                                      max=MAX_GAMES, step=100)
        nobody = [("—", "")]
        self.seats = [w.Dropdown(description=f"{n}", value=DEFAULT_SEATS[n - 1] if n <= 4 else "",
                                 options=[(t(f"app.style.{s}"), s) for s in STYLES] + nobody,
                                 layout=w.Layout(width="16em"))
                      for n in range(1, SEATS + 1)]
        self.rule = w.Dropdown(description=t("lab.rule"))
        self.value = w.IntSlider(description=t("lab.value"))
        self.flag = w.Checkbox(description=t("lab.value"))
        self.choice = w.Dropdown(description=t("lab.value"))     # a word setting's choices
        self.range = w.HTML()
        self.lesson = w.Dropdown(description=t("lab.lesson"))
        self.run_button = w.Button(description=t("lab.run"), button_style="primary", layout=fitting())
        self.run_button.add_class("pd-lab-run")
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="30em"))
        self.progress.add_class("pd-lab-progress")
        self.progress_text = w.HTML()
        self.status = w.HTML()
        self.status.add_class("pd-lab-status")
        self.charts = w.VBox()
        self.export_button = w.Button(description=t("lab.export"), disabled=True, layout=fitting())
        self.export_button.add_class("pd-lab-export")
        # Each image takes Chrome a second or two: HTML and PNG unless SVG is asked for too.
        self.formats = w.SelectMultiple(options=[(k.upper(), k) for k in CHART_KINDS],
                                        value=("html", "png"), rows=3, layout=w.Layout(width="8em"))
        self.exports = w.HTML()
        # The browser's guard: when the page's kernel is gone, a banner says so (invisible till then).
        self.watch = PageWatch(layout=w.Layout(width="0", height="0", overflow="hidden"), picker_for="",
                               gone_text=t("lab.gone"), reload_label=t("app.gone.reload"))
        for widget in (self.edition, self.months, self.games, self.rule, self.lesson, self.choice):
            widget.style.description_width = "initial"
        self.edition.observe(self.on_edition, "value")
        self.rule.observe(self.on_rule, "value")
        self.run_button.on_click(self.on_run)
        self.export_button.on_click(self.on_export)
        self.on_edition()
        self.children = [
            w.HTML(f'<h2>{esc(t("lab.title"))}</h2><p>{esc(t("lab.intro"))}</p>'),
            w.HBox([self.edition, self.months, self.games]),
            w.HTML(f"<b>{esc(t('lab.styles'))}</b>"),
            w.HBox(self.seats[:3]), w.HBox(self.seats[3:]),
            w.HBox([self.rule, self.value, self.flag, self.choice, self.range]),
            self.lesson,
            w.HBox([self.run_button, self.progress, self.progress_text]),
            self.status, self.charts, w.HBox([self.export_button, self.formats]), self.exports,
            self.watch]

    def t(self, key: str, **values: Any) -> str:
        return words(self.lang)(key, **values)

    def callback_failed(self, error: Exception) -> None:
        """A callback's error, told on the page; the games can be run again."""
        self.tell("lab.problem", detail=str(error) or type(error).__name__, problem=True)
        self.run_button.disabled = False

    def tell(self, key: str, problem: bool = False, **values: Any) -> None:
        colour = VERMILLION if problem else "#333"
        self.status.value = f'<p style="color:{colour}">{esc(self.t(key, **values))}</p>'

    # ------------------------------------------------------------------ choices
    @property
    def variant(self) -> str:
        return str(self.edition.value)

    def on_edition(self, _change: Any = None) -> None:
        """The edition's settings and lessons; the seats it has room for."""
        offered = lab_settings(self.variant)
        self.rule.options = [(self.t("lab.rule.none"), "")] + [
            (self.t(f"lab.setting.{name}", default=name), name) for name in offered]
        self.rule.value = ""
        self.lesson.options = [(self.t("lab.lesson.none"), "")] + [
            (f"{number} · {self.t(lesson.title_key)}", number)
            for number, lesson in SCENARIOS.items() if lesson.edition == self.variant]
        self.lesson.value = ""
        seats = EDITIONS[self.variant].edition_rules.max_players
        for n, seat in enumerate(self.seats, 1):
            seat.layout.display = None if n <= seats else "none"
            if n > seats:
                seat.value = ""
        self.on_rule()

    def on_rule(self, _change: Any = None) -> None:
        """The chosen setting's control, bounded by its range, starting at its usual value."""
        name = self.rule.value
        self.value.layout.display = self.flag.layout.display = self.choice.layout.display = "none"
        self.range.value = ""
        if not name:
            return
        setting = lab_settings(self.variant)[name]
        currency = rules_of(self.variant).currency

        def said(value: Any) -> str:
            return value_words(name, value, self.lang, currency)
        if setting.choices:
            self.choice.options = [(said(word), word) for word in setting.choices]
            self.choice.value = setting.choices[1]                   # the one that is not usual
            self.choice.layout.display = None
            self.range.value = esc(self.t("lab.usual", usual=said(setting.default)))
            return
        if setting.flag:
            self.flag.value = not setting.default
            self.flag.layout.display = None
            usual = self.t("lab.yes" if setting.default else "lab.no")
            self.range.value = esc(self.t("lab.range", low=self.t("lab.no"), high=self.t("lab.yes"), usual=usual))
            return
        low, high = setting.low, setting.high
        assert low is not None and high is not None, "a setting that is not a flag or a word has a range"
        # Widen before narrowing, so the slider never refuses a bound on the way.
        self.value.max = max(self.value.max, high)
        self.value.min, self.value.max = low, high
        self.value.step, self.value.value = setting.step, setting.default
        self.value.layout.display = None
        self.range.value = esc(self.t("lab.range", low=said(low), high=said(high),
                                      usual=said(setting.default)))

    def change(self) -> dict[str, Any]:
        name = self.rule.value
        if not name:
            return {}
        setting = lab_settings(self.variant)[name]
        if setting.choices:
            return {name: str(self.choice.value)}
        return {name: bool(self.flag.value) if setting.flag else int(self.value.value)}

    def styles(self) -> list[str]:
        return [seat.value for seat in self.seats if seat.value and seat.layout.display != "none"]

    # ------------------------------------------------------------------ running
    def on_progress(self, done: int, total: int) -> None:
        self.progress.max, self.progress.value = total, done
        self.progress_text.value = esc(self.t("lab.progress", done=i18n.number(done, self.lang),
                                              total=i18n.number(total, self.lang)))

    @guarded
    def on_run(self, _button: Any = None) -> None:
        styles = self.styles()
        if not styles:
            self.tell("lab.need_styles", problem=True)
            return
        self.run_button.disabled = self.export_button.disabled = True
        replace(self.charts, ())          # the last run's charts, closed
        self.exports.value, self.status.value = "", ""
        games, change = int(self.games.value), self.change()
        options = dict(games=games, months=int(self.months.value), styles=styles,
                       players=len(styles),
                       start=scenario(self.lesson.value).lab_start() if self.lesson.value else None,
                       jobs=0 if games >= PARALLEL_FROM else 1, client=self.client,
                       progress=self.on_progress)
        started = time.perf_counter()
        if change:
            usual, changed = lab.compare(self.variant, change, **options)
        else:
            usual, changed = lab.run(self.variant, **options), None
        self.tell("lab.done", games=i18n.number(games, self.lang),
                  seconds=decimal(time.perf_counter() - started, self.lang, 1))
        views = {}
        # One chart at a time, each on the page as soon as it is drawn: the first comes first.
        builders: list[tuple[str, Callable[[], Any]]] = [("net_worth", lambda: lab_charts.net_worth_view(usual, self.variant, self.lang))]
        if change:
            builders.append(("difference", lambda: lab_charts.difference_view(
                usual, changed, self.variant, change, self.lang)))
        builders += [("wins", lambda: lab_charts.wins_view(usual, self.variant, self.lang)),
                     ("trouble", lambda: lab_charts.trouble_view(usual, self.variant, self.lang)),
                     ("interest", lambda: lab_charts.interest_view(usual, self.variant, self.lang))]
        for name, build in builders:
            view = views[name] = build()
            self.charts.children = (*self.charts.children, self.chart_box(name, view))
        self.results = {"frame": usual, "changed": changed, "change": change, "views": views}
        self.run_button.disabled = self.export_button.disabled = False

    def chart_box(self, name: str, view: Any) -> Any:
        figure = FigureWidget(view.figure)       # built with its data, inside a callback
        figure._config = dict(CONFIG_SAVE_ONLY)
        box = w.VBox([figure, w.HTML(view.html())])
        box.add_class("pd-lab-chart")
        box.add_class(f"pd-lab-{name}")
        return box

    @guarded
    def on_export(self, _button: Any = None) -> None:
        """The games as CSV and each chart in the formats chosen (HTML, PNG, SVG), as links."""
        if not self.results:
            return
        self.export_button.disabled = True
        items, told = [], set()
        for download in downloads(self.results["frame"], self.results["views"], self.variant,
                                  self.lang, kinds=tuple(self.formats.value)):
            if download.url is not None:
                items.append(f'<li><a class="pd-lab-{download.kind}" download="{esc(download.filename)}" '
                             f'href="{download.url}">{esc(download.label)}</a></li>')
            elif download.message not in told:
                told.add(download.message)
                items.append(f"<li>{esc(download.message)}</li>")
        self.exports.value = f'<ul class="pd-lab-downloads">{"".join(items)}</ul>'
        self.export_button.disabled = False


def lab_from_query(query: str | None, **options: Any) -> LabView:
    """The lab for a page's URL query (`?lang=fr&variant=payday&games=500`); a value that is
    not understood is left at its default. `run=1` runs the games at once (a link projected
    in class, or the notebook's test)."""
    link = read_query(query, LAB_FIELDS)
    run = link.pop("run", None)
    view = LabView(**{**options, **link})
    if run:
        view.on_run()
    return view


__all__ = ["LabView", "lab_from_query"]
