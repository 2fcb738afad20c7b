"""The short pages a class server answers with instead of a page, in the reader's language:
the server is full, this device already has its pages open, too many wrong keys.

Each is a small HTML page with a status code a light client understands too (503 or 429, with
`Retry-After`); the first two reload themselves after that many seconds.
"""
from __future__ import annotations

import html
import math

from payday import i18n
from payday.classroom.links import settings_from_query


def page_language(query_lang: str | None, variant: str | None, accept: str | None) -> str:
    """The student's language, by the pages' one policy (`payday.i18n.languages.choose`): the
    link's `lang`, else the browser's first supported one (Accept-Language), else the link's
    edition's language, else English.

    >>> page_language(None, None, "fr-FR,fr;q=0.9,en;q=0.8"), page_language("zh-TW", None, "fr")
    ('fr', 'zh-Hant')
    >>> page_language(None, "bonne-paye", "de"), page_language(None, "bonne-paye", "en-US")
    ('fr', 'en')
    """
    return i18n.choose(query_lang, accept=accept, edition=i18n.edition_language(variant))


def language_of(query: str, accept: str | None) -> str:
    """The language of the page a link asked for (its query, as the page's kernel reads it)."""
    link = settings_from_query(query)
    return page_language(link.get("lang"), link.get("variant"), accept)


COUNTS_MINUTES = ("key_locked",)      # the notices whose sentence waits in minutes, not seconds


def notice_page(lang: str, kind: str, *, seconds: int, reload: bool) -> str:
    """The page for a notice `kind` ("server_full", "page_open", "key_locked"): its title and
    text in `lang`; it reloads itself after `seconds` when `reload`."""
    title = html.escape(i18n.t(f"app.{kind}.title", lang))
    minutes = max(1, math.ceil(seconds / 60))
    # A counting message: "1 minute", "2 minutes", by the number its sentence shows.
    count = minutes if kind in COUNTS_MINUTES else seconds
    text = html.escape(i18n.t(f"app.{kind}.text", lang, count=count, seconds=seconds, minutes=minutes))
    refresh = f'<meta http-equiv="refresh" content="{seconds}">' if reload else ""
    css = "pd-" + kind.replace("_", "-")
    return (f'<!doctype html><html lang="{html.escape(i18n.record(lang).html_lang)}"><head><meta charset="utf-8">'
            f"{refresh}"
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title></head><body style=\"font-family:sans-serif;margin:2em\">"
            f'<div class="{css}" role="status"><h2>{title}</h2><p>{text}</p></div>'
            f"</body></html>")


def server_full_page(lang: str, seconds: int) -> str:
    """The page a student gets while the server has no kernel free: what is happening, and
    that it tries again by itself."""
    return notice_page(lang, "server_full", seconds=seconds, reload=True)
