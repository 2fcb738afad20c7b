"""setuptools' build backend, asking for mypy too when PAYDAY_MYPYC=1 wants a compiled build
(see setup.py), so that `PAYDAY_MYPYC=1 pip install .` works in pip's isolated build."""
from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403  (every hook setuptools provides)

MYPYC = ["mypy>=1.10"]


def _extra() -> list[str]:
    return MYPYC if os.environ.get("PAYDAY_MYPYC", "0").lower() in ("1", "true", "yes") else []


def get_requires_for_build_wheel(config_settings=None):
    return _setuptools.get_requires_for_build_wheel(config_settings) + _extra()


def get_requires_for_build_editable(config_settings=None):
    return _setuptools.get_requires_for_build_editable(config_settings) + _extra()
