"""我愛發薪日 played whole, past any one section of the rulebook: a saved game replays, and `payday
simulate` plays the edition (how its computer players bid, snipe and play their event cards:
tests/players/test_bot.py)."""
import json

import payday
from payday.cli import main as cli

from tests.support.games import bots_game, play_checked


def test_a_saved_game_replays_to_the_same_state():
    game, bots = bots_game("payday-auction", 11, players=4, months=2,
                           styles=("random", "borrower", "deal_hunter", "cautious"))
    play_checked(game, bots)
    again = payday.load_game(game.to_json())
    assert again.events == game.events and again.ledger.balances == game.ledger.balances


def test_payday_simulate_accepts_the_edition(capsys):
    assert cli(["simulate", "--variant", "payday-auction", "--games", "5", "--months", "2",
                "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["variant"], report["games"], len(report["results"])) == ("payday-auction", 5, 5)
    assert all(len(r["players"]) == 4 for r in report["results"])


