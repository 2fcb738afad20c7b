"""A month's ledger exported: the cash-flow chart as PNG, SVG, PDF or HTML, or the month's
transactions as CSV, chosen by the file's extension.

PNG, SVG and PDF are drawn by kaleido (>= 1), which drives an installed Chrome or Chromium,
found by kaleido's own lookup on Windows, macOS and Linux (`payday.teaching.printing.chrome_path`;
we point `BROWSER_PATH` at it); no browser is ever downloaded from here. HTML and CSV need no browser, so they always work; the HTML file
is self-contained (plotly.js inside) and its camera button saves a PNG in the student's own
browser, which is the way out when the server has no Chrome (Binder without `plotly_get_chrome`).
"""
from __future__ import annotations

import base64
import html
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from payday.engine.game import Game
from payday.i18n import language_for, t
from payday.i18n.languages import record
from payday.analysis.chart_kit import CONFIG_SAVE_ONLY, ChartView
from payday.analysis.charts import cash_flow_view
from payday.analysis.csv_text import frame_csv
from payday.analysis.frames import AnalysisError, Frames, frames, month_transactions
from payday.teaching.printing import chrome_path

IMAGE_FORMATS = {".png": "png", ".svg": "svg", ".pdf": "pdf"}
FORMATS = (".png", ".svg", ".pdf", ".html", ".csv")
MIME = {"png": "image/png", "svg": "image/svg+xml", "pdf": "application/pdf",
        "html": "text/html", "csv": "text/csv"}
CSV_COLUMNS = ["seq", "month", "day", "category", "from_account", "to_account", "amount",
               "cash_after", "savings_after", "loan_after"]


class ExportError(AnalysisError):
    """An export that cannot be made: unknown player, month not played, unknown format, or
    no Chrome to draw an image with."""


def _frames_for(game: Game[Any], player: int, month: int) -> Frames:
    f = frames(game)
    try:
        f.check(player, month)
    except AnalysisError as error:
        raise ExportError(str(error)) from None
    return f


def month_csv(f: Frames, player: int, month: int) -> str:
    """The month's transactions of one player, one row per ledger entry (see `frames`)."""
    return frame_csv(month_transactions(f.transactions, player, month)[CSV_COLUMNS])


def month_html(f: Frames, player: int, month: int, lang: str, camera: str = "png") -> str:
    """A self-contained page: the summary, the chart (plotly.js inside) and the table."""
    return standalone_html(cash_flow_view(f, player, month, lang), lang, camera)


def standalone_html(view: ChartView, lang: str, camera: str = "png") -> str:
    """One chart view as a page that opens anywhere: its caption, summary and table, and the
    chart with plotly.js inside (the month export's and the lab's HTML files). Its camera
    button saves the chart as `camera` ("png" or "svg") in the reader's own browser, with no
    Chrome needed on the computer that made the file."""
    config = {**CONFIG_SAVE_ONLY, "toImageButtonOptions": {"format": camera}}
    chart = view.figure.to_html(full_html=False, include_plotlyjs=True, config=config)
    title = html.escape(view.caption)
    return (f'<!DOCTYPE html>\n<html lang="{record(lang).html_lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<title>{title}</title>\n<style>body{{font-family:Arial,sans-serif;margin:1.5em}}'
            f'table{{border-collapse:collapse}}td,th{{padding:.25em .8em;text-align:right}}'
            f'caption{{font-weight:bold;text-align:left}}</style>\n</head>\n<body>\n'
            f'<h1>{title}</h1>\n{view.html()}\n{chart}\n</body>\n</html>\n')


