"""`./workbook pdf`: "Every worksheet, answer key and teacher's guide builds to PDF in the three
languages from its source by one command ... (Chinese needs a CJK font installed by the same
setup: Debian's fonts-noto-cjk)". The PDFs are checked through their text layer
(pdftotext) and their fonts (pdffonts), never by OCR."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from payday.teaching import printing
from payday.teaching.lessons import LESSONS_DIR

TOOLS = ("pdftotext", "pdffonts")
needs_tools = pytest.mark.skipif(
    not (shutil.which("chromium") and all(shutil.which(tool) for tool in TOOLS)),
    reason="printing needs chromium and poppler-utils (./workbook test installs them)")
SAMPLE = "03-saving"


def squeeze(text: str) -> str:
    """Text with every kind of space removed: PDF text comes back with its own line breaks."""
    return re.sub(r"\s+", "", text)


def title_and_question(markdown_text: str) -> tuple[str, str]:
    """A document's title and the words of its first question (up to its first writing blank)."""
    title = re.search(r"^# (.+)$", markdown_text, re.M).group(1)
    after = markdown_text.split("\n## 1.", 1)[1].split("\n")[1:]
    question = next(line for line in after if line.strip())
    return title, re.split(r"_{3,}", question.replace("**", ""))[0]


def test_every_lesson_prints_its_worksheets_key_and_guides_in_three_languages():
    docs = printing.documents()
    for folder in sorted(p.name for p in LESSONS_DIR.iterdir() if p.is_dir() and p.name[:2].isdigit()):
        mine = [doc for doc in docs if doc.source.parent.name == folder]
        names = {doc.source.name for doc in mine}
        assert {f"worksheet.{lang}.md" for lang in printing.LANGUAGES} <= names, folder
        assert {f"answer-key.{lang}.md" for lang in printing.LANGUAGES} <= names, folder
        assert {f"guide.{lang}.md" for lang in printing.LANGUAGES} <= names, folder
        assert {doc.lang for doc in mine} == set(printing.LANGUAGES), folder
        assert all(doc.target.parent == doc.source.parent and doc.target.suffix == ".pdf" for doc in mine)


def test_only_the_lessons_and_languages_asked_for_are_printed():
    docs = printing.documents(lessons=("03",), langs=("fr",))
    assert docs and all(d.source.parent.name == SAMPLE and d.lang == "fr" for d in docs)


def test_writing_blanks_stay_blanks_not_bold_text_or_rules():
    """Underscores left to Markdown turn a line bold ("__ ... __") or into a rule ("___")."""
    html = printing.page("# T\n\nName: ____  Date: ____\n\n______________\n", "en")
    assert "<strong>" not in html and "<hr" not in html
    assert html.count('class="blank"') == 3


def test_a_page_says_its_language_and_names_a_font_that_has_its_script():
    assert '<html lang="zh-Hant-TW">' in printing.page("# 標題\n", "zh-Hant")
    assert "Noto Sans CJK TC" in printing.page("# 標題\n", "zh-Hant")
    assert '<html lang="fr">' in printing.page("# Titre\n", "fr")


def copy_lesson(tmp_path, slug=SAMPLE):
    shutil.copytree(LESSONS_DIR / slug, tmp_path / slug, ignore=shutil.ignore_patterns("*.pdf"))
    return tmp_path


@needs_tools
def test_a_failed_print_is_a_clear_error_and_leaves_no_pdf(tmp_path, monkeypatch):
    directory = copy_lesson(tmp_path)
    monkeypatch.setenv("BROWSER_PATH", shutil.which("false"))
    docs = printing.documents(directory, langs=("en",))
    with pytest.raises(printing.PrintError, match="could not print"):
        printing.build(docs)
    assert list(directory.rglob("*.pdf")) == []


@needs_tools
def test_the_sample_lesson_prints_in_three_languages_with_its_words_and_fonts(tmp_path):
    """A sample per language (the whole pack is `./workbook pdf`): the title and the first
    question come back from each PDF's text layer, every font is embedded, and the Chinese
    pages are drawn with the CJK font the setup installs."""
    directory = copy_lesson(tmp_path)
    docs = printing.documents(directory)
    written = printing.build(docs)
    assert sorted(written) == sorted(doc.target for doc in docs)
    for doc in docs:
        text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(doc.target), "-"],
                              capture_output=True, text=True, check=True).stdout
        source = doc.source.read_text(encoding="utf-8")
        title = re.search(r"^# (.+)$", source, re.M).group(1)
        assert squeeze(title) in squeeze(text), doc.source.name
        if doc.source.name.startswith("worksheet."):
            _, question = title_and_question(source)
            assert squeeze(question) in squeeze(text), (doc.source.name, question)
        if doc.source.name.startswith("answer-key."):
            # The key reads back in its language: its first numbered answer, with its numbers
            # written the way the language writes them (« 50 € », « 7,2 mois », 「7.2 個月」).
            answer = re.search(r"^- \*\*1\.\*\* (.+)$", source, re.M).group(1).replace("*", "")
            assert squeeze(answer) in squeeze(text), (doc.source.name, answer)
        fonts = subprocess.run(["pdffonts", str(doc.target)], capture_output=True, text=True,
                               check=True).stdout.splitlines()[2:]
        assert fonts and all(line.split()[-5] == "yes" for line in fonts), (doc.source.name, fonts)
        if doc.lang == "zh-Hant":
            assert re.search(r"[\u4e00-\u9fff]", text)
            # Chromium embeds Noto CJK (an OpenType CFF font) as Type 3 glyphs, which carry no
            # name; a TrueType CJK font keeps its name. Either way the font the page names must
            # be the one installed, or chromium would have drawn another.
            named = any(re.search(r"CJK|Noto|WenQuanYi|Hei|Ming", line) for line in fonts)
            assert named or any(" Type 3 " in line for line in fonts), fonts
            matched = subprocess.run(["fc-match", "-f", "%{family}", "Noto Sans CJK TC"],
                                     capture_output=True, text=True).stdout
            assert "Noto Sans CJK TC" in matched, matched


def test_no_document_is_found_for_a_lesson_that_does_not_exist():
    """`payday pdf 99` has nothing to print (the command line says so)."""
    assert printing.documents(lessons=("99",)) == []


def test_the_students_glossary_is_printed_in_three_languages():
    docs = [d for d in printing.documents() if d.source.name.startswith("glossary.")]
    assert sorted(d.lang for d in docs) == sorted(printing.LANGUAGES)
    assert all(d.target.parent == LESSONS_DIR for d in docs)
    assert not any(d.source.name.startswith("glossary.") for d in printing.documents(lessons=("03",)))
