"""The `payday` command line."""
import json
import subprocess
import sys

import pytest

from payday import EDITIONS
from payday.cli import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "payday.cli", *args], capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_simulate_json_has_the_documented_shape_and_is_reproducible(variant):
    args = ["simulate", "--variant", variant, "--players", "3", "--months", "2", "--games", "6",
            "--seed", "1", "--bots", "saver,borrower,cautious", "--json"]
    first, second = run(*args), run(*args)
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    assert set(report) == {"variant", "games", "player_turns", "seconds", "results"}
    assert report["variant"] == variant and report["games"] == 6 and report["player_turns"] > 0
    assert [r["seed"] for r in report["results"]] == [1, 2, 3, 4, 5, 6]
    for result in report["results"]:
        assert set(result) == {"seed", "winner", "winners", "players"}
        assert [p["strategy"] for p in result["players"]] == ["saver", "borrower", "cautious"]
        for player in result["players"]:
            assert set(player) == {"name", "strategy", "seat", "net_worth", "debt", "interest_earned",
                                  "interest_paid", "fees", "borrowed", "eliminated",
                                  "winner_share"}
    again = json.loads(second.stdout)
    assert again["results"] == report["results"]


def test_simulate_on_two_cores_gives_the_same_results_as_on_one(capsys):
    args = ["simulate", "--games", "8", "--months", "2", "--seed", "3", "--json"]
    main(args + ["--jobs", "1"])
    one = json.loads(capsys.readouterr().out)
    main(args + ["--jobs", "2"])
    two = json.loads(capsys.readouterr().out)
    assert one["results"] == two["results"]
    main(args)                                   # the default: one process per core
    every = json.loads(capsys.readouterr().out)
    assert every["results"] == one["results"]


def test_simulate_refuses_a_negative_number_of_jobs():
    from payday.lab.simulate import simulate
    with pytest.raises(ValueError, match="jobs"):
        simulate("payday", games=2, jobs=-1)


def test_simulate_shows_a_progress_bar_only_on_a_terminal(capsys):
    """Piped output (as here) stays clean: no bar is drawn on stderr."""
    main(["simulate", "--games", "3", "--months", "1", "--json"])
    assert capsys.readouterr().err == ""


def test_simulate_prints_a_summary_per_style():
    result = run("simulate", "--games", "4", "--months", "1")
    assert result.returncode == 0
    for style in ("saver", "borrower", "deal_hunter", "cautious"):
        assert style in result.stdout


@pytest.mark.parametrize("args", [
    ["simulate", "--bots", "gambler"], ["simulate", "--games", "0"],
])
def test_bad_arguments_get_a_clear_message_not_a_traceback(args):
    result = run(*args)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr and "payday" in result.stderr


def test_demo_tells_a_seeded_game_in_the_editions_language_or_the_one_asked_for():
    french = run("demo", "--months", "1", "--seed", "7")
    assert french.returncode == 0
    assert "patrimoine net" in french.stdout and "au dé" in french.stdout
    english = run("demo", "--months", "1", "--seed", "7", "--lang", "en")
    assert english.returncode == 0 and "net worth" in english.stdout
    assert "rolled" not in english.stdout.split()      # sentences, not the engine's event keys


def test_an_output_file_that_cannot_be_written_gets_a_clear_message(tmp_path):
    result = run("export-month", "--variant", "bonne-paye", "--seed", "7", "--months", "1",
                 "--player", "1", "--month", "1", "--out", str(tmp_path / "missing" / "m1.csv"))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "No such file or directory" in result.stderr


@pytest.mark.parametrize("command", ["app", "pdf", "lessons", "simulate", "demo", "export-month",
                                     "lock"])
def test_every_command_is_one_parsers_and_has_its_help(command, capsys):
    """One argument parser for every command (`payday app | pdf | lessons | ...`)."""
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: payday {command}")


