"""The app's widgets in-process, without a browser: every word from the catalogs, every
callback guarded, and a month played by clicking the widgets themselves."""
from __future__ import annotations

import html
import datetime
import json
from pathlib import Path

import ipywidgets as w
import pytest

import payday
from payday import i18n
from payday.ui import App

from tests.support.app import VIEWS, assert_hard_codes_no_words, find, play_lesson, start

APP_CATALOG = Path(i18n.__file__).parent / "catalogs" / "app.json"


SCREENS = [VIEWS.with_name(name) for name in ("views.py", "start.py", "resume.py", "game.py",
                                               "render.py", "lesson.py", "quiz.py", "month.py",
                                               "screen.py")]


@pytest.mark.parametrize("views", SCREENS, ids=lambda p: p.name)
def test_the_views_hard_code_no_words(views):
    """"never hard-code user-facing words in the views": string constants in the app's screens
    and renderers (and the lesson screens' lesson.py) are catalog keys, CSS, HTML or symbols;
    words come from payday.i18n."""
    assert_hard_codes_no_words(views)


def test_every_app_text_is_in_english_french_and_traditional_chinese():
    catalog = json.loads(APP_CATALOG.read_text(encoding="utf-8"))
    for key, texts in catalog.items():
        assert key.startswith("app."), key
        assert set(texts) == set(i18n.LANGUAGES) and all(texts.values()), key


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_month_is_played_by_clicking_the_widgets(variant, lang):
    app = start(variant, lang)
    for _ in range(500):
        if app.session.game.is_over:
            break
        buttons = find(app.game_screen.decision, "pd-main") or find(app.game_screen.decision, "pd-act-borrow")
        button = next(b for b in buttons if isinstance(b, w.Button))
        button.click()
    game = app.session.game
    assert game.is_over
    assert "pd-problem" not in app.status.value
    for p in game.players:
        assert i18n.money(game.cash(p), game.rules.currency, lang) in app.game_screen.panels.value
        assert p.name in app.game_screen.calendar.value
    assert "pd-payday-0" in app.game_screen.payday_box.value


def test_a_failing_callback_shows_a_message_not_a_traceback(monkeypatch):
    app = start("bonne-paye")

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")
    monkeypatch.setattr(app.session, "answer", broken)
    find(app.game_screen.decision, "pd-main")[0].click()
    assert "pd-problem" in app.status.value and "disk on fire" in app.status.value
    assert "Traceback" not in app.status.value


def test_a_double_click_on_a_choice_answers_it_once():
    app = start("bonne-paye")
    roll = find(app.game_screen.decision, "pd-main")[0]
    roll.click()
    history = list(app.session.game.history)
    roll.click()                                   # the same, now stale, button again
    assert app.session.game.history == history


def test_a_bad_amount_typed_in_the_page_gets_a_plain_message():
    app = start("bonne-paye")
    box = next(b for b in find(app.game_screen.decision, "pd-free") if isinstance(b, w.IntText)
               and "pd-amount-deposit" in b._dom_classes)
    box.value = 10 ** 9
    row = next(r for r in app.game_screen.decision.children if isinstance(r, w.HBox) and box in r.children)
    next(c for c in row.children if isinstance(c, w.Button)).click()
    assert "pd-problem" in app.status.value
    assert app.session.game.history == []


def test_the_live_chart_is_built_with_its_traces_before_the_page_connects():
    """docs/architecture.md's Voila trap: a FigureWidget changed before the page connects never shows."""
    app = start("bonne-paye")
    assert [len(trace.y) for trace in app.chart.data] == [len(s) for s in app.session.money_history(0)]
    assert len(app.chart.data) == 3


def test_the_months_chart_comes_with_its_table_and_data_downloads():
    """The month's teaching chart, the same numbers as a table, and data: links (a file on
    the server would not reach the student's browser)."""
    app = start("bonne-paye")
    for _ in range(3):
        find(app.game_screen.decision, "pd-main")[0].click()
    find(app, "pd-month-report")[0].click()
    assert "pd-problem" not in app.status.value
    chart_row, links = app.game_screen.month_box.children
    assert "<table" in chart_row.children[1].value and "<caption>" in chart_row.children[1].value
    assert 'class="pd-month-csv"' in links.value and 'href="data:text/csv;base64,' in links.value


