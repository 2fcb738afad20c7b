"""The dashboard says why an uploaded file did not load in the page's language."""
from __future__ import annotations

import json

import pytest

from payday import i18n
from payday.engine import saves

from tests.support.dashboard_page import assert_clean, open_dashboard, seeded_game


@pytest.mark.parametrize("lang", ["fr", "zh-Hant"])
def test_a_corrupt_upload_is_explained_in_the_dashboard_s_language(page, dashboard_url, games, lang):
    """Why a file did not load reads in the page's language (the store's English message is
    the tooltip), with no English sentence and no key name."""
    open_dashboard(page, f"{dashboard_url}?lang={lang}", lang)
    old = json.loads(seeded_game("Gus", "bonne-paye", "saver", 7, months=1).to_json())
    old["version"] = 9
    with page.expect_file_chooser() as chooser:
        page.locator(".widget-upload, button", has_text=i18n.t("dashboard.upload", lang)).first.click()
    chooser.value.set_files(files=[
        {"name": "broken.json", "mimeType": "application/json", "buffer": b"{not json"},
        {"name": "old.json", "mimeType": "application/json", "buffer": json.dumps(old).encode()}])
    page.wait_for_selector(f"text={i18n.t('dashboard.not_loaded', lang)}", timeout=120_000)
    body = page.inner_text("body")
    assert i18n.t("save.not_json", lang) in body
    assert i18n.t("save.wrong_version", lang, found=9, expected=saves.VERSION) in body
    assert "not valid JSON" not in body and "this saved game" not in body
    assert_clean(body, lang)
    titles = page.eval_on_selector_all("span[title]", "spans => spans.map(s => s.title)")
    assert any("not valid JSON" in title for title in titles), "the English message is the tooltip"
