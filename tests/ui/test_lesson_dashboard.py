"""The dashboard's lesson view ("Debrief with the class"): the class's choices at the
key decision and their outcomes, next to the same scenario played many times by each computer
style; nobody is named unless the teacher chooses to."""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

import payday

from payday import i18n
from payday.lab.stats import told_apart
from payday.teaching.debrief import Outcome, difference
from payday.teaching.lessons import SCENARIOS
from payday.classroom.records import Loaded
from payday.ui.dashboard.lesson import LessonView, lesson_html

from tests.support.app import play_lesson

COMPUTER = (Outcome.of("cautious", [100, 200, 300]), Outcome.of("saver", [150, 250]))


@pytest.fixture(scope="module")
def class_games():
    """Four students played lesson 05 (seeded random clicks); one played another lesson."""
    games = [Loaded(f"7B / S{n} / g{n}", play_lesson("05", "en", seed=n).session.game) for n in range(4)]
    for n, item in enumerate(games):
        item.game.players[0].name = f"Student name {n}"
    games.append(Loaded("7B / Zed / g9", play_lesson("06", "en").session.game))
    return games


def test_the_class_is_counted_at_the_key_decision_without_names(class_games):
    shown = lesson_html(class_games, SCENARIOS["05"], "en", computer=COMPUTER)
    assert "Student name" not in shown
    assert shown.count("Student 1") == 1 and "Student 4" in shown and "Student 5" not in shown
    assert "pd-lesson-class" in shown and "pd-lesson-computer" in shown
    assert i18n.t("app.style.cautious", "en") in shown


def test_names_show_only_when_the_teacher_chooses(class_games):
    shown = lesson_html(class_games, SCENARIOS["05"], "en", named=True, computer=COMPUTER)
    assert all(f"Student name {n}" in shown for n in range(4))


def test_a_lesson_nobody_played_says_so_and_still_shows_the_computer():
    shown = lesson_html([], SCENARIOS["01"], "fr", computer=COMPUTER)
    assert i18n.t("dashboard.lesson.none", "fr").replace("'", "&#x27;") in shown
    assert "pd-lesson-computer" in shown


def test_two_groups_are_told_apart_only_when_the_interval_leaves_out_zero():
    close = difference(Outcome.of("a", [100, 300]), Outcome.of("b", [120, 260]))
    assert not told_apart(close)
    far = difference(Outcome.of("a", [1000, 1010, 1020]), Outcome.of("b", [0, 10, 20]))
    assert far.mean == 1000 and told_apart(far)
    assert difference(Outcome.of("a", [5]), Outcome.of("b", [1, 2])).low is None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_lesson_view_widget_redraws_in_the_teachers_language(class_games, lang):
    view = LessonView(lang)
    view.menu.value = "05"
    view.show(class_games)
    assert i18n.t("dashboard.lesson.class_caption", lang) in view.area.value
    view.named.value = True
    assert "Student name 0" in view.area.value
    if lang != "en":
        assert "What they chose" not in view.area.value


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lesson_03s_view_says_where_the_richest_computer_styles_money_came_from(lang):
    """The computer table alone shows the borrower far richer than the saver; the sentence
    under it says that came from acquisitions priced to win, and that its loans cost it."""
    import html

    import payday
    from payday.teaching.debrief import computer_money
    from payday.ui.shared.style_money import style_money_summary
    rows = tuple(computer_money(SCENARIOS["03"], games=6))
    shown = lesson_html([], SCENARIOS["03"], lang, computer=COMPUTER, money_rows=rows)
    said = style_money_summary(rows, payday.rules_of("bonne-paye"), lang)
    assert f'<p class="pd-lesson-money">{html.escape(said)}</p>' in shown
    richest = max(rows, key=lambda row: row.worth)
    currency = payday.rules_of("bonne-paye").currency
    tied = sum(row.worth == richest.worth for row in rows) > 1     # the borrower and the deal hunter alike
    loans_cost = "baseline.styles.loans_cost_tied" if tied else "lesson.styles.loans_cost"
    assert i18n.t(loans_cost, lang, paid=i18n.money(round(richest.interest_paid), currency, lang)) in said


def test_the_computer_styles_are_played_once_for_both_of_the_lessons_tables(monkeypatch):
    """The spread of each style and where its money came from are two tables of the same games:
    the dashboard plays each style's games once, not once per table."""
    from payday.teaching import debrief
    from payday.ui.dashboard import lesson as lesson_dashboard
    played = []
    real = debrief.computer_games

    def counted(lesson, style, **options):
        played.append(style)
        return real(lesson, style, **options)

    monkeypatch.setattr(debrief, "computer_games", counted)
    lesson_dashboard.styles_played.cache_clear()
    outcomes = lesson_dashboard.baseline("05", games=3)
    money = lesson_dashboard.money_baseline("05", games=3)
    assert [o.label for o in outcomes] == [m.style for m in money] == played
    assert len(played) == len(set(played)), "each style's games were played once"
    assert [o.mean for o in outcomes] == [m.worth for m in money]
    lesson_dashboard.styles_played.cache_clear()



OLD_LESSON_02 = Path(__file__).parents[1] / "teaching" / "saves" / "lesson02-004916a.json"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lesson_02s_view_counts_only_the_current_version_and_says_how_many_older_games_it_left_out(lang):
    """Lesson 02's debrief pooled games of scenario version 1 (the day-4
    deal) with version 2's (the day-25 deal). The class's table counts the current version's
    games only, and a line says how many older ones were left out."""
    saved = json.loads(OLD_LESSON_02.read_text(encoding="utf-8"))
    old = Loaded("7B / Old / g1", payday.load_game(json.dumps(saved["save"])))
    new = [Loaded(f"7B / S{n} / g{n}", play_lesson("02", lang, seed=n).session.game) for n in range(2)]

    def view(games):
        return lesson_html(games, SCENARIOS["02"], lang, computer=COMPUTER, money_rows=(), decision=())
    both, current = view([old, *new]), view(new)
    assert html.escape(i18n.t("dashboard.lesson.older.one", lang, n=i18n.number(1, lang))) in both
    assert both.replace(re.search(r'<p class="pd-lesson-older">.*?</p>', both).group(0), "") == current, \
        "the old game changes nothing else: no row, no mean"
    assert "pd-lesson-older" not in current
