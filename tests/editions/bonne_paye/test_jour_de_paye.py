"""La Bonne Paye, "Case Jour de paye": every player stops there, and its actions run in the
rulebook's order. Each test quotes the rulebook."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import START, new, roll
from tests.support.games import answer


def test_every_player_must_stop_on_jour_de_paye():
    """"Case Jour de paye : chaque joueur doit obligatoirement s'y arrêter.\""""
    game = new(at={0: {"day": 29}}, rolls={"move/0": [5]})
    roll(game, 0)
    assert game.players[0].day == 31
    assert game.pending.kind is Ask.SAVINGS


def test_pay_day_runs_in_the_rulebook_order():
    """Salary; savings interest; loan interest; all bills; repayment; savings; back to start."""
    game = new(months=2, at={0: {"cash": 2500, "savings": 500, "loans": 1500,
                                 "bills": ("bp.mail.bill01",)}}, land=(0, 31))
    answer(game, Act.REPAY, 1500)
    answer(game, Act.DONE)
    reasons = [e.reason for e in game.ledger if e.reason not in START]
    assert reasons == [Reason.SALARY, Reason.SAVINGS_INTEREST, Reason.LOAN_INTEREST,
                       Reason.BILL, Reason.LOAN_REPAID]
    assert game.players[0].day == 0 and game.players[0].month == 2
