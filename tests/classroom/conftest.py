"""The class store's fixtures: a throwaway PostgreSQL server for the store's tests."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.support.servers import free_port, install_postgres


@pytest.fixture(scope="session")
def postgres_url():
    """A throwaway PostgreSQL cluster in a temp folder on a free localhost port."""
    pytest.importorskip("psycopg", reason="psycopg is in the test extra: pip install -e '.[test]'")
    bin_dir = install_postgres()
    if bin_dir is None:
        pytest.skip("PostgreSQL is not installed and could not be installed "
                    "(apt-get install postgresql needs root)")
    as_user: list[str] = []
    if os.geteuid() == 0:                  # initdb refuses to run as root
        if shutil.which("runuser") is None:
            pytest.skip("running as root, and runuser is missing to start PostgreSQL as postgres")
        subprocess.run(["id", "postgres"], check=True, stdout=subprocess.DEVNULL)
        as_user = ["runuser", "-u", "postgres", "--"]
    folder = Path(tempfile.mkdtemp(prefix="payday-pg-"))
    data, port = folder / "data", free_port()
    if as_user:
        shutil.chown(folder, "postgres")
    run = lambda *args: subprocess.run(as_user + [str(a) for a in args], check=True,
                                       capture_output=True, text=True)
    run(bin_dir / "initdb", "-D", data, "-U", "postgres", "-A", "trust", "--no-sync")
    run(bin_dir / "pg_ctl", "-D", data, "-l", folder / "log", "-w", "-t", "60", "-o",
        f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off", "start")
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(as_user + [str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate",
                                  "stop"], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)
