"""The teacher dashboard's widgets: what `notebooks/teacher.ipynb` shows, as one object.

`TeacherDashboard` holds the class's games (from the store or uploaded) and draws them in
sections: the title and how students join, the class at a glance, the lessons' view, one
student's game, the leaderboard, resume codes and forgetting. The figures come from
`payday.ui.dashboard.data` (rows from each game's ledger), the words from the catalogs in the
teacher's language, the palette of the teaching charts (`payday.analysis.palette`), the
tables from `payday.ui.shared.kit`.

A store that fails (damaged, locked, gone) is said once in the status, and the dashboard goes
on with what it has and with uploads. A game that cannot be replayed or shown is listed with its
reason, and the class is drawn without it; games are replayed once per revision and within a
time budget (`payday.ui.dashboard.replays`), the rest listed as pending. Every callback is
guarded, and each part of the page is drawn apart: a teacher never sees a traceback, and one
part that fails leaves the others drawn. Another section (a quiz, say) joins with `add_section`: any widget with a
`show(loaded, lang)` method, redrawn with the class and in the teacher's language.
"""
from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any, Protocol

import ipywidgets as W
import pandas as pd

from payday import i18n
from payday.analysis import charts
from payday.analysis.class_charts import glance_figures
from payday.analysis.frames import frames
from payday.engine.saves import MAX_BYTES, too_large
from payday.i18n.notebook import HTML   # dollar amounts are not read as TeX
from payday.classroom.store import Store, default_location

from payday.classroom.records import Loaded, Problem, Row, StoreError, read_games
from payday.classroom.links import settings_from_query
from payday.ui.shared.page import browser_languages, query_string

from payday.ui.dashboard import data as dashboard
from payday.ui.shared.html import detail, esc, guarded, words
from payday.ui.shared.kit import table_html
from payday.ui.shared.show import show, show_table, show_view
from payday.ui.dashboard.lesson import LessonView
from payday.ui.dashboard.quiz import quiz_view
from payday.ui.dashboard.replays import Replays
from payday.ui.dashboard.unlock import UnlockView
from payday.ui.shared.redraw import redrawn
from payday.ui.shared.watch import PageWatch, PickedFile

WIDE = {"description_width": "initial"}


class Section(Protocol):
    """A part of the dashboard drawn over the class's games (the lesson view, a quiz view)."""

    def show(self, loaded: list[Loaded], lang: str) -> None: ...


# ------------------------------------------------------------------ pure pieces (tested in process)
def intro_html(lang: str) -> str:
    """The title, what the dashboard is for, and how games reach it."""
    t = words(lang)
    server = t("dashboard.intro.server", server=f"<b>{esc(t('dashboard.intro.server_label'))}</b>",
               command="<code>./workbook app</code>")
    binder = t("dashboard.intro.binder", binder=f"<b>{esc(t('dashboard.intro.binder_label'))}</b>")
    return (f"<h1>{esc(t('dashboard.title'))}</h1><p>{esc(t('dashboard.intro'))}</p>"
            f"<ul><li>{server}</li><li>{binder}</li></ul><p>{esc(t('dashboard.intro.damaged'))}</p>")


def heading_html(key: str, lang: str, note: str | None = None) -> str:
    """A section's heading, with its note under it."""
    text = f"<h2>{esc(i18n.t(key, lang))}</h2>"
    return text + (f"<p>{esc(i18n.t(note, lang))}</p>" if note else "")


def status_html(loaded: int, problems: list[Problem], lang: str, store_problem: str | None = None,
                unexpected: str | None = None, pending: int = 0) -> str:
    """How many games loaded, how many wait for their replay, and which files did not load and
    why, in `lang` (the store's own English message as a tooltip)."""
    def reason(problem: Problem) -> str:
        return (f'<span title="{esc(problem.message)}">'
                f"{esc(dashboard.problem_reason(problem, lang))}</span>")

    lines = [f"<li>{i18n.t('dashboard.problem', lang, file=f'<b>{esc(p.source)}</b>', reason=reason(p))}</li>"
             for p in problems]
    text = (f'<p class="pd-store-problem" title="{esc(store_problem)}">{esc(i18n.t("dashboard.store_error", lang))}</p>'
            if store_problem else "")
    if unexpected:
        text += (f'<p class="pd-problem">'
                 f'{esc(i18n.t("dashboard.unexpected", lang, detail=unexpected))}</p>')
    text += f"<p>{esc(dashboard.count('dashboard.loaded', loaded, lang))}</p>"
    if pending:
        text += f'<p class="pd-pending">{esc(dashboard.count("dashboard.pending", pending, lang))}</p>'
    if lines:
        text += f"<p>{esc(i18n.t('dashboard.not_loaded', lang))}</p><ul>{''.join(lines)}</ul>"
    return text


