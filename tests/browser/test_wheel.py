"""A teacher's own computer: the pure wheel, installed into a fresh environment
outside the checkout, serves the class and prints the papers with nothing else from the
repository. Run from a folder that is not the checkout, with no notebooks/ near it.

The fresh environment installs the wheel itself; its dependencies (the notebook extra, at the
lock's versions) are those of the environment running the tests, reached through a `.pth` line
naming its site-packages (and a link to its share/jupyter, Voila's templates). A path in a `.pth` file is only added to sys.path, its own `.pth`
hooks never run, so the checkout's editable install stays invisible (a test below proves
`payday` is imported from the wheel). `benchmarks/wheel.py` installs the whole stack from
pip's cache and times it."""
from __future__ import annotations

import os
import re
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from payday import i18n
from tests.support.app_page import open_app, play_turns
from tests.support.dashboard_page import open_dashboard
from tests.support.servers import free_port, stop, wait_until_up

pytestmark = [pytest.mark.browser, pytest.mark.wheel]

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = ("app", "pdf", "lessons", "simulate", "demo", "export-month")


def build_wheel(out: Path) -> Path:
    """The pure wheel (PAYDAY_MYPYC=0), built from a copy of the package's sources, so that no
    build folder lands in the checkout."""
    source = out / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md", "MANIFEST.in"):
        shutil.copy(ROOT / name, source / name)
    for name in ("payday", "notebooks", "build_backend"):
        shutil.copytree(ROOT / name, source / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
                    str(source)], check=True, timeout=600, env=dict(os.environ, PAYDAY_MYPYC="0"))
    [wheel] = out.glob("payday_workbook-*.whl")
    return wheel


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(the fresh environment's scripts folder, a work folder away from the checkout)."""
    base = tmp_path_factory.mktemp("wheel")
    assert not base.resolve().is_relative_to(ROOT), "the environment must be outside the checkout"
    wheel = build_wheel(base)
    venv = base / "venv"
    # Without a pip of its own (ensurepip alone took 12 s of this fixture on a busy machine):
    # pip's `--python` runs this pip under the fresh environment's Python, which installs the
    # wheel there, so that its `payday` command runs the fresh environment's Python.
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=300)
    scripts = venv / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-compile", "--disable-pip-version-check", "-c",
                    str(ROOT / "requirements.lock"), str(wheel)], check=True, timeout=300)
    purelib = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  capture_output=True, text=True, check=True).stdout.strip())
    deps = [path for path in site.getsitepackages() + [sysconfig.get_paths()["purelib"]]
            if Path(path).is_dir()]
    (purelib / "payday_test_dependencies.pth").write_text("\n".join(dict.fromkeys(deps)) + "\n")
    # ... and their data files outside site-packages (Voila's page templates, the kernel spec),
    # which pip puts in the environment's share/jupyter.
    (venv / "share").mkdir(exist_ok=True)
    (venv / "share" / "jupyter").symlink_to(Path(sys.prefix) / "share" / "jupyter",
                                            target_is_directory=True)
    work = base / "teacher"
    work.mkdir()
    yield scripts, work, wheel


