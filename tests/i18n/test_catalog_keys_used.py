"""Every catalog key is said somewhere: by the code, a notebook or a template. A key is used when it appears whole in payday's sources, or when the code
builds it:
- an f-string made of a key's characters and placeholders (`f"app.{kind}.title"`), or a prefix
  the code completes (`"cli.help." + name`);
- a known ending added to a key the code names: a card's `<name>.text`
  (`payday.i18n.describe.card_text`), a count's `<key>.one/.other/.zero`
  (`payday.ui.dashboard.data.count`), a missing value's `<key>.no_<field>` (`payday.i18n.errors`);
- an event's, a question's or an option's key with the qualifiers `payday.i18n.describe` adds
  (`ask.lottery.prompt` + `.bonne-paye.only_pass`): any key under one the code builds there."""
from __future__ import annotations

import re
from pathlib import Path

from payday.i18n.catalog import catalog

PAYDAY = Path(__file__).resolve().parents[2] / "payday"
SOURCES = (".py", ".ipynb", ".md", ".js", ".html")
ENDING = re.compile(r"\.(?:text|one|other|zero|no_[\w\-]+)$")
QUALIFIED = ("ask.", "event.", "option.")         # describe.py's `_qualifiers` extend these
WORD = r"[\w\-]+(?:\.[\w\-]+)*"                   # what a placeholder may stand for
F_STRING = re.compile(r"(?=\bf([\"'])((?:[\w.\-]|\{[^{}\n]*?\})+)\1)")


def source_text() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(PAYDAY.rglob("*"))
                     if path.suffix in SOURCES and "catalogs" not in path.parts)


def words_of(text: str) -> frozenset[str]:
    """Every dotted word of the sources, as a key would appear whole in them."""
    return frozenset(word.strip(".") for word in re.findall(r"[\w.\-]+", text))


def built(text: str) -> re.Pattern[str]:
    """One pattern for every key the code builds: each f-string made only of a key's characters
    and placeholders, with a word in its literal part; each `"prefix." + name`."""
    found = []
    for match in F_STRING.finditer(text):
        parts = re.split(r"\{[^{}\n]*?\}", match.group(2))
        if len(parts) > 1 and "." in "".join(parts) and re.search(r"[a-z]", "".join(parts)):
            found.append(WORD.join(re.escape(part) for part in parts))
    for prefix in re.findall(r"[\"']([a-z][\w\-]*(?:\.[\w\-]+)*\.)[\"']\s*\+", text):
        found.append(re.escape(prefix) + WORD)
    return re.compile("|".join(f"(?:{pattern})" for pattern in sorted(set(found))))


def used(key: str, words: frozenset[str], pattern: re.Pattern[str]) -> bool:
    if key in words or pattern.fullmatch(key):
        return True
    stem = ENDING.sub("", key)
    if stem != key:
        return used(stem, words, pattern)
    if key.startswith(QUALIFIED) and key.count(".") > 1:
        return used(key.rsplit(".", 1)[0], words, pattern)
    return False


def test_every_catalog_key_is_used_by_the_code_a_notebook_or_a_template():
    text = source_text()
    words, pattern = words_of(text), built(text)
    unused = sorted(key for key in catalog() if not used(key, words, pattern))
    assert unused == [], f"{len(unused)} catalog keys nothing says: {unused}"


def test_the_rule_finds_a_key_nothing_says_and_accepts_the_families():
    text = ('say("event.bought")\nt(f"act.{act}")\ncount("dashboard.loaded", n, lang)\n'
            'keys = [f"{card.name}.text"]\n"pd.deal.kite_shop"\nt(f"app.{kind}.title")\n'
            't(f"ask.{kind}.prompt")\nvalues[f"{name}_after"]')
    text, pattern = words_of(text), built(text)
    assert used("event.bought", text, pattern) and used("act.pay_all", text, pattern)
    assert used("dashboard.loaded.zero", text, pattern) and used("pd.deal.kite_shop.text", text, pattern)
    assert used("app.server_full.title", text, pattern) and used("ask.lottery.prompt.bonne-paye.only_pass", text, pattern)
    assert not used("dashboard.lesson.note", text, pattern) and not used("event.boughten", text, pattern)
    assert not used("app.msg.too_many_codes", text, pattern), "app.{kind}.title names titles only"
    assert not used("payday.cash_after", text, pattern), "a name without a dot is no key's family"
