"""Errors reach students and teachers in their language: the engine's errors carry a message key
and language-free values, and `payday.i18n.errors.describe_error` says them from the catalogs."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import payday
from payday.engine import saves
from payday import i18n
from payday.engine.decisions import CorruptSave, GameOver, IllegalDecision
from payday.engine.saves import MAX_BYTES
from payday.i18n.catalog import catalog_files
from payday.i18n.errors import describe_error
from payday.classroom.records import Problem, read_games
from payday.ui.dashboard import data as dashboard
from payday.ui.app.session import Session

ROOT = Path(__file__).resolve().parents[2]
ENGINE_SOURCES = sorted([*(ROOT / "payday" / "engine").glob("*.py"),
                         *(ROOT / "payday" / "editions").rglob("*.py"), ROOT / "payday" / "classroom" / "store.py",
                         ROOT / "payday" / "classroom" / "records.py"])
CJK = re.compile(r"[\u3400-\u9fff]")
ERRORS = catalog_files()["errors.json"]


def good_save(variant: str = "bonne-paye") -> dict:
    return json.loads(payday.new_game(variant, ["Ada", "Bo"], seed=1).to_json())


def damaged(**changes) -> str:
    data = good_save()
    for name, value in changes.items():
        if value is ...:
            del data[name]
        else:
            data[name] = value
    return json.dumps(data)


DAMAGED = {
    "not_json": '{"format": "payday-game", "version": 1, "decisions": [',
    "not_text": b"\xff\xfe\x00 not utf-8 \xc3",
    "too_large": b" " * (MAX_BYTES + 1),
    "not_payday": json.dumps({"format": "something-else"}),
    "wrong_version": damaged(version=7),
    "no_version": damaged(version=...),
    "players": damaged(players=[{"name": 3}]),
    "decisions": damaged(decisions="roll"),
    "rules": damaged(rules=[1, 2]),
    "settings": damaged(variant="monopoly"),
    "unreadable_decision": damaged(decisions=[["roll", None], ["fly", None]]),
    "illegal_decision": damaged(decisions=[["buy", None]]),
}


def load_error(content) -> CorruptSave:
    with pytest.raises(CorruptSave) as caught:
        payday.load_game(content)
    return caught.value


def english_free(text: str, english: str) -> bool:
    """No English sentence in `text`: neither the English detail nor its catalog sentence."""
    return english not in text and not re.search(r"\b(the|this|is not|saved game|cannot)\b", text)


# ------------------------------------------------------------------ keys in the catalogs
def raised_keys() -> set[str]:
    keys = set()
    for path in ENGINE_SOURCES:
        keys |= set(re.findall(r"""["']((?:save|illegal|store|error|setting)\.[a-z_.]+)["']""",
                               path.read_text(encoding="utf-8")))
    return keys


def test_every_error_key_the_engine_raises_is_in_the_catalogs_in_three_languages():
    keys = raised_keys() | {"save.generic", "illegal.generic", "illegal.game_over", "error.generic",
                            CorruptSave("x").key, IllegalDecision("x").key, GameOver("x").key}
    assert {"save.not_json", "illegal.not_a_choice", "store.not_replayable"} <= keys
    missing = [f"{key} [{lang}]" for key in sorted(keys) for lang in i18n.LANGUAGES
               if not ERRORS.get(key, {}).get(lang, "").strip()]
    assert missing == []


def test_every_raise_of_an_engine_error_gives_a_key():
    """Each `raise CorruptSave(...)` / `IllegalDecision(...)` / `GameOver(...)` in the engine and
    the editions names its message key (a plain one would only get the general sentence)."""
    bare = []
    for path in ENGINE_SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("CorruptSave", "IllegalDecision", "GameOver")
                    and not any(k.arg == "key" for k in node.keywords)):
                bare.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert bare == []


# ------------------------------------------------------------------ the errors themselves
def test_the_errors_stay_value_errors_with_english_messages_and_a_plain_one_still_works():
    plain = CorruptSave("this file is odd")
    assert isinstance(plain, ValueError) and str(plain) == "this file is odd"
    assert plain.key == "save.generic" and plain.values == {}
    assert issubclass(GameOver, IllegalDecision) and issubclass(IllegalDecision, ValueError)
    assert IllegalDecision("no").key == "illegal.generic" and GameOver("over").key == "illegal.game_over"
    error = load_error(DAMAGED["not_json"])
    assert str(error) == "this file is not a saved game (it is not valid JSON, or it was cut short)"


def test_each_kind_of_damaged_file_has_its_own_key_and_is_said_in_each_language():
    errors = {name: load_error(content) for name, content in DAMAGED.items()}
    keys = {name: error.key for name, error in errors.items()}
    assert keys.pop("no_version") == keys["wrong_version"], "one key, with a sentence for no version"
    assert len(set(keys.values())) == len(keys), keys
    assert all(key.startswith("save.") and key != "save.generic" for key in keys.values())
    for name, error in errors.items():
        en, fr, zh = (describe_error(error, lang) for lang in i18n.LANGUAGES)
        assert en and fr and zh and len({en, fr, zh}) == 3, name
        assert english_free(fr, str(error)), (name, fr)
        assert CJK.search(zh) and str(error) not in zh, (name, zh)
        assert error.key not in en + fr + zh and "Traceback" not in en + fr + zh


def test_the_values_are_language_free_data():
    error = load_error(DAMAGED["wrong_version"])
    assert error.values == {"found": 7, "expected": saves.VERSION}
    assert "7" in describe_error(error, "fr") and "7" in describe_error(error, "zh-Hant")
    assert "numéro de version" in describe_error(load_error(DAMAGED["no_version"]), "fr")
    json.dumps([load_error(content).values for content in DAMAGED.values()])


