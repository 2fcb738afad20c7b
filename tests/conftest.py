import os
from pathlib import Path

import pytest

import payday

# The repository's papers (lessons/), wherever the tests run from (payday.teaching.lessons.LESSONS_DIR).
os.environ.setdefault("PAYDAY_LESSONS", str(Path(__file__).resolve().parents[1] / "lessons"))


def pytest_configure(config):
    config.addinivalue_line("markers", "import_contract: the layers' import contract "
                                       "(lint-imports, pyproject.toml's [tool.importlinter])")


def pytest_report_header(config):
    return f"payday: {'compiled with mypyc' if payday.compiled else 'pure Python'}, from {payday.__file__}"


def pytest_sessionstart(session):
    """`./workbook test` says which build each run is for; a run that imported the other one
    (the source tree shadowing the installed compiled package, say) would prove nothing."""
    expected = os.environ.get("PAYDAY_EXPECT_COMPILED")
    if expected in ("0", "1") and payday.compiled != (expected == "1"):
        raise pytest.UsageError(f"this run is for the {'compiled' if expected == '1' else 'pure'} "
                                f"build, but imported {payday.__file__}")


# Tests that replace a method of an engine class, which a compiled class does not allow: they
# put a fault inside the rules, which no public way of setting up a game can (a start
# position sets up a situation, not a bug). They are skipped on the compiled build only and
# run on the pure one (./workbook test runs these files there too).
MONKEYPATCH_ENGINE = {
    "tests/engine/test_protocol.py::test_a_fault_inside_the_rules_leaves_the_game_as_it_was",
    "tests/engine/test_protocol.py::test_after_a_fault_the_game_goes_on_moving_itself",
    "tests/engine/test_position.py::test_a_fault_in_the_rules_rebuilds_a_game_from_its_position",
}


def pytest_collection_modifyitems(config, items):
    if not payday.compiled:
        return
    patches = pytest.mark.skip(reason="replaces an engine method, which a compiled class does "
                                      "not allow; runs on the pure build")
    for item in items:
        if item.nodeid in MONKEYPATCH_ENGINE:
            item.add_marker(patches)
