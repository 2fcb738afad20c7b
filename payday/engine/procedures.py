"""The procedures every edition shares: the flow of play (turns, rolls, moves, the end of a
month), a start position set up, money (transfers, payments, loans), free actions, cards (drawn,
offered, sold), the contests (lotteries, auctions), the end (net worth, standings, winners) and
the story. How the rules ask a player (`ask`: a `Decision` yielded, free actions carried out
alongside) is here too, since every procedure asks through it.

`Game` (game.py) adds the game's settings and state and the decision protocol that answers what
these procedures ask (`decide`, `play_bots`, replays, undo); each edition subclasses `Game`,
overriding only what its rulebook does differently.
"""
from __future__ import annotations

from collections import deque
from typing import Any, ClassVar, Final, Generic, TypeVar
from collections.abc import Callable, Generator

from payday.engine.board import Square, SquareKind
from payday.engine.cards import Card, CardKind, Deck
from payday.engine.chance import Chance
from payday.engine.decisions import (Act, Ask, Bid, Decision, IllegalDecision, Info, Lottery, Offer,
                                     Option, Shortfall, FREE_ACTS)
from payday.engine.features import Feature
from payday.engine.ledger import BANK, JACKPOT, Ledger, Reason
from payday.engine.position import PlayerPosition, Position
from payday.engine.rules import Rules
from payday.engine.state import Event, Player

T = TypeVar("T")
R = TypeVar("R", bound=Rules)   # an edition's rules (each edition adds its own settings)
# The rules run as generators: each yields a `Decision`, is sent back the chosen `Option`, and
# returns what it found out (whether a payment was made, the card chosen, an auction's winner).
Steps = Generator[Decision, Option, T]
Script = Steps[None]
Options = tuple[Option, ...] | Callable[[], tuple[Option, ...]]

# Enum members read in the loop, bound once: in the pure build `Act.BUY` is a look-up on the
# enum class every time it is read (a slow one on 3.11). `Final`, so that the compiled build
# keeps them, and the options below, in C variables instead of the module's dict.
ASK_TURN: Final = Ask.TURN
ASK_RAISE_MONEY: Final = Ask.RAISE_MONEY
ASK_SELL: Final = Ask.SELL
ASK_LOTTERY: Final = Ask.LOTTERY
ASK_BID: Final = Ask.BID
ACT_CANCEL: Final = Act.CANCEL
ACT_BORROW: Final = Act.BORROW
ACT_BUY: Final = Act.BUY
ACT_SELL: Final = Act.SELL
ACT_JOIN: Final = Act.JOIN
ACT_BID: Final = Act.BID
ACT_PASS: Final = Act.PASS

ROLL: Final = Option(Act.ROLL)
PASS: Final = Option(Act.PASS)
JOINS: Final = tuple(Option(Act.JOIN, n) for n in range(1, 7))   # a lottery number from 1 to 6
BUY: Final = Option(Act.BUY)
DONE: Final = Option(Act.DONE)
CANCEL: Final = Option(Act.CANCEL)


def only(players: deque[Player], player: Player) -> bool:
    """Whether `player` is the only one in `players` (or there is nobody)."""
    for other in players:
        if other is not player:
            return False
    return True


