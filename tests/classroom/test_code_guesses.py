"""Resume codes cannot be guessed through the page. Every code the store
checks is a guess, counted in the store per class and name, so that neither a reload nor a new
kernel starts the count again (on SQLite and PostgreSQL); a store of schema 3 gets the table."""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

import payday
from payday.classroom import guesses
from payday.classroom.records import TooManyGuesses
from payday.classroom.schema import SCHEMA_VERSION, new_code
from payday.classroom.store import Store

FIXTURES = Path(__file__).parent / "fixtures"


def wrong_codes(right: str, n: int) -> list[str]:
    codes: list[str] = []
    while len(codes) < n:
        code = new_code()
        if code != right and code not in codes:
            codes.append(code)
    return codes


def the_limit_holds_in_the_store(location: str, class_id: str) -> None:
    with Store(location) as kernel:
        right = kernel.save(payday.new_game("bonne-paye", ["Ada", "X"], seed=1),
                            class_id=class_id, student="Ada", game_id="g")
        kernel.save(payday.new_game("bonne-paye", ["Bo", "X"], seed=2), class_id=class_id,
                    student="Bo", game_id="g")
        # A page's list of many "remembered" codes counts every code the store checks.
        many = wrong_codes(right, guesses.GUESSES - 2) + [right]
        assert [row.key.game_id for row in kernel.find_codes(class_id, "Ada", many)] == ["g"]
        assert kernel.find_code(class_id, "Ada", wrong_codes(right, 1)[0]) is None
        with pytest.raises(TooManyGuesses) as limited:
            kernel.find_code(class_id, "Ada", right)            # the 31st: not even checked
        assert 0 < limited.value.minutes <= guesses.GUESS_WINDOW_S // 60
    with Store(location) as new_kernel:                          # a reload, a new kernel
        with pytest.raises(TooManyGuesses):
            new_kernel.find_codes(class_id, "Ada", [right])
        assert new_kernel.find_code(class_id, "Bo", right) is None, "another name has its own count"
        # The window is over: the count starts again.
        new_kernel._execute("UPDATE code_guesses SET since = since - ?", (guesses.GUESS_WINDOW_S,))
        assert new_kernel.find_code(class_id, "Ada", right).key.game_id == "g"
        new_kernel.delete(class_id)


def test_every_code_checked_counts_against_a_limit_kept_in_the_store_per_class_and_name(tmp_path):
    """"The kernel must ... count every code it checks as a guess, and keep the guess limit in
    the store per class and name, so a reload does not reset it": 30 codes in 10 minutes, then
    none is checked, not even the right one, from this kernel or a new one."""
    the_limit_holds_in_the_store(str(tmp_path / "class.sqlite3"), "7B")


def test_the_guess_limit_holds_on_postgresql(postgres_url):
    the_limit_holds_in_the_store(postgres_url, "pg-guess")


def test_forgetting_a_student_forgets_the_codes_tried_for_their_name(tmp_path):
    """Forgetting deletes for real: the guesses kept under a forgotten name go too."""
    location = tmp_path / "class.sqlite3"
    with Store(location) as store:
        store.save(payday.new_game("bonne-paye", ["Zoe-Quintessa", "X"], seed=1),
                   class_id="6C", student="Zoe-Quintessa", game_id="g")
        store.find_code("6C", "Zoe-Quintessa", "ABCDEF")
        assert store.delete("6C", student="Zoe-Quintessa") == 1
        assert store._execute("SELECT COUNT(*) FROM code_guesses") == [(0,)]
    for path in tmp_path.iterdir():
        assert b"Zoe-Quintessa" not in path.read_bytes(), path.name


def test_a_store_of_schema_3_is_migrated_and_counts_guesses(tmp_path):
    """tests/classroom/fixtures/store-schema-3.sqlite3 was written by main's store.py (schema 3,
    before guesses were counted): it opens at schema 4, its games and resume codes still open,
    its quiz answers are kept, and guesses are counted from then on."""
    path = tmp_path / "class.sqlite3"
    shutil.copy(FIXTURES / "store-schema-3.sqlite3", path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM payday_schema").fetchone()[0] == 3
        assert "code_guesses" not in {n for (n,) in raw.execute("SELECT name FROM sqlite_master")}
        codes = dict(raw.execute("SELECT student, resume_code FROM games"))
    with Store(path) as store:
        assert store.schema_version() == SCHEMA_VERSION >= 4
        assert store.find_code("5B", "Ada", codes["Ada"]).key.game_id == "g3"
        assert store.load("5B", "Bo", "g4").seed == 4
        assert [(a.student, a.answer) for a in store.answers("5B")] == [("Ada", "7")]
        assert store._execute("SELECT student, guesses FROM code_guesses WHERE source = ''") == [("Ada", 1)]
    with Store(path) as again:               # opening twice migrates once
        assert again.schema_version() == SCHEMA_VERSION and again.find_code("5B", "Bo", codes["Bo"]) is not None


def per_browser_in_the_store(location: str, class_id: str) -> None:
    """One browser's guesses do not spend a name's budget; holders keep their games' share and
    their quiz answers (`tests/ui/test_guesses_per_browser.py` and `test_holders.py` meet them
    through the page)."""
    from payday.classroom.records import AnswersKept
    from payday.classroom.store import MAX_GAMES_PER_STUDENT
    with Store(location) as store:
        game = payday.new_game("bonne-paye", ["Ada", "X"], seed=1)
        right = store.put(game, class_id=class_id, student="Ada", game_id="g", after=0,
                          holder="ada").code
        for _ in range(40):
            try:
                store.find_codes(class_id, "Ada", wrong_codes(right, 5), source="mallory")
            except TooManyGuesses:
                pass
        assert store.find_codes(class_id, "Ada", [right], source="ada")[0].code == right
        for n in range(MAX_GAMES_PER_STUDENT - 1):
            store.put(game, class_id=class_id, student="Ada", game_id=f"m{n}", after=0,
                      holder="mallory")
        store.put(game, class_id=class_id, student="Ada", game_id="mine", after=0, holder="ada")
        store.put_answers(class_id, "Ada", "03", "pre", [(1, "7", True, "")], "t", holder="ada")
        with pytest.raises(AnswersKept):
            store.put_answers(class_id, "Ada", "03", "pre", [(1, "8", False, "")], "t",
                              holder="mallory")
        store.put_answers(class_id, "Ada", "03", "pre", [(1, "9", False, "")], "t",
                          holder="tablet", codes=[right])
        assert [a.answer for a in store.answers(class_id)] == ["9"]
        store.delete(class_id)


def test_guesses_quotas_and_answers_are_per_browser_on_sqlite(tmp_path):
    per_browser_in_the_store(str(tmp_path / "class.sqlite3"), "7B")


def test_guesses_quotas_and_answers_are_per_browser_on_postgresql(postgres_url):
    per_browser_in_the_store(postgres_url, "pg-holders")
