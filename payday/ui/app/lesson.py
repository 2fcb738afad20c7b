"""A lesson's screens: its first screen (`LessonStart`: the situation a student reads first,
their name, one button), and what the game screen adds in a lesson (`LessonEnd`: the situation
above the game, and when the stretch ends their accounts, their key choice and its what-if).

The app imports this module when a lesson is first shown, so the lessons' modules stay off a
plain game's first screen. The words and tables are pure functions from a scenario or a
`payday.teaching.debrief.Debrief` to HTML, so they are tested in process. Every word comes
from the catalogs, every number from the ledger. The table beside the numbers has a caption,
for screen readers.
"""
from __future__ import annotations

from typing import Any

import ipywidgets as w

from payday import i18n
from payday.editions import unit_of
from payday.i18n.formats import points
from payday.teaching import country_texts
from payday.teaching.claims import choice_alone
from payday.teaching.debrief import NONE_OF, Debrief, choice_name, debrief
from payday.engine.accounts import Accounts
from payday.engine.game import Game
from payday.engine.ledger import Reason
from payday.engine.rules import Unit
from payday.teaching.scenarios import RulesKind, Scenario
from payday.teaching.whatif import UnderRules, WhatIf
from payday.ui.app.screen import Host, WhoScreen, name_given
from payday.ui.app.session import Session, game_id_for
from payday.ui.app.start import HUMAN
from payday.ui.shared.html import esc, guarded, words
from payday.ui.shared.kit import fitting


def computer_names(lesson: Scenario, lang: str) -> list[str]:
    """The computer players' names, numbered from 1, with their style in `lang`."""
    return [i18n.t("app.lesson.computer", lang, n=n, style=i18n.t(f"app.style.{style}", lang))
            for n, style in enumerate(lesson.computer, 1)]


def intro_html(lesson: Scenario, lang: str, seed: int) -> str:
    """The lesson's heading, its situation, who the student plays against, the game number."""
    title = i18n.t("app.lesson.heading", lang, number=lesson.number,
                   title=i18n.t(lesson.title_key, lang))
    against = i18n.t("app.lesson.against", lang,
                     players=i18n.typography(lang).list_separator.join(computer_names(lesson, lang)))
    return (f'<div class="pd-lesson-intro"><h2>{esc(title)}</h2>'
            f'<p class="pd-situation">{esc(lesson.situation(lang))}</p>'
            f"<p>{esc(against)}</p>"
            f'<p class="pd-game-number">{esc(i18n.t("app.lesson.game_number", lang, seed=seed))}</p></div>')


def real_life_html(lesson: Scenario, code: str, lang: str) -> str:
    """The lesson's "in real life" box for the class's country (`&country=`, else the
    language's): the real figures beside the game's, with their sources and dates, and the day
    they were checked ("as of")."""
    found = country_texts.real_life(lesson.slug, code, lang)
    if found is None:
        return ""
    sources = f'<p class="pd-real-sources">{esc(found.sources)}</p>' if found.sources else ""
    return (f'<aside class="pd-real-life" aria-label="{esc(found.heading)}"><h3>{esc(found.heading)}</h3>'
            f'<p>{esc(found.body)}</p>{sources}<p class="pd-real-as-of">{esc(found.as_of)}</p></aside>')


# What a lesson's start position gave the student: not money that came in or went out during
# the lesson, so it is its own row and neither in "money in" nor in "money out".
GIVEN_AT_START = (Reason.START_MONEY, Reason.START_SAVINGS)
OWED_AT_START = (Reason.START_DEBT,)


def money_rows(mine: Accounts) -> tuple[tuple[str, int], ...]:
    """The rows of the student's own money table: what the lesson began with (cash and savings
    less debts), then what came in and went out during the stretch played, and its interest
    and fees. The first three add up to the student's money at the end."""
    given, owed = mine.received(*GIVEN_AT_START), mine.paid(*OWED_AT_START)
    return (("start", given - owed), ("income", mine.total_income - given),
            ("spending", mine.total_spending - owed), ("earned", mine.interest_earned),
            ("paid", mine.interest_paid), ("fees", mine.fees))


