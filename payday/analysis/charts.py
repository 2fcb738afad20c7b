"""The teaching charts: pure functions, `Frames` in, plotly `Figure` out.

Each chart comes in three parts, so the numbers drawn are the numbers tabled:

- `<chart>_data(frames, ...)`: a DataFrame of the chart's numbers (what the tests compare with
  the ledger);
- `<chart>(frames, ...)`: the figure drawn from exactly those numbers;
- `<chart>_view(frames, ...)`: a `ChartView` bundling the figure, its data, a readable table
  (money written the edition's way, headers in the game's language), the table's caption and a
  one-line summary, for the students who would rather read (and for screen readers).

What they are drawn with (the palette's colours with a dash or marker for every series, the
configuration `CONFIG` to show them with, the numbers written the language's way, `ChartView`)
is in chart_kit.py; the names of it that callers import from here are re-exported.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from payday.engine.features import Feature
from payday.i18n import t
from payday.i18n.formats import decimal
from payday.analysis.chart_kit import (
    CONFIG, CONFIG_SAVE_ONLY, DASHES, MARKERS, ChartView, _escaped, _lang, _layout, _money,
    _month_label, _players, _signed, _table, category_name, currency_symbol,
    local_numbers, plain_names, plot_text)
from payday.analysis.frames import Frames, balances_at_end, month_transactions
from payday.analysis.palette import BLACK, GREY, IN, ORANGE, OUT, series_colour

CHARTS = ("cash_flow", "interest", "withdrawals", "net_worth", "borrowing")


# ------------------------------------------------------------------ 1. a month's cash flow
def cash_flow_data(f: Frames, player: int, month: int) -> pd.DataFrame:
    """The month's cash, step by step: the opening balance, each category of money in (largest
    first), each category of money out, and the closing balance. The in and out steps sum to
    closing - opening. Moves into savings and loans count, because they move cash."""
    f.check(player, month)
    rows = month_transactions(f.transactions, player, month)
    rows = rows[rows.cash != 0]
    opening = balances_at_end(f.transactions, player, month - 1)["cash"]
    closing = balances_at_end(f.transactions, player, month)["cash"]
    steps = [("opening", "start", opening)]
    for kind, sign in (("in", 1), ("out", -1)):
        part = rows[rows.cash * sign > 0].groupby("category").cash.sum()
        for category, total in sorted(part.items(), key=lambda kv: (-abs(kv[1]), kv[0])):
            steps.append((category, kind, int(total)))
    steps.append(("closing", "end", closing))
    data = pd.DataFrame(steps, columns=["category", "kind", "amount"])
    running = data.amount.where(data.kind != "end", 0).cumsum()
    data["cash_after"] = running.where(data.kind != "end", closing).astype("int64")
    return data


def _step_labels(data: pd.DataFrame, lang: str) -> list[str]:
    both = set(data[data.kind == "in"].category) & set(data[data.kind == "out"].category)
    labels = []
    for category, kind in zip(data.category, data.kind):
        if kind in ("start", "end"):
            labels.append(t(f"charts.cash_flow.{category}", lang))
        else:
            name = category_name(category, lang)
            labels.append(t(f"charts.{kind}_of", lang, name=name) if category in both else name)
    return labels


@_escaped
def cash_flow(f: Frames, player: int, month: int, lang: str | None = None) -> go.Figure:
    """A waterfall: the month's opening cash, money in and out, ending at the closing cash."""
    lang = _lang(f, lang)
    data = cash_flow_data(f, player, month)
    measure = {"start": "absolute", "in": "relative", "out": "relative", "end": "total"}
    texts = [_money(f, a, lang) if k in ("start", "end") else _signed(f, a, lang)
             for k, a in zip(data.kind, data.amount)]
    fig = go.Figure(go.Waterfall(
        x=_step_labels(data, lang), y=data.amount.tolist(),
        measure=[measure[k] for k in data.kind], text=texts, textposition="outside",
        increasing={"marker": {"color": IN}}, decreasing={"marker": {"color": OUT}},
        totals={"marker": {"color": GREY}}, connector={"line": {"color": "#999", "dash": "dot"}},
        hovertemplate="%{x}: %{text}<extra></extra>", showlegend=False))
    title = t("charts.cash_flow.title", lang, name=f.names[player], month=month)
    _layout(fig, f, lang, title, t("charts.axis.category", lang))
    top = max(data.cash_after.max(), data.amount.max(), 0)
    fig.update_yaxes(range=[min(data.cash_after.min(), 0) * 1.15, top * 1.15 + 1])
    return fig


