"""The sensible computer player, `Bot`: how any decision of any edition is answered.

A bot sees what a player sees (the pending decision, the cards and the ledger) and answers with
one of the legal options, exactly like a person at the screen. The named styles
(`payday.players.styles`) are this player with other attitudes (how much cash to keep, whether
to borrow, save, gamble or insure), so the same code plays all three editions. A bot's own
randomness (`Draws`) is seeded by the game's seed, its seat and the number of decisions taken so
far: the same position always gets the same answer, so simulations are reproducible and a game
replayed after an undo goes on as it did. It never touches the game's chance streams, so a
person's game is the same whoever else plays in it.
"""
from __future__ import annotations

from typing import Any, ClassVar, Final, final
from collections.abc import Callable, Sequence

try:
    from mypy_extensions import mypyc_attr
except ImportError:   # the pure package needs nothing beyond the standard library
    def mypyc_attr(*attrs: str, **kwattrs: Any) -> Callable[[Any], Any]:  # type: ignore[misc]
        return lambda cls: cls

from payday.engine.board import SquareKind
from payday.engine.cards import Card, CardKind
from payday.engine.decisions import (Act, Ask, Bid, Counter, CounterSnipes, Decision, DiceOrder,
                                     GreenDie, Lottery, LuckyDrawStay, MonsterCharge, Offer,
                                     OpenAuction, Option, Shortfall, Snipe, Target)
from payday.engine.features import Feature
from payday.engine.game import Game
from payday.engine.rules import Rules
from payday.engine.state import Player

# Enum members read on every decision, bound once as `Final` module constants: a compiled module
# keeps these in C variables, where `PASS` is a look-up of the class in the module's dict and
# of the member on the class each time it is read (and a slow one on Python 3.11).
ASK_TURN: Final = Ask.TURN
ASK_SAVINGS: Final = Ask.SAVINGS
ASK_LOTTERY: Final = Ask.LOTTERY
ASK_BUY: Final = Ask.BUY
ASK_RAISE_MONEY: Final = Ask.RAISE_MONEY
ASK_SELL: Final = Ask.SELL
ASK_BID: Final = Ask.BID
ASK_REPAY: Final = Ask.REPAY
ASK_INSURANCE: Final = Ask.INSURANCE
ASK_TARGET: Final = Ask.TARGET
ASK_MOVE_TO: Final = Ask.MOVE_TO
ASK_MONSTER_CHARGE: Final = Ask.MONSTER_CHARGE
ASK_PLAY_EVENT: Final = Ask.PLAY_EVENT
ASK_DICE_ORDER: Final = Ask.DICE_ORDER
ASK_OPEN_AUCTION: Final = Ask.OPEN_AUCTION
ASK_LUCKY_DRAW_STAY: Final = Ask.LUCKY_DRAW_STAY
ASK_HIKE: Final = Ask.HIKE
ASK_SNIPE: Final = Ask.SNIPE
ASK_COUNTER: Final = Ask.COUNTER
PAYDAY_LOANS: Final = Feature.PAYDAY_LOANS
DEALS_LOST_AT_END: Final = Feature.DEALS_LOST_AT_END
ROLL: Final = Act.ROLL
ROLL_BOTH: Final = Act.ROLL_BOTH
USE_CARD: Final = Act.USE_CARD
PASS: Final = Act.PASS
DONE: Final = Act.DONE
LEAVE: Final = Act.LEAVE
STAY: Final = Act.STAY
WHITE_FIRST: Final = Act.WHITE_FIRST
GREEN_FIRST: Final = Act.GREEN_FIRST
PAY_ALL: Final = Act.PAY_ALL
PAY_INTEREST: Final = Act.PAY_INTEREST
BORROW: Final = Act.BORROW
DEPOSIT: Final = Act.DEPOSIT
WITHDRAW: Final = Act.WITHDRAW
CANCEL: Final = Act.CANCEL
BUY: Final = Act.BUY
SELL: Final = Act.SELL
AUCTION: Final = Act.AUCTION
BID: Final = Act.BID
JOIN: Final = Act.JOIN
TARGET: Final = Act.TARGET
MOVE_TO: Final = Act.MOVE_TO
REPAY: Final = Act.REPAY
HIKE: Final = Act.HIKE
SNIPE: Final = Act.SNIPE
COUNTER: Final = Act.COUNTER
DEAL: Final = CardKind.DEAL
AUCTION_DEAL: Final = CardKind.AUCTION_DEAL
PRICE_HIKE: Final = CardKind.PRICE_HIKE
INSURANCE: Final = CardKind.INSURANCE
NOT_TODAY: Final = CardKind.NOT_TODAY
BUYER: Final = SquareKind.BUYER
# What `fallback` answers with when a style has no answer, in order of preference.
FALLBACKS: Final = (PASS, DONE, ROLL, LEAVE, WHITE_FIRST, PAY_INTEREST)


