"""The lesson's quiz in the students' app: its first screen (`?lesson=03&quiz=pre`) and its last
(`&quiz=post`, or the button at the end of the lesson).

The student types a name (unless the link gives one), answers each question (options as radio
buttons, numbers in a text box) and hands the quiz in. The questions after the lesson are the
parallel forms of those before it. Each student sees the options in an order of their own, drawn
from their class, name, lesson and moment (`quiz.option_order`, drawn again when they type their
name): the radio buttons' values are the options' own letters, so the score never depends on the
order, which is kept with the answers. The numbers are the class's country's (`&country=`, else
the language's). The answers are scored by `payday.teaching.quiz` and kept in the class store
with the student's games when the link names a class. Before the lesson the student sees only
the score; after it, each answer (under the letter they saw) and its one-line explanation. A
malformed answer is said plainly and nothing is kept.
"""
from __future__ import annotations

from typing import Any

import ipywidgets as w

from payday.classroom.quiz_answers import save_answers
from payday.classroom.records import AnswersKept
from payday.teaching import quiz
from payday.teaching.countries import UnknownCountry
from payday.ui.app.screen import Host, name_given
from payday.ui.shared.html import detail, esc, words
from payday.ui.shared.kit import fitting


class QuizScreen(w.VBox):   # type: ignore[misc]  # ipywidgets ships no types
    """One quiz, before or after a lesson, for the app `app` (any `payday.ui.app.screen.Host`)."""

    def __init__(self, app: Host, moment: str, country: str | None = None) -> None:
        super().__init__()
        self.kept = False      # the last hand-in's answers were kept in the store
        assert app.lesson is not None, "a quiz is a lesson's"
        self.app, self.moment, self.lesson = app, moment, app.lesson
        try:
            self.country = quiz.class_country(app.lang, country)
        except UnknownCountry:      # a mistyped link: the language's country
            self.country = quiz.class_country(app.lang)
        self.add_class("pd-quiz")
        self.add_class(f"pd-quiz-{moment}")
        lang, lesson = app.lang, app.lesson.number
        t = words(lang)
        self.inputs: dict[int, Any] = {}
        rows: list[Any] = [w.HTML(f"<h2>{esc(t('quiz.app.heading_' + moment, lesson=lesson, title=t(app.lesson.title_key)))}</h2>"
                                       f"<p>{esc(t('quiz.app.intro_' + moment))}</p>")]
        self.name_in = w.Text(value=app.student_name(), description=t("app.lesson.name"),
                              style={"description_width": "initial"}, continuous_update=False,
                              layout=w.Layout(width="24em", max_width="100%"))
        self.name_in.add_class("pd-quiz-name")
        self.name_in.observe(lambda _change: self.shuffle(), names="value")
        rows.append(self.name_in)
        self.shown: dict[int, str] = {}       # question -> the order its options are shown in
        for q in quiz.questions(lesson, moment):
            label = w.HTML(f"<p><b>{q.number}.</b> {esc(quiz.text(q, 'q', lang, self.country))}</p>")
            if q.is_number:
                field = w.Text(placeholder=t("quiz.app.number_help"), continuous_update=False,
                               layout=w.Layout(width="12em", max_width="100%"))
            else:
                field = w.RadioButtons(value=None, layout=w.Layout(width="max-content", max_width="100%"))
            field.add_class(f"pd-quiz-q{q.number}")
            self.inputs[q.number] = field
            rows += [label, field]
        hand_in = w.Button(description=t("quiz.app.hand_in"), button_style="primary",
                           tooltip=t("quiz.app.hand_in"), layout=fitting())
        hand_in.add_class("pd-quiz-hand-in")
        hand_in.on_click(self.on_hand_in)
        self.result = w.HTML()
        self.result.add_class("pd-quiz-result")
        self.shuffle()
        self.children = [*rows, hand_in, app.status, self.result]

    def shuffle(self) -> None:
        """Show each question's options in this student's order (from the class and the name
        as typed); an option already chosen stays chosen, since its value is its own letter."""
        lesson, lang = self.lesson.number, self.app.lang
        for q in quiz.questions(lesson, self.moment):
            if q.is_number:
                continue
            order = quiz.option_order(self.app.settings["class_id"].strip(), self.name_in.value.strip(),
                                      lesson, self.moment, q.number, q.options)
            if order == self.shown.get(q.number):
                continue
            field, chosen = self.inputs[q.number], self.inputs[q.number].value
            field.options = [(f"{quiz.LETTERS[place]}. {quiz.text(q, letter, lang, self.country)}", letter)
                             for place, letter in enumerate(order)]
            field.value = chosen
            self.shown[q.number] = order

    def right_text(self, q: quiz.Question) -> str:
        """The right answer as this student saw it: an option under the letter shown."""
        right = q.right_answer(self.country)
        if isinstance(right, str):
            shown = quiz.LETTERS[self.shown[q.number].index(right)]
            return f"{shown}. {quiz.text(q, right, self.app.lang, self.country)}"
        return quiz.answer_text(q, self.app.lang, self.country)

    def answers(self) -> dict[int, str]:
        """What the student gave: blank answers are left out (they count as wrong)."""
        given = {}
        for number, field in self.inputs.items():
            value = field.value
            if value is not None and str(value).strip():
                given[number] = str(value)
        return given

    def on_hand_in(self, _button: Any) -> None:
        app = self.app
        self.kept = False
        try:
            self.hand_in()
        except quiz.QuizError as error:
            app.show_problem(error.key, **error.fields)
        except Exception as error:   # noqa: BLE001 - the page must never show a traceback
            # "Nothing was changed" only if the answers were not kept
            app.show_problem("quiz.app.unexpected_kept" if self.kept else "app.msg.unexpected",
                             detail=detail(error))

    def hand_in(self) -> None:
        app, lang, lesson = self.app, self.app.lang, self.lesson.number
        t = words(lang)
        name = name_given(app, self.name_in.value)
        if name is None:
            return
        given: dict[int, object] = {**self.answers()}
        result = quiz.score(lesson, given, self.moment, self.country)   # a malformed answer stops here
        app.settings["student"] = name
        class_id = app.settings["class_id"].strip()
        app.status.value = ""
        store = app.class_store() if class_id else None
        if store is not None:
            # The student's codes this page holds (checked on the server) let it hand in again
            # answers another browser of theirs handed in; a typed name alone does not.
            codes = sorted(app.resumer.opened(class_id, name))
            try:
                save_answers(store, class_id, name, lesson, self.moment, given, self.country, self.shown,
                             holder=app.source, codes=codes)
                self.kept = True
            except AnswersKept:
                app.show_problem("quiz.app.kept", student=name)
            except Exception as error:     # noqa: BLE001 - the score is still shown
                app.show_problem("quiz.app.not_kept", detail=str(error))
        lines = [f"<p><b>{esc(t('quiz.app.score', correct=result.correct, total=result.total))}</b></p>"]
        if self.moment == "post":
            for q in quiz.questions(lesson, self.moment):
                mark = "✓" if result.marks[q.number] else "✗"
                lines.append(f"<p>{mark} <b>{q.number}.</b> {esc(t('quiz.guide.answer'))} "
                             f"{esc(self.right_text(q))} — {esc(quiz.text(q, 'why', lang, self.country))}</p>")
        self.result.value = "".join(lines)
        if self.moment == "pre":
            go = w.Button(description=t("app.lesson.start"), button_style="primary",
                          tooltip=t("app.lesson.start"), layout=fitting())
            go.add_class("pd-quiz-to-lesson")
            go.on_click(lambda _b: self.to_lesson())
            self.children = [*self.children, go]

    def to_lesson(self) -> None:
        self.app.quiz_moment = None
        self.app.show_lesson_start()         # its name field says the name given here
