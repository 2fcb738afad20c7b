"""The widgets: the students' app (`ui/app/`), the teacher's dashboard (`ui/dashboard/`), the
money lab's page (`lab.py`), the lesson notebooks' views (`lesson_notebook.py`), and what they
share (`html.py`, `kit.py`, `watch.py`, `redraw.py`).

The names here are the students' app's: `Session` (the model) needs no widgets; `App` (the
views) is imported only when asked for, so the model's tests run without Jupyter.
"""
from typing import Any

from payday.classroom.links import settings_from_query
from payday.ui.app.session import Message, Seat, Session, deciders_of

__all__ = ["Session", "Seat", "Message", "deciders_of", "settings_from_query", "App",
           "query_string", "browser_languages"]


def __getattr__(name: str) -> Any:
    if name == "App":
        from payday.ui.app.views import App
        return App
    raise AttributeError(name)


def query_string() -> str:
    """The page's URL query in Voila (waiting for the page when the kernel was preheated);
    empty in JupyterLab."""
    import os
    try:
        from voila.utils import get_query_string
    except ImportError:
        return os.environ.get("QUERY_STRING", "")
    return get_query_string() or os.environ.get("QUERY_STRING", "")


def browser_languages() -> str | None:
    """The page's browser's Accept-Language header, which the class's Voila hands the page's
    kernel (payday.classroom.launcher); None elsewhere (JupyterLab, a plain `voila`). Read it
    after `query_string()`, which waits for the page's request."""
    import os
    return os.environ.get("HTTP_ACCEPT_LANGUAGE")
