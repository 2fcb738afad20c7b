"""Voila as the classroom serves it: `python -m payday.classroom.serving NOTEBOOK [voila's options]`.

A subclass of Voila 0.5's own application (`voila.app.Voila`), which `payday.classroom.launcher` starts
for the students' app, the dashboard and the lab. It changes these things, each for a class on
one server all day, through Voila's own settings (its handler list, its kernel manager class,
its authorizer and identity provider classes):

- **A closed tab's kernel ends.** Voila's page asks for its kernel's shutdown with a beacon
  that carries the `_xsrf` cookie's value, but Voila's page never sets that cookie, so the
  request is refused (upstream voila-dashboards/voila issue 1458). The page handler here sets
  it, as any Jupyter page does: the beacon then passes tornado's own check, on the students'
  server and behind the dashboard's key alike. Nothing is exempted: a request without the
  cookie (another site's, or one not logged in) is still refused.
- **A full server says so.** With preheated kernels, Voila hands a page the next kernel of its
  pool even when that kernel has not started yet (its refill waits `fill_delay`, then starts
  every kernel taken), and the page stays blank for as long as that takes. Here a page waits
  at most `ClassroomVoila.full_wait` seconds for a started kernel; if none is, it gets a short
  page in the student's language that says the server is full and reloads itself after
  `retry_after` seconds (HTTP 503 with `Retry-After`, for the light clients too).
- **The pool refills in turn, and only to a few spares.** Voila refills the pool to its full
  size as pages take kernels: a class of thirty arriving started thirty more kernels on two
  cores while it played. After the first fill, the pool here is kept at `spare_kernels` (for
  late arrivals and reloads; 0 keeps Voila's full refill), and `StaggeredKernelManager` starts
  at most `starts_at_once` kernels at a time, each given `start_gap` seconds to boot before the
  next one starts.
- **No client holds the server**. A plain GET took a ready kernel that lived until
  idle culling: a kernel no page connects to within `connect_grace` seconds now ends, each
  client address holds at most `kernels_per_client` pages' kernels (one more is told, in its
  language, that it already has a page open: HTTP 429), and at most `max_kernels` kernels run
  in all, ready ones included (a start waits for room; pages meanwhile are told the server is
  full). `payday.classroom.page_kernels` keeps the count.
- **A kernel answers its own page only**, the preheated kernel's request details go to that
  kernel only, and wrong keys are throttled per address (`payday.classroom.access`).
- **A page sends what a page sends**: binary frames are checked before jupyter_server reads
  them, and a socket sending more messages a second than a page does is closed
  (`payday.classroom.socket_guard`).
- **The key leaves no trace**: the dashboard's key is read from a file only the server's user
  can read (`token_file`, `payday.classroom.dashboard_key`), never from the command line, where
  `ps` shows it, nor the environment, which stays readable as long as the process runs. Once
  the login cookie is set from `?token=KEY`, the page redirects to its own link without the
  key, so a projected address bar never shows it (other parameters, `lang`, `lesson`, stay).
- **A dropped page's kernel ends** `reconnect_grace` seconds after its last websocket closed,
  unless one comes back (`payday.classroom.page_kernels`).
- **No kernel id, key, name or resume code in the terminal**, which a teacher may project beside
  the students' QR code: the servers' log lines name "[kernel]" instead of a kernel's id
  (`hide_kernel_ids`), and a logged link shows `token=`, `resume=` and `student=` without
  their values (a refused `/?token=KEY` was printed in full).
- **Only what concerns the teacher at start** (`quiet_start`): not traitlets' notice about how
  the launcher writes its dict settings, not "Notebook play.ipynb is not trusted" (a served
  notebook runs whether or not it is signed), and not ipykernel's warning that its local
  connection is unencrypted: the kernels' connections are encrypted (CurveZMQ) where pyzmq can;
  nor tornado's notice about jupyter_server's websocket ping settings at the first page.
  Every other warning and error is shown as before.

This module is imported by the servers only, never by `import payday` or a page's kernel.
"""
from __future__ import annotations

import asyncio
import logging
import os
import re
import warnings
from collections.abc import Callable
from typing import Any

import tornado.web
import zmq
from jupyter_core.utils import ensure_async
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Bool, Float, Int, Type, Unicode
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from payday.classroom.access import (PAGES, KernelQueryHandler,
                                     OwnPageShutdownHandler, PageOwnerAuthorizer,
                                     ThrottledIdentityProvider, pages_of, refuse_for_keys)
from payday.classroom.dashboard_key import read_key_file
from payday.classroom.links import query_names, without
from payday.classroom.notices import language_of, notice_page, page_language, server_full_page
from payday.classroom.page_kernels import CONNECT_GRACE_S, RECONNECT_GRACE_S, PageKernels
from payday.classroom.socket_guard import GuardedKernelWebsocketHandler