def upload(app: App, content: bytes) -> None:
    box = find(app, "pd-open")[0]
    box.value = ({"name": "game.json", "type": "application/json", "size": len(content),
                  "content": memoryview(content),
                  "last_modified": datetime.datetime.now(datetime.UTC)},)


@pytest.mark.parametrize("lang, words", [("fr", "sauvegarde"), ("zh-Hant", "存檔")])
def test_a_damaged_file_is_explained_in_the_pages_language_not_the_editions(lang, words):
    """A Pay Day game played in French or Chinese: the reason a file cannot be opened is said
    in the page's language, before a game starts and during one."""
    app = App(variant="payday", lang=lang, seed=5, pace=0)
    upload(app, b"{not json")
    assert "pd-problem" in app.status.value and words in app.status.value
    assert "not a saved game" not in app.status.value
    find(app, "pd-start")[0].click()
    assert app.session.lang == lang
    upload(app, b"{not json")
    assert words in app.status.value and "not a saved game" not in app.status.value


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_the_live_chart_draws_savings_only_in_an_edition_with_a_savings_book(variant):
    from payday.engine.features import Feature
    app = start(variant)
    find(app.game_screen.decision, "pd-main")[0].click()
    has_savings = Feature.SAVINGS in app.session.game.rules.features
    assert [trace.visible for trace in app.chart.data] == [True, has_savings, True]
    assert (i18n.t("app.panel.savings", "en") in app.game_screen.chart_table.value) == has_savings


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_game_screen_is_titled_with_the_games_own_edition(lang):
    """Not « La Bonne Paye — le jeu de la classe » above a Pay Day game played in French."""
    for variant in sorted(payday.EDITIONS):
        app = start(variant, lang)
        title = app.children[0].value
        assert i18n.edition_name(variant, lang) in html.unescape(title)
        others = [i18n.edition_name(v, lang) for v in payday.EDITIONS if v != variant]
        assert not any(name in html.unescape(title) for name in others)


def test_the_game_screen_shows_the_pure_renderers_html():
    """The game screen's HTML is made by pure functions of the session (payday.ui.app.render),
    tested without widgets; the screen only puts it on the page."""
    from payday.ui.app import render
    app = start("payday")
    for _ in range(4):
        find(app.game_screen.decision, "pd-main")[0].click()
    session, screen = app.session, app.game_screen
    assert screen.calendar.value == render.calendar_html(session.game, "en")
    assert screen.panels.value == render.panels_html(session, "en") == app.panels_html()
    assert screen.payday_box.value == render.payday_html(session, "en")
    assert screen.events.value == render.log_html(session.game, "en")
    assert app.status.value == render.status_html(session, "en")
    assert 'class="pd-version"' in app.status.value


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_final_ranking_lists_the_players_with_the_languages_separator(lang):
    """The game-over line lists the standings as the language lists things: "、" between names
    in Chinese, not an English comma (seen on the lessons' screenshots)."""
    from payday.ui.app import render
    app = play_lesson("06", lang)
    game = app.session.game
    assert game.is_over
    shown = html.unescape(render.status_html(app.session, lang))
    names = [player.name for player, _worth in game.standings()]
    between = shown[shown.index(names[0]):shown.index(names[1])]
    assert between.endswith(i18n.typography(lang).list_separator)
    if lang == "zh-Hant":
        assert ", " not in between
    # and the ranking ends its sentence before the winner's ("... $4,800 Bo wins!" had no stop)
    after_last = shown[shown.index(names[-1]):]
    stop = i18n.t("app.final_ranking", lang, ranking="")
    assert stop in after_last[:after_last.index(render.winners_text(game, lang))]


def test_the_chinese_game_over_line_puts_no_space_after_its_full_width_marks():
    """"遊戲結束。最後排名： 電腦 1 … US$1,900。 Ada 獲勝！":
    Chinese puts no space after "：" or "。"; French and English keep theirs."""
    import re
    from payday.ui.app import render
    app = play_lesson("06", "zh-Hant")
    shown = re.sub(r"<[^>]+>", "", html.unescape(render.status_html(app.session, "zh-Hant")))
    assert "最後排名：" in shown and "： " not in shown and "。 " not in shown
