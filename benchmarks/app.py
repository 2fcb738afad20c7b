"""The classroom app's speed in a real browser: Voila's first render with a preheated kernel
(target 2.5 s or less) and the time from a click to the updated page (median; target under
100 ms). Starts its own Voila server on 127.0.0.1 and drives Debian's chromium.

Also the kernel's own cost of the first screen, without a browser: a fresh Python builds the
start screen, timed (wall and CPU), beside the same with plotly imported first, as the app did
before the chart was deferred to the game's start (the baseline, in the same run).

Usage: python benchmarks/app.py [--loads 5] [--clicks 30] [--kernel-only]
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS, free_port, wait_until_up  # noqa: E402

# Timed inside the page, so that the figure is the app's and not the test driver's: from the
# click to the moment the status area shows the new, finished turn.
CLICK_IN_PAGE = """() => new Promise(resolve => {
  const old = document.querySelector('.pd-version').dataset.v;
  const button = document.querySelector('button.pd-main') || document.querySelector('button.pd-act-borrow');
  const started = performance.now();
  const done = () => {
    const v = document.querySelector('.pd-version');
    if (v && v.dataset.v !== old && v.dataset.busy === '0') {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    }
  };
  const observer = new MutationObserver(done);
  observer.observe(document.body, {subtree: true, childList: true, attributes: true});
  button.click();
})"""


FIRST_SCREEN = """
import sys, time
wall, cpu = time.perf_counter(), time.process_time()
if sys.argv[1] == "eager":
    from plotly.graph_objects import FigureWidget, Layout, Scatter
from payday.ui import App, settings_from_query
App(**settings_from_query("variant=bonne-paye&lang=en"))
print(time.perf_counter() - wall, time.process_time() - cpu, len(sys.modules))
"""


def first_screen_cost(runs: int = 5) -> None:
    """The start screen's imports and build in a fresh interpreter, as a page's kernel runs
    them: median over `runs`, with plotly imported up front (before) and not (now)."""
    for mode, label in (("eager", "before: plotly imported up front"), ("lazy", "now")):
        walls, cpus, modules = [], [], 0
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c", FIRST_SCREEN, mode], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout.split()
            walls.append(float(out[0]))
            cpus.append(float(out[1]))
            modules = int(out[2])
        print(f"kernel's first screen, {label}: median {statistics.median(walls):.2f} s wall, "
              f"{statistics.median(cpus):.2f} s CPU, {modules} modules, over {runs} runs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--kernel-only", action="store_true",
                        help="measure the kernel's first screen only, without a browser")
    args = parser.parse_args()
    first_screen_cost()
    if args.kernel_only:
        return
    from playwright.sync_api import sync_playwright

    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", "notebooks/", "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", "--preheat_kernel=True", "--pool_size=1"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/voila/render/play.ipynb?variant=bonne-paye&lang=en&months=3&seed=3&pace=0"
    try:
        wait_until_up(f"http://127.0.0.1:{port}/", server)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            renders = []
            for n in range(args.loads + 1):
                page = browser.new_page()
                time.sleep(3)                       # let the pool preheat the next kernel
                started = time.perf_counter()
                page.goto(url)
                page.wait_for_selector("button.pd-start", timeout=120_000)
                if n:                               # the very first load also warms the server
                    renders.append(time.perf_counter() - started)
                if n < args.loads:
                    page.close()
            page.click("button.pd-start")
            page.wait_for_selector(".pd-decision button.pd-main")
            clicks = []
            for _ in range(args.clicks):
                if page.locator(".pd-over").count():
                    break
                clicks.append(page.evaluate(CLICK_IN_PAGE) / 1000)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=15)
    print(f"first render, preheated kernel: median {statistics.median(renders):.2f} s "
          f"over {len(renders)} loads (target 2.5 s or less)")
    print(f"click to updated page: median {statistics.median(clicks) * 1000:.0f} ms "
          f"over {len(clicks)} clicks (target under 100 ms)")


if __name__ == "__main__":
    main()
