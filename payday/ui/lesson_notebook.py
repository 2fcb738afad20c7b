"""What every lesson notebook shows before and around its experiment, in one place.

A lesson notebook is a few calls: `LessonPage("03")` reads the page's language (the lesson's
edition's own, or ?lang=), shows the lesson's title, computes its answer key
(`payday.teaching.lessons`) and its settings line, and writes the key's numbers the language's way
(`money`, `pct`, `num`, through `payday.i18n.formats`). The lab's figure and table (lesson 04) are built here too, as pure
functions, so they are tested in process. Every word comes from the catalogs.

>>> page = LessonPage("03", lang="fr")
>>> page.edition, page.money(1500)
('bonne-paye', '1\u202f500\u00a0€')
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cached_property
from typing import Any

from payday import i18n
from payday.i18n import formats
from payday.i18n.formats import Number
from payday.editions import rules_of
from payday.teaching import answer_key, lessons
from payday.teaching.scenarios import scenario

from payday.ui.kit import PALETTE, style_list, words

MARKERS = ("circle", "square", "diamond", "cross")
LAB_MONEY = ("mean_net_worth", "median_net_worth", "stdev_net_worth")


class LessonPage:
    """One lesson's page: its language, words, answer key and number formats."""

    def __init__(self, number: str, lang: str | None = None) -> None:
        lesson = scenario(number)
        self.number, self.slug, self.edition = lesson.number, lesson.slug, lesson.edition
        if lang is None:
            from payday.ui import query_string, settings_from_query
            lang = i18n.language_for(self.edition, settings_from_query(query_string()).get("lang"))
        self.lang = lang
        self.t, self.players = words(lang), style_list(lang)
        self.currency = rules_of(self.edition).currency

    @cached_property
    def key(self) -> answer_key.AnswerKey:
        """The lesson's answer key, computed by the engine (the class's reset)."""
        return lessons.KEYS[self.slug]()

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
    from IPython.display import display

    from payday.i18n.notebook import HTML
    shown: Callable[..., None] = display      # IPython's display is untyped
    shown(HTML(markup))


# ------------------------------------------------------------------ lesson 04: the lab
def lab_worths(report: Mapping[str, Any]) -> dict[str, list[int]]:
    """Each style's net worth in every game of a `payday.lab.simulate` report."""
    worths: dict[str, list[int]] = {}
    for result in report["results"]:
        for player in result["players"]:
            worths.setdefault(player["strategy"], []).append(player["net_worth"])
    return worths


def lab_figure(report: Mapping[str, Any], page: LessonPage) -> Any:
    """A box of net worths per style (mean marked), told apart by colour and marker."""
    import plotly.graph_objects as go

    from payday.analysis.charts import local_numbers
    t, lab = page.t, page.key.setup["lab"]
    return local_numbers(go.Figure([go.Box(y=values, name=t(f"app.style.{style}"), marker_color=PALETTE[i % len(PALETTE)],
                             boxmean=True, marker_symbol=MARKERS[i % len(MARKERS)])
                      for i, (style, values) in enumerate(lab_worths(report).items())],
                     layout=dict(title=t("lesson.04.chart_title", months=lab["months"],
                                         games=page.num(lab["games"])),
                                 yaxis_title=t("lesson.04.net_worth"), height=400, showlegend=False)),
                         page.lang)


def lab_summary(rows: list[dict[str, Any]], page: LessonPage) -> str:
    """The chart's one-line summary: the style with the highest mean."""
    best = max(rows, key=lambda row: row["mean_net_worth"])
    return page.t("lesson.04.summary", style=page.t(f"app.style.{best['strategy']}"),
                  worth=page.money(best["mean_net_worth"]))


def lab_table(rows: list[dict[str, Any]], page: LessonPage) -> list[dict[str, str]]:
    """`payday.lab.simulate.summarize`'s rows to read: styles named, money and counts written the
    language's way (numbers until here)."""
    def cell(name: str, value: Any) -> str:
        if name == "strategy":
            return page.t(f"app.style.{value}")
        return page.money(value) if name in LAB_MONEY else page.num(value)
    return [{page.t(f"lesson.04.col.{name}"): cell(name, value) for name, value in row.items()} for row in rows]


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
