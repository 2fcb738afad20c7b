"""我愛發薪日, "貸款" (loans): $1,000 units at any time, repaid only at Pay Day by at least 10% of the
principal plus 10% interest, in the game's notes of $10. Each test quotes the rulebook in Chinese, with an English rendering."""
import pytest

import payday
from payday import Act, Ask, IllegalDecision, Option
from payday.editions.payday_auction import RULES
from payday.engine.game import PlayerSpec
from payday.engine.ledger import Reason
from payday.players.play import play_out
from payday.players.styles import make_bot

from tests.support.editions.payday_auction import cash, new
from tests.support.games import answer


def test_loans_come_in_1000_units_at_any_time():
    """"玩家可隨時貸款以支付所須費用(幸運大抽獎除外)。玩家每次貸款的金額以$1000為單位" (loans of
    $1,000 at any time, except in the lucky draw)."""
    game = new()
    assert game.pending.find(Act.BORROW).arg == 1000
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    assert (cash(game, 0), game.debt(game.players[0])) == (2800, 2000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.BORROW, 500))


def test_the_minimum_repayment_basis_is_a_setting():
    """LESSONS: "Document which rule the engine uses": 10% of the current balance (the rulebook's
    example) by default, or 10% of what was borrowed with `repay_basis="principal"`."""
    for basis, least in (("balance", 270), ("principal", 300)):
        # $3,000 borrowed since the debt was last cleared, $300 of it repaid.
        game = new(repay_basis=basis, land=(0, 31),
                   at={0: {"cash": 3500, "loans": 2700, "borrowed": 3000}})
        assert game.pending.find(Act.REPAY).low == least, basis
    assert "repay_basis" in {c.setting for c in RULES.choices}


# Ann borrowed 3,000 and has repaid 570 of it: 2,430 owed, as after an old repayment.
OWING_2430 = {"cash": 800 + 3000 - 570, "loans": 2430, "borrowed": 3000}


def test_interest_is_payable_in_the_game_s_notes_rounded_down_to_10():
    """"紙幣…包括$10、$20、$50、$100、$500、$1000" (the notes go down to $10): 10% of $2,430 is
    $243, which no note can pay; the interest is $240."""
    game = new(at={0: OWING_2430}, land=(0, 31))
    ann = game.players[0]
    assert [e.amount for e in game.ledger if e.reason is Reason.LOAN_INTEREST] == [240]
    assert game.pending.kind is Ask.REPAY and game.pending.player == ann.index


def test_the_minimum_repayment_is_rounded_up_to_10_and_repayments_step_by_10():
    """"最低償還金額為貸款總額的10%" (at least 10% of the loan), in notes: 10% of $2,430 is
    $243, so at least $250, in steps of $10."""
    game = new(at={0: OWING_2430}, land=(0, 31))
    repay = game.pending.find(Act.REPAY)
    assert (repay.low, repay.step) == (250, 10)
    assert repay.high % 10 == 0 and all(amount % 10 == 0 for amount in repay.amounts())
    with pytest.raises(payday.IllegalDecision):
        game.decide(payday.Option(Act.REPAY, 253))
    answer(game, Act.REPAY, 250)
    assert game.debt(game.players[0]) == 2180


def test_the_rulebook_example_still_holds():
    """"甲玩家先前的所剩貸款金額為$3000，在發薪日時進行本金還款$300($3000×10%)及支付利息$300"."""
    game = new(at={0: {"cash": 800 + 3000, "loans": 3000}}, land=(0, 31))   # three loans
    assert [e.amount for e in game.ledger if e.reason is Reason.LOAN_INTEREST] == [300]
    assert game.pending.find(Act.REPAY).low == 300


@pytest.mark.parametrize("seed", range(1, 9))
def test_no_sum_is_ever_smaller_than_the_smallest_note(seed):
    """Whole games between computer players: every sum of money moved is a multiple of $10,
    never $243."""
    styles = ("random", "borrower", "saver", "deal_hunter")
    game = payday.new_game("payday-auction", [PlayerSpec(f"p{i}", s) for i, s in enumerate(styles)],
                           months=3, seed=seed)
    play_out(game, {i: make_bot(s, seed, i) for i, s in enumerate(styles)})
    odd = [(e.reason, e.amount) for e in game.ledger if e.amount % 10]
    assert odd == []


def test_rules_version_1_paid_to_the_dollar():
    """`note_unit=1` is the reading before rules version 2."""
    game = new(at={0: OWING_2430}, land=(0, 31), note_unit=1)
    assert [e.amount for e in game.ledger if e.reason is Reason.LOAN_INTEREST] == [243]
    assert game.pending.find(Act.REPAY).low == 243
