"""Rules are data: each edition is a frozen dataclass of numbers and tables.

A teacher derives a variant with `dataclasses.replace(rules, salary=2000)`, or by passing
`rules={"salary": 2000}` to `payday.new_game`. Where a rulebook is silent, the edition records
its choice in `choices`, one line of reason per setting, and the setting can be changed.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any
from collections.abc import Mapping

from payday.engine.board import Square, SquareKind
from payday.engine.cards import Card
from payday.engine.features import Feature


# A field's type as `dataclasses.fields` gives it: its name in the pure build (annotations are
# strings there), the type itself in the compiled one.
PLAIN_TYPES = ("int", "str", "bool", int, str, bool)


@dataclass(frozen=True, slots=True)
class Choice:
    """A rule the rulebook does not state: which setting holds it, and why it was chosen."""

    setting: str
    reason: str


@dataclass(frozen=True, slots=True)
class RuleChange:
    """A setting whose default changed when the edition's rules reached `version`: `old` is the
    value before, so a game saved under an earlier version replays with the settings it was
    played under (see `Rules.settings_before`)."""

    version: int
    setting: str
    # Any, not object: mypyc's dataclasses know no `object` annotation (KeyError: 'object').
    old: Any
    why: str


@dataclass(frozen=True, slots=True)
class RealRule:
    """A setting's value in real life, where the game rewards what real life punishes: the
    lessons' `real_rules` (off by default: the edition's default is the rulebook's). `why` says
    what the real rule is in a line, `source` where it comes from (year, law or product)."""

    setting: str
    # Any, not object: mypyc's dataclasses know no `object` annotation (see RuleChange).
    value: Any
    why: str
    source: str


@dataclass(frozen=True)
class Rules:
    variant: str
    currency: str                     # ISO 4217 code, for formatting money
    language: str                     # the edition's natural language
    min_players: int
    max_players: int
    start_cash: int
    salary: int
    board: tuple[Square, ...]
    decks: Mapping[str, tuple[Card, ...]]
    loan_unit: int                    # loans are taken in multiples of this
    loan_rate_pct: int                # interest per month on what is owed
    jackpot_start: int = 0            # put in the jackpot by the bank at the start
    # Which rolls win the jackpot (or pot) on a 6: "move" (the roll that moves the token),
    # "any" (every die roll by a player), or "none".
    jackpot_on_six: str = "move"
    # Squares whose contests a player who has finished the last month still takes part in.
    retired_join: frozenset[SquareKind] = frozenset()
    # Players tied on the highest net worth share the win (False: the lowest seat takes it).
    shared_win: bool = True
    choices: tuple[Choice, ...] = ()
    # Every change of a default, oldest first: the edition's rules version is the latest one's.
    changes: tuple[RuleChange, ...] = ()
    # Settings whose real-life value differs from the game's, with reason and source (a
    # lesson's `real_rules` and the money lab's "real life" column read them).
    real_life: tuple[RealRule, ...] = ()

    @property
    def features(self) -> frozenset[Feature]:
        """What this edition has, with its settings: views, bots and charts ask this rather
        than probe for attributes. Each edition's rules say theirs (a module constant, not a
        class-level value of this frozen dataclass, which mypyc would take for a field), adding
        the features its settings switch on."""
        return frozenset()

    def interest(self, amount: int, pct: int | None = None) -> int:
        """Interest on `amount`, rounded down to a whole unit of currency (the written rule)."""
        return amount * (self.loan_rate_pct if pct is None else pct) // 100

    @property
    def version(self) -> int:
        """The version of the edition's rules: 1, plus one for each release that changed a
        default (a saved game records it)."""
        return max((change.version for change in self.changes), default=1)

    def settings_before(self, version: int) -> dict[str, object]:
        """The settings a game saved under rules `version` was played with, where a default
        has changed since: {setting: value then}."""
        then: dict[str, object] = {}
        for change in sorted(self.changes, key=lambda c: c.version):
            if change.version > version:
                then.setdefault(change.setting, change.old)
        return then

    def real_rules(self, *names: str) -> dict[str, Any]:
        """{setting: real-life value} for `names` (every real-life setting when none is
        named); a name this edition has no real-life value for is a `KeyError`."""
        known = {rule.setting: rule.value for rule in self.real_life}
        return {name: known[name] for name in names} if names else known

    @property
    def payday(self) -> int:
        return self.board[-1].day

    def overridable(self) -> set[str]:
        """Settings a saved game may override: plain numbers, strings and flags."""
        return {f.name for f in fields(self)
                if f.name != "variant" and f.type in PLAIN_TYPES}


def frozen_decks(decks: dict[str, tuple[Card, ...]]) -> Mapping[str, tuple[Card, ...]]:
    return MappingProxyType(dict(decks))


def choices_field(*pairs: tuple[str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(setting, reason) for setting, reason in pairs)


def real_life_field(*rows: tuple[str, object, str, str]) -> tuple[RealRule, ...]:
    return tuple(RealRule(setting, value, why, source) for setting, value, why, source in rows)


def changes_field(*rows: tuple[int, str, object, str]) -> tuple[RuleChange, ...]:
    return tuple(RuleChange(version, setting, old, why) for version, setting, old, why in rows)


__all__ = ["Rules", "Choice", "Feature", "RuleChange", "RealRule", "real_life_field", "frozen_decks", "choices_field",
           "changes_field", "field"]
