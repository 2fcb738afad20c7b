"""The teacher's guide per lesson: "timings for a 45-minute period, what to say at
each step, the misconceptions to expect, model answers for every worksheet question (numbered
like the worksheet), and the class-debrief questions", in English, French and Chinese, with the
numbers of its model answers taken from the answer key's generator."""
from __future__ import annotations

import re

import pytest

from payday.i18n import glossary

from payday.teaching import country_texts, guide, papers
from payday.teaching.countries import DEFAULT_COUNTRY

from payday.teaching import quiz
from payday.i18n import LANGUAGES, t
from payday.teaching.lesson import DECIDE
from payday.teaching.lessons import KEYS, LESSONS_DIR, TEMPLATES, by_slug

SECTION = re.compile(r"^## (\d+)\.", re.M)
ITEM = re.compile(r"^\s*([a-z])\. ", re.M)
GUIDE_PARTS = {   # the headings every guide has, in its language
    "en": ("## Before class", "## The period, minute by minute (45 min)", "## Misconceptions to expect",
           "## Model answers", "## Class debrief questions"),
    "fr": ("## Avant la séance", "## La séance, minute par minute (45 min)", "## Idées fausses à attendre",
           "## Corrigé", "## Questions pour le bilan collectif"),
    "zh-Hant": ("## 上課前", "## 一節課的流程（45 分鐘）", "## 常見的迷思", "## 參考答案", "## 全班討論的問題"),
}


def worksheet_questions(text: str) -> list[str]:
    """A worksheet's question numbers as the guide must answer them: "1", "3a", "3b", ...
    (a numbered part with lettered questions is answered letter by letter)."""
    ids = []
    parts = SECTION.split(text)
    for number, body in zip(parts[1::2], parts[2::2]):
        body = body.split("\n## ")[0]
        letters = ITEM.findall(body)
        ids += [number + letter for letter in letters] if letters else [number]
    return ids


