"""La Bonne Paye, the Besoin d'argent card: kept until, "ruiné", the player uses it; a bet
under 300 euros pays ten times on a 5 or 6, and a lost bet goes to the centre, won by the first
player to roll a 6. Each test quotes the rulebook."""
import pytest

import payday
from payday import i18n

from payday import Act, Ask, IllegalDecision
from payday.engine.ledger import JACKPOT

from tests.support.editions.bonne_paye import QUIET, cash, new, roll
from tests.support.games import acts, answer, watched_games


def test_besoin_d_argent_is_kept_until_used_and_pays_ten_times_on_a_5_or_6():
    """"Il parie une somme inférieure à 300 euros et lance le dé : s'il fait 5 ou 6, la banque
    lui verse 10 fois sa mise.\" The card then goes back under the Courrier deck."""
    game = new(decks={"courrier": ["bp.mail.bet01"]}, land=(0, 1), at={1: QUIET, 2: QUIET},
               rolls={"move/1": [1], "move/2": [1], "bet/0": [5]},
               bet_only_when_short=False)   # the mechanics; when: test_rulebook_fixes_bonne_paye
    assert [c.id for c in game.players[0].kept] == ["bp.mail.bet01"]
    roll(game, 1), roll(game, 2)
    bet = game.pending.find(Act.USE_CARD)
    assert (bet.low, bet.high) == (1, 299)
    answer(game, Act.USE_CARD, 200)
    assert cash(game, 0) == 1500 + 2000
    assert game.decks["courrier"].draw_pile[-1].id == "bp.mail.bet01"
    assert game.pending.find(Act.USE_CARD) is None


def test_a_lost_bet_goes_to_the_centre_for_the_next_player_to_roll_a_six():
    """"Dans le cas contraire, la mise est perdue, déposée au centre du plateau et remportée
    par le premier joueur qui fait 6 avec le dé.\""""
    # Ann and Ben each roll a 1 onto day 1 (Ann draws Besoin d'argent, Ben an advertisement),
    # Cy rests; Ann bets and loses, rolls a 1 onto day 2; Ben's 6 lands on Dimanche 7.
    game = new(decks={"courrier": ["bp.mail.bet01", "bp.mail.ad01"]}, at={2: QUIET},
               rolls={"move/0": [1, 1], "move/1": [1, 6], "move/2": [1], "bet/0": [4]},
               bet_only_when_short=False)   # the mechanics; when: test_rulebook_fixes_bonne_paye
    roll(game, 0), roll(game, 1), roll(game, 2)
    answer(game, Act.USE_CARD, 250)
    assert game.ledger.balance(JACKPOT) == 250 and cash(game, 0) == 1250
    roll(game, 0)
    roll(game, 1)
    assert game.ledger.balance(JACKPOT) == 0 and cash(game, 1) == 1750


def test_a_bet_must_be_under_300_euros():
    game = new(decks={"courrier": ["bp.mail.bet01"]}, land=(0, 1), at={1: QUIET, 2: QUIET},
               rolls={"move/1": [1], "move/2": [1]},
               bet_only_when_short=False)   # the mechanics; when: test_rulebook_fixes_bonne_paye
    roll(game, 1), roll(game, 2)
    with pytest.raises(IllegalDecision):
        game.decide(game.pending.find(Act.USE_CARD).with_amount(300))


def test_a_six_on_the_movement_die_wins_the_pot_in_the_centre():
    """The centre's money "remportée par le premier joueur qui fait 6 avec le dé"."""
    game = new(jackpot=400, at={0: {"day": 1}}, rolls={"move/0": [6]})   # a 6 lands on Dimanche 7
    before = cash(game, 0)
    roll(game, 0)
    assert game.ledger.balance(JACKPOT) == 0
    assert cash(game, 0) == before + 400


def test_besoin_d_argent_is_kept_until_ruined_and_not_offered_at_any_decision():
    """"Il peut la conserver jusqu'à ce que, ruiné, il décide de l'utiliser": with money
    enough, the card is not offered."""
    game = new(decks={"courrier": ["bp.mail.bet01"]}, land=(0, 1), at={1: QUIET, 2: QUIET},
               rolls={"move/1": [1], "move/2": [1]})
    assert [c.id for c in game.players[0].kept] == ["bp.mail.bet01"]
    roll(game, 1), roll(game, 2)
    assert game.pending.kind is Ask.TURN and Act.USE_CARD not in acts(game)


