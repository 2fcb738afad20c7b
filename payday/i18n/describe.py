"""Sentences and labels for what the engine emits: events, decisions, options, squares, cards.

The engine speaks in keys and numbers; these functions turn them into a language. Each looks
up a list of candidate keys, most specific first, and uses the first one whose placeholders it
can fill, so a new event or option still reads well before it has a sentence of its own, and
an unknown one still prints as a plain line rather than failing.

What a field holds (a player, money, a card, a day...) is read from its declaration in
`payday.engine.events`, never guessed from its name; a prompt reads the decision's options too,
so that it offers only what is offered. What a decision is about is a typed record
(`payday.engine.decisions.Info`); `decision_facts` names its facts as the sentences do.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, assert_never

from payday.engine.accounts import accounts
from payday.engine.board import weekday as weekday_key
from payday.engine.cards import Card
from payday.engine.decisions import (FREE_ACTS, Act, Ask, Bid, Counter, CounterSnipes, Decision,
                                     DiceOrder, EventMoment, FaceDown, GreenDie, Hike, Info,
                                     Lottery, LuckyDrawStay, MonsterCharge, MoveTo, Offer,
                                     OpenAuction, Option, Owed, Shortfall, Snipe, Target)
from payday.engine.events import DECISION_FIELDS, Field, field_kinds
from payday.engine.game import Game
from payday.engine.rules import Rules, Unit
from payday.engine.state import Event
from payday.i18n.catalog import fields, humanise, t, template
from payday.i18n.formats import money, number
from payday.i18n.languages import FALLBACK_LANGUAGE, normalise, typography


def _lang(lang: object) -> str:
    return normalise(lang) or FALLBACK_LANGUAGE


def _first(keys: Iterable[str], lang: str, values: Mapping[str, object]) -> str | None:
    """The first candidate key whose placeholders `values` can fill, formatted."""
    for key in keys:
        text = template(key, lang)
        if text is not None and fields(text) <= values.keys():
            return text.format(**values)
    return None


# ------------------------------------------------------------------ names
def square_name(square_kind: object, lang: str, n: int | None = None, *, currency: str | None = None,
                variant: str | None = None) -> str:
    """The name of a kind of square; with `n`, the count of cards or the sum it shows; with
    `variant`, the name that edition's board prints, where it has its own (Sweepstakes).

    >>> square_name("mail", "fr", 2), square_name("mail", "en", 2), square_name("mail", "zh-Hant", 2)
    ('Courrier ×2', 'Mail (2)', '郵件 2 張')
    >>> square_name("gain", "en", 5000, currency="USD", variant="payday")
    'Sweepstakes: collect $5,000'
    """
    lang, kind = _lang(lang), str(square_kind)
    values = {"n": number(n, lang) if n else ""}
    values["amount"] = money(n, currency, lang) if n and currency else values["n"]
    keys = ([f"square.{variant}.{kind}.n"] if n and variant else []) + (
        [f"square.{variant}.{kind}"] if variant else []) + (
        [f"square.{kind}.n"] if n else []) + [f"square.{kind}"]
    return _first(keys, lang, values) or humanise(kind)


def weekday(day: int, lang: str) -> str:
    """The weekday of a day of the month (day 1 is a Monday in every edition).

    >>> weekday(1, "fr"), weekday(31, "en"), weekday(7, "zh-Hant")
    ('lundi', 'Wednesday', '星期日')
    """
    return t(f"weekday.{weekday_key(day)}", lang)


def day_name(day: int, lang: str) -> str:
    """ "Wednesday 3", "mercredi 3", "3 日（星期三）"."""
    return t("ui.day_of_month", lang, weekday=weekday(day, lang), day=day)


def card_name(card: Card, lang: str) -> str:
    """A card's name: the catalog entry of `card.name`, or its humanised key if none yet."""
    return t(card.name, lang, default=humanise(card.name))


def reason_name(reason: object, lang: str) -> str:
    """What a ledger `Reason` (a chart category) is called."""
    return t(f"reason.{reason}", lang, default=humanise(str(reason)))


def kind_name(kind: object, lang: str) -> str:
    """What a `CardKind` is called ("Bill", "Facture", "帳單")."""
    return t(f"cardkind.{kind}", lang, default=humanise(str(kind)))


def deck_name(deck: str, lang: str) -> str:
    return t(f"deck.{deck}", lang, default=humanise(deck))


def edition_name(variant: str, lang: str) -> str:
    return t(f"edition.{variant}", lang, default=variant)


