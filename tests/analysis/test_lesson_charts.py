"""The lessons' figures (payday/analysis/lesson_charts.py): pure functions of a lesson's answer
key, whose bars and lines are the key's own numbers, in the language asked for."""
from __future__ import annotations

from fractions import Fraction

import pytest

from payday import i18n
from payday.analysis import lesson_charts as charts
from payday.lab.simulate import simulate
from payday.teaching import lessons
from payday.teaching.lessons import SCENARIOS


@pytest.fixture(scope="module")
def keys():
    return {number: lessons.KEYS[SCENARIOS[number].slug]() for number in ("01", "02", "03", "04", "06")}


def test_the_income_figure_draws_the_keys_income_column(keys):
    """Lesson 01: one bar per kind of income, each the key's amount, labelled in its money."""
    figure = charts.income_figure(keys["01"], "fr")
    rows = keys["01"].tables[0].rows
    assert list(figure.data[0].y) == [row[1] for row in rows]
    assert list(figure.data[0].text) == [i18n.money(row[1], "USD", "fr") for row in rows]


def test_the_spending_figure_shows_shares_of_the_salary_and_the_price_rise(keys):
    """Lesson 02: each bill as a share of the salary; with the price rise each bill is
    `PRICE_RISE_PCT` dearer (rounded down), the salary unchanged."""
    key = keys["02"]
    salary = key.facts["salary"].value
    plain, dearer = charts.spending_figure(key, "en"), charts.spending_figure(key, "en", inflated=True)
    amounts = [row[1] for row in key.tables[0].rows]
    assert list(plain.data[0].customdata) == amounts
    assert list(dearer.data[0].customdata) == [a * (100 + lessons.PRICE_RISE_PCT) // 100 for a in amounts]
    assert list(plain.data[0].y) == [float(100 * Fraction(a, salary)) for a in amounts]


def test_the_savings_figure_puts_the_three_choices_side_by_side(keys):
    """Lesson 03: interest earned, fee and loan interest, one group of bars per player."""
    figure = charts.savings_figure(keys["03"], "zh-Hant")
    rows = keys["03"].tables[0].rows
    assert [list(bar.y) for bar in figure.data] == [[row[i] for row in rows] for i in (2, 3, 4)]
    assert figure.layout.barmode == "group"


def test_the_lab_figure_draws_every_games_net_worth_per_style(keys):
    """Lesson 04: a box per style of the report's net worths, named in the language."""
    report = simulate("bonne-paye", players=2, months=1, games=3, seed=1, bots=["saver", "borrower"])
    figure = charts.lab_figure(report, keys["04"], "fr")
    worths = charts.lab_worths(report)
    assert [box.name for box in figure.data] == [i18n.t(f"app.style.{s}", "fr") for s in worths]
    assert [list(box.y) for box in figure.data] == list(worths.values())


def test_the_owed_figure_draws_the_debt_left_each_month():
    """Lesson 05: one point per month from month 0, the amount written as a label."""
    left = [Fraction(1000), Fraction(990), Fraction(1961, 2)]
    figure = charts.owed_figure(left, "en")
    assert list(figure.data[0].x) == [0, 1, 2] and list(figure.data[0].y) == [1000.0, 990.0, 980.5]


def test_the_insurance_figure_shows_mean_worst_and_spread_of_each_choice(keys):
    """Lesson 06: always insured, never insured and insured at the lower premium, each with the
    key's mean, worst month and spread."""
    key = keys["06"]
    figure = charts.insurance_figure(key, "en")
    rows = key.tables[0].rows
    assert [list(bar.y) for bar in figure.data] == [[row[i] for row in rows] for i in charts.RISK_COLUMNS]
    assert list(figure.data[0].x) == charts.insurance_choices(key, "en")
