"""The class server tells each page's kernel which browser it serves (`guesses.SOURCE_ENV`,
with the page's request details that Voila puts in the kernel's environment), so that the
store counts resume-code guesses, new games and quiz answers per browser. Voila's request
socket is served here on 127.0.0.1, as the kernel reaches it."""
from __future__ import annotations

import asyncio
import json

import tornado.httpserver
import tornado.web
import tornado.websocket
from tornado.testing import bind_unused_port
from voila.request_info_handler import RequestInfoSocketHandler

from payday.classroom.access import PAGES, KernelQueryHandler
from payday.classroom.guesses import SOURCE_ENV, source_of
from payday.classroom.page_kernels import PageKernels
from tests.support.loop import run_async


async def request_details(send_first: bool) -> list[dict[str, str]]:
    """What two kernels read from the request socket: one of a page from 10.0.0.7 whose
    browser is anon-a, one never handed to a page (the details sent before or after the
    kernel connects, as both happen)."""
    pages = PageKernels(alive=lambda _k: True, end=lambda _k: asyncio.sleep(0), grace=3600)
    pages.handed("10.0.0.7", "kernel-a", "anon-a")
    sock, port = bind_unused_port()
    server = tornado.httpserver.HTTPServer(tornado.web.Application(
        [(r"/voila/query/(.*)", KernelQueryHandler)], **{PAGES: pages}))
    server.add_sockets([sock])
    read = []
    try:
        for kernel in ("kernel-a", "kernel-ready"):
            details = {"kernel_id": kernel, "payload": {"QUERY_STRING": "class=7B"}}
            if send_first:
                RequestInfoSocketHandler.send_updates(details)
            socket = await tornado.websocket.websocket_connect(
                f"ws://127.0.0.1:{port}/voila/query/{kernel}")
            if not send_first:
                await asyncio.sleep(0.05)
                RequestInfoSocketHandler.send_updates(details)
            read.append(json.loads(await asyncio.wait_for(socket.read_message(), 10)))
            socket.close()
    finally:
        server.stop()
    return read


def test_a_pages_kernel_learns_its_browser_with_the_request():
    for send_first in (True, False):
        (page, ready) = run_async(request_details(send_first))
        assert page == {"QUERY_STRING": "class=7B", SOURCE_ENV: source_of("10.0.0.7", "anon-a")}
        assert ready == {"QUERY_STRING": "class=7B"}, "a kernel handed to no page has no browser"
