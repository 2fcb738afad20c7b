"""What an edition has: each edition's rules declare their features, and views, bots, frames
and charts ask `Feature.X in rules.features` instead of probing for attributes or methods.

A feature that a setting can switch (borrowing at Pay Day, deals lost at the end) is derived
from that setting by the edition's `features`, so the declaration follows a teacher's variant.
"""
from __future__ import annotations

from enum import StrEnum


class Feature(StrEnum):
    SAVINGS = "savings"                 # a savings book: deposits, withdrawals with a fee, interest
    CHARGE_CARDS = "charge_cards"       # charge cards whose balance can be carried (Monster Charge)
    INSURANCE = "insurance"             # insurance cards that cover bills
    BETS = "bets"                       # a kept card to bet with (Besoin d'argent)
    LOTTERY = "lottery"                 # a lottery square
    LUCKY_DRAW = "lucky_draw"           # a lucky draw whose stakes double (幸運大抽獎)
    AUCTIONS = "auctions"               # deals sold by auction between players
    KEPT_EVENTS = "kept_events"         # event cards kept and played at any moment
    GREEN_DIE = "green_die"             # a second die bought for a fee
    YARD_SALE = "yard_sale"             # a face-down deal on the Yard Sale square
    ELIMINATION = "elimination"         # a player who cannot pay leaves the game
    PAYDAY_LOANS = "payday_loans"       # loans may be taken at Pay Day
    DEALS_LOST_AT_END = "deals_lost_at_end"   # deals still held at the end are worth nothing
