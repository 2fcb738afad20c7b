"""Each rule setting declares itself (`payday.engine.rules.declare`): its unit, its range and
its words, and its real-life value where the game rewards what real life punishes. The money
lab, the papers, the what-if and the check of a game file's settings read the declarations, so
a new setting is one field with its declaration: nothing is guessed from its name."""
from __future__ import annotations

import dataclasses

import pytest

from payday import EDITIONS, i18n, rules_of
from payday.engine.rules import Declared, RealRule, SettingRefused, Unit
from payday.lab.settings import check, settings as lab_settings

PLAIN = (int, str, bool, "int", "str", "bool")


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_every_setting_of_every_edition_declares_its_unit_and_money_its_range(variant):
    """Every field a game file or a teacher may change (a number, a word or a flag, the
    edition's name apart) has a declaration with a unit; a number has a range holding the
    edition's value, a money setting a range wider than one value, a choice its words (the
    value first), a flag or a word nothing more."""
    rules = rules_of(variant)
    plain = {f.name for f in dataclasses.fields(rules) if f.type in PLAIN and f.name != "variant"}
    declared = rules.settings()
    assert set(declared) == plain == rules.overridable()
    for name, found in declared.items():
        value = getattr(rules, name)
        assert isinstance(found, Declared) and isinstance(found.unit, Unit), name
        if found.number:
            assert type(value) is int and found.low <= value <= found.high and found.step >= 1, name
        if found.unit is Unit.MONEY:
            assert found.low < found.high, name
        if found.unit is Unit.FLAG:
            assert type(value) is bool, name
        if found.unit is Unit.CHOICE:
            assert found.choices[0] == value and len(found.choices) > 1, name
        else:
            assert found.choices == (), name
    rules.check({name: getattr(rules, name) for name in declared})    # its own values pass


def test_a_setting_means_the_same_in_every_edition_that_has_it():
    """A name has one unit wherever it appears (the pages write it by name)."""
    units: dict[str, set[Unit]] = {}
    for variant in EDITIONS:
        for name, found in rules_of(variant).settings().items():
            units.setdefault(name, set()).add(found.unit)
    assert {name: found for name, found in units.items() if len(found) > 1} == {}


def test_a_shared_money_setting_scales_with_the_editions_own_value():
    """Money every edition has (the salary, the start money, the loan unit) goes up to four
    times the edition's own amount, so each currency gets a range of its scale."""
    for variant in EDITIONS:
        rules = rules_of(variant)
        for name in ("salary", "start_cash", "loan_unit"):
            assert rules.declared(name).high == 4 * getattr(rules, name), (variant, name)


def test_the_real_life_values_are_declared_beside_their_settings_and_lie_in_their_ranges():
    """`Rules.real_life` is read from the declarations; each real value is one its setting may
    take, and the lab offers it."""
    seen = 0
    for variant in EDITIONS:
        rules = rules_of(variant)
        for rule in rules.real_life:
            assert isinstance(rule, RealRule) and rule.why and rule.source
            assert rules.declared(rule.setting).real is not None
            rules.check({rule.setting: rule.value})
            assert lab_settings(variant)[rule.setting].real == rule.value
            assert check(variant, {rule.setting: rule.value})
            seen += 1
    assert seen == 5


@pytest.mark.parametrize("change, words", [
    ({"salary": 10**300}, "the setting salary goes from 0 to 14000, not 1000"),
    ({"salary": "3500"}, "the setting salary is a whole number, not '3500'"),
    ({"salary": 3500.0}, "the setting salary is a whole number, not 3500.0"),
    ({"shared_win": 1}, "the setting shared_win is true or false, not 1"),
    ({"jackpot_on_six": "never"}, "the setting jackpot_on_six is one of move, any, not 'never'"),
    ({"currency": "U$D" * 30}, "the setting currency cannot be"),
    ({"no_such_rule": 1}, "payday has no setting named 'no_such_rule'"),
])
def test_a_value_a_setting_cannot_take_is_refused_naming_the_setting(change, words):
    with pytest.raises(SettingRefused) as refused:
        rules_of("payday").check(change)
    assert str(refused.value).startswith(words) and len(str(refused.value)) < 120
    assert refused.value.values["setting"] == next(iter(change))


def test_every_setting_has_a_name_and_every_choice_and_real_life_setting_words_in_three_languages():
    """The catalogs hold, for each declared setting of each edition, its name (`lab.setting.`),
    each of a choice's words (`lab.choice.`), and for a real-life setting its phrase in the
    what-if (`whatif_real.setting.`), in English, French and Traditional Chinese."""
    words = i18n.catalog()
    wanted = set()
    for variant in EDITIONS:
        for name, found in rules_of(variant).settings().items():
            wanted.add(f"lab.setting.{name}")
            wanted |= {f"lab.choice.{name}.{word}" for word in found.choices}
            if found.real is not None:
                wanted.add(f"whatif_real.setting.{name}")
    missing = [(key, lang) for key in sorted(wanted) for lang in i18n.LANGUAGES
               if not words.get(key, {}).get(lang, "").strip()]
    assert missing == []
