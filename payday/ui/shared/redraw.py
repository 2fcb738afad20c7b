"""Redrawing an `Output` widget in a notebook that Voila publishes.

`with out:` routes the kernel's own output stream through the widget. Voila's executor follows
that routing message by message, and on a loaded machine it loses track: the page stays at
"Executing 2 of 3" for good (4 page loads in 7 with both cores busy). `redrawn` captures
what the block displays and hands it to the widget as its state instead, which behaves the
same in JupyterLab, in Voila and under nbval. Only displays are captured: text printed in the
block goes to the cell, as it would outside the widget.
"""
from __future__ import annotations

from contextlib import contextmanager
from collections.abc import Iterator
from typing import Any

from IPython.utils.capture import capture_output


@contextmanager
def redrawn(out: Any) -> Iterator[None]:
    """Replace what the `ipywidgets.Output` `out` shows with what the block displays."""
    with capture_output(stdout=False, stderr=False) as captured:
        yield
    out.outputs = tuple({"output_type": "display_data", "data": shown.data,
                         "metadata": shown.metadata or {}} for shown in captured.outputs)
