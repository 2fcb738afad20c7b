"""Who may reach what on a class server: a kernel only from its own page's browser, the
request details of a page only from its own kernel, the dashboard's key only a few wrong
times from one address.

Voila 0.5 lets anyone who knows a kernel's id read and drive it: its websocket
(`/api/kernels/<id>/channels`), its model and shutdown (`/api/kernels/<id>`,
`/voila/api/shutdown/<id>`) only ask for a logged-in user, and on the students' server every
browser is one (an anonymous user, kept in a signed cookie). jupyter_server asks its
*authorizer* (`Voila.authorizer_class`, a configuration setting) before the websocket and the
kernel API, with the handler and the user; `PageOwnerAuthorizer` allows a kernel's requests
only from the user its page was handed to (`payday.classroom.page_kernels`), so a kernel id
seen elsewhere (a log, a shoulder) opens nothing. The shutdown beacon's handler asks it too
(`OwnPageShutdownHandler`), and `CountedKernelWebsocketHandler` tells the registry when a
page connects and leaves.

The preheated kernel asks the server for its page's request (the link's query: a student's
name, class, resume code) on `/voila/query/<id>`, a websocket with no login at all. The
kernel connects from this computer, before anyone else knows its id: `KernelQueryHandler`
answers only there and only once per kernel. (The dashboard and the lab preheat nothing, so
the route is not there at all: `payday.classroom.launcher`.)

`ThrottledIdentityProvider` (`Voila.identity_provider_class`) counts wrong keys per address
(`payday.classroom.dashboard_key.KeyAttempts`) in the link (`?token=`), the login form and
the `Authorization` header, compares keys in constant time, and makes an address that tried
too many wait; its login form tells it so, in the teacher's language.
"""
from __future__ import annotations

import hmac
import ipaddress
from typing import Any

import tornado.web
from jupyter_core.utils import ensure_async
from jupyter_server.auth.authorizer import Authorizer
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.auth.identity import PasswordIdentityProvider, User
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
from voila.voila_identity_provider import VoilaLoginHandler

from payday.classroom.dashboard_key import KeyAttempts
from payday.classroom.guesses import SOURCE_ENV
from payday.classroom.notices import language_of, notice_page
from payday.classroom.page_kernels import PageKernels

PAGES = "payday_pages"        # the server's PageKernels, in tornado's application settings


def pages_of(handler: tornado.web.RequestHandler) -> PageKernels | None:
    pages: PageKernels | None = handler.settings.get(PAGES)
    return pages


def kernel_of(handler: tornado.web.RequestHandler) -> str | None:
    """The kernel a request is about: Voila's routes name it `kernel_id`, or as their one
    argument (the shutdown beacon)."""
    named = handler.path_kwargs.get("kernel_id")
    if isinstance(named, str):
        return named
    return handler.path_args[0] if handler.path_args else None


class PageOwnerAuthorizer(Authorizer):
    """A kernel's websocket and API, for its own page's browser only; everything else as
    Voila allows it (an authenticated user)."""

    def is_authorized(self, handler: tornado.web.RequestHandler, user: User, action: str,
                      resource: str) -> bool:
        pages = pages_of(handler)
        if resource != "kernels" or pages is None:
            return True
        kernel_id = kernel_of(handler)
        owner = pages.owner(kernel_id) if kernel_id else None
        return owner is not None and user is not None and hmac.compare_digest(
            owner.encode(), str(user.username).encode())


class OwnPageShutdownHandler(VoilaShutdownKernelHandler):  # type: ignore[misc]  # voila is untyped
    """The closing page's beacon, for the kernel of that page's browser only."""

    @tornado.web.authenticated
    async def post(self, kernel_id: str) -> None:
        allowed = await ensure_async(self.authorizer.is_authorized(
            self, self.current_user, "write", "kernels"))
        if not allowed:
            raise tornado.web.HTTPError(403)
        await super().post(kernel_id)


class CountedKernelWebsocketHandler(VoilaKernelWebsocketHandler):  # type: ignore[misc]
    """Voila's kernel websocket, telling the registry when a page connects and leaves (the
    authorizer has already checked the page's browser)."""

    _counted = False

    async def open(self, kernel_id: str) -> None:
        pages = pages_of(self)
        if pages is not None:
            pages.opened(kernel_id)
            self._counted = True
        await super().open(kernel_id)

    def on_close(self) -> None:
        pages = pages_of(self)
        if pages is not None and self._counted:
            pages.closed(self.kernel_id)
            self._counted = False
        super().on_close()


