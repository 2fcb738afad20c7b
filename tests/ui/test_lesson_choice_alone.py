"""The end screen weighs the key choice alone when a computer played part of the what-if.

A lesson 03 student who deposited read that rolling on "would have
ended +€650", all of it the computer's play after their later moves stopped fitting, while the
deposit alone is worth +€100 in every game number. The screen now adds the choice's worth alone
(`claims.choice_alone`: the same game number, the student's other moves played plainly in both
games), the number the teacher's baseline and the guide use."""
from __future__ import annotations

import html

import pytest

from payday import i18n
from payday.engine.decisions import Act
from payday.teaching.claims import play_pair
from payday.teaching.debrief import debrief
from payday.ui.app.lesson import debrief_html
from tests.support.lesson_games import WINNINGS_SPENT, student_game


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_what_if_the_computer_finished_is_followed_by_the_choice_alone(lang):
    """Game number 3: Ada deposits, then borrows on Pay Day; rolling on instead, that loan no
    longer fits, the computer plays her seat, and the what-if's difference is its play."""
    lesson, game = student_game("03", Act.DEPOSIT, Act.BORROW, seed=3)
    seen = debrief(game, lesson)
    assert seen.what_if is not None and seen.what_if.computer_from is not None
    alone = play_pair(lesson, Act.DEPOSIT, seed=3).difference
    assert alone != -seen.what_if.difference, "the what-if alone would mislead here"
    shown = html.unescape(debrief_html(seen, game, lang))
    said = i18n.describe_option(game, seen.choice.answer, lang, decision=seen.choice.decision)
    said_other = i18n.describe_option(game, seen.what_if.answer, lang,
                                      decision=seen.choice.decision)
    expected = i18n.t("whatif_real.alone", lang, choice=said, other=said_other,
                      difference=i18n.signed_money(alone, game.rules.currency, lang))
    assert expected in shown
    assert alone > 0, "the deposit alone pays its interest, as lesson 03 claims"


def test_a_what_if_replayed_whole_needs_no_second_line():
    """Every later move fitted the other choice: the what-if is the choice's alone already."""
    lesson, game = student_game("03", Act.DEPOSIT, seed=1)
    seen = debrief(game, lesson)
    assert seen.what_if is not None and seen.what_if.computer_from is None
    assert "pd-whatif-alone" not in debrief_html(seen, game, "en")


def test_under_the_contrasts_rules_the_choice_alone_follows_a_replay_the_computer_finished():
    """Lesson 01: Ada joins the (real) lottery and borrows to buy a deal; in the board game the
    winnings pay for it, her loan no longer fits, the computer plays on, and the screen weighs
    the ticket alone under the board game's rules (where the bank's ante makes it pay)."""
    lesson, game = student_game("01", Act.JOIN, Act.BUY, seed=WINNINGS_SPENT)
    seen = debrief(game, lesson)
    assert seen.real is not None and seen.real.mine.computer_from is not None
    alone = play_pair(lesson, Act.JOIN, seed=WINNINGS_SPENT, rules="game").difference
    shown = html.unescape(debrief_html(seen, game, "en"))
    assert i18n.signed_money(alone, game.rules.currency, "en") in shown
    assert 'class="pd-whatif-alone-game"' in debrief_html(seen, game, "en")
    assert alone > 0, "in the board game the bank's ante makes the ticket pay"
