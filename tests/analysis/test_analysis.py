"""The charts are views of the ledger: every number they draw is checked against the raw ledger
entries, on seeded games of every registered edition."""
from __future__ import annotations

from collections import defaultdict

import pandas as pd
import pytest

import payday
from payday.analysis import charts
from payday.analysis.palette import GREY, PALETTE
from payday.analysis.frames import (AnalysisError, frames, month_end_net_worth, seeded_game,
                                    transactions)
from payday.engine.ledger import Reason


SEEDS = (7, 11, 23)
MONTHS = 3


@pytest.fixture(scope="module", params=[(v, s) for v in sorted(payday.EDITIONS) for s in SEEDS],
                ids=lambda p: f"{p[0]}-seed{p[1]}")
def played(request):
    variant, seed = request.param
    game = seeded_game(variant, seed=seed, months=MONTHS)
    return game, frames(game)


def owner_changes(game):
    """From the raw entries: {(player, month, account kind, reason): signed total}."""
    totals = defaultdict(int)
    for entry in game.ledger.entries:
        for account, sign in ((entry.src, -1), (entry.dst, 1)):
            kind, _, who = account.partition(":")
            if who.isdigit():
                p = int(who)
                totals[p, entry.clock[p][0], kind, str(entry.reason)] += sign * entry.amount
    return totals


def cash_at_month_end(game, player, month):
    """The player's cash summed from the raw entries up to the end of `month`."""
    account = f"cash:{player}"
    return sum((e.amount if e.dst == account else -e.amount) for e in game.ledger.entries
               if account in (e.src, e.dst) and e.clock[player][0] <= month)


def test_balances_after_the_last_entry_equal_the_ledgers(played):
    """"Balances are sums of entries": the frame's running balances end at the ledger's."""
    game, f = played
    for p in range(len(game.players)):
        last = f.transactions[f.transactions.player == p].iloc[-1]
        assert last.cash_after == game.ledger.balance(f"cash:{p}")
        assert last.savings_after == game.ledger.balance(f"savings:{p}")
        assert last.loan_after == game.ledger.balance(f"loan:{p}")


def test_cash_flow_bars_sum_to_the_change_in_cash_over_the_month(played):
    """"The cash-flow bars of a month sum to the change in cash over that month", and it starts
    and ends at the month's balances."""
    game, f = played
    for p, player in enumerate(game.players):
        for month in range(1, player.month + 1):
            data = charts.cash_flow_data(f, p, month)
            steps = data[data.kind.isin(["in", "out"])].amount.sum()
            opening, closing = data.amount.iloc[0], data.amount.iloc[-1]
            assert opening == cash_at_month_end(game, p, month - 1)
            assert closing == cash_at_month_end(game, p, month)
            assert steps == closing - opening
            assert data.cash_after.iloc[-2] == closing


def test_each_cash_flow_bar_equals_its_categorys_ledger_entries(played):
    """Each bar is one category's money in (or out) of cash in that month, as in the ledger."""
    game, f = played
    raw = defaultdict(int)
    for entry in game.ledger.entries:
        for account, sign in ((entry.src, -1), (entry.dst, 1)):
            if account.startswith("cash:"):
                p = int(account[5:])
                raw[p, entry.clock[p][0], str(entry.reason), "in" if sign > 0 else "out"] += sign * entry.amount
    for p, player in enumerate(game.players):
        for month in range(1, player.month + 1):
            data = charts.cash_flow_data(f, p, month)
            bars = {(c, k): a for c, k, a in zip(data.category, data.kind, data.amount)
                    if k in ("in", "out")}
            # An entry between a player's own cash and... their cash never happens, so in and
            # out of a category are the entries' signed sums.
            expected = {(c, k): a for (q, m, c, k), a in raw.items() if q == p and m == month and a}
            assert bars == expected


def test_interest_earned_equals_the_savings_interest_entries(played):
    """"Interest earned equals the savings-interest entries" (and interest paid the loan- and
    charge-card-interest entries), month by month and cumulated."""
    game, f = played
    raw = owner_changes(game)
    data = charts.interest_data(f)
    for row in data.itertuples():
        earned = sum(v for (p, m, k, r), v in raw.items()
                     if p == row.player and m == row.month and r == Reason.SAVINGS_INTEREST)
        paid = -sum(v for (p, m, k, r), v in raw.items()
                    if p == row.player and m == row.month
                    and r in (Reason.LOAN_INTEREST, Reason.CARD_INTEREST))
        assert (row.interest_earned, row.interest_paid) == (earned, paid)
    for p in range(len(game.players)):
        mine = data[data.player == p]
        assert mine.earned_total.iloc[-1] == mine.interest_earned.sum()
        assert mine.paid_total.iloc[-1] == mine.interest_paid.sum()


