"""The pages' links: what a URL query such as `?variant=bonne-paye&lang=fr&months=2` says.

One reading for every page and server: the students' app and the dashboard
(`settings_from_query`), the lab page (its own fields, read by the same rules), and the
server's "the server is full" page (the link's language and edition), and the server's
links cleaned of their token (`without`). A value is read by
the rule of its field; one that the rule does not accept (an unknown edition or language, a
number that is not whole or is out of range, a name too long) is left out, so a mistyped link
opens the page with its defaults instead of failing. When a name is given twice, the last
value counts.

>>> settings_from_query("?variant=bonne-paye&months=2&seed=x&pace=0&lang=zh-TW")
{'variant': 'bonne-paye', 'lang': 'zh-Hant', 'months': 2, 'pace': 0.0}
>>> read_query("games=30&months=99", {"games": ("games", whole(10, 100)), "months": ("months", whole(1, 24))})
{'games': 30}
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import parse_qs, parse_qsl, urlencode

from payday import i18n
from payday.editions import EDITIONS

Rule = Callable[[str], Any]     # a field's value from its text, or None when it is not accepted

MAX_NAME = 100     # characters in a class id or a student's name (the store's limit)
MAX_LESSON = 8     # a lesson's number, two digits or one: the app says if there is no such lesson
MAX_CODE = 20      # a resume code, checked on the server
MAX_COUNTRY = 8    # "FR": the app says if the lessons have no figures for it


def edition(raw: str) -> str | None:
    """An edition's name (`bonne-paye`, `payday`, ...)."""
    return raw if raw in EDITIONS else None


def language(raw: str) -> str | None:
    """A language the catalogs speak, as its code (`FR` and `fr-FR` are `fr`, `zh-TW` is
    `zh-Hant`)."""
    return i18n.normalise(raw)


def whole(low: int | None = None, high: int | None = None) -> Rule:
    """A whole number (negative too, unless `low` says otherwise) from `low` to `high`."""
    def read(raw: str) -> int | None:
        try:          # "²" is a digit that int() refuses, "--5" is no number
            value = int(raw) if raw.lstrip("-").isdigit() else None
        except ValueError:
            value = None
        if value is None:
            return None
        return value if (low is None or value >= low) and (high is None or value <= high) else None
    return read


def decimal(low: float, high: float) -> Rule:
    """A number, with decimals or not, from `low` to `high`."""
    def read(raw: str) -> float | None:
        try:
            value = float(raw)
        except ValueError:
            return None
        return value if low <= value <= high else None
    return read


def text(longest: int) -> Rule:
    """Any text that is not empty, of at most `longest` characters."""
    def read(raw: str) -> str | None:
        return raw if raw and len(raw) <= longest else None
    return read


def one_of(*choices: str) -> Rule:
    def read(raw: str) -> str | None:
        return raw if raw in choices else None
    return read


Fields = Mapping[str, tuple[str, Rule]]    # a query's name -> (the setting it gives, its rule)


def read_query(query: str | None, fields: Fields) -> dict[str, Any]:
    """The settings that `query` gives for `fields`, in the order of `fields`."""
    given = parse_qs((query or "").lstrip("?"))
    settings: dict[str, Any] = {}
    for name, (setting, rule) in fields.items():
        if name not in given:
            continue
        value = rule(given[name][-1].strip())
        if value is not None:
            settings[setting] = value
    return settings


# The students' links (README): ?variant=&lang=&months=&seed=&lesson=&class=&student=&pace=,
# a lesson's quiz (&quiz=pre or post), a resume code (&resume=, from a page whose kernel went) and
# the country whose real figures a lesson uses (&country=US, FR or TW; by default the language's).
APP_FIELDS: Fields = {
    "variant": ("variant", edition),
    "lang": ("lang", language),
    "months": ("months", whole()),
    "seed": ("seed", whole()),
    "pace": ("pace", decimal(0, 10)),
    "class": ("class_id", text(MAX_NAME)),
    "student": ("student", text(MAX_NAME)),
    "lesson": ("lesson", text(MAX_LESSON)),
    "quiz": ("quiz", one_of("pre", "post")),
    "resume": ("resume", text(MAX_CODE)),
    "country": ("country", text(MAX_COUNTRY)),
}


def settings_from_query(query: str | None) -> dict[str, Any]:
    """The students' app's settings (and the dashboard's language) from a link's query:
    the keyword arguments of `payday.ui.App`."""
    return read_query(query, APP_FIELDS)


def with_query(link: str, **values: str | None) -> str:
    """`link` with these query values set (replacing any it had; None leaves one out), in the
    order the link had them, then the new ones: how the dashboard makes a lesson's link.

    >>> with_query("http://h:8866/voila/render/play.ipynb?class=5A&lang=fr", lang="en", country="US")
    'http://h:8866/voila/render/play.ipynb?class=5A&lang=en&country=US'
    """
    base, _, query = link.partition("?")
    pairs = [(k, v[-1]) for k, v in parse_qs(query, keep_blank_values=True).items()]
    kept = dict(pairs) | {k: v for k, v in values.items() if v is not None}
    kept = {k: v for k, v in kept.items() if values.get(k, v) is not None}
    return f"{base}?{urlencode(kept)}" if kept else base


def query_names(query: str) -> set[str]:
    """The names a link's query gives, blank ones too.

    >>> sorted(query_names("token=&lang=fr"))
    ['lang', 'token']
    """
    return {name for name, _ in parse_qsl(query, keep_blank_values=True)}


def without(query: str, names: tuple[str, ...]) -> str:
    """A link's query without the parameters `names`, the others as they were.

    >>> without("token=k3y&lang=fr&lesson=03", ("token",))
    'lang=fr&lesson=03'
    """
    kept = [(name, value) for name, value in parse_qsl(query, keep_blank_values=True)
            if name not in names]
    return urlencode(kept)


__all__ = ["with_query", "settings_from_query", "read_query", "query_names", "without", "APP_FIELDS", "Fields",
           "Rule", "edition",
           "language", "whole", "decimal", "text", "one_of", "MAX_NAME"]
