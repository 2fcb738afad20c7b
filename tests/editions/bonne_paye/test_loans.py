"""La Bonne Paye, loans: always 1,500 euros, interest at the end of the month, repaid in full
by the 31st of the second month after. Each test quotes the rulebook."""
from payday import Act, Ask
from payday.engine.ledger import Reason

from tests.support.editions.bonne_paye import cash, entries, new
from tests.support.games import answer


def test_a_loan_is_always_1500_and_can_be_taken_at_any_time():
    """"Il peut également souscrire un prêt, celui-ci étant toujours d'un montant de 1 500
    euros.\""""
    game = new()
    borrow = game.pending.find(Act.BORROW)
    assert borrow.arg == 1500 and not borrow.ranged
    answer(game, Act.BORROW, 1500)
    assert cash(game, 0) == 3000 and game.debt(game.players[0]) == 1500


def test_loan_interest_is_paid_at_the_end_of_the_month_at_the_rate_setting():
    """"Il reçoit alors les sous et une carte Prêt, et devra payer les intérêts à la fin du
    mois.\" The rulebook is silent on the rate; 10% is the setting's default."""
    in_debt = {0: {"cash": 3000, "loans": 1500}}
    game = new(at=in_debt, land=(0, 31))
    assert [e.amount for e in entries(game, Reason.LOAN_INTEREST)] == [150]
    other = new(at=in_debt, land=(0, 31), loan_rate_pct=5)
    assert [e.amount for e in entries(other, Reason.LOAN_INTEREST)] == [75]


def test_a_loan_must_be_repaid_by_the_31st_of_the_second_month_after():
    """"Le prêt devra être remboursé intégralement le 31 du deuxième mois suivant.\""""
    def at_payday(month):                                # a loan taken in month 1
        return new(players=("Ann", "Ben"), months=3, land=(0, 31),
                   at={0: {"month": month, "cash": 3000, "loans": 1500, "loan_months": (1,)}})
    for month in (1, 2):                                 # not yet due: repaying is optional
        game = at_payday(month)
        assert game.pending.kind is Ask.REPAY
        answer(game, Act.DONE)
        answer(game, Act.DONE)                           # savings
        assert game.debt(game.players[0]) == 1500 and game.players[0].month == month + 1
    game = at_payday(3)                                  # Pay Day of month 3: the deadline
    assert [e.amount for e in entries(game, Reason.LOAN_REPAID)] == [1500]
    assert game.debt(game.players[0]) == 0


def test_loans_cannot_be_taken_during_pay_day_settlement():
    """Our setting `borrow_at_payday` (the insolvency rule would never bite otherwise)."""
    game = new(land=(0, 31))
    assert game.pending.find(Act.BORROW) is None


def test_loans_may_be_repaid_in_part_at_pay_day():
    """"Il rembourse une partie ou l'intégralité de ses prêts.\""""
    game = new(at={0: {"cash": 4500, "loans": 3000}}, land=(0, 31))
    repay = game.pending.find(Act.REPAY)
    assert (repay.low, repay.high, repay.step) == (1500, 3000, 1500)
    answer(game, Act.REPAY, 1500)
    assert game.debt(game.players[0]) == 1500
