"""The lessons' seeded games: each lesson's settings, playing them, and what their ledgers say."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NotRequired, TypedDict

from payday.editions import rules_of
from payday.engine.accounts import accounts
from payday.engine.game import Decider, Game
from payday.engine.ledger import Reason
from payday.engine.rules import Rules
from payday.players.play import computer_game
from payday.engine.position import Position
from payday.teaching.scenarios import Scenario


class Setup(TypedDict):
    """A lesson's one game: its edition, months, game number and the seats' styles (the
    student's first); `lesson` names the lesson link whose position it starts from."""

    edition: str
    months: int
    seed: int
    players: tuple[str, ...]
    lesson: NotRequired[str]


def lesson_game(lesson: Scenario, style: str = "cautious") -> Setup:
    """The settings of the lesson link's own game (its position and game number), with a
    computer style in the student's seat: the notebook's experiment is the game the students
    played, so the worksheet names one game number. Played from `lesson.start`."""
    return {"lesson": lesson.number, "edition": lesson.edition, "months": lesson.months, "seed": lesson.seed,
            "players": (style, *lesson.computer)}


# ------------------------------------------------------------------ playing the lesson's games
NAMES = ("You", "Bo", "Cy", "Di", "Ed", "Flo")     # seat 0 is the student's


def setup_game(setup: Setup, *, start: Position | None = None, months: int | None = None,
               seat: Decider | None = None, rules: dict[str, Any] | None = None) -> Game[Any]:
    """A lesson's seeded game (`payday.players.play.computer_game`) from its settings: from the
    lesson link's position `start` when it has one, seat 0 ("You") played by `seat` when given (a
    lesson's plan, a style of its own) and otherwise by its style."""
    return computer_game(setup["edition"], setup["players"], seed=setup["seed"],
                         months=setup["months"] if months is None else months, rules=rules,
                         start=start, names=NAMES,
                         deciders=None if seat is None else {0: seat})


def inflows(game: Game[Any], seat: int, reasons: Iterable[Reason]) -> int:
    """Money the player received for these reasons (the accounts view of the ledger)."""
    return accounts(game.ledger, seat).received(*reasons)


def outflows(game: Game[Any], seat: int, reasons: Iterable[Reason], month: int | None = None) -> int:
    """Money the player paid for these reasons (in one month of theirs, if given)."""
    return accounts(game.ledger, seat, month).paid(*reasons)


def events(game: Game[Any], seat: int, key: str) -> list[dict[str, Any]]:
    """The data of the events `key` of the player in seat `seat`."""
    return [e.data for e in game.events if e.player == seat and e.key == key]


def rules(variant: str, overrides: dict[str, Any] | None = None) -> Rules:
    """An edition's rules, with a teacher's `overrides`."""
    return rules_of(variant, overrides)


LUCK = (Reason.WINDFALL, Reason.LOTTERY_PRIZE, Reason.JACKPOT, Reason.BET_WINNINGS, Reason.CONTEST)
FROM_PLAYERS = (Reason.GIFT,)
FROM_DEALS = (Reason.DEAL_SOLD, Reason.COMMISSION, Reason.AUCTION, Reason.BANK_BUYBACK)
BILLS = (Reason.BILL, Reason.FIXED_PAYMENT, Reason.INSURANCE, Reason.CONTRIBUTION,
         Reason.CARD_CHARGE, Reason.CARD_INTEREST)
CARD = (Reason.CARD_CHARGE, Reason.CARD_INTEREST)      # all a Monster Charge costs
