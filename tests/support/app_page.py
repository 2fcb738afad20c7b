"""The students' app in a real browser, driven as a student would: open it, click and wait for
the next decision, type an amount, upload and download a saved game, play to the end; and the
app's English words that must not show on a French or Chinese page."""
from __future__ import annotations

import base64
import os
import random
import re
from pathlib import Path

import payday
from payday import i18n

MAX_CLICKS = 600
SHOTS = Path(os.environ.get("PAYDAY_SCREENSHOTS", "")) if os.environ.get("PAYDAY_SCREENSHOTS") else None


def shot(page, name: str) -> None:
    """Screenshots for a person to look at, when PAYDAY_SCREENSHOTS names a folder."""
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        size = page.viewport_size
        page.set_viewport_size({"width": size["width"], "height": 3400})   # Voila scrolls inside
        page.screenshot(path=str(SHOTS / f"{name}.png"))
        page.set_viewport_size(size)


def open_app(page, url: str, **query) -> None:
    page.goto(url + "?" + "&".join(f"{k}={v}" for k, v in query.items()))
    page.wait_for_selector("button.pd-start", timeout=120_000)


def version(page) -> str:
    return page.get_attribute(".pd-version", "data-v")


def after(page, old: str) -> None:
    """Wait until the page shows a newer decision than `old`, with no computer player moving."""
    page.wait_for_function(
        "old => { const v = document.querySelector('.pd-version');"
        " return v && v.dataset.v !== old && v.dataset.busy === '0'; }", arg=old, timeout=30_000)


def click_and_wait(page, selector: str) -> None:
    old = version(page)
    page.locator(selector).first.click()
    after(page, old)


def fill_and_click(page, act: str, amount: int, group: str = "pd-free") -> None:
    old = version(page)
    page.locator(f".{group}.pd-amount-{act} input").first.fill(str(amount))
    page.locator(f"button.{group}.pd-act-{act}").first.click()
    after(page, old)


def upload(page, content: bytes) -> None:
    """Choose a file with the page's "open a saved game" button."""
    with page.expect_file_chooser() as chooser:
        page.click("button.pd-open")
    chooser.value.set_files(files=[{"name": "game.json", "mimeType": "application/json",
                                    "buffer": content}])


def saved_game(page, *, over: bool = False) -> tuple[bytes, payday.Game]:
    """The game the page offers for download (once it has ended, if `over`)."""
    for _ in range(100):
        href = page.get_attribute("a.pd-save", "href")
        content = base64.b64decode(href.split(",", 1)[1])
        game = payday.load_game(content)
        if game.is_over or not over:
            return content, game
        page.wait_for_timeout(100)
    raise AssertionError("the page never offered the finished game")


def play_turns(page, *, free_actions: set[str], pick: random.Random | None = None) -> set[str]:
    """Click through the game until it ends: the free actions listed once each, then the
    first main choice of every decision (its lowest amount when it asks for one), or a
    choice drawn by `pick`."""
    done, kinds = set(), set()
    for _ in range(MAX_CLICKS):
        if page.locator(".pd-over").count():
            return kinds
        page.wait_for_selector(".pd-decision button.pd-option", timeout=30_000)
        kinds.add(page.inner_text(".pd-question").split(":")[0])
        for act, amount in (("deposit", 100), ("withdraw", 100), ("borrow", None)):
            if act in free_actions and act not in done and page.locator(f"button.pd-act-{act}").count():
                if amount is None:
                    click_and_wait(page, f"button.pd-free.pd-act-{act}")
                else:
                    fill_and_click(page, act, amount)
                done.add(act)
                break
        else:
            choices = page.locator("button.pd-main").count()
            if choices:
                nth = pick.randrange(choices) if pick else 0
                old_version = version(page)
                page.locator("button.pd-main").nth(nth).click()
                after(page, old_version)
            else:                       # short of cash with no other choice: borrow
                click_and_wait(page, "button.pd-free.pd-act-borrow")
    raise AssertionError("the game did not end")


# English words of the app that must not show on a French or Chinese page (whole words).
ENGLISH = ["Roll", "Pay Day", "Savings", "Cash", "Loans", "Borrow", "Deposit", "Withdraw",
           "Undo", "New game", "Download", "Month", "Player", "Computer", "Mail", "Bills",
           "Deal", "Lottery", "Sweepstakes", "the", "and", "your", "Your"]
# Keys of texts on the game screen: their English words must not leak into other languages.
SCREEN_KEYS = ["app.undo", "app.new_game", "app.decision.heading",
               "app.calendar.heading", "app.panels.heading", "app.payday.heading",
               "app.chart.heading", "app.log.heading", "app.tools.heading", "app.download",
               "app.panel.cash", "app.panel.loans", "app.panel.bills", "app.decision.free"]
KEY_LIKE = re.compile(r"\b(app|ui|event|square|card|reason|chart|lesson)s?\.[a-z_]+(\.[a-z_]+)*\b")


def english_leaks(text: str, lang: str) -> list[str]:
    """The English words of the list, and the English texts of the screen's keys, that show
    on a page in another language (unless that language uses the same words). The editions'
    names in that language are names, not words to translate ("Pay Day (édition américaine)")."""
    for edition in payday.EDITIONS:
        text = text.replace(i18n.edition_name(edition, lang), "")
    found = [word for word in ENGLISH
             if re.search(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", text)]
    for key in SCREEN_KEYS:
        english = i18n.t(key, "en")
        if english != i18n.t(key, lang) and english in text:
            found.append(english)
    return found
