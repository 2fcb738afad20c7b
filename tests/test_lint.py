"""The code is checked as it is tested: mypy over the whole package (strict, as configured in
pyproject.toml), ruff over the package, the tests, the benchmarks and the notebooks, and the
import contract of docs/architecture.md's layers (import-linter)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def test_the_whole_package_passes_mypy_strict():
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_passes_ruff():
    result = run("ruff", "check", "payday", "notebooks", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.import_contract
def test_the_package_keeps_its_import_contract():
    """pyproject.toml's [tool.importlinter]: each layer imports only those below it
    (engine -> editions -> players -> i18n -> lab -> teaching -> classroom -> analysis -> ui ->
    cli), no two modules of a package import each other, and nothing inside payday imports its
    front door. `lint-imports` is the one beside this Python, over the source tree."""
    lint_imports = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True,
                            text=True, timeout=600,
                            env=dict(os.environ, PYTHONPATH=str(ROOT), COLUMNS="200"))
    assert result.returncode == 0, ("the import contract is broken (docs/architecture.md):\n"
                                    + result.stdout + result.stderr)


@pytest.mark.import_contract
def test_the_engines_contract_forbids_every_third_party_package_payday_imports():
    """The engine imports nothing outside the standard library: its contract names the packages
    it may not import, and that list holds every top-level package outside the standard library
    that any module of payday imports, so a new dependency cannot reach the engine unseen."""
    import tomllib

    import grimp
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    [contract] = [c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "engine-stdlib"]
    assert contract["type"] == "forbidden" and contract["source_modules"] == ["payday.engine"]
    graph = grimp.build_graph("payday", include_external_packages=True, cache_dir=None)
    imported = {module for module in graph.modules if "." not in module and module != "payday"}
    third_party = imported - set(sys.stdlib_module_names)
    assert third_party, "the graph holds the external packages"
    missing = sorted(third_party - set(contract["forbidden_modules"]))
    assert not missing, f"add them to the engine-stdlib contract in pyproject.toml: {missing}"


def test_no_import_contract_ignores_an_import():
    """"A cycle means a concept is in the wrong package": the contracts hold with no exemption,
    the engine's too (a game checks its start position and writes its save, and `position` and
    `saves` read it through a Protocol of their own instead of importing `game`)."""
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    exempt = {c["id"]: c["ignore_imports"] for c in config["tool"]["importlinter"]["contracts"]
              if c.get("ignore_imports")}
    assert exempt == {}
