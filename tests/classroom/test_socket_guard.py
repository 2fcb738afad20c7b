"""What one student's page can send over its kernel's websocket, probed against the real
students' server (`payday app`'s options, a class of one) on 127.0.0.1.

Each probe holds the page's own cookie and kernel, as a student's script on their own page
would, and sends what the issue's probe sent: a binary frame whose count is huge (on each
protocol), a message far larger than a game file, thousands of small messages at once. Each
is answered by its socket closing with a reason, while another device is still answered and
the page's kernel still answers on a new socket; a student's own use (clicks, a game file)
passes. Every probe is bounded in count and time.
"""
from __future__ import annotations

import asyncio
import time

import pytest
from tornado.iostream import StreamClosedError
from tornado.websocket import WebSocketClosedError

from payday.classroom import launcher
from payday.engine.saves import MAX_BYTES
from tests.support.kernel_socket import (
    V1, comm_msg, connect, close_code, kernel_answers, legacy_count_only, open_page,
    Poller, students_server, v1_count_only, v1_frame)
from tests.support.loop import run_async

# Another device is answered within a few milliseconds on an idle server: this bound only
# tells "answered while the frame was handled" from "frozen until it was" (8.9 s before).
ANSWERED_WITHIN_S = 4.0
# The server's own memory may move a little between probes; four bad legacy frames held
# a gigabyte before.
GROWTH_MB = 60


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("socket-guard")
    with students_server(folder) as started:
        yield started
        print((folder / "server.log").read_text(errors="replace")[-3000:])


@pytest.fixture(scope="module")
def page(server):
    return run_async(open_page(server.base))


def still_answers(page, protocol=V1) -> bool:
    async def probe() -> bool:
        ws = await connect(page, protocol)
        try:
            return await kernel_answers(ws, protocol)
        finally:
            ws.close()
    return run_async(probe())


def refused(page, frames, protocol=V1, *, binary=True, meanwhile=None):
    """Send `frames` on a new socket; the close code the server answered with, and the longest
    another device asking the server at `meanwhile` (if given) waited meanwhile."""
    async def probe(other: Poller | None):
        ws = await connect(page, protocol)
        try:
            for frame in frames:
                await ws.write_message(frame, binary=binary)
        except (WebSocketClosedError, StreamClosedError):
            pass                              # closed already: the rest is not sent
        return await close_code(ws)
    if meanwhile is None:
        return run_async(probe(None)), None
    with Poller(meanwhile) as other:
        code = run_async(probe(other))
    return code, other.longest


def test_a_v1_frame_counting_thirty_million_offsets_is_refused_before_it_is_read(server, page):
    """"An 8-byte frame saying 3×10⁷ froze every other device for 8.9 s": the frame is
    refused (closed as malformed, 1007) before jupyter_server builds anything; another device
    is answered meanwhile, and the page's kernel answers on a new socket."""
    code, waited = refused(page, [v1_count_only(30_000_000)], meanwhile=server.base)
    assert code == 1007
    assert waited < ANSWERED_WITHIN_S
    assert still_answers(page)


@pytest.mark.parametrize("frame", [
    b"\x06" + b"\x00" * 6,                                  # shorter than its count
    v1_frame("comm_msg", comm_msg())[:-3],                  # offsets past the frame's end
    v1_frame("comm_msg", comm_msg()).replace(b"shell", b"shelX", 1),   # no such channel
    (6).to_bytes(8, "little") + (5).to_bytes(8, "little") * 6,         # offsets into the table
    (1).to_bytes(8, "little") + (16).to_bytes(8, "little"),            # fewer parts than a message
], ids=["short", "past-the-end", "channel", "inside-the-table", "one-part"])
def test_a_v1_frame_whose_offsets_do_not_fit_it_is_refused(page, frame):
    """Offsets are checked against the frame's size and order: a frame whose parts are not
    where its table says is closed as malformed (1007), never parsed."""
    assert refused(page, [frame])[0] == 1007