def section(text: str, heading: str) -> str:
    return text.split(heading, 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", KEYS)
def test_every_committed_guide_is_the_one_its_template_and_the_key_make(slug, lang):
    committed = (LESSONS_DIR / slug / f"guide.{lang}.md").read_text(encoding="utf-8")
    assert committed == guide.guide(slug, lang), \
        f"lessons/{slug}/guide.{lang}.md is stale: run payday lessons --write"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", KEYS)
def test_every_worksheet_question_has_a_numbered_model_answer(slug, lang):
    sheet = (LESSONS_DIR / slug / f"worksheet.{lang}.md").read_text(encoding="utf-8")
    text = (LESSONS_DIR / slug / f"guide.{lang}.md").read_text(encoding="utf-8")
    answers = section(text, GUIDE_PARTS[lang][3])
    wanted = worksheet_questions(sheet)
    assert len(wanted) >= 4, wanted
    missing = [q for q in wanted if f"**{q}.**" not in answers]
    assert missing == [], f"guide.{lang}.md answers no {missing}"
    exit_ticket = glossary.term("exit_ticket", lang)
    # The label ends as its language writes it: "Exit ticket.", but 「離場小卡：」, never 「離場小卡.」.
    assert re.search(rf"\*\*{re.escape(exit_ticket)}[.：]\*\*", answers, re.I), exit_ticket
    # Every model answer says something beyond its number.
    for line in answers.strip().splitlines():
        assert len(re.sub(r"\*\*[^*]+\*\*", "", line).strip(" -")) > 10, line


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", KEYS)
def test_a_guide_has_every_part_and_its_timings_fill_45_minutes(slug, lang):
    text = (LESSONS_DIR / slug / f"guide.{lang}.md").read_text(encoding="utf-8")
    for heading in GUIDE_PARTS[lang]:
        assert heading in text, heading
    rows = re.findall(r"^\| (\d+)–(\d+) \| [^|]+ \| [^|]+ \| ([^|]+) \|$", section(text, GUIDE_PARTS[lang][1]), re.M)
    assert rows, "no timing table"
    starts, ends = [int(a) for a, *_ in rows], [int(b) for _, b, *_ in rows]
    assert starts[0] == 0 and ends[-1] == 45 and starts[1:] == ends[:-1], rows
    assert all(len(say.strip()) > 10 for *_, say in rows), "a step without words to say"
    for heading in GUIDE_PARTS[lang][2::2]:    # misconceptions and debrief questions
        assert len(re.findall(r"^- ", section(text, heading), re.M)) >= 2, heading


@pytest.mark.parametrize("slug", KEYS)
def test_model_answers_take_their_numbers_from_the_answer_key(slug):
    """The model answers quote the key's facts as the key computes them: change a fact and the
    guide changes with it (checked here by the figures of lesson 03 and 05)."""
    key = guide.answer_key(slug)
    text = (LESSONS_DIR / slug / "guide.en.md").read_text(encoding="utf-8")
    template = (TEMPLATES / slug / "guide.en.md").read_text(encoding="utf-8")
    for name in re.findall(r"\{\{\s*key\.(\w+)\s*\}\}", template):
        assert key.facts[name].written("en") in text, name
    if slug == "03-saving":
        assert f"= {key.facts['cost_B'].text}" in text
    if slug == "05-managing-credit":
        assert f"{key.facts['apr'].text} APR" in text


@pytest.mark.parametrize("slug", KEYS)
def test_guides_use_the_glossary_words(slug):
    texts = {lang: (LESSONS_DIR / slug / f"guide.{lang}.md").read_text(encoding="utf-8") for lang in LANGUAGES}
    assert [(lang, hit) for lang, text in texts.items() for hit in glossary.avoided(text, lang)] == []
    assert [(lang, c) for lang in ("fr", "zh-Hant") for c in glossary.unmatched(texts["en"], texts[lang], lang)] == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", KEYS)
def test_the_guide_lists_the_quiz_with_every_answer_and_explanation(slug, lang):
    """"Every question has its answer and a one-line explanation in the teacher's guide, in the
    three languages.\""""
    text = (LESSONS_DIR / slug / f"guide.{lang}.md").read_text(encoding="utf-8")
    listing = section(text, "## " + t("quiz.guide.heading", lang))
    for q in quiz.questions(slug[:2]):
        assert quiz.text(q, "q", lang) in listing
        assert f"{quiz.answer_text(q, lang)} — {quiz.text(q, 'why', lang)}" in listing


def test_a_missing_fact_is_a_clear_error():
    with pytest.raises(KeyError, match="no fact 'nothing'"):
        guide.value("key.nothing", "03-saving", "en")


# The laws, agencies and official sites the boxes may cite, in the box's own language.
SOURCES = "|".join([
    r"IRS", r"CFR", r"departments of revenue", r"FDIC", r"insurance departments",
    r"service-public", r"Banque de France", r"Code de la consommation", r"Code général des impôts",
    r"FGDR", r"Autorité des marchés financiers", r"Code des assurances", r"loi du 6 juillet 1989",
    r"勞工保險局", r"銀行法", r"營業稅法", r"中央存款保險公司", r"金融監督管理委員會",
    r"強制汽車責任保險法", r"中央健康保險署", r"所得稅法",
])


def test_the_in_real_life_boxes_give_the_countrys_figures_with_year_and_source():
    """"Each lesson's 'in real life' box says the real figures for the student's language, with
    the year and the source named": the United States in English, France in French, Taiwan in
    Chinese, one box per lesson and country. (Lessons 01, 03, 05 and 06 take theirs from the
    country's facts: tests/teaching/test_countries.py.)"""
    boxes = [key for key in i18n_catalog() if key.startswith("reallife.") and key != "reallife.heading"]
    assert sorted(boxes) == sorted(f"reallife.{country}.{slug[:2]}" for country in ("us", "fr", "tw")
                                   for slug in KEYS if slug[:2] not in country_texts.LESSONS)
    for key in boxes:
        country, lesson = key.split(".")[1:]
        lang = {v: k for k, v in DEFAULT_COUNTRY.items()}[country.upper()]
        slug = next(s for s in KEYS if s.startswith(lesson))
        text = (LESSONS_DIR / slug / f"guide.{lang}.md").read_text(encoding="utf-8")
        box = i18n_catalog()[key][lang]
        assert box in text, key
        # dated by the day its figures were checked ("as of"), not by a year typed in the text
        assert f"> {box}\n>\n> *{country_texts.as_of(lang)}*" in text, f"{key}: no as-of"
        assert re.search(SOURCES, box), f"{key}: no source"


def i18n_catalog():
    from payday.i18n import catalog
    return catalog()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_students_glossary_is_fresh_and_gives_every_word_its_meaning(lang):
    from payday.i18n.glossary import ORDER, glossary, markdown
    committed = (LESSONS_DIR / f"glossary.{lang}.md").read_text(encoding="utf-8")
    assert committed == markdown(lang) + papers.GLOSSARY_NOTE, "run payday lessons --write"
    for concept in ORDER:
        entry = glossary()[concept]
        assert f"| **{entry[lang][0]}** | {entry['explain'][lang]} |" in committed


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", sorted(KEYS))
def test_the_decide_step_has_the_students_play_not_open_the_link_again(slug, lang):
    """Every guide's "Decide" row began "Open the link", which students did
    in the first row (log in and pre-quiz; the lesson's game follows the quiz). The row is where
    they play and make the key decision: it says so, in each language."""
    decide = next(each for each in by_slug(slug).minute_plan if each.kind == DECIDE)
    row = next(line for line in guide.guide(slug, lang).splitlines()
               if line.startswith(f"| {decide.start}–{decide.end} |"))
    said = row.split("|")[4]
    assert not re.search(r"open the link|ouvrez le lien|打開連結", said, re.I), row
    assert re.search(r"\bplay\b|\bdecide\b|jouez|décidez|玩|決定", said), row
