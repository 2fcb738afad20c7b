"""The students' app: the page that switches between its screens. It observes a `Session` and
draws it; it computes no rules.

The screens are apart, and each asks the app only what `payday.ui.app.screen.Host` says (never
`App` itself): the start screen (`payday.ui.app.start`), resuming a game from the class store
(`payday.ui.app.resume`), a lesson's first screen (`payday.ui.app.lesson`), the game screen
(`payday.ui.app.game`, which draws the pure HTML of `payday.ui.app.render`), a lesson's quiz
(`payday.ui.app.quiz`). The start screen is imported with the app; each other screen when it is
first shown, so that its libraries (plotly, the lessons' modules) stay off the first screen.
`App` holds what outlives a screen: the settings of the link, the language, the session, the
class store, the status area and the page's invisible guards.

Every word comes from the catalogs (`payday.i18n`), every number from the engine. Every
callback is guarded, so a problem becomes a plain message in the status area and a student
never sees a traceback. Standard widgets with descriptions, in reading order, keep the app
usable from the keyboard; the calendar is one HTML table, not a grid of buttons.
"""
from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlencode

import ipywidgets as w

from payday import i18n
from payday.classroom.guesses import page_source
from payday.classroom.records import MAX_NAME
from payday.classroom.store import Store
from payday.editions import EDITIONS, load_game, rules_of
from payday.engine import saves
from payday.engine.decisions import CorruptSave
from payday.engine.game import Game
from payday.i18n.errors import describe_error
from payday.teaching.countries import COUNTRIES, UnknownCountry, country_for
from payday.teaching.countries import country as country_of
from payday.ui.shared.page import browser_languages
from payday.ui.app.keeper import CodeKeeper
from payday.ui.app.render import panels_html, problem_html, winners_text
from payday.ui.app.resume import Resumer
from payday.ui.app.session import Autosave, Session, game_id_for
from payday.ui.app.screen import Settings
from payday.ui.app.start import HUMAN, StartScreen
from payday.ui.shared.html import detail, esc, guarded, words
from payday.ui.shared.kit import fitting
from payday.ui.shared.replaced import replace
from payday.ui.shared.watch import PageWatch, picked_file

if TYPE_CHECKING:        # types only: each screen's module is imported when it is first shown
    from payday.teaching.scenarios import Scenario
    from payday.ui.app.game import GameScreen


class FirstScreen(Protocol):
    """A first screen (`StartScreen`, a lesson's `LessonStart`): its widgets, read back."""

    def widgets(self) -> list[Any]: ...

    def read(self) -> None: ...


