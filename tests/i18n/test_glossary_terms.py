"""The students' glossary: "A glossary test checks that every finance term a
student reads in a lesson is in that language's glossary and defined without using itself."

A finance term is recognised three ways: the glossary's own finance concepts (`glossary.ORDER`, the
words printed in lessons/glossary.<lang>.md); the words each worksheet's word list defines (its
"- **word**: meaning" lines), all of which must be among them but for a few words of statistics;
and a list of finance words kept here, per language, that must be among them wherever a lesson
shows one (a word a lesson starts to use, such as "deductible", fails here until the glossary
defines it). What a student reads in a lesson: the
worksheets, the quizzes as the app shows them (`quiz.0…` messages) and the app's lesson screens
(`lesson.…` and `app.lesson.…` messages).
"""
from __future__ import annotations

import re

import pytest

from payday.i18n import LANGUAGES, catalog
from payday.i18n.glossary import ORDER, PLACEHOLDER, glossary
from payday.teaching.lessons import KEYS, LESSONS_DIR

# Finance words a lesson may show, as the glossary writes them (a plural "s" is matched too).
FINANCE_WORDS = {
    "en": ["interest", "compound interest", "APR", "effective annual rate", "net worth", "gross pay",
           "net pay", "withholding", "FICA", "income tax", "budget", "fixed cost", "variable cost",
           "inflation", "buying power", "savings book", "withdrawal fee", "principal", "return",
           "commission", "loan", "debt", "balance", "minimum payment", "insurance", "premium",
           "deductible", "copay", "coinsurance", "out-of-pocket maximum", "grace period", "stake",
           "probability", "expected value", "gambler's fallacy", "Rule of 72", "windfall"],
    "fr": ["intérêts", "intérêts composés", "taux annuel proportionnel", "TAEG", "patrimoine net",
           "salaire brut", "salaire net", "cotisations", "impôt sur le revenu", "retenue à la source",
           "prélèvement à la source", "budget", "dépenses fixes", "dépenses variables", "inflation",
           "pouvoir d'achat", "livret d'épargne", "frais de retrait", "capital", "rendement",
           "commission", "prêt", "dette", "solde", "remboursement minimum", "assurance", "prime",
           "franchise", "délai de grâce", "taux d'usure", "mise", "probabilité", "espérance",
           "sophisme du joueur", "règle de 72", "gain imprévu"],
    "zh-Hant": ["利息", "複利", "名目年利率", "有效年利率", "淨資產", "稅前薪資", "實領薪資", "扣繳",
                "所得稅", "預算", "固定支出", "變動支出", "通貨膨脹", "購買力", "儲蓄存摺", "提款手續費",
                "本金", "報酬率", "佣金", "貸款", "欠款", "餘額", "最低應繳金額", "保險", "保費", "自付額",
                "部分負擔", "寬限期", "總費用年百分率", "賭注", "機率", "期望值", "賭徒謬誤", "72 法則",
                "意外之財"],
}
LESSON_MESSAGES = ("quiz.0", "lesson.", "app.lesson.")
# Words of statistics a worksheet defines that are not money words (the students' glossary is
# "the money words of the six lessons").
NOT_FINANCE = {"en": {"mean", "median", "spread"}, "fr": {"moyenne", "médiane", "dispersion"},
               "zh-Hant": {"平均數", "中位數", "離散程度"}}
WORD_LIST = re.compile(r"\*\*([^*\d][^*]*)\*\*\s*[:：\u00a0]\s*:?\s*([^*\n]+)")


def lesson_texts(lang: str) -> list[tuple[str, str]]:
    """(where, text) of what a student reads in the lessons, placeholders' names left out."""
    found = [(f"worksheet {slug}", (LESSONS_DIR / slug / f"worksheet.{lang}.md").read_text(encoding="utf-8"))
             for slug in KEYS]
    found += [(key, entry[lang]) for key, entry in catalog().items()
              if key.startswith(LESSON_MESSAGES) and isinstance(entry.get(lang), str)]
    return [(where, PLACEHOLDER.sub(" ", text)) for where, text in found]


def shows(word: str, lang: str) -> re.Pattern[str]:
    """A word as a text shows it: anywhere in Chinese, between word edges (plural too) otherwise."""
    if lang == "zh-Hant":
        return re.compile(re.escape(word))
    return re.compile(r"(?<![\w-])" + re.escape(word) + r"s?(?![\w-])", re.IGNORECASE)


