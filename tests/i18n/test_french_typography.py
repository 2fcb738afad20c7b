"""French typography in what the app and the dashboard show: French puts
a space before ":" ";" "?" "!" and inside « », and a line must never break there. A plain space
let the dashboard's headers and a messages.json prompt wrap before their colon, so every such
space is a no-break space, U+00A0, the one Babel writes before a currency symbol ("1 500 €").

The lessons' own catalogs (lessons.json, quiz.json, reallife.json) and the lesson templates
follow the same rule through the papers' helpers; this test covers the app's and the
dashboard's catalogs, the cards' and the command line's."""
from __future__ import annotations

import re

import pytest

from payday.i18n.catalog import catalog_files

CHECKED = ("app.json", "dashboard.json", "baseline.json", "messages.json", "whatif_real.json",
           "server.json", "errors.json", "lab.json", "charts.json", "cards_payday.json",
           "cards_bonne_paye.json", "cards_payday_auction.json", "cli.json")
NO_BREAK = "\u00a0"
# Any space before one of the marks, or after «, that is not the one no-break space.
WRONG_SPACE = re.compile(r"[ \u202f\u2009\u2007](?=[:;?!»])|«[ \u202f\u2009\u2007]")


def french(name: str) -> list[tuple[str, str]]:
    return [(key, entry["fr"]) for key, entry in catalog_files()[name].items()
            if isinstance(entry, dict) and isinstance(entry.get("fr"), str)]


@pytest.mark.parametrize("name", CHECKED)
def test_no_french_string_has_a_breaking_space_before_a_colon_semicolon_question_or_exclamation_mark(name):
    wrong = [f"{key}: {text[max(0, m.start() - 20):m.end() + 5]!r}"
             for key, text in french(name) for m in WRONG_SPACE.finditer(text)]
    assert not wrong, "a space before : ; ? ! » or after « must be U+00A0:\n" + "\n".join(wrong)


def test_the_rule_catches_a_plain_space_and_accepts_the_no_break_one():
    assert WRONG_SPACE.search("Classe : 7B") and WRONG_SPACE.search("« oui »")
    assert WRONG_SPACE.search("Prêt\u202f?")
    assert not WRONG_SPACE.search(f"Classe{NO_BREAK}: 7B, «{NO_BREAK}oui{NO_BREAK}», prêt{NO_BREAK}?")
    assert not WRONG_SPACE.search("play.ipynb?lesson=03&lang=fr, 10:45")
