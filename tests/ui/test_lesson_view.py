"""Lesson 03's computer table says what its own data shows ("Two experiments teach
the wrong conclusion from their own data"; "say plainly that the game's deals are priced to win,
unlike real investments")."""
from __future__ import annotations

import html
import re

import pytest

import payday
from payday import i18n
from payday.teaching.debrief import StyleMoney, computer_money
from payday.teaching.lessons import SCENARIOS
from payday.ui.shared.style_money import (priced_to_win, style_money_html, style_money_rows,
                                          style_money_summary)

GAMES = 10


@pytest.fixture(scope="module")
def saving_styles() -> list[StyleMoney]:
    return computer_money(SCENARIOS["03"], games=GAMES)


def test_la_bonne_payes_acquisitions_are_priced_to_win():
    """"Cases Vendez : le joueur peut vendre une de ses cartes Acquisition à la banque, au montant
    indiqué (“Valeur réelle”)": every acquisition's real value is above its price."""
    rules = payday.rules_of("bonne-paye")
    assert priced_to_win(rules)
    assert all(card.value > card.amount for card in rules.decks["acquisition"])


def test_deals_that_are_worth_nothing_unsold_at_the_end_are_no_sure_gain():
    """Pay Day: an unsold deal is worth nothing at the end, so the sentence is not said there."""
    from payday.engine.features import Feature
    rules = payday.rules_of("payday")
    assert Feature.DEALS_LOST_AT_END in rules.features
    assert not priced_to_win(rules)


def test_the_richest_styles_lead_comes_from_acquisitions_not_from_its_loans(saving_styles):
    """The data the lesson's sentence rests on: the richest style paid loan interest, and its
    acquisitions gained it more than its whole lead over the saver."""
    by_style = {row.style: row for row in saving_styles}
    richest, saver = max(saving_styles, key=lambda row: row.worth), by_style["saver"]
    assert richest.style in ("borrower", "deal_hunter")
    assert richest.interest_paid > 0 and richest.interest_earned == 0
    assert richest.worth - saver.worth < richest.deals_gain - saver.deals_gain
    assert saver.interest_earned > 0 and by_style["cautious"].interest_earned == 0


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_sentence_says_where_the_richest_styles_money_came_from(saving_styles, lang):
    rules = payday.rules_of("bonne-paye")
    said = style_money_summary(saving_styles, rules, lang)
    richest = max(saving_styles, key=lambda row: row.worth)
    money = lambda amount: i18n.money(round(amount), rules.currency, lang)   # noqa: E731
    assert i18n.t(f"app.style.{richest.style}", lang) in said
    tied = "_tied" if sum(row.worth == richest.worth for row in saving_styles) > 1 else ""
    prefix = "baseline.styles" if tied else "lesson.styles"     # the borrower and the deal hunter alike
    assert i18n.t(f"{prefix}.from_deals{tied}", lang, deals=money(richest.deals_gain)) in said
    assert i18n.t(f"{prefix}.loans_cost{tied}", lang, paid=money(richest.interest_paid)) in said
    assert i18n.t("lesson.styles.saved", lang, style=i18n.t("app.style.saver", lang),
                  earned=money(next(r for r in saving_styles if r.style == "saver").interest_earned)) in said
    cheapest = min(rules.decks["acquisition"], key=lambda card: card.amount)
    assert i18n.t("lesson.styles.priced_to_win", lang, edition=i18n.edition_name("bonne-paye", lang),
                  price=money(cheapest.amount),
                  value=money(cheapest.value)) in said
    if lang == "zh-Hant":
        assert "。 " not in said    # Chinese sentences follow each other with no space


def test_no_sentence_credits_acquisitions_or_blames_loans_that_did_not_matter():
    """Where the saver ends richest and nobody borrowed, the summary says only that."""
    rules = payday.rules_of("bonne-paye")
    rows = [StyleMoney("saver", 5, 2600, 150, 0, 0, 0), StyleMoney("cautious", 5, 2400, 0, 0, 0, 0)]
    said = style_money_summary(rows, rules, "en")
    assert said.startswith(i18n.t("lesson.styles.richest", "en", style="saver", games="5", worth="€2,600"))
    assert "acquisitions, which gained" not in said and "Its loans" not in said


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_table_has_a_caption_a_column_per_kind_of_money_and_a_row_per_style(saving_styles, lang):
    rows = style_money_rows(saving_styles, "EUR", lang)
    assert [row[i18n.t("lesson.styles.col.style", lang)] for row in rows] == \
        [i18n.t(f"app.style.{r.style}", lang) for r in saving_styles]
    assert len(rows[0]) == 6
    shown = style_money_html(SCENARIOS["03"], lang, games=2)
    caption = re.search(r"<caption>(.*?)</caption>", shown).group(1)
    assert caption == html.escape(i18n.t("lesson.styles.caption", lang, games=i18n.number(2, lang)))
    assert 'class="pd-styles-summary"' in shown


@pytest.mark.parametrize("number", sorted(SCENARIOS))
def test_the_students_money_table_keeps_what_the_lesson_began_with_out_of_money_in(number):
    """A lesson starts from a position (its cash, savings and debts): that is "money when the
    lesson began", not money that came in, so "money in" is only what the stretch brought, and
    the first three rows add up to the student's money at the end."""
    from payday.players.styles import make_bot
    from payday.players.play import play_out
    from payday.teaching.debrief import debrief
    from payday.engine.accounts import accounts
    from payday.ui.app.lesson import money_rows
    lesson = SCENARIOS[number]
    game = lesson.new_game("Ada", seed=3)
    play_out(game, {seat: make_bot(style, 3, seat)
                    for seat, style in enumerate(("cautious", *lesson.computer))})
    rows = dict(money_rows(debrief(game, lesson).mine))
    start = lesson.start.players[0]
    cash = game.rules.start_cash if start.cash is None else start.cash
    assert rows["start"] == cash + start.savings - start.loans
    mine = accounts(game.ledger, 0)
    assert rows["start"] + rows["income"] - rows["spending"] == mine.cash + mine.savings - mine.debt


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_an_exact_tie_for_richest_names_every_tied_style(lang):
    """Issue 22's screenshots (lessons 01 and 02): the summary said "the borrower ended richest"
    when the deal hunter ended exactly as rich. A tie names both, as a tie."""
    rules = payday.rules_of("payday")
    rows = [StyleMoney("cautious", 30, 5000, 0, 0, 0, 0), StyleMoney("borrower", 30, 6250, 0, 120, 0, 900),
            StyleMoney("deal_hunter", 30, 6250, 0, 120, 0, 900)]
    said = style_money_summary(rows, rules, lang)
    styles = i18n.t("baseline.styles.and", lang, first=i18n.t("app.style.borrower", lang),
                    second=i18n.t("app.style.deal_hunter", lang))
    assert said.startswith(i18n.t("baseline.styles.richest_tied", lang, styles=styles, games=i18n.number(30, lang),
                                  worth=i18n.money(6250, "USD", lang)))
    alone = i18n.t("lesson.styles.richest", lang, style=i18n.t("app.style.borrower", lang),
                   games=i18n.number(30, lang), worth=i18n.money(6250, "USD", lang))
    assert alone not in said
    assert i18n.t("baseline.styles.from_deals_tied", lang, deals=i18n.money(900, "USD", lang)) in said
    assert i18n.t("baseline.styles.loans_cost_tied", lang, paid=i18n.money(120, "USD", lang)) in said
