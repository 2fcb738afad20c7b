"""One accounts view: the app's panels and Pay Day summaries, the chart frames, the teacher's
dashboard and the lessons' sums all tell the same totals for every player, because they all
read `payday.engine.accounts` over the one ledger. Each kind of money has its own reason, so
each total is one sum over the ledger by reason.

PAYDAY_ACCOUNTS_GAMES sets how many seeded games of each edition the one-accounts test plays
(12 by default)."""
from __future__ import annotations

import html
import os
import re

import pytest

import payday
from payday import Act, i18n
from payday.teaching import lessons
from payday.analysis.frames import frames
from payday.players.styles import STYLES
from payday.engine.accounts import FEES, INTEREST_EARNED, INTEREST_PAID, accounts, by_month, totals
from payday.engine.features import Feature
from payday.engine.ledger import BANK, Reason
from payday.classroom.records import Loaded
from payday.ui.dashboard import data as dashboard
from payday.ui.app.session import Session
from payday.ui.app.views import App

from tests.support.games import answer, begin, bots_game, play_checked

GAMES = int(os.environ.get("PAYDAY_ACCOUNTS_GAMES", "12"))
EDITIONS = sorted(payday.EDITIONS)


def played(variant: str, seed: int, months: int = 3):
    styles = tuple(STYLES)[seed % len(STYLES):] + tuple(STYLES)[:seed % len(STYLES)]
    game, bots = bots_game(variant, seed, players=4, months=months, styles=styles)
    return play_checked(game, bots)


def raw_sum(game, seat: int, reasons, *, paid: bool) -> int:
    """Straight from the entries: money out of (or into) the player's cash for these reasons."""
    account = game.players[seat].cash_account
    return sum(e.amount for e in game.ledger
               if e.reason in reasons and (e.src if paid else e.dst) == account)


def cell(page: str, css: str) -> str:
    match = re.search(rf'class="{css}">(.*?)</td>', page)
    assert match, css
    return html.unescape(match.group(1))


