"""Pay Day, the English edition.

Each handler of `game.py` quotes the rulebook paragraph it implements. The board is the one
given in the rulebooks' README; the cards are the project's own, following the counts and price
ranges given there. Where the rulebook is silent, the choice is a setting listed in
`RULES.choices`.

The edition is two modules: `rules.py`, the rules as data (the board, the decks,
`PayDayRules` and `RULES`, with the reason for each choice), and `game.py`, the play
where this edition differs from the engine (`PayDay`).
"""
from payday.editions.pay_day.game import PayDay
from payday.editions.pay_day.rules import PayDayRules, RULES

__all__ = ["PayDay", "PayDayRules", "RULES"]
