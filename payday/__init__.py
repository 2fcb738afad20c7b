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

import dataclasses
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .engine.decisions import (Act, Ask, CorruptSave, Decision, GameOver, IllegalDecision,
                               Option)
from .engine.game import Game, PlayerSpec
from .engine.ledger import Reason
from .engine.position import PlayerPosition, Position, PositionError
from .engine.rules import Rules
from .engine import saves
from .variants import EDITIONS, edition
from .engine import game as _game

# Whether the engine running is the mypyc-compiled build (an extension module) or the pure
# Python source; both play the same games (see setup.py and tests/test_equivalence.py).
compiled: bool = not _game.__file__.endswith(".py")
__version__ = "0.1.0"

__all__ = ["compiled", "__version__", "new_game", "load_game", "Act", "Ask", "Option", "Decision",
           "Game", "PlayerSpec", "IllegalDecision", "GameOver", "CorruptSave", "Reason", "EDITIONS",
           "rules_of", "export_month", "Position", "PlayerPosition", "PositionError"]


def rules_of(variant: str, overrides: dict[str, Any] | None = None) -> Rules:
    """An edition's rules, with a teacher's changes applied."""
    base = edition(variant).edition_rules
    overrides = dict(overrides or {})
    unknown = set(overrides) - base.overridable()
    if unknown:
        raise ValueError(f"{variant} has no setting named {', '.join(sorted(unknown))}")
    for name, value in overrides.items():
        current = getattr(base, name)
        if type(value) is not type(current) or (type(value) is int and value < 0):
            raise ValueError(f"the setting {name} must be a {type(current).__name__} "
                             f"that is not negative, not {value!r}")
    return dataclasses.replace(base, **overrides) if overrides else base


def new_game(variant: str, players: Iterable[str | PlayerSpec], *, months: int = 1,
             seed: int = 0, rules: dict[str, Any] | None = None,
             start: Position | dict[str, Any] | None = None) -> Game[Any]:
    """A new game. `players` are names, or `PlayerSpec(name, bot)` for computer players.
    `start` is a `Position` (or its JSON data) to start from instead of the usual set-up; a
    position that cannot be in this game is a `PositionError` naming what is wrong."""
    if isinstance(players, (str, bytes)) or not hasattr(players, "__iter__"):
        raise ValueError("players must be a list of names")
    specs = [p if isinstance(p, PlayerSpec) else PlayerSpec(p) for p in players]
    for spec in specs:
        if not isinstance(spec.name, str) or not spec.name.strip():
            raise ValueError("every player needs a name")
    # Checked here as well as by `Game`: a compiled `Game` refuses a wrong type with a
    # TypeError of its signature before its own checks can say what is wrong.
    if type(months) is not int or not 1 <= months <= 120:
        raise ValueError(f"the number of months must be a whole number from 1 to 120, not {months!r}")
    if type(seed) is not int:
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    game_class = edition(variant)
    if isinstance(start, dict):
        start = Position.from_json(start)
    if start is not None and not isinstance(start, Position):
        # Here too: a compiled `Game` would refuse it with a TypeError of its signature.
        raise PositionError(f"a start position must be a Position, not {type(start).__name__}")
    return game_class(specs, months=months, seed=seed, rules=rules_of(variant, rules),
                      overrides=rules, start=start)


def load_game(text: str | bytes) -> Game[Any]:
    """A saved game, rebuilt by replaying its decisions (see `Game.to_json`)."""
    return saves.load_game(text, new_game, lambda variant: edition(variant).edition_rules)


def export_month(game: Game[Any], player: int, month: int, path: str | os.PathLike[str],
                 lang: str | None = None) -> Path:
    """Write a player's month as a chart (.png, .svg, .pdf, .html) or its transactions (.csv),
    by the file's extension (see `payday.analysis.export`). pandas and plotly are imported
    only here, so `import payday` stays light."""
    from .analysis.export import export_month as export
    return export(game, player, month, path, lang)
