"""The session: one game at the screen, whoever plays it, and what the views need to draw it.

The session holds the game, knows which seats are people and which are computer players, lets
the computer players move at a readable pace, undoes, saves and opens games, and turns every
problem into a plain message. It contains no rules (the engine decides what is legal) and no
widgets (the views observe it), so it is tested without a browser.

Messages are catalog keys with values: the views put them into words. The one exception is an
error's detail (an illegal move, a damaged file), which the session says in its `lang` with
`payday.i18n.errors.describe_error`; the message keeps the error itself too, so a view in
another language can say it again.

>>> from payday.engine.decisions import Act
>>> session = Session("bonne-paye", [("Ada", None), ("Bot", "saver")], seed=3)
>>> session.waiting_for_human()
True
>>> session.answer(session.version, session.game.pending.find(Act.ROLL))
True
"""
from __future__ import annotations

import base64
import json
import secrets
import time
from dataclasses import dataclass
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypedDict

from payday.editions import load_game, new_game
from payday.engine.decisions import CorruptSave, IllegalDecision
from payday.classroom.store import Store
from payday.classroom.records import MAX_KEY, NameTooLong, Row, StaleGame, TooLarge, TooManyGames
from payday.engine.game import Game, PlayerSpec
from payday.engine.position import Position
from payday import i18n
from payday.players import play
from payday.players.styles import STYLES
from payday.engine.accounts import Accounts, accounts, by_month, steps
from payday.engine.decisions import Decision, Option
from payday.engine.ledger import Reason
from payday.i18n.errors import describe_error
from payday.engine.saves import decision_limit, is_text
from datetime import UTC, datetime


@dataclass(frozen=True)
class Message:
    """Something to tell the players: a catalog key, its values, and whether it is a problem."""

    key: str
    values: dict[str, Any]
    problem: bool = False
    error: Exception | None = None     # the engine's error behind a problem, if any


@dataclass(frozen=True)
class Autosave:
    """Where a game saves itself as it goes: the class store (payday.classroom.store.Store) and the
    game's key in it. Set on the teacher's own server, where the class has a store."""

    store: Store
    class_id: str
    student: str
    game_id: str
    holder: str = ""          # the page's source, whose a new game is (`guesses.page_source`)


# One Pay Day of a player: money in and out by reason, and the cash, savings and debt after it.
PaydaySummary = TypedDict("PaydaySummary", {"month": int, "in": dict[Reason, int],
                                            "out": dict[Reason, int], "cash": int, "savings": int,
                                            "debt": int})


@dataclass(frozen=True)
class Seat:
    name: str
    bot: str | None = None      # a computer player's style, or None for a person


