"""The money lab's charts: pure functions, a frame of games in (payday.lab.tables), `ChartView` out.

Each chart comes with its table of the same numbers and a one-line summary in the language
asked for, like the teaching charts (charts.py), whose palette, layout conventions and
escaping (chart_kit.py) they reuse. Where two styles (or two settings) cannot be told apart
at this number of games, the summary says so: the 95 % interval of their game-by-game
difference contains zero (payday/lab/stats.py).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from payday.lab import tables as lab

from payday.lab import stats
from payday.lab.settings import value_words
from payday.i18n import language_for, number, signed_money, t
from payday.i18n.formats import percent
from payday.i18n.languages import typography
from payday.editions import edition
from payday.analysis.chart_kit import ChartView, chart_layout, currency_symbol, plain_names
from payday.analysis.palette import GREY, IN, OUT, series_colour

LAB_CHARTS = ("net_worth", "wins", "trouble", "interest", "difference")


@dataclass(frozen=True)
class Labels:
    """How the lab writes its numbers and names in one language."""

    lang: str
    currency: str

    def money(self, amount: float) -> str:
        return signed_money(round(amount), self.currency, self.lang, plus=False)

    def signed(self, amount: float) -> str:
        return signed_money(round(amount), self.currency, self.lang)

    def pct(self, share: float | None) -> str:
        if share is None:
            return ""
        return percent(share, self.lang, 1)

    def style(self, style: str) -> str:
        return t(f"app.style.{style}", self.lang)

    def count(self, n: int) -> str:
        return number(int(n), self.lang)

    def head(self, column: str) -> str:
        return t(f"lab.col.{column}", self.lang)


def labels_for(variant: str, lang: str | None = None) -> Labels:
    rules = edition(variant).edition_rules
    return Labels(language_for(variant, lang), rules.currency)


def sentence(text: str) -> str:
    """A summary starts with a capital, even when it starts with a style's name."""
    return text[:1].upper() + text[1:]


def _layout(fig: go.Figure, w: Labels, title: str, y_title: str) -> go.Figure:
    """The one chart layout (`chart_kit.chart_layout`), the styles along x; names as typed."""
    return plain_names(chart_layout(fig, w.lang, title, w.head("style"), y_title))


def _money_axis(w: Labels) -> str:
    return t("charts.axis.money", w.lang, currency=currency_symbol(w.currency, w.lang))


def _games(frame: pd.DataFrame) -> int:
    return int(frame["game"].nunique())


def _table(data: pd.DataFrame, w: Labels, money_columns: Iterable[str] = (),
           pct_columns: Iterable[str] = (), count_columns: Iterable[str] = ()) -> pd.DataFrame:
    table = data.copy()
    table["style"] = [w.style(s) for s in table["style"]]
    for column in money_columns:
        table[column] = [w.money(v) if pd.notna(v) else "" for v in table[column]]
    for column in pct_columns:
        table[column] = [w.pct(v) if pd.notna(v) else "" for v in table[column]]
    for column in count_columns:
        table[column] = [w.count(v) for v in table[column]]
    return table.rename(columns={c: w.head(c) for c in table.columns})


def _apart_words(frame: pd.DataFrame, first: str, second: str, column: str, w: Labels,
                 as_money: bool) -> str:
    """Whether the two best styles can be told apart on `column`, as a sentence's end."""
    if first == second:
        return ""
    interval = lab.style_difference(frame, first, second, column)
    show = w.money if as_money else w.pct
    space = typography(w.lang).sentence_space
    low, high = interval.low, interval.high       # None only when not told apart
    if low is None or high is None or not stats.told_apart(interval):
        return space + t("lab.summary.not_apart", w.lang, first=w.style(first),
                       second=w.style(second), games=w.count(interval.games))
    return space + t("lab.summary.apart", w.lang, first=w.style(first), second=w.style(second),
                   diff=show(interval.mean), low=show(low), high=show(high))


