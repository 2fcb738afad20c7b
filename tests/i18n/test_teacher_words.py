"""Words a teacher would write: each phrase the issue lists is gone from every
text a student or teacher reads (the catalogs, the glossary, the papers' templates, the papers
written from them and the notebooks' prose), and a test fails if one comes back.

"French: plural agreement in generated sentences ('dans 1 parties'), « n'est pas vendu pour
gagner », « le prix a monté », « places tournantes », « l'erreur du parieur » (« sophisme du
joueur »), « Chance de gagner » (« Probabilité »), « le patrimoine de « et si » », « les styles de
l'ordinateur ». Chinese: 「離場小卡.」 with an ASCII stop, 「值得比價格多」, the circular definition
of 循環信用, 「保存」 for save (「儲存」), 「存進儲蓄存摺」, two words for the lottery (樂透彩券 and
摸彩). English for a US class: American spelling (12 lines with 'dearer', 'favour',
'organiser'), '€450' not '450 €', and plain words for 'highest roller' and 'the interval leaves
out zero'."
"""
from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from payday.i18n import LANGUAGES, catalog
from payday.i18n.catalog import plurals
from payday.i18n.glossary import PLACEHOLDER, glossary
from payday.teaching.lessons import LESSONS_DIR, TEMPLATES

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"

# Each phrase the issue names, as a pattern, with what is written instead.
BANNED = {
    "fr": [
        (r"\b1 parties\b", "1 partie (a counting message, payday/i18n/plurals.json)"),
        (r"n'est pas vendu pour gagner", "ne rapporte pas à coup sûr"),
        (r"\ba monté\b", "a augmenté"),
        (r"places tournantes", "rotation des places"),
        (r"erreur du parieur", "sophisme du joueur"),
        (r"\bchance de gagner", "probabilité de gagner"),
        (r"de « et si »", "mon patrimoine avec l'autre choix"),
        (r"styles? de l'ordinateur|style d'ordinateur", "style de jeu de l'ordinateur"),
    ],
    "zh-Hant": [
        (r"離場小卡\.", "離場小卡："),
        (r"[\u4e00-\u9fff][.,:;!?](?![\w])", "Chinese punctuation after Chinese text (。，：；！？)"),
        (r"值得比價格多", "價值高於價格"),
        (r"保存", "儲存"),
        (r"存進儲蓄存摺", "放進儲蓄存摺"),
        (r"樂透彩券", "樂透 (the lottery), 彩券 (a ticket)"),
        (r"摸彩", "樂透"),
    ],
    "en": [
        (r"\b1 games\b", "1 game (a counting message)"),
        (r"highest roller", "the player who rolls highest"),
        (r"leaves out zero", "zero is outside the interval"),
        (r"\d(?:[\d,.]*\d)?\s?€", "€450: a US class writes the euro sign first"),
    ],
}

# British spellings and words (a US class reads American English); placeholders' names
# ({{key.insuring_dearer}}) are not words a reader sees.
BRITISH = re.compile(
    r"\b(?:dearer|dearest|\w*(?:favour|colour|behaviour|honour|labour|neighbour|harbour|rumour|flavour)\w*"
    r"|centres?|metres?|litres?|theatres?|cheques?|programmes?|licence|defence|offence|fortnight\w*"
    r"|\w*(?:organis|recognis|realis|summaris|apologis|minimis|maximis|prioritis|categoris|criticis"
    r"|utilis|visualis|standardis|finalis|randomis|customis|memoris|normalis|analys)(?:e|es|ed|ing|er|ers|ation)\b"
    r"|travell\w*|cancell(?:ed|ing)|modell\w*|labell\w*|fulfil|enrol|enrolment|grey|whilst|amongst|maths"
    r"|storey|tyres?|kerb|aluminium|catalogue|judgement|ageing|learnt|spelt|adverts?|queue|rubbish"
    r"|car park|studio flat|sweets"
    r"|no longer fitted)\b", re.IGNORECASE)     # the what-if's "move no longer fitted" (screenshots)


def papers(lang: str) -> list[tuple[str, str]]:
    """(name, text) of every paper template and written paper in one language (the plans are
    English), and the glossary written from glossary.json."""
    files = sorted(TEMPLATES.glob(f"*/*.{lang}.md")) + sorted(LESSONS_DIR.glob(f"*/*.{lang}.md"))
    if lang == "en":
        files += sorted(TEMPLATES.glob("*/plan.md")) + sorted(LESSONS_DIR.glob("*/plan.md"))
    files += [LESSONS_DIR / f"glossary.{lang}.md"]
    return [(str(path), path.read_text(encoding="utf-8")) for path in files]


def notebooks_prose() -> list[tuple[str, str]]:
    """The notebooks' Markdown cells (the notebooks speak English)."""
    found = []
    for path in sorted(NOTEBOOKS.rglob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                found.append((path.name, "".join(cell["source"])))
    return found


@cache
def texts(lang: str) -> tuple[tuple[str, str], ...]:
    """(where, text) of every text a reader of `lang` reads, placeholders' names left out."""
    found = [(key, entry[lang]) for key, entry in catalog().items() if isinstance(entry.get(lang), str)]
    found += [(f"{key} ({form})", text) for key, entry in plurals().items() for form, text in entry[lang].items()]
    for concept, entry in glossary().items():
        found += [(f"glossary {concept}", word) for word in entry[lang]]
        found.append((f"glossary {concept} explain", entry["explain"][lang]))
    found += papers(lang)
    if lang == "en":
        found += notebooks_prose()
    return tuple((where, PLACEHOLDER.sub(" ", text)) for where, text in found)


@pytest.mark.parametrize("lang, pattern, instead",
                         [(lang, pattern, instead) for lang in LANGUAGES for pattern, instead in BANNED[lang]])
def test_a_phrase_the_issue_names_is_gone(lang, pattern, instead):
    found = [(where, match.group(0)) for where, text in texts(lang)
             for match in re.finditer(pattern, text, re.IGNORECASE)]
    assert found == [], f"write {instead!r} instead"


def test_english_is_spelled_the_american_way():
    """"American spelling (12 lines with 'dearer', 'favour', 'organiser')": no British
    spelling or word in any English text."""
    found = [(where, match.group(0)) for where, text in texts("en") for match in BRITISH.finditer(text)]
    assert found == []


def test_the_check_catches_the_faults_it_is_for():
    """The patterns find what the issue found (so an empty result above means something)."""
    assert BRITISH.search("insuring was dearer") and BRITISH.search("The organiser keeps")
    assert BRITISH.search("bets favour players") and not BRITISH.search("bets favor players")
    assert all(re.search(p, s, re.I) for p, s in [
        (BANNED["fr"][0][0], "dans 1 parties"), (BANNED["en"][3][0], "the premium (450 €)"),
        (BANNED["zh-Hant"][0][0], "- **離場小卡.** 利息"), (BANNED["fr"][6][0], "le patrimoine de « et si »")])
    assert not re.search(BANNED["en"][3][0], "the premium (€450)")
