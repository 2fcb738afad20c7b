"""The lesson's key decision as the engine plays it: the facts a paper states about it.

A paper says which answer to the lesson's first key decision leaves the student better off,
and under which rules, only with these numbers: they are `payday.teaching.claims`'s own pairs
(the scenario's computer styles at the table, the student's other decisions played plainly,
game numbers 1-30), so a guide states what the claims test proves, never a typed number.
"""
from __future__ import annotations

from fractions import Fraction

from payday.editions import rules_of, unit_of
from payday.engine.decisions import Act
from payday.engine.rules import Unit
from payday.teaching.answer_key import Fact, Stated, cash, number, percent
from payday.teaching.claims import CLASS_SIZE, GAME_NUMBERS, WORST, simulated_class, verdict
from payday.teaching.lesson import Decided
from payday.teaching.scenarios import Claim, RulesKind, Scenario


def decision_facts(found: Scenario, name: str, answer: Act, rules: RulesKind) -> dict[str, Fact]:
    """`<name>_first` (answering `answer` against the other answer on the class's game number),
    `<name>_mean` (the mean of that difference over game numbers 1-30), `<name>_better`,
    `_equal`, `_worse` (in how many of them), `<name>_worst` and `<name>_worst_other` (the mean
    of the lowest end net worths with the answer and with the other), `<name>_games`, and
    `<name>_class`, `_class_low`, `_class_high`: a simulated class of 28 on the class's game
    number, half answering each way and playing their other decisions in their own ways (the
    dashboard's comparison of the two groups, with its 95% interval)."""
    currency = rules_of(found.edition).currency
    measured = verdict(found, Claim(answer, "mean", rules), "styles")
    first = next(p for p in measured.pairs if p.seed == found.seed)
    mine, theirs = measured.worst
    games = len(measured.pairs)
    where = (f"{answer} against the other answer, {rules} rules, the styles {', '.join(found.computer)}"
             f" at the table, game numbers {GAME_NUMBERS.start}-{GAME_NUMBERS.stop - 1}")

    def money(value: float) -> Stated:
        return cash(round(value), currency, plus=True)

    return {
        f"{name}_first": Fact(first.difference, money(first.difference),
                              f"{where}: game number {found.seed}'s end net worths, one less the other"),
        f"{name}_mean": Fact(measured.mean, money(measured.mean), f"{where}: the mean difference"),
        f"{name}_better": Fact(measured.better, number(measured.better), f"{where}: games better"),
        f"{name}_equal": Fact(measured.equal, number(measured.equal), f"{where}: games equal"),
        f"{name}_worse": Fact(measured.worse, number(measured.worse), f"{where}: games worse"),
        f"{name}_worst": Fact(mine, cash(round(mine), currency),
                              f"{where}: the mean of the {WORST} lowest end net worths with {answer}"),
        f"{name}_worst_other": Fact(theirs, cash(round(theirs), currency),
                                    f"{where}: the mean of the {WORST} lowest end net worths the other way"),
        f"{name}_games": Fact(games, number(games), "the game numbers played"),
    } | class_facts(found, name, answer, rules)


def class_facts(found: Scenario, name: str, answer: Act, rules: RulesKind) -> dict[str, Fact]:
    """`<name>_class` and its interval's ends: what the dashboard would show a simulated class
    of 28 on the class's game number (`claims.simulated_class`)."""
    currency = rules_of(found.edition).currency
    cls = simulated_class(found, Claim(answer, "mean", rules))
    where = (f"a simulated class of {CLASS_SIZE} on game number {found.seed}, half answering {answer}, "
             f"{rules} rules, each student's other decisions in a style of its own")
    low = cls.difference if cls.low is None else cls.low
    high = cls.difference if cls.high is None else cls.high
    return {f"{name}_class": Fact(cls.difference, cash(round(cls.difference), currency, plus=True),
                                  f"{where}: the two groups' difference of means"),
            f"{name}_class_low": Fact(low, cash(round(low), currency, plus=True), f"{where}: 95% interval, low end"),
            f"{name}_class_high": Fact(high, cash(round(high), currency, plus=True), f"{where}: 95% interval, high end")}


def setting_fact(name: str, value: int, currency: str, whose: str) -> Fact:
    """A rule setting's value as a paper states it, by its declared unit: a percentage or an
    amount."""
    if unit_of(name) is Unit.PERCENT:
        return Fact(value, percent(Fraction(value, 100), 0), f"{whose} rules' {name}")
    return Fact(value, cash(value, currency), f"{whose} rules' {name}")


def lesson_decision(found: Scenario, decisions: tuple[Decided, ...]) -> dict[str, Fact]:
    """Every fact the lesson's papers state about its key decision: its answers' advantages
    (`decision_facts` for each of the lesson's `decisions`), the offer's price and value, and
    each real-life setting's value in the game (`game_<setting>`) and in real life
    (`real_<setting>`)."""
    edition = rules_of(found.edition, found.rules or None)
    facts: dict[str, Fact] = {}
    for name, answer, rules in decisions:
        facts |= decision_facts(found, name, answer, rules)
    told = found.facts()
    if told.get("value"):                   # a card with a resale value: a deal, an acquisition
        facts["offer_price"] = Fact(told["price"], cash(told["price"], edition.currency),
                                    "the offered card's price, from the rules data")
        facts["offer_value"] = Fact(told["value"], cash(told["value"], edition.currency),
                                    "the offered card's real (resale) value, from the rules data")
    for setting, value in found.real_rules.items():
        if isinstance(value, bool):
            continue
        facts[f"game_{setting}"] = setting_fact(setting, getattr(edition, setting), edition.currency, "the game's")
        facts[f"real_{setting}"] = setting_fact(setting, value, edition.currency, "real life's")
    return facts


__all__ = ["decision_facts", "lesson_decision"]
