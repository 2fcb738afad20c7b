"""The same environment everywhere: one lock of exact versions, written by
`./workbook lock` from the environment the tests ran in, is what `./workbook` and Binder
install, so a new release cannot break students' Binder without a test noticing."""
from __future__ import annotations

import re
import subprocess
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements.lock"


def pins() -> dict[str, str]:
    found = {}
    for line in LOCK.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            found[canonical(name)] = version.strip()
    return found


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


DISTRIBUTION = "payday-workbook"      # the import name is payday; payday is taken on PyPI


def test_the_lock_pins_exact_versions_of_every_package_the_extras_ask_for():
    lines = [line for line in LOCK.read_text().splitlines() if line and not line.startswith("#")]
    assert lines and all(re.fullmatch(r"[A-Za-z0-9_.\-]+==[^\s=]+", line) for line in lines), \
        "only name==version lines (no ranges, no local paths)"
    locked = pins()
    for extra in ("notebook", "test", "class"):
        for text in metadata.requires(DISTRIBUTION) or []:
            requirement = Requirement(text)
            if requirement.marker and requirement.marker.evaluate({"extra": extra}) \
                    and canonical(requirement.name) != DISTRIBUTION:   # an extra of itself
                assert canonical(requirement.name) in locked, (extra, requirement.name)
                assert requirement.specifier.contains(locked[canonical(requirement.name)]), text


def test_the_tests_run_with_the_locked_versions():
    """What the tests run is what the lock says (and so what students run)."""
    differ = {}
    for name, version in pins().items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue              # a package of another platform's or extra's
        if installed != version:
            differ[name] = (installed, version)
    assert differ == {}, "run ./workbook lock after changing the environment on purpose"


def test_the_workbook_and_binder_install_from_the_lock():
    workbook = (ROOT / "workbook").read_text()
    assert "-c requirements.lock" in workbook and "lock)" in workbook
    assert re.search(r"^-c \.\./requirements\.lock$", (ROOT / "binder" / "requirements.txt").read_text(), re.M)
    assert "-c requirements.lock" in (ROOT / "binder" / "postBuild").read_text()


def test_workbook_lock_runs_payday_lock(tmp_path):
    """One command line: `./workbook lock` is the venv's `payday lock`, with its arguments."""
    (tmp_path / "workbook").write_text((ROOT / "workbook").read_text())
    payday = tmp_path / ".venv" / "bin" / "payday"
    payday.parent.mkdir(parents=True)
    payday.write_text(f'#!/bin/sh\necho "$@" > {tmp_path / "called"}\n')
    payday.chmod(0o755)
    subprocess.run(["bash", str(tmp_path / "workbook"), "lock", "--out", "x.lock"], check=True,
                   capture_output=True, timeout=60)
    assert (tmp_path / "called").read_text().split() == ["lock", "--out", "x.lock"]
