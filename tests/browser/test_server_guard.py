"""A class server no student can break into or break (the server's side).

`./workbook app`'s three servers are started once for the module (`python -m payday.cli app`,
as the launcher starts them) on 127.0.0.1, with a class of two (so at most 2 + 2 spares = 4
kernels in all), 3 pages per address and a connect grace of a few seconds instead of a minute.
Each finding is probed as the issue's probe did: plain HTTP requests (from other addresses of
this machine, 127.0.0.x, standing in for other devices), a websocket handshake, or a browser;
every probe is bounded in count and time.
"""
from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from payday import i18n
from payday.classroom import launcher as classroom, processes
from payday.classroom.dashboard_key import MAX_WRONG_KEYS

from tests.support.servers import ROOT, class_servers, free_port, stop

pytestmark = pytest.mark.browser

KEY = "guard-key-" + "Qm7x-2vLp-9s"        # 22 characters: long enough
GRACE_S = 20       # a browser on this busy 2-core machine connects within a few seconds
CLASS = 2
MOST = classroom.most_kernels(CLASS)      # 4
KERNEL_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    with class_servers(tmp_path_factory.mktemp("guard"), "--refill-delay", "1",
                       f"--ClassroomVoila.connect_grace={GRACE_S}", key=KEY,
                       class_size=CLASS) as started:
        yield {"launcher": started.launcher, "app": started.app, "dashboard": started.dashboard,
               "lab": started.lab, "students_server": started.children[0],
               "teacher_servers": started.children[1:], "terminal": started.terminal}


def kernels(server: int) -> int:
    return len(processes.kernels_alive(server))


def settle(server: int, expected: int, within: float) -> int:
    deadline = time.monotonic() + within
    while True:
        count = kernels(server)
        if count == expected or time.monotonic() > deadline:
            return count
        time.sleep(0.5)


def request(port: int, path: str, *, device: str = "127.0.0.1", headers: dict | None = None,
            method: str = "GET", timeout: float = 120) -> http.client.HTTPResponse:
    """One request from `device` (another address of this machine stands in for another
    device), read in full (but for a websocket's 101)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                            source_address=(device, 0))
    connection.request(method, path, headers=headers or {})
    response = connection.getresponse()
    response.text = "" if response.status == 101 else response.read().decode(errors="replace")
    connection.close()
    return response


def websocket_handshake(port: int, path: str, **options) -> int:
    """The status of a websocket's opening handshake (101: it opened)."""
    headers = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
               "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", **options.pop("headers", {})}
    return request(port, path, headers=headers, timeout=30, **options).status


def ready(servers) -> None:
    """The students' server at rest: its ready kernels and nothing else."""
    assert settle(servers["students_server"], CLASS, 120) == CLASS


# ---------------------------------------------------------------- finding 2: one client
def test_a_kernel_no_page_connects_to_ends_after_the_grace_an_open_page_keeps_its_own(browser, servers):
    """"A plain GET of the app takes a ready kernel, and a kernel no page ever connects to
    lives until idle culling (90 minutes)." A bare request's kernel now ends within the
    connect grace (here a few seconds), while a page open in a browser keeps its kernel and
    plays on."""
    ready(servers)
    page = browser.new_context().new_page()
    page.goto(f"http://127.0.0.1:{servers['app']}/?student=Ada&variant=bonne-paye&lang=en&pace=0",
              timeout=180_000)
    page.wait_for_selector("button.pd-start", timeout=120_000)
    bare = request(servers["app"], "/?student=Gone", device="127.0.0.2")
    assert bare.status == 200 and KERNEL_ID.search(bare.text), "the bare request got a page"
    bare_kernel = page_kernel(bare.text)
    server = servers["students_server"]
    # Watched until that very kernel ends (at most the grace and 15 s), not slept through: the
    # page's kernel was handed out before the bare one, so once the bare one has ended the
    # page's has outlived its own grace too, and the clicks below show it still plays.
    deadline = time.monotonic() + GRACE_S + 15
    while bare_kernel in pool_kernels(servers) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert bare_kernel not in pool_kernels(servers), "the bare request's kernel ended"
    # the browser's page and the ready pool (the refill waits for room under the cap)
    assert kernels(server) <= CLASS + 1
    page.click("button.pd-start")
    page.wait_for_selector(".pd-decision button.pd-option", timeout=60_000)
    page.close(run_before_unload=True)
    page.context.close()
    ready(servers)


def test_one_device_holds_a_few_pages_and_is_told_in_its_language_that_it_has_one_open(servers):
    """"25 GETs in 95 s left 24 more kernels": a burst of 8 requests from one device gets at
    most 3 pages; the others are told, in French as their link asks, that this device already
    has a page open (HTTP 429, and the page tries again by itself)."""
    ready(servers)
    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(lambda n: request(servers["app"], f"/?student=B{n}&lang=fr",
                                                  device="127.0.0.3"), range(8)))
    statuses = sorted(answer.status for answer in answers)
    assert statuses.count(200) <= classroom.PAGES_PER_ADDRESS
    told = [answer for answer in answers if answer.status == 429]
    assert len(told) >= 8 - classroom.PAGES_PER_ADDRESS - 1, statuses
    assert i18n.t("app.page_open.title", "fr") in told[0].text
    assert told[0].getheader("Retry-After")
    assert kernels(servers["students_server"]) <= MOST, "never more than the class and spares"
    ready(servers)                      # the burst's kernels all ended within the grace


