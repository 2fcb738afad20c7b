"""notebooks/charts.ipynb shows every chart on a seeded game and runs cell by cell under nbval.

`--nbval-lax` runs every cell and fails on any error without comparing outputs: plotly's
outputs carry random ids, and the notebook is committed without outputs anyway."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "charts.ipynb"


def test_the_charts_notebook_runs_under_nbval():
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval-lax", str(NOTEBOOK), "-p", "no:cacheprovider",
         "-q", "--rootdir", str(ROOT)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert " passed" in result.stdout


def test_the_notebook_shows_every_chart_and_is_committed_without_outputs():
    from payday.analysis.charts import CHARTS
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    source = "".join("".join(cell["source"]) for cell in code)
    for chart in CHARTS:
        assert f"charts.{chart}_view(" in source
    assert all(not cell.get("outputs") and cell.get("execution_count") is None for cell in code)
