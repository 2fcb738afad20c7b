"""The class store: games saved as they go, from many kernels at once, on SQLite and PostgreSQL."""
from __future__ import annotations

import json
import multiprocessing
import shutil
from pathlib import Path

import pytest

import payday
from payday.classroom.schema import CODE_LENGTH, SCHEMA_VERSION
from payday.classroom.store import Store
from payday.classroom.records import GameKey, NewerStore, StoreError, read_games
from tests.support.games import bots_game
from tests.support.servers import free_port
from payday.players.play import play_out

STYLES = ("saver", "borrower", "deal_hunter", "cautious")
CLASS = "5B"
GAMES = 30


def play_into_store(args) -> int:
    """One student's kernel: play a seeded game with computer players, saving after every
    decision, as the app does."""
    location, seed = args
    game, bots = bots_game("bonne-paye", seed, players=3, months=2, styles=STYLES)
    with Store(location) as store:
        while not game.is_over:
            game.decide(bots[game.pending.player].choose(game, game.pending))
            store.save(game, class_id=CLASS, student=f"student-{seed:02d}", game_id="lesson")
    return len(game.history)


def reference(seed: int) -> payday.Game:
    game, bots = bots_game("bonne-paye", seed, players=3, months=2, styles=STYLES)
    return play_out(game, bots)


def check_thirty_concurrent_games(location: str) -> None:
    seeds = range(1, GAMES + 1)
    with multiprocessing.get_context("spawn").Pool(6) as pool:
        decided = pool.map(play_into_store, [(location, seed) for seed in seeds], chunksize=1)
    with Store(location) as store:
        rows = store.rows(CLASS)
        assert len(rows) == GAMES
        loaded, problems = store.load_class(CLASS)
    assert problems == []
    by_student = {item.source: item.game for item in loaded}
    for seed, count in zip(seeds, decided):
        game = by_student[f"student-{seed:02d} / lesson"]
        expected = reference(seed)
        assert game.is_over and len(game.history) == count == len(expected.history)
        assert [game.net_worth(p) for p in game.players] == [expected.net_worth(p) for p in expected.players]


def test_thirty_games_saved_concurrently_from_separate_processes_none_lost(tmp_path):
    """"A test plays 30 seeded games into the SQLite store concurrently, from separate
    processes, and checks that none is lost.\""""
    check_thirty_concurrent_games(str(tmp_path / "class.sqlite3"))


def test_the_sqlite_store_runs_in_wal_mode(tmp_path):
    """Students' kernels write while the dashboard reads: the journal is write-ahead."""
    with Store(tmp_path / "class.sqlite3") as store:
        assert store._execute("PRAGMA journal_mode") == [("wal",)]


def test_a_game_survives_a_kernel_restart_by_replay_from_the_store(tmp_path):
    """"A student's game survives a kernel restart: it is resumed from the store by replay.\""""
    location = tmp_path / "class.sqlite3"
    game, bots = bots_game("bonne-paye", 11, players=2, months=1, styles=STYLES)
    for _ in range(25):
        game.decide(bots[game.pending.player].choose(game, game.pending))
    with Store(location) as store:
        store.save(game, class_id=CLASS, student="Ada", game_id="lesson")
    with Store(location) as fresh:                    # a new kernel opens the store again
        resumed = fresh.load(CLASS, "Ada", "lesson")
    assert resumed.history == game.history
    assert resumed.pending == game.pending
    assert resumed.ledger.balances == game.ledger.balances


def test_saving_again_replaces_the_game_as_it_goes(tmp_path):
    """Saving after every decision keeps one row per game, holding the latest decision."""
    game, bots = bots_game("bonne-paye", 4, players=2, months=1, styles=STYLES)
    with Store(tmp_path / "class.sqlite3") as store:
        for _ in range(5):
            game.decide(bots[game.pending.player].choose(game, game.pending))
            store.save(game, class_id=CLASS, student="Ada", game_id="lesson")
        [row] = store.rows(CLASS)
        assert row.decisions == 5 and not row.finished
        assert store.text(CLASS, "Ada", "lesson") == game.to_json()


