"""Pay Day's rules tests set their games up with these: a game from a position, a scripted
roll, a Mail space on the way to Pay Day."""
import payday
from payday import Act, Ask
from payday.engine.ledger import Reason
from tests.support.games import answer, begin

# The money a start position puts in place.
START = {Reason.START_MONEY, Reason.START_SAVINGS, Reason.START_DEBT}
# With scripted 3s from day 20, a player rests on Found a Buyer 23, 26 and 29 (holding no deal).
QUIET, QUIET_ROLLS = {"day": 20}, [3, 3, 3]


def new(players=("Ann", "Ben", "Cy"), months=1, seed=1, *, at=None, land=None, decks=None,
        rolls=None, jackpot=None, yard_sale=None, **rules):
    """A game, started from a position when one is given: `at` maps a seat to its position's
    fields; `land=(seat, day)` has that player roll a 1 onto `day` (see `tests.support.games.begin`)."""
    if at is None and land is None and decks is None and rolls is None and jackpot is None \
            and yard_sale is None:
        return payday.new_game("payday", list(players), months=months, seed=seed,
                               rules=rules or None)
    return begin("payday", players, months=months, seed=seed, rules=rules or None, players=at,
                 land=land, decks=decks or {}, rolls=rolls or {}, jackpot=jackpot,
                 yard_sale=yard_sale)


def roll(game, player):
    """`player`, whose turn it is, rolls (the roll the position scripted for them)."""
    assert game.pending.kind is Ask.TURN and game.pending.player == player, game.pending
    answer(game, Act.ROLL)


def mail_then_payday(mail, *, players=("Ann", "Ben", "Cy"), ann=None, **kwargs):
    """Ann rolls a 1 onto a Mail space that draws as many cards as `mail` lists (day 22 for one,
    24 for two), the others rest on Found a Buyer squares; `to_payday` then takes her on to
    Found a Buyer 26 and Pay Day. `mail` may be one card: Mail 22 draws it, in a game of two
    months unless `months` says otherwise, so that a Monster Charge can be carried."""
    if isinstance(mail, str):
        mail, kwargs = [mail], {"months": 2, **kwargs}
    day = {1: 22, 2: 24}[len(mail)]
    at = {0: {"day": day - 1, **(ann or {})}, **{i: QUIET for i in range(1, len(players))}}
    rolls = {"move/0": [1, 26 - day, 5], **{f"move/{i}": QUIET_ROLLS for i in range(1, len(players))}}
    game = new(players, at=at, decks={"mail": mail}, rolls=rolls, **kwargs)
    roll(game, 0)
    return game


def to_payday(game):
    """After `mail_then_payday`: the others rest while Ann goes on to 26, then to Pay Day."""
    for _ in range(2):
        for other in range(1, len(game.players)):
            roll(game, other)
        roll(game, 0)


def cash(game, i):
    return game.cash(game.players[i])


def entries(game, reason):
    return [e for e in game.ledger if e.reason is reason]
