"""La Bonne Paye's rules tests set their games up with these: a game from a position, a
scripted roll."""
import payday
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.games import answer, begin


# The money a start position puts in place.
START = {Reason.START_MONEY, Reason.START_SAVINGS, Reason.START_DEBT}
QUIET = {"day": 6}      # with a scripted 1, a player lands on Dimanche 7, where nothing happens


def new(players=("Ann", "Ben", "Cy"), months=1, seed=1, *, at=None, land=None, decks=None,
        rolls=None, jackpot=None, **rules):
    """A game, started from a position when one is given: `at` maps a seat to its position's
    fields; `land=(seat, day)` has that player roll a 1 onto `day` (see `tests.support.games.begin`)."""
    if at is None and land is None and decks is None and rolls is None and jackpot is None:
        return payday.new_game("bonne-paye", list(players), months=months, seed=seed,
                               rules=rules or None)
    return begin("bonne-paye", players, months=months, seed=seed, rules=rules or None,
                 players=at, land=land, decks=decks or {}, rolls=rolls or {}, jackpot=jackpot)


def cash(game, i):
    return game.cash(game.players[i])


def entries(game, reason):
    return [e for e in game.ledger if e.reason is reason]


def roll(game, player):
    """`player`, whose turn it is, rolls (the roll the position scripted for them)."""
    assert game.pending.kind is Ask.TURN and game.pending.player == player, game.pending
    answer(game, Act.ROLL)
