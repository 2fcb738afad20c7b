"""What if: the same game with one of a player's decisions changed.

A game is its seed plus its decisions (docs/architecture.md, principle 2), so "what if I had borrowed
instead of withdrawing" is the same game replayed with one answer changed. From the changed
decision on, the player's later decisions are replayed in order while each is still legal; from
the first that is not, a computer style plays their seat (cautious by default), and the result
says from which day it did. Computer players keep their styles and answer the new situation.

The same replay weighs a choice under other rules (a lesson's `real_rules`): `replayed_under`
plays the game again from its start with the settings on top of its own and the same seed (the
same luck by the streams), every person's decisions as they made them while they fit, then a
computer style; `under_rules` answers the chosen decision the other way in that replay too, so
a student sees their choice's worth under the game's rules and under real-life ones.

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
from collections.abc import Callable
from typing import Any

from payday.editions import new_game
from payday.players.play import play_out, seats
from payday.players.bot import Bot
from payday.players.styles import STYLES, make_bot
from payday.engine.decisions import Ask, Decision, IllegalDecision, Option
from payday.engine.game import Decider, Game, PlayerSpec

DEFAULT_STYLE = "cautious"     # the what-if's computer plays cautiously by default


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
    check_style(style)
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

    played_on = play_on(replay, queues, bots, style, seat, max_decisions)
    finished = finish(game, style)
    return WhatIf(seat, changed, answer, replay, len(played_on.choices), played_on.computer_from,
                  style, worth(finished, seat), worth(replay, seat))


@dataclass(frozen=True)
class PlayedOn:
    """How a replay went for one player: their answers replayed as they were given (each with
    the decision it answered there), and from which (month, day) a computer style played
    their seat, if one did."""

    choices: tuple[Choice, ...]
    computer_from: tuple[int, int] | None


class Replaying:
    """A person's seat in a replay: their answers in order while the next one is legal, then a
    computer player (`stand_in`) from the first that is not. With `noted`, it keeps each answer
    it replayed (with the decision it answered there) and the (month, day) the stand-in took
    over from."""

    def __init__(self, answers: list[Option], stand_in: Bot, noted: bool = False) -> None:
        self.answers, self.stand_in, self.noted = answers, stand_in, noted
        self.replayed: list[Choice] = []
        self.computer_from: tuple[int, int] | None = None
        self.replaying = True

    def choose(self, game: Game[Any], decision: Decision) -> Option:
        player = game.players[decision.player]
        if self.replaying and self.answers and legal(decision, self.answers[0]):
            if self.noted:
                self.replayed.append(Choice(len(game.history), decision, self.answers[0],
                                            player.month, player.day))
            return self.answers.pop(0)
        if self.replaying:                # the first decision that no longer fits
            self.replaying = False
            self.computer_from = (player.month, player.day)
        return self.stand_in.choose(game, decision)


def play_on(replay: Game[Any], queues: dict[int, list[Option]], bots: dict[int, Bot],
            style: str, seat: int, max_decisions: int = 100_000) -> PlayedOn:
    """Play `replay` to its end (`payday.players.play.play_out`): computer players by `bots`,
    each person by their `queues` of answers in order while the next one is legal, then by
    `style` from the first that is not. Says how it went for `seat`."""
    people = {who: Replaying(queue, make_bot(style, replay.seed, who), noted=who == seat)
              for who, queue in queues.items()}
    deciders: dict[int, Decider] = {**bots, **people}
    play_out(replay, deciders, max_decisions=max_decisions)
    mine = people.get(seat)
    if mine is None:
        return PlayedOn((), None)
    return PlayedOn(tuple(mine.replayed), mine.computer_from)


def people_answers(game: Game[Any], start: int = 0) -> dict[int, list[Option]]:
    """Each person's answers in `game` from its decision number `start` on, in order."""
    queues: dict[int, list[Option]] = {p.index: [] for p in game.players if p.bot is None}
    for who, answer in zip(game.answered_by[start:], game.history[start:]):
        if who in queues:
            queues[who].append(answer)
    return queues


