"""Notebooks call; the package thinks ("Notebooks stay thin"): one palette, one table
helper and the words live in payday/ui/shared/kit.py, and no notebook defines its own."""
import json
import re
from pathlib import Path

import pandas as pd
import pytest

from payday.analysis.palette import PALETTE
from payday.ui.shared.kit import style_list, table_html, words

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").rglob("*.ipynb"))


def test_a_table_has_its_caption_and_escapes_what_students_typed():
    shown = table_html(pd.DataFrame({"student": ["<b>Ada</b>"], "worth": ["€1,200"]}), "Class & co")
    assert re.search(r"<caption[^>]*>Class &amp; co</caption>", shown)
    assert "&lt;b&gt;Ada&lt;/b&gt;" in shown and "<b>Ada</b>" not in shown


def test_the_palette_is_okabe_ito_and_the_words_follow_the_language():
    assert PALETTE[:3] == ("#0072B2", "#E69F00", "#009E73")
    assert words("zh-Hant")("app.style.cautious") == "謹慎型"
    assert style_list("fr")(["saver"]) == words("fr")("app.style.saver")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_notebook_defines_its_own_palette_table_or_words(path):
    code = "\n".join("".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "code")
    for definition in (r"^SAFE = \[", r"^def show_table\(", r"^def players\("):
        assert not re.search(definition, code, re.M), f"{path.name} defines {definition}"
    if "lessons" in path.parts:
        assert not re.search(r"^def t\(", code, re.M)


MOST_LINES = 60


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_notebook_holds_more_than_60_lines_of_code(path):
    """"Notebooks call; the package thinks" (docs/architecture.md, principle 15): a notebook's code cells
    hold at most 60 non-empty lines (comments count too); views and helpers live in payday/
    and are tested in process."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines = [line for c in cells if c["cell_type"] == "code"
             for line in "".join(c["source"]).splitlines() if line.strip()]
    assert len(lines) <= MOST_LINES, f"{path.name} holds {len(lines)} lines of code"


def test_a_wide_table_scrolls_in_its_own_box_on_a_phone():
    shown = table_html(pd.DataFrame({"a": [1]}), "caption")
    assert shown.startswith('<div class="pd-scroll"') and "overflow-x:auto" in shown


def test_the_palettes_colours_are_written_in_one_place_only():
    """One palette (docs/architecture.md): every Okabe–Ito colour a page or a chart shows comes
    from payday/analysis/palette.py, so series 5 is one colour everywhere."""
    root = Path(__file__).resolve().parents[2]
    colours = [c.lower() for c in PALETTE if c != "#000000"]
    for path in [*(root / "payday").rglob("*.py"), *(root / "notebooks").rglob("*.ipynb")]:
        if path.name == "palette.py":
            continue
        text = path.read_text(encoding="utf-8").lower()
        assert not [c for c in colours if c in text], f"{path.relative_to(root)} writes a palette colour"
