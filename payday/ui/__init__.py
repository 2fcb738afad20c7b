"""Four applications, side by side, and what they share:

- `app/`: the students' app (a game, a lesson, its quiz), one page per student;
- `dashboard/`: the teacher's dashboard of a class;
- `lab/`: the money lab's page, many games played at once;
- `lessons/`: the lesson notebooks' views;
- `shared/`: the HTML helpers, the page's query, the widgets kit, the browser's guards.

None of the four imports another (an import-linter contract): what two of them need lives in
`shared/` or below `ui/`. The names here are the students' app's: `Session` (the model) needs
no widgets; `App` (the views) is imported only when asked for, so the model's tests run
without Jupyter.
"""
from typing import Any

from payday.classroom.links import settings_from_query
from payday.ui.app.session import Message, Seat, Session, deciders_of
from payday.ui.shared.page import browser_languages, query_string

__all__ = ["Session", "Seat", "Message", "deciders_of", "settings_from_query", "App",
           "query_string", "browser_languages"]


def __getattr__(name: str) -> Any:
    if name == "App":
        # The students' app's widgets, when a page asks for the app: the dashboard, the lab and
        # the lesson notebooks import payday.ui too, and never load the students' app.
        from payday.ui.app.views import App
        return App
    raise AttributeError(name)
