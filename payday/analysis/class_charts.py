"""The class's charts on the teacher's dashboard: pure functions, a frame of students in, plotly
figures out.

The frame has one row per student's game (the dashboard's rows: `source`, `student`, `edition`,
`currency`, `net_worth`, `interest_earned`, `interest_paid`). Each currency has its own panel and
money axis, so euros and dollars never share an axis; a student's bars are keyed by their game,
so two students of one name stay apart (and are labelled apart).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from payday.i18n import edition_name, money, separators, t
from payday.analysis.chart_kit import currency_symbol, local_numbers, plot_text
from payday.analysis.palette import PALETTE

MARKERS = ("circle", "square", "diamond")


def money_axis(what: str, currency: str, currencies: Iterable[str], lang: str) -> str:
    """"Net worth (€)": one currency's axis (each currency has its own panel); with the
    currency's code when another of the class's `currencies` has the same symbol, as the
    Pay Day and 我愛發薪日 dollars do ("Net worth (USD)")."""
    symbol = currency_symbol(currency, lang)
    if any(currency_symbol(other, lang) == symbol for other in set(currencies) - {currency}):
        symbol = currency
    return t(f"dashboard.axis.{what}", lang, currency=symbol)


def chart_keys(sources: Sequence[str], students: Sequence[str]) -> list[str]:
    """One key per row for a chart's category axis: its game (the store key or the file's
    name) and the student, so two students of one name, or one student's two games, stay apart
    (a chart keyed by names drew them as one)."""
    keys: list[str] = []
    for source, student in zip(sources, students):
        key = f"{source} · {student}"
        while key in keys:           # one game's two seats of one name
            key += "\u200b"
        keys.append(key)
    return keys


def chart_labels(sources: Sequence[str], students: Sequence[str]) -> list[str]:
    """What the teacher reads under each row's bars: the student's name, and where a name is
    shown more than once, its game too ("Ada (Ada / 3)", "Ada (ada.json)")."""
    names = Counter(students)
    return [student if names[student] == 1 else f"{student} ({source})"
            for source, student in zip(sources, students)]


def net_worths_figure(frame: pd.DataFrame, lang: str) -> go.Figure:
    """The class's net worths by edition: a box per edition (every game a point), one panel
    and money axis per currency."""
    currencies = sorted(set(frame["currency"]))
    panels = len(currencies)
    figure = make_subplots(rows=panels, cols=1, vertical_spacing=0.3 / panels)
    for i, edition in enumerate(sorted(set(frame["edition"]))):
        mine = frame[frame["edition"] == edition]
        figure.add_trace(go.Box(x=[int(v) for v in mine["net_worth"]], name=edition_name(edition, lang),
                                boxpoints="all", marker_color=PALETTE[i % len(PALETTE)],
                                marker_symbol=MARKERS[i % len(MARKERS)]),
                         row=currencies.index(mine["currency"].iloc[0]) + 1, col=1)
    for n, currency in enumerate(currencies, 1):
        figure.update_xaxes(title_text=money_axis("net_worth", currency, currencies, lang), row=n, col=1)
    figure.update_layout(title=t("dashboard.glance.title", lang), separators=separators(lang),
                         height=40 + 260 * panels, margin=dict(t=40, b=40), showlegend=False)
    figure.update_yaxes(automargin=True)
    return local_numbers(figure, lang, money_axes=("x",))


def interest_figure(frame: pd.DataFrame, lang: str) -> go.Figure:
    """Interest earned against interest paid, a pair of bars per student's game, one panel and
    money axis per currency."""
    currencies = sorted(set(frame["currency"]))
    panels = len(currencies)
    figure = make_subplots(rows=panels, cols=1, vertical_spacing=0.35 / panels)
    sources, students = list(frame["source"]), list(frame["student"])
    keys, labels = chart_keys(sources, students), chart_labels(sources, students)
    rows = list(frame.itertuples(index=False))
    for n, currency in enumerate(currencies, 1):
        shown = [i for i, row in enumerate(rows) if row.currency == currency]
        for key, colour, style in (("earned", PALETTE[0], {}),
                                   ("paid", PALETTE[1], {"marker_pattern_shape": "/"})):
            amounts = [int(getattr(rows[i], f"interest_{key}")) for i in shown]
            figure.add_trace(go.Bar(name=t(f"dashboard.flows.{key}", lang), legendgroup=key,
                                    showlegend=n == 1, x=[keys[i] for i in shown], y=amounts,
                                    text=[money(a, currency, lang) for a in amounts],
                                    customdata=[plot_text(labels[i]) for i in shown],
                                    textposition="none", hovertemplate="%{customdata}: %{text}",
                                    marker_color=colour, **style),
                             row=n, col=1)
        figure.update_xaxes(type="category", tickvals=[keys[i] for i in shown],
                            ticktext=[plot_text(labels[i]) for i in shown], row=n, col=1)
        figure.update_yaxes(title_text=money_axis("interest", currency, currencies, lang), row=n, col=1)
    figure.update_layout(title=t("dashboard.flows.title", lang), barmode="group",
                         height=40 + 260 * panels, separators=separators(lang), margin=dict(t=40, b=40))
    figure.update_yaxes(automargin=True)
    return local_numbers(figure, lang)


def glance_figures(frame: pd.DataFrame, lang: str) -> tuple[go.Figure, go.Figure]:
    """The class at a glance: its net worths by edition, and interest earned against paid."""
    return net_worths_figure(frame, lang), interest_figure(frame, lang)


__all__ = ["glance_figures", "net_worths_figure", "interest_figure", "money_axis", "chart_keys",
           "chart_labels"]
