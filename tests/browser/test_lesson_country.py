"""A lesson's country in a real browser: the lesson link's language chooses the country
of the real figures the lesson's first screen quotes, `&country=` another, and an unknown country
is a message in the student's language, not a traceback.

PAYDAY_SCREENSHOTS=folder keeps a screenshot of lessons 01 and 05's first screen in each language."""
from __future__ import annotations

import pytest

from payday import i18n
from payday.teaching.countries import DEFAULT_COUNTRY

from tests.support.app_page import shot

pytestmark = pytest.mark.browser


def heading(lang: str, code: str) -> str:
    return i18n.t("country.heading", lang, country=i18n.t(f"country.name.{code}", lang))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lessons_01_and_05_open_with_the_languages_countrys_figures(page, voila_url, lang):
    for number in ("01", "05"):
        page.goto(f"{voila_url}?lesson={number}&lang={lang}&pace=0")
        page.wait_for_selector(".pd-real-life", timeout=120_000)
        box = page.inner_text(".pd-real-life")
        assert heading(lang, DEFAULT_COUNTRY[lang]) in box
        assert i18n.t("country.sources", lang) in box
        shot(page, f"lesson-{number}-{lang}-country")


def test_a_french_class_can_take_the_united_states_figures_and_a_wrong_country_is_said(page, voila_url):
    page.goto(f"{voila_url}?lesson=05&lang=fr&pace=0&country=US")
    page.wait_for_selector(".pd-real-life", timeout=120_000)
    assert heading("fr", "US") in page.inner_text(".pd-real-life")
    page.goto(f"{voila_url}?lesson=05&lang=fr&pace=0&country=CA")
    page.wait_for_selector(".pd-problem", timeout=120_000)
    problem = page.inner_text(".pd-problem")
    assert "CA" in problem and "Traceback" not in page.content()
    assert heading("fr", "FR") in page.inner_text(".pd-real-life")
