"""The classroom app speaks English, French and Traditional Chinese in a real browser.

Each test plays the start of a game through the real Voila app and reads the page: the
squares, the decisions and the log are in the chosen language's words (taken from the
catalogs through payday.i18n), with no message keys, no "[...]" marks of a missing text and,
on the French and Chinese pages, no English.
"""
from __future__ import annotations


import pytest

from payday import i18n

from tests.support.app_page import (KEY_LIKE, SCREEN_KEYS, click_and_wait, english_leaks, open_app,
                                    saved_game)
from tests.support.browser import assert_reads_clean

pytestmark = pytest.mark.browser

DECISIONS = 4          # decisions played: enough to roll, land, and be asked something else


def assert_clean(text: str, lang: str) -> None:
    assert_reads_clean(text, lang, key_like=KEY_LIKE, english_leaks=english_leaks)


def assert_decision_in(page, game, lang: str) -> None:
    """The question and every button read as the catalogs say in this language."""
    pending = game.pending
    assert page.inner_text(".pd-question").strip() == i18n.describe_decision(game, pending, lang)
    labels = page.locator(".pd-decision button.pd-option").all_inner_texts()
    assert [label.strip() for label in labels] == [i18n.describe_option(game, option, lang)
                                                   for option in pending.options]


@pytest.mark.parametrize("variant, lang", [("bonne-paye", "zh-Hant"), ("payday", "fr"),
                                           ("payday-auction", "en")])
def test_the_start_of_a_game_reads_in_the_chosen_language(page, voila_url, variant, lang):
    """"play the start of a game in each language and check that the page shows that
    language's words for the squares and decisions, with no key names or English leaking
    through" (any edition in any language, chosen by ?lang=)."""
    open_app(page, voila_url, variant=variant, lang=lang, months=1, seed=12, pace=0)
    start_text = page.inner_text(".pd-app")
    for key in ("app.start.edition", "app.start.months", "app.start.players", "app.start.seed"):
        assert i18n.t(key, lang) in start_text
    assert page.inner_text("button.pd-start").strip() == i18n.t("app.start.start", lang)

    page.click("button.pd-start")
    page.wait_for_selector(".pd-decision button.pd-option")
    for _ in range(DECISIONS):
        _content, game = saved_game(page)
        if game.is_over or not page.locator("button.pd-main").count():
            break
        assert_decision_in(page, game, lang)
        click_and_wait(page, "button.pd-main")

    _content, game = saved_game(page)
    calendar = page.inner_text(".pd-calendar")
    for square in game.rules.board:
        assert i18n.square_name(square.kind, lang, n=square.n or None, variant=game.variant) in calendar, square
    for day in range(7):
        assert i18n.weekday(day, lang) in calendar
    assert i18n.t("app.calendar.caption", lang, month=1, months=1) in calendar
    log = [line.strip() for line in page.locator(".pd-log li").all_inner_texts()]
    assert log == [i18n.describe_event(game, e, lang) for e in game.events[::-1][:60]]
    body = page.inner_text("body")
    for key in SCREEN_KEYS:
        assert i18n.t(key, lang) in body, key
    # the title names the game's own edition, in the page's language
    assert i18n.t("app.title.game", lang, edition=i18n.edition_name(variant, lang)) in body
    assert_clean(body, lang)


def test_the_language_comes_from_the_link_or_the_edition_and_can_be_switched(page, voila_url):
    """"The app reads ?lang= from its URL and has a language switch on its start screen";
    without ?lang= each edition opens in its natural language."""
    for variant, lang in (("payday-auction", "zh-Hant"), ("bonne-paye", "fr")):
        open_app(page, voila_url, variant=variant)
        assert page.inner_text("button.pd-start").strip() == i18n.t("app.start.start", lang)
        assert page.eval_on_selector_all(".pd-app select", "s => s[1].value") == i18n.t(
            f"app.lang.{lang}", lang)

    open_app(page, voila_url, variant="bonne-paye", lang="zh-Hant")
    assert page.inner_text("button.pd-start").strip() == i18n.t("app.start.start", "zh-Hant")
    page.locator(".pd-app select").nth(1).select_option(label=i18n.t("app.lang.en", "zh-Hant"))
    page.wait_for_function("t => document.querySelector('button.pd-start').innerText.trim() === t",
                           arg=i18n.t("app.start.start", "en"))
    assert i18n.t("app.start.intro", "en") in page.inner_text(".pd-app")
    page.click("button.pd-start")
    page.wait_for_selector(".pd-decision button.pd-option")
    _content, game = saved_game(page)
    assert game.variant == "bonne-paye"
    assert_decision_in(page, game, "en")
    assert_clean(page.inner_text("body"), "en")
