"""Pay Day rules read again (issue 11, section 4). Each test quotes the rulebook
(003_689806cce0438b30.txt)."""
import json

import payday
from payday import Act, Ask, Reason
from payday.editions.pay_day import RULES
from tests.support.games import answer
from tests.support.editions.pay_day import mail_then_payday as _mail_then_payday, to_payday


def mail_then_payday(card, **rules):
    """Ann rolls a 1 onto Mail 22, which draws `card`, while the others rest on Found a Buyer
    squares; `to_payday` then takes her on to 26 and Pay Day (tests/editions/pay_day/test_rules.py)."""
    return _mail_then_payday([card], months=2, **rules)


def card_charges(game):
    """What was paid for Monster Charges, interest and balance, in order."""
    return [e.amount for e in game.ledger if e.reason in (Reason.CARD_INTEREST, Reason.CARD_CHARGE)]


def test_you_may_not_pay_part_pay_the_interest_or_pay_the_interest_plus_the_total_charges():
    """"You may not pay part of the balance on Pay Day: Pay the interest, or pay the interest
    plus the total charges." Paying a Monster Charge in full costs its 10% interest too."""
    game = mail_then_payday("pd.monster.02")          # $2,500
    to_payday(game)
    assert game.pending.kind is Ask.MONSTER_CHARGE and game.pending.info["interest"] == 250
    before = game.cash(game.players[0])
    answer(game, Act.PAY_ALL)
    assert card_charges(game) == [250, 2500]
    assert [e.reason for e in game.ledger][-2:] == [Reason.CARD_INTEREST, Reason.CARD_CHARGE]
    assert game.cash(game.players[0]) == before - 2750
    assert not game.players[0].kept


def test_the_interest_is_the_same_whether_the_balance_is_carried_or_paid():
    """"If you don't want to pay off the whole balance on Pay Day, you must pay the interest";
    and paying it off is "the interest plus the total charges": the interest is owed either way."""
    paid, carried = mail_then_payday("pd.monster.01"), mail_then_payday("pd.monster.01")
    for game, act in ((paid, Act.PAY_ALL), (carried, Act.PAY_INTEREST)):   # $1,000
        to_payday(game)
        answer(game, act)
    assert card_charges(paid)[0] == card_charges(carried)[0] == 100


def test_the_setting_gives_back_the_reading_of_rules_version_1():
    """`monster_interest_on_full_payment=False` is how the game was played before rules version
    2: paying in full costs the balance only."""
    game = mail_then_payday("pd.monster.02", monster_interest_on_full_payment=False)
    to_payday(game)
    answer(game, Act.PAY_ALL)
    assert card_charges(game) == [2500]


def test_the_change_is_recorded_with_its_old_value_and_the_choice_gives_the_rulebook_reading():
    assert RULES.version == 2
    assert RULES.settings_before(1) == {"monster_interest_on_full_payment": False}
    reasons = {c.setting: c.reason for c in RULES.choices}
    assert "interest plus the total charges" in reasons["monster_interest_on_full_payment"]
    assert "disagree" not in reasons["monster_interest_on_full_payment"]


def test_a_game_saved_before_the_change_loads_with_the_setting_it_was_played_under():
    """A save of rules version 1 (written before saves had a rules version) loads with the old
    setting, and saving it again keeps it (see tests/engine/test_saves_compat.py for replays)."""
    save = json.loads(payday.new_game("payday", ["Ann", "Ben"], months=2, seed=1).to_json())
    save["version"] = 1
    del save["rules_version"]
    loaded = payday.load_game(json.dumps(save))
    assert loaded.rules.monster_interest_on_full_payment is False
    again = json.loads(loaded.to_json())
    assert again["rules"] == {"monster_interest_on_full_payment": False}
    assert again["rules_version"] == 2
    assert payday.load_game(json.dumps(again)).rules.monster_interest_on_full_payment is False
    assert payday.new_game("payday", ["A", "B"]).rules.monster_interest_on_full_payment is True


def test_the_story_and_the_dashboard_count_the_interest_paid_with_the_balance():
    """The interest paid with the balance is told, and counted as interest paid."""
    from payday import i18n
    from payday.engine.accounts import accounts
    game = mail_then_payday("pd.monster.02")
    to_payday(game)
    answer(game, Act.PAY_ALL)
    paid = [e for e in game.events if e.key == "monster_paid"]
    assert [(e.data["amount"], e.data["interest"]) for e in paid] == [(2500, 250)]
    assert "$250" in i18n.describe_event(game, paid[0], "en")
    assert accounts(game.ledger, 0).interest_paid == 250      # what the dashboard shows
