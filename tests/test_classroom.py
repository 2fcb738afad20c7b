"""Serving the class (issue 17) without a browser: the launcher's links, words and servers, and
the dashboard's codes, forgetting and CSV export. The browser side is
tests/browser/test_classroom.py."""
from __future__ import annotations

import base64
import csv
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

import payday
from payday import classroom, i18n
from payday.store import Store
from payday.ui import dashboard


ROOT = Path(__file__).resolve().parents[1]


# ---------------------------------------------------------------- the launcher
def stand_in(path: Path, log: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'#!/bin/sh\necho "$*" >> {log}\n')
    path.chmod(0o755)


def test_the_workbook_app_command_sets_up_then_runs_the_classroom_launcher(tmp_path):
    """The README's `./workbook app --class 7B` installs the notebook extra, then runs this
    launcher with its arguments: run on a copy whose Python (and chromium) note their calls."""
    (tmp_path / "workbook").write_text((ROOT / "workbook").read_text())
    stand_in(tmp_path / ".venv" / "bin" / "python", tmp_path / "calls")
    stand_in(tmp_path / "bin" / "chromium", tmp_path / "chromium-calls")
    environ = dict(os.environ, PATH=f"{tmp_path / 'bin'}:{os.environ.get('PATH', '')}")
    subprocess.run(["bash", str(tmp_path / "workbook"), "app", "--class", "7B"], check=True,
                   env=environ, capture_output=True, timeout=60)
    install, launch = (tmp_path / "calls").read_text().splitlines()
    assert install.startswith("-m pip install") and install.endswith("-c requirements.lock -e .[notebook]")
    assert launch == "-m payday.classroom --class 7B"


def test_by_default_both_servers_listen_on_this_computer_only_and_the_dashboard_has_a_key():
    """"keep 127.0.0.1 the default for a single user"; "the dashboard needs its key wherever
    it is served"."""
    app = classroom.voila_command("play.ipynb", 8866, classroom.LOCAL, [], browser=True)
    board = classroom.voila_command("teacher.ipynb", 8867, classroom.LOCAL, [], token="k3y")
    assert app[1].endswith("notebooks/play.ipynb"), "the students' server serves the app alone"
    assert "--Voila.ip=127.0.0.1" in app and not any(a.startswith("--token") for a in app)
    assert board[1].endswith("notebooks/teacher.ipynb")
    assert "--token=k3y" in board and "--Voila.ip=127.0.0.1" in board and "--no-browser" in board


def test_class_mode_serves_the_network_and_names_the_class_on_the_students_link():
    args, extra = classroom.parse(["--class", "7B", "--cull_idle_timeout=3600"])
    assert args.class_id == "7B" and extra == ["--cull_idle_timeout=3600"]
    assert classroom.parse(["--class"])[0].class_id == ""
    assert classroom.parse([])[0].class_id is None
    assert classroom.students_link("192.168.1.20", 8866, "7B") == "http://192.168.1.20:8866/?class=7B"
    assert classroom.students_link("192.168.1.20", 8866, "5e B") == "http://192.168.1.20:8866/?class=5e+B"
    assert classroom.students_link("192.168.1.20", 8866) == "http://192.168.1.20:8866/"


def test_the_network_address_is_never_a_loopback_one():
    address = classroom.network_address()
    assert address is None or not address.startswith("127.")


@pytest.mark.parametrize("given, system, lang", [("fr", "", "fr"), ("zh-TW", "en_US.UTF-8", "zh-Hant"),
                                                 (None, "fr_FR.UTF-8", "fr"), (None, "C", "en"),
                                                 (None, "", "en")])
def test_the_terminal_speaks_the_teachers_language(monkeypatch, given, system, lang):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", system)
    assert classroom.teacher_language(given) == lang


def test_the_students_link_has_a_qr_code_for_the_terminal_and_the_dashboard():
    segno = pytest.importorskip("segno")
    link = "http://192.168.1.20:8866/?class=7B"
    text = classroom.qr_text(link)
    assert len(text.splitlines()) > 10 and "█" in text
    assert segno.make(link, error="m").symbol_size(border=0)[0] > 20
    svg = classroom.qr_svg(link)
    assert svg.startswith("<svg") and link in svg
    assert link in dashboard.join_html(link, "en") and "<svg" in dashboard.join_html(link, "fr")
    assert "./workbook app --class" in dashboard.join_html("", "zh-Hant")