# ------------------------------------------------------------------ the one-accounts test
@pytest.mark.parametrize("variant", EDITIONS)
def test_every_view_gives_each_player_the_same_totals(variant):
    """The panels, the Pay Day summaries, the chart frames, the dashboard's table and the
    lesson keys agree, player by player, on interest paid, interest earned, fees, borrowed,
    repaid, saved, net cash flow and the balances, in many seeded games of the edition."""
    app = App(variant=variant, lang="en", seed=1, pace=0)
    for seed in range(1, GAMES + 1):
        game = played(variant, seed)
        f = frames(game)
        rows = {r.student: r for r in dashboard.class_rows([Loaded(f"seed{seed}", game)])}
        session = Session.from_saved(game.to_json())
        app.begin(session)
        panels = app.panels_html()
        lab_totals = totals(game.ledger, len(game.players))
        for p, player in enumerate(game.players):
            where = f"{variant} seed {seed}, {player.name}"
            mine = accounts(game.ledger, p)
            # The lab's totals: the same, from the ledger's flows, without the entries.
            assert vars(lab_totals[p]) == {k: v for k, v in vars(mine).items() if k != "entries"}, where
            # Each total is one sum over the ledger by reason.
            assert mine.interest_paid == raw_sum(game, p, INTEREST_PAID, paid=True), where
            assert mine.interest_earned == raw_sum(game, p, INTEREST_EARNED, paid=False), where
            assert mine.fees == raw_sum(game, p, FEES, paid=True), where
            assert mine.borrowed == raw_sum(game, p, {Reason.LOAN_TAKEN}, paid=False), where
            # Money only comes from outside: what flowed in, less what flowed out, is held.
            assert mine.net_cash_flow == mine.cash + mine.savings - mine.debt, where
            assert (mine.cash, mine.savings, -mine.debt) == (
                game.cash(player), game.ledger.balance(player.savings_account),
                game.ledger.balance(player.loan_account)), where
            # The chart frames.
            months = f.monthly[f.monthly.player == p]
            assert int(months.interest_paid.sum()) == mine.interest_paid, where
            assert int(months.interest_earned.sum()) == mine.interest_earned, where
            assert int(months.fees.sum()) == mine.fees, where
            assert int(months.borrowed.sum()) == mine.borrowed, where
            assert int(months.repaid.sum()) == mine.repaid, where
            assert int(months.total_income.sum() - months.total_spending.sum()) == mine.net_cash_flow, where
            last = months.iloc[-1]
            assert (last.cash_end, last.savings_end, last.debt_end) == (
                mine.cash, mine.savings, mine.debt), where
            # The dashboard's table.
            row = rows[player.name]
            assert (row.interest_paid, row.interest_earned, row.fees_paid, row.borrowed,
                    row.saved) == (mine.interest_paid, mine.interest_earned, mine.fees,
                                   mine.borrowed, mine.saved), where
            # The lesson keys' sums.
            assert lessons.outflows(game, p, INTEREST_PAID) == mine.interest_paid, where
            assert lessons.inflows(game, p, INTEREST_EARNED) == mine.interest_earned, where
            assert lessons.outflows(game, p, FEES) == mine.fees, where
            # The app: its panels, and its Pay Day summaries (interest moves only at Pay Day).
            assert session.accounts(p) == mine, where
            money = lambda amount, currency=game.rules.currency: i18n.money(amount, currency, "en")
            assert cell(panels, f"pd-cash-{p}") == money(mine.cash), where
            assert cell(panels, f"pd-debt-{p}") == money(mine.debt), where
            if Feature.SAVINGS in game.rules.features:
                assert cell(panels, f"pd-savings-{p}") == money(mine.savings), where
            summaries = session.payday_summaries(p)
            paid = sum(s["out"].get(r, 0) for s in summaries for r in INTEREST_PAID)
            earned = sum(s["in"].get(r, 0) for s in summaries for r in INTEREST_EARNED)
            assert (paid, earned) == (mine.interest_paid, mine.interest_earned), where
            # Month by month, the months add up to the whole.
            whole = by_month(game.ledger, p)
            assert sum(v.interest_paid for v in whole.values()) == mine.interest_paid, where
            assert sum(v.net_cash_flow for v in whole.values()) == mine.net_cash_flow, where


@pytest.mark.parametrize("variant", EDITIONS)
def test_the_labs_totals_of_a_game_just_played_are_every_players_accounts(variant):
    """The lab reads a game's totals before anything has read its entries (they are still the
    ledger's plain tuples): each player's balances and totals are those of `accounts`, for 2 to
    the edition's most players, a month or several."""
    for seed in range(1, GAMES + 1):
        players = 2 + seed % (payday.rules_of(variant).max_players - 1)
        game, bots = bots_game(variant, seed, players=players, months=1 + seed % 4, styles=tuple(STYLES))
        game.play_bots(bots)
        lab_totals = totals(game.ledger, players)          # before the entries are read
        for p in range(players):
            mine = vars(accounts(game.ledger, p))
            del mine["entries"]
            assert vars(lab_totals[p]) == mine, f"{variant} seed {seed}, player {p + 1}"


def test_the_dashboard_and_the_chart_count_a_monster_charges_interest_alike():
    """Monster Charge: "you must pay the interest-10% of the total amount owed-then you can
    carry the balance over into the next month." That interest is interest paid, in the chart
    and on the dashboard alike, and the charge itself is not."""
    found = 0
    for seed in range(1, 60):
        game = played("payday", seed)
        f = frames(game)
        rows = {r.student: r for r in dashboard.class_rows([Loaded("g", game)])}
        for p, player in enumerate(game.players):
            card_interest = raw_sum(game, p, {Reason.CARD_INTEREST}, paid=True)
            if not card_interest:
                continue
            found += 1
            loan_interest = raw_sum(game, p, {Reason.LOAN_INTEREST}, paid=True)
            charted = int(f.monthly[f.monthly.player == p].interest_paid.sum())
            assert charted == rows[player.name].interest_paid == loan_interest + card_interest
        if found >= 3:
            break
    assert found, "no seed carried a Monster Charge"


