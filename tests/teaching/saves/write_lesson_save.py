"""Writes a lesson game as the workbook saved it at an earlier commit, before the lesson's
scenario changed, for `tests/teaching/test_scenario_versions.py` to prove it still loads:

| file                   | commit  | lesson's version 1                                    | key act |
|------------------------|---------|-------------------------------------------------------|---------|
| lesson02-004916a.json  | 004916a | the day-4 deal                                        | BUY     |
| lesson01-20035e8.json  | 20035e8 | day 5, the others with their start money (cautious    | JOIN    |
|                        |         | and saver); main's lesson code at 5a0748f is the same |         |

The student takes the key act and plays plainly to the end, the computer seats by the lesson's
styles; the file keeps the save and the end net worths it had. Run from a checkout of the commit,
e.g. `git worktree add --detach /tmp/base 20035e8`, then
`PYTHONPATH=/tmp/base python tests/teaching/saves/write_lesson_save.py 01 JOIN 20035e8 > tests/teaching/saves/lesson01-20035e8.json`.
"""
import json
import sys

import payday
from payday import Act
from payday.players.play import Planned, play_out, seats
from payday.players.styles import make_bot
from payday.teaching.claims import Student


def main(number: str, act_name: str, commit: str) -> None:
    act = Act[act_name]
    lesson = payday.scenario(number)
    game = lesson.new_game("Ada", seed=7)
    student = Student(lesson, act, False, make_bot("cautious", 7, 0))
    chosen = dict(seats(game))
    chosen[0] = Planned(student.plan, student.fallback)
    play_out(game, chosen)
    assert student.played is act and game.is_over
    print(json.dumps({"commit": commit, "save": json.loads(game.to_json()),
                      "net_worths": [game.net_worth(p) for p in game.players]}, indent=1))


if __name__ == "__main__":      # pytest imports it for doctests: nothing runs then
    main(*sys.argv[1:4])
