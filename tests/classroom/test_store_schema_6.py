"""A store written before holders and guesses per browser (schema 5) opens at schema 6: its
games, codes and answers as they were, its games and answers of no known holder, and each name's
guesses so far counted as that name's from every browser."""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

import payday
from payday.classroom.records import AnswersKept
from payday.classroom.schema import SCHEMA_VERSION
from payday.classroom.store import Store

FIXTURES = Path(__file__).parent / "fixtures"


def test_a_store_of_schema_5_is_migrated_to_holders_and_guesses_per_source(tmp_path):
    """tests/classroom/fixtures/store-schema-5.sqlite3 was written by main's store.py (schema
    5): Ada's and Bo's games, Ada's pre-quiz of lesson 03, two codes tried for Ada."""
    path = tmp_path / "class.sqlite3"
    shutil.copy(FIXTURES / "store-schema-5.sqlite3", path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM payday_schema").fetchone()[0] == 5
        codes = dict(raw.execute("SELECT student, resume_code FROM games"))
    with Store(path) as store:
        assert store.schema_version() == SCHEMA_VERSION == 6
        assert store._execute("SELECT student, source, guesses FROM code_guesses") == [("Ada", "", 2)]
        assert store._execute("SELECT DISTINCT holder FROM games") == [("",)]
        assert store.find_code("5B", "Ada", codes["Ada"]).key.game_id == "g3"
        assert store.load("5B", "Bo", "g4").seed == 4
        assert [(a.student, a.question, a.answer) for a in store.answers("5B")][:2] == [
            ("Ada", 1, "7"), ("Ada", 2, "a")]
        # Answers of no known holder are replaced as before; from then on they have one.
        store.put_answers("5B", "Ada", "03", "pre", [(1, "8", False, "")], "now", holder="ada")
        with pytest.raises(AnswersKept):
            store.put_answers("5B", "Ada", "03", "pre", [(1, "9", False, "")], "later", holder="bo")
        assert [a.answer for a in store.answers("5B") if a.question == 1] == ["8"]
        store.save(payday.new_game("bonne-paye", ["Cy", "X"], seed=5), class_id="5B", student="Cy",
                   game_id="g5")
    with Store(path) as again:               # opening twice migrates once
        assert again.schema_version() == 6 and len(again.rows("5B")) == 3