FULL_WAIT_S = 8.0       # how long a page waits for a started kernel before being told
RETRY_AFTER_S = 5       # ... and after how long the told page tries again by itself
START_GAP_S = 2.0       # a kernel's boot, mostly imports, before the next one starts
ROOM_POLL_S = 0.5       # how often a start waiting for room looks again
# A link's parameters the page drops by redirecting: the key (once its cookie is set), and
# Voila's template and theme, which would start a kernel outside the pool and its limits.
DROPPED = ("token", "template", "theme")
KERNEL_ID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
# A link's parameters whose values the terminal never shows: the dashboard's key, a resume
# code, a student's name (the value runs to the next parameter, fragment, space or quote).
SECRET_PARAMETER = re.compile(r"(?<=[?&;])(token|resume|student)=[^&#\s'\"]*", re.I)
# What a teacher need not read at every start (module's doc): traitlets' notice about dict
# settings on a command line (the launcher's), and a served notebook's signature.
DICT_TRAIT_NOTICE = r"--.+ for dict-traits is deprecated in traitlets 5\.0"
UNTRUSTED = "Notebook %s is not trusted"
# ... and tornado's notice, at the first page's websocket, that jupyter_server's ping timeout
# (its own setting, in milliseconds) is longer than its ping interval.
PING_NOTICE = "The websocket_ping_timeout ("

__all__ = ["ClassroomVoila", "StaggeredKernelManager", "page_language", "server_full_page"]


