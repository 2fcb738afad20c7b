"""The classroom app in a real browser, played by clicking as a student would.

Each test drives the real Voila server (started by conftest.py) in Debian's chromium. The
numbers on the page are checked against the engine's, by replaying the game the page lets
the student download.
"""
from __future__ import annotations

import random
import re

import pytest

import payday
from payday import i18n

from tests.support.app_page import (MAX_CLICKS, click_and_wait, open_app, play_turns, saved_game,
                                    shot, upload)

pytestmark = pytest.mark.browser


def assert_page_matches_engine(page, game, lang: str) -> None:
    currency = game.rules.currency
    for p in game.players:
        assert page.inner_text(f".pd-cash-{p.index}").strip() == i18n.money(game.cash(p), currency, lang)
        assert page.inner_text(f".pd-debt-{p.index}").strip() == i18n.money(game.debt(p), currency, lang)
        if hasattr(game, "savings"):
            assert (page.inner_text(f".pd-savings-{p.index}").strip()
                    == i18n.money(game.savings(p), currency, lang))


def assert_no_error_text(page) -> None:
    text = page.inner_text("body")
    assert "Traceback" not in text and "Error" not in text
    assert page.locator(".pd-problem").count() == 0, page.inner_text(".pd-status")
    assert not re.search(r"\[[A-Z][a-z]+( [a-z]+)*\]", text), "a message key has no words"


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_a_student_plays_a_month_against_two_computer_players(page, voila_url, variant):
    lang = "en"
    open_app(page, voila_url, variant=variant, lang=lang, months=1, seed=21, pace=0)
    shot(page, f"{variant}-start")
    page.click("button.pd-start")
    page.wait_for_selector(".pd-calendar table")
    assert page.locator(".pd-calendar td").count() == len(payday.rules_of(variant).board)

    # Undo: the student rolls, then takes it back, and is asked the same thing again.
    first = page.inner_text(".pd-question")
    click_and_wait(page, "button.pd-main")
    click_and_wait(page, "button.pd-undo")
    assert page.inner_text(".pd-question") == first
    assert i18n.t("app.msg.undone", lang) in page.inner_text(".pd-status")

    wanted = {"deposit", "withdraw", "borrow"}
    play_turns(page, free_actions=wanted)
    shot(page, f"{variant}-end")

    content, game = saved_game(page, over=True)
    me = game.players[0]
    assert_page_matches_engine(page, game, lang)
    calendar = page.inner_text(".pd-calendar")
    for p in game.players:
        assert p.name in calendar
    summary = page.inner_text(".pd-payday-0")
    assert i18n.money(game.rules.salary, game.rules.currency, lang) in summary
    assert i18n.money(game.cash(me), game.rules.currency, lang) in summary or me.eliminated
    events = page.locator(".pd-log li")
    assert events.count() == min(len(game.events), 60)
    assert page.inner_text(".pd-log li >> nth=0") == i18n.describe_event(game, game.events[-1], lang)
    assert i18n.describe_event(game, game.events[-1], lang) in page.inner_text(".pd-status")
    assert_no_error_text(page)

    # Reload the downloaded game in a fresh page: the same numbers come back.
    open_app(page, voila_url, variant=variant, lang=lang, pace=0)
    upload(page, content)
    page.wait_for_selector(".pd-panels table")
    page.wait_for_selector(".pd-over")
    assert_page_matches_engine(page, game, lang)
    assert_no_error_text(page)


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_a_student_who_clicks_any_choice_always_gets_a_legal_game(page, voila_url, variant):
    """Every button the page shows is a legal choice: a student clicking them at random plays
    the month to its end, with no error, and the page agrees with the engine."""
    open_app(page, voila_url, variant=variant, lang="en", months=1, seed=5, pace=0)
    page.click("button.pd-start")
    kinds = play_turns(page, free_actions=set(), pick=random.Random(variant))
    _content, game = saved_game(page, over=True)
    assert_page_matches_engine(page, game, "en")
    assert_no_error_text(page)
    assert len(kinds) >= 2, kinds           # more than the roll was asked for


def test_a_corrupt_file_gets_a_plain_message(page, voila_url):
    open_app(page, voila_url, lang="en", pace=0)
    upload(page, b"{not json")
    page.wait_for_selector(".pd-problem")
    assert "Traceback" not in page.inner_text("body")


def test_the_link_chooses_the_edition_language_months_and_seed(page, voila_url):
    variant = sorted(payday.EDITIONS)[-1]
    open_app(page, voila_url, variant=variant, lang="fr", months=3, seed=4321)
    chosen = page.eval_on_selector(".pd-app select", "s => s.value")
    assert chosen == i18n.edition_name(variant, "fr")
    assert page.locator(".pd-app input[type=number]").nth(0).input_value() == "3"
    assert "4321" in [page.locator(".pd-app input[type=number]").nth(i).input_value()
                      for i in range(page.locator(".pd-app input[type=number]").count())]
    assert i18n.t("app.start.months", "fr") in page.inner_text(".pd-app")
    page.click("button.pd-start")
    page.wait_for_selector(".pd-calendar table")
    assert i18n.t("app.calendar.caption", "fr", month=1, months=3) in page.inner_text(".pd-calendar")
    _content, game = saved_game(page)
    assert (game.variant, game.months, game.seed) == (variant, 3, 4321)


def test_two_students_share_the_screen(page, voila_url):
    """Hot seat: two people and a computer player; each person is asked in turn."""
    open_app(page, voila_url, variant="bonne-paye", lang="en", months=1, seed=8, pace=0)
    page.fill(".pd-seat-name-1 input", "Ada")
    page.fill(".pd-seat-name-2 input", "Bo")
    page.select_option(".pd-seat-kind-2 select", label=i18n.t("app.start.human", "en"))
    page.click("button.pd-start")
    page.wait_for_selector(".pd-decision button.pd-option")
    askers = set()
    for _ in range(MAX_CLICKS):
        if page.locator(".pd-over").count():
            break
        askers.add(page.inner_text(".pd-turn").split(",")[0])
        click_and_wait(page, "button.pd-main" if page.locator("button.pd-main").count()
                       else "button.pd-free.pd-act-borrow")
    assert {"Ada", "Bo"} <= askers
    _content, game = saved_game(page, over=True)
    assert [p.bot for p in game.players] == [None, None, "borrower"]
    assert_page_matches_engine(page, game, "en")
    assert_no_error_text(page)
