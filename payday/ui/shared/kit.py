"""What the lesson notebooks and the teacher's dashboard share, so that a notebook stays a few
calls: one captioned table (`table_html`, `show_table`), a view shown with its summary, the words
of a language, a list of computer styles, buttons as wide as their words. The palette is not
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
    import ipywidgets as w   # here, so the lesson helpers above need no widgets
    return w.Layout(width="fit-content", max_width="100%", **more)


def table_html(frame: Any, caption: str) -> str:
    """A data table with a caption, for screen readers beside every chart; every cell and the
    caption are escaped (names typed by students included). Wide tables scroll in their box."""
    return scrolling(frame.style.format(escape="html").hide(axis="index")
                     .set_caption(esc(caption)).to_html())


def show(*shown: Any) -> None:
    """IPython's `display` (here, so the lesson helpers above need no IPython)."""
    from IPython.display import display
    display(*shown)      # type: ignore[no-untyped-call]  # IPython's display has no annotations


def show_view(view: Any) -> None:
    """A teaching chart (`payday.analysis.charts.ChartView`) without its mode bar, then its
    one-line summary and its table: how the notebooks and the dashboard show one."""
    from payday.analysis.charts import CONFIG
    from payday.i18n.notebook import HTML
    view.figure.show(config=CONFIG)
    show(HTML(view.html()))


def show_table(frame: Any, caption: str) -> None:
    """A data frame as a captioned table (`table_html`) in the notebook's output."""
    from payday.i18n.notebook import HTML
    show(HTML(table_html(frame, caption)))


__all__ = ["words", "style_list", "fitting", "scrolling", "table_html", "show", "show_view",
           "show_table"]
