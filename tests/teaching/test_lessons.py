"""The lessons: answer keys computed by the engine, never stale, and worksheets in three languages."""
from __future__ import annotations

import re
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

import payday
from payday import i18n
from payday.i18n import formats
from payday.teaching import answer_key, lessons, papers
from payday.teaching.lessons import KEYS, LAB, LESSONS_DIR, TEMPLATES, minimum_payments
from payday.teaching.papers import render

LANGUAGES = i18n.LANGUAGES
GLOSSARY = {"en": "## Glossary", "fr": "## Glossaire", "zh-Hant": "## 詞彙表"}


@pytest.fixture(scope="module")
def keys():
    return {slug: make() for slug, make in KEYS.items()}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", KEYS)
def test_every_committed_answer_key_is_the_one_the_engine_computes(slug, lang):
    """"A key that cannot go stale is the point": each lesson's key exists in English, French and
    Chinese, made from templates/answer-key.<lang>.md and the key's facts; regenerate with
    payday lessons --write."""
    name = papers.key_file(lang)
    committed = (LESSONS_DIR / slug / name).read_text(encoding="utf-8")
    assert committed == papers.key_document(slug, lang), f"lessons/{slug}/{name} is stale: run payday lessons --write"
    assert not (LESSONS_DIR / slug / "answer-key.md").exists(), "the English-only key was replaced by answer-key.en.md"


def test_the_rendered_key_data_still_lists_every_fact(keys):
    """`payday lessons <slug>` prints the keys' data (every fact and how it is worked out)."""
    text = render(keys["03-saving"])
    assert papers.answer_key_markdown("03-saving") == text
    assert all(f"| {name} |" in text for name in keys["03-saving"].facts)


def question_numbers(worksheet: str) -> list[str]:
    """A worksheet's question numbers as a key writes them: "1", "3a", ... and the exit ticket."""
    numbers, current = [], None
    for line in worksheet.splitlines():
        heading = re.match(r"^## (\d+)\.", line)
        if heading:
            current = heading.group(1)
            numbers.append(current)
        elif line.startswith("## "):
            current = None
        part = re.match(r"^([a-e])\. ", line)
        if part and current:
            if current in numbers:
                numbers.remove(current)
            numbers.append(current + part.group(1))
    return numbers


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", KEYS)
def test_every_worksheet_question_has_its_answer_in_the_key(slug, lang):
    """The key is numbered like the worksheet: every question (and its parts a, b, c) of the
    worksheet in that language has a numbered answer, and so does the exit ticket."""
    sheet = (LESSONS_DIR / slug / f"worksheet.{lang}.md").read_text(encoding="utf-8")
    key = (LESSONS_DIR / slug / papers.key_file(lang)).read_text(encoding="utf-8")
    numbers = question_numbers(sheet)
    assert len(numbers) >= 4, numbers
    answered = re.findall(r"^- \*\*(\d+[a-e]?)\.\*\*\s*\S", key, re.M)
    assert answered == numbers, (slug, lang)
    exit_word = i18n.t("lesson.exit_ticket", lang)
    assert f"## {exit_word}" in sheet
    # "Exit ticket." and 「離場小卡：」: the label ends with its language's stop, never 「離場小卡.」.
    assert re.search(rf"^- \*\*{re.escape(exit_word)}[.：]\*\*\s*\S", key, re.M), (slug, lang)


# Names that stay as they are in every language: editions, cards, US taxes and forms, standards.
PROPER = re.compile(r"`[^`]*`|La Bonne Paye|Pay Day|Médic'Assur|Pick-3|Social Security|Medicare|Regulation Z"
                    r"|US\$|NT\$|FICA|IRS|APR|TAEG|W-4|\b(?:EI|SP|SA|MR|MC|DC|CR|S)\b|Investing|Earning Income|Spending"
                    r"|Saving|Managing Credit|Managing Risk|Voila|ln\b|<!--.*?-->")


