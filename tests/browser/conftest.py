"""The real Voila server and Debian's chromium, for the browser tests, and the teacher's
dashboard over a class of seeded games.

The server is started by the tests on 127.0.0.1 and a free port, waited for, and stopped by
its own process (tests/support/servers.py). Playwright never downloads a browser: it drives
/usr/bin/chromium.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

import payday
from payday.classroom.store import Store

from tests.support.dashboard_page import CLASS, STUDENTS, seeded_game
from tests.support.servers import voila_server

CHROMIUM = os.environ.get("BROWSER_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]


@pytest.fixture(scope="session")
def app_store(tmp_path_factory) -> Path:
    """The class store the app's server saves to (PAYDAY_STORE), never the teacher's own."""
    return tmp_path_factory.mktemp("store") / "class.sqlite3"


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory, app_store):
    with voila_server("notebooks/", tmp_path_factory.mktemp("voila"),
                      env={"PAYDAY_STORE": str(app_store)}) as base:
        yield base + "/voila/render/play.ipynb"


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                             headless=True)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


@pytest.fixture(scope="session")
def app_store_dashboard(tmp_path_factory, app_store):
    """The teacher's dashboard over the app's class store, one server for every module that
    reads there what its students played (each page still runs its own kernel)."""
    with voila_server("notebooks/teacher.ipynb", tmp_path_factory.mktemp("app-store-dashboard"),
                      env={"PAYDAY_STORE": str(app_store)}, preheat=False) as base:
        yield base + "/"


@pytest.fixture(scope="session")
def games() -> dict[str, payday.Game]:
    return {name: seeded_game(name, variant, style, seed)
            for name, variant, style, seed in STUDENTS}


# One server for the session: the dashboard only reads this store (no test here deletes a
# game from it), and each page opened runs the notebook in a kernel of its own.
@pytest.fixture(scope="session")
def dashboard_url(tmp_path_factory, games):
    folder = tmp_path_factory.mktemp("dashboard")
    location = folder / "class.sqlite3"
    with Store(location) as store:
        for name, game in games.items():
            store.save(game, class_id=CLASS, student=name, game_id="lesson-1")
    with voila_server("notebooks/teacher.ipynb", folder, env={"PAYDAY_STORE": str(location)},
                      preheat=False) as base:
        yield base + "/"
