"""The month's chart and transactions, downloaded from the app with a click.

The files are checked against payday.analysis on the same game, replayed from the save the
page offers: the CSV reloads to the month's transactions, the HTML holds the chart's numbers,
and the PNG is a real PNG when a Chrome is available.
"""
from __future__ import annotations

import struct
from pathlib import Path

import pandas as pd
import pytest

from payday import i18n
from payday.analysis.frames import frames
from payday.analysis.export import CSV_COLUMNS, chrome_path
from payday.analysis.frames import month_transactions

from tests.support.app_page import click_and_wait, open_app, saved_game

pytestmark = pytest.mark.browser

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def download(page, selector: str, folder: Path) -> Path:
    """Click a download link as a student would and keep the file the browser saves."""
    with page.expect_download(timeout=60_000) as info:
        page.click(selector)
    path = folder / info.value.suggested_filename
    info.value.save_as(path)
    return path


def test_the_months_chart_and_transactions_download_with_a_click(page, voila_url, tmp_path):
    """"In the app, a student downloads the month's chart and CSV with a click" and "a browser
    test clicks the download in the app and checks the file"."""
    lang = "en"
    open_app(page, voila_url, variant="bonne-paye", lang=lang, months=1, seed=31, pace=0)
    page.click("button.pd-start")
    page.wait_for_selector(".pd-decision button.pd-option")
    for _ in range(6):               # a few decisions, so the month has transactions
        if not page.locator("button.pd-main").count():
            break
        click_and_wait(page, "button.pd-main")
    page.click("button.pd-month-report")
    page.wait_for_selector("a.pd-month-csv", timeout=120_000)
    _content, game = saved_game(page)
    seat = game.pending.player if game.pending is not None else 0
    month = game.players[seat].month
    expected = month_transactions(frames(game).transactions, seat, month)[CSV_COLUMNS]
    assert len(expected) > 0

    csv = download(page, "a.pd-month-csv", tmp_path)
    assert csv.suffix == ".csv" and f"month{month}" in csv.name
    pd.testing.assert_frame_equal(pd.read_csv(csv), expected.reset_index(drop=True),
                                  check_dtype=False)

    html = download(page, "a.pd-month-html", tmp_path).read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "<script src=" not in html
    closing = int(expected.cash_after.iloc[-1])
    assert i18n.money(closing, game.rules.currency, lang) in html

    links = page.inner_text(".pd-month")
    if chrome_path() is None:
        assert i18n.t("charts.download.png_unavailable", lang) in links
    else:
        png = download(page, "a.pd-month-png", tmp_path).read_bytes()
        assert png[:8] == PNG_SIGNATURE
        width, height = struct.unpack(">II", png[16:24])
        assert width > 400 and height > 300 and len(png) > 10_000
