"""Findings of the screenshots (the papers and app pages read in each language),
one test each."""
from __future__ import annotations

import re

import pytest

from payday.i18n import LANGUAGES
from payday.i18n.formats import money
from payday.teaching import quiz
from payday.teaching.lessons import LESSONS_DIR


def test_taiwans_real_money_is_written_nt_dollars_in_every_language():
    """Finding: the Chinese papers wrote Taiwan's minimum wage as "$28,590", the same "$" as
    我愛發薪日's banknotes, because CLDR's zh_Hant_TW symbol for TWD is "$". A country's real
    money is "NT$" in every language; the game's banknotes keep their "$"."""
    for lang in LANGUAGES:
        assert "NT$" in money(28590, "TWD", lang, real=True)
        assert "NT$" in money(714.75, "TWD", lang, real=True, cents=True)
    assert money(800, "TWD", "zh-Hant") == "$800"
    assert money(714.75, "TWD", "zh-Hant", cents=True, real=True) == "NT$714.75"


@pytest.mark.parametrize("slug", ["01-earning-income", "03-saving", "05-managing-credit", "06-managing-risk"])
def test_the_chinese_papers_write_no_bare_dollar_for_taiwans_money(slug):
    """Finding: lessons 01, 03, 05 and 06's Chinese worksheets, keys and guides computed Taiwan's
    pay, deposit, card and hospital bill in "$" amounts a student could take for game money or US
    dollars. Every "$" amount in them is now NT$ (Taiwan's) or US$ (Pay Day's game money), but
    on a line about 我愛發薪日's own banknotes, which are marked "$"."""
    for paper in ("worksheet", "answer-key", "guide"):
        lines = (LESSONS_DIR / slug / f"{paper}.zh-Hant.md").read_text(encoding="utf-8").splitlines()
        text = "\n".join(line for line in lines if "我愛發薪日" not in line)
        bare = re.findall(r"(?<![A-Z])\$[0-9]", text)
        assert not bare, (paper, bare[:3])


def test_the_taiwanese_payroll_quiz_answer_is_in_nt_dollars():
    """Finding: the guide's payroll quiz item wrote its Taiwanese answer "$1,158.18"."""
    pre, post = quiz.items("01")[1]
    assert quiz.answer_text(pre, "zh-Hant", "TW").startswith("NT$")
    from payday.teaching.country_figures import pay_figures
    assert pay_figures("TW")["salary"].text("zh-Hant") in quiz.text(pre, "q", "zh-Hant", "TW")


@pytest.mark.parametrize("lang", ["en", "fr", "zh-Hant"])
def test_the_credit_worksheet_names_no_edition_the_class_does_not_play(lang):
    """Finding: lesson 05's worksheet, in every language and country, asked students to compare a
    real card with "我愛發薪日's rule", an edition the lesson does not use (it plays Pay Day) and a
    US or French class has never seen; the rule is the one the students worked in question 3c."""
    from payday.teaching import country_texts
    from payday.teaching.countries import COUNTRIES
    for code in COUNTRIES:
        said = country_texts.text("05-managing-credit", "calc", code, lang) or ""
        assert "我愛發薪日" not in said, code
    sheet = (LESSONS_DIR / "05-managing-credit" / f"worksheet.{lang}.md").read_text(encoding="utf-8")
    assert "我愛發薪日" not in sheet and "3c" in sheet.split("## 6")[1]


@pytest.mark.parametrize("lang", ["en", "fr", "zh-Hant"])
def test_lesson_02s_situation_names_the_buyer_square_as_the_board_does(lang):
    """Finding: lesson 02's French situation and guide said two « Acheteur trouvé » squares were
    left, and the Chinese 「找到買家」, while the calendar beside them labels those squares
    « Vendez » and 「買家」."""
    from payday.i18n import t
    square = {"fr": "«\u00a0{}\u00a0»", "zh-Hant": "「{}」"}.get(lang, "{}").format(t("square.buyer", lang))
    situation = t("lesson.02.situation", lang, cash="", bill="", price="", value="")
    assert square in situation
    guide = (LESSONS_DIR / "02-spending" / f"guide.{'zh-Hant' if lang == 'zh-Hant' else lang}.md").read_text(encoding="utf-8")
    assert square in guide


def test_a_chinese_paragraphs_line_break_prints_no_space():
    """Finding: lesson 05's Chinese worksheet printed "遊戲編號 1，2 個月。 明天的郵件" and
    "利息是每月 10%。 a.": a line break inside a paragraph is a space in a browser, and Chinese
    puts none after a full-width stop. English keeps its space."""
    from payday.teaching.printing import page
    assert "2 個月。明天的郵件" in page("遊戲編號 1，2 個月。\n明天的郵件", "zh-Hant")
    assert "a month.\nTomorrow" in page("a month.\nTomorrow", "en")
    sheet = (LESSONS_DIR / "05-managing-credit" / "worksheet.zh-Hant.md").read_text(encoding="utf-8")
    assert "。 " not in re.sub(r"<[^>]+>", "", page(sheet, "zh-Hant"))


@pytest.mark.parametrize("lang", ["en", "fr", "zh-Hant"])
def test_lesson_01s_income_table_names_pay_days_money_as_the_app_does(lang):
    """Finding: lesson 01's worksheet headed its amounts "montant ($)" and 「金額（$）」 while the
    app the students copy from writes Pay Day's money "$US" and "US$" (in Chinese a bare "$" is
    also 我愛發薪日's and Taiwan's)."""
    symbol = money(1, "USD", lang).replace("1", "").strip("\u00a0 ")
    sheet = (LESSONS_DIR / "01-earning-income" / f"worksheet.{lang}.md").read_text(encoding="utf-8")
    heading = sheet.split("## 2")[1].split("|---")[0]
    assert f"({symbol})" in heading or f"（{symbol}）" in heading


@pytest.mark.parametrize("lang", ["en", "fr", "zh-Hant"])
def test_the_dashboards_styles_note_calls_the_styles_by_the_tables_names(lang):
    """Finding: under the computer styles' table the Chinese note said 「借款者」 and 「謹慎的玩家」
    while the table's rows are 「借貸型」 and 「謹慎型」."""
    from payday.i18n import t
    note = t("baseline.styles.borrower", lang)
    for style in ("borrower", "cautious"):
        assert t(f"app.style.{style}", lang) in note


def test_the_english_richest_style_line_does_not_call_pay_days_deals_acquisitions():
    """Finding: on the English dashboard of the Pay Day lessons (01, 02, 05) the line under the
    styles' table said the richest style's money "came from its acquisitions", La Bonne Paye's
    word, where Pay Day's cards are deals; it now names what was bought to resell in both words."""
    from payday.i18n import t
    for key in ("lesson.styles.from_deals", "baseline.styles.from_deals_tied"):
        said = t(key, "en", deals="$900")
        assert "deals" in said and "$900" in said


def test_a_chinese_bold_lead_ending_on_a_full_width_mark_prints_no_space():
    """Finding: lesson 01's and 05's Chinese guides printed 「原因在這裡。 另外」 and 「答案： NT$」:
    the Markdown's space after a bold lead ("**…。** 另外") is kept by the browser."""
    from payday.teaching.printing import page
    assert "原因在這裡。</strong>另外" in page("- **原因在這裡。** 另外兩位", "zh-Hant")
    assert "answer:</strong> $1" in page("**answer:** $1", "en")
    guide = (LESSONS_DIR / "01-earning-income" / "guide.zh-Hant.md").read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", page(guide, "zh-Hant"))
    assert "。 " not in text and "： " not in text
