"""What every lesson notebook shows: its title and settings, and its experiment, in one place.

A lesson notebook is prose and a few calls: `LessonPage(number)` reads the page's language (the
lesson's edition's own, or ?lang=), shows the lesson's title, computes its answer key
(`payday.teaching.lessons`) and its settings line, and writes the key's numbers the language's
way (`money`, `pct`, `num`, through `payday.i18n.formats`). Each lesson's experiment is one call
(`show_income`, `show_spending`, `show_savings` and `show_style_money`, `show_lab`,
`show_minimum_payments`, `show_insurance`), whose figures are pure functions of the key in
`payday.analysis.lesson_charts`, tested there. Every word comes from the catalogs.

>>> page = LessonPage(3, lang="fr")
>>> page.edition, page.money(1500)
('bonne-paye', '1\u202f500\u00a0€')
"""
from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from functools import cached_property
from typing import Any

import ipywidgets
import pandas as pd

from payday import i18n
from payday.i18n import formats
from payday.i18n.formats import Number
from payday.i18n.notebook import HTML
from payday.editions import rules_of
from payday.teaching import answer_key, lessons
from payday.teaching import numbers

from payday.analysis import lesson_charts as charts
from payday.analysis.chart_kit import CONFIG
from payday.analysis.lesson_charts import RISK_COLUMNS, YEAR
from payday.lab.simulate import StyleSummary, simulate, summarize
from payday.classroom.links import settings_from_query
from payday.ui.shared.page import browser_languages, query_string
from payday.ui.shared.style_money import style_money_html
from payday.ui.shared.kit import style_list, words
from payday.ui.shared.show import show, show_table
from payday.ui.shared.redraw import redrawn

LAB_MONEY = ("mean_net_worth", "median_net_worth", "stdev_net_worth")


class LessonPage:
    """One lesson's page: its language, words, answer key and number formats."""

    def __init__(self, number: str | int, lang: str | None = None) -> None:
        self.lesson = lessons.lesson(number)
        scenario = self.lesson.scenario
        self.number, self.slug, self.edition = scenario.number, scenario.slug, scenario.edition
        if lang is None:
            link = settings_from_query(query_string()).get("lang")    # the pages' one policy
            lang = i18n.choose(link, None, browser_languages(), i18n.edition_language(self.edition))
        self.lang = lang
        self.t, self.players = words(lang), style_list(lang)
        self.currency = rules_of(self.edition).currency

    @cached_property
    def key(self) -> answer_key.AnswerKey:
        """The lesson's answer key, computed by the engine (the class's reset)."""
        return self.lesson.key()

    # -------------------------------------------------------------- numbers, the language's way
    def money(self, amount: Number, cents: bool = False) -> str:
        return formats.money(amount, self.currency, self.lang, cents=cents)

    def pct(self, ratio: Number, places: int = 1) -> str:
        return formats.percent(ratio, self.lang, places)

    def num(self, x: Number, places: int = 0) -> str:
        return formats.decimal(x, self.lang, places)

    def fact(self, name: str) -> float:
        """A number of the key, as a number."""
        return self.key.facts[name].value

    # -------------------------------------------------------------- what the page shows first
    def title_html(self) -> str:
        return (f"<h1>{self.t(f'lesson.{self.number}.title')}</h1>"
                f"<p>{self.t('lesson.intro', folder=f'lessons/{self.slug}/')}</p>")

    def setup_html(self) -> str:
        """The lesson's settings: its edition, months, game number(s) and computer players."""
        setup, t = self.key.setup, self.t
        edition = i18n.edition_name(setup["edition"], self.lang)
        if "lab" in setup:                     # many games between the lab's styles
            lab = setup["lab"]
            text = t("lesson.setup_many", edition=edition, months=lab["months"], games=lab["games"],
                     first=lab["seed"], last=lab["seed"] + lab["games"] - 1, players=self.players(lab["bots"]))
        elif "seeds" in setup:                 # the same month over many game numbers
            seeds = lessons.RISK_SEEDS
            text = t("lesson.setup_many", edition=edition, months=setup["months"], games=len(seeds),
                     first=seeds[0], last=seeds[-1], players=self.players(setup["players"]))
        else:
            text = t("lesson.setup", edition=edition, months=setup["months"], seed=setup["seed"],
                     players=self.players(setup["players"]))
        return f"<p>{text}</p><h2>{t('lesson.experiment')}</h2>"

    def show_title(self) -> None:
        show_html(self.title_html())

    def show_setup(self) -> None:
        show_html(self.setup_html())


def show_html(markup: str) -> None:
    """Show HTML in the notebook, its dollar signs kept away from MathJax."""
    show(HTML(markup))


