"""Sentences that count ("Words a teacher would write"): "plural agreement in generated
sentences ('dans 1 parties')" and "Every generated sentence is built from whole-sentence messages
with plural and gender rules (Babel's plural forms), never by gluing words"."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel import Locale

from payday.classroom.notices import notice_page, server_full_page
from payday.i18n import LANGUAGES, t
from payday.i18n.catalog import fields, plural_category, plurals
from payday.i18n.languages import record
from payday.teaching.answer_key import Figure
from payday.teaching.lessons import TEMPLATES
from payday.teaching.papers import fill

PAYDAY = Path(__file__).resolve().parents[2] / "payday"
# The nouns a template counts, in English and French: each needs its counting message.
COUNTED_NOUNS = {"en": r"games|months|years|days|doctor's bills|decisions|students",
                 "fr": r"parties|mois|ans|jours|factures de médecin|décisions|élèves"}


def categories(lang: str) -> set[str]:
    """The CLDR plural categories of a language, by Babel ("other" is every language's)."""
    return set(Locale.parse(record(lang).locale).plural_form.tags) | {"other"}


@pytest.mark.parametrize("key", sorted(plurals()))
def test_a_counting_message_has_the_forms_of_each_language(key):
    """Each counting message has every language, only that language's CLDR categories, at least
    "one" and "other" where the language has a singular (English, French) and only "other" in
    Chinese, with the same placeholders in every form."""
    entry = plurals()[key]
    wanted = None
    for lang in LANGUAGES:
        forms = entry[lang]
        assert "other" in forms and set(forms) <= categories(lang), (lang, sorted(forms))
        if "one" in categories(lang):
            assert "one" in forms, lang
        for text in forms.values():
            assert text.strip()
            wanted = fields(text) if wanted is None else wanted
            assert fields(text) == wanted, (lang, text)


def test_french_counts_one_game_in_the_singular_and_two_in_the_plural():
    """« dans 1 parties » is gone: a paper's counted placeholder takes Babel's form."""
    template = "L'assurance a coûté moins dans {{cheaper|games}}."
    assert fill(template, {"cheaper": Figure(1)}, "fr") == "L'assurance a coûté moins dans 1 partie."
    assert fill(template, {"cheaper": Figure(2)}, "fr") == "L'assurance a coûté moins dans 2 parties."
    assert fill(template, {"cheaper": Figure(0)}, "fr") == "L'assurance a coûté moins dans 0 partie."
    assert fill(template, {"cheaper": Figure(1500)}, "fr") == "L'assurance a coûté moins dans 1\u202f500 parties."


def test_english_and_chinese_counts():
    assert fill("in {{n|games}}", {"n": Figure(1)}, "en") == "in 1 game"
    assert fill("in {{n|games}}", {"n": Figure(0)}, "en") == "in 0 games"
    assert fill("in {{n|games}}", {"n": Figure(2)}, "en") == "in 2 games"
    assert fill("{{n|games}}", {"n": Figure(1)}, "zh-Hant") == "1 局"
    assert fill("{{n|games}}", {"n": Figure(2)}, "zh-Hant") == "2 局"


@pytest.mark.parametrize("lang, one, two", [
    ("en", "1 decision,", "2 decisions,"), ("fr", "1 décision,", "2 décisions,"),
    ("zh-Hant", "1 個決定", "2 個決定")])
def test_the_apps_counting_sentences_agree_with_their_count(lang, one, two):
    """Whole sentences per form: the resume button, the wait after too many codes."""
    values = {"edition": "Pay Day", "saved": "2026-01-01 10:00"}
    assert one in t("app.resume.button", lang, count=1, moves="1", **values)
    assert two in t("app.resume.button", lang, count=2, moves="2", **values)
    wait = {"en": "Wait 1 minute and", "fr": "Attendez 1 minute puis", "zh-Hant": "請等待 1 分鐘"}[lang]
    assert wait in t("app.msg.too_many_guesses", lang, count=1, minutes=1, student="Ada", class_id="7B")


def test_babels_rule_chooses_the_form():
    assert [plural_category(n, "fr") for n in (0, 1, 2)] == ["one", "one", "other"]
    assert [plural_category(n, "en") for n in (0, 1, 2)] == ["other", "one", "other"]
    assert {plural_category(n, "zh-Hant") for n in (0, 1, 2)} == {"other"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_template_glues_a_count_to_a_plural_noun(lang):
    """A template writes a count with its noun as `{{name|noun}}`, never `{{name}} parties`."""
    glued = re.compile(r"\{\{\s*[\w.]+\s*\}\} (?:" + COUNTED_NOUNS[lang] + r")\b")
    names = ["plan.md"] if lang == "en" else []
    found = [(path.parent.name, path.name, match.group(0))
             for path in sorted(TEMPLATES.glob(f"*/*.{lang}.md")) + [p for n in names for p in TEMPLATES.glob(f"*/{n}")]
             for match in glued.finditer(path.read_text(encoding="utf-8"))]
    assert found == []


def test_no_code_glues_an_s_onto_a_word():
    """No `+ "s"`, `"s" if` or `f"{n} {unit}s"` in the package: a count is a counting message."""
    glue = re.compile(r"""["']s["'] if|\+ ?["']s["']|\}s["']""")
    found = [(str(path.relative_to(PAYDAY)), number) for path in sorted(PAYDAY.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if glue.search(line)]
    assert found == []


def test_the_servers_notices_count_their_wait():
    """"Wait 1 minutes" after too many wrong keys (the wait is rounded up to whole minutes)."""
    assert "Wait 1 minute, then" in notice_page("en", "key_locked", seconds=30, reload=False)
    assert "Wait 10 minutes, then" in notice_page("en", "key_locked", seconds=600, reload=False)
    assert "Attendez 1 minute, puis" in notice_page("fr", "key_locked", seconds=45, reload=False)
    assert "dans 1 seconde\u00a0:" in server_full_page("fr", 1)
    assert "in 5 seconds:" in server_full_page("en", 5)
