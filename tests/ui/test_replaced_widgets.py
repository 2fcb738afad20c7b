"""A page's redraws close the widgets they replace (the kernel's side of a page that sends
thousands of small widget updates).

"3,000 small widget updates in 0.05 s grew a kernel from 102 MB to 1,127 MB (replaced widgets
are never closed)." ipywidgets keeps every widget it made until it is closed
(`ipywidgets.widgets.widget._instances`, what `Widget.widgets` was): each test counts them
across many redraws, made as a page makes them (a widget 'update' message, a click), and
finds the count bounded: the same after many redraws as after a few.
"""
from __future__ import annotations

import ipywidgets as w
from ipywidgets.widgets.widget import _instances

from payday.ui import App
from payday.ui.lab import LabView
from tests.support.app import find, play_lesson, start

MANY = 60


def live() -> int:
    return len(_instances)


def update(widget, **state) -> None:
    """What the page sends when a student changes a field: an 'update' of its state."""
    widget._handle_msg({"content": {"data": {"method": "update", "state": state,
                                             "buffer_paths": []}}, "buffers": []})


def grows(redraw, times: int = MANY) -> int:
    """How many widgets `times` more redraws leave alive, after a few first ones."""
    for _ in range(3):
        redraw()
    before = live()
    for _ in range(times):
        redraw()
    return live() - before


def test_the_start_screen_redrawn_in_another_edition_or_language_keeps_no_old_widgets():
    """A change of edition or language draws the start screen again (about 80 widgets): the
    old screen's are closed, the page's own (status, guards) stay open and shown."""
    app = App(variant="payday", lang="en", pace=0)
    flips = iter(range(10**6))

    def change_language() -> None:
        index = next(flips) % 2
        update(app.start_screen.lang_in, index=index)
    assert grows(change_language) <= 0
    for kept in (app.status, app.keeper, app.watch):
        assert kept.comm is not None and kept in app.children
    assert find(app, "pd-start")[0].comm is not None


def test_the_resume_offer_redrawn_at_each_keystroke_keeps_no_old_widgets(tmp_path, monkeypatch):
    """Typing the class redraws the offer to resume (a heading, a field, buttons) each time."""
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(variant="payday", lang="en", pace=0, student="Ada")
    typed = iter(range(10**6))
    field = find(app, "pd-class")[0]
    assert grows(lambda: update(field, value=f"7B{next(typed)}")) <= 0
    assert find(app, "pd-resume-code")[0].comm is not None


def test_a_game_played_to_its_end_keeps_only_the_widgets_on_its_screen():
    """Every decision draws new buttons; a month report draws a new chart; a new game draws
    the start screen and then a game screen again."""
    app = start("payday")
    before = live()
    for _ in range(400):
        if app.session.game.is_over:
            break
        buttons = find(app.game_screen.decision, "pd-main") or find(app.game_screen.decision, "pd-act-borrow")
        next(b for b in buttons if isinstance(b, w.Button)).click()
    assert live() - before <= 20      # the buttons of one decision, whatever the game's length
    report = find(app, "pd-month-report")[0]
    assert grows(report.click, 10) <= 0

    def another_game() -> None:
        find(app, "pd-new")[0].click()
        find(app, "pd-start")[0].click()
    assert grows(another_game, 10) <= 0
    assert app.chart.comm is not None and find(app, "pd-decision")[0].comm is not None


def test_a_lessons_debrief_redrawn_for_each_style_keeps_no_old_widgets():
    """At a lesson's end each change of the what-if's style draws the debrief again."""
    app = play_lesson("01", "en")
    styles = [value for _label, value in app.game_screen.whatif_style.options]
    turns = iter(range(10**6))

    def other_style() -> None:
        update(app.game_screen.whatif_style, index=next(turns) % min(3, len(styles)))
    assert grows(other_style, 30) <= 0
    assert app.game_screen.whatif_style.comm is not None
    assert find(app, "pd-quiz-post-start")[0].comm is not None


def test_the_labs_charts_of_an_earlier_run_are_closed():
    """Each run of the money lab draws its charts again."""
    lab = LabView(lang="en", games=10, months=1)
    assert grows(lambda: lab.on_run(None), 3) <= 0
    assert all(box.comm is not None for box in lab.charts.children)
