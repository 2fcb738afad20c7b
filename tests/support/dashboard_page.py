"""The teacher's dashboard in a real browser: the class of seeded games it is opened over, its
tables read as {column: text}, and its English words that must not show in another language."""
from __future__ import annotations

import re

import payday
from payday import i18n
from payday.players.play import play_out
from payday.players.styles import make_bot

from tests.support.browser import assert_reads_clean

CLASS = "7B"
# student, edition, the style the student's seat is played with, seed: between them they
# borrow, save, withdraw early, and do none of these.
STUDENTS = [("Ada", "bonne-paye", "saver", 2), ("Bo", "bonne-paye", "borrower", 1),
            ("Cy", "bonne-paye", "random", 4), ("Di", "bonne-paye", "cautious", 3),
            ("Eve", "payday", "random", 5)]
TABLE = i18n.t("dashboard.table.caption", "en")


def col(column: str, lang: str = "en") -> str:
    """A column's header on the dashboard."""
    return i18n.t(f"dashboard.col.{column}", lang)


def seeded_game(student: str, variant: str, style: str, seed: int, months: int = 2) -> payday.Game:
    """A student's finished game: the student's seat is a person's (as in the app), played
    here by a computer style, against two computer players."""
    specs = [payday.PlayerSpec(student, None), payday.PlayerSpec("Saver", "saver"),
             payday.PlayerSpec("Borrower", "borrower")]
    game = payday.new_game(variant, specs, months=months, seed=seed)
    bots = {0: make_bot(style, seed, 0), 1: make_bot("saver", seed, 1),
            2: make_bot("borrower", seed, 2)}
    return play_out(game, bots)


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


WIDGET_RACE = "Error displaying widget"


def open_dashboard(page, url: str, lang: str = "en") -> None:
    """Open the dashboard and wait until its widgets are drawn. Now and then Voila's front end
    draws a view before its model has arrived ("Error displaying widget: model not found",
    about one load in thirty here, in Voila itself); a teacher would reload, and so do we, once."""
    for _attempt in range(2):
        # Voila streams the page while the notebook runs: wait for the table, not "load"
        page.goto(url, wait_until="commit", timeout=180_000)
        page.wait_for_selector(f"text={i18n.t('dashboard.table.caption', lang)}", timeout=180_000)
        page.wait_for_selector(f".widget-checkbox, :text('{WIDGET_RACE}')", timeout=60_000)
        if WIDGET_RACE not in page.inner_text("body"):
            return
    raise AssertionError(f"the dashboard showed '{WIDGET_RACE}' on two loads in a row")


# English words of the dashboard that must not show on a French or Chinese page (whole words;
# student names, edition names such as "Pay Day" and the language menu's "English" are data).
ENGLISH = ["Teacher", "dashboard", "Class", "Reload", "Upload", "Student", "Students", "students",
           "Leaderboard", "leaderboard", "Anonymous", "Show", "Net worth", "Interest", "interest",
           "earned", "paid", "borrowed", "saved", "withdrew", "games", "loaded", "Not loaded",
           "Player", "Place", "Edition", "the", "and", "your", "one row"]
KEY_LIKE = re.compile(r"\b(dashboard|charts|app|edition|lesson)\.[a-z_]+(\.[a-z_-]+)*\b")


def english_leaks(text: str, lang: str) -> list[str]:
    """The English words of the list, and the English text of every dashboard key, that show on
    a page in another language (unless that language uses the same words)."""
    def shows(words: str) -> bool:
        return re.search(rf"(?<![A-Za-zÀ-ÿ]){re.escape(words)}(?![A-Za-zÀ-ÿ])", text) is not None

    found = [word for word in ENGLISH if shows(word)]
    for key, entry in i18n.catalog().items():
        if key.startswith("dashboard.") and "{" not in entry["en"] and entry["en"] != entry[lang]:
            found += [entry["en"]] if shows(entry["en"]) else []
    return found


def assert_clean(text: str, lang: str) -> None:
    assert_reads_clean(text, lang, key_like=KEY_LIKE, english_leaks=english_leaks)
