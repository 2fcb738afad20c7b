"""The board: a month of squares, day 0 (START) to the last day (Pay Day)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class SquareKind(StrEnum):
    START = "start"
    PAYDAY = "payday"
    REST = "rest"                    # Dimanche: nothing happens
    MAIL = "mail"                    # draw `n` mail cards
    DEAL = "deal"                    # Acquisition / Deal / 交易
    BUYER = "buyer"                  # Vendez / Found a Buyer / 買家
    BIRTHDAY = "birthday"            # `n` from every other player
    LOTTERY = "lottery"
    CLOCK_CHANGE = "clock_change"    # every player moves back one square and follows it
    EVENT = "event"                  # Quoi de neuf / 事件
    PAY = "pay"                      # pay `n` to the bank
    PAY_POT = "pay_pot"              # pay `n` into the pot (Fun Day)
    ALL_PAY_POT = "all_pay_pot"      # every player pays `n` into the pot
    GAIN = "gain"                    # collect `n` from the bank (contest, Sweepstakes)
    RADIO = "radio"                  # each player rolls; the first 3 wins `n`
    YARD_SALE = "yard_sale"
    CHARITY_WALK = "charity_walk"    # every other player pays `n` x a roll into the pot
    LUCKY_DRAW = "lucky_draw"


@dataclass(frozen=True, slots=True)
class Square:
    day: int
    kind: SquareKind
    n: int = 0        # how many cards, or how much money, as the kind says


WEEKDAYS = ("sun", "mon", "tue", "wed", "thu", "fri", "sat")


def weekday(day: int) -> str:
    """Day 1 is a Monday in every edition; START (day 0) is the Sunday before it."""
    return WEEKDAYS[day % 7]


def make_board(layout: dict[int, tuple[Any, ...]], days: int = 31) -> tuple[Square, ...]:
    """A board from {day: (kind, n)}; day 0 is START and the last day is Pay Day."""
    squares = [Square(0, SquareKind.START)]
    for day in range(1, days):
        kind, *n = layout[day]
        squares.append(Square(day, kind, n[0] if n else 0))
    squares.append(Square(days, SquareKind.PAYDAY))
    return tuple(squares)
