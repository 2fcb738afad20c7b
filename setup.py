"""The optional compiled build: with PAYDAY_MYPYC=1, `pip install .` compiles the engine, the
editions and the computer players with mypyc, from the same files as the pure package (as black
and mypy ship theirs). Without it, or without a C compiler, the package is pure Python."""
from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent

# The modules of the hot path. Saves, accounts and everything that draws or shows a game stay
# Python: they run once per game or per screen, not once per decision.
COMPILED = [
    "payday/engine/board.py",
    "payday/engine/cards.py",
    "payday/engine/chance.py",
    "payday/engine/decisions.py",
    "payday/engine/features.py",
    "payday/engine/game.py",
    "payday/engine/procedures.py",
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


class BuildPyWithNotebooks(build_py):
    """The package, plus the notebooks from the top of the repository (notebooks/, where a
    student opening the workbook looks first) built into it as payday/notebooks/, so that an
    installed wheel serves the same files as a checkout (payday.classroom.launcher.notebook_path
    finds them with importlib.resources). An editable install copies nothing: it serves the
    checkout's own notebooks/."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for source in sorted((HERE / "notebooks").rglob("*.ipynb")):
            relative = source.relative_to(HERE)
            if ".ipynb_checkpoints" in relative.parts:
                continue
            target = Path(self.build_lib, "payday", relative)
            self.mkpath(str(target.parent))
            self.copy_file(str(source), str(target))


setup(ext_modules=ext_modules(), cmdclass={"build_py": BuildPyWithNotebooks})