@pytest.mark.parametrize("system, lang", [("fr_FR.UTF-8", "fr"), ("zh_TW.UTF-8", "zh-Hant"), ("C", "en")])
def test_payday_help_lists_every_command_in_the_terminals_language(monkeypatch, capsys, system, lang):
    """"`payday app`, `payday pdf`, `payday lessons`, `payday simulate`, `payday demo`,
    `payday export-month`, each with --help in the user's language": the summary lines of
    `payday --help` and of each command's own help come from the catalogs, in LANG's language."""
    from payday import i18n
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", system)
    monkeypatch.setenv("COLUMNS", "1000")      # no line wrapped inside a Chinese sentence
    with pytest.raises(SystemExit):
        main(["--help"])
    shown = " ".join(capsys.readouterr().out.split())
    for command in ("app", "pdf", "lessons", "simulate", "demo", "export-month"):
        assert f" {command} " in shown
        assert " ".join(i18n.t(f"cli.help.{command.replace('-', '_')}", lang).split()) in shown
    with pytest.raises(SystemExit):
        main(["pdf", "--help"])
    assert " ".join(i18n.t("cli.help.pdf_out", lang).split()) in " ".join(capsys.readouterr().out.split())
    with pytest.raises(SystemExit):
        main(["app", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    for key in ("app_class", "app_port", "app_key", "app_others"):
        assert " ".join(i18n.t(f"cli.help.{key}", lang).split()) in shown, key


def test_only_the_app_passes_options_it_does_not_know_on_to_voila():
    from payday.cli import parse
    assert parse(["app", "--port", "9000", "--Voila.base_url=/x/"])[1] == ["--Voila.base_url=/x/"]
    result = run("demo", "--Voila.base_url=/x/")
    assert result.returncode == 2 and "unrecognized arguments" in result.stderr


def test_lock_writes_the_environments_versions_without_payday(tmp_path, capsys):
    """`payday lock` (run by `./workbook lock`): pip freeze of this Python under two header
    lines, without payday itself."""
    from payday.cli import LOCK_HEADER, lock_text
    assert lock_text("numpy==2.0\nPAYDAY==0.1.0\nzipp==3.1") == LOCK_HEADER + "numpy==2.0\nzipp==3.1\n"
    out = tmp_path / "requirements.lock"
    assert main(["lock", "--out", str(out)]) == 0
    text = out.read_text()
    assert text.startswith("# The exact versions the tests ran with: written by ./workbook lock")
    assert not any(line.lower().startswith("payday==") for line in text.splitlines())
    packages = sum("==" in line for line in text.splitlines())
    assert capsys.readouterr().out == f"workbook: wrote {out} ({packages} packages)\n"


def test_pdf_names_a_lesson_that_does_not_exist(capsys):
    assert main(["pdf", "99"]) == 2
    assert "no lesson matches 99" in capsys.readouterr().err


def test_lessons_prints_a_lessons_key_or_its_guide_in_a_language(capsys):
    """`payday lessons 03` is the answer key the papers print; `--guide --lang fr` its French
    guide; a lesson that does not exist is a message, not a traceback."""
    from payday.teaching.papers import answer_key_markdown, guide_markdown
    assert main(["lessons", "03"]) == 0
    assert capsys.readouterr().out == answer_key_markdown("03-saving") + "\n"
    assert main(["lessons", "03-saving", "--guide", "--lang", "fr"]) == 0
    assert capsys.readouterr().out == guide_markdown("03-saving", "fr") + "\n"
    assert main(["lessons", "99"]) == 2
    assert "there is no lesson '99'" in capsys.readouterr().err


def test_lessons_write_another_countrys_papers_apart_from_the_committed_ones(tmp_path, monkeypatch, capsys):
    """`payday lessons --write --country US`: French papers with the United States' facts (a
    French-speaking class computing in dollars), written to lessons-US, never over lessons/."""
    from payday.teaching import papers
    monkeypatch.chdir(tmp_path)
    assert main(["lessons", "--write", "--country", "us"]) == 0
    sheet = (tmp_path / "lessons-US" / "01-earning-income" / "worksheet.fr.md").read_text(encoding="utf-8")
    assert sheet == papers.document("01-earning-income", "worksheet.fr.md", code="US")
    assert "FICA" in sheet and not (tmp_path / "lessons").exists()
    assert main(["lessons", "--write", "--country", "CA"]) == 2
    assert "no lesson figures for the country 'CA'" in capsys.readouterr().err
