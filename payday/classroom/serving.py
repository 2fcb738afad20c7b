"""Voila as the classroom serves it: `python -m payday.classroom.serving NOTEBOOK [voila's options]`.

A subclass of Voila 0.5's own application (`voila.app.Voila`), which `payday.classroom.launcher` starts
for the students' app and for the dashboard. It changes four things, each for a class on one
server all day:

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
- **The dashboard's key is not on the command line**, where `ps` shows it to every user of the
  computer: it is read from the `PAYDAY_SERVER_TOKEN` environment variable, then removed from
  the environment the kernels inherit.

This module is imported by the servers only, never by `import payday` or a page's kernel.
"""
from __future__ import annotations

import asyncio
import html
import os
from typing import Any

import tornado.web
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Int
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from payday import i18n
from payday.classroom.links import settings_from_query

TOKEN_ENV = "PAYDAY_SERVER_TOKEN"
FULL_WAIT_S = 8.0       # how long a page waits for a started kernel before being told
RETRY_AFTER_S = 5       # ... and after how long the told page tries again by itself
START_GAP_S = 2.0       # a kernel's boot, mostly imports, before the next one starts


def starts_at_once_default() -> int:
    """Kernels started together: half the cores (at least one), so that a refilling pool
    leaves the other half to the pages being played."""
    return max(1, (os.cpu_count() or 2) // 2)


class StaggeredKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager, starting kernels a few at a time (see the module's doc).

    Voila builds its pooling manager on top of this class (`VoilaConfiguration.
    multi_kernel_manager_class`), so the pool's refills and any page's own kernel both wait
    their turn here."""

    starts_at_once = Int(starts_at_once_default(), config=True,
                         help="kernels started at the same time")
    start_gap = Float(START_GAP_S, config=True,
                      help="seconds a started kernel has to itself before the next one starts")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]  # jupyter_server's, untyped
        self._turns = asyncio.Semaphore(max(1, self.starts_at_once))

    # Jupyter's async managers start kernels in a coroutine, under the sync base's signature.
    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        async with self._turns:
            kernel_id = await super().start_kernel(*args, **kwargs)
            await asyncio.sleep(self.start_gap)
            return kernel_id


def _started(task: asyncio.Future[Any]) -> bool:
    return task.done() and not task.cancelled() and task.exception() is None


def page_language(query_lang: str | None, variant: str | None, accept: str | None) -> str:
    """The student's language: the link's `lang`, else its edition's language, else the
    browser's first supported one (Accept-Language), else English.

    >>> page_language(None, None, "fr-FR,fr;q=0.9,en;q=0.8"), page_language("zh-TW", None, "fr")
    ('fr', 'zh-Hant')
    """
    if query_lang or variant:
        return i18n.language_for(variant, query_lang)
    for part in (accept or "").split(","):
        lang = i18n.normalise(part.split(";")[0])
        if lang:
            return lang
    return "en"


def server_full_page(lang: str, seconds: int) -> str:
    """The page a student gets while the server has no kernel free: what is happening, and
    that it tries again by itself."""
    title = html.escape(i18n.t("app.server_full.title", lang))
    text = html.escape(i18n.t("app.server_full.text", lang, seconds=seconds))
    return (f'<!doctype html><html lang="{html.escape(lang)}"><head><meta charset="utf-8">'
            f'<meta http-equiv="refresh" content="{seconds}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title></head><body style=\"font-family:sans-serif;margin:2em\">"
            f'<div class="pd-server-full" role="status"><h2>{title}</h2><p>{text}</p></div>'
            f"</body></html>")


class ClassroomPageHandler(TornadoVoilaHandler):  # type: ignore[misc]  # voila is untyped
    """Voila's page, which sets the `_xsrf` cookie and tells a full server (module's doc)."""

    @tornado.web.authenticated
    async def get(self, path: str | None = None) -> None:
        # Tornado sets the cookie when the token is first read: the unload beacon sends it back.
        self.xsrf_token  # noqa: B018
        if not await self.kernel_ready():
            self.server_full()
            return
        await super().get(path)

    async def kernel_ready(self) -> bool:
        """Whether a started kernel of the pool is free (waiting up to `full_wait` for one),
        put first in the pool, which Voila takes from the front. True without a pool (Voila
        then starts a kernel for the page, as always)."""
        manager = self.kernel_manager
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

    def server_full(self) -> None:
        seconds = self.settings["payday_retry_after"]
        link = settings_from_query(self.request.query)     # as the page's own kernel reads it
        lang = page_language(link.get("lang"), link.get("variant"),
                             self.request.headers.get("Accept-Language"))
        self.set_status(503)
        self.set_header("Retry-After", str(seconds))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.finish(server_full_page(lang, seconds))


class ClassroomVoila(Voila):  # type: ignore[misc]  # voila is untyped
    """Voila with the classroom's page handler, staggered kernel starts and a key read from
    the environment (see the module's doc)."""

    full_wait = Float(FULL_WAIT_S, config=True,
                      help="seconds a page waits for a started kernel before it is told the "
                           "server is full")
    retry_after = Int(RETRY_AFTER_S, config=True,
                      help="seconds after which a page told the server is full tries again")
    spare_kernels = Int(0, config=True,
                        help="after the pool's first fill, keep only this many ready kernels "
                             "(0: refill the whole pool, as Voila does)")
    token: str | None           # Voila's own setting: the server's key (annotated, not set here)

    def initialize(self, argv: list[str] | None = None) -> None:
        super().initialize(argv)
        token = os.environ.pop(TOKEN_ENV, None)
        if token and self.token is None:
            self.token = token
        configured = self.voila_configuration.multi_kernel_manager_class
        if configured is AsyncMappingKernelManager:
            self.voila_configuration.multi_kernel_manager_class = StaggeredKernelManager

    def init_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = super().init_settings()
        # The first fill was started when the manager was made (Voila's __init__); from now on
        # its refills read the smaller size.
        manager, spare = self.kernel_manager, self.spare_kernels
        pools = getattr(manager, "kernel_pools_config", None)
        if spare > 0 and pools:
            manager.kernel_pools_config = {
                name: ({**config, "pool_size": min(spare, config["pool_size"])}
                       if config.get("pool_size", 0) > 0 else config)
                for name, config in pools.items()}
        return settings

    def init_handlers(self) -> list[tuple[Any, ...]]:
        self.app.settings.update(payday_full_wait=self.full_wait,
                                 payday_retry_after=self.retry_after)
        handlers = super().init_handlers()
        return [(route, ClassroomPageHandler if handler is TornadoVoilaHandler else handler,
                 *rest) for route, handler, *rest in handlers]


main = ClassroomVoila.launch_instance

if __name__ == "__main__":
    main()
