"""The dashboard's lesson view: the class at a lesson's key decision, beside the computer.

For the lesson the teacher picks: how many students made each choice at the key decision and
where each group ended (mean, spread, 95 % interval); beside it the baseline, the same decision
answered both ways by the same computer players over game numbers 1-30 (a paired difference and
its interval, under the game's rules and the real-life ones: `payday.ui.dashboard.baseline`);
each student's game (names hidden unless the teacher shows them); and, as an extension, the
same scenario played many times by each computer style in the student's seat. A sentence
compares the two largest groups, or says they cannot be told apart.

`lesson_html` is a pure function (tested in process); `LessonView` is its widget for
`notebooks/teacher.ipynb`. Words come from the catalogs; numbers from each game's ledger.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

import ipywidgets as w

from payday import i18n
from payday.editions import rules_of
from payday.engine.game import Game
from payday.teaching.baseline import DecisionBaseline, decision_baseline
from payday.teaching.debrief import (NO_KEY, NONE_OF, Outcome, StyleMoney, by_choice, class_results,
                            computer_styles, difference, older_games)
from payday.lab.stats import told_apart
from payday.teaching.lessons import SCENARIOS
from payday.teaching.scenarios import Scenario
from payday.classroom.links import with_query
from payday.classroom.records import Loaded
from payday.teaching.countries import COUNTRIES, country_for
from payday.ui.shared.style_money import style_money_summary
from payday.ui.dashboard.baseline import decision_html, styles_note
from payday.ui.dashboard.data import count
from payday.ui.shared.html import Markup, esc, figure, said_with_figures, scrolling, table, words

BASELINE_GAMES = 30        # games per computer style: enough for an interval, fast in class


def choice_label(name: str, lang: str, lesson: Scenario) -> str:
    if name == NO_KEY:
        return i18n.t("dashboard.lesson.no_key", lang)
    if name == NONE_OF:
        acts = i18n.typography(lang).list_separator.join(i18n.t(f"act.{act}", lang) for act in lesson.key_acts)
        return i18n.t("dashboard.lesson.none_of", lang, acts=acts)
    return i18n.t(f"act.{name}", lang)


@lru_cache(maxsize=16)
def styles_played(number: str, games: int = BASELINE_GAMES) -> tuple[tuple[Outcome, StyleMoney], ...]:
    """The computer styles over the lesson's scenario, played once and kept (the same games
    every time): their outcomes and where their money came from."""
    return tuple(computer_styles(SCENARIOS[number], games=games))


def baseline(number: str, games: int = BASELINE_GAMES) -> tuple[Outcome, ...]:
    """What each computer style ends with over the lesson's scenario, and its spread."""
    return tuple(outcome for outcome, _ in styles_played(number, games))


def money_baseline(number: str, games: int = BASELINE_GAMES) -> tuple[StyleMoney, ...]:
    """Where each computer style's money came from over the same games as `baseline`."""
    return tuple(money for _, money in styles_played(number, games))


def lesson_table(caption: str, columns: list[str], rows: Sequence[Sequence[str]], cls: str) -> str:
    """A table of the lesson view, in its own box that scrolls sideways on a phone."""
    return scrolling(table(caption, columns, rows, cls))


def lesson_html(games: Iterable[Loaded | tuple[str, Game[Any]]], lesson: Scenario, lang: str, *, named: bool = False,
                computer: tuple[Outcome, ...] | None = None,
                money_rows: tuple[StyleMoney, ...] | None = None,
                decision: tuple[DecisionBaseline, ...] | None = None) -> str:
    """The lesson view over `games` (pairs of a source and a replayed game, or the store's
    `Loaded` items), in `lang`. `computer`, `money_rows` and `decision` (the baselines) are
    played from the lesson when not given."""
    pairs = [(g.source, g.game) if isinstance(g, Loaded) else g for g in games]
    t = words(lang)
    currency = rules_of(lesson.edition).currency

    def text(amount: float) -> str:        # a mean may be a debt: with the minus sign (−)
        return i18n.signed_money(round(amount), currency, lang, plus=False)

    # Each figure on one line: a narrow column must not break between a sign and its amount.
    def money(amount: float) -> Markup:
        return figure(text(amount))

    def interval(o: Outcome) -> str:
        if o.low is None or o.high is None:
            return "–"
        return said_with_figures("dashboard.lesson.interval", lang, low=text(o.low), high=text(o.high))

    rows = class_results(pairs, lesson)
    parts = []
    older = older_games(pairs, lesson)       # another version's games are another experiment
    if older:
        parts.append(f'<p class="pd-lesson-older">{esc(count("dashboard.lesson.older", older, lang))}</p>')
    # The decision's baseline goes right after the class's choices, which it answers.
    decided = decision_html(decision_baseline(lesson.number) if decision is None else decision,
                            lesson, lang)
    if not rows:
        parts.append(f'<p class="pd-lesson-none">{esc(t("dashboard.lesson.none"))}</p>')
        parts.append(decided)
    else:
        groups = by_choice(rows)
        parts.append(lesson_table(t("dashboard.lesson.class_caption"),
                            [t("dashboard.lesson.col.choice"), t("dashboard.lesson.col.students"),
                             t("dashboard.lesson.col.mean"), t("dashboard.lesson.col.spread"),
                             t("dashboard.lesson.col.interval")],
                            [[choice_label(g.label, lang, lesson), i18n.number(g.games, lang), money(g.mean),
                              money(g.stdev), interval(g)] for g in groups], "pd-lesson-class"))
        if len(groups) >= 2:
            first, second = sorted(groups[:2], key=lambda g: -g.mean)
            between = difference(first, second)
            parts.append(f'<p class="pd-lesson-compare">{esc(t("dashboard.lesson.compare", first=choice_label(first.label, lang, lesson), second=choice_label(second.label, lang, lesson), difference=text(between.mean)))}'
                         + ("" if told_apart(between) else f' {esc(t("dashboard.lesson.apart"))}')
                         + "</p>")
        parts.append(decided)
        ordered = sorted(rows, key=lambda r: (-r.worth, r.student))
        parts.append(lesson_table(t("dashboard.lesson.students_caption"),
                            [t("dashboard.lesson.col.student"), t("dashboard.lesson.col.choice"),
                             t("dashboard.lesson.col.worth"), t("dashboard.lesson.col.finished")],
                            [[r.student if named else t("dashboard.lesson.student_n", n=n),
                              choice_label(r.choice, lang, lesson), money(r.worth),
                              t("dashboard.lesson.yes" if r.finished else "dashboard.lesson.no")]
                             for n, r in enumerate(ordered, 1)], "pd-lesson-students"))
    computer = baseline(lesson.number) if computer is None else computer
    games_each = computer[0].games if computer else 0
    parts.append(styles_note(computer, lang))
    parts.append(lesson_table(t("dashboard.lesson.computer_caption", games=i18n.number(games_each, lang)),
                        [t("dashboard.lesson.col.style"), t("dashboard.lesson.col.games"),
                         t("dashboard.lesson.col.mean"), t("dashboard.lesson.col.spread"),
                         t("dashboard.lesson.col.interval")],
                        [[t(f"app.style.{o.label}"), i18n.number(o.games, lang), money(o.mean),
                          money(o.stdev), interval(o)] for o in computer], "pd-lesson-computer"))
    # What the table cannot say: where the richest style's money came from (lesson 03's
    # borrower is richest through acquisitions priced to win, not through its loans).
    money_rows = money_baseline(lesson.number) if money_rows is None else money_rows
    if money_rows:
        said = style_money_summary(money_rows, rules_of(lesson.edition, lesson.settings() or None), lang)
        parts.append(f'<p class="pd-lesson-money">{esc(said)}</p>')
    return "".join(parts)


