"""The class's charts on the teacher's dashboard (payday/analysis/class_charts.py): pure
functions, a frame of students' games in, plotly figures out."""
from __future__ import annotations

import pandas as pd
import pytest

from payday import i18n
from payday.analysis.class_charts import chart_labels, glance_figures, money_axis
from payday.analysis.palette import PALETTE

COLUMNS = ("source", "student", "edition", "currency", "net_worth", "interest_earned", "interest_paid")


def frame(*rows: tuple) -> pd.DataFrame:
    return pd.DataFrame([dict(zip(COLUMNS, row)) for row in rows])


TWO = frame(("a", "Ada", "bonne-paye", "EUR", 1200, 10, 0), ("b", "<b>Bo</b>", "payday", "USD", 3400, 0, 35))
MIXED = frame(("Ada / 1", "Ada", "bonne-paye", "EUR", 1200, 10, 0),
              ("Ada / 2", "Ada", "payday", "USD", 3400, 0, 35),
              ("ada.json", "Ada", "payday", "USD", 2900, 5, 0),
              ("Bo / 1", "Bo", "payday-auction", "TWD", 5100, 0, 20))


def test_the_glance_charts_use_the_one_palette_and_each_editions_money():
    """The boxes take the palette's colours in order, the bars say each edition's money, and
    names typed by students are shown as typed, not read as HTML."""
    worths, flows = glance_figures(TWO, "fr")
    assert [box.marker.color for box in worths.data] == list(PALETTE[:2]), "the charts' colours, in their order"
    assert [box.name for box in worths.data] == [i18n.edition_name(e, "fr") for e in ("bonne-paye", "payday")]
    texts = [list(bar.text) for bar in flows.data if bar.legendgroup == "earned"]
    assert texts == [[i18n.money(10, "EUR", "fr")], [i18n.money(0, "USD", "fr")]]
    labels = [label for axis in flows.select_xaxes() for label in axis.ticktext]
    assert "<b>" not in "".join(labels), "names typed by students are shown as typed, not as HTML"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_currency_has_its_own_money_axis_on_the_glance_charts(lang):
    """A class of La Bonne Paye and Pay Day games once drew € and $ on one axis ("Net worth
    (€ / $)"). Each currency has its own panel and axis, titled with its own money (its code
    where two currencies share the "$"), and each trace sits on its currency's."""
    worths, flows = glance_figures(MIXED, lang)
    currencies = ["EUR", "TWD", "USD"]
    for figure, what, letter in ((worths, "net_worth", "x"), (flows, "interest", "y")):
        axes = list(figure.select_xaxes() if letter == "x" else figure.select_yaxes())
        assert [axis.title.text for axis in axes] == [money_axis(what, c, currencies, lang) for c in currencies]
        assert len(set(axis.title.text for axis in axes)) == 3
    on_axis: dict[str, set[str]] = {}
    for box in worths.data:
        edition = next(e for e in ("bonne-paye", "payday-auction", "payday") if box.name == i18n.edition_name(e, lang))
        on_axis.setdefault(box.xaxis or "x", set()).update(MIXED.loc[MIXED["edition"] == edition, "currency"])
    assert all(len(found) == 1 for found in on_axis.values()) and len(on_axis) == 3
    for bar in flows.data:
        shown = {r.currency for r in MIXED.itertuples() for key in bar.x if key.startswith(r.source)}
        assert len(shown) == 1, "one currency per panel"


def test_two_students_of_one_name_stay_apart_and_are_labelled_apart():
    """The interest chart once keyed its bars by name, so two students called Ada (a store
    game, another class's upload) were drawn as one. Each row is keyed by its game, and a name
    shown twice is labelled with its game."""
    _, flows = glance_figures(MIXED, "en")
    keys = [key for bar in flows.data if bar.legendgroup == "earned" for key in bar.x]
    assert len(keys) == len(set(keys)) == 4
    labels = [label for axis in flows.select_xaxes() for label in axis.ticktext]
    assert sorted(labels) == ["Ada (Ada / 1)", "Ada (Ada / 2)", "Ada (ada.json)", "Bo"]
    assert chart_labels(["x", "y"], ["Ada", "Bo"]) == ["Ada", "Bo"]
    dollars = next(bar for bar in flows.data if bar.legendgroup == "earned" and len(bar.x) == 2)
    assert list(dollars.y) == [0, 5], "each Ada keeps her own interest"