def test_besoin_d_argent_is_offered_when_a_payment_due_cannot_be_covered():
    """"ruiné": at Pay Day, borrowing refused and no savings, a bill Ann's cash cannot cover
    asks her to raise money, and the card is offered; a win pays the bill."""
    game = new(at={0: {"cash": 200, "bills": ("bp.mail.gar06",), "kept": ("bp.mail.bet01",)}},
               land=(0, 31), rolls={"bet/0": [6]}, salary=100)   # 300 in hand, a 600 bill
    ann = game.players[0]
    assert game.pending.kind is Ask.RAISE_MONEY
    bet = game.pending.find(Act.USE_CARD)
    assert (bet.low, bet.high) == (1, 299)
    answer(game, Act.USE_CARD, 100)
    assert game.cash(ann) == 300 + 1000 - 600 and not ann.eliminated


def test_besoin_d_argent_is_not_a_way_to_buy_an_acquisition():
    """Being short of the price of an Acquisition is not being "ruiné": the card is not
    offered, and the purchase can be given up."""
    game = new(at={0: {"cash": 100, "kept": ("bp.mail.bet01",)}},
               decks={"acquisition": ["bp.acq.d01"]}, land=(0, 4))   # 3,000
    answer(game, Act.BUY)
    assert game.pending.kind is Ask.RAISE_MONEY and Act.USE_CARD not in acts(game)


def test_rules_version_1_offered_besoin_d_argent_at_any_decision():
    game = new(decks={"courrier": ["bp.mail.bet01"]}, land=(0, 1), at={1: QUIET, 2: QUIET},
               rolls={"move/1": [1], "move/2": [1]}, bet_only_when_short=False)
    roll(game, 1), roll(game, 2)
    assert Act.USE_CARD in acts(game)


# ------------------------------------------------------------------ the holder's decision
RUINED = {"cash": 200, "bills": ("bp.mail.gar06",), "kept": ("bp.mail.bet01",)}   # and salary 100


def test_a_ruined_holder_may_decline_besoin_d_argent_and_go_to_the_insolvency_sale():
    """"Il peut la conserver jusqu'à ce que, ruiné, il décide de l'utiliser": using the card is
    the holder's decision. At Pay Day, no loan and no savings, Ann is 300 short of a 600 bill:
    she may bet, or decline, and "Si, à la fin du tour, un joueur ne peut régler toutes ses
    dettes, il vend aux enchères ses cartes Acquisition ... S'il n'obtient pas de proposition,
    la banque les lui rachète." Nobody bids on her acquisition (price 3,000); the bank buys it
    back at half, the bill is paid, and she keeps her card for another day."""
    game = new(at={0: dict(RUINED, deals=("bp.acq.d01",))}, land=(0, 31), salary=100)
    ann = game.players[0]
    assert game.pending.kind is Ask.RAISE_MONEY and acts(game) == {Act.USE_CARD, Act.CANCEL}
    answer(game, Act.CANCEL)
    while game.pending.kind is Ask.BID:
        answer(game, Act.PASS)
    assert [e.key for e in game.events if e.key in ("insolvent", "bank_bought")] == [
        "insolvent", "bank_bought"]
    assert game.cash(ann) == 300 + 1500 - 600 and not ann.eliminated
    assert [c.id for c in ann.kept] == ["bp.mail.bet01"] and not ann.deals


def test_a_ruined_holder_who_declines_with_nothing_to_sell_leaves_the_game():
    """"Si cela ne suffit pas à éponger ses dettes, le joueur se retire du jeu, éliminé": with
    nothing to auction, declining the bet twice (before and after the sale) ends Ann's game,
    and no bet was rolled."""
    game = new(at={0: RUINED}, land=(0, 31), salary=100)
    answer(game, Act.CANCEL)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.player == 0   # after the sale
    answer(game, Act.CANCEL)
    assert game.players[0].eliminated
    assert not [e for e in game.events if e.key == "rolled" and e.data["purpose"] == "bet"]


def test_during_the_month_a_loan_is_the_way_to_decline_the_bet():
    """During the month a player short of a payment can always borrow ("Il peut également
    souscrire un prêt"), so there is no sale to go to: the bet and a loan are offered, and
    giving up is not."""
    game = new(at={0: {"cash": 100, "kept": ("bp.mail.bet01",)}}, land=(0, 19))   # pay 250
    assert game.pending.kind is Ask.RAISE_MONEY
    assert acts(game) == {Act.BORROW, Act.USE_CARD}


def test_rules_version_3_left_the_bet_as_the_only_answer():
    """`bet_may_be_declined=False`, how games saved before rules version 4 were played."""
    assert payday.rules_of("bonne-paye").settings_before(3)["bet_may_be_declined"] is False
    game = new(at={0: RUINED}, land=(0, 31), salary=100, bet_may_be_declined=False)
    assert acts(game) == {Act.USE_CARD}