# ------------------------------------------------------------------ under other rules
@dataclass(frozen=True)
class Replayed:
    """A game played again from its start under other rule settings, with the same seed (the
    same luck by the streams, docs/architecture.md principle 2): people's decisions as they
    made them while they fit, then `style` for them; computer players by their own styles."""

    seat: int
    settings: dict[str, Any]      # the settings put on top of the game's own
    game: Game[Any]               # the replay, played to its end
    played: PlayedOn              # how it went for `seat`
    style: str

    @property
    def worth(self) -> int:
        return worth(self.game, self.seat)

    @property
    def computer_from(self) -> tuple[int, int] | None:
        return self.played.computer_from


def replayed_under(game: Game[Any], settings: dict[str, Any], seat: int, *,
                   style: str = DEFAULT_STYLE, max_decisions: int = 100_000) -> Replayed:
    """`game` from its start (its position, seed and players) with `settings` on top of its
    own, every person's decisions replayed as in `game` while they fit."""
    check_style(style)
    specs = [PlayerSpec(p.name, p.bot) for p in game.players]
    replay = new_game(game.variant, specs, months=game.months, seed=game.seed,
                      rules=game.overrides | settings, start=game.start)
    played = play_on(replay, people_answers(game), seats(game), style, seat, max_decisions)
    return Replayed(seat, dict(settings), replay, played, style)


Alternative = Callable[[Decision, Option], Option | None]


@dataclass(frozen=True)
class UnderRules:
    """A player's choice weighed under other rule settings: their own game replayed under
    them (`mine`), and that replay with the same decision answered the other way (`other`).
    `choice` is the decision as it came in the replay; None (and `other` None) when it did
    not come as the player met it (an earlier decision no longer fitted, or it was asked
    otherwise), so there is nothing to compare."""

    mine: Replayed
    choice: Choice | None
    other: WhatIf | None

    @property
    def difference(self) -> int | None:
        """What the player's own answer was worth under these rules: their replay's net
        worth minus the other answer's (None when there is no other)."""
        return None if self.other is None else self.mine.worth - self.other.worth


def under_rules(game: Game[Any], settings: dict[str, Any], index: int, other: Alternative, *,
                style: str = DEFAULT_STYLE) -> UnderRules:
    """Decision number `index` of `game` weighed under `settings`: the game replayed under them
    with the player's own decisions (`replayed_under`), and that replay with the same decision
    answered `other(decision, answer)` (a lesson's `Scenario.alternative`, say), played on as
    `what_if` does."""
    if not 0 <= index < len(game.history):
        raise ValueError(f"the game has no decision number {index} "
                         f"(it has {len(game.history)})")
    asked = game.replayed(game.history[:index]).pending
    assert asked is not None             # a decision was made here in the original
    seat = asked.player
    mine = replayed_under(game, settings, seat, style=style)
    # The decision is the player's n-th: it came again if their n-th answer was replayed there.
    nth = sum(1 for c in choices(game, seat) if c.index < index)
    came = mine.played.choices[nth] if nth < len(mine.played.choices) else None
    if came is None or came.kind != asked.kind:
        return UnderRules(mine, None, None)
    answer = other(came.decision, came.answer)
    if answer is None:
        return UnderRules(mine, came, None)
    return UnderRules(mine, came, what_if(mine.game, came.index, answer, style=style))


def check_style(style: str) -> None:
    if style not in STYLES:
        raise ValueError(f"unknown computer player style {style!r}; the styles are: "
                         + ", ".join(STYLES))


def finish(game: Game[Any], style: str = DEFAULT_STYLE) -> Game[Any]:
    """The game played to its end (a copy, if it is not over): people's seats by `style`,
    computer players by their own, so an unfinished game compares with a finished what-if."""
    if game.is_over:
        return game
    copy = game.replayed(list(game.history))
    return play_out(copy, seats(copy, people=style))


__all__ = ["Choice", "WhatIf", "what_if", "choices", "worth", "finish", "IllegalDecision",
           "DEFAULT_STYLE", "PlayedOn", "play_on", "people_answers", "Replayed", "replayed_under",
           "UnderRules", "under_rules"]
