"""A page's kernel websocket without a browser: the students' server as the launcher starts it,
a page's cookie and kernel, its websocket on either protocol, and the frames a page (or a
student's script) sends. For the socket guard's tests and benchmarks/socket_guard.py.

Everything runs on 127.0.0.1 (another address of this machine, 127.0.0.x, stands in for
another device); the server is stopped by its own process.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import select
import struct
import subprocess
import sys
import threading
import time
import urllib.request
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.support.servers import ROOT, free_port, stop, wait_until_up

V1 = "v1.kernel.websocket.jupyter.org"
KERNEL = re.compile(r'"kernelId": "([0-9a-f-]+)"')
LAUNCHER_COMMAND = """
import json, sys
from payday.classroom import launcher
options = launcher.kernel_settings(students=True, class_size=1, cull_idle_minutes=90,
                                   refill_delay=1)
print(json.dumps(launcher.voila_command("play.ipynb", int(sys.argv[1]), "127.0.0.1", options)))
"""


@dataclass
class Server:
    base: str
    process: subprocess.Popen

    @property
    def rss_mb(self) -> float:
        """The server's own resident memory (its kernels apart), from /proc."""
        pages = int(Path(f"/proc/{self.process.pid}/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


@contextlib.contextmanager
def students_server(folder: Path, *, root: Path = ROOT) -> Iterator[Server]:
    """The students' server as `payday app` starts it (its options, its tornado settings), for
    a class of one, from the checkout `root`; its log in `folder`."""
    port = free_port()
    environ = dict(os.environ, PYTHONUNBUFFERED="1", PAYDAY_STORE=str(folder / "class.sqlite3"))
    environ.pop("PYTEST_CURRENT_TEST", None)
    environ["PYTHONPATH"] = str(root)
    # The command and options `root`'s own launcher gives (another checkout's, for a benchmark).
    command = json.loads(subprocess.run(
        [sys.executable, "-c", LAUNCHER_COMMAND, str(port)], cwd=root, env=environ, check=True,
        capture_output=True, text=True).stdout)
    log = open(folder / "server.log", "w")
    process = subprocess.Popen(command, cwd=root, env=environ, stdout=log,
                               stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base + "/voila/static/payday-probe", process, timeout=180)
        yield Server(base, process)
    finally:
        stop(process, timeout=15)
        log.close()


@dataclass
class Page:
    """What a browser holds after the page came: its cookies and its kernel."""

    base: str
    cookies: str
    kernel: str
    device: str


async def open_page(base: str, device: str = "127.0.0.1", *, within: float = 240) -> Page:
    """Ask for the app's page as a browser does (again while the server says it is full)."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest
    deadline = time.monotonic() + within
    while True:
        response = await AsyncHTTPClient().fetch(
            HTTPRequest(f"{base}/?student=Probe&lang=en&pace=0", request_timeout=within,
                        network_interface=device), raise_error=False)
        if response.code not in (503, 429) or time.monotonic() > deadline:
            break
        await asyncio.sleep(float(response.headers.get("Retry-After", 2)))
    found = KERNEL.search(response.body.decode(errors="replace"))
    if response.code != 200 or found is None:
        raise RuntimeError(f"no page: HTTP {response.code}")
    cookies = "; ".join(cookie.split(";")[0] for cookie in response.headers.get_list("Set-Cookie"))
    return Page(base, cookies, found.group(1), device)


async def connect(page: Page, protocol: str | None = V1):
    """The page's kernel websocket, on the v1 protocol or the legacy one (None)."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect
    url = (page.base.replace("http", "ws")
           + f"/api/kernels/{page.kernel}/channels?session_id={uuid.uuid4().hex}")
    return await websocket_connect(
        HTTPRequest(url, headers={"Cookie": page.cookies}, network_interface=page.device,
                    request_timeout=60),
        subprotocols=[protocol] if protocol else None, max_message_size=64 * 2**20)


def parts(msg_type: str, content: dict) -> list[bytes]:
    header = {"msg_id": uuid.uuid4().hex, "username": "student", "session": uuid.uuid4().hex,
              "msg_type": msg_type, "version": "5.3", "date": ""}
    return [json.dumps(part).encode() for part in (header, {}, {}, content)]


def v1_frame(msg_type: str, content: dict, buffers: tuple[bytes, ...] = (),
             channel: str = "shell") -> bytes:
    """A message as a page's browser sends it on the v1 protocol."""
    chunks = [channel.encode(), *parts(msg_type, content), *buffers]
    count = len(chunks) + 1
    offsets = [8 * (count + 1)]
    for chunk in chunks:
        offsets.append(offsets[-1] + len(chunk))
    table = b"".join(number.to_bytes(8, "little") for number in [count, *offsets])
    return table + b"".join(chunks)


def legacy_text(msg_type: str, content: dict) -> str:
    """A message as a page sends it on the legacy protocol (JSON text)."""
    header, parent, metadata, body = (json.loads(part) for part in parts(msg_type, content))
    return json.dumps({"header": header, "parent_header": parent, "metadata": metadata,
                       "content": body, "channel": "shell", "buffers": []})


def received_text(raw: str | bytes) -> str:
    """A message the server sent on the legacy protocol, as JSON text: a binary one is
    jupyter_server's frame (a count, offsets, the message, its buffers), whose message is read."""
    if isinstance(raw, str):
        return raw
    count = int.from_bytes(raw[:4], "big")
    offsets = [int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(count)]
    return raw[offsets[0]:offsets[1] if count > 1 else len(raw)].decode()


def v1_count_only(count: int) -> bytes:
    """The 8 bytes that say a v1 frame holds `count` offsets, and nothing else."""
    return count.to_bytes(8, "little")


def legacy_count_only(count: int) -> bytes:
    """The 4 bytes that say a legacy binary frame holds `count` buffers, and nothing else."""
    return struct.pack("!i", count)


def comm_msg(comm_id: str = "not-a-widget") -> dict:
    """A widget's message (to a widget that does not exist: the kernel ignores it)."""
    return {"comm_id": comm_id, "data": {"method": "custom", "content": {"event": "click"}}}


async def close_code(ws, within: float = 60) -> int | None:
    """Read until the server closes the socket; its close code (1006: dropped without one;
    None: still open after `within` seconds)."""
    deadline = time.monotonic() + within
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        try:
            message = await asyncio.wait_for(ws.read_message(), left)
        except TimeoutError:
            return None
        if message is None:
            return ws.close_code if ws.close_code is not None else 1006


async def kernel_answers(ws, protocol: str | None = V1, within: float = 60) -> bool:
    """Whether the kernel answers a kernel_info_request on this socket."""
    if protocol == V1:
        await ws.write_message(v1_frame("kernel_info_request", {}), binary=True)
    else:
        await ws.write_message(legacy_text("kernel_info_request", {}))
    deadline = time.monotonic() + within
    while (left := deadline - time.monotonic()) > 0:
        try:
            message = await asyncio.wait_for(ws.read_message(), left)
        except TimeoutError:
            return False
        if message is None:
            return False
        if (b"kernel_info_reply" if isinstance(message, bytes) else "kernel_info_reply") in message:
            return True
    return False


POLLER = """
import sys, time, urllib.request
base, longest = sys.argv[1], 0.0
print("ready", flush=True)
while not sys.stdin.readline().startswith("stop"):
    started = time.perf_counter()
    try:
        urllib.request.urlopen(base + "/voila/static/payday-probe", timeout=300)
    except OSError:             # the 404 is an answer
        pass
    longest = max(longest, time.perf_counter() - started)
    print("asked", flush=True)
print(longest, flush=True)
"""


class Poller:
    """Another device asking the server, one request after the other, while a probe runs:
    `longest` is the longest it waited for an answer (the event loop every page shares). It
    is a process of its own, so that the probe's own work never delays its requests."""

    def __init__(self, base: str, server: Server | None = None) -> None:
        self.base, self.server, self.longest = base, server, 0.0
        self.peak_mb = server.rss_mb if server is not None else 0.0   # the server's, meanwhile
        self._stop = threading.Event()

    def _drive(self) -> None:
        # one request per line read; a line every 20 ms until stopped
        assert self._process.stdin is not None and self._process.stdout is not None
        while not self._stop.wait(0.02):
            self._process.stdin.write("ask\n")
            self._process.stdin.flush()
            while not self._stop.is_set() and not select.select([self._process.stdout], [], [], 0.02)[0]:
                self._sample()
            self._process.stdout.readline()
            self._sample()

    def _sample(self) -> None:
        if self.server is not None:
            self.peak_mb = max(self.peak_mb, self.server.rss_mb)

    def __enter__(self) -> Poller:
        self._process = subprocess.Popen([sys.executable, "-c", POLLER, self.base], text=True,
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self._process.stdout is not None and self._process.stdin is not None
        self._process.stdout.readline()                      # ready
        self._process.stdin.write("ask\n")                  # answered once before the probe
        self._process.stdin.flush()
        self._process.stdout.readline()
        self._thread = threading.Thread(target=self._drive, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        self._thread.join()
        out, _ = self._process.communicate("stop\n", timeout=600)
        self.longest = float(out.split()[-1])


def seconds_to_answer(base: str, timeout: float = 300) -> float:
    """How long another device waits for the server to answer a request it answers at once."""
    started = time.perf_counter()
    try:
        urllib.request.urlopen(urllib.request.Request(base + "/voila/static/payday-probe"),
                               timeout=timeout)
    except OSError:             # the 404 (an answer) or no answer within the timeout
        pass
    return time.perf_counter() - started
