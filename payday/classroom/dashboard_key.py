"""The dashboard's key: long enough, handed to the servers in a private file, and wrong guesses
counted per address.

- **Long enough.** The key is all that keeps a student out of the dashboard (every name, every
  game, "Forget games") and the money lab. A `--key` (or PAYDAY_DASHBOARD_KEY) shorter than
  `MIN_KEY_LENGTH` characters is refused with a message; the key made when none is given is 22
  random characters.
- **Not in the environment, not on a command line.** `ps` shows every command line, and a
  process's environment stays readable in /proc for as long as it runs. The launcher writes
  the key to a file only its user can read (mode 0600, in a private folder) and gives the
  dashboard's and the lab's servers the file's path; it removes the folder when it stops.
- **Wrong keys are throttled.** `KeyAttempts` counts the wrong keys tried from each address:
  after `MAX_WRONG_KEYS` within `WINDOW_S` seconds, that address is refused (with a message
  saying how long to wait) until the oldest of them is older than the window; the right key
  is refused too while it waits, so guessing gains nothing.

Standard library only.
"""
from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

MIN_KEY_LENGTH = 16      # a key typed by a teacher: long enough that guessing is hopeless
MAX_WRONG_KEYS = 5       # wrong keys from one address ...
WINDOW_S = 600.0         # ... within ten minutes, then it waits
KEY_FILE = "key"


def weak(key: str) -> bool:
    """Whether a key is too short to keep a class out.

    >>> weak("secret"), weak("correct-horse-battery")
    (True, False)
    """
    return len(key) < MIN_KEY_LENGTH


def write_key_file(key: str) -> Path:
    """A new file holding the key, readable by this user alone, in a folder of its own."""
    folder = Path(tempfile.mkdtemp(prefix="payday-key-"))       # mode 0700
    path = folder / KEY_FILE
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(key)
    return path


def read_key_file(path: str | Path) -> str:
    return Path(path).read_text(encoding="utf-8").strip()


def remove_key_file(path: Path) -> None:
    """The key's file and its folder, gone (nothing happens if they already are)."""
    shutil.rmtree(path.parent, ignore_errors=True)


class KeyAttempts:
    """Wrong keys per client address, in a sliding window (see the module's doc).

    >>> clock = iter(range(0, 1000, 10)).__next__
    >>> attempts = KeyAttempts(most=2, window=60, clock=clock)
    >>> attempts.failed("10.0.0.7"); attempts.failed("10.0.0.7")
    >>> attempts.wait("10.0.0.7") > 0, attempts.wait("10.0.0.8")
    (True, 0.0)
    """

    def __init__(self, most: int = MAX_WRONG_KEYS, window: float = WINDOW_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.most, self.window, self.clock = most, window, clock
        self._failures: dict[str, deque[float]] = {}

    def failed(self, address: str) -> None:
        self._failures.setdefault(address, deque(maxlen=self.most)).append(self.clock())

    def wait(self, address: str) -> float:
        """Seconds `address` must wait before its next key is checked (0: none)."""
        now = self.clock()
        failures = self._failures.get(address)
        if failures is None:
            return 0.0
        while failures and now - failures[0] >= self.window:
            failures.popleft()
        if not failures:
            del self._failures[address]
            return 0.0
        return self.window - (now - failures[0]) if len(failures) >= self.most else 0.0

    def forget(self, address: str) -> None:
        """The right key came from `address`: its earlier slips are forgiven."""
        self._failures.pop(address, None)
