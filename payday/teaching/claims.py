"""A lesson's claims, played: its first key decision answered both ways over many game numbers.

A claim (`payday.teaching.scenarios.Claim`) says which answer to the lesson's first key decision
leaves the student better off, by which measure and under which rules. To check it, the
scenario is played twice for each game number: the student's seat answers the first key
decision with the claim's answer in one game and with the other answer (`Scenario.alternative`)
in the other, and plays every other decision plainly (`plain`: roll, decline extras, pay what
is owed, sell when a buyer offers). The computer seats are played by the scenario's styles
(`table="styles"`) or by the random player (`table="random"`): a claim that holds against one
kind of table only is not a claim.

The same luck falls on both games of a pair (the chance streams, DESIGN.md principle 2), so the
per-game difference is the decision's worth in that game.

>>> from payday.teaching.lessons import saving
>>> pair = play_pair(saving.SCENARIO, Act.DEPOSIT, seed=1)
>>> pair.answer > pair.other
True
"""
from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from payday.engine.decisions import Act, Decision, Option
from payday.engine.game import Decider, Game
from payday.players.bot import Bot
from payday.players.play import Planned, play_out, seats
from payday.players.styles import TEACHING_STYLES, make_bot
from payday.lab import stats
from payday.lab.stats import Interval
from payday.teaching.debrief import Outcome, difference
from payday.teaching.scenarios import Claim, RulesKind, Scenario

Table = Literal["styles", "random"]
TABLES: tuple[Table, ...] = ("styles", "random")
GAME_NUMBERS = range(1, 31)         # the game numbers a claim is proven over
WORST = 3                           # "worst": the mean of this many lowest end net worths
NOT_WORSE_SHARE = 2 / 3             # "mean": not worse in at least this share of the games

# The plain way through a decision, in order of preference: sell when a buyer offers, pay what
# is owed in full, roll on, and decline whatever else is offered.
PLAIN_ACTS = (Act.SELL, Act.PAY_ALL, Act.ROLL, Act.PASS, Act.DONE, Act.LEAVE)
PLAIN_FALLBACK = "cautious"         # a decision with none of those (raising money, say)


def plain(decision: Decision) -> Option | None:
    """The plain answer to `decision` (None: none of the plain acts is offered)."""
    for act in PLAIN_ACTS:
        option = decision.find(act)
        if option is not None and not option.ranged:
            return option
    return None


def key_option(lesson: Scenario, decision: Decision, act: Act) -> Option | None:
    """`act` as an answer to `decision`: a ranged act (a deposit) at the lesson's amount."""
    option = decision.find(act)
    return None if option is None else lesson.at_amount(option)


class Student:
    """The student's seat: the first key decision answered `act` (or, with `other`, the
    other answer to it), every other decision plainly. `played` is the act it answered."""

    def __init__(self, lesson: Scenario, act: Act, other: bool, fallback: Bot) -> None:
        self.lesson, self.act, self.other, self.fallback = lesson, act, other, fallback
        self.played: Act | None = None

    def plan(self, game: Game[Any], decision: Decision) -> Option | None:
        answer = self.key(decision) if self.lesson.offers_key(decision) else None
        return answer if answer is not None else plain(decision)

    def key(self, decision: Decision) -> Option | None:
        """The answer to the first key decision (None: the act is not offered there)."""
        if self.played is None:
            option = key_option(self.lesson, decision, self.act)
            if option is not None:
                if self.other:
                    option = self.lesson.alternative(decision, option)
                    assert option is not None, "a key decision always has another answer"
                self.played = option.act
                return option
        return None


# End net worths already played: {(lesson, act played, game number, rules, table): worth}, and
# the other answer each act met at the key decision. A claim for passing and one for the key act
# play the same two games, so each game is played once.
_WORTHS: dict[tuple[str, Act, int, str, str], int] = {}
_OTHER: dict[tuple[str, Act], Act] = {}


def end_worth(lesson: Scenario, act: Act, *, other: bool, seed: int, rules: RulesKind,
              table: Table) -> int:
    """The student's end net worth in game number `seed` with the key decision answered `act`
    (or the other way); an error if the decision never came."""
    known = _OTHER.get((lesson.number, act)) if other else act
    if known is not None and (found := _WORTHS.get((lesson.number, known, seed, rules, table))) is not None:
        return found
    game = lesson.new_game("student", seed=seed, rules=lesson.settings(rules))
    student = Student(lesson, act, other, make_bot(PLAIN_FALLBACK, seed, 0))
    chosen: dict[int, Decider] = dict(seats(game)) if table == "styles" else {
        p.index: make_bot("random", seed, p.index) for p in game.players[1:]}
    chosen[0] = Planned(student.plan, student.fallback)
    play_out(game, chosen)
    if student.played is None:
        raise RuntimeError(f"lesson {lesson.number}: game {seed} never came to its key decision")
    if other:
        _OTHER[(lesson.number, act)] = student.played
        _OTHER.setdefault((lesson.number, student.played), act)
    worth = game.net_worth(game.players[0])
    _WORTHS[(lesson.number, student.played, seed, rules, table)] = worth
    return worth


def other_answer(lesson: Scenario, act: Act) -> Act:
    """The answer the key decision gets when it is not answered `act` (`Scenario.alternative`
    at that decision), as the games played show it; the class's game number is played to find
    it if no game has yet."""
    if (lesson.number, act) not in _OTHER:
        end_worth(lesson, act, other=True, seed=lesson.seed, rules="game", table="styles")
    return _OTHER[(lesson.number, act)]


@dataclass(frozen=True)
class Pair:
    """One game number played both ways: the student's end net worth with the answer and with
    the other answer."""

    seed: int
    answer: int
    other: int

    @property
    def difference(self) -> int:
        return self.answer - self.other


