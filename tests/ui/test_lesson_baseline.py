"""The dashboard's lesson view shows the decision's baseline: "Beside the
class's choices, show the same decision answered both ways by the same computer players, paired
over game numbers 1-30 (a paired difference with its 95% interval), under the game's rules and
under real_rules. The styles' table may stay as an extension, with one sentence saying why the
borrower wins the board game." """
from __future__ import annotations

import html
import re

import pytest

from payday import i18n
from payday.classroom.records import Loaded
from payday.teaching.baseline import decision_baseline
from payday.teaching.debrief import Outcome
from payday.teaching.lessons import SCENARIOS
from payday.ui.dashboard.baseline import rules_label
from payday.ui.dashboard.lesson import LessonView, lesson_html

from tests.support.app import play_lesson

STYLES = (Outcome.of("cautious", [100, 200, 300]), Outcome.of("borrower", [400, 500, 600]))
NO_BORROWER = (Outcome.of("cautious", [100, 200, 300]), Outcome.of("saver", [150, 250]))


def decision_table(shown: str) -> tuple[list[str], list[list[str]]]:
    """The baseline table's header cells and body rows, as the teacher reads them."""
    found = re.search(r'<table class="pd-table pd-lesson-decision".*?</table>', shown)
    assert found, "no baseline table"
    cells = [[html.unescape(re.sub(r"</?span[^>]*>", "", c)) for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)]
             for row in re.findall(r"<tr>(.*?)</tr>", found.group(0))]
    return cells[0], cells[1:]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("number", ["01", "05"])
def test_the_lesson_view_shows_the_decision_answered_both_ways_under_both_rules(number, lang):
    """One row per rules (the game's, the real-life ones), with column headers; each money cell
    is the baseline's number written by payday.i18n.formats in the teacher's language."""
    lesson, rows = SCENARIOS[number], decision_baseline(number)
    shown = lesson_html([], lesson, lang, computer=STYLES, money_rows=())
    assert '<th scope="col"' in shown.split("pd-lesson-decision", 1)[1].split("</table>", 1)[0]
    header, body = decision_table(shown)
    answer, other = i18n.t(f"act.{rows[0].answer}", lang), i18n.t(f"act.{rows[0].other}", lang)
    assert header[0] == i18n.t("baseline.col.rules", lang)
    assert header[1:3] == [i18n.t("baseline.col.mean", lang, act=act) for act in (answer, other)]
    assert [line[0] for line in body] == [rules_label(row, lesson, lang) for row in rows]
    if lesson.plays == "game":          # lesson 05: the board game's rules first
        assert body[0][0] == i18n.t("baseline.rules.game", lang)
    else:                               # lesson 01 plays real life's, then shows the board game's
        assert body[1][0].startswith(i18n.t("baseline.rules.board", lang, settings="").rstrip("()）"))
    currency = "USD"
    for line, row in zip(body, rows):
        def signed(amount, plus=True):
            return i18n.signed_money(round(amount), currency, lang, plus=plus)
        assert line[1:4] == [signed(row.mean_answer, False), signed(row.mean_other, False),
                             signed(row.difference.mean)]
        assert line[4] == i18n.t("dashboard.lesson.interval", lang, low=signed(row.difference.low),
                                 high=signed(row.difference.high))
        assert line[5] == i18n.t("baseline.count", lang, better=i18n.number(row.verdict.better, lang),
                                 equal=i18n.number(row.verdict.equal, lang),
                                 worse=i18n.number(row.verdict.worse, lang))
        assert line[-1] == i18n.t("baseline.apart.yes" if row.told_apart else "baseline.apart.no", lang)


def test_the_real_life_row_names_each_setting_with_the_games_value_and_the_real_one():
    """Lesson 01 plays real life's lottery: its first row is the real-life rules, each setting
    from the board game's value to the real one; the second row is the board game's, back."""
    shown = lesson_html([], SCENARIOS["01"], "en", computer=STYLES, money_rows=())
    _, body = decision_table(shown)
    assert body[0][0] == ("Real-life rules (bank's lottery ante: $1,000 → $0, "
                          "house's share of the lottery pot (%): 0 → 50, "
                          "lottery: roll until somebody wins: yes → no)")
    assert body[1][0] == ("The board game's rules (bank's lottery ante: $0 → $1,000, "
                          "house's share of the lottery pot (%): 50 → 0, "
                          "lottery: roll until somebody wins: no → yes)")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_real_life_rows_money_settings_are_written_as_money_in_the_editions_currency(lang):
    """The real-life row read "bank's lottery ante: 1,000 → 0", with no
    currency. A money setting is money, in the edition's currency, the language's way."""
    _, body = decision_table(lesson_html([], SCENARIOS["01"], lang, computer=STYLES, money_rows=()))
    ante = i18n.t("lab.change", lang, setting=i18n.t("lab.setting.lottery_bank_ante", lang),
                  usual=i18n.money(1000, "USD", lang), value=i18n.money(0, "USD", lang))
    assert ante in body[0][0]


