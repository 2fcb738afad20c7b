"""Computer players: named styles that answer any edition's decisions.

Each style is the sensible player (`payday.players.bot.Bot`, how any decision is answered) with
other attitudes (how much cash to keep, whether to borrow, save, gamble or insure), so the same
code plays all three editions. `STYLES` names them, `TEACHING_STYLES` are the ones a lesson, the
lab and the dashboard compare, and `make_bot` seats one. `Bot` is here too, for the callers that
name a style's type.
"""
from __future__ import annotations

from typing import ClassVar, Final

from payday.engine.decisions import Act, Ask, Decision, Option
from payday.engine.game import Game
from payday.engine.rules import Rules
from payday.engine.state import Player
from payday.players.bot import Bot, amount_of, highest, lowest

# The enum members the styles read, bound as `Final` module constants for the compiled build as
# in `payday.players.bot` (there, why).
ASK_TURN: Final = Ask.TURN
ASK_SAVINGS: Final = Ask.SAVINGS
DEPOSIT: Final = Act.DEPOSIT

__all__ = ["STYLES", "TEACHING_STYLES", "Borrower", "Bot", "Cautious", "DealHunter", "RandomBot",
           "Saver", "make_bot"]


class Saver(Bot):
    style: ClassVar[str] = "saver"
    buffer: ClassVar[int] = 700
    saves: ClassVar[bool] = True
    gambles: ClassVar[bool] = False

    def free_action(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        # At Pay Day the savings book is free to fill: the saver puts in what is spare.
        if decision.kind is ASK_SAVINGS:
            deposit = decision.find(DEPOSIT)
            spare = self.spare_cash(game, player)
            if deposit is not None and spare >= max(lowest(deposit), 100):
                return amount_of(deposit, min(spare, highest(deposit)))
            return None
        return super().free_action(game, decision, player)


class Borrower(Bot):
    style: ClassVar[str] = "borrower"
    buffer: ClassVar[int] = 0
    borrows_to_buy: ClassVar[bool] = True
    min_margin_pct: ClassVar[int] = 20


class DealHunter(Bot):
    style: ClassVar[str] = "deal_hunter"
    buffer: ClassVar[int] = 100
    borrows_to_buy: ClassVar[bool] = True
    min_margin_pct: ClassVar[int] = 25

    def free_action(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        return None if decision.kind is ASK_TURN and not player.bills else super().free_action(
            game, decision, player)


class Cautious(Bot):
    style: ClassVar[str] = "cautious"
    buffer: ClassVar[int] = 800
    insures: ClassVar[bool] = True
    gambles: ClassVar[bool] = False
    min_margin_pct: ClassVar[int] = 60


class RandomBot(Bot):
    """Any legal option, uniformly: for tests that should reach every corner of the rules."""

    style: ClassVar[str] = "random"

    def choose(self, game: Game[Rules], decision: Decision) -> Option:
        rng = self.rng(game)
        main, free = decision.main_options(), [o for o in decision.options if o.free]
        if not main or (free and rng.below(100) < 8):
            option = rng.choice(free)
        else:
            option = rng.choice(main)
        if option.ranged:
            amounts = option.amounts()
            return amount_of(option, amounts[rng.below(len(amounts))])
        return option


STYLES: dict[str, type[Bot]] = {cls.style: cls for cls in
                                (Saver, Borrower, DealHunter, Cautious, RandomBot)}
# The styles a lesson, the lab and the dashboard compare: each a way a person might play
# (the random player is a baseline of no plan at all, not a style to learn from).
TEACHING_STYLES: Final = ("saver", "borrower", "deal_hunter", "cautious")


def make_bot(style: str, seed: int = 0, seat: int = 0) -> Bot:
    try:
        return STYLES[style](seed, seat)
    except KeyError:
        raise ValueError(f"unknown computer player {style!r}; the styles are: "
                         + ", ".join(STYLES)) from None