def test_fees_paid_equal_the_fee_entries(played):
    """Fees are the withdrawal fees and the green die's price; the withdrawals chart shows the
    withdrawal fees alone."""
    game, f = played
    fees = sum(e.amount for e in game.ledger.entries if e.reason == Reason.WITHDRAWAL_FEE)
    green = sum(e.amount for e in game.ledger.entries if e.reason == Reason.GREEN_DIE_FEE)
    assert f.monthly.fees.sum() == fees + green
    assert f.withdrawals.fee.sum() == fees
    assert charts.withdrawals_data(f).fee.sum() == fees


def test_withdrawals_list_every_savings_withdrawal(played):
    game, f = played
    entries = [e for e in game.ledger.entries if e.reason == Reason.SAVINGS_WITHDRAWAL]
    assert sorted(f.withdrawals.amount) == sorted(e.amount for e in entries)
    rate = getattr(game.rules, "savings_rate_pct", 0)
    assert list(f.withdrawals.month_interest) == [a * rate // 100 for a in f.withdrawals.amount]


def test_income_and_spending_count_only_money_from_and_to_outside(played):
    """Income less spending is the change in the player's money (cash + savings - debt)."""
    game, f = played
    for row in f.monthly.itertuples():
        money = lambda m, player=row.player: sum(v for (p, mm, k, r), v in owner_changes(game).items()
                                                 if p == player and mm <= m)
        assert row.total_income - row.total_spending == money(row.month) - money(row.month - 1)
        flows = sum(getattr(row, c) for c in f.monthly.columns if c.startswith("in_"))
        assert flows == row.total_income


def test_net_worth_of_the_last_month_is_the_games_net_worth(played):
    game, f = played
    data = charts.net_worth_data(f)
    for p, player in enumerate(game.players):
        last = data[data.player == p].iloc[-1]
        assert last.month == player.month
        assert last.net_worth == game.net_worth(player)


def test_month_end_net_worth_is_the_one_the_engine_noted_at_pay_day(played):
    """Net worth at month end is the edition's net worth as the player leaves Pay Day."""
    game, f = played
    worth = month_end_net_worth(game)
    for (p, month), value in game.month_end_worth.items():
        if month == game.players[p].month:
            continue                                  # the last month ends with the game
        assert worth[p, month] == value
        row = f.monthly[(f.monthly.player == p) & (f.monthly.month == month)].iloc[0]
        assert row.net_worth == value
    for p, player in enumerate(game.players):
        assert (p, player.month) in worth


def test_loan_money_is_matched_to_what_it_paid_for(played):
    """Every loan's amount is accounted for: spent on the payments after it, or unspent."""
    game, f = played
    loans = [e for e in game.ledger.entries if e.reason == Reason.LOAN_TAKEN]
    assert len(f.loans.loan_seq.unique()) == len(loans)
    for seq, rows in f.loans.groupby("loan_seq"):
        assert rows.spent.sum() == rows.loan.iloc[0] == game.ledger.entries[seq].amount


def test_borrowing_chart_debt_equals_the_loan_account(played):
    game, f = played
    for p, _player in enumerate(game.players):
        months, bought = charts.borrowing_data(f, p)
        for row in months.itertuples():
            debt = -sum(v for (q, m, k, r), v in owner_changes(game).items()
                        if q == p and m <= row.month and k == "loan")
            assert row.debt_end == debt
        fig = charts.borrowing(f, p)
        assert list(fig.data[1].y) == list(months.debt_end)
        assert list(fig.data[0].y) == list(months.interest_paid)
        assert list(fig.data[2].x) == list(bought.spent)


def test_the_seeded_games_exercise_saving_and_borrowing():
    """The games above are not vacuous: across the seeds someone earns interest, pays loan
    interest and borrows (so the interest and loan checks compare real numbers)."""
    for variant in payday.EDITIONS:
        totals = pd.concat([frames(seeded_game(variant, seed=s, months=MONTHS)).monthly
                            for s in SEEDS])
        assert totals.borrowed.sum() > 0
        assert totals.interest_paid.sum() > 0
        if getattr(payday.rules_of(variant), "savings_rate_pct", 0):
            assert totals.interest_earned.sum() > 0


def test_every_figure_draws_the_numbers_of_its_table(played):
    game, f = played
    data = charts.cash_flow_data(f, 0, 1)
    assert list(charts.cash_flow(f, 0, 1).data[0].y) == list(data.amount)
    worth = charts.net_worth_data(f)
    fig = charts.net_worth(f)
    for trace, (_p, rows) in zip(fig.data, worth.groupby("player")):
        assert list(trace.y) == list(rows.net_worth)
    fig = charts.interest(f)
    earned = [v for trace in fig.data if trace.type == "bar" and trace.marker.color == charts.IN
              for v in trace.y]
    assert earned == list(charts.interest_data(f).interest_earned)
    wd = charts.withdrawals_data(f)
    fig = charts.withdrawals(f)
    assert list(fig.data[0].y) == list(wd.fee) and list(fig.data[1].y) == list(wd.month_interest)


def test_each_view_has_a_table_with_a_caption_and_a_one_line_summary(played):
    """"Put an HTML data table (with a caption) and a one-line summary beside every chart.\""""
    game, f = played
    for name, view in charts.views(f, 0, 1).items():
        assert view.caption and f"<caption>{view.caption}</caption>".replace("'", "&#x27;") in view.html()
        assert view.summary and "\n" not in view.summary
        assert len(view.table) >= len(view.data) or name == "borrowing"


def test_titles_and_money_are_in_the_games_language_and_currency():
    """"Each chart has a title and axis labels in the game's language, with money in the
    edition's currency.\""""
    game = seeded_game("bonne-paye", seed=7, months=1)
    f = frames(game)
    fig = charts.cash_flow(f, 0, 1)
    assert fig.layout.title.text.startswith("Où est passé")
    assert "€" in fig.layout.yaxis.title.text and "Argent" in fig.layout.yaxis.title.text
    assert all("€" in text for text in fig.data[0].text)
    english = charts.cash_flow(f, 0, 1, lang="en")
    assert english.layout.title.text.startswith("Where") and "Money" in english.layout.yaxis.title.text
    chinese = charts.net_worth(f, lang="zh-Hant")
    assert "淨資產" in chinese.layout.title.text


def test_colours_come_from_the_okabe_ito_palette_with_dashes_and_markers(played):
    """"Use the Okabe-Ito palette ... and add dashes, markers and direct labels.\""""
    game, f = played
    palette = set(PALETTE) | {GREY}
    fig = charts.net_worth(f)
    assert {t.line.color for t in fig.data} <= palette
    assert len({(t.line.dash, t.marker.symbol) for t in fig.data}) == len(fig.data)
    assert all(t.text[-1] == t.name for t in fig.data)       # a direct label at each line's end
    assert charts.CONFIG["displayModeBar"] is False


def test_withdrawal_cost_on_day_23():
    """"A 150 fee on 500 needed 8 days before payday is 30%": withdrawing 500 on day 23 costs
    the 150 fee plus the 10% interest the 500 would have earned at Pay Day."""
    rules = payday.rules_of("bonne-paye")
    cost = charts.withdrawal_cost(rules, 500, 23)
    assert (cost.fee, cost.fee_pct, cost.interest_lost, cost.total, cost.days_left) == (150, 30.0, 50, 200, 8)


def test_withdrawing_at_pay_day_is_free():
    """"A flat 150 fee for withdrawing mid-month": none at Pay Day itself."""
    rules = payday.rules_of("bonne-paye")
    cost = charts.withdrawal_cost(rules, 1000, rules.payday)
    assert (cost.fee, cost.interest_lost, cost.total) == (0, 0, 0)


@pytest.mark.parametrize("amount, day", [(0, 5), (-5, 5), (100, 0), (100, 32), ("100", 5)])
def test_withdrawal_cost_refuses_bad_input(amount, day):
    with pytest.raises(ValueError):
        charts.withdrawal_cost(payday.rules_of("bonne-paye"), amount, day)


def test_an_unknown_player_or_a_month_not_played_is_a_clear_error():
    f = frames(seeded_game("bonne-paye", seed=7, months=1))
    with pytest.raises(AnalysisError, match="no player 9"):
        charts.cash_flow(f, 9, 1)
    with pytest.raises(AnalysisError, match="has not played month 2"):
        charts.cash_flow(f, 0, 2)
    with pytest.raises(ValueError):
        charts.borrowing(f, -1)


def test_transactions_show_a_gift_on_both_players_rows():
    """A movement between two players is a row for each, signed from each one's point of view."""
    game = seeded_game("bonne-paye", seed=7, months=1)
    tx = transactions(game)
    gifts = tx[tx.category == "gift"]
    for _seq, rows in gifts.groupby("seq"):
        assert sorted(rows.amount) == [-rows.amount.abs().max(), rows.amount.abs().max()]
        assert rows.net.sum() == 0
