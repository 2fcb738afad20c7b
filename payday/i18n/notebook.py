"""Showing the catalogs' texts in a notebook.

`HTML` is IPython's HTML output with its dollar signs kept away from MathJax (see
`formats.dollar_safe`): notebooks import it in place of `IPython.display.HTML`.
"""
from __future__ import annotations

from typing import Any

from IPython.display import HTML as _IPythonHTML

from payday.i18n.formats import dollar_safe


class HTML(_IPythonHTML):
    def __init__(self, data: Any = None, *args: Any, **kwargs: Any) -> None:
        super().__init__(dollar_safe(data) if isinstance(data, str) else data, *args,  # type: ignore[no-untyped-call]
                         **kwargs)
