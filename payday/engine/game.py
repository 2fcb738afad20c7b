"""The game: its settings and state, and the decision protocol.

A game is its seed plus its decisions. The rules (the procedures every edition shares,
procedures.py, and each edition's own) run as a generator that yields a `Decision` whenever
somebody must choose; `decide` checks the answer against the legal options and sends it in.
Each edition subclasses `Game`, overriding only what its rulebook does differently.
"""
from __future__ import annotations

from typing import Any, Protocol
from collections.abc import Callable, Iterable, Mapping

from payday.engine.cards import Deck
from payday.engine.chance import Chance
from payday.engine.decisions import Decision, GameOver, IllegalDecision, Option
from payday.engine.ledger import Ledger
from payday.engine.position import Position, check_position
from payday.engine.procedures import ACT_BORROW, Procedures, R
from payday.engine import saves
from payday.engine.state import Player, PlayerSpec as PlayerSpec


class Decider(Protocol):
    """Whoever answers decisions for a seat: the computer players (`payday.players.styles`) have this
    one method. The engine is handed deciders; it never imports the bots."""

    def choose(self, game: Game[Any], decision: Decision) -> Option: ...


# A seat's answering method, as `play_bots` holds it.
Chooser = Callable[["Game[Any]", Decision], Option]


def legal(pending: Decision, answer: Option) -> bool:
    """Whether `answer` is one of `pending`'s options (or an amount a ranged one allows)."""
    for option in pending.options:
        # Identity is the fast path for a plain option given back as offered; a ranged one
        # needs an amount, so it must go through `admits`.
        if (option is answer and option.low is None) or option.admits(answer):
            return True
    return False


