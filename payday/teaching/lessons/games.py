"""The lessons' seeded games: each lesson's settings, playing them, and what their ledgers say."""
from __future__ import annotations

from collections.abc import Callable

from payday.editions import new_game, rules_of
from payday.engine.accounts import accounts
from payday.engine.decisions import Decision, Option
from payday.engine.game import Game, PlayerSpec
from payday.engine.ledger import Reason
from payday.players.styles import Bot, make_bot
from payday.teaching.scenarios import SCENARIOS


def lesson_game(number: str, style: str = "cautious") -> dict:
    """The settings of the lesson link's own game (its position and game number), with a
    computer style in the student's seat: the notebook's experiment is the game the students
    played, so the worksheet names one game number."""
    lesson = SCENARIOS[number]
    return {"lesson": number, "edition": lesson.edition, "months": lesson.months, "seed": lesson.seed,
            "players": (style, *lesson.computer)}


SETUPS = {
    "01-earning-income": lesson_game("01"),
    "02-spending": lesson_game("02"),
    "03-saving": lesson_game("03"),
    "05-managing-credit": {"edition": "payday", "months": 7, "seed": 1, "players": ("cautious", "cautious", "cautious")},
}



# ------------------------------------------------------------------ playing the lesson's games
def play(variant: str, *, seed: int, months: int, styles: tuple[str, ...],
         plan: Callable[[Game, Decision], Option | None] | None = None,
         bot: Bot | None = None, rules: dict | None = None, lesson: str | None = None) -> Game:
    """A seeded game between computer players, from the start or from a lesson's position.
    Seat 0 ("You") follows `plan` when it returns an option, and otherwise plays as `bot` (or
    its style)."""
    names = ["You", "Bo", "Cy", "Di", "Ed", "Flo"]
    specs = [PlayerSpec(names[seat], style) for seat, style in enumerate(styles)]
    start = SCENARIOS[lesson].start if lesson else None
    game = new_game(variant, specs, months=months, seed=seed, rules=rules, start=start)
    bots = {seat: make_bot(style, seed, seat) for seat, style in enumerate(styles)}
    if bot is not None:
        bots[0] = bot
    if plan is not None:
        bots[0] = Planned(plan, bots[0])
    game.play_bots(bots)
    return game


class Planned:
    """A seat that follows a lesson's plan where it has an answer, and a computer style
    elsewhere (a decider for `Game.play_bots`)."""

    def __init__(self, plan: Callable[[Game, Decision], Option | None], bot: Bot) -> None:
        self.plan, self.bot = plan, bot

    def choose(self, game: Game, decision: Decision) -> Option:
        option = self.plan(game, decision)
        return option if option is not None else self.bot.choose(game, decision)


def inflows(game: Game, seat: int, reasons) -> int:
    """Money the player received for these reasons (the accounts view of the ledger)."""
    return accounts(game.ledger, seat).received(*reasons)


def outflows(game: Game, seat: int, reasons, month: int | None = None) -> int:
    """Money the player paid for these reasons (in one month of theirs, if given)."""
    return accounts(game.ledger, seat, month).paid(*reasons)


def events(game: Game, seat: int, key: str) -> list[dict]:
    return [e.data for e in game.events if e.player == seat and e.key == key]


def rules(variant: str, overrides: dict | None = None):
    return rules_of(variant, overrides)


LUCK = (Reason.WINDFALL, Reason.LOTTERY_PRIZE, Reason.JACKPOT, Reason.BET_WINNINGS, Reason.CONTEST)
FROM_PLAYERS = (Reason.GIFT,)
FROM_DEALS = (Reason.DEAL_SOLD, Reason.COMMISSION, Reason.AUCTION, Reason.BANK_BUYBACK)
BILLS = (Reason.BILL, Reason.FIXED_PAYMENT, Reason.INSURANCE, Reason.CONTRIBUTION,
         Reason.CARD_CHARGE, Reason.CARD_INTEREST)
CARD = (Reason.CARD_CHARGE, Reason.CARD_INTEREST)      # all a Monster Charge costs