def from_this_computer(address: str) -> bool:
    """Whether a request comes from this computer (the kernels connect from there).

    >>> from_this_computer("127.0.0.1"), from_this_computer("::1"), from_this_computer("10.1.2.3")
    (True, True, False)
    """
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


class KernelQueryHandler(RequestInfoSocketHandler):  # type: ignore[misc]  # voila is untyped
    """A page's request details, for its preheated kernel only: from this computer, one
    connection per kernel, and forgotten once given. They carry the page's browser as the
    class store counts it (`SOURCE_ENV`, which Voila puts in the kernel's environment with the
    rest), so that resume-code guesses, new games and quiz answers are the browser's."""

    _kernel_id = ""

    async def get(self, *args: Any, **kwargs: Any) -> None:
        kernel_id = args[0] if args else kwargs.get("kernel_id")
        if (not from_this_computer(self.request.remote_ip or "")
                or kernel_id in RequestInfoSocketHandler._waiters):
            raise tornado.web.HTTPError(403)
        await super().get(*args, **kwargs)

    def open(self, kernel_id: str) -> None:
        self._kernel_id = kernel_id
        super().open(kernel_id)
        RequestInfoSocketHandler._cache.pop(kernel_id, None)

    def write_message(self, message: Any, binary: bool = False) -> Any:
        pages = pages_of(self)
        source = pages.source(self._kernel_id) if pages is not None else ""
        if isinstance(message, dict) and source:
            message = {**message, SOURCE_ENV: source}
        return super().write_message(message, binary)


class ThrottledLoginHandler(VoilaLoginHandler):  # type: ignore[misc]  # voila is untyped
    """Voila's login form, which tells an address that tried too many wrong keys to wait.

    Its POST is open to a browser not yet logged in, as jupyter_server's own is (its
    `allow_unauthenticated`): without the mark, jupyter_server refused every key typed in the
    form (403), and a teacher could enter only through the printed link."""

    @allow_unauthenticated
    def post(self) -> None:
        provider = self.identity_provider
        wait = provider.attempts.wait(self.request.remote_ip or "") if isinstance(
            provider, ThrottledIdentityProvider) else 0.0
        if wait > 0:
            refuse_for_keys(self, wait)
            return
        super().post()


def refuse_for_keys(handler: tornado.web.RequestHandler, wait: float) -> None:
    """Answer an address that tried too many wrong keys: how long it waits, in its language."""
    seconds = max(1, round(wait))
    lang = language_of(handler.request.query, handler.request.headers.get("Accept-Language"))
    handler.set_status(429)
    handler.set_header("Retry-After", str(seconds))
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
    handler.finish(notice_page(lang, "key_locked", seconds=seconds, reload=False))


class ThrottledIdentityProvider(PasswordIdentityProvider):
    """jupyter_server's key check, with wrong keys counted per address (module's doc)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.attempts = KeyAttempts()
        self.login_handler_class = ThrottledLoginHandler

    def waiting(self, handler: tornado.web.RequestHandler) -> float:
        return self.attempts.wait(handler.request.remote_ip or "")

    async def get_user_token(self, handler: tornado.web.RequestHandler) -> User | None:
        given = self.get_token(handler)
        if not self.token or not given:
            return None
        address = handler.request.remote_ip or ""
        if self.attempts.wait(address) > 0:
            return None                      # waiting: not even the right key is checked
        if not hmac.compare_digest(given.encode(), str(self.token).encode()):
            self.attempts.failed(address)
            return None
        self.attempts.forget(address)
        user = await ensure_async(self.get_user_cookie(handler))
        return user if user is not None else self.generate_anonymous_user(handler)

    def process_login_form(self, handler: tornado.web.RequestHandler) -> User | None:
        """The key typed in the login form, compared in constant time and counted like the
        link's; nothing else (jupyter_server's form may also set a new password, written to
        a file: not here, where the key is all)."""
        address = handler.request.remote_ip or ""
        if self.attempts.wait(address) > 0:
            return None
        typed = handler.get_argument("password", default="")
        if not typed:
            return None
        if not self.token or not hmac.compare_digest(typed.encode(), str(self.token).encode()):
            self.attempts.failed(address)
            return None
        self.attempts.forget(address)
        return self.generate_anonymous_user(handler)