def english_words() -> set[str]:
    """Words of the English keys and catalogs that no French text of the project uses."""
    from payday.i18n import catalog
    def words(texts):
        return {w.lower() for text in texts for w in re.findall(r"[A-Za-zÀ-ÿ']{3,}", PROPER.sub(" ", text))}
    english = [e.get("en", "") for e in catalog().values()]
    french = [e.get("fr", "") for e in catalog().values()]
    for slug in KEYS:
        english.append((LESSONS_DIR / slug / "answer-key.en.md").read_text(encoding="utf-8"))
        french += [(LESSONS_DIR / slug / name).read_text(encoding="utf-8")
                   for name in ("worksheet.fr.md", "guide.fr.md")]
    return words(english) - words(french)


def test_the_keys_say_which_minimum_payment_rule_the_engine_uses():
    """Lesson 5's keys say in words that 我愛發薪日 takes the minimum on the current balance
    (repay_basis); a changed default must change those words too."""
    from payday import rules_of
    assert rules_of("payday-auction").repay_basis == "balance"
    words = {"en": "on the current balance", "fr": "sur le solde restant", "zh-Hant": "按未付餘額計算"}
    for lang, said in words.items():
        assert said in (LESSONS_DIR / "05-managing-credit" / papers.key_file(lang)).read_text(encoding="utf-8")


def test_no_english_is_left_in_the_french_and_chinese_keys():
    """French keys use no word that only the English texts use; Chinese keys have no Latin word
    at all, apart from the names that stay as they are (editions, cards, US forms, code)."""
    only_english = english_words()
    found = []
    for slug in KEYS:
        french = PROPER.sub(" ", (LESSONS_DIR / slug / "answer-key.fr.md").read_text(encoding="utf-8"))
        found += [(slug, "fr", w) for w in re.findall(r"[A-Za-zÀ-ÿ']{3,}", french) if w.lower() in only_english]
        chinese = PROPER.sub(" ", (LESSONS_DIR / slug / "answer-key.zh-Hant.md").read_text(encoding="utf-8"))
        found += [(slug, "zh-Hant", w) for w in re.findall(r"[A-Za-z]{2,}", chinese)]
    assert found == []


@pytest.mark.parametrize("name", papers.DOCUMENTS)
@pytest.mark.parametrize("slug", KEYS)
def test_every_plan_and_worksheet_is_made_from_its_template(slug, name):
    """"Lesson text reads its numbers from the engine's rules data, never from a hand-typed copy":
    plans and worksheets are generated from payday/teaching/templates/<slug>/ by payday lessons --write."""
    committed = (LESSONS_DIR / slug / name).read_text(encoding="utf-8")
    assert committed == papers.document(slug, name), f"lessons/{slug}/{name} is stale: run payday lessons --write"


# A money amount, a percentage, a grouped or three-digit number, or a seed, in any of the three languages.
FIGURE = re.compile(r"\d+(?:[.,]\d+)?\s?%|[$€]\s?\d|\d\s?[$€]|\d{1,3}(?:[,\u202f\xa0 ]\d{3})+|\b\d{3,}\b"
                    r"|(?:seeds?|graines?|種子|game numbers?|numéros? de partie|parties? numéros?|遊戲編號)\W{0,3}\d", re.I)


@pytest.mark.parametrize("slug", KEYS)
def test_templates_type_no_rule_number_by_hand(slug):
    """Every money amount, percentage and seed in a template is a {{placeholder}} that
    figures() fills from the rules data, so a changed rule cannot leave a stale number behind."""
    typed = [f"{path.name}: {line}" for path in sorted((TEMPLATES / slug).glob("*.md"))
             for line in papers.PLACEHOLDER.sub("", path.read_text(encoding="utf-8")).splitlines()
             if FIGURE.search(line)]
    assert typed == []


SEED_WORDS = re.compile(r"\bseeds?\b|graines?|種子|\bseat 0\b|座位 0|\bplace 0\b", re.I)


