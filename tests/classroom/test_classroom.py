"""Serving the class without a browser: the launcher's links, words and servers, and
the dashboard's codes, forgetting and CSV export. The browser side is
tests/browser/test_classroom.py."""
from __future__ import annotations

import base64
import csv
import io
import html
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import payday
from payday import cli, i18n
from payday.classroom import launcher as classroom
from payday.classroom.store import Store
from payday.ui.dashboard import data as dashboard


ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- the launcher
def stand_in(path: Path, log: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'#!/bin/sh\necho "$*" >> {log}\n')
    path.chmod(0o755)


def test_the_workbook_app_command_sets_up_then_runs_the_classroom_launcher(tmp_path):
    """The README's `./workbook app --class 7B` installs the notebook extra, then runs this
    launcher with its arguments (`payday app`): run on a copy whose Python, payday command (and
    chromium) note their calls."""
    (tmp_path / "workbook").write_text((ROOT / "workbook").read_text())
    stand_in(tmp_path / ".venv" / "bin" / "python", tmp_path / "calls")
    stand_in(tmp_path / ".venv" / "bin" / "payday", tmp_path / "payday-calls")
    stand_in(tmp_path / "bin" / "chromium", tmp_path / "chromium-calls")
    environ = dict(os.environ, PATH=f"{tmp_path / 'bin'}:{os.environ.get('PATH', '')}")
    subprocess.run(["bash", str(tmp_path / "workbook"), "app", "--class", "7B"], check=True,
                   env=environ, capture_output=True, timeout=60)
    [install] = (tmp_path / "calls").read_text().splitlines()
    assert install.startswith("-m pip install") and install.endswith("-c requirements.lock -e .[notebook]")
    assert (tmp_path / "payday-calls").read_text().splitlines() == ["app --class 7B"]


