"""The game screen: the decision to make, the calendar, the players, Pay Day, the live chart,
the log, the month's report, the tools, and at the end of a lesson its debrief. It draws the
session it is given after every change (the HTML comes from `payday.ui.app.render`) and hands
the players' clicks to the session.

The app imports this module when a game is first shown, which keeps plotly (the live chart)
off the first screen: importing it costs a kernel about a second of CPU (see
benchmarks/app.py), which thirty kernels starting together on two cores cannot afford before
their pages render. The month's report (`payday.ui.app.month`, pandas) is imported when it is
first shown, in the same way. A lesson's part (`payday.ui.app.lesson`) is imported with this
module: beside plotly it costs little (about 0.15 s with the lessons' registry, which the app
loads for every game it begins anyway, to know whether the game is a lesson's).
"""
from __future__ import annotations

from typing import Any

import ipywidgets as w
from plotly.graph_objects import FigureWidget

from payday.analysis.chart_kit import live_figure
from payday.analysis.palette import BLUE
from payday import i18n
from payday.engine.decisions import Option
from payday.players.styles import STYLES
from payday.ui.app import render
from payday.ui.app.lesson import LessonEnd
from payday.ui.app.screen import Host, Screen
from payday.ui.app.session import Session
from payday.ui.shared.html import esc, guarded
from payday.ui.shared.kit import fitting
from payday.ui.shared.replaced import replace


def make_chart(lang: str, lines: list[bool]) -> Any:
    """The live chart (`payday.analysis.chart_kit.live_figure`), built with its traces and
    layout: Voila only shows a figure's state as it was when the widget was created, so later
    changes happen in callbacks."""
    return FigureWidget(live_figure(render.chart_names(lang), lines, lang))


