"""The editions, by variant id, and the ways into a game: `new_game`, `rules_of`, `load_game`.

These live here, not in the package's front door, so that every module inside `payday` can
start a game without importing `payday` itself (docs/architecture.md).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from payday.editions.bonne_paye import BonnePaye
from payday.editions.pay_day import PayDay
from payday.editions.payday_auction import PaydayAuction
from payday.engine import saves
from payday.engine.game import Game, PlayerSpec
from payday.engine.position import Position, PositionError
from payday.engine.rules import Rules, Unit

EDITIONS: dict[str, type[Game[Any]]] = {
    "bonne-paye": BonnePaye,
    "payday": PayDay,
    "payday-auction": PaydayAuction,
}


def edition(variant: str) -> type[Game[Any]]:
    """The game class of an edition, by its variant id."""
    try:
        return EDITIONS[variant]
    except KeyError:
        raise ValueError(f"unknown edition {variant!r}; the editions are: "
                         + ", ".join(sorted(EDITIONS))) from None


def rules_of(variant: str, overrides: dict[str, Any] | None = None) -> Rules:
    """An edition's rules, with a teacher's changes applied: any value of a setting's kind that
    is not negative (an experiment may go past the money lab's ranges); the settings a game
    file changes are also held to their declared ranges (`Rules.check`, in `load_game`)."""
    base = edition(variant).edition_rules
    overrides = dict(overrides or {})
    if not overrides:           # the usual case: `overridable` works every setting out afresh
        return base
    unknown = set(overrides) - base.overridable()
    if unknown:
        raise ValueError(f"{variant} has no setting named {', '.join(sorted(unknown))}")
    for name, value in overrides.items():
        current = getattr(base, name)
        if type(value) is not type(current) or (type(value) is int and value < 0):
            raise ValueError(f"the setting {name} must be a {type(current).__name__} "
                             f"that is not negative, not {value!r}")
    return dataclasses.replace(base, **overrides) if overrides else base


def unit_of(name: str) -> Unit:
    """The unit of setting `name`, as its editions declare it (a setting's name means the same
    in every edition that has it); a name no edition has is a `KeyError`."""
    for game_class in EDITIONS.values():
        declared = game_class.edition_rules.settings().get(name)
        if declared is not None:
            return declared.unit
    raise KeyError(name)


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


def load_game(text: str | bytes, *, within: float | None = None) -> Game[Any]:
    """A saved game, rebuilt by replaying its decisions (see `Game.to_json`), refused if it
    holds more decisions than a real game or takes more than `within` seconds to replay
    (default `saves.REPLAY_SECONDS`)."""
    return saves.load_game(text, new_game, lambda variant: edition(variant).edition_rules,
                           within=within)


__all__ = ["EDITIONS", "edition", "rules_of", "unit_of", "new_game", "load_game"]
