"""The documents say what the repository holds: every file or folder of the repository that the
README, docs/architecture.md, the lessons' papers and their templates name by path exists, so a
move (the notebooks to the top of the repository, a module split in two) cannot leave a stale
path behind for a teacher or a newcomer to follow."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOPS = ("payday", "notebooks", "tests", "benchmarks", "binder", "lessons", "docs", "build_backend")
# A path at the start of a word: not a user's folder (~/.local/share/payday/...), not a URL.
PATH = re.compile(rf"(?<![\w./~-])((?:{'|'.join(TOPS)})/[\w./-]*[\w/])")


def documents() -> list[Path]:
    return [ROOT / "README.md", ROOT / "docs" / "architecture.md",
            *sorted((ROOT / "lessons").rglob("*.md")),
            *sorted((ROOT / "payday" / "teaching" / "templates").rglob("*.md"))]


def test_every_path_the_documents_name_exists():
    """Each path a document names (placeholders such as <lesson> and a name's start such as
    tests/test_ aside) is a file or folder of the repository."""
    missing = []
    named = 0
    for document in documents():
        for path in PATH.findall(document.read_text(encoding="utf-8")):
            if path.endswith(("_", "-")):
                continue
            named += 1
            if not (ROOT / path).exists():
                missing.append(f"{document.relative_to(ROOT)}: {path}")
    assert named > 50, "the documents name the repository's files"
    assert not missing, "\n".join(missing)
