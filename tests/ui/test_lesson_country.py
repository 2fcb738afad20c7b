"""The country of a lesson's real figures: chosen with the language, changeable on the lesson
link (`&country=`) and on the dashboard ("A country is a setting of the lessons")."""
from __future__ import annotations

import pytest

from payday import i18n
from payday.classroom.links import settings_from_query, with_query
from payday.teaching.countries import COUNTRIES, DEFAULT_COUNTRY
from payday.ui import App
from payday.ui.dashboard.lesson import LessonView


def test_a_lesson_link_carries_the_country_it_names():
    """"The lesson link accepts &country=US|FR|TW"."""
    assert settings_from_query("?lesson=05&lang=fr&country=US")["country"] == "US"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_lesson_opens_in_its_languages_country_unless_the_link_names_another(lang):
    assert App(lesson="01", lang=lang, pace=0).country == DEFAULT_COUNTRY[lang]
    app = App(lesson="01", lang=lang, country="us", pace=0)
    assert app.country == "US" and "pd-problem" not in app.status.value


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_an_unknown_country_is_named_in_the_students_language_and_the_lesson_still_opens(lang):
    """"An unknown country gets a clear message in the student's language, no traceback"."""
    app = App(lesson="05", lang=lang, country="CA", pace=0)
    assert app.lesson is not None and app.country == DEFAULT_COUNTRY[lang]
    said = i18n.t("country.unknown", lang, code="CA",
                  countries=i18n.typography(lang).list_separator.join(COUNTRIES),
                  country=i18n.t(f"country.name.{DEFAULT_COUNTRY[lang]}", lang))
    assert "pd-problem" in app.status.value and "CA" in app.status.value
    assert said.split("CA")[0].replace("'", "&#x27;") in app.status.value


def test_the_lessons_first_screen_shows_the_chosen_countrys_real_figures():
    """A French-speaking class computing in dollars sees the United States' box, in French."""
    french_us = App(lesson="05", lang="fr", country="US", pace=0).start_screen.real_life.value
    assert "États-Unis" in french_us and "Credit CARD Act" in french_us
    taiwan = App(lesson="05", lang="zh-TW", pace=0).start_screen.real_life.value
    assert "臺灣" in taiwan and "銀行法" in taiwan


def test_the_dashboard_makes_the_lesson_link_with_the_country_the_teacher_chooses():
    """"The dashboard lets the teacher choose it for the lesson links it makes"."""
    view = LessonView("fr", "http://127.0.0.1:8866/voila/render/play.ipynb?class=5A")
    assert view.country.value == "FR"
    view.menu.value, view.country.value = "05", "US"
    link = with_query("http://127.0.0.1:8866/voila/render/play.ipynb?class=5A", lesson="05", lang="fr",
                      country="US")
    assert link.replace("&", "&amp;") in view.link.value
    assert settings_from_query(link.split("?")[1])["country"] == "US"