@pytest.mark.parametrize("slug", KEYS)
def test_a_seed_is_called_the_game_number_and_players_are_numbered_from_1(slug):
    """"The app calls a seed the game number (« numéro de partie », 「遊戲編號」); never "graine",
    "種子", "seat 0" or 「座位 0」; players are numbered from 1"."""
    for path in sorted((LESSONS_DIR / slug).glob("*.md")):
        found = SEED_WORDS.findall(path.read_text(encoding="utf-8"))
        assert found == [], f"{path.name}: {found}"


def test_the_figure_check_catches_hand_typed_numbers():
    caught = ["costs $3,500", "coûte 1 500 €", "付 US$500", "10 % par mois", "7.65%", "seed 7", "graine 5", "種子 7", "game number 7", "partie numéro 3", "遊戲編號 7", "pay 450"]
    spared = ["(5 min)", "Pay Day (8-5a, 12.2)", "72 ÷ {{rate_number}}", "day 1", "× 12", "## 3. Calculate"]
    assert all(FIGURE.search(text) for text in caught)
    assert not any(FIGURE.search(papers.PLACEHOLDER.sub("", text)) for text in spared)


def test_worksheets_write_the_rules_numbers_the_local_way():
    """"1 500 €, $1,500": the same rule reads 1 000 in French, 1,000 in English and Chinese."""
    bp = payday.rules_of("bonne-paye")
    texts = {lang: papers.document("03-saving", f"worksheet.{lang}.md") for lang in LANGUAGES}
    assert f"{lessons.DEPOSIT:,}" in texts["en"] and f"{lessons.DEPOSIT:,}" in texts["zh-Hant"]
    assert f"{lessons.DEPOSIT:,}".replace(",", "\u202f") in texts["fr"]
    assert re.search(rf"\b{bp.savings_rate_pct}\s%", texts["fr"]) and f"{bp.savings_rate_pct}%" in texts["en"]


def test_a_template_asking_for_an_unknown_figure_fails_loudly():
    with pytest.raises(KeyError, match="no_such_figure"):
        papers.fill("{{no_such_figure}}", lessons.figures("03-saving"), "en")


def test_six_lessons_one_per_standard_area(keys):
    areas = ["EI", "SP", "SA", "Investing", "MC", "MR"]
    assert [area in key.standard for area, key in zip(areas, keys.values())] == [True] * 6


@pytest.mark.parametrize("slug", KEYS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_worksheet_exists_in_three_languages_with_a_glossary(slug, lang):
    """Student worksheets in English, French and Traditional Chinese, each with a glossary."""
    text = (LESSONS_DIR / slug / f"worksheet.{lang}.md").read_text(encoding="utf-8")
    assert GLOSSARY[lang] in text
    assert "http" not in text                       # no outbound links for students


@pytest.mark.parametrize("slug", KEYS)
def test_every_lesson_has_a_timed_45_minute_plan(slug):
    """The plan's minute plan runs from minute 0 to 45 without gaps, logging in and the
    pre-quiz included; nothing is played outside the 45 minutes."""
    plan = (LESSONS_DIR / slug / "plan.md").read_text(encoding="utf-8")
    spans = [tuple(int(n) for n in m.groups()) for m in re.finditer(r"^\| (\d+)–(\d+) \|", plan, re.M)]
    assert spans[0][0] == 0 and spans[-1][1] == 45
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:]))
    assert "## Objectives" in plan and "**Standard" in plan


def test_the_teachers_index_lists_every_lesson():
    index = (LESSONS_DIR / "README.md").read_text(encoding="utf-8")
    for slug in KEYS:
        assert f"({slug}/plan.md)" in index
        for lang in LANGUAGES:
            assert f"({slug}/{papers.key_file(lang)})" in index, (slug, lang)
    linked = set(re.findall(r"\]\(([^)]+\.md)\)", index))
    assert all((LESSONS_DIR / path).exists() for path in linked), sorted(p for p in linked if not (LESSONS_DIR / p).exists())


