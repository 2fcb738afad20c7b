"""Every real-world figure current, dated and right: each fact's date and source, the papers'
and the app's "as of", `payday facts` and its flags, and the figures that held in December 2026."""
from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from payday import cli
from payday.i18n import LANGUAGES
from payday.i18n.formats import day
from payday.teaching import countries, country_texts
from payday.teaching.countries import AS_OF, COUNTRIES, Country, country, review
from payday.teaching.country_figures import real_card
from payday.teaching.country_texts import country_figures
from payday.teaching.lessons import LESSONS_DIR


def fresh(since: str, **more: object) -> dict[str, Country]:
    """One country with one yearly figure, for the flags' rules."""
    fact = countries._f("1", "%", since, "a source", renewed="yearly", **more)  # type: ignore[arg-type]
    return {"US": Country("US", "USD", "payday", {"rate": fact})}


def test_a_yearly_figure_is_flagged_once_older_than_a_year(monkeypatch):
    """"Flagging those older than a year": a figure set again each year is current for a year
    after it took effect, then flagged; one past its last day is flagged as ended."""
    monkeypatch.setattr(countries, "COUNTRIES", fresh("2026-01-01"))
    assert [r.flag for r in review(date(2026, 12, 4))] == [""]
    assert [r.flag for r in review(date(2027, 1, 3))] == ["older than a year"]
    monkeypatch.setattr(countries, "COUNTRIES", fresh("2026-01-01", until="2026-03-31"))
    assert [r.flag for r in review(date(2026, 4, 1))] == ["ended"]


def test_a_standing_law_is_listed_with_its_age_and_an_example_is_not_dated():
    """The CARD Act's 21 days is a law in force since 2009: listed with its age, not flagged;
    an example rate the lesson chose has no date and is marked as an example."""
    found = {(r.code, r.name): r for r in review(AS_OF)}
    grace = found["US", "grace_period_days"]
    assert grace.flag == "" and grace.age_days is not None and grace.age_days > 365
    assert found["US", "card_apr_pct"].flag == "example" and found["US", "card_apr_pct"].age_days is None


def test_payday_facts_lists_every_fact_and_exits_non_zero_when_one_is_flagged(monkeypatch, capsys):
    """"`payday facts` lists every fact with its date, source and age, flagging those older
    than a year (exit status non-zero when one is flagged)"."""
    monkeypatch.setattr(countries, "COUNTRIES", fresh("2026-01-01"))
    assert cli.main(["facts", "--on", "2026-12-04"]) == 0
    current = capsys.readouterr().out
    assert "rate" in current and "2026-01-01" in current and "a source" in current and "0.9 y" in current
    assert cli.main(["facts", "--on", "2027-06-01"]) == 1
    assert "older than a year" in capsys.readouterr().out


def test_payday_facts_lists_the_real_facts_with_their_dates():
    lines, flagged = cli.facts_table(AS_OF)
    text = "\n".join(lines)
    for place in COUNTRIES.values():
        for name in place.facts:
            assert name in text
    assert "2026-02-01" in text and "2026-01-01" in text
    assert flagged == sum(r.flag in countries.STALE_FLAGS for r in review(AS_OF))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_box_and_the_worksheet_say_as_of_and_when_each_fact_took_effect(lang):
    """"The papers and the app's 'in real life' box print 'as of'", and each source line the day
    its fact took effect (and its last day, for a quarter's usury rate)."""
    as_of = country_texts.as_of(lang)
    assert day(AS_OF, lang) in as_of
    box = country_texts.real_life("05-managing-credit", "FR", lang)
    assert box is not None and box.as_of == as_of
    usury = country("FR").facts["usury_pct"]
    assert usury.since is not None and usury.until is not None
    assert day(usury.since, lang) in box.sources and day(usury.until, lang) in box.sources
    assert as_of in country_texts.text("05-managing-credit", "calc", "FR", lang)
    guide = (LESSONS_DIR / "05-managing-credit" / f"guide.{lang}.md").read_text(encoding="utf-8")
    assert as_of in guide


