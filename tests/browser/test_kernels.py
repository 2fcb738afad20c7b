"""A class on one server all day: no page's kernel outlives the page.

The students' server is started as `./workbook app` starts it (`payday app`, here `python -m payday.cli app`),
with a pool of one kernel, and its kernels are counted from the operating system's process
table (`processes.kernels_alive`), as a teacher's server would see them.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager

import pytest

from payday import i18n


from payday.classroom import launcher as classroom, processes
from tests.support.app_page import click_and_wait, saved_game, upload
from tests.support.servers import ROOT, free_port, stop, wait_until_up

pytestmark = pytest.mark.browser


@contextmanager
def students_server(tmp_path, *options: str):
    port = free_port()
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PYTHONUNBUFFERED="1")
    environ.pop("PYTEST_CURRENT_TEST", None)
    log = open(tmp_path / "classroom.log", "w")
    process = subprocess.Popen(
        [sys.executable, "-m", "payday.cli", "app", "--port", str(port), "--dashboard-port",
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
        count = len(processes.kernels_alive(server))
        if count == expected or time.monotonic() > deadline:
            return count
        time.sleep(0.5)


def open_without_connecting(url: str, within: float = 180) -> None:
    """Load a page's HTML as a light client does, retrying while the server says it is full
    (503 with Retry-After), and never connect to its kernel."""
    deadline = time.monotonic() + within
    while True:
        try:
            with urllib.request.urlopen(url, timeout=120) as response:
                response.read()
                return
        except urllib.error.HTTPError as error:
            if error.code != 503 or time.monotonic() > deadline:
                raise
            time.sleep(float(error.headers.get("Retry-After", 3)))


def test_a_closed_tabs_kernel_is_shut_down_and_the_pool_stays_ready(browser, tmp_path):
    """"Three loads closed left three kernels ten seconds later": now each closed tab's kernel
    ends, and the pool of ready kernels is back to its size. Idle culling is set to 90
    minutes here, so only the closed page's own request can have ended them. The pool refills
    after 1 s (not 30), so each next tab is not kept waiting for a ready kernel."""
    with students_server(tmp_path, "--refill-delay", "1") as (launcher, url):
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
    with students_server(tmp_path, "--cull-idle", "0.1", "--refill-delay", "1") as (launcher, url):
        server = the_students_server(launcher)
        assert settle(server, 1, 90) == 1
        context = browser.new_context()
        page = context.new_page()
        page.goto(url + "?student=Ada&variant=bonne-paye&lang=en&pace=0")
        page.wait_for_selector("button.pd-start", timeout=120_000)
        open_without_connecting(url + "?student=Gone")
        assert settle(server, 2, 60) == 2, "the bare request's kernel is culled"
        page.click("button.pd-start")
        page.wait_for_selector(".pd-decision button.pd-option")
        context.close()



# ---------------------------------------------------------------- a full server, a kernel gone
def test_a_full_server_says_so_in_the_students_language_then_renders_by_itself(browser, tmp_path):
    """"When the server is full, say so and retry instead of hanging": with its one ready
    kernel taken and the refill still waiting, a second page is told in French that the
    server is busy and will try again, and renders by itself once a kernel is started."""
    with students_server(tmp_path, "--refill-delay", "20", "--ClassroomVoila.full_wait=1",
                         "--ClassroomVoila.retry_after=3") as (launcher, url):
        server = the_students_server(launcher)
        assert settle(server, 1, 90) == 1
        link = url + "?class=7B&variant=bonne-paye&lang=fr&pace=0"
        first = browser.new_context().new_page()
        first.goto(link + "&student=Ada", timeout=180_000)
        first.wait_for_selector("button.pd-start", timeout=120_000)
        second = browser.new_context().new_page()
        second.goto(link + "&student=Bo", wait_until="commit", timeout=180_000)
        told = second.locator(".pd-server-full")
        told.wait_for(timeout=60_000)
        assert i18n.t("app.server_full.title", "fr") in told.inner_text()
        assert "3" in told.inner_text(), "it says when it tries again"
        second.wait_for_selector("button.pd-start", timeout=180_000)   # it retried by itself
        assert second.locator(".pd-server-full").count() == 0
        assert second.locator(".pd-class input").input_value() == "7B", "the link was kept"


def test_once_the_class_has_its_kernels_only_a_few_spares_are_started(tmp_path):
    """"Stagger the pool's refill so that thirty arrivals do not start thirty kernels at
    once": a pool of three is taken by three pages; the server then keeps two spares ready
    (spare_kernels(3)), not three more."""
    # (the last --class-size given wins over the helper's own "1")
    # (the bare requests never connect: a long connect grace keeps their kernels for the count)
    with students_server(tmp_path, "--refill-delay", "1", "--class-size", "3",
                         "--ClassroomVoila.connect_grace=600") as (launcher, url):
        server = the_students_server(launcher)
        assert settle(server, 3, 120) == 3, "the pool of three is ready"
        for student in ("Ada", "Bo", "Cy"):
            open_without_connecting(url + f"?student={student}")
        spares = classroom.spare_kernels(3)
        assert settle(server, 3 + spares, 120) == 3 + spares
        time.sleep(15)                  # long enough for a staggered start of one more
        assert len(processes.kernels_alive(server)) == 3 + spares, "no more than the spares"


def kernel_of(page) -> str:
    return page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data')"
                         ".textContent).kernelId")


def end_the_kernel_of(page, kernel: str):
    """Shut the page's kernel down through the server's API, as culling or a restart would end
    it, and wait for the page's banner that says so (its locator)."""
    status = page.evaluate("""async (kernel) => {
        const xsrf = (document.cookie.match(/\\b_xsrf=([^;]*)/) || [])[1] || "";
        const answer = await fetch(`/api/kernels/${kernel}`,
            {method: "DELETE", headers: {"X-XSRFToken": decodeURIComponent(xsrf)}});
        return answer.status;
    }""", kernel)
    assert status == 204, "the server's API shut the kernel down"
    gone = page.locator(".pd-gone")
    gone.wait_for(timeout=60_000)
    return gone


