"""Where the class store lives by default, on every platform."""
from __future__ import annotations

import os

import platformdirs

from payday.classroom import store

def test_the_class_store_lives_in_the_platforms_user_data_folder(monkeypatch, tmp_path):
    """"The class store's default lives in the user's data folder for the platform
    (platformdirs), not in the home folder's dotfile"; a store already at the old place is
    still the one used, so no teacher loses a class."""
    monkeypatch.delenv("PAYDAY_STORE", raising=False)
    monkeypatch.setattr(store, "OLD_DEFAULT", tmp_path / "home" / ".payday" / "class.sqlite3")
    expected = os.path.join(platformdirs.user_data_dir("payday", appauthor=False), "class.sqlite3")
    assert store.default_location() == expected
    store.OLD_DEFAULT.parent.mkdir(parents=True)
    store.OLD_DEFAULT.write_bytes(b"")
    assert store.default_location() == str(store.OLD_DEFAULT), "the old store is kept"
    monkeypatch.setenv("PAYDAY_STORE", str(tmp_path / "chosen.sqlite3"))
    assert store.default_location() == str(tmp_path / "chosen.sqlite3")