# ------------------------------------------------------------------ lesson 04: the lab
def lab_summary(rows: list[StyleSummary], page: LessonPage) -> str:
    """The chart's one-line summary: the style with the highest mean."""
    best = max(rows, key=lambda row: row.mean_net_worth)
    return page.t("lesson.04.summary", style=page.t(f"app.style.{best.strategy}"),
                  worth=page.money(best.mean_net_worth))


def lab_table(rows: list[StyleSummary], page: LessonPage) -> list[dict[str, str]]:
    """`payday.lab.simulate.summarize`'s rows to read: styles named, money and counts written the
    language's way (numbers until here)."""
    def cell(name: str, value: Any) -> str:
        if name == "strategy":
            return page.t(f"app.style.{value}")
        return page.money(value) if name in LAB_MONEY else page.num(value)
    return [{page.t(f"lesson.04.col.{name}"): cell(name, value) for name, value in row.columns().items()}
            for row in rows]


def rotated_html(page: LessonPage) -> str:
    """The seats-rotated comparison of the two best styles, and whether they can be told apart."""
    f, t = page.key.facts, page.t
    return t("lesson.04.rotated", first=t(f"app.style.{f['best_rotated'].text}"),
             second=t(f"app.style.{f['second_rotated'].text}"),
             difference=page.money(f["paired_difference"].value), low=page.money(f["paired_low"].value),
             high=page.money(f["paired_high"].value),
             verdict=t("lesson.04.apart" if f["told_apart"].value else "lesson.04.not_apart"))


def tiers_table(page: LessonPage) -> list[dict[str, str]]:
    """La Bonne Paye's acquisitions: price, real value, commission and return."""
    t = page.t
    return [{t("lesson.04.col.price"): page.money(price), t("lesson.04.col.value"): page.money(value),
             t("lesson.04.col.commission"): page.money(commission),
             t("lesson.04.col.return"): page.pct(Fraction(value - price, price))}
            for price, value, commission in lessons.acquisition_tiers()]


# ------------------------------------------------------------------ each lesson's experiment
# Every experiment shows the key's own numbers (a lesson's figures never disagree with its
# answer key), each chart drawn by `payday.analysis.lesson_charts`.
def _widgets() -> Any:
    return ipywidgets           # untyped: a lesson's sliders are built from it


def _show(*shown: Any) -> None:
    show(*shown)


def _table(columns: dict[str, list[Any]], caption: str) -> None:
    show_table(pd.DataFrame(columns), caption)


def show_income(page: LessonPage) -> None:
    """Lesson 01: the income chart and table, and the net pay once FICA and an example income
    tax are withheld (a tick box)."""
    W, t, key = _widgets(), page.t, page.key
    withholding = W.Checkbox(value=False, indent=False,
                             description=t("lesson.01.withhold", rate=page.pct(page.fact("fica_rate") / 100, 2),
                                           tax=page.pct(page.fact("income_tax_rate") / 100, 0)))
    out = W.Output()

    def draw(_: object = None) -> None:
        with redrawn(out):
            figure = charts.income_figure(key, page.lang)
            figure.show(config=CONFIG)
            amounts = charts.column(key.tables[0].rows, 1)
            shares = [Fraction(max(a, 0), sum(max(a, 0) for a in amounts)) for a in amounts]
            show_html(f"<p>{t('lesson.01.summary', share=page.pct(shares[0]))}</p>")
            _table({t("lesson.01.col.type"): list(figure.data[0].x), t("lesson.col.amount"): list(figure.data[0].text),
                    t("lesson.col.share"): [page.pct(s) for s in shares]}, figure.layout.title.text)
            if withholding.value:
                show_html("<p>" + t("lesson.01.net_pay", gross=page.money(page.fact("salary")),
                                    fica=page.money(page.fact("fica"), cents=True),
                                    tax=page.money(page.fact("income_tax"), cents=True),
                                    net=page.money(page.fact("net_pay"), cents=True)) + "</p>")

    withholding.observe(draw, "value")
    _show(withholding, out)
    draw()


def show_spending(page: LessonPage) -> None:
    """Lesson 02: the spending chart and table, and the same bills after a price rise (a tick box)."""
    W, t, key = _widgets(), page.t, page.key
    inflation = W.Checkbox(value=False, indent=False,
                           description=t("lesson.02.price_rise", rate=page.pct(Fraction(lessons.PRICE_RISE_PCT, 100), 0)))
    out = W.Output()

    def draw(_: object = None) -> None:
        with redrawn(out):
            figure = charts.spending_figure(key, page.lang, inflation.value)
            figure.show(config=CONFIG)
            amounts, salary = list(figure.data[0].customdata), int(page.fact("salary"))
            day = page.lesson.scenario.start.players[0].day     # the student's stretch starts there
            show_html(f"<p>{t('lesson.02.summary', day=day, share=page.pct(Fraction(sum(amounts), salary)))}</p>")
            _table({t("lesson.col.category"): list(figure.data[0].x),
                    t("lesson.col.amount"): [page.money(a) for a in amounts],
                    t("lesson.col.share_of_salary"): list(figure.data[0].text)},
                   t("lesson.02.caption", day=day, seed=key.setup["seed"]))

    inflation.observe(draw, "value")
    _show(inflation, out)
    draw()


