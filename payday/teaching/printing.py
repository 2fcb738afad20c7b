"""The teacher's pack on paper: every worksheet, answer key and teacher's guide as a PDF.

    payday pdf                         # or: ./workbook pdf
    payday pdf 03 --lang zh-Hant

Each lesson's Markdown is turned into HTML (mistune) with a print stylesheet, and Debian's
chromium prints it (`--headless --print-to-pdf`), the browser kaleido already uses. Chinese
pages name the Noto CJK font (Debian's `fonts-noto-cjk`) so that chromium embeds it rather than
drawing boxes. `payday pdf --out DIR` writes the papers from the package's templates into DIR,
then the PDFs beside them (in a checkout, lessons/, where they are never committed).
"""
from __future__ import annotations

import html
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from payday.i18n.languages import FALLBACK_LANGUAGE, LANGUAGES, record
from payday.teaching.lessons import LESSONS_DIR

# The documents a teacher prints, per lesson, each in every language (and lessons/glossary.<lang>.md);
# a name without a language is in English. Each language's fonts and page `lang` are its record's.
PRINTED = ("worksheet.*.md", "answer-key.*.md", "guide.*.md")
STYLE = """
@page { size: A4; margin: 16mm 16mm 18mm 16mm;
        @bottom-center { content: counter(page) " / " counter(pages); font-size: 9pt; color: #555; } }
html { font-family: %(font)s; font-size: 11pt; line-height: 1.45; color: #000; }
h1 { font-size: 17pt; margin: 0 0 6pt; }
h2 { font-size: 13pt; margin: 12pt 0 4pt; break-after: avoid; }
h3 { font-size: 11.5pt; margin: 10pt 0 3pt; break-after: avoid; }
p, li { margin: 3pt 0; }
table { border-collapse: collapse; width: 100%%; margin: 4pt 0 8pt; break-inside: avoid; }
th, td { border: 0.6pt solid #444; padding: 4pt 6pt; text-align: left; vertical-align: top; }
td:empty::after { content: "\\00a0"; }
tr { height: 18pt; }
th { background: #eee; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: 9.5pt; }
.blank { display: inline-block; border-bottom: 0.6pt solid #000; height: 1.1em; vertical-align: bottom; max-width: 100%%; }
blockquote { border-left: 3pt solid #999; margin: 6pt 0; padding: 2pt 8pt; background: #f4f4f4; }
"""


class PrintError(RuntimeError):
    """A pack could not be printed: no chromium, a missing font, or chromium failed."""


@dataclass(frozen=True)
class Document:
    source: Path
    lang: str

    @property
    def target(self) -> Path:
        return self.source.with_suffix(".pdf")


def language_of(path: Path) -> str:
    """worksheet.zh-Hant.md -> 'zh-Hant'; plan.md -> 'en'."""
    parts = path.name.split(".")
    return parts[-2] if len(parts) > 2 and parts[-2] in LANGUAGES else FALLBACK_LANGUAGE


def documents(directory: Path = LESSONS_DIR, lessons: tuple[str, ...] = (),
              langs: tuple[str, ...] = ()) -> list[Document]:
    """The documents to print: every lesson's (or those whose folder starts with one of
    `lessons`, a lesson's number say), in every language (or those in `langs`)."""
    found = []
    for folder in sorted(p for p in directory.iterdir() if p.is_dir() and p.name[:2].isdigit()):
        if lessons and not folder.name.startswith(lessons):
            continue
        for pattern in PRINTED:
            for source in sorted(folder.glob(pattern)):
                doc = Document(source, language_of(source))
                if not langs or doc.lang in langs:
                    found.append(doc)
    if not lessons:                  # the students' glossary, shared by the six lessons
        found += [Document(source, language_of(source)) for source in sorted(directory.glob("glossary.*.md"))
                  if not langs or language_of(source) in langs]
    return found


BLANK = re.compile(r"_{3,}")     # "________": a space for the student to write in


def blanks(markdown_text: str) -> str:
    """Writing spaces as underlined gaps of the same length. Left as underscores, Markdown reads
    them as bold markers or rules."""
    return BLANK.sub(lambda m: f'<span class="blank" style="width: {len(m.group(0)) * 0.42:.1f}em"></span>',
                     markdown_text)


