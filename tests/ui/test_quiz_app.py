"""The quiz in the students' app and on the teacher's dashboard ("Assessment"; the
questions after a lesson are parallel to those before it): a quiz before and after a lesson (`play.ipynb?lesson=03&quiz=pre`, or the lesson's first
and last screens), scored automatically and kept in the class store; the dashboard shows per
lesson and per question the class's answers before and after and the gain, with nobody named
unless the teacher chooses, and a CSV for the gradebook. In process, by clicking the widgets."""
from __future__ import annotations

import csv
import html
import io

import ipywidgets as w
import pytest

from payday import i18n

from payday.teaching import quiz
from payday.classroom.quiz_answers import answers, save_answers
from payday.classroom.store import Store
from payday.ui import App, settings_from_query
from payday.ui.dashboard.quiz import question_stats, quiz_csv, quiz_html, quiz_view

from tests.support.app import find, play_lesson


def descendants(widget) -> list:
    return [widget] + [d for child in getattr(widget, "children", ()) for d in descendants(child)]


def fill(app, given: dict[int, str]) -> None:
    for number, value in given.items():
        find(app, f"pd-quiz-q{number}")[0].value = value


def right(lesson: str, moment: str = "post") -> dict[int, str]:
    return {q.number: (q.right_answer() if not q.is_number else quiz.answer_text(q, "en", "US").rstrip("%"))
            for q in quiz.questions(lesson, moment)}


def test_the_quiz_link_is_read_from_the_query():
    assert settings_from_query("?lesson=03&quiz=pre")["quiz"] == "pre"
    assert "quiz" not in settings_from_query("?lesson=03&quiz=during")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_pre_quiz_is_the_lessons_first_screen_in_the_students_language(lang):
    app = App(lesson="03", lang=lang, pace=0, quiz="pre")
    screen = find(app, "pd-quiz-pre")[0]
    text = " ".join(c.value for c in descendants(screen) if isinstance(c, w.HTML))
    for q in quiz.questions("03", "pre"):
        assert i18n.t(f"quiz.03.{q.number}.pre.q", lang, **{k: f.text(lang) for k, f in quiz.figures("03").items()}) \
            .replace("'", "&#x27;") in text
    assert find(app, "pd-lesson-start") == []          # the lesson comes after the quiz


def test_the_browsers_resume_codes_on_the_quiz_screen_are_no_problem(tmp_path, monkeypatch):
    """The browser syncs the resume codes it kept as the page renders; on a lesson's quiz
    screen that offered their games to a lesson start screen not built yet, and the student
    read "Something went wrong ... AttributeError" above the questions."""
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(lesson="03", lang="en", pace=0, quiz="pre", class_id="5B", student="Ada")
    app.keeper.codes = {"5B\nAda": ["ABC234"]}
    assert "pd-problem" not in app.status.value
    assert find(app, "pd-quiz-pre")


def test_a_pre_quiz_is_kept_then_the_lesson_starts_with_the_students_name(tmp_path, monkeypatch):
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(lesson="03", lang="en", pace=0, quiz="pre", class_id="5B")
    find(app, "pd-quiz-name")[0].value = "Ada"
    fill(app, {1: "10", 2: "b"})
    find(app, "pd-quiz-hand-in")[0].click()
    result = find(app, "pd-quiz-result")[0].value
    assert i18n.t("quiz.app.score", "en", correct=1, total=5) in result
    assert "—" not in result                  # before the lesson: no answers given away
    with Store(tmp_path / "class.sqlite3") as store:
        kept = answers(store, "5B", "03")
    assert {(a.student, a.moment) for a in kept} == {("Ada", "pre")} and len(kept) == 5
    find(app, "pd-quiz-to-lesson")[0].click()
    assert find(app, "pd-lesson-name")[0].value == "Ada"
    assert find(app, "pd-lesson-start")


