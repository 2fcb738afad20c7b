"""Serve the class: the students' app and the teacher's dashboard, apart.

`./workbook app` runs `payday app` (payday/cli.py, which parses its options), which starts
three Voila servers (`serve`):

- the students' app, serving `notebooks/play.ipynb` and nothing else, with no login: on this
  computer only (127.0.0.1) by default, on the school's network with `--class`;
- the teacher's dashboard, serving `notebooks/teacher.ipynb` on the next port, always behind a
  key (Voila's own token: a random one printed at start, or `--key`), so a student's link can
  never open it, wherever it is served;
- the money lab, serving `notebooks/lab.ipynb` on the port after, behind the same key.

It prints, in the teacher's language, the address students type and a QR code of it, and
passes the link to the dashboard (`PAYDAY_APP_URL`), which shows the same code. Authentication
is Voila's and jupyter_server's; nothing here checks a password.

A class uses one server all day, so every page's kernel must end (`kernel_settings`): a closed
tab's kernel is shut down at once, and a kernel left idle with no page connected is culled after
`--cull-idle` minutes as a safety net (a student's game is in the store, so nothing is lost; an
open page is never culled, so a lesson is never cut). A pool of kernels sized for the class
(`--class-size`) is started ahead, so that a class arriving together finds them ready.

No client holds the students' server: at most the class and its spares run
(`most_kernels`), each device holds at most `PAGES_PER_ADDRESS` pages, and a page that never
connects loses its kernel after `CONNECT_GRACE_S` seconds, and one whose connection dropped
after `RECONNECT_GRACE_S` unless it comes back (`payday.classroom.page_kernels`). A teacher's
own `--ClassroomVoila.*` (or any other `--Class.setting`) options replace the launcher's value
of that setting (`overridden`): traitlets refuses a setting given twice, and the limits line
prints the values in force (`in_force`). The dashboard's key has 16 characters or more and
reaches its servers in a private file, removed when they stop (`payday.classroom.dashboard_key`).
"""
from __future__ import annotations

import argparse
import locale
import os
import re
import secrets
import socket
import sys
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from payday import i18n
from payday.classroom import processes
from payday.classroom.dashboard_key import MIN_KEY_LENGTH, remove_key_file, weak, write_key_file
from payday.classroom.page_kernels import CONNECT_GRACE_S, PAGES_PER_ADDRESS, RECONNECT_GRACE_S
from payday.classroom.store import default_location
from payday.engine.saves import MAX_BYTES as MAX_SAVE_BYTES

LOCAL = "127.0.0.1"
NETWORK = "0.0.0.0"
APP_URL_ENV = "PAYDAY_APP_URL"      # the students' link, for the dashboard's QR code
CULL_IDLE_MINUTES = 90.0   # outlasts a class period (a double one too): a lesson is never cut
REFILL_DELAY_S = 30        # a class arrives within seconds: let it render before refilling
IOPUB_TIMEOUT_S = 120      # how long a page's cell may wait for its output on a busy server
CLASS_SIZE = 30            # kernels kept ready for students on the network (--class)
HOME_SIZE = 1              # ... and for one player on this computer
# A closed tab's kernel is shut down by its page's unload beacon, which passes Voila's `_xsrf`
# check now that the page sets the cookie (`payday.classroom.serving`, the workaround for upstream voila
# issue 1458): on both servers, with the check kept.
# The largest message a page may send. Tornado refuses a larger one before reading it, and
# everything under it is read, parsed and handed on: at 64 MiB, one 50 MB name cost the server
# 400 MB and every other page 0.7 s. The largest thing a page sends is a game file: both pages
# stop a file larger than a game can be (saves.MAX_BYTES, 5 MB) before sending it, and send
# each chosen file as bytes in its own message (`payday.ui.shared.watch`), whose other parts (headers,
# the file's name) take a few kilobytes. 1 MiB over the largest game leaves that room many
# times over, and nothing else a page sends comes near it.
MESSAGE_MARGIN = 2**20
UPLOAD_MESSAGE_LIMIT = MAX_SAVE_BYTES + MESSAGE_MARGIN
# `same-origin`: other sites get no referrer (no key, no student's name from a link), and the
# browser still names our origin on a form's POST (`no-referrer` sends `Origin: null`, which
# jupyter_server's cross-origin check refuses: the dashboard's login form never worked).
TORNADO = {"headers": {"Referrer-Policy": "same-origin"},
           "websocket_max_message_size": UPLOAD_MESSAGE_LIMIT}


