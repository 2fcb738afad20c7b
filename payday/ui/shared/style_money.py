"""Where each computer style's money came from in a lesson's scenario, in words and as a table:
the dashboard's lesson view and the lesson notebooks both say it (the students' app does not).

Pure functions from `payday.teaching.debrief.computer_money`'s rows to text and HTML.
"""
from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

import pandas as pd

from payday import i18n
from payday.editions import rules_of
from payday.engine.cards import Card, CardKind
from payday.engine.features import Feature
from payday.engine.rules import Rules
from payday.teaching.debrief import StyleMoney, computer_money
from payday.teaching.scenarios import Scenario
from payday.ui.shared.html import esc, words
from payday.ui.shared.kit import table_html
STYLE_MONEY_COLUMNS = ("worth", "interest_earned", "interest_paid", "fees", "deals_gain")


def style_money_rows(rows: Iterable[StyleMoney], currency: str, lang: str) -> list[dict[str, str]]:
    """`payday.teaching.debrief.computer_money`'s rows to read: a style, then its means in money."""
    t = words(lang)
    return [{t("lesson.styles.col.style"): t(f"app.style.{row.style}"),
             **{t(f"lesson.styles.col.{name}"): i18n.money(round(getattr(row, name)), currency, lang)
                for name in STYLE_MONEY_COLUMNS}} for row in rows]


def priced_to_win(rules: Rules) -> bool:
    """Whether buying a deal card is a sure gain in the edition: every one is worth more than
    its price, and a deal still held at the end counts at that value (La Bonne Paye's
    acquisitions; in Pay Day an unsold deal is worth nothing at the end). No real investment is."""
    deals = deal_cards(rules)
    return (Feature.DEALS_LOST_AT_END not in rules.features and bool(deals)
            and all(card.value > card.amount for card in deals))


def deal_cards(rules: Rules) -> list[Card]:
    return [card for deck in rules.decks.values() for card in deck if card.kind is CardKind.DEAL]


def style_money_summary(rows: Sequence[StyleMoney], rules: Rules, lang: str) -> str:
    """What the computer table shows, said plainly: the richest style (every style tied for it,
    on an exact tie), what its deals gained and its loans cost; what the savings book paid the style that saved most; and, where the
    edition's deals are priced to win, that real investments are not."""
    t = words(lang)

    def money(amount: float) -> str:
        return i18n.money(round(amount), rules.currency, lang)
    richest = max(rows, key=lambda row: row.worth)
    saver = max(rows, key=lambda row: row.interest_earned)
    tied = [row for row in rows if row.worth == richest.worth]
    # An exact tie (the borrower and the deal hunter often play a scenario alike) names every
    # tied style; where their money came from is said of them all when it is the same for all.
    alike = len({(round(row.deals_gain), round(row.interest_paid)) for row in tied}) == 1
    if len(tied) > 1:
        styles = functools.reduce(lambda first, second: t("baseline.styles.and", first=first, second=second),
                                  (t(f"app.style.{row.style}") for row in tied))
        parts = [t("baseline.styles.richest_tied", styles=styles, games=i18n.number(richest.games, lang),
                   worth=money(richest.worth))]
        from_deals, loans_cost = "baseline.styles.from_deals_tied", "baseline.styles.loans_cost_tied"
    else:
        parts = [t("lesson.styles.richest", style=t(f"app.style.{richest.style}"),
                   games=i18n.number(richest.games, lang), worth=money(richest.worth))]
        from_deals, loans_cost = "lesson.styles.from_deals", "lesson.styles.loans_cost"
    if alike and richest.deals_gain > max(richest.interest_earned, 0):
        parts.append(t(from_deals, deals=money(richest.deals_gain)))
    if alike and richest.interest_paid > 0:
        parts.append(t(loans_cost, paid=money(richest.interest_paid)))
    if saver.interest_earned > 0:
        parts.append(t("lesson.styles.saved", style=t(f"app.style.{saver.style}"),
                       earned=money(saver.interest_earned)))
    if priced_to_win(rules):
        cheapest = min(deal_cards(rules), key=lambda card: card.amount)
        parts.append(t("lesson.styles.priced_to_win", edition=i18n.edition_name(rules.variant, lang),
                       price=money(cheapest.amount), value=money(cheapest.value)))
    def joined(first: str, second: str) -> str:
        return t("lesson.sentences", first=first, second=second)
    return functools.reduce(joined, parts)


def style_money_html(lesson: Scenario, lang: str, games: int = 30) -> str:
    """The lesson's scenario played `games` times by each computer style in the student's seat:
    a table of where each style's money came from, and the sentence that says what it shows."""
    rules = rules_of(lesson.edition, lesson.settings() or None)
    rows = computer_money(lesson, games=games)
    caption = i18n.t("lesson.styles.caption", lang, games=i18n.number(games, lang))
    return (table_html(pd.DataFrame(style_money_rows(rows, rules.currency, lang)), caption)
            + f'<p class="pd-styles-summary">{esc(style_money_summary(rows, rules, lang))}</p>')
