"""What one student's page can do to the class over its kernel's websocket: the students'
server as `payday app` starts it (a class of one), on 127.0.0.1, probed as a student's script
on their own page would (the page's cookie and kernel), on this checkout and, with --base,
on an earlier commit (exported with `git archive` into a temporary folder) for comparison.

Figures, for each probe:
- frozen: how long another device waited for an answer the server gives at once, asked
  right after the probe was sent (the event loop every page shares);
- server MB: the server process's resident memory before, at most while the probe ran, and
  after (held for good when it does not come down);
- socket: how the probe's socket ended (1007 malformed, 1008 too many messages, 1009 too big,
  1006 dropped without a close frame, "open" when the server kept reading it).

Probes: a v1 frame whose 8 bytes count 3×10⁷ offsets; four legacy frames whose 4 bytes count
2²³ buffers; a 50 MB seat name in one message; 3,000 small messages at once; and N updates of
the start screen's edition menu (each draws the start screen again), one after the other,
with the page's kernel memory before and after.

Usage: python benchmarks/socket_guard.py [--base 5e400d5] [--updates 1000]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from payday.classroom import processes  # noqa: E402
from tests.support.kernel_socket import (  # noqa: E402
    V1, Server, close_code, comm_msg, connect, legacy_count_only, legacy_text, open_page,
    Poller, received_text, students_server, v1_count_only, v1_frame)


async def send(page, frames, protocol=V1, *, server: Server) -> dict:
    """Send `frames` on a new socket; what another device waited, memory, how it ended."""
    from tornado.iostream import StreamClosedError
    from tornado.websocket import WebSocketClosedError
    before = server.rss_mb
    ws = await connect(page, protocol)
    with Poller(server.base, server) as other:
        try:
            for frame in frames:
                await ws.write_message(frame, binary=isinstance(frame, bytes))
        except (WebSocketClosedError, StreamClosedError):
            pass
        code = await close_code(ws, within=20)
        if code is None:
            ws.close()
        await asyncio.sleep(1)
    return {"frozen": other.longest, "before": before, "peak": other.peak_mb,
            "after": server.rss_mb,
            "socket": "open" if code is None else str(code)}


async def edition_updates(page, n: int, server: Server) -> dict:
    """N updates of the start screen's edition menu, each to the menu on the screen now
    (the app draws a new screen, so a new menu, for each), as a page's script sends them."""
    ws = await connect(page, None)
    changed = asyncio.Event()
    session = uuid.uuid4().hex

    def message(msg_type: str, content: dict, metadata: dict | None = None) -> str:
        text = json.loads(legacy_text(msg_type, content))
        text["header"]["session"] = session
        text["metadata"] = metadata or {}
        return json.dumps(text)

    async def read() -> None:
        while (raw := await ws.read_message()) is not None:
            msg = json.loads(received_text(raw))
            kind, content = msg["header"]["msg_type"], msg.get("content", {})
            if kind == "comm_open":
                opened(content["comm_id"], content.get("data", {}).get("state", {}))
            elif kind == "comm_msg" and content.get("data", {}).get("method") == "update_states":
                for comm_id, state in content["data"].get("states", {}).items():
                    opened(comm_id, state.get("state", {}))
            elif kind == "comm_close" and content.get("comm_id") in menus:
                menus.remove(content["comm_id"])
            changed.set()

    menus: list[str] = []       # the edition menus open in the kernel, the newest last

    def opened(comm_id: str, state: dict) -> None:
        if (state.get("_model_name") == "DropdownModel"
                and "Pay Day (American edition)" in state.get("_options_labels", ())):
            menus.append(comm_id)

    reader = asyncio.ensure_future(read())
    control = uuid.uuid4().hex
    await ws.write_message(message("comm_open", {"comm_id": control, "target_name":
                                                 "jupyter.widget.control", "data": {}},
                                   {"version": "1.0.0"}))
    await ws.write_message(message("comm_msg", {"comm_id": control,
                                                "data": {"method": "request_states"}}))
    deadline = time.monotonic() + 60
    while not menus and time.monotonic() < deadline:
        changed.clear()
        await asyncio.wait_for(changed.wait(), 60)
    kernel_before = sum(processes.kernels_alive(server.process.pid).values()) / 2**20
    started, sent = time.perf_counter(), 0
    for i in range(n):
        menu = menus[-1]
        await ws.write_message(message("comm_msg", {"comm_id": menu, "data": {
            "method": "update", "state": {"index": (i + 1) % 2}, "buffer_paths": []}}))
        sent += 1
        limit = time.monotonic() + 30
        while (not menus or menus[-1] == menu) and time.monotonic() < limit:   # the new one
            changed.clear()
            try:
                await asyncio.wait_for(changed.wait(), 5)
            except TimeoutError:
                pass
        if not menus or menus[-1] == menu:
            break
    took = time.perf_counter() - started
    await asyncio.sleep(2)
    kernel_after = sum(processes.kernels_alive(server.process.pid).values()) / 2**20
    ws.close()
    reader.cancel()
    return {"updates": sent, "seconds": took, "kernels_before": kernel_before,
            "kernels_after": kernel_after}


async def probe(server: Server, updates: int) -> dict:
    page = await open_page(server.base)
    await asyncio.sleep(3)
    figures = {
        "v1 count 3e7": await send(page, [v1_count_only(30_000_000)], server=server),
        "legacy counts 2^23 x4": {},
        "50 MB seat name": await send(page, [v1_frame("comm_msg", {"comm_id": "x", "data": {
            "method": "update", "state": {"value": "A" * 50_000_000}, "buffer_paths": []}})],
            server=server),
        "3,000 messages at once": await send(page, [v1_frame("comm_msg", comm_msg())] * 3000,
                                             server=server),
    }
    legacy = [await send(page, [legacy_count_only(2**23 + n)], None, server=server)
              for n in range(4)]
    figures["legacy counts 2^23 x4"] = {
        "frozen": max(one["frozen"] for one in legacy), "before": legacy[0]["before"],
        "peak": max(one["peak"] for one in legacy),
        "after": legacy[-1]["after"], "socket": ",".join(one["socket"] for one in legacy)}
    if updates:
        figures["edition updates"] = await edition_updates(page, updates, server)
    return figures


def run(root: Path, updates: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="payday-socket-") as folder:
        with students_server(Path(folder), root=root) as server:
            return asyncio.run(probe(server, updates))


def show(label: str, figures: dict) -> None:
    print(f"\n{label}", flush=True)
    for name, one in figures.items():
        if name == "edition updates":
            print(f"  {one['updates']:,} edition updates, one after the other, in "
                  f"{one['seconds']:.1f} s: kernels {one['kernels_before']:.0f} MB -> "
                  f"{one['kernels_after']:.0f} MB")
            continue
        print(f"  {name:24} another device frozen {one['frozen']:6.2f} s; server "
              f"{one['before']:5.0f} MB, at most {one['peak']:5.0f} MB, after "
              f"{one['after']:5.0f} MB; socket {one['socket']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", help="also probe this commit (git archive of it)")
    parser.add_argument("--updates", type=int, default=1000,
                        help="edition menu updates (0: none)")
    args = parser.parse_args()
    if args.base:
        with tempfile.TemporaryDirectory(prefix="payday-base-") as base:
            archive = subprocess.run(["git", "archive", args.base], cwd=ROOT, check=True,
                                     capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", base], input=archive, check=True)
            show(f"base {args.base}", run(Path(base), args.updates))
    show("this checkout", run(ROOT, args.updates))


if __name__ == "__main__":
    main()
