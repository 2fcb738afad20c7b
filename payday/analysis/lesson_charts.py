"""The lessons' figures: pure functions, a lesson's answer key (or the lab's report) in, a plotly
figure out, in the language asked for.

Every figure shows the key's own numbers, so a lesson's figures never disagree with its answer
key, and each goes through `chart_kit.local_numbers` (numbers written the language's way).
The lesson notebooks (`payday.ui.lessons.notebook`) show them with their tables and widgets.
"""
from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import plotly.graph_objects as go

from payday.editions import rules_of
from payday.i18n import formats, reason_name, t
from payday.i18n.formats import Number
from payday.lab.simulate import Report
from payday.analysis.chart_kit import local_numbers
from payday.analysis.palette import PALETTE
from payday.teaching import lessons
from payday.teaching.answer_key import AnswerKey, Cell

BOX_MARKERS = ("circle", "square", "diamond", "cross")
# Lesson 06's figure: the key's columns drawn as money (mean, worst month, spread).
RISK_COLUMNS = {2: "lesson.06.col.mean", 3: "lesson.06.col.worst", 4: "lesson.06.col.spread"}
YEAR = 12      # months: lesson 05's minimum payments over a year


# ------------------------------------------------------------------ reading a key
def column(rows: tuple[tuple[Cell, ...], ...], index: int) -> list[int]:
    """Column `index` of a key's table, whose cells are whole amounts the engine moved."""
    return [whole(row[index]) for row in rows]


def whole(cell: Cell) -> int:
    if not isinstance(cell, int):
        raise TypeError(f"a key's amount is a whole number, not {cell!r}")
    return cell


def money(key: AnswerKey, amount: Number, lang: str, cents: bool = False) -> str:
    """An amount in the currency of the key's edition, written the `lang` way."""
    return formats.money(amount, rules_of(key.setup["edition"]).currency, lang, cents=cents)


def lab_worths(report: Report) -> dict[str, list[int]]:
    """Each style's net worth in every game of a `payday.lab.simulate` report."""
    worths: dict[str, list[int]] = {}
    for result in report.results:
        for player in result.players:
            worths.setdefault(player.strategy, []).append(player.net_worth)
    return worths


# ------------------------------------------------------------------ each lesson's figure
def income_figure(key: AnswerKey, lang: str) -> go.Figure:
    """Lesson 01: where the student's seat's money came from, by type of income."""
    income = key.tables[0]
    amounts = column(income.rows, 1)        # numbers; luck is net of the player's stakes
    kinds = [t("lesson.01.income." + str(row[0]).replace(" ", "_"), lang) for row in income.rows]
    setup = key.setup
    caption = t("lesson.01.caption", lang, seed=setup["seed"],
                style=t(f"app.style.{setup['players'][0]}", lang))
    return local_numbers(go.Figure(go.Bar(x=kinds, y=amounts, marker_color=PALETTE[:len(amounts)],
                                          text=[money(key, a, lang) for a in amounts], textposition="outside"),
                                   layout=dict(title=caption, yaxis_title=t("lesson.col.amount", lang), height=350)),
                         lang)


