"""Real-life rule settings: where the board game rewards what real life punishes, a setting
(off by default) makes the decision behave as in real life. Each test states the real rule and
its source, as the edition's rules data records them (`Rules.real_life`), and plays it from a
position through the public API."""
import payday
from payday import Act, Ask, PlayerPosition, PlayerSpec, Position
from payday.engine.ledger import Reason
from payday.lab.settings import check, setting

from tests.support.editions.pay_day import mail_then_payday, to_payday
from tests.support.games import answer


def real(variant, name):
    found = [r for r in payday.rules_of(variant).real_life if r.setting == name]
    assert len(found) == 1 and found[0].why and found[0].source
    return found[0]


def lottery_game(**rules):
    """Ann rolls a 1 onto the Lottery (day 6); Ben and Cy are behind her."""
    start = Position(players=(PlayerPosition(day=5), PlayerPosition(day=2), PlayerPosition(day=3)),
                     rolls={"move/0": (1,), "lottery/0": (4,)})
    game = payday.new_game("payday", ["Ann", "Ben", "Cy"], months=1, seed=1,
                           rules=rules or None, start=start)
    answer(game, Act.ROLL)
    assert game.pending.kind is Ask.LOTTERY and game.pending.player == 0
    answer(game, Act.JOIN, 4)
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    return game


def test_a_real_lottery_is_paid_by_its_stakes_alone_and_the_house_keeps_half():
    """Pennsylvania Lottery Pick 3, 2024: a $1 straight bet pays $500 at odds of 1 in 1,000, so
    it returns about $0.50 per $1 staked, and nobody antes for the players. With those settings
    (`lottery_bank_ante` 0, `lottery_house_share_pct` 50) Ann, the only entrant, stakes $100
    and gets $50 back; under the rulebook ("The Bank antes up $1,000") she wins $1,100."""
    assert "Pick 3" in real("payday", "lottery_house_share_pct").source
    assert real("payday", "lottery_house_share_pct").value == 50
    assert real("payday", "lottery_bank_ante").value == 0
    in_the_game = lottery_game()
    assert in_the_game.cash(in_the_game.players[0]) == 3500 - 100 + 1100
    in_real_life = lottery_game(**payday.rules_of("payday").real_rules(
        "lottery_bank_ante", "lottery_house_share_pct"))
    assert in_real_life.cash(in_real_life.players[0]) == 3500 - 100 + 50
    kept = [e for e in in_real_life.ledger if e.reason is Reason.POT_RETURNED]
    assert [e.amount for e in kept] == [50]
    assert payday.rules_of("payday").lottery_house_share_pct == 0     # off by default


def lone_draw(first_roll, **rules):
    """Ann alone in the lottery on 4; the draw's first roll is `first_roll`, then a 4."""
    start = Position(players=(PlayerPosition(day=5), PlayerPosition(day=2), PlayerPosition(day=3)),
                     rolls={"move/0": (1,), "lottery/0": (first_roll, 4)})
    game = payday.new_game("payday", ["Ann", "Ben", "Cy"], months=1, seed=1, rules=rules or None,
                           start=start)
    answer(game, Act.ROLL)
    answer(game, Act.JOIN, 4)
    answer(game, Act.PASS)
    answer(game, Act.PASS)
    return game


def test_a_real_draw_is_one_roll_that_can_lose_every_stake():
    """Pennsylvania Lottery Pick 3, 2024: one draw, and a ticket whose number is not drawn pays
    nothing. With `lottery_until_winner` False the die is rolled once: Ann alone on 4, a 2 comes
    up, and her $100 stake goes to the house; the rulebook ("keep rolling until somebody wins!")
    rolls again until the 4 and pays her the pot."""
    rule = real("payday", "lottery_until_winner")
    assert rule.value is False and "Pick 3" in rule.source
    assert payday.rules_of("payday").lottery_until_winner is True       # the rulebook's by default
    once = lone_draw(2, lottery_until_winner=False)
    assert once.cash(once.players[0]) == 3500 - 100
    assert [e.amount for e in once.ledger if e.reason is Reason.POT_RETURNED] == [1100]
    assert [e.key for e in once.events if e.key.startswith("lottery_")][-1] == "lottery_nobody"
    until = lone_draw(2)
    assert until.cash(until.players[0]) == 3500 - 100 + 1100
    hit = lone_draw(4, lottery_until_winner=False)      # one roll that comes up: she wins it
    assert hit.cash(hit.players[0]) == 3500 - 100 + 1100


def test_a_charge_card_paid_in_full_by_the_due_date_costs_no_interest():
    """US Credit CARD Act of 2009 and Regulation Z (12 CFR 1026.54): a balance paid in full
    within the grace period is charged no interest. Pay Day's own setting
    `monster_interest_on_full_payment` False is exactly that rule: the $2,500 Monster Charge
    paid in full at Pay Day costs $2,500, not $2,750."""
    rule = real("payday", "monster_interest_on_full_payment")
    assert rule.value is False and "Regulation Z" in rule.source
    for rules, paid in (({}, 2500 + 250), ({"monster_interest_on_full_payment": False}, 2500)):
        game = mail_then_payday("pd.monster.02", **rules)
        to_payday(game)
        answer(game, Act.PAY_ALL)
        charged = [e.amount for e in game.ledger
                   if e.reason in (Reason.CARD_CHARGE, Reason.CARD_INTEREST)]
        assert sum(charged) == paid


def test_an_unsold_acquisition_counts_at_a_forced_sale_s_discount():
    """IAS 2, paragraph 9, and the French Plan comptable général, article 214-6: goods count at
    the lower of cost and net realisable value. With `unsold_value_pct` 50, the piano (price
    1,050, real value 1,800) still held at the end counts 900 in net worth, less than it cost;
    under the rulebook (« la valeur réelle de ses acquisitions ») it counts 1,800."""
    rule = real("bonne-paye", "unsold_value_pct")
    assert rule.value == 50 and "IAS 2" in rule.source
    start = Position(players=(PlayerPosition(day=3, deals=("bp.acq.b01",)), PlayerPosition(day=1)))
    worths = []
    for rules in (None, {"unsold_value_pct": 50}):
        game = payday.new_game("bonne-paye", ["Ann", PlayerSpec("Ben", "cautious")], months=1,
                               seed=1, rules=rules, start=start)
        worths.append(game.net_worth(game.players[0]) - game.cash(game.players[0]))
    assert worths == [1800, 900]


def test_the_money_lab_offers_each_real_life_setting_with_its_real_value():
    """Each real-life setting is a lab setting, its real value within its range and named."""
    from payday import i18n
    for variant in ("payday", "bonne-paye"):
        for rule in payday.rules_of(variant).real_life:
            offered = setting(variant, rule.setting)
            assert offered.real == rule.value
            assert check(variant, {rule.setting: rule.value}) == {rule.setting: rule.value}
            for lang in ("en", "fr", "zh-TW"):
                assert i18n.t(f"lab.setting.{rule.setting}", lang) != f"lab.setting.{rule.setting}"
