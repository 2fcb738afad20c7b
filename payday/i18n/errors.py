"""Errors said in the reader's language.

The engine's errors (`IllegalDecision`, `GameOver`, `CorruptSave`) and the class store's
problems carry a message key and language-free values: numbers, act names, a player's index
and name, lists of acts. `str(error)` stays the English sentence developers read; this module
says the same thing in English, French or Traditional Chinese from `catalogs/errors.json`.

>>> from payday.engine.decisions import CorruptSave
>>> describe_error(CorruptSave("not JSON", key="save.not_json"), "fr")
"ce fichier n'est pas une sauvegarde de partie (ce n'est pas du JSON valide, ou il a été tronqué)"
>>> describe_error(CorruptSave("no such key", key="save.no_such_key"), "en")
'this file is not a saved game that can be opened'

A key the catalogs do not know, or values a sentence cannot be made from, fall back to the
error's general sentence: a reader never sees a traceback or a key name.
"""
from __future__ import annotations

from typing import Any

from payday.engine.game import Game
from payday.i18n.catalog import fields, t, template
from payday.i18n.describe import card_name, edition_name
from payday.i18n.formats import money, number
from payday.i18n.languages import FALLBACK_LANGUAGE, normalise, typography

GENERIC = "error.generic"
# The general sentence of each kind of error, by class name (the engine stays out of i18n).
GENERIC_BY_CLASS = {"GameOver": "illegal.game_over", "IllegalDecision": "illegal.generic",
                    "CorruptSave": "save.generic", "Problem": "save.generic"}


def error_key(error: object) -> tuple[str, dict[str, Any]]:
    """The key and values of an error, a store `Problem`, or a {"key", "values"} mapping."""
    if isinstance(error, dict):
        key, values = error.get("key"), error.get("values")
    else:
        key, values = getattr(error, "key", None), getattr(error, "values", None)
    return (key if isinstance(key, str) else generic_key(error),
            values if isinstance(values, dict) else {})


def generic_key(error: object) -> str:
    """The general key for an error's kind: its class's own, else the nearest known base's."""
    key = getattr(type(error), "generic_key", None)
    if isinstance(key, str) and template(key, FALLBACK_LANGUAGE) is not None:
        return key
    for cls in type(error).__mro__:
        if cls.__name__ in GENERIC_BY_CLASS:
            return GENERIC_BY_CLASS[cls.__name__]
    return GENERIC


def _player_name(game: object, index: object) -> str | None:
    players = getattr(game, "players", None)
    if type(index) is int and players is not None and 0 <= index < len(players):
        name = players[index].name
        return name if isinstance(name, str) else None
    return None


def _act(act: object, lang: str) -> str:
    return t(f"act.{act}", lang, default=str(act).replace("_", " "))


def _arg(value: object, act: object, lang: str, game: Game[Any] | None) -> str:
    """An option's argument: a card's name, a player's name, a number, as the game shows it."""
    if game is not None and isinstance(value, str) and value in getattr(game, "cards", {}):
        return card_name(game.cards[value], lang)
    if game is not None and str(act) == "target" and type(value) is int:
        name = _player_name(game, value)
        if name is not None:
            return name
    if type(value) is int:
        return number(value, lang)
    return str(value)


def _values(key: str, values: dict[str, Any], lang: str, game: Game[Any] | None) -> dict[str, str]:
    """The values made readable: act words, lists of acts, numbers, names, edition names, a
    rule setting's name and its range (in the edition's money for an amount) or words."""
    readable = {}
    act = values.get("act")
    setting, currency = values.get("setting"), values.get("currency")
    for name, value in values.items():
        if value is None or type(value) is bool:
            continue
        if name == "setting" and isinstance(value, str):
            readable[name] = t(f"lab.setting.{value}", lang, default=value)
        elif name == "words" and isinstance(value, (list, tuple)):
            readable[name] = typography(lang).list_separator.join(
                t(f"lab.choice.{setting}.{word}", lang, default=str(word)) for word in value)
        elif (name in ("low", "high") and key == "setting.money" and type(value) is int
              and isinstance(currency, str)):
            readable[name] = money(value, currency, lang)
        elif name == "act":
            readable[name] = _act(value, lang)
        elif name == "choices" and isinstance(value, (list, tuple)):
            readable[name] = typography(lang).list_separator.join(_act(a, lang) for a in value)
        elif name == "variant" and isinstance(value, str):
            readable[name] = edition_name(value, lang)
        elif name == "cause" and isinstance(value, dict):
            readable[name] = describe(value.get("key"), value.get("values"), lang, game=game,
                                      generic="illegal.generic")
        elif name in ("card", "arg"):
            readable[name] = _arg(value, act, lang, game)
        elif name == "player" and type(value) is int:
            shown = _player_name(game, value)
            readable[name] = shown if shown is not None else number(value + 1, lang)
        elif type(value) is int:
            readable[name] = number(value, lang)
        else:
            readable[name] = str(value)
    if "act" in readable:       # "Buy", or "Sell Mail order" when the option names a card
        arg = readable.get("arg")
        readable["what"] = (t("illegal.what_arg", lang, act=readable["act"], arg=arg) if arg
                            else readable["act"])
    return readable


def _sentence(key: str, values: dict[str, Any], readable: dict[str, str], lang: str) -> str | None:
    """The first of `key.no_<field>` (a value that is missing) and `key` whose placeholders
    the readable values fill, formatted; None if there is none."""
    missing = [f"{key}.no_{name}" for name, value in values.items() if value is None]
    for candidate in missing + [key]:
        text = template(candidate, lang)
        if text is not None and fields(text) <= readable.keys():
            try:
                return text.format(**readable)
            except (KeyError, IndexError, ValueError):
                continue
    return None


def describe(key: object, values: object, lang: str, *, game: Game[Any] | None = None,
             generic: str = GENERIC) -> str:
    """The sentence of a message key and its language-free values in `lang`, or the general
    sentence `generic` if the key is unknown or the values do not fit it."""
    lang = normalise(lang) or FALLBACK_LANGUAGE
    data: dict[str, Any] = values if isinstance(values, dict) else {}
    if isinstance(key, str):
        readable: dict[str, str] | None
        try:
            readable = _values(key, data, lang, game)
        except Exception:              # noqa: BLE001 - damaged values: say it generally
            readable = None
        if readable is not None:
            text = _sentence(key, data, readable, lang)
            if text is not None:
                return text
    for fallback in (generic, GENERIC):
        text = template(fallback, lang)
        if text is not None and not fields(text):
            return text
    return ""


def describe_error(error: object, lang: str, *, game: Game[Any] | None = None) -> str:
    """What went wrong, in `lang`: an engine error, a store `Problem`, or any exception (which
    gets the general sentence). With `game`, cards and players are called by their names."""
    key, values = error_key(error)
    return describe(key, values, lang, game=game, generic=generic_key(error))