class App(w.VBox):   # type: ignore[misc]  # ipywidgets ships no types
    """The whole app: a start screen (or a lesson's), then the game."""

    def __init__(self, variant: str | None = None, lang: str | None = None, months: int = 1,
                 seed: int | None = None, pace: float = 0.8, class_id: str | None = None,
                 student: str | None = None, lesson: str | None = None,
                 quiz: str | None = None, resume: str | None = None, country: str | None = None,
                 **_ignored: Any) -> None:
        super().__init__()
        self.add_class("pd-app")
        # A lesson link opens its scenario: its edition, months and game number.
        self.lesson: Scenario | None = None
        unknown_lesson, lesson_numbers = None, list[str]()
        if lesson is not None:
            # The lessons' modules: a lesson's link only, not the first screen of a game.
            from payday.teaching.lessons import SCENARIOS, scenario
            lesson_numbers = list(SCENARIOS)
            try:
                self.lesson = scenario(lesson)
            except ValueError:
                unknown_lesson = lesson
        if self.lesson is not None:
            variant, months = self.lesson.edition, self.lesson.months
            seed = self.lesson.seed if seed is None else seed
        self.quiz_moment = quiz if self.lesson is not None and quiz in ("pre", "post") else None
        variant = variant if variant in EDITIONS else next(iter(EDITIONS))
        self.lang = i18n.choose(lang, None, browser_languages(), i18n.edition_language(variant))
        # Whose real figures a lesson quotes: the link's country, else the language's.
        self.country = country_for(self.lang)
        unknown_country = None
        if country is not None:
            try:
                self.country = country_of(country).code
            except UnknownCountry:
                unknown_country = country
        self.session: Session | None = None
        self.settings: Settings = {
            "variant": variant, "months": months,
            "seed": secrets.randbelow(100_000) if seed is None else seed,
            "pace": pace, "lang_link": i18n.normalise(lang), "lang_menu": None, "class_id": class_id or "",
            "student": student or "", "seats": [("", HUMAN), ("", "saver"), ("", "borrower")]}
        self.store: Store | None = None   # the class store, opened when a game has a class
        # Whose browser this page is, as the class server told its kernel: guesses, new games'
        # quotas and quiz answers are counted and kept by it (`payday.classroom.guesses`).
        self.source = page_source()
        self.store_error = ""
        self.status = w.HTML(layout=w.Layout(min_height="2em"))
        self.status.add_class("pd-status")
        self.chart: Any = None      # the live chart, built at the start of the first game
        self.start_screen: FirstScreen | None = None
        self.game_screen: GameScreen | None = None
        self.off_screen: list[Any] = []     # the screen's widgets shown only sometimes
        # The resume codes this browser kept (localStorage); invisible, on every screen.
        self.keeper = CodeKeeper(layout=w.Layout(width="0", height="0", overflow="hidden"))
        self.resumer = Resumer(self)
        self.keeper.observe(self.resumer.on_codes, names="codes")
        # The browser's guards: a kernel gone, a file too large (invisible until needed).
        self.watch = PageWatch(layout=w.Layout(width="0", height="0", overflow="hidden"),
                               max_upload=saves.MAX_BYTES)
        self.watch.on_msg(self.on_page_message)
        self.tell_watch()
        self.show_start()
        if unknown_lesson is not None:
            self.show_problem("app.lesson.unknown", number=unknown_lesson,
                              lessons=i18n.typography(self.lang).list_separator.join(lesson_numbers))
        elif unknown_country is not None:
            self.show_problem("country.unknown", code=unknown_country,
                              countries=i18n.typography(self.lang).list_separator.join(COUNTRIES),
                              country=self.t(f"country.name.{self.country}"))
        if resume and self.settings["class_id"] and self.student_name():
            self.resumer.resume_by_code(resume)     # the link of a page whose kernel was gone

    # ------------------------------------------------------------------ helpers
    def t(self, key: str, **values: Any) -> str:
        return words(self.lang)(key, **values)

    def page_language(self, edition: str) -> str:
        """The page's language for a game of `edition`, by the pages' one policy
        (`payday.i18n.languages.choose`): the link's, the menu's, the browser's, the edition's."""
        s = self.settings
        return i18n.choose(s["lang_link"], s["lang_menu"], browser_languages(), i18n.edition_language(edition))

    def money(self, amount: int) -> str:
        game = self.session.game if self.session else None
        currency = game.rules.currency if game else rules_of(self.settings["variant"]).currency
        return i18n.money(amount, currency, self.lang)

    def show_problem(self, key: str, **values: Any) -> None:
        self.status.value = problem_html(self.t(key, **values))

    def callback_failed(self, error: Exception) -> None:
        """An unexpected error, told on the page. "Nothing was changed" is said only when no
        save holds the game as it is now: a save that did happen is said instead."""
        session = self.session
        saved = session is not None and session.saved_as_shown()
        self.show_problem("app.msg.unexpected_saved" if saved else "app.msg.unexpected",
                          detail=detail(error))

    def panels_html(self) -> str:
        """The players' panels of the game on the screen."""
        assert self.session is not None
        return panels_html(self.session, self.lang)

    def winners_text(self, game: Game[Any]) -> str:
        return winners_text(game, self.lang)

    def on_answer(self, version: int, option: Any, amount: Any) -> None:
        """A person's answer to the decision shown at `version` (as its button gives it)."""
        if self.game_screen is not None:
            self.game_screen.on_answer(version, option, amount)

    def resume_by_code(self, code: str) -> None:
        """Resume the game `code` opens for the link's class and student (see `Resumer`)."""
        self.resumer.resume_by_code(code)

    # ------------------------------------------------------------------ the class store
    def class_store(self) -> Store | None:
        """The class store (PAYDAY_STORE, see payday.classroom.store), opened once. None, with a
        plain message, if it cannot be opened: the game is then played without it."""
        if self.store is None:
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

    def names_too_long(self, *names: str) -> bool:
        """Whether a typed name (or class) is past `MAX_NAME` characters; if so, the student is
        told so in their language."""
        if any(len(name.strip()) > MAX_NAME for name in names):
            self.show_problem("app.msg.name_too_long", limit=MAX_NAME)
            return True
        return False

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
            session.autosave = Autosave(store, class_id, student, game_id, self.source)

    # ------------------------------------------------------------------ switching screens
    def show(self, screen: list[Any], off_screen: list[Any] | None = None) -> None:
        """Show a screen's widgets in place of the last screen's, closing those no screen
        shows again (`payday.ui.shared.replaced`), the last screen's `off_screen` ones too: what
        outlives a screen is the App's own."""
        kept = [self.status, self.keeper, self.watch, self.resumer.box, self.chart]
        replace(self, screen, keep=[widget for widget in kept if widget is not None],
                off_screen=self.off_screen)
        self.off_screen = off_screen or []

    def read_start(self) -> None:
        """The start screen's fields into the settings."""
        if self.start_screen is not None:
            self.start_screen.read()

    def show_start(self) -> None:
        """The first screen: a lesson's quiz or its situation, else the start screen."""
        self.game_screen = None
        if self.lesson is not None and self.quiz_moment:   # ?lesson=03&quiz=pre: the quiz first
            self.show_quiz(self.quiz_moment)
            return
        if self.lesson is not None:
            self.show_lesson_start()
            return
        self.start_screen = StartScreen(self)
        self.show(self.start_screen.widgets())

    def show_lesson_start(self) -> None:
        """A lesson's first screen (after its quiz)."""
        from payday.ui.app.lesson import LessonStart   # the lessons' modules: a lesson's link only
        self.start_screen = LessonStart(self)
        self.show(self.start_screen.widgets())

    def show_quiz(self, moment: str) -> None:
        from payday.ui.app.quiz import QuizScreen      # the quizzes' questions, for a lesson only
        self.quiz_moment, self.start_screen = moment, None
        self.show([QuizScreen(self, moment, self.country), self.keeper])

    def new_game(self) -> None:
        """Back to the start screen, with another game number."""
        self.session = None
        self.settings["seed"] = secrets.randbelow(100_000)
        self.status.value = ""
        self.show_start()

    def begin(self, session: Session) -> None:
        """Play `session`'s game on the game screen."""
        session.lang = self.lang              # the language its messages' details are said in
        if self.lesson is None:               # a lesson's game resumed from the store
            # the lessons' modules: at a game, never on the first screen
            from payday.teaching.lessons import lesson_of
            self.lesson = lesson_of(session.game)
        self.session = session
        screen = self.build_game(session)
        screen.redraw(session)
        session.run_bots()

    def build_game(self, session: Session) -> GameScreen:
        from payday.ui.app.game import GameScreen      # plotly's live chart: at the first game
        self.start_screen = None
        screen = self.game_screen = GameScreen(self, session)
        session.observe(screen.redraw)
        self.show(screen.widgets(), off_screen=screen.off_screen())
        return screen

    # ------------------------------------------------------------------ saved games
    def open_file(self, content: bytes) -> None:
        """Open a saved game's file: a new game from the start screen, or in place of the game
        on the screen (all or nothing: a file that cannot be opened changes nothing)."""
        if self.session is not None:
            self.session.open_saved(content)
            return
        try:
            game = load_game(content)
        except CorruptSave as error:
            self.show_problem("app.msg.corrupt_save", detail=describe_error(error, self.lang))
            return
        session = Session(game.variant, [(p.name, p.bot) for p in game.players], months=game.months,
                          seed=game.seed, pace=self.settings["pace"])
        self.lang = self.page_language(game.variant)
        session.lang = self.lang          # the language its messages' details are said in
        self.session = session
        self.attach_store(session, game_id_for(game.variant, game.seed))
        self.build_game(session)
        session.open_saved(content)

    # ------------------------------------------------------------------ the page's guards
    def tell_watch(self) -> None:
        """Give the browser, ahead, what to say if this kernel goes, and how to resume: the
        class, the student and the resume code of the game being saved, if one is."""
        session = self.session
        where = session.autosave if session is not None else None
        query = ""
        if session is not None and where is not None and session.resume_code:
            query = urlencode({"class": where.class_id, "student": where.student,
                               "resume": session.resume_code, "lang": self.lang})
        saved = bool(query)
        self.watch.set_trait("gone_text", self.t("app.gone.saved" if saved else "app.gone.unsaved"))
        self.watch.set_trait("resume_label", self.t("app.gone.resume"))
        self.watch.set_trait("reload_label", self.t("app.gone.reload"))
        self.watch.set_trait("resume_query", query)

    @guarded
    def on_page_message(self, _widget: Any, content: Any, buffers: list[Any]) -> None:
        """A file from the page's picker (see `payday.ui.shared.watch`): open it, or, when the browser
        stopped it as too large, say what a file too large gets."""
        file = picked_file(content, buffers) if isinstance(content, dict) else None
        if file is None:                    # the end of a choice, or nothing a picker sends
            return
        if file.content is not None:
            self.open_file(file.content)
            return
        error = saves.too_large(file.size)
        if self.session is None:
            self.show_problem("app.msg.corrupt_save", detail=describe_error(error, self.lang))
        else:                               # as the session tells a file it cannot open
            self.session.tell_error("app.msg.corrupt_save", error)
            self.session.notify()

    def upload_button(self) -> w.FileUpload:
        """The button that opens a saved game's file (the page's picker takes its clicks)."""
        upload = w.FileUpload(accept=".json", multiple=False,
                              description=self.t("app.open.button"), layout=fitting())
        upload.add_class("pd-open")
        upload.observe(self.on_upload, names="value")
        return upload

    @guarded
    def on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        content = bytes(files[0]["content"])
        change["owner"].value = ()        # so that the same file can be opened again later
        self.open_file(content)

    def heading(self, key: str) -> w.HTML:
        return w.HTML(f"<h3>{esc(self.t(key))}</h3>")