def test_the_store_path_is_a_setting(tmp_path, monkeypatch):
    """The default is an embedded SQLite file whose path is a setting (PAYDAY_STORE)."""
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "elsewhere" / "my-class.sqlite3"))
    with Store() as store:
        store.save(payday.new_game("bonne-paye", ["Ada", "Bo"], seed=2), class_id=CLASS,
                   student="Ada", game_id="g")
    assert (tmp_path / "elsewhere" / "my-class.sqlite3").exists()


def test_a_corrupt_row_gets_a_clear_message_and_the_others_still_load(tmp_path):
    """"A corrupt or hostile upload gets a clear message and never runs code. One bad file does
    not stop the others from loading.\""""
    marker = tmp_path / "pwned"
    hostile = json.dumps({"format": "payday-game", "version": 1, "months": 1, "seed": 1,
                          "variant": f"__import__('os').system('touch {marker}')",
                          "players": [{"name": "Bo"}, {"name": "Cy"}], "decisions": []})
    with Store(tmp_path / "class.sqlite3") as store:
        store.save(payday.new_game("bonne-paye", ["Ada", "Bo"], seed=3), class_id=CLASS,
                   student="Ada", game_id="g")
        store.save(payday.new_game("bonne-paye", ["Bo", "Cy"], seed=4), class_id=CLASS,
                   student="Bo", game_id="g")
        store._execute("UPDATE games SET body = ? WHERE student = 'Bo'", (hostile,))
        loaded, problems = store.load_class(CLASS)
    assert [item.source for item in loaded] == ["Ada / g"]
    assert [p.source for p in problems] == ["Bo / g"]
    assert "settings are damaged" in problems[0].message
    assert not marker.exists()


@pytest.mark.parametrize("upload, words", [
    (b"\x80\x81not text", "not text"),
    (b'{"format": "payday-game", "version": 1, "players": [', "not valid JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "not valid JSON"),
    (b'{"format": "something else"}', "not a Pay Day saved game"),
])
def test_uploaded_files_that_are_not_games_are_refused_with_a_message(upload, words):
    """Each bad upload is named with its reason; a good one beside it still loads."""
    good = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=5).to_json().encode()
    loaded, problems = read_games([("bad.json", upload), ("good.json", good)])
    assert [item.source for item in loaded] == ["good.json"]
    assert problems[0].source == "bad.json" and words in problems[0].message


def test_a_key_must_be_a_short_name():
    with pytest.raises(StoreError, match="student"):
        GameKey("5B", "", "g")
    with pytest.raises(StoreError, match="class id"):
        GameKey("x" * 101, "Ada", "g")


def test_a_class_reset_deletes_only_that_class(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        for class_id in ("5A", "5B"):
            store.save(payday.new_game("bonne-paye", ["Ada", "Bo"], seed=6), class_id=class_id,
                       student="Ada", game_id="g")
        assert store.delete("5A") == 1
        assert store.classes() == ["5B"]


# ---------------------------------------------------------------- schema versions
FIXTURES = Path(__file__).parent / "fixtures"


def test_a_store_written_by_main_before_schema_versions_opens_and_is_migrated(tmp_path):
    """The class store's schema has a version and migrations: a store written by main at
    87102e2 (no version table, no resume codes) opens, keeps every game, and each game gets a
    resume code."""
    location = tmp_path / "class.sqlite3"
    shutil.copy(FIXTURES / "class-store-v0.sqlite3", location)
    with Store(location) as store:
        assert store.schema_version() == SCHEMA_VERSION
        rows = store.rows()
        assert [str(r.key) for r in rows] == ["7B / Ada / lesson", "7B / Bo / lesson", "8A / Cy / g1"]
        assert [r.variant for r in rows] == ["bonne-paye", "payday", "payday-auction"]
        assert all(len(r.code) == CODE_LENGTH for r in rows)
        assert len({r.code for r in rows}) == 3
        ada = store.load("7B", "Ada", "lesson")
        assert len(ada.history) == 6 and store.load("7B", "Bo", "lesson").is_over
        assert store.find_code("7B", "Ada", rows[0].code).key == rows[0].key
    with Store(location) as again:           # opening it again migrates nothing twice
        assert [r.code for r in again.rows()] == [r.code for r in rows]


def test_a_store_from_a_newer_workbook_is_refused_and_left_as_it_is(tmp_path):
    location = tmp_path / "class.sqlite3"
    with Store(location) as store:
        store._execute("UPDATE payday_schema SET version = ?", (SCHEMA_VERSION + 1,))
    with pytest.raises(NewerStore, match="newer workbook"):
        Store(location)


# ---------------------------------------------------------------- resume codes
def test_the_first_save_gives_a_resume_code_that_later_saves_keep(tmp_path):
    """"the first save gives the student a short resume code": saving again keeps it."""
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=8)
    with Store(tmp_path / "class.sqlite3") as store:
        code = store.save(game, class_id=CLASS, student="Ada", game_id="g")
        game.decide(game.pending.find(payday.Act.ROLL))
        assert store.save(game, class_id=CLASS, student="Ada", game_id="g") == code
        assert len(code) == CODE_LENGTH and code.isalnum() and code.isupper()
        assert code not in repr(store.rows(CLASS)), "a row's repr never shows the secret"