# ---------------------------------------------------------------- the numbers the guide states
def test_ten_percent_a_month_is_120_percent_apr_and_213_8_percent_effective(keys):
    """"10% a month is a 120% APR ... The effective annual rate is 1.1^12 − 1 = 213.8%.\""""
    facts = keys["05-managing-credit"].facts
    assert (facts["apr"].text, facts["effective"].text, facts["effective_rounded"].text) == ("120%", "213.8%", "214%")


def test_doubling_at_10_percent_a_month_takes_7_27_months_rule_of_72_gives_7_2(keys):
    facts = keys["03-saving"].facts
    assert (facts["doubling_months"].text, facts["rule_of_72"].text) == ("7.27", "7.2")
    assert facts["growth_12"].text == "3.138×" and facts["doubling_4pct_years"].text == "17.7"


def test_a_150_fee_on_500_for_8_days_is_30_percent_about_1369_percent_a_year(keys):
    facts = keys["03-saving"].facts
    assert (facts["days_short"].text, facts["fee_pct"].text, facts["fee_yearly"].text) == ("8", "30.0%", "1,369%")


def test_bet_card_ev_is_plus_2_67_times_the_stake(keys):
    """"Bet card: 10× the stake on a 5 or 6 (p = 1/3), else lose the stake, so EV = +2.67×.\""""
    facts = keys["06-managing-risk"].facts
    assert (facts["bet_p"].text, facts["bet_ev"].text) == ("1/3", "+2.67×")


def test_la_bonne_paye_lottery_ev_is_1100_over_6_minus_100(keys):
    """« La banque verse 1000 euros à celui qui avait misé sur le numéro indiqué par le dé, et
    les autres mises sont perdues »: a winner gets the prize and their own stake back."""
    assert keys["06-managing-risk"].facts["lottery_ev"].text == "+83"


def test_fica_of_7_65_percent_on_3500_is_267_75(keys):
    """"7.65% FICA (6.2% Social Security + 1.45% Medicare) takes $267.75 of $3,500, leaving $3,232.25.\""""
    facts = keys["01-earning-income"].facts
    assert (facts["fica"].text, facts["fica_net_pay"].text) == ("$267.75", "$3,232.25")


def test_net_pay_leaves_out_income_tax_withheld_too(keys):
    """""net pay" leaves out income-tax withholding". Net pay is the salary less FICA
    and less the income tax withheld (an example rate the key names as an example)."""
    facts = keys["01-earning-income"].facts
    salary, fica, tax = facts["salary"].value, facts["fica"].value, facts["income_tax"].value
    assert tax == salary * facts["income_tax_rate"].value / 100 > 0
    assert facts["net_pay"].value == pytest.approx(salary - fica - tax)


def test_luck_is_counted_net_of_the_players_own_stakes(keys):
    """"luck counts jackpot winnings gross of the student's own stakes"."""
    facts = keys["01-earning-income"].facts
    assert facts["luck_income"].value == facts["luck_gross"].value - facts["luck_stakes"].value
    row = dict((r[0], r[1]) for r in keys["01-earning-income"].tables[0].rows)
    assert row["windfalls and luck"] == facts["luck_income"].value


def test_buying_power_falls_9_1_percent_when_prices_rise_10(keys):
    assert keys["02-spending"].facts["buying_power_fall"].text == "9.1%"


def test_a_10_percent_commission_cuts_a_50_percent_gain_to_35(keys):
    facts = keys["04-investing"].facts
    assert (facts["return_before"].text, facts["return_after"].text) == ("50.0%", "35.0%")


