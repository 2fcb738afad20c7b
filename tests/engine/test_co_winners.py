"""Ties for the win are shared ("Ties for the win: share it (co-winners);
simulations count a shared win as 1/k to each"). No rulebook breaks a tie: La Bonne Paye's
"Celui qui a le plus d'argent, ou le moins de dettes, est le vainqueur", Pay Day's "the player
with the highest net worth wins", 我愛發薪日's "擁有資金金額最多者，即為遊戲贏家"."""
import pytest

import payday
from payday import Act, Ask, i18n
from payday.lab.simulate import PlayerResult, Report, Result, summarize
from tests.support.games import answer, begin


def tied_game(**rules):
    """Two players of La Bonne Paye, one month, each going straight to Pay Day: 3,000 each."""
    game = begin("bonne-paye", ["Ada", "Bo"], months=1, seed=1, rules=rules or None,
                 players={0: {"day": 30}, 1: {"day": 30}}, rolls={"move/0": [1], "move/1": [1]})
    for seat in (0, 1):
        assert game.pending.kind is Ask.TURN and game.pending.player == seat
        answer(game, Act.ROLL)
        answer(game, Act.DONE)                           # Pay Day's savings step
    assert game.is_over
    return game


def test_players_tied_on_the_highest_net_worth_share_the_win():
    """"Celui qui a le plus d'argent ... est le vainqueur": both have the most."""
    game = tied_game()
    assert [game.net_worth(p) for p in game.players] == [3000, 3000]
    assert game.winners() == [0, 1]
    assert game.winner() is None                         # no single winner to name


def test_the_game_over_event_names_every_winner_in_every_language():
    game = tied_game()
    over = game.events[-1]
    assert over.key == "game_over" and over.data["winners"] == [0, 1] and over.data["shared"]
    for lang in i18n.LANGUAGES:
        line = i18n.describe_event(game, over, lang)
        assert "Ada" in line and "Bo" in line, line
        assert "0" not in line and "1" not in line, line


def test_a_single_winner_is_still_the_winner():
    game = begin("bonne-paye", ["Ada", "Bo"], months=1, seed=1,
                 players={1: {"cash": 1500 + 10}})          # Bo holds 10 more than Ada
    assert game.winners() == [1] and game.winner() == 1


def test_the_setting_gives_the_win_to_the_lowest_seat_as_before():
    game = tied_game(shared_win=False)
    assert game.winners() == [0] and game.winner() == 0
    assert game.events[-1].data["winners"] == [0] and not game.events[-1].data["shared"]


@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_every_edition_says_so_in_its_choices(variant):
    rules = payday.rules_of(variant)
    assert "shared_win" in {c.setting for c in rules.choices}
    assert rules.shared_win is True


def test_a_simulation_counts_a_shared_win_as_a_share_to_each():
    def player(style: str, seat: int, worth: int) -> PlayerResult:
        return PlayerResult(style, style, seat, worth, 0, 0, 0, 0, 0, False, 0)

    report = Report("payday", 2, 0, 0.0, (
        Result(1, None, (0, 1), 0, (player("saver", 1, 10), player("borrower", 2, 10))),
        Result(2, 1, (1,), 0, (player("saver", 1, 5), player("borrower", 2, 9)))))
    wins = {row.strategy: row.wins for row in summarize(report)}
    assert wins == {"saver": 0.5, "borrower": 1.5}
    assert sum(wins.values()) == len(report.results)


def test_the_app_shows_co_winners():
    from payday.ui import App
    app = App(variant="bonne-paye", lang="fr", seed=1, pace=0)
    assert app.winners_text(tied_game()) == "Ada, Bo se partagent la victoire\xa0!"


def test_the_dashboard_leaderboard_gives_equal_net_worths_one_place():
    from payday.ui.dashboard.data import StudentRow, leaderboard
    row = dict(source="s", edition="payday", currency="USD", months="1/1", finished=True,
               borrowed=0, saved=0, withdrew_early=0, interest_earned=0, interest_paid=0,
               fees_paid=0)
    rows = [StudentRow(student=name, net_worth=worth, **row)
            for name, worth in (("Ada", 900), ("Bo", 900), ("Cy", 500))]
    assert [(e["student"], e["place"]) for e in leaderboard(rows, anonymous=False)] == [
        ("Ada", 1), ("Bo", 1), ("Cy", 3)]
