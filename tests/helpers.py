"""Tools for rule tests: rig the dice, stack a deck, answer by act, check every invariant."""
from __future__ import annotations

from collections import Counter

import pytest

import payday
from payday import Act, new_game
from payday.bots import make_bot
from payday.engine.game import Game, PlayerSpec
from payday.engine.ledger import BANK


def rig_dice(game: Game, rolls: dict[str, list[int]]) -> None:
    """Make the next rolls of each purpose ("move/0", "contest/2", "lottery/1", ...) come out
    as listed; any other roll, or one past the list, comes from the game's own streams."""
    if payday.compiled:
        # A compiled class's methods cannot be replaced on an instance. The start-position
        # work replaces this helper with the public `new_game(..., start=position)`.
        pytest.skip("rig_dice replaces Chance.die, which the compiled build does not allow")
    real = game.chance.die
    queues = {purpose: list(values) for purpose, values in rolls.items()}

    def die(purpose: str, sides: int = 6) -> int:
        queue = queues.get(purpose)
        return queue.pop(0) if queue else real(purpose, sides)

    game.chance.die = die


def stack(game: Game, deck: str, *card_ids: str) -> None:
    """Put these cards on top of a deck's draw pile, in this order."""
    pile = game.decks[deck]
    for card_id in reversed(card_ids):
        card = game.cards[card_id]
        if card in pile.draw_pile:
            pile.draw_pile.remove(card)
        elif card in pile.discards:
            pile.discards.remove(card)
        else:
            raise AssertionError(f"{card_id} is not in the {deck} deck")
        pile.draw_pile.appendleft(card)


def answer(game: Game, act: Act, arg=None) -> None:
    """Answer the pending decision with the option of this act (and arg, or amount)."""
    option = game.pending.find(act, arg)
    assert option is not None, f"{act} {arg} is not offered: {game.pending}"
    game.decide(option.with_amount(arg) if option.ranged else option)


def acts(game: Game) -> set[Act]:
    return {o.act for o in game.pending.options}


def place(game: Game, player: int, day: int) -> None:
    """Put a token on a day without resolving the square (to set up a roll from there)."""
    game.players[player].day = day
    game._tick()


def bots_game(variant: str, seed: int, *, players: int = 4, months: int = 2,
              styles=("random",)) -> tuple[Game, dict]:
    specs = [PlayerSpec(f"p{i}", styles[i % len(styles)]) for i in range(players)]
    game = new_game(variant, specs, months=months, seed=seed)
    bots = {i: make_bot(spec.bot, seed, i) for i, spec in enumerate(specs)}
    return game, bots


class InvariantChecker:
    """What must hold after every event of every game. Ledger sums are kept incrementally, so
    checking after each decision stays cheap on long games."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.seen = 0
        self.sums: dict[str, int] = {}

    def check(self) -> None:
        game, ledger = self.game, self.game.ledger
        for entry in ledger.entries[self.seen:]:
            assert type(entry.amount) is int and entry.amount > 0, entry
            self.sums[entry.src] = self.sums.get(entry.src, 0) - entry.amount
            self.sums[entry.dst] = self.sums.get(entry.dst, 0) + entry.amount
        self.seen = len(ledger.entries)
        # Each balance equals the sum of its ledger entries, and money is conserved.
        assert self.sums == ledger.balances
        assert sum(ledger.balances.values()) == 0
        for account, balance in ledger.balances.items():
            if account.startswith("loan:"):
                assert balance <= 0, f"{account} is a credit: {balance}"
            elif account != BANK:
                assert balance >= 0, f"{account} is negative: {balance}"
        # No card is lost or duplicated.
        where = Counter(card.id for card in game.card_locations())
        assert set(where) == set(game.cards), set(game.cards) ^ set(where)
        assert max(where.values()) == 1, [c for c, n in where.items() if n > 1]
        # A pending decision always has legal options, for a player still in the game.
        decision = game.pending
        if decision is not None:
            assert decision.options, decision
            assert not game.players[decision.player].eliminated, decision


def play_checked(game: Game, bots: dict, max_decisions: int = 200_000) -> Game:
    checker = InvariantChecker(game)
    checker.check()
    for _ in range(max_decisions):
        if game.pending is None:
            assert game.ledger.recomputed() == game.ledger.balances
            return game
        game.decide(bots[game.pending.player].choose(game, game.pending))
        checker.check()
    raise AssertionError("the game did not end")