def debrief_html(seen: Debrief, game: Game[Any], lang: str) -> str:
    """What the student's own game shows, and the what-if of their key choice."""
    currency: str = game.rules.currency

    def money(amount: int) -> str:
        return i18n.money(amount, currency, lang)
    t = words(lang)
    rows = money_rows(seen.mine)
    body = "".join(f'<tr><th scope="row">{esc(t(f"app.lesson.row.{name}"))}</th>'
                   f'<td class="pd-lesson-{name}">{esc(money(amount))}</td></tr>'
                   for name, amount in rows)
    parts = [f'<p class="pd-lesson-mine">{esc(t("app.lesson.mine", worth=money(seen.worth)))}</p>',
             f'<table class="pd-table pd-lesson-table"><caption>{esc(t("app.lesson.col.what"))}</caption>'
             f'<thead><tr><th scope="col">{esc(t("app.lesson.col.item"))}</th>'
             f'<th scope="col">{esc(t("app.lesson.col.amount"))}</th></tr></thead>'
             f"<tbody>{body}</tbody></table>"]
    choice = seen.choice
    if choice is None:
        parts.append(f'<p class="pd-lesson-nokey">{esc(t("app.lesson.no_key"))}</p>')
        return "".join(parts)
    said = i18n.describe_option(game, choice.answer, lang, decision=choice.decision)
    if choice_name(seen.lesson, choice) == NONE_OF:     # went on without any key choice
        acts = i18n.typography(lang).list_separator.join(t("app.lesson.quoted", act=t(f"act.{act}"))
                                           for act in seen.lesson.key_acts
                                           if choice.decision.find(act) is not None)
        line = t("app.lesson.choice_plain", day=choice.day, month=choice.month, choice=said, acts=acts)
    else:
        line = t("app.lesson.choice", day=choice.day, month=choice.month, choice=said)
    parts.append(f'<p class="pd-lesson-choice">{esc(line)}</p>')
    other = seen.what_if
    if other is None:
        return "".join(parts)
    said_other = i18n.describe_option(game, other.answer, lang, decision=choice.decision)
    parts.append(f'<p class="pd-whatif">{esc(t("app.lesson.whatif", other=said_other, worth=money(other.worth), difference=i18n.signed_money(other.difference, currency, lang)))}</p>')
    if other.computer_from is None:
        parts.append(f'<p class="pd-whatif-replayed">{esc(t("app.lesson.all_replayed"))}</p>')
    else:
        month, day = other.computer_from
        parts.append(f'<p class="pd-whatif-computer">{esc(t("app.lesson.computer_from", day=day, month=month, style=t(f"app.style.{other.style}")))}</p>')
        parts.append(alone_html(seen, game, seen.lesson.plays, said, said_other, lang))
    real, contrast = seen.real, seen.lesson.contrast
    if real is not None and contrast is not None:
        parts.append(real_rules_html(other, real, game, lang, contrast))
        if real.mine.computer_from is not None or (real.other is not None
                                                   and real.other.computer_from is not None):
            parts.append(alone_html(seen, game, contrast, said, said_other, lang))
    return "".join(parts)


def alone_html(seen: Debrief, game: Game[Any], rules: RulesKind, said: str, said_other: str,
               lang: str) -> str:
    """The key choice's worth alone in the student's game number (`claims.choice_alone`), for
    when a computer played their seat in the what-if: that difference mixes the computer's play
    in, and a student must not read it as the choice's (lesson 03's
    what-if would say rolling on was worth +€650, the computer's play, when the deposit alone
    is +€100). Empty when the choice cannot be weighed alone."""
    choice = seen.choice
    pair = None if choice is None else choice_alone(seen.lesson, game, choice.answer.act, rules)
    if pair is None:
        return ""
    # Under the rules the student played, the choice alone; under the contrast's, said so.
    key = ("whatif_real.alone" if rules == seen.lesson.plays
           else "whatif_real.alone_real" if rules == "real" else "whatif_real.alone_board")
    difference = i18n.signed_money(pair.difference, game.rules.currency, lang)
    line = i18n.t(key, lang, choice=said, other=said_other, difference=difference)
    return f'<p class="pd-whatif-alone-{rules}">{esc(line)}</p>'


def real_rules_words(settings: dict[str, Any], lang: str, kind: RulesKind = "real",
                     currency: str = "") -> str:
    """The lesson's real-life settings said in a phrase each, joined: "nobody puts money into
    the lottery for the players, the lottery keeps 50% of what is staked" (a percentage as its
    setting declares it, an amount in `currency`, the edition's); with `kind` "game", the board
    game's values of them: "the bank puts $1,000 into the pot"."""
    phrases = [i18n.t(f"whatif_real.setting.{name}" if kind == "real"
                      else f"whatif_real.board_setting.{name}", lang,
                      percent=points(value, lang) if unit_of(name) is Unit.PERCENT else "",
                      amount=i18n.money(value, currency, lang)
                      if currency and unit_of(name) is Unit.MONEY else "")
               for name, value in settings.items()]
    return i18n.typography(lang).list_separator.join(phrases)


