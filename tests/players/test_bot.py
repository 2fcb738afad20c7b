"""The computer players' judgement (payday/players/bot.py, styles.py), edition by edition: they
answer through the same protocol and checks as everyone, their draws come from the position (an
undone game replays as it went), and each style plays the edition's choices sensibly (a deal
hunter resells, nobody carries a Monster Charge for nothing, bids stay under a deal's worth,
event cards are played on other players' turns)."""
import pytest

import payday
from payday import Act, Ask
from payday.editions.payday_auction import RULES
from payday.engine.cards import CardKind as K
from payday.engine.decisions import CounterSnipes
from payday.engine.game import PlayerSpec
from payday.players.play import play_out
from payday.players.styles import make_bot

from tests.support.games import bots_game


@pytest.mark.parametrize("style", ["random", "saver"])
def test_a_bot_answers_the_same_position_the_same_way_after_an_undo(style):
    """Bots draw their randomness from the position, so an undone game replays as it went."""
    game, bots = bots_game("bonne-paye", 21, players=3, months=1, styles=(style,))
    play_out(game, bots)
    earlier = game.undo(len(game.history) // 2)
    fresh = {seat: make_bot(style, 21, seat) for seat in bots}
    play_out(earlier, fresh)
    assert earlier.history == game.history


# ------------------------------------------------------------------ Pay Day

def test_computer_players_hunt_deals_sell_them_and_do_not_carry_monster_charges_for_nothing():
    """Every style plays this edition sensibly: a deal hunter buys deals and sells them at a
    Buyer; a Monster Charge is carried only by a player whose cash is short of the balance
    (plus the cash the style keeps back), and none is still held when the game ends."""
    styles = ("saver", "borrower", "deal_hunter", "cautious")
    bought, sold, carried = 0, 0, []
    for seed in range(20):
        game = payday.new_game("payday", [PlayerSpec(s, s) for s in styles], months=3, seed=seed)
        bots = {i: make_bot(s, seed, i) for i, s in enumerate(styles)}
        while game.pending is not None:
            decision = game.pending
            choice = bots[decision.player].choose(game, decision)
            if decision.kind is Ask.MONSTER_CHARGE and choice.act is Act.PAY_INTEREST:
                carried.append((game.cash(game.players[decision.player]),
                                decision.info.amount + bots[decision.player].buffer))
            game.decide(choice)
        hunter = styles.index("deal_hunter")
        bought += sum(e.key in ("bought", "yard_sale") and e.player == hunter for e in game.events)
        sold += sum(e.key == "sold" and e.player == hunter for e in game.events)
        assert not any(c.kind is K.MONSTER_CHARGE for p in game.players for c in p.kept)
        for style in ("saver", "cautious"):
            assert game.debt(game.players[styles.index(style)]) == 0
    assert bought >= 20 and sold * 3 >= bought * 2          # most deals bought are resold
    assert all(cash < needed for cash, needed in carried)


# ------------------------------------------------------------------ 我愛發薪日

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
            card = game.cards[decision.info.card]
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
            seller = game.players[decision.info.seller]
            if choice.act is Act.SNIPE:
                snipes += 1
                assert not any(c.kind is K.NOT_TODAY for c in seller.kept)
                assert game.net_worth(seller) >= game.net_worth(player)
            else:
                passes += 1
        if decision.kind is Ask.COUNTER and choice.act is Act.COUNTER:
            counters += 1
            info = decision.info
            assert (info.cut if isinstance(info, CounterSnipes) else info.amount) >= 100
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
