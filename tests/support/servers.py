"""Servers the tests start and stop themselves, on 127.0.0.1 and a free port: Voila (the app,
the dashboard, the lab), `payday app`'s three class servers, and PostgreSQL (Debian's,
installed when missing and we are root)."""
from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(url: str, process: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"voila stopped with code {process.returncode}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return                       # an HTTP error also means the server answers
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"voila did not answer at {url} within {timeout} s")


@contextlib.contextmanager
def voila_server(target: str, log_dir: Path, *, env: dict | None = None, preheat: bool = True):
    """A real Voila server for `target` (a notebook, or a folder of them) on a free port,
    yielding its base URL; stopped by its own process."""
    port = free_port()
    environ = dict(os.environ, PYTHONUNBUFFERED="1", **(env or {}))
    environ.pop("PYTEST_CURRENT_TEST", None)
    # voila.json (read from the working directory) preheats; say so either way
    heat = ["--preheat_kernel=True", "--pool_size=1"] if preheat else ["--preheat_kernel=False"]
    log = open(log_dir / "voila.log", "w")
    process = subprocess.Popen(
        [sys.executable, "-m", "voila", target, "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", *heat],
        cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    failed = False
    try:
        # Probe a static path: in single-notebook mode every other path renders the notebook,
        # and each probe would take (and restart) the preheated kernel the test is about to use.
        wait_until_up(base + "/voila/static/payday-probe", process)
        yield base
    except BaseException:
        failed = True
        raise
    finally:
        stop(process, timeout=15)
        log.close()
        if failed:      # pytest shows this beside the failure: what the server went through
            print("--- the end of voila.log ---")
            print((log_dir / "voila.log").read_text(errors="replace")[-6000:])


@dataclass
class ClassServers:
    """`payday app`'s launcher and what it started: the ports of the students' server, the
    dashboard and the lab, the servers' processes (the students' first), the terminal's log."""

    launcher: subprocess.Popen
    app: int
    dashboard: int
    lab: int
    children: list[int]
    terminal: Path


@contextlib.contextmanager
def class_servers(folder: Path, *options: str, key: str | None = None, class_size: int = 1,
                  timeout: float = 90) -> Iterator[ClassServers]:
    """`payday app`'s three servers as a teacher starts them (`python -m payday.cli app`, in
    English), on 127.0.0.1 and free ports, the class store and the terminal's log in `folder`,
    with the dashboard's `key` (else the launcher's own) and `options` last; yielded once every
    server answers, stopped by the launcher's own process. If the block fails, the terminal's
    end is printed beside the failure."""
    port, dashboard_port, lab_port = free_port(), free_port(), free_port()
    environ = dict(os.environ, PAYDAY_STORE=str(folder / "class.sqlite3"), PYTHONUNBUFFERED="1")
    if key is not None:
        environ["PAYDAY_DASHBOARD_KEY"] = key
    environ.pop("PYTEST_CURRENT_TEST", None)
    terminal = folder / "terminal.log"
    log = open(terminal, "w")
    launcher = subprocess.Popen(
        [sys.executable, "-m", "payday.cli", "app", "--port", str(port), "--dashboard-port",
         str(dashboard_port), "--lab-port", str(lab_port), "--lang", "en", "--class-size",
         str(class_size), *options],
        cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT)
    failed = False
    try:
        for each in (port, dashboard_port, lab_port):
            wait_until_up(f"http://127.0.0.1:{each}/voila/static/payday-probe", launcher, timeout)
        children: list[int] = []
        for _ in range(100):
            children = [int(pid) for pid in
                        open(f"/proc/{launcher.pid}/task/{launcher.pid}/children").read().split()]
            if len(children) == 3:
                break
            time.sleep(0.1)
        yield ClassServers(launcher, port, dashboard_port, lab_port, children, terminal)
    except BaseException:
        failed = True
        raise
    finally:
        stop(launcher)
        log.close()
        if failed:
            print(terminal.read_text(errors="replace")[-6000:])


def stop(process: subprocess.Popen, timeout: float = 30) -> None:
    """Stop a server the test started, by its own process (a launcher stops its servers)."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def postgres_bin() -> Path | None:
    for candidate in [shutil.which("initdb")] + sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb")):
        if candidate:
            return Path(candidate).resolve().parent
    return None


def install_postgres() -> Path | None:
    """Debian's postgresql package, installed if missing when we are root."""
    if postgres_bin() is None and os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
        subprocess.run(["apt-get", "install", "-y", "-qq", "postgresql"], env=env, check=False,
                       stdout=subprocess.DEVNULL)
    return postgres_bin()
