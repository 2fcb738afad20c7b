"""La Bonne Paye, the French edition.

Each handler of `game.py` quotes the rulebook paragraph it implements. The board comes from the
euro edition (see the rulebooks' README); the cards are the project's own, following the counts
and price tiers given there.

The edition is two modules: `rules.py`, the rules as data (the board, the decks,
`BonnePayeRules` and `RULES`, with the reason for each choice), and `game.py`, the play
where this edition differs from the engine (`BonnePaye`).
"""
from payday.editions.bonne_paye.game import BonnePaye
from payday.editions.bonne_paye.rules import BonnePayeRules, RULES

__all__ = ["BonnePaye", "BonnePayeRules", "RULES"]