def test_a_page_whose_kernel_is_gone_says_so_and_resumes_the_game_with_every_decision(browser, tmp_path):
    """"A page whose kernel is gone says so and offers to resume from the store": the kernel
    is shut down through the server's API (as culling or a restart would end it); the page
    tells the student in French, and its link brings the game back with every decision."""
    with students_server(tmp_path, "--refill-delay", "1") as (launcher, url):
        server = the_students_server(launcher)
        assert settle(server, 1, 90) == 1
        page = browser.new_context().new_page()
        page.set_default_timeout(60_000)
        page.goto(url + "?class=7B&student=Ada&variant=bonne-paye&lang=fr&seed=8&pace=0",
                  timeout=180_000)
        page.wait_for_selector("button.pd-start", timeout=120_000)
        page.click("button.pd-start")
        page.wait_for_selector(".pd-decision button.pd-option")
        for _ in range(4):
            click_and_wait(page, "button.pd-main")
        _content, played = saved_game(page)
        kernel = kernel_of(page)
        gone = end_the_kernel_of(page, kernel)
        assert i18n.t("app.gone.saved", "fr") in gone.inner_text()
        resume = page.locator("a.pd-gone-resume")
        assert resume.inner_text() == i18n.t("app.gone.resume", "fr")
        resume.click()
        page.wait_for_selector(".pd-decision button.pd-option", timeout=180_000)
        assert kernel_of(page) != kernel
        _content, resumed = saved_game(page)
        assert resumed.history == played.history, "every decision came back"
        assert page.locator(".pd-code-value").inner_text().strip()
        click_and_wait(page, "button.pd-main")      # and the game goes on
        page.context.close()


