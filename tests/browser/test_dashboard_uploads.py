"""The dashboard's uploads in a real browser (on the teacher's side):
"Uploads of 12 MB or more drop the page's connection silently, and later uploads do nothing.
Refuse them with the message a 6 MB file gets."

The dashboard is served as `./workbook app` serves it (`payday app`, here `python -m payday.cli app`), behind its
key and with the server's 64 MiB websocket limit, over a class store holding one game.
"""
from __future__ import annotations

import os
import subprocess
import sys
from contextlib import contextmanager

import pytest

from payday import i18n
from payday.classroom.store import Store
from payday.classroom.records import read_games
from payday.ui.dashboard import data as dashboard

from tests.support.dashboard_page import TABLE, col, open_dashboard, read_table, seeded_game
from tests.support.servers import ROOT, free_port, stop, wait_until_up

pytestmark = pytest.mark.browser

CLASS = "7B"
KEY = "dash-key-" + "u9P4-long-enough"


@contextmanager
def dashboard_server(tmp_path):
    """The launcher's dashboard (with its key, from the environment as a teacher may give it),
    over a store with one student's game; yields the dashboard's link."""
    with Store(tmp_path / "class.sqlite3") as store:
        store.save(seeded_game("Cy", "bonne-paye", "random", 4, months=1), class_id=CLASS,
                   student="Cy", game_id="lesson-1")
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PYTHONUNBUFFERED="1",
                   PAYDAY_DASHBOARD_KEY=KEY)
    environ.pop("PYTEST_CURRENT_TEST", None)
    dashboard_port = free_port()
    with open(tmp_path / "classroom.log", "w") as log:
        launcher = subprocess.Popen(
            [sys.executable, "-m", "payday.cli", "app", "--port", str(free_port()),
             "--dashboard-port", str(dashboard_port), "--lab-port", str(free_port()),
             "--lang", "en", "--class-size", "1"],
            cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
        try:
            base = f"http://127.0.0.1:{dashboard_port}"
            wait_until_up(base + "/voila/static/payday-probe", launcher)
            yield f"{base}/?token={KEY}"
        finally:
            stop(launcher)


def choose(page, *paths) -> None:
    """Choose these files with the dashboard's upload button."""
    with page.expect_file_chooser() as chooser:
        page.click("button.pd-upload")
    assert chooser.value.is_multiple()
    chooser.value.set_files([str(path) for path in paths])   # Playwright sends past 50 MB by path


def loaded(page, n: int) -> None:
    page.wait_for_selector(f".pd-status >> text={dashboard.count('dashboard.loaded', n, 'en')}",
                           timeout=120_000)


def students(page) -> list[str]:
    """The students in the class's table, once it shows them all."""
    page.wait_for_function("n => [...document.querySelectorAll('table')].some(t => t.caption &&"
                           " t.caption.innerText.trim() === n)", arg=TABLE)
    return [row[col("student")] for row in read_table(page, TABLE)]


def test_a_70_mib_file_chosen_with_a_game_is_refused_as_a_6_mb_file_is_and_the_game_loads(
        browser, tmp_path):
    """A 70 MiB file (past the server's 64 MiB websocket limit) and a good game file chosen
    together: the large one is stopped in the browser and named with the reason a 6 MB file gets
    (read by the kernel), the game loads, and the page's connection lives: a later upload loads
    too."""
    huge, ada, bo = tmp_path / "huge.json", tmp_path / "ada.json", tmp_path / "bo.json"
    huge.write_bytes(b" " * (70 * 2**20))
    ada.write_text(seeded_game("Ada", "bonne-paye", "saver", 2, months=1).to_json(), encoding="utf-8")
    bo.write_text(seeded_game("Bo", "payday", "borrower", 1, months=1).to_json(), encoding="utf-8")
    six_mb = read_games([(huge.name, b" " * 6_000_000)])[1]
    expected = i18n.t("dashboard.problem", "en", file=huge.name,
                      reason=dashboard.problem_reason(six_mb[0], "en"))

    with dashboard_server(tmp_path) as url:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        page = context.new_page()
        page.set_default_timeout(60_000)
        open_dashboard(page, url)
        loaded(page, 1)
        choose(page, huge, ada)
        loaded(page, 2)
        problems = page.locator(".pd-status li").all_inner_texts()
        assert [p.strip() for p in problems] == [expected]
        assert page.locator(".pd-status .pd-problem").count() == 0, "no unexpected error"
        assert students(page) == ["Cy", "Ada"]

        choose(page, bo)                                  # a later upload works
        loaded(page, 3)
        assert students(page) == ["Cy", "Ada", "Bo"]
        assert [p.strip() for p in page.locator(".pd-status li").all_inner_texts()] == [expected]
        context.close()