class Session:
    """One game at the screen. Observers are called with the session after every change."""

    def __init__(self, variant: str, people: Iterable[Seat | tuple[str, str | None]], *,
                 months: int = 1, seed: int = 0,
                 pace: float = 0.0, sleep: Callable[[float], None] = time.sleep,
                 lang: str | None = None, start: Position | None = None,
                 rules: dict[str, Any] | None = None) -> None:
        """`people` are the seats: (name, computer style or None for a person). `start` is a
        position to start from (a lesson's scenario) and `rules` a teacher's changes to the
        edition's rules (see `new_game`)."""
        seats = [s if isinstance(s, Seat) else Seat(*s) for s in people]
        for seat in seats:
            if seat.bot is not None and seat.bot not in STYLES:
                raise ValueError(f"unknown computer player style {seat.bot!r}")
            if not is_text(seat.name):
                raise ValueError(f"the name {seat.name!r} holds a character that cannot be written")
            if len(seat.name) > MAX_KEY:      # the start screen tells a typed name past MAX_NAME
                raise NameTooLong(seat.name, MAX_KEY)
        game = new_game(variant, [PlayerSpec(s.name, s.bot) for s in seats],
                               months=months, seed=seed, start=start, rules=rules)
        self.pace = pace
        self.sleep = sleep
        self.lang = i18n.language_for(variant, lang)   # the language of errors' details
        self.observers: list[Callable[[Session], None]] = []
        self.message: Message | None = None
        self.version = 0          # changes with every decision: a click on an old one is stale
        self.busy = False         # computer players are moving
        self.autosave: Autosave | None = None
        self.resume_code: str | None = None   # the store's code for this game, once saved
        self.store_revision = 0   # the stored game's revision this tab saved or loaded last
        self.saved_decisions = -1  # the decisions of the game as last saved (-1: never)
        self.newer: StaleGame | None = None   # the game as another tab saved it further
        self._install(game)

    @classmethod
    def from_saved(cls, content: bytes | str, *, pace: float = 0.0,
                   sleep: Callable[[float], None] = time.sleep,
                   lang: str | None = None) -> Session:
        """A session over a saved game (a file, or the class store's copy after a kernel
        restart), replayed to where it was. Raises `CorruptSave` for a damaged file."""
        game = load_game(content)
        session = cls(game.variant, [(p.name, p.bot) for p in game.players], months=game.months,
                      seed=game.seed, pace=pace, sleep=sleep, lang=lang)
        session._install(game)
        session.tell("app.msg.opened", moves=len(game.history))
        return session

    # ------------------------------------------------------------------ state
    def _install(self, game: Game[Any]) -> None:
        # The computer players first: an unknown style raises before anything is changed.
        bots = play.seats(game)
        self.game = game
        self.bots = bots
        self.version += 1

    @property
    def deciders(self) -> list[int]:
        """The seat that made each decision in the game's history (the game's own record)."""
        return self.game.answered_by

    @property
    def pending(self) -> Decision | None:
        return self.game.pending

    def is_human(self, seat: int) -> bool:
        return seat not in self.bots

    def waiting_for_human(self) -> bool:
        pending = self.game.pending
        return pending is not None and self.is_human(pending.player)

    def observe(self, callback: Callable[[Session], None]) -> None:
        self.observers.append(callback)

    def notify(self) -> None:
        for callback in list(self.observers):
            callback(self)

    def tell(self, key: str, problem: bool = False, **values: Any) -> None:
        self.message = Message(key, values, problem)

    def tell_error(self, key: str, error: Exception, game: Game[Any] | None = None) -> None:
        """A problem whose `{detail}` is an engine error, said in the session's language (with
        `game`, its cards and players are called by their names)."""
        self.message = Message(key, {"detail": describe_error(error, self.lang, game=game)},
                               True, error)

    # ------------------------------------------------------------------ answering
    def answer(self, version: int, option: Option, amount: object = None) -> bool:
        """A person's answer to the decision shown at `version`. Returns whether it was taken.
        A stale answer (a double click, or a click on a decision already answered) is ignored;
        a bad amount or an illegal answer becomes a message and changes nothing."""
        pending = self.game.pending
        if version != self.version or self.busy or pending is None or not self.is_human(pending.player):
            return False
        if option not in pending.options:
            self.tell("app.msg.not_offered", problem=True)
            self.notify()
            return False
        limit = decision_limit(len(self.game.players), self.game.months)
        if len(self.game.history) >= limit:     # only a script clicks this far: no real game does
            self.tell("app.msg.too_many_decisions", problem=True, limit=limit)
            self.notify()
            return False
        if option.ranged:
            chosen = self.valid_amount(option, amount)
            if chosen is None:
                self.notify()
                return False
            option = option.with_amount(chosen)
        if not self._decide(option):
            self.notify()
            return False
        self.message = None
        self.run_bots()          # tells the observers, at least once it is done
        return True

    def valid_amount(self, option: Option, amount: object) -> int | None:
        """The whole number typed for a ranged option, or None with a message saying why."""
        if option.low is None or option.high is None:
            return None                      # not a ranged option: no amount to type
        try:
            value = float(str(amount).strip().replace(",", "").replace(" ", ""))
        except (TypeError, ValueError):
            value = float("nan")
        if value != value or value != int(value):
            self.tell("app.msg.not_a_number", problem=True, low=option.low, high=option.high)
            return None
        value = int(value)
        if not option.low <= value <= option.high:
            self.tell("app.msg.out_of_range", problem=True, low=option.low, high=option.high)
            return None
        if (value - option.low) % option.step:
            self.tell("app.msg.wrong_step", problem=True, step=option.step, low=option.low,
                      high=option.high)
            return None
        return value

    def _decide(self, option: Option) -> bool:
        if self.game.pending is None:
            return False
        try:
            self.game.decide(option)
        except IllegalDecision as error:
            self.tell_error("app.msg.illegal", error, self.game)
            return False
        self.version += 1
        return True

    def run_bots(self) -> None:
        """Computer players answer until a person must decide or the game ends, one move every
        `pace` seconds so that the class can follow (instant when pace is 0)."""
        if self.busy:
            return
        self.busy = True
        counted = len(self.game.history)       # the decisions `version` has counted

        def count() -> None:
            nonlocal counted
            self.version += len(self.game.history) - counted
            counted = len(self.game.history)

        def paced(_game: Game[Any]) -> bool:     # each computer move shown, then a pause
            count()
            self.notify()
            self.sleep(self.pace)
            return True

        try:
            if self.pace > 0:
                self.notify()    # show the last move before the computer players start
            # The one way to play (`payday.players.play`): the engine asks the computer players
            # and keeps who answered each decision.
            play.play_out(self.game, self.bots, each=paced if self.pace > 0 else None)
        except IllegalDecision as error:
            self.tell_error("app.msg.illegal", error, self.game)
        except Exception as error:        # a bot must never stop the game silently
            self.tell("app.msg.bot_failed", problem=True, detail=str(error))
        finally:
            count()
            self.busy = False
        self.save_to_store()
        self.notify()

    def save_to_store(self) -> bool:
        """Save the game to the class store, if it has one. A store that fails becomes a
        message and play goes on: the game is still on the screen and can be downloaded, and
        the next decision's save tries again. A game saved further in another tab is never
        written over: this tab is told, and offered that game (`open_newer`)."""
        if self.autosave is None:
            return True
        where = self.autosave
        try:
            saved = where.store.put(self.game, class_id=where.class_id, student=where.student,
                                    game_id=where.game_id, after=self.store_revision,
                                    code=self.resume_code, holder=where.holder)
        except StaleGame as stale:
            self.newer = stale
            self.tell("app.msg.store_newer", problem=True, count=stale.decisions,
                      moves=i18n.number(stale.decisions, self.lang))
            return False
        except TooManyGames as full:
            self.tell("app.msg.store_full", problem=True, count=full.games,
                      games=i18n.number(full.games, self.lang),
                      class_id=where.class_id)
            return False
        except TooLarge as large:
            self.tell("app.msg.store_too_large", problem=True, size=i18n.number(large.size, self.lang),
                      limit=i18n.number(large.limit, self.lang))
            return False
        except NameTooLong as long:
            self.tell("app.msg.name_too_long", problem=True, limit=long.limit)
            return False
        except Exception as error:       # noqa: BLE001 - a lost store must never stop play
            self.tell("app.msg.store_failed", problem=True, detail=str(error))
            return False
        self.store_revision = saved.revision
        self.saved_decisions = len(self.game.history)
        if saved.code:
            self.resume_code = saved.code    # the first save makes it; the student is shown it
        if getattr(where.store, "reopened", False):
            where.store.reopened = False
            self.tell("app.msg.store_reopened", problem=True)
        return True

    def saved_as_shown(self) -> bool:
        """Whether the class store holds this game as it is now (its last save succeeded and
        nothing was decided since)."""
        return self.autosave is not None and self.saved_decisions == len(self.game.history)

    def open_newer(self) -> bool:
        """Go on with the game as another tab saved it further (after `save_to_store` refused
        to write over it). Returns whether it opened."""
        if self.newer is None or self.autosave is None or self.busy:
            return False
        where = self.autosave
        text, revision = where.store.text_and_revision(where.class_id, where.student, where.game_id)
        game = load_game(text)
        self._install(game)
        self.store_revision, self.newer = revision, None
        self.saved_decisions = len(game.history)
        self.tell("app.msg.opened", moves=len(game.history))
        self.notify()
        self.run_bots()
        return True

    # ------------------------------------------------------------------ undo, save, open
    def can_undo(self) -> bool:
        return any(self.is_human(p) for p in self.deciders)

    def undo(self) -> bool:
        """Back to the last decision a person made, which is asked again. The game is rebuilt
        by replaying the decisions before it (a game is its seed plus its decisions)."""
        if self.busy:
            return False
        humans = [i for i, p in enumerate(self.deciders) if self.is_human(p)]
        if not humans:
            self.tell("app.msg.nothing_to_undo", problem=True)
            self.notify()
            return False
        keep = humans[-1]
        data = json.loads(self.game.to_json())
        data["decisions"] = data["decisions"][:keep]
        game = load_game(json.dumps(data))
        self._install(game)
        self.tell("app.msg.undone")
        self.save_to_store()
        self.notify()
        return True

    def save_name(self) -> str:
        return f"payday-{self.game.variant}-seed{self.game.seed}-{len(self.game.history)}.json"

    def save_url(self) -> str:
        """The game as a `data:` URL: a file on the server would not reach the browser."""
        text = self.game.to_json().encode("utf-8")
        return "data:application/json;base64," + base64.b64encode(text).decode("ascii")

    def open_saved(self, content: bytes | str) -> bool:
        """Resume a saved game. A damaged file gets a message and the current game is kept."""
        if self.busy:
            return False
        try:
            game = load_game(content)
        except CorruptSave as error:
            self.tell_error("app.msg.corrupt_save", error)
            self.notify()
            return False
        unknown = sorted({p.bot for p in game.players if p.bot is not None} - set(STYLES))
        if unknown:          # all or nothing: the game on the screen stays, and is saved as it is
            self.tell("app.msg.unknown_style", problem=True, style=unknown[0],
                      styles=", ".join(STYLES))
            self.notify()
            return False
        self._install(game)
        self.tell("app.msg.opened", moves=len(game.history))
        self.notify()
        self.run_bots()
        return True

    # ------------------------------------------------------------------ what the views show
    def payday_summaries(self, seat: int) -> list[PaydaySummary]:
        """Each Pay Day this player has reached: money in and out by reason (a loan repaid is
        money out), read from the player's accounts on the Pay Day square of each month of
        theirs, and the cash, savings and debt after it."""
        summaries: list[PaydaySummary] = []
        for month, view in sorted(by_month(self.game.ledger, seat, day=self.game.rules.payday).items()):
            out = dict(view.spending)
            if view.repaid:
                out[Reason.LOAN_REPAID] = view.repaid
            summaries.append({"month": month, "in": dict(view.income), "out": out,
                              "cash": view.cash, "savings": view.savings, "debt": view.debt})
        return summaries

    def accounts(self, seat: int) -> Accounts:
        """This player's accounts over the whole game (balances and totals)."""
        return accounts(self.game.ledger, seat)

    def savings(self, seat: int) -> int:
        return self.accounts(seat).savings

    def monthly_loan_cost(self, seat: int) -> int:
        """What the loans cost each month, by the edition's own interest rule."""
        return int(self.game.rules.interest(self.accounts(seat).debt))

    def money_history(self, seat: int) -> tuple[list[int], list[int], list[int]]:
        """Cash, savings and debt after each of this player's entries (for the live chart)."""
        series: tuple[list[int], list[int], list[int]] = ([0], [0], [0])
        for step in steps(self.game.ledger, seat):
            series[0].append(step.cash_after)
            series[1].append(step.savings_after)
            series[2].append(step.debt_after)
        return series


def unfinished_games(store: Store, class_id: str, student: str,
                     codes: Sequence[str] | None = None) -> list[Row]:
    """The rows of a student's games in the class store that have not ended, latest first:
    what the start screen offers to resume. With `codes` (the resume codes this browser kept),
    only the games those codes open: a classmate who typed the same name sees none of them."""
    rows = [row for row in store.rows(class_id)
            if row.key.student == student and not row.finished
            and (codes is None or row.code in codes)]
    return sorted(rows, key=lambda row: row.saved_at, reverse=True)


def game_id_for(variant: str, seed: int) -> str:
    """A new game's key in the class store: its edition, seed, start time (UTC) and a random
    tail, so a student's second game with the same seed, or a classmate's who typed the same
    name at the same moment, is kept apart from the first."""
    return (f"{variant}-seed{seed}-{datetime.now(UTC):%Y%m%dT%H%M%S%f}"
            f"-{secrets.token_hex(3)}")


def deciders_of(game: Game[Any]) -> list[int]:
    """Who made each of a game's decisions: the seat each was asked of (`Game.answered_by`)."""
    return list(game.answered_by)
