"""The class server as the README tells a teacher to run it, and what its terminal shows.

`payday app`'s three servers are started once for the module on 127.0.0.1 (a class of one),
with every `--ClassroomVoila.*` option the README's class-server paragraph names, given as it
says (placeholders filled in: N a number of pages or kernels, SECONDS a short grace, so that a
dropped page's kernel ends within the test). Each probe is bounded in count and time.
"""
from __future__ import annotations

import base64
import http.client
import json
import os
import re
import socket
import time
from urllib.parse import urlencode

import pytest

from payday import i18n
from payday.classroom import launcher as classroom, processes
from payday.classroom.dashboard_key import MAX_WRONG_KEYS

from tests.support.servers import ROOT, class_servers

pytestmark = pytest.mark.browser

KEY = "options-key-" + "Wq4z-8rTn-3k"       # 24 characters: long enough
KERNEL_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
# The README's class-server options: `--ClassroomVoila.name=VALUE`, VALUE a placeholder
# (N, SECONDS) or an example's number.
README_OPTION = re.compile(r"--ClassroomVoila\.(\w+)=([A-Z]+|\d+)\b")
PLACEHOLDERS = {"N": "7", "SECONDS": "20"}
# The limits line's value for each setting it reports.
LIMITS = {"max_kernels": "most", "kernels_per_client": "per_device", "connect_grace": "grace",
          "reconnect_grace": "dropped"}