def test_a_resume_code_opens_only_its_own_students_game(tmp_path):
    """"A student resumes only their own game": a code typed with another name, a wrong code
    or no code finds nothing; the code is read without case, spaces or dashes."""
    with Store(tmp_path / "class.sqlite3") as store:
        ada = store.save(payday.new_game("bonne-paye", ["Ada", "X"], seed=1), class_id=CLASS,
                         student="Ada", game_id="g1")
        bo = store.save(payday.new_game("bonne-paye", ["Bo", "X"], seed=2), class_id=CLASS,
                        student="Bo", game_id="g2")
        assert store.find_code(CLASS, "Ada", ada).key.game_id == "g1"
        typed = f" {ada[:3].lower()}-{ada[3:]} "
        assert store.find_code(CLASS, "Ada", typed).key.game_id == "g1"
        assert store.find_code(CLASS, "Ada", bo) is None
        assert store.find_code(CLASS, "Bo", ada) is None
        assert store.find_code(CLASS, "Ada", "") is None
        assert store.find_code("other", "Ada", ada) is None


def test_two_students_with_the_same_name_in_one_class_keep_two_games(tmp_path):
    """"Two students who type the same name in one class get two games, never one shared
    row": each game has its own key and its own code."""
    from payday.ui.app.session import game_id_for
    first, second = (payday.new_game("bonne-paye", ["Ada", "X"], seed=s) for s in (1, 1))
    second.decide(second.pending.find(payday.Act.ROLL))
    with Store(tmp_path / "class.sqlite3") as store:
        one = store.save(first, class_id=CLASS, student="Ada", game_id=game_id_for("bonne-paye", 1))
        two = store.save(second, class_id=CLASS, student="Ada", game_id=game_id_for("bonne-paye", 1))
        rows = store.rows(CLASS)
        assert len(rows) == 2 and one != two
        assert store.find_code(CLASS, "Ada", one).decisions == 0
        assert store.find_code(CLASS, "Ada", two).decisions == 1


# ---------------------------------------------------------------- forgetting
def forget_a_class_for_real(location: str) -> None:
    with Store(location) as store:
        for student in ("Zoe-Quintessa", "Yann"):
            store.save(payday.new_game("bonne-paye", [student, "X"], seed=3), class_id="6C",
                       student=student, game_id="g")
        store.save(payday.new_game("bonne-paye", ["Ada", "X"], seed=3), class_id="6D",
                   student="Ada", game_id="g")
        assert store.delete("6C", student="Yann") == 1
        assert store.delete("6C") == 1
        assert "6C" not in store.classes() and "6D" in store.classes()
        assert store._execute("SELECT COUNT(*) FROM games WHERE class_id = '6C'") == [(0,)]
        assert store.delete("6C") == 0


def test_forgetting_a_class_removes_its_rows_from_sqlite_and_wipes_them_from_the_file(tmp_path):
    """"Forgetting a class deletes for real (SQLite VACUUM after the delete)": no trace of a
    forgotten name stays in the database file or its write-ahead log."""
    location = tmp_path / "class.sqlite3"
    forget_a_class_for_real(str(location))
    for path in tmp_path.iterdir():
        assert b"Zoe-Quintessa" not in path.read_bytes(), path.name


