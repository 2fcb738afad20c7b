"""How many resume codes may be tried for one student of one class.

Every code the app checks is a guess, whether the student typed it, a `?resume=` link brought
it or the browser remembered it: a page can send any list of "remembered" codes, so they are
no more trusted than typed ones. The guesses are counted in the class store, per class and
student's name (the `code_guesses` table, `payday.classroom.schema`), so that reloading the
page, opening another tab or a new kernel goes on with the same count.

Why these numbers: a code is 6 characters from 31, about 887 million codes, and a student
keeps at most `payday.classroom.store.MAX_GAMES_PER_STUDENT` (100) games in a class. At
`GUESSES` (30) codes per name every `GUESS_WINDOW_S` (10 minutes), a script trying one name
all through a 6-hour school day checks 1,080 codes, with about one chance in 8,000 of opening
any of that student's 100 games. A student's own page checks at most `REMEMBERED` (5) codes
of the browser's, once per page, and one typed code at a time, so 30 leave room for several
reloads and typing mistakes.
"""
from __future__ import annotations

from payday.classroom.schema import Execute

GUESSES = 30              # codes checked per class and name in one window
GUESS_WINDOW_S = 600      # a window's length, from its first guess (10 minutes)
REMEMBERED = 5            # a browser's remembered codes checked per class and name; the rest ignored

# The window's guesses raised by this many in one statement, so that two kernels counting at
# once both count; a window that ended starts again at this guess. Every statement's values:
# class, student, now, guesses, then the window's length twice.
COUNT = """INSERT INTO code_guesses (class_id, student, since, guesses) VALUES (?, ?, ?, ?)
    ON CONFLICT (class_id, student) DO UPDATE SET
        guesses = CASE WHEN code_guesses.since > excluded.since - ?
                       THEN code_guesses.guesses + excluded.guesses ELSE excluded.guesses END,
        since = CASE WHEN code_guesses.since > excluded.since - ?
                     THEN code_guesses.since ELSE excluded.since END
    RETURNING since, guesses"""

# Windows that ended are forgotten, so names tried once do not pile up in the store.
FORGET_ENDED = "DELETE FROM code_guesses WHERE since <= ?"


def count(execute: Execute, class_id: str, student: str, guesses: int, now: float) -> int:
    """Count `guesses` more codes tried for `student` of `class_id` at `now` (seconds since
    1970). Returns 0 if they may be checked, else the seconds until the window ends: the codes
    must then not be checked (they were counted all the same, so hammering does not help)."""
    at = int(now)
    execute(FORGET_ENDED, (at - GUESS_WINDOW_S,))
    ((since, total),) = execute(COUNT, (class_id, student, at, guesses, GUESS_WINDOW_S,
                                        GUESS_WINDOW_S))
    if total <= GUESSES:
        return 0
    return max(1, int(since) + GUESS_WINDOW_S - at)