def test_a_malformed_answer_is_said_plainly_and_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(lesson="03", lang="fr", pace=0, quiz="pre", class_id="5B", student="Ada")
    fill(app, {1: "sept"})
    find(app, "pd-quiz-hand-in")[0].click()
    assert i18n.t("quiz.error.not_a_number", "fr") in app.status.value
    assert find(app, "pd-quiz-result")[0].value == ""
    with Store(tmp_path / "class.sqlite3") as store:
        assert answers(store, "5B") == []


def test_the_post_quiz_is_the_lessons_last_screen_and_shows_each_answer_and_why(tmp_path, monkeypatch):
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = play_lesson("03", "zh-Hant", class_id="5B")
    find(app, "pd-quiz-post-start")[0].click()
    assert find(app, "pd-quiz-name")[0].value == "Ada"
    fill(app, right("03"))
    find(app, "pd-quiz-hand-in")[0].click()
    result = find(app, "pd-quiz-result")[0].value
    assert i18n.t("quiz.app.score", "zh-Hant", correct=5, total=5) in result
    q = quiz.questions("03", "post")[0]
    assert quiz.answer_text(q, "zh-Hant") in result
    with Store(tmp_path / "class.sqlite3") as store:
        assert {(a.moment, a.correct) for a in answers(store, "5B", "03")} == {("post", True)}


def class_of_three(store) -> None:
    """Ada and Bo take lesson 03's quiz before and after; Cy only before. Each saw the options
    in an order of their own."""
    save_answers(store, "5B", "Ada", "03", "pre", {1: "10", 2: "b"})          # 1 right
    save_answers(store, "5B", "Ada", "03", "post", right("03"))             # 5 right
    save_answers(store, "5B", "Bo", "03", "pre", {2: "a"})                   # 0 right
    save_answers(store, "5B", "Bo", "03", "post", {1: "18", 2: "c", 3: "b"})   # 3 right
    save_answers(store, "5B", "Cy", "03", "pre", {2: "b"})                   # 1 right


def test_the_dashboard_shows_each_question_before_and_after_and_the_gain(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        class_of_three(store)
        rows = answers(store, "5B")
    stats = {s["question"].number: s for s in question_stats(rows, "03")}
    assert stats[2]["pre"] == (2, 3) and stats[2]["post"] == (2, 2)      # 2 of 3 right, then 2 of 2
    assert stats[1]["pre"] == (0, 3) and stats[1]["post"] == (2, 2)
    assert stats[1]["gain"] == pytest.approx(100.0)
    assert stats[2]["gain"] == pytest.approx(100 - 200 / 3)
    page = quiz_html(rows, "03", "fr")
    assert html.escape(quiz.objective(quiz.questions("03")[0], "fr")) in page
    assert "Ada" not in page and "Élève 1" in page                       # nobody named by default
    assert "Ada" in quiz_html(rows, "03", "fr", named=True)
    summary = i18n.t("quiz.dashboard.summary", "en", students=2, total=5, pre="0.5", post="4", gain="3.5")
    assert html.escape(summary) in quiz_html(rows, "03", "en")
    assert html.escape(i18n.t("quiz.dashboard.none", "en", lesson="05")) in quiz_html(rows, "05", "en")


def test_the_csv_for_the_gradebook_has_a_line_per_student_and_moment(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        class_of_three(store)
        rows = answers(store, "5B")
    lines = list(csv.reader(io.StringIO(quiz_csv(rows, "03", "en", named=True))))
    assert lines[0][:6] == ["student", "lesson", "before/after", "score", "out of", "quiz version"]
    assert lines[1:] == [["Ada", "03", "pre", "1", "5", "2", "0", "1", "0", "0", "0"],
                         ["Ada", "03", "post", "5", "5", "2", "1", "1", "1", "1", "1"],
                         ["Bo", "03", "pre", "0", "5", "2", "0", "0", "0", "0", "0"],
                         ["Bo", "03", "post", "3", "5", "2", "1", "1", "1", "0", "0"],
                         ["Cy", "03", "pre", "1", "5", "2", "0", "1", "0", "0", "0"]]
    anonymous = quiz_csv(rows, "03", "en")
    assert "Ada" not in anonymous and "Student 1" in anonymous


def test_the_dashboard_section_follows_the_class_menu_and_offers_the_csv(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        class_of_three(store)
        save_answers(store, "7A", "Di", "03", "pre", {})
        menu = w.Dropdown(options=["5B", "7A"], value="5B")
        view = quiz_view("en", store, menu)
        area, link = find(view, "pd-quiz-area")[0], find(view, "pd-quiz-csv")[0]
        find(view, "pd-quiz-menu")[0].value = "03"
        assert "Student 3" in area.value and "data:text/csv" in link.value
        menu.value = "7A"
        assert "Student 2" not in area.value and "Student 1" in area.value
        find(view, "pd-quiz-named")[0].value = True
        assert "Di" in area.value
        find(view, "pd-quiz-menu")[0].value = "05"
        assert html.escape(i18n.t("quiz.dashboard.none", "en", lesson="05")) in area.value


@pytest.mark.parametrize("module", ["app/quiz.py", "dashboard/quiz.py"])
def test_the_quiz_views_hard_code_no_words(module):
    """Their words come from the catalogs, as in the app's other views."""
    from pathlib import Path

    from tests.support.app import VIEWS, assert_hard_codes_no_words
    path = VIEWS.parents[1] / module
    assert_hard_codes_no_words(path)
    assert Path(path).exists()


def test_the_dashboard_section_speaks_the_language_the_dashboards_menu_chooses(tmp_path):
    with Store(tmp_path / "class.sqlite3") as store:
        class_of_three(store)
        menu = w.Dropdown(options=["5B"], value="5B")
        language = w.Dropdown(options=list(i18n.LANGUAGES), value="en")
        view = quiz_view("en", store, menu, language)
        find(view, "pd-quiz-menu")[0].value = "03"
        language.value = "zh-Hant"
        text = " ".join(c.value for c in descendants(view) if isinstance(c, w.HTML))
        assert html.escape(i18n.t("quiz.dashboard.heading", "zh-Hant")) in text
        assert "學生 1" in find(view, "pd-quiz-area")[0].value
        assert find(view, "pd-quiz-menu")[0].value == "03"
        assert find(view, "pd-quiz-named")[0].description == i18n.t("quiz.dashboard.named", "zh-Hant")


# ---------------------------------------------------------------- options per student
def radio(app, number):
    return find(app, f"pd-quiz-q{number}")[0]


def test_each_student_sees_the_options_in_their_own_order_and_the_answer_is_the_option(tmp_path, monkeypatch):
    """"Shuffle options per student (the order is stored with the answers, so scoring and the
    dashboard stay right)": the radio buttons show the student's order under the letters
    a, b, c, their values are the options' own letters, and the order kept is the one shown."""
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    seen = {}
    for name in ("Ada", "Bo", "Cy", "Di"):
        app = App(lesson="05", lang="en", pace=0, quiz="pre", class_id="5B", student=name)
        order = quiz.option_order("5B", name, "05", "pre", 2, 3)
        field = radio(app, 2)
        q = quiz.questions("05", "pre")[1]
        assert [value for _label, value in field.options] == list(order)
        assert [label for label, _value in field.options] == [f"{quiz.LETTERS[i]}. {quiz.text(q, x, 'en')}"
                                                              for i, x in enumerate(order)]
        seen[name] = order
        fill(app, {2: q.right_answer()})
        find(app, "pd-quiz-hand-in")[0].click()
        assert i18n.t("quiz.app.score", "en", correct=1, total=5) in find(app, "pd-quiz-result")[0].value
    assert len(set(seen.values())) > 1
    with Store(tmp_path / "class.sqlite3") as store:
        kept = {a.student: a for a in answers(store, "5B", "05") if a.question == 2}
    assert {name: (row.shown, row.correct) for name, row in kept.items()} == {n: (o, True) for n, o in seen.items()}


def test_typing_a_name_draws_that_students_order_and_keeps_the_option_chosen():
    app = App(lesson="03", lang="en", pace=0, quiz="pre", class_id="5B")
    fill(app, {2: "c"})
    find(app, "pd-quiz-name")[0].value = "Ada"
    field = radio(app, 2)
    assert "".join(value for _label, value in field.options) == quiz.option_order("5B", "Ada", "03", "pre", 2, 3)
    assert field.value == "c"


def test_after_the_lesson_the_right_answer_is_shown_under_the_letter_the_student_saw(tmp_path, monkeypatch):
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(lesson="05", lang="en", pace=0, quiz="post", class_id="5B", student="Ada")
    q = quiz.questions("05", "post")[4]
    order = quiz.option_order("5B", "Ada", "05", "post", q.number, 3)
    find(app, "pd-quiz-hand-in")[0].click()
    seen = quiz.LETTERS[order.index(q.right_answer())]
    said = html.escape(f"{seen}. {quiz.text(q, q.right_answer(), 'en')}", quote=True)
    assert said in find(app, "pd-quiz-result")[0].value


@pytest.mark.parametrize("lang, country, sign", [("fr", None, "€"), ("fr", "US", "$"), ("en", "fr", "€"),
                                                 ("en", "XX", "$"), ("zh-Hant", None, "29")])
def test_the_quiz_takes_the_classs_country_from_the_link_or_the_language(lang, country, sign):
    """"Quiz questions take the class's country": lesson 01's payroll question computes in the
    country the link names (`&country=`), else the language's; a mistyped one is the language's."""
    app = App(lesson="01", lang=lang, pace=0, quiz="pre", country=country)
    screen = find(app, "pd-quiz-pre")[0]
    text = " ".join(c.value for c in descendants(screen) if isinstance(c, w.HTML))
    code = quiz.class_country(lang, country if country in ("US", "fr") else None)
    expected = quiz.text(quiz.questions("01")[1], "q", lang, code)
    assert html.escape(expected, quote=True) in text and sign in expected


def test_the_dashboard_pairs_each_item_before_with_its_parallel_item_after_and_counts_by_option(tmp_path):
    """The gain of item 2 is the class right on its question before and on its parallel
    question after, whatever order each student saw the options in."""
    with Store(tmp_path / "class.sqlite3") as store:
        for n in range(6):
            save_answers(store, "5B", f"S{n}", "05", "pre", {2: "b"})        # wrong before
            save_answers(store, "5B", f"S{n}", "05", "post", {2: "b"})       # right after
        rows = answers(store, "5B")
    assert len({r.shown for r in rows if r.question == 2}) > 1
    stats = {s["question"].number: s for s in question_stats(rows, "05")}
    pre, post = stats[2]["pair"]
    assert (pre.moment, post.moment, pre.item) == ("pre", "post", post.item)
    assert stats[2]["pre"] == (0, 6) and stats[2]["post"] == (6, 6) and stats[2]["gain"] == pytest.approx(100)


def test_answers_to_the_earlier_quiz_are_left_out_of_the_tables_and_kept_in_the_csv(tmp_path):
    """Answers kept before the parallel forms (version 1: the same questions before and after)
    cannot be paired with today's items: the tables leave them out and say how many; the CSV
    keeps them, marked with their version."""
    with Store(tmp_path / "class.sqlite3") as store:
        store.put_answers("5B", "Old", "03", "pre", [(1, "7.2", True, ""), (2, "a", True, "")], "then")
        class_of_three(store)
        rows = answers(store, "5B")
    page = quiz_html(rows, "03", "en", named=True)
    assert html.escape(i18n.t("quiz.dashboard.earlier", "en", count=2)) in page
    assert "Old" not in page.split("pd-quiz-earlier", 1)[1]
    lines = list(csv.reader(io.StringIO(quiz_csv(rows, "03", "en", named=True))))
    assert ["Old", "03", "pre", "2", "2", "1", "1", "1", "", "", ""] in lines
