"""Tools for rule tests: start from a position, answer by act, check every invariant.

A test sets its situation up as a start position (`begin`), never by reaching into a game."""
from __future__ import annotations

from collections import Counter

from payday import Act, PlayerPosition, Position, new_game
from payday.engine.events import check as check_event
from payday.engine.game import Game, PlayerSpec
from payday.engine.ledger import BANK
from payday.players.play import seats


def answer(game: Game, act: Act, arg=None) -> None:
    """Answer the pending decision with the option of this act (and arg, or amount)."""
    option = game.pending.find(act, arg)
    assert option is not None, f"{act} {arg} is not offered: {game.pending}"
    game.decide(option.with_amount(arg) if option.ranged else option)


def acts(game: Game) -> set[Act]:
    return {o.act for o in game.pending.options}


def begin(variant: str, names, *, months: int = 1, seed: int = 1, rules: dict | None = None,
          players: dict[int, dict] | None = None, land: tuple[int, int] | None = None,
          **position) -> Game:
    """A game started from a position. `players` maps a seat to its `PlayerPosition` fields
    (the others start as usual); `land=(seat, day)` puts that player the day before `day`,
    gives them the turn and a scripted 1, and rolls it, so the game waits on what `day` asks.
    The other keywords are the `Position`'s (decks, rolls, turn, jackpot, yard_sale)."""
    seats = {i: dict(fields) for i, fields in (players or {}).items()}
    rolls = {stream: list(values) for stream, values in position.pop("rolls", {}).items()}
    if land is not None:
        seat, day = land
        seats.setdefault(seat, {})["day"] = day - 1
        rolls[f"move/{seat}"] = [1] + rolls.get(f"move/{seat}", [])
        position["turn"] = seat
    places = tuple(PlayerPosition(**seats.get(i, {})) for i in range(len(names))) if seats else ()
    game = new_game(variant, list(names), months=months, seed=seed, rules=rules,
                    start=Position(players=places, rolls=rolls, **position))
    if land is not None:
        answer(game, Act.ROLL)
    return game


def bots_game(variant: str, seed: int, *, players: int = 4, months: int = 2,
              styles=("random",), start: Position | None = None) -> tuple[Game, dict]:
    """A new game between computer players of `styles` (taken in turn, seat by seat), and
    their seats as `payday.players.play.seats` gives them: play it with `play_checked`, or
    `play_out(game, bots)`."""
    specs = [PlayerSpec(f"p{i}", styles[i % len(styles)]) for i in range(players)]
    game = new_game(variant, specs, months=months, seed=seed, start=start)
    return game, seats(game)


class InvariantChecker:
    """What must hold after every event of every game. Ledger sums are kept incrementally, so
    checking after each decision stays cheap on long games."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.seen = 0
        self.told = 0
        self.sums: dict[str, int] = {}

    def check(self) -> None:
        game, ledger = self.game, self.game.ledger
        for entry in ledger.entries[self.seen:]:
            assert type(entry.amount) is int and entry.amount > 0, entry
            self.sums[entry.src] = self.sums.get(entry.src, 0) - entry.amount
            self.sums[entry.dst] = self.sums.get(entry.dst, 0) + entry.amount
        self.seen = len(ledger.entries)
        # Every event is declared, with exactly its fields (payday/engine/events.py).
        for event in game.events[self.told:]:
            assert not check_event(event.key, event.data), check_event(event.key, event.data)
        self.told = len(game.events)
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


def watched_games(variant: str, count: int, watch, *, players: int = 4, months: int = 2,
                  styles=("random",)) -> None:
    """Play `count` seeded games between computer players (seeds 0 to count - 1), every
    invariant checked after every decision, calling `watch(game)` before each decision is
    answered and once when the game is over (`game.pending` is None): the property tests
    count with it how often random play meets a rule's situation."""
    for seed in range(count):
        game, bots = bots_game(variant, seed, players=players, months=months, styles=styles)
        checker = InvariantChecker(game)
        checker.check()
        while game.pending is not None:
            watch(game)
            game.decide(bots[game.pending.player].choose(game, game.pending))
            checker.check()
        watch(game)


def final_state(game) -> dict:
    """What a replay must reproduce: who ended where, with how much, and how long it took."""
    return {
        "decisions": len(game.history),
        "turns": game.turns,
        "is_over": game.is_over,
        "players": [{"name": p.name, "net_worth": game.net_worth(p), "cash": game.cash(p),
                     "debt": game.debt(p), "eliminated": p.eliminated, "retired": p.retired}
                    for p in game.players],
        "ranking": [p.index for p, _ in game.standings()],
    }