# Lessons and teachers write their own styles as Python subclasses of the compiled Bot.
@mypyc_attr(allow_interpreted_subclasses=True)
class Bot:
    """A sensible player; the styles (`payday.players.styles`) change its attitudes. The attitudes
    are class-level values (ClassVar), so that a style written as a Python subclass of the
    compiled class changes them too."""

    style: ClassVar[str] = "sensible"   # read on the class (see STYLES)
    buffer: ClassVar[int] = 300            # cash kept back on top of the bills already known
    borrows_to_buy: ClassVar[bool] = False  # takes a loan to buy a deal
    saves: ClassVar[bool] = False           # puts spare cash in the savings book
    insures: ClassVar[bool] = False         # buys insurance whatever bills are in hand
    gambles: ClassVar[bool] = True          # joins lotteries and uses bet cards
    min_margin_pct: ClassVar[int] = 30     # buys a deal only if its resale value beats the price by this much

    def __init__(self, seed: int = 0, seat: int = 0) -> None:
        self.seed, self.seat = seed, seat

    def rng(self, game: Game[Rules]) -> Draws:
        """Randomness for this position only."""
        return Draws((self.seed * 1_000_003 + self.seat) * 1_000_003 + len(game.history))

    # ------------------------------------------------------------------ entry point
    def choose(self, game: Game[Rules], decision: Decision) -> Option:
        player = game.players[decision.player]
        free = self.free_action(game, decision, player)
        if free is not None:
            return free
        option = self.answer(game, decision, player)
        return option if option is not None else self.fallback(decision)

    def answer(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """The answer of the method named after the kind of decision (None: no answer).
        Called by name in the compiled build too, but as a direct call, not a look-up."""
        kind = decision.kind
        if kind is ASK_TURN:
            return self.turn(game, decision, player)
        if kind is ASK_LOTTERY:
            return self.lottery(game, decision, player)
        if kind is ASK_BUY:
            return self.buy(game, decision, player)
        if kind is ASK_RAISE_MONEY:
            return self.raise_money(game, decision, player)
        if kind is ASK_SELL:
            return self.sell(game, decision, player)
        if kind is ASK_BID:
            return self.bid(game, decision, player)
        if kind is ASK_REPAY:
            return self.repay(game, decision, player)
        if kind is ASK_SAVINGS:
            return self.savings(game, decision, player)
        if kind is ASK_INSURANCE:
            return self.insurance(game, decision, player)
        if kind is ASK_TARGET:
            return self.target(game, decision, player)
        if kind is ASK_MOVE_TO:
            return self.move_to(game, decision, player)
        if kind is ASK_MONSTER_CHARGE:
            return self.monster_charge(game, decision, player)
        if kind is ASK_PLAY_EVENT:
            return self.play_event(game, decision, player)
        if kind is ASK_DICE_ORDER:
            return self.dice_order(game, decision, player)
        if kind is ASK_OPEN_AUCTION:
            return self.open_auction(game, decision, player)
        if kind is ASK_LUCKY_DRAW_STAY:
            return self.lucky_draw_stay(game, decision, player)
        if kind is ASK_HIKE:
            return self.hike(game, decision, player)
        if kind is ASK_SNIPE:
            return self.snipe(game, decision, player)
        if kind is ASK_COUNTER:
            return self.counter(game, decision, player)
        # A kind this class has no method for (a style written as a subclass may add one).
        method = getattr(self, kind.value, None)
        answer: Option | None = method(game, decision, player) if method else None
        return answer

    def fallback(self, decision: Decision) -> Option:
        for act in FALLBACKS:
            option = decision.find(act)
            if option is not None:
                return option
        main = decision.main_options()
        if main:
            return amount_of(main[0], lowest(main[0])) if main[0].ranged else main[0]
        return self.raise_money_option(decision, prefer_savings=True)

    # ------------------------------------------------------------------ what a player knows
    @staticmethod
    def owed_at_payday(game: Game[Rules], player: Player) -> int:
        """Bills in hand plus this month's loan interest: what Pay Day will ask for."""
        bills = 0
        for card in player.bills:       # a loop, not sum() of a generator: asked at most decisions
            bills += card.amount
        return bills + game.rules.interest(game.debt(player))

    def spare_cash(self, game: Game[Rules], player: Player) -> int:
        return game.cash(player) - self.owed_at_payday(game, player) - self.buffer

    @staticmethod
    def saved(game: Game[Rules], player: Player) -> int:
        return game.ledger.balance(player.savings_account)

    # ------------------------------------------------------------------ free actions
    def free_action(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Borrow before a Pay Day that forbids it; save what is spare; use a bet card."""
        if decision.kind is not ASK_TURN:
            return None
        # This runs on every turn of every bot, so each figure is worked out only once the
        # cheaper tests before it have passed.
        if (PAYDAY_LOANS not in game.features
                and player.day >= game.rules.payday - 6):
            borrow = decision.find(BORROW)
            need = self.owed_at_payday(game, player) - game.cash(player) - self.saved(game, player)
            if borrow is not None and need > 0:
                return borrow
        for option in decision.options:
            if option.act is USE_CARD and not option.ranged:
                return option   # a kept event card: gains and charges on rivals are best played
        if self.saves:
            deposit = decision.find(DEPOSIT)
            if deposit is not None:
                spare = self.spare_cash(game, player)
                if spare >= max(lowest(deposit), 100):
                    return amount_of(deposit, min(spare, highest(deposit)))
        if self.gambles:
            bet = decision.find(USE_CARD)
            if bet is not None and bet.ranged:
                return amount_of(bet, highest(bet))
        return None

    def raise_money_option(self, decision: Decision, *, prefer_savings: bool) -> Option:
        """Cover a shortfall: from savings (one withdrawal big enough to rebuild the cash
        buffer, so the fee is paid once) or with a loan, as the style prefers."""
        withdraw, borrow = decision.find(WITHDRAW), decision.find(BORROW)
        bet = decision.find(USE_CARD)
        if withdraw is not None and (prefer_savings or borrow is None):
            info = decision.info
            short = info.short if isinstance(info, Shortfall) else 0
            fee = lowest(withdraw) - 1 if lowest(withdraw) > 1 else 0
            return amount_of(withdraw, short + fee + self.buffer)
        if borrow is not None:
            return borrow
        if bet is not None:
            return amount_of(bet, highest(bet))
        return decision.options[0]

    # ------------------------------------------------------------------ decisions
    def turn(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """A gambler pays for the second (green) die when the money is spare twice over."""
        both = decision.find(ROLL_BOTH) if self.gambles else None
        if both is not None:
            info = decision.info
            cost = info.cost if isinstance(info, GreenDie) else 0
            if self.spare_cash(game, player) >= 2 * cost:
                return both
        return decision.find(ROLL)

    def raise_money(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        give_up, bet = decision.find(CANCEL), decision.find(USE_CARD)
        if (give_up is not None and bet is not None and bet.ranged
                and decision.find(BORROW) is None and decision.find(WITHDRAW) is None):
            # Ruined, with a bet the only way left to pay: a gambler stakes all it may, the
            # others decline it and sell up instead.
            return amount_of(bet, highest(bet)) if self.gambles else give_up
        if give_up is not None:      # an optional purchase
            if not self.borrows_to_buy and decision.find(WITHDRAW) is None:
                return decision.find(CANCEL)
        return self.raise_money_option(decision, prefer_savings=self.saves or player.at_payday)

    def worth_buying(self, game: Game[Rules], player: Player, card: Card, price: int) -> bool:
        if card.value and (card.value - price) * 100 < price * self.min_margin_pct:
            return False
        if not self.deal_has_time(game, player):
            return False
        return self.borrows_to_buy or price <= self.spare_cash(game, player) + (
            self.saved(game, player) if self.saves else 0)

    @staticmethod
    def deal_has_time(game: Game[Rules], player: Player) -> bool:
        """Where unsold deals are worth nothing at the end, a deal bought too late is a loss."""
        if DEALS_LOST_AT_END in game.features:
            return player.month < game.months or player.day < game.rules.payday // 2
        return True

    def buy(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        info = decision.info
        # A card shown at its price; a deal offered face down is not bought blind.
        card, price = (game.cards.get(info.card), info.price) if isinstance(info, Offer) else (None, 0)
        if card is not None and card.kind is PRICE_HIKE:   # worth it only with a deal to sell
            spare = self.spare_cash(game, player)
            return decision.find(BUY if player.deals and price <= spare else PASS)
        if card is None or not (card.kind is DEAL or card.kind is AUCTION_DEAL):
            return decision.find(PASS)
        if self.worth_buying(game, player, card, price):
            return decision.find(BUY)
        return decision.find(AUCTION) or decision.find(PASS)

    def insurance(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        info = decision.info
        if not isinstance(info, Offer):
            return decision.find(PASS)
        card = game.cards[info.card]
        at_risk = sum(b.amount for b in player.bills if b.category == card.category)
        if (self.insures or at_risk >= card.amount) and game.cash(player) >= card.amount:
            return decision.find(BUY)
        return decision.find(PASS)

    def sell(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        sales = options_for(decision, SELL)
        if not sales:
            return decision.find(PASS)
        return best_of(sales, [game.cards[o.arg].value - game.cards[o.arg].amount for o in sales])

    def lottery(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        info = decision.info
        stake = info.stake if isinstance(info, Lottery) else 100
        if self.gambles and self.spare_cash(game, player) >= stake:
            joins = options_for(decision, JOIN)
            if joins:
                return self.rng(game).choice(joins)
        return decision.find(PASS)

    def lucky_draw_stay(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        info = decision.info
        stake = info.stake if isinstance(info, LuckyDrawStay) else 0
        if self.gambles and self.spare_cash(game, player) >= stake * 4:
            return decision.find(STAY) or decision.find(LEAVE)
        return decision.find(LEAVE)

    def bid(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        bid = decision.find(BID)
        info = decision.info          # an auction under way, or one the player may open
        card = game.cards.get(info.card) if isinstance(info, (Bid, OpenAuction)) else None
        if bid is None or card is None:
            return decision.find(PASS)
        value = card.value or card.amount
        if card.kind is INSURANCE:
            # An insurance sold at an insolvency auction (La Bonne Paye) is worth the bills of
            # its kind it would cancel at one's own next Pay Day, and nothing once finished.
            value = 0 if player.retired else min(card.amount, sum(
                b.amount for b in player.bills if b.category == card.category))
            if value == 0:
                return decision.find(PASS)
        limit = value * (100 - self.min_margin_pct) // 100
        if not self.borrows_to_buy:
            limit = min(limit, max(0, self.spare_cash(game, player)))
        least = lowest(bid)
        if least <= limit and self.deal_has_time(game, player):
            # Raise in round sums of about 5% of the value, as people do, not $10 at a time.
            jump = max(bid.step, value // 20 // bid.step * bid.step)
            raised = (least if not isinstance(info, Bid) or info.high is None
                      else least - bid.step + jump)
            return amount_of(bid, max(least, min(limit, raised)))
        return decision.find(PASS)

    def open_auction(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        return self.bid(game, decision, player)

    def target(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Collect from the richest player; pay the poorest."""
        targets = options_for(decision, TARGET)
        if not targets:
            return None
        wealth = [game.cash(game.players[o.arg]) for o in targets]
        info = decision.info
        collect = info.collect if isinstance(info, Target) else False
        return best_of(targets, wealth if collect else [-w for w in wealth])

    def move_to(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        moves = options_for(decision, MOVE_TO)
        board = game.rules.board
        buyer = [o for o in moves if board[o.arg].kind is BUYER]
        deal = [o for o in moves if board[o.arg].kind is not BUYER]
        if player.deals and buyer:
            return buyer[0]
        if deal:
            return deal[0]
        return moves[0] if moves else None

    def monster_charge(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Carry a charge only while cash is short: interest of 10% a month is costly."""
        info = decision.info
        amount = info.amount if isinstance(info, MonsterCharge) else 0
        pay_all = decision.find(PAY_ALL)
        if pay_all is not None and game.cash(player) - amount >= self.buffer // 2:
            return pay_all
        if pay_all is not None and game.cash(player) >= amount and not self.borrows_to_buy:
            return pay_all
        return decision.find(PAY_INTEREST) or pay_all

    def repay(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        repay = decision.find(REPAY)
        if repay is None:
            return decision.find(DONE)
        # Where loans are repaid before the bills (Pay Day), keep what the bills will take.
        keep = self.buffer + (0 if self.saves else 500) + sum(c.amount for c in player.bills)
        can = game.cash(player) - keep
        least, most = lowest(repay), highest(repay)
        if self.borrows_to_buy or can < least:
            return decision.find(DONE) or amount_of(repay, least)
        return amount_of(repay, min(most, least + (can - least) // repay.step * repay.step))

    def play_event(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Another player's turn is about to start (我愛發薪日): play a kept event card now, as
        on one's own turn (a gain or a collection is worth as much now as later, and a charge
        aimed at a rival costs them before they decide), then pass."""
        for option in decision.options:
            if option.act is USE_CARD and not option.ranged:
                return option
        return decision.find(PASS)

    def savings(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Pay Day's last step: move money into or out of the savings book (see `free_action`)."""
        return decision.find(DONE)

    def hike(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        hikes = options_for(decision, HIKE)
        return best_of(hikes, [game.cards[o.arg].amount for o in hikes]) if hikes else decision.find(PASS)

    def snipe(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Cut the sale of a rival who is not behind us, unless the seller holds a not-today
        (events lie face up); play the snipe that cuts most of the price left."""
        snipes = options_for(decision, SNIPE)
        info = decision.info
        seller = game.players[info.seller if isinstance(info, Snipe) else player.index]
        guarded = any(c.kind is NOT_TODAY for c in seller.kept)
        if not snipes or seller is player or guarded or game.net_worth(seller) < game.net_worth(player):
            return decision.find(PASS)
        price = info.price if isinstance(info, Snipe) else 0
        return best_of(snipes, [min(game.cards[o.arg].amount, price) for o in snipes])

    counter_at: ClassVar[int] = 100        # the smallest loss worth spending a not-today on

    def counter(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Spend a not-today only on a blow worth it: the snipes' total cut, or the event's sum."""
        counters = options_for(decision, COUNTER)
        info = decision.info
        at_stake = (info.cut if isinstance(info, CounterSnipes)
                    else info.amount if isinstance(info, Counter) else 0)
        return counters[0] if counters and at_stake >= self.counter_at else decision.find(PASS)

    def dice_order(self, game: Game[Rules], decision: Decision, player: Player) -> Option | None:
        """Move first, unless the move ends the last month: then the green die would be lost."""
        info = decision.info
        white = info.white if isinstance(info, DiceOrder) else 0
        last = player.month >= game.months and player.day + white >= game.rules.payday
        return decision.find(GREEN_FIRST if last else WHITE_FIRST) or decision.find(WHITE_FIRST)


MASK64: Final = (1 << 64) - 1


@final
class Draws:
    """A computer player's random numbers for one decision: the splitmix64 sequence (Steele,
    Lea and Flood, 2014) from the decision's own seed, the same on every run and machine.
    Seeding a `random.Random` (a Mersenne Twister) for every decision took about a tenth of a
    simulated game; this is a few operations on whole numbers."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        """The next number, from 0 to 2**64 - 1."""
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number from 0 to n - 1, each as likely as the others (to within n / 2**64)."""
        return self.next() % n

    def choice(self, options: Sequence[Option]) -> Option:
        return options[self.below(len(options))]


def best_of(options: list[Option], scores: list[int]) -> Option:
    """The first option with the highest score, as `max(options, key=...)` picks it (a plain
    loop: a key function is a generic call in the compiled build)."""
    best, top = options[0], scores[0]
    for option, score in zip(options, scores):
        if score > top:
            best, top = option, score
    return best


def options_for(decision: Decision, act: Act) -> list[Option]:
    """Every option of this act (each card to sell, each number to pick, ...)."""
    return [o for o in decision.options if o.act is act]


def amount_of(option: Option, amount: int) -> Option:
    """The ranged option's answer nearest to `amount`, inside its range and on its steps."""
    low = lowest(option)
    amount = max(low, min(highest(option), amount))
    return option.with_amount(low + (amount - low) // option.step * option.step)


def lowest(option: Option) -> int:
    """A ranged option's least amount."""
    if option.low is None:
        raise ValueError(f"{option.act} is not answered with an amount")
    return option.low


def highest(option: Option) -> int:
    """A ranged option's greatest amount."""
    if option.high is None:
        raise ValueError(f"{option.act} is not answered with an amount")
    return option.high