def cash_flow_view(f: Frames, player: int, month: int, lang: str | None = None) -> ChartView:
    lang = _lang(f, lang)
    data = cash_flow_data(f, player, month)
    table = data.assign(step=_step_labels(data, lang),
                        money_in=data.amount.where(data.kind == "in"),
                        money_out=-data.amount.where(data.kind == "out"))
    table = _table(table, {"step": "charts.col.step", "money_in": "charts.col.money_in",
                           "money_out": "charts.col.money_out", "cash_after": "charts.col.cash"},
                   {"money_in", "money_out", "cash_after"}, f, lang)
    money_in = int(data.amount[data.kind == "in"].sum())
    money_out = int(-data.amount[data.kind == "out"].sum())
    name = f.names[player]
    summary = t("charts.cash_flow.summary", lang, name=name, month=month,
                opening=_money(f, data.amount.iloc[0], lang), money_in=_money(f, money_in, lang),
                money_out=_money(f, money_out, lang),
                closing=_money(f, data.amount.iloc[-1], lang))
    return ChartView(cash_flow(f, player, month, lang), data, table,
                     t("charts.cash_flow.caption", lang, name=name, month=month), summary)


# ------------------------------------------------------------------ 2. interest in and out
def interest_data(f: Frames, player: int | None = None) -> pd.DataFrame:
    """Savings interest earned and loan interest paid, by month and cumulated."""
    players = _players(f, player)
    data = f.monthly[f.monthly.player.isin(players)][
        ["player", "name", "month", "interest_earned", "interest_paid"]].copy()
    grouped = data.groupby("player")
    data["earned_total"] = grouped.interest_earned.cumsum()
    data["paid_total"] = grouped.interest_paid.cumsum()
    return data.reset_index(drop=True)


@_escaped
def interest(f: Frames, player: int | None = None, lang: str | None = None) -> go.Figure:
    """Bars for each month's interest (earned, paid) and lines for the running totals; one
    panel per player, side by side, on the same scale."""
    lang = _lang(f, lang)
    data = interest_data(f, player)
    players = list(dict.fromkeys(data.player))
    fig = make_subplots(rows=1, cols=len(players), shared_yaxes=True,
                        subplot_titles=[f.names[p] for p in players])
    series = [("interest_earned", "charts.interest.earned", IN, "bar", "solid", ""),
              ("interest_paid", "charts.interest.paid", OUT, "bar", "solid", "/"),
              ("earned_total", "charts.interest.earned_total", IN, "line", "solid", "circle"),
              ("paid_total", "charts.interest.paid_total", OUT, "line", "dash", "square")]
    for col, p in enumerate(players, 1):
        rows = data[data.player == p]
        months = [_month_label(m, lang) for m in rows.month]
        for column, key, colour, kind, dash, mark in series:
            name = t(key, lang)
            values = rows[column].tolist()
            text = [_money(f, v, lang) for v in values]
            if kind == "bar":
                trace = go.Bar(x=months, y=values, name=name, marker_color=colour,
                               marker_pattern_shape=mark, text=text, textposition="outside",
                               legendgroup=key, showlegend=col == 1,
                               hovertemplate="%{x}: %{text}<extra>" + name + "</extra>")
            else:
                trace = go.Scatter(x=months, y=values, name=name, mode="lines+markers",
                                   line={"color": colour, "dash": dash, "width": 3},
                                   marker={"symbol": mark, "size": 9}, legendgroup=key,
                                   showlegend=col == 1,
                                   hovertemplate="%{x}: %{y:,d}<extra>" + name + "</extra>")
            fig.add_trace(trace, row=1, col=col)
    title = (t("charts.interest.title_one", lang, name=f.names[player]) if player is not None
             else t("charts.interest.title_all", lang))
    _layout(fig, f, lang, title, t("charts.axis.month", lang))
    fig.update_layout(barmode="group")
    return fig


def interest_view(f: Frames, player: int | None = None, lang: str | None = None) -> ChartView:
    lang = _lang(f, lang)
    data = interest_data(f, player)
    table = _table(data, {"name": "charts.col.player", "month": "charts.col.month",
                          "interest_earned": "charts.interest.earned",
                          "interest_paid": "charts.interest.paid",
                          "earned_total": "charts.interest.earned_total",
                          "paid_total": "charts.interest.paid_total"},
                   {"interest_earned", "interest_paid", "earned_total", "paid_total"}, f, lang)
    earned, paid = int(data.interest_earned.sum()), int(data.interest_paid.sum())
    who = f.names[player] if player is not None else t("charts.everyone", lang)
    summary = t("charts.interest.summary", lang, who=who, earned=_money(f, earned, lang),
                paid=_money(f, paid, lang), balance=_signed(f, earned - paid, lang))
    return ChartView(interest(f, player, lang), data, table,
                     t("charts.interest.caption", lang, who=who), summary)


