"""The page's own guards, which work in the browser when the kernel cannot.

- **A closed page's kernel.** The page sets the `_xsrf` cookie that Voila's shutdown request
  on closing needs, when the server did not (stock Voila, as on Binder).
- **A kernel gone.** A kernel culled, shut down or lost with a restarted server leaves a page
  that looks alive and answers nothing. The browser asks the server every `poll_seconds`
  whether the page's kernel still exists (`GET api/kernels/<id>`, the id Voila writes into the
  page); when it is gone (404), or the server does not answer twice in a row, a banner says so
  and offers to resume the game from the class store: a link to the same page with the class,
  the student and the game's resume code (`resume=`), which the new page's kernel checks on the
  server as a typed code is. Its words are synced from the kernel ahead, since a dead kernel
  cannot say them any more.
- **A file too large to open.** An upload button (ipywidgets' FileUpload) sends the chosen
  files whole, as one websocket message, however large: 12 MB or more dropped the page's
  connection without a word, and later uploads did nothing. A click on the button this widget
  takes over (`picker_for`: the app's "open a game file", the dashboard's "upload game files")
  opens the widget's own file picker instead (of one file, or of several with `multiple`).
  The picker stops each file past `max_upload` bytes before anything is sent (the kernel is
  told its name and size, and says what it says of any file too large), and sends each file it
  accepts as bytes in a message of its own, so that no message is larger than a game can be.

  The messages of one choice: `{"open": name}` with the file's bytes, or
  `{"too_big": size, "name": name}`, for each file in the order chosen; then `{"picked": n}`.
  `picked_file` reads one message (the app opens its one file as it comes:
  `App.on_page_message`); `on_pick` hands each file over as a `PickedFile` and says when the
  choice is complete (the dashboard loads each game as it comes and redraws once).

The widget is invisible until the banner shows.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any
from dataclasses import dataclass

import anywidget
import traitlets

from payday.analysis.palette import VERMILLION

POLL_SECONDS = 10       # 30 pages asking every 10 s is 3 light requests a second
NAME_CHARS = 200        # a file's name as the kernel keeps it (a page could send any string)

ESM = """
export default {
  render({ model, el }) {
    let config = {};
    try {
      config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
    } catch (e) { /* not in Voila: nothing to watch */ }
    const base = config.baseUrl || "/";
    const kernel = config.kernelId;

    // Voila's page asks for its kernel's shutdown as it closes, with the `_xsrf` cookie's
    // value; stock Voila (Binder, a plain `voila`) never sets that cookie, so the request was
    // refused and every closed page's kernel lived on. The page sets one, as a Jupyter page
    // does: a random token that the server compares with the copy the request carries
    // (another site can neither read nor set it). `payday.classroom.serving` sets it on the server.
    if (kernel && !/(^|;\\s*)_xsrf=/.test(document.cookie)) {
      const token = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((byte) => byte.toString(16).padStart(2, "0")).join("");
      document.cookie = `_xsrf=${token}; path=${base}; SameSite=Strict`;
    }

    // The page's upload button (ipywidgets' FileUpload, `picker_for`) reads every chosen file
    // whole into one websocket message. Its click opens this picker instead, which stops each
    // file too large before anything is sent, and sends each file it accepts on its own.
    const picker = document.createElement("input");
    picker.type = "file";
    picker.accept = ".json";
    picker.multiple = model.get("multiple");
    picker.className = "pd-open-picker";
    picker.style.display = "none";
    picker.addEventListener("change", async () => {
      const files = [...(picker.files || [])];
      picker.value = "";                 // the same files can be chosen again later
      if (!files.length) return;
      for (const file of files) {
        if (file.size > model.get("max_upload")) {
          model.send({ too_big: file.size, name: file.name });
        } else {
          let data;
          try {
            data = await file.arrayBuffer();
          } catch (e) {                  // gone or unreadable since chosen: told as an empty file
            data = new ArrayBuffer(0);
          }
          model.send({ open: file.name }, undefined, [data]);
        }
      }
      model.send({ picked: files.length });
    });
    el.appendChild(picker);
    const takeOver = (event) => {
      if (!model.get("picker_for") || !(event.target instanceof Element) ||
          !event.target.closest(model.get("picker_for"))) return;     // "": no button taken over
      event.stopImmediatePropagation();
      event.preventDefault();
      picker.click();
    };
    document.addEventListener("click", takeOver, true);

    let failures = 0, shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      const box = document.createElement("div");
      box.className = "pd-gone";
      box.setAttribute("role", "alert");
      box.style.cssText = "position:sticky;top:0;z-index:1000;background:#fff;" +
        "border:3px solid " + model.get("alert_colour") + ";padding:10px;margin:6px;font-weight:600";
      const text = document.createElement("p");
      text.textContent = model.get("gone_text");
      box.appendChild(text);
      const query = new URLSearchParams(location.search);
      const resume = new URLSearchParams(model.get("resume_query"));
      for (const [k, v] of resume) query.set(k, v);
      const link = document.createElement("a");
      link.className = resume.has("resume") ? "pd-gone-resume" : "pd-gone-reload";
      link.textContent = resume.has("resume") ? model.get("resume_label") : model.get("reload_label");
      link.href = location.pathname + "?" + query.toString();
      box.appendChild(link);
      document.body.prepend(box);
    };
    const check = async () => {
      if (!kernel || shown) return;
      try {
        const answer = await fetch(`${base}api/kernels/${kernel}`,
                                   { credentials: "same-origin", cache: "no-store" });
        failures = 0;
        if (answer.status === 404) show();
      } catch (e) {
        failures += 1;                   // the server itself is gone (stopped, restarting)
        if (failures >= 2) show();
      }
    };
    const every = model.get("poll_seconds");      // 0: this page does not watch its kernel
    const timer = every > 0 ? setInterval(check, every * 1000) : undefined;
    return () => {
      clearInterval(timer);
      document.removeEventListener("click", takeOver, true);
    };
  },
};
"""


@dataclass(frozen=True)
class PickedFile:
    """A file chosen in the page's picker: its bytes, or None when the browser stopped it as
    too large and sent only its size."""

    name: str
    content: bytes | None
    size: int


def file_name(raw: object) -> str:
    """A file's name as the page sent it, safe to keep and show: text, of a bounded length,
    with no lone surrogate (a name holding one breaks every redraw)."""
    name = raw if isinstance(raw, str) else ""
    return name[:NAME_CHARS].encode("utf-8", "replace").decode("utf-8") or "?"


def picked_file(content: dict[str, Any], buffers: list[Any]) -> PickedFile | None:
    """The file one message of the picker carries (see the module's doc), or None for anything
    else a page might send (never evaluated)."""
    size = content.get("too_big")
    if "open" in content and buffers:
        data = bytes(buffers[0])
        return PickedFile(file_name(content["open"]), data, len(data))
    if isinstance(size, int) and not isinstance(size, bool) and size > 0:
        return PickedFile(file_name(content.get("name")), None, size)
    return None


class PageWatch(anywidget.AnyWidget):
    """Watches the page's kernel and the size of opened files (see the module's doc)."""

    _esm = ESM
    gone_text = traitlets.Unicode().tag(sync=True)
    resume_label = traitlets.Unicode().tag(sync=True)
    reload_label = traitlets.Unicode().tag(sync=True)
    resume_query = traitlets.Unicode().tag(sync=True)    # class, student and resume code
    max_upload = traitlets.Int().tag(sync=True)
    poll_seconds = traitlets.Int(POLL_SECONDS).tag(sync=True)
    picker_for = traitlets.Unicode("button.pd-open").tag(sync=True)   # the button taken over ("": none)
    multiple = traitlets.Bool(False).tag(sync=True)                   # several files at once
    alert_colour = traitlets.Unicode(VERMILLION).tag(sync=True)       # the palette's, as the app's problems

    def __init__(self, **traits: Any) -> None:
        super().__init__(**traits)
        self._each_file: list[Callable[[PickedFile], None]] = []
        self._chosen: list[Callable[[], None]] = []

    def on_pick(self, each_file: Callable[[PickedFile], None], chosen: Callable[[], None]) -> None:
        """Call `each_file(file)` as each chosen file comes, in the order chosen, and `chosen()`
        once the last one has come (so a page redraws once for all). A file is handed over as
        it comes, so the kernel never holds a whole choice's bytes."""
        if not self._each_file:
            self.on_msg(self._receive)
        self._each_file.append(each_file)
        self._chosen.append(chosen)

    def _receive(self, _widget: Any, content: Any, buffers: list[Any]) -> None:
        if not isinstance(content, dict):
            return
        if "picked" in content:
            for chosen in self._chosen:
                chosen()
            return
        file = picked_file(content, buffers)
        if file is not None:
            for each_file in self._each_file:
                each_file(file)