def test_text_on_the_binary_protocol_is_refused(page):
    """jupyter_server reads a text message on the v1 protocol as bytes and fails: closed as a
    type the socket does not take (1003)."""
    assert refused(page, ['{"channel": "shell"}'], binary=False)[0] == 1003


def test_legacy_frames_with_huge_buffer_counts_hold_no_memory(server, page):
    """"On the legacy protocol, a 4-byte buffer count makes `struct` build and cache a format
    that large: four frames took the server from 132 MB to 1,123 MB, for good." Four such
    frames (each on its own socket, each with another count) are each refused (1007) and the
    server's memory stays where it was."""
    before = server.rss_mb
    for n in range(4):
        code, _ = refused(page, [legacy_count_only(5_000_000 + n)], protocol=None)
        assert code == 1007
    assert server.rss_mb - before < GROWTH_MB
    assert still_answers(page, protocol=None)


def test_a_message_far_larger_than_a_game_file_is_refused_unread_and_a_game_file_passes(page):
    """"A 50 MB seat name costs the server 400 MB": the largest message is now a game file
    (saves.MAX_BYTES) with room to spare, not 64 MB. A name of 8 MB is refused by tornado
    before it is read (1009); a message carrying a file of the largest size a game can have,
    as the page's picker sends it, passes, and the kernel answers after it. (Tornado drops
    the connection as it refuses, so the client may not read the close frame's 1009.)"""
    assert MAX_BYTES < launcher.UPLOAD_MESSAGE_LIMIT <= MAX_BYTES + 2 * 2**20
    name = "A" * 8_000_000
    code, _ = refused(page, [v1_frame("comm_msg", {"comm_id": "x", "data": {"state": {
        "value": name}, "method": "update", "buffer_paths": []}})])
    assert code in (1009, 1006)

    async def upload() -> tuple[bool, int | None]:
        ws = await connect(page)
        file = b"{" + b" " * (MAX_BYTES - 2) + b"}"
        await ws.write_message(v1_frame("comm_msg", {"comm_id": "x", "data": {
            "open": "game.json"}}, buffers=(file,)), binary=True)
        answered = await kernel_answers(ws)
        ws.close()
        return answered, ws.close_code
    answered, code = run_async(upload())
    assert answered and code in (None, 1000, 1005)


def test_thousands_of_messages_at_once_close_that_socket_only(server, page):
    """"A page sending 3,000 small widget updates in 0.05 s": past a page's bound of messages
    a second its socket is closed politely (1008, "too many messages"); another device is
    answered meanwhile, and the page's kernel answers on a new socket."""
    frame = v1_frame("comm_msg", comm_msg())
    code, waited = refused(page, [frame] * 3000, meanwhile=server.base)
    assert code == 1008
    assert waited < ANSWERED_WITHIN_S
    assert still_answers(page)


def test_a_students_clicking_and_a_game_file_stay_well_under_the_bound(page):
    """A page loading (a burst of a hundred widget requests), a student clicking ten times a
    second for three seconds, then sending a game file: the socket stays open and the kernel
    answers after all of it."""
    async def student() -> tuple[bool, int | None]:
        ws = await connect(page)
        for _ in range(100):
            await ws.write_message(v1_frame("comm_msg", comm_msg()), binary=True)
        for _ in range(30):
            await ws.write_message(v1_frame("comm_msg", comm_msg()), binary=True)
            await asyncio.sleep(0.1)
        file = b"{" + b" " * (MAX_BYTES - 2) + b"}"
        await ws.write_message(v1_frame("comm_msg", {"comm_id": "x", "data": {
            "open": "game.json"}}, buffers=(file,)), binary=True)
        await ws.write_message(v1_frame("comm_msg", {"comm_id": "x", "data": {"picked": 1}}),
                               binary=True)
        answered = await kernel_answers(ws)
        started = time.monotonic()
        ws.close()
        while ws.close_code is None and time.monotonic() - started < 10:
            await asyncio.sleep(0.1)
        return answered, ws.close_code
    answered, code = run_async(student())
    assert answered
    assert code in (None, 1000, 1005)      # closed by us, not by the server
