"""The code is checked as it is tested: mypy over the engine, the editions and the bots (strict, as
configured in pyproject.toml), and ruff over the package, the tests and the benchmarks."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def test_the_engine_and_the_editions_pass_mypy_strict():
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_passes_ruff():
    result = run("ruff", "check", "payday", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr
