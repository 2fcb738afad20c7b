"""Events say who did what, by declaration: every event of many seeded games is declared with
exactly its fields, and every event and decision reads in English, French and Chinese with each
player named, no seat number standing for a player, no English left in a French or Chinese
sentence, and no message key or placeholder left in the text.

The number of games per edition is PAYDAY_TELLING_GAMES (6 by default)."""
from __future__ import annotations

import os
import re
from functools import cache

import pytest

from payday import i18n, new_game
from payday.players.styles import make_bot
from payday.engine.events import DECISION_FIELDS, EVENTS, Field, check
from payday.engine.game import PlayerSpec
from payday.i18n.catalog import catalog
from payday.i18n.describe import decision_facts
from payday.editions import EDITIONS

from tests.support.games import play_checked

GAMES = int(os.environ.get("PAYDAY_TELLING_GAMES", "6"))
NAMES = ("Ada", "Bo", "Cy", "Dee")           # no digit in a name: a digit is never a player
STYLES = ("random", "saver", "borrower", "deal_hunter", "cautious")
CJK = re.compile(r"[\u3400-\u9fff]")
LEFT_OVER = re.compile(r"[{}\[\]]|\b[a-z]+_[a-z_]+\b|\b(event|ask|act|option|square|reason)\.[a-z]")


@cache
def played(variant: str, seed: int):
    """A seeded game between computer players, named so that no name holds a digit."""
    players = min(len(NAMES), EDITIONS[variant].edition_rules.max_players)
    specs = [PlayerSpec(NAMES[i], STYLES[(seed + i) % len(STYLES)]) for i in range(players)]
    game = new_game(variant, specs, months=3, seed=seed)
    bots = {i: make_bot(spec.bot, seed, i) for i, spec in enumerate(specs)}
    decisions = []
    original = game.decide

    def decide(option):
        decisions.append(game.pending)
        original(option)
    game.decide = decide
    play_checked(game, bots)
    return game, decisions


GAMES_TO_TELL = [(v, seed) for v in sorted(EDITIONS) for seed in range(GAMES)]


# ------------------------------------------------------------------ the declaration
@pytest.mark.parametrize("variant, seed", GAMES_TO_TELL)
def test_every_event_emitted_is_declared_with_exactly_its_fields(variant, seed):
    """"Declare each event kind's fields (which are players, amounts, cards, days) once":
    every event of the game has a declaration, carries every field it declares (but those
    declared optional) and no other, each of the declared kind."""
    game, decisions = played(variant, seed)
    problems = []
    for event in game.events:
        problems += check(event.key, event.data)
        kinds = EVENTS[event.key].fields if event.key in EVENTS else {}
        for name, value in event.data.items():
            kind = kinds.get(name)
            if value is None:
                continue
            if kind is Field.PLAYER:
                ok = type(value) is int and 0 <= value < len(game.players)
            elif kind in (Field.CARD,):
                ok = value in game.cards
            elif kind is Field.CARDS:
                ok = all(c in game.cards for c in value)
            elif kind is Field.PLAYERS:
                ok = all(type(v) is int and 0 <= v < len(game.players) for v in value)
            elif kind in (Field.MONEY, Field.COUNT, Field.MONTH, Field.DAY):
                ok = type(value) is int and value >= 0
            elif kind in (Field.DIE, Field.NUMBER):
                ok = type(value) is int and 0 <= value <= 6
            elif kind is Field.FLAG:
                ok = type(value) is bool
            else:
                ok = isinstance(value, str)
            if not ok:
                problems.append(f"{event.key}.{name} = {value!r} is not a {kind}")
    for decision in decisions:
        problems += [f"decision {decision.kind}: field {name!r} is not declared"
                     for name in decision_facts(decision.info) if name not in DECISION_FIELDS]
    assert sorted(set(problems)) == []


def test_every_event_key_in_the_engine_source_is_declared():
    """Events a seeded game seldom emits are declared too: every key passed to `say` or
    `say_paid` in the engine and the editions (and every declaration is used somewhere)."""
    from pathlib import Path

    import payday
    root = Path(payday.__file__).parent
    source = "\n".join(p.read_text(encoding="utf-8")
                       for folder in ("engine", "editions") for p in (root / folder).rglob("*.py"))
    said = set(re.findall(r"\bsay\(\s*[\"']([a-z_]+)[\"']", source))
    said |= set(re.findall(r"\bsay_paid\(\s*[\w.]+,\s*(?:key|[\"']([a-z_]+)[\"'])", source)) - {""}
    said |= set(re.findall(r"[\"']([a-z_]+)[\"'],\s*prize=", source))     # pick_numbers' event
    said |= {k for k in re.findall(r"[\"'](paid_bank|paid_pot)[\"']", source)}
    assert sorted(said - set(EVENTS)) == []
    assert sorted(set(EVENTS) - said) == []


def test_every_declared_event_has_a_sentence_in_every_language():
    missing = [key for key in EVENTS for lang in i18n.LANGUAGES
               if not (catalog().get(f"event.{key}") or {}).get(lang)]
    assert missing == []