def test_in_random_games_every_ruined_holder_may_decline_the_bet():
    """Over random games: every time the bet is the only way left to pay a debt, giving up
    is offered beside it. (Rare: a handful of decisions in these 200 games.)"""
    met = 0

    def watch(game):
        nonlocal met
        decision = game.pending
        if (decision is not None and decision.kind is Ask.RAISE_MONEY and decision.find(Act.USE_CARD) is not None
                and decision.find(Act.BORROW) is None and decision.find(Act.WITHDRAW) is None):
            met += 1
            assert decision.find(Act.CANCEL) is not None, decision

    watched_games("bonne-paye", 200, watch, players=4, months=3, styles=("random", "borrower"))
    print(f"the bet was the only way left to pay {met} times")
    assert met >= 3


def test_the_ruined_holder_is_told_both_answers_in_three_languages():
    game = new(at={0: RUINED}, land=(0, 31), salary=100)
    words = {"en": "Need money", "fr": "Besoin d'argent", "zh-Hant": "急需用錢"}
    for lang, card in words.items():
        assert card in i18n.describe_decision(game, game.pending, lang)


# ------------------------------------------------------------------ the pot in the centre
def test_a_six_on_the_commission_roll_wins_the_pot_in_the_centre():
    """The centre's money is "remportée par le premier joueur qui fait 6 avec le dé": any
    roll of the die, not only the one that moves a token. Ann sells an acquisition on Vendez
    and everyone rolls for the commission; her 6 wins the commission and the pot of 400."""
    game = new(jackpot=400, at={0: {"deals": ("bp.acq.a01",)}}, land=(0, 9),
               rolls={"contest/0": [6], "contest/1": [2], "contest/2": [3]})
    answer(game, Act.SELL, "bp.acq.a01")
    assert game.ledger.balance(JACKPOT) == 0
    assert cash(game, 0) == 1500 + 1200 + 100 + 400


def test_the_first_six_rolled_takes_the_pot():
    """"le premier joueur qui fait 6": Ben and Cy both roll a 6 for the commission; Ben
    rolls first and takes the pot, then the tie is rolled again."""
    game = new(jackpot=400, at={0: {"deals": ("bp.acq.a01",)}}, land=(0, 9),
               rolls={"contest/0": [1], "contest/1": [6, 5], "contest/2": [6, 2]})
    answer(game, Act.SELL, "bp.acq.a01")
    assert [cash(game, i) for i in range(3)] == [1500 + 1200, 1500 + 400 + 100, 1500]


def test_a_six_on_the_lottery_roll_wins_the_pot():
    """The lander rolls the lottery's die ("Celui qui est arrivé sur la case Loterie lance le
    dé"): a 6 there wins the pot in the centre too. Ann alone joins, on 3."""
    game = new(jackpot=300, land=(0, 30), rolls={"lottery/0": [6]})
    answer(game, Act.JOIN, 3), answer(game, Act.PASS), answer(game, Act.PASS)
    assert game.ledger.balance(JACKPOT) == 0 and cash(game, 0) == 1500 - 100 + 300


def test_rules_version_3_counted_only_the_roll_that_moves_a_token():
    """`jackpot_on_six="move"`, how games saved before rules version 4 were played."""
    assert payday.rules_of("bonne-paye").settings_before(3)["jackpot_on_six"] == "move"
    game = new(jackpot=300, land=(0, 30), rolls={"lottery/0": [6]}, jackpot_on_six="move")
    answer(game, Act.JOIN, 3), answer(game, Act.PASS), answer(game, Act.PASS)
    assert game.ledger.balance(JACKPOT) == 300


def test_in_random_games_every_pot_is_won_by_a_six_of_any_roll():
    """Over random games: the pot is only ever won by the player who has just rolled a 6,
    and it is won on rolls other than the move too."""
    by_purpose = {}

    def watch(game):
        if game.pending is not None:
            return
        events = game.events
        for i, event in enumerate(events):
            if event.key == "jackpot_won":
                roll = events[i - 1]
                assert roll.key == "rolled" and roll.data["n"] == 6 and roll.player == event.player
                purpose = roll.data["purpose"]
                by_purpose[purpose] = by_purpose.get(purpose, 0) + 1

    watched_games("bonne-paye", 60, watch, players=4, months=2)
    print(f"pots won, by the roll: {by_purpose}")
    assert by_purpose.get("move") and set(by_purpose) - {"move"}