# ---------------------------------------------------------------- PostgreSQL (tests/classroom/conftest.py starts it)
def test_thirty_games_saved_concurrently_into_postgresql_none_lost(postgres_url):
    """"The same test runs on PostgreSQL": a real server, started by the test."""
    check_thirty_concurrent_games(postgres_url)


def open_store(location: str) -> list[str]:
    with Store(location) as store:
        return store.classes()


def test_first_connections_racing_on_an_empty_postgresql_database_all_get_the_table(postgres_url):
    """Several kernels opening a new class store at once each create the table if missing;
    none of them may fail because another got there first."""
    import psycopg
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        for round_ in range(5):
            name = f"race_{round_}"
            admin.execute(f"DROP DATABASE IF EXISTS {name}")
            admin.execute(f"CREATE DATABASE {name}")
            url = postgres_url.rsplit("/", 1)[0] + "/" + name
            with multiprocessing.get_context("spawn").Pool(6) as pool:
                assert pool.map(open_store, [url] * 6, chunksize=1) == [[]] * 6


def test_postgresql_store_replays_a_game_like_sqlite(postgres_url):
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], months=1, seed=9)
    with Store(postgres_url) as store:
        store.save(game, class_id="pg", student="Ada", game_id="g")
        assert store.load("pg", "Ada", "g").history == game.history
        assert store.delete("pg") == 1


def test_an_unreachable_database_gets_a_clear_message():
    pytest.importorskip("psycopg")
    with pytest.raises(StoreError, match="cannot be reached"):
        Store(f"postgresql://nobody@127.0.0.1:{free_port()}/none?connect_timeout=2")


def test_forgetting_a_class_removes_its_rows_from_postgresql(postgres_url):
    forget_a_class_for_real(postgres_url)


def test_a_postgresql_store_gets_the_schema_version_and_resume_codes(postgres_url):
    with Store(postgres_url) as store:
        assert store.schema_version() == SCHEMA_VERSION
        code = store.save(payday.new_game("bonne-paye", ["Ada", "X"], seed=4), class_id="pgc",
                          student="Ada", game_id="g")
        assert store.find_code("pgc", "Ada", code).key.game_id == "g"
        assert store.find_code("pgc", "Bo", code) is None
        store.delete("pgc")


def test_a_postgresql_store_written_before_schema_versions_is_migrated(postgres_url):
    """The same migration on PostgreSQL: the games table as main wrote it (87102e2)."""
    import psycopg
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute("DROP DATABASE IF EXISTS old_store")
        admin.execute("CREATE DATABASE old_store")
    url = postgres_url.rsplit("/", 1)[0] + "/old_store"
    text = payday.new_game("payday", ["Ada", "X"], seed=5).to_json()
    with psycopg.connect(url, autocommit=True) as old:
        old.execute("""CREATE TABLE games (class_id TEXT NOT NULL, student TEXT NOT NULL,
            game_id TEXT NOT NULL, variant TEXT NOT NULL, decisions INTEGER NOT NULL,
            finished INTEGER NOT NULL, saved_at TEXT NOT NULL, body TEXT NOT NULL,
            PRIMARY KEY (class_id, student, game_id))""")
        old.execute("INSERT INTO games VALUES ('7B', 'Ada', 'g', 'payday', 0, 0, 'then', %s)", (text,))
    with Store(url) as store:
        assert store.schema_version() == SCHEMA_VERSION
        (row,) = store.rows()
        assert len(row.code) == CODE_LENGTH and store.load("7B", "Ada", "g").seed == 5


def test_a_postgresql_store_keeps_replaces_and_forgets_quiz_answers(postgres_url):
    """The quizzes' answers are in the store's one schema on PostgreSQL too."""
    with Store(postgres_url) as store:
        store.put_answers("pgq", "Ada", "03", "pre", [(1, "7", True, ""), (2, "b", False, "abc")], "then")
        store.put_answers("pgq", "Ada", "03", "pre", [(2, "a", True, "cab")], "now", 2, "FR")
        assert [(a.question, a.answer, a.correct, a.answered_at, a.shown, a.version, a.country)
                for a in store.answers("pgq")] == [(1, "7", True, "then", "", 1, ""), (2, "a", True, "now", "cab", 2, "FR")]
        assert store.answers("pgq", "05") == []
        store.delete("pgq")
        assert store.answers("pgq") == []
