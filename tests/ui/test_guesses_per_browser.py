"""One student's page must not lock the class out of their games: resume-code guesses are
counted per browser (the source the class server tells each page's kernel) as well as per name,
and the teacher can unlock a name from the dashboard."""
from __future__ import annotations

import asyncio
import html
import random

import pytest

import payday
from payday import i18n
from payday.classroom import guesses
from payday.classroom.guesses import SOURCE_ENV, source_of
from payday.classroom.page_kernels import PageKernels
from payday.classroom.records import TooManyGuesses
from payday.classroom.schema import CODE_ALPHABET, CODE_LENGTH
from payday.classroom.store import Store
from payday.ui import App
from payday.ui.dashboard.views import TeacherDashboard
from tests.support.app import find
from tests.support.loop import run_async

NAMES = [f"Student {n}" for n in range(1, 30)] + ["Ada"]    # 30 names, most without a game


@pytest.fixture
def class_store(tmp_path, monkeypatch):
    path = tmp_path / "class.sqlite3"
    monkeypatch.setenv("PAYDAY_STORE", str(path))
    return path


def page(monkeypatch, browser: str, **link) -> App:
    """A page opened by `browser`, as the class server tells its kernel (`SOURCE_ENV`)."""
    monkeypatch.setenv(SOURCE_ENV, source_of("10.0.0.7", browser))
    return App(lang="en", pace=0, **link)


def adas_code(monkeypatch) -> str:
    ada = page(monkeypatch, "adas-browser", variant="payday", seed=9, class_id="7B", student="Ada")
    find(ada, "pd-start")[0].click()
    find(ada, "pd-main")[0].click()
    return ada.session.resume_code


def wrong(n: int, seed: int, right: str) -> list[str]:
    rng = random.Random(seed)
    codes = ["".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)) for _ in range(n)]
    return [code for code in codes if code != right]


def sweep(mallory: App, right: str) -> int:
    """240 messages from one page: 8 codes typed for each of 30 names. Returns how many the
    page was told to wait for."""
    refused = 0
    for n, name in enumerate(NAMES):
        mallory.settings["student"] = name
        for code in wrong(8, n, right):
            mallory.resume_by_code(code)
            refused += "pd-problem" in mallory.status.value and str(
                guesses.GUESS_WINDOW_S // 60) in mallory.status.value
    return refused


def test_one_page_guessing_30_names_does_not_lock_ada_out(class_store, monkeypatch):
    """"240 messages in 35 s from one page used up the 30-guess budget of 30 names ... Ada,
    with her right code on her own device, is then refused for 10 minutes": now the page's own
    budget runs out (60 codes at every name), and Ada, on her own browser, resumes her game."""
    code = adas_code(monkeypatch)
    mallory = page(monkeypatch, "mallorys-browser", class_id="7B")
    assert sweep(mallory, code) > 0, "the sweeping page is stopped"
    with Store(class_store) as store:
        tried = store._execute("SELECT SUM(guesses) FROM code_guesses WHERE student = '' ")[0][0]
    assert tried > guesses.SOURCE_GUESSES
    ada = page(monkeypatch, "adas-browser", class_id="7B", student="Ada")
    ada.resume_by_code(code)
    assert ada.session is not None and ada.session.resume_code == code


def test_one_browser_hammering_a_name_cannot_spend_its_budget(tmp_path):
    """A browser past its own limits adds nothing to the name's count from every browser: 1,000
    codes tried for Ada from one browser leave her own browser free; it takes several browsers to
    fill the name's count, and then nobody's code is checked until the teacher unlocks it."""
    with Store(tmp_path / "class.sqlite3") as store:
        right = store.save(payday.new_game("bonne-paye", ["Ada", "X"], seed=1), class_id="7B",
                           student="Ada", game_id="g")
        for batch in range(200):
            try:
                store.find_codes("7B", "Ada", wrong(5, batch, right), source="mallory")
            except TooManyGuesses:
                pass
        assert store.find_codes("7B", "Ada", [right], source="ada")[0].code == right
        sources = guesses.NAME_GUESSES // guesses.GUESSES + 1
        for n in range(sources):
            for batch in range(guesses.GUESSES // 5):
                try:
                    store.find_codes("7B", "Ada", wrong(5, 1000 + 10 * n + batch, right),
                                     source=f"browser {n}")
                except TooManyGuesses:
                    pass
        with pytest.raises(TooManyGuesses):
            store.find_codes("7B", "Ada", [right], source="ada")
        assert "Ada" in store.locked("7B")
        store.unlock("7B", "Ada")
        assert store.find_codes("7B", "Ada", [right], source="ada")[0].code == right


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_teacher_unlocks_a_name_from_the_dashboard(class_store, monkeypatch, lang):
    """"Let the teacher unlock a name from the dashboard": a name locked by guesses from many
    browsers is listed in the dashboard's section; its button unlocks it, and Ada resumes."""
    code = adas_code(monkeypatch)
    with Store(class_store) as store:
        n = 0
        while "Ada" not in store.locked("7B"):
            try:
                store.find_codes("7B", "Ada", wrong(5, n, code), source=f"browser {n // 6}")
            except TooManyGuesses:
                pass
            n += 1
            assert n < 200
    ada = page(monkeypatch, "adas-browser", class_id="7B", student="Ada")
    ada.resume_by_code(code)
    assert ada.session is None, "locked from every browser"
    board = TeacherDashboard(lang, str(class_store))
    (menu,) = find(board.sections["unlock"], "pd-unlock-what")
    assert list(menu.options) == ["Ada"] and menu.value == "Ada"
    find(board.sections["unlock"], "pd-unlock")[0].click()
    assert (i18n.t("dashboard.unlock.done", lang, student="Ada")
            in html.unescape(find(board.sections["unlock"], "pd-unlock-status")[0].value))
    assert list(menu.options) == []
    ada.resume_by_code(code)
    assert ada.session is not None and ada.session.resume_code == code


def test_a_page_kernels_source_is_its_browser():
    """The class server tells a page's kernel its browser as the store counts it: the same
    address and login cookie are one source (a reload), another cookie or address another."""
    async def handed() -> PageKernels:
        pages = PageKernels(alive=lambda _k: True, end=lambda _k: asyncio.sleep(0), grace=3600)
        pages.handed("10.0.0.7", "k1", "anon-a")
        return pages
    pages = run_async(handed())
    assert pages.source("k1") == source_of("10.0.0.7", "anon-a") != source_of("10.0.0.7", "anon-b")
    assert pages.source("unknown-kernel") == ""
