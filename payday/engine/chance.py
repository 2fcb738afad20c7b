"""Chance split into streams by purpose, each derived from the game's seed.

Each player's movement die, each deck's order and each contest has its own generator, so a
different decision changes as little as possible of the luck that follows: "same game, other
choice" comparisons stay fair. The global `random` module is never used.
"""
from __future__ import annotations

from collections import deque
from random import Random   # seeded instances only, never the global generator
from collections.abc import Callable, Iterable, Mapping
from typing import Any


class Chance:
    def __init__(self, seed: int, script: Mapping[str, Iterable[int]] | None = None) -> None:
        self.seed = seed
        self._streams: dict[str, Random] = {}
        self._bits: dict[str, Callable[[int], int]] = {}    # see `die`
        # The next rolls of named streams, from a game's start position (see `die`).
        self._script = {purpose: deque(rolls) for purpose, rolls in (script or {}).items()}

    def stream(self, purpose: str) -> Random:
        rng = self._streams.get(purpose)
        if rng is None:
            # A string seed is hashed with SHA-512 by `random`, so streams are stable across runs.
            rng = self._streams[purpose] = Random(f"{self.seed}/{purpose}")
        return rng

    def die(self, purpose: str, sides: int = 6) -> int:
        # Each stream's `getrandbits`, looked up once: a game rolls thousands of times.
        bits_of = self._bits.get(purpose)
        if bits_of is None:
            bits_of = self._bits[purpose] = self.stream(purpose).getrandbits
        # The very draws of `rng.randint(1, sides)`, as `below` takes them, without its three
        # Python calls (tests/engine/test_chance.py proves the two agree, roll by roll).
        bits = sides.bit_length()
        drawn = bits_of(bits)
        while drawn >= sides:
            drawn = bits_of(bits)
        n = drawn + 1
        if self._script:
            # A scripted roll replaces this draw; the stream has drawn its own number all the
            # same, so the rolls after the script are those the game would have rolled.
            queue = self._script.get(purpose)
            if queue:
                n = queue.popleft()
        return n


def below(rng: Random, n: int) -> int:
    """`rng._randbelow(n)`: CPython takes bit_length(n) random bits until they make a number
    below `n` (tests/engine/test_chance.py proves the two agree)."""
    bits = n.bit_length()
    drawn = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


def shuffle(rng: Random, items: list[Any]) -> None:
    """`rng.shuffle(items)`, card for card (tests/engine/test_chance.py proves it), without its
    Python-level calls: a compiled game shuffles its decks often."""
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]
