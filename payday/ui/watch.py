"""The page's own guards, which work in the browser when the kernel cannot.

- **A kernel gone.** A kernel culled, shut down or lost with a restarted server leaves a page
  that looks alive and answers nothing. The browser asks the server every `poll_seconds`
  whether the page's kernel still exists (`GET api/kernels/<id>`, the id Voila writes into the
  page); when it is gone (404), or the server does not answer twice in a row, a banner says so
  and offers to resume the game from the class store: a link to the same page with the class,
  the student and the game's resume code (`resume=`), which the new page's kernel checks on the
  server as a typed code is. Its words are synced from the kernel ahead, since a dead kernel
  cannot say them any more.
- **A file too large to open.** The app's "open a game file" button (ipywidgets' FileUpload)
  sends a chosen file whole, as one websocket message, however large: 12 MB or more dropped the
  page's connection without a word. Its click opens this widget's own file picker instead,
  which stops a file past `max_upload` bytes before anything is sent (the kernel is told its
  size and says what it says of any file too large), and sends a file it accepts as bytes to
  `App.on_page_message`, which opens it as the button would.

The widget is invisible until the banner shows.
"""
from __future__ import annotations

import anywidget
import traitlets

POLL_SECONDS = 10       # 30 pages asking every 10 s is 3 light requests a second

ESM = """
export default {
  render({ model, el }) {
    let config = {};
    try {
      config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
    } catch (e) { /* not in Voila: nothing to watch */ }
    const base = config.baseUrl || "/";
    const kernel = config.kernelId;

    // The page's "open a game file" button (ipywidgets' FileUpload, class pd-open) reads any
    // file whole into one websocket message. Its click opens this picker instead, which
    // stops a file too large before anything is sent, and sends a file it accepts as bytes.
    const picker = document.createElement("input");
    picker.type = "file";
    picker.accept = ".json";
    picker.className = "pd-open-picker";
    picker.style.display = "none";
    picker.addEventListener("change", async () => {
      const file = picker.files && picker.files[0];
      if (!file) return;
      picker.value = "";                 // the same file can be opened again later
      if (file.size > model.get("max_upload")) {
        model.send({ too_big: file.size });
        return;
      }
      model.send({ open: file.name }, undefined, [await file.arrayBuffer()]);
    });
    el.appendChild(picker);
    const takeOver = (event) => {
      if (!(event.target instanceof Element) || !event.target.closest("button.pd-open")) return;
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
        "border:3px solid #D55E00;padding:10px;margin:6px;font-weight:600";
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
    const timer = setInterval(check, model.get("poll_seconds") * 1000);
    return () => {
      clearInterval(timer);
      document.removeEventListener("click", takeOver, true);
    };
  },
};
"""


class PageWatch(anywidget.AnyWidget):
    """Watches the page's kernel and the size of opened files (see the module's doc)."""

    _esm = ESM
    gone_text = traitlets.Unicode().tag(sync=True)
    resume_label = traitlets.Unicode().tag(sync=True)
    reload_label = traitlets.Unicode().tag(sync=True)
    resume_query = traitlets.Unicode().tag(sync=True)    # class, student and resume code
    max_upload = traitlets.Int().tag(sync=True)
    poll_seconds = traitlets.Int(POLL_SECONDS).tag(sync=True)
