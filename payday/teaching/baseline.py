"""The dashboard's baseline: the lesson's decision answered both ways by the same computer players.

The computer styles' table compares whole ways of playing (the borrower against the saver), not
the decision a lesson is about. The baseline compares the decision alone: each of game numbers
1-30 is played twice from the lesson's position, with the same luck and the same computer
players (the scenario's styles), the student's seat answering the key decision one way in one
game and the other way in the other, every other decision played plainly
(`payday.teaching.claims`). The per-game differences give a paired mean with its 95 % interval
(`payday.lab.stats.paired_difference`), under the game's rules and, where the lesson has them,
under its `real_rules`.

The answer compared is the lesson's first claim's (the one a sound money habit chooses), against
the other answer the decision offers. Numbers stay numbers here; the dashboard writes them.
The games are played once per process and kept: the dashboard shows them on every load.

>>> from payday.teaching.lessons import managing_credit
>>> rows = decision_baseline(managing_credit.SCENARIO.number)
>>> [(row.rules, str(row.answer), str(row.other), row.games) for row in rows]
[('game', 'pay_all', 'pay_interest', 30), ('real', 'pay_all', 'pay_interest', 30)]
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property

from payday.engine.decisions import Act
from payday.lab.stats import Interval, paired_difference, told_apart
from payday.teaching.claims import GAME_NUMBERS, Table, Verdict, other_answer, verdict
from payday.teaching.lessons import scenario
from payday.teaching.scenarios import Claim, RulesKind, Scenario

BASELINE_TABLE: Table = "styles"     # the computer players the class plays against


@dataclass(frozen=True)
class DecisionBaseline:
    """The key decision answered `answer` and `other` over the same games, under `rules`."""

    rules: RulesKind
    answer: Act
    other: Act
    verdict: Verdict             # the pairs played, with their counts and worst games

    @property
    def games(self) -> int:
        return len(self.verdict.pairs)

    @property
    def mean_answer(self) -> float:
        """The student's mean end net worth with the answer."""
        return sum(p.answer for p in self.verdict.pairs) / self.games

    @property
    def mean_other(self) -> float:
        return sum(p.other for p in self.verdict.pairs) / self.games

    @cached_property
    def difference(self) -> Interval:
        """The paired mean difference (answer minus other) with its 95 % interval."""
        return paired_difference([p.difference for p in self.verdict.pairs])

    @property
    def told_apart(self) -> bool:
        """Whether the interval leaves out zero: the decision's worth is more than luck."""
        return told_apart(self.difference)


def compared_answer(lesson: Scenario) -> Act:
    """The answer the baseline puts first: the lesson's first claim's, else its first key act."""
    return lesson.claims[0].answer if lesson.claims else lesson.key_acts[0]


def rules_compared(lesson: Scenario) -> tuple[RulesKind, ...]:
    """The rules the class plays first (`Scenario.plays`), then the contrast's where the lesson
    has real-life settings (`Scenario.contrast`)."""
    return (lesson.plays,) if lesson.contrast is None else (lesson.plays, lesson.contrast)


@cache
def decision_baseline(number: str) -> tuple[DecisionBaseline, ...]:
    """Lesson `number`'s key decision answered both ways over game numbers 1-30, one row per
    rules compared (`rules_compared`). Played once per process (the games are the same every
    time) and kept."""
    lesson = scenario(number)
    answer = compared_answer(lesson)
    other = other_answer(lesson, answer)
    return tuple(DecisionBaseline(rules, answer, other,
                                  verdict(lesson, Claim(answer, "mean", rules), BASELINE_TABLE,
                                          GAME_NUMBERS))
                 for rules in rules_compared(lesson))


__all__ = ["DecisionBaseline", "decision_baseline", "compared_answer", "rules_compared",
           "BASELINE_TABLE"]
