"""One game never breaks the teacher's class view, and a page never says "nothing was changed"
after its game was saved. A game file with a rule override of salary = 10**300 was saved, its
student told "nothing was changed", and the dashboard of that class then showed only
"Something went wrong … InvalidOperation": no charts, no tables, no export."""
from __future__ import annotations

import html
import json

import pytest

import payday
from payday import i18n
from payday.classroom.store import Store
from payday.engine.game import PlayerSpec
from payday.players.play import seats
from payday.ui import App
from payday.ui.dashboard import data as dashboard
from payday.ui.dashboard.views import TeacherDashboard
from tests.support.app import find

@pytest.fixture(scope="module", autouse=True)
def shell():
    """An IPython shell, as in a notebook: what a section displays is captured into its widget."""
    import plotly.io as pio
    from IPython.core.interactiveshell import InteractiveShell
    renderer = pio.renderers.default
    pio.renderers.default = "plotly_mimetype"
    yield InteractiveShell.instance()
    pio.renderers.default = renderer
    InteractiveShell.clear_instance()


NOTHING_CHANGED = {lang: i18n.t("app.msg.unexpected", lang, detail="").split(":")[0].split("：")[0]
                   for lang in i18n.LANGUAGES}


def huge_salary_game(exponent: int, months: int = 2) -> str:
    """A game file whose rules pay a salary of 10**exponent, played to its end by computer
    players (written as a file would be, whatever the workbook's own checks say of it)."""
    people = [PlayerSpec("Evil", "saver"), PlayerSpec("X", "borrower")]
    try:
        game = payday.new_game("bonne-paye", people, seed=1, months=months,
                               rules={"salary": 10 ** exponent})
    except ValueError:              # the engine refuses the setting: the file is made by hand
        game = payday.new_game("bonne-paye", people, seed=1, months=months)
    bots = seats(game)
    while not game.is_over:
        game.play_bots(bots)
    data = json.loads(game.to_json())
    data["rules"] = {**data.get("rules", {}), "salary": 10 ** exponent}
    return json.dumps(data)


def class_with(path, bad_text: str) -> None:
    """Three students' games, and one row holding `bad_text` (as a store written by an app that
    took the file would hold it)."""
    with Store(path) as store:
        for n in range(3):
            store.save(payday.new_game("bonne-paye", [f"Student {n}", "X"], seed=n),
                       class_id="5B", student=f"Student {n}", game_id="g")
        store._execute("INSERT INTO games (class_id, student, game_id, variant, decisions, finished, "
                       "saved_at, body, resume_code) VALUES ('5B', 'Evil', 'g', 'bonne-paye', 0, 1, "
                       "'2026-12-04T10:00:00', ?, 'ABCDEF')", (bad_text,))


@pytest.mark.parametrize("exponent", [28, 300, 4299])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_one_game_of_huge_money_never_hides_the_class(tmp_path, exponent, lang):
    """The class is drawn (charts, tables, export) with its other students; the bad game is
    shown with them when its money can be written, else listed as a problem with its reason:
    never a page-wide "Something went wrong"."""
    path = tmp_path / "class.sqlite3"
    class_with(path, huge_salary_game(exponent, months=12 if exponent == 4299 else 2))
    board = TeacherDashboard(lang, str(path))
    assert "pd-problem" not in board.status.value, html.unescape(board.status.value)
    shown = {row.student for row in board.rows()}
    problems = {problem.source for problem in board.problems}
    assert {"Student 0", "Student 1", "Student 2"} <= shown
    assert ("Evil" in shown) != ("Evil / g" in problems)
    assert 'class="pd-export-csv"' in board.export_link.value
    assert len(board.glance.outputs) >= 3, "the charts and the table are drawn"
    if "Evil / g" in problems:
        (problem,) = board.problems
        assert dashboard.problem_reason(problem, lang) in html.unescape(board.status.value)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_page_never_says_nothing_was_changed_after_its_game_was_saved(tmp_path, monkeypatch, lang):
    """An error after a save (a view failing to draw the saved game) says that the game is
    kept as it is now, not that nothing was changed."""
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(variant="payday", lang=lang, seed=9, pace=0, class_id="7B", student="Ada")
    find(app, "pd-start")[0].click()

    def failing_view(_session):
        raise RuntimeError("a view failed")
    app.session.observe(failing_view)
    find(app, "pd-main")[0].click()
    with Store(tmp_path / "class.sqlite3") as store:
        (row,) = store.rows("7B")
    assert row.decisions == len(app.session.game.history) > 0, "the decision was saved"
    status = html.unescape(app.status.value)
    assert "a view failed" in status and NOTHING_CHANGED[lang] not in status
    assert i18n.t("app.msg.unexpected_saved", lang, detail="RuntimeError: a view failed") in status


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_opening_a_game_file_of_huge_money_says_what_happened(tmp_path, monkeypatch, lang):
    """The salary = 10**300 file: either the game opens and is saved, or it is refused and not
    saved; the student is never told "nothing was changed" about a game the store then holds."""
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "class.sqlite3"))
    app = App(lang=lang, pace=0, class_id="7B", student="Ada")
    app.open_file(huge_salary_game(300).encode())
    with Store(tmp_path / "class.sqlite3") as store:
        saved = store.rows("7B")
    status = html.unescape(app.status.value)
    assert NOTHING_CHANGED[lang] not in status
    if saved:
        assert app.session is not None and "pd-problem" not in app.status.value
