"""Cards and decks. A card is immutable data; where it lies (a draw pile, a discard pile, a
player's hand, the table) is game state, and every card lies in exactly one place."""
from __future__ import annotations

from random import Random   # seeded instances only, never the global generator
from collections import deque
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any
from collections.abc import Iterable, Iterator

from payday.engine.chance import shuffle


class CardKind(StrEnum):
    # Mail (Courrier, 郵件)
    NOTHING = "nothing"              # advertisements and postcards: no effect
    BILL = "bill"                    # kept, paid at Pay Day
    PAY_NOW = "pay_now"              # a bill to pay at once
    INSURANCE = "insurance"          # optional; cancels bills of its category
    BET = "bet"                      # kept until used: stake a bet on a roll
    PAY_NEIGHBOR = "pay_neighbor"
    MAD_MONEY = "mad_money"
    CHARITY = "charity"
    MONSTER_CHARGE = "monster_charge"
    DEAL_OR_BUYER = "deal_or_buyer"
    PRICE_HIKE = "price_hike"
    # Deals (Acquisition, Deal, 交易)
    DEAL = "deal"                    # bought at its price, sold at its value
    AUCTION_DEAL = "auction_deal"    # auctioned from a minimum bid, sold at its value
    # Events (Quoi de neuf, 事件)
    GAIN = "gain"                    # the bank pays the drawer
    PAY_BANK = "pay_bank"
    PAY_POT = "pay_pot"              # the drawer pays into the pot
    ALL_PAY_POT = "all_pay_pot"      # every player pays into the pot
    COLLECT_EACH = "collect_each"    # every other player pays the drawer
    PAY_EACH = "pay_each"            # the drawer pays every other player
    SNIPE = "snipe"                  # lowers the resale price of another player's sale
    NOT_TODAY = "not_today"          # cancels an event played against its holder


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """`amount` is what the card costs or pays; deals also have a resale `value` and, in
    La Bonne Paye, a `commission`; bills and insurance share a `category`. Every card is one
    object, found again by identity (eq=False): taking it off the table or out of a hand
    compares objects, not seven fields."""

    id: str
    kind: CardKind
    name: str                 # a message key; the catalogs give its words in each language
    amount: int = 0
    value: int = 0
    commission: int = 0
    category: str = ""


class Deck:
    """A face-down draw pile and a face-up discard pile. Cards put back "under the deck" go to
    the bottom of the draw pile; an empty draw pile is refilled by shuffling the discards."""

    __slots__ = ("name", "draw_pile", "discards", "_rng")

    def __init__(self, name: str, cards: Iterable[Card], rng: Random) -> None:
        self.name = name
        pile = list(cards)
        shuffle(rng, pile)
        self.draw_pile: deque[Card] = deque(pile)
        self.discards: list[Card] = []
        self._rng = rng

    def draw(self) -> Card | None:
        """The top card, or None when both piles are empty (every card is in play)."""
        if not self.draw_pile:
            if not self.discards:
                return None
            shuffle(self._rng, self.discards)
            self.draw_pile.extend(self.discards)
            self.discards.clear()
        return self.draw_pile.popleft()

    def take_out(self, card_ids: Collection[str]) -> None:
        """Take these cards out of both piles (a start position puts them elsewhere)."""
        self.draw_pile = deque(c for c in self.draw_pile if c.id not in card_ids)
        self.discards = [c for c in self.discards if c.id not in card_ids]

    def put_on_top(self, cards: Sequence[Card]) -> None:
        """Put these cards on top of the draw pile, the first of them to be drawn first."""
        self.draw_pile.extendleft(reversed(cards))

    def put_under(self, card: Card) -> None:
        self.draw_pile.append(card)

    def discard(self, card: Card) -> None:
        self.discards.append(card)

    def __iter__(self) -> Iterator[Card]:
        yield from self.draw_pile
        yield from self.discards


def numbered_cards(prefix: str, kind: CardKind, rows: Iterable[tuple[Any, ...]],
                   category: str = "") -> list[Card]:
    """Cards of one kind from (name, amount[, value[, commission]]) rows; each id is the prefix
    and a two-digit number, and `category` (bills and insurances have one) applies to every
    card."""
    cards = []
    for i, (name, amount, *rest) in enumerate(rows, 1):
        value, commission = (*rest, 0, 0)[:2]
        cards.append(Card(f"{prefix}{i:02d}", kind, name, amount, value, commission, category))
    return cards
