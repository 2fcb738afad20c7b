"""What one page may send on its kernel's websocket: frames checked before jupyter_server reads
them, and a bounded number of messages a second.

jupyter_server (2.x) reads a page's binary frame by trusting the counts at its start, on the
event loop every page of the class shares:

- on the protocol `v1.kernel.websocket.jupyter.org`, the first 8 bytes give the number of
  offsets that follow, and a list that long is built before anything is checked: an 8-byte
  frame saying 3×10⁷ froze every other device for about 9 seconds, a larger number for good;
- on the legacy protocol, the first 4 bytes give a count of buffers, and `struct` compiles and
  caches a format of that many fields: four such frames held a gigabyte for as long as the
  server ran.

`frame_problem` reads the same few numbers the way jupyter_server would, but bounded: a count
within what a page sends (the message's parts and at most `MAX_BUFFERS` binary buffers), an
offset table inside the frame, offsets in order from the table's end to the frame's end, a
known channel. A frame that fails is never handed on, and its socket is closed with a reason.

A page's widgets send a message per click, keystroke or file; a page sending thousands in a
fraction of a second (each one a redraw in its kernel) is not a student clicking. Each socket
has a token bucket (`MessageRate`): `BURST` messages at once, refilled at `PER_SECOND`; past
it the socket is closed (1008, "too many messages"), which costs the check one comparison.
Each message handed on gives the other sockets their turn before the next one is read. A
page's browser reconnects by itself, so a page that somehow got there loses only what it sent
past the bound.

The largest message a page sends (`websocket_max_message_size`) is the launcher's
(`payday.classroom.launcher.UPLOAD_MESSAGE_LIMIT`): tornado refuses a larger one before
reading it.
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Literal

from payday.classroom.access import CountedKernelWebsocketHandler

V1 = "v1.kernel.websocket.jupyter.org"
CHANNELS = (b"shell", b"control", b"stdin", b"iopub")
MESSAGE_PARTS = 4       # header, parent header, metadata, content: every Jupyter message's
# A page's message carries its widget state's binary values, one buffer each: the app's file
# picker sends one, ipywidgets one per array or file. Far more than any widget sends, and the
# offset table is then at most 70 numbers.
MAX_BUFFERS = 64
# Measured in Chromium: the app's page sends 4 messages as it loads and about one a click; a
# field sends one a keystroke, the file picker two a file (a teacher's upload of a class's
# files: two each, at once). A bucket of 400, refilled at 100 a second, is a hundred times a
# student's use and takes 200 files at once; a flood of thousands is closed within the first
# few hundred.
BURST = 400
PER_SECOND = 100.0

Order = Literal["little", "big"]

CLOSE_BAD_FRAME = 1007      # RFC 6455: data inconsistent with the type of the message
CLOSE_TEXT_ON_V1 = 1003     # ... data of a type the endpoint cannot accept
CLOSE_TOO_MANY = 1008       # ... a message that violates the endpoint's policy

__all__ = ["GuardedKernelWebsocketHandler", "MessageRate", "frame_problem"]


def _numbers(frame: bytes, size: int, count: int, byteorder: Order) -> list[int]:
    """The `count` unsigned numbers of `size` bytes after the frame's first one."""
    return [int.from_bytes(frame[size * i:size * (i + 1)], byteorder) for i in range(1, count + 1)]


def _table_problem(frame: bytes, count: int, size: int, byteorder: Order, *,
                   least: int, exact_end: bool) -> str | None:
    """What is wrong with a frame's offset table of `count` numbers of `size` bytes, if
    anything (see the module's doc)."""
    most = least + MAX_BUFFERS
    if not least <= count <= most:
        return f"{count} offsets (a page sends {least} to {most})"
    table_end = size * (count + 1)
    if len(frame) < table_end:
        return f"an offset table of {table_end} bytes in a frame of {len(frame)}"
    offsets = _numbers(frame, size, count, byteorder)
    if offsets[0] != table_end:
        return "the first part does not start after the offset table"
    if any(later < earlier for earlier, later in zip(offsets, offsets[1:])):
        return "offsets out of order"
    if offsets[-1] > len(frame) or (exact_end and offsets[-1] != len(frame)):
        return "offsets that do not end with the frame"
    if exact_end and frame[offsets[0]:offsets[1]] not in CHANNELS:
        return "an unknown channel"
    return None


