"""`redrawn` replaces what an Output widget shows without routing the kernel's output through
it (Voila's executor loses track of that routing under load, and the page hangs)."""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W
from IPython.core.interactiveshell import InteractiveShell
from IPython.display import HTML, display

from payday.ui.shared.redraw import redrawn


@pytest.fixture(autouse=True)
def shell():
    return InteractiveShell.instance()      # display() publishes through the running shell


def shown(out):
    return [o["data"]["text/html"] for o in out.outputs]


def test_what_the_block_displays_becomes_the_widget_content():
    out = W.Output()
    with redrawn(out):
        display(HTML("<p>one</p>"))
        display(HTML("<p>two</p>"))
    assert shown(out) == ["<p>one</p>", "<p>two</p>"]
    assert all(o["output_type"] == "display_data" for o in out.outputs)


def test_a_redraw_replaces_the_previous_content_and_an_empty_block_clears_it():
    out = W.Output()
    with redrawn(out):
        display(HTML("<p>old</p>"))
    with redrawn(out):
        display(HTML("<p>new</p>"))
    assert shown(out) == ["<p>new</p>"]
    with redrawn(out):
        pass
    assert out.outputs == ()


def test_an_early_return_inside_the_block_still_redraws():
    out = W.Output()

    def draw(empty):
        with redrawn(out):
            if empty:
                display(HTML("<p>nothing yet</p>"))
                return
            display(HTML("<p>chart</p>"))

    draw(True)
    assert shown(out) == ["<p>nothing yet</p>"]
    draw(False)
    assert shown(out) == ["<p>chart</p>"]


def test_nothing_leaks_to_the_cell_that_runs_the_block(capsys):
    out = W.Output()
    with redrawn(out):
        display(HTML("<p>inside</p>"))
    assert "inside" not in capsys.readouterr().out