class LessonView(w.VBox):   # type: ignore[misc]  # ipywidgets ships no types
    """The lesson view's widgets: a lesson menu, a "show names" box (off), the tables."""

    def __init__(self, lang: str = "en", app_url: str = "") -> None:
        super().__init__()
        self.add_class("pd-lesson-view")
        self.lang, self.app_url = lang, app_url
        self.games: list[Loaded | tuple[str, Game[Any]]] = []
        self.heading = w.HTML()
        self.menu = w.Dropdown(style={"description_width": "initial"},
                               layout=w.Layout(width="max-content", max_width="100%"))
        self.menu.add_class("pd-lesson-menu")
        self.named = w.Checkbox(value=False, style={"description_width": "initial"})
        self.named.add_class("pd-lesson-named")
        # The country whose real figures the lesson's link asks for (the language's by default).
        self.country = w.Dropdown(value=None, style={"description_width": "initial"},
                                  layout=w.Layout(width="max-content", max_width="100%"))
        self.country.add_class("pd-lesson-country")
        self.link = w.HTML()
        self.link.add_class("pd-lesson-link")
        self.area = w.HTML()
        self.area.add_class("pd-lesson-area")
        self.relabel(lang)
        self.menu.observe(lambda _change: self.draw(), names="value")
        self.named.observe(lambda _change: self.draw(), names="value")
        self.country.observe(lambda _change: self.draw_link(), names="value")
        self.children = [self.heading, w.HBox([self.menu, self.named, self.country],
                                              layout=w.Layout(flex_flow="row wrap")), self.link, self.area]

    def relabel(self, lang: str) -> None:
        self.lang = lang
        t = words(lang)
        self.heading.value = (f"<h2>{esc(t('dashboard.lesson.heading'))}</h2>"
                              f"<p>{esc(t('baseline.view_note'))}</p>")
        chosen = self.menu.value
        self.menu.options = [(t("dashboard.lesson.option", number=n, title=t(s.title_key)), n)
                             for n, s in SCENARIOS.items()]
        self.menu.value = chosen if chosen in SCENARIOS else next(iter(SCENARIOS))
        self.menu.description = t("dashboard.lesson.choose")
        self.named.description = t("dashboard.lesson.named")
        country = self.country.value or country_for(lang)
        self.country.options = [(t(f"country.name.{code}"), code) for code in COUNTRIES]
        self.country.value = country
        self.country.description = t("country.choose")
        self.draw_link()

    def draw_link(self) -> None:
        """The students' link to the chosen lesson with the chosen country's figures, in the
        dashboard's language: without `lang`, a lesson opens in its edition's (La Bonne Paye's
        in French)."""
        if self.country.value is None:
            return
        t = words(self.lang)
        url = with_query(self.app_url or "play.ipynb", lesson=self.menu.value, lang=self.lang,
                         country=self.country.value)
        said = t("country.link", country=t(f"country.name.{self.country.value}"), url="")
        self.link.value = f'<p>{esc(said)}<code>{esc(url)}</code></p>'

    def show(self, games: Iterable[Loaded | tuple[str, Game[Any]]], lang: str | None = None) -> None:
        """Draw over these games (the class's `Loaded` items), in `lang` if given."""
        self.games = list(games)
        if lang is not None and lang != self.lang:
            self.relabel(lang)
        self.draw()

    def draw(self) -> None:
        self.draw_link()
        self.area.value = lesson_html(self.games, SCENARIOS[self.menu.value], self.lang,
                                      named=self.named.value)
