"""The link a teacher is given opens in the teacher's language: every guide's and plan's class
link names its paper's language, and so do the dashboard's lesson link and join link (without
`lang`, La Bonne Paye's lessons 03, 04 and 06 opened in French)."""
from __future__ import annotations

import html
import re

import pytest

from payday.classroom.links import settings_from_query
from payday.i18n import LANGUAGES
from payday.teaching.lessons import KEYS, LESSONS_DIR

LINK = re.compile(r"play\.ipynb\?([^`]+)`")     # a link is written in backticks


def links(text: str) -> list[str]:
    return [query for query in LINK.findall(text) if "lesson=" in query]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", sorted(KEYS))
def test_every_guides_links_open_in_the_guides_language(slug, lang):
    guide = (LESSONS_DIR / slug / f"guide.{lang}.md").read_text(encoding="utf-8")
    found = links(guide)
    assert any("class=" in query for query in found), "the guide gives the class a link"
    for query in found:
        assert settings_from_query(query).get("lang") == lang, (slug, query)


@pytest.mark.parametrize("slug", sorted(KEYS))
def test_every_plans_class_link_opens_in_english(slug):
    plan = (LESSONS_DIR / slug / "plan.md").read_text(encoding="utf-8")
    found = [query for query in links(plan) if "class=" in query]
    assert found
    for query in found:
        assert settings_from_query(query).get("lang") == "en", (slug, query)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dashboards_lesson_link_carries_its_language(lang):
    """An English dashboard's link to lesson 03 (La Bonne Paye) opens in English."""
    from payday.ui.dashboard.lesson import LessonView
    view = LessonView(lang, "http://127.0.0.1:8866/voila/render/play.ipynb?class=5A")
    view.menu.value = "03"
    query = html.unescape(view.link.value).split("?", 1)[1].split("<", 1)[0]
    assert settings_from_query(query) == settings_from_query(query) | {"lesson": "03", "lang": lang}


def test_the_dashboards_join_link_names_the_dashboards_language_unless_it_has_one():
    from payday.ui.dashboard.data import join_html
    assert "?class=7B&amp;lang=en" in join_html("http://192.168.1.20:8866/?class=7B", "en")
    kept = join_html("http://192.168.1.20:8866/?class=7B&lang=fr", "en")
    assert "lang=fr" in kept and "lang=en" not in kept