def test_a_1_percent_yearly_fee_takes_26_percent_of_the_end_value(keys):
    """A fee of 1% of the balance each year leaves 0.99^30 of what 30 years at 7% would have
    grown to: it takes 1 − 0.99^30 = 26.0% of the end value (not 24.5%, the 6%-a-year
    shortcut's answer)."""
    facts = keys["04-investing"].facts
    assert facts["fee_share"].text == "26.0%"
    assert facts["fee_share"].value == pytest.approx(1 - 0.99 ** 30)


def test_minimum_payments_of_the_current_balance_leave_28_2_percent_after_a_year():
    """"at 10% of the current balance, 28.2% of the principal is still owed after 12 months, after
    paying 143.5% of it (71.8% as interest); at 10% of the original principal, it is paid off in
    10 months with 55% interest.\""""
    left, paid, interest, cleared = minimum_payments(Fraction(1, 10), Fraction(1, 10), of_current=True)
    assert (round(float(left), 3), round(float(paid), 3), round(float(interest), 3), cleared) == (0.282, 1.435, 0.718, None)
    left, paid, interest, cleared = minimum_payments(Fraction(1, 10), Fraction(1, 10), of_current=False)
    assert (left, interest, cleared) == (0, Fraction(55, 100), 10)


# ---------------------------------------------------------------- keys agree with the engine
def test_the_saving_key_reads_the_fee_and_rate_from_the_rules(keys):
    r = payday.rules_of("bonne-paye")
    facts = keys["03-saving"].facts
    assert facts["fee_paid_B"].value == r.withdrawal_fee
    assert facts["interest_A"].value == 1000 * r.savings_rate_pct // 100
    assert facts["cost_B"].value == r.withdrawal_fee + 500 * r.savings_rate_pct // 100
    assert facts["loan_cost"].value == r.interest(r.loan_unit)


def test_a_changed_rule_changes_the_key():
    """The key follows the rules data: halve the savings rate and every saving figure moves."""
    facts = lessons.saving.key({"savings_rate_pct": 5}).facts
    assert (facts["interest_A"].value, facts["effective_rate"].text, facts["rule_of_72"].text) == (50, "79.6%", "14.4")
    assert facts["cost_B"].value == facts["fee"].value + 25


def test_carrying_a_monster_charge_costs_exactly_the_interest_charged(keys):
    facts = keys["05-managing-credit"].facts
    rate = payday.rules_of("payday").monster_rate_pct
    assert facts["cost_of_carrying"].value == facts["interest_carried"].value > 0
    assert facts["interest_carried"].value >= facts["charge"].value * rate // 100 * facts["months_carried"].value


def test_earning_key_counts_one_salary_per_pay_day(keys):
    key = keys["01-earning-income"]
    assert key.facts["salary_income"].value == key.setup["months"] * payday.rules_of("payday").salary


def test_the_simulation_lab_key_is_the_same_on_two_cores(keys):
    """The notebook runs the lab with jobs=2; the key, on one core, must show the same games."""
    from payday.lab.simulate import simulate, summarize
    rows = summarize(simulate(LAB["variant"], players=LAB["players"], months=LAB["months"],
                              games=LAB["games"], seed=LAB["seed"], bots=LAB["bots"], jobs=2))
    table = keys["04-investing"].tables[1]
    assert [row.strategy for row in rows] == [row[0] for row in table.rows]
    assert [row.wins for row in rows] == [row[1] for row in table.rows]


def test_the_teachers_index_shows_every_lessons_timing_from_its_minute_plan():
    """The lessons' README described the one timing but did not show it
    (and still gave an older plan, "hook (5) → setup and prediction (5) → ..."). Its timing table
    is written by `payday lessons --write` from each lesson's minute plan, and is not stale."""
    index = (LESSONS_DIR / "README.md").read_text(encoding="utf-8")
    assert papers.TIMING_START in index, "no timing table"
    assert index == papers.index_with_timing(index), "lessons/README.md is stale: run payday lessons --write"
    table = index.split(papers.TIMING_START, 1)[1].split(papers.TIMING_END, 1)[0]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in table.strip().splitlines()[2:]]
    for column, slug in enumerate(KEYS, 1):
        plan = lessons.by_slug(slug).minute_plan
        assert [(row[0], row[column]) for row in rows if row[column] != "–"] == [
            (i18n.t(f"plan.step.{each.kind}", "en"), papers.timing_cell(each)) for each in plan], slug
    assert "hook (5)" not in index


