"""我愛發薪日's rules tests set their games up with these: a game from a position, a player's
hand of cards, a scripted roll."""
import payday
from payday import Act, Ask
from payday.editions.payday_auction import DEAL_KINDS, RULES
from payday.engine.cards import CardKind as K

from tests.support.games import answer, begin


CARDS = {c.id: c for cards in RULES.decks.values() for c in cards}


def new(players=("Ann", "Ben", "Cy"), months=1, seed=1, *, at=None, land=None, decks=None,
        rolls=None, turn=0, yard_sale=None, **rules):
    """A game, started from a position when one is given: `at` maps a seat to its position's
    fields (see `hand`); `land=(seat, day)` has that player roll a 1 onto `day` (see
    `tests.support.games.begin`). A player holds what the position says, so no free deal is
    dealt."""
    if at is None and land is None and decks is None and rolls is None and not turn \
            and yard_sale is None:
        return payday.new_game("payday-auction", list(players), months=months, seed=seed,
                               rules=rules or None)
    return begin("payday-auction", players, months=months, seed=seed, rules=rules or None,
                 players=at, land=land, decks=decks or {}, rolls=rolls or {}, turn=turn,
                 yard_sale=yard_sale)


def hand(*card_ids, **fields):
    """A player's position holding these cards: deals, bills, or kept cards as their kind says."""
    kinds = [CARDS[c].kind for c in card_ids]
    return {"deals": tuple(c for c, k in zip(card_ids, kinds) if k in DEAL_KINDS),
            "bills": tuple(c for c, k in zip(card_ids, kinds) if k is K.BILL),
            "kept": tuple(c for c, k in zip(card_ids, kinds) if k not in DEAL_KINDS and k is not K.BILL),
            **fields}


def roll(game, player, act=Act.ROLL):
    """`player`, whose turn it is, rolls (the rolls the position scripted for them)."""
    assert game.pending.kind is Ask.TURN and game.pending.player == player, game.pending
    answer(game, act)


def cash(game, i):
    return game.cash(game.players[i])
