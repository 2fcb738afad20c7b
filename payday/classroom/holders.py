"""Whose each game and quiz answer is, and how many games a holder and a name may keep.

What a page writes belongs to its holder (the browser that saved it first,
`guesses.page_source`), never to a typed name alone: a student keeps at most
`MAX_GAMES_PER_STUDENT` games in a class per holder (so a classmate's games under their name
cannot crowd theirs out) and `MAX_GAMES_PER_NAME` in all; a quiz's answers handed in by another
holder are replaced only by a page holding one of the student's resume codes (the store checks
the codes, `Store.put_answers`). The queries here run on the store's way of running a statement
(`schema.Execute`); how many resume codes a browser may try is `payday.classroom.guesses`.
"""
from __future__ import annotations

from payday.classroom.records import GameKey, TooManyGames
from payday.classroom.schema import Execute

# Games kept per student in a class. A lesson is one game and a free game takes a lesson's
# time, so a student playing every lesson twice and a free game every week of a school year
# stays under 100; past it the store would only slow the dashboard (it replays every game of a
# class), and the teacher can forget old games to make room.
MAX_GAMES_PER_STUDENT = 100
# Games kept under one name in a class, whoever saved them: what bounds the store when pages of
# many browsers save under one name (three holders' worth).
MAX_GAMES_PER_NAME = 300


def check_room(execute: Execute, key: GameKey, holder: str) -> None:
    """Refuse (`TooManyGames`) the game `key` if it would be a new one past `holder`'s
    `MAX_GAMES_PER_STUDENT` or the name's `MAX_GAMES_PER_NAME` in the class."""
    (everyone, held), = execute(
        "SELECT COUNT(*), SUM(CASE WHEN holder = ? THEN 1 ELSE 0 END) FROM games "
        "WHERE class_id = ? AND student = ? AND game_id <> ?",
        (holder, key.class_id, key.student, key.game_id))
    if (held or 0) >= MAX_GAMES_PER_STUDENT or everyone >= MAX_GAMES_PER_NAME:
        raise TooManyGames(key, max(held or 0, everyone if everyone >= MAX_GAMES_PER_NAME
                                    else 0))


def answers_held_elsewhere(execute: Execute, key: GameKey, lesson: str, moment: str,
                           holder: str) -> bool:
    """Whether the student's kept answers of this moment of a lesson's quiz were handed in by
    a holder other than `holder` (answers kept before holders were, '', belong to anyone)."""
    holders = {h for (h,) in execute(
        "SELECT DISTINCT holder FROM quiz_answers WHERE class_id = ? AND student = ? AND "
        "lesson = ? AND moment = ?", (key.class_id, key.student, lesson, moment))}
    return bool(holders - {"", holder})
