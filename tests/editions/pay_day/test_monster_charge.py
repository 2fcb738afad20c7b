"""Pay Day, "Monster Charge": paid in full, or its 10% interest paid and the balance carried
into the next month; never in part; and paying in full costs the interest too ("Pay the
interest, or pay the interest plus the total charges", rules version 2). Each test quotes the
rulebook."""
import json

import pytest

import payday
from payday import Act, Ask, IllegalDecision, Option
from payday.editions.pay_day import RULES
from payday.engine.ledger import Reason

from tests.support.editions.pay_day import cash, entries, mail_then_payday, new, to_payday
from tests.support.games import answer


def test_a_monster_charge_is_paid_in_full_or_carried_with_10_percent_interest():
    """Monster Charge: "If you don't want to pay off the whole balance on Pay Day, you must
    pay the interest-10% of the total amount owed-then you can carry the balance over into the
    next month.\""""
    game = mail_then_payday(["pd.monster.02"], months=2)   # $2,500
    assert game.players[0].kept == [game.cards["pd.monster.02"]]
    to_payday(game)
    assert game.pending.kind is Ask.MONSTER_CHARGE
    assert game.pending.info.amount == 2500 and game.pending.info.interest == 250
    answer(game, Act.PAY_INTEREST)
    assert cash(game, 0) == 3500 + 3500 - 250
    # The interest has its own reason: it is not a payment of the balance.
    assert [e.amount for e in entries(game, Reason.CARD_INTEREST)] == [250]
    assert not entries(game, Reason.CARD_CHARGE)
    assert game.players[0].kept == [game.cards["pd.monster.02"]]      # carried over
    assert game.net_worth(game.players[0]) == 3500 + 3500 - 250 - 2500
    # The next month's Pay Day, with the balance carried.
    game = new(months=2, at={0: {"month": 2, "cash": 6750, "kept": ("pd.monster.02",)}},
               land=(0, 31))
    answer(game, Act.PAY_ALL)        # "pay the interest plus the total charges"
    assert [e.amount for e in entries(game, Reason.CARD_INTEREST)] == [250]
    assert [e.amount for e in entries(game, Reason.CARD_CHARGE)] == [2500]
    assert not game.players[0].kept


def test_a_monster_charge_may_not_be_paid_in_part():
    """"You may not pay part of the balance on Pay Day: Pay the interest, or pay the interest
    plus the total charges." The only choices are all of it or the interest."""
    game = mail_then_payday(["pd.monster.03"], months=2)
    to_payday(game)
    assert {o.act for o in game.pending.main_options()} == {Act.PAY_ALL, Act.PAY_INTEREST}
    before = len(game.ledger)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.PAY_ALL, 2000))
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 2000))
    assert len(game.ledger) == before and game.pending.kind is Ask.MONSTER_CHARGE


def test_monster_charge_interest_is_paid_on_the_total_of_all_charges_held():
    """"10% of the total amount owed": two cards make one balance."""
    game = mail_then_payday(["pd.monster.01", "pd.monster.03"], months=2)   # $1,000 + $4,000
    to_payday(game)
    assert game.pending.info.amount == 5000 and game.pending.info.interest == 500


def test_a_monster_charge_cannot_be_carried_past_the_last_pay_day():
    """Carrying is "into the next month"; at the last Pay Day the whole balance is paid
    (setting `monster_paid_off_at_end`), borrowing if short."""
    game = mail_then_payday(["pd.monster.03"], months=1, ann={"cash": 0})   # Ann has nothing
    to_payday(game)
    assert [o.act for o in game.pending.main_options()] == [Act.PAY_ALL]
    answer(game, Act.PAY_ALL)        # $400 interest, then the $4,000 balance
    assert game.pending.kind is Ask.RAISE_MONEY
    answer(game, Act.BORROW, 1000)
    assert game.players[0].retired and not game.players[0].kept
    assert cash(game, 0) == 100 and game.net_worth(game.players[0]) == -900


def card_charges(game):
    """What was paid for Monster Charges, interest and balance, in order."""
    return [e.amount for e in game.ledger if e.reason in (Reason.CARD_INTEREST, Reason.CARD_CHARGE)]


def test_you_may_not_pay_part_pay_the_interest_or_pay_the_interest_plus_the_total_charges():
    """"You may not pay part of the balance on Pay Day: Pay the interest, or pay the interest
    plus the total charges." Paying a Monster Charge in full costs its 10% interest too."""
    game = mail_then_payday("pd.monster.02")          # $2,500
    to_payday(game)
    assert game.pending.kind is Ask.MONSTER_CHARGE and game.pending.info.interest == 250
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
