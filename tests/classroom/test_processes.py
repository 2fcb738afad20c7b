"""`payday app` starts and stops its servers the same way on Windows, macOS and Linux ("no
POSIX-only calls on the path of `payday app`"). The parts that differ by platform are
payday/classroom/processes.py; each test here runs the launcher's start and stop with the
Windows branch and with the POSIX one selected, on whatever platform runs the tests."""
from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import threading

import pytest

from payday.classroom import launcher, processes

# A stand-in for a Voila server: the first one started ends by itself after a moment (as a
# server that stops would), the others wait to be stopped.
SERVER = ("import sys, time, pathlib\n"
          "pathlib.Path(sys.argv[1]).write_text('up')\n"
          "time.sleep(1.0 if sys.argv[2] == 'play.ipynb' else 600)\n")


@pytest.fixture(params=[True, False], ids=["windows", "posix"])
def platform(request, monkeypatch):
    """Select one branch of payday.classroom.processes, and record every server's Popen
    options. On a platform that is not the one selected, the one option that platform's Popen
    refuses (Windows' creationflags on POSIX, a new session on Windows) is noted, then left
    out of the real start."""
    windows = request.param
    monkeypatch.setattr(processes, "WINDOWS", windows)
    started: list[tuple[dict, subprocess.Popen]] = []
    real_popen = subprocess.Popen

    def recording_popen(command, **options):
        recorded = dict(options)
        if os.name != "nt":
            options.pop("creationflags", None)
        else:
            options.pop("start_new_session", None)
        process = real_popen(command, **options)
        started.append((recorded, process))
        return process

    monkeypatch.setattr(processes.subprocess, "Popen", recording_popen)
    return windows, started


def test_the_launcher_starts_each_server_in_its_own_group_and_stops_them_all(platform, monkeypatch, tmp_path):
    """`payday app` starts three servers, each in a process group of its own (a Ctrl-C in the
    teacher's terminal reaches the launcher alone), and when one server ends the launcher stops
    the others and returns: on the Windows branch and on the POSIX one."""
    windows, started = platform

    def stand_in_server(notebook, port, ip, extra, *, browser=False):
        return [sys.executable, "-c", SERVER, str(tmp_path / f"{notebook}.up"), notebook]

    monkeypatch.setattr(launcher, "voila_command", stand_in_server)
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    args = argparse.Namespace(lang="en", class_id=None, address=None, port=18866,
                              dashboard_port=None, lab_port=None, key="a-teachers-long-key", class_size=None,
                              cull_idle=launcher.CULL_IDLE_MINUTES, refill_delay=0.0)
    before = signal.getsignal(signal.SIGTERM)
    assert launcher.serve(args, []) == 0

    assert len(started) == 3
    expected = {"creationflags": processes.CREATE_NEW_PROCESS_GROUP} if windows else {"start_new_session": True}
    for options, process in started:
        assert {k: options[k] for k in expected} == expected
        assert process.poll() is not None, "every server was stopped"
    assert all((tmp_path / f"{name}.up").exists() for name in ("play.ipynb", "teacher.ipynb", "lab.ipynb"))
    assert signal.getsignal(signal.SIGTERM) == before, "the launcher's handlers were put back"


@pytest.mark.parametrize("windows", [True, False], ids=["windows", "posix"])
def test_a_stop_request_from_the_platform_stops_the_servers(windows):
    """The launcher ends on the platform's own request: SIGTERM or SIGHUP on POSIX, SIGBREAK
    (Ctrl-Break, a closed console) on Windows; never on a signal the platform lacks."""
    assert processes.stop_signals(windows) == (("SIGBREAK",) if windows else ("SIGTERM", "SIGHUP"))
    asked = threading.Event()
    with processes.stop_requests(asked.set, windows=windows) as installed:
        assert installed == [name for name in processes.stop_signals(windows) if hasattr(signal, name)]
        if installed:
            signal.raise_signal(getattr(signal, installed[0]))
            assert asked.is_set()


@pytest.mark.parametrize("windows", [True, False], ids=["windows", "posix"])
def test_a_server_that_will_not_stop_is_killed(windows):
    """A server that ignores the request to end is killed after its wait, so `payday app`
    always returns."""
    stubborn = subprocess.Popen([sys.executable, "-c",
                                 "import signal, time, sys\n"
                                 "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                                 "print('ready', flush=True)\n"
                                 "time.sleep(600)\n"], stdout=subprocess.PIPE)
    assert stubborn.stdout.readline().strip() == b"ready"
    processes.stop([stubborn], windows=windows, wait=0.5)
    assert stubborn.poll() is not None



@pytest.mark.parametrize("system_locale, lang", [("French_France", "fr"), ("fr_FR", "fr"), (None, "en")])
def test_without_lang_the_terminal_speaks_the_systems_locale(monkeypatch, system_locale, lang):
    """Windows sets no LANG: the launcher's words (and the commands' help) then follow Python's
    locale ("French_France" on Windows, "fr_FR" on macOS), else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(launcher.locale, "getlocale", lambda *_: (system_locale, None))
    assert launcher.teacher_language(None) == lang
