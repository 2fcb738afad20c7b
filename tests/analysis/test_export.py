"""`payday.export_month` and the app's downloads, each format checked on its real output."""
from __future__ import annotations

import base64
import io
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

import pandas as pd
import pytest

import payday
from payday import i18n
from payday.analysis import export as export_module
from payday.analysis.export import (ExportError, chrome_path, export_month, month_downloads)
from payday.analysis.frames import AnalysisError, frames, month_transactions, seeded_game
from payday.cli import main

needs_chrome = pytest.mark.skipif(chrome_path() is None,
                                  reason="kaleido needs a Chrome (apt-get install chromium)")


@pytest.fixture(scope="module")
def game():
    return seeded_game("bonne-paye", seed=7, months=2)


@pytest.fixture(scope="module")
def closing(game):
    """Player 1's cash at the end of month 1, as the ledger has it."""
    rows = month_transactions(frames(game).transactions, 1, 1)
    return int(rows.cash_after.iloc[-1])


@needs_chrome
def test_png_is_a_real_png_of_the_chart(game, tmp_path):
    path = payday.export_month(game, 1, 1, tmp_path / "m1.png")
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (2000, 1200)
    assert len(data) > 20_000


@needs_chrome
def test_svg_parses_and_shows_the_months_closing_balance(game, tmp_path, closing):
    from payday.i18n import money
    path = export_month(game, 1, 1, tmp_path / "m1.svg")
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    texts = "".join(root.itertext())
    assert money(closing, "EUR", "fr") in texts
    assert "Où est passé l'argent" in texts


@needs_chrome
def test_pdf_starts_with_the_pdf_signature(game, tmp_path):
    data = export_month(game, 1, 1, tmp_path / "m1.pdf").read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 5_000


def test_html_is_self_contained_and_holds_the_data(game, tmp_path, closing):
    from payday.i18n import money
    text = export_month(game, 1, 1, tmp_path / "m1.html", lang="en").read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and '<html lang="en">' in text
    assert "<script src=" not in text                       # plotly.js is inside, no CDN
    assert "<caption>" in text and money(closing, "EUR", "en") in text
    data = frames(game)
    steps = export_module.cash_flow_view(data, 1, 1, "en").data
    for amount in steps.amount:
        assert str(int(amount)) in text                     # the figure's own numbers


def test_csv_reloads_to_the_months_transactions(game, tmp_path):
    path = export_month(game, 1, 1, tmp_path / "m1.csv")
    reloaded = pd.read_csv(path)
    expected = month_transactions(frames(game).transactions, 1, 1)[export_module.CSV_COLUMNS]
    pd.testing.assert_frame_equal(reloaded, expected, check_dtype=False)
    assert (reloaded.month == 1).all() and len(reloaded) > 0


@pytest.mark.parametrize("player, month, name, message", [
    (7, 1, "x.csv", "no player 7"),
    (1, 3, "x.csv", "has not played month 3"),
    (1, 0, "x.csv", "has not played month 0"),
    (1, 1, "x.gif", "must end in"),
    (1, 1, "x", "must end in"),
])
def test_bad_exports_are_clear_errors_that_write_nothing(game, tmp_path, player, month, name, message):
    """"A clear error covers an unknown player, a month not yet played, and an unsupported
    extension.\""""
    with pytest.raises(ExportError, match=message) as caught:
        export_month(game, player, month, tmp_path / name)
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, AnalysisError)
    assert not (tmp_path / name).exists()


def test_downloads_are_data_urls_of_the_html_and_the_csv(game):
    downloads = {d.kind: d for d in month_downloads(game, 1, 1, "en", kinds=("html", "csv"))}
    csv = downloads["csv"]
    assert csv.url.startswith("data:text/csv;base64,")
    assert base64.b64decode(csv.url.split(",", 1)[1]) == csv.data
    assert len(pd.read_csv(io.BytesIO(csv.data))) == len(month_transactions(frames(game).transactions, 1, 1))
    assert downloads["html"].url.startswith("data:text/html;base64,")
    assert csv.filename == "payday-bonne-paye-borrower-2-month1.csv"
    assert csv.label == "Download the month's transactions (CSV)"


@needs_chrome
def test_png_download_when_a_chrome_is_available(game):
    png, = month_downloads(game, 1, 1, kinds=("png",))
    assert png.data[:4] == b"\x89PNG" and png.url.startswith("data:image/png;base64,")
    assert png.message == ""


def test_without_a_chrome_the_png_download_explains_what_to_do(game, monkeypatch):
    """On a server with no Chrome: a clear message, and the HTML and CSV still work."""
    def no_chrome(*args):
        raise ExportError("could not draw a PNG image")
    monkeypatch.setattr(export_module, "month_image", no_chrome)
    png, html, csv = month_downloads(game, 1, 1, "fr")
    assert png.data is None and png.url is None and "HTML" in png.message
    assert html.data and csv.data


@pytest.mark.parametrize("lang", ["en", "fr", "zh-Hant"])
def test_with_no_chrome_installed_the_app_says_so_and_offers_html_that_saves_svg(game, monkeypatch, lang):
    """"When there is none the app says so in the student's language and offers SVG and
    HTML": no Chrome found (kaleido's own lookup), the PNG is refused at once with the
    message in the student's language, and the HTML file's camera button saves an SVG in
    the student's own browser."""
    monkeypatch.setattr(export_module, "chrome_path", lambda: None)
    png, html, csv = month_downloads(game, 1, 1, lang)
    assert png.data is None and png.message == i18n.t("charts.download.png_unavailable", lang)
    assert "SVG" in png.message and "HTML" in png.message
    assert '"toImageButtonOptions": {"format": "svg"}' in html.data.decode("utf-8")
    assert csv.data


def test_the_command_exports_a_seeded_month(tmp_path, capsys):
    """`payday export-month --variant bonne-paye --seed 7 --months 2 --player 1 --month 1`."""
    out = tmp_path / "m1.csv"
    assert main(["export-month", "--variant", "bonne-paye", "--seed", "7", "--months", "2",
                 "--player", "1", "--month", "1", "--out", str(out)]) == 0
    game = seeded_game("bonne-paye", seed=7, months=2)
    assert pd.read_csv(out).seq.tolist() == month_transactions(frames(game).transactions, 0, 1).seq.tolist()


def test_the_command_exports_from_a_saved_game(tmp_path, game):
    saved = tmp_path / "saved.json"
    saved.write_text(game.to_json(), encoding="utf-8")
    out = tmp_path / "m2.html"
    assert main(["export-month", "--game", str(saved), "--player", "borrower-2", "--month", "2",
                 "--out", str(out)]) == 0
    assert "borrower-2" in out.read_text(encoding="utf-8")


def test_the_command_reports_bad_input_without_a_traceback(tmp_path, capsys):
    assert main(["export-month", "--month", "9", "--out", str(tmp_path / "x.csv")]) == 2
    assert main(["export-month", "--player", "12", "--out", str(tmp_path / "x.csv")]) == 2
    assert main(["export-month", "--game", str(tmp_path / "missing.json"),
                 "--out", str(tmp_path / "x.csv")]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("payday:") == 3


def test_import_payday_pulls_in_no_pandas_or_plotly():
    """`import payday` stays light; export_month imports the drawing layer only when called."""
    code = "import sys, payday; print(any(m in sys.modules for m in ('pandas', 'plotly')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