def real_rules_html(other: WhatIf, real: UnderRules, game: Game[Any], lang: str,
                    kind: RulesKind = "real") -> str:
    """The student's key choice weighed both ways: what it was worth in this game (their game
    against the what-if) and under the lesson's contrasting rules, `kind` (real life's, or the
    board game's for a lesson played under real life's: their decisions replayed under them
    against the other answer), and from when a computer played their seat there."""
    currency: str = game.rules.currency
    t = words(lang)
    rules = real_rules_words(real.mine.settings, lang, kind, currency)
    # The contrast's words: "under real-life rules" or "in the board game".
    words_of = {"real": "whatif_real", "game": "whatif_real.board"}[kind]
    changed = other.changed
    said = i18n.describe_option(game, changed.answer, lang, decision=changed.decision)
    said_other = i18n.describe_option(game, other.answer, lang, decision=changed.decision)
    lines = [("pd-whatif-game", t("whatif_real.game", choice=said, other=said_other,
                                  difference=i18n.signed_money(-other.difference, currency, lang)))]
    mine = real.mine
    if real.other is None or real.difference is None:
        lines.append(("pd-whatif-real-none", t(f"{words_of}.no_compare", rules=rules)))
    else:
        lines.append(("pd-whatif-real", t(
            f"{words_of}.real", rules=rules, other=said_other,
            difference=i18n.signed_money(real.difference, currency, lang),
            worth=i18n.money(mine.worth, currency, lang),
            other_worth=i18n.money(real.other.worth, currency, lang))))
    if mine.computer_from is not None:
        month, day = mine.computer_from
        lines.append(("pd-whatif-real-computer", t(f"{words_of}.mine_computer_from", day=day,
                                                   month=month, style=t(f"app.style.{mine.style}"))))
    if real.other is not None and real.other.computer_from is not None:
        month, day = real.other.computer_from
        lines.append(("pd-whatif-real-other-computer", t(
            f"{words_of}.other_computer_from", other=said_other, day=day, month=month,
            style=t(f"app.style.{real.other.style}"))))
    return "".join(f'<p class="{css}">{esc(line)}</p>' for css, line in lines)


# ------------------------------------------------------------------ the lesson's screens
class LessonStart(WhoScreen):
    """A lesson's first screen: its situation, then the student's name and one button."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        lesson, t, s = app.lesson, app.t, app.settings
        assert lesson is not None
        self.name_in = w.Text(value=s["student"], description=t("app.lesson.name"),
                              style={"description_width": "initial"}, continuous_update=False,
                              layout=w.Layout(width="24em", max_width="100%"))
        self.name_in.add_class("pd-lesson-name")
        self.name_in.observe(self.on_who_changed, names="value")
        self.start = w.Button(description=t("app.lesson.start"), button_style="primary",
                              tooltip=t("app.lesson.start"), layout=fitting())
        self.start.add_class("pd-lesson-start")
        self.start.on_click(self.on_start)
        self.intro = w.HTML(intro_html(lesson, app.lang, s["seed"]))
        self.real_life = w.HTML(real_life_html(lesson, app.country, app.lang))

    def widgets(self) -> list[Any]:
        app = self.app
        app.resumer.draw()
        return [self.intro, self.real_life, self.name_in, self.start, app.status, app.resumer.box, app.keeper,
                app.watch]

    def read(self) -> None:
        """A lesson's start screen asks only for a name."""
        self.app.settings["seats"] = [(self.name_in.value, HUMAN)]

    @guarded
    def on_start(self, _button: Any) -> None:
        app = self.app
        name = name_given(app, self.name_in.value)
        if name is None:
            return
        lesson, s = app.lesson, app.settings
        assert lesson is not None
        s["seats"] = [(name, HUMAN)]
        session = Session(lesson.edition, lesson.seats(name, computer_names(lesson, app.lang)),
                          months=lesson.months, seed=s["seed"], pace=s["pace"],
                          start=lesson.start, rules=lesson.settings() or None)
        app.attach_store(session, f"lesson{lesson.number}-"
                         + game_id_for(session.game.variant, session.game.seed))
        app.begin(session)


class LessonEnd:
    """What the game screen shows in a lesson: its situation above the game, and when its
    stretch ends, the student's own numbers and the what-if of their key choice."""

    def __init__(self, lesson: Scenario) -> None:
        self.lesson = lesson
        self.cache: tuple[tuple[int, str, str], str] | None = None

    def intro_html(self, lang: str, seed: int) -> str:
        return intro_html(self.lesson, lang, seed)

    def debrief_html(self, session: Session, seat: int, style: str, lang: str) -> str:
        """The debrief of `seat`'s game, the what-if played by `style` (kept until the game
        or the style changes: the what-if replays the lesson)."""
        key = (session.version, style, lang)
        if self.cache is None or self.cache[0] != key:
            seen = debrief(session.game, self.lesson, seat, style)
            self.cache = (key, debrief_html(seen, session.game, lang))
        return self.cache[1]