# A line break after a Chinese character or full-width mark, inside a paragraph: a browser prints it
# as a space ("2 個月。 明天"), where Chinese has none.
CJK_BREAK = re.compile(r"(?<=[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])\n(?=[^\n<])")
# Likewise the space after a bold lead that ends on a full-width mark ("**答案：** NT$1").
CJK_BOLD_SPACE = re.compile(r"(?<=[\u3000-\u303f\uff00-\uffef])</strong> ")


def page(markdown_text: str, lang: str) -> str:
    """A Markdown document as a printable HTML page in its language."""
    import mistune
    render = mistune.create_markdown(escape=False, plugins=["table", "strikethrough"])
    body = str(render(blanks(markdown_text)))     # mistune's HTML renderer returns a str
    language = record(lang)
    if not language.typography.word_spaces:     # a line break there is no space
        body = CJK_BOLD_SPACE.sub("</strong>", CJK_BREAK.sub("", body))
    heading = re.search(r"^# (.+)$", markdown_text, re.M)
    title = html.escape(heading.group(1) if heading else "")
    return (f'<!DOCTYPE html>\n<html lang="{language.html_lang}"><head><meta charset="utf-8">'
            f"<title>{title}</title><style>{STYLE % {'font': language.fonts}}</style></head>"
            f"<body>{body}</body></html>\n")


def chrome_path() -> str | None:
    """An installed Chrome or Chromium, on Windows, macOS or Linux: $BROWSER_PATH, else
    kaleido's own lookup (choreographer: the PATH, the Windows registry, the usual install
    folders, a Chrome fetched by `plotly_get_chrome`), else a chromium on the PATH; None when
    there is none. The PDFs and the charts' PNG export draw with it."""
    given = os.environ.get("BROWSER_PATH")
    if given and Path(given).exists():
        return given
    try:
        from choreographer.browsers.chromium import Chromium   # kaleido's (notebook extra)
        found: str | None = Chromium.find_browser(skip_local=False)
    except (ImportError, OSError, RuntimeError):
        found = None
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = found or shutil.which(name)
    return found


def chromium() -> str:
    """The browser to print with (`chrome_path`), or an error saying how to get one."""
    found = chrome_path()
    if not found:
        raise PrintError("no Chrome or Chromium was found: install Google Chrome (Windows, "
                         "macOS) or Debian's chromium (./workbook pdf does), or set BROWSER_PATH")
    return found


def check_fonts(docs: list[Document]) -> None:
    """Chinese pages need a CJK font (a language's record says which fontconfig language its
    font must cover), or chromium prints empty boxes without a word of warning."""
    if not shutil.which("fc-list"):
        return
    for language in dict.fromkeys(record(doc.lang) for doc in docs if record(doc.lang).font_check):
        listed = subprocess.run(["fc-list", f":lang={language.font_check}", "family"],
                                capture_output=True, text=True).stdout
        if not listed.strip():
            raise PrintError(f"no {language.english_name} font is installed: install Debian's "
                             f"{language.font_package} (./workbook pdf does)")


def print_pdf(doc: Document, browser: str, scratch: Path) -> Path:
    """One document printed to the PDF beside it."""
    source_html = scratch / (doc.source.parent.name + "-" + doc.source.stem + ".html")
    source_html.write_text(page(doc.source.read_text(encoding="utf-8"), doc.lang), encoding="utf-8")
    partial = scratch / (source_html.stem + ".pdf")
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--no-pdf-header-footer", f"--user-data-dir={scratch / 'profile'}",
               f"--print-to-pdf={partial}", source_html.as_uri()]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if done.returncode != 0 or not partial.exists() or partial.stat().st_size == 0:
        raise PrintError(f"chromium could not print {doc.source}: {done.stderr.strip()[-500:]}")
    shutil.move(partial, doc.target)    # whole or not at all: a failed print leaves no half file
    return doc.target


def build(docs: list[Document]) -> list[Path]:
    """Print every document; the browser profile and the HTML go in a temporary folder."""
    browser = chromium()
    check_fonts(docs)
    with tempfile.TemporaryDirectory(prefix="payday-pdf-") as scratch:
        return [print_pdf(doc, browser, Path(scratch)) for doc in docs]