def network_address() -> str | None:
    """This computer's address on the local network (the one a route out would use; no packet
    is sent), or None when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == NETWORK else address


def students_link(host: str, port: int, class_id: str | None = None) -> str:
    """The link students open: the app at the server's root (Voila serves the one notebook
    there), with the class filled in when the teacher named it."""
    query = f"?{urlencode({'class': class_id})}" if class_id else ""
    return f"http://{host}:{port}/{query}"


def qr_text(url: str) -> str:
    """The link as a QR code drawn with block characters, for the terminal ('' without segno)."""
    try:
        import segno
    except ImportError:
        return ""
    import io
    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def qr_svg(url: str) -> str:
    """The link as an inline SVG QR code, for the dashboard ('' without segno)."""
    try:
        import segno
    except ImportError:
        return ""
    return segno.make(url, error="m").svg_inline(scale=5, border=2, title=url)


def teacher_language(given: str | None) -> str:
    """The language of the terminal's words, by the pages' one policy (`payday.i18n.languages.
    choose`): --lang, else the system's, which stands for a browser's Accept-Language (LANG;
    where no LANG is set, as on Windows, Python's locale: "fr_FR", "French_France"), else English."""
    system = (os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES")
              or os.environ.get("LANG") or "").split(".")[0]
    if not system:
        system = locale.getlocale()[0] or ""
    return i18n.choose(given, accept=system)


def notebook_path(name: str) -> Path:
    """A notebook the servers serve. A checkout keeps them at the top of the repository
    (notebooks/, beside payday/), where a student opening the workbook looks; the wheel carries
    the same files inside the package (payday/notebooks/, built in by setup.py), found with
    importlib.resources. pip installs a wheel's files on disk, so either is a real folder Voila
    can serve from."""
    packaged = Path(str(resources.files("payday") / "notebooks"))
    if (packaged / name).exists():
        return packaged / name
    return Path(__file__).resolve().parents[2] / "notebooks" / name


# A command-line setting: `--Class.setting=value`, `--Class.setting value`, or a short name.
OPTION = re.compile(r"--([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)?)(?:=(.*))?\Z", re.S)
# Voila's short names (voila.app.Voila.aliases) for settings the launcher gives.
ALIASES = {"port": "Voila.port", "preheat_kernel": "VoilaConfiguration.preheat_kernel",
           "pool_size": "VoilaConfiguration.default_pool_size"}


def option_setting(argument: str) -> str | None:
    """The setting a command-line argument gives, or None (a flag, a value, a notebook).

    >>> option_setting("--ClassroomVoila.kernels_per_client=6"), option_setting("--port=8866")
    ('ClassroomVoila.kernels_per_client', 'Voila.port')
    >>> option_setting("--no-browser") is None, option_setting("6") is None
    (True, True)
    """
    found = OPTION.match(argument)
    if found is None:
        return None
    name = found.group(1).replace("-", "_")
    return name if "." in name else ALIASES.get(name)


def overridden(defaults: list[str], given: list[str]) -> list[str]:
    """The launcher's `defaults` without the settings the teacher `given`s, then the teacher's:
    each setting is passed once (traitlets stops a server given one twice), the teacher's value
    winning.

    >>> overridden(["--ClassroomVoila.kernels_per_client=3", "--ClassroomVoila.max_kernels=7"],
    ...            ["--ClassroomVoila.kernels_per_client", "6"])
    ['--ClassroomVoila.max_kernels=7', '--ClassroomVoila.kernels_per_client', '6']
    """
    theirs = {option_setting(argument) for argument in given} - {None}
    return [argument for argument in defaults if option_setting(argument) not in theirs] + given


def in_force(options: list[str], setting: str) -> str | None:
    """The value `options` give `setting` (the last one given), or None.

    >>> in_force(["--ClassroomVoila.max_kernels=7", "--ClassroomVoila.connect_grace", "9"],
    ...          "ClassroomVoila.connect_grace")
    '9'
    """
    value = None
    for at, argument in enumerate(options):
        if option_setting(argument) == setting:
            found = OPTION.match(argument)
            given = found.group(2) if found is not None else None
            if given is None and at + 1 < len(options):
                given = options[at + 1]
            value = given.strip("'\"") if given is not None else value
    return value


def voila_command(notebook: str, port: int, ip: str, extra: list[str], *,
                  browser: bool = False) -> list[str]:
    """Voila as the classroom serves it (`payday.classroom.serving`). A dashboard's key is not given
    here, where `ps` would show it, nor in its environment: only the path of a file that holds
    it (`payday.classroom.dashboard_key`). A setting in `extra` replaces the launcher's own."""
    own = [f"--port={port}", f"--Voila.ip={ip}"] + ([] if browser else ["--no-browser"])
    return [sys.executable, "-m", "payday.classroom.serving", str(notebook_path(notebook)),
            *overridden(own, extra)]


def spare_kernels(class_size: int) -> int:
    """Ready kernels kept once the class has arrived, for late arrivals and reloads: a sixth
    of the class, at least two (never more than the pool)."""
    return min(class_size, max(2, class_size // 6))


def most_kernels(class_size: int) -> int:
    """The students' server's kernels at most, ready ones included: the class and its spares."""
    return class_size + spare_kernels(class_size)


def kernel_settings(*, students: bool, class_size: int, cull_idle_minutes: float,
                    refill_delay: float = REFILL_DELAY_S) -> list[str]:
    """Voila's options that end every page's kernel and keep a pool ready (see the module's
    docstring); `students` is the students' server, which also gets the pool."""
    if cull_idle_minutes <= 0:
        raise ValueError(f"--cull-idle must be a positive number of minutes, not {cull_idle_minutes}")
    if class_size < 1:
        raise ValueError(f"--class-size must be 1 or more, not {class_size}")
    seconds = max(1, round(cull_idle_minutes * 60))
    options = [f"--MappingKernelManager.cull_idle_timeout={seconds}",
               # look often enough that a short timeout (a test's) is kept to
               f"--MappingKernelManager.cull_interval={max(1, min(60, seconds // 3))}",
               "--MappingKernelManager.cull_connected=False"]
    if students:
        pools = {"default": {"pool_size": 0}, "play.ipynb": {"pool_size": class_size}}
        # A class arriving together takes the pool at once and its refill starts as many
        # kernels on a few cores: nbclient's 4 s wait for a cell's output then ran out, and the
        # page stayed blank ("Timeout waiting for IOPub output"). Wait as long as it takes.
        options += [f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT_S}",
                    "--VoilaConfiguration.preheat_kernel=True",
                    # refill the pool after the class has arrived, not while its pages render,
                    # and then a kernel or so at a time (payday.classroom.serving.StaggeredKernelManager)
                    f"--VoilaKernelManager.fill_delay={refill_delay:g}",
                    f"--VoilaKernelManager.kernel_pools_config={pools!r}",
                    # ... and only to a few spares: the class has its kernels by then
                    f"--ClassroomVoila.spare_kernels={spare_kernels(class_size)}",
                    # no client holds the server: a few pages per address, the class in all
                    # (payday.classroom.page_kernels; --ClassroomVoila.* given after wins)
                    f"--ClassroomVoila.max_kernels={most_kernels(class_size)}",
                    f"--ClassroomVoila.kernels_per_client={PAGES_PER_ADDRESS}"]
    else:
        # Preheating serves a page's request details on /voila/query/<id> with no key:
        # the teacher's servers have no pool to preheat, so they do without it.
        options.append("--VoilaConfiguration.preheat_kernel=False")
    options.append(f"--Voila.tornado_settings={TORNADO!r}")
    # The browser's languages reach the page's kernel (HTTP_ACCEPT_LANGUAGE), for the pages'
    # one language policy (payday.i18n.languages.choose).
    options.append("--VoilaConfiguration.http_header_envs=Accept-Language")
    return options


def limits(students: list[str], lang: str) -> dict[str, str]:
    """The students' server's limits in force with its options (the launcher's, or the
    teacher's where given), for the limits line: 0 pages is no limit."""
    def number(setting: str, default: float) -> float:
        given = in_force(students, f"ClassroomVoila.{setting}")
        try:
            return float(given) if given is not None else default
        except ValueError:          # the server says what is wrong with it
            return default

    def pages(count: float) -> str:
        return i18n.t("serve.no_limit", lang) if count <= 0 else f"{count:g}"
    return {"most": pages(number("max_kernels", 0)),
            "per_device": pages(number("kernels_per_client", 0)),
            "grace": f"{number('connect_grace', CONNECT_GRACE_S):g}",
            "dropped": f"{number('reconnect_grace', RECONNECT_GRACE_S):g}"}


def server_env(base: dict[str, str]) -> dict[str, str]:
    """A server's environment, without the dashboard's key (it stays readable in /proc for as
    long as a process runs): the key travels in a private file (`key_options`)."""
    return {name: value for name, value in base.items() if name != "PAYDAY_DASHBOARD_KEY"}


def key_options(key_file: Path) -> list[str]:
    """The options that give a server its key: the path of the file that holds it."""
    return [f"--ClassroomVoila.token_file={key_file}"]


def check_key(key: str, lang: str) -> None:
    """Refuse a key too short to keep a class out, saying why (in the teacher's language)."""
    if weak(key):
        raise ValueError(i18n.t("serve.weak_key", lang, least=MIN_KEY_LENGTH, length=len(key)))


def serve(args: argparse.Namespace, extra: list[str]) -> int:
    """Serve the class with `payday app`'s options (payday/cli.py parses them); `extra` are
    options for Voila, given to every server as they are. Returns when a server stops (or on
    Ctrl-C), with the servers' largest exit status."""
    lang = teacher_language(args.lang)

    def say(key: str, **values: Any) -> None:
        print(i18n.t(key, lang, **values), flush=True)

    on_network = args.class_id is not None
    ip = NETWORK if on_network else LOCAL
    host = LOCAL
    if on_network:
        host = args.address or network_address() or LOCAL
        if host == LOCAL:
            say("serve.no_network")
    dashboard_port = args.dashboard_port or args.port + 1
    key = args.key or secrets.token_urlsafe(16)
    check_key(key, lang)
    link = students_link(host, args.port, args.class_id or None)
    dashboard = f"http://{host}:{dashboard_port}/?token={key}"
    lab_port = args.lab_port or dashboard_port + 1

    env = dict(os.environ, **{APP_URL_ENV: link if on_network else ""})
    size = args.class_size if args.class_size is not None else (CLASS_SIZE if on_network else HOME_SIZE)
    students = kernel_settings(students=True, class_size=size, cull_idle_minutes=args.cull_idle,
                               refill_delay=max(0.0, args.refill_delay))
    teacher = kernel_settings(students=False, class_size=1, cull_idle_minutes=args.cull_idle)
    key_file = write_key_file(key)          # removed when the servers stop (below)
    teacher += key_options(key_file)
    # The teacher's own options win over the launcher's, setting by setting.
    students, teacher = overridden(students, extra), overridden(teacher, extra)
    # Started and stopped the same way on Windows, macOS and Linux (payday.classroom.processes).
    commands = [
        voila_command("play.ipynb", args.port, ip, students, browser=not on_network),
        voila_command("teacher.ipynb", dashboard_port, ip, teacher, browser=on_network),
        # The money lab plays thousands of games: the teacher's, behind the same key.
        voila_command("lab.ipynb", lab_port, ip, teacher),
    ]
    servers: list[Any] = []
    stopping: list[bool] = []     # a stop asked for, even before every server has started

    def stop_servers() -> None:
        stopping.append(True)
        for server in servers:
            if server.poll() is None:
                server.terminate()
    try:
        # The stop request is heard from the first server's start, so that a stop arriving
        # while the others start still removes the key file.
        with processes.stop_requests(stop_servers):
            for command in commands:
                if not stopping:
                    servers.append(processes.start(command, server_env(env)))
            if not stopping:
                announce(say, on_network, link, dashboard, f"http://{host}:{lab_port}/?token={key}",
                         limits(students, lang))
            while not stopping and all(server.poll() is None for server in servers):
                time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        processes.stop(servers)
        remove_key_file(key_file)
    return max((server.returncode or 0 for server in servers), default=0)


def announce(say: Callable[..., None], on_network: bool, link: str, dashboard: str, lab: str,
             in_force: dict[str, str]) -> None:
    """Print the links (and a QR code on the school's network), the limits in force, where the
    class's data is kept and how to stop, in the teacher's language."""
    if on_network:
        say("serve.students", url=link)
        qr = qr_text(link)
        if qr:
            say("serve.qr")
            print(qr, flush=True)
    else:
        say("serve.local_only", url=link)
    say("serve.dashboard", url=dashboard)
    say("lab.serve", url=lab)
    say("serve.limits", **in_force)
    say("serve.data", store=default_location())
    say("serve.stop")

