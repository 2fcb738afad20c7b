"""The optional compiled build: with PAYDAY_MYPYC=1, `pip install .` compiles the engine, the
editions and the computer players with mypyc, from the same files as the pure package (as black
and mypy ship theirs). Without it, or without a C compiler, the package is pure Python."""
from __future__ import annotations

import os

from setuptools import setup

# The modules of the hot path. Saves, accounts and everything that draws or shows a game stay
# Python: they run once per game or per screen, not once per decision.
COMPILED = [
    "payday/engine/board.py",
    "payday/engine/cards.py",
    "payday/engine/chance.py",
    "payday/engine/decisions.py",
    "payday/engine/features.py",
    "payday/engine/game.py",
    "payday/engine/ledger.py",
    "payday/engine/rules.py",
    "payday/engine/state.py",
    "payday/editions/bonne_paye/game.py",
    "payday/editions/bonne_paye/rules.py",
    "payday/editions/pay_day/game.py",
    "payday/editions/pay_day/rules.py",
    "payday/editions/payday_auction/game.py",
    "payday/editions/payday_auction/rules.py",
    "payday/players/bot.py",
    "payday/players/styles.py",
    "payday/players/play.py",
]


def wanted() -> bool:
    return os.environ.get("PAYDAY_MYPYC", "0").lower() in ("1", "true", "yes")


def ext_modules() -> list:
    if not wanted():
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        # pip asks the backend what the build needs before mypy is installed (see
        # build_backend/payday_build.py); it is there by the time the wheel is built.
        print("payday: mypyc is not installed, so this build is pure Python")
        return []
    # mypyc type-checks what it compiles with the project's mypy settings (pyproject.toml:
    # strict), the ones tests/test_lint.py checks: a type error stops the build.
    return mypycify(["--config-file=pyproject.toml", *COMPILED], opt_level="3")


setup(ext_modules=ext_modules())
