"""The app's session model, without a browser: answering, computer players, undo, save and
open, double clicks and bad amounts."""
from __future__ import annotations

import base64
import json

import pytest

import payday
from payday import Act, Ask
from payday.ui import Session, deciders_of, settings_from_query

EDITIONS = sorted(payday.EDITIONS)


def one_human(variant="bonne-paye", seed=5, **kwargs) -> Session:
    return Session(variant, [("Ada", None), ("Saver", "saver"), ("Borrower", "borrower")],
                   seed=seed, **kwargs)


def play_main(session: Session) -> None:
    """Answer the pending human decision with its first main option (its lowest amount)."""
    pending = session.game.pending
    option = next(o for o in pending.options if not o.free)
    assert session.answer(session.version, option, option.low if option.ranged else None)


@pytest.mark.parametrize("variant", EDITIONS)
def test_computer_players_move_on_their_own_until_a_person_must_decide(variant):
    session = one_human(variant)
    assert session.waiting_for_human()
    while not set(session.deciders) - {0}:
        play_main(session)
        assert session.game.is_over or session.waiting_for_human()
    assert session.game.pending.player == 0, "they stopped when the person had to decide"


@pytest.mark.parametrize("variant", EDITIONS)
def test_a_person_can_play_a_whole_month_against_computer_players(variant):
    session = one_human(variant)
    while not session.game.is_over:
        play_main(session)
    assert session.game.players[0].retired or session.game.players[0].eliminated
    assert session.payday_summaries(0), "Pay Day was reached"


def test_a_double_click_does_nothing_harmful():
    """"double clicks do nothing harmful": the second click answers a decision that is gone."""
    session = one_human()
    version, roll = session.version, session.game.pending.find(Act.ROLL)
    assert session.answer(version, roll)
    history = list(session.game.history)
    assert not session.answer(version, roll)
    assert session.game.history == history
    assert session.message is None


@pytest.mark.parametrize("typed, key", [("abc", "app.msg.not_a_number"),
                                        ("12.5", "app.msg.not_a_number"),
                                        ("", "app.msg.not_a_number"),
                                        (None, "app.msg.not_a_number"),
                                        ("0", "app.msg.out_of_range"),
                                        ("99999999", "app.msg.out_of_range"),
                                        ("-5", "app.msg.out_of_range")])
def test_bad_amounts_never_reach_the_engine_and_get_a_plain_message(typed, key):
    session = one_human()
    deposit = session.game.pending.find(Act.DEPOSIT)
    assert deposit is not None and deposit.ranged
    cash = session.game.cash(session.game.players[0])
    assert not session.answer(session.version, deposit, typed)
    assert session.message.key == key and session.message.problem
    assert session.game.history == [] and session.game.cash(session.game.players[0]) == cash


def test_an_amount_off_the_options_step_is_refused():
    session = one_human()
    stepped = payday.Option(Act.DEPOSIT, low=10, high=100, step=10)
    assert session.valid_amount(stepped, "15") is None
    assert session.message.key == "app.msg.wrong_step"
    assert session.valid_amount(stepped, " 1,00 ") == 100


def test_a_good_amount_is_carried_out_by_the_engine():
    session = one_human()
    player = session.game.players[0]
    cash = session.game.cash(player)
    assert session.answer(session.version, session.game.pending.find(Act.DEPOSIT), "200")
    assert session.game.cash(player) == cash - 200
    assert session.savings(0) == 200


def test_an_option_that_is_not_offered_gets_a_message_and_changes_nothing():
    session = one_human()
    assert not session.answer(session.version, payday.Option(Act.BUY))
    assert session.message.key == "app.msg.not_offered"
    assert session.game.history == []


def test_undo_goes_back_to_the_last_decision_a_person_made():
    session = one_human()
    play_main(session)                          # roll; then the computer players move
    before = list(session.game.history)
    pending_before_second = session.game.pending
    play_main(session)
    assert session.undo()
    assert session.game.history == before
    assert session.game.pending == pending_before_second
    assert session.deciders == deciders_of(session.game)


def test_undo_with_nothing_to_undo_says_so():
    session = one_human()
    assert not session.can_undo()
    assert not session.undo()
    assert session.message.key == "app.msg.nothing_to_undo"


def test_undo_reaches_back_past_a_free_action():
    session = one_human()
    cash = session.game.cash(session.game.players[0])
    session.answer(session.version, session.game.pending.find(Act.DEPOSIT), 300)
    assert session.undo()
    assert session.game.history == [] and session.savings(0) == 0
    assert session.game.cash(session.game.players[0]) == cash


def test_a_saved_game_is_a_data_url_that_opens_again_where_it_was():
    session = one_human()
    for _ in range(3):
        play_main(session)
    url = session.save_url()
    assert url.startswith("data:application/json;base64,")
    text = base64.b64decode(url.split(",", 1)[1])
    assert json.loads(text) == json.loads(session.game.to_json())
    other = one_human(seed=99)
    assert other.open_saved(text)
    assert other.game.history == session.game.history
    assert [other.game.cash(p) for p in other.game.players] == \
           [session.game.cash(p) for p in session.game.players]
    assert other.message.key == "app.msg.opened"


@pytest.mark.parametrize("content", [b"not json", b"{\"format\": \"something else\"}",
                                     b"\xff\xfe", b""])
def test_a_corrupt_file_gets_a_message_and_nothing_is_lost(content):
    session = one_human()
    play_main(session)
    history = list(session.game.history)
    assert not session.open_saved(content)
    assert session.message.key == "app.msg.corrupt_save" and session.message.problem
    assert session.game.history == history


