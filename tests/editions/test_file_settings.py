"""A game file's rule settings are checked against each setting's declaration: a file with a
salary of 10**300 (which broke the class view) or a setting of the wrong kind is refused with a
message naming the setting and what it takes, in the reader's language, and nothing is
changed."""
from __future__ import annotations

import json

import pytest

import payday
from payday import i18n
from payday.engine.decisions import CorruptSave
from payday.i18n.errors import describe_error


def file_with(variant: str = "payday", **rules) -> str:
    data = json.loads(payday.new_game(variant, ["Ada", "Bo"], seed=3).to_json())
    data["rules"] = rules
    return json.dumps(data)


def refusal(text: str) -> CorruptSave:
    with pytest.raises(CorruptSave) as caught:
        payday.load_game(text)
    return caught.value


def test_a_salary_of_ten_to_the_300_is_refused_naming_the_setting_and_its_range_in_money():
    error = refusal(file_with(salary=10**300))
    assert error.key == "setting.money" and error.values["setting"] == "salary"
    assert "salary goes from 0 to 14000" in str(error)
    for lang in i18n.LANGUAGES:
        said = describe_error(error, lang)
        assert i18n.t("lab.setting.salary", lang) in said
        assert i18n.money(0, "USD", lang) in said and i18n.money(14_000, "USD", lang) in said
        assert "0000000000" not in said


@pytest.mark.parametrize("variant, rules, key, shown", [
    ("payday", {"salary": "lots"}, "setting.money", "lab.setting.salary"),
    ("bonne-paye", {"savings_rate_pct": 10**29}, "setting.number", "lab.setting.savings_rate_pct"),
    ("bonne-paye", {"last_deposit_day": 0}, "setting.number", "lab.setting.last_deposit_day"),
    ("payday", {"shared_win": "yes"}, "setting.flag", "lab.setting.shared_win"),
    ("payday-auction", {"repay_basis": "all"}, "setting.choice", "lab.choice.repay_basis.principal"),
    ("payday-auction", {"language": ["zh"]}, "setting.other", "lab.setting.language"),
    ("payday", {"withdrawal_fee": 150}, "setting.unknown", "lab.setting.withdrawal_fee"),
    ("payday", {"xyz": 1}, "setting.unknown", "xyz"),
])
def test_a_setting_of_the_wrong_kind_or_range_is_refused_in_three_languages(variant, rules, key, shown):
    error = refusal(file_with(variant, **rules))
    assert error.key == key
    for lang in i18n.LANGUAGES:
        said = describe_error(error, lang)
        assert i18n.t(shown, lang, default=shown) in said, (lang, said)
        assert said != describe_error(CorruptSave("x"), lang)


def test_settings_within_their_ranges_still_load_and_play_under_them():
    game = payday.load_game(file_with(salary=14_000, lottery_house_share_pct=50, shared_win=False))
    assert (game.rules.salary, game.rules.lottery_house_share_pct, game.rules.shared_win) == (14_000, 50, False)
