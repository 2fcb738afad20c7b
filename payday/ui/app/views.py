"""The classroom app's widgets. They observe a `Session` and draw it; they compute no rules.

Every word comes from the catalogs (`payday.i18n`), every number from the engine. Every
callback is guarded, so a problem becomes a plain message in the status area and a student
never sees a traceback. Standard widgets with descriptions, in reading order, keep the app
usable from the keyboard; the calendar is one HTML table, not a grid of buttons.
"""
from __future__ import annotations

import functools
import html
import logging
import secrets
import time

from urllib.parse import urlencode

import ipywidgets as w
from payday.editions import EDITIONS, load_game, rules_of
from payday.engine import saves
from payday.engine.decisions import CorruptSave
from payday import i18n
from payday.i18n.errors import describe_error
from payday.players.styles import STYLES
from payday.engine.features import Feature

from payday.ui.app.keeper import CodeKeeper
from payday.ui.kit import fitting
from payday.ui.watch import PageWatch, picked_file
from payday.ui.app.session import Autosave, Session, game_id_for, unfinished_games

log = logging.getLogger(__name__)

HUMAN = "human"
NOBODY = "nobody"
# Okabe-Ito colours for the live chart: cash, savings, debt (also told apart by dashes).
COLOURS = ("#0072B2", "#009E73", "#D55E00")
DASHES = ("solid", "dash", "dot")
MAX_LOG = 60      # events in the log, newest first
RECENT = 3        # latest events repeated in the status area
# Resume codes are 6 characters from 31 (about 900 million): a page may try this many wrong
# codes in CODE_WINDOW_S, so guessing a classmate's code is hopeless by hand or by script.
MAX_WRONG_CODES = 5
CODE_WINDOW_S = 600