def test_a_move_that_does_not_fit_says_why_in_the_same_language():
    error = load_error(DAMAGED["illegal_decision"])
    assert error.values["number"] == 1 and error.values["cause"]["key"] == "illegal.not_a_choice"
    fr = describe_error(error, "fr")
    assert fr.startswith("le coup n° 1 de la sauvegarde") and "«\xa0Acheter\xa0»" in fr and "Ada" in fr
    zh = describe_error(error, "zh-Hant")
    assert "第 1 步" in zh and "「購買」" in zh


def test_an_illegal_decision_names_the_acts_in_the_reader_s_words():
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
    with pytest.raises(IllegalDecision) as caught:
        game.decide(payday.Option(payday.Act.BUY))
    error = caught.value
    assert str(error).startswith("Ada cannot buy now; the choices are:")
    assert error.key == "illegal.not_a_choice" and error.values["player"] == 0
    assert error.values["act"] == "buy" and "roll" in error.values["choices"]
    fr = describe_error(error, "fr", game=game)
    assert "«\xa0Acheter\xa0»" in fr and "Lancer le dé" in fr and english_free(fr, str(error))
    with pytest.raises(IllegalDecision) as caught:
        game.undo(5)
    assert caught.value.values == {"count": 5, "available": 0}
    assert "annuler" in describe_error(caught.value, "fr")


def test_a_ranged_option_says_its_range():
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
    ranged = next(o for o in game.pending.options if o.ranged)
    with pytest.raises(IllegalDecision) as caught:
        game.decide(ranged.with_amount(ranged.high + 1))
    assert caught.value.key == "illegal.amount" and caught.value.values["given"] == ranged.high + 1
    assert "montant" in describe_error(caught.value, "fr", game=game)


def test_the_game_over_error_is_said_too():
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
    game.pending = None
    with pytest.raises(GameOver) as caught:
        game.decide(payday.Option(payday.Act.ROLL))
    assert describe_error(caught.value, "zh-Hant") == "遊戲已經結束，沒有需要決定的事了"


def test_an_unknown_key_or_damaged_values_fall_back_to_the_general_sentence():
    assert describe_error(CorruptSave("x", key="save.from_the_future"), "fr") == \
        i18n.t("save.generic", "fr")
    assert describe_error(IllegalDecision("x", key="illegal.not_a_choice"), "zh-Hant") == \
        i18n.t("illegal.generic", "zh-Hant"), "placeholders it cannot fill: the general sentence"
    assert describe_error(IllegalDecision("x", key="illegal.undo", available=object()), "en")
    assert describe_error(KeyError("boom"), "fr") == i18n.t("error.generic", "fr")
    assert describe_error(CorruptSave("x", key=None), "xx") == i18n.t("save.generic", "en")


# ------------------------------------------------------------------ the app and the dashboard
def test_a_corrupt_file_opened_in_a_french_session_is_explained_in_french():
    session = Session("payday", [("Ada", None), ("Bo", None)], lang="fr")
    assert not session.open_saved(DAMAGED["not_json"].encode())
    message = session.message
    assert message.key == "app.msg.corrupt_save" and message.problem
    detail = message.values["detail"]
    assert detail == i18n.t("save.not_json", "fr") and english_free(detail, str(message.error))
    shown = i18n.t(message.key, "fr", **message.values)
    assert "JSON valide" in shown and "not valid JSON" not in shown


def test_an_illegal_decision_in_a_chinese_session_is_explained_in_chinese():
    session = Session("bonne-paye", [("Ada", None), ("Bo", None)], lang="zh-Hant")
    assert not session._decide(payday.Option(payday.Act.BUY))
    message = session.message
    assert message.key == "app.msg.illegal" and isinstance(message.error, IllegalDecision)
    assert "「購買」" in message.values["detail"] and "cannot" not in message.values["detail"]
    assert CJK.search(i18n.t(message.key, "zh-Hant", **message.values))


def test_a_session_speaks_its_edition_s_language_unless_told():
    assert Session("bonne-paye", [("Ada", None), ("Bo", None)]).lang == "fr"
    assert Session("bonne-paye", [("Ada", None), ("Bo", None)], lang="en").lang == "en"
    resumed = Session.from_saved(json.dumps(good_save("payday")), lang="zh-TW")
    assert resumed.lang == "zh-Hant"


def test_the_dashboard_says_why_a_file_did_not_load_in_the_teacher_s_language():
    loaded, problems = read_games([("ok.json", json.dumps(good_save())),
                                   ("cut.json", DAMAGED["not_json"]),
                                   ("old.json", DAMAGED["wrong_version"])])
    assert [p.source for p in problems] == ["cut.json", "old.json"]
    cut, old = problems
    assert cut.key == "save.not_json" and old.values == {"found": 7, "expected": saves.VERSION}
    assert cut.message.startswith("this file is not a saved game"), "English stays, as a tooltip"
    assert dashboard.problem_reason(cut, "fr") == i18n.t("save.not_json", "fr")
    assert "7" in dashboard.problem_reason(old, "zh-Hant")
    assert dashboard.problem_reason(cut, "en") == i18n.t("save.not_json", "en")
    assert dashboard.problem_reason("an old message", "fr") == i18n.t("dashboard.problem.unreadable", "fr")
    assert dashboard.problem_reason(Problem("x", "text"), "fr") == i18n.t("save.generic", "fr")
