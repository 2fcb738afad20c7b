"""The game screen's month report: the teaching chart of a player's month, the same numbers as
a table, and the chart and its transactions as downloads (data: links). The game screen
imports this module at its first report, which keeps pandas out of a game's start.
"""
from __future__ import annotations

from typing import Any

import ipywidgets as w
from plotly.graph_objects import FigureWidget

from payday.analysis.charts import CONFIG_SAVE_ONLY, cash_flow_view
from payday.analysis.export import month_downloads
from payday.analysis.frames import frames
from payday.engine.game import Game
from payday.ui.app import render


def month_report(game: Game[Any], seat: int, lang: str) -> list[Any]:
    """The widgets of `seat`'s month report: the month they are in, or the month that ended
    when they are just back at START."""
    month = game.players[seat].month
    if game.players[seat].day == 0 and month > 1:
        month -= 1                      # just back at START: the month that ended
    view = cash_flow_view(frames(game), seat, month, lang)
    figure = FigureWidget(view.figure)   # built with its data, inside a callback
    figure._config = dict(CONFIG_SAVE_ONLY)
    links = render.month_links_html(month_downloads(game, seat, month, lang))
    return [w.HBox([figure, w.HTML(view.html())]), w.HTML(links)]