# ------------------------------------------------------------------ final net worth
def net_worth_view(frame: pd.DataFrame, variant: str, lang: str | None = None) -> ChartView:
    """The spread of final net worth per style: a box (quartiles, whiskers) with its mean."""
    w = labels_for(variant, lang)
    data = lab.net_worths(frame)
    fig = go.Figure()
    for i, style in enumerate(data["style"]):
        values = frame.loc[frame["style"] == style, "net_worth"]
        fig.add_trace(go.Box(y=values, name=w.style(style), boxmean=True, boxpoints=False,
                             marker_color=series_colour(i), line={"width": 2}))
    title = t("lab.net_worth.title", w.lang, games=w.count(_games(frame)))
    _layout(fig, w, title, _money_axis(w))
    fig.update_layout(showlegend=False)
    ranked = data.sort_values("mean", ascending=False)["style"].tolist()
    best = ranked[0]
    summary = t("lab.net_worth.summary", w.lang, style=w.style(best),
                mean=w.money(data.set_index("style").loc[best, "mean"]))
    summary += _apart_words(frame, best, ranked[min(1, len(ranked) - 1)], "net_worth", w, True)
    table = _table(data, w, money_columns=("mean", "median", "q1", "q3", "lowest", "highest"),
                   count_columns=("players",))
    return ChartView(fig, data, table, t("lab.net_worth.caption", w.lang), sentence(summary))


# ------------------------------------------------------------------ wins
def wins_view(frame: pd.DataFrame, variant: str, lang: str | None = None) -> ChartView:
    """Win rates per style with their Wilson 95 % intervals (a shared win counts 1/k)."""
    w = labels_for(variant, lang)
    data = lab.win_rates(frame)
    fig = go.Figure(go.Bar(
        x=[w.style(s) for s in data["style"]], y=data["rate"] * 100,
        marker_color=[series_colour(i) for i in range(len(data))],
        text=[w.pct(r) for r in data["rate"]], textposition="outside",
        error_y={"type": "data", "symmetric": False, "array": (data["high"] - data["rate"]) * 100,
                 "arrayminus": (data["rate"] - data["low"]) * 100, "color": "#444"}))
    _layout(fig, w, t("lab.wins.title", w.lang, games=w.count(_games(frame))),
            t("lab.axis.pct_of_games", w.lang))
    fig.update_yaxes(rangemode="tozero")
    ranked = data.sort_values("rate", ascending=False)
    top = ranked.iloc[0]
    summary = t("lab.wins.summary", w.lang, style=w.style(top["style"]), rate=w.pct(top["rate"]),
                low=w.pct(top["low"]), high=w.pct(top["high"]))
    summary += _apart_words(frame, top["style"], ranked.iloc[min(1, len(ranked) - 1)]["style"],
                            "winner_share", w, False)
    shown = data.assign(wins=[round(v, 2) for v in data["wins"]])
    table = _table(shown, w, pct_columns=("rate", "low", "high"), count_columns=("players",))
    return ChartView(fig, data, table, t("lab.wins.caption", w.lang), sentence(summary))


# ------------------------------------------------------------------ debt and elimination
def trouble_view(frame: pd.DataFrame, variant: str, lang: str | None = None) -> ChartView:
    """How often each style ended owing money, and how often it was eliminated."""
    w = labels_for(variant, lang)
    data = lab.troubles(frame)
    styles = [w.style(s) for s in data["style"]]
    fig = go.Figure([
        go.Bar(x=styles, y=data["in_debt"] * 100, name=w.head("in_debt"), marker_color=OUT,
               text=[w.pct(v) for v in data["in_debt"]], textposition="outside"),
        go.Bar(x=styles, y=data["eliminated"] * 100, name=w.head("eliminated"),
               marker_color=GREY, marker_pattern_shape="/",
               text=[w.pct(v) for v in data["eliminated"]], textposition="outside")])
    _layout(fig, w, t("lab.trouble.title", w.lang, games=w.count(_games(frame))),
            t("lab.axis.pct_of_players", w.lang))
    fig.update_layout(barmode="group")
    worst = data.sort_values("in_debt", ascending=False).iloc[0]
    if worst["in_debt"] == 0:
        summary = t("lab.trouble.summary_none", w.lang)
    else:
        summary = t("lab.trouble.summary", w.lang, style=w.style(worst["style"]),
                    share=w.pct(worst["in_debt"]), out=w.pct(worst["eliminated"]))
    table = _table(data, w, pct_columns=("in_debt", "eliminated"), count_columns=("players",))
    return ChartView(fig, data, table, t("lab.trouble.caption", w.lang), sentence(summary))


