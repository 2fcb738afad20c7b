"""Which build of the engine is running: the mypyc-compiled one (extension modules) or the pure
Python source. Both play the same games (setup.py; tests/engine/test_equivalence.py)."""
from __future__ import annotations

from payday.engine import game as _game

compiled: bool = not _game.__file__.endswith(".py")
