"""The dashboard's quiz section: what the class knew before a lesson and after it.

Per item: its objective, the share of the class right on its question before the lesson and on
its parallel question after, and the gain (item k before is paired with item k after, as both
measure the same objective); per student: the score before and after (names hidden unless the
teacher shows them); a CSV for the school's gradebook. Every number is read from the marks the
store kept, which were given by the option chosen, never by the letter it was shown under (each
student sees the options in an order of their own). Answers to an earlier version of a quiz
(before the parallel forms: the same questions before and after) are counted apart: in the CSV,
not in the tables. `quiz_html` and `quiz_csv` are pure functions over the store's answers
(`payday.classroom.quiz_answers.answers`); `quiz_view` is their widget, one cell of notebooks/teacher.ipynb.
"""
from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import Any

import ipywidgets as w

from payday import i18n
from payday.analysis.csv_text import csv_text
from payday.teaching import quiz
from payday.classroom.quiz_answers import Answer, answers
from payday.classroom.store import Store
from payday.i18n.formats import percent
from payday.ui.dashboard.data import csv_url
from payday.ui.shared.html import esc, table, words
from payday.ui.shared.kit import fitting


def current(rows: list[Answer], lesson: str) -> list[Answer]:
    """The answers of one lesson to the quiz as it is now (its parallel forms)."""
    return [row for row in rows if row.lesson == lesson and row.version == quiz.version(lesson)]


def earlier(rows: list[Answer], lesson: str) -> list[Answer]:
    """The answers of one lesson to an earlier version of its quiz."""
    return [row for row in rows if row.lesson == lesson and row.version != quiz.version(lesson)]


def sheets(rows: list[Answer], lesson: str) -> dict[str, dict[str, dict[int, bool]]]:
    """{student: {moment: {item: right}}} for one lesson's quiz as it is now."""
    found: dict[str, dict[str, dict[int, bool]]] = defaultdict(dict)
    for row in current(rows, lesson):
        found[row.student].setdefault(row.moment, {})[row.question] = row.correct
    return dict(found)


def question_stats(rows: list[Answer], lesson: str) -> list[dict[str, Any]]:
    """Per item (its question before and its parallel question after): how many answered each,
    how many were right, and the gain in percentage points of the class right (None when a
    moment has no answers yet)."""
    by_student = sheets(rows, lesson)
    stats = []
    for pair in quiz.items(lesson):
        number = pair[0].number
        entry: dict[str, Any] = {"question": pair[0], "pair": pair}
        for moment in quiz.MOMENTS:
            marks = [m[moment][number] for m in by_student.values() if number in m.get(moment, {})]
            entry[moment] = (sum(marks), len(marks))
        (pre_right, pre_n), (post_right, post_n) = entry["pre"], entry["post"]
        entry["gain"] = (100 * post_right / post_n - 100 * pre_right / pre_n) if pre_n and post_n else None
        stats.append(entry)
    return stats


def student_scores(rows: list[Answer], lesson: str) -> list[tuple[str, int | None, int | None]]:
    """(student, score before, score after) in name order; None where not taken."""
    return [(student, sum(m["pre"].values()) if "pre" in m else None,
             sum(m["post"].values()) if "post" in m else None)
            for student, m in sorted(sheets(rows, lesson).items())]


def pseudonyms(students: list[str], lang: str) -> dict[str, str]:
    """"Student 1", "Student 2"... in name order: nobody named unless the teacher chooses."""
    return {name: i18n.t("quiz.dashboard.student_n", lang, n=n) for n, name in enumerate(students, 1)}


def _share(counts: tuple[int, int], lang: str) -> str:
    """"75 % (3/4)": the share of the answers that were right, and the counts."""
    right, answered = counts
    if not answered:
        return "–"
    value = percent(Fraction(right, answered), lang, 0)
    return f"{value} ({right}/{answered})"


def _tenths(x: float, lang: str) -> str:
    """A mean score to one decimal, as `lang` writes it (Babel writes decimals too)."""
    return i18n.number(round(x, 1), lang)   # type: ignore[arg-type]  # i18n.number says int


def _points(gain: float | None, lang: str) -> str:
    if gain is None:
        return "–"
    sign = "+" if gain > 0 else ("−" if gain < 0 else "±")
    return i18n.t("quiz.dashboard.points", lang, value=sign + i18n.number(round(abs(gain)), lang))


def quiz_html(rows: list[Answer], lesson: str, lang: str, *, named: bool = False) -> str:
    t = words(lang)
    stats = question_stats(rows, lesson)
    scores = student_scores(rows, lesson)
    older = earlier(rows, lesson)
    note = (f'<p class="pd-quiz-earlier">{esc(t("quiz.dashboard.earlier", count=len(older)))}</p>'
            if older else "")
    if not scores:
        return f'<p class="pd-quiz-empty">{esc(t("quiz.dashboard.none", lesson=lesson))}</p>' + note
    total = len(quiz.items(lesson))
    both = [(pre, post) for _s, pre, post in scores if pre is not None and post is not None]
    parts = [note] if note else []
    if both:
        pre_mean = sum(p for p, _ in both) / len(both)
        post_mean = sum(p for _, p in both) / len(both)
        parts.append(f'<p class="pd-quiz-summary">{esc(t("quiz.dashboard.summary", students=len(both), total=total, pre=_tenths(pre_mean, lang), post=_tenths(post_mean, lang), gain=_tenths(post_mean - pre_mean, lang)))}</p>')
    parts.append(table(t("quiz.dashboard.by_question", lesson=lesson),
                        [t("quiz.dashboard.col.number"), t("quiz.dashboard.col.question"),
                         t("quiz.dashboard.col.pre"), t("quiz.dashboard.col.post"), t("quiz.dashboard.col.gain")],
                        [[str(s["question"].number), quiz.objective(s["question"], lang),
                          _share(s["pre"], lang), _share(s["post"], lang), _points(s["gain"], lang)]
                         for s in stats], "pd-quiz-questions"))
    names = {s: s for s, *_ in scores} if named else pseudonyms([s for s, *_ in scores], lang)
    parts.append(table(t("quiz.dashboard.by_student", total=total),
                        [t("quiz.dashboard.col.student"), t("quiz.dashboard.col.pre"),
                         t("quiz.dashboard.col.post"), t("quiz.dashboard.col.gain")],
                        [[names[s], "–" if pre is None else str(pre), "–" if post is None else str(post),
                          "–" if pre is None or post is None else f"{post - pre:+d}"]
                         for s, pre, post in scores], "pd-quiz-students"))
    return "".join(parts)


