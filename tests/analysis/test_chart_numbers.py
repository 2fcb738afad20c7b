"""Every chart writes its numbers one way per language, the way the app writes money: in French
"2 249" on the axis and in the hover alike, never "2249" beside "2 249,5"; thousands grouped
from four digits on; money in whole units ("read as a native speaker would")."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from payday import i18n
from payday.analysis import charts
from payday.analysis.frames import frames, seeded_game
from payday.lab.simulate import simulate
import pandas as pd

from payday.analysis import class_charts, lesson_charts
from payday.teaching import lessons
from payday.ui.dashboard import data as dashboard
from payday.ui.lessons import notebook as lesson_notebook

from tests.support.app import start

MONEY = {"tickformat": ",d", "hoverformat": ",.0f"}
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"


def glance_figures(rows: list[dashboard.StudentRow], lang: str):
    """The class charts of the dashboard's rows, as the dashboard draws them."""
    return class_charts.glance_figures(pd.DataFrame(dashboard.as_records(rows)), lang)


def key(number: str):
    return lessons.KEYS[lesson_notebook.LessonPage(number, lang="en").slug]()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_separators_are_those_the_apps_money_is_written_with(lang):
    decimal, group = i18n.separators(lang)
    assert i18n.number(1234567, lang) == f"1{group}234{group}567"
    assert f"2{group}249" in i18n.money(2249, "EUR", lang)
    assert decimal != group
    assert dashboard.separators(lang) == i18n.separators(lang)


def test_french_writes_a_decimal_comma_and_a_narrow_no_break_space():
    assert i18n.separators("fr") == ",\u202f"
    assert i18n.separators("en") == i18n.separators("zh-Hant") == ".,"


def axes(figure, letter: str) -> list:
    return list(figure.select_xaxes() if letter == "x" else figure.select_yaxes())


def assert_local(figure, lang: str, money_axes) -> None:
    assert figure.layout.separators == i18n.separators(lang)
    for letter in "xy":
        for axis in axes(figure, letter):
            assert axis.separatethousands, f"{letter} axis: 2249 would not be grouped like 12 500"
    for letter in money_axes:
        money = [a for a in axes(figure, letter) if a.tickformat]
        assert money, f"no money axis on {letter}"
        assert all((a.tickformat, a.hoverformat) == (MONEY["tickformat"], MONEY["hoverformat"]) for a in money)


@pytest.fixture(scope="module")
def played():
    game = seeded_game("bonne-paye", seed=7, months=2)
    return frames(game)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_teaching_chart_writes_numbers_the_languages_way(played, lang):
    for name, view in charts.views(played, 0, 1, lang).items():
        money_axes = "xy" if name == "borrowing" else "y"   # borrowing's lower panel lies along x
        assert_local(view.figure, lang, money_axes)


def test_the_borrowing_panels_money_axis_is_x_below_and_y_above(played):
    figure = charts.borrowing(played, 0, "fr")
    assert figure.layout.yaxis.tickformat == ",d" and figure.layout.xaxis2.tickformat == ",d"
    assert figure.layout.yaxis2.tickformat is None, "the lower panel's y axis names categories"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_dashboards_glance_charts_write_numbers_the_languages_way(lang):
    rows = [dashboard.StudentRow("a", "Ada", "bonne-paye", "EUR", "1/1", True, 2249, 0, 0, 0, 10, 0, 0),
            dashboard.StudentRow("b", "Bo", "bonne-paye", "EUR", "1/1", True, 2250, 0, 0, 0, 0, 35, 0)]
    worths, flows = glance_figures(rows, lang)
    assert_local(worths, lang, "x")      # the box plot's mean (2 249,5) is shown in whole units
    assert_local(flows, lang, "y")


def test_a_money_axis_whose_values_barely_differ_ticks_whole_units_once_each():
    """A class whose games all ended at 2,240 and earned no interest: plotly put the ticks half
    a unit apart, and whole units printed "2,239 2,240 2,240 2,241 2,241" and "1 1 0 −1 −1".
    Such an axis now ticks a whole unit apart; a wider one keeps plotly's own spacing."""
    alike = [dashboard.StudentRow(k, k, "bonne-paye", "EUR", "1/1", True, 2240, 0, 0, 0, 0, 0, 0)
             for k in ("Ada", "Bo", "Cy")]
    worths, flows = glance_figures(alike, "en")
    assert worths.layout.xaxis.dtick == 1 and flows.layout.yaxis.dtick == 1
    apart = [dashboard.StudentRow(k, k, "bonne-paye", "EUR", "1/1", True, w, 0, 0, 0, i, 90, 0)
             for k, w, i in (("Ada", 900, 0), ("Bo", 2240, 120))]
    worths, flows = glance_figures(apart, "en")
    assert worths.layout.xaxis.dtick is None and flows.layout.yaxis.dtick is None


