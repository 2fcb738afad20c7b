"""CSV that a spreadsheet opens as data, never as formulas: the one way the workbook writes CSV
(the dashboard's class and quiz exports, a month's transactions, the money lab's results).

A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula (and, in some,
one that starts with a tab or a carriage return), so a student named `=HYPERLINK(...)` could
put a link or a command in the teacher's spreadsheet. As OWASP's "CSV Injection" page advises,
such a text cell is written with a leading apostrophe, which spreadsheets read as "this is
text" and do not show. Only text is changed: numbers are written as numbers, so a negative
amount (a debt, money out) stays a number the spreadsheet can add up.

>>> csv_text(["name", "net worth"], [["=1+2", -1200], ["Ada", 300]]).splitlines()
['name,net worth', "'=1+2,-1200", 'Ada,300']
"""
from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:       # a frame is given, never made here: the dashboard need not load pandas
    import pandas as pd

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def as_text_cell(value: object) -> object:
    """A cell as a spreadsheet must read it: text that starts like a formula gets a leading
    apostrophe; anything else, numbers first of all, is left as it is.

    >>> as_text_cell("-5 and more"), as_text_cell(-5), as_text_cell("Ada")
    ("'-5 and more", -5, 'Ada')
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_text(header: Sequence[object], rows: Iterable[Sequence[object]]) -> str:
    """A header and rows as CSV, every text cell written as text (`as_text_cell`)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([as_text_cell(cell) for cell in header])
    writer.writerows([as_text_cell(cell) for cell in row] for row in rows)
    return out.getvalue()


def frame_csv(frame: pd.DataFrame) -> str:
    """A pandas frame as CSV without its index, its text cells written as text: only columns
    that hold text are looked at, so number columns are written as pandas writes them."""
    safe = frame.rename(columns=lambda name: as_text_cell(str(name)))
    for column, dtype in safe.dtypes.items():
        if dtype.kind in "OSU":                      # object (str), bytes or unicode columns
            safe[column] = safe[column].map(as_text_cell)
    text: str = safe.to_csv(index=False)
    return text
