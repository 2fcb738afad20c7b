"""The one way to play a game between computer players: seat them, then play it out.

Every caller (the money lab and `payday simulate`, the lessons' experiments, the what-if, the
debrief, the charts' seeded games, the command line's demo, the app's computer turns and the
tests) plays through these functions, so the usual seat -> computer player map (`seats`) is built
in one place (a caller that seats a plan or a replay in one seat passes its own deciders) and
the "going round in circles" guard protects them all. Who answered each decision is the game's
own record (`Game.answered_by`), whoever played it.

A caller that shows the game as it goes (the app at a pace the class can follow, the demo in a
terminal) passes `each`, called after every computer player's answer; without it the game is
played in one go, the fast path the lab takes.

>>> game = computer_game("bonne-paye", ("saver", "cautious"), seed=7, months=1)
>>> game.is_over, len(game.players)
(True, 2)
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from payday.editions import new_game
from payday.engine.decisions import Decision, Option
from payday.engine.game import Decider, Game, PlayerSpec
from payday.engine.position import Position
from payday.engine.rules import Rules
from payday.players.bot import Bot
from payday.players.styles import make_bot

MAX_DECISIONS = 1_000_000     # far past any real game: a game still asking then goes round in circles

Plan = Callable[[Game[Any], Decision], Option | None]
# Called after each answer a computer player gave: the pacing hook of a caller that shows the game
# move by move. It returns whether to go on (False stops, leaving the game where it is).
Each = Callable[[Game[Any]], bool]


class Planned:
    """A seat that follows a plan where it has an answer (a lesson's key choice, a student's
    own moves), and a computer player everywhere else."""

    def __init__(self, plan: Plan, fallback: Decider) -> None:
        self.plan, self.fallback = plan, fallback

    def choose(self, game: Game[Any], decision: Decision) -> Option:
        option = self.plan(game, decision)
        return option if option is not None else self.fallback.choose(game, decision)


def seats(game: Game[Any], people: str | None = None) -> dict[int, Bot]:
    """A computer player for each seat that has one: its own style (the `bot` of its
    `PlayerSpec`), or `people`'s style for the seats of people when that is given. Each is
    seeded by the game's seed and its seat, so the same game always plays the same way."""
    found: dict[int, Bot] = {}
    for player in game.players:
        style = player.bot or people
        if style is not None:
            found[player.index] = make_bot(style, game.seed, player.index)
    return found


def play_out(game: Game[Rules], deciders: Mapping[int, Decider] | None = None, *,
             max_decisions: int = MAX_DECISIONS, each: Each | None = None) -> Game[Rules]:
    """Let the computer players answer every decision until the game ends or a seat with no
    decider (a person) must decide. `deciders` default to the game's own `seats`. With `each`,
    the game is played one answer at a time and `each(game)` is called after every one; it
    stops the play by returning False. A game that still asks a computer player after
    `max_decisions` is going round in circles: an error."""
    chosen: Mapping[int, Decider] = seats(game) if deciders is None else deciders
    if each is None:
        game.play_bots(chosen, max_decisions)
    else:
        for _ in range(max_decisions):
            if not game.play_bots(chosen, 1) or not each(game):
                return game
    pending = game.pending
    if pending is not None and pending.player in chosen:
        raise RuntimeError("the game did not end: a computer player is going round in circles")
    return game


def specs(styles: Iterable[str], names: Sequence[str] | None = None) -> list[PlayerSpec]:
    """One computer player of each style, named by `names` or after its style and seat."""
    return [PlayerSpec(names[seat] if names else f"{style}-{seat + 1}", style)
            for seat, style in enumerate(styles)]


def computer_game(variant: str, styles: Sequence[str], *, seed: int, months: int,
                  rules: dict[str, Any] | None = None, start: Position | None = None,
                  names: Sequence[str] | None = None,
                  deciders: Mapping[int, Decider] | None = None) -> Game[Any]:
    """A new game between computer players of `styles` (one per seat), played to its end.
    `deciders` replace the style of some seats (a lesson's plan, a teacher's own style)."""
    game = new_game(variant, specs(styles, names), months=months, seed=seed, rules=rules,
                    start=start)
    chosen: dict[int, Decider] = dict(seats(game))
    chosen.update(deciders or {})
    return play_out(game, chosen)


__all__ = ["Decider", "Planned", "Plan", "Each", "seats", "play_out", "specs", "computer_game",
           "MAX_DECISIONS"]
