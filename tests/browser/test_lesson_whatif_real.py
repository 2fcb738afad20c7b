"""Lesson 01 in a real browser: a student who buys the lottery ticket sees, at the end, what the
ticket was worth in this game (a real lottery's odds, the lesson's own rules) and what it would
have been worth in the board game (the bank's ante), in the words and numbers the engine gives
for the game the page saved."""
from __future__ import annotations

import html

import pytest

from payday.teaching.debrief import debrief
from payday.teaching.lessons import SCENARIOS
from payday.ui.app.lesson import real_rules_html
from tests.support.app_page import after, saved_game, shot, version

pytestmark = pytest.mark.browser

CLASS = "7W"
MAX_CLICKS = 200


def play_joining_the_lottery(page) -> None:
    """Join the first lottery offered, then the first main choice of every decision."""
    joined = False
    for _ in range(MAX_CLICKS):
        if page.locator(".pd-over").count():
            return
        page.wait_for_selector(".pd-decision button.pd-option", timeout=30_000)
        join = page.locator("button.pd-main.pd-act-join")
        old = version(page)
        if not joined and join.count():
            join.first.click()
            joined = True
        elif page.locator("button.pd-main").count():
            page.locator("button.pd-main").first.click()
        else:                        # short of cash with no other choice: borrow
            page.locator("button.pd-free.pd-act-borrow").first.click()
        after(page, old)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lottery_player_of_lesson_01_sees_the_ticket_in_this_game_and_in_the_board_game(
        page, voila_url, lang):
    lesson = SCENARIOS["01"]
    page.goto(f"{voila_url}?lesson=01&class={CLASS}&lang={lang}&pace=0&student=W01{lang}")
    page.wait_for_selector("button.pd-lesson-start", timeout=120_000)
    page.click("button.pd-lesson-start")
    page.wait_for_selector(".pd-version", state="attached", timeout=60_000)
    after(page, "-1")
    play_joining_the_lottery(page)
    page.wait_for_selector(".pd-whatif-real", timeout=60_000)
    _, game = saved_game(page, over=True)
    seen = debrief(game, lesson)
    expected = html.unescape(real_rules_html(seen.what_if, seen.real, game, lang, lesson.contrast))
    game_line = page.inner_text(".pd-whatif-game")
    real_line = page.inner_text(".pd-whatif-real")
    assert game_line and real_line and game_line in expected and real_line in expected
    assert seen.choice.answer.act.value == "join"
    assert page.locator(".pd-problem").count() == 0
    shot(page, f"lesson-01-{lang}-whatif-real")