# ------------------------------------------------------------------ every kind of money
def reasons_of(game) -> set[Reason]:
    return {e.reason for e in game.ledger}


def test_a_lottery_stake_a_prize_and_the_banks_ante_are_three_reasons():
    """Lottery: "The Bank antes up $1,000, then each player may ante $100 ... The player whose
    number is rolled collects all the money." Stakes, the bank's ante and the prize are told
    apart, and the prize is the whole pot."""
    for seed in range(1, 40):
        game = played("payday", seed, months=1)
        prizes = [e for e in game.ledger if e.reason is Reason.LOTTERY_PRIZE]
        if prizes:
            break
    else:
        pytest.fail("no lottery was won")
    antes = [e for e in game.ledger if e.reason is Reason.BANK_ANTE]
    stakes = [e for e in game.ledger if e.reason is Reason.LOTTERY_STAKE]
    assert antes and all(e.src == BANK and e.amount == game.rules.lottery_bank_ante for e in antes)
    assert stakes and all(e.amount == game.rules.lottery_stake for e in stakes)
    assert all(e.src.startswith("cash:") for e in stakes)
    assert all(e.dst.startswith("cash:") for e in prizes)


def test_the_green_die_costs_a_fee_of_its_own():
    """"B.加投擲發薪骰(綠骰)：玩家首先須支付$100，將其置於...「累積獎金」格上方": the price of the
    green die is a fee, apart from the money players pay into the Jackpot."""
    for seed in range(1, 40):
        game = played("payday-auction", seed, months=1)
        fees = [e for e in game.ledger if e.reason is Reason.GREEN_DIE_FEE]
        if fees:
            break
    else:
        pytest.fail("nobody rolled the green die")
    assert all(e.amount == game.rules.green_cost and e.dst == "jackpot" for e in fees)
    rolled = sum(1 for e in game.events if e.key == "green_rolled")
    assert rolled == len(fees)


def test_a_bet_stake_and_its_winnings_are_two_reasons():
    """Besoin d'argent: "s'il fait 5 ou 6, la banque lui verse 10 fois sa mise ; dans le cas
    contraire, la mise est perdue, déposée au centre du plateau". Ann, 300 in hand at Pay Day
    and a 600 bill, bets 100: a 6 wins the bank's 1,000, a 4 loses the stake to the pot."""
    for roll, reason, src, dst, amount in ((6, Reason.BET_WINNINGS, BANK, "cash:0", 1000),
                                           (4, Reason.BET_STAKE, "cash:0", "jackpot", 100)):
        game = begin("bonne-paye", ("Ann", "Ben", "Cy"), rules={"salary": 100},
                     players={0: {"cash": 200, "bills": ("bp.mail.gar06",),
                                  "kept": ("bp.mail.bet01",)}},
                     land=(0, 31), decks={}, rolls={"bet/0": [roll]})
        answer(game, Act.USE_CARD, 100)
        bets = [(e.reason, e.src, e.dst, e.amount) for e in game.ledger
                if e.reason in (Reason.BET_STAKE, Reason.BET_WINNINGS)]
        assert bets == [(reason, src, dst, amount)]
        for event in game.events:
            if event.key == "bet_won":
                assert event.data["amount"] == event.data["stake"] * game.rules.bet_multiplier


def test_every_reason_has_its_words_in_three_languages():
    """New reasons are named in the catalogs, so charts and summaries never show a key."""
    from payday.i18n.catalog import catalog
    for reason in Reason:
        entry = catalog().get(f"reason.{reason}")
        assert entry is not None, reason
        assert all(entry.get(lang) for lang in ("en", "fr", "zh-Hant")), reason