def frame_problem(frame: bytes | str, protocol: str | None) -> str | None:
    """Why jupyter_server must not read this frame from a page, or None when it may.

    >>> frame_problem((30_000_000).to_bytes(8, "little"), V1)
    '30000000 offsets (a page sends 6 to 70)'
    >>> frame_problem(b"\\x7f\\xff\\xff\\xff", None)
    '2147483647 offsets (a page sends 1 to 65)'
    >>> frame_problem('{"header": {}}', None) is None, frame_problem('{}', V1)
    (True, 'text on the binary protocol')
    """
    if isinstance(frame, str):
        # jupyter_server reads a text message as JSON on the legacy protocol (bounded by the
        # message size); on v1 it would index the text as bytes and fail.
        return "text on the binary protocol" if protocol == V1 else None
    if protocol == V1:
        # 8-byte little-endian count, then as many 8-byte offsets: the channel's start and end,
        # then each part's end; the parts fill the frame to its end.
        if len(frame) < 8:
            return "a frame shorter than its count"
        count = int.from_bytes(frame[:8], "little")
        return _table_problem(frame, count, 8, "little", least=2 + MESSAGE_PARTS, exact_end=True)
    # Legacy: a signed 4-byte big-endian count of buffers (the message's JSON, then its binary
    # buffers), then each buffer's start; the last one runs to the frame's end.
    if len(frame) < 4:
        return "a frame shorter than its count"
    count = int.from_bytes(frame[:4], "big", signed=True)
    return _table_problem(frame, count, 4, "big", least=1, exact_end=False)


class MessageRate:
    """A token bucket: `burst` messages at once, then `per_second` (see the module's doc).

    >>> now = [0.0]
    >>> rate = MessageRate(per_second=10, burst=3, clock=lambda: now[0])
    >>> [rate.take() for _ in range(4)]
    [True, True, True, False]
    >>> now[0] = 0.1
    >>> rate.take(), rate.take()
    (True, False)
    """

    def __init__(self, *, per_second: float = PER_SECOND, burst: int = BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_second, self.burst, self.clock = per_second, burst, clock
        self._tokens, self._at = float(burst), clock()

    def take(self) -> bool:
        """Whether one more message may pass now (and count it if so)."""
        now = self.clock()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.per_second)
        self._at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True


class GuardedKernelWebsocketHandler(CountedKernelWebsocketHandler):
    """The kernel's websocket, which closes a socket sending frames jupyter_server must not
    read or more messages than a page sends (see the module's doc)."""

    _refused = False
    _rate: MessageRate | None = None

    async def on_message(self, message: bytes | str) -> None:
        if self._refused:            # tornado still hands on frames read before the close
            return
        if self._rate is None:
            self._rate = MessageRate()
        if not self._rate.take():
            self.refuse(CLOSE_TOO_MANY, "too many messages")
            return
        problem = frame_problem(message, self.selected_subprotocol)
        if problem is not None:
            code = CLOSE_TEXT_ON_V1 if isinstance(message, str) else CLOSE_BAD_FRAME
            self.refuse(code, f"malformed message: {problem}")
            return
        super().on_message(message)
        # Tornado reads this socket's next frame only once this returns: the other sockets'
        # turn comes after each message handed on, not after a few hundred.
        await asyncio.sleep(0)

    def refuse(self, code: int, reason: str) -> None:
        """Close this socket, saying why (to the page and in the server's log), and read
        nothing more from it."""
        self._refused = True
        self.log.warning("A page's kernel socket from %s closed: %s", self.request.remote_ip,
                         reason)
        self.close(code, reason[:120])      # a close frame's reason fits in 123 bytes
