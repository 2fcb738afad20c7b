"""Pay Day played whole, past any one section of the rulebook: a saved game replays to the same
ledger, and every computer style plays the edition sensibly."""
import payday
from payday import Act, Ask
from payday.engine.cards import CardKind as K


def test_a_saved_game_replays_to_the_same_ledger():
    """A game is its seed plus its decisions, in this edition too."""
    from tests.support.games import bots_game
    from payday.players.play import play_out
    game, bots = bots_game("payday", 5, players=3, months=2, styles=("deal_hunter", "random"))
    play_out(game, bots)
    again = payday.load_game(game.to_json())
    assert again.ledger.balances == game.ledger.balances and again.is_over


def test_computer_players_hunt_deals_sell_them_and_do_not_carry_monster_charges_for_nothing():
    """Every style plays this edition sensibly: a deal hunter buys deals and sells them at a
    Buyer; a Monster Charge is carried only by a player whose cash is short of the balance
    (plus the cash the style keeps back), and none is still held when the game ends."""
    from payday.players.styles import make_bot
    from payday.engine.game import PlayerSpec
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
                                decision.info["amount"] + bots[decision.player].buffer))
            game.decide(choice)
        hunter = styles.index("deal_hunter")
        bought += sum(e.key in ("bought", "yard_sale") and e.player == hunter for e in game.events)
        sold += sum(e.key == "sold" and e.player == hunter for e in game.events)
        assert not any(c.kind is K.MONSTER_CHARGE for p in game.players for c in p.kept)
        for style in ("saver", "cautious"):
            assert game.debt(game.players[styles.index(style)]) == 0
    assert bought >= 20 and sold * 3 >= bought * 2          # most deals bought are resold
    assert all(cash < needed for cash, needed in carried)
