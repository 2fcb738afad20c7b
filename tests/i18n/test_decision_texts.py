"""What a student reads of a decision stays word for word what it was: every decision of seeded
games of the three editions, its prompt and the label of each of its options, in English,
French and Chinese, against the texts recorded in `decision_texts.json` (written once from the
engine as it was when decisions still held their facts in a dict of names, before they became
typed records). A change of wording on purpose rewrites the file: `PAYDAY_REWRITE_TEXTS=1`.

The file keeps, for each game, a digest of what every kind of decision reads (which text at
which decision, so a failure names the kind of decision that changed), and the first prompt of
each kind in each language, to read."""
from __future__ import annotations

import hashlib
import json
import os
from functools import cache
from pathlib import Path
from typing import get_args

import pytest

from payday import i18n, new_game
from payday.engine.decisions import Info
from payday.engine.events import DECISION_FIELDS
from payday.engine.game import PlayerSpec
from payday.i18n.describe import decision_facts
from payday.players.play import seats

FIXTURE = Path(__file__).parent / "decision_texts.json"
STYLES = ("random", "saver", "borrower", "deal_hunter", "cautious")
NAMES = ("Ada", "Bo", "Cy", "Dee")
# (edition, seed, rule settings): three seeds of each edition, long enough that each kind of
# decision comes up (a Bonne Paye insolvency's auction at seed 3), and a Pay Day game whose yard
# sale may be declined (its face-down offer).
GAMES = [(variant, seed, ()) for variant in ("bonne-paye", "payday", "payday-auction")
         for seed in (1, 2, 3)] + [("payday", 4, (("yard_sale_optional", True),))]


def game_id(variant: str, seed: int, rules: tuple[tuple[str, object], ...]) -> str:
    return "/".join([variant, str(seed)] + [f"{name}={value}" for name, value in rules])


def asked(variant: str, seed: int, rules: tuple[tuple[str, object], ...]) -> tuple[object, ...]:
    """What every decision of one seeded game was about, in play order (see `rendered`)."""
    return tuple(info for info, _ in played(variant, seed, rules))


def rendered(variant: str, seed: int, rules: tuple[tuple[str, object], ...]
             ) -> dict[str, tuple[list[str], list[str]]]:
    """Every text a reader sees of every decision of one seeded game, by kind of decision: in
    play order, the prompt, then each option's label, in each language; and the prompts of
    the kind's first decision."""
    texts: dict[str, tuple[list[str], list[str]]] = {}
    for _, (kind, prompts, labels) in played(variant, seed, rules):
        lines, first = texts.setdefault(kind, ([], []))
        if not first:
            first += prompts
        for prompt, options in zip(prompts, labels):
            lines.append(prompt)
            lines += options
    return texts


@cache
def played(variant: str, seed: int, rules: tuple[tuple[str, object], ...]
           ) -> tuple[tuple[object, tuple[str, list[str], list[list[str]]]], ...]:
    """Each decision of one seeded game, read as it is pending: what it is about, its kind,
    its prompt in each language and its options' labels in each language."""
    specs = [PlayerSpec(NAMES[i], STYLES[(seed + i) % len(STYLES)]) for i in range(4)]
    game = new_game(variant, specs, months=3, seed=seed, rules=dict(rules) or None)
    bots = seats(game)
    found = []
    while game.pending is not None:
        decision = game.pending
        prompts = [i18n.describe_decision(game, decision, lang) for lang in i18n.LANGUAGES]
        labels = [[i18n.describe_option(game, option, lang, decision)
                   for option in decision.options] for lang in i18n.LANGUAGES]
        found.append((decision.info, (str(decision.kind), prompts, labels)))
        game.decide(bots[decision.player].choose(game, decision))
    return tuple(found)


def summary(texts: dict[str, tuple[list[str], list[str]]]) -> dict[str, object]:
    """Per kind of decision: how many texts, their digest, and the first prompt in each
    language."""
    return {kind: {"count": len(lines), "first": first,
                   "digest": hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()[:32]}
            for kind, (lines, first) in sorted(texts.items())}


@pytest.mark.parametrize("variant, seed, rules", GAMES,
                         ids=[game_id(*game) for game in GAMES])
def test_every_decision_reads_as_it_did(variant, seed, rules):
    """A decision's facts moved from a dict of names to typed records: its prompt and its
    options' labels read byte for byte as before, in every language."""
    key = game_id(variant, seed, rules)
    texts = rendered(variant, seed, rules)
    if os.environ.get("PAYDAY_REWRITE_TEXTS"):
        stored = json.loads(FIXTURE.read_text(encoding="utf-8")) if FIXTURE.exists() else {}
        stored[key] = summary(texts)
        FIXTURE.write_text(json.dumps(stored, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                           encoding="utf-8")
    assert summary(texts) == json.loads(FIXTURE.read_text(encoding="utf-8"))[key]


def test_the_games_read_every_kind_of_decision_facts():
    """The games above hold a decision about each kind of record a decision can carry (and
    decisions about nothing more than their options), so the test above reads them all; each
    record's facts go by names the sentences declare."""
    seen = {type(info) for game in GAMES for info in asked(*game)}
    assert seen == set(get_args(Info)) | {type(None)}
    for game in GAMES:
        for info in asked(*game):
            assert set(decision_facts(info)) <= set(DECISION_FIELDS), info
