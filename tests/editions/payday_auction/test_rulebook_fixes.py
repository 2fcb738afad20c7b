"""我愛發薪日 rules read again (issue 11, section 4). Each test quotes the rulebook
(002_680db44b5c9b2b53.txt) in Chinese, with an English rendering."""
import pytest

import payday
from payday import Act, Ask, Reason
from payday.players.styles import make_bot
from payday.players.play import play_out
from payday.engine.game import PlayerSpec
from payday.editions.payday_auction import RULES
from tests.support.games import acts, answer, begin


def new(players=("Ann", "Ben", "Cy"), months=1, seed=1, *, at=None, land=None, decks=None,
        rolls=None, **rules):
    """A game (as in tests/editions/payday_auction/test_rules.py), started from a position when one is given:
    `at` maps a seat to its position's fields; `land=(seat, day)` has that player roll a 1 onto
    `day` (see `helpers.begin`). A player holds what the position says: no free deal is dealt."""
    if at is None and land is None and decks is None and rolls is None:
        return payday.new_game("payday-auction", list(players), months=months, seed=seed,
                               rules=rules or None)
    return begin("payday-auction", players, months=months, seed=seed, rules=rules or None,
                 players=at, land=land, decks=decks or {}, rolls=rolls or {})


def roll(game, player):
    """`player`, whose turn it is, rolls (the roll the position scripted for them)."""
    assert game.pending.kind is Ask.TURN and game.pending.player == player, game.pending
    answer(game, Act.ROLL)


def before_a_quiet_turn(at, **rules):
    """Ann has the turn on day 10, and the players hold the cards `at` gives them; her scripted
    1 takes her onto the one-card Mail square 11 (see `quiet_turn`)."""
    at = {seat: dict(fields) for seat, fields in at.items()}
    at.setdefault(0, {})["day"] = 10
    return new(at=at, rolls={"move/0": [1]}, decks={"mail": ["pa.mail.m01"]}, **rules)


def quiet_turn(game, i):
    """Player i draws one bill on a one-card Mail square, and nothing else happens."""
    roll(game, i)
    assert [c.id for c in game.players[i].bills] == ["pa.mail.m01"]   # the water bill, $40


# Ann borrowed 3,000 and has repaid 570 of it: 2,430 owed, as after an old repayment.
OWING_2430 = {"cash": 800 + 3000 - 570, "loans": 2430, "borrowed": 3000}


# ------------------------------------------------------------------ notes of $10

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


# ------------------------------------------------------------------ events on anyone's turn

def test_an_event_card_is_offered_to_its_holder_before_another_player_s_turn():
    """"玩家可在任何時刻(包括自家回合及其他玩家回合)使用" (at any moment, on their own turn or another
    player's): before Ben's turn, Ann, who holds a gain, is asked and plays it; Cy, who holds
    only a not-today (which answers a card, not a turn), is not asked."""
    game = before_a_quiet_turn({0: {"kept": ("pa.ev.gain03",)}, 2: {"kept": ("pa.ev.nt01",)}})
    quiet_turn(game, 0)                                  # Ann's turn ends; Ben's begins
    assert (game.pending.player, game.pending.kind) == (0, Ask.PLAY_EVENT)
    assert game.pending.info["turn_of"] == 1
    assert acts(game) >= {Act.PASS, Act.USE_CARD}
    before = game.cash(game.players[0])
    answer(game, Act.USE_CARD, "pa.ev.gain03")
    assert game.cash(game.players[0]) == before + 200
    # Nothing left to play: nobody else is asked (Cy's not-today answers a card, not a turn).
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)


def test_a_charge_can_be_aimed_at_the_player_about_to_roll():
    """An event "對其使用" (aimed at a player) may be played before that player's turn: the
    target pays, borrowing if short."""
    game = before_a_quiet_turn({2: {"kept": ("pa.ev.bank01",)}})   # a parking ticket of $100
    # Cy holds the card from the start, so he is asked before Ann's turn too: he keeps it.
    assert (game.pending.player, game.pending.kind) == (2, Ask.PLAY_EVENT)
    assert game.pending.info["turn_of"] == 0
    answer(game, Act.PASS)
    quiet_turn(game, 0)
    assert (game.pending.player, game.pending.kind) == (2, Ask.PLAY_EVENT)
    answer(game, Act.USE_CARD, "pa.ev.bank01")
    assert game.pending.kind is Ask.TARGET
    answer(game, Act.TARGET, 1)
    assert game.cash(game.players[1]) == 800 - 100
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)


def test_passing_keeps_the_card_for_later():
    game = before_a_quiet_turn({0: {"kept": ("pa.ev.gain03",)}})
    quiet_turn(game, 0)
    answer(game, Act.PASS)
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)
    assert [c.id for c in game.players[0].kept] == ["pa.ev.gain03"]


def test_rules_version_1_asked_only_with_the_holder_s_own_decisions():
    game = before_a_quiet_turn({0: {"kept": ("pa.ev.gain03",)}}, event_moments="asked")
    quiet_turn(game, 0)
    assert (game.pending.player, game.pending.kind) == (1, Ask.TURN)
    with pytest.raises(ValueError):
        new(event_moments="always")


def test_computer_players_play_their_cards_on_other_players_turns():
    """Bots answer the new decision with the same legality check as everyone."""
    seen = played = 0
    for seed in range(1, 6):
        styles = ("saver", "borrower", "cautious")
        game = payday.new_game("payday-auction", [PlayerSpec(f"p{i}", s) for i, s in enumerate(styles)],
                               months=2, seed=seed)
        bots = {i: make_bot(s, seed, i) for i, s in enumerate(styles)}
        while game.pending is not None:
            pending = game.pending
            choice = bots[pending.player].choose(game, pending)
            if pending.kind is Ask.PLAY_EVENT:
                seen += 1
                played += choice.act is Act.USE_CARD
            game.decide(choice)
    assert seen and played


def test_the_changes_are_recorded_with_their_old_values_and_a_reason():
    assert RULES.version == 2
    assert RULES.settings_before(1) == {"note_unit": 1, "event_moments": "asked"}
    reasons = {c.setting: c.reason for c in RULES.choices}
    assert "$10" in reasons["note_unit"] and "DOWN" in reasons["note_unit"]
    assert "其他玩家回合" in reasons["event_moments"]
    assert {"note_unit", "event_moments"} <= RULES.overridable()
