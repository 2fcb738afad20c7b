"""A lesson's debrief: what a student's own game shows, and how the class compares.

For the student: their accounts over the lesson's stretch (from their own ledger), their key
choice and a what-if of it answered the other way. For the teacher: the class's key choices
counted, with the outcome of each, beside the same scenario played many times by each computer
style in the student's seat. Nobody is named unless the teacher asks (`named=True`).

Numbers stay numbers here; the views put them into words.

>>> from payday.teaching.lessons.managing_credit import SCENARIO as lesson
>>> baseline = computer_baseline(lesson, games=3, styles=("cautious",))
>>> baseline[0].label, baseline[0].games
('cautious', 3)
"""
from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from payday.lab.stats import Interval, Sample, mean_interval, spread, unpaired_difference
from payday.players.play import play_out, seats
from payday.players.styles import TEACHING_STYLES
from payday.engine.accounts import Accounts, accounts
from payday.engine.decisions import Act
from payday.engine.game import Game
from payday.engine.ledger import Reason
from payday.teaching.scenarios import Scenario
from payday.teaching.whatif import (DEFAULT_STYLE, Choice, UnderRules, WhatIf, choices, under_rules,
                                    what_if, worth)

NO_KEY = "none"        # a student who never reached the key decision
NONE_OF = "none_of"    # a student who reached it and made none of the key choices


def key_choice(game: Game[Any], lesson: Scenario, seat: int = 0) -> Choice | None:
    """The student's first decision that offered one of the lesson's key choices."""
    return next((c for c in choices(game, seat) if lesson.offers_key(c.decision)), None)


def choice_name(lesson: Scenario, choice: Choice | None) -> str:
    """What the student did at the key decision: a key act's name ("deposit", "pay_all"), the
    plain way out of a yes-or-no question ("pass"), `NONE_OF` when they went on without any
    key choice (rolled on without depositing), `NO_KEY` if the decision never came."""
    if choice is None:
        return NO_KEY
    act = choice.answer.act
    if act in lesson.key_acts or act in PLAIN_ANSWERS:
        return str(act)
    return NONE_OF


PLAIN_ANSWERS = frozenset({Act.PASS, Act.PAY_INTEREST, Act.PAY_ALL})


@dataclass(frozen=True)
class Debrief:
    lesson: Scenario
    seat: int
    mine: Accounts               # the student's accounts over the whole stretch
    worth: int                   # cash + savings - debt at the end
    choice: Choice | None
    what_if: WhatIf | None       # None if the key decision never came or has no other answer
    # The key choice weighed under the lesson's contrasting rules (`Scenario.contrast`: real
    # life's, or the board game's for a lesson played under real life's; None: it has none, or
    # the key decision never came): the student's own game replayed under them, and the other answer.
    real: UnderRules | None = None


def debrief(game: Game[Any], lesson: Scenario, seat: int = 0, style: str = DEFAULT_STYLE) -> Debrief:
    """The student's own numbers and the what-if of their key choice."""
    choice = key_choice(game, lesson, seat)
    other = real = None
    if choice is not None:
        alternative = lesson.alternative(choice.decision, choice.answer)
        if alternative is not None:
            other = what_if(game, choice.index, alternative, style=style)
        if lesson.contrast is not None:
            real = under_rules(game, lesson.contrast_settings(), choice.index, lesson.alternative,
                               style=style)
    return Debrief(lesson, seat, accounts(game.ledger, seat), worth(game, seat), choice, other, real)


# ------------------------------------------------------------------ the class
@dataclass(frozen=True)
class Outcome:
    """One group's results: how many games, and their end worth's mean, spread and 95 %
    interval of the mean (normal approximation; None under two games)."""

    label: str          # a choice's name, or a computer style
    games: int
    mean: float
    stdev: float
    low: float | None
    high: float | None

    @classmethod
    def of(cls, label: str, values: list[int]) -> Outcome:
        interval = mean_interval(values)
        return cls(label, len(values), interval.mean, spread(values), interval.low, interval.high)

    @property
    def sample(self) -> Sample:
        return Sample(self.mean, self.stdev, self.games)


def difference(first: Outcome, second: Outcome) -> Interval:
    """`first`'s mean minus `second`'s, with a 95 % interval (`payday.lab.stats.
    unpaired_difference`). The two "cannot be told apart" (`payday.lab.stats.told_apart`) when
    there is no interval or it contains zero."""
    return unpaired_difference(first.sample, second.sample)


@dataclass(frozen=True)
class StudentResult:
    student: str         # the name, shown only when the teacher chooses
    source: str
    choice: str
    worth: int
    finished: bool