# ------------------------------------------------------------------ the month summary
def test_a_finished_players_pay_day_summary_holds_their_own_entries_only():
    """A player who has finished their last month keeps a position on the last day; their
    summary of that month lists their own entries of that month only, not the others'
    salaries and bills that follow, nor what they pay or win while waiting (a birthday, a
    lottery): those come after their Pay Day was settled."""
    checked = waited = 0
    for seed in range(1, 30):
        for variant in EDITIONS:
            game = played(variant, seed, months=1)
            payday_day = game.rules.payday
            for p, player in enumerate(game.players):
                if player.eliminated:
                    continue
                settled = game.payday_settled[p, 1]
                day_entries = accounts(game.ledger, p, 1, day=payday_day).entries
                own = [s for s in day_entries if s.entry.seq < settled]
                waited += len(day_entries) - len(own)
                lines = i18n.payday_summary(game, p, 1, "en")
                assert len(lines) == 1 + len(own)
                salaries = [s for s in own if s.entry.reason is Reason.SALARY]
                assert [s.entry.dst for s in salaries] == [player.cash_account]
                salary_word = i18n.reason_name(Reason.SALARY, "en")
                assert sum(salary_word in line for line in lines[1:]) == 1
                checked += 1
        if checked >= 12 and waited:
            break
    assert checked and waited, "no player paid or won anything after their last Pay Day"


def test_money_leaving_the_cash_in_hand_reads_minus_in_the_pay_day_summary():
    """A deposit into savings or a loan repaid at Pay Day leaves the cash in hand: « − »."""
    from payday import Act, Ask, PlayerPosition, Position
    game = payday.new_game("bonne-paye", ["Ada", "Bo"], months=2, seed=1, start=Position(
        players=(PlayerPosition(day=30, loans=1500), PlayerPosition()), turn=0,
        rolls={"move/0": (1,)}))
    game.decide(game.pending.find(Act.ROLL))
    while game.pending.player == 0 and game.pending.kind is not Ask.SAVINGS:
        game.decide(game.pending.find(Act.REPAY).with_amount(1500)
                    if game.pending.find(Act.REPAY) else game.pending.find(Act.DONE))
    game.decide(game.pending.find(Act.DEPOSIT).with_amount(100))
    lines = i18n.payday_summary(game, 0, 1, "fr")
    deposit = i18n.reason_name(Reason.SAVINGS_DEPOSIT, "fr")
    repaid = i18n.reason_name(Reason.LOAN_REPAID, "fr")
    assert any(line.startswith(deposit) and "−" in line for line in lines), lines
    assert any(line.startswith(repaid) and "−" in line for line in lines), lines


# ------------------------------------------------------------------ the view itself
def test_a_month_of_accounts_counts_that_month_and_carries_the_balances_before_it():
    """Totals are the month's own; balances run from the start of the game; a move between
    the player's own accounts is neither income nor spending."""
    from payday.engine.ledger import Ledger
    ledger = Ledger()
    other = ((1, 0), (1, 0))
    ledger.transfer(other, BANK, "cash:0", 1500, Reason.START_MONEY)
    ledger.transfer(((1, 4), (1, 2)), "cash:0", "savings:0", 500, Reason.SAVINGS_DEPOSIT)
    ledger.transfer(((1, 31), (1, 9)), BANK, "cash:0", 1500, Reason.SALARY)
    ledger.transfer(((1, 31), (1, 9)), BANK, "cash:0", 50, Reason.SAVINGS_INTEREST)
    ledger.transfer(other, BANK, "cash:1", 1500, Reason.START_MONEY)      # not player 0's
    ledger.transfer(((2, 3), (1, 12)), "loan:0", "cash:0", 1500, Reason.LOAN_TAKEN)
    ledger.transfer(((2, 31), (1, 20)), "cash:0", BANK, 150, Reason.LOAN_INTEREST)
    ledger.transfer(((2, 31), (1, 20)), "cash:0", "cash:1", 100, Reason.GIFT)
    first, second = accounts(ledger, 0, 1), accounts(ledger, 0, 2)
    assert (first.cash, first.savings, first.debt) == (2550, 500, 0)
    assert first.income == {Reason.START_MONEY: 1500, Reason.SALARY: 1500,
                            Reason.SAVINGS_INTEREST: 50}
    assert first.saved == 500 and first.net_cash_flow == 3050
    assert (second.cash, second.savings, second.debt) == (3800, 500, 1500)
    assert second.income == {} and second.borrowed == 1500
    assert second.spending == {Reason.LOAN_INTEREST: 150, Reason.GIFT: 100}
    assert second.interest_paid == 150 and second.net_cash_flow == -250
    payday_two = accounts(ledger, 0, 2, day=31)
    assert [s.entry.reason for s in payday_two.entries] == [Reason.LOAN_INTEREST, Reason.GIFT]
    assert by_month(ledger, 0, day=31)[1].cash == 2550
    assert accounts(ledger, 1).income == {Reason.START_MONEY: 1500, Reason.GIFT: 100}


