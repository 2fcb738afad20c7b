"""The teacher dashboard's views in process (payday/ui/dashboard/views.py), as the app's views
are tested: what the teacher sees for a class store with games, for uploads, with names hidden
and shown, over a store that fails, and in the three languages; every callback guarded."""
from __future__ import annotations

import datetime
import html
import re

import pytest

import payday
from payday import i18n
from payday.classroom.store import Store
from payday.classroom.records import Loaded
from payday.ui.dashboard import data as dashboard
from payday.ui.dashboard.views import TeacherDashboard, status_html

from tests.support.classroom import class_store

CLASS = "5B"


@pytest.fixture(scope="module", autouse=True)
def shell():
    """An IPython shell, as in a notebook: what a section displays is captured into its widget
    (payday.ui.shared.redraw). Plotly draws as a notebook's mime bundle, never in a browser."""
    import plotly.io as pio
    from IPython.core.interactiveshell import InteractiveShell
    renderer = pio.renderers.default
    pio.renderers.default = "plotly_mimetype"
    yield InteractiveShell.instance()
    pio.renderers.default = renderer
    InteractiveShell.clear_instance()


@pytest.fixture(scope="module")
def store_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("dashboard") / "class.sqlite3"
    class_store(path)
    return path


def shown(output) -> str:
    """What an `Output` widget shows, as text: its HTML (the spans that keep a dollar sign from
    being read as TeX left out), and each figure's title, trace names and hover texts."""
    parts = []
    for item in output.outputs:
        data = item["data"]
        if "application/vnd.plotly.v1+json" in data:
            figure = data["application/vnd.plotly.v1+json"]
            parts.append(str(figure["layout"].get("title", {}).get("text", "")))
            for trace in figure["data"]:
                parts += [str(trace.get("name", "")), " ".join(map(str, trace.get("text", ())))]
        else:
            parts.append(str(data.get("text/html", "")))
    return html.unescape(re.sub(r"</?span>", "", " ".join(parts)))


def text_of(board: TeacherDashboard) -> str:
    """Every word the page shows: the HTML widgets, the outputs, and the widgets' labels."""
    import ipywidgets as W
    parts = []

    def walk(widget):
        if isinstance(widget, W.Output):
            parts.append(shown(widget))
        elif isinstance(widget, W.HTML):
            parts.append(html.unescape(widget.value))
        for attribute in ("description",):
            parts.append(str(getattr(widget, attribute, "") or ""))
        if isinstance(widget, W.Dropdown):
            parts.extend(str(label) for label in widget.options if isinstance(label, str))
        for child in getattr(widget, "children", ()):
            walk(child)
    for section in board.sections.values():
        walk(section)
    return " ".join(parts)


def upload(board: TeacherDashboard, files: dict[str, bytes]) -> None:
    """What the upload button does when files arrive."""
    board.upload.value = tuple({"name": name, "type": "application/json", "size": len(content),
                                "content": memoryview(content),
                                "last_modified": datetime.datetime.now(datetime.UTC)}
                               for name, content in files.items())


def test_a_class_store_with_games_shows_the_class_at_a_glance(store_path):
    board = TeacherDashboard("en", str(store_path))
    assert board.choose_class.value == CLASS and len(board.loaded) == 6
    glance = shown(board.glance)
    rows = dashboard.class_rows(board.loaded)
    assert dashboard.class_summary(dashboard.class_totals(rows), "en") in glance
    assert i18n.t("dashboard.table.caption", "en") in glance
    for row in rows:
        assert row.student in glance and i18n.money(row.net_worth, row.currency, "en") in glance
    assert i18n.t("dashboard.glance.title", "en") in glance and i18n.t("dashboard.flows.title", "en") in glance
    assert "6 games loaded." in board.status.value
    assert 'class="pd-export-csv"' in board.export_link.value and "class-5B.csv" in board.export_link.value


def test_names_are_hidden_on_the_leaderboard_until_the_teacher_shows_them(store_path):
    board = TeacherDashboard("en", str(store_path))
    caption = i18n.t("dashboard.board.caption", "en")
    assert caption not in shown(board.board_area), "the leaderboard is hidden by default"
    board.show_board.value = True
    board_text = shown(board.board_area)
    assert caption in board_text and "Player 1" in board_text
    assert not any(f"Student {n}" in board_text for n in range(1, 7)), "anonymous by default"
    board.anonymous.value = False
    assert all(f"Student {n}" in shown(board.board_area) for n in range(1, 7))
    board.show_board.value = False
    assert shown(board.board_area) == ""


