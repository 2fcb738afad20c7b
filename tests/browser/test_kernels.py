"""A class on one server all day (issue 14): no page's kernel outlives the page.

The students' server is started as `./workbook app` starts it (`python -m payday.classroom`),
with a pool of one kernel, and its kernels are counted from the operating system's process
table (`classroom.kernels_alive`), as a teacher's server would see them.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager

import pytest

from payday import classroom

from .conftest import ROOT, free_port, stop, wait_until_up

pytestmark = pytest.mark.browser


@contextmanager
def students_server(tmp_path, *options: str):
    port = free_port()
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PYTHONUNBUFFERED="1")
    environ.pop("PYTEST_CURRENT_TEST", None)
    log = open(tmp_path / "classroom.log", "w")
    process = subprocess.Popen(
        [sys.executable, "-m", "payday.classroom", "--port", str(port), "--dashboard-port",
         str(free_port()), "--lang", "en", "--class-size", "1", *options],
        cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until_up(f"http://127.0.0.1:{port}/voila/static/payday-probe", process)
        yield process, f"http://127.0.0.1:{port}/"
    finally:
        stop(process)                        # the launcher stops both of its servers
        log.close()


def the_students_server(launcher: subprocess.Popen) -> int:
    """The students' Voila process (the launcher starts it first)."""
    for _ in range(100):
        children = _children(launcher.pid)
        if children:
            return children[0]
        time.sleep(0.1)
    raise AssertionError("the launcher started no server")


def _children(pid: int) -> list[int]:
    text = open(f"/proc/{pid}/task/{pid}/children").read()
    return sorted(int(child) for child in text.split())


def settle(server: int, expected: int, within: float) -> int:
    """The number of kernels once it reaches `expected`, or after `within` seconds."""
    deadline = time.monotonic() + within
    while True:
        count = len(classroom.kernels_alive(server))
        if count == expected or time.monotonic() > deadline:
            return count
        time.sleep(0.5)


def test_a_closed_tabs_kernel_is_shut_down_and_the_pool_stays_ready(browser, tmp_path):
    """"Three loads closed left three kernels ten seconds later": now each closed tab's kernel
    ends, and the pool of ready kernels is back to its size. Idle culling is set to 90
    minutes here, so only the closed page's own request can have ended them."""
    with students_server(tmp_path) as (launcher, url):
        server = the_students_server(launcher)
        assert settle(server, 1, 90) == 1, "the pool holds one ready kernel"
        for student in ("Ada", "Bo", "Cy"):
            context = browser.new_context()
            page = context.new_page()
            page.goto(url + f"?student={student}&variant=bonne-paye&lang=en", timeout=180_000)
            page.wait_for_selector("button.pd-start", timeout=120_000)
            page.close(run_before_unload=True)
            context.close()
        assert settle(server, 1, 60) == 1, "every closed page's kernel was shut down"


def test_a_kernel_whose_page_never_came_back_is_culled_but_an_open_page_is_not(browser, tmp_path):
    """A page that went away without saying so (a crash, a dropped network: here a bare HTTP
    request that never connects) is culled after the idle time; an open page, however long it
    stays idle, keeps its kernel and still plays (a lesson is never cut)."""
    with students_server(tmp_path, "--cull-idle", "0.1") as (launcher, url):
        server = the_students_server(launcher)
        assert settle(server, 1, 90) == 1
        context = browser.new_context()
        page = context.new_page()
        page.goto(url + "?student=Ada&variant=bonne-paye&lang=en&pace=0")
        page.wait_for_selector("button.pd-start", timeout=120_000)
        with urllib.request.urlopen(url + "?student=Gone", timeout=120) as response:
            response.read()
        assert settle(server, 2, 60) == 2, "the bare request's kernel is culled"
        page.click("button.pd-start")
        page.wait_for_selector(".pd-decision button.pd-option")
        context.close()