def class_results(games: list[tuple[str, Game[Any]]], lesson: Scenario,
                  version: int | None = None) -> list[StudentResult]:
    """Each student's key choice and end worth, for the class's games of this lesson at its
    current version (or at `version`): `games` pairs a source, such as the store key, with a
    replayed game. Games of another version are left out, since their position and decision
    differ (lesson 02's version 1 offered a deal on day 4, version 2 on day 25): pooling them
    would mix two experiments (`older_games` counts them)."""
    wanted = lesson.version if version is None else version
    rows = []
    for source, game in games:
        if lesson.version_of(game) != wanted:
            continue
        for player in game.players:
            if player.bot is None:
                rows.append(StudentResult(player.name, source,
                                          choice_name(lesson, key_choice(game, lesson, player.index)),
                                          worth(game, player.index), game.is_over))
    return rows


def older_games(games: list[tuple[str, Game[Any]]], lesson: Scenario) -> int:
    """How many of the class's games were played on an earlier version of the lesson."""
    return sum(1 for _, game in games
               if (found := lesson.version_of(game)) is not None and found < lesson.version)


def by_choice(rows: list[StudentResult]) -> list[Outcome]:
    """The class's outcomes grouped by what they did at the key decision, most common first."""
    groups: dict[str, list[int]] = {}
    for row in rows:
        groups.setdefault(row.choice, []).append(row.worth)
    order = Counter(row.choice for row in rows)
    return [Outcome.of(name, groups[name]) for name, _ in order.most_common()]


def computer_games(lesson: Scenario, style: str, *, games: int = 50,
                   first_seed: int = 1) -> list[Game[Any]]:
    """The lesson's scenario played to its end `games` times (game numbers `first_seed`, …)
    with the computer `style` in the student's seat."""
    played = []
    for seed in range(first_seed, first_seed + games):
        game = lesson.new_game(style, seed=seed)
        played.append(play_out(game, seats(game, people=style)))
    return played


def computer_baseline(lesson: Scenario, *, games: int = 50, styles: Sequence[str] | None = None,
                      first_seed: int = 1) -> list[Outcome]:
    """The lesson's scenario played `games` times (game numbers `first_seed`, …) with each
    computer style in the student's seat: what each style ends with, and its spread."""
    return [outcome for outcome, _ in computer_styles(lesson, games=games, styles=styles,
                                                      first_seed=first_seed)]


@dataclass(frozen=True)
class StyleMoney:
    """Where a computer style's end worth came from, as means over its games of the scenario,
    so a lesson can say why one style ended richer than another (lesson 03: the borrower's
    lead comes from acquisitions, not from its loans, which cost it interest)."""

    style: str
    games: int
    worth: float             # net worth at the end, as the ranking counts it
    interest_earned: float   # savings interest
    interest_paid: float     # loan and card interest
    fees: float              # withdrawal fees and the like
    deals_gain: float        # deals sold + the real value of those still held − their prices


def deals_gain(game: Game[Any], seat: int) -> int:
    """What a player's deals (acquisitions) added to their worth: what they sold for, plus the
    real value of those still held (as La Bonne Paye's final count adds them), less what they
    cost."""
    mine = accounts(game.ledger, seat)
    held = sum(card.value for card in game.players[seat].deals)
    return mine.received(Reason.DEAL_SOLD) + held - mine.paid(Reason.DEAL_BOUGHT)


def computer_money(lesson: Scenario, *, games: int = 30, styles: Sequence[str] | None = None,
                   first_seed: int = 1) -> list[StyleMoney]:
    """Each computer style's end worth over the scenario and what it came from (means over the
    same games as `computer_baseline`)."""
    return [money for _, money in computer_styles(lesson, games=games, styles=styles,
                                                  first_seed=first_seed)]


def computer_styles(lesson: Scenario, *, games: int = 50, styles: Sequence[str] | None = None,
                    first_seed: int = 1) -> list[tuple[Outcome, StyleMoney]]:
    """`computer_baseline` and `computer_money` from one playing of the games: the dashboard
    shows both, and played every game twice."""
    rows = []
    for style in styles or TEACHING_STYLES:
        played = computer_games(lesson, style, games=games, first_seed=first_seed)
        worths = [worth(game, 0) for game in played]
        books = [accounts(game.ledger, 0) for game in played]
        rows.append((Outcome.of(style, worths),
                     StyleMoney(style, len(played), statistics.fmean(worths),
                                statistics.fmean(b.interest_earned for b in books),
                                statistics.fmean(b.interest_paid for b in books),
                                statistics.fmean(b.fees for b in books),
                                statistics.fmean(deals_gain(g, 0) for g in played))))
    return rows


__all__ = ["difference", "Debrief", "Outcome", "StudentResult", "debrief", "key_choice",
           "choice_name", "class_results", "older_games", "by_choice", "computer_baseline", "computer_games", "computer_money",
           "computer_styles",
           "deals_gain", "StyleMoney", "NO_KEY", "NONE_OF",
           "PLAIN_ANSWERS"]