def month_image(f: Frames, player: int, month: int, fmt: str, lang: str) -> bytes:
    """The cash-flow chart as PNG, SVG or PDF bytes (kaleido with a Chrome)."""
    found = chrome_path()
    if found is None:
        raise ExportError(f"could not draw a {fmt.upper()} image: no Chrome or Chromium is "
                          "installed on this computer; HTML and CSV exports work without it.")
    if not os.environ.get("BROWSER_PATH"):
        os.environ["BROWSER_PATH"] = found
    figure = cash_flow_view(f, player, month, lang).figure
    try:
        image: bytes = figure.to_image(format=fmt, width=1000, height=600,
                                       scale=2 if fmt == "png" else 1)
        return image
    except Exception as error:          # kaleido's errors differ by version; all mean no image
        raise ExportError(f"could not draw a {fmt.upper()} image: {error}. "
                          "Install Debian's chromium (apt-get install chromium) or run "
                          "plotly_get_chrome; HTML and CSV exports work without it.") from None


def write_whole(path: Path, content: bytes) -> None:
    """Write a file whole or not at all: into a temporary file beside it, then renamed over it,
    so a full disk leaves the old file (or none), never a truncated one."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        with open(temporary, "wb") as out:
            out.write(content)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def export_month(game: Game[Any], player: int, month: int, path: str | os.PathLike[str],
                 lang: str | None = None) -> Path:
    """Write one player's month: the cash-flow chart (.png, .svg, .pdf, .html) or the month's
    transactions (.csv), by the extension of `path`. Returns the path written."""
    target = Path(path)
    ext = target.suffix.lower()
    if ext not in FORMATS:
        raise ExportError(f"cannot export to {target.name!r}: the file name must end in "
                          + ", ".join(FORMATS))
    f = _frames_for(game, player, month)
    lang = language_for(f.variant, lang or f.language)
    if ext == ".csv":
        write_whole(target, month_csv(f, player, month).encode("utf-8"))
    elif ext == ".html":
        write_whole(target, month_html(f, player, month, lang).encode("utf-8"))
    else:
        write_whole(target, month_image(f, player, month, IMAGE_FORMATS[ext], lang))
    return target


@dataclass(frozen=True)
class Download:
    """One file for the app's download links. `data` is None when it could not be made, and
    `message` then says why and what to do instead."""

    kind: str          # "png", "html" or "csv"
    filename: str
    mime: str
    label: str
    data: bytes | None
    message: str = ""

    @property
    def url(self) -> str | None:
        """A `data:` URL (a file on the server never reaches the student's browser)."""
        if self.data is None:
            return None
        return f"data:{self.mime};base64,{base64.b64encode(self.data).decode('ascii')}"


def file_stem(f: Frames, player: int, month: int) -> str:
    name = re.sub(r"[^\w-]+", "-", f.names[player]).strip("-") or f"player{player + 1}"
    return f"payday-{f.variant}-{name}-month{month}"


def month_downloads(game: Game[Any], player: int, month: int, lang: str | None = None,
                    kinds: Iterable[str] = ("png", "html", "csv")) -> list[Download]:
    """The month's chart and transactions as downloads: PNG when a Chrome is installed; else a
    message, in the student's language, that there is none, and the HTML file (which needs no
    browser to make) with a camera button that saves an SVG in the student's own browser. HTML
    and CSV always."""
    f = _frames_for(game, player, month)
    lang = language_for(f.variant, lang or f.language)
    stem = file_stem(f, player, month)
    downloads = []
    camera = "png" if chrome_path() else "svg"
    for kind in kinds:
        label = t(f"charts.download.{kind}", lang)
        data: bytes | None = None
        message = ""
        if kind == "csv":
            data = month_csv(f, player, month).encode("utf-8")
        elif kind == "html":
            data = month_html(f, player, month, lang, camera).encode("utf-8")
        elif kind in ("png", "svg", "pdf"):
            try:    # kaleido may also find a Chrome of its own (plotly_get_chrome)
                data = month_image(f, player, month, kind, lang)
            except ExportError:
                data = None
            if data is None:
                message = t("charts.download.png_unavailable", lang)
        else:
            raise ExportError(f"no download of kind {kind!r}; the kinds are png, svg, pdf, html, csv")
        downloads.append(Download(kind, f"{stem}.{kind}", MIME[kind], label, data, message))
    return downloads


__all__ = ["Download", "ExportError", "FORMATS", "export_month", "month_downloads", "month_csv",
           "month_html", "standalone_html", "chrome_path"]
