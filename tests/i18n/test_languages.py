"""A language is one record (payday/i18n/languages.py): every list of languages is the
registry's, and numbers, plural forms, typography, fonts and the default country are read from
the record, so a fourth language is one record plus its catalog entries and templates."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from payday import i18n
from payday.i18n import formats, languages
from payday.i18n.catalog import plural_category
from payday.i18n.languages import FALLBACK_LANGUAGE, LANGUAGES, RECORDS, Language, Typography
from payday.teaching import printing
from payday.teaching.countries import country_for

PAYDAY = Path(__file__).resolve().parents[2] / "payday"
REGISTRY = PAYDAY / "i18n" / "languages.py"


def docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def names_exported(tree: ast.AST) -> set[int]:
    """`__all__`'s list: names, not languages (answer_key exports a function `en`)."""
    return {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Assign)
            and any(isinstance(target, ast.Name) and target.id == "__all__" for target in node.targets)}


def edition_declarations(tree: ast.AST) -> set[int]:
    """The `language="fr"` an edition's rules declare: the edition's own fact, not a list."""
    return {id(keyword.value) for node in ast.walk(tree) if isinstance(node, ast.Call)
            for keyword in node.keywords if keyword.arg == "language"}


def test_no_module_but_the_registry_names_a_language():
    """No module lists the languages or branches on one (`("en", "fr", "zh-Hant")`, `{"fr": ...}`,
    `lang == "zh-Hant"`): outside the registry, a language's code appears only where an edition
    declares its own language, and English only as the catalogs' source language, never in a
    list beside another code."""
    others = set(LANGUAGES) - {FALLBACK_LANGUAGE}
    found = []
    for path in sorted(PAYDAY.rglob("*.py")):
        if path == REGISTRY:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        allowed = docstrings(tree) | edition_declarations(tree) | names_exported(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in others and id(node) not in allowed:
                found.append(f"{path.relative_to(PAYDAY)}:{node.lineno} {node.value!r}")
            items = (node.keys if isinstance(node, ast.Dict) else
                     node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [])
            if id(node) not in allowed and any(isinstance(item, ast.Constant) and item.value == FALLBACK_LANGUAGE
                                               for item in items):
                found.append(f"{path.relative_to(PAYDAY)}:{node.lineno} a list with {FALLBACK_LANGUAGE!r}")
    assert found == []


def test_the_modules_lists_of_languages_are_the_registrys():
    """The catalogs, the papers, the PDFs, the menus and the command line read one tuple."""
    from payday import cli
    from payday.teaching import papers
    assert i18n.LANGUAGES is LANGUAGES is papers.LANGUAGES is printing.LANGUAGES is cli.LANGUAGES
    assert LANGUAGES == tuple(language.code for language in RECORDS)


def test_every_edition_speaks_a_registered_language():
    """An edition's `language` is a record's code (its default language on a page)."""
    from payday.editions import EDITIONS
    assert {game.edition_rules.language for game in EDITIONS.values()} <= set(LANGUAGES)


@pytest.mark.parametrize("language", RECORDS, ids=lambda language: language.code)
def test_numbers_plurals_typography_fonts_and_country_come_from_the_record(language):
    """Each language's numbers follow its record's Babel locale, its counts the locale's plural
    rule, its lists and factors its typography, its PDFs its fonts and `lang`, its papers its
    country."""
    from babel import Locale
    from babel.numbers import get_decimal_symbol, get_group_symbol
    code = language.code
    assert formats.separators(code) == get_decimal_symbol(language.locale) + get_group_symbol(language.locale)
    assert plural_category(1, code) == Locale.parse(language.locale).plural_form(1)
    assert i18n.joined(["a", "b"], code) == "a" + language.typography.list_separator + "b"
    assert formats.times(2, code, 0).endswith(language.typography.times)
    from payday.classroom.notices import server_full_page
    page = printing.page("# T\n", code)
    assert f'<html lang="{language.html_lang}">' in page and language.fonts in page
    assert f'<html lang="{language.html_lang}">' in server_full_page(code, 5)
    assert country_for(code) == language.country


GERMAN = Language("de", "de_DE", "de-DE", languages.LATIN_FONTS, "DE", "German", aliases=("deutsch",),
                  typography=Typography(list_separator=" / ", times="\u2009×"), counts_one=lambda n: n == 1)


def test_a_fourth_language_is_one_record(monkeypatch):
    """Registering one more record (German here) is all the code needs: its spellings are
    understood, its money, numbers, plural forms, typography, PDF page and country follow it,
    and the pages' policy picks it from a browser; its words would come from its catalog entries."""
    monkeypatch.setattr(languages, "_BY_CODE", {**languages._BY_CODE, "de": GERMAN})
    monkeypatch.setattr(languages, "_SPELLINGS", {**languages._SPELLINGS, "de": "de", "deutsch": "de"})
    assert i18n.normalise("de-AT") == "de" and i18n.normalise("Deutsch") == "de"
    assert formats.money(1500, "EUR", "de") == "1.500\xa0€"
    assert formats.decimal(2249.5, "de", 1) == "2.249,5"
    assert formats.percent(0.125, "de") == formats.decimal(12.5, "de", 1) + "%"   # English words until its catalog
    assert (plural_category(1, "de"), plural_category(2, "de")) == ("one", "other")
    assert i18n.joined(["a", "b"], "de") == "a / b" and formats.times(3, "de", 0) == "3\u2009×"
    assert '<html lang="de-DE">' in printing.page("# T\n", "de")
    assert country_for("de") == "DE"
    assert i18n.choose(None, None, "de-CH,fr;q=0.8", "fr") == "de"


@pytest.mark.parametrize(("link", "menu", "accept", "edition", "chosen"), [
    ("zh-TW", "fr", "fr", "en", "zh-Hant"),       # the link first
    (None, "fr", "zh-TW", "en", "fr"),            # then the page's menu
    (None, None, "tlh,zh-TW;q=0.9", "fr", "zh-Hant"),   # then the browser's, by preference
    (None, None, "tlh", "fr", "fr"),              # then the edition's
    (None, None, None, None, "en"),               # English last
    ("xx", None, "en;q=0", "zh-Hant", "zh-Hant"),  # what is not understood is passed over
])
def test_one_policy_chooses_every_pages_language(link, menu, accept, edition, chosen):
    """The link's lang, then the page's menu, then the browser's Accept-Language, then the
    edition's language; the notices and the launcher ask the same function."""
    from payday.classroom import notices
    assert i18n.choose(link, menu, accept, edition) == chosen
    variant = {"en": "payday", "fr": "bonne-paye", "zh-Hant": "payday-auction", None: None}[edition]
    if menu is None:
        assert notices.page_language(link, variant, accept) == chosen


def test_the_launcher_and_the_class_server_follow_the_policy(monkeypatch):
    """The launcher's words: --lang, else the system's language (the terminal's browser);
    the class's Voila hands each page's kernel its browser's Accept-Language."""
    from payday.classroom import launcher
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert launcher.teacher_language("fr") == "fr" and launcher.teacher_language(None) == "zh-Hant"
    for students in (True, False):
        options = launcher.kernel_settings(students=students, class_size=30, cull_idle_minutes=90)
        assert "--VoilaConfiguration.http_header_envs=Accept-Language" in options
