"""Writes lesson02-004916a.json: a lesson-02 game as the workbook saved it at main 004916a,
before lesson 02's scenario changed (version 1: the day-4 deal). The student buys the deal and
plays plainly to the end, the computer seats by the lesson's styles; the file keeps the save
and the end net worths it had.

Run from a checkout of that commit: `git worktree add --detach /tmp/l02base 004916a`, then
`PYTHONPATH=/tmp/l02base python tests/teaching/saves/write_lesson02_save.py > tests/teaching/saves/lesson02-004916a.json`.
"""
import json

import payday
from payday import Act
from payday.players.play import Planned, play_out, seats
from payday.players.styles import make_bot
from payday.teaching.claims import Student


def main() -> None:
    lesson = payday.scenario("02")
    game = lesson.new_game("Ada", seed=7)
    student = Student(lesson, Act.BUY, False, make_bot("cautious", 7, 0))
    chosen = dict(seats(game))
    chosen[0] = Planned(student.plan, student.fallback)
    play_out(game, chosen)
    assert student.played is Act.BUY and game.is_over
    print(json.dumps({"commit": "004916a", "save": json.loads(game.to_json()),
                      "net_worths": [game.net_worth(p) for p in game.players]}, indent=1))


if __name__ == "__main__":      # pytest imports it for doctests: nothing runs then
    main()
