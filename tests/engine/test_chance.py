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


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 24, 48, 65])
def test_a_deck_is_shuffled_as_random_shuffle_shuffles_it(size):
    """The decks are shuffled by `chance.shuffle`, which must put the cards in the very order
    `Random.shuffle` did, and leave the stream where it left it: the same seed, the same game."""
    from payday.engine.chance import shuffle
    for seed in range(30):
        ours, reference = Random(f"{seed}/deck/mail"), Random(f"{seed}/deck/mail")
        cards, expected = list(range(size)), list(range(size))
        for _ in range(3):                     # a deck is shuffled again when it runs out
            shuffle(ours, cards)
            reference.shuffle(expected)
            assert cards == expected
        assert ours.getstate() == reference.getstate()
