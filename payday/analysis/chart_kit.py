"""What every chart is drawn with: the figure's configuration (`CONFIG`, `CONFIG_SAVE_ONLY`),
the `ChartView` a chart comes as (the figure, its numbers, a readable table, a caption and a
one-line summary), names shown as typed (`plot_text`, `plain_names`), every number written the
language's way on the axes, ticks and hover labels (`local_numbers`, `whole_ticks`),
the one chart layout (`chart_layout`: the teaching charts, the lab's and the app's live chart,
`live_figure`), and the tables and words of the teaching charts (`charts.py`). The lessons'
figures and the dashboard's write their numbers with it too (`local_numbers`).

pandas is not imported here (only named in types, and imported where a table is made), so the
app's live chart, drawn when a game starts, costs a page's kernel plotly and no more.

Colours come from the Okabe-Ito palette (payday/analysis/palette.py), which reads for colour-blind students; every series
also differs by dash or marker (`DASHES`, `MARKERS`) and carries a direct label, so colour is
never the only cue. Show figures with `config=CONFIG`, which hides the mode bar (its buttons
have no names).

The names with a leading underscore take a `Frames` (payday/analysis/frames.py): they are the
teaching charts' own helpers, for charts.py, not for callers outside payday.analysis.
"""
from __future__ import annotations

import functools
import html
import numbers
import re
from collections.abc import Callable, Collection
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ParamSpec

import plotly.graph_objects as go

from payday.i18n import language_for, money, reason_name, separators, signed_money, t
from payday.i18n.formats import points
from payday.analysis.palette import BLUE, GREEN, VERMILLION

if TYPE_CHECKING:
    import pandas as pd

    from payday.analysis.frames import Frames

DASHES = ["solid", "dash", "dot", "dashdot", "longdash", "longdashdot"]
MARKERS = ["circle", "square", "diamond", "triangle-up", "x", "star"]

P = ParamSpec("P")

CONFIG = {"displayModeBar": False, "responsive": True}
# A money axis: whole units in the ticks and the hover labels, never "2k".
MONEY_AXIS = {"tickformat": ",d", "hoverformat": ",.0f"}
# For a saved HTML file: only the camera button, to save a PNG without a server.
CONFIG_SAVE_ONLY = {"modeBarButtons": [["toImage"]], "displaylogo": False, "responsive": True}


@dataclass(frozen=True)
class ChartView:
    """A chart and the same numbers as a table, with a caption and a one-line summary."""

    figure: go.Figure
    data: pd.DataFrame       # the numbers drawn
    table: pd.DataFrame      # the same numbers, ready to read
    caption: str
    summary: str

    def table_html(self) -> str:
        """The table as HTML with its caption (`DataFrame.to_html` has no caption)."""
        body: str = self.table.to_html(index=False, border=0, classes="payday-table", escape=True)
        return body.replace('class="dataframe payday-table">',
                            f'class="dataframe payday-table">\n  <caption>{html.escape(self.caption)}</caption>', 1)

    def html(self) -> str:
        """The summary and the table, to sit beside the chart."""
        return f'<p class="payday-summary">{html.escape(self.summary)}</p>\n{self.table_html()}'


# ------------------------------------------------------------------ labels
def plot_text(text: str) -> str:
    """Text for a plotly title, axis, legend or label: plotly reads a subset of HTML there
    (`<a href>` is a link, `<span style>` styles), so a student's name is escaped; plotly shows
    the escaped characters as typed."""
    return html.escape(str(text), quote=False)


def plain_names(figure: go.Figure) -> go.Figure:
    """Escape every text a figure shows (titles, axis titles, annotations, legend names,
    category labels, bar texts). The catalogs' chart words hold no markup, so escaping all of
    it shows exactly what was written, whoever typed it."""
    def escape_all(values: Any) -> Any:
        if values is None or isinstance(values, str):
            return plot_text(values) if isinstance(values, str) else values
        values = list(values)
        return [plot_text(v) if isinstance(v, str) else v for v in values]

    layout = figure.layout
    if layout.title.text:
        layout.title.text = plot_text(layout.title.text)
    for axis in [*figure.select_xaxes(), *figure.select_yaxes()]:
        if axis.title.text:
            axis.title.text = plot_text(axis.title.text)
    for note in layout.annotations:
        if note.text:
            note.text = plot_text(note.text)
    for trace in figure.data:
        if getattr(trace, "name", None):
            trace.name = plot_text(trace.name)
        for field in ("x", "y", "text"):
            values = getattr(trace, field, None)
            if isinstance(values, str) or (values is not None and any(isinstance(v, str) for v in values)):
                setattr(trace, field, escape_all(values))
    return figure


def _escaped(build: Callable[P, go.Figure]) -> Callable[P, go.Figure]:
    """A chart builder whose figure shows names as typed (see `plain_names`)."""
    @functools.wraps(build)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> go.Figure:
        return plain_names(build(*args, **kwargs))
    return wrapper


def _lang(f: Frames, lang: str | None) -> str:
    return language_for(f.variant, lang or f.language)


def _money(f: Frames, amount: int, lang: str) -> str:
    return money(int(amount), f.currency, lang)


def _signed(f: Frames, amount: int, lang: str) -> str:
    return signed_money(int(amount), f.currency, lang)


def currency_symbol(currency: str, lang: str) -> str:
    """"€", "$": what the money axis is measured in."""
    return re.sub(r"[\d\s\u202f\xa0.,']", "", money(0, currency, lang)) or currency


def category_name(category: str, lang: str) -> str:
    if category in ("unspent",):
        return t(f"charts.category.{category}", lang)
    return reason_name(category, lang)


FONT = {"family": "Arial, 'Noto Sans CJK TC', sans-serif", "size": 14}


