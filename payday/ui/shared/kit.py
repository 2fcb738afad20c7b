"""The widgets kit every application shares: one captioned table (`table_html`), the words of a
language, a list of computer styles, buttons as wide as their words. Showing a chart or a table
in a notebook's output is `payday.ui.shared.show` (plotly comes with it). The palette is not
here: it is `payday.analysis.palette`, the one every chart and page draws with.

>>> t = words("fr")
>>> t("lesson.col.amount")
'montant'
>>> style_list("en")(["saver", "cautious"])
'saver, cautious'
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w

from payday import i18n
from payday.ui.shared.html import esc, scrolling, words


def style_list(lang: str) -> Callable[[Iterable[str]], str]:
    """`players(styles)`: computer players' styles as a list in `lang` ("saver, cautious")."""
    def players(styles: Iterable[str]) -> str:
        return i18n.typography(lang).list_separator.join(i18n.t(f"app.style.{s}", lang) for s in styles)
    return players


def fitting(**more: str) -> Any:
    """A button's layout as wide as its words and never wider than the screen: ipywidgets' fixed
    width cut French labels short (« Annuler ma dernièr… », « Refaire le quiz, apr… »)."""
    return w.Layout(width="fit-content", max_width="100%", **more)


def table_html(frame: Any, caption: str) -> str:
    """A data table with a caption, for screen readers beside every chart; every cell and the
    caption are escaped (names typed by students included). Wide tables scroll in their box."""
    return scrolling(frame.style.format(escape="html").hide(axis="index")
                     .set_caption(esc(caption)).to_html())


__all__ = ["words", "style_list", "fitting", "scrolling", "table_html"]
