"""The lesson's end screen shows the student's key choice both under the rules they played and
under the contrast's: lesson 05 plays the board game and weighs real life's; lesson 01 plays a
real lottery ("in this game the ticket cost -$100; in the board game it would have paid
+$1,000"), in every language; a lesson without real-life rules shows nothing new. The numbers
in the lines are the debrief's, formatted as the app does."""
import html

import pytest

from payday import i18n
from payday.engine.decisions import Act
from payday.teaching.debrief import debrief
from payday.teaching.lessons import SCENARIOS
from payday.ui.app.lesson import debrief_html, real_rules_words
from tests.support.lesson_games import WINNINGS_SPENT, student_game


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lesson_01_shows_the_ticket_in_this_game_and_in_the_board_game(lang):
    lesson, game = student_game("01", Act.JOIN)
    seen = debrief(game, lesson)
    shown = html.unescape(debrief_html(seen, game, lang))
    in_game = i18n.signed_money(-seen.what_if.difference, "USD", lang)
    in_real_life = i18n.signed_money(seen.real.difference, "USD", lang)
    assert 'class="pd-whatif-game">' in shown and 'class="pd-whatif-real">' in shown
    game_line = shown.split('class="pd-whatif-game">')[1].split("</p>")[0]
    real_line = shown.split('class="pd-whatif-real">')[1].split("</p>")[0]
    assert in_game in game_line and in_real_life in real_line
    assert real_rules_words(lesson.contrast_settings(), lang, "game", "USD") in real_line
    assert i18n.money(lesson.board_rules()["lottery_bank_ante"], "USD", lang) in real_line
    assert i18n.money(seen.real.mine.worth, "USD", lang) in real_line
    assert "pd-whatif-real-computer" not in shown       # every decision fitted
    assert seen.real.difference > 0 > -seen.what_if.difference


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lesson_05_shows_the_charge_in_this_game_and_under_real_life_rules(lang):
    lesson, game = student_game("05", Act.PAY_ALL)
    seen = debrief(game, lesson)
    shown = html.unescape(debrief_html(seen, game, lang))
    real_line = shown.split('class="pd-whatif-real">')[1].split("</p>")[0]
    assert real_rules_words(lesson.real_rules, lang) in real_line
    assert i18n.signed_money(seen.real.difference, "USD", lang) in real_line


def test_the_view_says_from_when_the_computer_played_under_the_contrasts_rules():
    lesson, game = student_game("01", Act.JOIN, Act.BUY, seed=WINNINGS_SPENT)
    seen = debrief(game, lesson)
    month, day = seen.real.mine.computer_from
    shown = html.unescape(debrief_html(seen, game, "en"))
    assert i18n.t("whatif_real.board.mine_computer_from", "en", day=day, month=month,
                  style=i18n.t("app.style.cautious", "en")) in shown


@pytest.mark.parametrize("number", sorted(n for n, s in SCENARIOS.items() if s.real_rules))
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_real_life_setting_a_lesson_names_is_said_in_every_language(number, lang):
    """Strict catalogs under pytest: a setting without its phrase would raise here."""
    said = real_rules_words(SCENARIOS[number].real_rules, lang)
    board = real_rules_words(SCENARIOS[number].board_rules(), lang, "game", "USD")
    assert said and "[" not in said and board and "[" not in board


@pytest.mark.parametrize("number", sorted(n for n, s in SCENARIOS.items() if not s.real_rules))
def test_a_lesson_without_real_life_rules_shows_nothing_new(number):
    lesson, game = student_game(number)
    shown = debrief_html(debrief(game, lesson), game, "en")
    assert "pd-whatif-real" not in shown and "pd-whatif-game" not in shown