def test_the_baseline_sits_after_the_class_choices_and_before_each_students_game():
    games = [Loaded(f"7B / S{n} / g{n}", play_lesson("05", "en", seed=n).session.game) for n in range(2)]
    shown = lesson_html(games, SCENARIOS["05"], "en", computer=STYLES, money_rows=())
    assert (shown.index("pd-lesson-class") < shown.index("pd-lesson-decision")
            < shown.index("pd-lesson-students") < shown.index("pd-lesson-computer"))


def test_a_lesson_without_real_life_settings_says_only_the_games_rules_are_shown():
    shown = lesson_html([], SCENARIOS["02"], "fr", computer=STYLES, money_rows=())
    _, body = decision_table(shown)
    assert len(body) == 1
    assert html.escape(i18n.t("baseline.no_real", "fr")) in shown


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_styles_table_says_why_the_borrower_wins_the_board_game(lang):
    """When the borrower ends richer than the cautious player, the sentence over the styles'
    table says why (deals priced to win); otherwise it only says they are whole ways of playing."""
    borrower = lesson_html([], SCENARIOS["05"], lang, computer=STYLES, money_rows=())
    assert html.escape(i18n.t("baseline.styles.borrower", lang)) in borrower
    plain = lesson_html([], SCENARIOS["05"], lang, computer=NO_BORROWER, money_rows=())
    assert html.escape(i18n.t("baseline.styles.whole", lang)) in plain
    assert html.escape(i18n.t("baseline.styles.borrower", lang)) not in plain


def test_the_lesson_widget_redraws_the_baseline_for_the_lesson_and_language_chosen():
    view = LessonView("zh-Hant")
    view.menu.value = "01"
    view.show([])
    assert i18n.t("baseline.col.rules", "zh-Hant") in view.area.value
    assert i18n.t("act.join", "zh-Hant") in view.area.value
    view.menu.value = "05"
    assert i18n.t("act.pay_interest", "zh-Hant") in view.area.value


NOWRAP = '<span class="pd-figure" style="white-space:nowrap">'
MONEY_FIGURE = re.compile(r"[+\u2212-]?(?:[$€]|US\$)\s?\d|\d[\d\u202f\xa0,.]*\xa0(?:€|\$US)")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("number", ["01", "04"])
def test_every_signed_figure_of_the_lesson_view_is_kept_on_one_line(number, lang):
    """The Chinese dashboard's interval "+€728 至 +€892" wrapped
    between "+" and "€892". Every money figure of the lesson view's tables sits whole in a
    no-wrap span; an interval is two of them around the catalog's words."""
    games = [Loaded(f"7B / S{n} / g{n}", play_lesson(number, lang, seed=n).session.game) for n in range(3)]
    shown = lesson_html(games, SCENARIOS[number], lang, computer=STYLES, money_rows=())
    tables = "".join(re.findall(r"<table.*?</table>", shown))
    tables = re.sub(r"<tr><td[^>]*>.*?</td>", "<tr>", tables)     # each row's label: words, not a figure
    outside = re.sub(re.escape(NOWRAP) + r".*?</span>", "", tables)
    assert MONEY_FIGURE.findall(html.unescape(re.sub(r"<[^>]+>", " ", tables))), "the tables show money"
    assert not MONEY_FIGURE.findall(html.unescape(re.sub(r"<[^>]+>", " ", outside))), \
        "a money figure outside a no-wrap span"
    whole = re.escape(NOWRAP) + "[^<]+</span>"
    interval = re.escape(html.escape(i18n.t("dashboard.lesson.interval", lang, low="LOW", high="HIGH")))
    assert re.search(interval.replace("LOW", whole).replace("HIGH", whole), tables)


def test_the_chinese_real_life_row_calls_an_acquisition_by_the_games_word():
    """Lesson 04's real-life row called acquisitions 收藏品 (a collector's
    item) where the game's cards and the glossary say 交易卡."""
    _, body = decision_table(lesson_html([], SCENARIOS["04"], "zh-Hant", computer=STYLES, money_rows=()))
    assert "交易卡" in body[1][0] and "收藏品" not in body[1][0]


def test_a_mean_in_debt_is_written_with_the_minus_sign_not_a_hyphen():
    """Lesson 05's plain players can end in debt: the lesson view wrote such a mean "-$6,900"
    (Babel's hyphen) beside the baseline's "−$813"; every figure uses the minus sign."""
    debt = (Outcome.of("cautious", [-6900, -6800, -7000]),)
    shown = html.unescape(lesson_html([], SCENARIOS["05"], "en", computer=debt, money_rows=()))
    assert "−$6,900" in shown and "-$" not in shown
