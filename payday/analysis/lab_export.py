"""The money lab's exports, as the month export makes them (export.py): every game's rows as
CSV, and each chart as a self-contained HTML page (summary, table, chart), PNG or SVG.

PNG and SVG are drawn by kaleido with a Chrome (Debian's `chromium`); without one they are
left out with a message, and the HTML page's camera button saves a PNG in the browser.
"""
from __future__ import annotations

import os
from collections.abc import Collection
from pathlib import Path

import pandas as pd

from payday.i18n import t
from payday.analysis.chart_kit import ChartView
from payday.analysis.csv_text import frame_csv
from payday.analysis.export import MIME, Download, ExportError, chrome_path, standalone_html, write_whole

CHART_KINDS = ("html", "png", "svg")


def results_csv(frame: pd.DataFrame) -> str:
    """Every game's rows, one per player (payday.lab.tables.COLUMNS)."""
    return frame_csv(frame)


def chart_html(view: ChartView, lang: str) -> str:
    """A self-contained page: the summary, the table and the chart (plotly.js inside)."""
    return standalone_html(view, lang)


def chart_image(view: ChartView, fmt: str) -> bytes:
    """The chart as PNG or SVG bytes (kaleido with a Chrome); an `ExportError` without one."""
    found = chrome_path()
    if found and not os.environ.get("BROWSER_PATH"):
        os.environ["BROWSER_PATH"] = found
    try:
        image: bytes = view.figure.to_image(format=fmt, width=1000, height=600,
                                            scale=2 if fmt == "png" else 1)
        return image
    except Exception as error:          # kaleido's errors differ by version; all mean no image
        raise ExportError(f"could not draw a {fmt.upper()} image: {error}") from None


def chart_file(view: ChartView, kind: str, lang: str) -> bytes:
    if kind == "html":
        return chart_html(view, lang).encode("utf-8")
    if kind in ("png", "svg"):
        return chart_image(view, kind)
    raise ExportError(f"no chart export of kind {kind!r}; the kinds are {', '.join(CHART_KINDS)}")


def downloads(frame: pd.DataFrame, views: dict[str, ChartView], variant: str, lang: str,
              kinds: Collection[str] = CHART_KINDS) -> list[Download]:
    """The games as CSV, then each chart in each of `kinds`; an image that cannot be drawn is
    a `Download` without data whose message says what to do instead."""
    stem = f"payday-lab-{variant}"
    found = [Download("csv", f"{stem}.csv", MIME["csv"], t("lab.download.csv", lang),
                      results_csv(frame).encode("utf-8"))]
    images = True
    for name, view in views.items():
        for kind in kinds:
            label = t("lab.download.chart", lang, chart=view.caption, kind=kind.upper())
            data: bytes | None = None
            message = ""
            if kind in ("png", "svg") and not images:
                continue
            try:
                data = chart_file(view, kind, lang)
            except ExportError:
                images = False              # no Chrome: say so once, not for every chart
                message = t("lab.download.png_unavailable", lang)
            found.append(Download(kind, f"{stem}-{name}.{kind}", MIME[kind], label, data, message))
    return found


def export(frame: pd.DataFrame, views: dict[str, ChartView], variant: str,
           folder: str | os.PathLike[str], lang: str,
           kinds: Collection[str] = CHART_KINDS) -> list[Path]:
    """Write the CSV and every chart into `folder`; returns the files written."""
    into = Path(folder)
    into.mkdir(parents=True, exist_ok=True)
    written = []
    for download in downloads(frame, views, variant, lang, kinds):
        if download.data is not None:
            path = into / download.filename
            write_whole(path, download.data)
            written.append(path)
    return written


__all__ = ["results_csv", "chart_html", "chart_image", "downloads", "export", "CHART_KINDS"]