def guarded(method):
    """Run a callback; turn any error into a message instead of a traceback."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as error:   # the page must never show a traceback
            log.exception("app callback failed")
            self.show_problem("app.msg.unexpected", detail=f"{type(error).__name__}: {error}")
    return run


def esc(text) -> str:
    return html.escape(str(text))


class App(w.VBox):
    """The whole app: a start screen, then the game."""

    def __init__(self, variant: str | None = None, lang: str | None = None, months: int = 1,
                 seed: int | None = None, pace: float = 0.8, class_id: str | None = None,
                 student: str | None = None, lesson: str | None = None,
                 quiz: str | None = None, resume: str | None = None, **_ignored) -> None:
        super().__init__()
        self.add_class("pd-app")
        # A lesson link opens its scenario: its edition, months and game number.
        self.lesson, unknown_lesson = None, None
        if lesson is not None:
            from payday.teaching.scenarios import scenario
            try:
                self.lesson = scenario(lesson)
            except ValueError:
                unknown_lesson = lesson
        if self.lesson is not None:
            variant, months = self.lesson.edition, self.lesson.months
            seed = self.lesson.seed if seed is None else seed
        self.debrief_cache: tuple | None = None
        self.quiz_moment = quiz if self.lesson is not None and quiz in ("pre", "post") else None
        variant = variant if variant in EDITIONS else next(iter(EDITIONS))
        self.lang = i18n.language_for(variant, lang)
        self.session: Session | None = None
        self.settings = {"variant": variant, "months": months,
                         "seed": secrets.randbelow(100_000) if seed is None else seed,
                         "pace": pace, "lang_given": lang is not None,
                         "class_id": class_id or "", "student": student or "",
                         "seats": self.default_seats()}
        self.store = None     # the class store, opened when a game has a class (see class_store)
        self.store_error = ""
        self.status = w.HTML(layout=w.Layout(min_height="2em"))
        self.status.add_class("pd-status")
        self.chart = None     # built at the start of a game (see make_chart)
        # The resume codes this browser kept (localStorage); invisible, on every screen.
        self.keeper = CodeKeeper(layout=w.Layout(width="0", height="0", overflow="hidden"))
        self.keeper.observe(self.on_codes, names="codes")
        self.wrong_codes: list[float] = []      # when this page's wrong codes were tried
        # The browser's guards: a kernel gone, a file too large (invisible until needed).
        self.watch = PageWatch(layout=w.Layout(width="0", height="0", overflow="hidden"),
                               max_upload=saves.MAX_BYTES)
        self.watch.on_msg(self.on_page_message)
        self.tell_watch()
        self.show_start()
        if unknown_lesson is not None:
            from payday.teaching.scenarios import SCENARIOS
            self.show_problem("app.lesson.unknown", number=unknown_lesson,
                              lessons=self.t("ui.list_separator").join(SCENARIOS))
        if resume and self.settings["class_id"] and self.student_name():
            self.resume_by_code(resume)     # the link of a page whose kernel was gone

    # ------------------------------------------------------------------ helpers
    def t(self, key: str, **values) -> str:
        return i18n.t(key, self.lang, **values)

    def money(self, amount: int) -> str:
        game = self.session.game if self.session else None
        currency = game.rules.currency if game else rules_of(self.settings["variant"]).currency
        return i18n.money(amount, currency, self.lang)

    def show_problem(self, key: str, **values) -> None:
        self.status.value = (f'<div role="alert" class="pd-problem">⚠ '
                             f'{esc(self.t(key, **values))}</div>')

    def default_seats(self) -> list[tuple[str, str]]:
        return [("", HUMAN), ("", "saver"), ("", "borrower")]

    # ------------------------------------------------------------------ the class store
    def class_store(self):
        """The class store (PAYDAY_STORE, see payday.classroom.store), opened once. None, with a plain
        message, if it cannot be opened: the game is then played without it."""
        if self.store is None:
            from payday.classroom.store import Store
            try:
                self.store = Store()
            except Exception as error:       # noqa: BLE001 - play goes on without the store
                self.store_error = str(error)
                self.show_problem("app.msg.store_closed", detail=self.store_error)
        return self.store

    def student_name(self) -> str:
        """Whose games these are in the class store: the link's student, else the first
        person's name on the start screen."""
        if self.settings["student"]:
            return self.settings["student"]
        people = [name.strip() for name, kind in self.settings["seats"] if kind == HUMAN]
        return people[0] if people else ""

    def attach_store(self, session: Session, game_id: str) -> None:
        """Save this game to the class store as it goes, when the game has a class."""
        class_id, student = self.settings["class_id"].strip(), self.student_name()
        if not class_id:
            return
        if not student:          # the class is known but not whose game this is
            session.tell("app.msg.store_no_name", problem=True, class_id=class_id)
            return
        store = self.class_store()
        if store is None:
            session.tell("app.msg.store_closed", problem=True, detail=self.store_error)
        else:
            session.autosave = Autosave(store, class_id, student, game_id)

    def draw_resume(self, _change=None) -> None:
        """The start screen's offer to resume the student's unfinished games: those whose resume
        codes this browser kept, and a field to type a code given on another day or device."""
        self.read_start()
        class_id, student = self.settings["class_id"].strip(), self.student_name()
        if not (class_id and student) or self.class_store() is None:
            self.resume_box.children = []
            return
        rows = []
        try:
            rows = unfinished_games(self.store, class_id, student,
                                    codes=self.keeper.known(class_id, student))
        except Exception as error:       # noqa: BLE001 - the start screen still works
            self.show_problem("app.msg.store_closed", detail=str(error))
        buttons = []
        for row in rows[:5]:
            label = self.t("app.resume.button", edition=i18n.edition_name(row.variant, self.lang),
                           moves=row.decisions, saved=f"{row.saved_at[:10]} {row.saved_at[11:16]}")
            button = w.Button(description=label, tooltip=label,
                              layout=fitting())
            button.add_class("pd-resume")
            button.on_click(functools.partial(self.on_resume, row))
            buttons.append(button)
        self.code_in = w.Text(placeholder=self.t("app.resume.code_help"),
                              description=self.t("app.resume.code"),
                              layout=w.Layout(width="20em", max_width="100%"))
        self.code_in.add_class("pd-resume-code")
        go = w.Button(description=self.t("app.resume.go"), tooltip=self.t("app.resume.go"),
                      layout=fitting())
        go.add_class("pd-resume-go")
        go.on_click(self.on_resume_code)
        heading = w.HTML(f"<h3>{esc(self.t('app.resume.heading', name=student))}</h3>")
        self.resume_box.children = [heading, *buttons,
                                    w.HBox([self.code_in, go], layout=w.Layout(flex_flow="row wrap"))]

    @guarded
    def on_codes(self, _change) -> None:
        """The browser told which codes it kept: offer their games on the start screen."""
        if self.session is None:
            self.draw_resume()

    @guarded
    def on_resume(self, row, _button) -> None:
        """Go on with a game whose code this browser kept, checked again on the server."""
        key = row.key
        found = self.store.find_code(key.class_id, key.student, row.code)
        if found is None or found.key != key:
            self.show_problem("app.msg.wrong_code", student=key.student, class_id=key.class_id)
            return
        self.resume(found)

    @guarded
    def on_resume_code(self, _button) -> None:
        """Go on with the game that the typed resume code opens, if it is this student's."""
        self.read_start()
        self.resume_by_code(self.code_in.value)

    def resume_by_code(self, code: str) -> None:
        """Resume the game `code` opens for the class and student, checked on the server; a
        page that tried too many wrong codes lately is told to wait."""
        class_id, student = self.settings["class_id"].strip(), self.student_name()
        now = time.monotonic()
        self.wrong_codes = [t for t in self.wrong_codes if now - t < CODE_WINDOW_S]
        if len(self.wrong_codes) >= MAX_WRONG_CODES:
            self.show_problem("app.msg.too_many_codes", minutes=CODE_WINDOW_S // 60)
            return
        if self.class_store() is None:
            return
        row = self.store.find_code(class_id, student, code)
        if row is None:
            self.wrong_codes.append(now)
            self.show_problem("app.msg.wrong_code", student=student, class_id=class_id)
            return
        self.keeper.keep(class_id, student, row.code)
        self.resume(row)

    def resume(self, row) -> None:
        """Replay a game from the class store (after a kernel restart, say) and go on with it."""
        try:
            key = row.key
            text, revision = self.store.text_and_revision(key.class_id, key.student, key.game_id)
            session = Session.from_saved(text, pace=self.settings["pace"])
        except (CorruptSave, KeyError) as error:
            self.show_problem("app.msg.corrupt_save", detail=describe_error(error, self.lang))
            return
        if not self.settings["lang_given"]:
            self.lang = i18n.language_for(session.game.variant, None)
        session.autosave = Autosave(self.store, row.key.class_id, row.key.student, row.key.game_id)
        session.resume_code = row.code
        session.store_revision = revision
        self.begin(session)

    # ------------------------------------------------------------------ the start screen
    def show_start(self) -> None:
        if self.lesson is not None:
            if self.quiz_moment:                 # ?lesson=03&quiz=pre: the quiz comes first
                from payday.ui.app.quiz import QuizScreen
                self.children = [QuizScreen(self, self.quiz_moment), self.keeper]
                return
            self.show_lesson_start()
            return
        s = self.settings
        wide = {"description_width": "14em"}
        editions = [(i18n.edition_name(v, self.lang), v) for v in EDITIONS]
        self.edition_in = w.Dropdown(options=editions, value=s["variant"],
                                     description=self.t("app.start.edition"), style=wide)
        self.lang_in = w.Dropdown(options=[(self.t(f"app.lang.{code}"), code)
                                           for code in i18n.LANGUAGES],
                                  value=self.lang, description=self.t("app.start.language"), style=wide)
        self.months_in = w.BoundedIntText(value=s["months"], min=1, max=120,
                                          description=self.t("app.start.months"), style=wide)
        self.seed_in = w.IntText(value=s["seed"], description=self.t("app.start.seed"), style=wide)
        self.pace_in = w.BoundedFloatText(value=s["pace"], min=0, max=10, step=0.1,
                                          description=self.t("app.start.pace"), style=wide)
        self.class_in = w.Text(value=s["class_id"], placeholder=self.t("app.start.class_help"),
                               description=self.t("app.start.class"), style=wide,
                               continuous_update=False)
        self.class_in.add_class("pd-class")
        kinds = ([(self.t("app.start.human"), HUMAN)]
                 + [(self.t("app.start.computer", style=self.t(f"app.style.{style}")), style)
                    for style in STYLES] + [(self.t("app.start.nobody"), NOBODY)])
        rules = rules_of(s["variant"])
        self.seat_rows = []
        for n in range(rules.max_players):
            name, kind = s["seats"][n] if n < len(s["seats"]) else ("", NOBODY)
            if n == 0 and not name and kind == HUMAN:
                name = s["student"]          # the link names the student
            name_in = w.Text(value=name, placeholder=self.default_name(n, kind),
                             description=self.t("app.start.player", n=n + 1), style=wide,
                             continuous_update=False)
            kind_in = w.Dropdown(options=kinds, value=kind,
                                 description=self.t("app.start.plays_as"))
            name_in.add_class(f"pd-seat-name-{n + 1}")
            kind_in.add_class(f"pd-seat-kind-{n + 1}")
            self.seat_rows.append((name_in, kind_in))
        start = w.Button(description=self.t("app.start.start"), button_style="primary",
                         tooltip=self.t("app.start.start"), layout=fitting())
        start.add_class("pd-start")
        start.on_click(self.on_start)
        self.edition_in.observe(self.on_settings_changed, names="value")
        self.lang_in.observe(self.on_settings_changed, names="value")
        for field in (self.edition_in, self.lang_in, self.months_in, self.seed_in, self.pace_in,
                      self.class_in, *(name for name, _kind in self.seat_rows)):
            field.layout.width = "32em"
            field.layout.max_width = "100%"      # a phone's screen is 375 pixels wide
        upload = self.make_upload()
        self.resume_box = w.VBox()
        self.resume_box.add_class("pd-resume-box")
        self.class_in.observe(self.on_who_changed, names="value")
        self.seat_rows[0][0].observe(self.on_who_changed, names="value")
        self.draw_resume()
        self.children = [
            w.HTML(f"<h2>{esc(self.t('app.title'))}</h2><p>{esc(self.t('app.start.intro'))}</p>"),
            self.edition_in, self.lang_in, self.months_in,
            w.HTML(f"<h3>{esc(self.t('app.start.players'))}</h3>"),
            *[w.HBox(row, layout=w.Layout(flex_flow="row wrap")) for row in self.seat_rows],
            self.seed_in, w.HTML(f"<small>{esc(self.t('app.start.seed_help'))}</small>"),
            self.pace_in, self.class_in, start, self.status, self.resume_box,
            w.HTML(f"<h3>{esc(self.t('app.open.heading'))}</h3>"), upload, self.keeper,
            self.watch,
        ]

    # ------------------------------------------------------------------ a lesson
    def show_lesson_start(self) -> None:
        """A lesson's first screen: its situation, then the student's name and one button."""
        from payday.ui.app.lesson import intro_html
        s = self.settings
        self.name_in = w.Text(value=s["student"], description=self.t("app.lesson.name"),
                              style={"description_width": "initial"}, continuous_update=False,
                              layout=w.Layout(width="24em", max_width="100%"))
        self.name_in.add_class("pd-lesson-name")
        self.name_in.observe(self.on_who_changed, names="value")
        start = w.Button(description=self.t("app.lesson.start"), button_style="primary",
                         tooltip=self.t("app.lesson.start"), layout=fitting())
        start.add_class("pd-lesson-start")
        start.on_click(self.on_lesson_start)
        self.seat_rows = []
        self.resume_box = w.VBox()
        self.resume_box.add_class("pd-resume-box")
        self.draw_resume()
        self.children = [w.HTML(intro_html(self.lesson, self.lang, s["seed"])),
                         self.name_in, start, self.status, self.resume_box, self.keeper,
                         self.watch]

    @guarded
    def on_lesson_start(self, _button) -> None:
        name = self.name_in.value.strip()
        if not name:
            self.show_problem("app.lesson.need_name")
            return
        from payday.ui.app.lesson import computer_names
        lesson, s = self.lesson, self.settings
        s["seats"] = [(name, HUMAN)]
        session = Session(lesson.edition, lesson.seats(name, computer_names(lesson, self.lang)),
                          months=lesson.months, seed=s["seed"], pace=s["pace"],
                          start=lesson.start, rules=lesson.rules or None)
        self.attach_store(session, f"lesson{lesson.number}-"
                          + game_id_for(session.game.variant, session.game.seed))
        self.begin(session)

    def draw_lesson(self) -> None:
        """When the lesson's stretch ends: the student's own numbers and the what-if."""
        game = self.session.game
        if not game.is_over:
            self.lesson_box.children = []
            return
        from payday.teaching.debrief import debrief
        from payday.ui.app.lesson import debrief_html
        style = self.whatif_style.value
        key = (self.session.version, style)
        if self.debrief_cache is None or self.debrief_cache[0] != key:
            seat = self.chart_seat()
            self.debrief_cache = (key, debrief_html(debrief(game, self.lesson, seat, style),
                                                    game, self.lang))
        heading = w.HTML(f"<h3>{esc(self.t('app.lesson.done_heading'))}</h3>")
        shown = w.HTML(self.debrief_cache[1])
        shown.add_class("pd-debrief")
        self.lesson_box.children = [heading, shown, self.whatif_style, self.post_quiz_button()]

    def post_quiz_button(self) -> w.Button:
        """The lesson's last screen: the quiz again, after the lesson."""
        button = w.Button(description=self.t("quiz.app.take_post"), tooltip=self.t("quiz.app.take_post"),
                          layout=fitting())
        button.add_class("pd-quiz-post-start")
        button.on_click(self.on_post_quiz)
        return button

    @guarded
    def on_post_quiz(self, _button) -> None:
        from payday.ui.app.quiz import QuizScreen
        self.quiz_moment = "post"
        self.children = [QuizScreen(self, "post"), self.keeper]

    @guarded
    def on_whatif_style(self, _change) -> None:
        self.draw_lesson()

    def default_name(self, n: int, kind: str) -> str:
        if kind in STYLES:
            return self.t("app.start.bot_name", n=n + 1, style=self.t(f"app.style.{kind}"))
        return self.t("app.start.default_name", n=n + 1)

    def read_start(self) -> None:
        if self.lesson is not None:          # a lesson's start screen asks only for a name
            self.settings["seats"] = [(self.name_in.value, HUMAN)]
            return
        self.settings.update(variant=self.edition_in.value, months=self.months_in.value,
                             seed=self.seed_in.value, pace=self.pace_in.value,
                             class_id=self.class_in.value,
                             seats=[(n.value, k.value) for n, k in self.seat_rows])

    @guarded
    def on_who_changed(self, _change) -> None:
        self.draw_resume()

    @guarded
    def on_settings_changed(self, change) -> None:
        self.read_start()
        self.lang = self.lang_in.value
        self.tell_watch()
        self.show_start()

    # ------------------------------------------------------------------ the page's guards
    def tell_watch(self) -> None:
        """Give the browser, ahead, what to say if this kernel goes, and how to resume: the
        class, the student and the resume code of the game being saved, if one is."""
        session = self.session
        where = session.autosave if session is not None else None
        query = ""
        if where is not None and session.resume_code:
            query = urlencode({"class": where.class_id, "student": where.student,
                               "resume": session.resume_code, "lang": self.lang})
        saved = bool(query)
        self.watch.set_trait("gone_text", self.t("app.gone.saved" if saved else "app.gone.unsaved"))
        self.watch.set_trait("resume_label", self.t("app.gone.resume"))
        self.watch.set_trait("reload_label", self.t("app.gone.reload"))
        self.watch.set_trait("resume_query", query)

    @guarded
    def on_page_message(self, _widget, content, buffers) -> None:
        """A file from the page's picker (see `payday.ui.watch`): open it, or, when the browser
        stopped it as too large, say what a file too large gets."""
        file = picked_file(content, buffers) if isinstance(content, dict) else None
        if file is None:                    # the end of a choice, or nothing a picker sends
            return
        if file.content is not None:
            self.open_file(file.content)
        else:
            error = saves.too_large(file.size)
            if self.session is None:
                self.show_problem("app.msg.corrupt_save", detail=describe_error(error, self.lang))
            else:                           # as the session tells a file it cannot open
                self.session.tell_error("app.msg.corrupt_save", error)
                self.session.notify()

    @guarded
    def on_start(self, _button) -> None:
        self.read_start()
        seats = [((name.strip() or self.default_name(n, kind)), None if kind == HUMAN else kind)
                 for n, (name, kind) in enumerate(self.settings["seats"]) if kind != NOBODY]
        try:
            session = Session(self.settings["variant"], seats, months=self.settings["months"],
                              seed=self.settings["seed"], pace=self.settings["pace"])
        except ValueError as error:
            self.show_problem("app.msg.cannot_start", detail=str(error))
            return
        self.attach_store(session, game_id_for(session.game.variant, session.game.seed))
        self.begin(session)

    def begin(self, session: Session) -> None:
        session.lang = self.lang              # the language its messages' details are said in
        if self.lesson is None:               # a lesson's game resumed from the store
            from payday.teaching.debrief import lesson_of
            self.lesson = lesson_of(session.game)
        self.session = session
        session.observe(self.redraw)
        self.build_game()
        self.redraw(session)
        session.run_bots()

    # ------------------------------------------------------------------ the game screen
    def build_game(self) -> None:
        self.calendar = w.HTML()
        self.calendar.add_class("pd-calendar")
        self.decision = w.VBox(layout=w.Layout(border="2px solid #0072B2", padding="6px"))
        self.decision.add_class("pd-decision")
        self.panels = w.HTML()
        self.panels.add_class("pd-panels")
        self.payday_box = w.HTML()
        self.payday_box.add_class("pd-payday")
        self.events = w.HTML(layout=w.Layout(max_height="18em", overflow="auto"))
        self.events.add_class("pd-log")
        self.chart_table = w.HTML()
        if self.chart is None:
            self.chart = self.make_chart()
        undo = w.Button(description=self.t("app.undo"), tooltip=self.t("app.undo_help"), layout=fitting())
        undo.add_class("pd-undo")
        undo.on_click(self.on_undo)
        new = w.Button(description=self.t("app.new_game"), layout=fitting())
        new.add_class("pd-new")
        new.on_click(self.on_new_game)
        self.undo_button = undo
        # Shown when another tab saved this game further: this one is not saved over it.
        self.newer_button = w.Button(description=self.t("app.open_newer"),
                                     layout=fitting(display="none"))
        self.newer_button.add_class("pd-open-newer")
        self.newer_button.on_click(self.on_open_newer)
        report = w.Button(description=self.t("app.month.prepare"), layout=fitting())
        report.add_class("pd-month-report")
        report.on_click(self.on_month_report)
        self.month_box = w.VBox()
        self.month_box.add_class("pd-month")
        self.download = w.HTML()
        self.download.add_class("pd-download")
        heading = lambda key: w.HTML(f"<h3>{esc(self.t(key))}</h3>")
        lesson_part = []
        self.lesson_box = w.VBox()
        self.lesson_box.add_class("pd-lesson-box")
        if self.lesson is not None:
            from payday.ui.app.lesson import intro_html
            self.whatif_style = w.Dropdown(
                options=[(self.t(f"app.style.{style}"), style) for style in STYLES if style != "random"],
                value="cautious", description=self.t("app.lesson.style"),
                style={"description_width": "initial"}, layout=w.Layout(width="max-content", max_width="100%"))
            self.whatif_style.add_class("pd-whatif-style")
            self.whatif_style.observe(self.on_whatif_style, names="value")
            lesson_part = [w.HTML(intro_html(self.lesson, self.lang, self.session.game.seed)),
                           self.lesson_box]
        self.children = [
            # the game's own edition, not the language's (a French page may play Pay Day)
            w.HTML(f"<h2>{esc(self.t('app.title.game', edition=i18n.edition_name(self.session.game.variant, self.lang)))}</h2>"),
            *lesson_part,
            self.status, self.newer_button,
            heading("app.decision.heading"), self.decision,
            heading("app.calendar.heading"), self.calendar,
            heading("app.panels.heading"), self.panels,
            heading("app.payday.heading"), self.payday_box,
            heading("app.chart.heading"),
            w.HBox([self.chart, self.chart_table], layout=w.Layout(flex_flow="row wrap", overflow="auto")),
            heading("app.log.heading"), self.events,
            heading("app.month.heading"), report, self.month_box,
            heading("app.tools.heading"), w.HBox([undo, new]), self.download,
            heading("app.open.heading"), self.make_upload(), self.keeper, self.watch,
        ]

    @guarded
    def redraw(self, session: Session) -> None:
        self.calendar.value = self.calendar_html()
        self.panels.value = self.panels_html()
        self.payday_box.value = self.payday_html()
        self.events.value = self.log_html()
        self.draw_chart()
        self.undo_button.disabled = not session.can_undo()
        self.newer_button.layout.display = "none" if session.newer is None else ""
        self.keep_code(session)
        self.tell_watch()
        self.download.value = (f'<a class="pd-save" download="{esc(session.save_name())}" '
                               f'href="{session.save_url()}">{esc(self.t("app.download"))}</a>')
        if self.lesson is not None:
            self.draw_lesson()
        # The status and the decision last: once they show, the rest of the page is current.
        self.draw_decision()
        self.draw_status()

    @guarded
    def on_open_newer(self, _button) -> None:
        self.session.open_newer()

    def winners_text(self, game) -> str:
        """Who won; players tied on the highest net worth share the win."""
        names = [game.players[i].name for i in game.winners()]
        if not names:
            return self.t("ui.no_winner")
        if len(names) == 1:
            return self.t("ui.winner", player=names[0])
        return self.t("ui.winners_shared", players=self.t("ui.list_separator").join(names))

    def keep_code(self, session: Session) -> None:
        """A new game's first save made its resume code: the browser keeps it."""
        where, code = session.autosave, session.resume_code
        if where is not None and code and code not in self.keeper.known(where.class_id, where.student):
            self.keeper.keep(where.class_id, where.student, code)

    def draw_status(self) -> None:
        session, game = self.session, self.session.game
        lines = []
        message = session.message
        if message is not None:
            text = esc(self.t(message.key, **message.values))
            lines.append(f'<div role="alert" class="pd-problem">⚠ {text}</div>' if message.problem
                         else f'<div class="pd-note">{text}</div>')
        if game.is_over:
            ranked = ", ".join(f"{esc(p.name)} {esc(self.money(worth))}"
                               for p, worth in game.standings())
            lines.append(f'<div class="pd-over"><b>{esc(self.t("app.game_over"))}</b> {ranked}'
                         f' <b>{esc(self.winners_text(game))}</b></div>')
        else:
            who = game.players[game.pending.player]
            key = "app.turn_human" if session.is_human(who.index) else "app.turn_bot"
            lines.append(f'<div class="pd-turn" aria-live="polite">{esc(self.t(key, name=who.name))}</div>')
        if session.autosave is not None and session.resume_code:
            lines.append(f'<div class="pd-code">{esc(self.t("app.resume.your_code"))} '
                         f'<b class="pd-code-value">{esc(session.resume_code)}</b><br>'
                         f'<small>{esc(self.t("app.resume.your_code_help"))}</small></div>')
        recent = game.events[-RECENT:]
        if recent:
            items = "".join(f"<li>{esc(i18n.describe_event(game, e, self.lang))}</li>" for e in recent)
            lines.append(f'<div class="pd-recent">{esc(self.t("app.recent"))}<ul>{items}</ul></div>')
        # The version, drawn last, tells a reader (and the browser tests) that the page is current.
        lines.append(f'<span class="pd-version" data-v="{session.version}" '
                     f'data-busy="{int(session.busy)}"></span>')
        self.status.value = "".join(lines)

    # ------------------------------------------------------------------ the decision
    def draw_decision(self) -> None:
        session, game = self.session, self.session.game
        pending = game.pending
        version = session.version
        if pending is None or not session.is_human(pending.player):
            key = "app.decision.none" if pending is None else "app.decision.wait"
            self.decision.children = [w.HTML(esc(self.t(key)))]
            return
        what = i18n.describe_decision(game, pending, self.lang)
        rows = [w.HTML(f'<p class="pd-question">{esc(what)}</p>')]
        main = [o for o in pending.options if not o.free]
        free = [o for o in pending.options if o.free]
        rows += [self.option_widget(version, option, "pd-main") for option in main]
        if free:
            rows.append(w.HTML(f"<p>{esc(self.t('app.decision.free'))}</p>"))
            rows += [self.option_widget(version, option, "pd-free") for option in free]
        self.decision.children = rows

    def option_widget(self, version: int, option, group: str) -> w.Widget:
        game = self.session.game
        label = i18n.describe_option(game, option, self.lang)
        button = w.Button(description=label, tooltip=label,
                          layout=fitting(min_width="12em"))
        button.add_class("pd-option")
        button.add_class(group)
        button.add_class(f"pd-act-{option.act.value}")
        if not option.ranged:
            button.on_click(lambda _b: self.on_answer(version, option, None))
            return button
        amount = w.IntText(value=option.low, description=self.t("app.decision.amount"),
                           layout=w.Layout(width="16em"))
        amount.add_class(group)
        amount.add_class(f"pd-amount-{option.act.value}")
        hint = w.HTML(esc(self.t("app.decision.range", low=self.money(option.low),
                                 high=self.money(option.high), step=self.money(option.step))))
        button.on_click(lambda _b: self.on_answer(version, option, amount.value))
        return w.HBox([amount, button, hint], layout=w.Layout(flex_flow="row wrap"))

    @guarded
    def on_answer(self, version: int, option, amount) -> None:
        self.session.answer(version, option, amount)

    @guarded
    def on_undo(self, _button) -> None:
        self.session.undo()

    @guarded
    def on_new_game(self, _button) -> None:
        self.session = None
        self.settings["seed"] = secrets.randbelow(100_000)
        self.status.value = ""
        self.show_start()

    # ------------------------------------------------------------------ the month's report
    @guarded
    def on_month_report(self, _button) -> None:
        """The teaching chart of the month for the player in the live chart, the same numbers
        as a table, and the chart and its transactions as downloads (data: links)."""
        from payday.analysis import frames
        from payday.analysis.charts import CONFIG_SAVE_ONLY, cash_flow_view
        from payday.analysis.export import month_downloads
        from plotly.graph_objects import FigureWidget
        game, seat = self.session.game, self.chart_seat()
        month = game.players[seat].month
        if game.players[seat].day == 0 and month > 1:
            month -= 1                      # just back at START: the month that ended
        view = cash_flow_view(frames(game), seat, month, self.lang)
        figure = FigureWidget(view.figure)   # built with its data, inside a callback
        figure._config = dict(CONFIG_SAVE_ONLY)
        links = []
        for download in month_downloads(game, seat, month, self.lang):
            if download.url is None:
                links.append(f"<li>{esc(download.message)}</li>")
            else:
                links.append(f'<li><a class="pd-month-{download.kind}" download="{esc(download.filename)}" '
                             f'href="{download.url}">{esc(download.label)}</a></li>')
        self.month_box.children = [w.HBox([figure, w.HTML(view.html())]),
                                   w.HTML(f"<ul>{''.join(links)}</ul>")]

    # ------------------------------------------------------------------ saved games
    def make_upload(self) -> w.FileUpload:
        upload = w.FileUpload(accept=".json", multiple=False,
                              description=self.t("app.open.button"), layout=fitting())
        upload.add_class("pd-open")
        upload.observe(self.on_upload, names="value")
        return upload

    @guarded
    def on_upload(self, change) -> None:
        files = change["new"]
        if not files:
            return
        content = bytes(files[0]["content"])
        change["owner"].value = ()        # so that the same file can be opened again later
        self.open_file(content)

    def open_file(self, content: bytes) -> None:
        """Open a saved game's file: a new game from the start screen, or in place of the game
        on the screen (all or nothing: a file that cannot be opened changes nothing)."""
        if self.session is None:
            try:
                game = load_game(content)
            except CorruptSave as error:
                self.show_problem("app.msg.corrupt_save", detail=describe_error(error, self.lang))
                return
            seats = [(p.name, p.bot) for p in game.players]
            session = Session(game.variant, seats, months=game.months, seed=game.seed,
                              pace=self.settings["pace"])
            if not self.settings["lang_given"]:
                self.lang = i18n.language_for(game.variant, None)
            session.lang = self.lang          # the language its messages' details are said in
            self.session = session
            self.attach_store(session, game_id_for(game.variant, game.seed))
            session.observe(self.redraw)
            self.build_game()
            session.open_saved(content)
        else:
            self.session.open_saved(content)

    # ------------------------------------------------------------------ the calendar
    def calendar_html(self) -> str:
        game = self.session.game
        pending = game.pending
        board = game.rules.board
        heads = "".join(f'<th scope="col">{esc(i18n.weekday(d, self.lang))}</th>' for d in range(7))
        cells = []
        for square in board:
            here = [p for p in game.players if p.day == square.day and not p.eliminated]
            tokens = "".join(
                f'<div class="pd-token{" pd-now" if pending and pending.player == p.index else ""}">'
                f'● {esc(p.name)}</div>' for p in here)
            name = i18n.square_name(square.kind, self.lang, n=square.n or None,
                                    variant=game.variant)
            cells.append(f'<td class="pd-day pd-square-{square.kind.value}"><b>{square.day}</b> '
                         f'<span>{esc(name)}</span>{tokens}</td>')
        rows = ["".join(cells[i:i + 7]) for i in range(0, len(cells), 7)]
        month = max((p.month for p in game.players), default=1)
        caption = esc(self.t("app.calendar.caption", month=month, months=game.months))
        # A wide table scrolls inside its own box, so a phone's page keeps its width.
        return (f'<div class="pd-scroll"><table class="pd-cal" style="border-collapse:collapse;width:100%">'
                f'<caption>{caption}</caption><thead><tr>{heads}</tr></thead><tbody>'
                + "".join(f"<tr>{row}</tr>" for row in rows) + "</tbody></table></div>" + CSS)

    # ------------------------------------------------------------------ the players
    def panels_html(self) -> str:
        session, game = self.session, self.session.game
        has_savings = Feature.SAVINGS in game.rules.features
        heads = [self.t("app.panel.player"), self.t("app.panel.cash")]
        heads += [self.t("app.panel.savings")] if has_savings else []
        heads += [self.t("app.panel.loans"), self.t("app.panel.loan_cost"),
                  self.t("app.panel.bills"), self.t("app.panel.cards"),
                  self.t("app.panel.where")]
        rows = []
        for p in game.players:
            bills = ", ".join(f"{i18n.card_name(c, self.lang)} {self.money(c.amount)}"
                              for c in p.bills) or "–"
            cards = ", ".join(i18n.card_name(c, self.lang) for c in p.deals + p.kept) or "–"
            who = self.t("app.panel.person" if session.is_human(p.index) else "app.panel.computer",
                         style=self.t(f"app.style.{p.bot}") if p.bot in STYLES else "")
            if p.eliminated:
                where = self.t("app.panel.eliminated")
            elif p.retired:
                where = self.t("app.panel.retired")
            else:
                where = self.t("app.panel.day", day=p.day, month=p.month)
            mine = session.accounts(p.index)
            cols = [f'<th scope="row">{esc(p.name)}<br><small>{esc(who)}</small></th>',
                    f'<td class="pd-cash-{p.index}">{esc(self.money(mine.cash))}</td>']
            if has_savings:
                cols.append(f'<td class="pd-savings-{p.index}">{esc(self.money(mine.savings))}</td>')
            cols += [f'<td class="pd-debt-{p.index}">{esc(self.money(mine.debt))}</td>',
                     f"<td>{esc(self.money(session.monthly_loan_cost(p.index)))}</td>",
                     f"<td>{esc(bills)}</td>", f"<td>{esc(cards)}</td>", f"<td>{esc(where)}</td>"]
            rows.append("<tr>" + "".join(cols) + "</tr>")
        head = "".join(f'<th scope="col">{esc(h)}</th>' for h in heads)
        return (f'<div class="pd-scroll"><table class="pd-table"><caption>{esc(self.t("app.panels.caption"))}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>")

    # ------------------------------------------------------------------ Pay Day
    def payday_html(self) -> str:
        session, game = self.session, self.session.game
        parts = []
        for p in game.players:
            summaries = session.payday_summaries(p.index)
            if not summaries:
                continue
            s = summaries[-1]
            rows = [f"<tr><td>{esc(i18n.reason_name(r, self.lang))}</td>"
                    f'<td class="pd-in">+{esc(self.money(a))}</td></tr>' for r, a in s["in"].items()]
            rows += [f"<tr><td>{esc(i18n.reason_name(r, self.lang))}</td>"
                     f'<td class="pd-out">−{esc(self.money(a))}</td></tr>' for r, a in s["out"].items()]
            rows.append(f'<tr><th scope="row">{esc(self.t("app.payday.cash_after"))}</th>'
                        f'<td>{esc(self.money(s["cash"]))}</td></tr>')
            if Feature.SAVINGS in game.rules.features:
                rows.append(f'<tr><th scope="row">{esc(self.t("app.payday.savings_after"))}</th>'
                            f'<td>{esc(self.money(s["savings"]))}</td></tr>')
            rows.append(f'<tr><th scope="row">{esc(self.t("app.payday.debt_after"))}</th>'
                        f'<td>{esc(self.money(s["debt"]))}</td></tr>')
            caption = esc(self.t("app.payday.caption", name=p.name, month=s["month"]))
            parts.append(f'<table class="pd-table pd-payday-{p.index}"><caption>{caption}</caption>'
                         f'<tbody>{"".join(rows)}</tbody></table>')
        if not parts:
            return f"<p>{esc(self.t('app.payday.none'))}</p>"
        return '<div style="display:flex;flex-wrap:wrap;gap:1em">' + "".join(parts) + "</div>"

    # ------------------------------------------------------------------ the log
    def log_html(self) -> str:
        game = self.session.game
        latest = game.events[::-1][:MAX_LOG]
        items = "".join(f"<li>{esc(i18n.describe_event(game, event, self.lang))}</li>"
                        for event in latest)
        return f'<ol reversed start="{len(game.events)}">{items}</ol>'

    # ------------------------------------------------------------------ the live chart
    def chart_seat(self) -> int:
        session, game = self.session, self.session.game
        if game.pending is not None and session.is_human(game.pending.player):
            return game.pending.player
        humans = [p.index for p in game.players if session.is_human(p.index)]
        return humans[0] if humans else 0

    def make_chart(self):
        """The live chart, built with its traces and layout: Voila only shows a figure's
        state as it was when the widget was created, so later changes happen in callbacks.
        It is created when a game starts, which keeps plotly out of the first screen: importing
        it costs a kernel about a second of CPU (see benchmarks/app.py), which thirty kernels
        starting together on two cores cannot afford before their pages render."""
        from plotly.graph_objects import FigureWidget, Layout, Scatter
        names = [self.t("app.panel.cash"), self.t("app.panel.savings"), self.t("app.panel.loans")]
        traces = [Scatter(x=[0], y=[0], name=name, mode="lines+markers", visible=shown,
                             line=dict(color=colour, dash=dash, shape="hv"))
                  for name, colour, dash, shown in zip(names, COLOURS, DASHES, self.chart_lines())]
        return FigureWidget(data=traces, layout=Layout(
            height=260, width=480, margin=dict(l=40, r=10, t=30, b=30),
            legend=dict(orientation="h", y=-0.2), title=dict(text=""),
            # Money written as the app writes it: the language's separators, whole units.
            separators=i18n.separators(self.lang),
            xaxis=dict(separatethousands=True),
            yaxis=dict(tickformat=",d", hoverformat=",.0f", separatethousands=True)))

    def chart_lines(self) -> list[bool]:
        """Which of cash, savings and loans the live chart draws: savings only in an edition
        with a savings book (a new game may be of another edition than the chart's first)."""
        return [True, Feature.SAVINGS in self.session.game.rules.features, True]

    def draw_chart(self) -> None:
        seat = self.chart_seat()
        series = self.session.money_history(seat)
        game = self.session.game
        names = [self.t("app.panel.cash"), self.t("app.panel.savings"), self.t("app.panel.loans")]
        lines = self.chart_lines()
        with self.chart.batch_update():
            for trace, ys, name, shown in zip(self.chart.data, series, names, lines):
                trace.x = list(range(len(ys)))
                trace.y = ys
                trace.name = name
                trace.visible = shown
            # plotly reads HTML in titles: the student's name is escaped (shown as typed)
            self.chart.layout.title.text = esc(self.t("app.chart.title", name=game.players[seat].name))
            self.chart.layout.separators = i18n.separators(self.lang)
        rows = "".join(f'<tr><th scope="row">{esc(n)}</th><td>{esc(self.money(ys[-1]))}</td></tr>'
                       for n, ys, shown in zip(names, series, lines) if shown)
        summary = self.t("app.chart.summary", name=game.players[seat].name,
                         moves=len(series[0]) - 1)
        self.chart_table.value = (f'<table class="pd-table"><caption>{esc(summary)}</caption>'
                                  f"<tbody>{rows}</tbody></table>")


CSS = """<style>
.pd-cal td{border:1px solid #888;vertical-align:top;padding:4px;width:14%;height:4.5em;font-size:90%}
.pd-cal th{padding:4px}
.pd-token{font-weight:600}
.pd-now{outline:3px solid #0072B2}
.pd-table{border-collapse:collapse;margin:4px}
.pd-table td,.pd-table th{border:1px solid #bbb;padding:3px 8px;text-align:left}
.pd-problem{border:2px solid #D55E00;padding:6px;font-weight:600}
.pd-turn{font-size:120%;font-weight:600}
.pd-scroll{overflow-x:auto;max-width:100%}
.pd-app .widget-html-content{max-width:100%}
@media (max-width:480px){.pd-cal td{font-size:70%;padding:2px;height:3.5em}}
</style>"""
