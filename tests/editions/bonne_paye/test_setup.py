"""La Bonne Paye, how a game is set up: 1,500 euros and a savings book each, a month of 31 days
from a Monday, play clockwise, the three decks; and the rules' versions, each change recorded
with its old value and a reason. Each test quotes the rulebook."""
from payday.editions.bonne_paye import RULES
from payday.engine.board import SquareKind as S, weekday
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import cash, new, roll


def test_each_player_receives_1500_euros_and_a_savings_book():
    """"Il reçoit 1 500 euros et un livret d'épargne.\""""
    game = new()
    assert [cash(game, i) for i in range(3)] == [1500] * 3
    assert all(game.savings(p) == 0 for p in game.players)
    assert {e.reason for e in game.ledger} == {Reason.START_MONEY}


def test_the_month_is_31_days_starting_on_a_monday_on_the_euro_board():
    """The board of the euro edition: day 1 is a Monday, day 30 (Loterie) a Tuesday."""
    board = RULES.board
    assert len(board) == 32 and board[0].kind is S.START and board[31].kind is S.PAYDAY
    assert weekday(1) == "mon" and weekday(30) == "tue"
    assert [d for d in range(1, 31) if board[d].kind is S.REST] == [7, 14, 21, 28]
    assert [d for d in range(1, 31) if board[d].kind is S.BUYER] == [9, 20, 23, 29]
    assert [d for d in range(1, 31) if board[d].kind is S.DEAL] == [4, 12, 17, 25]
    assert {d: board[d].n for d in range(1, 31) if board[d].kind is S.MAIL} == {
        1: 1, 11: 1, 18: 1, 24: 1, 5: 2, 27: 2, 3: 3, 16: 3}
    assert board[10].kind is S.BIRTHDAY and board[26].kind is S.CLOCK_CHANGE
    assert board[30].kind is S.LOTTERY and {board[13].kind, board[22].kind} == {S.EVENT}


def test_players_take_turns_clockwise():
    """"La partie se déroule dans le sens horaire.\""""
    # From day 2 a 5 lands on Dimanche 7, then a 1 on day 8, where everyone pays 150.
    game = new(at={i: {"day": 2} for i in range(3)}, rolls={f"move/{i}": [5, 1] for i in range(3)})
    order = []
    for _ in range(6):
        order.append(game.pending.player)
        roll(game, game.pending.player)
    assert order == [0, 1, 2, 0, 1, 2]


def test_the_deck_sizes_follow_the_euro_edition():
    """23 acquisitions, about 50 Courrier cards and 23 Quoi de neuf events."""
    assert len(RULES.decks["acquisition"]) == 23
    assert len(RULES.decks["courrier"]) == 50
    assert len(RULES.decks["events"]) == 23
    tiers = {(c.amount, c.value, c.commission) for c in RULES.decks["acquisition"]}
    assert tiers == {(450, 1200, 100), (1050, 1800, 150), (2100, 4200, 200), (3000, 7500, 300)}


def test_both_changes_are_recorded_with_their_old_values_and_a_reason():
    assert RULES.version >= 2          # version 3 (one policy per kind) came later
    before = RULES.settings_before(1)
    assert (before["insurance_through_payday"], before["bet_only_when_short"]) == (False, False)
    reasons = {c.setting: c.reason for c in RULES.choices}
    assert "vend aux enchères" in reasons["insurance_through_payday"]
    assert "ruiné" in reasons["bet_only_when_short"]
    assert {"insurance_through_payday", "bet_only_when_short", "shared_win"} <= RULES.overridable()