def readme_options() -> dict[str, str]:
    """Every `--ClassroomVoila.*` setting the README names, with the value the test gives it:
    an example's own number where the README writes one, else its placeholder's."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    options: dict[str, str] = {}
    for name, value in README_OPTION.findall(text):
        if value.isdigit() or name not in options:
            options[name] = PLACEHOLDERS.get(value, value)
    return options


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    options = readme_options()
    with class_servers(tmp_path_factory.mktemp("options"), "--refill-delay", "1",
                       *[f"--ClassroomVoila.{name}={value}" for name, value in options.items()],
                       key=KEY) as started:
        yield {"launcher": started.launcher, "app": started.app, "dashboard": started.dashboard,
               "lab": started.lab, "students_server": started.children[0], "options": options,
               "terminal": started.terminal}


def kernel_ids(server: int) -> list[str]:
    """The ids of a server's kernels, from their command lines (the connection file's name)."""
    ids = []
    for pid in processes.kernels_alive(server):
        try:
            command = open(f"/proc/{pid}/cmdline", "rb").read().decode(errors="replace")
        except FileNotFoundError:           # it ended meanwhile
            continue
        ids += KERNEL_ID.findall(command)
    return ids


def wait_for(condition, within: float, step: float = 0.5) -> bool:
    deadline = time.monotonic() + within
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(step)
    return True


# ---------------------------------------------------------------- the README's options
def test_every_class_server_option_the_readme_names_is_in_force(servers):
    """"Raising `--ClassroomVoila.kernels_per_client=N` stops the students' server at start
    (kernels_per_client only accepts one value, got 2)." Every `--ClassroomVoila.*` option the
    README names, given to `payday app` as it says, reaches each server once, with the
    teacher's value; the servers run; the terminal's limits line reports those values."""
    options = servers["options"]
    assert {"kernels_per_client", "connect_grace", "reconnect_grace", "max_kernels"} <= set(options)
    assert servers["launcher"].poll() is None, "the servers run"
    command = open(f"/proc/{servers['students_server']}/cmdline", "rb").read().decode().split("\x00")
    for name, value in options.items():
        setting = f"ClassroomVoila.{name}"
        assert [classroom.option_setting(argument) for argument in command].count(setting) == 1
        assert classroom.in_force(command, setting) == value, name
    terminal = servers["terminal"].read_text(errors="replace")
    in_force = classroom.limits([], "en")          # the defaults, where the README names none
    in_force.update({LIMITS[name]: value for name, value in options.items() if name in LIMITS})
    assert i18n.t("serve.limits", "en", **in_force) in terminal


# ---------------------------------------------------------------- a dropped page's kernel
def page_of(port: int) -> tuple[str, str]:
    """A page of the app, loaded as a browser loads it: its kernel's id, and the cookies it set
    (the browser's login and `_xsrf`), as a Cookie header."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=180)
    connection.request("GET", "/?student=Dropped&lang=en")
    response = connection.getresponse()
    text = response.read().decode(errors="replace")
    connection.close()
    assert response.status == 200, response.status
    config = re.search(r'id="jupyter-config-data"[^>]*>(.*?)</script>', text, re.S)
    assert config, "the page carries its config"
    cookies = "; ".join(cookie.split(";", 1)[0] for cookie in response.headers.get_all("Set-Cookie"))
    return json.loads(config.group(1))["kernelId"], cookies


def open_kernel_socket(port: int, kernel: str, cookies: str) -> socket.socket:
    """The page's websocket to its kernel, opened as the page opens it (its handshake only)."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=60)
    nonce = base64.b64encode(os.urandom(16)).decode()
    connection.sendall((f"GET /api/kernels/{kernel}/channels?session_id=page HTTP/1.1\r\n"
                        f"Host: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        f"Sec-WebSocket-Key: {nonce}\r\nSec-WebSocket-Version: 13\r\n"
                        f"Cookie: {cookies}\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = connection.recv(4096)
        if not chunk:
            break
        head += chunk
    assert head.split(b" ", 2)[1] == b"101", head[:200]
    return connection


def test_a_dropped_pages_kernel_ends_after_the_reconnect_grace_and_a_reconnect_keeps_it(servers):
    """"A page whose socket closed without an unload keeps its kernel for 90 minutes; four
    addresses holding two pages each filled a class of 6." A page's socket dropped (closed,
    no unload beacon) and reconnected within the grace keeps its kernel past the grace; once
    dropped for good, its kernel ends after the grace (here the README's SECONDS)."""
    grace = float(servers["options"]["reconnect_grace"])
    port, server = servers["app"], servers["students_server"]
    assert wait_for(lambda: len(kernel_ids(server)) >= 1, 120), "the pool has a ready kernel"
    kernel, cookies = page_of(port)
    connection = open_kernel_socket(port, kernel, cookies)
    connection.close()                              # dropped: no unload beacon
    time.sleep(2)
    connection = open_kernel_socket(port, kernel, cookies)      # ... and back within the grace
    time.sleep(grace + 5)
    assert kernel in kernel_ids(server), "the page that came back keeps its kernel"
    connection.close()                              # dropped for good
    assert wait_for(lambda: kernel not in kernel_ids(server), grace + 30), \
        "the dropped page's kernel ended after the grace"


# ---------------------------------------------------------------- the teacher's screens
def request(port: int, path: str, device: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60, source_address=(device, 0))
    connection.request("GET", path)
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status


def test_the_terminal_shows_no_key_code_or_name_and_no_start_noise(servers):
    """"`429 GET /?token=<key>`", resume codes and students' names in the terminal, and at
    every start traitlets' deprecation warnings, "Notebook play.ipynb is not trusted" and
    ipykernel's encryption warning. Refused requests are still logged, without those values;
    the start shows only what concerns a teacher, and the servers' own news still shows."""
    terminal = servers["terminal"]
    # the pool's kernel has started and run the notebook: its start is all written
    assert wait_for(lambda: "is filled with" in terminal.read_text(errors="replace"), 180)
    kernel, cookies = page_of(servers["app"])        # a page connects (and leaves)
    open_kernel_socket(servers["app"], kernel, cookies).close()
    for n in range(MAX_WRONG_KEYS):
        request(servers["dashboard"], f"/?token=wrong-key-{n:012d}", "127.0.0.9")
    assert request(servers["dashboard"], f"/?token={KEY}", "127.0.0.9") == 429
    assert request(servers["app"], "/voila/static/none?class=7B&student=Zelda-Quill&resume=QQ77ZZ",
                   "127.0.0.9") in (403, 404)
    assert wait_for(lambda: "student=…" in terminal.read_text(errors="replace"), 10)
    text = terminal.read_text(errors="replace")
    # the links the launcher prints for the teacher hold the key; nothing else does
    for line in (i18n.t("serve.dashboard", "en", url=f"http://127.0.0.1:{servers['dashboard']}/?token={KEY}"),
                 i18n.t("lab.serve", "en", url=f"http://127.0.0.1:{servers['lab']}/?token={KEY}")):
        text = text.replace(line, "")
    assert "429 GET /?token=…" in text
    for secret in (KEY, "Zelda-Quill", "QQ77ZZ"):
        assert secret not in text
    for noise in ("DeprecationWarning", "is not trusted", "without encryption",
                  "websocket_ping_timeout"):
        assert noise not in text
    assert "Kernel started" in text and "GET /voila/static/none?class=7B&student=…&resume=…" in text


def test_the_dashboards_login_form_lets_the_teacher_in_in_chromium(browser, servers):
    """"The dashboard's login form never works in Chromium": `Referrer-Policy: no-referrer`
    made it send `Origin: null`, refused as cross-origin. The key typed in the form opens the
    dashboard, and the address bar never holds it."""
    context = browser.new_context()
    page = context.new_page()
    base = f"http://127.0.0.1:{servers['dashboard']}"
    page.goto(f"{base}/", timeout=120_000)
    page.fill("input[name=password]", KEY)
    page.click("#login_submit")
    page.wait_for_selector(".pd-upload", timeout=180_000)
    assert page.url.startswith(base) and KEY not in page.url
    page.close(run_before_unload=True)
    context.close()


def login_post(port: int, origin: str, device: str) -> int:
    """The login form's POST with the right key, as a browser on `origin` sends it: the form's
    `_xsrf` value and cookie, and its Origin header."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60, source_address=(device, 0))
    connection.request("GET", "/login?next=%2F")
    response = connection.getresponse()
    form = response.read().decode(errors="replace")
    cookies = "; ".join(cookie.split(";", 1)[0] for cookie in response.headers.get_all("Set-Cookie"))
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', form).group(1)
    body = urlencode({"_xsrf": xsrf, "password": KEY})
    connection.request("POST", "/login?next=%2F", body=body, headers={
        "Origin": origin, "Cookie": cookies, "Content-Type": "application/x-www-form-urlencoded"})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status


def test_the_login_form_takes_the_key_from_its_own_page_only(servers):
    """The form's POST with the right key logs in (a redirect to the dashboard) when the
    browser names the dashboard's own origin, and is still refused from another site, or
    from a page whose origin the browser hides (`Origin: null`, what `no-referrer` made
    Chromium send)."""
    port = servers["dashboard"]
    assert login_post(port, f"http://127.0.0.1:{port}", "127.0.0.21") == 302
    assert login_post(port, "http://elsewhere.example", "127.0.0.22") in (403, 404)
    assert login_post(port, "null", "127.0.0.23") in (403, 404)
