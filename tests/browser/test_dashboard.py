"""The teacher dashboard (notebooks/teacher.ipynb) in a real browser, over a class store of
seeded games (issue 7).

A Voila server of its own serves the dashboard with PAYDAY_STORE pointing at a temporary
SQLite store filled with seeded games between computer players. The class figures on the page
are checked against the engine: each student's net worth, who borrowed, saved and withdrew
early, and the interest earned and paid, all read from the games' ledgers here. The last test
is the app's side of the store: a game saved as it goes and resumed after a kernel restart.
"""
from __future__ import annotations

import pytest

import payday
from payday import i18n
from payday.bots import make_bot, play_out
from payday.engine.ledger import Reason
from payday.store import Store

from .conftest import voila_server

pytestmark = pytest.mark.browser

CLASS = "7B"
# student, edition, the style the student's seat is played with, seed: between them they
# borrow, save, withdraw early, and do none of these.
STUDENTS = [("Ada", "bonne-paye", "saver", 2), ("Bo", "bonne-paye", "borrower", 1),
            ("Cy", "bonne-paye", "random", 4), ("Di", "bonne-paye", "cautious", 3),
            ("Eve", "payday", "random", 5)]
TABLE = "The class: one row per student"
BOARD = "Leaderboard by net worth"


def seeded_game(student: str, variant: str, style: str, seed: int, months: int = 2) -> payday.Game:
    """A student's finished game: the student's seat is a person's (as in the app), played
    here by a computer style, against two computer players."""
    specs = [payday.PlayerSpec(student, None), payday.PlayerSpec("Saver", "saver"),
             payday.PlayerSpec("Borrower", "borrower")]
    game = payday.new_game(variant, specs, months=months, seed=seed)
    bots = {0: make_bot(style, seed, 0), 1: make_bot("saver", seed, 1),
            2: make_bot("borrower", seed, 2)}
    return play_out(game, bots)


def engine_figures(game: payday.Game) -> dict:
    """The student's figures, straight from the engine and its ledger."""
    me = game.players[0]
    ledger = list(game.ledger)

    def total(reason, *, into=None, out_of=None) -> int:
        return sum(e.amount for e in ledger if e.reason == reason
                   and (into is None or e.dst == into) and (out_of is None or e.src == out_of))

    card = sum(e.data.get("interest", 0) for e in game.events
               if e.player == 0 and e.key == "monster_carried")
    return {"net_worth": game.net_worth(me),
            "borrowed": total(Reason.LOAN_TAKEN, into=me.cash_account),
            "saved": total(Reason.SAVINGS_DEPOSIT, into=me.savings_account),
            "withdrew_early": sum(1 for e in ledger if e.reason == Reason.WITHDRAWAL_FEE
                                  and e.src == me.cash_account),
            "interest_earned": total(Reason.SAVINGS_INTEREST, into=me.cash_account),
            "interest_paid": total(Reason.LOAN_INTEREST, out_of=me.cash_account) + card}


@pytest.fixture(scope="module")
def games() -> dict[str, payday.Game]:
    return {name: seeded_game(name, variant, style, seed)
            for name, variant, style, seed in STUDENTS}


@pytest.fixture(scope="module")
def dashboard_url(tmp_path_factory, games):
    folder = tmp_path_factory.mktemp("dashboard")
    location = folder / "class.sqlite3"
    with Store(location) as store:
        for name, game in games.items():
            store.save(game, class_id=CLASS, student=name, game_id="lesson-1")
    with voila_server("notebooks/teacher.ipynb", folder, env={"PAYDAY_STORE": str(location)},
                      preheat=False) as base:
        yield base + "/"


