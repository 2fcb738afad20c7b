"""The die is drawn with `getrandbits` (fast, compiled or not) and must roll exactly what
`Random.randint(1, sides)` rolled before: the same seed plays the same game."""
from __future__ import annotations

from random import Random

import pytest

from payday.engine.chance import Chance


@pytest.mark.parametrize("sides", [1, 2, 3, 5, 6, 7, 8, 12, 20])
def test_the_die_rolls_what_randint_rolls(sides):
    for seed in range(40):
        chance = Chance(seed)
        for purpose in ("move/0", "contest/3", "green/1"):
            reference = Random(f"{seed}/{purpose}")
            rolls = [chance.die(purpose, sides) for _ in range(300)]
            assert rolls == [reference.randint(1, sides) for _ in range(300)]
            # And the stream is left where randint left it: later draws agree too.
            assert chance.stream(purpose).getstate() == reference.getstate()


def test_a_six_sided_die_rolls_every_face_and_nothing_else():
    chance = Chance(7)
    assert {chance.die("move/0") for _ in range(600)} == {1, 2, 3, 4, 5, 6}
