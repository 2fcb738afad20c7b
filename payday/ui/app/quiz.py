"""The lesson's quiz in the students' app: its first screen (`?lesson=03&quiz=pre`) and its last
(`&quiz=post`, or the button at the end of the lesson).

The student types a name (unless the link gives one), answers each question (options as radio
buttons, numbers in a text box) and hands the quiz in. The answers are scored by `payday.teaching.quiz`
and kept in the class store with the student's games when the link names a class. Before the
lesson the student sees only the score, since the same questions come again; after it, each
answer and its one-line explanation. A malformed answer is said plainly and nothing is kept.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from payday.classroom.quiz_answers import save_answers
from payday.teaching import quiz
from payday.ui.html import detail, esc, words
from payday.ui.kit import fitting

if TYPE_CHECKING:
    from payday.ui.app.views import App


class QuizScreen(w.VBox):   # type: ignore[misc]  # ipywidgets ships no types
    """One quiz, before or after a lesson, for the app `app` (a `payday.ui.app.views.App`)."""

    def __init__(self, app: App, moment: str) -> None:
        super().__init__()
        assert app.lesson is not None, "a quiz is a lesson's"
        self.app, self.moment, self.lesson = app, moment, app.lesson
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
        rows.append(self.name_in)
        for q in quiz.questions(lesson):
            label = w.HTML(f"<p><b>{q.number}.</b> {esc(quiz.text(q, 'q', lang))}</p>")
            if q.is_number:
                field = w.Text(placeholder=t("quiz.app.number_help"), continuous_update=False,
                               layout=w.Layout(width="12em", max_width="100%"))
            else:
                field = w.RadioButtons(options=[(f"{x}. {quiz.text(q, x, lang)}", x) for x in q.letters()],
                                       value=None, layout=w.Layout(width="max-content", max_width="100%"))
            field.add_class(f"pd-quiz-q{q.number}")
            self.inputs[q.number] = field
            rows += [label, field]
        hand_in = w.Button(description=t("quiz.app.hand_in"), button_style="primary",
                           tooltip=t("quiz.app.hand_in"), layout=fitting())
        hand_in.add_class("pd-quiz-hand-in")
        hand_in.on_click(self.on_hand_in)
        self.result = w.HTML()
        self.result.add_class("pd-quiz-result")
        self.children = [*rows, hand_in, app.status, self.result]

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
        try:
            self.hand_in()
        except quiz.QuizError as error:
            app.show_problem(error.key, **error.fields)
        except Exception as error:   # noqa: BLE001 - the page must never show a traceback
            app.show_problem("app.msg.unexpected", detail=detail(error))

    def hand_in(self) -> None:
        app, lang, lesson = self.app, self.app.lang, self.lesson.number
        t = words(lang)
        name = self.name_in.value.strip()
        if not name:
            app.show_problem("app.lesson.need_name")
            return
        given: dict[int, object] = {**self.answers()}
        result = quiz.score(lesson, given)            # a malformed answer stops here
        app.settings["student"] = name
        class_id = app.settings["class_id"].strip()
        app.status.value = ""
        store = app.class_store() if class_id else None
        if store is not None:
            try:
                save_answers(store, class_id, name, lesson, self.moment, given)
            except Exception as error:     # noqa: BLE001 - the score is still shown
                app.show_problem("quiz.app.not_kept", detail=str(error))
        lines = [f"<p><b>{esc(t('quiz.app.score', correct=result.correct, total=result.total))}</b></p>"]
        if self.moment == "post":
            for q in quiz.questions(lesson):
                mark = "✓" if result.marks[q.number] else "✗"
                lines.append(f"<p>{mark} <b>{q.number}.</b> {esc(t('quiz.guide.answer'))} "
                             f"{esc(quiz.answer_text(q, lang))} — {esc(quiz.text(q, 'why', lang))}</p>")
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
