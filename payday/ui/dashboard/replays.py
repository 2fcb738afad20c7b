"""The dashboard's replays of a class's games, kept by game and revision, within a time budget.

The dashboard shows a class by replaying each of its games (a game is its seed plus its
decisions). Fifteen games of 99,000 deposits each took 29 s to list, at every reload. Here a
replayed game is kept under its key and its revision in the store: a reload replays only the
games saved since, and a class whose games take longer than `CLASS_BUDGET_S` to replay is shown
with those replayed so far; the others are listed as pending, and the next reload goes on with
them (benchmarks/dashboard.py measures it). Each replay is itself bounded by
`payday.engine.saves.REPLAY_SECONDS`, so one game can overrun the budget by that much at most.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from payday.classroom.records import Loaded, Problem, read_games
from payday.classroom.store import Store

CLASS_BUDGET_S = 5.0     # seconds of replays per class and reload, before the rest waits
MAX_KEPT = 2_000         # replayed games kept in the kernel, of every class shown

GameId = tuple[str, str, str]        # class, student, game


@dataclass(frozen=True)
class ClassGames:
    """A class as the dashboard shows it: its games replayed, those that could not be, and
    those not replayed yet (their sources, "student / game")."""

    loaded: list[Loaded] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)


class Replays:
    """The games replayed for the dashboard, kept by game and revision."""

    def __init__(self, budget: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.budget = CLASS_BUDGET_S if budget is None else budget     # read when made
        self.clock = clock
        self.replayed = 0                  # games replayed so far (a cached one is not)
        self._kept: dict[GameId, tuple[int, Loaded | Problem]] = {}

    def load(self, store: Store, class_id: str) -> ClassGames:
        """The class's games: those kept at their stored revision as they are, the others
        replayed while the budget lasts, the rest pending. A game that was too slow to replay
        (a busy server) is tried again after all the others, and meanwhile told as too slow."""
        started = self.clock()
        rows = store.rows(class_id)
        results: dict[GameId, Loaded | Problem] = {}
        todo: list[tuple[GameId, str]] = []
        again: list[tuple[GameId, str]] = []
        for row in rows:
            game: GameId = (row.key.class_id, row.key.student, row.key.game_id)
            source = f"{row.key.student} / {row.key.game_id}"
            kept = self._kept.get(game)
            if kept is None or kept[0] != row.revision:
                todo.append((game, source))
                continue
            results[game] = kept[1]
            if isinstance(kept[1], Problem) and kept[1].key == "save.too_slow":
                again.append((game, source))
        pending: list[str] = []
        for game, source in todo + again:
            if self.clock() - started > self.budget:
                if game not in results:
                    pending.append(source)
                continue
            try:
                text, revision = store.text_and_revision(*game)
            except KeyError:                       # forgotten meanwhile
                continue
            replayed, failed = read_games([(source, text)])
            self.replayed += 1
            result = Loaded(source, replayed[0].game, game[1]) if replayed else failed[0]
            self._kept[game] = (revision, result)
            results[game] = result
        stored = {(row.key.class_id, row.key.student, row.key.game_id) for row in rows}
        for game in [g for g in self._kept if g[0] == class_id and g not in stored]:
            del self._kept[game]                   # forgotten by the teacher
        if len(self._kept) > MAX_KEPT:             # other classes' games go first
            for game in [g for g in self._kept if g[0] != class_id][:len(self._kept) - MAX_KEPT]:
                del self._kept[game]
        shown = [results[g] for g in sorted(results, key=lambda g: (g[1], g[2]))]
        return ClassGames([r for r in shown if isinstance(r, Loaded)],
                          [r for r in shown if isinstance(r, Problem)], pending)
