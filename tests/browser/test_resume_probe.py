"""Probed as it was found: a classmate's device sends, over the page's own
websocket, the keeper widget's update of the codes its browser "remembers", holding 200,000
candidate codes with the victim's code far down the list. The real Voila app (127.0.0.1)
checks a handful of them, each a guess counted in the class store, and offers nothing.

The page's websocket is made to speak Jupyter's plain JSON protocol (no subprotocol), so that
the one outgoing message that syncs the remembered codes can be rewritten on its way, as a
small client of the websocket could send it. Bounded: one message, waits of seconds."""
from __future__ import annotations

import random
import time

import pytest

from payday.classroom import guesses
from payday.classroom.records import StoreError
from payday.classroom.schema import CODE_ALPHABET, CODE_LENGTH
from payday.classroom.store import Store

from tests.support.app_page import click_and_wait, open_app

pytestmark = pytest.mark.browser

CLASS, STUDENT = "7B-probe", "Ada"

# Before the page's scripts: every websocket speaks plain JSON, and the first update of the
# keeper's `codes` it sends is replaced by `window.PROBE_CODES` (then it is left alone). KEY is
# the class and the student, as the keeper names them.
REWRITE = """
(() => {
  // One code kept, so that the keeper has something to sync as the page renders.
  localStorage.setItem("payday-resume-codes", JSON.stringify({"KEY": ["ZZZZZZ"]}));
  const Plain = window.WebSocket;
  window.PROBE_SENT = 0;
  window.WebSocket = function (url) { return wrap(new Plain(url)); };
  window.WebSocket.prototype = Plain.prototype;
  Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
  function wrap(socket) {
    const send = socket.send.bind(socket);
    socket.send = (data) => {
      if (typeof data === "string" && window.PROBE_CODES && !window.PROBE_SENT) {
        const message = JSON.parse(data);
        const state = message.content && message.content.data && message.content.data.state;
        if (state && "codes" in state) {
          state.codes = window.PROBE_CODES;
          const rewritten = JSON.stringify(message);
          window.PROBE_SENT = rewritten.length;
          return send(rewritten);
        }
      }
      return send(data);
    };
    return socket;
  }
})();
"""


def counted(store_path) -> int:
    """The guesses the store counted for the name (none where it counts none)."""
    with Store(store_path) as store:
        try:
            rows = store._execute("SELECT guesses FROM code_guesses WHERE class_id = ? "
                                  "AND student = ?", (CLASS, STUDENT))
        except StoreError:
            return 0
    return rows[0][0] if rows else 0


def test_a_page_sending_200000_remembered_codes_is_offered_no_classmates_game(browser, voila_url, app_store):
    ada = browser.new_context()
    try:
        page = ada.new_page()
        open_app(page, voila_url, **{"class": CLASS, "student": STUDENT, "lang": "en"})
        page.click("button.pd-start")
        page.wait_for_selector("button.pd-main", timeout=60_000)
        click_and_wait(page, "button.pd-main")
    finally:
        ada.close()
    with Store(app_store) as store:
        (row,) = [r for r in store.rows(CLASS) if r.key.student == STUDENT]
    rng = random.Random(26)
    candidates = ["".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
                  for _ in range(200_000)]
    candidates = [code for code in candidates if code != row.code]
    candidates.insert(100_000, row.code)

    classmate = browser.new_context()          # another device: nothing in its localStorage
    try:
        page = classmate.new_page()
        page.add_init_script(REWRITE.replace("KEY", f"{CLASS}\\n{STUDENT}"))
        page.add_init_script(f"window.PROBE_CODES = {{'{CLASS}\\n{STUDENT}': {candidates!r}}};")
        open_app(page, voila_url, **{"class": CLASS, "student": STUDENT, "lang": "en"})
        page.wait_for_function("() => window.PROBE_SENT > 0", timeout=30_000)
        assert page.evaluate("() => window.PROBE_SENT") > 1_000_000, "the 2 MB message went out"
        offered = page.locator("button.pd-resume")
        deadline = time.monotonic() + 30           # until the kernel offers or counts
        while (offered.count() == 0 and counted(app_store) < guesses.REMEMBERED
               and time.monotonic() < deadline):
            time.sleep(0.3)
        page.wait_for_timeout(1_000)               # the start screen redrawn after the check
        assert offered.count() == 0, "Ada's game is not offered"
        assert counted(app_store) == guesses.REMEMBERED, "a handful checked, each a guess"
    finally:
        classmate.close()