# ------------------------------------------------------------------ 3. early withdrawal
@dataclass(frozen=True)
class WithdrawalCost:
    """What withdrawing `amount` from savings on `day` costs (see `withdrawal_cost`)."""

    amount: int
    day: int
    fee: int               # the flat fee (zero at Pay Day)
    fee_pct: float         # the fee as a percentage of the amount, to one decimal
    interest_lost: int     # the interest the amount would have earned at this Pay Day
    total: int             # fee + interest lost
    days_left: int         # days until Pay Day
    month_interest_pct: int  # the savings rate per month, for comparison with fee_pct


def withdrawal_cost(rules: Any, amount: int, day: int) -> WithdrawalCost:
    """The cost of withdrawing `amount` from savings on `day`: the flat fee (none at Pay Day)
    and the interest the amount would have earned at Pay Day (the engine's rounding: down to a
    whole unit).

    >>> from payday import rules_of
    >>> cost = withdrawal_cost(rules_of("bonne-paye"), 500, 23)
    >>> cost.fee, cost.fee_pct, cost.interest_lost, cost.total, cost.days_left
    (150, 30.0, 50, 200, 8)
    """
    if Feature.SAVINGS not in rules.features:
        raise ValueError(f"{rules.variant} has no savings book with a withdrawal fee")
    rate, fee = rules.savings_rate_pct, rules.withdrawal_fee
    if type(amount) is not int or amount <= 0:
        raise ValueError(f"the amount to withdraw must be a whole number above 0, not {amount!r}")
    if type(day) is not int or not 1 <= day <= rules.payday:
        raise ValueError(f"the day must be a whole number from 1 to {rules.payday}, not {day!r}")
    fee = 0 if day == rules.payday else fee
    # At Pay Day the interest is paid before the savings can move, so none is lost then.
    lost = 0 if day == rules.payday else amount * rate // 100
    return WithdrawalCost(amount, day, fee, round(100 * fee / amount, 1), lost, fee + lost,
                          rules.payday - day, rate)


def withdrawals_data(f: Frames, player: int | None = None) -> pd.DataFrame:
    """Every mid-month withdrawal (Pay Day's are free): amount, fee, fee as a percentage of the
    amount, and the interest the amount earns in a month."""
    players = _players(f, player)
    data = f.withdrawals[f.withdrawals.player.isin(players) & (f.withdrawals.day != f.payday)]
    return data.reset_index(drop=True)


@_escaped
def withdrawals(f: Frames, player: int | None = None, lang: str | None = None) -> go.Figure:
    """For each mid-month withdrawal, its fee beside a month's interest on the same amount."""
    lang = _lang(f, lang)
    data = withdrawals_data(f, player)
    labels = [t("charts.withdrawals.label", lang, name=n, month=m, day=d,
                amount=_money(f, a, lang))
              for n, m, d, a in zip(data.name, data.month, data.day, data.amount)]
    fee_name, interest_name = t("charts.withdrawals.fee", lang), t("charts.withdrawals.interest", lang)
    fig = go.Figure([
        go.Bar(x=labels, y=data.fee.tolist(), name=fee_name, marker_color=OUT,
               marker_pattern_shape="/",
               text=[t("charts.withdrawals.fee_text", lang, fee=_money(f, fee, lang),
                       pct=decimal(pct, lang, 1))
                     for fee, pct in zip(data.fee, data.fee_pct)],
               textposition="outside", hovertemplate="%{x}: %{text}<extra></extra>"),
        go.Bar(x=labels, y=data.month_interest.tolist(), name=interest_name, marker_color=IN,
               text=[_money(f, v, lang) for v in data.month_interest], textposition="outside",
               hovertemplate="%{x}: %{text}<extra></extra>"),
    ])
    who = f.names[player] if player is not None else t("charts.everyone", lang)
    title = (t("charts.withdrawals.title", lang, who=who, fee=_money(f, f.withdrawal_fee, lang))
             if f.withdrawal_fee else t("charts.withdrawals.title_free", lang, who=who))
    _layout(fig, f, lang, title, t("charts.axis.withdrawal", lang))
    fig.update_layout(barmode="group")
    if data.empty:
        fig.add_annotation(text=t("charts.withdrawals.none", lang), showarrow=False,
                           xref="paper", yref="paper", x=0.5, y=0.5, font={"size": 16})
    return fig