def show_savings(page: LessonPage) -> None:
    """Lesson 03: the three choices' chart and table, then how long money takes to double at a
    monthly rate the teacher chooses (a slider: the rule of 72 beside the exact months)."""
    W, t, rows = _widgets(), page.t, page.key.tables[0].rows
    rules = numbers.bonne_paye()
    charts.savings_figure(page.key, page.lang).show(config=CONFIG)
    show_html("<p>" + t("lesson.03.summary", cost=page.money(page.fact("cost_B")),
                        loan=page.money(page.fact("loan_cost"))) + "</p>")
    did = [t("lesson.03.did.A", amount=page.money(lessons.DEPOSIT)),
           t("lesson.03.did.B", amount=page.money(lessons.WITHDRAWAL), day=rules.last_deposit_day),
           t("lesson.03.did.C", amount=page.money(rules.loan_unit))]
    _table({t("lesson.col.player"): [row[0] for row in rows], t("lesson.03.col.did"): did,
            t("lesson.03.col.interest"): [page.money(a) for a in charts.column(rows, 2)],
            t("lesson.03.col.fee"): [page.money(a) for a in charts.column(rows, 3)],
            t("lesson.03.loan_interest"): [page.money(a) for a in charts.column(rows, 4)]}, t("lesson.03.caption"))
    rate = W.IntSlider(value=int(page.fact("rate")), min=1, max=20, description=t("lesson.03.rate"),
                       style={"description_width": "initial"})
    doubling = W.HTML()

    def update(_: object = None) -> None:
        exact = math.log(2) / math.log(1 + rate.value / 100)
        doubling.value = "<p>" + t("lesson.03.doubling", rule=page.num(Fraction(72, rate.value), 1),
                                   exact=page.num(exact, 2)) + "</p>"

    rate.observe(update, "value")
    update()
    _show(rate, doubling)


def show_style_money(page: LessonPage) -> None:
    """Each computer style in the student's seat over many games of the lesson's scenario, and
    where its money came from (lesson 03: the richest owe their lead to acquisitions)."""
    show_html(style_money_html(page.lesson.scenario, page.lang))


def show_lab(page: LessonPage) -> None:
    """Lesson 04: the money lab's games between the styles (a button runs them again, on two
    cores, with a progress bar), then the seats-rotated comparison and the acquisitions."""
    W, t, lab = _widgets(), page.t, lessons.LAB
    bar = W.IntProgress(value=0, min=0, max=lab["games"], description=t("lesson.04.games_played"),
                        style={"description_width": "initial"})
    run = W.Button(description=t("lesson.04.run"), icon="play", layout=W.Layout(width="auto"))
    out = W.Output()

    def progress(done: int, total: int) -> None:
        bar.value = done

    def run_lab(_: object = None) -> None:
        bar.value = 0
        report = simulate(lab["variant"], players=lab["players"], months=lab["months"], games=lab["games"],
                          seed=lab["seed"], bots=lab["bots"], jobs=2, progress=progress)
        rows = summarize(report)
        with redrawn(out):
            charts.lab_figure(report, page.key, page.lang).show(config=CONFIG)
            show_html(f"<p>{lab_summary(rows, page)}</p>")
            _table_rows(lab_table(rows, page), t("lesson.04.caption"))

    run.on_click(run_lab)
    _show(W.VBox([run, bar, out]))
    run_lab()
    show_html(f"<p>{rotated_html(page)}</p>")
    _table_rows(tiers_table(page), t("lesson.04.tiers"))


def _table_rows(rows: list[dict[str, str]], caption: str) -> None:
    show_table(pd.DataFrame(rows), caption)


def owed(of_current: bool, months: int = YEAR) -> list[Fraction]:
    """Lesson 05: what is still owed of `lessons.DEBT` after each month of minimum payments (of
    the current balance, or of the original principal), by 我愛發薪日's rules."""
    auction = numbers.auction()
    rate, minimum = Fraction(auction.loan_rate_pct, 100), Fraction(auction.repay_min_pct, 100)
    return [lessons.minimum_payments(rate, minimum, of_current, months=m)[0] * lessons.DEBT
            for m in range(months + 1)]


