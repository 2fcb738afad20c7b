"""Dollar amounts on the published pages stay words: Jupyter typesets "$...$" in an HTML output
as mathematics, so a sentence such as "earned $0, paid $1,100" must be guarded."""
from __future__ import annotations

import re

import pytest

from payday import i18n
from tests.support.servers import voila_server

pytestmark = pytest.mark.browser

# Mathematical italic letters are what MathJax draws for typeset words.
TYPESET = re.compile("[\U0001D400-\U0001D7FF]")


def test_a_lesson_sentence_with_two_dollar_amounts_reads_as_text(page, tmp_path):
    """The earning-income lesson (Pay Day, dollars, English) states gross pay, tax and net pay
    in one sentence once withholding is ticked: every amount must read as money."""
    with voila_server("notebooks/lessons/01-earning-income.ipynb", tmp_path) as base:
        page.goto(base + "/", wait_until="commit", timeout=300_000)
        label = i18n.t("lesson.01.withhold", "en", rate="7.65%", tax="10%")
        box = page.locator(".widget-checkbox", has_text=label.split("(")[0].strip())
        box.locator("input[type=checkbox]").check(timeout=300_000)
        gross = i18n.money(3500, "USD", "en")
        page.wait_for_selector(f"p:has-text('{gross}')", timeout=60_000)
        page.wait_for_timeout(2000)                 # let MathJax run, if it is going to
        text = page.inner_text("body")
    assert not TYPESET.search(text), TYPESET.findall(text)[:10]
    # The net-pay sentence, not a table cell that holds the same salary.
    sentence = next(line for line in text.splitlines() if gross in line and "Gross pay" in line)
    assert sentence.count("$") >= 3, sentence