def test_a_readme_without_its_timing_section_is_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="no timing section"):
        papers.index_with_timing("# Lessons\n")


def test_write_regenerates_every_key_plan_and_worksheet(tmp_path):
    written = papers.write(tmp_path)
    assert sorted({p.parent.name for p in written}) == sorted(KEYS)
    keys = [papers.key_file(lang) for lang in LANGUAGES]
    assert sorted(p.name for p in written) == sorted([*keys, *papers.DOCUMENTS] * len(KEYS))
    titles = {"answer-key.en.md": "# Answer key", "answer-key.fr.md": "# Corrigé", "answer-key.zh-Hant.md": "# 參考答案"}
    assert all(Path(p).read_text(encoding="utf-8").startswith(titles[p.name]) for p in written if p.name in titles)


GAME_NUMBER = re.compile(r"(?:game number|numéro de partie|遊戲編號)\W{0,3}(\d+)(?!\s*[–-]\s*\d)", re.I)


@pytest.mark.parametrize("slug", KEYS)
def test_a_lessons_papers_name_one_game_number_the_one_its_link_plays(slug):
    """"one game number per worksheet": the plan, worksheets, keys and guides of a
    lesson name no game number but its link's own (a range of games for a lab is not one)."""
    from payday.teaching.lessons import SCENARIOS
    own = next(s.seed for s in SCENARIOS.values() if s.slug == slug)
    named = {(path.name, int(n)) for path in sorted((LESSONS_DIR / slug).glob("*.md"))
             for n in GAME_NUMBER.findall(path.read_text(encoding="utf-8"))}
    assert {pair for pair in named if pair[1] != own} == set()


def test_a_negative_number_is_printed_with_the_minus_sign_as_the_charts_print_it():
    """Keys and guides wrote "-1,290" with a hyphen where the app's charts write "−1,290"; and
    a value that rounds to zero is 0, never "−0"."""
    assert formats.decimal(-1290, "en") == "\u22121,290"
    assert formats.decimal(-1290, "fr") == "\u22121\u202f290"
    assert formats.decimal(-0.4, "en") == "0" and formats.decimal(-0.04, "fr", 1) == "0,0"
    assert answer_key.number(-1289.85).text == "\u22121,290"
    papers = "".join(path.read_text(encoding="utf-8") for path in LESSONS_DIR.glob("*/*.md"))
    assert not re.search(r"(?<![\w-])-\d", papers), "a hyphen before a number"


def test_write_all_writes_every_paper_as_committed(tmp_path):
    """`payday lessons --write` (papers.write_all): every key, plan, worksheet, guide and the
    glossary, each the same as the committed one."""
    shutil.copytree(LESSONS_DIR, tmp_path / "lessons")
    written = papers.write_all(tmp_path / "lessons")
    names = {p.relative_to(tmp_path / "lessons").as_posix() for p in written}
    assert {f"glossary.{lang}.md" for lang in LANGUAGES} <= names
    assert {f"{slug}/guide.{lang}.md" for slug in KEYS for lang in LANGUAGES} <= names
    assert "README.md" in names, "the index's timing table"
    assert len(names) == len(written) == len(KEYS) * (3 + len(papers.DOCUMENTS) + 3) + 3 + 1
    for name in names:
        assert (tmp_path / "lessons" / name).read_bytes() == (LESSONS_DIR / name).read_bytes(), name
    assert papers.guide_markdown("03-saving", "fr") == (LESSONS_DIR / "03-saving" / "guide.fr.md").read_text(encoding="utf-8")
    assert papers.SLUGS == tuple(KEYS)
