"""Widgets a redraw replaces are closed.

A widget lives in its kernel until it is closed: ipywidgets keeps every one it made (and each
one's layout and style, widgets too) so that the page can reach it. A screen that redraws by
building new widgets and dropping the old ones (a decision's buttons, the start screen again
in another language, a list of games to resume) therefore grew its kernel for good: 3,000
small widget updates from one page took a kernel from 102 MB to over a gigabyte. `replace`
sets a box's children and closes every widget the old ones held that the new ones, and the
widgets the caller keeps for later, do not.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ipywidgets import Widget

__all__ = ["held", "replace"]


def held(widgets: Iterable[Any]) -> dict[int, Any]:
    """The widgets given and every widget they hold (children, layout, style: any synced
    trait whose value is a widget or a list of them), by identity."""
    found: dict[int, Any] = {}
    todo = [widget for widget in widgets if isinstance(widget, Widget)]
    while todo:
        widget = todo.pop()
        if id(widget) in found:
            continue
        found[id(widget)] = widget
        for name in widget.keys:
            value = getattr(widget, name, None)
            if isinstance(value, Widget):
                todo.append(value)
            elif isinstance(value, (list, tuple)):
                todo += [item for item in value if isinstance(item, Widget)]
    return found


def replace(box: Any, children: Sequence[Any], *, keep: Iterable[Any] = (),
            off_screen: Iterable[Any] = ()) -> None:
    """Show `children` in `box` in place of what it showed, and close the widgets that only
    the old children held (and `off_screen`: widgets of theirs not shown, a screen's parts
    that show only sometimes): not the new ones, nor `keep` (widgets shown again later, such
    as a page's status line), nor anything they hold.

    >>> import ipywidgets as w
    >>> status, old = w.HTML("kept"), w.Button(description="old")
    >>> box = w.VBox([status, old])
    >>> replace(box, [status, w.Button(description="new")])
    >>> old.comm is None, status.comm is not None, old.layout.comm is None
    (True, True, True)
    """
    before = held([*box.children, *off_screen])
    box.children = tuple(children)
    still = held([*children, *keep])
    for key, widget in before.items():
        if key not in still:
            widget.close()
