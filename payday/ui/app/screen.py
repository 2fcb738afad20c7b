"""What a screen of the students' app may ask of the app that shows it: a narrow, typed interface
(`Host`), so that a screen never imports `App` and is built and tested alone, with any object
that has these members (tests/ui/test_screen_alone.py builds one with a small fake).

`Host` is three parts: the page's context (its language, the link's settings, the lesson, the
class store, the widgets that outlive a screen), the messages it shows (the catalogs' words,
money, headings, problems in the status area) and the navigation between screens. `App`
(`payday.ui.app.views`) has every member (a test checks it: ipywidgets ships no types, so the
type checker cannot).

`Screen` is what every screen (and the start screen's resume box) shares: its host, and a
callback's failure told on the page; `WhoScreen` adds the offer of the student's unfinished
games, drawn again when the class or the name changes; `name_given` checks a name typed on a
lesson's screens.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from payday.classroom.store import Store
from payday.ui.app.keeper import CodeKeeper
from payday.ui.app.session import Session
from payday.ui.shared.html import guarded
from payday.ui.shared.watch import PageWatch

if TYPE_CHECKING:        # a type only: the lessons' modules wait until a lesson needs them
    from payday.teaching.scenarios import Scenario


class Settings(TypedDict):
    """What the start screen asks (and the link may give)."""

    variant: str
    months: int
    seed: int
    pace: float
    lang_link: str | None     # the link's ?lang= (until the student chooses in the menu)
    lang_menu: str | None     # what the student chose in the start screen's language menu
    class_id: str
    student: str
    seats: list[tuple[str, str]]


class ResumeBox(Protocol):
    """The start screen's offer of a student's unfinished games (`resume.Resumer`)."""

    @property
    def box(self) -> Any: ...

    def draw(self) -> None: ...

    def keep_code(self, session: Session) -> None: ...

    def opened(self, class_id: str, student: str) -> set[str]: ...


class Context(Protocol):
    """The page a screen is drawn in, and what outlives a screen."""

    lang: str                       # a screen may change it (the start screen's menu)
    source: str                     # whose browser this page is, as the class server said
    settings: Settings
    lesson: Scenario | None
    country: str
    session: Session | None
    quiz_moment: str | None
    chart: Any                      # the live chart, one for the page's games
    status: Any                     # the status area (an ipywidgets HTML)

    @property
    def keeper(self) -> CodeKeeper: ...

    @property
    def watch(self) -> PageWatch: ...

    @property
    def resumer(self) -> ResumeBox: ...

    def page_language(self, edition: str) -> str: ...

    def class_store(self) -> Store | None: ...

    def student_name(self) -> str: ...

    def attach_store(self, session: Session, game_id: str) -> None: ...

    def upload_button(self) -> Any: ...

    def tell_watch(self) -> None: ...


class Messages(Protocol):
    """The words a screen shows, in the page's language."""

    def t(self, key: str, **values: Any) -> str: ...

    def money(self, amount: int) -> str: ...

    def heading(self, key: str) -> Any: ...

    def show_problem(self, key: str, **values: Any) -> None: ...

    def names_too_long(self, *names: str) -> bool: ...

    def callback_failed(self, error: Exception) -> None: ...


class Navigation(Protocol):
    """Going from one screen to another: the app builds each screen when it is first shown."""

    def read_start(self) -> None: ...

    def show_start(self) -> None: ...

    def show_lesson_start(self) -> None: ...

    def show_quiz(self, moment: str) -> None: ...

    def new_game(self) -> None: ...

    def begin(self, session: Session) -> None: ...


class Host(Context, Messages, Navigation, Protocol):
    """Everything a screen may ask of the app that shows it."""


class Screen:
    """A screen of the app (or a part of one) shown by `app`: its `guarded` callbacks' failures
    are said in the app's status area, never as a traceback."""

    def __init__(self, app: Host) -> None:
        self.app = app

    def callback_failed(self, error: Exception) -> None:
        self.app.callback_failed(error)


class WhoScreen(Screen):
    """A screen where the student says who they are (a class, a name): the offer of their
    unfinished games follows what is typed (observe `on_who_changed`)."""

    @guarded
    def on_who_changed(self, _change: Any) -> None:
        self.app.resumer.draw()


def name_given(app: Host, typed: str) -> str | None:
    """The student's name as typed, without spaces around it, if it can be used; else None,
    with the page saying why (no name, or a name or class too long)."""
    name = typed.strip()
    if not name:
        app.show_problem("app.lesson.need_name")
        return None
    if app.names_too_long(name, app.settings["class_id"]):
        return None
    return name
