"""La Bonne Paye, "Les cartes Médic'Assur et Assur'Auto sont des assurances : elles sont
optionnelles mais annulent, pour les premières, les honoraires des médecins ou, pour les
secondes, les factures de garagiste. Mais attention, elles ne sont valables que durant le tour
où elles sont piochées." One card of a kind already cancels every bill of that kind, so one
policy per kind is sold; premiums are rule settings a teacher can change (the managing-risk
lesson). Each test quotes the rulebook."""
import pytest

import payday
from payday import Act, Ask
from payday.engine.ledger import Reason
from payday.engine.position import PlayerPosition, Position

from tests.support.editions.bonne_paye import QUIET, cash, entries, new, roll
from tests.support.games import acts, answer


def test_insurance_is_optional_and_cancels_doctor_bills_only_in_its_month():
    """"Les cartes Médic'Assur et Assur'Auto ... sont optionnelles mais annulent ... les
    honoraires des médecins ... elles ne sont valables que durant le tour où elles sont
    piochées.\""""
    # Day 27 draws two cards: a doctor's bill of 450 and Médic'Assur; a garage bill of 600
    # is already in hand.
    game = new(decks={"courrier": ["bp.mail.doc07", "bp.mail.medic01"]},
               at={0: {"day": 26, "bills": ("bp.mail.gar06",)}, 1: QUIET, 2: QUIET},
               rolls={"move/0": [1, 6], "move/1": [1], "move/2": [1]})
    roll(game, 0)
    assert game.pending.kind is Ask.INSURANCE and acts(game) >= {Act.BUY, Act.PASS}
    answer(game, Act.BUY)
    assert cash(game, 0) == 1500 - 450
    roll(game, 1), roll(game, 2), roll(game, 0)
    assert [e.amount for e in entries(game, Reason.BILL)] == [600]   # the doctor is covered
    assert not any(c.kind.value == "insurance" for c in game.players[0].kept)


def test_insurance_not_bought_is_discarded():
    game = new(decks={"courrier": ["bp.mail.auto01"]}, land=(0, 1))
    answer(game, Act.PASS)
    assert cash(game, 0) == 1500
    assert game.cards["bp.mail.auto01"] in game.decks["courrier"].discards


def test_assur_auto_cancels_garage_bills():
    """Assur'Auto cancels "les factures de garagiste"."""
    game = new(decks={"courrier": ["bp.mail.gar03", "bp.mail.auto01"]},   # day 27 draws two
               at={0: {"day": 26}, 1: QUIET, 2: QUIET},
               rolls={"move/0": [1, 6], "move/1": [1], "move/2": [1]})
    roll(game, 0)
    answer(game, Act.BUY)
    roll(game, 1), roll(game, 2), roll(game, 0)
    assert not entries(game, Reason.BILL)
    assert [e.data["amount"] for e in game.events if e.key == "bill_covered"] == [300]


def test_the_month_s_insurance_goes_back_under_the_deck_after_pay_day():
    """"elles ne sont valables que durant le tour où elles sont piochées": once Pay Day's debts
    are settled, the card leaves the hand."""
    game = new(at={0: {"kept": ("bp.mail.auto01",)}}, land=(0, 31))   # bought this month
    assert game.pending.kind is Ask.SAVINGS and not game.players[0].kept
    assert game.decks["courrier"].draw_pile[-1].id == "bp.mail.auto01"


def at_the_mail(kept=(), top=("bp.mail.medic02",), rules=None):
    """Ada on day 10 holding `kept`, rolling a 1 to the day-11 mail whose top card is `top`."""
    start = Position(players=(PlayerPosition(day=10, kept=tuple(kept)), PlayerPosition(day=8)),
                     rolls={"move/0": (1,)}, decks={"courrier": tuple(top)})
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], start=start, rules=rules)
    game.decide(game.pending.find(Act.ROLL))
    return game


def test_elles_annulent_les_honoraires_a_player_insured_is_not_sold_a_second_policy_of_the_kind():
    game = at_the_mail(kept=("bp.mail.medic01",))
    assert game.pending.kind is not Ask.INSURANCE
    assert [c.id for c in game.players[0].kept] == ["bp.mail.medic01"]
    assert not any(e.reason is Reason.INSURANCE for e in game.ledger)


def test_a_policy_of_another_kind_is_still_offered():
    game = at_the_mail(kept=("bp.mail.auto01",))
    assert game.pending.kind is Ask.INSURANCE


def test_the_old_rule_offered_the_second_policy():
    game = at_the_mail(kept=("bp.mail.medic01",), rules={"one_policy_per_kind": False})
    assert game.pending.kind is Ask.INSURANCE


def test_a_game_saved_before_the_change_replays_with_the_old_rule():
    rules = payday.rules_of("bonne-paye")
    assert rules.version >= 3          # version 4 (later readings of the rulebook) came later
    assert rules.settings_before(2)["one_policy_per_kind"] is False
    assert "one_policy_per_kind" not in rules.settings_before(3)


@pytest.mark.parametrize("premium", [450, 200, 0])
def test_the_premium_is_a_setting_a_teacher_can_change(premium):
    game = at_the_mail(rules={"medic_assur_price": premium})
    assert game.pending.kind is Ask.INSURANCE and game.pending.info.price == premium
    cash = game.cash(game.players[0])
    game.decide(game.pending.find(Act.BUY))
    assert cash - game.cash(game.players[0]) == premium
    paid = [e for e in game.ledger if e.reason is Reason.INSURANCE]
    assert sum(e.amount for e in paid) == premium


def test_a_negative_premium_is_refused():
    with pytest.raises(ValueError, match="medic_assur_price"):
        payday.new_game("bonne-paye", ["Ada", "Bo"], rules={"medic_assur_price": -1})
