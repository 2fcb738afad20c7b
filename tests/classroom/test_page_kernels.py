"""The kernels a class server hands to pages, without a server: the registry's
rules on their own (`payday.classroom.page_kernels`), and the dashboard key's
(`payday.classroom.dashboard_key`). The real servers are probed in
tests/browser/test_server_guard.py."""
from __future__ import annotations

import asyncio
import stat

from payday.classroom.dashboard_key import (KeyAttempts, read_key_file, remove_key_file, weak,
                                            write_key_file)
from payday.classroom.page_kernels import PageKernels
from tests.support.loop import run_async


def run(scenario) -> None:
    """Run an async scenario on a loop and thread of its own (`tests.support.loop`)."""
    run_async(scenario())


def registry(per_address: int = 2, grace: float = 0.05):
    running = {f"k{n}" for n in range(10)}
    ended: list[str] = []

    async def end(kernel_id: str) -> None:
        ended.append(kernel_id)
        running.discard(kernel_id)
    pages = PageKernels(alive=running.__contains__, end=end, per_address=per_address, grace=grace)
    return pages, ended


def test_a_kernel_no_page_connects_to_ends_after_the_grace_but_not_while_its_page_is_sent():
    async def scenario():
        pages, ended = registry()
        pages.admit("10.0.0.1")
        pages.handed("10.0.0.1", "k1", "ada")
        pages.admit("10.0.0.2")
        pages.handed("10.0.0.2", "k2", "bo")
        pages.admit("10.0.0.3")
        pages.handed("10.0.0.3", "k3", "cy")     # still being sent: waits for its grace after
        pages.sent("k1")
        pages.sent("k2")
        pages.opened("k2")
        await asyncio.sleep(0.2)
        assert ended == ["k1"], "the page that never connected lost its kernel, not the others"
        pages.sent("k3")
        await asyncio.sleep(0.2)
        assert ended == ["k1", "k3"]
    run(scenario)


def test_an_address_holds_a_few_pages_and_a_gone_one_makes_room():
    async def scenario():
        pages, ended = registry(per_address=2, grace=60)
        for kernel in ("k1", "k2"):
            assert pages.admit("10.0.0.1")
            pages.handed("10.0.0.1", kernel, "ada")
            pages.opened(kernel)
        assert not pages.admit("10.0.0.1"), "two pages open: a third is refused"
        assert pages.admit("10.0.0.2"), "another address is not"
        pages.closed("k1")                       # its tab went without saying so
        assert pages.admit("10.0.0.1"), "the gone page makes room"
        await asyncio.sleep(0)
        assert ended == ["k1"]
    run(scenario)


def test_a_kernel_belongs_to_the_browser_it_was_handed_to_only():
    async def scenario():
        pages, _ended = registry(grace=60)
        pages.admit("10.0.0.1")
        pages.handed("10.0.0.1", "k1", "ada")
        assert pages.owner("k1") == "ada"
        assert pages.owner("k2") is None, "a ready kernel is nobody's"
    run(scenario)


def test_wrong_keys_make_an_address_wait_then_it_may_try_again():
    now = [0.0]
    attempts = KeyAttempts(most=3, window=600, clock=lambda: now[0])
    for _ in range(3):
        attempts.failed("10.0.0.7")
    assert attempts.wait("10.0.0.7") == 600
    assert attempts.wait("10.0.0.8") == 0
    now[0] = 599
    assert attempts.wait("10.0.0.7") == 1
    now[0] = 600
    assert attempts.wait("10.0.0.7") == 0


def test_the_key_file_is_private_and_goes_away(tmp_path):
    assert weak("x" * 15) and not weak("x" * 16)
    path = write_key_file("a-key-long-enough")
    try:
        assert read_key_file(path) == "a-key-long-enough"
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    finally:
        remove_key_file(path)
    assert not path.parent.exists()


def test_a_dropped_pages_kernel_ends_after_the_reconnect_grace_unless_a_socket_comes_back():
    """"A page whose socket closed without an unload keeps its kernel for 90 minutes": once a
    page's last socket has closed, its kernel ends `reconnect_grace` seconds later, unless a
    socket reconnected meanwhile (then only a later drop, with its own grace, ends it)."""
    async def scenario():
        running = {"k1", "k2"}
        ended: list[str] = []

        async def end(kernel_id: str) -> None:
            ended.append(kernel_id)
            running.discard(kernel_id)
        pages = PageKernels(alive=running.__contains__, end=end, grace=60, reconnect_grace=1.0)
        for address, kernel in (("10.0.0.1", "k1"), ("10.0.0.2", "k2")):
            pages.admit(address)
            pages.handed(address, kernel, kernel)
            pages.sent(kernel)
            pages.opened(kernel)
        pages.closed("k1")                 # dropped: never comes back
        pages.closed("k2")                 # dropped, and reconnects within the grace
        await asyncio.sleep(0)
        pages.opened("k2")
        await asyncio.sleep(1.5)
        assert ended == ["k1"], "the dropped page's kernel ended, the reconnected one plays on"
        pages.closed("k2")
        pages.opened("k2")                 # a blip: back at once
        await asyncio.sleep(1.0)
        pages.closed("k2")                 # ... and gone again later: this drop has its grace
        await asyncio.sleep(0.5)           # past the first drop's grace, within this one's
        assert ended == ["k1"], "the first drop's grace does not end the page that came back"
        await asyncio.sleep(1.0)
        assert ended == ["k1", "k2"]
    run(scenario)
