"""Each edition declares what it has (`rules.features`), and the declaration matches the
edition's board, decks and play; a setting that switches a feature changes the declaration.
Views, bots, frames and charts ask the declaration instead of probing attributes."""
from __future__ import annotations

import pytest

import payday
from payday import Act
from payday.analysis.charts import withdrawal_cost
from payday.engine.board import SquareKind
from payday.engine.cards import CardKind
from payday.engine.features import Feature
from payday.ui.app.session import Session
from payday.ui.app.views import App

from tests.support.games import bots_game

EDITIONS = sorted(payday.EDITIONS)


def offered_acts(variant: str, seeds=range(1, 6)) -> set[Act]:
    """Every act offered in a few seeded games of computer players."""
    seen: set[Act] = set()
    for seed in seeds:
        game, bots = bots_game(variant, seed, months=2, styles=("saver", "deal_hunter", "random"))
        while game.pending is not None:
            seen |= {o.act for o in game.pending.options}
            game.decide(bots[game.pending.player].choose(game, game.pending))
    return seen


@pytest.mark.parametrize("variant", EDITIONS)
def test_the_declared_features_match_the_editions_board_decks_and_play(variant):
    rules = payday.rules_of(variant)
    squares = {square.kind for square in rules.board}
    kinds = {card.kind for cards in rules.decks.values() for card in cards}
    acts = offered_acts(variant)
    has = rules.features.__contains__
    assert has(Feature.LOTTERY) == (SquareKind.LOTTERY in squares)
    assert has(Feature.LUCKY_DRAW) == (SquareKind.LUCKY_DRAW in squares)
    assert has(Feature.YARD_SALE) == (SquareKind.YARD_SALE in squares)
    assert has(Feature.CHARGE_CARDS) == (CardKind.MONSTER_CHARGE in kinds)
    assert has(Feature.INSURANCE) == (CardKind.INSURANCE in kinds)
    assert has(Feature.BETS) == (CardKind.BET in kinds)
    assert has(Feature.KEPT_EVENTS) == (CardKind.NOT_TODAY in kinds)
    assert has(Feature.SAVINGS) == (Act.DEPOSIT in acts)
    assert has(Feature.GREEN_DIE) == (Act.ROLL_BOTH in acts)


def test_a_setting_that_switches_a_feature_changes_the_declaration():
    """"borrow_at_payday" (La Bonne Paye) and "unsold_deals_worthless" (Pay Day) are settings:
    the features follow a teacher's variant."""
    assert Feature.PAYDAY_LOANS not in payday.rules_of("bonne-paye").features
    assert Feature.PAYDAY_LOANS in payday.rules_of("bonne-paye", {"borrow_at_payday": True}).features
    assert Feature.DEALS_LOST_AT_END in payday.rules_of("payday").features
    assert Feature.DEALS_LOST_AT_END not in payday.rules_of(
        "payday", {"unsold_deals_worthless": False}).features
    assert Feature.DEALS_LOST_AT_END in payday.rules_of("payday-auction").features


@pytest.mark.parametrize("variant", EDITIONS)
def test_the_panels_show_a_savings_column_only_where_the_edition_has_a_savings_book(variant):
    app = App(variant=variant, lang="en", seed=3, pace=0)
    app.begin(Session(variant, [("Ada", None), ("Bo", "saver")], seed=3))
    has_savings = Feature.SAVINGS in app.session.game.rules.features
    assert ('class="pd-savings-0"' in app.panels_html()) == has_savings


@pytest.mark.parametrize("variant", EDITIONS)
def test_the_cost_of_a_withdrawal_is_asked_only_of_an_edition_with_savings(variant):
    rules = payday.rules_of(variant)
    if Feature.SAVINGS in rules.features:
        assert withdrawal_cost(rules, 500, 23).fee == rules.withdrawal_fee
    else:
        with pytest.raises(ValueError, match="no savings book"):
            withdrawal_cost(rules, 500, 23)
