"""Async code a test runs: on an event loop of its own, in a thread of its own.

In the whole suite, Playwright's synchronous API (the browser tests, which run first) holds the
main thread's event loop for the session, and `asyncio.run` refuses to start beside it
("cannot be called from a running event loop"); a test run alone would not show it.
"""
from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run_async(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run(coroutine)` in a thread of its own; its result, or its exception raised here."""
    result: list[T] = []
    failure: list[BaseException] = []

    def main() -> None:
        try:
            result.append(asyncio.run(coroutine))
        except BaseException as error:          # handed back to the test's own thread
            failure.append(error)
    thread = threading.Thread(target=main)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]
    return result[0]
