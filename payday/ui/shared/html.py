"""The HTML helpers every page of the ui shares: the students' app, the dashboard, the lab.

- `esc`: any value as text that HTML shows as typed (names typed by students included);
- `words`: `t(key, **values)`, the catalogs' words in one language;
- `guarded`: a widget's callback whose error becomes a plain message, never a traceback;
- `table`: a captioned HTML table of cells, each escaped (unless it is already `Markup`);
  `scrolling`: a box that scrolls sideways, so that a wide table never widens a phone's page;
- `figure` and `said_with_figures`: a figure ("−€150", "+$1,000") that no line break cuts
  between its sign, its currency symbol and its digits, alone or inside a catalog's sentence.

>>> esc("<b>Ada & Bo</b>")
'&lt;b&gt;Ada &amp; Bo&lt;/b&gt;'
>>> words("fr")("lesson.col.amount")
'montant'
>>> table("Money", ["who", "cash"], [["Ada", "€5"]], "pd-x")[:40]
'<table class="pd-table pd-x" style="bord'
>>> figure("−€150")
'<span class="pd-figure" style="white-space:nowrap">−€150</span>'
"""
from __future__ import annotations

import functools
import html
import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

from payday import i18n

log = logging.getLogger("payday.ui")

# The dashboard has no stylesheet of its own: its tables carry their borders.
TABLE_STYLE = "border-collapse:collapse;margin:6px 0"
CELL_STYLE = "border:1px solid #bbb;padding:3px 8px;text-align:left"


class Markup(str):
    """HTML already written (its text escaped): `table` puts it in a cell as it is."""


def esc(text: object) -> str:
    """`text` (any value, as `str` writes it) escaped for HTML, quotes included."""
    return html.escape(str(text))


def figure(text: str) -> Markup:
    """A figure kept on one line: a narrow column wrapped "+€728 至 +/€892" between a sign and
    its amount."""
    return Markup(f'<span class="pd-figure" style="white-space:nowrap">{esc(text)}</span>')


def said_with_figures(key: str, lang: str, **figures: str) -> Markup:
    """A catalog's sentence with each value a `figure`: the words escaped, the figures whole."""
    marks = {name: f"\x00{name}\x00" for name in figures}
    text = esc(i18n.t(key, lang, **marks))
    for name, value in figures.items():
        text = text.replace(marks[name], figure(value))
    return Markup(text)


class Words(Protocol):
    def __call__(self, key: str, **values: Any) -> str: ...


def words(lang: str) -> Words:
    """`t(key, **values)`: the catalogs' words in `lang`."""
    def t(key: str, **values: Any) -> str:
        return i18n.t(key, lang, **values)
    return t


class Guarded(Protocol):
    """What a guarded callback's owner does with an error: say it on the page."""

    def callback_failed(self, error: Exception) -> None: ...


G = TypeVar("G", bound=Guarded)
P = ParamSpec("P")
R = TypeVar("R")


def guarded(method: Callable[Concatenate[G, P], R]) -> Callable[Concatenate[G, P], R | None]:
    """Run a callback; any error is logged and handed to its owner's `callback_failed`,
    which tells it on the page: a student or a teacher never sees a traceback."""
    def run(self: G, /, *args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return method(self, *args, **kwargs)
        except Exception as error:   # noqa: BLE001 - the page must never show a traceback
            log.exception("%s callback failed", type(self).__name__)
            self.callback_failed(error)
            return None
    functools.update_wrapper(run, method)
    return run


def detail(error: Exception) -> str:
    """An unexpected error as a page says it: its kind and its message."""
    return f"{type(error).__name__}: {error}"


def table(caption: str, columns: Sequence[str], rows: Iterable[Sequence[str]], cls: str) -> str:
    """A table with a caption and a header row; every cell is escaped, but for `Markup`."""
    head = "".join(f'<th scope="col" style="{CELL_STYLE}">{esc(c)}</th>' for c in columns)
    body = "".join("<tr>" + "".join(f'<td style="{CELL_STYLE}">{cell if isinstance(cell, Markup) else esc(cell)}</td>'
                                    for cell in row)
                   + "</tr>" for row in rows)
    return (f'<table class="pd-table {cls}" style="{TABLE_STYLE}"><caption>{esc(caption)}</caption>'
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")


def scrolling(table: str) -> str:
    """A table in a box of its own that scrolls sideways when the screen is narrower (a phone):
    the page itself never does. The limit is the screen's width, whatever box holds it."""
    return f'<div class="pd-scroll" style="overflow-x:auto;max-width:calc(100vw - 2em)">{table}</div>'


__all__ = ["esc", "Markup", "figure", "said_with_figures", "words", "Words", "guarded", "Guarded", "detail", "table", "scrolling",
           "TABLE_STYLE", "CELL_STYLE"]
