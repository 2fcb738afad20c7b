"""The class store under a school day's faults, on SQLite and PostgreSQL: the file
deleted, replaced, locked, damaged or full; the database server stopped, stalled and started
again; two tabs on one game. After each, either no decision is lost or the student was told,
and nothing was written over.

Each fault is made for real (another connection holding the lock, the file removed, the server
stopped by its own `pg_ctl`), and the student is a `Session` saving after every decision, as the
app's is.
"""
from __future__ import annotations

import json
import os
import shlex
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import payday
from payday.classroom.schema import SCHEMA_VERSION
from payday.classroom.store import Store
from payday.classroom.records import StaleGame, StoreBusy, StoreError
from payday.ui.app.session import Autosave, Session

from tests.support.servers import free_port, install_postgres

FIXTURES = Path(__file__).parent / "fixtures"


def play_main(session: Session) -> None:
    pending = session.game.pending
    option = next(o for o in pending.options if not o.free)
    assert session.answer(session.version, option, option.low if option.ranged else None)


def student(store, game_id: str = "game-1", seed: int = 4) -> Session:
    session = Session("bonne-paye", [("Ada", None), ("Saver", "saver")], seed=seed)
    session.autosave = Autosave(store, "7B", "Ada", game_id)
    session.run_bots()
    return session


def stored_decisions(location, game_id: str = "game-1") -> int:
    with Store(location) as store:
        return len(store.load("7B", "Ada", game_id).history)


def told(session: Session) -> str | None:
    return session.message.key if session.message and session.message.problem else None


def remove_sqlite(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)


# ---------------------------------------------------------------- SQLite
def test_a_store_file_deleted_mid_game_is_noticed_told_and_a_new_file_gets_the_game(tmp_path):
    """"The store file deleted mid-game loses the game silently": the next save notices, tells
    the student, and the game (every decision) is in the new file at the store's path."""
    path = tmp_path / "class.sqlite3"
    with Store(path) as store:
        session = student(store)
        play_main(session)
        remove_sqlite(path)
        play_main(session)
        assert told(session) == "app.msg.store_reopened"
        assert stored_decisions(path) == len(session.game.history)
        play_main(session)
        assert told(session) is None, "told once"
        assert stored_decisions(path) == len(session.game.history)


def test_a_store_file_replaced_mid_game_gets_the_game_and_keeps_its_own_rows(tmp_path):
    path, other = tmp_path / "class.sqlite3", tmp_path / "other.sqlite3"
    with Store(other) as elsewhere:
        elsewhere.save(payday.new_game("payday", ["Bo", "Cy"], seed=9), class_id="7B",
                       student="Bo", game_id="kept")
    with Store(path) as store:
        session = student(store)
        play_main(session)
        remove_sqlite(path)
        os.replace(other, path)
        play_main(session)
        assert told(session) == "app.msg.store_reopened"
    with Store(path) as store:
        assert sorted(row.key.student for row in store.rows("7B")) == ["Ada", "Bo"]
        assert len(store.load("7B", "Ada", "game-1").history) == len(session.game.history)


def test_a_locked_store_gives_up_tells_the_student_and_the_next_save_has_every_decision(tmp_path):
    """"Another connection holding SQLite's write lock blocked save past 100 s": the save gives
    up (StoreBusy), play goes on, and once the lock is gone the next save has it all."""
    path = tmp_path / "class.sqlite3"
    with Store(path) as store:
        session = student(store)
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(StoreBusy):
            store.save(session.game, class_id="7B", student="Ada", game_id="game-1")
        play_main(session)
        assert told(session) == "app.msg.store_failed"
        play_main(session)                       # play goes on while it is locked
        other.execute("ROLLBACK")
        other.close()
        play_main(session)
        assert told(session) is None
        assert stored_decisions(path) == len(session.game.history)


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_damaged_store_is_a_store_error_not_a_raw_sqlite_error(tmp_path, damage):
    """"A corrupt, truncated or read-only SQLite store raises raw sqlite3 errors": every fault
    is a StoreError with a plain message, when opened and when a running store's file breaks."""
    path = tmp_path / "class.sqlite3"
    with Store(path) as store:
        session = student(store)
        play_main(session)
        store._execute("PRAGMA wal_checkpoint(TRUNCATE)")
        body = path.read_bytes()
        remove_sqlite(path)
        path.write_bytes(b"not a class store " * 300 if damage == "garbage" else body[:1500])
        play_main(session)                        # the running store meets the damaged file
        assert told(session) == "app.msg.store_failed"
        with pytest.raises(StoreError) as raised:
            store.rows("7B")
        assert "sqlite3" not in type(raised.value).__module__
    with pytest.raises(StoreError, match="damaged|not a class store|cannot"):
        Store(path)