def test_each_currencys_panel_ticks_whole_units_by_its_own_values():
    """With one panel per currency, a panel whose games all ended alike ticks a whole unit
    apart even when another panel's values lie far from it."""
    rows = [dashboard.StudentRow("a", "Ada", "bonne-paye", "EUR", "1/1", True, 1200, 0, 0, 0, 0, 0, 0),
            dashboard.StudentRow("b", "Bo", "payday", "USD", "1/1", True, 2900, 0, 0, 0, 0, 0, 0),
            dashboard.StudentRow("c", "Cy", "payday", "USD", "1/1", True, 3400, 0, 0, 0, 0, 0, 0)]
    worths, _ = glance_figures(rows, "en")
    assert worths.layout.xaxis.dtick == 1 and worths.layout.xaxis2.dtick is None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_labs_box_plot_writes_numbers_the_languages_way(lang):
    report = simulate("bonne-paye", players=2, months=1, games=2, seed=1, bots=["saver", "borrower"])
    assert_local(lesson_charts.lab_figure(report, key("04"), lang), lang, "y")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_apps_live_chart_writes_money_the_languages_way(lang):
    chart = start("bonne-paye", lang).chart
    assert chart.layout.separators == i18n.separators(lang)
    assert (chart.layout.yaxis.tickformat, chart.layout.yaxis.hoverformat) == (",d", ",.0f")


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_every_lesson_figure_is_shown_with_the_languages_numbers(path):
    """A lesson figure built with plotly is shown through `charts.local_numbers`: in the
    notebook, and in `payday.analysis.lesson_charts`, which builds the lessons' figures."""
    code = "\n".join("".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "code")
    assert code.count("local_numbers(") + code.count("lab_figure(") >= code.count(".show(config=")
    helper = Path(lesson_charts.__file__).read_text(encoding="utf-8")
    assert helper.count("go.Figure(") == helper.count("local_numbers(go.Figure(") + helper.count("figure = go.Figure(")
    assert helper.count("figure = go.Figure(") == helper.count("return local_numbers(figure,")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize(("number", "build", "money_axes"), [
    ("01", lesson_charts.income_figure, "y"), ("02", lesson_charts.spending_figure, ""),
    ("03", lesson_charts.savings_figure, "y"), ("06", lesson_charts.insurance_figure, "y"),
    ("05", lambda _key, lang: lesson_charts.owed_figure(lesson_notebook.owed(True), lang), "y")])
def test_the_lessons_figures_write_numbers_the_languages_way(number, build, money_axes, lang):
    assert_local(build(key(number), lang), lang, money_axes)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_decimal_in_a_chart_or_its_table_is_written_like_the_app_writes_it(lang):
    from payday.analysis import chart_kit, lab_charts
    from payday.i18n import formats
    assert charts.decimal is formats.decimal and chart_kit.points is formats.points   # no copy
    assert lab_charts.Labels(lang, "EUR").pct(0.125) == formats.percent(0.125, lang, 1)


def one_layout(figure) -> tuple:
    """What the one chart layout (`chart_kit.chart_layout`) sets, as a figure has it."""
    layout = figure.layout
    return (layout.font.family, layout.font.size, layout.plot_bgcolor, layout.paper_bgcolor,
            layout.title.x, layout.legend.orientation, layout.xaxis.linecolor, layout.yaxis.linecolor,
            layout.yaxis.gridcolor, layout.separators)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_teaching_charts_the_labs_and_the_live_chart_share_the_one_layout(played, lang):
    """One chart layout: a teaching chart, a lab chart and the app's live chart have the same
    font, ground, title place, legend, axis lines and the language's separators."""
    from payday.analysis import chart_kit, lab_charts
    from payday.lab import tables

    teaching = charts.views(played, 0, 1, lang)["cash_flow"].figure
    report = simulate("bonne-paye", players=2, months=1, games=2, seed=1, bots=["saver", "borrower"])
    lab = lab_charts.wins_view(tables.frame_of(report), "bonne-paye", lang).figure
    live = chart_kit.live_figure(["cash", "savings", "debt"], [True, True, False], lang)
    assert one_layout(teaching) == one_layout(lab) == one_layout(live)
    assert one_layout(live)[-1] == i18n.separators(lang)
    assert (live.layout.yaxis.tickformat, live.layout.yaxis.hoverformat) == (",d", ",.0f")
    assert live.layout.yaxis.dtick is None, "the live chart's ticks follow its growing values"