def chart_layout(fig: go.Figure, lang: str, title: str, x_title: str | None = None,
                 y_title: str | None = None) -> go.Figure:
    """The one chart layout: the title at the left, the font (with Chinese glyphs), a white
    ground, dark axis lines and light grid lines, the legend below, the language's decimal mark
    and digit grouping. The teaching charts, the lab's and the app's live chart are drawn with
    it, and nothing else sets a figure's font or ground; the lessons' and the dashboard's
    figures keep plotly's look and take the language's numbers from `local_numbers`."""
    fig.update_layout(title={"text": title, "x": 0.01}, font=FONT, separators=separators(lang),
                      plot_bgcolor="white", paper_bgcolor="white", margin={"t": 70, "r": 30},
                      legend={"orientation": "h", "y": -0.2})
    fig.update_xaxes(showline=True, linecolor="#444", gridcolor="#eee")
    fig.update_yaxes(showline=True, linecolor="#444", gridcolor="#ddd", zerolinecolor="#444")
    if x_title is not None:
        fig.update_xaxes(title_text=x_title)
    if y_title is not None:
        fig.update_yaxes(title_text=y_title)
    return fig


def _layout(fig: go.Figure, f: Frames, lang: str, title: str, x_title: str,
            money_axis: str = "y") -> go.Figure:
    """The one layout with the teaching charts' axis titles (one of them money) and every number
    written the language's way."""
    axis = t("charts.axis.money", lang, currency=currency_symbol(f.currency, lang))
    if money_axis == "y":
        chart_layout(fig, lang, title, x_title, axis)
    else:
        chart_layout(fig, lang, title, axis)
    return local_numbers(fig, lang, money_axes=(money_axis,))


# The live chart's cash, savings and debt: the palette's blue, green and vermillion, told apart
# by dashes too.
LIVE_COLOURS = (BLUE, GREEN, VERMILLION)


def live_figure(names: Sequence[str], shown: Sequence[bool], lang: str) -> go.Figure:
    """The app's live chart of a player's cash, savings and debt (one line each, `names`, drawn
    where `shown`), in the one layout, sized for the game screen: each line starts at 0 and the
    app extends it as the game goes. Its money axis is written as the app writes money, in
    whole units; its ticks are plotly's, since the values grow as the game is played."""
    fig = go.Figure([go.Scatter(x=[0], y=[0], name=name, mode="lines+markers", visible=visible,
                                line={"color": colour, "dash": dash, "shape": "hv"})
                     for name, colour, dash, visible in zip(names, LIVE_COLOURS, DASHES, shown)])
    chart_layout(fig, lang, "")
    fig.update_layout(height=260, width=480, margin={"l": 40, "r": 10, "t": 30, "b": 30})
    fig.update_xaxes(separatethousands=True)
    fig.update_yaxes(separatethousands=True, **MONEY_AXIS)
    return fig


def local_numbers(fig: go.Figure, lang: str, money_axes: Collection[str] = ("y",)) -> go.Figure:
    """Every number a figure shows, written one way in `lang`, the way the app writes money
    (`payday.i18n.money`): the language's decimal mark and thousands separator (French: "2 249",
    never "2249" beside "2 249,5"), thousands grouped from four digits on, and on the money axes
    (`"x"`, `"y"`; every subplot's) whole units in the ticks and in the hover labels (a box plot's
    mean included), never "2k". Used by every chart here, the lessons' and the dashboard's."""
    fig.update_layout(separators=separators(lang))
    fig.update_xaxes(separatethousands=True)
    fig.update_yaxes(separatethousands=True)
    for letter in ("x", "y"):
        if letter in money_axes:
            (fig.update_xaxes if letter == "x" else fig.update_yaxes)(**MONEY_AXIS)
            whole_ticks(fig, letter)
    return fig



def whole_ticks(fig: go.Figure, letter: str) -> None:
    """Ticks a whole unit apart on each `letter` axis (every subplot's) whose values barely
    differ (a class whose games all ended alike, a month without interest): plotly spaces them
    half a unit apart there, and whole units print each tick twice ("2,240 2,240", "1 1 0 −1 −1")."""
    names = [name for name in fig.layout.to_plotly_json() if re.fullmatch(rf"{letter}axis\d*", name)]
    for name in names or [f"{letter}axis"]:
        ref = letter + name[len(letter) + 4:]                  # "xaxis2" is the traces' "x2"
        columns = [getattr(trace, letter, None) for trace in fig.data
                   if (getattr(trace, f"{letter}axis", None) or letter) == ref]
        values: list[Any] = [v for column in columns if column is not None for v in column
                             if isinstance(v, numbers.Real) and not isinstance(v, bool)]
        if values and max(values) - min(values) < 5:
            fig.layout[name].dtick = 1


def _month_label(month: int, lang: str) -> str:
    return t("charts.month_n", lang, month=month)


def _table(frame: pd.DataFrame, columns: dict[str, str], money_columns: Collection[str],
           f: Frames, lang: str, pct_columns: Collection[str] = ()) -> pd.DataFrame:
    """The data with readable headers and money written the edition's way."""
    import pandas as pd
    table = frame[list(columns)].copy()
    for column in table.columns:
        if column in money_columns:
            table[column] = ["" if pd.isna(v) else _money(f, v, lang) for v in table[column]]
        elif column in pct_columns:
            table[column] = [points(v, lang) for v in table[column]]
        elif column == "month":
            table[column] = [_month_label(m, lang) for m in table[column]]
    return table.rename(columns={c: t(key, lang) for c, key in columns.items()})


def _players(f: Frames, player: int | None) -> list[int]:
    if player is None:
        return list(range(len(f.names)))
    f.check(player)
    return [player]
