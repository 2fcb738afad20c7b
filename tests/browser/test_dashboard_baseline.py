"""The teacher dashboard's lesson view in a real browser shows the decision's baseline: the
lesson's decision answered both ways by the same computer players over game
numbers 1-30, under the game's rules and the real-life ones, read off the page and checked
against the engine's numbers (`payday.teaching.baseline`)."""
from __future__ import annotations

import pytest

from payday import i18n
from payday.teaching.baseline import decision_baseline
from payday.teaching.lessons import SCENARIOS

from tests.support.app_page import shot
from tests.support.dashboard_page import assert_clean, open_dashboard, read_table

pytestmark = pytest.mark.browser


def caption(number: str, lang: str) -> str:
    row = decision_baseline(number)[0]
    return i18n.t("baseline.caption", lang, games=i18n.number(row.games, lang),
                  answer=i18n.t(f"act.{row.answer}", lang), other=i18n.t(f"act.{row.other}", lang))


def expected_differences(number: str, lang: str) -> list[str]:
    return [i18n.signed_money(round(row.difference.mean), "USD", lang) for row in decision_baseline(number)]


def shown_differences(page, number: str, lang: str) -> list[str]:
    row = decision_baseline(number)[0]
    column = i18n.t("baseline.col.difference", lang, answer=i18n.t(f"act.{row.answer}", lang),
                    other=i18n.t(f"act.{row.other}", lang))
    rows = read_table(page, caption(number, lang))
    assert rows is not None, f"no baseline table for lesson {number}"
    return [line[column] for line in rows]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lesson_view_shows_the_decisions_baseline_under_both_rules(page, dashboard_url, lang):
    """Lesson 01 (the first in the menu) shows its baseline on load; choosing lesson 05 shows
    its own. Each has a row for the game's rules and one for the real-life rules, and the
    paired differences are the engine's."""
    open_dashboard(page, f"{dashboard_url}?lang={lang}", lang)
    page.wait_for_selector(".pd-lesson-decision", timeout=120_000)
    assert shown_differences(page, "01", lang) == expected_differences("01", lang)
    old = page.inner_text(".pd-lesson-area")
    page.select_option(".pd-lesson-menu select", label=i18n.t(
        "dashboard.lesson.option", lang, number="05", title=i18n.t(SCENARIOS["05"].title_key, lang)))
    page.wait_for_function("old => document.querySelector('.pd-lesson-area').innerText !== old",
                           arg=old, timeout=60_000)
    assert shown_differences(page, "05", lang) == expected_differences("05", lang)
    headers = page.eval_on_selector_all(".pd-lesson-decision thead th[scope=col]", "ths => ths.length")
    assert headers == 9
    assert_clean(page.inner_text(".pd-lesson-area"), lang)
    page.locator(".pd-lesson-decision").scroll_into_view_if_needed()
    shot(page, f"baseline-05-{lang}-dashboard")


def test_no_figure_of_the_chinese_lesson_view_breaks_across_lines_on_a_narrow_screen(page, dashboard_url):
    """On the Chinese dashboard the interval "+€728 至 +€892" wrapped
    between a sign and its amount. On a phone-wide page every money figure of the lesson view
    (each a `pd-figure` span) is drawn on one line."""
    page.set_viewport_size({"width": 420, "height": 900})
    open_dashboard(page, f"{dashboard_url}?lang=zh-Hant", "zh-Hant")
    page.wait_for_selector(".pd-lesson-decision", timeout=120_000)
    lines = page.eval_on_selector_all(".pd-lesson-area .pd-figure",
                                      "spans => spans.map(s => [s.innerText, s.getClientRects().length])")
    assert len(lines) > 10
    assert [text for text, rects in lines if rects != 1] == []
    shot(page, "lesson-01-zh-Hant-narrow-dashboard")
