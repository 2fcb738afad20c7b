"""The money lab's figures: games per second for 1 and 2 processes and through a
local Dask cluster, per edition, and the time to the lab page's first chart for 1,000 games.

Load model: four computer players (saver, borrower, deal hunter, cautious), seats rotated,
twelve months, `--games` games per edition (default 10,000) with seeds 1, 2, ...; each run is
`payday.lab.simulate.simulate`, the lab's own call, timed from the call to the last result,
process pool start included. The Dask cluster is a `LocalCluster` of 2 worker processes of
one thread each, started (and warmed up with a few games) before the clock starts. The
machine's load average is printed beside the figures: the machine is shared.

The page: a Voila server for notebooks/lab.ipynb (as `./workbook app` serves it, no kernel
preheated), Debian's chromium through Playwright; the clock runs from the click on "Run the
games" to the first chart drawn in the page, then to the last.

Usage: python benchmarks/lab.py [--games N] [--editions a,b] [--no-dask] [--no-page]
A compiled build: PYTHONPATH=<its folder> python benchmarks/lab.py (run from outside the tree).
"""
from __future__ import annotations

import argparse
import os
import resource
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if not os.environ.get("PYTHONPATH"):
    # This tree's payday, here and in every process the run starts (pool, Dask, Voila); a
    # PYTHONPATH given (a compiled build of the tree, say) is used as it is.
    sys.path.insert(0, str(ROOT))
    os.environ["PYTHONPATH"] = str(ROOT)

import payday                                # noqa: E402
from payday.lab.simulate import simulate         # noqa: E402
from payday.players.styles import TEACHING_STYLES  # noqa: E402

PAGE_GAMES = 1000
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def load() -> str:
    return "load average " + " ".join(f"{v:.1f}" for v in os.getloadavg())


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (a process pool's, once
    it is shut down); a Dask cluster's workers are not counted."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(variant: str, games: int, **options) -> tuple[float, float]:
    """Wall and CPU seconds of one run."""
    started, cpu = time.perf_counter(), cpu_seconds()
    simulate(variant, players=4, months=12, games=games, seed=1, bots=list(TEACHING_STYLES), rotate=True,
             **options)
    return time.perf_counter() - started, cpu_seconds() - cpu


def games_per_second(editions: list[str], games: int, dask: bool) -> None:
    client = cluster = None
    if dask:
        from distributed import Client, LocalCluster
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                               dashboard_address=":0", host="127.0.0.1")
        client = Client(cluster)
    print(f"{games:,} four-player twelve-month games per edition; payday "
          f"{'compiled' if payday.compiled else 'pure Python'}; {os.cpu_count()} cores; {load()}")
    # games/CPU-s: a shared machine's load moves it less than the wall-clock rate (it is not
    # measured through Dask, whose workers are not this process's children).
    print(f"{'edition':<16}{'run':<18}{'seconds':>9}{'games/s':>10}{'x 1 proc':>10}"
          f"{'10,000 games':>14}{'games/CPU-s':>13}")
    try:
        for variant in editions:
            runs = [("1 process", {"jobs": 1}), ("2 processes", {"jobs": 2})]
            if client is not None:
                simulate(variant, games=8, months=1, client=client)       # warm the workers
                runs.append(("Dask, 2 workers", {"client": client}))
            base = None
            for name, options in runs:
                seconds, cpu = timed(variant, games, **options)
                rate = games / seconds
                base = base or rate
                per_cpu = "—" if "client" in options else f"{games / cpu:.1f}"
                print(f"{variant:<16}{name:<18}{seconds:>9.1f}{rate:>10.1f}{rate / base:>10.2f}"
                      f"{10_000 / rate:>12.1f} s{per_cpu:>13}", flush=True)
    finally:
        if client is not None:
            client.close()
            cluster.close()
    print(load())


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def first_chart(games: int) -> None:
    """Seconds from the click on Run to the first chart in the Voila page, and to the last."""
    from playwright.sync_api import sync_playwright
    port = free_port()
    env = dict(os.environ)
    env.pop("PYTEST_CURRENT_TEST", None)
    server = subprocess.Popen([sys.executable, "-m", "voila", "notebooks/lab.ipynb", "--no-browser",
                               f"--port={port}", "--Voila.ip=127.0.0.1", "--preheat_kernel=False"],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/voila/static/probe", timeout=2)
                break
            except urllib.error.HTTPError:
                break
            except OSError:
                time.sleep(0.3)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS, headless=True)
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            opened = time.perf_counter()
            page.goto(f"{base}/?lang=en&variant=bonne-paye&games={games}&months=12", timeout=300_000)
            page.wait_for_selector("button.pd-lab-run", timeout=300_000)
            rendered = time.perf_counter() - opened
            clicked = time.perf_counter()
            page.click("button.pd-lab-run")
            page.wait_for_selector(".pd-lab-chart .js-plotly-plot .main-svg", timeout=300_000)
            first = time.perf_counter() - clicked
            page.wait_for_function(
                "document.querySelectorAll('.pd-lab-chart .js-plotly-plot').length == 4",
                timeout=300_000)
            last = time.perf_counter() - clicked
            browser.close()
        print(f"lab page, La Bonne Paye, {games:,} games (4 players, 12 months): page rendered in "
              f"{rendered:.1f} s; from the click: first chart {first:.1f} s, all four {last:.1f} s; "
              f"{load()}")
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--editions", default=",".join(sorted(payday.EDITIONS)))
    parser.add_argument("--no-dask", action="store_true")
    parser.add_argument("--no-page", action="store_true")
    args = parser.parse_args()
    games_per_second(args.editions.split(","), args.games, dask=not args.no_dask)
    if not args.no_page:
        first_chart(PAGE_GAMES)


if __name__ == "__main__":
    main()
