"""Resuming a game from the class store: the start screen's offer of a student's unfinished
games (those whose resume codes this browser kept), a field to type a code given on another
day or device, and the link of a page whose kernel was gone (`?resume=`).

Every code is checked on the server (`Store.find_codes`), and every code checked, typed or
remembered, counts as a guess against the class and name's limit kept in the store
(`payday.classroom.guesses`): past it, the student is told in their language to wait. A page
checks a remembered code once (the browser's list is cut to a handful by the keeper) and
remembers which codes it found open a game, so redrawing the start screen costs no guess.
"""
from __future__ import annotations

import functools
from typing import Any

import ipywidgets as w

from payday import i18n
from payday.classroom.records import Row, TooManyGuesses
from payday.engine.decisions import CorruptSave
from payday.i18n.errors import describe_error
from payday.ui.app.screen import Host, Screen
from payday.ui.app.session import Autosave, Session, unfinished_games
from payday.ui.shared.html import esc, guarded
from payday.ui.shared.kit import fitting
from payday.ui.shared.replaced import replace

OFFERED = 5       # unfinished games offered on the start screen, latest first

Who = tuple[str, str]       # a class and a student's name


class Resumer(Screen):
    """The app's way back to a stored game, and the start screen's box that offers it."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.box = w.VBox()
        self.box.add_class("pd-resume-box")
        self.code_in = w.Text()
        self.tried: dict[Who, set[str]] = {}     # remembered codes this page checked
        self.opening: dict[Who, set[str]] = {}   # the codes this page knows open a game

    def check_remembered(self, who: Who, codes: list[str]) -> set[str]:
        """The codes among `codes` (the browser's) that open one of the student's games: those
        this page has not checked yet are checked now, each a guess."""
        store = self.app.class_store()
        fresh = [code for code in codes if code not in self.tried.get(who, set())]
        if fresh and store is not None:
            try:
                found = store.find_codes(*who, fresh, source=self.app.source)
            except TooManyGuesses as error:
                self.too_many(who, error)
            else:
                self.tried.setdefault(who, set()).update(fresh)
                self.opening.setdefault(who, set()).update(row.code for row in found)
        return self.opening.get(who, set())

    def too_many(self, who: Who, error: TooManyGuesses) -> None:
        self.app.show_problem("app.msg.too_many_guesses", class_id=who[0], student=who[1],
                              count=error.minutes, minutes=error.minutes)

    def draw(self) -> None:
        """The offer to resume the student's unfinished games: those whose resume codes this
        browser kept, and a field to type a code given on another day or device."""
        app, t = self.app, self.app.t
        app.read_start()
        class_id, student = app.settings["class_id"].strip(), app.student_name()
        store = app.class_store() if class_id and student else None
        if store is None:
            replace(self.box, [])
            return
        rows: list[Row] = []
        try:
            opening = self.check_remembered((class_id, student), app.keeper.known(class_id, student))
            rows = unfinished_games(store, class_id, student, codes=sorted(opening))
        except Exception as error:       # noqa: BLE001 - the start screen still works
            app.show_problem("app.msg.store_closed", detail=str(error))
        buttons = []
        for row in rows[:OFFERED]:
            label = t("app.resume.button", edition=i18n.edition_name(row.variant, app.lang),
                      count=row.decisions, moves=i18n.number(row.decisions, app.lang),
                      saved=f"{row.saved_at[:10]} {row.saved_at[11:16]}")
            button = w.Button(description=label, tooltip=label, layout=fitting())
            button.add_class("pd-resume")
            button.on_click(functools.partial(self.on_resume, row))
            buttons.append(button)
        # The label as wide as its words: ipywidgets' default cut it ("Resume c…", "Code de r…").
        self.code_in = w.Text(placeholder=t("app.resume.code_help"), description=t("app.resume.code"),
                              style={"description_width": "initial"},
                              layout=w.Layout(width="26em", max_width="100%"))
        self.code_in.add_class("pd-resume-code")
        go = w.Button(description=t("app.resume.go"), tooltip=t("app.resume.go"), layout=fitting())
        go.add_class("pd-resume-go")
        go.on_click(self.on_resume_code)
        heading = w.HTML(f"<h3>{esc(t('app.resume.heading', name=student))}</h3>")
        replace(self.box, [heading, *buttons,
                           w.HBox([self.code_in, go], layout=w.Layout(flex_flow="row wrap"))])

    @guarded
    def on_codes(self, _change: Any) -> None:
        """The browser told which codes it kept: offer their games on the start screen."""
        if self.app.session is None:
            self.draw()

    @guarded
    def on_resume(self, row: Row, _button: Any) -> None:
        """Go on with a game whose code this browser kept (this page checked it)."""
        key = row.key
        if row.code not in self.opening.get((key.class_id, key.student), set()):
            self.app.show_problem("app.msg.wrong_code", student=key.student, class_id=key.class_id)
            return
        self.resume(row)

    @guarded
    def on_resume_code(self, _button: Any) -> None:
        """Go on with the game that the typed resume code opens, if it is this student's."""
        self.app.read_start()
        self.resume_by_code(self.code_in.value)

    def resume_by_code(self, code: str) -> None:
        """Resume the game `code` opens for the class and student, checked on the server (a
        guess); past the class and name's limit of guesses, the student is told to wait."""
        app = self.app
        who = app.settings["class_id"].strip(), app.student_name()
        store = app.class_store()
        if store is None:
            return
        try:
            found = store.find_codes(*who, [code], source=app.source)
        except TooManyGuesses as error:
            self.too_many(who, error)
            return
        if not found:
            app.show_problem("app.msg.wrong_code", student=who[1], class_id=who[0])
            return
        row = found[0]
        self.opening.setdefault(who, set()).add(row.code)
        app.keeper.keep(*who, row.code)
        self.resume(row)

    def resume(self, row: Row) -> None:
        """Replay a game from the class store (after a kernel restart, say) and go on with it."""
        app, store = self.app, self.app.class_store()
        if store is None:
            return
        key = row.key
        try:
            text, revision = store.text_and_revision(key.class_id, key.student, key.game_id)
            session = Session.from_saved(text, pace=app.settings["pace"])
        except (CorruptSave, KeyError) as error:
            app.show_problem("app.msg.corrupt_save", detail=describe_error(error, app.lang))
            return
        app.lang = app.page_language(session.game.variant)
        session.autosave = Autosave(store, key.class_id, key.student, key.game_id, app.source)
        session.resume_code = row.code
        session.store_revision, session.saved_decisions = revision, len(session.game.history)
        app.begin(session)

    def opened(self, class_id: str, student: str) -> set[str]:
        """The codes this page knows open one of the student's games (checked on the server)."""
        return set(self.opening.get((class_id, student), set()))

    def keep_code(self, session: Session) -> None:
        """A new game's first save made its resume code: the browser keeps it."""
        where, code = session.autosave, session.resume_code
        keeper = self.app.keeper
        if where is not None and code:
            self.opening.setdefault((where.class_id, where.student), set()).add(code)
            if code not in keeper.known(where.class_id, where.student):
                keeper.keep(where.class_id, where.student, code)