# Where each kind of money comes from and goes to ("cash" stands for any player's cash).
SHAPES = {
    Reason.START_MONEY: ({"bank"}, {"cash"}), Reason.START_SAVINGS: ({"bank"}, {"savings"}),
    Reason.START_DEBT: ({"loan"}, {"bank"}), Reason.SALARY: ({"bank"}, {"cash"}),
    Reason.BILL: ({"cash"}, {"bank"}), Reason.FIXED_PAYMENT: ({"cash"}, {"bank"}),
    Reason.WINDFALL: ({"bank"}, {"cash"}), Reason.INSURANCE: ({"cash"}, {"bank"}),
    Reason.LOAN_TAKEN: ({"loan"}, {"cash"}), Reason.LOAN_INTEREST: ({"cash"}, {"bank"}),
    Reason.LOAN_REPAID: ({"cash"}, {"loan"}), Reason.LOAN_WRITTEN_OFF: ({"bank"}, {"loan"}),
    Reason.SAVINGS_DEPOSIT: ({"cash"}, {"savings"}),
    Reason.SAVINGS_WITHDRAWAL: ({"savings"}, {"cash"}),
    Reason.WITHDRAWAL_FEE: ({"cash"}, {"bank"}), Reason.SAVINGS_INTEREST: ({"bank"}, {"cash"}),
    Reason.DEAL_BOUGHT: ({"cash"}, {"bank"}), Reason.DEAL_SOLD: ({"bank"}, {"cash"}),
    Reason.COMMISSION: ({"bank"}, {"cash"}), Reason.PRICE_HIKE: ({"cash"}, {"bank"}),
    Reason.GIFT: ({"cash"}, {"cash"}),
    Reason.LOTTERY_STAKE: ({"cash"}, {"centre", "bank"}),
    Reason.LOTTERY_PRIZE: ({"centre", "bank"}, {"cash"}), Reason.STAKE_RETURNED: ({"bank"}, {"cash"}),
    Reason.BANK_ANTE: ({"bank"}, {"jackpot", "centre"}), Reason.POT_RETURNED: ({"centre"}, {"bank"}),
    Reason.JACKPOT: ({"jackpot"}, {"cash"}), Reason.CONTRIBUTION: ({"cash"}, {"jackpot"}),
    Reason.BET_STAKE: ({"cash"}, {"jackpot"}), Reason.BET_WINNINGS: ({"bank"}, {"cash"}),
    Reason.CONTEST: ({"bank"}, {"cash"}), Reason.GREEN_DIE_FEE: ({"cash"}, {"jackpot"}),
    Reason.CARD_CHARGE: ({"cash"}, {"bank"}), Reason.CARD_INTEREST: ({"cash"}, {"bank"}),
    Reason.AUCTION: ({"cash"}, {"cash"}), Reason.BANK_BUYBACK: ({"bank"}, {"cash"}),
    Reason.ELIMINATION: ({"cash"}, {"bank"}),
}


def test_every_reason_moves_one_kind_of_money_one_way():
    """Each reason has one direction in every edition (a stake never shares a reason with a
    prize, nor a price with a refund), so a sum by reason is one kind of money."""
    assert set(SHAPES) == set(Reason)
    for variant in EDITIONS:
        for seed in range(1, 6):
            for entry in played(variant, seed, months=2).ledger:
                src, dst = SHAPES[entry.reason]
                assert entry.src.split(":")[0] in src and entry.dst.split(":")[0] in dst, entry