def word_list(slug: str, lang: str) -> list[tuple[str, str]]:
    """(word, meaning) of each word a worksheet's word list defines: "Impôt, cotisation" is two
    words, 「名目年利率（APR）」 is 名目年利率."""
    sheet = (LESSONS_DIR / slug / f"worksheet.{lang}.md").read_text(encoding="utf-8")
    found = []
    for match in WORD_LIST.finditer(sheet):
        for word in re.split(r",\s*", re.sub(r"（.*?）|\(.*?\)", "", match.group(1))):
            found.append((word.strip(), match.group(2).strip()))
    return found


def printed_terms(lang: str) -> set[str]:
    """Every form of every term the students' glossary prints in a language."""
    return {word.lower() for concept in ORDER for word in glossary()[concept][lang]}


def stem(word: str) -> str:
    """A single word's obvious stem: "loans" and "loan" → "loan", "emprunt" stays, "prime" → "prim"."""
    lower = word.lower()
    for ending in ("es", "s", "e", "é"):
        if lower.endswith(ending) and len(lower) - len(ending) >= 4:
            return lower[:-len(ending)]
    return lower


def own_words(concept: str, lang: str) -> list[re.Pattern[str]]:
    """What a definition of the concept must not contain: each of its terms, and a one-word term's
    stem with any ending ("emprunté" for "emprunt", "loans" for "loan")."""
    patterns = []
    for word in glossary()[concept][lang]:
        if lang == "zh-Hant":
            patterns.append(re.compile(re.escape(word)))
        elif " " in word or "'" in word:
            patterns.append(re.compile(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", re.IGNORECASE))
        else:
            patterns.append(re.compile(r"(?<![\w-])" + re.escape(stem(word)) + r"\w*", re.IGNORECASE))
    return patterns


def circular(concept: str, lang: str, definition: str) -> list[str]:
    return [match.group(0) for pattern in own_words(concept, lang) for match in pattern.finditer(definition)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_finance_word_a_lesson_shows_is_in_the_students_glossary(lang):
    texts = lesson_texts(lang)
    missing = sorted({(word, where) for word in FINANCE_WORDS[lang] for where, text in texts
                      if shows(word, lang).search(text) and word.lower() not in printed_terms(lang)})
    assert missing == [], "add these words to payday/i18n/glossary.json and glossary.ORDER"


@pytest.mark.parametrize("slug", KEYS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_a_worksheet_defines_is_in_the_students_glossary(slug, lang):
    """A worksheet's word list is the lesson's vocabulary: each money word is a glossary term,
    and the worksheet's own meaning does not use the word either."""
    words = word_list(slug, lang)
    assert len(words) >= 4, words
    missing = [word for word, _ in words
               if word.lower() not in printed_terms(lang) and word.lower() not in NOT_FINANCE[lang]]
    assert missing == []
    concepts = {form.lower(): concept for concept in ORDER for form in glossary()[concept][lang]}
    circles = [(word, hits) for word, meaning in words if word.lower() in concepts
               if (hits := circular(concepts[word.lower()], lang, meaning))]
    assert circles == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_finance_words_are_found_in_the_lessons(lang):
    """The check reads the lessons: most of the finance words do occur there."""
    texts = "\n".join(text for _, text in lesson_texts(lang))
    assert sum(bool(shows(word, lang).search(texts)) for word in FINANCE_WORDS[lang]) >= 20


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_glossary_word_is_defined_with_itself(lang):
    """"defined without using itself": a definition holds neither its term nor its stem
    (循環信用 was explained as 「…未付餘額動用循環信用並付利息」)."""
    found = [(concept, hits) for concept, entry in glossary().items()
             if (hits := circular(concept, lang, entry["explain"][lang]))]
    assert found == []


def test_the_circular_definitions_the_issue_found_are_caught():
    assert circular("carry_balance", "zh-Hant", "只付一部分欠款，其餘的未付餘額動用循環信用並付利息")
    assert circular("loan", "fr", "de l'argent emprunté qu'il faut rembourser")
    assert circular("loan", "en", "money lent: loans must be paid back")
    assert not circular("loan", "en", "borrowed money that must be paid back, with interest")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_printed_glossary_defines_each_finance_term(lang):
    """lessons/glossary.<lang>.md, written from glossary.json, lists every finance concept."""
    printed = (LESSONS_DIR / f"glossary.{lang}.md").read_text(encoding="utf-8")
    for concept in ORDER:
        entry = glossary()[concept]
        assert f"| **{entry[lang][0]}** | {entry['explain'][lang]} |" in printed, concept
