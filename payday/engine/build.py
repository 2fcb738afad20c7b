"""Which build of the workbook is running: its version, and whether the engine is the
mypyc-compiled one (extension modules) or the pure Python source. Both builds play the same
games (setup.py; tests/engine/test_equivalence.py)."""
from __future__ import annotations

from payday.engine import game as _game

__version__ = "0.1.0"      # read by the packaging too (pyproject.toml), so a plain literal
compiled: bool = not _game.__file__.endswith(".py")
