"""What every browser test reads on a page: no message key, no missing text, no English on
another language's page; buttons whose words are cut; Chinese drawn in a CJK font; what sticks
out on a phone's width."""
from __future__ import annotations

import re

MISSING_MARK = re.compile(r"\[[^\]\n]{1,60}\]")   # how the catalogs mark a missing text


def assert_reads_clean(text: str, lang: str, *, key_like: re.Pattern, english_leaks) -> None:
    """A page in `lang` shows no message key, no missing-text mark, no traceback and, outside
    English, none of the English words `english_leaks(text, lang)` looks for."""
    assert not key_like.search(text), f"a message key shows: {key_like.search(text).group(0)}"
    assert not MISSING_MARK.search(text), f"a missing text: {MISSING_MARK.search(text).group(0)}"
    assert "Traceback" not in text
    if lang != "en":
        assert english_leaks(text, lang) == []


# Buttons whose words do not fit and end in "…" (ipywidgets hides a button's overflow).
CUT_BUTTONS = """() => [...document.querySelectorAll('button')]
    .filter(b => b.offsetWidth > 0 && b.scrollWidth > b.clientWidth + 1).map(b => b.innerText)"""
# Font families that draw Chinese: Debian's fonts-noto-cjk and fonts-wqy-*, and the like.
CJK_FONT = re.compile(r"CJK|WenQuanYi|Droid Sans Fallback|\b(Hei|Ming|Kai|Song|Sung)\b|\bTC\b", re.I)
HAN = re.compile(r"[\u3400-\u9fff]")


def han_in_other_fonts(page, selector: str) -> tuple[int, list[dict]]:
    """How many of the Chinese characters in `selector`'s text chromium did not draw with a CJK
    font (each would be a tofu box), and the fonts it used (Chrome DevTools' own report)."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    finally:
        cdp.detach()
    han = len(HAN.findall(page.inner_text(selector)))
    drawn = sum(font["glyphCount"] for font in fonts if CJK_FONT.search(font["familyName"]))
    return max(han - drawn, 0), fonts


PHONE = {"width": 375, "height": 667}
# What of the app sticks out past a phone's width: wide tables scroll inside their own box
# (.pd-scroll) and the chart inside its row, so neither counts.
STICKING_OUT = """width => [...document.querySelectorAll('.pd-app *')]
    .filter(e => !e.closest('.pd-scroll') && !e.closest('.js-plotly-plot'))
    .filter(e => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > width + 1)
    .map(e => e.tagName + '.' + e.className.toString().slice(0, 60))"""