# ------------------------------------------------------------------ the telling
@cache
def english_only_words() -> frozenset[str]:
    """Words of the English texts that no French text uses: such a word in a French sentence
    is English left untranslated."""
    def words(lang):
        found = set()
        for entry in catalog().values():
            text = re.sub(r"\{[^}]*\}", " ", entry.get(lang, ""))
            found |= {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ']{3,}", text)}
        return found
    return frozenset(words("en") - words("fr"))


def problems_in(line: str, lang: str, names: list[str], what: str) -> list[str]:
    """What is wrong with one sentence: a player who should be named and is not, a seat
    number, English in a French or Chinese sentence, a key or placeholder left."""
    found = []
    for name in names:
        if name not in line:
            found.append(f"{what} [{lang}] does not name {name}: {line}")
    if LEFT_OVER.search(line):
        found.append(f"{what} [{lang}] has a key or placeholder left: {line}")
    if re.search(r"\bp\d\b", line):
        found.append(f"{what} [{lang}] names a seat: {line}")
    doubled = re.search(r"(?i)\b(\w{3,})\W+\1\b|帳單」帳單|卡」卡", line)
    if doubled:
        found.append(f"{what} [{lang}] says a word twice ({doubled.group(0)}): {line}")
    # "Ada draws a Acquisition card": English's article before a vowel
    wrong_article = re.search(r"\ba [AEIOU][a-z]", line) if lang == "en" else None
    if wrong_article:
        found.append(f"{what} [{lang}] has 'a' before a vowel ({wrong_article.group(0)}): {line}")
    bare = line
    for name in NAMES:
        bare = bare.replace(name, " ")
    if lang == "zh-Hant":
        # Acronyms written in capitals are Chinese usage too (KTV, 卡拉OK, US$).
        english = re.findall(r"[A-Za-z]*[a-z][A-Za-z]*", bare)
        if english or (bare.strip() and not CJK.search(bare)):
            found.append(f"{what} [{lang}] has English in it ({english}): {line}")
    elif lang == "fr":
        english = [w for w in re.findall(r"[A-Za-zÀ-ÿ']{3,}", bare)
                   if w.lower() in english_only_words()]
        if english:
            found.append(f"{what} [{lang}] has English in it ({english}): {line}")
    return found


# Events whose player is only the occasion (the lander whose roll nobody won): the sentence
# says what happened, not to whom.
IMPERSONAL = frozenset({"lottery_nobody", "lottery_void", "lucky_draw_missed", "radio_nobody",
                        "auction_unsold", "lucky_draw_void"})


def named(game, player, data: dict, kinds) -> list[str]:
    """The names a sentence about this must hold: its player and every player field."""
    seats = [player] + [value for name, value in data.items() if kinds.get(name) is Field.PLAYER]
    return [game.players[s].name for s in seats if type(s) is int and 0 <= s < len(game.players)]


@pytest.mark.parametrize("variant, seed", GAMES_TO_TELL)
def test_every_event_and_decision_reads_in_every_language(variant, seed):
    """"A test tells every event of many games in all three languages and fails on a digit
    standing for a player, an English word in a French or Chinese sentence, or a missing
    name"; the decisions a player reads are told the same way."""
    game, decisions = played(variant, seed)
    problems: list[str] = []
    for lang in i18n.LANGUAGES:
        for event in game.events:
            line = i18n.describe_event(game, event, lang)
            kinds = EVENTS[event.key].fields if event.key in EVENTS else {}
            plain = i18n.humanise(event.key)
            if plain in line and not i18n.has(f"event.{event.key}"):
                problems.append(f"event {event.key} [{lang}] has no sentence: {line}")
            who = None if event.key in IMPERSONAL else event.player
            problems += problems_in(line, lang, named(game, who, event.data, kinds),
                                    f"event {event.key}")
        for decision in decisions[:: max(1, len(decisions) // 300)]:
            line = i18n.describe_decision(game, decision, lang)
            problems += problems_in(line, lang,
                                    named(game, decision.player, decision_facts(decision.info),
                                          DECISION_FIELDS),
                                    f"decision {decision.kind}")
            for option in decision.options:
                label = i18n.describe_option(game, option, lang, decision)
                problems += problems_in(label, lang, [], f"option {option.act}")
    assert sorted(set(problems))[:40] == []


def sample(game, kind: Field, seat: int):
    """A value of this kind that fits the game, for telling an event nobody happened to emit."""
    board, cards = game.rules.board, sorted(game.cards)
    return {Field.PLAYER: seat, Field.PLAYERS: [seat, (seat + 1) % len(game.players)], Field.MONEY: 1234, Field.CARD: cards[0], Field.CARDS: cards[:2],
            Field.DAY: 5, Field.SQUARE: board[5].kind.value, Field.DIE: 4, Field.NUMBER: 3,
            Field.NUMBERS: [2, 5], Field.COUNT: 2, Field.MONTH: 2, Field.FACE: "bonus",
            Field.DECK: min(game.decks), Field.PURPOSE: "move", Field.REASON: "bill",
            Field.FLAG: True}[kind]


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_every_declared_event_reads_in_every_language_from_its_declaration(variant):
    """Events that seeded games seldom emit (an elimination, a bank buy-back) are told too:
    each declared event, its fields filled with values of their declared kinds (and again
    with its nullable fields None and its optional fields left out), reads in every language
    with every player named."""
    from payday.engine.state import Event
    game = new_game(variant, list(NAMES[:3]), months=1, seed=1)
    problems = []
    for key, kind in EVENTS.items():
        seats = iter(range(1, 10))
        full = {name: sample(game, f, next(seats) % 3 if f is Field.PLAYER else 0)
                for name, f in kind.fields.items()}
        bare = {name: (None if name in kind.nullable else value) for name, value in full.items()
                if name not in kind.optional}
        for data in (full, bare):
            player = None if key == "game_over" else 0
            who = None if key in IMPERSONAL else player
            for lang in i18n.LANGUAGES:
                line = i18n.describe_event(game, Event(0, player, key, data), lang)
                problems += problems_in(line, lang, named(game, who, data, kind.fields),
                                        f"event {key}")
    assert sorted(set(problems)) == []
