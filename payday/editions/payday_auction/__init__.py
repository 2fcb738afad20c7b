"""我愛發薪日, the auction edition.

Two dice (the white one moves; the green "pay" die, bought for $100, sets off one more square),
event cards kept face up and played at any moment, deals bought or auctioned, and a lucky draw
whose stakes double. Each handler of `game.py` quotes the rulebook paragraph it implements. The
rulebook gives no board, no green-die faces and no deck contents: they are the project's own,
documented in `rules.py` and in `RULES.choices`.

Event cards "玩家可在任何時刻(包括自家回合及其他玩家回合)使用". A holder may play them with any
decision of their own; and, with `event_moments="turn"` (the default), before every player's
turn each other player still in the game who holds a card they could play now is asked once
(Ask.PLAY_EVENT: play cards, one at a time, then pass), clockwise from the roller's left. The
playable cards move money (a gain, a collection, a charge aimed at one player), so what they
change is the cash the next turn starts from: between any two turns every holder has had a
chance, and nobody is asked who has nothing to play. Snipes and not-todays answer a sale or an
event, and are asked for on the spot. `event_moments="asked"` offers them only with the holder's
own decisions (rules version 1).

Money is paid in the game's notes, "紙幣…包括$10、$20、$50、$100、$500、$1000": interest is rounded
down and the minimum repayment up to a multiple of `note_unit` ($10), and repayments go in
steps of it, so no sum is ever $243.

The edition is two modules: `rules.py`, the rules as data (the board, the decks,
`AuctionRules` and `RULES`, with the reason for each choice), and `game.py`, the play
where this edition differs from the engine (`PaydayAuction`).
"""
from payday.editions.payday_auction.game import PaydayAuction
from payday.editions.payday_auction.rules import AuctionRules, DEAL_KINDS, EVENT_MOMENTS, RULES

__all__ = ["PaydayAuction", "AuctionRules", "DEAL_KINDS", "EVENT_MOMENTS", "RULES"]