# Root ignores file modes, so a read-only store is made the way root cannot write either: the
# check runs in a subprocess with a mount namespace of its own (`unshare -m`) where the store's
# folder is bound over itself read-only. As another user, a chmod does the same. (A disk turning
# read-only under an open store cannot be made: Linux refuses to remount while it is written.)
READ_ONLY_SCRIPT = """
import json, os, sys
sys.path.insert(0, os.environ["ROOT"])
from pathlib import Path
from payday.classroom.store import Store
from payday.classroom.records import StoreError
from payday.ui import App, Session
from payday.ui.app.session import Autosave

folder = Path(sys.argv[1]); path = folder / "class.sqlite3"
out = {}
try:
    Path(folder, "probe").write_text("x")
    out["writable"] = True
except OSError:
    out["writable"] = False
try:
    Store(path).rows("7B")
    out["opened"] = "no error"
except StoreError as error:
    out["opened"] = f"{type(error).__name__}: {error}"
os.environ["PAYDAY_STORE"] = str(path)
app = App(variant="bonne-paye", lang="en", class_id="7B", student="Ada", pace=0)
out["app_status"] = app.status.value
start = next(child for child in app.children if "pd-start" in child._dom_classes)
start.click()                                      # a new game is played without the store
out["playing"] = app.session is not None and app.session.game.pending is not None
out["autosave"] = app.session.autosave is not None
out["game_status"] = app.status.value
print(json.dumps(out))
"""


def run_with_read_only_folder(folder: Path, script: str) -> str:
    """Run `script` with `folder` read-only even for root; skipped on a system that allows
    neither a mount namespace nor a change of user."""
    root = Path(__file__).resolve().parents[2]
    environ = dict(os.environ, ROOT=str(root), PYTHONPATH=str(root))
    command = [sys.executable, "-c", script, str(folder)]
    if os.geteuid() == 0:
        if not shutil.which("unshare"):
            pytest.skip("root ignores file modes and unshare is missing")
        where = shlex.quote(str(folder))
        command = ["unshare", "-m", "sh", "-c", f"mount --bind {where} {where} && "
                   f"mount -o remount,bind,ro {where} && exec {shlex.join(command)}"]
    else:
        for file in folder.iterdir():
            file.chmod(0o444)
        folder.chmod(0o555)
    done = subprocess.run(command, env=environ, capture_output=True, text=True, timeout=600)
    if done.returncode and "Operation not permitted" in done.stderr:
        pytest.skip(f"no read-only mount here: {done.stderr.strip()[-200:]}")
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.strip().splitlines()[-1]


def test_a_read_only_store_is_a_store_error_and_the_app_plays_on_without_it(tmp_path):
    """"A corrupt, truncated or read-only SQLite store raises raw sqlite3 errors": opening a
    read-only store is a StoreError that says read-only, the app's first screen tells the
    student the store is closed, and a new game is played without it."""
    folder = tmp_path / "store"
    folder.mkdir()
    with Store(folder / "class.sqlite3") as store:
        student(store)
    out = json.loads(run_with_read_only_folder(folder, READ_ONLY_SCRIPT))
    assert out["writable"] is False, "the folder really is read-only, even for root"
    assert out["opened"].startswith("StoreError"), out["opened"]
    assert "read-only" in out["opened"]
    assert "pd-problem" in out["app_status"] and "read-only" in out["app_status"]
    assert out["playing"] and not out["autosave"]
    assert "read-only" in out["game_status"], "the game's screen says it is not being saved"


