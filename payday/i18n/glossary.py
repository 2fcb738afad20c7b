"""One word per concept: the glossary the app, the worksheets and the teacher's pack share.

`payday/i18n/glossary.json` maps a concept (net worth, savings book, stake, ...) to its term in
English, French and Traditional Chinese, the shorter or inflected forms a text may use, the
words a text must not use for it, and a one-line explanation for students. The functions here
find where a text breaks it; tests/i18n/test_glossary.py runs them over every catalog key and every
lesson document, so a worksheet and the app cannot drift apart.

>>> term("savings_book", "zh-Hant"), term("net_worth", "fr")
('儲蓄存摺', 'patrimoine net')
>>> avoided("Le centre contient 1 000 €.", "fr")
[('pot', 'le centre contient')]
>>> unmatched("Your net worth", "Votre valeur nette", "fr")
['net_worth']
"""
from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from payday.i18n.catalog import t
from payday.i18n.languages import typography

GLOSSARY_FILE = Path(__file__).parent / "glossary.json"
PLACEHOLDER = re.compile(r"\{\{?\s*\w*\s*\}\}?")    # "{stake}" in a catalog, "{{fee}}" in a template


def words(text: str) -> str:
    """A text without its placeholders, whose names are not words a reader sees."""
    return PLACEHOLDER.sub(" ", text)


@cache
def glossary() -> dict[str, dict[str, Any]]:
    """Every concept: {"en": [terms], "fr": [...], "zh-Hant": [...], "avoid": {...}, "explain": {...}}."""
    data = json.loads(GLOSSARY_FILE.read_text(encoding="utf-8"))
    return {concept: entry for concept, entry in data.items() if not concept.startswith("_")}


def term(concept: str, lang: str) -> str:
    """The word to write for a concept in a language (the first of its list)."""
    word: str = glossary()[concept][lang][0]
    return word


def _pattern(word: str, lang: str) -> re.Pattern[str]:
    # Chinese has no spaces between words: a term is found as a substring. Latin scripts need
    # word edges, so "loan" is not found in "loans'" by accident of a longer word.
    if not typography(lang).word_spaces:
        return re.compile(re.escape(word))
    return re.compile(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", re.IGNORECASE)


def uses(text: str, concept: str, lang: str) -> bool:
    """Whether the text names the concept with one of its glossary terms."""
    return any(_pattern(word, lang).search(words(text)) for word in glossary()[concept][lang])


def avoided(text: str, lang: str) -> list[tuple[str, str]]:
    """(concept, what was found) for every word the glossary says not to use in this language."""
    found = []
    for concept, entry in glossary().items():
        for pattern in entry.get("avoid", {}).get(lang, []):
            match = re.search(pattern, words(text), re.IGNORECASE)
            if match:
                found.append((concept, match.group(0).lower()))
    return found


def unmatched(english: str, other: str, lang: str) -> list[str]:
    """Concepts the English text names whose glossary term the other language's text lacks:
    the same message (or the same worksheet) calling one thing by two names."""
    return [concept for concept, entry in glossary().items() if entry.get("paired", True)
            and uses(english, concept, "en") and not uses(other, concept, lang)]


# The finance words students meet, in the lessons' order: the students' glossary prints these, and
# tests/i18n/test_glossary_terms.py checks that each finance word a lesson shows is one of them.
# A country's own words (勞保, taux d'usure, copay, ...) follow their lesson's other terms; every
# language prints them all, each defined with its country, as a class may choose any country.
ORDER = ("net_worth", "salary", "gross_pay", "tax", "net_pay", "withholding", "fica",
         "payroll_contributions", "labor_insurance", "national_health_insurance", "income_tax",
         "windfall", "budget", "bill", "fixed_cost", "variable_cost", "inflation", "buying_power",
         "savings_book", "deposit", "withdrawal", "interest", "principal", "fee", "withdrawal_fee",
         "compound_interest", "rule_of_72", "invest", "deal", "investment_return", "commission",
         "risk", "credit", "loan", "debt", "balance", "apr", "borrowing_rate", "effective_rate",
         "total_cost_rate", "usury_rate", "carry_balance", "grace_period", "minimum_payment",
         "minimum_payment_warning", "monster_charge", "insurance", "premium", "deductible", "copay",
         "coinsurance", "out_of_pocket_maximum", "assurance_maladie", "mutuelle",
         "ticket_moderateur", "nhi_copayment", "reimbursement_insurance", "stake", "probability",
         "expected_value", "gamblers_fallacy")


def markdown(lang: str) -> str:
    """The students' glossary in one language: each finance word and what it means."""
    lines = [f"# {t('glossary.title', lang)}", "", t("glossary.intro", lang), "",
             f"| {t('glossary.col.term', lang)} | {t('glossary.col.meaning', lang)} |", "|---|---|"]
    for concept in ORDER:
        entry = glossary()[concept]
        lines.append(f"| **{entry[lang][0]}** | {entry['explain'][lang]} |")
    return "\n".join(lines) + "\n"
