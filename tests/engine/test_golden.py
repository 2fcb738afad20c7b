"""Golden transcripts: seeded games between computer players must not change by accident.

Each file in tests/golden/ holds the event log and final standings of one seeded game. When a
rule changes on purpose, regenerate them with `PAYDAY_REGOLD=1 pytest tests/engine/test_golden.py`
and review the diff.
"""
import json
import os
from pathlib import Path

import pytest

from payday import EDITIONS
from tests.support.games import bots_game, play_checked

GOLDEN = Path(__file__).parent / "golden"
SEEDS = (1, 7, 42)
STYLES = ("saver", "borrower", "deal_hunter", "cautious")


def transcript(variant: str, seed: int) -> dict:
    game, bots = bots_game(variant, seed, players=3, months=2, styles=STYLES)
    play_checked(game, bots)
    return {
        "variant": variant, "seed": seed,
        "decisions": [o.to_json() for o in game.history],
        "events": [[e.player, e.key, e.data] for e in game.events],
        "standings": [[p.name, worth] for p, worth in game.standings()],
    }


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_seeded_game_matches_its_golden_transcript(variant, seed):
    path = GOLDEN / f"{variant}-seed{seed}.json"
    actual = json.loads(json.dumps(transcript(variant, seed)))
    if os.environ.get("PAYDAY_REGOLD") or not path.exists():
        if not os.environ.get("PAYDAY_REGOLD") and os.environ.get("CI"):
            pytest.fail(f"{path.name} is missing: generate it with PAYDAY_REGOLD=1")
        path.write_text(json.dumps(actual, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    expected = json.loads(path.read_text(encoding="utf-8"))
    assert actual["standings"] == expected["standings"]
    assert actual["decisions"] == expected["decisions"]
    assert actual["events"] == expected["events"]
