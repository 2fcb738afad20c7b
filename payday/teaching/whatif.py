"""What if: the same game with one of a player's decisions changed.

A game is its seed plus its decisions (docs/architecture.md, principle 2), so "what if I had borrowed
instead of withdrawing" is the same game replayed with one answer changed. From the changed
decision on, the player's later decisions are replayed in order while each is still legal; from
the first that is not, a computer style plays their seat (cautious by default), and the result
says from which day it did. Computer players keep their styles and answer the new situation.

The game itself is never changed: the what-if is a new game, and an answer that is not legal
at the chosen decision is an `IllegalDecision` (the engine's own error).

>>> import payday
>>> game = payday.new_game("bonne-paye", ["Ada", payday.PlayerSpec("Bo", "cautious")],
...                        seed=3, months=1)
>>> from payday.players.play import play_out, seats
>>> first = game.pending.find(payday.Act.DEPOSIT).with_amount(500)
>>> game.decide(first)
>>> _ = play_out(game, seats(game, people="cautious"))
>>> other = what_if(game, 0, game.replayed([]).pending.find(payday.Act.ROLL))
>>> other.changed.index, other.original_worth - other.worth == other.difference * -1
(0, True)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from payday.players.play import play_out, seats
from payday.players.bot import Bot
from payday.players.styles import STYLES, make_bot
from payday.engine.decisions import Ask, Decision, IllegalDecision, Option
from payday.engine.game import Game

DEFAULT_STYLE = "cautious"     # ISSUE-NOTES: "cautious by default"


@dataclass(frozen=True)
class Choice:
    """One decision a player made: where it is in the game's history, what was asked (the
    decision as it was pending), the answer given, and the player's month and day then."""

    index: int
    decision: Decision
    answer: Option
    month: int
    day: int

    @property
    def kind(self) -> Ask:
        return self.decision.kind


@dataclass(frozen=True)
class WhatIf:
    """The replayed game beside the original, for the player whose decision changed."""

    seat: int
    changed: Choice               # the original decision, as it was
    answer: Option                # what it was changed to
    game: Game[Any]                    # the replayed game, played to its end
    replayed: int                 # the player's later decisions replayed as they were
    computer_from: tuple[int, int] | None   # (month, day) from which the style played, if it did
    style: str
    original_worth: int
    worth: int

    @property
    def difference(self) -> int:
        """What the changed decision is worth: the what-if's net worth minus the original's."""
        return self.worth - self.original_worth


def worth(game: Game[Any], seat: int) -> int:
    """A player's net worth by the edition's rules (what the final ranking compares)."""
    return game.net_worth(game.players[seat])


def choices(game: Game[Any], seat: int) -> list[Choice]:
    """Every decision `seat` made in `game`, in order, with what was asked (found by replaying)."""
    replay = game.replayed([])
    found = []
    for index, answer in enumerate(game.history):
        pending = replay.pending
        if pending is not None and pending.player == seat:
            player = replay.players[seat]
            found.append(Choice(index, pending, answer, player.month, player.day))
        replay.decide(answer)
    return found


def same_moment(game: Game[Any], choice: Choice) -> bool:
    """Whether `game` asks the choice's player the same kind of decision on the same day again
    (the turn goes on after a free action)."""
    pending = game.pending
    if pending is None or pending.player != choice.decision.player or pending.kind != choice.kind:
        return False
    player = game.players[pending.player]
    return (player.month, player.day) == (choice.month, choice.day)


def legal(decision: Decision, answer: Option) -> bool:
    return any(option is answer or option.admits(answer) for option in decision.options)


def what_if(game: Game[Any], index: int, answer: Option, *, style: str = DEFAULT_STYLE,
            max_decisions: int = 100_000) -> WhatIf:
    """`game` replayed with its decision number `index` answered `answer` instead, played to
    the end: the same player's later decisions while they are legal, then `style` for them;
    computer players by their own styles; any other person's decisions as they were, while
    legal, then `style` too."""
    if style not in STYLES:
        raise ValueError(f"unknown computer player style {style!r}; the styles are: "
                         + ", ".join(STYLES))
    if not 0 <= index < len(game.history):
        raise ValueError(f"the game has no decision number {index} "
                         f"(it has {len(game.history)})")
    replay = game.replayed(game.history[:index])
    pending = replay.pending
    assert pending is not None           # a decision was made here in the original
    seat = pending.player
    player = replay.players[seat]
    changed = Choice(index, pending, game.history[index], player.month, player.day)
    replay.decide(answer)      # an illegal answer is the engine's IllegalDecision, on the copy

    # Each person's later decisions, in order; computer players answer afresh.
    bots: dict[int, Bot] = seats(game)
    queues: dict[int, list[Option]] = {p.index: [] for p in game.players if p.bot is None}
    original = game.replayed(game.history[:index + 1])
    same_turn = 0                     # the player's answers that went on with the changed turn
    for later in game.history[index + 1:]:
        asked = original.pending
        assert asked is not None             # the original went on past here
        who = asked.player
        if who in queues:
            if who == seat and same_turn == len(queues[seat]) and same_moment(original, changed):
                same_turn += 1
            queues[who].append(later)
        original.decide(later)
    # A free action (a deposit, a loan) leaves the turn to be played on; the plain way on (a
    # roll) ends it. The later answers are lined up with the moments they were given: the
    # original's answers within the changed turn go when the new answer ends that turn, and
    # the original answer ends the turn after a new free action.
    goes_on = same_moment(replay, changed)
    if same_turn and not goes_on:
        del queues[seat][:same_turn]
    elif goes_on and not same_turn:
        queues[seat].insert(0, changed.answer)

    replayed, computer_from = 0, None
    stand_ins: dict[int, Bot] = {}
    for _ in range(max_decisions):
        pending = replay.pending
        if pending is None:
            break
        who = pending.player
        if who in bots:
            replay.decide(bots[who].choose(replay, pending))
            continue
        queue = queues[who]
        if who not in stand_ins and queue and legal(pending, queue[0]):
            replay.decide(queue.pop(0))
            replayed += who == seat
            continue
        if who not in stand_ins:          # the first decision that no longer fits
            stand_ins[who] = make_bot(style, game.seed, who)
            if who == seat:
                computer_from = (replay.players[who].month, replay.players[who].day)
        replay.decide(stand_ins[who].choose(replay, pending))
    else:
        raise RuntimeError("the what-if did not end: a player is going round in circles")

    finished = finish(game, style)
    return WhatIf(seat, changed, answer, replay, replayed, computer_from, style,
                  worth(finished, seat), worth(replay, seat))


def finish(game: Game[Any], style: str = DEFAULT_STYLE) -> Game[Any]:
    """The game played to its end (a copy, if it is not over): people's seats by `style`,
    computer players by their own, so an unfinished game compares with a finished what-if."""
    if game.is_over:
        return game
    copy = game.replayed(list(game.history))
    return play_out(copy, seats(copy, people=style))


__all__ = ["Choice", "WhatIf", "what_if", "choices", "worth", "finish", "IllegalDecision",
           "DEFAULT_STYLE"]
