"""The dashboard's names locked for resume codes, and the teacher's button that unlocks one.

Too many wrong codes tried for a name refuse its codes for a while (`payday.classroom.guesses`):
from one browser only, or from every browser once several tried. A student with the right code
who is refused asks the teacher, who unlocks the name here (`Store.unlock`).
"""
from __future__ import annotations

from typing import Any

import ipywidgets as W

from payday import i18n
from payday.classroom.records import Loaded, StoreError
from payday.classroom.store import Store
from payday.ui.shared.html import detail, esc, guarded, words


class UnlockView(W.VBox):  # type: ignore[misc]  # ipywidgets ships no types
    """The chosen class's locked names, a menu of them and an unlock button; redrawn with the
    class (`show`), as a dashboard section."""

    def __init__(self, store: Store | None, choose_class: W.Dropdown, lang: str) -> None:
        super().__init__()
        self.store, self.choose_class, self.lang = store, choose_class, lang
        self.heading, self.status = W.HTML(), W.HTML()
        self.what = W.Dropdown(style={"description_width": "initial"})
        self.button = W.Button(button_style="warning")
        self.what.add_class("pd-unlock-what")
        self.button.add_class("pd-unlock")
        self.status.add_class("pd-unlock-status")
        self.button.on_click(self.unlock)
        self.children = [self.heading, W.HBox([self.what, self.button]), self.status]

    def callback_failed(self, error: Exception) -> None:
        self.status.value = f"<p>{esc(i18n.t('dashboard.unexpected', self.lang, detail=detail(error)))}</p>"

    def show(self, _loaded: list[Loaded], lang: str) -> None:
        """The class's locked names, in `lang`."""
        self.lang = lang
        t = words(lang)
        self.heading.value = (f"<h2>{esc(t('dashboard.unlock.heading'))}</h2>"
                              f"<p>{esc(t('dashboard.unlock.note'))}</p>")
        self.what.description = t("dashboard.unlock.what")
        self.button.description = t("dashboard.unlock.button")
        locked: dict[str, int] = {}
        if self.store is not None and self.choose_class.value is not None:
            try:
                locked = self.store.locked(self.choose_class.value)
            except StoreError:
                locked = {}          # the dashboard's status tells the store's faults
        self.what.options = list(locked)
        self.what.value = next(iter(locked), None)
        self.what.disabled = self.button.disabled = not locked
        self.status.value = "" if locked else f"<p>{esc(t('dashboard.unlock.none'))}</p>"

    @guarded
    def unlock(self, _button: Any = None) -> None:
        """Let the chosen name's codes be tried again, from every browser, and say so."""
        student, class_id = self.what.value, self.choose_class.value
        if self.store is None or student is None or class_id is None:
            return
        self.store.unlock(class_id, student)
        self.show([], self.lang)
        self.status.value = f"<p>{esc(i18n.t('dashboard.unlock.done', self.lang, student=student))}</p>"
