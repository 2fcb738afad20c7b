"""A class on one server: N students against the real students' server, as
`./workbook app --class` starts it, on this machine.

Load model (printed with the figures): N students open the app within ARRIVE seconds (each at a
seeded random moment), one of them in Debian's chromium and the others as light clients that
speak Voila's websocket protocol (the Jupyter messages a page's widget manager sends: widget
states asked for, a button's click); each then clicks the main button once every 3 to 8
seconds (seeded), for PLAY seconds, then closes the tab (the light clients send the request a
closing page sends). Figures:
- render: from asking for the page to the start screen's button being there (light clients:
  its widget state; the browser: the button drawn), including any wait on a page that said the
  server was full (503) and retried after its Retry-After, as the page does by itself;
- click latency p50/p90: from the click to the page's status showing the next decision with
  no computer player moving (light clients: the status widget's update arriving; the browser:
  timed inside the page);
- kernels alive and their memory (resident, from /proc), while playing and after the tabs close.
Latency targets are figures, never test assertions. Each light client comes
from its own address of this machine (127.0.0.x: a device of its own, as the server counts
pages per device) and keeps its cookies, as a browser does (a kernel answers its own page's
browser only).

With --burst N, it measures one client instead: N plain GET requests of the app sent
at once from one address, none of which ever connects to its kernel, with the server's caps
(pages per device, kernels in all) and connect grace in effect. It prints the kernels alive
before, the most alive during the burst, and after the grace, with the answers the requests
got.

Usage: python benchmarks/classroom.py [--students 30] [--arrive 10] [--play 60] [--no-browser]
       python benchmarks/classroom.py --burst 25 [--students 30] [--grace 60]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.support.kernel_socket import received_text  # noqa: E402
from tests.support.servers import class_servers  # noqa: E402
from payday.classroom import launcher as classroom  # noqa: E402
from payday.classroom import processes  # noqa: E402
from payday.classroom.page_kernels import CONNECT_GRACE_S  # noqa: E402

VERSION = re.compile(r'class="pd-version" data-v="(\d+)" data-busy="(\d)"')

# Timed inside the page: from the click to the status showing the new, finished turn (null if
# no main button, or no answer within 30 s).
CLICK_IN_PAGE = """() => new Promise(resolve => {
  const old = document.querySelector('.pd-version').dataset.v;
  const button = document.querySelector('.pd-decision button.pd-main');
  if (!button) { resolve(null); return; }
  setTimeout(() => { observer.disconnect(); resolve(null); }, 30000);
  const started = performance.now();
  const done = () => {
    const v = document.querySelector('.pd-version');
    if (v && v.dataset.v !== old && v.dataset.busy === '0') {
      observer.disconnect();
      resolve(performance.now() - started);
    }
  };
  const observer = new MutationObserver(done);
  observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  button.click();
})"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class LightStudent:
    """One student's page without a browser: the HTML, then the kernel's websocket."""

    def __init__(self, base: str, name: str, rng: random.Random, device: str) -> None:
        self.base, self.name, self.rng, self.device = base, name, rng, device
        self.cookies = ""                          # what the page set, sent back as a browser does
        self.session = uuid.uuid4().hex
        self.models: dict[str, dict] = {}          # comm id -> widget state
        self.version = (None, None)
        self.changed = asyncio.Event()
        self.render = None
        self.clicks: list[float] = []
        self.problem = ""
        self.told_full = 0                         # pages that said the server was full
        self.xsrf = ""                             # the cookie the closing page sends back

    def message(self, msg_type: str, content: dict, metadata: dict | None = None) -> str:
        return json.dumps({
            "header": {"msg_id": uuid.uuid4().hex, "username": "student", "session": self.session,
                       "msg_type": msg_type, "version": "5.3", "date": ""},
            "parent_header": {}, "metadata": metadata or {}, "content": content, "channel": "shell",
            "buffers": []})

    async def open(self) -> None:
        from tornado.httpclient import AsyncHTTPClient, HTTPRequest
        from tornado.websocket import websocket_connect
        started = time.perf_counter()
        url = f"{self.base}/?student={self.name}&variant=bonne-paye&lang=en&pace=0&seed=7"
        while True:
            response = await AsyncHTTPClient().fetch(
                HTTPRequest(url, request_timeout=300, network_interface=self.device),
                raise_error=False)
            if response.code != 503:
                break
            self.told_full += 1             # "the server is full": retry as the page does
            await asyncio.sleep(float(response.headers.get("Retry-After", 5)))
        cookies = [cookie.split(";")[0] for cookie in response.headers.get_list("Set-Cookie")]
        self.cookies = "; ".join(cookies)
        for cookie in cookies:
            if cookie.startswith("_xsrf="):
                self.xsrf = cookie.split("=", 1)[1]
        page = response.body.decode()
        found = re.search(r'"kernelId": "([0-9a-f-]+)"', page)
        if found is None:
            raise RuntimeError(f"the page has no kernel: {re.sub(r'<[^>]+>', ' ', page)[:200]!r}")
        self.kernel = found.group(1)
        ws_url = self.base.replace("http", "ws") + f"/api/kernels/{self.kernel}/channels?session_id={self.session}"
        self.ws = await websocket_connect(
            HTTPRequest(ws_url, headers={"Cookie": self.cookies}, network_interface=self.device),
            max_message_size=64 * 2**20)
        self.reader = asyncio.ensure_future(self.read())
        # What a page's widget manager does first: open the widgets' control channel and ask
        # for every widget's state (again until the start screen is built).
        control = uuid.uuid4().hex
        await self.ws.write_message(self.message("comm_open", {
            "comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
            {"version": "1.0.0"}))
        while True:
            await self.ws.write_message(self.message("comm_msg", {
                "comm_id": control, "data": {"method": "request_states"}}))
            await self.wait(lambda: self.find("pd-start") is not None, 2)
            if self.find("pd-start") is not None:
                break
            if time.perf_counter() - started > 300:
                raise TimeoutError("the start screen never came")
        self.render = time.perf_counter() - started

    async def read(self) -> None:
        while True:
            raw = await self.ws.read_message()
            if raw is None:
                return
            msg = json.loads(received_text(raw))
            kind, content = msg["header"]["msg_type"], msg.get("content", {})
            changed = []
            if kind == "comm_open":
                state = dict(content.get("data", {}).get("state", {}))
                self.models[content["comm_id"]] = state
                changed.append(state)
            elif kind == "comm_msg":
                data = content.get("data", {})
                if data.get("method") == "update":
                    self.models.setdefault(content["comm_id"], {}).update(data.get("state", {}))
                    changed.append(data.get("state", {}))
                elif data.get("method") == "update_states":       # the answer to request_states
                    for comm_id, state in data.get("states", {}).items():
                        self.models.setdefault(comm_id, {}).update(state.get("state", {}))
                        changed.append(state.get("state", {}))
            elif kind == "comm_close":
                self.models.pop(content.get("comm_id"), None)
            for state in changed:
                found = VERSION.search(str(state.get("value", "")))
                if found:
                    self.version = (found.group(1), found.group(2))
            self.changed.set()

    async def wait(self, condition, timeout: float) -> bool:
        deadline = time.perf_counter() + timeout
        while not condition():
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except TimeoutError:
                return condition()
        return True

    def find(self, dom_class: str, within: str | None = None) -> str | None:
        """A widget with this class, among the children (at any depth) of `within` if given."""
        if within is None:
            matches = [c for c, s in self.models.items() if dom_class in s.get("_dom_classes", ())]
            return matches[-1] if matches else None
        todo, seen = [within], set()
        while todo:
            comm = todo.pop()
            if comm in seen or comm not in self.models:
                continue
            seen.add(comm)
            state = self.models[comm]
            if (dom_class in state.get("_dom_classes", ()) and comm != within
                    and state.get("_model_name") == "ButtonModel"):
                return comm
            todo += [child.removeprefix("IPY_MODEL_") for child in state.get("children", ())]
        return None

    async def click(self, comm_id: str) -> None:
        await self.ws.write_message(self.message("comm_msg", {
            "comm_id": comm_id, "data": {"method": "custom", "content": {"event": "click"}}}))

    async def play(self, until: float) -> None:
        await self.click(self.find("pd-start"))
        await self.wait(lambda: self.version[0] is not None and self.version[1] == "0", 60)
        while time.perf_counter() < until:
            await asyncio.sleep(self.rng.uniform(3, 8))
            decision = self.find("pd-decision")
            button = decision and self.find("pd-main", decision)
            if button is None:
                return                                  # the game has ended
            old = self.version[0]
            started = time.perf_counter()
            await self.click(button)
            if await self.wait(lambda old=old: self.version[0] != old and self.version[1] == "0", 30):
                self.clicks.append(time.perf_counter() - started)
            else:
                self.problem = "a click went unanswered for 30 s"

    async def close(self) -> None:
        """What a closing tab does: ask for its kernel's shutdown, then drop the socket."""
        from tornado.httpclient import AsyncHTTPClient
        try:
            await AsyncHTTPClient().fetch(f"{self.base}/voila/api/shutdown/{self.kernel}",
                                          method="POST", body=f"_xsrf={self.xsrf}",
                                          headers={"Cookie": self.cookies},
                                          network_interface=self.device, raise_error=False)
        finally:
            self.ws.close()
            self.reader.cancel()


def browser_student(base: str, arrive: float, until: float, out: dict) -> None:
    """The one real browser: render time and click latency timed in the page."""
    from playwright.sync_api import sync_playwright
    time.sleep(arrive)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        started = time.perf_counter()
        page.goto(base + "/?student=Browser&variant=bonne-paye&lang=en&pace=0&seed=7",
                  timeout=300_000)
        page.wait_for_selector("button.pd-start", timeout=300_000)
        out["render"] = time.perf_counter() - started
        page.click("button.pd-start")
        page.wait_for_selector(".pd-decision button.pd-option", timeout=120_000)
        rng, clicks = random.Random(99), []
        while time.perf_counter() < until:
            time.sleep(rng.uniform(3, 8))
            took = page.evaluate(CLICK_IN_PAGE)
            if took is None:
                out["problem"] = "no main button, or a click unanswered for 30 s"
                break
            clicks.append(took / 1000)
        out["clicks"] = clicks
        page.close(run_before_unload=True)
        browser.close()


def device(n: int) -> str:
    """The n-th device's address: one of this machine's (127.0.0.0/8 is all this machine)."""
    return f"127.0.{10 + n // 200}.{10 + n % 200}"


async def run_burst(base: str, server: int, n: int, settle: float) -> dict:
    """N plain GETs of the app at once from one address, none connecting to its kernel."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest
    AsyncHTTPClient.configure(None, max_clients=max(10, n * 2))
    before = memory(server)
    peak = before
    sampling = True

    async def sample() -> None:
        nonlocal peak
        while sampling:
            now = memory(server)
            peak = max(peak, now)
            await asyncio.sleep(0.2)

    async def get(i: int) -> int:
        response = await AsyncHTTPClient().fetch(
            HTTPRequest(f"{base}/?student=Burst{i}&lang=en", request_timeout=300,
                        network_interface="127.0.0.9"), raise_error=False)
        return response.code

    sampler = asyncio.ensure_future(sample())
    started = time.perf_counter()
    codes = await asyncio.gather(*(get(i) for i in range(n)))
    took = time.perf_counter() - started
    await asyncio.sleep(settle)
    sampling = False
    await sampler
    return {"before": before, "peak": peak, "after": memory(server), "codes": codes,
            "took": took}


def memory(server: int) -> tuple[int, float]:
    kernels = processes.kernels_alive(server)
    return len(kernels), sum(kernels.values()) / 2**20


async def run_class(base: str, server: int, n: int, arrive: float, play: float, seed: int,
                    with_browser: bool) -> dict:
    from tornado.httpclient import AsyncHTTPClient
    # tornado's client queues past 10 requests at once: a class must not queue on our side
    AsyncHTTPClient.configure(None, max_clients=max(10, n * 2))
    rng = random.Random(seed)
    light = n - 1 if with_browser else n
    students = [LightStudent(base, f"S{i:02d}", random.Random(seed * 1000 + i), device(i))
                for i in range(light)]
    arrivals = [rng.uniform(0, arrive) for _ in range(n)]
    start = time.perf_counter()
    until = start + arrive + play
    browser_out: dict = {}
    browser_task = None
    if with_browser:
        loop = asyncio.get_running_loop()
        browser_task = loop.run_in_executor(None, browser_student, base, arrivals[-1], until,
                                            browser_out)

    async def one(student: LightStudent, at: float) -> None:
        await asyncio.sleep(at)
        try:
            await student.open()
            await student.play(until)
        except Exception as error:          # noqa: BLE001 - a benchmark reports, never stops
            student.problem = f"{type(error).__name__}: {error}"

    await asyncio.gather(*(one(s, at) for s, at in zip(students, arrivals)))
    if browser_task is not None:
        await browser_task
    playing = memory(server)
    await asyncio.wait_for(asyncio.gather(*(s.close() for s in students if hasattr(s, "ws")),
                                          return_exceptions=True), 60)
    await asyncio.sleep(10)
    return {"students": students, "browser": browser_out, "playing": playing,
            "closed": memory(server)}


def report_burst(args: argparse.Namespace, burst: dict, waited: float) -> None:
    codes = burst["codes"]
    answers = ", ".join(f"{codes.count(code)} x {code}" for code in sorted(set(codes)))
    (before, before_mb), (peak, peak_mb), (after, after_mb) = (
        burst["before"], burst["peak"], burst["after"])
    print(f"Burst: {args.burst} plain GETs of the app at once from one address, none connecting "
          f"to its kernel; server: ./workbook app with --class-size {args.students} (at most "
          f"{classroom.most_kernels(args.students)} kernels in all, "
          f"{classroom.PAGES_PER_ADDRESS} per address), connect grace "
          f"{CONNECT_GRACE_S if args.grace is None else args.grace:g} s, {os.cpu_count()} cores.")
    print(f"answers: {answers} (429: this device already has its pages open; 503: server "
          f"full), all within {burst['took']:.1f} s")
    print(f"kernels alive: before {before} ({before_mb:.0f} MB); most during the burst {peak} "
          f"({peak_mb:.0f} MB); {waited:g} s after the burst {after} ({after_mb:.0f} MB)")


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))     # stop the server on the way out
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--arrive", type=float, default=10.0)
    parser.add_argument("--play", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--burst", type=int, default=0, metavar="N",
                        help="send N plain GETs at once from one address instead")
    parser.add_argument("--grace", type=float, default=None, metavar="SECONDS",
                        help="the server's connect grace (default: its own, 60 s)")
    args = parser.parse_args()
    with_browser = not args.no_browser and Path(CHROMIUM).exists()

    folder = Path(tempfile.mkdtemp(prefix="payday-class-"))
    grace = [] if args.grace is None else [f"--ClassroomVoila.connect_grace={args.grace:g}"]
    with class_servers(folder, *grace, class_size=args.students, timeout=300) as started:
        base, server = f"http://127.0.0.1:{started.app}", started.children[0]
        # the pool is ready when every preheated kernel has started
        pool_started = time.perf_counter()
        while "Kernel pool of play.ipynb is filled" not in started.terminal.read_text():
            time.sleep(1)
            if time.perf_counter() - pool_started > 600:
                raise TimeoutError("the kernel pool was not filled in 10 minutes")
        pool_filled = time.perf_counter() - pool_started
        time.sleep(2)
        if args.burst:
            waited = (CONNECT_GRACE_S if args.grace is None else args.grace) + 20
            burst = asyncio.run(run_burst(base, server, args.burst, waited))
            report_burst(args, burst, waited)
            return
        idle_kernels, idle_memory = memory(server)
        result = asyncio.run(run_class(base, server, args.students, args.arrive, args.play,
                                       args.seed, with_browser))
        (playing_kernels, playing_memory), (closed_kernels, closed_memory) = \
            result["playing"], result["closed"]

    students, browser = result["students"], result["browser"]
    renders = [s.render for s in students if s.render is not None]
    clicks = [c for s in students for c in s.clicks]
    problems = [f"{s.name}: {s.problem}" for s in students if s.problem]
    print(f"Load model: {args.students} students ({'1 chromium + ' if with_browser else ''}"
          f"{len(students)} websocket clients) open the app within {args.arrive:g} s (seeded), "
          f"then each clicks the main button every 3-8 s (seeded) for {args.play:g} s, then "
          f"closes the tab. Server: ./workbook app with --class-size {args.students}, "
          f"{os.cpu_count()} cores.")
    print(f"rendered: {len(renders) + bool(browser.get('render'))} of {args.students}; "
          f"first render median {statistics.median(renders):.2f} s, p90 "
          f"{percentile(renders, .9):.2f} s, worst {max(renders):.2f} s"
          + (f"; the browser's {browser['render']:.2f} s" if browser.get("render") else ""))
    print(f"click latency: {len(clicks)} clicks, p50 {percentile(clicks, .5) * 1000:.0f} ms, "
          f"p90 {percentile(clicks, .9) * 1000:.0f} ms, worst {max(clicks) * 1000:.0f} ms"
          if clicks else "click latency: no clicks answered")
    if browser.get("clicks"):
        b = browser["clicks"]
        print(f"the browser's clicks: {len(b)}, p50 {percentile(b, .5) * 1000:.0f} ms, "
              f"p90 {percentile(b, .9) * 1000:.0f} ms")
    told_full = sum(s.told_full for s in students)
    print(f"pages told the server was full, then retried: {told_full}")
    print(f"kernel pool of {args.students} started in {pool_filled:.0f} s after the server "
          f"answered (kernels start in turn)")
    print(f"kernels alive: ready pool {idle_kernels} ({idle_memory:.0f} MB); while playing "
          f"{playing_kernels} ({playing_memory:.0f} MB); 10 s after the tabs closed "
          f"{closed_kernels} ({closed_memory:.0f} MB: the spare kernels kept ready)")
    if browser.get("problem"):
        problems.append(f"the browser: {browser['problem']}")
    for problem in problems:
        print("problem:", problem)


if __name__ == "__main__":
    main()