def run(installed, *args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    scripts, work, _ = installed
    environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PAYDAY_LESSONS")}
    environ["PATH"] = f"{scripts}{os.pathsep}{environ.get('PATH', '')}"
    return subprocess.run([str(scripts / "payday"), *args], cwd=work, env=environ,
                          capture_output=True, text=True, timeout=timeout)


def test_the_installed_package_is_the_wheel_and_payday_help_lists_every_command(installed):
    """`payday --help` lists every command; `payday` runs from the wheel, not the checkout."""
    scripts, work, wheel = installed
    shown = run(installed, "--help")
    assert shown.returncode == 0, shown.stderr
    for command in COMMANDS:
        assert re.search(rf"^\s+{command}\s", shown.stdout, re.M), command
    where = subprocess.run([str(scripts / "python"), "-c", "import payday; print(payday.__file__)"],
                           cwd=work, capture_output=True, text=True, check=True).stdout.strip()
    assert Path(where).is_relative_to(scripts.parent) and not Path(where).is_relative_to(ROOT)
    script = (scripts / "payday").read_text(errors="replace").splitlines()[0]
    assert str(scripts.parent) in script, "the payday command runs the fresh environment's Python"
    assert not (work / "notebooks").exists() and not (work / "payday").exists()
    print(f"wheel: {wheel.name}, {wheel.stat().st_size / 1e6:.2f} MB")


def test_the_wheel_carries_the_checkouts_notebooks_where_importlib_resources_finds_them(installed):
    """The notebooks at the top of the repository are built into the wheel (payday/notebooks/),
    and the installed package's launcher serves those files: the same bytes as the checkout's."""
    scripts, work, _ = installed
    found = subprocess.run([str(scripts / "python"), "-c",
                            "from payday.classroom.launcher import notebook_path;"
                            "print(notebook_path('play.ipynb').parent)"],
                           cwd=work, capture_output=True, text=True, check=True).stdout.strip()
    served = Path(found)
    assert served.is_relative_to(scripts.parent) and served.name == "notebooks"
    ours = sorted(p.relative_to(ROOT / "notebooks") for p in (ROOT / "notebooks").rglob("*.ipynb"))
    assert sorted(p.relative_to(served) for p in served.rglob("*.ipynb")) == ours
    for name in ours:
        assert (served / name).read_bytes() == (ROOT / "notebooks" / name).read_bytes(), name


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="poppler-utils' pdftotext reads the PDFs")
def test_payday_pdf_prints_lesson_03s_worksheet_in_three_languages_into_the_named_folder(installed, tmp_path):
    """`payday pdf 03 --out DIR` writes lesson 03's papers from the package's templates into DIR
    and prints them: the worksheet in English, French and Chinese, read back from the PDFs."""
    done = run(installed, "pdf", "03", "--out", str(tmp_path / "papers"), timeout=600)
    assert done.returncode == 0, done.stderr
    titles = {"en": "Saving", "fr": "pargne", "zh-Hant": "儲蓄"}
    for lang, word in titles.items():
        pdf = tmp_path / "papers" / "03-saving" / f"worksheet.{lang}.pdf"
        assert pdf.stat().st_size > 0, lang
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                              check=True).stdout
        assert word in text, (lang, text[:300])


def test_payday_app_serves_a_game_to_its_first_pay_day_and_the_dashboard_only_with_its_key(installed, page, tmp_path):
    """`payday app` from the installed wheel: a student of class 7B plays a one-month game to
    its Pay Day in a headless Chromium; the dashboard answers only with its key, and then shows
    her game from the class store."""
    scripts, work, _ = installed
    app_port, board_port, lab_port = free_port(), free_port(), free_port()
    environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PAYDAY_LESSONS")}
    environ.update(PAYDAY_STORE=str(tmp_path / "class.sqlite3"), PYTHONUNBUFFERED="1")
    log = open(tmp_path / "app.log", "w")
    server = subprocess.Popen([str(scripts / "payday"), "app", "--port", str(app_port),
                               "--dashboard-port", str(board_port), "--lab-port", str(lab_port),
                               "--key", "teacher-key-0123456789", "--lang", "en", "--class-size", "1"],
                              cwd=work, env=environ, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until_up(f"http://127.0.0.1:{app_port}/voila/static/payday-probe", server, timeout=120)
        wait_until_up(f"http://127.0.0.1:{board_port}/voila/static/payday-probe", server, timeout=120)
        open_app(page, f"http://127.0.0.1:{app_port}/", variant="bonne-paye", lang="en",
                 months=1, seed=5, pace=0, student="Ana", **{"class": "7B"})
        page.click("button.pd-start")
        page.wait_for_selector(".pd-calendar table")
        play_turns(page, free_actions=set())
        assert "Pay Day" in page.inner_text(".pd-payday-0")

        board = f"http://127.0.0.1:{board_port}/"
        page.goto(board)
        page.wait_for_load_state()
        assert "/login" in page.url, "no dashboard without its key"
        assert i18n.t("dashboard.table.caption", "en") not in page.inner_text("body")
        open_dashboard(page, board + "?token=teacher-key-0123456789")     # the class table, with Ana's game
        assert "Ana" in page.inner_text("body")
    except BaseException:
        print("--- the end of payday app's log ---")
        print((tmp_path / "app.log").read_text(errors="replace")[-6000:])
        raise
    finally:
        stop(server)
        log.close()
