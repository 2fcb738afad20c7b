"""我愛發薪日 played whole, past any one section of the rulebook: a saved game replays, `payday
simulate` plays the edition, and the computer players bid, snipe and play their event cards
sensibly."""
import json

import payday
from payday import Act, Ask
from payday.cli import main as cli
from payday.editions.payday_auction import RULES
from payday.engine.cards import CardKind as K
from payday.engine.game import PlayerSpec
from payday.players.styles import make_bot

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


def bot_answers(seeds, styles=("saver", "borrower", "deal_hunter", "cautious")):
    """Play seeded games and yield (game, decision, player, answer) for every bot answer,
    at the moment it is given."""
    for seed in seeds:
        game, bots = bots_game("payday-auction", seed, players=4, months=4, styles=styles)
        while game.pending is not None:
            decision = game.pending
            choice = bots[decision.player].choose(game, decision)
            yield game, decision, game.players[decision.player], choice
            game.decide(choice)


def test_computer_players_bid_no_more_than_a_deal_is_worth():
    """Bots bid sensibly: never above the resale price less their margin, never on a deal they
    could not sell before the last Pay Day, and they do bid."""
    bids = 0
    for game, decision, player, choice in bot_answers(range(12)):
        if decision.kind in (Ask.BID, Ask.OPEN_AUCTION) and choice.act is Act.BID:
            card = game.cards[decision.info["card"]]
            bot = make_bot(player.bot)
            assert choice.arg <= card.value * (100 - bot.min_margin_pct) // 100
            assert player.month < game.months or player.day < RULES.payday // 2
            bids += 1
    assert bids > 20


def test_computer_players_snipe_rivals_and_counter_only_blows_worth_a_card():
    """Bots snipe only a seller who is not behind them and holds no not-today (events lie face
    up), and spend a not-today only on a cut or charge of $100 or more."""
    snipes = passes = counters = 0
    for game, decision, player, choice in bot_answers(range(40)):
        if decision.kind is Ask.SNIPE:
            seller = game.players[decision.info["seller"]]
            if choice.act is Act.SNIPE:
                snipes += 1
                assert not any(c.kind is K.NOT_TODAY for c in seller.kept)
                assert game.net_worth(seller) >= game.net_worth(player)
            else:
                passes += 1
        if decision.kind is Ask.COUNTER and choice.act is Act.COUNTER:
            counters += 1
            assert decision.info.get("cut", decision.info.get("amount")) >= 100
    assert snipes and passes and counters


def test_computer_players_play_their_cards_on_other_players_turns():
    """Bots answer the new decision with the same legality check as everyone."""
    seen = played = 0
    for seed in range(1, 6):
        styles = ("saver", "borrower", "cautious")
        game = payday.new_game("payday-auction", [PlayerSpec(f"p{i}", s) for i, s in enumerate(styles)],
                               months=2, seed=seed)
        bots = {i: make_bot(s, seed, i) for i, s in enumerate(styles)}
        while game.pending is not None:
            pending = game.pending
            choice = bots[pending.player].choose(game, pending)
            if pending.kind is Ask.PLAY_EVENT:
                seen += 1
                played += choice.act is Act.USE_CARD
            game.decide(choice)
    assert seen and played
