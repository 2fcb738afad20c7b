"""Starting and stopping the class's servers, on Windows, macOS and Linux: the one module where
`payday app` differs by platform, each difference written out for both branches.

- **Start.** Each Voila server starts in a process group of its own (POSIX: a new session;
  Windows: `CREATE_NEW_PROCESS_GROUP`), so a Ctrl-C typed in the teacher's terminal reaches the
  launcher alone, which then stops every server in turn. Without that, on POSIX, each server
  would get the Ctrl-C too and jupyter_server would ask "Shutdown this server (y/[n])?" three
  times over on the same terminal.
- **Stop.** POSIX: SIGTERM (`terminate`), which jupyter_server answers by shutting its kernels
  down and exiting. Windows has no SIGTERM for another process: `terminate` ends the server at
  once, and its kernels end by themselves, since ipykernel on Windows watches its parent's
  handle (jupyter_client passes it as `JPY_PARENT_PID`) and exits when the parent has gone.
- **Being stopped.** The launcher stops its servers on Ctrl-C (a KeyboardInterrupt on every
  platform) and on the platform's request to end: SIGTERM and SIGHUP (a closed terminal) on
  POSIX, SIGBREAK (Ctrl-Break, or a closed console window) on Windows.

Nothing here uses /tmp, process groups by number, or a signal Windows lacks; which branch runs
is `WINDOWS` (read at each call), and each function also takes it as a parameter, so that the
tests run both branches on any platform.
"""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

WINDOWS = os.name == "nt"
# subprocess.CREATE_NEW_PROCESS_GROUP, which the subprocess module defines on Windows only.
CREATE_NEW_PROCESS_GROUP = 0x00000200
STOP_WAIT_S = 10.0        # a server's time to shut its kernels down before it is killed


def _windows(windows: bool | None) -> bool:
    return WINDOWS if windows is None else windows


def start_options(windows: bool | None = None) -> dict[str, Any]:
    """Popen's options that put a server in a process group of its own (module's doc).

    >>> start_options(windows=False), start_options(windows=True)
    ({'start_new_session': True}, {'creationflags': 512})
    """
    if _windows(windows):
        return {"creationflags": CREATE_NEW_PROCESS_GROUP}
    return {"start_new_session": True}


def start(command: Sequence[str], env: dict[str, str], *,
          windows: bool | None = None) -> subprocess.Popen[bytes]:
    """One server started in its own process group."""
    return subprocess.Popen(list(command), env=env, **start_options(windows))


def stop(processes: Sequence[subprocess.Popen[bytes]], *, windows: bool | None = None,
         wait: float = STOP_WAIT_S) -> None:
    """Ask every running server to end, give each `wait` seconds, then kill what is left.
    On both platforms `terminate` is the request (SIGTERM on POSIX, TerminateProcess on
    Windows, where the kernels follow their server: module's doc)."""
    del windows   # the same call on both platforms; the parameter says it was considered
    for process in processes:
        if process.poll() is None:
            process.terminate()
    for process in processes:
        try:
            process.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def stop_signals(windows: bool | None = None) -> tuple[str, ...]:
    """The names of the signals that ask the launcher to end, besides Ctrl-C.

    >>> stop_signals(windows=False), stop_signals(windows=True)
    (('SIGTERM', 'SIGHUP'), ('SIGBREAK',))
    """
    return ("SIGBREAK",) if _windows(windows) else ("SIGTERM", "SIGHUP")


@contextlib.contextmanager
def stop_requests(handler: Callable[[], None], *,
                  windows: bool | None = None) -> Iterator[list[str]]:
    """Within the block, `handler` is called when the platform asks the launcher to end (the
    signals of `stop_signals` this Python has, which the block yields by name); the previous
    handlers are put back after it."""
    previous: dict[int, Any] = {}
    try:
        for name in stop_signals(windows):
            number = getattr(signal, name, None)
            if number is not None:
                previous[number] = signal.signal(number, lambda *_ignored: handler())
        yield [signal.Signals(number).name for number in previous]
    finally:
        for number, old in previous.items():
            signal.signal(number, old)


def kernels_alive(server_pid: int) -> dict[int, int]:
    """The kernels a server started, by process id, with each one's resident memory in bytes,
    read from Linux's /proc; empty on a platform without it (macOS, Windows). For the tests
    and the benchmarks, never on the path of `payday app`."""
    proc = Path("/proc")
    if not (proc / "self" / "stat").exists():
        return {}
    children: dict[int, list[int]] = {}
    for entry in proc.glob("[0-9]*"):
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry.name))
    page_size = os.sysconf("SC_PAGE_SIZE")
    kernels, todo = {}, [server_pid]
    while todo:
        pid = todo.pop()
        for child in children.get(pid, []):
            todo.append(child)
            try:
                command = (proc / str(child) / "cmdline").read_bytes()
                pages = int((proc / str(child) / "statm").read_text().split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if b"ipykernel" in command:
                kernels[child] = pages * page_size
    return kernels