def test_resume_codes_show_only_when_asked_and_a_student_s_game_is_drawn(store_path):
    board = TeacherDashboard("en", str(store_path))
    with Store(store_path) as store:
        codes = [row.code for row in store.rows(CLASS)]
    assert board.codes_area.value == "" and not any(code in text_of(board) for code in codes)
    board.show_codes.value = True
    assert all(code in board.codes_area.value for code in codes)
    board.choose_student.value = 0
    assert i18n.t("charts.net_worth.caption", "en") in shown(board.student_area)


def test_uploads_join_the_class_and_a_bad_file_is_named_with_its_reason(store_path):
    board = TeacherDashboard("en", str(store_path))
    game = payday.new_game("bonne-paye", [payday.PlayerSpec("Newcomer"), payday.PlayerSpec("Bo", "saver")], seed=3)
    upload(board, {"new.json": game.to_json().encode(), "broken.json": b"{not json",
                   "hostile.json": b"__import__('os').system('echo ran')"})
    assert len(board.loaded) == 7 and [p.source for p in board.problems] == ["broken.json", "hostile.json"]
    status = html.unescape(board.status.value)
    assert "7 games loaded." in status and i18n.t("dashboard.not_loaded", "en") in status
    assert "broken.json" in status and "hostile.json" in status and "Traceback" not in status
    assert "Newcomer" in shown(board.glance)
    assert ("new.json", 6) in board.choose_student.options


def pick(board: TeacherDashboard, *files: tuple[str, bytes | int]) -> None:
    """What the page's picker sends when the teacher chooses these files (payday/ui/shared/watch.py's
    messages, through the widget's own message handler): each file's bytes, or only the size of
    a file the browser stopped as too large (given here as an int), then the end of the choice."""
    for name, content in files:
        if isinstance(content, int):
            board.watch._handle_custom_msg({"too_big": content, "name": name}, [])
        else:
            board.watch._handle_custom_msg({"open": name}, [memoryview(content)])
    board.watch._handle_custom_msg({"picked": len(files)}, [])


def told(board: TeacherDashboard, source: str) -> str:
    """The status's line for the file `source`."""
    lines = re.findall(r"<li>(.*?)</li>", board.status.value)
    return html.unescape(next(line for line in lines if source in line))


def test_the_upload_button_opens_the_pages_picker_of_several_files_stopping_the_large_ones(store_path):
    """On the teacher's side: the upload button's click opens the watch's
    picker (several files, each stopped in the browser past the size a game can be), shown
    with the button; the same watch tells the teacher, in their language, when the page's
    kernel is gone."""
    board = TeacherDashboard("en", str(store_path))
    assert "pd-upload" in board.upload._dom_classes and board.upload.multiple
    assert board.watch.picker_for == "button.pd-upload" and board.watch.multiple
    assert board.watch.max_upload == payday.saves.MAX_BYTES
    assert board.watch.poll_seconds > 0
    assert board.watch.gone_text == i18n.t("dashboard.gone", "en")
    assert board.watch in board.sections["glance"].children


def test_picked_files_join_the_class_and_one_too_large_is_told_as_a_6_mb_file_is(store_path):
    """"Uploads of 12 MB or more drop the page's connection silently, and later uploads do
    nothing. Refuse them with the message a 6 MB file gets." A 70 MiB file (past the server's
    64 MiB websocket limit) stopped in the browser is named with the reason a 6 MB file that
    reached the kernel gets, in each language; the games chosen with it load, in one redraw
    once the choice is complete, and a later choice loads too."""
    board = TeacherDashboard("en", str(store_path))
    game = payday.new_game("bonne-paye", [payday.PlayerSpec("Newcomer"), payday.PlayerSpec("Bo", "saver")], seed=3)
    other = payday.new_game("payday", [payday.PlayerSpec("Later"), payday.PlayerSpec("Bo", "saver")], seed=4)
    board.watch._handle_custom_msg({"open": "new.json"}, [memoryview(game.to_json().encode())])
    board.watch._handle_custom_msg({"too_big": 70 * 2**20, "name": "huge.json"}, [])
    assert "6 games loaded." in board.status.value, "the page is redrawn once the choice is complete"
    board.watch._handle_custom_msg({"picked": 2}, [])
    assert len(board.loaded) == 7 and "7 games loaded." in board.status.value
    assert "Newcomer" in shown(board.glance) and ("new.json", 6) in board.choose_student.options
    assert [p.source for p in board.problems] == ["huge.json"]

    six = TeacherDashboard("en", str(store_path))
    upload(six, {"huge.json": b" " * 6_000_000})        # a 6 MB file, through the button itself
    assert six.problems[0].key == board.problems[0].key == "save.too_large"
    for lang in i18n.LANGUAGES:
        board.language.value = six.language.value = lang
        assert told(board, "huge.json") == told(six, "huge.json")
        assert i18n.t("save.too_large", lang) in told(board, "huge.json")

    pick(board, ("later.json", other.to_json().encode()))     # a later choice works
    assert len(board.loaded) == 8 and board.loaded[-1].game.players[0].name == "Later"