# ---------------------------------------------------------------- the dashboard's data tools
@pytest.fixture
def class_store(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        for student, game_id, seed in (("Ada", "g1", 1), ("Ada", "g2", 2), ("Bo", "g1", 3)):
            store.save(payday.new_game("bonne-paye", [payday.PlayerSpec(student, None),
                                                      payday.PlayerSpec("Bot", "saver")], seed=seed),
                       class_id="7B",
                       student=student, game_id=game_id)
        store.save(payday.new_game("payday", ["Cy", "X"], seed=4), class_id="8A", student="Cy",
                   game_id="g1")
        yield store


def test_the_dashboard_can_forget_a_class_a_student_or_a_game_naming_what_goes(class_store):
    """"The dashboard can forget a class, a student or a game, with a confirmation naming what
    goes"; the count in the question is what the store then deletes."""
    rows = class_store.rows("7B")
    targets = dict(dashboard.forget_targets(rows, "7B", "en"))
    assert list(targets) == ["the whole class 7B", "every game of Ada", "every game of Bo",
                             "the game g1 of Ada", "the game g2 of Ada", "the game g1 of Bo"]
    assert [dashboard.forget_count(rows, t) for t in targets.values()] == [3, 2, 1, 1, 1, 1]
    question = dashboard.forget_question("every game of Ada", 2, "en")
    assert question.startswith("Delete every game of Ada for good (2 games)?")
    assert "toutes les parties de Ada" in dict(dashboard.forget_targets(rows, "7B", "fr"))
    assert class_store.delete(*targets["every game of Ada"]) == 2
    assert [r.key.student for r in class_store.rows("7B")] == ["Bo"]
    assert class_store.delete(*targets["the whole class 7B"]) == 1
    assert class_store.classes() == ["8A"]
    assert "Deleted for good" in dashboard.forget_done("the whole class 7B", 1, "en")


def test_the_codes_table_shows_each_games_code_to_the_teacher(class_store):
    rows = class_store.rows("7B")
    table = dashboard.code_table(rows, "fr")
    assert [r["Code de reprise"] for r in table] == [r.code for r in rows]
    assert [r["Élève"] for r in table] == ["Ada", "Ada", "Bo"]


def test_the_class_exports_as_csv_for_the_schools_records_without_codes(class_store):
    """"exports the class as CSV for the school's records"."""
    loaded, problems = class_store.load_class("7B")
    rows = dashboard.class_rows(loaded)
    text = dashboard.class_csv(rows, "en")
    records = list(csv.DictReader(io.StringIO(text)))
    assert [r["Student"] for r in records] == ["Ada", "Ada", "Bo"]
    assert {r["Currency"] for r in records} == {"EUR"}
    assert [int(r["Net worth"]) for r in records] == [r.net_worth for r in rows]
    for code in (r.code for r in class_store.rows("7B")):
        assert code not in text
    url = dashboard.csv_url(dashboard.class_csv(rows, "zh-Hant"))
    data = base64.b64decode(url.split(",", 1)[1]).decode("utf-8")
    assert data.startswith("\ufeff" + i18n.t("dashboard.col.student", "zh-Hant"))


# ---------------------------------------------------------------- a class all day (issue 14)
def test_every_kernel_ends_closed_pages_at_once_idle_ones_after_the_cull_time():
    """"Shut a closed page's kernel down, and cull idle ones as a safety net": the students'
    server accepts the closing page's request (it has no login, so the `_xsrf` check guards
    nothing there) and keeps a pool sized for the class; both servers cull kernels left with no
    page, never a connected one (a lesson is never cut)."""
    students = classroom.kernel_settings(students=True, class_size=30, cull_idle_minutes=90)
    teacher = classroom.kernel_settings(students=False, class_size=1, cull_idle_minutes=90)
    for options in (students, teacher):
        assert "--MappingKernelManager.cull_idle_timeout=5400" in options
        assert "--MappingKernelManager.cull_connected=False" in options
    assert any("disable_check_xsrf" in option for option in students)
    assert not any("xsrf" in option for option in teacher), "the dashboard keeps its XSRF check"
    for options in (students, teacher):      # a 12 MB file reaches the app, which refuses it
        settings = next(o for o in options if o.startswith("--Voila.tornado_settings="))
        assert f"'websocket_max_message_size': {64 * 2**20}" in settings
        assert "'Referrer-Policy': 'no-referrer'" in settings
    assert any("'play.ipynb': {'pool_size': 30}" in option for option in students)
    with pytest.raises(ValueError):
        classroom.kernel_settings(students=True, class_size=30, cull_idle_minutes=0)


def test_the_class_size_and_cull_time_are_settings_with_class_sized_defaults():
    """`./workbook app --class-size 30`; the idle time outlasts a class period by default."""
    assert classroom.CULL_IDLE_MINUTES >= 60
    args, _extra = classroom.parse(["--class", "7B", "--class-size", "24", "--cull-idle", "75"])
    assert (args.class_size, args.cull_idle) == (24, 75.0)
    for bad in (["--class-size", "0"], ["--cull-idle", "-5"], ["--class-size", "x"]):
        with pytest.raises(SystemExit):
            classroom.parse(bad)


# ---------------------------------------------------------------- a cheap page kernel
FIRST_SCREEN = """
import sys
from payday.ui import App, settings_from_query
app = App(**settings_from_query(sys.argv[1]))
assert app.children, "the first screen is drawn"
print(" ".join(sorted(name for name in sys.modules if name.split(".")[0] in
      ("plotly", "pandas", "numpy", "psycopg", "payday"))))
"""


@pytest.mark.parametrize("query", ["variant=payday&lang=en", "class=7B&student=Ada&lang=fr"])
def test_the_first_screen_imports_no_chart_or_table_library(query, tmp_path):
    """Thirty kernels start on two cores when a class arrives: the start screen imports only
    what it draws. plotly (about a second of a kernel's CPU), pandas and the lesson modules
    wait until a game or a lesson needs them; PostgreSQL's driver until a PostgreSQL store."""
    environ = dict(os.environ, PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", FIRST_SCREEN, query], env=environ, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=True)
    loaded = set(done.stdout.split())
    assert "payday.ui.views" in loaded            # the screen was really built
    for heavy in ("plotly", "pandas", "numpy", "psycopg", "payday.analysis", "payday.debrief",
                  "payday.scenarios", "payday.whatif"):
        assert heavy not in loaded, f"the first screen imported {heavy}"
