import os
import sys
from pathlib import Path

import pytest

import payday

sys.path.insert(0, str(Path(__file__).parent))



def pytest_report_header(config):
    return f"payday: {'compiled with mypyc' if payday.compiled else 'pure Python'}, from {payday.__file__}"


def pytest_sessionstart(session):
    """`./workbook test` says which build each run is for; a run that imported the other one
    (the source tree shadowing the installed compiled package, say) would prove nothing."""
    expected = os.environ.get("PAYDAY_EXPECT_COMPILED")
    if expected in ("0", "1") and payday.compiled != (expected == "1"):
        raise pytest.UsageError(f"this run is for the {'compiled' if expected == '1' else 'pure'} "
                                f"build, but imported {payday.__file__}")

