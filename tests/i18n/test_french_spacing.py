"""French typography in the lessons' words: a no-break space before « : ; ? ! », and inside
« guillemets », so a line never starts with a colon or leaves a guillemet alone (words a
teacher would write). Checked here for the lesson catalogs (lessons.json, reallife.json), the
glossary, the counting messages and the French papers' templates; code, links and placeholders
are not French text."""
from __future__ import annotations

import json
import re

from payday.i18n.catalog import CATALOGS, PLURALS
from payday.i18n.glossary import GLOSSARY_FILE
from payday.teaching.lessons import TEMPLATES

NOT_TEXT = re.compile(r"`[^`]*`|https?://\S+|\{\{[^}]*\}\}|\{[^}]*\}")
SPACES = "\u00a0\u202f"
FAULTS = re.compile(
    r" [:;?!]"                                            # an ordinary space before : ; ? !
    r"|(?<=[A-Za-zÀ-ÿ0-9»)*])[;?!:](?=\s|$|[*)»])"      # no space at all before it
    r"|«(?![" + SPACES + r"])"                            # « without its no-break space
    r"|(?<![" + SPACES + r"])»")                          # » without its no-break space


def faults(text: str) -> list[str]:
    return [text[max(0, m.start() - 20):m.end() + 5] for m in FAULTS.finditer(NOT_TEXT.sub(" ", text))]


def french_texts() -> list[tuple[str, str]]:
    found = []
    for name in ("lessons.json", "reallife.json"):
        entries = json.loads((CATALOGS / name).read_text(encoding="utf-8"))
        found += [(key, entry["fr"]) for key, entry in entries.items() if isinstance(entry, dict)]
    for concept, entry in json.loads(GLOSSARY_FILE.read_text(encoding="utf-8")).items():
        if not concept.startswith("_"):
            found += [(concept, word) for word in entry["fr"]] + [(concept, entry["explain"]["fr"])]
    for key, entry in json.loads(PLURALS.read_text(encoding="utf-8")).items():
        if not key.startswith("_"):
            found += [(key, text) for text in entry["fr"].values()]
    found += [(str(path.relative_to(TEMPLATES)), path.read_text(encoding="utf-8"))
              for path in sorted(TEMPLATES.glob("*/*.fr.md"))]
    return found


def test_french_punctuation_has_its_no_break_spaces():
    found = [(where, fault) for where, text in french_texts() for fault in faults(text)]
    assert found == []


def test_the_check_finds_each_missing_no_break_space():
    """An ordinary space before a colon, after «, before » and before ?: four faults; the same
    with no-break spaces, code and a link: none."""
    assert len(faults("Puis : « Votre argent » ?")) == 4
    assert len(faults("Puis: «Votre argent»?")) == 4
    assert faults("Puis\u00a0: «\u00a0Votre argent\u00a0»\u00a0?") == []
    assert faults("`play.ipynb?lesson=03` et https://example.org/a?b") == []