def test_computer_players_wait_the_pace_between_moves():
    """"computer players move on their own at a readable pace (setting; instant in tests)"."""
    waits, seen = [], []
    session = one_human(pace=0.5, sleep=waits.append)
    session.observe(lambda s: seen.append(len(s.game.history)))
    while not set(session.deciders) - {0}:
        play_main(session)
    bot_moves = sum(1 for p in session.deciders if p != 0)
    assert waits == [0.5] * bot_moves
    assert len(set(seen)) > 2, "the views were told after each computer move"


def test_clicks_while_computer_players_move_are_ignored():
    session = one_human()
    session.busy = True
    assert not session.answer(session.version, session.game.pending.find(Act.ROLL))
    assert session.game.history == []


def test_observers_are_told_of_every_change():
    session = one_human()
    calls = []
    session.observe(lambda s: calls.append(s.version))
    play_main(session)
    session.undo()
    assert len(calls) >= 2


def test_a_pay_day_summary_shows_salary_interest_bills_and_the_balance_after():
    """"each Pay Day as a summary (salary in, interest in and out, bills, balance after)"."""
    session = Session("bonne-paye", [("Ada", None), ("Bo", None)], seed=11)
    game = session.game
    ada = game.players[0]
    while not ada.retired and not ada.eliminated:
        play_main(session)
    (summary,) = session.payday_summaries(0)
    assert summary["month"] == 1
    assert summary["in"][payday.Reason.SALARY] == game.rules.salary
    assert summary["cash"] == game.cash(ada)
    assert summary["savings"] == session.savings(0)
    assert summary["debt"] == game.debt(ada)
    bills_paid = summary["out"].get(payday.Reason.BILL, 0)
    assert bills_paid >= 0 and not ada.bills


def test_the_loan_cost_is_the_editions_interest_rule():
    session = one_human()
    session.answer(session.version, session.game.pending.find(Act.BORROW))
    debt = session.game.debt(session.game.players[0])
    assert debt == session.game.rules.loan_unit
    assert session.monthly_loan_cost(0) == session.game.rules.interest(debt)


def test_the_live_chart_series_end_at_the_engines_numbers():
    session = one_human()
    for _ in range(4):
        play_main(session)
    cash, saved, owed = session.money_history(0)
    ada = session.game.players[0]
    assert (cash[-1], saved[-1], owed[-1]) == (session.game.cash(ada), session.savings(0),
                                               session.game.debt(ada))


def test_an_unknown_computer_style_is_refused_with_a_named_error():
    with pytest.raises(ValueError, match="style"):
        Session("bonne-paye", [("Ada", None), ("X", "genius")])


def test_the_url_query_sets_the_edition_language_months_seed_and_pace():
    assert settings_from_query("variant=bonne-paye&lang=zh-Hant&months=3&seed=42&pace=0") == \
        {"variant": "bonne-paye", "lang": "zh-Hant", "months": 3, "seed": 42, "pace": 0.0}


def test_a_mistyped_query_is_left_out_rather_than_failing():
    assert settings_from_query("variant=nope&months=two&pace=fast&seed=") == {}
    assert settings_from_query(None) == {}
    # digits that int() refuses used to stop the page's first cell with a ValueError
    assert settings_from_query("seed=--5&months=²&lang=xx") == {}


def test_the_app_the_dashboard_the_lab_and_the_server_read_a_link_by_the_same_rules():
    """One reading of a link (payday.classroom.links): the lab's edition and language are the
    app's, and the server's "full" page says the language the page itself would."""
    from payday.classroom.links import settings_from_query as linked
    from payday.ui.lab import LAB_FIELDS
    from payday.classroom.links import read_query
    query = "?variant=payday&lang=zh-TW&months=3&games=50"
    app, lab = linked(query), read_query(query, LAB_FIELDS)
    assert (app["variant"], app["lang"]) == (lab["variant"], lab["lang"]) == ("payday", "zh-Hant")
    assert settings_from_query is linked


def test_a_ranged_turn_decision_is_never_answered_without_an_amount():
    session = one_human()
    assert session.game.pending.kind is Ask.TURN
    deposit = session.game.pending.find(Act.DEPOSIT)
    assert not session.answer(session.version, deposit)
    assert session.game.history == []


def test_the_sessions_computer_players_are_the_one_seat_map_of_payday_players():
    """The app's computer players are `payday.players.play.seats`: the same styles, seeded by
    the game and the seat, as the lab's and the lessons' games."""
    from payday.players.play import seats
    session = Session("payday", [("Ada", None), ("Bo", "saver"), ("Cy", "borrower")], seed=4)
    expected = seats(session.game)
    assert sorted(session.bots) == sorted(expected) == [1, 2]
    assert [type(session.bots[s]) for s in (1, 2)] == [type(expected[s]) for s in (1, 2)]


def test_a_computer_player_that_fails_stops_play_with_a_message_and_keeps_the_moves_made():
    """"a bot must never stop the game silently": the computer turns (played through
    `payday.players.play`) stop at the failing answer, the session says why, and every move
    made before it stays, counted in `version` and in who answered it."""
    session = one_human()

    class Fails:
        def choose(self, game, decision):
            raise RuntimeError("no idea")

    session.bots[2] = Fails()
    before = session.version
    while session.message is None and not session.game.is_over:
        play_main(session)
    assert session.message.key == "app.msg.bot_failed" and session.message.problem
    assert session.game.pending.player == 2, "the game waits where the computer player failed"
    assert len(session.deciders) == len(session.game.history)
    assert session.version - before >= len(session.game.history)
