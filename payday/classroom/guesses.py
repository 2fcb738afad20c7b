"""How many resume codes may be tried for one student of one class, and from where.

Every code the app checks is a guess, whether the student typed it, a `?resume=` link brought
it or the browser remembered it: a page can send any list of "remembered" codes, so they are
no more trusted than typed ones. The guesses are counted in the class store (the
`code_guesses` table, `payday.classroom.schema`), so that reloading the page, opening another
tab or a new kernel goes on with the same count.

They are counted three ways, each in a window of `GUESS_WINDOW_S` (10 minutes) from its first
guess, so that one page cannot lock a classmate out:

- per name and **source** (`GUESSES`, 30): the source is the browser asking, as the class
  server tells its page's kernel (its address and its login cookie, `source_of`), or the hub's
  login; a student's own page checks at most `REMEMBERED` (5) codes of the browser's, once per
  page, and one typed code at a time, so 30 leave room for reloads and typing mistakes;
- per source, at every name (`SOURCE_GUESSES`, 60): one page sweeping the class's names stops
  there, where it once spent 30 names' budgets (240 messages in 35 s);
- per name, from every source (`NAME_GUESSES`, 150): the bound on guessing one student's codes
  from many browsers. A source refused by its own limits adds nothing to it, so it takes five
  sources to fill it, and the teacher can unlock a name from the dashboard (`unlock`).

A page whose source is not known (a server that does not say, in-process use; '') counts as
one source, `UNKNOWN`, with no limit at every name: the per-name limits then hold as before.

Why these numbers: a code is 6 characters from 31, about 887 million codes, and a student
keeps at most `payday.classroom.holders.MAX_GAMES_PER_STUDENT` (100) games in a class per holder.
At 150 codes per name every 10 minutes, five browsers trying one name all through a 6-hour
school day check 5,400 codes, about one chance in 1,600 of opening one of 100 games; one
browser checks 1,080 (one in 8,000).
"""
from __future__ import annotations

import hashlib
import os

from payday.classroom.schema import Execute

GUESSES = 30              # codes checked per class, name and source in one window
SOURCE_GUESSES = 60       # codes checked per class and source, at every name, in one window
NAME_GUESSES = 150        # codes checked per class and name, from every source, in one window
GUESS_WINDOW_S = 600      # a window's length, from its first guess (10 minutes)
REMEMBERED = 5            # a browser's remembered codes checked per class and name; the rest ignored

EVERY = ""                # the name or the source of a count over every name or every source
UNKNOWN = "?"             # the source of a page whose server did not say
SOURCE_ENV = "PAYDAY_SOURCE"   # where the class server puts a page kernel's source

# The window's guesses raised by this many in one statement, so that two kernels counting at
# once both count; a window that ended starts again at this guess. Every statement's values:
# class, student, source, now, guesses, then the window's length twice.
COUNT = """INSERT INTO code_guesses (class_id, student, source, since, guesses)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (class_id, student, source) DO UPDATE SET
        guesses = CASE WHEN code_guesses.since > excluded.since - ?
                       THEN code_guesses.guesses + excluded.guesses ELSE excluded.guesses END,
        since = CASE WHEN code_guesses.since > excluded.since - ?
                     THEN code_guesses.since ELSE excluded.since END
    RETURNING since, guesses"""

# Windows that ended are forgotten, so names tried once do not pile up in the store.
FORGET_ENDED = "DELETE FROM code_guesses WHERE since <= ?"


def source_of(address: str, owner: str) -> str:
    """A browser as a short digest of its address and login (the store keeps no address).

    >>> source_of("10.0.0.7", "anon-1") == source_of("10.0.0.7", "anon-1") != source_of("10.0.0.7", "anon-2")
    True
    """
    return hashlib.sha256(f"{address}\n{owner}".encode()).hexdigest()[:16]


def page_source() -> str:
    """This kernel's source: the one its class server gave it (`SOURCE_ENV`), else the hub's
    login, else '' (not known)."""
    given = os.environ.get(SOURCE_ENV, "").strip()
    if given:
        return given[:64]
    user = os.environ.get("JUPYTERHUB_USER", "").strip()
    return f"hub:{user}"[:64] if user else ""


def _add(execute: Execute, class_id: str, student: str, source: str, guesses: int, at: int,
         limit: int) -> int:
    """Count the guesses on one count; the seconds to wait if it is past `limit`, else 0."""
    ((since, total),) = execute(COUNT, (class_id, student, source, at, guesses, GUESS_WINDOW_S,
                                        GUESS_WINDOW_S))
    if total <= limit:
        return 0
    return max(1, int(since) + GUESS_WINDOW_S - at)


def count(execute: Execute, class_id: str, student: str, guesses: int, now: float,
          source: str = UNKNOWN) -> int:
    """Count `guesses` more codes tried for `student` of `class_id` from `source` at `now`
    (seconds since 1970). Returns 0 if they may be checked, else the seconds until a window
    ends: the codes must then not be checked (they were counted all the same on the source's
    counts, so hammering does not help; the name's count from every source is left alone)."""
    at = int(now)
    source = source or UNKNOWN
    execute(FORGET_ENDED, (at - GUESS_WINDOW_S,))
    waits = [_add(execute, class_id, student, source, guesses, at, GUESSES)]
    if source != UNKNOWN:
        waits.append(_add(execute, class_id, EVERY, source, guesses, at, SOURCE_GUESSES))
    if any(waits):
        return max(waits)
    return _add(execute, class_id, student, EVERY, guesses, at, NAME_GUESSES)


def locked(execute: Execute, class_id: str, now: float) -> dict[str, int]:
    """The names of a class refused lately, from some source or from all, and the seconds
    until their last such window ends."""
    at = int(now)
    rows = execute("SELECT student, source, since, guesses FROM code_guesses WHERE class_id = ? "
                   "AND student <> ? AND since > ?", (class_id, EVERY, at - GUESS_WINDOW_S))
    waits: dict[str, int] = {}
    for student, source, since, total in rows:
        if total > (NAME_GUESSES if source == EVERY else GUESSES):
            waits[student] = max(waits.get(student, 0), int(since) + GUESS_WINDOW_S - at)
    return dict(sorted(waits.items()))


def unlock(execute: Execute, class_id: str, student: str) -> None:
    """Let a name's codes be tried again, from every source (the teacher's button)."""
    execute("DELETE FROM code_guesses WHERE class_id = ? AND student = ?", (class_id, student))
