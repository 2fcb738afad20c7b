"""A country is a setting of the lessons: each country's facts, with year and source,
and the papers of lessons 01, 03, 05 and 06 computed in its terms, in every language."""
from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import pytest

from payday.editions import rules_of
from payday.i18n import LANGUAGES
from payday.teaching import country_texts, guide, papers
from payday.teaching.countries import (COUNTRIES, DEFAULT_COUNTRY, SHARED_FACTS, UnknownCountry,
                                       country, country_for, pay_salary)
from payday.teaching.country_figures import real_card
from payday.teaching.country_texts import country_figures
from payday.teaching.lessons import KEYS, LESSONS_DIR
from payday.teaching.numbers import DEBT
from payday.teaching.quiz_scoring import salary

COUNTRY_SLUGS = [slug for slug in KEYS if slug[:2] in country_texts.LESSONS]


def test_every_fact_has_its_source_and_the_day_it_took_effect():
    """"Each real-world fact carries the date it took effect (and until when, where known)
    beside its source": only an example the lesson chose, or a figure no source dates (which
    `payday facts` flags), has none."""
    from payday.teaching.countries import AS_OF
    for code, place in COUNTRIES.items():
        for name, found in place.facts.items():
            assert len(found.source) > 5, (code, name)
            assert isinstance(found.value, Decimal), (code, name)
            if found.since is not None:
                assert found.since <= AS_OF, (code, name)
            if found.until is not None:
                assert found.since is not None and found.since <= found.until, (code, name)


def test_every_country_has_every_fact_the_shared_papers_read():
    """"A test checks that each country has every fact a paper reads": the facts every country's
    texts share, and every `{name}` each country's texts quote, in every language."""
    for code, place in COUNTRIES.items():
        assert set(SHARED_FACTS) <= set(place.facts), code
    from payday.i18n.catalog import fields, template
    for slug in COUNTRY_SLUGS:
        for code in COUNTRIES:
            known = set(country_texts.values(slug, code, "en"))
            for part in country_texts.PARTS:
                for lang in LANGUAGES:
                    text = template(f"country.{code}.{slug[:2]}.{part}", lang)
                    if text is not None:
                        assert fields(text) <= known, (slug, code, part, lang, fields(text) - known)


@pytest.mark.parametrize("slug", COUNTRY_SLUGS)
def test_each_country_has_each_text_in_every_language(slug):
    """"Each country's fact texts exist in all three languages", so a French class can compute with
    the United States' facts: every text of one country exists for all of them."""
    from payday.i18n.catalog import catalog
    for part in country_texts.PARTS:
        present = {code for code in COUNTRIES if f"country.{code}.{slug[:2]}.{part}" in catalog()}
        assert present in (set(), set(COUNTRIES)), (slug, part, present)
        for code in present:
            assert set(catalog()[f"country.{code}.{slug[:2]}.{part}"]) >= set(LANGUAGES)