def spending_figure(key: AnswerKey, lang: str, inflated: bool = False) -> go.Figure:
    """Lesson 02: month 1's spending as shares of the salary, bills `PRICE_RISE_PCT` dearer
    when `inflated` (rounded down, as in the key)."""
    rows = key.tables[0].rows
    amounts = column(rows, 1)                                                 # the key's numbers
    if inflated:
        amounts = [a * (100 + lessons.PRICE_RISE_PCT) // 100 for a in amounts]
    salary = int(key.facts["salary"].value)
    shares = [Fraction(a, salary) for a in amounts]
    figure = go.Figure(go.Bar(x=[reason_name(str(row[0]), lang) for row in rows],
                              y=[float(100 * s) for s in shares], marker_color=PALETTE[0],
                              customdata=amounts, text=[formats.percent(s, lang, 1) for s in shares],
                              textposition="outside"),
                       layout=dict(title=t("lesson.02.chart_title", lang), yaxis_title=t("lesson.02.axis", lang),
                                   height=350))
    return local_numbers(figure, lang, money_axes=())


def savings_figure(key: AnswerKey, lang: str) -> go.Figure:
    """Lesson 03: the three choices of the same game: interest earned, fee and loan interest paid."""
    rows = key.tables[0].rows
    who = [row[0] for row in rows]
    interest, fee, loan = (column(rows, i) for i in (2, 3, 4))               # the key's numbers
    return local_numbers(go.Figure(
        [go.Bar(name=t("lesson.03.interest", lang), x=who, y=interest, marker_color=PALETTE[0]),
         go.Bar(name=t("lesson.03.fee", lang), x=who, y=fee, marker_color=PALETTE[1], marker_pattern_shape="/"),
         go.Bar(name=t("lesson.03.loan_interest", lang), x=who, y=loan, marker_color=PALETTE[3],
                marker_pattern_shape="x")],
        layout=dict(title=t("lesson.03.caption", lang), barmode="group", height=350)), lang)


def lab_figure(report: Report, key: AnswerKey, lang: str) -> go.Figure:
    """Lesson 04: a box of net worths per style (mean marked), told apart by colour and marker."""
    lab = key.setup["lab"]
    return local_numbers(go.Figure(
        [go.Box(y=values, name=t(f"app.style.{style}", lang), marker_color=PALETTE[i % len(PALETTE)],
                boxmean=True, marker_symbol=BOX_MARKERS[i % len(BOX_MARKERS)])
         for i, (style, values) in enumerate(lab_worths(report).items())],
        layout=dict(title=t("lesson.04.chart_title", lang, months=lab["months"],
                            games=formats.decimal(lab["games"], lang, 0)),
                    yaxis_title=t("lesson.04.net_worth", lang), height=400, showlegend=False)), lang)


def owed_figure(left: Sequence[Number], lang: str) -> go.Figure:
    """Lesson 05: the debt left month by month (`left`, from month 0), paying the minimum."""
    return local_numbers(go.Figure(go.Scatter(x=list(range(len(left))), y=[float(o) for o in left],
                                              mode="lines+markers+text", marker_color=PALETTE[0],
                                              text=[formats.decimal(o, lang, 0) for o in left],
                                              textposition="top center"),
                                   layout=dict(title=t("lesson.05.chart_title", lang,
                                                       debt=formats.decimal(lessons.DEBT, lang, 0)),
                                               xaxis_title=t("lesson.col.month", lang),
                                               yaxis_title=t("lesson.05.owed", lang), height=350)), lang)


def insurance_choices(key: AnswerKey, lang: str) -> list[str]:
    """Lesson 06's three rows: always insured, never insured, insured at the lower premium."""
    return [t("lesson.06.insured", lang), t("lesson.06.uninsured", lang),
            t("lesson.06.insured_low", lang, premium=money(key, key.facts["low_premium"].value, lang))]


def insurance_figure(key: AnswerKey, lang: str) -> go.Figure:
    """Lesson 06: doctor bills and premiums, always insured, never insured and insured at the
    lower premium (the key's rows, kept numbers): mean, worst month and spread."""
    rows = key.tables[0].rows
    caption = t("lesson.06.caption", lang, first=lessons.RISK_SEEDS[0], last=lessons.RISK_SEEDS[-1])
    return local_numbers(go.Figure(
        [go.Bar(name=t(name, lang), x=insurance_choices(key, lang), y=[row[i] for row in rows],
                marker_color=PALETTE[n], marker_pattern_shape=["", "/", "x"][n])
         for n, (i, name) in enumerate(RISK_COLUMNS.items())],
        layout=dict(title=caption, barmode="group", height=350)), lang)


__all__ = ["income_figure", "spending_figure", "savings_figure", "lab_figure", "owed_figure",
           "insurance_figure", "insurance_choices", "lab_worths", "column", "whole", "money",
           "RISK_COLUMNS", "YEAR"]
