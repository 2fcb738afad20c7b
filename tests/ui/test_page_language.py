"""The students' app, the dashboard and the lab open in the language of the pages' one policy
(`payday.i18n.choose`): the link's, then the page's menu, then the browser's Accept-Language
(which the class's Voila hands the kernel as HTTP_ACCEPT_LANGUAGE), then the edition's."""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from payday.editions import new_game  # noqa: E402
from payday.players.play import specs  # noqa: E402
from payday.ui.app.views import App  # noqa: E402
from payday.ui.dashboard.views import TeacherDashboard  # noqa: E402
from payday.ui.lab import LabView  # noqa: E402


def saved(variant: str) -> bytes:
    return new_game(variant, specs(["saver", "saver"], ["A", "B"]), seed=3).to_json().encode()


def test_a_link_without_a_language_opens_in_the_browsers_then_the_editions(monkeypatch, tmp_path):
    """No ?lang=: the browser's first language the workbook speaks, else the edition's."""
    monkeypatch.delenv("HTTP_ACCEPT_LANGUAGE", raising=False)
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    assert App(variant="bonne-paye", pace=0).lang == "fr"
    assert LabView(variant="payday-auction").lang == "zh-Hant"
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "de-DE,zh-TW;q=0.8,fr;q=0.5")
    assert App(variant="bonne-paye", pace=0).lang == "zh-Hant"
    assert App(variant="bonne-paye", lang="en", pace=0).lang == "en"      # the link first
    assert LabView(variant="payday").lang == "zh-Hant"
    monkeypatch.setenv("QUERY_STRING", "lang=fr")
    assert TeacherDashboard.from_page().lang == "fr"
    monkeypatch.setenv("QUERY_STRING", "")
    assert TeacherDashboard.from_page().lang == "zh-Hant"


def test_an_opened_game_keeps_the_menus_language_else_takes_its_editions(monkeypatch):
    """Opening a saved game re-decides the page's language by the policy: the student's choice
    in the start screen's menu stays; without one, the game's edition speaks."""
    monkeypatch.delenv("HTTP_ACCEPT_LANGUAGE", raising=False)
    app = App(variant="bonne-paye", pace=0)
    app.open_file(saved("payday-auction"))
    assert app.lang == "zh-Hant"
    app = App(variant="bonne-paye", lang="fr", pace=0)
    assert app.start_screen is not None
    app.start_screen.lang_in.value = "en"            # the student's own choice
    app.open_file(saved("payday-auction"))
    assert app.lang == "en"