def _rules_values(game_rules: Rules, lang: str) -> dict[str, str]:
    """Every number setting of an edition's rules, for texts that quote the rules: an amount
    (as its setting declares it) as money, any other number as a number."""
    values = {}
    currency = game_rules.currency
    for name, declared in game_rules.settings().items():
        value = getattr(game_rules, name)
        if declared.number and type(value) is int:
            values[name] = (money(value, currency, lang) if currency and declared.unit is Unit.MONEY
                            else number(value, lang))
    return values


def card_text(card: Card, game_rules: Rules, lang: str) -> str:
    """A short line saying what the card does, with its amounts.

    Looked up as `<card name>.text`, then `cardtext.<variant>.<kind>`, then `cardtext.<kind>`;
    the text may quote the card's amount, value, commission and category, and any number of
    the edition's rules (`{bet_limit}`, `{withdrawal_fee}` ...).
    """
    lang = _lang(lang)
    currency = game_rules.currency
    values = _rules_values(game_rules, lang)
    values.update(amount=money(card.amount, currency, lang), value=money(card.value, currency, lang),
                  commission=money(card.commission, currency, lang),
                  category=t(f"category.{card.category}", lang, default=humanise(card.category))
                  if card.category else "", name=card_name(card, lang))
    keys = [f"{card.name}.text", f"cardtext.{game_rules.variant}.{card.kind}", f"cardtext.{card.kind}"]
    return _first(keys, lang, values) or kind_name(card.kind, lang)


# ------------------------------------------------------------------ values from data
def _value(game: Game[Any], kind: Field | None, value: Any, lang: str) -> str | None:
    """One field's value as a reader reads it, by what the declaration says it is; None for
    a value that has no words (a flag, a missing player)."""
    if value is None or type(value) is bool or kind is Field.FLAG:
        return None
    if kind is Field.PLAYER:
        return game.players[value].name if type(value) is int and 0 <= value < len(game.players) else None
    if kind is Field.MONEY:
        return money(value, game.rules.currency, lang)
    if kind is Field.CARD:
        return card_name(game.cards[value], lang) if value in game.cards else str(value)
    if kind is Field.PLAYERS:
        return typography(lang).list_separator.join(
            game.players[v].name for v in value if type(v) is int and 0 <= v < len(game.players))
    if kind is Field.CARDS:
        return typography(lang).list_separator.join(
            card_name(game.cards[c], lang) if c in game.cards else str(c) for c in value)
    if kind is Field.SQUARE:
        return square_name(value, lang, variant=game.variant)
    if kind is Field.FACE:
        return t(f"green.{value}", lang, default=humanise(value))
    if kind is Field.DECK:
        return deck_name(value, lang)
    if kind is Field.PURPOSE:
        return t(f"purpose.{value}", lang, default=humanise(str(value)))
    if kind is Field.REASON:       # the reason of one payment: "a loan", not "Loans repaid"
        return t(f"reason.{value}.one", lang, default=reason_name(value, lang))
    if isinstance(value, (list, tuple)):
        return typography(lang).list_separator.join(
            number(v, lang) if type(v) is int else str(v) for v in value)
    if type(value) is int:
        return number(value, lang)
    return str(value)


def _values(game: Game[Any], data: Mapping[str, Any], kinds: Mapping[str, Field],
            lang: str) -> dict[str, str]:
    """Event or decision data made readable, each field by the kind `kinds` declares for it:
    money, card names, player names, squares, days with their weekday and square."""
    values = {}
    for name, value in data.items():
        text = _value(game, kinds.get(name), value, lang)
        if text is not None:
            values[name] = text
    day = data.get("day")
    if kinds.get("day") is Field.DAY and type(day) is int:
        values["weekday"] = weekday(day, lang)
        board = game.rules.board
        if 0 <= day < len(board):   # the square as the board shows it
            values["square"] = square_name(board[day].kind, lang, board[day].n or None,
                                           currency=game.rules.currency, variant=game.variant)
    return values


def _qualifiers(data: Mapping[str, Any], kinds: Mapping[str, Field]) -> list[str]:
    """Suffixes for more specific messages, most telling first: a true flag ("due"), a zero
    or missing value ("no_fee", "no_winner"), the purpose of a roll ("lottery"), then the
    name of each field present ("cost"), for texts that quote that field. Seat 0 is a
    player, not "none"."""
    found = []
    for name, value in data.items():
        if value is True:
            found.append(name)
        elif value is None or (type(value) is int and value == 0
                               and kinds.get(name) is not Field.PLAYER):
            found.append(f"no_{name}")
        elif kinds.get(name) is Field.PURPOSE and isinstance(value, str):
            found.append(value)
    return found + [name for name, value in data.items()
                    if value is not None and value is not False
                    and (value != 0 or kinds.get(name) is Field.PLAYER)]