class GameScreen(Screen):
    """The widgets of one game on the screen, for the app `app` that shows it."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.lesson_end: LessonEnd | None = None
        if app.lesson is not None:
            self.lesson_end = LessonEnd(app.lesson)
        t = app.t
        self.calendar = w.HTML()
        self.calendar.add_class("pd-calendar")
        self.decision = w.VBox(layout=w.Layout(border=f"2px solid {BLUE}", padding="6px"))
        self.decision.add_class("pd-decision")
        self.panels = w.HTML()
        self.panels.add_class("pd-panels")
        self.payday_box = w.HTML()
        self.payday_box.add_class("pd-payday")
        self.events = w.HTML(layout=w.Layout(max_height="18em", overflow="auto"))
        self.events.add_class("pd-log")
        self.chart_table = w.HTML()
        if app.chart is None:            # one live chart for the page's games (see make_chart)
            app.chart = make_chart(app.lang, render.chart_lines(session.game))
        self.chart = app.chart
        self.undo_button = w.Button(description=t("app.undo"), tooltip=t("app.undo_help"), layout=fitting())
        self.undo_button.add_class("pd-undo")
        self.undo_button.on_click(self.on_undo)
        self.new_button = w.Button(description=t("app.new_game"), layout=fitting())
        self.new_button.add_class("pd-new")
        self.new_button.on_click(self.on_new_game)
        # Shown when another tab saved this game further: this one is not saved over it.
        self.newer_button = w.Button(description=t("app.open_newer"), layout=fitting(display="none"))
        self.newer_button.add_class("pd-open-newer")
        self.newer_button.on_click(self.on_open_newer)
        self.report = w.Button(description=t("app.month.prepare"), layout=fitting())
        self.report.add_class("pd-month-report")
        self.report.on_click(self.on_month_report)
        self.month_box = w.VBox()
        self.month_box.add_class("pd-month")
        self.download = w.HTML()
        self.download.add_class("pd-download")
        self.lesson_box = w.VBox()
        self.lesson_box.add_class("pd-lesson-box")
        self.whatif_style = w.Dropdown(
            options=[(t(f"app.style.{style}"), style) for style in STYLES if style != "random"],
            value="cautious", description=t("app.lesson.style"),
            style={"description_width": "initial"}, layout=w.Layout(width="max-content", max_width="100%"))
        self.whatif_style.add_class("pd-whatif-style")
        self.whatif_style.observe(self.on_whatif_style, names="value")

    def widgets(self) -> list[Any]:
        app, heading = self.app, self.app.heading
        lesson_part = []
        if self.lesson_end is not None:
            lesson_part = [w.HTML(self.lesson_end.intro_html(app.lang, self.session.game.seed)),
                           self.lesson_box]
        # the game's own edition, not the language's (a French page may play Pay Day)
        title = app.t("app.title.game", edition=i18n.edition_name(self.session.game.variant, app.lang))
        return [
            w.HTML(f"<h2>{esc(title)}</h2>"),
            *lesson_part,
            app.status, self.newer_button,
            heading("app.decision.heading"), self.decision,
            heading("app.calendar.heading"), self.calendar,
            heading("app.panels.heading"), self.panels,
            heading("app.payday.heading"), self.payday_box,
            heading("app.chart.heading"),
            w.HBox([self.chart, self.chart_table], layout=w.Layout(flex_flow="row wrap", overflow="auto")),
            heading("app.log.heading"), self.events,
            heading("app.month.heading"), self.report, self.month_box,
            heading("app.tools.heading"), w.HBox([self.undo_button, self.new_button]), self.download,
            heading("app.open.heading"), app.upload_button(), app.keeper, app.watch,
        ]

    def off_screen(self) -> list[Any]:
        """The screen's widgets that show only in a lesson, or at its end."""
        return [self.lesson_box, self.whatif_style]

    # ------------------------------------------------------------------ drawing
    @guarded
    def redraw(self, session: Session) -> None:
        app, lang = self.app, self.app.lang
        self.session = session
        self.calendar.value = render.calendar_html(session.game, lang)
        self.panels.value = render.panels_html(session, lang)
        self.payday_box.value = render.payday_html(session, lang)
        self.events.value = render.log_html(session.game, lang)
        self.draw_chart()
        self.undo_button.disabled = not session.can_undo()
        self.newer_button.layout.display = "none" if session.newer is None else ""
        app.resumer.keep_code(session)
        app.tell_watch()
        self.download.value = render.save_link_html(session, lang)
        if app.lesson is not None:
            self.draw_lesson()
        # The status and the decision last: once they show, the rest of the page is current.
        self.draw_decision()
        app.status.value = render.status_html(session, lang)

    def chart_seat(self) -> int:
        """The person whose turn it is, else the first person, else the first seat."""
        session, game = self.session, self.session.game
        if game.pending is not None and session.is_human(game.pending.player):
            return game.pending.player
        humans = [p.index for p in game.players if session.is_human(p.index)]
        return humans[0] if humans else 0

    def draw_chart(self) -> None:
        lang, seat, game = self.app.lang, self.chart_seat(), self.session.game
        series = self.session.money_history(seat)
        with self.chart.batch_update():
            for trace, ys, name, shown in zip(self.chart.data, series, render.chart_names(lang),
                                              render.chart_lines(game)):
                trace.x = list(range(len(ys)))
                trace.y = ys
                trace.name = name
                trace.visible = shown
            # plotly reads HTML in titles: the student's name is escaped (shown as typed)
            self.chart.layout.title.text = esc(self.app.t("app.chart.title", name=game.players[seat].name))
            self.chart.layout.separators = i18n.separators(lang)
        self.chart_table.value = render.chart_table_html(self.session, seat, lang)

    def draw_decision(self) -> None:
        session, game, t = self.session, self.session.game, self.app.t
        pending = game.pending
        if pending is None or not session.is_human(pending.player):
            key = "app.decision.none" if pending is None else "app.decision.wait"
            replace(self.decision, [w.HTML(esc(t(key)))])
            return
        what = i18n.describe_decision(game, pending, self.app.lang)
        rows: list[Any] = [w.HTML(f'<p class="pd-question">{esc(what)}</p>')]
        main = [o for o in pending.options if not o.free]
        free = [o for o in pending.options if o.free]
        rows += [self.option_widget(session.version, option, "pd-main") for option in main]
        if free:
            rows.append(w.HTML(f"<p>{esc(t('app.decision.free'))}</p>"))
            rows += [self.option_widget(session.version, option, "pd-free") for option in free]
        replace(self.decision, rows)

    def option_widget(self, version: int, option: Option, group: str) -> Any:
        app = self.app
        label = i18n.describe_option(self.session.game, option, app.lang)
        button = w.Button(description=label, tooltip=label, layout=fitting(min_width="12em"))
        button.add_class("pd-option")
        button.add_class(group)
        button.add_class(f"pd-act-{option.act.value}")
        if option.low is None or option.high is None:      # not ranged: one click answers
            button.on_click(lambda _b: self.on_answer(version, option, None))
            return button
        amount = w.IntText(value=option.low, description=app.t("app.decision.amount"),
                           layout=w.Layout(width="16em"))
        amount.add_class(group)
        amount.add_class(f"pd-amount-{option.act.value}")
        hint = w.HTML(esc(app.t("app.decision.range", low=app.money(option.low),
                                high=app.money(option.high), step=app.money(option.step))))
        button.on_click(lambda _b: self.on_answer(version, option, amount.value))
        return w.HBox([amount, button, hint], layout=w.Layout(flex_flow="row wrap"))

    # ------------------------------------------------------------------ the players' clicks
    @guarded
    def on_answer(self, version: int, option: Option, amount: Any) -> None:
        self.session.answer(version, option, amount)

    @guarded
    def on_undo(self, _button: Any) -> None:
        self.session.undo()

    @guarded
    def on_new_game(self, _button: Any) -> None:
        self.app.new_game()

    @guarded
    def on_open_newer(self, _button: Any) -> None:
        self.session.open_newer()

    @guarded
    def on_month_report(self, _button: Any) -> None:
        """The teaching chart of the month for the player in the live chart, the same numbers
        as a table, and the chart and its transactions as downloads (data: links)."""
        from payday.ui.app.month import month_report     # pandas and the charts: at the first report
        replace(self.month_box, month_report(self.session.game, self.chart_seat(), self.app.lang))

    # ------------------------------------------------------------------ a lesson's end
    def draw_lesson(self) -> None:
        """When the lesson's stretch ends: the student's own numbers and the what-if."""
        app, game = self.app, self.session.game
        if not game.is_over or self.lesson_end is None:
            replace(self.lesson_box, [], keep=[self.whatif_style])
            return
        html = self.lesson_end.debrief_html(self.session, self.chart_seat(), self.whatif_style.value, app.lang)
        shown = w.HTML(html)
        shown.add_class("pd-debrief")
        replace(self.lesson_box, [app.heading("app.lesson.done_heading"), shown,
                                  self.whatif_style, self.post_quiz_button()])

    def post_quiz_button(self) -> Any:
        """The lesson's last screen: the quiz again, after the lesson."""
        t = self.app.t
        button = w.Button(description=t("quiz.app.take_post"), tooltip=t("quiz.app.take_post"),
                          layout=fitting())
        button.add_class("pd-quiz-post-start")
        button.on_click(self.on_post_quiz)
        return button

    @guarded
    def on_post_quiz(self, _button: Any) -> None:
        self.app.show_quiz("post")

    @guarded
    def on_whatif_style(self, _change: Any) -> None:
        self.draw_lesson()
