"""The browser test: "a browser test takes the pre-quiz, plays the lesson, takes the
post-quiz and finds the gain on the dashboard". A student opens lesson 03's link with
&quiz=pre, answers one question right, plays the lesson, takes the parallel quiz at the lesson's
end with every answer right; the teacher's dashboard then shows, for that class and lesson,
item 1 at 0 % before and 100 % after: a gain of 100 points. The options are clicked
where this student sees them (their own order), and the dashboard's gain is still right."""
from __future__ import annotations

import random

import pytest

from payday import i18n

from payday.teaching import quiz
from payday.classroom.quiz_answers import answers
from payday.classroom.store import Store

from tests.support.app_page import after, play_turns, shot
from tests.support.browser import CUT_BUTTONS

pytestmark = pytest.mark.browser

CLASS, STUDENT, LESSON = "7Q", "Quinn", "03"


def answer(page, given: dict[int, str], moment: str) -> None:
    """Type the numbers and click the options (each where this student sees it: the place of
    the option's own letter in their order) of the quiz on the page."""
    for q in quiz.questions(LESSON, moment):
        if q.number not in given:
            continue
        if q.is_number:
            page.fill(f".pd-quiz-q{q.number} input", given[q.number])
            page.press(f".pd-quiz-q{q.number} input", "Tab")     # the text box sends on change
        else:
            order = quiz.option_order(CLASS, STUDENT, LESSON, moment, q.number, q.options)
            label = page.locator(f".pd-quiz-q{q.number} .widget-radio-box label").nth(order.index(given[q.number]))
            assert label.inner_text().endswith(quiz.text(q, given[q.number], "en"))
            label.click()


def hand_in(page, correct: int) -> None:
    page.click("button.pd-quiz-hand-in")
    said = i18n.t("quiz.app.score", "en", correct=correct, total=len(quiz.questions(LESSON)))
    page.wait_for_function("said => document.querySelector('.pd-quiz-result')?.innerText.includes(said)",
                           arg=said, timeout=60_000)


def test_pre_quiz_lesson_post_quiz_and_the_gain_on_the_dashboard(page, voila_url, app_store, app_store_dashboard):
    page.goto(f"{voila_url}?lesson={LESSON}&class={CLASS}&lang=en&pace=0&student={STUDENT}&quiz=pre")
    page.wait_for_selector("button.pd-quiz-hand-in", timeout=120_000)
    answer(page, {1: "10", 2: "b"}, "pre")               # question 1 wrong, question 2 right
    hand_in(page, correct=1)
    page.click("button.pd-quiz-to-lesson")
    page.wait_for_selector("button.pd-lesson-start", timeout=60_000)
    page.click("button.pd-lesson-start")
    page.wait_for_selector(".pd-version", state="attached", timeout=60_000)
    after(page, "-1")
    play_turns(page, free_actions=set(), pick=random.Random(16))
    page.wait_for_selector("button.pd-quiz-post-start", timeout=60_000)
    page.click("button.pd-quiz-post-start")
    page.wait_for_selector("button.pd-quiz-hand-in", timeout=60_000)
    right = {q.number: (q.right_answer() if not q.is_number else quiz.answer_text(q, "en"))
             for q in quiz.questions(LESSON, "post")}
    answer(page, right, "post")
    hand_in(page, correct=len(right))
    assert quiz.text(quiz.questions(LESSON, "post")[0], "why", "en") in page.inner_text(".pd-quiz-result")
    shot(page, "quiz-03-post")
    with Store(app_store) as store:
        kept = [a for a in answers(store, CLASS, LESSON) if a.student == STUDENT]
        assert {a.moment for a in kept} == {"pre", "post"}
        assert {a.shown for a in kept if a.question == 2} == {
            quiz.option_order(CLASS, STUDENT, LESSON, m, 2, 3) for m in quiz.MOMENTS}
        assert any(r.key.student == STUDENT and r.finished for r in store.rows(CLASS))

    page.goto(app_store_dashboard, wait_until="commit", timeout=180_000)
    page.wait_for_selector(".pd-quiz-menu select", timeout=180_000)
    page.select_option(".pd-class-menu select", label=CLASS)
    page.select_option(".pd-quiz-menu select", label=i18n.t("quiz.dashboard.lesson", "en", lesson=LESSON))
    page.wait_for_selector(".pd-quiz-questions", timeout=60_000)
    first = page.locator(".pd-quiz-questions tbody tr").first.inner_text()
    assert "0% (0/1)" in first and "100% (1/1)" in first
    assert i18n.t("quiz.dashboard.points", "en", value="+100") in first
    area = page.inner_text(".pd-quiz-area")
    assert STUDENT not in area                            # nobody named unless asked
    page.locator(".pd-quiz-named input[type=checkbox]").check()
    page.wait_for_function("name => document.querySelector('.pd-quiz-area').innerText.includes(name)",
                           arg=STUDENT, timeout=60_000)
    assert page.locator(".pd-quiz-csv a[download]").count() == 1
    shot(page, "quiz-03-dashboard")


@pytest.mark.parametrize("lang", ["fr", "zh-Hant"])
def test_the_quiz_fits_a_phone(browser, voila_url, lang):
    """The quiz is a lesson screen: at 375 × 667 nothing sticks out, before and after handing in."""
    from tests.support.browser import PHONE, STICKING_OUT
    phone = browser.new_context(viewport=PHONE)
    page = phone.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{voila_url}?lesson=05&class={CLASS}&lang={lang}&pace=0&student=Phone&quiz=post")
        page.wait_for_selector("button.pd-quiz-hand-in", timeout=120_000)
        assert page.evaluate(STICKING_OUT, PHONE["width"]) == [], "the quiz fits a phone"
        page.click("button.pd-quiz-hand-in")
        page.wait_for_selector(".pd-quiz-result b", timeout=60_000)
        assert page.evaluate(STICKING_OUT, PHONE["width"]) == [], "the answers fit a phone"
        assert page.evaluate(CUT_BUTTONS) == [], "every button shows its whole label"
        shot(page, f"quiz-05-{lang}-phone")
    finally:
        phone.close()