class Procedures(Generic[R]):
    """What every edition's game does the same way. Not a game by itself: `Game` holds the
    state and answers the decisions; an edition adds its square and card handlers."""

    # The edition's rules as its rulebook writes them (a class-level value, so a `ClassVar` for
    # mypyc); `rules` is this game's, with a teacher's changes.
    edition_rules: ClassVar[Rules]
    rules: R
    # What a start position may hold in this edition (see `position.check_position`): the chance
    # streams its rules roll, the kinds of card a player keeps in hand, whether debts are whole
    # loans, and which of a position's edition fields (savings, loan_months, borrowed,
    # yard_sale) it has.
    roll_purposes: ClassVar[frozenset[str]] = frozenset({"move"})
    kept_kinds: ClassVar[frozenset[CardKind]] = frozenset()
    whole_loans: ClassVar[bool] = True
    position_fields: ClassVar[frozenset[str]] = frozenset()

    # The game's state, set up by `Game.__init__` (game.py): what the procedures act on.
    months: int
    start: Position | None
    players: list[Player]
    cards: dict[str, Card]
    chance: Chance
    ledger: Ledger
    _told: list[tuple[int, int | None, str, dict[str, Any]]]
    _events: list[Event]
    decks: dict[str, Deck]
    table: list[Card]
    turns: int
    month_end_worth: dict[tuple[int, int], int]
    payday_settled: dict[tuple[int, int], int]
    current: int
    _clock: tuple[tuple[int, int], ...] | None
    _handlers: dict[SquareKind, Callable[[Procedures[R], Player, Square], Script]]
    _borrow_options: tuple[Option, ...]
    _options: dict[tuple[Any, ...], Option]
    _plain_options: dict[Act, dict[Any, Option]]
    _square_names: tuple[str, ...]
    features: frozenset[Feature]
    _roll_keys: dict[str, tuple[str, ...]]

    @property
    def variant(self) -> str:
        return self.rules.variant

    # ----------------------------------------------------------------- asking
    def ask(self, player: Player, kind: Ask, options: Options, info: Info | None = None, *,
            return_free: bool = False) -> Steps[Option]:
        """Ask `player` to choose; free actions (borrowing, savings, kept cards) are offered
        alongside and carried out without ending the decision, unless `return_free` asks
        for them to be handed back once done. `options` may be a function, so that choices
        that depend on cash are recomputed after a free action. `info` says what the decision
        is about (one of the typed records of decisions.py's `Info`)."""
        while True:
            main = options() if callable(options) else options
            free = self.free_options(player, kind)
            decision = Decision(player.index, kind, main + free if free else main, info)
            # A computer player's answer is taken here, when `Game.play_bots` has one for it.
            answer = self.answer_here(decision)
            if answer is None:
                answer = yield decision
            if answer.act in FREE_ACTS:
                yield from self.take_free_action(player, answer)
                if return_free:
                    return answer
                continue
            return answer

    def answer_here(self, decision: Decision) -> Option | None:
        """The answer to `decision` taken where it is asked, or None: the decision goes out to
        whoever answers it (see `Game.play_bots`, which answers the computer players' here)."""
        return None

    # ----------------------------------------------------------------- the flow of play
    def play(self) -> Script:
        if self.start is None:
            yield from self.setup()
        else:
            self.set_up_position(self.start)
        while (player := self.next_player()) is not None:
            self.turns += 1
            yield from self.take_turn(player)
        self.finish()

    def setup(self) -> Script:
        for player in self.players:
            self.transfer(BANK, player.cash_account, self.rules.start_cash, Reason.START_MONEY)
        self.ante_jackpot(self.rules.jackpot_start)
        return
        yield

    def ante_jackpot(self, amount: int) -> None:
        """The bank's money in the jackpot at the start (a start position's too)."""
        self.transfer(BANK, JACKPOT, amount, Reason.BANK_ANTE)

    # ----------------------------------------------------------------- a start position
    def player_positions(self, position: Position) -> tuple[PlayerPosition, ...]:
        """One position per player: as given, or everyone at the start."""
        return position.players or tuple(PlayerPosition() for _ in self.players)

    def set_up_position(self, position: Position) -> None:
        """Start from a checked position instead of the edition's set-up: the cards it names
        leave the decks for their places, tokens go to their days, and the money is put in
        place through the ledger: cash as start money, savings and debts under reasons of their
        own (each reason one kind of money, one way), and the jackpot as at the start."""
        placed = self.player_positions(position)
        named = {card_id for player in placed for card_id in player.cards()}
        named.update(card_id for ids in position.decks.values() for card_id in ids)
        if position.yard_sale is not None:
            named.add(position.yard_sale)
        for deck in self.decks.values():
            deck.take_out(named)
        for player, place in zip(self.players, placed):
            player.month, player.day = place.month, place.day
            player.bills = [self.cards[c] for c in place.bills]
            player.deals = [self.cards[c] for c in place.deals]
            player.kept = [self.cards[c] for c in place.kept]
        for player, place in zip(self.players, placed):
            cash = self.rules.start_cash if place.cash is None else place.cash
            self.transfer(BANK, player.cash_account, cash, Reason.START_MONEY)
            self.transfer(BANK, player.savings_account, place.savings, Reason.START_SAVINGS)
            self.transfer(player.loan_account, BANK, place.loans, Reason.START_DEBT)
        jackpot = self.rules.jackpot_start if position.jackpot is None else position.jackpot
        self.ante_jackpot(jackpot)
        self.current = position.turn - 1          # `next_player` goes on from here
        self.place_table(position, placed)
        for name, ids in position.decks.items():
            self.decks[name].put_on_top([self.cards[c] for c in ids])

    def place_table(self, position: Position, placed: tuple[PlayerPosition, ...]) -> None:
        """The edition's own part of a start position (a yard-sale card, when loans fall due)."""

    def next_player(self) -> Player | None:
        count = len(self.players)
        for step in range(1, count + 1):
            player = self.players[(self.current + step) % count]
            if player.playing:
                self.current = player.index
                return player
        return None

    def take_turn(self, player: Player) -> Script:
        yield from self.ask(player, ASK_TURN, (ROLL,))
        steps = self.roll(player, "move")
        yield from self.move(player, steps)

    def die(self, player: Player, purpose: str) -> int:
        """A draw of `player`'s stream for `purpose` ("move/0", "green/2" ...): the streams'
        names are built once per purpose, not at every roll."""
        keys = self._roll_keys.get(purpose)
        if keys is None:
            keys = self._roll_keys[purpose] = tuple(f"{purpose}/{p.index}" for p in self.players)
        return self.chance.die(keys[player.index])

    def roll(self, player: Player, purpose: str) -> int:
        """A player's die roll. A 6 wins the jackpot when the edition says this roll counts."""
        n = self.die(player, purpose)
        self.say("rolled", player, n=n, purpose=purpose)
        if n == 6 and (self.rules.jackpot_on_six == "any"
                       or (self.rules.jackpot_on_six == "move" and purpose == "move")):
            self.collect_jackpot(player)
        return n

    def collect_jackpot(self, player: Player) -> None:
        pot = self.ledger.balance(JACKPOT)
        if pot > 0:
            self.transfer(JACKPOT, player.cash_account, pot, Reason.JACKPOT)
            self.say("jackpot_won", player, amount=pot)

    def move(self, player: Player, steps: int) -> Script:
        """Move forward; every player must stop at Pay Day, even when the roll goes past it."""
        self.place(player, min(player.day + steps, self.rules.payday))
        yield from self.land(player)

    def place(self, player: Player, day: int) -> None:
        player.day = day
        self._tick()
        self.say("moved", player, day=day, square=self._square_names[day])

    def land(self, player: Player) -> Script:
        square = self.rules.board[player.day]
        yield from self._handlers[square.kind](self, player, square)

    def start_next_month(self, player: Player) -> None:
        """After Pay Day: note the month's closing net worth, then back to START, or retire
        after the last month."""
        self.month_end_worth[player.index, player.month] = self.net_worth(player)
        self.payday_settled[player.index, player.month] = len(self.ledger)
        if player.month >= self.months:
            player.retired = True
            self.say("retired", player)
        else:
            player.month += 1
            player.day = 0
            self._tick()

    def _tick(self) -> None:
        """A token moved. Every ledger entry notes each player's (month, day); the tuple is
        built again only when money next moves, not on every move (see `transfer`)."""
        self._clock = None

    def finish(self) -> None:
        winners = self.winners()
        # `shared` first: the story reads "... share the win" before any other wording.
        self.say("game_over", None, shared=len(winners) > 1, winners=winners,
                 winner=winners[0] if len(winners) == 1 else None)

    # ----------------------------------------------------------------- money
    def cash(self, player: Player) -> int:
        return self.ledger.balances.get(player.cash_account, 0)

    def debt(self, player: Player) -> int:
        return -self.ledger.balances.get(player.loan_account, 0)

    def transfer(self, src: str, dst: str, amount: int, reason: Reason) -> None:
        if amount:
            clock = self._clock
            if clock is None:
                clock = self._clock = tuple([(p.month, p.day) for p in self.players])
            self.ledger.transfer(clock, src, dst, amount, reason)

    def borrow(self, player: Player, amount: int) -> None:
        self.transfer(player.loan_account, player.cash_account, amount, Reason.LOAN_TAKEN)
        self.say("borrowed", player, amount=amount)

    def pay(self, player: Player, amount: int, dst: str, reason: Reason, *,
            optional: bool = False) -> Steps[bool]:
        """`player` pays `amount` to account `dst`. When cash falls short, the player chooses
        how to raise it (the free actions: borrow, withdraw, ...) or, if the payment is
        optional or the edition lets them refuse the ways on offer (`may_refuse`), gives it
        up. Returns whether the payment was made; False means the money could not be raised
        (or was not), which the caller turns into the edition's insolvency rule."""
        while self.cash(player) < amount:
            ways = self.free_options(player, ASK_RAISE_MONEY)
            if not ways and not optional:
                return False
            give_up = optional or self.may_refuse(player, ways)
            answer = yield from self.ask(player, ASK_RAISE_MONEY, (CANCEL,) if give_up else (),
                                         Shortfall(amount, reason, amount - self.cash(player)),
                                         return_free=True)
            if answer.act == ACT_CANCEL:
                return False
        self.transfer(player.cash_account, dst, amount, reason)
        return True

    def may_refuse(self, player: Player, ways: tuple[Option, ...]) -> bool:
        """Whether a player short of a payment that must be made may refuse every way of raising
        the money on offer (`ways`) and let the edition's rule for an unpaid debt take its
        course: `pay` then offers CANCEL. By default, no: the player raises the money."""
        return False

    def settle(self, player: Player, amount: int, dst: str, reason: Reason) -> Steps[bool]:
        """A payment that must be made; returns whether it was. Each edition says what happens
        when cash falls short (borrow at once, sell up, leave the game); by default the player
        raises the money with the free actions, as `pay` asks."""
        made: bool = yield from self.pay(player, amount, dst, reason)
        return made

    def pay_bills(self, player: Player) -> Script:
        """Pay Day: settle the month's bills, by the edition's rules (insurance, order)."""
        raise NotImplementedError(f"{type(self).__name__} has no rule for paying bills")
        yield

    def pay_all_you_can(self, player: Player, amount: int, dst: str, reason: Reason) -> int:
        paid = max(0, min(amount, self.cash(player)))
        self.transfer(player.cash_account, dst, paid, reason)
        return paid

    # ----------------------------------------------------------------- free actions
    def can_borrow(self, player: Player) -> bool:
        return not player.eliminated

    def free_options(self, player: Player, kind: Ask) -> tuple[Option, ...]:
        """Actions a player may take while any decision of theirs is pending."""
        if self.can_borrow(player):
            return self._borrow_options
        return ()

    def option(self, act: Act, arg: Any = None, *, low: int | None = None, high: int | None = None,
               step: int = 1) -> Option:
        """`Option(act, arg, low=low, high=high, step=step)`, made once per game. Options are
        immutable, and the same ones (a deposit of up to the cash in hand, a kept card to play)
        are offered decision after decision, so this saves building them again each time."""
        if low is None and high is None and step == 1:
            # A plain option (a card to play, sell or snipe with, a player to aim at): found by
            # its act and arg, without building a key of five.
            by_arg = self._plain_options.get(act)
            if by_arg is None:
                by_arg = self._plain_options[act] = {}
            option = by_arg.get(arg)
            if option is None:
                option = by_arg[arg] = Option(act, arg)
            return option
        key = (act, arg, low, high, step)
        option = self._options.get(key)
        if option is None:
            option = self._options[key] = Option(act, arg, low, high, step)
        return option

    def take_free_action(self, player: Player, option: Option) -> Script:
        if option.act == ACT_BORROW:
            self.borrow(player, option.arg)
        else:
            raise IllegalDecision(f"{option.act} is not a free action of {self.variant}",
                                  key="illegal.not_free", act=str(option.act), variant=self.variant)
        return
        yield

    # ----------------------------------------------------------------- cards
    def draw(self, deck: str, player: Player) -> Card | None:
        """The top card of a deck, put on the table until it is resolved."""
        card = self.decks[deck].draw()
        if card is not None:
            self.table.append(card)
            self.say("drew", player, card=card.id, deck=deck)
        return card

    def off_table(self, card: Card) -> Card:
        self.table.remove(card)
        return card

    def find_card(self, cards: list[Card], card_id: Any) -> Card:
        for card in cards:
            if card.id == card_id:
                return card
        raise IllegalDecision(f"no card {card_id!r} here", key="illegal.no_card",
                              card=card_id if type(card_id) in (int, str) else repr(card_id))

    def offer(self, player: Player, card: Card, kind: Ask, reason: Reason,
              price: int | None = None) -> Steps[bool]:
        """Offer the card on the table at its price (the card's own, or `price` where a rule
        setting prices it): the player buys it (raising the money if short, or giving up) or
        passes. The card leaves the table either way; returns whether it was bought, and the
        caller puts it in the hand or back in its deck."""
        cost = card.amount if price is None else price
        answer = yield from self.ask(player, kind, (BUY, PASS), Offer(card.id, cost, card.value))
        bought = answer.act == ACT_BUY and (yield from self.pay(
            player, cost, BANK, reason, optional=True))
        self.off_table(card)
        return bought

    def choose_sale(self, player: Player) -> Steps[Card | None]:
        """Ask a player who holds deals which one to sell (only one at a time), or to pass.
        Returns the chosen card, still in the player's hand, or None."""
        if not player.deals:
            return None
        options = tuple(self.option(ACT_SELL, c.id) for c in player.deals) + (PASS,)
        answer = yield from self.ask(player, ASK_SELL, options)
        return self.find_card(player.deals, answer.arg) if answer.act == ACT_SELL else None

    # ----------------------------------------------------------------- shared contests
    def pick_numbers(self, entrants: list[Player], stake: int, pot: str, said: str, *,
                     prize: int) -> Steps[dict[int, Player]]:
        """Each entrant in turn may pay `stake` into `pot` and pick a number from 1 to 6 that
        nobody has picked yet (a player short of the stake can only pass), for `prize`.
        Returns {number: player}."""
        picks: dict[int, Player] = {}
        for entrant in entrants:
            def options(entrant: Player = entrant) -> tuple[Option, ...]:
                if self.money_to_stake(entrant) < stake:
                    return (PASS,)
                return tuple(o for o in JOINS if o.arg not in picks) + (PASS,)

            answer = yield from self.ask(entrant, ASK_LOTTERY, options,
                                         Lottery(stake, tuple(sorted(picks)), prize))
            if answer.act == ACT_JOIN:
                self.transfer(entrant.cash_account, pot, stake, Reason.LOTTERY_STAKE)
                picks[answer.arg] = entrant
                self.say(said, entrant, n=answer.arg, amount=stake)
        return picks

    def money_to_stake(self, player: Player) -> int:
        """What `player` may stake in a lottery: the cash in hand, unless the edition holds
        some back (我愛發薪日: no borrowed money)."""
        return self.cash(player)

    def others(self, player: Player, *, include_retired: bool = False) -> list[Player]:
        """Every other player still in the game, clockwise from `player`'s left."""
        count = len(self.players)
        result = []
        for step in range(1, count):
            other = self.players[(player.index + step) % count]
            if not other.eliminated and (include_retired or not other.retired):
                result.append(other)
        return result

    def auction(self, card: Card, bidders: list[Player], opening: int, step: int, *,
                high: tuple[Player, int] | None = None) -> Steps[tuple[Player, int] | None]:
        """An open auction going clockwise: each bidder in turn bids at least `step` more than
        the last bid (the first bid at least `opening`) or passes, and a player who passes is
        out. A bid is capped by the bidder's cash (they may borrow first where the edition
        allows). Returns (winner, price), or None if nobody bid."""
        queue = deque(bidders)
        while queue:
            if high is not None and only(queue, high[0]):
                break
            bidder = queue.popleft()
            if high is not None and bidder is high[0]:
                queue.append(bidder)
                continue

            def options(bidder: Player = bidder,
                        high: tuple[Player, int] | None = high) -> tuple[Option, ...]:
                least = opening if high is None else high[1] + step
                most = self.cash(bidder)
                if most < least:
                    return (PASS,)
                return (Option(ACT_BID, low=least, high=least + (most - least) // step * step,
                               step=step), PASS)

            answer = yield from self.ask(bidder, ASK_BID, options, Bid(
                card.id, None if high is None else high[1], None if high is None else high[0].index))
            if answer.act == ACT_PASS:
                self.say("passed_bid", bidder, card=card.id)
            else:
                high = (bidder, answer.arg)
                queue.append(bidder)
                self.say("bid", bidder, card=card.id, amount=answer.arg)
        return high

    # ----------------------------------------------------------------- the end
    def net_worth(self, player: Player) -> int:
        raise NotImplementedError

    def standings(self) -> list[tuple[Player, int]]:
        """Players from first to last: the eliminated after everyone else. Players with the same
        net worth are listed in seat order, but share their place (see `winners`)."""
        return sorted(((p, self.net_worth(p)) for p in self.players),
                      key=lambda pw: (pw[0].eliminated, -pw[1], pw[0].index))

    def winners(self) -> list[int]:
        """Every player with the highest net worth, in seat order: a tie shares the win (no
        rulebook breaks one, and seat order would be luck; setting `shared_win`). Empty if
        everyone was eliminated."""
        ranked = [(p, worth) for p, worth in self.standings() if not p.eliminated]
        if not ranked:
            return []
        if not self.rules.shared_win:
            return [ranked[0][0].index]
        best = ranked[0][1]
        return sorted(p.index for p, worth in ranked if worth == best)

    def winner(self) -> int | None:
        """The one winner, or None when the win is shared (see `winners`) or nobody is left."""
        winners = self.winners()
        return winners[0] if len(winners) == 1 else None

    # ----------------------------------------------------------------- the story
    @property
    def events(self) -> list[Event]:
        """The story so far, one `Event` a line, oldest first (always the same list).

        Lines are told as plain tuples and made `Event`s here, when the story is read: making
        a NamedTuple costs several times a tuple, a game tells several lines a turn, and a
        simulated game's story is seldom read."""
        told = self._told
        if told:
            # tuple.__new__ builds the Event without NamedTuple's Python-level __new__.
            self._events.extend([tuple.__new__(Event, line) for line in told])
            told.clear()
        return self._events

    def say(self, key: str, player: Player | None, **data: Any) -> None:
        """Add a line to the story: `key` and its fields are declared in `events.py`."""
        self.tell(key, player, data)

    def tell(self, key: str, player: Player | None, data: dict[str, Any]) -> None:
        """`say`, with the fields as one dict: for callers that pass on fields they were given
        (a call spreading `**data` is a generic call in the compiled build)."""
        told = self._told
        told.append((len(self._events) + len(told), None if player is None else player.index,
                     key, data))

    def say_paid(self, player: Player, key: str, amount: int, **data: Any) -> None:
        """Tell a movement of money that was made: none for nothing, nor for a player
        eliminated by it."""
        if amount and not player.eliminated:
            self.tell(key, player, {"amount": amount, **data})

    def card_locations(self) -> list[Card]:
        """Every card wherever it lies (the invariant tests check none is lost or doubled)."""
        cards = [c for deck in self.decks.values() for c in deck]
        cards += self.table
        for player in self.players:
            cards.extend(player.cards())
        return cards
