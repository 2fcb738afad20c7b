"""The rule settings the money lab lets a teacher change, each with its range.

The lab offers every overridable number and flag of an edition's `Rules` (`Rules.overridable`),
except those that change what the game is rather than how money works (its currency, language
and number of seats). The rulebooks give no ranges, so the lab's ranges are its own choice,
read from the setting's name and default (one rule per kind, below). A word setting is a
choice among the words the engine reads (`CHOICES`): which roll of a 6 wins the jackpot, what the
auction edition's minimum repayment is counted on, when its event cards can be played.

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

A money setting (`MONEY`) is written as money in the edition's currency, the local way:

>>> value_words("lottery_bank_ante", 1000, "fr", "USD"), value_words("loan_rate_pct", 10, "en", "USD")
('1\u202f000\xa0$US', '10')
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from payday.editions import rules_of
from payday.editions.payday_auction import EVENT_MOMENTS
from payday.i18n import money, number, t

NOT_OFFERED = frozenset({"currency", "language", "min_players", "max_players"})
# The words a word setting can take, as the engine reads them (`Game.roll` for the jackpot, the
# auction edition's rules for the others). `green_faces` is not offered: its value is six faces
# picked from a set, not one of a few words.
CHOICES: dict[str, tuple[str, ...]] = {
    "jackpot_on_six": ("move", "any"),
    "repay_basis": ("balance", "principal"),
    "event_moments": EVENT_MOMENTS,
}
# The whole-number settings that are amounts of the edition's money (every other one is a rate,
# a share, a die face, a day or a count): a page writes them in the edition's currency.
MONEY = frozenset({
    "start_cash", "salary", "loan_unit", "jackpot_start", "note_unit", "auction_step",
    "lottery_stake", "lottery_bank_ante", "lottery_prize", "withdrawal_fee", "bet_limit",
    "medic_assur_price", "auto_assur_price", "green_cost", "green_bonus", "green_fee",
    "lucky_draw_prize", "lucky_draw_stake", "yard_sale_per_pip",
})
STRETCH = 4     # a count or an amount goes from 0 (or 1) up to four times its default


class SettingError(ValueError):
    """A rule change the lab does not offer: unknown setting, wrong kind, or out of range."""


@dataclass(frozen=True)
class Setting:
    name: str
    default: Any
    low: int | None = None        # None for a flag (True or False) or a choice
    high: int | None = None
    step: int = 1
    choices: tuple[str, ...] = ()  # a word setting's words, the default first
    real: Any = None              # its value in real life, where the edition records one

    @property
    def flag(self) -> bool:
        return isinstance(self.default, bool)

    @property
    def money(self) -> bool:
        """Whether the setting is an amount of the edition's money (see `MONEY`)."""
        return self.name in MONEY


def _int_range(name: str, default: int, payday_day: int) -> tuple[int, int, int]:
    """(low, high, step): a share of a whole 0–100 %, other percentages 0 to three times the default, die faces 1–6, days 1–Pay Day, a loan's term in
    months 1–12; units and steps at least 1; any other count or amount 0 up to four times its
    default (10 when the default is 0), in steps of 10 when the default is a multiple of 10."""
    step = 10 if default and default % 10 == 0 else 1
    if name.endswith(("_share_pct", "_value_pct")):
        return 0, 100, 1          # a share of a whole: any part of it
    if name.endswith("_pct"):
        # Up to three times the rulebook's rate: at 100 % a month, borrowing to pay the
        # interest never ends (a game of computer players does not finish).
        return 0, min(100, max(3 * default, 10)), 1
    if name.endswith("_face"):
        return 1, 6, 1
    if name.endswith("_day"):
        return 1, payday_day, 1
    if name.endswith("_months"):
        return 1, 12, 1
    low = 1 if name.endswith(("_unit", "_step")) else 0
    return low, max(STRETCH * default, 10, low), step


def settings(variant: str) -> dict[str, Setting]:
    """{name: Setting} for every setting the lab offers in this edition, by name."""
    rules = rules_of(variant)
    real = rules.real_rules()
    found: dict[str, Setting] = {}
    for name in sorted(rules.overridable() - NOT_OFFERED):
        default = getattr(rules, name)
        if isinstance(default, bool):
            found[name] = Setting(name, default, real=real.get(name))
        elif isinstance(default, int):
            found[name] = Setting(name, default, *_int_range(name, default, rules.payday),
                                  real=real.get(name))
        elif name in CHOICES:
            others = tuple(word for word in CHOICES[name] if word != default)
            found[name] = Setting(name, default, choices=(default, *others))
    return found


def setting(variant: str, name: str) -> Setting:
    offered = settings(variant)
    if name not in offered:
        raise SettingError(f"the lab cannot change {name!r} in {variant}; it can change: "
                           + ", ".join(offered))
    return offered[name]


def check(variant: str, changes: dict[str, Any] | None) -> dict[str, Any]:
    """The changes, checked against their settings' kinds and ranges (a `SettingError` names
    the first that is not offered); nothing is changed by a refusal."""
    for name, value in (changes or {}).items():
        found = setting(variant, name)
        if found.choices:
            if value not in found.choices:
                raise SettingError(f"the setting {name} is one of {', '.join(found.choices)}, "
                                   f"not {value!r}")
        elif found.flag:
            if not isinstance(value, bool):
                raise SettingError(f"the setting {name} is true or false, not {value!r}")
        elif type(value) is not int:
            raise SettingError(f"the setting {name} is a whole number, not {value!r}")
        elif not found.low <= value <= found.high:     # type: ignore[operator]
            raise SettingError(f"the setting {name} goes from {found.low} to {found.high}, "
                               f"not {value}")
    return dict(changes or {})


def value_words(name: str, value: Any, lang: str, currency: str) -> str:
    """A setting's value as a page says it: yes or no, a word setting's choice, an amount of
    money in the edition's `currency` (an ISO 4217 code), or a number."""
    if isinstance(value, bool):
        return t("lab.yes" if value else "lab.no", lang)
    if isinstance(value, str):
        return t(f"lab.choice.{name}.{value}", lang)
    if name in MONEY:
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


__all__ = ["Setting", "SettingError", "CHOICES", "MONEY", "settings", "setting", "check", "parse", "value_words"]