def test_payday_app_is_the_launcher():
    """One parser (payday/cli.py) for every command: `payday app` (and `python -m payday.cli
    app`, as the browser tests start it) shows the launcher's options."""
    shown = subprocess.run([sys.executable, "-m", "payday.cli", "app", "--help"],
                           capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("usage: payday app") and "--class-size N" in shown.stdout


def test_a_checkout_serves_the_notebooks_at_the_top_of_the_repository_and_keeps_one_copy():
    """From a checkout, the servers serve notebooks/ beside payday/ (where a student opening the
    workbook looks first); the package holds no second copy (the wheel's is built in by
    setup.py, tests/browser/test_wheel.py)."""
    root = Path(__file__).resolve().parents[2]
    import payday
    from payday.classroom.launcher import notebook_path
    served = notebook_path("play.ipynb")
    if Path(payday.__file__).resolve().parent == root / "payday":      # run from the checkout
        assert served == root / "notebooks" / "play.ipynb"
    else:      # an installed build (the compiled run): the wheel's copy of the same notebook
        assert served.read_bytes() == (root / "notebooks" / "play.ipynb").read_bytes()
    assert notebook_path("lessons/03-saving.ipynb").is_file()
    assert not (root / "payday" / "notebooks").exists()


def test_by_default_both_servers_listen_on_this_computer_only_and_the_dashboard_has_a_key():
    """"keep 127.0.0.1 the default for a single user"; "the dashboard needs its key wherever
    it is served"."""
    app = classroom.voila_command("play.ipynb", 8866, classroom.LOCAL, [], browser=True)
    board = classroom.voila_command("teacher.ipynb", 8867, classroom.LOCAL, [])
    assert app[1:3] == ["-m", "payday.classroom.serving"]
    assert app[3].endswith("notebooks/play.ipynb"), "the students' server serves the app alone"
    assert "--Voila.ip=127.0.0.1" in app
    assert board[3].endswith("notebooks/teacher.ipynb")
    assert "--Voila.ip=127.0.0.1" in board and "--no-browser" in board
    # The key is in no server's environment nor on a command line that `ps` shows: the
    # teacher's servers get the path of a private file that holds it.
    environ = {"PATH": "/bin", "PAYDAY_DASHBOARD_KEY": "k3y"}
    assert classroom.server_env(environ) == {"PATH": "/bin"}
    assert not any("k3y" in part for part in app + board)
    assert classroom.key_options(Path("/tmp/k/key")) == ["--ClassroomVoila.token_file=/tmp/k/key"]


def test_class_mode_serves_the_network_and_names_the_class_on_the_students_link():
    args, extra = cli.parse(["app", "--class", "7B", "--cull_idle_timeout=3600"])
    assert args.class_id == "7B" and extra == ["--cull_idle_timeout=3600"]
    assert cli.parse(["app", "--class"])[0].class_id == ""
    assert cli.parse(["app"])[0].class_id is None
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


# ---------------------------------------------------------------- a class all day
def test_every_kernel_ends_closed_pages_at_once_idle_ones_after_the_cull_time():
    """"Shut a closed page's kernel down, and cull idle ones as a safety net": the students'
    server keeps a pool sized for the class; both servers cull kernels left with no page, never
    a connected one (a lesson is never cut)."""
    students = classroom.kernel_settings(students=True, class_size=30, cull_idle_minutes=90)
    teacher = classroom.kernel_settings(students=False, class_size=1, cull_idle_minutes=90)
    for options in (students, teacher):
        assert "--MappingKernelManager.cull_idle_timeout=5400" in options
        assert "--MappingKernelManager.cull_connected=False" in options
    # The closing page's request passes the `_xsrf` check (payday.classroom.serving sets the cookie), so
    # neither server turns the check off.
    assert not any("xsrf" in option for option in students + teacher)
    for options in (students, teacher):      # a game file's message passes, nothing much larger
        settings = next(o for o in options if o.startswith("--Voila.tornado_settings="))
        assert f"'websocket_max_message_size': {classroom.UPLOAD_MESSAGE_LIMIT}" in settings
        # other sites get no referrer, and a form's POST still names our origin
        assert "'Referrer-Policy': 'same-origin'" in settings
    assert any("'play.ipynb': {'pool_size': 30}" in option for option in students)
    # once the class has its kernels, a few spares are kept, not a second class's worth
    assert "--ClassroomVoila.spare_kernels=5" in students
    assert [classroom.spare_kernels(n) for n in (1, 2, 10, 30, 60)] == [1, 2, 2, 5, 10]
    with pytest.raises(ValueError):
        classroom.kernel_settings(students=True, class_size=30, cull_idle_minutes=0)


def test_the_students_server_caps_kernels_at_the_class_and_spares_and_a_few_per_device():
    """"cap kernels per client address and in total (a class size plus spares)";
    the teacher's servers preheat nothing, so `/voila/query` is not served there."""
    students = classroom.kernel_settings(students=True, class_size=30, cull_idle_minutes=90)
    teacher = classroom.kernel_settings(students=False, class_size=1, cull_idle_minutes=90)
    assert classroom.most_kernels(30) == 35
    assert "--ClassroomVoila.max_kernels=35" in students
    assert f"--ClassroomVoila.kernels_per_client={classroom.PAGES_PER_ADDRESS}" in students
    assert "--VoilaConfiguration.preheat_kernel=False" in teacher
    assert not any("max_kernels" in option or "per_client" in option for option in teacher)


def test_the_class_size_and_cull_time_are_settings_with_class_sized_defaults():
    """`./workbook app --class-size 30`; the idle time outlasts a class period by default."""
    assert classroom.CULL_IDLE_MINUTES >= 60
    args, _extra = cli.parse(["app", "--class", "7B", "--class-size", "24", "--cull-idle", "75"])
    assert (args.class_size, args.cull_idle) == (24, 75.0)
    for bad in (["--class-size", "0"], ["--cull-idle", "-5"], ["--class-size", "x"]):
        with pytest.raises(SystemExit):
            cli.parse(["app", *bad])


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
    assert "payday.ui.app.views" in loaded            # the screen was really built
    for heavy in ("plotly", "pandas", "numpy", "psycopg", "payday.analysis.frames", "payday.analysis.charts", "payday.teaching.debrief",
                  "payday.teaching.scenarios", "payday.teaching.whatif"):
        assert heavy not in loaded, f"the first screen imported {heavy}"


# ---------------------------------------------------------------- a page whose kernel is gone
def play_a_saved_game(monkeypatch, tmp_path, decisions: int = 3):
    from payday.ui import App
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(variant="bonne-paye", lang="fr", class_id="7B", student="Ada", seed=5, pace=0)
    next(c for c in app.children if "pd-start" in c._dom_classes).click()
    for _ in range(decisions):
        pending = app.session.game.pending
        option = next(o for o in pending.options if not o.free)
        app.on_answer(app.session.version, option, option.low if option.ranged else None)
    return app


def test_the_page_knows_ahead_how_to_resume_its_game_if_its_kernel_goes(monkeypatch, tmp_path):
    """A dead kernel cannot speak: the browser holds, ahead, the words in the student's language
    and the link that resumes the saved game (class, student, resume code)."""
    from urllib.parse import parse_qs
    from payday.ui import App, settings_from_query
    app = play_a_saved_game(monkeypatch, tmp_path)
    query = parse_qs(app.watch.resume_query)
    assert query == {"class": ["7B"], "student": ["Ada"], "resume": [app.session.resume_code],
                     "lang": ["fr"]}
    assert app.watch.gone_text == i18n.t("app.gone.saved", "fr")
    assert app.watch.resume_label == i18n.t("app.gone.resume", "fr")
    # The link's new page resumes the game with every decision.
    history = list(app.session.game.history)
    again = App(**settings_from_query(app.watch.resume_query))
    assert again.session is not None and list(again.session.game.history) == history
    assert again.session.autosave is not None, "and goes on saving it"
    # A game without a class store offers a reload, not a resume.
    alone = App(variant="bonne-paye", lang="en", seed=5, pace=0)
    next(c for c in alone.children if "pd-start" in c._dom_classes).click()
    assert alone.watch.resume_query == ""
    assert alone.watch.gone_text == i18n.t("app.gone.unsaved", "en")


def test_a_file_the_browser_stopped_as_too_large_gets_the_large_files_message(monkeypatch, tmp_path):
    """Finding 10: a file of 12 MB or more (stopped in the browser, which sends only its size)
    is told as a 6 MB file is, and the game on the screen is kept."""
    import datetime
    app = play_a_saved_game(monkeypatch, tmp_path)
    history = list(app.session.game.history)
    six = {"name": "big.json", "type": "application/json", "size": 6_000_000,
           "content": memoryview(b" " * 6_000_000), "last_modified": datetime.datetime.now()}
    upload = next(c for c in app.children if "pd-open" in c._dom_classes)
    upload.value = (six,)
    told_six = html.unescape(app.status.value)
    app.on_page_message(app.watch, {"too_big": 12_000_000}, [])
    told_twelve = html.unescape(app.status.value)
    assert app.watch.max_upload == payday.saves.MAX_BYTES
    assert "⚠" in told_six and "⚠" in told_twelve
    # The same message, but for the file's size.
    problem = lambda told: re.sub(r"[\d\s,.]+", "#", told.split("</div>")[0])
    assert problem(told_six) == problem(told_twelve)
    assert list(app.session.game.history) == history
