"""The money lab's library call: a frame of many seeded games, the same numbers as
`payday simulate --json`, seats rotated, rule changes compared on the same luck."""
from __future__ import annotations

import json

import pytest

from payday import EDITIONS, i18n, rules_of

from payday.lab import tables as lab
from payday.cli import main
from payday.engine.rules import Unit
from payday.lab.settings import SettingError, settings, value_words
from payday.lab.simulate import LabError
from payday.teaching.lessons import scenario

STYLES = ["saver", "borrower", "deal_hunter", "cautious"]


def test_the_frame_holds_the_numbers_payday_simulate_json_prints(capsys):
    main(["simulate", "--variant", "payday", "--games", "6", "--months", "2", "--seed", "5",
          "--rotate", "--rule", "loan_rate_pct=15", "--json", "--jobs", "1"])
    printed = json.loads(capsys.readouterr().out)
    frame = lab.run("payday", games=6, months=2, seed=5, styles=STYLES,
                    rules={"loan_rate_pct": 15})
    rows = [(r["seed"], p["seat"], p["strategy"], p["net_worth"], p["debt"], p["interest_earned"],
             p["interest_paid"], p["fees"], p["borrowed"], p["eliminated"], p["winner_share"])
            for r in printed["results"] for p in r["players"]]
    columns = ["seed", "seat", "style", "net_worth", "debt", "interest_earned", "interest_paid",
               "fees", "borrowed", "eliminated", "winner_share"]
    assert [tuple(row) for row in frame[columns].itertuples(index=False)] == rows
    assert list(frame["game"]) == [g for g in range(1, 7) for _ in range(4)]


def test_seats_rotate_so_every_style_sits_in_every_seat_equally():
    frame = lab.run("bonne-paye", games=8, months=1, styles=STYLES)
    counts = frame.groupby(["style", "seat"]).size()
    assert set(counts) == {2} and len(counts) == 16
    first = frame[frame["game"] == 1].sort_values("seat")["style"].tolist()
    second = frame[frame["game"] == 2].sort_values("seat")["style"].tolist()
    assert first == STYLES and second == STYLES[1:] + STYLES[:1]


def test_a_win_shared_by_k_players_counts_one_kth_to_each_and_the_wins_add_up_to_the_games():
    frame = lab.run("payday-auction", games=12, months=1, styles=STYLES)
    assert frame.groupby("game")["winner_share"].sum().round(9).eq(1).all()
    rates = lab.win_rates(frame)
    assert rates["wins"].sum() == pytest.approx(12)
    assert (rates["low"] <= rates["rate"]).all() and (rates["rate"] <= rates["high"]).all()


def test_the_paired_comparison_of_a_setting_with_itself_is_zero_on_every_game():
    usual, same = lab.compare("bonne-paye", {"loan_rate_pct": rules_of("bonne-paye").loan_rate_pct},
                              games=10, months=2, styles=STYLES)
    per_game = lab.paired(usual, same)
    assert len(per_game) == 40 and (per_game["difference"] == 0).all()
    table = lab.differences(usual, same)
    assert list(table["mean"]) == [0.0] * 4 and not table["told_apart"].any()


def test_a_rule_change_is_played_on_the_same_luck_and_changes_what_it_should():
    """Common random numbers: with no savings interest, savers earn none, on the same games."""
    usual, changed = lab.compare("bonne-paye", {"savings_rate_pct": 0}, games=6, months=3,
                                 styles=STYLES)
    assert list(usual["seed"]) == list(changed["seed"]) and list(usual["style"]) == list(changed["style"])
    savers = usual["style"] == "saver"
    assert usual.loc[savers, "interest_earned"].sum() > 0
    assert changed["interest_earned"].sum() == 0


@pytest.mark.parametrize("change, words", [
    ({"loan_rate_pct": 500}, "goes from 0 to 30"),
    ({"loan_rate_pct": "5"}, "whole number"),
    ({"shared_win": 1}, "true or false"),
    ({"currency": "USD"}, "cannot change 'currency'"),
    ({"no_such_rule": 1}, "cannot change 'no_such_rule'"),
    ({"jackpot_on_six": "never"}, "one of any, move, not 'never'"),   # La Bonne Paye's default first
    ({"green_faces": "mail"}, "cannot change 'green_faces'"),
])
def test_a_rule_change_out_of_its_range_is_refused_with_a_clear_error(change, words):
    with pytest.raises(SettingError, match=words):
        lab.run("bonne-paye", games=1, months=1, rules=change)


