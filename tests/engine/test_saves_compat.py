"""Saved games outlive rule changes ("No stored game may stop replaying").

tests/engine/saves/ holds games saved by the workbook before rule changes (written by
tests/engine/saves/generate.py from main at the commit each file names), with the final state
each had: `<edition>-<n>.json` from before rules version 2 (save format 1, no rules version),
`<edition>-f43a151-<n>.json` from main at f43a151, before the rulebooks were read once more
(La Bonne Paye's rules version 4, 我愛發薪日's version 3). Each must load under
today's rules and replay to that same state: a save records its rules version, and an older one
replays with the settings it was played under.
"""
import json
from pathlib import Path

import pytest

import payday
from payday import CorruptSave
from payday.engine import saves
from tests.support.games import final_state

HERE = Path(__file__).parent / "saves"
FIXTURES = sorted(HERE.glob("*.json"))
F43A151 = [path for path in FIXTURES if "-f43a151-" in path.name]


@pytest.mark.parametrize("paths", [[p for p in FIXTURES if p not in F43A151], F43A151],
                         ids=("format-1", "f43a151"))
def test_there_are_saves_of_every_edition(paths):
    variants = {json.loads(path.read_text(encoding="utf-8"))["save"]["variant"] for path in paths}
    assert variants == set(payday.EDITIONS)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_a_save_written_before_the_rule_changes_replays_to_the_same_game(path):
    fixture = json.loads(path.read_text(encoding="utf-8"))
    save = fixture["save"]
    if path in F43A151:     # as main at f43a151 wrote it: format 2, with its rules version
        assert save["version"] == 2
        played = save["rules_version"]
    else:                   # as main wrote it before rules had versions
        assert save["version"] == 1 and "rules_version" not in save
        played = 1
    game = payday.load_game(json.dumps(save))
    assert final_state(game) == fixture["final"]
    # It was played under the rules version it records, and saying so again keeps it that way.
    rules = payday.rules_of(save["variant"])
    for setting, then in rules.settings_before(played).items():
        assert getattr(game.rules, setting) == then
    again = payday.load_game(game.to_json())
    assert final_state(again) == fixture["final"]


def replayed_under_today_s_rules(fixture):
    save = dict(fixture["save"], version=saves.VERSION,
                rules_version=payday.rules_of(fixture["save"]["variant"]).version)
    try:
        return final_state(payday.load_game(json.dumps(save)))
    except CorruptSave:
        return None


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_the_same_decisions_under_today_s_rules_are_another_game(variant):
    """The rule changes matter to these saves: read with today's settings, the decisions of at
    least one save of each edition do not fit or lead elsewhere, which is why the version is
    recorded."""
    fixtures = [json.loads(path.read_text(encoding="utf-8")) for path in FIXTURES]
    mine = [f for f in fixtures if f["save"]["variant"] == variant]
    assert any(replayed_under_today_s_rules(f) != f["final"] for f in mine)


def test_a_save_records_its_rules_version_and_a_newer_one_than_known_is_refused():
    game = payday.new_game("payday", ["Ada", "Bo"], seed=3)
    data = json.loads(game.to_json())
    assert data["version"] == 2 and data["rules_version"] == game.rules.version == 2
    data["rules_version"] = 99
    with pytest.raises(CorruptSave) as error:
        payday.load_game(json.dumps(data))
    assert error.value.key == "save.settings_damaged"
    data["rules_version"] = "2"
    with pytest.raises(CorruptSave):
        payday.load_game(json.dumps(data))


def test_a_setting_the_save_itself_gives_wins_over_the_old_default():
    """A teacher's own setting, saved with the game, is the setting it was played under."""
    game = payday.new_game("payday", ["Ada", "Bo"], seed=3,
                           rules={"monster_interest_on_full_payment": True})
    data = json.loads(game.to_json())
    data["version"] = 1
    del data["rules_version"]
    assert payday.load_game(json.dumps(data)).rules.monster_interest_on_full_payment is True
