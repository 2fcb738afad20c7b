"""Pay Day played whole, past any one section of the rulebook: a saved game replays to the same
ledger (how every computer style plays the edition: tests/players/test_bot.py)."""
import payday


def test_a_saved_game_replays_to_the_same_ledger():
    """A game is its seed plus its decisions, in this edition too."""
    from tests.support.games import bots_game
    from payday.players.play import play_out
    game, bots = bots_game("payday", 5, players=3, months=2, styles=("deal_hunter", "random"))
    play_out(game, bots)
    again = payday.load_game(game.to_json())
    assert again.ledger.balances == game.ledger.balances and again.is_over