def codes_html(store_rows: list[Row], lang: str) -> str:
    """Every game's resume code in a table (empty if the class has none)."""
    records = dashboard.code_table(store_rows, lang)
    if not records:
        return ""
    return table_html(pd.DataFrame(records), i18n.t("dashboard.codes.caption", lang))


def export_html(rows: list[dashboard.StudentRow], class_id: str | None, lang: str) -> str:
    """The class as CSV, a `data:` link (a file on the server would not reach the browser)."""
    if not rows:
        return ""
    name = f"class-{class_id or 'uploads'}.csv"
    return (f'<a class="pd-export-csv" download="{esc(name)}" '
            f'href="{dashboard.csv_url(dashboard.class_csv(rows, lang))}">'
            f'{esc(i18n.t("dashboard.export", lang))}</a>')


# ------------------------------------------------------------------ the widgets
class TeacherDashboard:
    """The dashboard's state (the store, the loaded games, the language) and its sections.

    `TeacherDashboard.from_page()` reads the page's ?lang= and the environment: PAYDAY_STORE (a
    file path or a postgresql:// URL; the default store otherwise) and PAYDAY_APP_URL (the
    students' link, set by `./workbook app --class`)."""

    def __init__(self, lang: str = "en", store_location: str | None = None, app_url: str = "") -> None:
        self.lang, self.app_url = lang, app_url
        self.loaded: list[Loaded] = []
        self.problems: list[Problem] = []
        self.pending: list[str] = []                   # games not replayed yet (the budget ran out)
        self.student_rows: list[dashboard.StudentRow] = []
        self.made_rows: dashboard.Made = {}           # each game's rows, kept while it is shown
        self.replays = Replays()
        self.store_problem: str | None = None
        self.unexpected: str | None = None
        self.store: Store | None = None
        class_ids: list[str] = []
        try:
            self.store = Store(store_location or default_location())
            class_ids = self.store.classes()
        except StoreError as error:
            self.store_problem = str(error)
        self._relabelling = False
        self._build(class_ids)
        self.relabel()
        self.load_from_store()

    @classmethod
    def from_page(cls) -> TeacherDashboard:
        link = settings_from_query(query_string()).get("lang")      # the pages' one policy
        lang = i18n.choose(link, None, browser_languages())
        return cls(lang, os.environ.get("PAYDAY_STORE"), os.environ.get("PAYDAY_APP_URL", ""))

    def t(self, key: str, **values: Any) -> str:
        return words(self.lang)(key, **values)

    def callback_failed(self, error: Exception) -> None:
        """A callback's error becomes a line in the status, never a traceback."""
        self.unexpected = detail(error)
        self.draw_status()

    # -------------------------------------------------------------- building
    def _build(self, class_ids: list[str]) -> None:
        self.language = W.Dropdown(style=WIDE)
        self.intro, self.status = W.HTML(), W.HTML(layout=W.Layout(margin="4px 0"))
        self.choose_class = W.Dropdown(options=class_ids, value=class_ids[0] if class_ids else None,
                                       style=WIDE)
        self.reload_button = W.Button(icon="refresh", layout=W.Layout(width="auto"))
        self.upload = W.FileUpload(accept=".json", multiple=True, layout=W.Layout(width="max-content"))
        # In the browser the upload button's click opens the watch's picker, which stops a file
        # too large before it is sent (a file past the websocket's limit dropped the page's
        # connection without a word) and sends the others one by one; and when the page's
        # kernel is gone, a banner says so and offers a reload (`payday.ui.shared.watch`).
        self.watch = PageWatch(layout=W.Layout(width="0", height="0", overflow="hidden"),
                               max_upload=MAX_BYTES, picker_for="button.pd-upload", multiple=True)
        self.watch.on_pick(self.load_picked_file, self.refresh_after_upload)
        self.show_board, self.anonymous = W.Checkbox(value=False, style=WIDE), W.Checkbox(value=True, style=WIDE)
        self.choose_student = W.Dropdown(style=WIDE)
        self.glance_heading, self.student_heading, self.board_heading = W.HTML(), W.HTML(), W.HTML()
        self.glance, self.board_area, self.student_area = W.Output(), W.Output(), W.Output()
        self.join = W.HTML()                                   # the students' link and its QR code
        self.export_link = W.HTML()                            # the class as CSV, a data: link
        self.codes_heading, self.codes_area = W.HTML(), W.HTML()
        self.show_codes = W.Checkbox(value=False, style=WIDE)  # resume codes hidden until asked for
        self.forget_heading = W.HTML()
        self.forget_what = W.Dropdown(style=WIDE, layout=W.Layout(width="max-content", max_width="100%"))
        self.forget_button, self.forget_yes, self.forget_no = W.Button(), W.Button(button_style="danger"), W.Button()
        self.forget_question, self.forget_status = W.HTML(), W.HTML()
        self.forget_confirm = W.VBox([self.forget_question, W.HBox([self.forget_yes, self.forget_no])],
                                     layout=W.Layout(display="none"))
        self.lesson_view = LessonView(self.lang, self.app_url)               # the class at a lesson's key decision
        self.unlock_view = UnlockView(self.store, self.choose_class, self.lang)   # names locked for codes
        for widget, name in ((self.join, "pd-join-box"), (self.export_link, "pd-export"),
                             (self.show_codes, "pd-show-codes"), (self.codes_area, "pd-codes"),
                             (self.forget_what, "pd-forget-what"), (self.forget_button, "pd-forget"),
                             (self.forget_yes, "pd-forget-yes"), (self.forget_no, "pd-forget-no"),
                             (self.forget_question, "pd-forget-question"), (self.upload, "pd-upload"),
                             (self.forget_status, "pd-forget-status"), (self.status, "pd-status"),
                             (self.choose_class, "pd-class-menu"), (self.choose_student, "pd-student-menu")):
            widget.add_class(name)
        # The page's sections in order; each is one cell of the notebook.
        self.sections: dict[str, W.Widget] = {
            "intro": W.VBox([self.language, self.intro, self.join]),
            "glance": W.VBox([self.glance_heading, W.HBox([self.choose_class, self.reload_button]),
                              self.upload, self.watch, self.status, self.glance, self.export_link]),
            "lesson": self.lesson_view,
            # the class's quizzes before and after each lesson; it follows the class and language menus
            "quiz": quiz_view(self.lang, self.store, self.choose_class, self.language),
            "student": W.VBox([self.student_heading, self.choose_student, self.student_area]),
            "board": W.VBox([self.board_heading, W.HBox([self.show_board, self.anonymous]), self.board_area]),
            "codes": W.VBox([self.codes_heading, self.show_codes, self.codes_area]),
            "unlock": self.unlock_view,
            "forget": W.VBox([self.forget_heading,
                              W.HBox([self.forget_what, self.forget_button], layout=W.Layout(flex_flow="row wrap")),
                              self.forget_confirm, self.forget_status]),
        }
        self.class_sections: list[Section] = [self.lesson_view, self.unlock_view]
        self.language.observe(self.on_language, "value")
        self.reload_button.on_click(self.load_from_store)
        self.choose_class.observe(self.load_from_store, "value")
        self.upload.observe(self.load_uploads, "value")
        self.show_board.observe(self.draw_board, "value")
        self.anonymous.observe(self.draw_board, "value")
        self.choose_student.observe(self.draw_student, "value")
        self.show_codes.observe(self.draw_codes, "value")
        self.forget_button.on_click(self.ask_to_forget)
        self.forget_yes.on_click(self.forget)
        self.forget_no.on_click(self.cancel_forget)

    def add_section(self, name: str, section: W.Widget, *, after: str | None = None) -> None:
        """Another section of the page (drawn over the class's games when it has a
        `show(loaded, lang)` method), after the section `after` or at the end."""
        order = list(self.sections.items())
        at = [n for n, _ in order].index(after) + 1 if after else len(order)
        self.sections = dict(order[:at] + [(name, section)] + order[at:])
        if hasattr(section, "show"):
            self.class_sections.append(section)
            section.show(self.loaded, self.lang)

    def display(self, *names: str) -> None:
        """Show these sections (all of them, in order, if none is named)."""
        for name in names or tuple(self.sections):
            show(self.sections[name])

    # -------------------------------------------------------------- words
    def relabel(self) -> None:
        """Every widget's words, and the intro, in the dashboard's language."""
        t, lang = self.t, self.lang
        self._relabelling = True     # new options reset the menu's value: put it back quietly
        try:
            self.language.options = [(i18n.t(f"app.lang.{code}", lang), code) for code in i18n.LANGUAGES]
            self.language.value = lang
        finally:
            self._relabelling = False
        self.language.description = i18n.t("app.start.language", lang)
        self.choose_class.description = t("dashboard.class")
        self.reload_button.description = t("dashboard.reload")
        self.upload.description = t("dashboard.upload")
        self.show_board.description = t("dashboard.show_board")
        self.anonymous.description = t("dashboard.anonymous")
        self.choose_student.description = t("dashboard.student")
        self.glance_heading.value = heading_html("dashboard.glance.heading", lang)
        self.student_heading.value = heading_html("dashboard.student.heading", lang)
        self.board_heading.value = heading_html("dashboard.board.heading", lang, "dashboard.board.note")
        self.join.value = heading_html("dashboard.join.heading", lang) + dashboard.join_html(self.app_url, lang)
        self.codes_heading.value = heading_html("dashboard.codes.heading", lang, "dashboard.codes.note")
        self.show_codes.description = t("dashboard.codes.show")
        self.forget_heading.value = heading_html("dashboard.forget.heading", lang, "dashboard.forget.note")
        self.forget_what.description = t("dashboard.forget.what")
        self.forget_button.description = t("dashboard.forget.button")
        self.forget_yes.description = t("dashboard.forget.yes")
        self.forget_no.description = t("dashboard.forget.cancel")
        self.intro.value = intro_html(lang)
        self.watch.gone_text = t("dashboard.gone")       # said by the browser once the kernel is gone
        self.watch.reload_label = i18n.t("app.gone.reload", lang)

    @guarded
    def on_language(self, change: dict[str, Any]) -> None:
        if self._relabelling:
            return
        self.lang = change["new"]
        self.relabel()
        self.draw_all()

    # -------------------------------------------------------------- drawing
    def rows(self) -> list[dashboard.StudentRow]:
        """The class's rows, made once per load (`refresh`)."""
        return self.student_rows

    def draw_all(self) -> None:
        """Every part of the page, each apart: one that fails is told in the status and the
        others are drawn."""
        rows = self.rows()
        parts: list[Callable[[], object]] = [
            lambda: self.draw_glance(rows), self.draw_board, self.draw_student,
            lambda: setattr(self.export_link, "value",
                            export_html(rows, self.choose_class.value, self.lang)),
            self.draw_codes, self.draw_forget]
        parts += [functools.partial(section.show, self.loaded, self.lang)
                  for section in self.class_sections]
        for part in parts:
            try:
                part()
            except Exception as error:     # noqa: BLE001 - one part must not hide the others
                self.unexpected = detail(error)
        self.draw_status()

    def draw_glance(self, rows: list[dashboard.StudentRow]) -> None:
        with redrawn(self.glance):
            if not rows:
                show(HTML(f"<p>{esc(self.t('dashboard.no_games'))}</p>"))
                return
            worths, flows = glance_figures(pd.DataFrame(dashboard.as_records(rows)), self.lang)
            worths.show(config=charts.CONFIG)
            show(HTML(f"<p>{esc(dashboard.class_summary(dashboard.class_totals(rows), self.lang))}</p>"))
            flows.show(config=charts.CONFIG)
            show_table(pd.DataFrame(dashboard.class_table(rows, self.lang)), self.t("dashboard.table.caption"))

    @guarded
    def draw_board(self, _change: Any = None) -> None:
        rows = self.rows()
        with redrawn(self.board_area):
            if self.show_board.value and rows:
                show_table(pd.DataFrame(dashboard.leaderboard_table(rows, anonymous=self.anonymous.value,
                                                                    lang=self.lang)),
                           self.t("dashboard.board.caption"))

    @guarded
    def draw_student(self, _change: Any = None) -> None:
        with redrawn(self.student_area):
            if self.choose_student.value is None:
                return
            f = frames(self.loaded[self.choose_student.value].game)
            for view in (charts.net_worth_view(f, self.lang), charts.interest_view(f, lang=self.lang)):
                show_view(view)

    def draw_status(self) -> None:
        self.status.value = status_html(len(self.loaded), self.problems, self.lang, self.store_problem,
                                        self.unexpected, len(self.pending))

    @guarded
    def draw_codes(self, _change: Any = None) -> None:
        """Every game's resume code, only while the teacher asks (never on a projected screen)."""
        self.codes_area.value = codes_html(self.stored_rows(), self.lang) if self.show_codes.value else ""

    def draw_forget(self) -> None:
        """What can be forgotten in the chosen class; the confirmation hidden until asked."""
        self.forget_confirm.layout.display = "none"
        chosen = self.choose_class.value
        targets = dashboard.forget_targets(self.stored_rows(), chosen, self.lang) if chosen else []
        self.forget_what.options = targets
        self.forget_button.disabled = not targets

    # -------------------------------------------------------------- the class's games
    def store_failed(self, error: StoreError) -> None:
        """A store that fails while in use: said in the status; the dashboard goes on with
        what it has and with uploads."""
        self.store_problem = str(error)

    def stored_rows(self) -> list[Row]:
        """The chosen class's rows in the store (keys, codes), without replaying the games."""
        if self.store is None or self.choose_class.value is None:
            return []
        try:
            return self.store.rows(self.choose_class.value)
        except StoreError as error:
            self.store_failed(error)
            return []

    def refresh(self) -> None:
        """The class's rows from its games (a game that cannot be shown joins the problems),
        then the page."""
        self.loaded, self.student_rows, unshown = dashboard.shown_rows(self.loaded, self.lang,
                                                                              self.made_rows)
        self.problems = self.problems + unshown
        self.choose_student.options = [(item.source, i) for i, item in enumerate(self.loaded)]
        self.draw_all()

    @guarded
    def load_from_store(self, _change: Any = None) -> None:
        self.loaded, self.problems, self.pending, self.unexpected = [], [], [], None
        if self.store is not None and self.choose_class.value is not None:
            try:
                games = self.replays.load(self.store, self.choose_class.value)
            except StoreError as error:
                self.store_failed(error)
            else:
                self.loaded, self.problems, self.pending = games.loaded, games.problems, games.pending
        self.refresh()

    @guarded
    def load_uploads(self, _change: Any = None) -> None:
        """Files that reached the upload button itself (in process; the page's picker sends
        them through `load_picked_file`)."""
        files = [(f["name"], bytes(f["content"])) for f in self.upload.value]
        new, bad = read_games(files)
        self.loaded, self.problems = self.loaded + new, self.problems + bad
        self.refresh()

    @guarded
    def load_picked_file(self, file: PickedFile) -> None:
        """One file from the page's picker: its game joins the class, or it is named with its
        reason; a file the browser stopped as too large is told as `read_games` tells one.
        The page is redrawn once the whole choice has come (`refresh_after_upload`)."""
        if file.content is None:
            error = too_large(file.size)
            self.problems = self.problems + [Problem(file.name, str(error), error.key, error.values)]
            return
        new, bad = read_games([(file.name, file.content)])
        self.loaded, self.problems = self.loaded + new, self.problems + bad

    @guarded
    def refresh_after_upload(self) -> None:
        self.refresh()

    # -------------------------------------------------------------- forgetting
    @guarded
    def ask_to_forget(self, _button: Any = None) -> None:
        if self.forget_what.value is None:
            return
        n = dashboard.forget_count(self.stored_rows(), self.forget_what.value)
        self.forget_question.value = (
            f"<p><b>{esc(dashboard.forget_question(self.forget_what.label, n, self.lang))}</b></p>")
        self.forget_status.value = ""
        self.forget_confirm.layout.display = "flex"

    @guarded
    def forget(self, _button: Any = None) -> None:
        """Delete for real (the store wipes the freed space), say so, and show the class gone."""
        label, target = self.forget_what.label, self.forget_what.value
        if self.store is None or target is None:
            return
        try:
            gone = self.store.delete(*target)
            class_ids = self.store.classes()
        except StoreError as error:
            self.store_failed(error)
            self.draw_status()
            return
        self.forget_status.value = f"<p>{esc(dashboard.forget_done(label, gone, self.lang))}</p>"
        stays = self.choose_class.value in class_ids
        self.choose_class.options = class_ids        # a forgotten class leaves the menu
        if not stays:
            self.choose_class.value = class_ids[0] if class_ids else None
        self.load_from_store()                       # the class, without what was forgotten

    def cancel_forget(self, _button: Any = None) -> None:
        self.forget_confirm.layout.display = "none"
