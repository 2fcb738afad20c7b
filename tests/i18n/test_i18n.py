"""Every word a student reads exists in English, French and Traditional Chinese."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import payday
from payday import i18n
from payday.engine.board import SquareKind
from payday.engine.cards import CardKind
from payday.engine.decisions import Act, Ask, Offer
from payday.engine.ledger import Reason
from payday.i18n.catalog import catalog_files, fields
from payday.editions import EDITIONS

from tests.support.games import bots_game

ROOT = Path(__file__).resolve().parents[2]
CATALOG_FILES = catalog_files()
CJK = re.compile(r"[\u3400-\u9fff]")


def emitted_keys(game_class) -> set[str]:
    """The event keys an edition can emit: every `say("...")` in its classes' modules. The
    source is read from the source tree, so this runs on the compiled build too (whose classes
    have no source for `inspect`)."""
    keys = set()
    for cls in game_class.__mro__:
        if cls.__module__.startswith("payday."):
            source = (ROOT / (cls.__module__.replace(".", "/") + ".py")).read_text(encoding="utf-8")
            keys |= set(re.findall(r"\bsay\(\s*[\"']([a-z_]+)[\"']", source))
    return keys


# ------------------------------------------------------------------ the catalogs
@pytest.mark.parametrize("name", sorted(CATALOG_FILES))
def test_every_message_key_exists_in_every_language(name):
    """"A test finds every message key in every language": each entry of each catalog file
    has a non-empty text in en, fr and zh-Hant, with the same placeholders in all three."""
    problems = []
    for key, entry in CATALOG_FILES[name].items():
        if not isinstance(entry, dict) or any(not isinstance(entry.get(lang), str)
                                              or not entry[lang].strip() for lang in i18n.LANGUAGES):
            problems.append(f"{key}: missing a language")
            continue
        wanted = fields(entry["en"])
        for lang in i18n.LANGUAGES:
            if fields(entry[lang]) != wanted:
                problems.append(f"{key} [{lang}]: placeholders {sorted(fields(entry[lang]))} "
                                f"instead of {sorted(wanted)}")
    assert not problems, f"{name}:\n" + "\n".join(problems)


def test_no_message_key_is_defined_in_two_catalog_files():
    """The loader merges every catalog file, so a key defined twice would hide one text."""
    owners: dict[str, list[str]] = {}
    for name, entries in CATALOG_FILES.items():
        for key in entries:
            owners.setdefault(key, []).append(name)
    assert {k: v for k, v in owners.items() if len(v) > 1} == {}


def test_chinese_texts_are_written_in_chinese():
    """No English leaking into the Chinese catalog: every zh-Hant text that is more than a
    placeholder, a symbol or a brand name holds Chinese characters."""
    leaks = [key for entries in CATALOG_FILES.values() for key, entry in entries.items()
             if re.search(r"[A-Za-z]{3}", re.sub(r"\{[^}]*\}", "", entry.get("zh-Hant", "")))
             and not CJK.search(entry.get("zh-Hant", "")) and not key.startswith(("edition.", "cli."))]
    assert leaks == []


@pytest.mark.parametrize("enum, prefix", [(Ask, "ask"), (Act, "act"), (SquareKind, "square"),
                                          (Reason, "reason"), (CardKind, "cardkind")])
def test_every_engine_name_has_words_in_three_languages(enum, prefix):
    """Every kind of decision, action, square, ledger reason and card has a name."""
    catalog = i18n.catalog()
    missing = [f"{prefix}.{member.value}" for member in enum
               if any(not catalog.get(f"{prefix}.{member.value}", {}).get(lang)
                      for lang in i18n.LANGUAGES)]
    assert missing == []


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_every_event_an_edition_emits_has_a_sentence(variant):
    """"Every word of the apps (... the event log ...)": each key an edition passes to
    `say()` has an `event.<key>` sentence in the catalogs."""
    keys = emitted_keys(EDITIONS[variant])
    assert keys, "the scan found no events"
    assert sorted(k for k in keys if not i18n.has(f"event.{k}")) == []


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_every_card_of_every_edition_has_a_name(variant):
    """"Card names and texts" are translated: every card's `name` key is in the catalogs."""
    rules = EDITIONS[variant].edition_rules
    names = {card.name for cards in rules.decks.values() for card in cards}
    assert sorted(n for n in names if not i18n.has(n)) == []


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_every_square_of_every_board_has_a_name(variant):
    rules = EDITIONS[variant].edition_rules
    for square in rules.board:
        for lang in i18n.LANGUAGES:
            name = i18n.square_name(square.kind, lang, square.n or None, currency=rules.currency)
            assert "{" not in name and "[" not in name and name != square.kind.value


