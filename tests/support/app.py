"""The students' app in process, without a browser: find its widgets by CSS class, start a
game or play a lesson by clicking them, and check that a view's code holds no words."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import ipywidgets as w

import payday
from payday.ui import App

VIEWS = Path(payday.__file__).parent / "ui" / "app" / "views.py"


def assert_hard_codes_no_words(views: Path) -> None:
    """String constants in a view's module are catalog keys, CSS, HTML or symbols: no
    capitalised word (docstrings aside)."""
    tree = ast.parse(views.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        if id(node) in docstrings:
            continue
        text = node.value
        for tag in ("<", ">"):
            text = text.replace(tag, " ")
        words = [word for word in text.split() if word.isalpha() and word.islower() is False]
        assert not words, f"a capitalised word in views.py: {node.value!r}"


def find(widget, cls: str):
    """Every descendant widget with a CSS class, in page order."""
    found = [widget] if cls in getattr(widget, "_dom_classes", ()) else []
    for child in getattr(widget, "children", ()):
        found += find(child, cls)
    return found


def start(variant: str, lang: str = "en", seed: int = 5) -> App:
    app = App(variant=variant, lang=lang, seed=seed, pace=0)
    find(app, "pd-start")[0].click()
    return app


def play_lesson(number: str, lang: str, seed: int = 1, **link) -> App:
    """Open the lesson's link, type a name, and click seeded random choices to the end."""
    app = App(lesson=number, lang=lang, pace=0, **link)
    find(app, "pd-lesson-name")[0].value = "Ada"
    find(app, "pd-lesson-start")[0].click()
    rng = random.Random(seed)
    for _ in range(400):
        if app.session.game.is_over:
            break
        buttons = [b for b in find(app.game_screen.decision, "pd-main") if isinstance(b, w.Button)]
        rng.choice(buttons).click()
    return app
