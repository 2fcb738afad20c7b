"""The money lab's page, charts and exports, tested in process; its notebook under nbval."""
from __future__ import annotations

import base64
import html
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from payday import i18n

from payday.lab import tables as lab

from payday.lab import settings as lab_settings
from payday.analysis import lab_charts, lab_export
from payday.ui.lab import LabView, lab_from_query
from payday.editions import EDITIONS

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "lab.ipynb"
STYLES = ["saver", "borrower", "deal_hunter", "cautious"]


@pytest.fixture(scope="module")
def games():
    return lab.compare("bonne-paye", {"savings_rate_pct": 0}, games=30, months=3, styles=STYLES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_chart_has_its_table_and_a_summary_in_the_language(games, lang):
    usual, changed = games
    views = lab_charts.views(usual, "bonne-paye", lang, changed=changed, change={"savings_rate_pct": 0})
    assert list(views) == list(lab_charts.LAB_CHARTS)
    for name, view in views.items():
        assert view.summary and view.caption and len(view.table) == 4, name
        assert "{" not in view.summary and "[" not in view.summary
        assert view.figure.data, name
    saver = i18n.t("app.style.saver", lang)
    assert saver in views["interest"].summary      # savers earn the interest
    # Every game's saver loses its savings interest under the change: told apart from zero.
    difference = views["difference"].data.set_index("style")
    assert difference.loc["saver", "told_apart"] and difference.loc["saver", "mean"] < 0


def test_the_charts_draw_the_numbers_of_their_tables(games):
    usual, _ = games
    wins = lab_charts.wins_view(usual, "bonne-paye", "en")
    rates = lab.win_rates(usual)
    assert list(wins.figure.data[0].y) == pytest.approx(list(rates["rate"] * 100))
    spread = lab_charts.net_worth_view(usual, "bonne-paye", "en")
    assert [len(trace.y) for trace in spread.figure.data] == [30] * 4


def test_two_styles_that_cannot_be_told_apart_are_said_to_be_so():
    frame = lab.run("bonne-paye", games=10, months=1, styles=["cautious", "cautious"], players=2)
    summary = lab_charts.net_worth_view(frame, "bonne-paye", "en").summary
    assert "Cautious ended with the highest mean net worth" in summary
    same = lab.run("bonne-paye", games=10, months=1, styles=["saver", "cautious"], players=2)
    close = lab_charts.net_worth_view(same, "bonne-paye", "en").summary
    interval = lab.style_difference(same, *lab.net_worths(same).sort_values("mean", ascending=False)["style"][:2])
    assert ("cannot be told apart at 10 games" in close) == (interval.low <= 0 <= interval.high)


def test_the_page_runs_the_games_and_shows_each_chart_with_its_summary():
    view = LabView(lang="fr", games=20, months=2)
    view.on_run()
    assert "20 parties jouées" in view.status.value
    assert len(view.charts.children) == 4
    assert view.progress.value == view.progress.max == 20
    summaries = [box.children[1].value for box in view.charts.children]
    assert all('class="payday-summary"' in s for s in summaries)
    assert "finit avec le patrimoine net moyen le plus élevé" in summaries[0]


def test_a_rule_change_on_the_page_is_bounded_by_its_range_and_adds_the_paired_chart():
    view = LabView(lang="en", games=12, months=2)
    view.rule.value = "loan_rate_pct"
    assert (view.value.min, view.value.max, view.value.value) == (0, 30, 10)
    view.value.value = 500                      # a slider keeps to its range
    assert view.value.value == 30
    view.on_run()
    assert len(view.charts.children) == 5 and "pd-lab-difference" in view.charts.children[1]._dom_classes
    assert view.progress.value == 24            # both settings' games
    assert view.change() == {"loan_rate_pct": 30}


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_every_setting_the_lab_offers_has_a_name_in_three_languages(variant):
    """The lab offers "any overridable setting" "in the three languages": each
    setting's menu label is `lab.setting.<name>`, so none falls back to its identifier."""
    words = i18n.catalog()
    offered = lab_settings.settings(variant)
    missing = [(name, lang) for name in offered for lang in i18n.LANGUAGES
               if not words.get(f"lab.setting.{name}", {}).get(lang, "").strip()]
    assert missing == []
    for lang in i18n.LANGUAGES:
        labels = [words[f"lab.setting.{name}"][lang] for name in offered]
        assert len(set(labels)) == len(labels), lang      # two settings never read alike
        # The paired chart's title names the change with the same words.
        for name, setting in offered.items():
            changed = (setting.choices[1] if setting.choices else (not setting.default) if setting.flag
                       else setting.low)
            told = lab_charts.change_words({name: changed}, variant, lang)
            assert words[f"lab.setting.{name}"][lang] in told and "_" not in told, (name, lang)
            for word in setting.choices:       # a word setting's choices have words too
                assert words[f"lab.choice.{name}.{word}"][lang].strip(), (name, word, lang)


def test_the_french_page_names_every_setting_in_french():
    """The setting menu of the French page shows a name, never an identifier, in every edition."""
    view = LabView(lang="fr", games=10, months=1)
    for variant in sorted(EDITIONS):
        view.edition.value = variant
        labels = [label for label, value in view.rule.options if value]
        assert labels == [i18n.t(f"lab.setting.{name}", "fr") for name in lab_settings.settings(variant)]
        assert [label for label in labels if "_" in label] == [], variant


def test_a_lesson_start_and_an_edition_change_offer_only_what_fits():
    view = LabView(lang="en", games=10, months=1)
    lessons = [value for _, value in view.lesson.options if value]
    from payday.teaching.lessons import scenario
    assert lessons and all(scenario(number).edition == view.variant for number in lessons)
    view.lesson.value = lessons[0]
    view.on_run()
    assert len(view.charts.children) == 4
    view.edition.value = "payday-auction"
    assert [v for _, v in view.lesson.options] == [""] and view.lesson.value == ""
    assert [seat.layout.display for seat in view.seats][4:] == ["none", "none"]   # four seats


def test_a_failure_is_told_on_the_page_without_a_traceback(monkeypatch):
    view = LabView(lang="en", games=10, months=1)

    def broken(*args, **kwargs):
        raise RuntimeError("the game did not end: a bot is going round in circles")
    monkeypatch.setattr(lab, "run", broken)
    view.on_run()
    assert "could not be run" in view.status.value and "round in circles" in view.status.value
    assert "Traceback" not in view.status.value and not view.run_button.disabled
    for seat in view.seats:
        seat.value = ""                         # nobody at the table
    view.on_run()
    assert "at least one style" in view.status.value


def test_exports_give_the_games_as_csv_and_each_chart_as_html(tmp_path, games):
    usual, _ = games
    views = lab_charts.views(usual, "bonne-paye", "en")
    found = lab_export.downloads(usual, views, "bonne-paye", "en", kinds=("html",))
    csv = found[0]
    assert csv.kind == "csv" and csv.data.decode().splitlines()[0] == ",".join(lab.COLUMNS)
    assert len(csv.data.decode().splitlines()) == len(usual) + 1
    pages = [d for d in found if d.kind == "html"]
    assert len(pages) == 4 and all(b"plotly" in d.data and b"payday-summary" in d.data for d in pages)
    assert base64.b64decode(csv.url.split(",", 1)[1]) == csv.data
    written = lab_export.export(usual, views, "bonne-paye", tmp_path, "en", kinds=("html",))
    assert sorted(p.name for p in written)[0] == "payday-lab-bonne-paye-interest.html"


@pytest.mark.skipif(not lab_export.chrome_path(), reason="PNG and SVG need a Chrome (Debian's chromium)")
def test_the_page_exports_png_and_svg_with_a_chrome(games):
    usual, _ = games
    view = lab_charts.net_worth_view(usual, "bonne-paye", "en")
    assert lab_export.chart_file(view, "png", "en").startswith(b"\x89PNG")
    assert b"<svg" in lab_export.chart_file(view, "svg", "en")[:400]


def test_the_query_chooses_the_language_edition_and_size_and_ignores_the_rest():
    view = lab_from_query("?lang=zh-TW&variant=payday&games=30&months=x")
    assert (view.lang, view.variant, view.games.value, view.months.value) == ("zh-Hant", "payday", 30, 12)
    assert lab_from_query("games=10&months=1&run=1").charts.children


def test_the_lab_notebook_runs_under_nbval_and_is_committed_without_outputs():
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert all(not cell.get("outputs") and cell.get("execution_count") is None for cell in code)
    assert sum(len("".join(cell["source"]).splitlines()) for cell in code) <= 60
    env = dict(os.environ, QUERY_STRING="lang=fr&games=20&months=1&run=1")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval-lax", str(NOTEBOOK), "-p", "no:cacheprovider",
         "-q", "--rootdir", str(ROOT)], cwd=ROOT, capture_output=True, text=True, timeout=600, env=env)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "2 passed" in result.stdout


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_lab_page_is_watched_and_says_in_its_language_when_its_kernel_is_gone(lang):
    """The lab page carries the page's guard, as the app and the dashboard do: it sets the
    cookie stock Voila's closing request needs, and says when the kernel is gone (a reload
    brings the lab back); it takes over no button."""
    view = LabView(lang)
    assert view.watch in view.children
    assert view.watch.gone_text == i18n.t("lab.gone", lang)
    assert view.watch.reload_label == i18n.t("app.gone.reload", lang)
    assert view.watch.picker_for == "" and view.watch.poll_seconds > 0


def test_a_word_setting_is_chosen_from_its_words_and_named_in_the_change():
    """A word setting's control is a menu of its choices in the page's language, the one that
    is not usual chosen first; the paired chart's summary names the change in words."""
    view = LabView(lang="fr", games=10, months=1)
    view.edition.value = "payday"
    view.rule.value = "jackpot_on_six"
    assert view.choice.layout.display is None and view.value.layout.display == "none"
    assert [label for label, _ in view.choice.options] == [i18n.t("lab.choice.jackpot_on_six.move", "fr"),
                                                           i18n.t("lab.choice.jackpot_on_six.any", "fr")]
    assert view.change() == {"jackpot_on_six": "any"}
    assert i18n.t("lab.choice.jackpot_on_six.move", "fr") in view.range.value
    view.on_run()
    assert len(view.charts.children) == 5
    summary = html.unescape(view.charts.children[1].children[-1].value)
    assert i18n.t("lab.choice.jackpot_on_six.any", "fr") in summary