# ------------------------------------------------------------------ languages and formats
def test_each_edition_has_its_own_language_and_any_edition_any_language():
    """"bonne-paye → fr, payday → en, payday-auction → zh-Hant, and any edition can be
    played in any language" (the URL may say ?lang=FR or ?lang=zh-TW)."""
    assert [i18n.language_for(v) for v in ("bonne-paye", "payday", "payday-auction")] == \
        ["fr", "en", "zh-Hant"]
    assert i18n.language_for("bonne-paye", "en") == "en"
    assert i18n.language_for("payday", "FR") == "fr"
    assert i18n.language_for("payday", "zh-TW") == "zh-Hant"
    assert i18n.language_for("payday-auction", "klingon") == "zh-Hant"
    assert i18n.language_for("bonne-paye", 42) == "fr"
    assert i18n.language_for(None) == i18n.language_for("no-such-edition") == "en"


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_an_editions_language_is_written_once_in_its_rules_and_is_one_the_catalogs_speak(variant):
    rules = EDITIONS[variant].edition_rules
    assert rules.language in i18n.LANGUAGES and i18n.language_for(variant) == rules.language


def test_money_is_formatted_the_local_way():
    """"1 500 €, $1,500, and the Chinese edition's $ with its digit grouping", no decimals;
    the French separators are the no-break spaces of French typography."""
    assert i18n.money(1500, "EUR", "fr") == "1\u202f500\xa0€"
    assert i18n.money(1500, "USD", "en") == "$1,500"
    assert i18n.money(1500, "TWD", "zh-Hant") == "$1,500"
    assert i18n.money(-25000, "USD", "en") == "-$25,000"
    assert i18n.money(1500, "EUR", "en") == "€1,500"
    assert i18n.number(1234567, "fr") == "1\u202f234\u202f567"
    assert i18n.number(1234567, "zh-Hant") == "1,234,567"


def test_square_names_weekdays_and_days():
    assert [i18n.square_name("mail", lang, 2) for lang in i18n.LANGUAGES] == \
        ["Mail (2)", "Courrier ×2", "郵件 2 張"]
    assert i18n.square_name(SquareKind.PAYDAY, "fr") == "Jour de paye"
    assert i18n.square_name(SquareKind.PAYDAY, "zh-Hant") == "發薪日"
    assert i18n.square_name("pay", "fr", 150, currency="EUR") == "Payez 150\xa0€"
    assert [i18n.weekday(1, lang) for lang in i18n.LANGUAGES] == ["Monday", "lundi", "星期一"]
    assert i18n.day_name(3, "zh-Hant") == "3 日（星期三）"


def test_the_rulebooks_vocabulary_is_used():
    """"The vocabulary of each rulebook is the reference: livret d'épargne, Jour de paye;
    發薪日, 郵件, 帳單"."""
    fr = " ".join(e["fr"] for e in i18n.catalog().values())
    zh = " ".join(e["zh-Hant"] for e in i18n.catalog().values())
    for word in ("livret d'épargne", "Jour de paye", "Courrier", "Acquisition", "Vendez", "cagnotte"):
        assert word in fr
    for word in ("發薪日", "郵件", "帳單", "交易", "買家", "累積獎金", "貸款"):
        assert word in zh


# ------------------------------------------------------------------ missing keys
def test_a_missing_key_fails_loudly_in_tests():
    """Under pytest a missing translation raises KeyError rather than reaching a classroom."""
    with pytest.raises(KeyError):
        i18n.t("no.such.message", "fr")


def test_a_missing_key_never_shows_a_student_a_traceback(monkeypatch):
    """Outside the tests, a missing key reads as its humanised name in brackets, and
    `default=` gives the text to use instead."""
    monkeypatch.delenv("PYTEST_CURRENT_TEST", raising=False)
    monkeypatch.delenv("PAYDAY_I18N_STRICT", raising=False)
    assert i18n.t("event.price_hike", "fr") == "[Price hike]"
    assert i18n.t("ui.missing", "en", default="Hello {name}", name="Bo") == "Hello Bo"
    assert i18n.t("event.bought", "en", player="Ada") == "Ada buys {card} for {amount}."


