"""The class store's database: one connection to SQLite (a path) or PostgreSQL (a URL), kept
usable all day, and its faults as `StoreError`s with a plain message.

`Database` is what `payday.classroom.store.Store` stands on: it opens the connection, brings the
tables up to date on opening (`payday.classroom.schema.upgrade`, in one transaction that other
first connections wait for), and runs one statement at a time (`_execute`). A save gives up
after `SAVE_TIMEOUT_S` (another connection holding the write lock, a stalled database server);
a PostgreSQL connection that broke is made again at the next call; a SQLite file deleted or
replaced under a running server is noticed before each use and opened anew at its path
(`reopened`). SQLite runs in WAL mode with a busy timeout, so students' kernels write while the
dashboard reads.
"""
from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self, TypeVar

from payday.classroom import schema
from payday.classroom.records import StoreBusy, StoreError
from payday.classroom.schema import Rows

if TYPE_CHECKING:
    import psycopg               # imported where a PostgreSQL store is opened

T = TypeVar("T")

SAVE_TIMEOUT_S = 3            # how long a save waits (a lock, a stalled server) before giving up
SCHEMA_LOCK = 0x7061796461    # PostgreSQL advisory lock id for creating the table ("payda")


class Database:
    """A connection to the class store's database, at `location` (a SQLite file's path, or a
    `postgresql://` URL), with its tables at `schema.SCHEMA_VERSION`."""

    def __init__(self, location: str) -> None:
        self.location = location
        self.postgres = location.startswith(("postgresql://", "postgres://"))
        self.reopened = False        # the SQLite file was deleted or replaced, and opened anew
        self._connection: sqlite3.Connection | psycopg.Connection[tuple[Any, ...]] | None = None
        self._identity: tuple[int, int] | None = None
        self._open()

    # ------------------------------------------------------------- connections
    def _open(self) -> None:
        if self.postgres:
            self._connection = self._connect_postgres()
        else:
            self._connection = self._connect_sqlite()
            self._identity = self._file_identity()
        try:
            self._create_schema()
        except BaseException:
            self._drop_connection()
            raise

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            stat = os.stat(self.location)
        except OSError:
            return None
        return stat.st_dev, stat.st_ino

    def _drop_connection(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            try:
                connection.close()
            except Exception:              # noqa: BLE001 - it is being let go anyway
                pass

    def _check_file(self) -> None:
        """Open the file again if the one at the store's path is not the one opened (deleted,
        or replaced by a copy): writing on would go into a file nobody will read again."""
        if self.postgres:
            return
        if self._connection is None or self._file_identity() != self._identity:
            self._drop_connection()
            self._open()
            self.reopened = True

    def _live(self) -> sqlite3.Connection | psycopg.Connection[tuple[Any, ...]]:
        """The open connection (`_check_file` and `_execute_postgres` open it again when it
        was let go)."""
        if self._connection is None:
            raise StoreError(f"the class store {self.location} is closed")
        return self._connection

    def _postgres_alive(self) -> bool:
        """Whether the PostgreSQL connection is open and not broken."""
        connection = self._connection
        return (connection is not None and not isinstance(connection, sqlite3.Connection)
                and not (connection.closed or connection.broken))

    def _connect_sqlite(self) -> sqlite3.Connection:
        path = Path(self.location)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(path, timeout=SAVE_TIMEOUT_S, isolation_level=None,
                                         check_same_thread=False)
            connection.execute(f"PRAGMA busy_timeout = {SAVE_TIMEOUT_S * 1000}")
            # WAL lets students' kernels write while the dashboard reads. Switching to it takes
            # a lock of its own, which the busy timeout does not always cover: retry briefly.
            self._retry(lambda: connection.execute("PRAGMA journal_mode = WAL"))
            connection.execute("PRAGMA synchronous = NORMAL")
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"the class store {path} cannot be opened: "
                             f"{self._sqlite_reason(error)}") from None
        return connection

    def _connect_postgres(self) -> psycopg.Connection[tuple[Any, ...]]:
        try:
            import psycopg               # only a school's server needs it
        except ImportError:
            raise StoreError("a PostgreSQL class store needs psycopg: "
                             "pip install 'payday[class]'") from None
        try:
            # A stopped or stalled server must not hold a student's click: give up in seconds.
            return psycopg.connect(self.location, autocommit=True, connect_timeout=SAVE_TIMEOUT_S,
                                   options=f"-c statement_timeout={SAVE_TIMEOUT_S * 1000}")
        except psycopg.Error as error:
            raise StoreBusy(f"the class store database cannot be reached: {error}") from None

    def _sqlite_reason(self, error: Exception) -> str:
        text = str(error)
        if isinstance(error, sqlite3.DatabaseError) and ("not a database" in text
                                                         or "malformed" in text):
            return f"the file is damaged or is not a class store ({text})"
        path = Path(self.location)
        # SQLite says only "unable to open database file" when WAL mode cannot make its side
        # files: name the cause (a read-only disk or folder stops root too, so ask the system).
        read_only = path.exists() and not (os.access(path, os.W_OK)
                                           and os.access(path.parent, os.W_OK))
        if read_only or "readonly" in text or "read-only" in text:
            return f"the file or its folder is read-only ({text})"
        return text

    @staticmethod
    def _retry(action: Callable[[], T], within: float = SAVE_TIMEOUT_S) -> T:
        deadline = time.monotonic() + within
        attempt = 0
        while True:
            try:
                return action()
            except sqlite3.OperationalError as error:
                attempt += 1
                if "locked" not in str(error) or time.monotonic() > deadline:
                    raise
                time.sleep(min(0.05 * attempt, 0.5))

    def _create_schema(self) -> None:
        """Create the tables, or bring an older store up to `SCHEMA_VERSION`, one migration at a
        time, in one transaction that other first connections wait for."""
        connection = self._live()
        if not isinstance(connection, sqlite3.Connection):      # PostgreSQL
            # CREATE TABLE IF NOT EXISTS is not safe when two first connections race (the loser
            # gets DuplicateTable or UniqueViolation): take turns on an advisory lock.
            import psycopg
            try:
                with connection.transaction():
                    self._run("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))
                    schema.upgrade(self._run, self._execute, self.postgres, self.location)
            except psycopg.Error as error:
                raise StoreError(f"the class store database cannot be used: {error}") from None
            return
        try:
            self._retry(lambda: connection.execute("BEGIN IMMEDIATE"))
            try:
                schema.upgrade(self._run, self._execute, self.postgres, self.location)
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
        except sqlite3.Error as error:
            raise StoreError(f"the class store {self.location} cannot be opened: "
                             f"{self._sqlite_reason(error)}") from None

    def schema_version(self) -> int:
        """The version of the store's tables (0: written before versions were kept)."""
        return schema.version(self._run, self.postgres)

    def _run(self, sql: str, params: tuple[object, ...] = ()) -> Rows:
        """One statement on the open connection, its errors as the driver raises them."""
        connection = self._live()
        if isinstance(connection, sqlite3.Connection):
            return connection.execute(sql, params).fetchall()
        with connection.cursor() as cursor:
            cursor.execute(sql.replace("?", "%s"), params)
            return cursor.fetchall() if cursor.description else []

    def _execute(self, sql: str, params: tuple[object, ...] = ()) -> Rows:
        """One statement; every fault of the store comes out as a `StoreError`."""
        if self.postgres:
            return self._execute_postgres(sql, params)
        self._check_file()
        try:
            return self._run(sql, params)
        except sqlite3.OperationalError as error:
            if "locked" in str(error) or "busy" in str(error):
                raise StoreBusy("the class store is busy (another program holds it); "
                                "the next save tries again") from None
            raise StoreError(f"the class store {self.location} cannot be used: "
                             f"{self._sqlite_reason(error)}") from None
        except sqlite3.Error as error:
            raise StoreError(f"the class store {self.location} cannot be used: "
                             f"{self._sqlite_reason(error)}") from None

    def _execute_postgres(self, sql: str, params: tuple[object, ...]) -> Rows:
        import psycopg
        if not self._postgres_alive():
            self._drop_connection()
            self._open()                     # the server came back: connect again
        try:
            return self._run(sql, params)
        except (psycopg.OperationalError, psycopg.InterfaceError) as error:
            if not self._postgres_alive():
                self._drop_connection()      # the next call connects again
            raise StoreBusy(f"the class store database did not answer: {error}") from None
        except psycopg.Error as error:
            raise StoreError(f"the class store database refused it: {error}") from None

    def close(self) -> None:
        self._drop_connection()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def wipe_free_space(self) -> None:
        """Rewrite the store so that deleted games leave no trace in free pages or logs."""
        if self.postgres:
            # Plain VACUUM only marks the space reusable; FULL rewrites the table (a short lock).
            self._execute("VACUUM FULL games")
            self._execute("VACUUM FULL quiz_answers")
            self._execute("VACUUM FULL code_guesses")
        else:
            self._execute("VACUUM")
            self._execute("PRAGMA wal_checkpoint(TRUNCATE)")