def test_many_devices_together_never_start_more_than_the_class_and_its_spares(servers):
    """"A burst of 8 turned real students away": requests from 6 devices at once get pages
    while kernels are free, the rest are told the server is full (503), and the kernels alive
    never exceed the class plus its spares."""
    ready(servers)
    server, peak = servers["students_server"], 0
    with ThreadPoolExecutor(6) as pool:
        futures = [pool.submit(request, servers["app"], f"/?student=D{n}&lang=en",
                               device=f"127.0.0.{10 + n}") for n in range(6)]
        while not all(future.done() for future in futures):
            peak = max(peak, kernels(server))
            time.sleep(0.2)
    statuses = sorted(future.result().status for future in futures)
    assert set(statuses) <= {200, 503}, statuses
    assert 503 in statuses and 200 in statuses
    assert peak <= MOST
    ready(servers)


# ---------------------------------------------------------------- finding 6: a kernel's id
def test_a_kernel_answers_its_own_page_only_and_no_id_reaches_the_terminal(browser, servers):
    """"A kernel id is all it takes to read or stop a page's kernel, and the server's terminal
    prints every id beside the students' QR code." With the id of a page open in a browser,
    a stranger (no cookie, or another browser's) cannot read its model, open its websocket,
    delete it or send its shutdown beacon; the page plays on. The terminal names no kernel."""
    ready(servers)
    page = browser.new_context().new_page()
    page.goto(f"http://127.0.0.1:{servers['app']}/?student=Cy&variant=bonne-paye&lang=en&pace=0",
              timeout=180_000)
    page.wait_for_selector("button.pd-start", timeout=120_000)
    kernel = page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data')"
                           ".textContent).kernelId")
    port = servers["app"]
    assert request(port, f"/api/kernels/{kernel}", device="127.0.0.4").status == 403
    assert websocket_handshake(port, f"/api/kernels/{kernel}/channels?session_id=x",
                               device="127.0.0.4") == 403
    # Another browser, with cookies of its own: a valid `_xsrf` pair (set as a page sets it)
    # and the login cookie every browser gets on the students' server.
    stranger = browser.new_context().new_page()
    stranger.goto(f"http://127.0.0.1:{port}/voila/static/payday-probe")
    for method in ("DELETE", "POST"):
        status = stranger.evaluate("""async ([kernel, method]) => {
            const xsrf = "0123456789abcdef0123456789abcdef";
            document.cookie = `_xsrf=${xsrf}; path=/; SameSite=Strict`;
            const url = method === "DELETE" ? `/api/kernels/${kernel}` : `/voila/api/shutdown/${kernel}`;
            return (await fetch(url, {method, headers: {"X-XSRFToken": xsrf}})).status;
        }""", [kernel, method])
        assert status == 403, method
    stranger.context.close()
    page.click("button.pd-start")
    page.wait_for_selector(".pd-decision button.pd-option", timeout=60_000)
    terminal = servers["terminal"].read_text(errors="replace")
    assert "Kernel started" in terminal
    assert not KERNEL_ID.search(terminal), "no kernel id in the terminal"
    page.close(run_before_unload=True)
    page.context.close()
    ready(servers)


def test_a_page_kernels_request_is_given_to_that_kernel_only(servers):
    """A preheated kernel reads its page's link (a student's name, a resume code) from
    `/voila/query/<id>`, a websocket with no login: a second connection for a kernel already
    waiting there is refused, so nobody else can take its place."""
    ready(servers)
    kernels = pool_kernels(servers)
    assert kernels
    for kernel in kernels:
        # Once the ready kernel has run its first cells it waits there for its page's request;
        # from then on, a second connection for it is refused (until then, each probe opens
        # and closes at once, and the kernel's own connection follows).
        deadline, status = time.monotonic() + 90, None
        while status != 403 and time.monotonic() < deadline:
            status = websocket_handshake(servers["app"], f"/voila/query/{kernel}")
            time.sleep(1)
        assert status == 403


def page_kernel(html: str) -> str:
    """The id of the kernel a served page runs on (its jupyter-config-data)."""
    config = re.search(r'id="jupyter-config-data"[^>]*>(.*?)</script>', html, re.S)
    assert config, "the page carries its config"
    return json.loads(config.group(1))["kernelId"]


def pool_kernels(servers) -> list[str]:
    """The ids of the students' server's kernels, from their command lines (the connection
    file's name), as only this computer can read them."""
    ids = []
    for pid in processes.kernels_alive(servers["students_server"]):
        command = open(f"/proc/{pid}/cmdline", "rb").read().decode(errors="replace")
        ids += KERNEL_ID.findall(command)
    return ids