def test_the_apps_real_life_box_says_as_of():
    from payday.ui.app.lesson import real_life_html
    from payday.teaching.lessons import scenario
    html = real_life_html(scenario("03"), "FR", "fr")
    assert country_texts.as_of("fr") in html and day(date(2026, 2, 1), "fr") in html


def test_the_figures_that_hold_in_december_2026():
    """Livret A 1.5% since 1 February 2026; Taiwan's 最低工資 NT$29,500 since 1 January 2026; the
    2026 out-of-pocket limit $10,600 and Social Security wage base $184,500; the usury rate
    23.56% for the first quarter of 2026, a quarterly figure (not "about 22%")."""
    expected = {("FR", "deposit_rate_pct"): ("1.5", "2026-02-01"), ("TW", "monthly_wage"): ("29500", "2026-01-01"),
                ("US", "oop_limit"): ("10600", "2026-01-01"), ("US", "ss_wage_base"): ("184500", "2026-01-01"),
                ("FR", "usury_pct"): ("23.56", "2026-01-01")}
    for (code, name), (value, since) in expected.items():
        found = country(code).facts[name]
        assert (found.value, found.since) == (Decimal(value), date.fromisoformat(since)), (code, name)
    usury = country("FR").facts["usury_pct"]
    assert not usury.about and usury.renewed == "quarterly"
    sheet = (LESSONS_DIR / "01-earning-income" / "worksheet.zh-Hant.md").read_text(encoding="utf-8")
    assert "最低工資" in sheet and "基本工資" not in sheet
    box = country_texts.box("01-earning-income", "US", "en")
    assert "$184,500" in box


def test_taiwans_card_minimum_is_a_card_agreements_rule_and_the_paydown_is_recomputed():
    """Taiwan's minimum follows a card agreement on the FSC's model contract (2% of the balance
    carried plus the month's interest, at least NT$1,000), not the US example's 1% + interest: the
    paydown is worked month by month by the code, and the papers quote it."""
    facts = country("TW").facts
    assert "金融監督管理委員會" in facts["card_min_pct"].source
    debt = facts["card_debt"].value
    monthly = facts["card_apr_pct"].value / 1200
    interest = (debt * monthly).quantize(Decimal("0.01"))
    first = max(debt * facts["card_min_pct"].value / 100 + interest, facts["card_min_floor"].value)
    card = real_card("TW")
    assert card.first_payment == first and card.interest < debt / 2
    key = (LESSONS_DIR / "05-managing-credit" / "answer-key.zh-Hant.md").read_text(encoding="utf-8")
    guide = (LESSONS_DIR / "05-managing-credit" / "guide.zh-Hant.md").read_text(encoding="utf-8")
    figures = country_figures("05", "TW")
    assert figures["card_months"].text("zh-Hant") in guide and figures["card_interest"].text("zh-Hant") in guide
    assert figures["card_first"].text("zh-Hant") in key or figures["card_first"].text("zh-Hant") in guide


@pytest.mark.parametrize("lang", LANGUAGES)
def test_taiwans_pay_papers_say_nothing_is_withheld_on_a_minimum_wage(lang):
    """"Below the threshold nothing is withheld: an example rate must say so"."""
    said = {"en": "nothing is withheld", "fr": "rien n'est retenu", "zh-Hant": "不扣繳"}[lang]
    assert said in country_texts.text("01-earning-income", "calc", "TW", lang)
    assert said in country_texts.text("01-earning-income", "answer", "TW", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_act_sets_21_days_where_a_card_offers_a_grace_period_and_requires_none(lang):
    said = {"en": "does not require", "fr": "n'oblige pas", "zh-Hant": "沒有規定"}[lang]
    for part in ("calc", "box"):
        assert said in country_texts.text("05-managing-credit", part, "US", lang), part
