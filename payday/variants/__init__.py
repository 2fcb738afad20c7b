"""The editions, by variant id."""
from __future__ import annotations

from typing import Any

from ..engine.game import Game
from .bonne_paye import BonnePaye
from .pay_day import PayDay
from .payday_auction import PaydayAuction

EDITIONS: dict[str, type[Game[Any]]] = {
    "bonne-paye": BonnePaye,
    "payday": PayDay,
    "payday-auction": PaydayAuction,
}


def edition(variant: str) -> type[Game[Any]]:
    try:
        return EDITIONS[variant]
    except KeyError:
        raise ValueError(f"unknown edition {variant!r}; the editions are: "
                         + ", ".join(sorted(EDITIONS))) from None