def play_pair(lesson: Scenario, act: Act, *, seed: int, rules: RulesKind = "game",
              table: Table = "styles") -> Pair:
    """Game number `seed` played with the key decision answered `act` and the other way."""
    return Pair(seed, end_worth(lesson, act, other=False, seed=seed, rules=rules, table=table),
                end_worth(lesson, act, other=True, seed=seed, rules=rules, table=table))


def choice_alone(lesson: Scenario, game: Game[Any], act: Act,
                 rules: RulesKind = "game") -> Pair | None:
    """A student's key choice `act` weighed alone in their own game number: the lesson played
    from its start twice with the same luck and computer players, the choice answered `act` and
    the other way, every other move of the student's seat played plainly. What a what-if shows
    when the student's later moves stopped fitting and a computer played on mixes that player's
    play in; this does not. None when the game is not the lesson's current version (its start
    differs) or the decision does not come when played plainly."""
    if lesson.version_of(game) != lesson.version:
        return None
    try:
        return play_pair(lesson, act, seed=game.seed, rules=rules)
    except RuntimeError:               # the key decision never came with plain moves
        return None


def pairs(lesson: Scenario, act: Act, rules: RulesKind, table: Table,
          seeds: Iterable[int] = GAME_NUMBERS) -> tuple[Pair, ...]:
    """The claim's pairs over `seeds`."""
    return tuple(play_pair(lesson, act, seed=seed, rules=rules, table=table) for seed in seeds)


@dataclass(frozen=True)
class Verdict:
    """A claim measured over its game numbers against one table."""

    claim: Claim
    table: Table
    pairs: tuple[Pair, ...]

    @property
    def better(self) -> int:
        return sum(p.difference > 0 for p in self.pairs)

    @property
    def equal(self) -> int:
        return sum(p.difference == 0 for p in self.pairs)

    @property
    def worse(self) -> int:
        return sum(p.difference < 0 for p in self.pairs)

    @property
    def mean(self) -> float:
        return statistics.fmean(p.difference for p in self.pairs)

    @property
    def worst(self) -> tuple[float, float]:
        """The mean of the lowest end net worths: (with the answer, with the other)."""
        return (lowest([p.answer for p in self.pairs]), lowest([p.other for p in self.pairs]))

    @property
    def holds(self) -> bool:
        if self.claim.measure == "worst":
            mine, theirs = self.worst
            return mine > theirs
        return self.mean > 0 and self.better + self.equal >= NOT_WORSE_SHARE * len(self.pairs)


def lowest(values: Sequence[int], count: int = WORST) -> float:
    return statistics.fmean(sorted(values)[:count])


def verdict(lesson: Scenario, claim: Claim, table: Table,
            seeds: Iterable[int] = GAME_NUMBERS) -> Verdict:
    return Verdict(claim, table, pairs(lesson, claim.answer, claim.rules, table, seeds))


def verdicts(lesson: Scenario, tables: Sequence[Table] = TABLES) -> list[Verdict]:
    """Every claim of the lesson against every kind of table."""
    return [verdict(lesson, claim, table) for claim in lesson.claims for table in tables]


CLASS_SIZE = 28
# A simulated class's students play their other decisions in these ways, in turn.
CLASS_STYLES = (*TEACHING_STYLES, "random")


@dataclass(frozen=True)
class ClassResult:
    """A simulated class on the class's game number: half its students answered the claim's
    way, half the other; the two groups' mean end net worths compared as the dashboard does
    (their difference and its 95 % interval, told apart when the interval leaves out zero)."""

    answer: Outcome
    other: Outcome
    interval: Interval           # the difference of the means (answer minus other)

    @property
    def difference(self) -> float:
        return self.interval.mean

    @property
    def low(self) -> float | None:
        return self.interval.low

    @property
    def high(self) -> float | None:
        return self.interval.high

    @property
    def told_apart(self) -> bool:
        return stats.told_apart(self.interval)


def class_worth(lesson: Scenario, act: Act, *, other: bool, student: int, rules: RulesKind) -> int:
    """Student number `student` of a simulated class on the class's game number: the key
    decision answered `act` (or the other way), every other decision by a style of its own
    (CLASS_STYLES in turn, each student with its own luck of choice)."""
    game = lesson.new_game(f"student-{student}", seed=lesson.seed, rules=lesson.settings(rules))
    style = CLASS_STYLES[student % len(CLASS_STYLES)]
    own = make_bot(style, lesson.seed * 1000 + student, 0)
    seat = Student(lesson, act, other, own)
    chosen: dict[int, Decider] = dict(seats(game))
    chosen[0] = Planned(lambda g, d: seat.key(d) if lesson.offers_key(d) else None, own)
    play_out(game, chosen)
    return game.net_worth(game.players[0])


def simulated_class(lesson: Scenario, claim: Claim, students: int = CLASS_SIZE) -> ClassResult:
    """`students` students on the class's game number, every other one answering the claim's
    way: what the dashboard would tell the class about the two groups."""
    worths: dict[bool, list[int]] = {False: [], True: []}
    for student in range(students):
        other = student % 2 == 1
        worths[other].append(class_worth(lesson, claim.answer, other=other, student=student,
                                         rules=claim.rules))
    mine, theirs = Outcome.of(str(claim.answer), worths[False]), Outcome.of("other", worths[True])
    return ClassResult(mine, theirs, difference(mine, theirs))


__all__ = ["ClassResult", "simulated_class", "CLASS_SIZE", "Pair", "Verdict", "Table", "TABLES", "GAME_NUMBERS", "plain", "play_pair", "pairs",
           "verdict", "verdicts", "end_worth", "lowest", "other_answer"]
