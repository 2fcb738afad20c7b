"""The one palette of the charts (and of the dashboard's and the app's colours): Okabe & Ito
(2008), "Color Universal Design", whose eight colours stay apart for colour-blind students.

`PALETTE` is in the order series take their colours (the first series blue, the second orange,
...), so a series is the same colour in every chart and on every page. Colour is never the only
cue: the charts add dashes, markers and direct labels.

>>> PALETTE[:3] == (BLUE, ORANGE, GREEN)
True
"""
from __future__ import annotations

from typing import Final

# Why one tuple: series i is PALETTE[i % len(PALETTE)] everywhere, never a colour picked anew.
PALETTE: Final = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#000000",
                  "#F0E442")
BLUE, ORANGE, GREEN, PURPLE, VERMILLION, SKY, BLACK, YELLOW = PALETTE
OKABE_ITO: Final = {"blue": BLUE, "orange": ORANGE, "green": GREEN, "purple": PURPLE,
                    "vermillion": VERMILLION, "sky": SKY, "black": BLACK, "yellow": YELLOW}
IN: Final = BLUE            # money coming in
OUT: Final = VERMILLION     # money going out
GREY: Final = "#555555"     # a total, or what is neither in nor out (not a series colour)


def series_colour(index: int) -> str:
    """The colour of series number `index` (from 0), the palette repeating past its end."""
    return PALETTE[index % len(PALETTE)]


__all__ = ["PALETTE", "BLUE", "ORANGE", "GREEN", "PURPLE", "VERMILLION", "SKY", "BLACK", "YELLOW",
           "OKABE_ITO", "IN", "OUT", "GREY", "series_colour"]