def withdrawals_view(f: Frames, player: int | None = None, lang: str | None = None) -> ChartView:
    lang = _lang(f, lang)
    data = withdrawals_data(f, player)
    table = _table(data, {"name": "charts.col.player", "month": "charts.col.month",
                          "day": "charts.col.day", "amount": "charts.col.amount",
                          "fee": "charts.withdrawals.fee", "fee_pct": "charts.col.fee_pct",
                          "month_interest": "charts.withdrawals.interest"},
                   {"amount", "fee", "month_interest"}, f, lang, pct_columns={"fee_pct"})
    who = f.names[player] if player is not None else t("charts.everyone", lang)
    if not f.withdrawal_fee and data.empty:
        summary = t("charts.withdrawals.summary_free", lang)
    elif data.empty:
        summary = t("charts.withdrawals.summary_none", lang, who=who,
                    fee=_money(f, f.withdrawal_fee, lang))
    else:
        summary = t("charts.withdrawals.summary", lang, who=who, count=len(data),
                    fees=_money(f, int(data.fee.sum()), lang),
                    interest=_money(f, int(data.month_interest.sum()), lang))
    return ChartView(withdrawals(f, player, lang), data, table,
                     t("charts.withdrawals.caption", lang, who=who), summary)


# ------------------------------------------------------------------ 4. net worth
def net_worth_data(f: Frames) -> pd.DataFrame:
    """Each player's net worth at the end of each month (see `frames` for what it counts)."""
    return f.monthly[["player", "name", "month", "net_worth"]].reset_index(drop=True)


@_escaped
def net_worth(f: Frames, lang: str | None = None) -> go.Figure:
    """One line per player, each with its own dash and marker and its name at its end."""
    lang = _lang(f, lang)
    data = net_worth_data(f)
    fig = go.Figure()
    for i, (p, rows) in enumerate(data.groupby("player", sort=True)):
        name = f.names[p]
        months = [_month_label(m, lang) for m in rows.month]
        values = rows.net_worth.tolist()
        fig.add_trace(go.Scatter(
            x=months, y=values, name=name, mode="lines+markers+text",
            line={"color": series_colour(i), "dash": DASHES[i % len(DASHES)], "width": 3},
            marker={"symbol": MARKERS[i % len(MARKERS)], "size": 10},
            text=[""] * (len(values) - 1) + [name], textposition="middle right",
            textfont={"color": series_colour(i)},
            customdata=[_money(f, v, lang) for v in values],
            hovertemplate=name + ", %{x}: %{customdata}<extra></extra>"))
    _layout(fig, f, lang, t("charts.net_worth.title", lang), t("charts.axis.month", lang))
    return fig


def net_worth_view(f: Frames, lang: str | None = None) -> ChartView:
    lang = _lang(f, lang)
    data = net_worth_data(f)
    table = _table(data, {"name": "charts.col.player", "month": "charts.col.month",
                          "net_worth": "charts.col.net_worth"}, {"net_worth"}, f, lang)
    last = data.loc[data.groupby("player").month.idxmax()]
    best = last.loc[last.net_worth.idxmax()]
    summary = t("charts.net_worth.summary", lang, players=len(f.names), name=best["name"],
                amount=_money(f, best.net_worth, lang), month=int(best.month))
    caption = t("charts.net_worth.caption", lang)
    return ChartView(net_worth(f, lang), data, table, caption, summary)


