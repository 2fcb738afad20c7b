"""The money lab in a real Voila page: a small run in each language shows every
chart with its table and the very summaries the library writes for the same games."""
from __future__ import annotations

import pytest

from payday import i18n

from payday.lab import tables as lab
from payday.analysis import lab_charts

from tests.support.servers import voila_server

pytestmark = pytest.mark.browser

GAMES, MONTHS = 40, 2
STYLES = ["saver", "borrower", "deal_hunter", "cautious"]


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory):
    with voila_server("notebooks/lab.ipynb", tmp_path_factory.mktemp("voila-lab"),
                      preheat=False) as base:
        yield base + "/"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_lab_runs_in_voila_and_shows_each_chart_with_its_summary(page, lab_url, lang):
    page.goto(f"{lab_url}?lang={lang}&variant=bonne-paye&games={GAMES}&months={MONTHS}",
              timeout=180_000)
    page.wait_for_selector("button.pd-lab-run", timeout=180_000)
    assert page.inner_text("button.pd-lab-run") == i18n.t("lab.run", lang)
    page.click("button.pd-lab-run")
    page.wait_for_function("document.querySelectorAll('.pd-lab-chart .js-plotly-plot').length == 4",
                           timeout=180_000)
    # The same games in process: the page must say exactly what the library says.
    frame = lab.run("bonne-paye", games=GAMES, months=MONTHS, styles=STYLES)
    expected = [view.summary for view in lab_charts.views(frame, "bonne-paye", lang).values()]
    shown = [text.strip() for text in page.locator(".pd-lab-chart .payday-summary").all_inner_texts()]
    assert shown == expected
    assert page.locator(".pd-lab-chart table caption").count() == 4
    assert page.locator(".pd-lab-chart .js-plotly-plot .main-svg").count() >= 4
    text = page.inner_text("body")
    assert "Traceback" not in text and "lab." not in text
    assert i18n.t("lab.done", lang, games=i18n.number(GAMES, lang), seconds="")[:6] in text
    page.click("button.pd-lab-export")
    page.wait_for_selector("a.pd-lab-csv", timeout=180_000)
    assert page.locator("a.pd-lab-html").count() == 4
