"""The rule settings the money lab lets a teacher change, each with its range.

Every setting declares itself in its edition's `Rules` (`payday.engine.rules.declare`): its
unit, its range and its words. The lab offers each one that changes how money works, not what
the game is: not its currency, language, number of seats, or the green die's faces (six faces
picked from a set, not one of a few words). A word setting is a choice among the words the
engine reads: which roll of a 6 wins the jackpot, what the auction edition's minimum
repayment is counted on, when its event cards can be played.

>>> loan = setting("bonne-paye", "loan_rate_pct")
>>> loan.default, loan.low, loan.high, loan.step
(10, 0, 30, 1)
>>> setting("payday", "salary").high
14000
>>> check("bonne-paye", {"withdrawal_fee": 10_000})
Traceback (most recent call last):
...
payday.lab.settings.SettingError: the setting withdrawal_fee goes from 0 to 600, not 10000
>>> setting("payday", "jackpot_on_six").choices
('move', 'any')

A money setting (declared `Unit.MONEY`) is written as money in the edition's currency, the
local way:

>>> value_words("lottery_bank_ante", 1000, "fr", "USD"), value_words("loan_rate_pct", 10, "en", "USD")
('1\u202f000\xa0$US', '10')
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from payday.editions import rules_of, unit_of
from payday.engine.rules import SettingRefused, Unit
from payday.i18n import money, number, t

# What the game is, not how its money works: the lab does not change these.
NOT_OFFERED = frozenset({Unit.CURRENCY, Unit.LANGUAGE, Unit.SEATS, Unit.FACES})


class SettingError(ValueError):
    """A rule change the lab does not offer: unknown setting, wrong kind, or out of range."""


@dataclass(frozen=True)
class Setting:
    name: str
    default: Any
    unit: Unit
    low: int | None = None        # None for a flag (True or False) or a choice
    high: int | None = None
    step: int = 1
    choices: tuple[str, ...] = ()  # a word setting's words, the default first
    real: Any = None              # its value in real life, where the edition records one

    @property
    def flag(self) -> bool:
        return self.unit is Unit.FLAG

    @property
    def money(self) -> bool:
        """Whether the setting is an amount of the edition's money."""
        return self.unit is Unit.MONEY


def settings(variant: str) -> dict[str, Setting]:
    """{name: Setting} for every setting the lab offers in this edition, by name."""
    rules = rules_of(variant)
    found: dict[str, Setting] = {}
    for name, declared in sorted(rules.settings().items()):
        if declared.unit in NOT_OFFERED:
            continue
        default = getattr(rules, name)
        real = None if declared.real is None else declared.real.value
        if declared.number:
            found[name] = Setting(name, default, declared.unit, declared.low, declared.high,
                                  declared.step, real=real)
        else:
            found[name] = Setting(name, default, declared.unit, choices=declared.choices,
                                  real=real)
    return found


def setting(variant: str, name: str) -> Setting:
    offered = settings(variant)
    if name not in offered:
        raise SettingError(f"the lab cannot change {name!r} in {variant}; it can change: "
                           + ", ".join(offered))
    return offered[name]


def check(variant: str, changes: dict[str, Any] | None) -> dict[str, Any]:
    """The changes, checked against their settings' declared kinds and ranges (a
    `SettingError` names the first that is not offered); nothing is changed by a refusal."""
    for name in changes or {}:
        setting(variant, name)
    try:
        rules_of(variant).check(changes or {})
    except SettingRefused as error:
        raise SettingError(str(error)) from None
    return dict(changes or {})


def value_words(name: str, value: Any, lang: str, currency: str) -> str:
    """A setting's value as a page says it: yes or no, a word setting's choice, an amount of
    money in the edition's `currency` (an ISO 4217 code), or a number."""
    if isinstance(value, bool):
        return t("lab.yes" if value else "lab.no", lang)
    if isinstance(value, str):
        return t(f"lab.choice.{name}.{value}", lang)
    if unit_of(name) is Unit.MONEY:
        return money(value, currency, lang)
    return number(value, lang)


def parse(variant: str, text: str) -> tuple[str, Any]:
    """`NAME=VALUE` from the command line: the value read as the setting's kind."""
    name, sep, value = text.partition("=")
    if not sep:
        raise SettingError(f"a rule change is NAME=VALUE, not {text!r}")
    found = setting(variant, name.strip())
    value = value.strip()
    if found.choices:
        return found.name, check(variant, {found.name: value})[found.name]
    if found.flag:
        if value.lower() not in ("true", "false", "1", "0", "yes", "no"):
            raise SettingError(f"the setting {found.name} is true or false, not {value!r}")
        return found.name, value.lower() in ("true", "1", "yes")
    try:
        return found.name, int(value)
    except ValueError:
        raise SettingError(f"the setting {found.name} is a whole number, not {value!r}") from None


__all__ = ["Setting", "SettingError", "NOT_OFFERED", "settings", "setting", "check", "parse", "value_words"]
