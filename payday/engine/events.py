"""What each event of the story holds: its fields, and what kind of value each field is.

The engine tells its story as `Event(seq, player, key, data)`: a key and language-free values.
This module says, once, which fields each key carries and what each one is (a player, an
amount of money, a card...), so that whoever reads an event (the sentences of `payday.i18n`,
the views, the lessons) reads it from this declaration instead of guessing from a field's name.
A test plays many games of every edition and checks that every event emitted is declared here
with exactly its fields.

>>> EVENTS["not_today"].fields["by"] is Field.PLAYER
True
>>> sorted(EVENTS["sniped"].fields)
['amount', 'card', 'seller']
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType


class Field(StrEnum):
    """What kind of value an event's (or a decision's) field holds."""

    PLAYER = "player"      # a seat: an index into `game.players` (seat 0 is a player)
    PLAYERS = "players"    # a list of seats
    MONEY = "money"        # an amount of money, in whole units of the edition's currency
    CARD = "card"          # a card id
    CARDS = "cards"        # a list of card ids
    DAY = "day"            # a day of the month (a square of the board)
    SQUARE = "square"      # the kind of a square (a `SquareKind` value)
    DIE = "die"            # a face of the white die, 1 to 6
    NUMBER = "number"      # a number picked in a lottery or lucky draw, 1 to 6
    NUMBERS = "numbers"    # a list of such numbers
    COUNT = "count"        # how many of something
    MONTH = "month"        # a month of the game, from 1
    FACE = "face"          # a face of the green pay die (我愛發薪日): "mail", "bonus" ...
    DECK = "deck"          # the name of a deck
    PURPOSE = "purpose"    # what a roll of the die is for: "move", "contest", "lottery" ...
    REASON = "reason"      # a ledger `Reason` value
    FLAG = "flag"          # true or false: picks a more specific sentence


@dataclass(frozen=True)
class EventKind:
    """One kind of event: the fields it always carries, those it carries in some editions
    only (`optional`), and those that may be None (`nullable`), with what the event says."""

    key: str
    about: str
    fields: Mapping[str, Field]
    optional: frozenset[str] = frozenset()
    nullable: frozenset[str] = frozenset()


def _kinds(*kinds: EventKind) -> Mapping[str, EventKind]:
    return MappingProxyType({kind.key: kind for kind in kinds})


P, M, C, D, N = Field.PLAYER, Field.MONEY, Field.CARD, Field.DIE, Field.NUMBER


def _e(key: str, about: str, optional: tuple[str, ...] = (), nullable: tuple[str, ...] = (),
       **fields: Field) -> EventKind:
    return EventKind(key, about, MappingProxyType(fields), frozenset(optional), frozenset(nullable))


# Every event the engine and the editions emit. The event's own `player` (who did it, or whom
# it happened to) is not a data field; the fields below are the data.
EVENTS: Mapping[str, EventKind] = _kinds(
    # --- every edition
    _e("rolled", "the player rolled the white die for a purpose", n=D, purpose=Field.PURPOSE),
    _e("jackpot_won", "a 6 won the jackpot", amount=M),
    _e("moved", "the token stands on a day", day=Field.DAY, square=Field.SQUARE),
    _e("retired", "the player finished the last month"),
    _e("game_over", "the game ended; `winners` share the win when `shared`; `winner` is the "
       "one winner, None when the win is shared or nobody wins",
       nullable=("winner",), winner=P, winners=Field.PLAYERS, shared=Field.FLAG),
    _e("borrowed", "a loan from the bank", amount=M),
    _e("drew", "a card drawn from a deck", card=C, deck=Field.DECK),
    _e("lottery_joined", "the player paid the stake and picked a number", n=N, amount=M),
    _e("passed_bid", "the player dropped out of an auction", card=C),
    _e("bid", "a bid at an auction", card=C, amount=M),
    _e("payday", "the player reached Pay Day of a month", month=Field.MONTH),
    _e("salary", "the month's salary, paid at Pay Day", amount=M),
    _e("loan_interest", "interest paid on loans at Pay Day", amount=M),
    _e("repaid", "loans repaid; `due` (La Bonne Paye) says whether they fell due",
       ("due",), amount=M, due=Field.FLAG),
    _e("bought", "a deal bought at its price", card=C, amount=M),
    _e("sold", "a deal sold to the bank", card=C, amount=M),
    _e("lottery_won", "the lottery's number came up; n is 0 when nobody joined and the lander "
       "collects the bank's ante; `stake` is the winner's own stake, given back where it is "
       "not lost (La Bonne Paye)", ("stake",), n=D, amount=M, stake=M),
    _e("bill_paid", "a bill paid at Pay Day", card=C, amount=M),
    _e("bill_covered", "an insurance paid a bill; `insurance` names the card where it is used up",
       ("insurance",), card=C, amount=M, insurance=C),
    _e("auction_won", "a card won at auction; `seller` is the player who sold it, absent when "
       "it came from the deck", ("seller",), card=C, amount=M, seller=P),
    _e("birthday_gift", "a player gave the birthday present", to=P, amount=M),
    _e("yard_sale", "the yard sale's deal bought for the roll times the price", card=C,
       amount=M, n=D),
    _e("windfall", "money from the bank, from a square or a card", ("card",), amount=M, card=C),
    _e("paid_bank", "a fixed payment to the bank, from a square or a card", ("card",),
       amount=M, card=C),
    _e("paid_pot", "money put into the jackpot, from a square, a card or the green die",
       ("card",), amount=M, card=C),
    _e("gave", "money given to another player because of a card", to=P, amount=M, card=C),
    # --- La Bonne Paye
    _e("deposited", "money put into the savings book", amount=M),
    _e("withdrew", "money taken out of the savings book, and the fee paid", amount=M, fee=M),
    _e("savings_interest", "interest on the savings book, paid at Pay Day", amount=M),
    _e("bet_won", "a Besoin d'argent bet won", stake=M, amount=M, n=D),
    _e("bet_lost", "a Besoin d'argent bet lost to the pot", stake=M, n=D),
    _e("insolvent", "the player cannot pay and sells their cards at auction"),
    _e("bank_bought", "nobody bid: the bank bought the card back", card=C, amount=M),
    _e("eliminated", "the player is out of the game"),
    _e("insured", "an insurance card bought", card=C, amount=M),
    _e("commission", "the highest roll won the commission on a sale", card=C, amount=M),
    _e("lottery_nobody", "nobody held the number rolled", n=D),
    # --- Pay Day
    _e("sweepstakes", "the Sweepstakes square paid the player", amount=M),
    _e("fun_day", "the Fun Day square: the player paid into the jackpot", amount=M),
    _e("charity_walk", "a walker's roll times the square's amount, paid into the jackpot",
       n=D, amount=M),
    _e("radio_won", "the first to roll the winning face won the radio contest", amount=M),
    _e("radio_nobody", "nobody won the radio contest"),
    _e("lottery_void", "nobody joined the lottery"),
    _e("passed_deal", "a deal not bought", card=C),
    _e("charity", "a Charity card paid into the jackpot", card=C, amount=M),
    _e("paid_neighbor", "a Pay a Neighbor card paid", to=P, amount=M),
    _e("mad_money", "a Mad Money card: the payer paid the player", payer=P, amount=M),
    _e("nobody_to_choose", "a card aimed at another player, with nobody to aim at", card=C),
    _e("nowhere_to_go", "a Deal/Buyer card with no such square ahead", card=C),
    _e("deals_discarded", "deals still held at the end are discarded", cards=Field.CARDS),
    _e("monster_paid", "a Monster Charge paid off, with the interest charged on it",
       amount=M, interest=M),
    _e("monster_carried", "a Monster Charge's interest paid and its balance carried",
       amount=M, interest=M, cash=M),
    # --- 我愛發薪日
    _e("free_deal", "the deal each player starts with", card=C),
    _e("event_played", "an event card played", card=C),
    _e("event_aimed", "an event card aimed at a target", card=C, target=P),
    _e("not_today", "a not-today cancelled a card played by `by` (None: the snipes on a "
       "sale, played by several)", nullable=("by",), card=C, by=P),
    _e("green_rolled", "the face of the green pay die", face=Field.FACE),
    _e("salary_again", "sent back to START: another salary", amount=M),
    _e("bill", "a bill received, to pay at Pay Day", card=C, amount=M),
    _e("bought_mail", "a mail card (insurance, price hike) bought", card=C, amount=M),
    _e("auction_opened", "a deal put up for auction from its price", card=C, amount=M),
    _e("auction_unsold", "nobody bid: the deal goes back under the deck", card=C),
    _e("hiked", "a price hike added to a sale", card=C, hike=C, amount=M),
    _e("sniped", "a price snipe cut another player's sale", card=C, seller=P, amount=M),
    _e("lucky_draw_joined", "the player paid the stake and picked a number", n=N, amount=M),
    _e("lucky_draw_won", "the lucky draw's number came up", n=D, amount=M),
    _e("lucky_draw_missed", "nobody held the number rolled", n=D),
    _e("lucky_draw_stayed", "the player doubled the stake to stay in", n=N, amount=M),
    _e("lucky_draw_left", "the player left the lucky draw", n=N),
    _e("lucky_draw_void", "everyone left: the centre goes back to the bank", amount=M),
    _e("birthday", "the birthday square: every other player paid the player", amount=M),
)


# What each fact of a decision holds, by the name the sentences give it (a decision's `info` is
# a typed record of decisions.py; `payday.i18n.describe.decision_facts` names its facts). A
# name means the same thing in every decision of every edition, so it is declared once here.
DECISION_FIELDS: Mapping[str, Field] = MappingProxyType({
    "card": C, "price": M, "value": M, "stake": M, "prize": M, "taken": Field.NUMBERS,
    "amount": M, "reason": Field.REASON, "short": M, "owed": M, "least": M, "interest": M,
    "cash": M, "collect": Field.FLAG, "high": M, "leader": P, "by": P, "snipes": Field.COUNT,
    "cut": M, "white": D, "green": Field.FACE, "minimum": M, "n": N, "centre": M, "seller": P,
    "cost": M, "face_down": Field.FLAG, "last": Field.FLAG, "turn_of": P,
})


def kind_of(key: str) -> EventKind | None:
    """The declaration of an event key, or None for a key no edition emits."""
    return EVENTS.get(key)


def field_kinds(key: str) -> Mapping[str, Field]:
    """What each data field of an event holds (empty for an undeclared key)."""
    kind = EVENTS.get(key)
    return kind.fields if kind is not None else MappingProxyType({})


def check(key: str, data: Mapping[str, object]) -> list[str]:
    """What is wrong with an event's data against its declaration (an empty list if nothing):
    an undeclared key, a field missing, a field not declared, a None where none may be."""
    kind = EVENTS.get(key)
    if kind is None:
        return [f"event {key!r} is not declared"]
    problems = [f"{key}: field {name!r} is not declared" for name in data
                if name not in kind.fields]
    problems += [f"{key}: field {name!r} is missing" for name in kind.fields
                 if name not in data and name not in kind.optional]
    problems += [f"{key}: field {name!r} is None" for name, value in data.items()
                 if value is None and name not in kind.nullable]
    return problems