def test_every_offered_setting_has_a_range_that_holds_its_default():
    for variant in EDITIONS:
        for setting in settings(variant).values():
            if setting.choices:
                assert setting.choices[0] == setting.default, (variant, setting)
            elif not setting.flag:
                assert setting.low <= setting.default <= setting.high, (variant, setting)


def test_a_lab_can_start_every_game_from_a_lessons_situation():
    lesson = scenario("03")
    frame = lab.run(lesson.edition, games=3, months=lesson.months, start=lesson.lab_start(),
                    styles=STYLES)
    assert len(frame) == 3 * len(lesson.start.players)
    with pytest.raises(LabError, match="lesson 03 is played in"):
        lab.run("payday-auction" if lesson.edition != "payday-auction" else "payday",
                games=1, start=lesson.lab_start())
    with pytest.raises(ValueError, match="no lesson"):
        scenario("99")


def test_payday_simulate_plays_a_lessons_edition_unless_told_otherwise(capsys):
    assert main(["simulate", "--lesson", "04", "--games", "2", "--months", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["variant"] == scenario("04").edition


def test_two_processes_give_the_frame_one_gives():
    options = dict(games=9, months=2, seed=11, styles=STYLES, rules={"salary": 3000})
    assert lab.run("payday", jobs=2, **options).equals(lab.run("payday", jobs=1, **options))


def test_the_summaries_count_every_player():
    frame = lab.run("bonne-paye", games=8, months=2, styles=STYLES)
    for table in (lab.net_worths(frame), lab.troubles(frame)):
        assert list(table["style"]) == STYLES and table["players"].sum() == len(frame)
    spread = lab.net_worths(frame)
    assert (spread["lowest"] <= spread["median"]).all() and (spread["median"] <= spread["highest"]).all()
    means = lab.interest(frame).set_index("style")
    assert means.loc["saver", "interest_earned"] == frame[frame["style"] == "saver"]["interest_earned"].mean()
    same = lab.style_difference(frame, "saver", "saver")
    assert same.mean == 0 and same.games == 8


def test_every_word_setting_is_offered_as_a_choice_among_the_words_the_engine_reads():
    """"any overridable setting": a word setting (which 6 wins the jackpot, what the
    auction's minimum repayment is counted on, when its event cards are played) is offered as
    its declared choices, each played by the engine; only green_faces, six faces from a set, is
    not."""
    from payday.lab.settings import parse
    for variant in EDITIONS:
        rules = rules_of(variant)
        words = {name for name in rules.overridable() if isinstance(getattr(rules, name), str)}
        offered = {name for name, setting in settings(variant).items() if setting.choices}
        assert offered == words - {"currency", "language", "green_faces"}, variant
        for name in offered:
            assert settings(variant)[name].choices == rules.declared(name).choices
            for word in rules.declared(name).choices:
                assert parse(variant, f"{name}={word}") == (name, word)
                lab.run(variant, games=1, months=1, rules={name: word})     # the engine plays it


def test_every_money_setting_is_an_amount_and_is_written_in_the_editions_currency():
    """The lab once wrote "bank's lottery ante: 1,000 → 0" with no currency, because the
    lab's value words knew no money settings. A setting declared money is a whole number of the
    edition's currency; the lab writes it as money, in each language, and every other number
    as a plain number."""
    for variant in EDITIONS:
        rules = rules_of(variant)
        for name, found in settings(variant).items():
            if found.flag or found.choices:
                continue
            assert found.money == (rules.declared(name).unit is Unit.MONEY)
            assert type(found.default) is int
            for lang in i18n.LANGUAGES:
                said = value_words(name, found.default, lang, rules.currency)
                assert said == (i18n.money(found.default, rules.currency, lang) if found.money
                                else i18n.number(found.default, lang)), (variant, name, lang)