def _plain(key: str, values: Mapping[str, str], lang: str) -> str:
    """A readable line for a key the catalogs do not know: its words and its values."""
    details = typography(lang).list_separator.join(f"{humanise(k)} {v}" for k, v in values.items()
                                                 if k != "player")
    line = humanise(key) + (f" ({details})" if details else "")
    if "player" in values:
        return t("event.unknown", lang, player=values["player"], what=line)
    return line


# ------------------------------------------------------------------ events
def describe_event(game: Game[Any], event: Event, lang: str) -> str:
    """One line of the game's story, from an `Event(seq, player, key, data)`."""
    lang = _lang(lang)
    data = dict(event.data)
    kinds = field_kinds(event.key)
    values = _values(game, data, kinds, lang)
    if event.player is not None and 0 <= event.player < len(game.players):
        values["player"] = game.players[event.player].name
    if "month" in values:
        values.setdefault("months", number(game.months, lang))
    base = f"event.{event.key}"
    qualifiers = _qualifiers(data, kinds)
    # An edition may tell an event its own way (its contest roll is for the commission).
    edition = f"{base}.{game.variant}"
    keys = ([f"{edition}.{q}" for q in qualifiers] + [edition]
            + [f"{base}.{q}" for q in qualifiers] + [base, f"{base}.plain"])
    return _first(keys, lang, values) or _plain(event.key, values, lang)


# ------------------------------------------------------------------ decisions
# The ways of raising money a prompt may offer, in the order a sentence names them.
RAISING = (Act.BORROW, Act.WITHDRAW)


def _offered(decision: Decision) -> list[str]:
    """Qualifiers from the options themselves, so that a prompt offers only what is offered:
    "only_pay_all" when a single choice is left, and for a payment the cash falls short of,
    the ways of raising money on offer ("by_borrow_withdraw", "by_borrow", "by_nothing")."""
    acts = [option.act for option in decision.options]
    found = []
    main = [act for act in acts if act not in FREE_ACTS]
    if len(set(main)) == 1:
        found.append(f"only_{main[0]}")
    if decision.kind == Ask.RAISE_MONEY:
        ways = [str(act) for act in RAISING if act in acts]
        found.append("by_" + ("_".join(ways) if ways else "nothing"))
    return found


def decision_facts(info: Info | None) -> dict[str, Any]:
    """What a decision is about, as the sentences name its facts (each name declared in
    `payday.engine.events.DECISION_FIELDS`), in the order the sentences are chosen by: the
    first fact that is a true flag, a zero or a None picks the more specific sentence
    ("ask.buy.prompt.face_down", "ask.bid.prompt.no_high"). A fact a kind of decision does not
    have is absent, which is not the same as None ("no bid yet").

    >>> decision_facts(Bid("bp.acq.a02", None, None))
    {'card': 'bp.acq.a02', 'high': None, 'leader': None}
    >>> decision_facts(Owed(3000)), decision_facts(Owed(3000, 1000))
    ({'owed': 3000}, {'owed': 3000, 'least': 1000})
    """
    match info:
        case None:
            return {}
        case GreenDie():
            return {"cost": info.cost}
        case Shortfall():
            return {"amount": info.amount, "reason": info.reason.value, "short": info.short}
        case Offer():
            return {"card": info.card, "price": info.price, "value": info.value}
        case FaceDown():
            return {"face_down": True, "price": info.price}
        case Lottery():
            return {"stake": info.stake, "taken": list(info.taken), "prize": info.prize}
        case Bid():
            return {"card": info.card, "high": info.high, "leader": info.leader}
        case OpenAuction():
            return {"card": info.card, "minimum": info.minimum, "value": info.value}
        case Owed():
            if info.least is None:
                return {"owed": info.owed}
            return {"owed": info.owed, "least": info.least}
        case Target():
            return {"card": info.card, "amount": info.amount, "collect": info.collect}
        case MoveTo():
            return {"card": info.card}
        case MonsterCharge():
            return {"amount": info.amount, "interest": info.interest, "cash": info.cash}
        case EventMoment():
            return {"turn_of": info.turn_of}
        case Counter():
            return {"card": info.card, "by": info.by, "amount": info.amount}
        case CounterSnipes():       # played by several: by nobody in particular
            return {"card": info.card, "by": None, "amount": info.amount,
                    "snipes": info.snipes, "cut": info.cut, "price": info.price}
        case DiceOrder():
            return {"white": info.white, "green": info.green}
        case Hike():
            return {"card": info.card, "price": info.price}
        case Snipe():
            return {"card": info.card, "seller": info.seller, "price": info.price}
        case LuckyDrawStay():
            return {"stake": info.stake, "n": info.n, "centre": info.centre}
        case _:
            assert_never(info)