def test_a_choice_of_several_bad_files_names_each_with_its_reason_and_changes_no_game(store_path):
    """Each file is named with its reason, in the order chosen; a file the browser could not
    read once chosen (gone from the disk) arrives empty and is told as such."""
    board = TeacherDashboard("fr", str(store_path))
    before = [item.game.to_json() for item in board.loaded]
    pick(board, ("a.json", 12_000_000), ("broken.json", b"{not json"), ("b.json", 70 * 2**20),
         ("hostile.json", b"__import__('os').system('echo ran')"), ("gone.json", b""))
    assert [item.game.to_json() for item in board.loaded] == before
    assert [p.source for p in board.problems] == ["a.json", "broken.json", "b.json", "hostile.json",
                                                  "gone.json"]
    assert [p.key for p in board.problems] == ["save.too_large", "save.not_json", "save.too_large",
                                               "save.not_json", "save.not_json"]
    status = html.unescape(board.status.value)
    assert dashboard.count("dashboard.loaded", 6, "fr") in status and "Traceback" not in status
    assert i18n.t("save.too_large", "fr") in told(board, "b.json")


def test_the_picker_keeps_only_what_a_file_message_can_say():
    """The kernel trusts nothing a page sends: a name is kept as safe text (no lone surrogate,
    which breaks every redraw; a bounded length), and a message that is no file (no bytes, a
    size that is not a positive whole number, not a dict) is ignored."""
    from payday.ui.shared.watch import NAME_CHARS, PageWatch
    watch = PageWatch()
    files, choices = [], []
    watch.on_pick(files.append, lambda: choices.append(len(files)))
    for content, buffers in [({"open": "no-bytes.json"}, []), ({"too_big": True, "name": "x"}, []),
                             ({"too_big": -3, "name": "x"}, []), ({"too_big": "9", "name": "x"}, []),
                             (["open"], [b"{}"]), ("picked", []), ({"close": 1}, [b"{}"])]:
        watch._handle_custom_msg(content, buffers)
    assert files == [] and choices == []
    watch._handle_custom_msg({"open": "Ada\ud800.json"}, [memoryview(b"{}")])
    watch._handle_custom_msg({"too_big": 12_000_000, "name": "x" * 5000}, [])
    watch._handle_custom_msg({"too_big": 6_000_000, "name": None}, [])
    watch._handle_custom_msg({"picked": 3}, [])
    assert [(f.content, f.size) for f in files] == [(b"{}", 2), (None, 12_000_000), (None, 6_000_000)]
    assert files[0].name == "Ada?.json" and len(files[1].name) == NAME_CHARS and files[2].name == "?"
    assert all(f.name.encode("utf-8") for f in files)
    assert choices == [3], "the choice is told complete once, after its last file"


@pytest.mark.parametrize("damage", ["garbage", "gone"])
def test_a_faulty_store_is_said_and_the_dashboard_keeps_working_from_uploads(tmp_path, store_path, damage):
    if damage == "garbage":            # damaged before the dashboard opens it
        path = tmp_path / "class.sqlite3"
        path.write_bytes(b"not a class store " * 500)
        board = TeacherDashboard("fr", str(path))
    else:                               # fails while in use: the folder is taken away
        path = tmp_path / "store" / "class.sqlite3"
        path.parent.mkdir()
        path.write_bytes(store_path.read_bytes())
        board = TeacherDashboard("fr", str(path))
        assert len(board.loaded) == 6 and board.store_problem is None
        for file in path.parent.iterdir():
            file.write_bytes(b"garbage" * 100)
        board.load_from_store()
    assert board.store_problem
    assert i18n.t("dashboard.store_error", "fr") in html.unescape(board.status.value)
    game = payday.new_game("payday", [payday.PlayerSpec("Zoé"), payday.PlayerSpec("Bo", "saver")], seed=4)
    upload(board, {"zoe.json": game.to_json().encode()})
    assert [item.source for item in board.loaded] == ["zoe.json"]
    assert "Zoé" in shown(board.glance)
    assert i18n.t("dashboard.store_error", "fr") in html.unescape(board.status.value)


