"""The kernels a class server has handed to pages: whose each one is, and the limits on them.

A page's kernel is a running Python process of about 150 MB. Before this registry, a plain GET
of the app took a ready kernel that lived until idle culling (90 minutes) whether or not a
page ever connected to it, so one client could hold every kernel of the server.
The registry, kept by the server (`payday.classroom.serving`), holds for each kernel handed
to a page:

- **who asked for it**: the client's address, and its owner, the browser's login identity
  (jupyter_server's user name, kept in the signed cookie every page gets, on the students'
  server too), so that only the page's own browser may reach the kernel
  (`payday.classroom.access`);
- **whether a page ever connected to it**: a kernel that no page connects to within `grace`
  seconds of being sent is ended (a browser connects within a second or two);
- **whether its page is still there**: a page whose every websocket closed (a tab killed, a
  phone's browser dropped, a network gone, none of which sends the unload beacon) keeps its
  kernel `reconnect_grace` seconds for a socket to come back (a reconnect, a network blip:
  the game goes on), and then the kernel ends. Before, it lived until idle culling (90
  minutes): four addresses holding two dropped pages each filled a class of 6's server.
- **how many each address holds**: at most `per_address` at once (0: no limit). A new page
  over the limit first takes the place of one of that address's pages that has gone (its
  socket closed and never came back: a tab killed without saying so); if every one is still
  open, the page is refused and the student told they already have a page open.

Standard library only (and the store's digest of a browser, `guesses.source_of`); the server
tells it when a kernel is handed out, sent, connected, disconnected, and how to end one.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from payday.classroom.guesses import source_of

CONNECT_GRACE_S = 60.0      # a page's browser connects within a few seconds of receiving it
PAGES_PER_ADDRESS = 3       # a student's tab, its reload and a second tab (the students' server)
# A dropped page's browser reconnects within seconds (jupyterlab's kernel connection retries
# for about a minute); a few minutes more let a laptop's lid close and open in between.
RECONNECT_GRACE_S = 180.0

log = logging.getLogger(__name__)


@dataclass
class PageKernel:
    """One kernel handed to a page."""

    kernel_id: str
    address: str
    owner: str
    sending: bool = True        # the page is still being sent (a slow render is not idle)
    sockets: int = 0            # websockets open to it now
    connected: bool = False     # a page has connected to it at least once
    drops: int = 0              # times its last socket closed (a check sees if one came back)

    @property
    def gone(self) -> bool:
        """Its page connected, then left, and has not come back."""
        return self.connected and self.sockets == 0


class PageKernels:
    """The kernels handed to pages (see the module's doc). `alive` says whether the kernel
    manager still runs a kernel; `end` shuts one down."""

    def __init__(self, *, alive: Callable[[str], bool], end: Callable[[str], Awaitable[object]],
                 per_address: int = 0, grace: float = CONNECT_GRACE_S,
                 reconnect_grace: float = RECONNECT_GRACE_S) -> None:
        self.alive, self.end = alive, end
        self.per_address, self.grace, self.reconnect_grace = per_address, grace, reconnect_grace
        self._pages: dict[str, PageKernel] = {}
        self._asking: dict[str, int] = {}      # pages admitted, their kernel not yet handed

    def held_by(self, address: str) -> list[PageKernel]:
        """The live kernels of pages from `address`, oldest first."""
        return [page for page in self._live() if page.address == address]

    def admit(self, address: str) -> bool:
        """Whether a new page from `address` may have a kernel; if so, its place is kept
        until `handed` or `withdraw`."""
        if self.per_address > 0:
            held = self.held_by(address)
            if len(held) + self._asking.get(address, 0) >= self.per_address:
                gone = [page for page in held if page.gone]
                if not gone:
                    return False
                self._end(gone[0].kernel_id)       # its tab went without saying so
        self._asking[address] = self._asking.get(address, 0) + 1
        return True

    def withdraw(self, address: str) -> None:
        """An admitted page got no kernel (the server was full, or it failed)."""
        left = self._asking.get(address, 0) - 1
        if left > 0:
            self._asking[address] = left
        else:
            self._asking.pop(address, None)

    def handed(self, address: str, kernel_id: str, owner: str) -> None:
        """An admitted page from `address`, whose browser is `owner`, has this kernel."""
        self.withdraw(address)
        self._pages[kernel_id] = PageKernel(kernel_id, address, owner)
        self._check_later(kernel_id)

    def owner(self, kernel_id: str) -> str | None:
        """The browser the kernel was handed to, or None (a ready kernel, or none)."""
        page = self._pages.get(kernel_id)
        return page.owner if page is not None else None

    def source(self, kernel_id: str) -> str:
        """The kernel's page's browser as the class store counts it (its address and login,
        `payday.classroom.guesses.source_of`), or '' if the kernel was handed to no page."""
        page = self._pages.get(kernel_id)
        return source_of(page.address, page.owner) if page is not None else ""

    def sent(self, kernel_id: str) -> None:
        page = self._pages.get(kernel_id)
        if page is not None:
            page.sending = False

    def opened(self, kernel_id: str) -> None:
        page = self._pages.get(kernel_id)
        if page is not None:
            page.sockets += 1
            page.connected = True

    def closed(self, kernel_id: str) -> None:
        page = self._pages.get(kernel_id)
        if page is not None:
            page.sockets = max(0, page.sockets - 1)
            if page.sockets == 0:
                page.drops += 1
                asyncio.get_running_loop().call_later(
                    self.reconnect_grace, self._check_dropped, kernel_id, page.drops)

    def _live(self) -> list[PageKernel]:
        for kernel_id in [k for k in self._pages if not self.alive(k)]:
            del self._pages[kernel_id]
        return list(self._pages.values())

    def _check_later(self, kernel_id: str) -> None:
        asyncio.get_running_loop().call_later(self.grace, self._check, kernel_id)

    def _check(self, kernel_id: str) -> None:
        """`grace` seconds on: end the kernel if no page has connected to it."""
        page = self._pages.get(kernel_id)
        if page is None or page.connected or not self.alive(kernel_id):
            return
        if page.sending:
            self._check_later(kernel_id)        # still rendering: give it its grace after
            return
        log.info("A page never connected to its kernel within %g s: ending it", self.grace)
        self._end(kernel_id)

    def _check_dropped(self, kernel_id: str, drop: int) -> None:
        """`reconnect_grace` seconds after the page's `drop`th last socket closed: end the
        kernel unless a socket came back since (open now, or opened and closed again: that
        later close has its own check)."""
        page = self._pages.get(kernel_id)
        if page is None or page.sockets > 0 or page.drops != drop or not self.alive(kernel_id):
            return
        log.info("A page's connection dropped %g s ago and did not come back: ending its kernel",
                 self.reconnect_grace)
        self._end(kernel_id)

    def _end(self, kernel_id: str) -> None:
        self._pages.pop(kernel_id, None)

        async def end() -> None:
            try:
                await self.end(kernel_id)
            except (KeyError, RuntimeError):     # it ended meanwhile
                pass
        asyncio.ensure_future(end())

