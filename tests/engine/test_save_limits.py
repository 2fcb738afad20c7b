"""Oversized games. A saved game holds at most the decisions of its
`decision_limit` (far above the longest of 10,000 simulated games, benchmarks/game_length.py),
and a replay that runs past its time limit is given up; both are told in the reader's language.
The limit is tested by counting, never by timing."""
from __future__ import annotations

import itertools
import json

import pytest

import payday
from payday import Act, CorruptSave
from payday.engine import saves
from payday.i18n import LANGUAGES, number, t
from payday.i18n.errors import describe_error


def deposits(n: int) -> payday.Game:
    """Ada's first turn spent on `n` one-euro deposits (a free action, as often as she likes)."""
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], months=1, seed=1)
    for _ in range(n):
        game.decide(game.pending.find(Act.DEPOSIT).with_amount(1))
    return game


def test_a_save_with_more_decisions_than_any_real_game_is_refused_before_its_replay():
    """"A 4.9 MB save held 350,001 €1 deposits ... Cap decisions per game": a two-player game of
    one month keeps up to 1,200 decisions and loads; one more is refused with the numbers, in
    every language."""
    limit = saves.decision_limit(2, 1)
    assert limit == 1200 and saves.decision_limit(6, 120) == saves.MAX_DECISIONS
    game = deposits(limit)
    assert len(payday.load_game(game.to_json()).history) == limit
    data = json.loads(game.to_json())
    data["decisions"].append(data["decisions"][-1])
    with pytest.raises(CorruptSave) as refused:
        payday.load_game(json.dumps(data))
    assert refused.value.key == "save.too_many_decisions"
    for lang in LANGUAGES:
        assert describe_error(refused.value, lang) == t(
            "save.too_many_decisions", lang, decisions=number(limit + 1, lang),
            limit=number(limit, lang))


def test_a_replay_past_its_time_limit_is_given_up_with_a_message(monkeypatch):
    """"Replay within a time limit and tell the user": a clock that ticks once per look and a
    limit of 40 ticks stop the replay of a 100-decision game partway, with a message."""
    ticks = itertools.count()
    monkeypatch.setattr(saves, "replay_clock", lambda: next(ticks))
    monkeypatch.setattr(saves, "REPLAY_SECONDS", 40)
    text = deposits(100).to_json()
    with pytest.raises(CorruptSave) as stopped:
        payday.load_game(text)
    assert stopped.value.key == "save.too_slow"
    assert stopped.value.values["number"] < 100
    assert describe_error(stopped.value, "fr") == t("save.too_slow", "fr", seconds=40)
    assert len(payday.load_game(text, within=1_000).history) == 100, "given the time, it loads"
