"""No answer of any kind can corrupt a game.

At every decision of many seeded games of each edition, the fuzzer tries answers that must be
refused: every ranged option given bare (as offered, without an amount), each ranged option one
step outside its bounds and off its step, wrong types (a string, a bool, a float, None, a list),
acts that are not offered, options taken from games of the other editions, and things that are
not options at all. Each must raise `IllegalDecision` and leave the game exactly as it was.
Then it answers with a legal option (a plain one, or a ranged one at a bound or in between),
and after every accepted answer the saved game must load and replay to the very same state.

The number of games is a setting: PAYDAY_FUZZ_GAMES games per edition (CI's default fits its
time; raise it for a deeper search).
"""
from __future__ import annotations

import os
import random

import pytest

import payday
from payday import Act, GameOver, IllegalDecision, Option, PlayerSpec

GAMES = int(os.environ.get("PAYDAY_FUZZ_GAMES", "12"))
MAX_DECISIONS = 400          # a random player may move money in and out of savings for ever


def state_of(game) -> tuple:
    """Everything a game is: its save, its story, its ledger, what it waits for, who holds
    what, and the order of every deck."""
    return (game.to_json(), list(game.events), list(game.ledger.entries), game.pending,
            [(p.month, p.day, p.retired, p.eliminated, [c.id for c in p.cards()])
             for p in game.players],
            {name: [c.id for c in deck] for name, deck in game.decks.items()},
            [c.id for c in game.table])


def must_refuse(game, answer) -> None:
    before = state_of(game)
    with pytest.raises(IllegalDecision):
        game.decide(answer)
    assert state_of(game) == before, f"refusing {answer!r} changed the game"


def wrong_answers(decision, foreign: list[Option], rng: random.Random):
    """Answers that no option of `decision` admits."""
    offered = {o.act for o in decision.options}
    for option in decision.options:
        if option.ranged:
            yield option                                          # bare: no amount
            yield Option(option.act, option.low, low=option.low, high=option.high)
            yield option.with_amount(option.low - option.step)    # one step outside
            yield option.with_amount(option.high + option.step)
            if option.step > 1 and option.low + 1 <= option.high:
                yield option.with_amount(option.low + 1)          # off the step
            yield Option(option.act, float(option.low))           # a float
            yield Option(option.act, str(option.low))             # a string
            yield Option(option.act, True)                        # a bool
            yield Option(option.act, None)
            yield Option(option.act, [option.low])
        else:
            if type(option.arg) is int:
                yield Option(option.act, float(option.arg))
                yield Option(option.act, bool(option.arg))
                yield Option(option.act, str(option.arg))
            elif option.arg is None:
                yield Option(option.act, 0)
                yield Option(option.act, False)
            else:
                yield Option(option.act, option.arg + "-not-a-card")
                yield Option(option.act, None)
            yield Option(option.act, option.arg, high=5)              # not a plain answer
    for act in rng.sample(sorted(set(Act) - offered), 3):            # of another kind
        yield Option(act)
        yield Option(act, 1000)
    for option in rng.sample(foreign, min(4, len(foreign))):         # from another game
        if not any(o.admits(option) for o in decision.options):
            yield option
    yield from ("roll", None, 3, {"act": "roll"}, [str(decision.options[0].act), None])


def a_legal_answer(decision, rng: random.Random) -> Option:
    """A plain option, or a ranged one at a bound or in between; main options are favoured so
    the game moves on."""
    main = [o for o in decision.options if not o.free]
    pool = main if main and rng.random() < 0.8 else list(decision.options)
    option = rng.choice(pool)
    if not option.ranged:
        return option
    amounts = option.amounts()
    return option.with_amount(rng.choice((amounts[0], amounts[-1], rng.choice(amounts))))


def foreign_options(variant: str) -> list[Option]:
    """Options offered in a short game of every other edition."""
    found: list[Option] = []
    for other in sorted(payday.EDITIONS):
        if other == variant:
            continue
        game = payday.new_game(other, ["A", "B", "C"], months=1, seed=99)
        rng = random.Random(other)
        while not game.is_over and len(found) < 60 * len(payday.EDITIONS):
            found.extend(o for o in game.pending.options if not o.ranged)
            game.decide(a_legal_answer(game.pending, rng))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_no_answer_corrupts_a_game(variant):
    foreign = foreign_options(variant)
    for seed in range(GAMES):
        rng = random.Random(f"{variant}/{seed}")
        players = [PlayerSpec(n) for n in ("Ada", "Bo", "Cy", "Di")[:rng.randint(2, 4)]]
        game = payday.new_game(variant, players, months=rng.randint(1, 2), seed=seed)
        for _ in range(MAX_DECISIONS):
            if game.is_over:
                break
            for wrong in wrong_answers(game.pending, foreign, rng):
                must_refuse(game, wrong)
            answer = a_legal_answer(game.pending, rng)
            try:
                game.decide(answer)
            except IllegalDecision:
                # An answer the options admit may still be refused by the rules (a card
                # that cannot be played now); the game must then be as it was.
                continue
            loaded = payday.load_game(game.to_json())
            assert state_of(loaded) == state_of(game), f"{variant} seed {seed}: {answer!r}"
        if game.is_over:
            with pytest.raises(GameOver):
                game.decide(Option(Act.ROLL))


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_a_ranged_option_given_bare_names_its_range_and_changes_nothing(variant):
    """"A ranged option must be answered with an amount; given bare it is an IllegalDecision
    that names the range, and the game is unchanged." (issue: one source of truth)"""
    rng = random.Random(variant)
    game = payday.new_game(variant, ["Ada", "Bo", "Cy"], months=2, seed=3)
    tried = 0
    while not game.is_over and tried < 20:
        for option in game.pending.options:
            if option.ranged:
                before = state_of(game)
                with pytest.raises(IllegalDecision) as error:
                    game.decide(option)
                assert error.value.key == "illegal.amount"
                assert (error.value.values["low"], error.value.values["high"]) == (option.low, option.high)
                assert f"from {option.low} to {option.high}" in str(error.value)
                assert state_of(game) == before
                tried += 1
        game.decide(a_legal_answer(game.pending, rng))
    assert tried, f"no ranged option was offered in {variant}"
