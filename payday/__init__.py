"""Pay Day: a rules engine for three editions of the board game, for teaching personal finance.

>>> import payday
>>> game = payday.new_game("bonne-paye", ["Ada", "Bo"], months=1, seed=7)
>>> game.pending.kind, game.pending.player
(<Ask.TURN: 'turn'>, 0)
>>> game.decide(game.pending.find(payday.Act.ROLL))
>>> len(game.ledger) > 0
True
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from payday.engine.decisions import (Act, Ask, CorruptSave, Decision, GameOver, IllegalDecision,
                               Option)
from payday.engine.game import Game, PlayerSpec
from payday.engine.ledger import Reason
from payday.engine.position import PlayerPosition, Position, PositionError
from payday.engine.rules import Rules as Rules
from payday.engine import saves as saves     # payday.saves and payday.edition, as before
from payday.editions import EDITIONS, edition as edition, load_game, new_game, rules_of
from payday.engine.build import __version__, compiled

__all__ = ["compiled", "__version__", "new_game", "load_game", "Act", "Ask", "Option", "Decision",
           "Game", "PlayerSpec", "IllegalDecision", "GameOver", "CorruptSave", "Reason", "EDITIONS",
           "rules_of", "export_month", "Position", "PlayerPosition", "PositionError", "scenario",
           "Scenario", "Claim"]

# The lessons' names load on first use: the app's first screen imports payday, and the lessons
# would cost every one of a class's kernels their import time (tests/classroom checks it).
_LESSON_NAMES = ("scenario", "Scenario", "Claim")


def __getattr__(name: str) -> Any:
    if name == "scenario":                 # the lessons' registry
        from payday.teaching import lessons
        return lessons.scenario
    if name in _LESSON_NAMES:
        from payday.teaching import scenarios
        return getattr(scenarios, name)
    raise AttributeError(f"module 'payday' has no attribute {name!r}")


def export_month(game: Game[Any], player: int, month: int, path: str | os.PathLike[str],
                 lang: str | None = None) -> Path:
    """Write a player's month as a chart (.png, .svg, .pdf, .html) or its transactions (.csv),
    by the file's extension (see `payday.analysis.export`). pandas and plotly are imported
    only here, so `import payday` stays light."""
    from payday.analysis.export import export_month as export     # pandas and plotly: lazily
    return export(game, player, month, path, lang)
