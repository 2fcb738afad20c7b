"""Rules are data: each edition is a frozen dataclass of numbers and tables.

A teacher derives a variant with `dataclasses.replace(rules, salary=2000)`, or by passing
`rules={"salary": 2000}` to `payday.new_game`. Where a rulebook is silent, the edition records
its choice in `choices`, one line of reason per setting, and the setting can be changed.

Each setting declares itself in its field's metadata (`declare`): its unit (money, percent,
day, ...), the range a teacher or a file may set it to, its words if it is a choice, and its
value in real life where the game rewards what real life punishes. The money lab, the papers,
the what-if and the check of a saved game's settings read the declarations, never the name.

>>> from payday.editions import rules_of
>>> salary = rules_of("payday").declared("salary")
>>> salary.unit.value, salary.low, salary.high, salary.step
('money', 0, 14000, 10)
>>> rules_of("payday").check({"salary": 10**300})
Traceback (most recent call last):
...
payday.engine.rules.SettingRefused: the setting salary goes from 0 to 14000, not 100000000000000000000000000000000000000…
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar
from collections.abc import Mapping

from payday.engine.board import Square, SquareKind
from payday.engine.cards import Card
from payday.engine.decisions import _KeyedError
from payday.engine.features import Feature


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
class RealLife:
    """A setting's value in real life, where the game rewards what real life punishes: the
    lessons' `real_rules` (off by default: the edition's default is the rulebook's). `why` says
    what the real rule is in a line, `source` where it comes from (year, law or product)."""

    # Any, not object: mypyc's dataclasses know no `object` annotation (see RuleChange).
    value: Any
    why: str
    source: str


@dataclass(frozen=True, slots=True)
class RealRule:
    """A `RealLife` with the name of its setting (`Rules.real_life`)."""

    setting: str
    value: Any
    why: str
    source: str


class Unit(StrEnum):
    """What a setting's value is: how a page writes it, and what a file may set it to."""

    MONEY = "money"            # an amount of the edition's currency
    PERCENT = "percent"        # a whole percentage
    DAY = "day"                # a day of the month
    MONTHS = "months"          # a number of months
    COUNT = "count"            # a number of things: cards, snipes
    FACE = "face"              # a face of the die, 1 to 6
    TIMES = "times"            # a multiplier
    SEATS = "seats"            # a number of players at the table
    CHOICE = "choice"          # one of a few words the engine reads
    FLAG = "flag"              # true or false
    FACES = "faces"            # the green die's six faces, by name, separated by commas
    CURRENCY = "currency"      # an ISO 4217 code
    LANGUAGE = "language"      # a language tag


# The units whose values are whole numbers with a range.
NUMBERS: frozenset[Unit] = frozenset({Unit.MONEY, Unit.PERCENT, Unit.DAY, Unit.MONTHS, Unit.COUNT,
                                      Unit.FACE, Unit.TIMES, Unit.SEATS})
# The key of a field's declaration in its metadata.
SETTING = "setting"


@dataclass(frozen=True, slots=True)
class Declared:
    """A setting's declaration: its unit; for a number, its range from `low` to `high` in steps
    of `step` (a slider's steps: a file may hold any whole number in the range), where `high`
    is at least `times` the edition's own value (the settings every edition shares, such as the
    salary, scale with its currency); for a choice, its words; its value in real life, if any."""

    unit: Unit
    low: int = 0
    high: int = 0
    step: int = 1
    times: int = 0
    choices: tuple[str, ...] = ()
    real: RealLife | None = None

    @property
    def number(self) -> bool:
        return self.unit in NUMBERS


def declare(unit: Unit, low: int = 0, high: int = 0, *, step: int = 1, times: int = 0,
            choices: tuple[str, ...] = (), real: RealLife | None = None) -> dict[str, Declared]:
    """A field's metadata declaring it a setting: `field(default=..., metadata=declare(...))`."""
    return {SETTING: Declared(unit, low, high, step, times, choices, real)}


class SettingRefused(_KeyedError):
    """A value a setting cannot take: a setting the edition does not have, a value of the wrong
    kind or out of its declared range. Its key and values name the setting and what it takes,
    so the reader is told in their language (`payday.i18n.errors`)."""

    generic_key: ClassVar[str] = "setting.generic"


def _shown(value: object) -> str:
    """A refused value as a message quotes it: never more than 40 characters."""
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 40 else text[:39] + "…"