@pytest.mark.parametrize("code", sorted(COUNTRIES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_paper_can_be_written_in_any_country_and_language(code, lang):
    """`payday lessons --write --country`: every paper of the country's lessons is written in each
    language with any country's facts, with no placeholder left."""
    for slug in COUNTRY_SLUGS:
        texts = [papers.document(slug, f"worksheet.{lang}.md", code=code),
                 papers.key_document(slug, lang, code=code), guide.guide(slug, lang, code=code)]
        for text in texts:
            assert not re.search(r"\{\{|\{[a-z_]+\}", text), (slug, code, lang)
        assert guide.real_life(slug, lang, code) in texts[2]


@pytest.mark.parametrize("lang", ["fr", "zh-Hant"])
def test_french_and_chinese_pay_papers_compute_no_fica(lang):
    """"No FICA, no W-4 in French or Chinese papers": lesson 01's committed worksheet and answer
    key compute the country's own deductions."""
    for name in (f"worksheet.{lang}.md", f"answer-key.{lang}.md"):
        text = (LESSONS_DIR / "01-earning-income" / name).read_text(encoding="utf-8")
        assert "FICA" not in text and "W-4" not in text, name


def test_the_french_pay_lesson_computes_from_la_bonne_payes_salary():
    """"Lesson 01's French worksheet computes net pay from La Bonne Paye's €1,500 salary with
    France's contributions": the guide's answer is the salary less about 22% and the example
    withholding on what is left."""
    facts = country("FR").facts
    salary = Decimal(rules_of("bonne-paye").salary)
    before_tax = salary * (1 - facts["payroll_pct"].value / 100)
    net = before_tax * (1 - facts["income_tax_pct"].value / 100)
    figures = country_figures("01", "FR")
    assert figures["net_pay"].value == net.quantize(Decimal("0.01"))
    sheet = (LESSONS_DIR / "01-earning-income" / "worksheet.fr.md").read_text(encoding="utf-8")
    key = (LESSONS_DIR / "01-earning-income" / "answer-key.fr.md").read_text(encoding="utf-8")
    assert figures["salary"].text("fr") in sheet and figures["net_pay"].text("fr") in key


def test_the_taiwanese_pay_lesson_computes_in_nt_dollars_with_both_premiums():
    """"Taiwan's computes in NT$ with 勞保/健保": the employee's 20% of labor and employment
    insurance and 30% of health insurance, on Taiwan's minimum monthly wage (我愛發薪日's salary
    of NT$800 is no month's pay)."""
    facts = country("TW").facts
    salary = facts["monthly_wage"].value
    assert salary > 30 * rules_of("payday-auction").salary
    labor = salary * (facts["labor_pct"].value + facts["employment_pct"].value) * facts["labor_share_pct"].value / 10000
    health = salary * facts["nhi_pct"].value * facts["nhi_share_pct"].value / 10000
    figures = country_figures("01", "TW")
    # each premium rounded half up to the cent, as a payslip lists it (country_figures)
    assert figures["labor"].value == labor.quantize(Decimal("0.01"), ROUND_HALF_UP)
    assert figures["nhi"].value == health.quantize(Decimal("0.01"), ROUND_HALF_UP)
    assert figures["net_pay"].unit == "TWD"
    sheet = (LESSONS_DIR / "01-earning-income" / "worksheet.zh-Hant.md").read_text(encoding="utf-8")
    assert "勞保" in sheet and "健保" in sheet and figures["salary"].text("zh-Hant") in sheet


def test_the_pay_lesson_and_its_quiz_compute_from_one_salary_per_country():
    """The worksheet's salary and the payroll quiz item's are the same figure: the edition's
    salary in the United States and France, the minimum monthly wage in Taiwan."""
    for code in ("US", "FR", "TW"):
        assert country_figures("01", code)["salary"].value == pay_salary(code) == salary(code)
    assert pay_salary("US") == rules_of("payday").salary and pay_salary("FR") == rules_of("bonne-paye").salary


def test_a_us_card_at_its_minimum_takes_years_and_nearly_doubles_the_debt():
    """The issue's real card: "at 1% + interest with a $25 floor, $1,000 at 24% APR takes 74 months
    and $887 of interest" (the paper's answer: "almost as much again as the debt")."""
    card = real_card("US")
    assert card.months == 74
    assert round(card.interest) == 887
    assert card.interest > Decimal("0.8") * DEBT


def test_the_loi_lagarde_clears_a_revolving_credit_within_its_months():
    """France: "loi Lagarde's minimum capital repayment" clears the debt within 36 months, for
    less interest than half the debt (the paper's answer), at a TAEG under the usury rate."""
    facts = country("FR").facts
    card = real_card("FR")
    assert card.months <= facts["card_max_months"].value
    assert card.interest < DEBT / 2
    assert country_figures("05", "FR")["card_effective_pct"].value < facts["usury_pct"].value


def test_taiwans_card_rate_is_the_cap_and_its_paper_says_so():
    """Taiwan: "15% is the legal cap on 循環信用 rates, not the rate everyone pays"."""
    assert country("TW").facts["card_apr_pct"].value == 15
    sheet = (LESSONS_DIR / "05-managing-credit" / "worksheet.zh-Hant.md").read_text(encoding="utf-8")
    assert "上限" in sheet and "不是每個人都付這個利率" in sheet and "總費用年百分率" in sheet


def test_a_real_card_holds_the_debt_longer_than_the_games_minimum():
    """The papers' 6c: after a year the US and Taiwanese cards' minimums leave more owed than
    我愛發薪日's rule; France's loi Lagarde leaves more the first year too, yet clears it."""
    for code in COUNTRIES:
        figures = country_figures("05", code)
        assert figures["card_left_year"].value > figures["game_left_year"].value, code


def test_breaking_a_taiwanese_time_deposit_keeps_80_percent_of_the_interest():
    """"Breaking a 定期存款 early earns interest at 80% of the posted rate"; a Livret A costs
    nothing to take out; a CD loses its penalty."""
    tw = country_figures("03", "TW")
    assert tw["kept"].value == (tw["held_interest"].value * Decimal("0.8")).quantize(Decimal("0.01"))
    assert country_figures("03", "FR")["penalty"].value == 0
    us = country_figures("03", "US")
    assert 0 < us["penalty"].value < us["held_interest"].value


def test_a_us_plans_out_of_pocket_cost_follows_deductible_and_coinsurance():
    """Lesson 06, United States: "deductible, copay, coinsurance, out-of-pocket maximum"."""
    facts = country("US").facts
    bill, deductible = facts["medical_bill"].value, facts["deductible"].value
    expected = min(facts["oop_max"].value, deductible + (bill - deductible) * facts["coinsurance_pct"].value / 100)
    assert country_figures("06", "US")["you_pay"].value == expected


def test_a_french_consultation_leaves_the_flat_fee_with_a_mutuelle():
    """Lesson 06, France: Assurance Maladie + mutuelle (the ticket modérateur), the flat fee left."""
    facts = country("FR").facts
    figures = country_figures("06", "FR")
    assert figures["you_pay"].value == facts["flat_fee"].value
    assert figures["public_pays"].value + figures["mutuelle_pays"].value + figures["you_pay"].value \
        == facts["consultation_fee"].value


def test_the_country_follows_the_language_and_an_unknown_one_is_named():
    assert {lang: country_for(lang) for lang in LANGUAGES} == DEFAULT_COUNTRY
    assert country("fr").code == "FR"
    with pytest.raises(UnknownCountry):
        country("CA")


def test_the_french_glossary_defines_taeg_as_the_rate_a_lender_must_display():
    """The glossary's TAEG ("quand les intérêts impayés s'ajoutent à la dette") was wrong
    for France: it is the yearly rate, every cost included, that a lender must display."""
    from payday.i18n.glossary import glossary
    entry = glossary()["effective_rate"]
    assert entry["fr"][0] == "TAEG"
    assert "prêteur doit afficher" in entry["explain"]["fr"] and "frais" in entry["explain"]["fr"]


def test_medic_assur_is_not_called_the_public_health_insurance_in_french():
    """"Assurance maladie" for Médic'Assur clashes with the public scheme."""
    for name in ("worksheet.fr.md", "guide.fr.md"):
        text = (LESSONS_DIR / "06-managing-risk" / name).read_text(encoding="utf-8")
        assert not re.search(r"Médic'Assur \(assurance maladie\)|une assurance maladie", text), name