def quiz_csv(rows: list[Answer], lesson: str, lang: str = "en", *, named: bool = False) -> str:
    """One line per student and moment: the score, the quiz's version and each question right
    (1) or not (0), for the school's gradebook; answers to an earlier version of the quiz have
    lines of their own. Names only if the teacher chose to show them."""
    t = words(lang)
    numbers = [pair[0].number for pair in quiz.items(lesson)]
    kept = [row for row in rows if row.lesson == lesson]
    marks: dict[tuple[str, int, str], dict[int, bool]] = defaultdict(dict)
    for row in kept:
        marks[(row.student, row.version, row.moment)][row.question] = row.correct
    students = sorted({row.student for row in kept})
    names = {s: s for s in students} if named else pseudonyms(students, lang)
    asked = {version: max(n for (_s, v, _m), given in marks.items() if v == version for n in given)
             for version in {v for _s, v, _m in marks}}
    columns = sorted(set(numbers) | {n for given in marks.values() for n in given})
    header = [t("quiz.dashboard.col.student"), t("quiz.dashboard.col.lesson"),
              t("quiz.dashboard.col.moment"), t("quiz.dashboard.col.score"),
              t("quiz.dashboard.col.total"), t("quiz.dashboard.col.version")] + [t("quiz.dashboard.col.q", n=n) for n in columns]
    order = {moment: i for i, moment in enumerate(quiz.MOMENTS)}
    lines = []
    for student, version, moment in sorted(marks, key=lambda k: (k[0], k[1], order.get(k[2], 9))):
        given = marks[(student, version, moment)]
        total = len(numbers) if version == quiz.version(lesson) else asked[version]
        lines.append([names[student], lesson, moment, sum(given.values()), total, version]
                     + [int(given.get(n, False)) if n <= total else "" for n in columns])
    return csv_text(header, lines)


def quiz_view(lang: str, store: Store | None, class_menu: Any, language: Any = None) -> Any:
    """The quiz section's widgets: a lesson menu, "show names" (off), a reload button, the
    tables and a CSV link. It reads the store for the class chosen in `class_menu` (the
    dashboard's class menu), redraws when the teacher picks another class, and speaks the
    language `language` (the dashboard's language menu, if given) says."""
    said = {"lang": lang}

    def t(key: str, **values: Any) -> str:        # in the language the menu says now
        return words(said["lang"])(key, **values)
    lessons = list(quiz.QUIZZES)
    heading = w.HTML()
    menu = w.Dropdown(options=[(n, n) for n in lessons], value=lessons[0],
                      style={"description_width": "initial"})
    named = w.Checkbox(value=False, style={"description_width": "initial"})
    reload = w.Button(layout=fitting())
    area, link = w.HTML(), w.HTML()
    for widget, name in ((menu, "pd-quiz-menu"), (named, "pd-quiz-named"), (reload, "pd-quiz-reload"),
                         (area, "pd-quiz-area"), (link, "pd-quiz-csv")):
        widget.add_class(name)

    def draw(*_args: Any) -> None:
        if store is None or not class_menu.value:
            area.value, link.value = f"<p>{esc(t('quiz.dashboard.no_class'))}</p>", ""
            return
        try:
            rows = answers(store, class_menu.value)
        except Exception as error:       # noqa: BLE001 - the dashboard must not stop
            area.value, link.value = f'<p role="alert">⚠ {esc(str(error))}</p>', ""
            return
        area.value = quiz_html(rows, menu.value, said["lang"], named=named.value)
        text = quiz_csv(rows, menu.value, said["lang"], named=named.value)
        link.value = (f'<a download="quiz-{esc(class_menu.value)}-{menu.value}.csv" '
                      f'href="{csv_url(text)}">{esc(t("quiz.dashboard.csv"))}</a>')

    def relabel(*_args: Any) -> None:
        if language is not None and language.value in i18n.LANGUAGES:
            said["lang"] = language.value
        heading.value = (f"<h2>{esc(t('quiz.dashboard.heading'))}</h2>"
                         f"<p>{esc(t('quiz.dashboard.note'))}</p>")
        chosen = menu.value
        menu.unobserve(draw, names="value")
        menu.options = [(t("quiz.dashboard.lesson", lesson=n), n) for n in lessons]
        menu.value = chosen
        menu.observe(draw, names="value")
        menu.description = t("quiz.dashboard.choose")
        named.description = t("quiz.dashboard.named")
        reload.description = reload.tooltip = t("quiz.dashboard.reload")
        draw()

    menu.observe(draw, names="value")
    named.observe(draw, names="value")
    class_menu.observe(draw, names="value")
    reload.on_click(draw)
    if language is not None:
        language.observe(relabel, names="value")
    relabel()
    box = w.VBox([heading, w.HBox([menu, named, reload], layout=w.Layout(flex_flow="row wrap")), area, link])
    box.add_class("pd-quiz-view")
    return box
