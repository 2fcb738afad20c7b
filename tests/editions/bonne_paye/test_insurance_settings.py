"""La Bonne Paye's insurance as the managing-risk lesson needs it (issue 13): one policy per
kind, and premiums that are rule settings a teacher can change.

Rulebook: "Les cartes Médic'Assur et Assur'Auto sont des assurances : elles sont optionnelles
mais annulent, pour les premières, les honoraires des médecins ou, pour les secondes, les
factures de garagiste." One card of a kind already cancels every bill of that kind."""
import pytest

import payday
from payday import Act, Ask, Reason
from payday.engine.position import PlayerPosition, Position


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
    assert rules.version == 3
    assert rules.settings_before(2)["one_policy_per_kind"] is False


@pytest.mark.parametrize("premium", [450, 200, 0])
def test_the_premium_is_a_setting_a_teacher_can_change(premium):
    game = at_the_mail(rules={"medic_assur_price": premium})
    assert game.pending.kind is Ask.INSURANCE and game.pending.info["price"] == premium
    cash = game.cash(game.players[0])
    game.decide(game.pending.find(Act.BUY))
    assert cash - game.cash(game.players[0]) == premium
    paid = [e for e in game.ledger if e.reason is Reason.INSURANCE]
    assert sum(e.amount for e in paid) == premium


def test_a_negative_premium_is_refused():
    with pytest.raises(ValueError, match="medic_assur_price"):
        payday.new_game("bonne-paye", ["Ada", "Bo"], rules={"medic_assur_price": -1})