# ---------------------------------------------------------------- stock Voila (Binder)
@contextmanager
def stock_voila(tmp_path, form: str, notebook: str = "play.ipynb"):
    """A notebook served as Binder serves it (Voila as an extension of a Jupyter server, behind a
    token) or by a plain `voila` command: neither sets the `_xsrf` cookie. Yields the server's
    process id and the app's address."""
    port = free_port()
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PYTHONUNBUFFERED="1")
    environ.pop("PYTEST_CURRENT_TEST", None)
    if form == "binder":
        token = "binder-like-token"
        command = ["jupyter", "server", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT}"]
        command += ["--allow-root"] if os.geteuid() == 0 else []
        app = f"http://127.0.0.1:{port}/voila/render/notebooks/{notebook}?token={token}&"
    else:
        command = ["voila", f"notebooks/{notebook}", "--preheat_kernel=False"]
        app = f"http://127.0.0.1:{port}/?"
    with open(tmp_path / "server.log", "w") as log:
        server = subprocess.Popen([sys.executable, "-m", *command, "--no-browser", f"--port={port}",
                                   "--ServerApp.ip=127.0.0.1" if form == "binder" else "--Voila.ip=127.0.0.1"],
                                  cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_until_up(f"http://127.0.0.1:{port}/voila/static/payday-probe", server)
            yield server.pid, app
        finally:
            stop(server)


@pytest.mark.parametrize(("form", "notebook", "ready"), [("binder", "play.ipynb", "button.pd-start"),
                                                        ("voila", "play.ipynb", "button.pd-start"),
                                                        ("binder", "lab.ipynb", "button.pd-lab-run")])
def test_a_closed_pages_kernel_is_shut_down_by_stock_voila_too(browser, tmp_path, form, notebook, ready):
    """Stock Voila refused the closing page's shutdown request ("'_xsrf' argument missing
    from POST") and kept its kernel: on Binder every reload of the app kept one more. The page
    now sets the cookie itself, so each closed page's kernel ends (the app's and the lab's)."""
    with stock_voila(tmp_path, form, notebook) as (server, app):
        for student in ("Ada", "Bo"):
            context = browser.new_context()
            page = context.new_page()
            page.goto(app + f"student={student}&lang=en&pace=0", timeout=180_000)
            page.wait_for_selector(ready, timeout=180_000)
            assert settle(server, 1, 30) == 1, "one page, one kernel"
            page.close(run_before_unload=True)
            context.close()
            assert settle(server, 0, 60) == 0, "the closed page's kernel was shut down"


# ---------------------------------------------------------------- the dashboard's kernels
DASHBOARD_KEY = "dash-key-" + "x7Q2-long-enough"


@contextmanager
def dashboard_server(tmp_path):
    """`./workbook app`'s servers with the dashboard behind DASHBOARD_KEY: the launcher, the
    dashboard's address and the dashboard's Voila process."""
    port, dashboard_port = free_port(), free_port()
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PYTHONUNBUFFERED="1",
                   PAYDAY_DASHBOARD_KEY=DASHBOARD_KEY)
    environ.pop("PYTEST_CURRENT_TEST", None)
    with open(tmp_path / "classroom.log", "w") as log:
        launcher = subprocess.Popen(
            [sys.executable, "-m", "payday.cli", "app", "--port", str(port), "--dashboard-port",
             str(dashboard_port), "--lang", "en", "--class-size", "1"],
            cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
        try:
            base = f"http://127.0.0.1:{dashboard_port}"
            wait_until_up(base + "/voila/static/payday-probe", launcher)
            servers = []
            for _ in range(100):
                servers = _children(launcher.pid)
                if len(servers) == 2:
                    break
                time.sleep(0.1)
            yield launcher, base, servers[1]
        finally:
            stop(launcher)


def test_a_closed_dashboard_tabs_kernel_is_shut_down_but_not_by_a_stranger(browser, tmp_path):
    """Dashboard kernels kept Voila's `_xsrf` check on the unload beacon and leaked until
    culled. Now the dashboard's page sets the cookie the beacon sends, so closing the tab ends
    its kernel; a request without the key (no login cookie) or without the `_xsrf` cookie
    cannot shut it down. The key is not on any command line (`ps`)."""
    with dashboard_server(tmp_path) as (launcher, base, dashboard):
        for pid in [launcher.pid, *_children(launcher.pid)]:
            assert DASHBOARD_KEY.encode() not in open(f"/proc/{pid}/cmdline", "rb").read()
        context = browser.new_context()
        page = context.new_page()
        page.goto(f"{base}/?token={DASHBOARD_KEY}", timeout=180_000)
        page.wait_for_selector(".jupyter-widgets", timeout=180_000)
        kernel = kernel_of(page)
        assert settle(dashboard, 1, 30) == 1
        # A stranger: no login cookie (and no _xsrf) is refused; the kernel lives on.
        request = urllib.request.Request(f"{base}/voila/api/shutdown/{kernel}", data=b"",
                                         method="POST")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=30)
        assert refused.value.code == 403
        # The teacher's own browser, without the `_xsrf` value: refused too.
        status = page.evaluate("""async (kernel) => (await fetch(
            `/voila/api/shutdown/${kernel}`, {method: "POST"})).status""", kernel)
        assert status == 403
        assert settle(dashboard, 1, 5) == 1, "nobody but the page shut it down"
        page.close(run_before_unload=True)
        context.close()
        assert settle(dashboard, 0, 60) == 0, "the closed tab's kernel was shut down"