def describe_decision(game: Game[Any], decision: Decision, lang: str) -> str:
    """What the pending decision asks, with the card and amounts involved."""
    lang = _lang(lang)
    info = decision_facts(decision.info)
    values = _values(game, info, DECISION_FIELDS, lang)
    player = game.players[decision.player]
    values.setdefault("player", player.name)
    if "card" in info and info["card"] in game.cards:
        values["card_text"] = card_text(game.cards[info["card"]], game.rules, lang)
    if isinstance(decision.info, Lottery) and not decision.info.taken:
        info["taken"] = None            # "no numbers taken yet" reads better than an empty list
    base = f"ask.{decision.kind}.prompt"
    offered, plain = _offered(decision), _qualifiers(info, DECISION_FIELDS)
    # "only_pass.no_high": what is offered, then what the decision is about.
    qualifiers = [f"{o}.{q}" for o in offered for q in plain] + offered + plain
    # An edition may word a decision its own way (the lucky draw is not a lottery).
    edition = f"{base}.{game.variant}"
    keys = ([f"{edition}.{q}" for q in qualifiers] + [edition]
            + [f"{base}.{q}" for q in qualifiers] + [base, f"ask.{decision.kind}"])
    return _first(keys, lang, values) or _plain(str(decision.kind), values, lang)


def describe_option(game: Game[Any], option: Option, lang: str,
                    decision: Decision | None = None) -> str:
    """A button label for one option of the pending decision ("Buy for 450 €",
    "Borrow 1 500 €", "Join with number 4", "Deposit (1 – 1 200 €)")."""
    lang = _lang(lang)
    decision = decision if decision is not None else game.pending
    info = decision_facts(decision.info) if decision is not None else {}
    values = _values(game, info, DECISION_FIELDS, lang)
    currency = game.rules.currency
    shapes = []
    arg, low, high = option.arg, option.low, option.high
    if low is not None and high is not None and low == high:
        # A range of one amount is that amount: "Bid $810", not "Bid ($810 – $810)".
        values.update(amount=money(low, currency, lang), n=number(low, lang))
        shapes.append("amount")
    elif low is not None and high is not None:      # a ranged option
        values.update(low=money(low, currency, lang), high=money(high, currency, lang),
                      low_n=number(low, lang), high_n=number(high, lang))
        shapes.append("range")
    elif isinstance(arg, str) and arg in game.cards:
        card = game.cards[arg]
        values.update(card=card_name(card, lang), value=money(card.value, currency, lang),
                      price=money(card.amount, currency, lang))
        shapes.append("card")
    elif type(arg) is int:
        if str(option.act) == "target" and 0 <= arg < len(game.players):
            values["target"] = game.players[arg].name
            shapes.append("player")
        elif str(option.act) == "move_to":
            values.update(day=number(arg, lang), weekday=weekday(arg, lang))
            shapes.append("day")
        values.update(amount=money(arg, currency, lang), n=number(arg, lang))
        shapes.append("amount")
    base = f"option.{option.act}"
    keys = [f"{base}.{s}" for s in shapes] + [base, f"act.{option.act}"]
    return _first(keys, lang, values) or humanise(str(option.act))


# ------------------------------------------------------------------ Pay Day
def payday_summary(game: Game[Any], player_index: int, month: int, lang: str) -> list[str]:
    """The lines of one player's Pay Day of `month`: each movement of their money on that day,
    by reason, read from their accounts over the ledger (so it can never disagree with the
    game). Only the player's own entries made while they settled it count: one who has
    finished stays on the last Pay Day while the others play on, and neither the others'
    salaries and bills nor what the player pays or wins afterwards (a birthday, a lottery)
    belong to that Pay Day. Money into cash reads +, money out of it −, whatever its kind (a
    deposit leaves the cash in hand too)."""
    lang = _lang(lang)
    currency = game.rules.currency
    settled = game.payday_settled.get((player_index, month), len(game.ledger))
    lines = [t("payday.title", lang, player=game.players[player_index].name,
               month=number(month, lang))]
    for step in accounts(game.ledger, player_index, month, day=game.rules.payday).entries:
        if step.entry.seq >= settled:
            break
        sign = ("payday.line_in" if step.cash > 0
                else "payday.line_out" if step.cash < 0 else "payday.line_move")
        lines.append(t(sign, lang, reason=reason_name(step.entry.reason, lang),
                       amount=money(step.entry.amount, currency, lang)))
    return lines
