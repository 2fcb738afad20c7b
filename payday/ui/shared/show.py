"""Showing in a notebook's output (the lesson notebooks, the teacher's dashboard, charts.ipynb):
a teaching chart with its one-line summary and its table, a captioned table. plotly comes with
this module, so a page imports it with its first chart, not with its first screen."""
from __future__ import annotations

from typing import Any

from IPython.display import display

from payday.analysis.chart_kit import CONFIG
from payday.i18n.notebook import HTML
from payday.ui.shared.kit import table_html


def show(*shown: Any) -> None:
    """IPython's `display`."""
    display(*shown)      # type: ignore[no-untyped-call]  # IPython's display has no annotations


def show_view(view: Any) -> None:
    """A teaching chart (`payday.analysis.charts.ChartView`) without its mode bar, then its
    one-line summary and its table: how the notebooks and the dashboard show one."""
    view.figure.show(config=CONFIG)
    show(HTML(view.html()))


def show_table(frame: Any, caption: str) -> None:
    """A data frame as a captioned table (`table_html`) in the notebook's output."""
    show(HTML(table_html(frame, caption)))


__all__ = ["show", "show_view", "show_table"]
