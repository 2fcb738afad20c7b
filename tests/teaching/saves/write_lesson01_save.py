"""Writes lesson01-20035e8.json: a lesson-01 game as the workbook saved it at 20035e8 (main's
lesson code at 5a0748f is the same), before lesson 01's scenario changed (version 1: day 5, the
other players with their start money and the cautious and saver styles). The student buys the
lottery ticket and plays plainly to the end, the computer seats by the lesson's styles; the file
keeps the save and the end net worths it had.

Run from a checkout of that commit: `git worktree add --detach /tmp/l01base 20035e8`, then
`PYTHONPATH=/tmp/l01base python tests/teaching/saves/write_lesson01_save.py > tests/teaching/saves/lesson01-20035e8.json`.
"""
import json

import payday
from payday import Act
from payday.players.play import Planned, play_out, seats
from payday.players.styles import make_bot
from payday.teaching.claims import Student


def main() -> None:
    lesson = payday.scenario("01")
    game = lesson.new_game("Ada", seed=7)
    student = Student(lesson, Act.JOIN, False, make_bot("cautious", 7, 0))
    chosen = dict(seats(game))
    chosen[0] = Planned(student.plan, student.fallback)
    play_out(game, chosen)
    assert student.played is Act.JOIN and game.is_over
    print(json.dumps({"commit": "20035e8", "save": json.loads(game.to_json()),
                      "net_worths": [game.net_worth(p) for p in game.players]}, indent=1))


if __name__ == "__main__":      # pytest imports it for doctests: nothing runs then
    main()
