"""The browser's memory of a student's resume codes.

A game's resume code is made at its first save (see `payday.classroom.store`); the student's browser keeps
it in its `localStorage`, so that reopening the class link on the same device offers the game
at once, and another device needs the code typed. The codes are checked on the server
(`Store.find_code`): what a browser says it holds opens nothing by itself.

The widget is invisible. `codes` maps "class\\nstudent" to that student's codes, newest first;
the browser merges what it kept with what the kernel adds and syncs the result both ways.

A page can send anything in `codes` (a script once sent 200,000 "remembered" codes to find a
classmate's game): the kernel keeps only the first `MAX_CODES` of each student, as codes, and
`MAX_STUDENTS` students, and every code it checks counts as a guess in the store
(`payday.classroom.guesses`).
"""
from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from payday.classroom.guesses import REMEMBERED
from payday.classroom.records import MAX_KEY
from payday.classroom.schema import CODE_LENGTH, normal_code

MAX_CODES = REMEMBERED   # codes kept per class and student, newest first; the rest are ignored
MAX_STUDENTS = 40        # class and student pairs kept: a class's shared computer, and spares

ESM = """
const KEY = "payday-resume-codes";
function read() {
  try { return JSON.parse(localStorage.getItem(KEY) || "{}") || {}; } catch (e) { return {}; }
}
function merge(a, b) {
  const out = {};
  for (const src of [b, a]) {              // b (the kernel's) first: its new codes lead
    for (const [k, codes] of Object.entries(src || {})) {
      out[k] = (out[k] || []).concat((codes || []).filter((c) => !(out[k] || []).includes(c)));
      out[k] = out[k].slice(0, MAX_CODES);
    }
  }
  return out;
}
function write(codes) {
  try { localStorage.setItem(KEY, JSON.stringify(codes)); } catch (e) { /* private mode */ }
}
export default {
  render({ model, el }) {
    const merged = merge(read(), model.get("codes"));
    write(merged);
    model.set("codes", merged);
    model.save_changes();
    const keep = () => write(merge(read(), model.get("codes")));
    model.on("change:codes", keep);
    return () => model.off("change:codes", keep);
  },
};
""".replace("MAX_CODES", str(MAX_CODES))


def code_key(class_id: str, student: str) -> str:
    return f"{class_id}\n{student}"


class CodeKeeper(anywidget.AnyWidget):
    """Syncs a student's resume codes with the browser's localStorage (shown with no size)."""

    _esm = ESM
    codes = traitlets.Dict().tag(sync=True)

    @traitlets.validate("codes")
    def _only_a_handful(self, proposal: dict[str, Any]) -> dict[str, list[str]]:
        """What the page sent, cut down to what a browser of a class can hold: `MAX_STUDENTS`
        keys of a class and a name, each with its first `MAX_CODES` codes; anything else is
        ignored."""
        sent = proposal["value"]
        kept: dict[str, list[str]] = {}
        for key, codes in sent.items():
            if len(kept) == MAX_STUDENTS:
                break
            if not isinstance(key, str) or len(key) > 2 * MAX_KEY + 1 or not isinstance(codes, list):
                continue
            found = [normal_code(code) for code in codes[:MAX_CODES]
                     if isinstance(code, str) and len(code) <= 2 * CODE_LENGTH]
            kept[key] = list(dict.fromkeys(c for c in found if len(c) == CODE_LENGTH))
        return kept

    def known(self, class_id: str, student: str) -> list[str]:
        """The codes this browser holds for a student of a class, newest first (a handful)."""
        return list(self.codes.get(code_key(class_id, student), []))[:MAX_CODES]

    def keep(self, class_id: str, student: str, code: str) -> None:
        """Remember a new code in the browser, first in its student's list."""
        key = code_key(class_id, student)
        codes = [code] + [c for c in self.codes.get(key, []) if c != code]
        self.codes = {**self.codes, key: codes[:MAX_CODES]}
