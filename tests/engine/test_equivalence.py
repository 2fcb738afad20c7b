"""A game is its seed plus its decisions, whatever the build: computer players asked inside the
loop (`Game.play_bots`) play the very game they play through `decide`, and the compiled build
plays the very game the pure Python source plays: the same history, events, ledger and
`to_json()`, seed after seed, for every edition, 2 to 6 players, 1 to 12 months and every
computer style.

PAYDAY_EQUIVALENCE_SEEDS sets how many seeds each edition plays (CI's default: 200).
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import payday
from payday import EDITIONS, new_game
from payday.players.styles import STYLES, make_bot
from payday.engine.game import Game, PlayerSpec

ROOT = Path(__file__).resolve().parents[2]
SEEDS = int(os.environ.get("PAYDAY_EQUIVALENCE_SEEDS", "200"))


def setting(variant: str, seed: int) -> tuple[list[str], int]:
    """The seats' styles and the months of game `seed`: every style, 2 to 6 players (as the
    edition allows), 1 to 12 months."""
    rules = EDITIONS[variant].edition_rules
    low, high = max(2, rules.min_players), min(6, rules.max_players)
    count = low + seed % (high - low + 1)
    styles = sorted(STYLES)
    return [styles[(seed + seat) % len(styles)] for seat in range(count)], 1 + seed * 7 % 12


def start(variant: str, seed: int) -> tuple[Game, dict]:
    styles, months = setting(variant, seed)
    game = new_game(variant, [PlayerSpec(f"{s}-{i}", s) for i, s in enumerate(styles)],
                    months=months, seed=seed)
    return game, {seat: make_bot(style, seed, seat) for seat, style in enumerate(styles)}


def through_decide(variant: str, seed: int) -> Game:
    game, bots = start(variant, seed)
    while game.pending is not None:
        game.decide(bots[game.pending.player].choose(game, game.pending))
    return game


def through_play_bots(variant: str, seed: int) -> Game:
    game, bots = start(variant, seed)
    game.play_bots(bots)
    return game


def record(game: Game) -> dict:
    """Everything a game is and tells, in plain values."""
    return {"history": [o.to_json() for o in game.history],
            "events": [[e.seq, e.player, e.key, repr(sorted(e.data.items()))] for e in game.events],
            "ledger": [[e.seq, list(e.clock), e.src, e.dst, e.amount, str(e.reason)]
                       for e in game.ledger.entries],
            "json": game.to_json(), "turns": game.turns}


def fingerprints(seeds: int) -> dict[str, list[str]]:
    """A digest of each game's record, by edition, played through `play_bots`."""
    return {variant: [hashlib.sha256(json.dumps(record(through_play_bots(variant, seed)))
                                     .encode()).hexdigest() for seed in range(seeds)]
            for variant in sorted(EDITIONS)}


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_play_bots_plays_the_game_decide_plays(variant):
    """"A game is its seed plus its decisions": the same answers through `play_bots` as
    through `decide`, to the last event and ledger line."""
    for seed in range(SEEDS):
        assert record(through_play_bots(variant, seed)) == record(through_decide(variant, seed)), seed


def test_the_compiled_build_plays_the_pure_builds_games():
    """The compiled and the pure build play the same games. This runs in the compiled run of
    `./workbook test`; the pure build is the source tree, put first on the path of a child."""
    if not payday.compiled:
        pytest.skip("the pure build is running: the compiled run of ./workbook test compares")
    child = subprocess.run(
        [sys.executable, "-c", "import json, payday, tests.engine.test_equivalence as t; "
         f"assert not payday.compiled, payday.__file__; print(json.dumps(t.fingerprints({SEEDS})))"],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, check=True, cwd=ROOT)
    assert json.loads(child.stdout) == fingerprints(SEEDS)


def test_a_person_stops_play_bots_and_the_limit_is_kept():
    """Computer players answer only for their seats: a person's decision stops them."""
    game, bots = start("payday", 3)
    del bots[1]
    taken = game.play_bots(bots)
    assert game.pending is not None and game.pending.player == 1
    assert taken == len(game.history)
    assert game.play_bots(bots) == 0                    # still the person's turn
    game.decide(game.pending.options[0])
    assert game.play_bots(bots, limit=1) == 1


def test_an_illegal_answer_from_a_decider_changes_nothing():
    """Answers from the loop go through the same legality check as `decide`."""
    class Cheat:
        def choose(self, game, decision):
            return payday.Option(payday.Act.BUY, "not offered")

    game, bots = start("bonne-paye", 1)
    before = game.to_json()
    with pytest.raises(payday.IllegalDecision):
        game.play_bots({0: Cheat(), 1: bots[1]})
    assert game.to_json() == before


class CheatsAt:
    """A computer player that answers as `bot` does until the game's `at`-th decision, then
    does what `cheat` does."""

    def __init__(self, bot, at: int, cheat) -> None:
        self.bot, self.at, self.cheat = bot, at, cheat

    def choose(self, game, decision):
        if len(game.history) == self.at:
            return self.cheat(decision)
        return self.bot.choose(game, decision)


def not_offered(decision):
    return payday.Option(payday.Act.BUY, "not offered")


def fails(decision):
    raise RuntimeError("the decider's own fault")


@pytest.mark.parametrize("cheat, error", [(not_offered, payday.IllegalDecision),
                                          (fails, RuntimeError)])
def test_a_bad_answer_in_the_middle_of_play_bots_leaves_the_game_at_that_decision(cheat, error):
    """Answers taken where the rules ask them have `decide`'s checks: an illegal answer (or
    a decider's own error) at the 40th decision raises from `play_bots`, with the game at that
    decision, and the game plays on from there as if nothing had happened."""
    at = 40
    game, bots = start("payday-auction", 4)
    whole, _ = start("payday-auction", 4)
    whole.play_bots(bots)
    bots = {s: CheatsAt(b, at, cheat) if s == whole.answered_by[at] else b
            for s, b in bots.items()}
    with pytest.raises(error):
        game.play_bots(bots)
    assert len(game.history) == at and game.history == whole.history[:at]
    assert game.pending.player == whole.answered_by[at]
    assert game.to_json() == whole.replayed(whole.history[:at]).to_json()
    bots[whole.answered_by[at]] = bots[whole.answered_by[at]].bot
    game.play_bots(bots)
    assert record(game) == record(whole)


def test_play_bots_keeps_its_limit_inside_the_rules():
    """`limit` counts every answer, those taken where the rules ask them included."""
    game, bots = start("payday-auction", 5)
    assert game.play_bots(bots, limit=25) == 25 and len(game.history) == 25
    assert game.play_bots(bots, limit=0) == 0 and len(game.history) == 25
    whole, _ = start("payday-auction", 5)
    whole.play_bots(bots)
    assert game.history == whole.history[:25]


@pytest.mark.parametrize("limit", [-1, 1.5, "3"])
def test_a_bad_limit_is_refused(limit):
    game, bots = start("payday-auction", 2)
    with pytest.raises(ValueError):
        game.play_bots(bots, limit)
    assert game.history == []


def test_the_bots_draws_are_splitmix64_whatever_the_build():
    """A computer player's randomness is the published splitmix64 sequence (its first number
    from 0 is 0xe220a8397b1dcdaf), so both builds, and every machine, draw the same."""
    from payday.players.bot import Draws
    draws = Draws(0)
    assert [draws.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert {Draws(seed).below(6) for seed in range(200)} == set(range(6))