def read_table(page, caption: str) -> list[dict]:
    """The rows of the table with this caption, as {column: text}."""
    return page.evaluate(
        """caption => {
            const table = [...document.querySelectorAll('table')]
                .find(t => t.caption && t.caption.innerText.trim() === caption);
            if (!table) return null;
            const heads = [...table.querySelectorAll('thead th')].map(th => th.innerText.trim());
            return [...table.querySelectorAll('tbody tr')].map(tr => Object.fromEntries(
                [...tr.cells].map((cell, i) => [heads[i], cell.innerText.trim()])));
        }""", caption)


def open_dashboard(page, url: str) -> None:
    # Voila streams the page while the notebook runs: wait for the table, not the "load" event
    page.goto(url, wait_until="commit", timeout=180_000)
    page.wait_for_selector(f"text={TABLE}", timeout=180_000)


def checkbox(page, label: str):
    return page.locator(".widget-checkbox", has_text=label).locator("input[type=checkbox]")


def test_the_class_figures_on_the_dashboard_are_the_engines(page, dashboard_url, games):
    """"A browser test opens the dashboard over a store of seeded games and checks the class
    figures against the engine.\""""
    open_dashboard(page, dashboard_url)
    rows = {row["student"]: row for row in read_table(page, TABLE)}
    assert set(rows) == set(games)
    expected = {name: engine_figures(game) for name, game in games.items()}
    for name, figures in expected.items():
        shown = {key: int(rows[name][key].replace(",", "")) for key in figures}
        assert shown == figures, name
        assert rows[name]["edition"] == games[name].variant
    # the seeds were chosen so that the class shows each behaviour
    assert any(f["borrowed"] for f in expected.values())
    assert any(f["withdrew_early"] for f in expected.values())
    assert any(not (f["borrowed"] or f["saved"]) for f in expected.values())

    by_currency = {}
    for name, game in games.items():
        by_currency.setdefault(game.rules.currency, []).append(name)
    summary = (f"{len(games)} students: "
               f"{sum(1 for f in expected.values() if f['borrowed'])} borrowed, "
               f"{sum(1 for f in expected.values() if f['saved'])} saved, "
               f"{sum(1 for f in expected.values() if f['withdrew_early'])} withdrew early. "
               + "; ".join(
                   f"Interest earned {i18n.money(sum(expected[n]['interest_earned'] for n in names), currency, 'en')}, "
                   f"interest paid {i18n.money(sum(expected[n]['interest_paid'] for n in names), currency, 'en')}"
                   for currency, names in sorted(by_currency.items())) + ".")
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
    by_edition = {}
    for name, game in games.items():
        by_edition.setdefault(game.variant, []).append((game.net_worth(game.players[0]), name))
    ranked = [(edition, worth, name) for edition in sorted(by_edition)
              for worth, name in sorted(by_edition[edition], key=lambda x: (-x[0], x[1]))]
    assert [(r["edition"], int(r["net_worth"].replace(",", ""))) for r in board] == [
        (edition, worth) for edition, worth, _name in ranked]
    assert not set(games) & {r["student"] for r in board}, "anonymous by default"

    checkbox(page, "Anonymous leaderboard").uncheck()
    page.wait_for_function(
        "name => [...document.querySelectorAll('table')].some(t => t.innerText.includes(name)"
        " && t.caption && t.caption.innerText.includes('Leaderboard'))", arg=ranked[0][2])
    assert [r["student"] for r in read_table(page, BOARD)] == [name for *_x, name in ranked]

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
    rows = {row["student"]: row for row in read_table(page, TABLE)}
    assert int(rows["Fay"]["net_worth"].replace(",", "")) == engine_figures(newcomer)["net_worth"]


# ---------------------------------------------------------------- the app's side of the store
def test_a_students_game_is_saved_as_it_goes_and_resumed_after_a_kernel_restart(
        page, voila_url, app_store):
    """"When the class plays on the teacher's own Voila server, every game saves itself as it
    goes to a class store" and "a student's game survives a kernel restart: it is resumed from
    the store by replay". A new page is a new kernel: only the store remembers the game."""
    from .test_app import click_and_wait, open_app, saved_game
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
