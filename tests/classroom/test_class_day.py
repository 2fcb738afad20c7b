"""A class on one server all day: files and names as students really bring them.
Every odd file or name is refused where it enters, with a plain message, and changes nothing."""
from __future__ import annotations

import json

import pytest

import payday
from payday.classroom.store import Store
from payday.classroom.records import GameKey, StoreError, read_games
from payday.ui.app.session import Autosave, Session


def play_main(session: Session) -> None:
    pending = session.game.pending
    option = next(o for o in pending.options if not o.free)
    assert session.answer(session.version, option, option.low if option.ranged else None)


def saved_with(**changes) -> str:
    data = json.loads(payday.new_game("bonne-paye", [payday.PlayerSpec("Ada"),
                                                     payday.PlayerSpec("Bo", "saver")],
                                      seed=2).to_json())
    data.update(changes)
    return json.dumps(data)


def test_a_file_whose_computer_style_is_unknown_is_refused_and_nothing_is_swapped(tmp_path):
    """"Opening a file whose computer style is unknown swaps the game anyway ... autosave writes
    it over the student's own row": opening a file is all or nothing."""
    with Store(tmp_path / "class.sqlite3") as store:
        session = Session("bonne-paye", [("Ada", None), ("Saver", "saver")], seed=4)
        session.autosave = Autosave(store, "7B", "Ada", "mine")
        session.run_bots()
        play_main(session)
        mine, version = session.game.to_json(), session.version
        odd = saved_with(players=[{"name": "Ada", "bot": None}, {"name": "Zed", "bot": "wizard"}])
        assert not session.open_saved(odd)
        assert session.message.key == "app.msg.unknown_style" and session.message.problem
        assert session.game.to_json() == mine and session.version == version
        play_main(session)
        assert json.loads(store.text("7B", "Ada", "mine"))["players"][1]["bot"] == "saver"


LONE = "Ada\ud800"


def test_a_name_holding_a_lone_surrogate_is_refused_where_names_enter(tmp_path):
    """"A name holding a lone surrogate (\\ud800) loads, then breaks the dashboard's redraws,
    the app and the store": refused in new games, saves (store keys) and uploads."""
    with pytest.raises(ValueError):
        Session("bonne-paye", [(LONE, None), ("Saver", "saver")], seed=4)
    with pytest.raises(StoreError):
        GameKey("7B", LONE, "g")
    upload = saved_with(players=[{"name": "Ada\\ud800", "bot": None},
                                 {"name": "Bo", "bot": "saver"}]).replace("\\\\ud800", "\\ud800")
    assert "\\ud800" in upload
    loaded, problems = read_games([("odd.json", upload.encode("utf-8"))])
    assert loaded == [] and problems[0].key == "save.players_damaged"
    with pytest.raises(payday.CorruptSave):
        payday.load_game(upload)


def test_a_number_of_thousands_of_digits_is_a_corrupt_save_not_a_value_error():
    text = saved_with(seed=12345).replace("12345", "9" * 5000)
    with pytest.raises(payday.CorruptSave) as raised:
        payday.load_game(text)
    assert raised.value.key == "save.number_too_long"


def test_a_save_starting_with_a_byte_order_mark_opens():
    """Windows' Notepad writes a byte-order mark before the text; the save is the same game."""
    text = saved_with()
    assert payday.load_game(b"\xef\xbb\xbf" + text.encode("utf-8")).to_json() == \
        payday.load_game(text).to_json()
    assert payday.load_game("\ufeff" + text).seed == 2


HOSTILE = ['<a href="https://example.com">Click me</a>', '<span style="font-size:90px;color:red">Big</span>']


def shown_texts(figure) -> list[str]:
    """Every text a figure shows: titles, axis titles, annotations, legend names, labels."""
    texts = [figure.layout.title.text or ""]
    texts += [axis.title.text or "" for axis in [*figure.select_xaxes(), *figure.select_yaxes()]]
    texts += [note.text or "" for note in figure.layout.annotations]
    for trace in figure.data:
        texts.append(trace.name or "")
        for field in ("x", "y", "text"):
            values = getattr(trace, field, None)
            if values is not None and not isinstance(values, str):
                texts += [v for v in values if isinstance(v, str)]
    return texts


@pytest.mark.parametrize("name", HOSTILE)
def test_names_reach_every_chart_as_text_never_as_html(name):
    """"A student named <a href=...>Click me</a> is a clickable link on the teacher's chart
    axis": every chart title, axis, legend and label shows the name escaped."""
    from payday.analysis import charts
    from payday.analysis.frames import frames
    from payday.players.styles import make_bot
    from payday.players.play import play_out
    game = payday.new_game("bonne-paye", [payday.PlayerSpec(name, "saver"),
                                          payday.PlayerSpec("Bo", "borrower")], months=1, seed=3)
    game = play_out(game, {i: make_bot(p.bot, 3, i) for i, p in enumerate(game.players)})
    f = frames(game)
    figures = [charts.cash_flow(f, 0, 1), charts.interest(f, 0), charts.interest(f),
               charts.withdrawals(f, 0), charts.net_worth(f), charts.borrowing(f, 0)]
    for figure in figures:
        texts = shown_texts(figure)
        assert not any("<a " in text or "<span" in text for text in texts), texts
    assert any(charts.plot_text(name) in text for text in shown_texts(charts.net_worth(f)))


# ---------------------------------------------------------------- the command line
def test_simulate_bounds_its_games_and_its_processes(capsys, monkeypatch):
    """"--games 10**8 ends in a MemoryError traceback and --jobs 200 starts 200 processes on 2
    cores": too many games is refused with a message; jobs never exceed the cores."""
    from payday import cli
    with pytest.raises(SystemExit) as refused:
        cli.main(["simulate", "--games", str(10**8)])
    assert refused.value.code == 2 and "1,000,000" in capsys.readouterr().err
    seen = {}

    def fake_simulate(variant, **options):
        seen.update(options)
        raise ValueError("stop here")

    monkeypatch.setattr("payday.cli.simulate", fake_simulate)
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert cli.main(["simulate", "--games", "10", "--jobs", "200"]) == 2
    assert seen["jobs"] == 2


def test_export_month_reads_a_bounded_size_of_the_saved_game(tmp_path, capsys):
    """"export-month --game /dev/zero reads until memory runs out": it reads a bounded size and
    says the file is too large."""
    from payday import cli
    assert cli.main(["export-month", "--game", "/dev/zero", "--out", str(tmp_path / "m.csv")]) == 2
    assert "too large" in capsys.readouterr().err
    assert not (tmp_path / "m.csv").exists()


def test_an_export_that_fails_midway_leaves_no_truncated_file(tmp_path, monkeypatch):
    """"A full disk during export leaves a truncated file": the file is written whole beside the
    target and renamed; a failed write leaves the old file as it was and no part file."""
    from payday.analysis import export
    target = tmp_path / "month.csv"
    target.write_text("the old export")
    from payday.analysis.frames import seeded_game
    game = seeded_game()

    def full_disk(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(export.os, "fsync", full_disk)
    with pytest.raises(OSError):
        export.export_month(game, 0, 1, target)
    assert target.read_text() == "the old export"
    assert [p.name for p in tmp_path.iterdir()] == ["month.csv"]
