"""The real Voila server and Debian's chromium, for the browser tests.

The server is started by the tests on 127.0.0.1 and a free port, waited for, and stopped by
its own process. Playwright never downloads a browser: it drives /usr/bin/chromium.
"""
from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("BROWSER_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]


MISSING_MARK = re.compile(r"\[[^\]\n]{1,60}\]")   # how the catalogs mark a missing text


def assert_reads_clean(text: str, lang: str, *, key_like: re.Pattern, english_leaks) -> None:
    """A page in `lang` shows no message key, no missing-text mark, no traceback and, outside
    English, none of the English words `english_leaks(text, lang)` looks for."""
    assert not key_like.search(text), f"a message key shows: {key_like.search(text).group(0)}"
    assert not MISSING_MARK.search(text), f"a missing text: {MISSING_MARK.search(text).group(0)}"
    assert "Traceback" not in text
    if lang != "en":
        assert english_leaks(text, lang) == []


# Buttons whose words do not fit and end in "…" (ipywidgets hides a button's overflow).
CUT_BUTTONS = """() => [...document.querySelectorAll('button')]
    .filter(b => b.offsetWidth > 0 && b.scrollWidth > b.clientWidth + 1).map(b => b.innerText)"""


# Font families that draw Chinese: Debian's fonts-noto-cjk and fonts-wqy-*, and the like.
CJK_FONT = re.compile(r"CJK|WenQuanYi|Droid Sans Fallback|\b(Hei|Ming|Kai|Song|Sung)\b|\bTC\b", re.I)
HAN = re.compile(r"[\u3400-\u9fff]")


def han_in_other_fonts(page, selector: str) -> tuple[int, list[dict]]:
    """How many of the Chinese characters in `selector`'s text chromium did not draw with a CJK
    font (each would be a tofu box), and the fonts it used (Chrome DevTools' own report)."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    finally:
        cdp.detach()
    han = len(HAN.findall(page.inner_text(selector)))
    drawn = sum(font["glyphCount"] for font in fonts if CJK_FONT.search(font["familyName"]))
    return max(han - drawn, 0), fonts


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(url: str, process: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"voila stopped with code {process.returncode}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return                       # an HTTP error also means the server answers
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"voila did not answer at {url} within {timeout} s")


@contextlib.contextmanager
def voila_server(target: str, log_dir: Path, *, env: dict | None = None, preheat: bool = True):
    """A real Voila server for `target` (a notebook, or a folder of them) on a free port,
    yielding its base URL; stopped by its own process."""
    port = free_port()
    environ = dict(os.environ, PYTHONUNBUFFERED="1", **(env or {}))
    environ.pop("PYTEST_CURRENT_TEST", None)
    # voila.json (read from the working directory) preheats; say so either way
    heat = ["--preheat_kernel=True", "--pool_size=1"] if preheat else ["--preheat_kernel=False"]
    log = open(log_dir / "voila.log", "w")
    process = subprocess.Popen(
        [sys.executable, "-m", "voila", target, "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", *heat],
        cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    failed = False
    try:
        # Probe a static path: in single-notebook mode every other path renders the notebook,
        # and each probe would take (and restart) the preheated kernel the test is about to use.
        wait_until_up(base + "/voila/static/payday-probe", process)
        yield base
    except BaseException:
        failed = True
        raise
    finally:
        stop(process, timeout=15)
        log.close()
        if failed:      # pytest shows this beside the failure: what the server went through
            print("--- the end of voila.log ---")
            print((log_dir / "voila.log").read_text(errors="replace")[-6000:])


def stop(process: subprocess.Popen, timeout: float = 30) -> None:
    """Stop a server the test started, by its own process (a launcher stops its servers)."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


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
