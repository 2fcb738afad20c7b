"""The page a view is drawn in: its URL query and its browser's languages, as Voila hands them
to the page's kernel. Every application reads its link through these two."""
from __future__ import annotations

import os


def query_string() -> str:
    """The page's URL query in Voila (waiting for the page when the kernel was preheated);
    empty in JupyterLab."""
    try:
        from voila.utils import get_query_string   # Voila is absent in JupyterLab and the tests
    except ImportError:
        return os.environ.get("QUERY_STRING", "")
    return get_query_string() or os.environ.get("QUERY_STRING", "")


def browser_languages() -> str | None:
    """The page's browser's Accept-Language header, which the class's Voila hands the page's
    kernel (payday.classroom.launcher); None elsewhere (JupyterLab, a plain `voila`). Read it
    after `query_string()`, which waits for the page's request."""
    return os.environ.get("HTTP_ACCEPT_LANGUAGE")
