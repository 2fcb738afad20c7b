"""The lesson view's baseline, written: the key decision answered both ways by the same computer
players over game numbers 1-30, under the game's rules and the real-life ones.

The numbers come from `payday.teaching.baseline` (played once per process and kept); here they
become a table with headers in the teacher's language, money and counts written by
`payday.i18n.formats`. Also here: the sentence that goes above the computer styles' table,
saying it compares whole ways of playing and why the borrower wins the board game.
"""
from __future__ import annotations

from collections.abc import Sequence

from payday import i18n
from payday.editions import rules_of
from payday.lab.settings import value_words
from payday.teaching.baseline import DecisionBaseline
from payday.teaching.claims import WORST
from payday.teaching.debrief import Outcome
from payday.teaching.scenarios import Scenario
from payday.ui.shared.html import Markup, esc, figure, said_with_figures, scrolling, table, words


def rules_label(row: DecisionBaseline, lesson: Scenario, lang: str) -> str:
    """"The game's rules", or "Real-life rules (bank's lottery ante: 1,000 → 0, ...)": each
    real-life setting with the game's value and the real one, as the money lab writes a change.
    For a lesson played under real-life rules, its board game's row is "The board game's rules
    (bank's lottery ante: 0 → 1,000, ...)": the change from what the class played."""
    t = words(lang)
    if row.rules == "game" and lesson.plays == "game":
        return t("baseline.rules.game")
    game = rules_of(lesson.edition, lesson.settings("game") or None)
    board = {name: getattr(game, name) for name in lesson.real_rules}
    was, now = (board, lesson.real_rules) if row.rules == "real" else (lesson.real_rules, board)
    settings = i18n.typography(lang).list_separator.join(
        t("lab.change", setting=t(f"lab.setting.{name}"),
          usual=value_words(name, was[name], lang, game.currency),
          value=value_words(name, now[name], lang, game.currency))
        for name in lesson.real_rules)
    return t("baseline.rules.real" if row.rules == "real" else "baseline.rules.board", settings=settings)


def decision_html(rows: Sequence[DecisionBaseline], lesson: Scenario, lang: str) -> str:
    """The baseline's table, the note on how it was played, and a note when the lesson has no
    real-life setting; empty without rows."""
    if not rows:
        return ""
    t = words(lang)
    currency = rules_of(lesson.edition).currency
    answer, other = t(f"act.{rows[0].answer}"), t(f"act.{rows[0].other}")

    # Each figure on one line: a narrow column must not break between a sign and its amount.
    def money(amount: float) -> Markup:    # an end net worth may be a debt: with a minus sign
        return figure(i18n.signed_money(round(amount), currency, lang, plus=False))

    def signed_text(amount: float | None) -> str:
        return "–" if amount is None else i18n.signed_money(round(amount), currency, lang)

    def written(row: DecisionBaseline) -> list[str]:
        diff, (worst_answer, worst_other) = row.difference, row.verdict.worst
        interval = said_with_figures("dashboard.lesson.interval", lang, low=signed_text(diff.low),
                                     high=signed_text(diff.high))
        count = t("baseline.count", better=i18n.number(row.verdict.better, lang),
                  equal=i18n.number(row.verdict.equal, lang), worse=i18n.number(row.verdict.worse, lang))
        return [rules_label(row, lesson, lang), money(row.mean_answer), money(row.mean_other),
                figure(signed_text(diff.mean)), interval, count, money(worst_answer), money(worst_other),
                t("baseline.apart.yes" if row.told_apart else "baseline.apart.no")]

    worst = i18n.number(WORST, lang)
    columns = [t("baseline.col.rules"), t("baseline.col.mean", act=answer),
               t("baseline.col.mean", act=other),
               t("baseline.col.difference", answer=answer, other=other), t("baseline.col.interval"),
               t("baseline.col.count", answer=answer),
               t("baseline.col.worst", worst=worst, act=answer),
               t("baseline.col.worst", worst=worst, act=other), t("baseline.col.apart")]
    caption = t("baseline.caption", games=i18n.number(rows[0].games, lang), answer=answer, other=other)
    parts = [scrolling(table(caption, columns, [written(row) for row in rows], "pd-lesson-decision")),
             f'<p class="pd-lesson-decision-note">{esc(t("baseline.note"))}</p>']
    if not lesson.real_rules:
        parts.append(f'<p class="pd-lesson-decision-note">{esc(t("baseline.no_real"))}</p>')
    return "".join(parts)


def styles_note(computer: Sequence[Outcome], lang: str) -> str:
    """Above the styles' table: it compares whole ways of playing; and, when the borrower ends
    richer than the cautious player (who never borrows), why the board game pays it."""
    means = {o.label: o.mean for o in computer}
    borrower_wins = means.get("borrower", 0.0) > means.get("cautious", float("inf"))
    said = words(lang)("baseline.styles.borrower" if borrower_wins else "baseline.styles.whole")
    return f'<p class="pd-lesson-styles-note">{esc(said)}</p>'


__all__ = ["decision_html", "styles_note", "rules_label"]