@dataclass(frozen=True)
class Rules:
    variant: str
    currency: str = field(metadata=declare(Unit.CURRENCY))     # ISO 4217, for writing money
    language: str = field(metadata=declare(Unit.LANGUAGE))     # the edition's natural language
    min_players: int = field(metadata=declare(Unit.SEATS, 1, 6))
    max_players: int = field(metadata=declare(Unit.SEATS, 1, 6))
    # Money every edition has scales with its currency: up to four times the edition's own.
    start_cash: int = field(metadata=declare(Unit.MONEY, 0, 10, step=10, times=4))
    salary: int = field(metadata=declare(Unit.MONEY, 0, 10, step=10, times=4))
    board: tuple[Square, ...]
    decks: Mapping[str, tuple[Card, ...]]
    # Loans are taken in multiples of this.
    loan_unit: int = field(metadata=declare(Unit.MONEY, 1, 10, step=10, times=4))
    # Interest per month on what is owed, up to three times the rulebooks' 10 %: at 100 % a
    # month, borrowing to pay the interest never ends (a game of computer players never finishes).
    loan_rate_pct: int = field(metadata=declare(Unit.PERCENT, 0, 30))
    # Put in the jackpot by the bank at the start.
    jackpot_start: int = field(default=0, metadata=declare(Unit.MONEY, 0, 1000, step=10, times=4))
    # Which rolls win the jackpot (or pot) on a 6: "move" (the roll that moves the token) or
    # "any" (every die roll by a player).
    jackpot_on_six: str = field(default="move", metadata=declare(Unit.CHOICE, choices=("move", "any")))
    # Squares whose contests a player who has finished the last month still takes part in.
    retired_join: frozenset[SquareKind] = frozenset()
    # Players tied on the highest net worth share the win (False: the lowest seat takes it).
    shared_win: bool = field(default=True, metadata=declare(Unit.FLAG))
    choices: tuple[Choice, ...] = ()
    # Every change of a default, oldest first: the edition's rules version is the latest one's.
    changes: tuple[RuleChange, ...] = ()

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

    @property
    def real_life(self) -> tuple[RealRule, ...]:
        """The settings whose real-life value differs from the game's, with reason and source
        (a lesson's `real_rules` and the money lab's "real life" column read them)."""
        return tuple(RealRule(name, found.real.value, found.real.why, found.real.source)
                     for name, found in self.settings().items() if found.real is not None)

    def real_rules(self, *names: str) -> dict[str, Any]:
        """{setting: real-life value} for `names` (every real-life setting when none is
        named); a name this edition has no real-life value for is a `KeyError`."""
        known = {rule.setting: rule.value for rule in self.real_life}
        return {name: known[name] for name in names} if names else known

    @property
    def payday(self) -> int:
        return self.board[-1].day

    def overridable(self) -> set[str]:
        """Settings a saved game may override: the declared ones (plain numbers, words and
        flags)."""
        return set(self.settings())

    def settings(self) -> dict[str, Declared]:
        """{name: declaration} of every setting, in field order, as `declared` gives them."""
        return {f.name: _resolved(f.metadata[SETTING], getattr(self, f.name))
                for f in fields(self) if SETTING in f.metadata}

    def declared(self, name: str) -> Declared:
        """The declaration of setting `name` as these rules hold it: a range that scales is
        worked out from these rules' value (read ranges from an edition's own rules, not a
        variant's), and a choice's words start with these rules' word. A name that is no
        setting is a `KeyError`."""
        for f in fields(self):
            if f.name == name and SETTING in f.metadata:
                return _resolved(f.metadata[SETTING], getattr(self, name))
        raise KeyError(name)

    def check(self, changes: Mapping[str, Any]) -> None:
        """Raise `SettingRefused`, naming the first setting and what it takes, unless every one
        of `changes` is a setting of these rules with a value of its kind in its range."""
        known = self.settings()
        for name, value in changes.items():
            found = known.get(name) if isinstance(name, str) else None
            if found is None:
                raise SettingRefused(f"{self.variant} has no setting named {_shown(name)}",
                                     key="setting.unknown", setting=str(name)[:40])
            refusal = _refusal(name, found, value, getattr(self, name), self.currency)
            if refusal is not None:
                raise refusal


def _resolved(found: Declared, value: object) -> Declared:
    """`found` for a setting whose value is `value`: its high end at least `times` the value,
    its words starting with the value."""
    high = found.high
    if found.times and type(value) is int:
        high = max(high, found.times * value)
    choices = found.choices
    if value in choices:
        choices = (str(value), *(word for word in choices if word != value))
    return Declared(found.unit, found.low, high, found.step, 0, choices, found.real)


def _refusal(name: str, found: Declared, value: object, usual: object,
             currency: str) -> SettingRefused | None:
    """Why `value` cannot be setting `name` (declared `found`, usually `usual`), or None."""
    unit = found.unit
    if found.number:
        # The range as data, in the edition's money for an amount (`payday.i18n.errors`).
        key, said = ("setting.money" if unit is Unit.MONEY else "setting.number"), {
            "setting": name, "low": found.low, "high": found.high, "currency": currency}
        if type(value) is not int:
            return SettingRefused(f"the setting {name} is a whole number, not {_shown(value)}",
                                  key=key, **said)
        if not found.low <= value <= found.high:
            return SettingRefused(f"the setting {name} goes from {found.low} to {found.high}, "
                                  f"not {_shown(value)}", key=key, **said)
        return None
    if unit is Unit.FLAG:
        if type(value) is not bool:
            return SettingRefused(f"the setting {name} is true or false, not {_shown(value)}",
                                  key="setting.flag", setting=name)
        return None
    if unit is Unit.CHOICE:
        if value not in found.choices or type(value) is not str:
            return SettingRefused(f"the setting {name} is one of {', '.join(found.choices)}, "
                                  f"not {_shown(value)}", key="setting.choice", setting=name,
                                  words=list(found.choices))
        return None
    # A word the engine reads whole (a currency code, a language tag, the green die's faces):
    # text of the usual kind and length; the edition's own checks say the rest.
    if (type(value) is not str or not value or len(value) > max(40, 2 * len(str(usual)))
            or not value.replace(",", "").replace("-", "").isalnum() or not value.isascii()):
        return SettingRefused(f"the setting {name} cannot be {_shown(value)}",
                              key="setting.other", setting=name)
    return None


def frozen_decks(decks: dict[str, tuple[Card, ...]]) -> Mapping[str, tuple[Card, ...]]:
    return MappingProxyType(dict(decks))


def choices_field(*pairs: tuple[str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(setting, reason) for setting, reason in pairs)


def changes_field(*rows: tuple[int, str, object, str]) -> tuple[RuleChange, ...]:
    return tuple(RuleChange(version, setting, old, why) for version, setting, old, why in rows)


__all__ = ["Rules", "Choice", "Feature", "RuleChange", "RealRule", "RealLife", "Unit", "Declared",
           "SettingRefused", "declare", "frozen_decks", "choices_field", "changes_field", "field"]
