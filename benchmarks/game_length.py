"""How long a real game gets: the most decisions in 10,000 simulated games of each edition, the
figure behind the cap on a saved game's decisions (`payday.engine.saves.decision_limit`).

A game's length grows with its seats and its months, so each game here draws both (2 to the
edition's most seats; 1, 2, 3, 6 or 12 months) and the figure that matters is the most
decisions per seat and month. The seats mix the teaching styles with random players: a random
player takes a free action (a deposit, a loan, a repayment...) on 8 % of its decisions, more
than any computer style does, so these are the long games, not the typical ones.

Then the longest games a class server can be asked to keep: `--full` games of 120 months (the
most the app offers) with the edition's most seats, all random players, against MAX_DECISIONS,
and how long the longest takes to replay (what `load_game`'s time limit must allow).

Usage: python benchmarks/game_length.py [--games 10000] [--full 20]
Prints, per edition: the games played, the longest game (decisions, seats, months), the most
decisions per seat and month and how far below the cap that is; then the longest full-length
game and its replay time.
"""
from __future__ import annotations

import argparse
import math
import time

from payday.editions import EDITIONS, load_game, rules_of
from payday.engine.saves import MAX_DECISIONS, MAX_DECISIONS_PER_SEAT_MONTH
from payday.players.play import computer_game

MONTHS = (1, 2, 3, 6, 12)
STYLES = ("random", "saver", "borrower", "random", "deal_hunter", "cautious")


def measure(variant: str, games: int) -> dict[str, float]:
    most_seats = rules_of(variant).max_players
    longest, longest_at, per_seat_month = 0, (0, 0), 0.0
    started = time.perf_counter()
    for seed in range(games):
        seats = 2 + seed % (most_seats - 1)
        months = MONTHS[(seed // (most_seats - 1)) % len(MONTHS)]
        styles = [STYLES[(seed + seat) % len(STYLES)] for seat in range(seats)]
        decisions = len(computer_game(variant, styles, seed=seed, months=months).history)
        if decisions > longest:
            longest, longest_at = decisions, (seats, months)
        per_seat_month = max(per_seat_month, decisions / (seats * months))
    return {"longest": longest, "seats": longest_at[0], "months": longest_at[1],
            "per_seat_month": per_seat_month, "seconds": time.perf_counter() - started}


def full_length(variant: str, games: int) -> dict[str, float]:
    """The longest of `games` games of 120 months, the most seats, all random players, and the
    seconds its replay takes."""
    seats = rules_of(variant).max_players
    longest = max((computer_game(variant, ["random"] * seats, seed=seed, months=120)
                   for seed in range(games)), key=lambda game: len(game.history))
    text = longest.to_json()
    started = time.perf_counter()
    load_game(text, within=math.inf)
    return {"decisions": len(longest.history), "seats": seats,
            "replay": time.perf_counter() - started, "kilobytes": len(text) / 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--full", type=int, default=20)
    args = parser.parse_args()
    games = args.games
    print(f"{games} games per edition; cap {MAX_DECISIONS_PER_SEAT_MONTH} decisions per seat "
          f"and month")
    for variant in EDITIONS:
        found = measure(variant, games)
        print(f"{variant:15} longest {found['longest']:>6} decisions ({found['seats']} seats, "
              f"{found['months']} months); most per seat and month "
              f"{found['per_seat_month']:.1f}, the cap is "
              f"{MAX_DECISIONS_PER_SEAT_MONTH / found['per_seat_month']:.0f} times that "
              f"({found['seconds']:.0f} s)")
    print(f"{args.full} games of 120 months per edition, the most seats, all random players; "
          f"cap {MAX_DECISIONS} decisions")
    for variant in EDITIONS:
        full = full_length(variant, args.full)
        print(f"{variant:15} longest {full['decisions']:>6} decisions ({full['seats']} seats, "
              f"{full['kilobytes']:.0f} kB), the cap is {MAX_DECISIONS / full['decisions']:.1f} "
              f"times that; its replay took {full['replay']:.2f} s")


if __name__ == "__main__":
    main()
