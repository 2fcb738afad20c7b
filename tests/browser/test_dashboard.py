"""The teacher dashboard (notebooks/teacher.ipynb) in a real browser, over a class store of
seeded games.

A Voila server of its own serves the dashboard with PAYDAY_STORE pointing at a temporary
SQLite store filled with seeded games between computer players. The class figures on the page
are checked against the engine: each student's net worth, who borrowed, saved and withdrew
early, and the interest earned and paid, all read from the games' ledgers here. The dashboard
speaks English unless its link asks for another language (?lang=fr, ?lang=zh-Hant) or the
teacher picks one from its menu; every word then comes from the catalogs. The last test is the
app's side of the store: a game saved as it goes and resumed after a kernel restart.
"""
from __future__ import annotations


import pytest

import payday
from payday import i18n
from payday.engine.ledger import Reason
from payday.classroom.store import Store

from tests.support.dashboard_page import (TABLE, assert_clean, col, open_dashboard, read_table,
                                          seeded_game)

pytestmark = pytest.mark.browser

BOARD = i18n.t("dashboard.board.caption", "en")
MONEY = ("net_worth", "borrowed", "saved", "interest_earned", "interest_paid")


def engine_figures(game: payday.Game) -> dict:
    """The student's figures, straight from the engine and its ledger."""
    me = game.players[0]
    ledger = list(game.ledger)

    def total(reason, *, into=None, out_of=None) -> int:
        return sum(e.amount for e in ledger if e.reason == reason
                   and (into is None or e.dst == into) and (out_of is None or e.src == out_of))

    card = sum(e.data.get("interest", 0) for e in game.events
               if e.player == 0 and e.key in ("monster_carried", "monster_paid"))
    return {"net_worth": game.net_worth(me),
            "borrowed": total(Reason.LOAN_TAKEN, into=me.cash_account),
            "saved": total(Reason.SAVINGS_DEPOSIT, into=me.savings_account),
            "withdrew_early": sum(1 for e in ledger if e.reason == Reason.WITHDRAWAL_FEE
                                  and e.src == me.cash_account),
            "interest_earned": total(Reason.SAVINGS_INTEREST, into=me.cash_account),
            "interest_paid": total(Reason.LOAN_INTEREST, out_of=me.cash_account) + card}


def checkbox(page, label: str):
    return page.locator(".widget-checkbox", has_text=label).locator("input[type=checkbox]")


def test_the_class_figures_on_the_dashboard_are_the_engines(page, dashboard_url, games):
    """"A browser test opens the dashboard over a store of seeded games and checks the class
    figures against the engine.\""""
    open_dashboard(page, dashboard_url)
    rows = {row[col("student")]: row for row in read_table(page, TABLE)}
    assert set(rows) == set(games)
    expected = {name: engine_figures(game) for name, game in games.items()}
    for name, figures in expected.items():
        currency = games[name].rules.currency
        shown = {key: rows[name][col(key)] for key in figures}
        assert shown == {key: i18n.money(value, currency, "en") if key in MONEY else str(value)
                         for key, value in figures.items()}, name
        assert rows[name][col("edition")] == i18n.edition_name(games[name].variant, "en")
    # the seeds were chosen so that the class shows each behaviour
    assert any(f["borrowed"] for f in expected.values())
    assert any(f["withdrew_early"] for f in expected.values())
    assert any(not (f["borrowed"] or f["saved"]) for f in expected.values())

    by_currency = {}
    for name, game in games.items():
        by_currency.setdefault(game.rules.currency, []).append(name)
    interest = "; ".join(
        f"interest earned {i18n.money(sum(expected[n]['interest_earned'] for n in names), currency, 'en')}, "
        f"interest paid {i18n.money(sum(expected[n]['interest_paid'] for n in names), currency, 'en')}"
        for currency, names in sorted(by_currency.items()))
    summary = (f"{len(games)} students: "
               f"{sum(1 for f in expected.values() if f['borrowed'])} borrowed, "
               f"{sum(1 for f in expected.values() if f['saved'])} saved, "
               f"{sum(1 for f in expected.values() if f['withdrew_early'])} withdrew early. "
               + interest[0].upper() + interest[1:] + ".")
    assert summary in page.inner_text("body"), page.inner_text("body")[-3000:]
    assert f"{len(games)} games loaded." in page.inner_text("body")
    assert "Traceback" not in page.inner_text("body")


