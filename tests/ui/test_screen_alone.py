"""A screen of the students' app asks only what `payday.ui.app.screen.Host` says, so it is
built and driven alone, with a small fake in place of `App`; and `App` has every member."""
from __future__ import annotations

import inspect
import subprocess
import sys
from typing import Any

import ipywidgets as w

from payday import i18n
from payday.ui.app import screen
from payday.ui.app.session import Session
from payday.ui.app.start import HUMAN, StartScreen

from tests.support.app import find


class FakeResumer:
    def __init__(self) -> None:
        self.box, self.drawn = w.VBox(), 0

    def draw(self) -> None:
        self.drawn += 1

    def keep_code(self, session: Session) -> None:
        pass

    def opened(self, class_id: str, student: str) -> set[str]:
        return set()


class FakeHost:
    """The least an app may be for a screen: a language, the link's settings, a status area,
    and a record of where the screen sent the student."""

    def __init__(self) -> None:
        self.lang, self.country, self.lesson, self.session = "fr", "FR", None, None
        self.source = ""
        self.quiz_moment, self.chart = None, None
        self.settings: screen.Settings = {
            "variant": "bonne-paye", "months": 1, "seed": 7, "pace": 0.0, "lang_link": None,
            "lang_menu": None, "class_id": "", "student": "",
            "seats": [("", HUMAN), ("", "saver")]}
        self.status, self.keeper, self.watch = w.HTML(), w.HTML(), w.HTML()
        self.resumer = FakeResumer()
        self.problems: list[str] = []
        self.begun: list[Session] = []
        self.shown: list[str] = []

    def t(self, key: str, **values: Any) -> str:
        return i18n.t(key, self.lang, **values)

    def money(self, amount: int) -> str:
        return i18n.money(amount, "EUR", self.lang)

    def heading(self, key: str) -> Any:
        return w.HTML(self.t(key))

    def show_problem(self, key: str, **values: Any) -> None:
        self.problems.append(key)

    def callback_failed(self, error: Exception) -> None:
        self.problems.append(repr(error))

    def names_too_long(self, *names: str) -> bool:
        return False

    def page_language(self, edition: str) -> str:
        return self.lang

    def class_store(self) -> None:
        return None

    def student_name(self) -> str:
        return self.settings["student"]

    def attach_store(self, session: Session, game_id: str) -> None:
        pass

    def upload_button(self) -> Any:
        return w.FileUpload()

    def tell_watch(self) -> None:
        pass

    def read_start(self) -> None:
        pass

    def show_start(self) -> None:
        self.shown.append("start")

    def show_lesson_start(self) -> None:
        self.shown.append("lesson start")

    def show_quiz(self, moment: str) -> None:
        self.shown.append(f"quiz {moment}")

    def new_game(self) -> None:
        self.shown.append("new game")

    def begin(self, session: Session) -> None:
        self.begun.append(session)


def test_the_start_screen_is_built_and_started_with_a_fake_app():
    """The start screen needs no `App`: with a fake that has the members of `Host`, it draws
    its fields in the fake's language and starts a game of the players it was given."""
    host = FakeHost()
    start = StartScreen(host)
    page = w.VBox(start.widgets())
    assert start.edition_in.value == "bonne-paye" and host.resumer.drawn == 1
    assert start.start.description == i18n.t("app.start.start", "fr")
    start.seat_rows[0][0].value = "Ada"
    [button] = find(page, "pd-start")
    button.click()
    [session] = host.begun
    assert [p.name for p in session.game.players][0] == "Ada"
    assert session.game.seed == 7 and host.problems == []


def host_members() -> set[str]:
    """Every member `Host` names: its parts' annotations and methods."""
    names: set[str] = set()
    for part in screen.Host.__mro__:
        if part in (screen.Host, object) or not getattr(part, "_is_protocol", False):
            continue
        names |= set(getattr(part, "__annotations__", {}))
        names |= {name for name, _ in inspect.getmembers(part) if not name.startswith("_")}
    return names


def test_the_app_has_every_member_a_screen_may_ask_for():
    """ipywidgets ships no types, so the type checker takes `App` for any `Host`: this checks
    that the app has each member the screens are typed against."""
    from payday.ui import App
    app = App(variant="payday", lang="en", seed=1, pace=0)
    missing = sorted(name for name in host_members() if not hasattr(app, name))
    assert len(host_members()) > 20 and missing == []


def test_no_screen_module_imports_the_app():
    """A screen imports `Host`, never `App`: importing every screen leaves the app's module
    unloaded (so no screen can reach the App's internals, even for a type)."""
    code = ("import sys; import payday.ui.app.start, payday.ui.app.resume, payday.ui.app.quiz, "
            "payday.ui.app.lesson, payday.ui.app.game; print('payday.ui.app.views' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         timeout=120)
    assert out.stdout.strip() == "False"
