"""The random-playout test every edition must pass: invariants checked on every event."""
import os

import pytest

from payday import EDITIONS
from payday.players.styles import STYLES
from tests.support.games import bots_game, play_checked

# Thousands of games in CI; PAYDAY_PLAYOUTS lowers it for a quick local run.
GAMES = int(os.environ.get("PAYDAY_PLAYOUTS", "1000"))


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_random_playouts_keep_every_invariant(variant):
    """Each balance equals its ledger sum, money is conserved, no card is lost or doubled,
    nobody holds negative cash, every decision has legal options, and every game ends."""
    for seed in range(GAMES):
        players = 2 + seed % (EDITIONS[variant].edition_rules.max_players - 1)
        game, bots = bots_game(variant, seed, players=min(players, 4), months=1 + seed % 3)
        play_checked(game, bots)
        assert game.is_over


@pytest.mark.parametrize("variant", sorted(EDITIONS))
@pytest.mark.parametrize("style", sorted(STYLES))
def test_every_style_finishes_games_without_breaking_a_rule(variant, style):
    for seed in range(20):
        game, bots = bots_game(variant, seed, players=3, months=3, styles=(style, "random"))
        play_checked(game, bots)
