"""A teacher's own computer, timed: the pure wheel's size, and the time from `pip install` of
the wheel with its notebook extra (the lock's versions, from pip's cache when it has them) into
a fresh virtual environment outside the checkout, to the students' app rendered in a headless
Chromium by `payday app`, run from a folder with nothing of the repository in it.

Usage: python benchmarks/wheel.py [--keep]    (prints the figures; --keep leaves the folder)
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.browser.test_wheel import build_wheel  # noqa: E402
from tests.support.servers import free_port, stop, wait_until_up  # noqa: E402


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = options.parse_args()
    base = Path(tempfile.mkdtemp(prefix="payday-wheel-"))
    try:
        started = time.perf_counter()
        wheel = build_wheel(base)
        built = time.perf_counter() - started
        print(f"wheel: {wheel.name}, {wheel.stat().st_size / 1e6:.2f} MB (built in {built:.1f} s)")

        venv = base / "venv"
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        python = venv / "bin" / "python"
        subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                        "-c", str(ROOT / "requirements.lock"), f"{wheel}[notebook]"],
                       check=True, env=dict(os.environ, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD="1"))
        installed = time.perf_counter() - started
        print(f"pip install (fresh venv, notebook extra, lock as constraints): {installed:.1f} s")

        work = base / "teacher"
        work.mkdir()
        port = free_port()
        log = open(base / "app.log", "w")
        environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PAYDAY_LESSONS")}
        environ["PAYDAY_STORE"] = str(base / "class.sqlite3")
        served = time.perf_counter()
        server = subprocess.Popen([str(venv / "bin" / "payday"), "app", "--port", str(port),
                                   "--dashboard-port", str(free_port()), "--lab-port",
                                   str(free_port()), "--lang", "en"],
                                  cwd=work, env=environ, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_until_up(f"http://127.0.0.1:{port}/voila/static/payday-probe", server, timeout=300)
            from playwright.sync_api import sync_playwright
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                page.goto(f"http://127.0.0.1:{port}/")
                page.wait_for_selector("button.pd-start", timeout=300_000)
                rendered = time.perf_counter() - served
                browser.close()
        finally:
            stop(server)
            log.close()
        print(f"payday app started to the app's page rendered: {rendered:.1f} s")
        print(f"pip install to a page rendered: {installed + rendered:.1f} s")
    finally:
        if args.keep:
            print(f"kept: {base}")
        else:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
