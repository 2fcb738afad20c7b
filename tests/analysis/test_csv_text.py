"""A spreadsheet runs a CSV cell that starts with `=`, `+`, `-` or `@` (and,
in some, a tab or a carriage return) as a formula. Every CSV the workbook writes (the dashboard's
class and quiz exports, a month's transactions, the money lab's results) writes such text with a
leading apostrophe, and writes numbers, negative amounts included, as numbers."""
from __future__ import annotations

import csv
import io

import pandas as pd
import pytest

from payday.analysis.csv_text import as_text_cell, frame_csv
from payday.analysis.export import month_csv
from payday.analysis.frames import frames
from payday.analysis.lab_export import results_csv
from payday.classroom.records import Answer
from payday.lab.tables import run
from payday.players.play import computer_game
from payday.ui.dashboard.data import StudentRow, class_csv, column_name
from payday.ui.dashboard.quiz import quiz_csv

# What OWASP's "CSV Injection" page lists: the four formula signs, a tab and a carriage return.
FORMULAS = ['=HYPERLINK("http://example.invalid","click")', "+1+2", "-2+3", "@SUM(A1:A9)",
            "\t=1+2", "\r=1+2"]


def cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


@pytest.mark.parametrize("cell", FORMULAS)
def test_a_text_cell_that_starts_like_a_formula_gets_a_leading_apostrophe(cell):
    assert as_text_cell(cell) == "'" + cell


def test_the_class_csv_writes_formula_names_as_text_and_negative_net_worths_as_numbers():
    """A student named `=HYPERLINK(...)` is text in the teacher's spreadsheet; a net worth of
    -1,200 (a student in debt) is still the number -1200."""
    rows = [StudentRow(source=f"{name} / g", student=name, edition="payday", currency="USD",
                       months="1/1", finished=False, net_worth=-1200, borrowed=2000, saved=0,
                       withdrew_early=0, interest_earned=0, interest_paid=200, fees_paid=0)
            for name in FORMULAS + ["Ada"]]
    written = cells(class_csv(rows))
    header, lines = written[0], written[1:]
    assert [line[0] for line in lines] == ["'" + name for name in FORMULAS] + ["Ada"]
    assert [line[1] for line in lines] == ["'" + name + " / g" for name in FORMULAS] + ["Ada / g"]
    worth = header.index(column_name("net_worth", "en"))
    assert {line[worth] for line in lines} == {"-1200"}


def test_the_quiz_csv_writes_formula_names_as_text():
    answers = [Answer("5B", name, "03", "pre", 1, "7", True, "then") for name in FORMULAS]
    written = cells(quiz_csv(answers, "03", named=True))
    assert sorted(line[0] for line in written[1:]) == sorted("'" + name for name in FORMULAS)
    assert {line[3] for line in written[1:]} == {"1"}, "scores stay numbers"


def test_a_months_transactions_keep_their_negative_amounts_as_numbers():
    """Money out is a negative amount and a loan a negative balance: written as numbers, so the
    month's CSV reads back into the same frame."""
    game = computer_game("payday", ["borrower", "random"], seed=3, months=2)
    text = month_csv(frames(game), 0, 1)
    back = pd.read_csv(io.StringIO(text))
    assert (back["amount"] < 0).any() and (back["loan_after"] < 0).any()
    assert back["amount"].dtype.kind == "i" and "'" not in text


def test_the_labs_results_write_a_formula_cell_as_text_and_numbers_as_numbers():
    frame = run("bonne-paye", games=2, months=1, styles=["saver", "borrower"], players=2)
    frame.loc[0, "style"] = "=1+2"
    frame.loc[0, "net_worth"] = -5
    written = cells(results_csv(frame))
    header = written[0]
    first = dict(zip(header, written[1]))
    assert first["style"] == "'=1+2" and first["net_worth"] == "-5"
    assert frame_csv(frame) == results_csv(frame)