def test_an_event_nobody_translated_still_reads_as_a_line(monkeypatch):
    """A declared event with no sentence yet reads as a plain line, its values told by the
    declaration (money, a card's name); an undeclared one prints its values as they are."""
    from payday.engine import events
    from types import MappingProxyType
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
    event = payday.engine.state.Event(0, 1, "price_hike", {"amount": 300, "card": "bp.acq.a01"})
    assert i18n.describe_event(game, event, "en").startswith("Bo: Price hike (Amount 300")
    declared = events.EventKind("price_hike", "a test", MappingProxyType(
        {"amount": events.Field.MONEY, "card": events.Field.CARD}))
    monkeypatch.setattr(events, "EVENTS", MappingProxyType({**events.EVENTS, "price_hike": declared}))
    line = i18n.describe_event(game, event, "en")
    assert line.startswith("Bo: Price hike") and "€300" in line and "Racing bicycle" in line


def test_names_of_decision_and_options_quote_their_amounts():
    """Button labels such as "Buy for 450 €", "Borrow 1 500 €", "Join with number 4",
    "Deposit (1 – 1 200 €)"."""
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], seed=1)
    lang = "fr"
    assert i18n.describe_option(game, payday.Option(Act.BORROW, 1500), lang) == "Emprunter 1\u202f500\xa0€"
    assert i18n.describe_option(game, payday.Option(Act.JOIN, 4), "en") == "Join with number 4"
    assert i18n.describe_option(game, payday.Option(Act.DEPOSIT, low=1, high=1200), "en") == \
        "Deposit (€1 – €1,200)"
    decision = payday.Decision(0, Ask.BUY, (payday.Option(Act.BUY),), Offer("bp.acq.a01", 450, 1200))
    assert i18n.describe_option(game, payday.Option(Act.BUY), lang, decision) == "Acheter pour 450\xa0€"
    assert i18n.describe_decision(game, decision, "zh-Hant") == \
        "Ada，要以 €450 買下「公路自行車」嗎？轉售價格：€1,200。"


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_a_whole_game_reads_in_every_language(variant):
    """Every event, decision, option and card of a played game reads in each language, with no
    placeholder, bracketed key or key name left; the Chinese lines are in Chinese."""
    game, bots = bots_game(variant, seed=5, players=3, months=2)
    rules, lines = game.rules, {lang: [] for lang in i18n.LANGUAGES}
    while game.pending is not None:
        pending = game.pending
        for lang in i18n.LANGUAGES:
            lines[lang].append(i18n.describe_decision(game, pending, lang))
            lines[lang] += [i18n.describe_option(game, o, lang) for o in pending.options]
        game.decide(bots[pending.player].choose(game, pending))
    for lang in i18n.LANGUAGES:
        lines[lang] += [i18n.describe_event(game, e, lang) for e in game.events]
        lines[lang] += [i18n.card_text(c, rules, lang) for c in game.cards.values()]
        lines[lang] += [i18n.reason_name(e.reason, lang) for e in game.ledger]
        for p in game.players:
            lines[lang] += i18n.payday_summary(game, p.index, 1, lang)
        for line in lines[lang]:
            assert not re.search(r"[{}\[\]]|\b[a-z]+_[a-z_]+\b|\b(event|ask|act|option)\.", line), line
    names = {p.name for p in game.players}
    for line in lines["zh-Hant"]:
        assert CJK.search(line) or line in names or re.fullmatch(r"[\d$,€\s()–（）-]+", line), line


# ------------------------------------------------------------------ the app's code
WIDGET_CALLS = {"HTML", "HTMLMath", "Label", "Button", "ToggleButton", "Markdown", "Text",
                "Textarea", "Checkbox", "Tab", "Accordion", "print", "display"}
TEXT_KEYWORDS = {"description", "value", "placeholder", "tooltip", "title", "label", "text",
                 "caption", "html"}
TEXT_ATTRIBUTES = {"value", "description", "tooltip", "placeholder"}


def prose(text: str) -> bool:
    """Whether the text a literal shows holds words: outside HTML tags, styles and entities,
    a capitalised word, two words, or any Chinese. Codes and keys ("fr", "pd-start") are not."""
    text = re.sub(r"(?s)<(style|script)\b.*?</\1>", " ", text)
    text = re.sub(r"<[^>]*>|&[#\w]+;", " ", text)
    return bool(CJK.search(text) or re.search(r"\b[A-ZÀ-Ý][a-zà-ÿ]+", text)
                or re.search(r"[A-Za-zÀ-ÿ]{2,}\s+[A-Za-zÀ-ÿ]{2,}", text))