READ_ONLY_DASHBOARD = """
import os, sys
from pathlib import Path
from nbclient import NotebookClient
sys.path.insert(0, os.environ["ROOT"])
from tests.support.classroom import dashboard_uploading_a_game
root = Path(os.environ["ROOT"])
os.environ["PAYDAY_STORE"] = str(Path(sys.argv[1]) / "class.sqlite3")
notebook = dashboard_uploading_a_game(root)
client = NotebookClient(notebook, timeout=300, kernel_name="python3",
                        resources={"metadata": {"path": str(root)}})
client.execute()                                   # raises if any cell fails
print(notebook.cells[-1].outputs[-1]["text"].strip())
"""


def test_the_dashboard_runs_over_a_read_only_store_and_still_loads_uploads(tmp_path):
    """The same fault on the teacher's side: every dashboard cell runs, the store's fault is
    said (read-only), and an uploaded game still loads."""
    folder = tmp_path / "store"
    folder.mkdir()
    with Store(folder / "class.sqlite3") as store:
        student(store)
    out = json.loads(run_with_read_only_folder(folder, READ_ONLY_DASHBOARD))
    assert "read-only" in out["store_problem"]
    assert out["loaded"] == 1, "an upload still loads"


def test_a_full_disk_is_told_and_the_next_save_after_it_has_everything(tmp_path):
    """A full disk (SQLite's SQLITE_FULL, made by capping the file's pages once every page is
    filled) is a told fault; the stored game is the last one saved whole, and the next save
    after room is made has it all."""
    path = tmp_path / "class.sqlite3"
    with Store(path) as store:
        session = student(store)
        play_main(session)
        saved = stored_decisions(path)
        connection = store._connection
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
        connection.execute(f"PRAGMA max_page_count = {pages}")
        # Fill the student's page to the last bytes, with rows whose keys sort beside theirs.
        for size in (200, 50, 10, 1):
            for near in ("game-0 ", "game-1 "):
                try:
                    for n in range(10_000):
                        connection.execute("INSERT INTO games VALUES ('7B', 'Ada', ?, 'v', 0, 0, "
                                           "'', ?, '', 1, '')", (f"{near}filler-{size}-{n}", "x" * size))
                except sqlite3.OperationalError as error:
                    assert "full" in str(error)
        for _ in range(3):
            play_main(session)
        assert told(session) == "app.msg.store_failed"
        assert stored_decisions(path) == saved, "the stored game was not damaged"
        connection.execute("DELETE FROM games WHERE game_id LIKE '%filler-%'")
        connection.execute("PRAGMA max_page_count = 1073741823")
        play_main(session)
        assert told(session) is None
        assert stored_decisions(path) == len(session.game.history)


def two_tabs(location) -> None:
    """"Two tabs on one stored game roll each other back (42 decisions became 8)": the stale
    tab is told and offered the newer game; it never writes over it."""
    with Store(location) as store:
        first = student(store, game_id="two-tabs")
        play_main(first)
        second = Session.from_saved(store.text("7B", "Ada", "two-tabs"))
        second.autosave = first.autosave
        second.store_revision = store.text_and_revision("7B", "Ada", "two-tabs")[1]
        for _ in range(5):
            play_main(first)
        ahead = len(first.game.history)
        play_main(second)
        assert told(second) == "app.msg.store_newer"
        assert second.message.values["count"] == ahead   # the counting message's number
        assert len(store.load("7B", "Ada", "two-tabs").history) == ahead, "nothing written over"
        assert second.open_newer()
        assert len(second.game.history) >= ahead
        play_main(second)
        assert told(second) is None
        assert store.text("7B", "Ada", "two-tabs") == second.game.to_json()
        play_main(first)                         # now the first tab is the stale one
        assert told(first) == "app.msg.store_newer"


def test_two_tabs_on_one_sqlite_game_never_write_over_each_other(tmp_path):
    two_tabs(tmp_path / "class.sqlite3")