# ------------------------------------------------------------------ interest
def interest_view(frame: pd.DataFrame, variant: str, lang: str | None = None) -> ChartView:
    """Interest earned against interest paid per style (means per player and game)."""
    w = labels_for(variant, lang)
    data = lab.interest(frame)
    styles = [w.style(s) for s in data["style"]]
    fig = go.Figure([
        go.Bar(x=styles, y=data["interest_earned"], name=w.head("interest_earned"),
               marker_color=IN, text=[w.money(v) for v in data["interest_earned"]],
               textposition="outside"),
        go.Bar(x=styles, y=data["interest_paid"], name=w.head("interest_paid"),
               marker_color=OUT, marker_pattern_shape="/",
               text=[w.money(v) for v in data["interest_paid"]], textposition="outside")])
    _layout(fig, w, t("lab.interest.title", w.lang, games=w.count(_games(frame))), _money_axis(w))
    fig.update_layout(barmode="group")
    payer = data.sort_values("interest_paid", ascending=False).iloc[0]
    earner = data.sort_values("interest_earned", ascending=False).iloc[0]
    summary = t("lab.interest.summary", w.lang, payer=w.style(payer["style"]),
                paid=w.money(payer["interest_paid"]), earner=w.style(earner["style"]),
                earned=w.money(earner["interest_earned"]))
    table = _table(data, w, money_columns=("interest_earned", "interest_paid", "fees"))
    return ChartView(fig, data, table, t("lab.interest.caption", w.lang), sentence(summary))


# ------------------------------------------------------------------ a rule change
def difference_view(usual: pd.DataFrame, changed: pd.DataFrame, variant: str,
                    change: dict[str, Any], lang: str | None = None) -> ChartView:
    """What a rule change did, game by game (the same seeds): each style's mean difference in
    final net worth with its 95 % interval."""
    w = labels_for(variant, lang)
    data = lab.differences(usual, changed)
    fig = go.Figure(go.Bar(
        x=[w.style(s) for s in data["style"]], y=data["mean"],
        marker_color=[series_colour(i) for i in range(len(data))],
        text=[w.signed(v) for v in data["mean"]], textposition="outside",
        error_y={"type": "data", "symmetric": False,
                 "array": (data["high"] - data["mean"]).fillna(0),
                 "arrayminus": (data["mean"] - data["low"]).fillna(0), "color": "#444"}))
    what = change_words(change, variant, w.lang)
    _layout(fig, w, t("lab.difference.title", w.lang, change=what), _money_axis(w))
    games = w.count(_games(usual))
    if not data["told_apart"].any():
        summary = t("lab.difference.summary_none", w.lang, change=what, games=games)
    else:
        told = data[data["told_apart"]]
        biggest = told.reindex(told["mean"].abs().sort_values(ascending=False).index).iloc[0]
        summary = t("lab.difference.summary", w.lang, change=what, style=w.style(biggest["style"]),
                    diff=w.signed(biggest["mean"]), low=w.signed(biggest["low"]),
                    high=w.signed(biggest["high"]))
    shown = data.assign(told_apart=[t("lab.yes" if v else "lab.no", w.lang) for v in data["told_apart"]])
    shown = shown.rename(columns={"games": "games_count"})
    table = _table(shown, w, money_columns=("mean", "low", "high"), count_columns=("games_count",))
    return ChartView(fig, data, table, t("lab.difference.caption", w.lang), sentence(summary))


def change_words(change: dict[str, Any], variant: str, lang: str) -> str:
    """"loan rate: 10 → 5": each changed setting with its usual value and the lab's."""
    rules = edition(variant).edition_rules
    parts = []
    for name, value in change.items():
        label = t(f"lab.setting.{name}", lang, default=name)
        parts.append(t("lab.change", lang, setting=label,
                       usual=value_words(name, getattr(rules, name), lang, rules.currency),
                       value=value_words(name, value, lang, rules.currency)))
    return typography(lang).list_separator.join(parts)


def views(frame: pd.DataFrame, variant: str, lang: str | None = None, *,
          changed: pd.DataFrame | None = None,
          change: dict[str, Any] | None = None) -> dict[str, ChartView]:
    """Every lab chart for these games, in the order the page shows them (the rule change's
    only when there is one); the first, net worth, is built first."""
    found = {"net_worth": net_worth_view(frame, variant, lang), "wins": wins_view(frame, variant, lang),
             "trouble": trouble_view(frame, variant, lang), "interest": interest_view(frame, variant, lang)}
    if changed is not None and change:
        found["difference"] = difference_view(frame, changed, variant, change, lang)
    return found


__all__ = ["LAB_CHARTS", "views", "net_worth_view", "wins_view", "trouble_view", "interest_view",
           "difference_view", "change_words", "labels_for"]