# ---------------------------------------------------------------- the dashboard's key
def test_the_dashboards_key_leaves_the_address_bar_once_logged_in(browser, servers):
    """"The dashboard is meant to be projected, and `/?token=KEY` stays in the address bar."
    Once the login cookie is set, the page is the same link without the key: its language
    and lesson stay, and the dashboard works."""
    context = browser.new_context()
    page = context.new_page()
    base = f"http://127.0.0.1:{servers['dashboard']}"
    page.goto(f"{base}/?token={KEY}&lang=fr&lesson=03", timeout=180_000)
    page.wait_for_selector(".pd-upload", timeout=180_000)
    shown = urlsplit(page.url)
    assert KEY not in page.url and "token" not in shown.query
    assert shown.query == "lang=fr&lesson=03"
    assert KEY not in page.content()
    page.close(run_before_unload=True)
    context.close()


def test_wrong_keys_are_throttled_per_address_with_a_message(servers):
    """"Wrong dashboard keys are not throttled." From the 5th wrong key from one device, even
    the right key from there gets a message, in its language, saying how long to wait (at once,
    not a hang); another device logs in as before."""
    port = servers["dashboard"]
    for n in range(MAX_WRONG_KEYS - 1):      # to the login form, as before
        assert request(port, f"/?token=guess-{n:012d}", device="127.0.0.5").status == 302
    assert request(port, "/?token=guess-the-fifth-one", device="127.0.0.5").status == 429
    started = time.monotonic()
    told = request(port, f"/?token={KEY}&lang=fr", device="127.0.0.5")
    assert time.monotonic() - started < 10
    assert told.status == 429 and int(told.getheader("Retry-After")) > 0
    assert i18n.t("app.key_locked.title", "fr") in told.text
    other = request(port, f"/?token={KEY}&lang=fr", device="127.0.0.6")
    assert other.status == 302 and other.getheader("Location") == "/?lang=fr"


def test_the_teachers_servers_answer_no_kernel_query_without_the_key(servers):
    """"`/voila/query/<id>` opens without the key on the dashboard's and the lab's ports":
    its websocket no longer opens there."""
    for name in ("dashboard", "lab"):
        status = websocket_handshake(servers[name], "/voila/query/3f2a0000-0000-4000-8000-000000000000")
        assert status != 101, name


def test_the_key_is_in_no_servers_environment_only_in_a_private_file(servers):
    """"The key stays readable in the dashboard's and the lab's process environment": no
    server's environment nor command line holds it; they read it from a file only this user
    can read (mode 0600)."""
    launcher = servers["launcher"]
    for pid in [servers["students_server"], *servers["teacher_servers"]]:
        assert KEY.encode() not in Path(f"/proc/{pid}/environ").read_bytes()
        assert KEY.encode() not in Path(f"/proc/{pid}/cmdline").read_bytes()
    commands = [Path(f"/proc/{pid}/cmdline").read_bytes().decode() for pid in servers["teacher_servers"]]
    [key_file] = {re.search(r"--ClassroomVoila\.token_file=([^\x00]+)", c).group(1) for c in commands}
    assert Path(key_file).read_text() == KEY
    assert Path(key_file).stat().st_mode & 0o777 == 0o600
    assert Path(key_file).parent.stat().st_mode & 0o077 == 0
    assert launcher.poll() is None


def test_the_key_file_is_removed_when_the_servers_stop(tmp_path):
    """... and the file goes when the servers stop."""
    port = free_port()
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PAYDAY_DASHBOARD_KEY=KEY)
    environ.pop("PYTEST_CURRENT_TEST", None)
    with open(tmp_path / "terminal.log", "w") as log:
        launcher = subprocess.Popen(
            [sys.executable, "-m", "payday.cli", "app", "--port", str(port), "--dashboard-port",
             str(free_port()), "--lab-port", str(free_port()), "--lang", "en", "--class-size", "1"],
            cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
        try:
            key_file = None
            for _ in range(300):
                for pid in open(f"/proc/{launcher.pid}/task/{launcher.pid}/children").read().split():
                    found = re.search(rb"--ClassroomVoila\.token_file=([^\x00]+)",
                                      Path(f"/proc/{pid}/cmdline").read_bytes())
                    key_file = key_file or (found and Path(found.group(1).decode()))
                if key_file:
                    break
                time.sleep(0.1)
            assert key_file is not None and key_file.exists()
        finally:
            stop(launcher)
    assert not key_file.exists() and not key_file.parent.exists()


def test_a_weak_key_is_refused_with_a_message_and_nothing_is_served(tmp_path):
    """"A weak `--key` is accepted": a key of fewer than 16 characters is refused, in the
    teacher's language, before any server starts."""
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"))
    environ.pop("PAYDAY_DASHBOARD_KEY", None)
    launcher = subprocess.Popen(
        [sys.executable, "-m", "payday.cli", "app", "--port", str(free_port()), "--lang", "fr",
         "--key", "short-key"], cwd=ROOT, env=environ, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    try:
        _out, err = launcher.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        stop(launcher)                       # today's main served with it
        raise AssertionError("the launcher served with a 9-character key") from None
    assert launcher.returncode == 2
    assert i18n.t("serve.weak_key", "fr", least=16, length=9) in err
