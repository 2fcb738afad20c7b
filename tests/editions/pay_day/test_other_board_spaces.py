"""Pay Day, "The Other Board Spaces": Sweepstakes, Fun Day, the Radio Phone-in Contest, Happy
Birthday, Yard Sale and Walk for Charity (the Lottery, the Jackpot and Pay Day have files of
their own). Each test quotes the rulebook."""
from payday import Act, Ask
from payday.engine.ledger import BANK, JACKPOT, Reason

from tests.support.editions.pay_day import cash, entries, new, roll
from tests.support.games import answer


def test_sweepstakes_collects_5000_from_the_bank():
    """Sweepstakes: "Collect $5,000 from the Bank.\""""
    game = new(land=(0, 2))
    assert cash(game, 0) == 8500 and entries(game, Reason.WINDFALL)[0].src == BANK


def test_fun_day_puts_the_amount_on_the_jackpot_with_a_loan_if_short():
    """Fun Day: "Put the amount shown onto the Jackpot corner of the board. (If you don't have
    the cash, take out a loan).\""""
    game = new(at={0: {"cash": 200}}, land=(0, 18))     # $600
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.info.short == 400
    answer(game, Act.BORROW, 1000)
    assert game.ledger.balance(JACKPOT) == 600 and cash(game, 0) == 600


def test_the_radio_contest_pays_1000_to_the_first_to_roll_a_3_starting_with_the_lander():
    """Radio Phone-in Contest: "Starting with the player who lands here, each player rolls the
    die. The first one to roll a 3 "wins" $1,000 from the Bank!\""""
    game = new(rolls={"contest/0": [1, 2], "contest/1": [5, 3], "contest/2": [4, 3]}, land=(0, 8))
    assert cash(game, 1) == 4500 and cash(game, 0) == cash(game, 2) == 3500
    rolls = [(e.player, e.data["n"]) for e in game.events if e.key == "rolled"
             and e.data["purpose"] == "contest"]
    assert rolls == [(0, 1), (1, 5), (2, 4), (0, 2), (1, 3)]


def test_the_radio_contest_can_end_without_a_winner_when_the_setting_says_one_round():
    """Setting `radio_until_winner=False`: a round without a 3 wins nothing."""
    game = new(radio_until_winner=False, land=(0, 8),
               rolls={"contest/0": [1], "contest/1": [5], "contest/2": [4]})
    assert not entries(game, Reason.CONTEST) and game.events[-1].key == "radio_nobody"


def test_happy_birthday_every_player_gives_100():
    """Happy Birthday: "Every player gives you a lovely present: $100!\""""
    game = new(land=(0, 10))
    assert [cash(game, i) for i in range(3)] == [3700, 3400, 3400]


def test_yard_sale_costs_100_times_the_roll_and_gives_the_face_down_deal_replaced():
    """Yard Sale: "Pay the Bank $100 x the number you rolled and take the Deal card that's
    under the edge of the board-it's yours! Replace it with a new one from the Deal deck.\""""
    game = new(yard_sale="pd.deal.07", decks={"deals": ["pd.deal.08"]},
               at={0: {"day": 17}}, rolls={"move/0": [4]})
    hidden, top = game.cards["pd.deal.07"], game.cards["pd.deal.08"]
    roll(game, 0)
    assert game.players[0].deals == [hidden] and cash(game, 0) == 3100
    assert game.yard_sale_card is top


def test_walk_for_charity_every_other_player_pays_100_times_their_roll_to_the_jackpot():
    """Walk for Charity: "All players except the player who landed here roll the die and place
    $100 x the number they rolled onto the Jackpot corner.\""""
    game = new(rolls={"contest/1": [4], "contest/2": [2]}, land=(0, 30))
    assert game.ledger.balance(JACKPOT) == 600
    assert [cash(game, i) for i in range(3)] == [3500, 3100, 3300]