def test_a_store_written_by_todays_main_opens_migrated_and_its_games_go_on(tmp_path):
    """"A test opens a store written by today's main" (schema 1, written by main's store.py):
    it gets revisions, its games replay, and a tab resuming one saves after it."""
    path = tmp_path / "class.sqlite3"
    shutil.copy(FIXTURES / "store-schema-1.sqlite3", path)
    with Store(path) as store:
        assert store.schema_version() == SCHEMA_VERSION
        rows = {row.key.student: row for row in store.rows("5B")}
        assert {name: row.revision for name, row in rows.items()} == {"Ada": 1, "Bo": 1}
        text, revision = store.text_and_revision("5B", "Ada", "g3")
        session = Session.from_saved(text)
        session.autosave = Autosave(store, "5B", "Ada", "g3")
        session.store_revision = revision
        session.run_bots()
        before = len(session.game.history)
        play_main(session)
        assert told(session) is None
        assert len(store.load("5B", "Ada", "g3").history) > before
        assert store.find_code("5B", "Ada", rows["Ada"].code).key.game_id == "g3"


def test_a_stale_save_writes_nothing_even_for_a_tool(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
        first = store.put(game, class_id="7B", student="Ada", game_id="g", after=0)
        assert first.revision == 1
        assert store.put(game, class_id="7B", student="Ada", game_id="g", after=1).revision == 2
        with pytest.raises(StaleGame):
            store.put(game, class_id="7B", student="Ada", game_id="g", after=1)
        with pytest.raises(StaleGame):
            store.put(game, class_id="7B", student="Ada", game_id="g", after=0)
        assert store.rows("7B")[0].revision == 2


# ---------------------------------------------------------------- PostgreSQL
class Cluster:
    """A throwaway PostgreSQL server that the test can stop and start again."""

    def __init__(self) -> None:
        pytest.importorskip("psycopg")
        self.bin = install_postgres()
        if self.bin is None:
            pytest.skip("PostgreSQL is not installed")
        self.as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        self.folder = Path(tempfile.mkdtemp(prefix="payday-pg-chaos-"))
        if self.as_user:
            shutil.chown(self.folder, "postgres")
        self.data, self.port = self.folder / "data", free_port()
        self.run("initdb", "-D", self.data, "-U", "postgres", "-A", "trust", "--no-sync")
        self.start()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def run(self, tool: str, *args) -> None:
        subprocess.run(self.as_user + [str(self.bin / tool), *map(str, args)], check=True,
                       capture_output=True, text=True)

    def start(self) -> None:
        self.run("pg_ctl", "-D", self.data, "-l", self.folder / "log", "-w", "-t", "60", "-o",
                 f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off",
                 "start")

    def stop(self) -> None:
        self.run("pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")

    def remove(self) -> None:
        subprocess.run(self.as_user + [str(self.bin / "pg_ctl"), "-D", str(self.data), "-m",
                                       "immediate", "stop"], capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="module")
def cluster():
    server = Cluster()
    try:
        yield server
    finally:
        server.remove()


def test_a_stopped_postgresql_is_told_and_after_its_restart_the_store_reconnects(cluster):
    """"After a PostgreSQL restart the store never reconnects": saves while it is down are
    told and give up; once it is back the next save reconnects and has every decision."""
    with Store(cluster.url) as store:
        session = student(store, game_id="restart")
        play_main(session)
        cluster.stop()
        try:
            play_main(session)
            assert told(session) == "app.msg.store_failed"
            play_main(session)
            assert told(session) == "app.msg.store_failed"
        finally:
            cluster.start()
        play_main(session)
        assert told(session) is None
        assert len(store.load("7B", "Ada", "restart").history) == len(session.game.history)


def test_a_stalled_postgresql_gives_up_and_the_next_save_has_everything(cluster):
    """A stall (another session holding the table's lock) makes the save give up (the
    statement timeout) instead of blocking the student's click; the next save has it all."""
    import psycopg
    with Store(cluster.url) as store:
        session = student(store, game_id="stall")
        with psycopg.connect(cluster.url) as admin:
            admin.execute("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
            with pytest.raises(StoreBusy):
                store.save(session.game, class_id="7B", student="Ada", game_id="stall")
            play_main(session)
            assert told(session) == "app.msg.store_failed"
            admin.rollback()
        play_main(session)
        assert told(session) is None
        assert len(store.load("7B", "Ada", "stall").history) == len(session.game.history)


def test_two_tabs_on_one_postgresql_game_never_write_over_each_other(cluster):
    two_tabs(cluster.url)
