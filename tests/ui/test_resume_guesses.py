"""As the page meets it: the start screen's resume offer cannot be turned
into a way of guessing a classmate's code. The remembered codes arrive as the page sends them
(an update of the keeper widget's synced `codes` trait); the kernel takes a handful per class
and name, counts each code it checks as a guess in the store, and tells a student past the
limit, in their language, to wait, on a new page (a new kernel) too."""
from __future__ import annotations

import html
import random

import pytest

from payday import i18n
from payday.classroom import guesses
from payday.classroom.schema import CODE_ALPHABET, CODE_LENGTH
from payday.classroom.store import Store
from payday.ui import App
from tests.support.app import find


@pytest.fixture
def class_store(tmp_path, monkeypatch):
    path = tmp_path / "class.sqlite3"
    monkeypatch.setenv("PAYDAY_STORE", str(path))
    return path


def adas_code() -> str:
    """Ada plays three decisions of a game saved in class 7B; her resume code."""
    ada = App(variant="payday", lang="en", seed=9, pace=0, class_id="7B", student="Ada")
    find(ada, "pd-start")[0].click()
    for _ in range(3):
        find(ada, "pd-main")[0].click()
    return ada.session.resume_code


def candidates(n: int, seed: int, leaving_out: str) -> list[str]:
    rng = random.Random(seed)
    codes = ("".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)) for _ in range(n))
    return [code for code in codes if code != leaving_out]


def send_remembered(page: App, codes: list[str], who: str = "7B\nAda") -> None:
    """What the page's script sends when it syncs the codes its browser kept: a widget
    'update' message with the new `codes` state."""
    page.keeper._handle_msg({"content": {"data": {"method": "update",
                                                  "state": {"codes": {who: codes}},
                                                  "buffer_paths": []}},
                             "buffers": []})


def guesses_counted(path) -> int:
    with Store(path) as store:
        rows = store._execute("SELECT guesses FROM code_guesses WHERE class_id = '7B' AND source = '' "
                              "AND student = 'Ada'")
    return rows[0][0] if rows else 0


def test_a_page_sending_200000_remembered_codes_is_not_offered_a_classmates_game(class_store):
    """"One message holding 200,000 candidate codes (2 MB) was accepted in about a second and
    the classmate's game was offered": now the kernel keeps the first few codes of the class
    and name, checks those (each a guess in the store), and offers nothing they do not open."""
    code = adas_code()
    page = App(lang="en", pace=0, class_id="7B", student="Ada")          # a classmate's device
    many = candidates(200_000, seed=26, leaving_out=code)
    many.insert(100_000, code)                          # her code is in the list, far down
    send_remembered(page, many)
    assert find(page, "pd-resume") == [], "the classmate's game is not offered"
    assert page.session is None
    assert len(page.keeper.known("7B", "Ada")) == guesses.REMEMBERED
    assert guesses_counted(class_store) == guesses.REMEMBERED
    send_remembered(page, many)                         # the same codes again: checked once
    assert guesses_counted(class_store) == guesses.REMEMBERED


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_past_the_limit_a_student_is_told_to_wait_in_their_language_even_on_a_new_page(
        class_store, lang):
    """"Count every code it checks (typed or remembered) as a guess, and keep the guess limit in
    the store per class and name, so a reload does not reset it": batches of remembered codes
    and typed codes use up the limit; then the right code opens nothing, on this page or on a
    new one, and the student reads why in their language; once the window is over it opens."""
    code = adas_code()
    page = App(lang=lang, pace=0, class_id="7B", student="Ada")
    wrong = candidates(guesses.GUESSES, seed=3, leaving_out=code)
    remembered, typed = wrong[:-2], wrong[-2:]
    for batch in range(0, len(remembered), guesses.REMEMBERED):
        send_remembered(page, remembered[batch:batch + guesses.REMEMBERED])
    for guess in typed:
        page.resume_by_code(guess)
    assert guesses_counted(class_store) == guesses.GUESSES and page.session is None
    told = i18n.t("app.msg.too_many_guesses", lang, student="Ada", class_id="7B",
                  count=guesses.GUESS_WINDOW_S // 60, minutes=guesses.GUESS_WINDOW_S // 60)
    page.resume_by_code(code)
    assert page.session is None and told in html.unescape(page.status.value)
    reloaded = App(lang=lang, pace=0, class_id="7B", student="Ada", resume=code)
    assert reloaded.session is None and told in html.unescape(reloaded.status.value)
    with Store(class_store) as store:                   # ten minutes later
        store._execute("UPDATE code_guesses SET since = since - ?", (guesses.GUESS_WINDOW_S,))
    reloaded.resume_by_code(code)
    assert reloaded.session is not None and reloaded.session.resume_code == code


# The dashboard as its title names it, in each language.
DASHBOARD = {"en": "dashboard", "fr": "tableau de bord", "zh-Hant": "儀表板"}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_wait_after_too_many_codes_says_the_teacher_can_unlock_the_name(lang):
    """The refusal a student reads past the guess limit (the message the test above finds on
    the page) did not say that the teacher can unlock the name from the dashboard: it says so,
    in the dashboard's own word for the unlock button, in every language."""
    assert DASHBOARD[lang] in i18n.t("dashboard.title", lang).casefold()
    unlock = i18n.t("dashboard.unlock.button", lang).casefold()
    for minutes in (1, 10):
        told = i18n.t("app.msg.too_many_guesses", lang, student="Ada", class_id="7B",
                      count=minutes, minutes=minutes).casefold()
        assert unlock in told and DASHBOARD[lang] in told, told


def test_a_students_own_page_redrawn_many_times_checks_its_codes_once(class_store):
    """The start screen is redrawn at every change of the class or the name: the codes its
    browser kept are checked once per page, so a student's own use does not eat the limit."""
    code = adas_code()
    page = App(lang="en", pace=0, class_id="7B", student="Ada")
    send_remembered(page, [code])
    for _ in range(3):
        for class_id in ("7C", "7B"):
            find(page, "pd-class")[0].value = class_id
    assert len(find(page, "pd-resume")) == 1
    assert guesses_counted(class_store) == 1
    find(page, "pd-resume")[0].click()
    assert page.session.resume_code == code


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_resume_code_box_shows_its_whole_label(class_store, lang):
    """Screenshots showed "Resume c…" and "Code de r…": the box's label takes the width of its
    words, not ipywidgets' fixed one."""
    adas_code()
    page = App(lang=lang, pace=0, class_id="7B", student="Ada")
    (box,) = find(page, "pd-resume-code")
    assert box.description == i18n.t("app.resume.code", lang)
    assert box.style.description_width == "initial"
