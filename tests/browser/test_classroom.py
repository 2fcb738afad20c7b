"""The classroom server on the school's network, in a real browser.

The server is started as `./workbook app --class` starts it once set up (`python -m
payday.cli app`, see tests/classroom/test_classroom.py), naming the
class and giving 127.0.0.2 as the teacher's address: another address of this machine stands in
for a student's device on the network (a server bound to 127.0.0.1 only would refuse it). The
dashboard's key is read from what the launcher prints, as a teacher would.
"""
from __future__ import annotations

import base64
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from payday import i18n
from payday.classroom.links import with_query
from payday.classroom.store import Store

from tests.support.app_page import click_and_wait, saved_game
from tests.support.browser import PHONE, STICKING_OUT
from tests.support.servers import ROOT, free_port, stop, wait_until_up

pytestmark = pytest.mark.browser

DEVICE = "127.0.0.2"        # a second device of the class, as far as the server can tell
STUDENT = "Quillon-Ada"     # a name found nowhere else, to look for in the store's bytes


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """`./workbook app --class 7B`: the students' app and the dashboard, on the network."""
    folder = tmp_path_factory.mktemp("classroom")
    store = folder / "class.sqlite3"
    app_port, dashboard_port = free_port(), free_port()
    environ = dict(os.environ, PAYDAY_STORE=str(store), PYTHONUNBUFFERED="1")
    environ.pop("PYTEST_CURRENT_TEST", None)
    log = open(folder / "classroom.log", "w")
    process = subprocess.Popen(
        [sys.executable, "-m", "payday.cli", "app", "--class", "7B", "--address", DEVICE,
         "--port", str(app_port), "--dashboard-port", str(dashboard_port), "--lang", "en",
         # A pool for a whole class (30 kernels with --class) would take this 2-core test
         # machine minutes to start; two pages at a time are enough here, and a pool refilled
         # after 1 s (not 30) keeps the third page of the module from waiting for a kernel.
         "--class-size", "2", "--refill-delay", "1"],
        cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until_up(f"http://{DEVICE}:{app_port}/voila/static/payday-probe", process)
        wait_until_up(f"http://{DEVICE}:{dashboard_port}/voila/static/payday-probe", process)
        printed = ""
        for _ in range(100):
            printed = (folder / "classroom.log").read_text(errors="replace")
            if "?token=" in printed:
                break
            time.sleep(0.1)
        link = re.search(r"Students open this link on their own device: (\S+)", printed).group(1)
        dashboard = re.search(r"Your dashboard .*?: (\S+\?token=\S+)", printed).group(1)
        yield {"link": link, "dashboard": dashboard, "store": store, "printed": printed,
               "app_port": app_port, "dashboard_port": dashboard_port, "folder": folder}
    finally:
        stop(process)                        # the launcher stops both of its servers
        log.close()


def test_the_launcher_prints_the_students_link_a_qr_code_and_the_dashboards_key(classroom):
    assert classroom["link"] == f"http://{DEVICE}:{classroom['app_port']}/?class=7B"
    assert "▀" in classroom["printed"] or "█" in classroom["printed"], "a QR code in the terminal"
    assert classroom["dashboard"].startswith(f"http://{DEVICE}:{classroom['dashboard_port']}/?token=")
    assert "nothing is sent anywhere else" in classroom["printed"]


def test_another_device_resumes_a_students_game_only_with_its_code(browser, classroom):
    """"Resuming another student's game without their code is refused, with a message in the
    student's language; with the code it works." A second device (a browser with nothing
    kept) that types the same class and name is offered nothing."""
    first, second = browser.new_context(viewport=PHONE), browser.new_context(viewport=PHONE)
    try:
        link = classroom["link"] + "&class=7C&student=Zoé&variant=bonne-paye&lang=fr&seed=8&pace=0"
        page = first.new_page()
        page.goto(link, wait_until="commit", timeout=180_000)
        page.wait_for_selector("button.pd-start", timeout=120_000)
        page.click("button.pd-start")
        page.wait_for_selector(".pd-decision button.pd-option")
        for _ in range(2):
            click_and_wait(page, "button.pd-main")
        _content, game = saved_game(page)
        code = page.inner_text(".pd-code-value").strip()

        other = second.new_page()
        other.goto(link, wait_until="commit", timeout=180_000)
        other.wait_for_selector("input[placeholder]", timeout=120_000)
        other.wait_for_selector(".pd-resume-go")
        assert other.locator("button.pd-resume").count() == 0
        refused = i18n.t("app.msg.wrong_code", "fr", student="Zoé", class_id="7C")
        other.fill(".pd-resume-code input", "ABC234" if code != "ABC234" else "ABC235")
        other.click("button.pd-resume-go")
        other.locator(".pd-problem", has_text=refused[:40]).wait_for()
        assert refused in other.inner_text(".pd-problem")
        assert other.locator(".pd-decision").count() == 0, "no game was opened"
        other.fill(".pd-resume-code input", code.lower())
        other.click("button.pd-resume-go")
        other.wait_for_selector(".pd-decision button.pd-option")
        _content, resumed = saved_game(other)
        assert resumed.history == game.history
    finally:
        first.close()
        second.close()


def open_dashboard(page, url: str) -> None:
    page.goto(url, wait_until="commit", timeout=180_000)
    page.wait_for_selector(f"text={i18n.t('dashboard.forget.heading', 'en')}", timeout=180_000)
    page.wait_for_selector(".pd-class-menu select, .pd-forget", timeout=60_000)


def test_a_student_on_another_device_plays_and_saves_and_cannot_open_the_dashboard(
        browser, classroom):
    """"A student's page from another address of this machine plays and saves; the same
    client gets no dashboard without the key, and gets it with the key." The student's page is
    a phone's (375 × 667). Then the teacher forgets the class: its rows leave the store for
    good, and the dashboard shows it gone."""
    phone = browser.new_context(viewport=PHONE)
    page = phone.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(classroom["link"] + f"&student={STUDENT}&variant=bonne-paye&lang=en&seed=5&pace=0",
                  wait_until="commit", timeout=180_000)
        page.wait_for_selector("button.pd-start", timeout=120_000)
        assert page.evaluate(STICKING_OUT, PHONE["width"]) == [], "the start screen fits a phone"
        page.click("button.pd-start")
        page.wait_for_selector(".pd-decision button.pd-option")
        for _ in range(3):
            click_and_wait(page, "button.pd-main")
        assert page.evaluate(STICKING_OUT, PHONE["width"]) == [], "so does the game"
        _content, game = saved_game(page)
        code = page.inner_text(".pd-code-value").strip()
        with Store(classroom["store"]) as store:
            (row,) = store.rows("7B")
            assert (row.key.student, row.decisions, row.code) == (STUDENT, len(game.history), code)

        # the same device, without the key: no dashboard, by either server
        dashboard = classroom["dashboard"]
        bare = dashboard.split("?", 1)[0]
        page.goto(bare)
        page.wait_for_load_state()
        assert "/login" in page.url
        assert i18n.t("dashboard.title", "en") not in page.inner_text("body")
        page.goto(f"http://{DEVICE}:{classroom['app_port']}/voila/render/teacher.ipynb")
        page.wait_for_load_state()
        assert i18n.t("dashboard.title", "en") not in page.inner_text("body")

        # with the key: the dashboard, its QR code, and the codes hidden until asked for
        open_dashboard(page, dashboard)
        body = page.inner_text("body")
        joined = with_query(classroom["link"], lang="en") if "lang=" not in classroom["link"] else classroom["link"]
        assert i18n.t("dashboard.join.link", "en", url=joined) in body
        assert page.locator(".pd-qr svg").count() == 1
        assert code not in body, "a projected dashboard never shows the resume codes"
        page.locator(".pd-show-codes input[type=checkbox]").check()
        page.wait_for_selector(f".pd-codes td:text-is('{code}')")

        # the class as CSV for the school's records, without the codes
        href = page.get_attribute("a.pd-export-csv", "href")
        records = base64.b64decode(href.split(",", 1)[1]).decode("utf-8-sig")
        assert href.startswith("data:text/csv") and STUDENT in records and code not in records

        # forget the class: a confirmation naming what goes, then gone from store and page
        what = i18n.t("dashboard.forget.class", "en", class_id="7B")
        page.locator(".pd-forget-what select").select_option(label=what)
        page.click("button.pd-forget")
        question = i18n.t("dashboard.forget.confirm", "en", what=what, games="1 game")
        page.wait_for_selector(f".pd-forget-question:has-text('{question[:40]}')")
        assert question in page.inner_text(".pd-forget-question")
        with Store(classroom["store"]) as store:
            assert len(store.rows("7B")) == 1, "nothing goes before the teacher confirms"
            others = [c for c in store.classes() if c != "7B"]    # another test's class stays
        page.click("button.pd-forget-yes")
        done = i18n.t("dashboard.forget.done", "en", what=what, games="1 game")
        page.wait_for_selector(f".pd-forget-status:has-text('{done[:30]}')")
        page.wait_for_function("others => [...document.querySelectorAll('.pd-class-menu option')]"
                               ".map(o => o.textContent).join() === others.join()", arg=others)
        page.wait_for_function("code => !document.body.innerText.includes(code)", arg=code)
        with Store(classroom["store"]) as store:
            assert store.rows("7B") == [] and store.classes() == others
        for path in Path(classroom["store"]).parent.glob("class.sqlite3*"):
            assert STUDENT.encode() not in path.read_bytes(), path.name
    finally:
        phone.close()
