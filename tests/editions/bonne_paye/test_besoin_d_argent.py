"""La Bonne Paye, the Besoin d'argent card: kept until, "ruiné", the player uses it; a bet
under 300 euros pays ten times on a 5 or 6, and a lost bet goes to the centre, won by the first
player to roll a 6. Each test quotes the rulebook (000_f97b41f32c029fe1.txt)."""
import pytest

from payday import Act, Ask, IllegalDecision
from payday.engine.ledger import JACKPOT

from tests.support.editions.bonne_paye import QUIET, cash, new, roll
from tests.support.games import acts, answer


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