# Words of the dashboard that must not show on a French or Chinese page.
ENGLISH = ["Teacher dashboard", "Class", "Reload", "Upload", "Leaderboard", "Anonymous", "Net worth",
           "Interest earned", "games loaded", "Forget", "Resume codes", "Lesson"]
KEY_LIKE = re.compile(r"\b(dashboard|charts|app|edition|lesson)\.[a-z_]+(\.[a-z_-]+)*\b")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_word_follows_the_teachers_language(store_path, lang):
    """Opened in English, switched with the language menu: every section redraws in `lang`,
    with no message key and, in French and Chinese, no English word of the dashboard."""
    board = TeacherDashboard("en", str(store_path))
    board.show_board.value = True
    board.choose_student.value = 0
    board.language.value = lang
    assert board.lang == lang and board.lesson_view.lang == lang
    text = text_of(board)
    for key in ("dashboard.title", "dashboard.glance.heading", "dashboard.table.caption",
                "dashboard.board.caption", "dashboard.codes.heading", "dashboard.forget.heading",
                "dashboard.lesson.heading", "dashboard.student.heading"):
        assert i18n.t(key, lang) in text, key
    assert dashboard.count("dashboard.loaded", 6, lang) in text
    assert i18n.t("charts.net_worth.caption", lang) in text
    assert not KEY_LIKE.search(text.replace("payday.ui", "")), KEY_LIKE.search(text)
    assert "Traceback" not in text
    if lang != "en":
        assert [word for word in ENGLISH if re.search(rf"\b{word}\b", text)] == []


def test_the_page_s_language_comes_from_its_link(monkeypatch, store_path):
    monkeypatch.setenv("QUERY_STRING", "lang=zh-TW")
    monkeypatch.setenv("PAYDAY_STORE", str(store_path))
    monkeypatch.setenv("PAYDAY_APP_URL", "http://10.0.0.5:8866/?class=5B")
    board = TeacherDashboard.from_page()
    assert board.lang == "zh-Hant" and i18n.t("dashboard.title", "zh-Hant") in board.intro.value
    assert "10.0.0.5" in board.join.value and "<svg" in board.join.value


def test_forgetting_asks_first_then_deletes_and_the_class_leaves_the_menu(tmp_path, store_path):
    path = tmp_path / "class.sqlite3"
    path.write_bytes(store_path.read_bytes())
    board = TeacherDashboard("en", str(path))
    label, target = board.forget_what.options[0]
    assert target == (CLASS, None, None)
    board.forget_what.value = target
    board.forget_button.click()
    assert board.forget_confirm.layout.display == "flex"
    assert dashboard.forget_question(label, 6, "en") in html.unescape(board.forget_question.value)
    with Store(path) as store:
        assert len(store.rows(CLASS)) == 6, "nothing goes before the teacher confirms"
    board.forget_yes.click()
    assert dashboard.forget_done(label, 6, "en") in html.unescape(board.forget_status.value)
    assert board.choose_class.options == () and board.loaded == []
    with Store(path) as store:
        assert store.rows(CLASS) == []


def test_a_failing_callback_is_a_message_in_the_status_not_a_traceback(store_path, monkeypatch):
    board = TeacherDashboard("en", str(store_path))

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")
    monkeypatch.setattr(board.store, "rows", broken)
    board.reload_button.click()
    assert "disk on fire" in board.status.value and "pd-problem" in board.status.value
    assert "Traceback" not in board.status.value


def test_status_says_how_many_loaded_and_which_did_not_in_each_language():
    from payday.classroom.records import Problem
    problem = Problem("old.json", "this saved game is version 9", "save.wrong_version",
                      {"found": 9, "expected": 2})
    for lang in i18n.LANGUAGES:
        text = status_html(1, [problem], lang)
        assert dashboard.count("dashboard.loaded", 1, lang) in text
        assert 'title="this saved game is version 9"' in text, "the English message is the tooltip"


def test_another_section_joins_the_page_and_is_drawn_with_the_class(store_path):
    """How a later view (a pre/post quiz, say) joins: a widget with show(loaded, lang)."""
    import ipywidgets as W

    class Count(W.HTML):
        def show(self, loaded: list[Loaded], lang: str) -> None:
            self.value = f"{lang}: {len(loaded)}"

    board = TeacherDashboard("en", str(store_path))
    section = Count()
    board.add_section("count", section, after="lesson")
    assert list(board.sections)[:4] == ["intro", "glance", "lesson", "count"]
    assert section.value == "en: 6"
    board.language.value = "fr"
    assert section.value == "fr: 6"