class Game(Procedures[R]):
    """One game of one edition: the state the procedures act on, and the protocol that
    answers their decisions. Subclasses set `edition_rules` and add square and card
    handlers."""

    def __init__(self, players: Iterable[PlayerSpec], *, months: int, seed: int,
                 rules: R | None = None, overrides: dict[str, Any] | None = None,
                 start: Position | None = None) -> None:
        self.rules = rules if rules is not None else self.edition_rules  # type: ignore[assignment]
        self.overrides = dict(overrides or {})
        specs = list(players)
        if not self.rules.min_players <= len(specs) <= self.rules.max_players:
            raise ValueError(f"{self.rules.variant} is played by {self.rules.min_players} to "
                             f"{self.rules.max_players} players, not {len(specs)}")
        if type(months) is not int or not 1 <= months <= 120:
            raise ValueError(f"the number of months must be a whole number from 1 to 120, not {months!r}")
        if type(seed) is not int:
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        self.months = months
        self.seed = seed
        self.players = [Player(i, spec.name, spec.bot) for i, spec in enumerate(specs)]
        self.cards = {c.id: c for cards in self.rules.decks.values() for c in cards}
        if start is not None:
            check_position(self, start)
        self.start = start                 # the position the game starts from, or None
        self.chance = Chance(seed, None if start is None else start.rolls)
        self.ledger = Ledger()
        # The story (see `events`): lines told since it was last read, as plain tuples, and
        # the lines read so far, as `Event`s.
        self._told = []
        self._events = []
        self.decks = {name: Deck(name, cards, self.chance.stream(f"deck/{name}"))
                      for name, cards in self.rules.decks.items()}
        self.table = []                    # cards drawn and being resolved
        self.history: list[Option] = []    # every answer, in order: with the seed, the game
        # The seat each answer in `history` was asked of: who answered every decision, kept once
        # here, where the decision is taken (the app's undo, the what-if and a resumed save read it).
        self.answered_by: list[int] = []
        self.turns = 0                     # player-turns played
        self.month_end_worth = {}          # (player, month): net worth
        # (player, month): the ledger's length when that Pay Day was settled. A player who has
        # finished stays on the last Pay Day; what they pay or win later is not that Pay Day's.
        self.payday_settled = {}
        self.current = -1                  # whose turn it is
        self._clock = None                 # see `_tick`
        # The square handlers are kept as the class's functions, not as methods bound to this
        # game: bound methods would make the game refer to itself, and such a cycle outlives
        # the game until the garbage collector finds it (with every event and ledger entry
        # of the game), where without it a finished game is freed at once.
        self._handlers = {}
        for square in self.rules.board:
            handler = getattr(type(self), f"on_{square.kind.value}", None)
            if handler is None:
                raise NotImplementedError(f"{type(self).__name__} has no rule for {square.kind}")
            self._handlers[square.kind] = handler
        self._borrow_options = (Option(ACT_BORROW, self.rules.loan_unit),)
        self._options = {}                 # see `option`
        self._plain_options = {}
        # The square names the story tells, read once (an enum's `.value` is slow to read).
        self._square_names = tuple(square.kind.value for square in self.rules.board)
        # What this game's edition has, with its settings (`Rules.features`, which works it out
        # afresh at each call): read by the computer players at every turn.
        self.features = self.rules.features
        # Each player's name of a chance stream, by purpose ("move/0" ...): built once, not at
        # every roll (see `roll`).
        self._roll_keys = {}
        self.pending: Decision | None = None
        # While `play_bots` runs: each seat's computer player, how many more answers they may
        # give where the decisions are asked (negative: no limit) and have given, and what
        # `answer_here` held back for `play_bots` (an illegal answer, or a decider's error).
        self._choosers: list[Chooser | None] | None = None
        self._budget = 0
        self._taken = 0
        self._holding = False
        self._held: Any = None
        self._held_error: BaseException | None = None
        self._script = self.play()
        self.pending = next(self._script, None)

    # ----------------------------------------------------------------- the protocol
    @property
    def is_over(self) -> bool:
        return self.pending is None

    def to_json(self) -> str:
        """The game as JSON: its settings, its seed and its decisions (see `payday.load_game`)."""
        return saves.to_json(self)

    def decide(self, answer: Any) -> None:   # Any: a compiled build must not raise TypeError
        """Answer the pending decision with one of its options (or an amount of a ranged one).
        Raises `IllegalDecision` and changes nothing if the answer is not legal."""
        pending = self.pending
        if pending is None:
            raise GameOver("the game is over: there is nothing left to decide", key="illegal.game_over")
        if not isinstance(answer, Option):
            raise IllegalDecision(f"a decision must be an Option, not {answer!r}", key="illegal.not_an_option",
                                  given=type(answer).__name__)
        for option in pending.options:
            # Identity is the fast path for a plain option given back as offered; a ranged
            # one needs an amount, so it must go through `admits`.
            if (option is answer and option.low is None) or option.admits(answer):
                break
        else:
            raise self._why_illegal(pending, answer)
        self.history.append(answer)
        self.answered_by.append(pending.player)
        try:
            self.pending = self._script.send(answer)
        except StopIteration:
            self.pending = None
        except Exception:
            # A fault in the rules must not leave a half-played decision behind: rebuild the
            # game as it was before this answer, then let the error be reported.
            self._rebuild(self.history[:-1])
            raise

    def play_bots(self, deciders: Mapping[int, Decider], limit: Any = None) -> int:
        """Let the seats in `deciders` answer each decision the game asks them, until the game
        ends, a seat with no decider must decide (a person), or `limit` decisions were taken.
        Every answer has `decide`'s legality check and history: the first goes through
        `decide`, and those that follow are taken where the rules ask them (`answer_here`),
        without leaving the rules' generators and coming back at every decision. Returns how
        many decisions were taken; a decider's own error goes through, with the game as it was
        before that decision."""
        if limit is not None and (type(limit) is not int or limit < 0):
            raise ValueError(f"the limit must be a whole number that is not negative, not {limit!r}")
        stop: int = -1 if limit is None else limit     # a whole number: compared natively
        # Each seat's `choose`, looked up once here: a Mapping's `get` and a Protocol's method
        # are generic look-ups by name in the compiled build, paid at every decision otherwise.
        choosers: list[Chooser | None] = [None] * len(self.players)
        for seat in range(len(choosers)):
            decider = deciders.get(seat)
            if decider is not None:
                choosers[seat] = decider.choose
        taken = 0
        pending = self.pending
        try:
            while pending is not None and taken != stop:
                chooser = choosers[pending.player]
                if chooser is None:
                    break
                error = self._held_error
                if error is not None:  # `answer_here` held the decider's error back
                    self._held_error = None
                    raise error
                if self._holding:      # and an illegal answer, for `decide` to refuse
                    answer, self._held, self._holding = self._held, None, False
                else:
                    answer = chooser(self, pending)
                self._choosers, self._budget, self._taken = choosers, stop - taken - 1, 0
                self.decide(answer)
                taken += 1 + self._taken
                pending = self.pending
        finally:
            self._choosers = None
            self._holding, self._held, self._held_error = False, None, None
        return taken

    def answer_here(self, decision: Decision) -> Option | None:
        """During `play_bots`, a computer player's answer to `decision`, taken where the rules
        ask it, with `decide`'s legality check and history. None sends the decision out as
        usual: to a person, past the limit, or to `play_bots` when the answer is illegal or
        the decider failed (the answer or the error held back, for `play_bots` to give
        `decide` or to raise with the game at this decision)."""
        choosers = self._choosers
        if choosers is None or self._budget == 0:
            return None
        chooser = choosers[decision.player]
        if chooser is None:
            return None
        self.pending = decision
        try:
            answer = chooser(self, decision)
        except BaseException as error:      # raised by play_bots, outside the rules
            self._held_error = error
            return None
        if not isinstance(answer, Option) or not legal(decision, answer):
            self._holding, self._held = True, answer
            return None
        self.history.append(answer)
        self.answered_by.append(decision.player)
        self._budget -= 1
        self._taken += 1
        return answer

    def replayed(self, history: list[Option]) -> Game[R]:
        """The same game (settings and seed) with these decisions replayed from the start:
        undo, "what if", and resuming a saved game all come from this."""
        game = type(self)(self._specs(), months=self.months, seed=self.seed, rules=self.rules,
                          overrides=self.overrides, start=self.start)
        for answer in history:
            game.decide(answer)
        return game

    def _rebuild(self, history: list[Option]) -> None:
        """Start this very object again and replay `history`. The rules' generator is made on
        this object, so its moves land here (a copy's generator would go on moving the copy)."""
        type(self).__init__(self, self._specs(), months=self.months, seed=self.seed,
                            rules=self.rules, overrides=self.overrides, start=self.start)
        for answer in history:
            self.decide(answer)

    def _specs(self) -> list[PlayerSpec]:
        return [PlayerSpec(p.name, p.bot) for p in self.players]

    def undo(self, count: int = 1) -> Game[R]:
        """The game as it was `count` decisions ago."""
        if not 0 <= count <= len(self.history):
            raise IllegalDecision(f"there are only {len(self.history)} decisions to undo",
                                  key="illegal.undo", count=count, available=len(self.history))
        return self.replayed(self.history[:len(self.history) - count])

    def _why_illegal(self, pending: Decision, answer: Option) -> IllegalDecision:
        """The error for an answer that is none of the options: an English sentence, and a key
        with language-free values for the views to say it in the reader's language."""
        who = self.players[pending.player].name
        given = answer.arg if answer.arg is None or type(answer.arg) in (int, str) else repr(answer.arg)
        for option in pending.options:
            if option.act == answer.act and option.ranged:
                not_given = "" if answer.arg is None else f", not {answer.arg!r}"
                return IllegalDecision(
                    f"{answer.act} must be answered with an amount from {option.low} to "
                    f"{option.high} in steps of {option.step}{not_given}",
                    key="illegal.amount", player=pending.player, name=who, act=str(answer.act),
                    low=option.low, high=option.high, step=option.step, given=given)
        choices = sorted({str(o.act) for o in pending.options})
        legal = ", ".join(choices)
        return IllegalDecision(
            f"{who} cannot {answer.act} {answer.arg if answer.arg is not None else ''} now; the choices are: {legal}".replace("  ", " "),
            key="illegal.not_a_choice", player=pending.player, name=who, act=str(answer.act),
            arg=given, choices=choices)