def test_a_dashboard_whose_kernel_is_gone_says_so_and_reloads(browser, tmp_path):
    """The dashboard too: a page whose kernel is gone (culled, or the server restarted) looked
    alive and answered nothing. Now it says so in the teacher's language and offers a reload,
    which brings a working dashboard back on a new kernel."""
    with dashboard_server(tmp_path) as (_launcher, base, _dashboard):
        page = browser.new_context().new_page()
        page.set_default_timeout(60_000)
        page.goto(f"{base}/?token={DASHBOARD_KEY}&lang=fr", timeout=180_000)
        page.wait_for_selector(".pd-upload", timeout=180_000)
        kernel = kernel_of(page)
        gone = end_the_kernel_of(page, kernel)
        assert i18n.t("dashboard.gone", "fr") in gone.inner_text()
        reload = page.locator("a.pd-gone-reload")
        assert reload.inner_text() == i18n.t("app.gone.reload", "fr")
        reload.click()
        page.wait_for_selector(".pd-upload", timeout=180_000)
        assert kernel_of(page) != kernel
        assert page.locator(".pd-gone").count() == 0
        page.context.close()


# ---------------------------------------------------------------- finding 10: large files
def told_problem(page) -> str:
    """The problem the status tells next (a decision before each upload cleared the last)."""
    problem = page.locator(".pd-status .pd-problem")
    problem.wait_for(timeout=120_000)
    return problem.inner_text()


def test_files_of_12_mb_and_past_64_mib_are_refused_as_6_mb_is_and_the_page_goes_on(browser, tmp_path):
    """Finding 10: "uploads of 12 MB or more drop the page's connection silently, and later
    uploads do nothing". Files of 12 MB and of 70 MiB (past the server's 64 MiB websocket
    limit) get the message a 6 MB file gets; the page still plays, and a later upload of a
    real game opens it."""
    with students_server(tmp_path, "--refill-delay", "1") as (_launcher, url):
        page = browser.new_context().new_page()
        page.set_default_timeout(60_000)
        page.goto(url + "?variant=bonne-paye&lang=en&seed=3&pace=0", timeout=180_000)
        page.wait_for_selector("button.pd-start", timeout=120_000)
        page.click("button.pd-start")
        page.wait_for_selector(".pd-decision button.pd-option")
        click_and_wait(page, "button.pd-main")
        game_file, game = saved_game(page)
        told = {}
        for name, size in (("6 MB", 6_000_000), ("12 MB", 12_000_000), ("70 MiB", 70 * 2**20)):
            click_and_wait(page, "button.pd-main")        # the page's connection is alive
            assert page.locator(".pd-status .pd-problem").count() == 0
            big = tmp_path / f"{size}.json"             # Playwright sends past 50 MB by path
            big.write_bytes(b" " * size)
            with page.expect_file_chooser() as chooser:
                page.click("button.pd-open")
            chooser.value.set_files(str(big))
            told[name] = told_problem(page)
        assert told["12 MB"] == told["6 MB"] == told["70 MiB"]
        assert "too large" in told["6 MB"]
        click_and_wait(page, "button.pd-main")            # still alive after the largest
        assert len(saved_game(page)[1].history) > len(game.history)
        upload(page, game_file)                           # and a later upload works:
        page.wait_for_function("n => { const a = document.querySelector('a.pd-save');"  # back
                               " return a && atob(a.href.split(',')[1]).length === n; }",
                               arg=len(game_file), timeout=60_000)
        assert saved_game(page)[1].history == game.history
        page.context.close()