# ------------------------------------------------------------------ 5. borrowing
def borrowing_data(f: Frames, player: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    """By month: what was owed at the month's end, loans taken and repaid, interest paid; and
    what the loan money bought, by category (see `frames.loan_uses`)."""
    f.check(player)
    months = f.monthly[f.monthly.player == player][
        ["month", "borrowed", "repaid", "interest_paid", "debt_end"]].reset_index(drop=True)
    uses = f.loans[f.loans.player == player].groupby("category", sort=False).spent.sum()
    bought = uses.sort_values(ascending=False, kind="stable").rename("spent").reset_index()
    return months, bought


@_escaped
def borrowing(f: Frames, player: int, lang: str | None = None) -> go.Figure:
    """Top: the debt at each month's end (line) and the interest paid (bars). Bottom: what the
    loan money paid for."""
    lang = _lang(f, lang)
    months, bought = borrowing_data(f, player)
    labels = [_month_label(m, lang) for m in months.month]
    fig = make_subplots(rows=2, cols=1, vertical_spacing=0.22, row_heights=[0.6, 0.4],
                        subplot_titles=[t("charts.borrowing.over_time", lang),
                                        t("charts.borrowing.bought", lang)])
    debt_name, interest_name = t("charts.borrowing.debt", lang), t("charts.interest.paid", lang)
    fig.add_trace(go.Bar(x=labels, y=months.interest_paid.tolist(), name=interest_name,
                         marker_color=OUT, marker_pattern_shape="/",
                         text=[_money(f, v, lang) for v in months.interest_paid],
                         textposition="outside",
                         hovertemplate="%{x}: %{text}<extra>" + interest_name + "</extra>"),
                  row=1, col=1)
    fig.add_trace(go.Scatter(x=labels, y=months.debt_end.tolist(), name=debt_name,
                             mode="lines+markers+text", line={"color": BLACK, "width": 3},
                             marker={"symbol": "diamond", "size": 10},
                             text=[_money(f, v, lang) for v in months.debt_end],
                             textposition="top center",
                             hovertemplate="%{x}: %{text}<extra>" + debt_name + "</extra>"),
                  row=1, col=1)
    names = [category_name(c, lang) for c in bought.category]
    fig.add_trace(go.Bar(y=names, x=bought.spent.tolist(), orientation="h",
                         name=t("charts.borrowing.bought", lang), marker_color=ORANGE,
                         text=[_money(f, v, lang) for v in bought.spent], textposition="auto",
                         showlegend=False, hovertemplate="%{y}: %{text}<extra></extra>"),
                  row=2, col=1)
    _layout(fig, f, lang, t("charts.borrowing.title", lang, name=f.names[player]),
            t("charts.axis.month", lang))
    fig.update_xaxes(title_text=t("charts.axis.money", lang,
                                  currency=currency_symbol(f.currency, lang)), row=2, col=1)
    fig.update_xaxes(tickformat=",d", hoverformat=",.0f", row=2, col=1)
    fig.update_yaxes(title_text=None, tickformat=None, hoverformat=None, row=2, col=1)
    if bought.empty:
        fig.add_annotation(text=t("charts.borrowing.none", lang), showarrow=False,
                           xref="x2 domain", yref="y2 domain", x=0.5, y=0.5)
    fig.update_layout(height=620)
    return fig


def borrowing_view(f: Frames, player: int, lang: str | None = None) -> ChartView:
    lang = _lang(f, lang)
    months, bought = borrowing_data(f, player)
    table = _table(months, {"month": "charts.col.month", "borrowed": "charts.borrowing.taken",
                            "repaid": "charts.borrowing.repaid",
                            "interest_paid": "charts.interest.paid",
                            "debt_end": "charts.borrowing.debt"},
                   {"borrowed", "repaid", "interest_paid", "debt_end"}, f, lang)
    if not bought.empty:
        uses = "; ".join(f"{category_name(c, lang)} {_money(f, v, lang)}"
                         for c, v in zip(bought.category, bought.spent))
        extra = pd.DataFrame({table.columns[0]: [t("charts.borrowing.bought", lang)],
                              table.columns[1]: [uses]})
        table = pd.concat([table, extra], ignore_index=True).fillna("")
    summary = t("charts.borrowing.summary", lang, name=f.names[player],
                taken=_money(f, int(months.borrowed.sum()), lang),
                interest=_money(f, int(months.interest_paid.sum()), lang),
                owed=_money(f, int(months.debt_end.iloc[-1]) if len(months) else 0, lang))
    return ChartView(borrowing(f, player, lang), months, table,
                     t("charts.borrowing.caption", lang, name=f.names[player]), summary)


def views(f: Frames, player: int, month: int, lang: str | None = None) -> dict[str, ChartView]:
    """Every chart for one player and month (the others are for every player)."""
    return {"cash_flow": cash_flow_view(f, player, month, lang),
            "interest": interest_view(f, None, lang),
            "withdrawals": withdrawals_view(f, None, lang),
            "net_worth": net_worth_view(f, lang),
            "borrowing": borrowing_view(f, player, lang)}


__all__ = ["CHARTS", "CONFIG", "CONFIG_SAVE_ONLY", "ChartView", "WithdrawalCost",
           "borrowing", "borrowing_data", "borrowing_view", "cash_flow", "cash_flow_data",
           "cash_flow_view", "currency_symbol", "interest", "interest_data",
           "interest_view", "local_numbers", "net_worth", "net_worth_data", "net_worth_view",
           "plain_names", "plot_text", "views", "withdrawal_cost", "withdrawals",
           "withdrawals_data", "withdrawals_view"]
