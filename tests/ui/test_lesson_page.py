"""What every lesson notebook shows around its experiment (payday/ui/lessons/notebook.py), in
process: the title and settings in the lesson's language, the key's numbers written the
language's way, and lesson 04's lab figure and tables."""
from __future__ import annotations

import re
from fractions import Fraction

import pytest

from payday import i18n

from payday.teaching import answer_key, lessons
from payday.teaching.lessons import SCENARIOS
from payday.lab.simulate import simulate, summarize
from payday.analysis.lesson_charts import lab_figure, lab_worths
from payday.ui.lessons.notebook import LessonPage, lab_summary, lab_table, rotated_html, tiers_table

KEY_LIKE = re.compile(r"\b(lesson|app|charts)\.[a-z0-9_]+(\.[a-z_]+)*\b")
SMALL_LAB = {**lessons.LAB, "games": 4, "months": 1}


class Key:
    """The parts of an answer key the page reads, without playing the lesson's games."""

    def __init__(self, setup, facts=None):
        self.setup, self.facts = setup, facts or {}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("number", sorted(SCENARIOS))
def test_the_title_is_the_lessons_in_its_language(number, lang):
    page = LessonPage(number, lang=lang)
    shown = page.title_html()
    assert i18n.t(f"lesson.{number}.title", lang) in shown and f"lessons/{page.slug}/" in shown
    assert not KEY_LIKE.search(shown)


def test_without_a_language_the_page_speaks_its_editions_or_the_links(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    assert LessonPage("03").lang == i18n.language_for("bonne-paye", None)
    monkeypatch.setenv("QUERY_STRING", "lang=zh-TW")
    assert LessonPage("03").lang == "zh-Hant"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_settings_line_names_the_game_number_and_the_computer_players(lang):
    page = LessonPage("01", lang=lang)
    page.key = Key({"edition": "payday", "months": 1, "seed": 1, "players": ("cautious", "saver")})
    shown = page.setup_html()
    assert i18n.t("lesson.setup", lang, edition=i18n.edition_name("payday", lang), months=1, seed=1,
                  players=page.players(["cautious", "saver"])) in shown
    assert i18n.t("lesson.experiment", lang) in shown
    page.key = Key({"edition": "bonne-paye", "lab": SMALL_LAB})
    assert i18n.t("lesson.setup_many", lang, edition=i18n.edition_name("bonne-paye", lang), months=1, games=4,
                  first=1, last=4, players=page.players(SMALL_LAB["bots"])) in page.setup_html()


def test_numbers_are_written_the_languages_way():
    page = LessonPage("05", lang="fr")
    assert page.money(3500) == i18n.money(3500, "USD", "fr")
    assert page.pct(Fraction(1, 8)) == i18n.t("charts.percent", "fr", value="12,5")
    assert page.num(7.65, 2) == "7,65"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_labs_figure_and_table_come_from_the_report(lang):
    report = simulate(SMALL_LAB["variant"], players=SMALL_LAB["players"], months=1, games=4,
                      seed=1, bots=SMALL_LAB["bots"])
    rows = summarize(report)
    page = LessonPage("04", lang=lang)
    page.key = Key({"edition": "bonne-paye", "lab": SMALL_LAB})
    figure = lab_figure(report, page.key, lang)
    worths = lab_worths(report)
    assert [box.name for box in figure.data] == [i18n.t(f"app.style.{s}", lang) for s in worths]
    assert [list(box.y) for box in figure.data] == list(worths.values())
    assert all(len(values) == 4 for values in worths.values())
    table = lab_table(rows, page)
    assert list(table[0]) == [i18n.t(f"lesson.04.col.{name}", lang) for name in rows[0].columns()]
    assert table[0][i18n.t("lesson.04.col.mean_net_worth", lang)] == page.money(rows[0].mean_net_worth)
    best = max(rows, key=lambda row: row.mean_net_worth)
    assert i18n.t(f"app.style.{best.strategy}", lang) in lab_summary(rows, page)


def test_the_acquisitions_table_and_the_rotated_comparison_read_the_key():
    page = LessonPage("04", lang="en")
    tiers = lessons.acquisition_tiers()
    table = tiers_table(page)
    assert len(table) == len(tiers)
    price, value, _ = tiers[0]
    assert list(table[0].values())[:2] == [page.money(price), page.money(value)]
    fact, number = answer_key.Fact, answer_key.number
    page.key = Key({}, {"best_rotated": fact(0, answer_key.style("saver"), ""),
                        "second_rotated": fact(0, answer_key.style("cautious"), ""),
                        "paired_difference": fact(120, number(120), ""), "paired_low": fact(-30, number(-30), ""),
                        "paired_high": fact(270, number(270), ""), "told_apart": fact(0, answer_key.words("no"), "")})
    shown = rotated_html(page)
    assert i18n.t("lesson.04.not_apart", "en") in shown and page.money(120) in shown


@pytest.mark.parametrize("number", list(lessons.LESSONS))
def test_each_lesson_names_its_notebooks_experiment_and_the_page_finds_it(number):
    """A lesson's record names the views that show its experiment (`Lesson.notebook`); each is
    a view of the lesson notebooks' module taking the page, so `show_experiment` can show it."""
    import inspect
    from payday.ui.lessons import notebook as lesson_notebook
    page = LessonPage(number, lang="en")
    assert page.lesson is lessons.LESSONS[number] and page.slug == page.lesson.slug
    for name in page.lesson.notebook:
        view = getattr(lesson_notebook, name, None)
        assert callable(view), f"lesson {number}'s notebook experiment {name} is not a view"
        assert list(inspect.signature(view).parameters) == ["page"]