def literal_text(node) -> str | None:
    """The text a literal shows; f-string fields become a neutral mark."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "\x00" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        parts = [literal_text(node.left), literal_text(node.right)]
        return "".join(p if p is not None else "\x00" for p in parts)
    return None


def bypasses(source: str, *, calls=WIDGET_CALLS) -> list[tuple[int, str]]:
    """User-facing literals in Python source: widget texts passed as literals, and literals
    given to HTML, Label, print ...; a line marked `# i18n: ok` is exempt."""
    tree, lines, found = ast.parse(source), source.splitlines(), []

    def check(node):
        text = literal_text(node)
        if text is not None and prose(text) and "i18n: ok" not in lines[node.lineno - 1]:
            found.append((node.lineno, text))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in calls:
                for arg in node.args:
                    check(arg)
            for keyword in node.keywords:
                if keyword.arg in TEXT_KEYWORDS:
                    check(keyword.value)
        elif isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Attribute) and t.attr in TEXT_ATTRIBUTES for t in targets):
                check(node.value)
    return found


def notebook_sources(path: Path):
    """(kind, source) of each cell, with IPython magics and shell lines removed."""
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    for cell in cells:
        text = "".join(cell.get("source", []))
        if cell.get("cell_type") == "code":
            text = "\n".join("" if line.lstrip().startswith(("%", "!")) else line
                             for line in text.splitlines())
        yield cell.get("cell_type"), text


def test_the_bypass_check_catches_literals_and_spares_lookups():
    """The check below is only worth something if it tells the two apart."""
    bad = ('w.Button(description="Roll the die")\nw.HTML(f"<p>Your cash: {x}</p>")\n'
           'box.value = "<b>Game over</b>"\nprint("打開")\n')
    good = ('w.Button(description=t("ui.roll", lang), tooltip=label)\n'
            'w.HTML(f"<h2 class=\\"pd-title\\">{esc(t(\'ui.title\', lang))}</h2>")\n'
            'w.Dropdown(options=opts, value="fr")\nw.HTML("<style>.pd-x {color: red}</style>")\n'
            'w.Text(value="Ada")  # i18n: ok\n')
    assert sorted(n for n, _ in bypasses(bad)) == [1, 2, 3, 4]
    assert bypasses(good) == []


def test_no_user_facing_text_in_the_app_bypasses_the_catalogs():
    """"Finds no user-facing string in the app code that bypasses the catalogs": widget
    texts, HTML and printed lines in payday/ui/ and the notebooks come from t() and the
    describe functions; the app notebooks (those importing payday.ui, which Voila shows) have
    no prose in markdown cells. The lessons' student notebooks and the teacher dashboard count
    too. Mark a deliberate exception with `# i18n: ok`."""
    found = []
    for path in sorted((ROOT / "payday" / "ui").rglob("*.py")):
        found += [f"{path.relative_to(ROOT)}:{n}: {text!r}"
                  for n, text in bypasses(path.read_text(encoding="utf-8"))]
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        cells = list(notebook_sources(path))
        # charts.ipynb is the workbook's chapter on the charts, read in JupyterLab as code and
        # English prose; it borrows the app's `show_view` but is no page Voila shows.
        is_app = path.name != "charts.ipynb" and any(kind == "code" and "payday.ui" in text
                                                      for kind, text in cells)
        for index, (kind, text) in enumerate(cells):
            where = f"{path.relative_to(ROOT)} cell {index + 1}"
            if kind == "code":
                try:
                    found += [f"{where} line {n}: {s!r}" for n, s in
                              bypasses(text, calls=WIDGET_CALLS if is_app else WIDGET_CALLS - {"print", "display"})]
                except SyntaxError:
                    continue        # not Python (another kernel's cell): nothing to check
            elif kind == "markdown" and is_app and "i18n: ok" not in text and prose(text):
                found.append(f"{where}: markdown {text[:60]!r}")
    assert found == []


def test_the_first_player_winning_is_not_read_as_nobody_winning():
    """Seat 0 is a player: `winner=0` must name them, not say that nobody won."""
    from payday.engine.state import Event
    game = payday.new_game("bonne-paye", ["Ann", "Ben"], months=1, seed=1)
    line = i18n.describe_event(game, Event(0, None, "game_over", {"winner": 0}), "en")
    assert "Ann" in line
    nobody = i18n.describe_event(game, Event(0, None, "game_over", {"winner": None}), "en")
    assert "Ann" not in nobody