def test_the_leaderboard_is_hidden_until_the_teacher_shows_it(page, dashboard_url, games):
    """"a leaderboard the teacher can hide": off by default, anonymous unless asked."""
    open_dashboard(page, dashboard_url)
    assert read_table(page, BOARD) is None
    checkbox(page, "Show the leaderboard").check()
    page.wait_for_selector(f"text={BOARD}")
    board = read_table(page, BOARD)
    by_edition, currency = {}, {}
    for name, game in games.items():
        by_edition.setdefault(game.variant, []).append((game.net_worth(game.players[0]), name))
        currency[game.variant] = game.rules.currency
    ranked = [(edition, worth, name) for edition in sorted(by_edition)
              for worth, name in sorted(by_edition[edition], key=lambda x: (-x[0], x[1]))]
    assert [(r[col("edition")], r[col("net_worth")]) for r in board] == [
        (i18n.edition_name(edition, "en"), i18n.money(worth, currency[edition], "en"))
        for edition, worth, _name in ranked]
    assert not set(games) & {r[col("student")] for r in board}, "anonymous by default"
    assert {r[col("student")] for r in board} == {f"Player {n}" for names in by_edition.values()
                                                  for n in range(1, len(names) + 1)}

    checkbox(page, "Anonymous leaderboard").uncheck()
    page.wait_for_function(
        "name => [...document.querySelectorAll('table')].some(t => t.innerText.includes(name)"
        " && t.caption && t.caption.innerText.includes('Leaderboard'))", arg=ranked[0][2])
    assert [r[col("student")] for r in read_table(page, BOARD)] == [name for *_x, name in ranked]

    checkbox(page, "Show the leaderboard").uncheck()
    page.wait_for_function("c => ![...document.querySelectorAll('caption')]"
                           ".some(x => x.innerText.trim() === c)", arg=BOARD)


def test_a_corrupt_upload_gets_a_plain_message_and_the_other_files_load(page, dashboard_url,
                                                                       games, tmp_path):
    """"A corrupt or hostile upload gets a clear message and never runs code. One bad file
    does not stop the others from loading.\""""
    open_dashboard(page, dashboard_url)
    newcomer = seeded_game("Fay", "bonne-paye", "saver", 6, months=1)
    witness = tmp_path / "the-hostile-file-ran"
    with page.expect_file_chooser() as chooser:
        page.locator(".widget-upload, button", has_text="Upload game files").first.click()
    chooser.value.set_files(files=[
        {"name": "broken.json", "mimeType": "application/json", "buffer": b"{not json"},
        {"name": "hostile.json", "mimeType": "application/json",
         "buffer": f"__import__('os').system('touch {witness}')".encode()},
        {"name": "fay.json", "mimeType": "application/json",
         "buffer": newcomer.to_json().encode()}])
    page.wait_for_selector("text=Not loaded", timeout=120_000)
    status = page.inner_text("body")
    assert "broken.json" in status and "hostile.json" in status
    assert f"{len(games) + 1} games loaded." in status
    assert "Traceback" not in status
    assert not witness.exists(), "the hostile file was only read, never run"
    page.wait_for_function("() => [...document.querySelectorAll('td')]"
                           ".some(td => td.innerText.trim() === 'Fay')")
    rows = {row[col("student")]: row for row in read_table(page, TABLE)}
    assert rows["Fay"][col("net_worth")] == i18n.money(engine_figures(newcomer)["net_worth"], "EUR", "en")


# ---------------------------------------------------------------- the dashboard's languages
def assert_dashboard_in(page, games, lang: str) -> None:
    """The title, the charts' titles, the summary, the table (caption, headers, editions, money)
    and the leaderboard's toggles read in `lang`."""
    body = page.inner_text("body")
    for key in ("dashboard.title", "dashboard.intro", "dashboard.glance.heading", "dashboard.glance.title",
                "dashboard.flows.title", "dashboard.flows.earned", "dashboard.student.heading",
                "dashboard.board.heading", "dashboard.board.note"):
        assert i18n.t(key, lang) in body, key
    assert i18n.t("dashboard.count.students.other", lang, n=len(games)) in body
    assert i18n.t("dashboard.loaded.other", lang, n=len(games)) in body
    rows = {row[col("student", lang)]: row for row in read_table(page, i18n.t("dashboard.table.caption", lang))}
    assert set(rows) == set(games)
    for name, game in games.items():
        assert rows[name][col("edition", lang)] == i18n.edition_name(game.variant, lang)
        assert rows[name][col("net_worth", lang)] == i18n.money(game.net_worth(game.players[0]),
                                                                game.rules.currency, lang)
    for key in ("dashboard.show_board", "dashboard.anonymous"):
        assert checkbox(page, i18n.t(key, lang)).count() == 1, key