def show_minimum_payments(page: LessonPage) -> None:
    """Lesson 05: minimum payments on a debt over a year (a toggle: of the current balance or of
    the original principal), then the lesson game's Monster Charge paid in full or carried."""
    W, t = _widgets(), page.t
    least = page.pct(Fraction(numbers.auction().repay_min_pct, 100), 0)
    basis = W.ToggleButtons(options=[(t("lesson.05.of_current", rate=least), True),
                                     (t("lesson.05.of_original", rate=least), False)],
                            description=t("lesson.05.minimum"), style={"button_width": "auto"})
    out = W.Output()

    def draw(_: object = None) -> None:
        with redrawn(out):
            charts.owed_figure(owed(basis.value), page.lang).show(config=CONFIG)
            texts = [page.num(o) for o in owed(basis.value)]
            show_html("<p>" + t("lesson.05.summary", months=YEAR, owed=texts[-1], debt=page.num(lessons.DEBT)) + "</p>")
            _table({t("lesson.col.month"): list(range(YEAR + 1)), t("lesson.05.owed"): texts}, t("lesson.05.caption"))

    basis.observe(draw, "value")
    _show(basis, out)
    draw()
    show_html("<p>" + t("lesson.05.monster", seed=page.key.setup["seed"], full=page.money(page.fact("paid_in_full")),
                        carrying=page.money(page.fact("paid_carrying")),
                        interest=page.money(page.fact("cost_of_carrying")),
                        rate=page.pct(Fraction(page.fact("monthly_rate")) / 100, 0),
                        apr=page.pct(page.fact("apr"), 0), effective=page.pct(page.fact("effective"))) + "</p>")


RISK_COUNTS = {5: "lesson.06.col.cheaper", 6: "lesson.06.col.dearer"}


def show_insurance(page: LessonPage) -> None:
    """Lesson 06: insuring or not over the lesson's games (chart, table and what they show), then
    the bet card's expected gain for a stake the teacher chooses (a slider)."""
    W, t, rows = _widgets(), page.t, page.key.tables[0].rows
    figure = charts.insurance_figure(page.key, page.lang)
    figure.show(config=CONFIG)
    show_html("<p>" + t("lesson.06.summary", insured=page.money(page.fact("mean_insured")),
                        uninsured=page.money(page.fact("mean_uninsured"))) + "</p>")

    def written(cell: Any) -> str:
        return cell if isinstance(cell, str) else page.num(cell)
    _table({t("lesson.06.col.choice"): charts.insurance_choices(page.key, page.lang),
            **{t(key): [page.money(a) for a in charts.column(rows, i)] for i, key in RISK_COLUMNS.items()},
            **{t(key): [written(row[i]) for row in rows] for i, key in RISK_COUNTS.items()}},
           figure.layout.title.text)
    # The table's worst month is one month's bills; the lesson's decision is told apart by the
    # worst games of the lesson's own game (its claim), so the page says both.
    show_html("<p>" + t("lesson.06.own_game", games=page.num(page.fact("insure_games")),
                        mean=i18n.signed_money(round(page.fact("insure_mean")), page.currency, page.lang),
                        worst=page.money(page.fact("insure_worst")),
                        worst_other=page.money(page.fact("insure_worst_other"))) + "</p>")
    facts = {name: page.fact(name) for name in ("insuring_cheaper", "insuring_dearer", "insuring_same",
                                                "low_cheaper", "low_dearer")}
    show_html("<p>" + t("lesson.06.honest", games=page.num(len(lessons.RISK_SEEDS)),
                        premium=page.money(page.fact("premium")), low=page.money(page.fact("low_premium")),
                        cheaper=facts["insuring_cheaper"], dearer=facts["insuring_dearer"],
                        same=facts["insuring_same"], low_cheaper=facts["low_cheaper"],
                        low_dearer=facts["low_dearer"]) + "</p>")
    stake = W.IntSlider(value=100, min=10, max=numbers.bonne_paye().bet_limit, step=10,
                        description=t("lesson.06.stake"))
    ev = W.HTML()

    def expected_gain(_: object = None) -> None:
        ev.value = "<p>" + t("lesson.06.expected_gain", gain=page.money(page.fact("bet_ev") * stake.value)) + "</p>"

    stake.observe(expected_gain, "value")
    expected_gain()
    _show(stake, ev)


def show_experiment(page: LessonPage) -> None:
    """The lesson's experiment: the views its record names (`Lesson.notebook`), in turn."""
    for name in page.lesson.notebook:
        view: Callable[[LessonPage], None] = globals()[name]
        view(page)