def starts_at_once_default() -> int:
    """Kernels started together: half the cores (at least one), so that a refilling pool
    leaves the other half to the pages being played."""
    return max(1, (os.cpu_count() or 2) // 2)


class StaggeredKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager, starting kernels a few at a time, and never more than
    `max_kernels` alive (see the module's doc).

    Voila builds its pooling manager on top of this class (`VoilaConfiguration.
    multi_kernel_manager_class`), so the pool's refills and any page's own kernel both wait
    their turn here."""

    starts_at_once = Int(starts_at_once_default(), config=True,
                         help="kernels started at the same time")
    start_gap = Float(START_GAP_S, config=True,
                      help="seconds a started kernel has to itself before the next one starts")
    max_kernels = Int(0, config=True,
                      help="kernels alive at most, ready ones included (0: no limit); a start "
                           "waits until one ends")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]  # jupyter_server's, untyped
        self._turns = asyncio.Semaphore(max(1, self.starts_at_once))
        self._starting = 0

    def full(self) -> bool:
        return 0 < self.max_kernels <= len(self.list_kernel_ids()) + self._starting

    # Jupyter's async managers start kernels in a coroutine, under the sync base's signature.
    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        while self.full():
            await asyncio.sleep(ROOM_POLL_S)
        self._starting += 1         # counted from here: no await between the check and this
        async with self._turns:
            try:
                kernel_id: str = await super().start_kernel(*args, **kwargs)
            finally:
                self._starting -= 1
            await asyncio.sleep(self.start_gap)
            return kernel_id


def _started(task: asyncio.Future[Any]) -> bool:
    return task.done() and not task.cancelled() and task.exception() is None


class HandingOut:
    """The kernel manager as a page's handler sees it: the same, but it notes the kernel it
    hands the page (from the pool, or started for it)."""

    def __init__(self, manager: Any, hand: Callable[[str], None]) -> None:
        self._manager, self._hand = manager, hand

    def __getattr__(self, name: str) -> Any:
        return getattr(self._manager, name)

    def __contains__(self, kernel_id: object) -> bool:
        return kernel_id in self._manager

    async def get_rendered_notebook(self, *args: Any, **kwargs: Any) -> Any:
        render_task, rendered, kernel_id = await self._manager.get_rendered_notebook(
            *args, **kwargs)
        self._hand(kernel_id)
        return render_task, rendered, kernel_id

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        kernel_id: str = await ensure_async(self._manager.start_kernel(*args, **kwargs))
        self._hand(kernel_id)
        return kernel_id


class ClassroomPageHandler(TornadoVoilaHandler):  # type: ignore[misc]  # voila is untyped
    """Voila's page, which sets the `_xsrf` cookie, drops the key from its link, keeps each
    client to its pages and tells a full server (module's doc)."""

    _admitted: str | None = None       # the client's address, once it may have a kernel
    _kernel: str | None = None         # the kernel handed to this page

    @property
    def kernel_manager(self) -> Any:
        return HandingOut(self.settings["kernel_manager"], self._hand)

    @allow_unauthenticated
    async def get(self, path: str | None = None) -> None:
        provider = self.identity_provider
        if self.current_user is None and isinstance(provider, ThrottledIdentityProvider):
            wait = provider.waiting(self)
            if wait > 0:                        # too many wrong keys from here: say so
                refuse_for_keys(self, wait)
                return
        shown = self.page(path)          # tornado's decorator: None when it sent the login
        if shown is not None:
            await shown

    @tornado.web.authenticated
    async def page(self, path: str | None) -> None:
        # Tornado sets the cookie when the token is first read: the unload beacon sends it back.
        self.xsrf_token  # noqa: B018
        query = self.request.query
        if query_names(query) & set(DROPPED):
            kept = without(query, DROPPED)
            self.redirect(self.request.path + (f"?{kept}" if kept else ""))
            return
        pages = pages_of(self)
        address = self.request.remote_ip or ""
        if pages is not None:
            if not pages.admit(address):
                self.notice("page_open", 429)
                return
            self._admitted = address
        try:
            if not await self.kernel_ready():
                self.notice("server_full", 503)
                return
            await super().get(path)
        finally:
            if pages is not None and self._admitted is not None and self._kernel is None:
                pages.withdraw(address)

    def _hand(self, kernel_id: str) -> None:
        pages = pages_of(self)
        self._kernel = kernel_id
        if pages is not None and self._admitted is not None:
            pages.handed(self._admitted, kernel_id, str(self.current_user.username))

    def on_finish(self) -> None:
        self._sent()

    def on_connection_close(self) -> None:
        self._sent()
        super().on_connection_close()

    def _sent(self) -> None:
        pages = pages_of(self)
        if pages is not None and self._kernel is not None:
            pages.sent(self._kernel)

    async def kernel_ready(self) -> bool:
        """Whether a started kernel of the pool is free (waiting up to `full_wait` for one),
        put first in the pool, which Voila takes from the front. True without a pool (Voila
        then starts a kernel for the page, as always)."""
        manager = self.settings["kernel_manager"]
        # Voila 0.5 keeps each notebook's pool as a list of start tasks (requirements.lock
        # pins it; tests/browser/test_kernels.py fails if this no longer holds).
        pool = getattr(manager, "_pools", {}).get(self.notebook_path)
        if not pool:
            return True
        if not any(_started(task) for task in pool):
            starting = [task for task in pool if not task.done()]
            if starting:
                await asyncio.wait(starting, timeout=self.settings["payday_full_wait"],
                                   return_when=asyncio.FIRST_COMPLETED)
            pool = manager._pools.get(self.notebook_path) or []
            if not any(_started(task) for task in pool):
                return False
        pool.sort(key=lambda task: not _started(task))    # stable: the oldest started first
        return True

    def notice(self, kind: str, status: int) -> None:
        """A short page instead of the app ("server_full", "page_open"), in the student's
        language, that tries again by itself."""
        seconds = self.settings["payday_retry_after"]
        lang = language_of(self.request.query, self.request.headers.get("Accept-Language"))
        self.set_status(status)
        self.set_header("Retry-After", str(seconds))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.finish(notice_page(lang, kind, seconds=seconds, reload=True))


def scrubbed(message: str, *, kernel_ids: bool = True) -> str:
    """A log message with no secret of a link, and "[kernel]" for every kernel id.

    >>> scrubbed("429 GET /?token=s3cret-key&lang=fr (10.0.0.7) 2.10ms")
    '429 GET /?token=…&lang=fr (10.0.0.7) 2.10ms'
    >>> scrubbed("503 GET /?class=7B&student=Ada&resume=K7Q2XZ (10.0.0.8) 8000.12ms")
    '503 GET /?class=7B&student=…&resume=… (10.0.0.8) 8000.12ms'
    """
    message = SECRET_PARAMETER.sub(r"\1=…", message)
    return KERNEL_ID.sub("[kernel]", message) if kernel_ids else message


def scrubbing(make: Callable[..., logging.LogRecord], *,
              kernel_ids: bool = True) -> Callable[..., logging.LogRecord]:
    """A log record factory that scrubs every message (`scrubbed`)."""
    def made(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = make(*args, **kwargs)
        try:
            message = record.getMessage()
        except (TypeError, ValueError):
            return record
        clean = scrubbed(message, kernel_ids=kernel_ids)
        if clean != message:
            record.msg, record.args = clean, ()
        return record
    return made


def not_for_the_teacher(record: logging.LogRecord) -> bool:
    """A log filter: False for the notebook-trust warning and tornado's ping notice (module's
    doc), True for everything else."""
    return record.msg != UNTRUSTED and not str(record.msg).startswith(PING_NOTICE)


def quiet_start() -> None:
    """Leave out, at start, the warnings that do not concern a teacher (module's doc)."""
    warnings.filterwarnings("ignore", message=DICT_TRAIT_NOTICE, category=DeprecationWarning)


# Voila's handlers and the classroom's that replace them (module's doc).
REPLACED = {TornadoVoilaHandler: ClassroomPageHandler,
            VoilaKernelWebsocketHandler: GuardedKernelWebsocketHandler,   # socket_guard's doc
            VoilaShutdownKernelHandler: OwnPageShutdownHandler,
            RequestInfoSocketHandler: KernelQueryHandler}


class ClassroomVoila(Voila):  # type: ignore[misc]  # voila is untyped
    """Voila with the classroom's page handler, staggered and capped kernel starts, kernels
    tied to their pages and a key read from a private file (see the module's doc)."""

    full_wait = Float(FULL_WAIT_S, config=True,
                      help="seconds a page waits for a started kernel before it is told the "
                           "server is full")
    retry_after = Int(RETRY_AFTER_S, config=True,
                      help="seconds after which a page told the server is full tries again")
    spare_kernels = Int(0, config=True,
                        help="after the pool's first fill, keep only this many ready kernels "
                             "(0: refill the whole pool, as Voila does)")
    max_kernels = Int(0, config=True,
                      help="kernels alive at most, ready ones included (0: no limit)")
    kernels_per_client = Int(0, config=True,
                             help="pages' kernels one client address may hold at once (0: no "
                                  "limit)")
    connect_grace = Float(CONNECT_GRACE_S, config=True,
                          help="seconds after its page is sent within which a page must "
                               "connect to its kernel, or the kernel ends")
    reconnect_grace = Float(RECONNECT_GRACE_S, config=True,
                            help="seconds a page's kernel outlives its last websocket, for the "
                                 "page to reconnect; then it ends")
    token_file = Unicode("", config=True,
                         help="a file holding the server's key (read once; the launcher "
                              "removes it when it stops)")
    hide_kernel_ids = Bool(True, config=True, help="write no kernel id in the log")
    encrypt_kernels = Bool(True, config=True,
                           help="encrypt the kernels' local connections (CurveZMQ) where pyzmq "
                                "can, unless KernelManager.transport_encryption is given")
    authorizer_class = Type(PageOwnerAuthorizer, config=True,
                            help="who may reach what: a kernel, its own page's browser only")
    identity_provider_class = Type(ThrottledIdentityProvider, config=True,
                                   help="the key's check, with wrong keys throttled per address")
    token: str | None           # Voila's own setting: the server's key (annotated, not set here)

    def initialize(self, argv: list[str] | None = None) -> None:
        quiet_start()
        super().initialize(argv)
        logging.setLogRecordFactory(scrubbing(logging.getLogRecordFactory(),
                                              kernel_ids=self.hide_kernel_ids))
        for log in (self.log, logging.getLogger("tornado.general")):
            log.addFilter(not_for_the_teacher)
        # The kernel managers, made later with this application as their parent, read this.
        managers = self.config.KernelManager
        if self.encrypt_kernels and "transport_encryption" not in managers and zmq.has("curve"):
            managers.transport_encryption = "auto"
        if self.token_file and self.token is None:
            self.token = read_key_file(self.token_file)
        configured = self.voila_configuration.multi_kernel_manager_class
        if configured is AsyncMappingKernelManager:
            self.voila_configuration.multi_kernel_manager_class = StaggeredKernelManager

    def init_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = super().init_settings()
        manager, spare = self.kernel_manager, self.spare_kernels
        if isinstance(manager, StaggeredKernelManager):
            manager.max_kernels = self.max_kernels
        # The first fill was started when the manager was made (Voila's __init__); from now on
        # its refills read the smaller size.
        pools = getattr(manager, "kernel_pools_config", None)
        if spare > 0 and pools:
            manager.kernel_pools_config = {
                name: ({**config, "pool_size": min(spare, config["pool_size"])}
                       if config.get("pool_size", 0) > 0 else config)
                for name, config in pools.items()}
        return settings

    def init_handlers(self) -> list[tuple[Any, ...]]:
        manager = self.kernel_manager
        pages = PageKernels(alive=lambda kernel_id: kernel_id in manager,
                            end=lambda kernel_id: ensure_async(manager.shutdown_kernel(kernel_id)),
                            per_address=self.kernels_per_client, grace=self.connect_grace,
                            reconnect_grace=self.reconnect_grace)
        self.app.settings.update({"payday_full_wait": self.full_wait,
                                  "payday_retry_after": self.retry_after, PAGES: pages})
        handlers = super().init_handlers()
        return [(route, REPLACED.get(handler, handler), *rest) for route, handler, *rest in handlers]


main = ClassroomVoila.launch_instance

if __name__ == "__main__":
    main()