def show_a_student_and_the_board(page, lang: str) -> None:
    """Choose a student's game and show the leaderboard: their words are in `lang` too."""
    page.locator(".pd-student-menu select").select_option(index=0)
    page.wait_for_selector(f"caption:has-text('{i18n.t('charts.net_worth.caption', lang)}')")
    checkbox(page, i18n.t("dashboard.show_board", lang)).check()
    board = i18n.t("dashboard.board.caption", lang)
    page.wait_for_selector(f"caption:has-text('{board}')")
    names = {row[col("student", lang)] for row in read_table(page, board)}
    assert i18n.t("dashboard.anonymous_name", lang, n=1) in names


@pytest.mark.parametrize("lang, query", [("fr", "fr"), ("zh-Hant", "zh-Hant"), ("zh-Hant", "zh-TW")])
def test_the_dashboard_reads_in_the_language_of_its_link(page, dashboard_url, games, lang, query):
    """"A teacher in Lyon or Taipei must be able to run it in their language": ?lang= gives
    every word of the dashboard in that language, with no key names or English leaking."""
    open_dashboard(page, f"{dashboard_url}?lang={query}", lang)
    assert_dashboard_in(page, games, lang)
    show_a_student_and_the_board(page, lang)
    body = page.inner_text("body")
    assert_clean(body, lang)
    if lang == "zh-Hant":
        assert "發薪日" in body


def test_the_language_menu_redraws_the_dashboard(page, dashboard_url, games):
    """Without ?lang= the dashboard is in English; its language menu redraws it all."""
    open_dashboard(page, dashboard_url)
    assert_dashboard_in(page, games, "en")
    assert_clean(page.inner_text("body"), "en")
    page.locator("select").first.select_option(label=i18n.t("app.lang.fr", "en"))
    page.wait_for_selector(f"text={i18n.t('dashboard.table.caption', 'fr')}")
    page.wait_for_function("t => document.body.innerText.includes(t)", arg=i18n.t("dashboard.title", "fr"))
    assert_dashboard_in(page, games, "fr")
    show_a_student_and_the_board(page, "fr")
    assert_clean(page.inner_text("body"), "fr")


# ---------------------------------------------------------------- the app's side of the store
def test_a_students_game_is_saved_as_it_goes_and_resumed_after_a_kernel_restart(
        page, voila_url, app_store):
    """"When the class plays on the teacher's own Voila server, every game saves itself as it
    goes to a class store" and "a student's game survives a kernel restart: it is resumed from
    the store by replay". A new page is a new kernel: only the store remembers the game."""
    from tests.support.app_page import click_and_wait, open_app, saved_game
    student = "Zoé"
    open_app(page, voila_url, variant="bonne-paye", lang="fr", seed=77, pace=0,
             **{"class": "8C", "student": student})
    assert page.locator("button.pd-resume").count() == 0
    page.click("button.pd-start")
    page.wait_for_selector(".pd-decision button.pd-option")
    for _ in range(3):
        click_and_wait(page, "button.pd-main")
    content, game = saved_game(page)
    question = page.inner_text(".pd-question")
    with Store(app_store) as store:
        (row,) = store.rows("8C")
        assert (row.key.student, row.finished) == (student, False)
        assert store.text("8C", student, row.key.game_id) == content.decode()

    page.goto("about:blank")                       # the kernel goes; the store stays
    open_app(page, voila_url, lang="fr", pace=0, **{"class": "8C", "student": student})
    page.wait_for_selector("button.pd-resume")
    page.click("button.pd-resume")
    page.wait_for_selector(".pd-decision button.pd-option")
    resumed_content, resumed = saved_game(page)
    assert resumed.history == game.history
    assert page.inner_text(".pd-question") == question
    click_and_wait(page, "button.pd-main")
    _content, later = saved_game(page)
    with Store(app_store) as store:
        (row,) = store.rows("8C")
        assert row.decisions == len(later.history) > len(game.history)
