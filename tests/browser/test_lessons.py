"""Each lesson's loop in a real browser: a student opens the lesson link with a
class, plays the stretch with seeded random clicks, sees their own money and the what-if; then
the dashboard's lesson view shows that student's game among the class. In English, French and
Traditional Chinese, with no message key, no English on the other pages and no traceback.

PAYDAY_SCREENSHOTS=folder keeps a screenshot of each lesson's end and of each dashboard."""
from __future__ import annotations

import random

import pytest

from payday import i18n
from payday.teaching.lessons import SCENARIOS
from payday.classroom.store import Store

from tests.support import app_page, dashboard_page
from tests.support.app_page import after, play_turns, shot
from tests.support.browser import CUT_BUTTONS, assert_reads_clean, han_in_other_fonts

pytestmark = pytest.mark.browser

CLASS = "7L"
LANGS = i18n.LANGUAGES
# Words of the lesson screens that must not show on a French or Chinese page.
LESSON_KEYS = ["app.lesson.done_heading", "app.lesson.col.what", "app.lesson.col.item", "app.lesson.row.start",
               "app.lesson.row.income", "app.lesson.row.spending", "app.lesson.style", "app.lesson.start"]


# Each plotly axis's tick labels that appear more than once (a tick printed twice).
REPEATED_TICKS = """() => [...document.querySelectorAll('.js-plotly-plot g.xaxislayer-above, '
    + '.js-plotly-plot g.yaxislayer-above')]
    .map(axis => [...axis.querySelectorAll('text')].map(t => t.textContent))
    .filter(ticks => new Set(ticks).size < ticks.length)"""


def student(number: str, lang: str) -> str:
    return f"S{number}{lang[:2]}"


def lesson_leaks(text: str, lang: str) -> list[str]:
    found = app_page.english_leaks(text, lang)
    return found + [i18n.t(k, "en") for k in LESSON_KEYS
                    if i18n.t(k, "en") != i18n.t(k, lang) and i18n.t(k, "en") in text]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(SCENARIOS))
def test_a_student_plays_the_lesson_and_sees_their_money_and_the_what_if(page, voila_url, app_store,
                                                                         number, lang):
    lesson = SCENARIOS[number]
    name = student(number, lang)
    page.goto(f"{voila_url}?lesson={number}&class={CLASS}&lang={lang}&pace=0&student={name}")
    page.wait_for_selector("button.pd-lesson-start", timeout=120_000)
    intro = page.inner_text(".pd-lesson-intro")
    assert lesson.situation(lang) in intro
    if lang == "zh-Hant":     # drawn with a CJK font, not as tofu boxes (fonts-noto-cjk)
        missing, fonts = han_in_other_fonts(page, ".pd-situation")
        assert missing == 0, f"{missing} Chinese characters without a CJK font: {fonts}"
    assert_reads_clean(page.inner_text("body"), lang, key_like=app_page.KEY_LIKE,
                       english_leaks=lesson_leaks)
    page.click("button.pd-lesson-start")
    page.wait_for_selector(".pd-version", state="attached", timeout=60_000)
    after(page, "-1")
    play_turns(page, free_actions=set(), pick=random.Random(int(number) * 10 + LANGS.index(lang)))
    page.wait_for_selector(".pd-debrief", timeout=60_000)
    debrief = page.inner_text(".pd-debrief")
    assert i18n.t("app.lesson.col.what", lang) in debrief
    # The caption names the table; the first column's header is not the caption again.
    assert page.inner_text(".pd-lesson-table thead th") == i18n.t("app.lesson.col.item", lang)
    assert page.locator(".pd-whatif").count() + page.locator(".pd-lesson-nokey").count() == 1
    assert page.locator(".pd-problem").count() == 0
    assert_reads_clean(page.inner_text("body"), lang, key_like=app_page.KEY_LIKE,
                       english_leaks=lesson_leaks)
    assert page.evaluate(CUT_BUTTONS) == [], "every button shows its whole label"
    shot(page, f"lesson-{number}-{lang}-student")
    with Store(app_store) as store:
        rows = [r for r in store.rows(CLASS) if r.key.student == name]
    assert rows and rows[0].key.game_id.startswith(f"lesson{number}-") and rows[0].finished


@pytest.mark.parametrize("lang", LANGS)
def test_the_dashboards_lesson_view_shows_the_students_game_among_the_class(
        page, app_store_dashboard, app_store, lang):
    with Store(app_store) as store:
        played = {r.key.student for r in store.rows(CLASS) if r.key.game_id.startswith("lesson03-")}
    if not played:
        pytest.skip("run with the lesson tests above: no student has played lesson 03")
    query = {"en": "en", "fr": "fr", "zh-Hant": "zh-TW"}[lang]
    page.goto(f"{app_store_dashboard}?lang={query}", wait_until="commit", timeout=180_000)
    page.wait_for_selector(".pd-lesson-menu select", timeout=180_000)
    page.select_option(".pd-class-menu select", label=CLASS)
    old = page.inner_text(".pd-lesson-area")
    page.select_option(".pd-lesson-menu select", label=i18n.t(
        "dashboard.lesson.option", lang, number="03", title=i18n.t("lesson.03.title", lang)))
    page.wait_for_function("old => document.querySelector('.pd-lesson-area').innerText !== old",
                           arg=old, timeout=60_000)
    caption = i18n.t("dashboard.lesson.students_caption", lang)
    rows = dashboard_page.read_table(page, caption)
    assert rows is not None and len(rows) == len(played)
    area = page.inner_text(".pd-lesson-area")
    assert not any(name in area for name in played), "names stay hidden until asked"
    page.locator(".pd-lesson-named input[type=checkbox]").check()
    page.wait_for_function("name => document.querySelector('.pd-lesson-area').innerText.includes(name)",
                           arg=sorted(played)[0], timeout=60_000)
    assert dashboard_page.read_table(page, i18n.t("dashboard.lesson.class_caption", lang))
    assert dashboard_page.read_table(page, i18n.t("dashboard.lesson.computer_caption", lang,
                                                  games=i18n.number(30, lang)))
    assert_reads_clean(page.inner_text("body"), lang, key_like=dashboard_page.KEY_LIKE,
                       english_leaks=dashboard_page.english_leaks)
    assert page.evaluate(REPEATED_TICKS) == [], "no axis prints a tick twice"
    shot(page, f"lesson-03-{lang}-dashboard")


def test_a_lesson_works_on_a_phone(browser, voila_url):
    """"Students join from phones: the app and the lesson screens work at 375 × 667": the lesson's
    first screen, the game and the debrief stick out nowhere (wide tables scroll in their box)."""
    from tests.support.browser import PHONE, STICKING_OUT
    phone = browser.new_context(viewport=PHONE)
    page = phone.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{voila_url}?lesson=06&class={CLASS}&lang=fr&pace=0&student=Phone")
        page.wait_for_selector("button.pd-lesson-start", timeout=120_000)
        assert page.evaluate(STICKING_OUT, PHONE["width"]) == [], "the lesson's first screen fits a phone"
        page.click("button.pd-lesson-start")
        page.wait_for_selector(".pd-version", state="attached", timeout=60_000)
        after(page, "-1")
        play_turns(page, free_actions=set(), pick=random.Random(6))
        page.wait_for_selector(".pd-debrief", timeout=60_000)
        assert page.evaluate(STICKING_OUT, PHONE["width"]) == [], "the debrief fits a phone"
        shot(page, "lesson-06-fr-phone")
    finally:
        phone.close()
