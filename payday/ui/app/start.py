"""The app's first screen: the start screen (edition, language, players, class...). It builds
its widgets for the app that shows it (any `payday.ui.app.screen.Host`), reads them back into
the app's settings, and starts the game. A lesson's first screen is `payday.ui.app.lesson`'s.
"""
from __future__ import annotations

from typing import Any

import ipywidgets as w

from payday import i18n
from payday.editions import EDITIONS, rules_of
from payday.players.styles import STYLES
from payday.ui.app.screen import Host, WhoScreen
from payday.ui.app.session import Session, game_id_for
from payday.ui.shared.html import esc, guarded
from payday.ui.shared.kit import fitting

HUMAN = "human"
NOBODY = "nobody"


class StartScreen(WhoScreen):
    """The start screen of a game that is not a lesson."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        t, s = app.t, app.settings
        wide = {"description_width": "14em"}
        editions = [(i18n.edition_name(v, app.lang), v) for v in EDITIONS]
        self.edition_in = w.Dropdown(options=editions, value=s["variant"],
                                     description=t("app.start.edition"), style=wide)
        self.lang_in = w.Dropdown(options=[(t(f"app.lang.{code}"), code) for code in i18n.LANGUAGES],
                                  value=app.lang, description=t("app.start.language"), style=wide)
        self.months_in = w.BoundedIntText(value=s["months"], min=1, max=120,
                                          description=t("app.start.months"), style=wide)
        self.seed_in = w.IntText(value=s["seed"], description=t("app.start.seed"), style=wide)
        self.pace_in = w.BoundedFloatText(value=s["pace"], min=0, max=10, step=0.1,
                                          description=t("app.start.pace"), style=wide)
        self.class_in = w.Text(value=s["class_id"], placeholder=t("app.start.class_help"),
                               description=t("app.start.class"), style=wide,
                               continuous_update=False)
        self.class_in.add_class("pd-class")
        kinds = ([(t("app.start.human"), HUMAN)]
                 + [(t("app.start.computer", style=t(f"app.style.{style}")), style)
                    for style in STYLES] + [(t("app.start.nobody"), NOBODY)])
        self.seat_rows: list[tuple[Any, Any]] = []
        for n in range(rules_of(s["variant"]).max_players):
            name, kind = s["seats"][n] if n < len(s["seats"]) else ("", NOBODY)
            if n == 0 and not name and kind == HUMAN:
                name = s["student"]          # the link names the student
            name_in = w.Text(value=name, placeholder=self.default_name(n, kind),
                             description=t("app.start.player", n=n + 1), style=wide,
                             continuous_update=False)
            kind_in = w.Dropdown(options=kinds, value=kind, description=t("app.start.plays_as"))
            name_in.add_class(f"pd-seat-name-{n + 1}")
            kind_in.add_class(f"pd-seat-kind-{n + 1}")
            self.seat_rows.append((name_in, kind_in))
        self.start = w.Button(description=t("app.start.start"), button_style="primary",
                              tooltip=t("app.start.start"), layout=fitting())
        self.start.add_class("pd-start")
        self.start.on_click(self.on_start)
        self.edition_in.observe(self.on_settings_changed, names="value")
        self.lang_in.observe(self.on_settings_changed, names="value")
        for field in (self.edition_in, self.lang_in, self.months_in, self.seed_in, self.pace_in,
                      self.class_in, *(name for name, _kind in self.seat_rows)):
            field.layout.width = "32em"
            field.layout.max_width = "100%"      # a phone's screen is 375 pixels wide
        self.upload = app.upload_button()
        self.class_in.observe(self.on_who_changed, names="value")
        self.seat_rows[0][0].observe(self.on_who_changed, names="value")

    def widgets(self) -> list[Any]:
        app, t = self.app, self.app.t
        app.resumer.draw()
        return [
            w.HTML(f"<h2>{esc(t('app.title'))}</h2><p>{esc(t('app.start.intro'))}</p>"),
            self.edition_in, self.lang_in, self.months_in,
            w.HTML(f"<h3>{esc(t('app.start.players'))}</h3>"),
            *[w.HBox(row, layout=w.Layout(flex_flow="row wrap")) for row in self.seat_rows],
            self.seed_in, w.HTML(f"<small>{esc(t('app.start.seed_help'))}</small>"),
            self.pace_in, self.class_in, self.start, app.status, app.resumer.box,
            w.HTML(f"<h3>{esc(t('app.open.heading'))}</h3>"), self.upload, app.keeper, app.watch,
        ]

    def default_name(self, n: int, kind: str) -> str:
        t = self.app.t
        if kind in STYLES:
            return t("app.start.bot_name", n=n + 1, style=t(f"app.style.{kind}"))
        return t("app.start.default_name", n=n + 1)

    def read(self) -> None:
        """The screen's fields into the app's settings."""
        s = self.app.settings
        s["variant"], s["months"], s["seed"] = self.edition_in.value, self.months_in.value, self.seed_in.value
        s["pace"], s["class_id"] = self.pace_in.value, self.class_in.value
        s["seats"] = [(n.value, k.value) for n, k in self.seat_rows]

    @guarded
    def on_settings_changed(self, _change: Any) -> None:
        app = self.app
        self.read()
        if self.lang_in.value != app.lang:      # the student's own choice outranks the link's
            app.settings["lang_menu"], app.settings["lang_link"] = self.lang_in.value, None
        app.lang = self.lang_in.value
        app.tell_watch()
        app.show_start()

    @guarded
    def on_start(self, _button: Any) -> None:
        app = self.app
        self.read()
        s = app.settings
        seats = [((name.strip() or self.default_name(n, kind)), None if kind == HUMAN else kind)
                 for n, (name, kind) in enumerate(s["seats"]) if kind != NOBODY]
        if app.names_too_long(s["class_id"], *(name for name, _ in seats)):
            return
        try:
            session = Session(s["variant"], seats, months=s["months"], seed=s["seed"], pace=s["pace"])
        except ValueError as error:
            app.show_problem("app.msg.cannot_start", detail=str(error))
            return
        app.attach_store(session, game_id_for(session.game.variant, session.game.seed))
        app.begin(session)
