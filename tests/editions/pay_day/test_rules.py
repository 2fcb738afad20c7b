"""Pay Day (English edition), rule by rule. Each test quotes the rulebook (003_689806cce0438b30.txt)."""
from random import Random

import pytest

import payday
from payday import Act, Ask, IllegalDecision, Option
from payday.engine.board import SquareKind as S, weekday
from payday.engine.cards import CardKind as K, Deck
from payday.engine.ledger import BANK, CENTRE, JACKPOT, Reason
from payday.editions.pay_day import RULES
from tests.support.editions.pay_day import (QUIET, QUIET_ROLLS, START, cash, entries, mail_then_payday, new,
                                            roll, to_payday)
from tests.support.games import acts, answer


# ------------------------------------------------------------------ setting up

def test_the_banker_begins_by_giving_each_player_3500():
    """"The Banker begins by giving each player $3,500.\""""
    game = new()
    assert [cash(game, i) for i in range(3)] == [3500] * 3
    assert {e.reason for e in game.ledger} == {Reason.START_MONEY}


def test_a_deal_card_lies_face_down_beside_the_yard_sale_space():
    """"Take the top Deal card and slide it, face down, halfway under the left edge of the
    board next to the "Yard Sale" space.\""""
    game = new()
    card = game.yard_sale_card
    assert card.kind is K.DEAL
    assert card not in list(game.decks["deals"])
    assert card in game.card_locations()
    assert len(game.decks["deals"].draw_pile) == 23


def test_the_calendar_runs_from_sunday_start_to_wednesday_the_31st_pay_day():
    """"Use the track like a real calendar"; START is Sunday, the 1st a Monday, the 31st a
    Wednesday, Pay Day; the squares are the README's board."""
    board = RULES.board
    assert len(board) == 32 and board[0].kind is S.START and board[31].kind is S.PAYDAY
    assert weekday(0) == "sun" and weekday(1) == "mon" and weekday(31) == "wed"
    assert {d: board[d].n for d in range(1, 31) if board[d].kind is S.MAIL} == {
        1: 1, 3: 3, 5: 2, 11: 1, 16: 3, 19: 1, 22: 1, 24: 2}
    assert [d for d in range(31) if board[d].kind is S.DEAL] == [4, 12, 15, 25]
    assert [d for d in range(31) if board[d].kind is S.BUYER] == [9, 17, 23, 26, 29]
    assert [d for d in range(31) if board[d].kind is S.LOTTERY] == [6, 13, 20, 27]
    assert {d: board[d].n for d in range(31) if board[d].kind is S.PAY_POT} == {
        7: 500, 14: 400, 18: 600, 28: 500}
    assert (board[2].kind, board[2].n) == (S.GAIN, 5000)
    assert [board[d].kind for d in (8, 10, 21, 30)] == [S.RADIO, S.BIRTHDAY, S.YARD_SALE,
                                                         S.CHARITY_WALK]


def test_the_decks_follow_the_readme_counts_and_price_ranges():
    """48 Mail cards and 24 Deal cards costing $2,000 to $12,000, resold for 1.4 to 2.8 times."""
    mail = RULES.decks["mail"]
    counts = {kind: sum(c.kind is kind for c in mail) for kind in {c.kind for c in mail}}
    assert len(mail) == 48
    assert counts == {K.BILL: 16, K.CHARITY: 6, K.MONSTER_CHARGE: 3, K.MAD_MONEY: 8,
                      K.PAY_NEIGHBOR: 8, K.DEAL_OR_BUYER: 7}
    ranges = {kind: (min(c.amount for c in mail if c.kind is kind),
                     max(c.amount for c in mail if c.kind is kind)) for kind in counts}
    assert ranges[K.BILL] == (100, 5000) and ranges[K.CHARITY] == (200, 400)
    assert ranges[K.MONSTER_CHARGE] == (1000, 4000) and ranges[K.MAD_MONEY] == (100, 2000)
    assert ranges[K.PAY_NEIGHBOR] == (200, 2000)
    deals = RULES.decks["deals"]
    assert len(deals) == 24
    assert min(c.amount for c in deals) == 2000 and max(c.amount for c in deals) == 12000
    assert all(140 * c.amount <= 100 * c.value <= 280 * c.amount for c in deals)


def test_every_silent_point_is_a_setting_with_a_reason():
    """Where the rulebook is silent, the choice is written down and a teacher can change it."""
    names = {f for f in RULES.__dataclass_fields__}
    for choice in RULES.choices:
        assert choice.setting in names, choice.setting
        assert len(choice.reason) > 20
    assert payday.rules_of("payday", {"radio_until_winner": False}).radio_until_winner is False


# ------------------------------------------------------------------ moving

def test_play_passes_to_the_left_around_the_table():
    """"Pick a player to go first ... Play passes to the left around the table.\""""
    game = new(at={i: QUIET for i in range(3)}, rolls={f"move/{i}": QUIET_ROLLS for i in range(3)})
    order = []
    for _ in range(6):
        order.append(game.pending.player)
        roll(game, game.pending.player)
    assert order == [0, 1, 2, 0, 1, 2]


def test_a_depleted_draw_pile_is_refilled_by_shuffling_the_discards():
    """"When a Draw pile is depleted, shuffle the discards and use them.\""""
    mail = Deck("mail", RULES.decks["mail"], Random(1))
    drawn = [mail.draw() for _ in RULES.decks["mail"]]
    for card in drawn:
        mail.discard(card)
    assert not mail.draw_pile
    card = mail.draw()
    assert card in drawn and len(mail.draw_pile) == len(drawn) - 1
    assert sorted(c.id for c in [card, *mail]) == sorted(c.id for c in drawn)


def test_a_player_stops_at_pay_day_even_when_the_roll_goes_past():
    """"STOP! Stop here, even if you rolled a number that would take you past this space.\""""
    game = new(months=2, at={0: {"day": 29}}, rolls={"move/0": [5]})
    roll(game, 0)
    assert game.players[0].day == 0 and game.players[0].month == 2
    assert entries(game, Reason.SALARY)


def test_a_six_on_a_regular_turn_collects_the_jackpot():
    """"Any player who rolls a 6 on his or her regular turn collects the Jackpot! (A regular
    turn consists of rolling the die and moving your token).\""""
    game = new(jackpot=700, at={0: {"day": 4}}, rolls={"move/0": [6]})   # a 6 lands on day 10, Happy Birthday
    before = cash(game, 0)
    roll(game, 0)
    assert game.ledger.balance(JACKPOT) == 0
    assert cash(game, 0) == before + 700 + 200


def test_a_six_rolled_in_a_contest_does_not_win_the_jackpot():
    """The Jackpot is won only on "rolling the die and moving your token", not in a contest."""
    game = new(jackpot=700, rolls={"contest/0": [6], "contest/1": [3]},
               land=(0, 8))                             # Radio Phone-in Contest
    assert game.ledger.balance(JACKPOT) == 700


# ------------------------------------------------------------------ mail

def test_a_mail_space_draws_the_number_of_cards_on_the_mailbox_flag():
    """"If you land on a MAIL space, draw the number of Mail cards indicated on the mailbox
    flag.\""""
    game = new(decks={"mail": ["pd.bill.01", "pd.bill.02", "pd.bill.03", "pd.bill.04"]}, land=(0, 3))
    assert [e.data["card"] for e in game.events if e.key == "drew"] == [
        "pd.bill.01", "pd.bill.02", "pd.bill.03"]


def test_the_number_of_mail_cards_per_square_is_a_setting():
    """The counts are a setting: `mail_cards_per_square` draws that many on every Mail space."""
    game = new(mail_cards_per_square=2, decks={"mail": ["pd.bill.01", "pd.bill.02", "pd.bill.03"]},
               land=(0, 3))
    assert [c.id for c in game.players[0].bills] == ["pd.bill.01", "pd.bill.02"]


def test_bills_are_kept_until_pay_day_and_paid_then():
    """"Keep them in a stack face up in front of you until you land on "Pay Day"-when you
    must pay your bills, and discard the Mail cards.\""""
    game = mail_then_payday(["pd.bill.09"])            # car repair, $1,000
    assert [c.id for c in game.players[0].bills] == ["pd.bill.09"] and cash(game, 0) == 3500
    to_payday(game)
    assert cash(game, 0) == 3500 + 3500 - 1000
    assert not game.players[0].bills
    assert game.cards["pd.bill.09"] in game.decks["mail"].discards


def test_pay_a_neighbor_pays_a_player_of_your_choice_at_once_even_with_a_loan():
    """Pay a Neighbor: "As soon as you draw this, pay a player of your choice the amount shown
    on the card, even if you're forced to take out a loan.\""""
    game = new(at={0: {"cash": 500}}, decks={"mail": ["pd.neighbor.08"]}, land=(0, 1))   # $2,000
    assert game.pending.kind is Ask.TARGET
    assert {o.arg for o in game.pending.main_options()} == {1, 2}
    answer(game, Act.TARGET, 2)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.player == 0
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    assert cash(game, 2) == 5500 and cash(game, 0) == 500 and game.debt(game.players[0]) == 2000


def test_mad_money_collects_from_a_chosen_player_who_may_have_to_borrow():
    """Mad Money: "collect the amount shown on the card from a player of your choice. That
    player may have to take out a loan to cover the payment.\""""
    game = new(at={1: {"cash": 100}}, decks={"mail": ["pd.mad.06"]}, land=(0, 1))   # $1,200
    assert game.pending.kind is Ask.TARGET and game.pending.info["collect"] is True
    answer(game, Act.TARGET, 1)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.player == 1
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    assert cash(game, 0) == 3500 + 1200 and cash(game, 1) == 900
    assert game.debt(game.players[1]) == 2000


def test_charity_goes_to_the_jackpot():
    """Charity: "Place the amount shown on the card on the corner of the board marked
    "Jackpot".\""""
    game = new(decks={"mail": ["pd.charity.05"]}, land=(0, 1))   # $400
    assert game.ledger.balance(JACKPOT) == 400 and cash(game, 0) == 3100


def test_a_monster_charge_is_paid_in_full_or_carried_with_10_percent_interest():
    """Monster Charge: "If you don't want to pay off the whole balance on Pay Day, you must
    pay the interest-10% of the total amount owed-then you can carry the balance over into the
    next month.\""""
    game = mail_then_payday(["pd.monster.02"], months=2)   # $2,500
    assert game.players[0].kept == [game.cards["pd.monster.02"]]
    to_payday(game)
    assert game.pending.kind is Ask.MONSTER_CHARGE
    assert game.pending.info["amount"] == 2500 and game.pending.info["interest"] == 250
    answer(game, Act.PAY_INTEREST)
    assert cash(game, 0) == 3500 + 3500 - 250
    # The interest has its own reason: it is not a payment of the balance.
    assert [e.amount for e in entries(game, Reason.CARD_INTEREST)] == [250]
    assert not entries(game, Reason.CARD_CHARGE)
    assert game.players[0].kept == [game.cards["pd.monster.02"]]      # carried over
    assert game.net_worth(game.players[0]) == 3500 + 3500 - 250 - 2500
    # The next month's Pay Day, with the balance carried.
    game = new(months=2, at={0: {"month": 2, "cash": 6750, "kept": ("pd.monster.02",)}},
               land=(0, 31))
    answer(game, Act.PAY_ALL)        # "pay the interest plus the total charges"
    assert [e.amount for e in entries(game, Reason.CARD_INTEREST)] == [250]
    assert [e.amount for e in entries(game, Reason.CARD_CHARGE)] == [2500]
    assert not game.players[0].kept


def test_a_monster_charge_may_not_be_paid_in_part():
    """"You may not pay part of the balance on Pay Day: Pay the interest, or pay the interest
    plus the total charges." The only choices are all of it or the interest."""
    game = mail_then_payday(["pd.monster.03"], months=2)
    to_payday(game)
    assert {o.act for o in game.pending.main_options()} == {Act.PAY_ALL, Act.PAY_INTEREST}
    before = len(game.ledger)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.PAY_ALL, 2000))
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 2000))
    assert len(game.ledger) == before and game.pending.kind is Ask.MONSTER_CHARGE


def test_monster_charge_interest_is_paid_on_the_total_of_all_charges_held():
    """"10% of the total amount owed": two cards make one balance."""
    game = mail_then_payday(["pd.monster.01", "pd.monster.03"], months=2)   # $1,000 + $4,000
    to_payday(game)
    assert game.pending.info["amount"] == 5000 and game.pending.info["interest"] == 500


def test_a_monster_charge_cannot_be_carried_past_the_last_pay_day():
    """Carrying is "into the next month"; at the last Pay Day the whole balance is paid
    (setting `monster_paid_off_at_end`), borrowing if short."""
    game = mail_then_payday(["pd.monster.03"], months=1, ann={"cash": 0})   # Ann has nothing
    to_payday(game)
    assert [o.act for o in game.pending.main_options()] == [Act.PAY_ALL]
    answer(game, Act.PAY_ALL)        # $400 interest, then the $4,000 balance
    assert game.pending.kind is Ask.RAISE_MONEY
    answer(game, Act.BORROW, 1000)
    assert game.players[0].retired and not game.players[0].kept
    assert cash(game, 0) == 100 and game.net_worth(game.players[0]) == -900


def test_a_deal_buyer_card_moves_you_now_to_the_next_deal_or_buyer_space_of_your_choice():
    """Deal/Buyer: "Move to your choice-a Deal or a Found a Buyer space- and follow the
    instructions ... Move ahead to the next Deal or Buyer space NOW.\""""
    game = new(decks={"mail": ["pd.move.01", "pd.bill.01"], "deals": ["pd.deal.05"]},
               land=(0, 5))                            # day 5 draws two
    assert game.pending.kind is Ask.MOVE_TO
    assert [o.arg for o in game.pending.main_options()] == [9, 12]
    answer(game, Act.MOVE_TO, 12)
    assert game.players[0].day == 12 and game.pending.kind is Ask.BUY


def test_a_deal_buyer_card_is_played_after_the_other_mail_of_the_same_mailbox():
    """Setting `mail_moves_last`: the other cards drawn with it are read before moving."""
    game = new(decks={"mail": ["pd.move.01", "pd.bill.05", "pd.charity.01"]}, land=(0, 3))
    assert game.pending.kind is Ask.MOVE_TO
    assert game.players[0].bills and game.ledger.balance(JACKPOT) == 200


def test_a_deal_buyer_card_with_no_such_space_ahead_is_discarded():
    """When neither a Deal nor a Found a Buyer space lies ahead, the card does nothing."""
    # No Mail space lies beyond day 24 on the standard board, so the card is read from day 29
    # by the rules' own procedures.
    game = new(at={0: {"day": 29}}, decks={"mail": ["pd.move.02"]})
    card = game.cards["pd.move.02"]
    game.draw("mail", game.players[0])
    script = game.open_mail(game.players[0], card)
    assert next(script, None) is None
    assert game.players[0].day == 29 and card in game.decks["mail"].discards
    assert game.events[-1].key == "nowhere_to_go"


# ------------------------------------------------------------------ deals

def test_a_deal_may_be_bought_at_once_with_a_loan_if_needed():
    """"If you wish, you may purchase the item on the card immediately; take out a loan if you
    need to. Pay the bank.\""""
    game = new(decks={"deals": ["pd.deal.24"]}, land=(0, 4))
    deal = game.cards["pd.deal.24"]
    assert game.pending.kind is Ask.BUY and game.pending.info["price"] == deal.amount
    answer(game, Act.BUY)
    while game.pending.kind is Ask.RAISE_MONEY:
        answer(game, Act.BORROW, 1000)
    assert game.players[0].deals == [deal]
    assert entries(game, Reason.DEAL_BOUGHT)[0].amount == deal.amount
    assert game.debt(game.players[0]) == -(-(deal.amount - 3500) // 1000) * 1000


def test_a_deal_passed_up_goes_to_the_discard_pile():
    """"If you wish, you may purchase": a player may pass, and the card is discarded."""
    deal = "pd.deal.05"
    game = new(decks={"deals": [deal]}, land=(0, 4))
    answer(game, Act.PASS)
    assert not game.players[0].deals and game.cards[deal] in game.decks["deals"].discards
    assert cash(game, 0) == 3500


def test_found_a_buyer_sells_one_deal_at_its_value():
    """Found a Buyer: "the Bank pays you the "Value" amount on one of them (your choice) ...
    Put the used card in the discard pile." "You may sell only one Deal at a time.\""""
    game = new(at={0: {"deals": ("pd.deal.01", "pd.deal.02")}}, land=(0, 9))
    first, second = game.cards["pd.deal.01"], game.cards["pd.deal.02"]
    assert game.pending.kind is Ask.SELL
    assert {o.arg for o in game.pending.main_options() if o.act is Act.SELL} == {first.id, second.id}
    answer(game, Act.SELL, second.id)
    assert cash(game, 0) == 3500 + second.value
    assert game.players[0].deals == [first]
    assert second in game.decks["deals"].discards
    assert game.pending.kind is Ask.TURN and game.pending.player == 1


def test_deals_still_held_at_the_last_pay_day_are_discarded_and_worth_nothing():
    """"At the end of the last month of play, discard any Deal cards you still hold." "The
    Deal card has no value if it's unsold when the game ends.\""""
    game = new(months=1, at={0: {"day": 30, "deals": ("pd.deal.03",)}}, rolls={"move/0": [1]})
    deal = game.cards["pd.deal.03"]
    assert RULES.unsold_deals_worthless
    assert game.net_worth(game.players[0]) == 3500
    roll(game, 0)
    assert not game.players[0].deals and deal in game.decks["deals"].discards
    assert game.net_worth(game.players[0]) == 7000


# ------------------------------------------------------------------ other spaces

def test_sweepstakes_collects_5000_from_the_bank():
    """Sweepstakes: "Collect $5,000 from the Bank.\""""
    game = new(land=(0, 2))
    assert cash(game, 0) == 8500 and entries(game, Reason.WINDFALL)[0].src == BANK


def test_the_lottery_pays_the_bank_ante_and_the_players_antes_to_the_number_rolled():
    """Lottery: "The Bank antes up $1,000, then each player may ante $100 ... each player who
    anted in turn picks a different number from 1 to 6. The player who landed on the Lottery
    rolls the die ... If no one had picked the number rolled, keep rolling until somebody
    wins!\""""
    game = new(rolls={"lottery/0": [5, 6, 2]}, land=(0, 6))
    assert game.pending.kind is Ask.LOTTERY and game.pending.player == 0
    answer(game, Act.JOIN, 4)
    assert game.pending.player == 1
    assert Act.JOIN in acts(game) and game.pending.find(Act.JOIN, 4) is None
    answer(game, Act.JOIN, 2)
    assert game.pending.player == 2
    answer(game, Act.PASS)
    assert cash(game, 1) == 3400 + 1200 and cash(game, 0) == 3400
    assert game.ledger.balance(CENTRE) == 0
    assert [e.data["n"] for e in game.events
            if e.key == "rolled" and e.data["purpose"] == "lottery"] == [5, 6, 2]


def test_a_lottery_nobody_antes_for_is_void():
    """The rulebook is silent: with no ante there is no number to win; the bank keeps its
    $1,000 (setting `lottery_lander_wins_when_nobody_antes`)."""
    game = new(land=(0, 6))
    for _ in range(3):
        answer(game, Act.PASS)
    assert len(game.ledger) == 3 and game.events[-1].key == "lottery_void"   # the start money
    other = new(lottery_lander_wins_when_nobody_antes=True, land=(0, 6))
    for _ in range(3):
        answer(other, Act.PASS)
    assert cash(other, 0) == 4500


def test_fun_day_puts_the_amount_on_the_jackpot_with_a_loan_if_short():
    """Fun Day: "Put the amount shown onto the Jackpot corner of the board. (If you don't have
    the cash, take out a loan).\""""
    game = new(at={0: {"cash": 200}}, land=(0, 18))     # $600
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.info["short"] == 400
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


# ------------------------------------------------------------------ loans

def test_loans_are_taken_at_any_time_in_1000_increments():
    """"You may take out a loan at any time." "Loans must be in increments of $1,000.\""""
    game = new()
    assert game.pending.find(Act.BORROW).arg == 1000
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.BORROW, 500))
    answer(game, Act.BORROW, 1000)
    assert game.debt(game.players[0]) == 1000 and game.pending.kind is Ask.TURN


def test_loan_interest_of_10_percent_is_charged_at_every_pay_day():
    """"You will be charged 10% on your outstanding loan balance every time you land on "Pay
    Day".\""""
    game = new(at={0: {"day": 30}}, rolls={"move/0": [1]})
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    roll(game, 0)
    assert [e.amount for e in entries(game, Reason.LOAN_INTEREST)] == [300]


def test_loans_are_repaid_only_on_pay_day_in_1000_increments():
    """"On "Pay Day"-but at no other time during the month-you may pay off part or all of
    your loan. If you pay off part it must be in $1,000 increments.\""""
    game = new(at={0: {"day": 30}}, rolls={"move/0": [1]})
    answer(game, Act.BORROW, 1000)
    answer(game, Act.BORROW, 1000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 1000))          # not on Pay Day
    roll(game, 0)
    assert game.pending.kind is Ask.REPAY
    option = game.pending.find(Act.REPAY)
    assert (option.low, option.high, option.step) == (1000, 2000, 1000)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.REPAY, 1500))
    answer(game, Act.REPAY, 1000)
    answer(game, Act.DONE)
    assert game.debt(game.players[0]) == 1000


def test_pay_day_runs_salary_interest_repayment_bills_then_back_to_start():
    """Pay Day: "1. Collect your monthly salary ... 2. ... pay 10% interest ... 3. ... pay off
    part or all your loan ... 4. Pay off all the bills ... 5. Move your token back to START.\""""
    game = new(months=2, at={0: {"cash": 4500, "loans": 1000, "bills": ("pd.bill.05",)}},
               land=(0, 31))
    answer(game, Act.REPAY, 1000)
    reasons = [e.reason for e in game.ledger if e.reason not in START]
    assert reasons == [Reason.SALARY, Reason.LOAN_INTEREST, Reason.LOAN_REPAID, Reason.BILL]
    assert game.players[0].day == 0 and game.players[0].month == 2


def test_bills_at_pay_day_are_paid_with_a_loan_if_cash_is_short():
    """"If you don't have enough cash, take out, or increase, a loan.\""""
    game = mail_then_payday(["pd.bill.16", "pd.bill.15"])   # $5,000 + $4,000
    to_payday(game)
    assert game.pending.kind is Ask.RAISE_MONEY and game.pending.info["reason"] == "bill"
    while game.pending is not None and game.pending.kind is Ask.RAISE_MONEY:
        answer(game, Act.BORROW, 1000)
    assert game.debt(game.players[0]) == 2000 and not game.players[0].bills


# ------------------------------------------------------------------ retiring and the end

def test_retired_players_still_join_the_lottery_radio_birthday_and_walk_for_charity():
    """"While you're waiting, you may play the Lottery, Radio Phone-In Contest, Happy Birthday,
    or Walk for Charity, if one comes up!\""""
    game = new(months=1, at={0: {"day": 30}, 1: {"day": 9}, 2: {"day": 29}},
               rolls={"move/0": [1], "move/1": [1], "move/2": [1], "contest/0": [3]})
    roll(game, 0)
    assert game.players[0].retired
    roll(game, 1)                                       # Happy Birthday: Ann gives $100 too
    assert cash(game, 1) == 3700
    roll(game, 2)                                       # Walk for Charity: Ann walks too
    assert game.ledger.balance(JACKPOT) >= 300
    assert any(e.key == "charity_walk" and e.player == 0 for e in game.events)


def test_retired_players_are_not_chosen_for_pay_a_neighbor():
    """A retired player only waits, so Pay a Neighbor and Mad Money choose among the others
    (setting `neighbor_cards_reach_retired`)."""
    game = new(months=1, at={0: {"day": 30}}, decks={"mail": ["pd.neighbor.01"]},
               rolls={"move/0": [1], "move/1": [1]})
    roll(game, 0)                                       # Ann retires
    roll(game, 1)
    assert [o.arg for o in game.pending.main_options()] == [2]


def test_net_worth_is_cash_minus_loans_and_the_highest_wins():
    """"Now subtract the amount of any outstanding loans. The amount you have left is your
    net worth." The player with the highest net worth wins."""
    game = new(players=("Ann", "Ben"), at={0: {"cash": 8000, "loans": 4000}})
    assert game.net_worth(game.players[0]) == 4000 and game.net_worth(game.players[1]) == 3500
    assert game.winner() == 0


def test_when_everyone_is_in_debt_the_lowest_debt_wins():
    """"If all players end the game in debt ... the player with the lowest amount of debt wins!\""""
    game = new(players=("Ann", "Ben"), at={0: {"cash": 0, "loans": 6000},
                                           1: {"cash": 1500, "loans": 6000}})
    assert [game.net_worth(p) for p in game.players] == [-6000, -4500]
    assert game.winner() == 1


# ------------------------------------------------------------------ illegal decisions

def test_a_player_cannot_choose_themselves_as_the_neighbor():
    game = new(decks={"mail": ["pd.neighbor.01"]}, land=(0, 1))
    before = len(game.ledger)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.TARGET, 0))
    assert len(game.ledger) == before and game.pending.kind is Ask.TARGET


def test_a_deal_buyer_card_cannot_move_to_a_square_not_offered():
    game = new(decks={"mail": ["pd.move.01", "pd.bill.01"]}, land=(0, 5))   # day 5 draws two
    for day in (4, 15, 31, 7):                          # behind, not the next, Pay Day, not a deal
        with pytest.raises(IllegalDecision):
            game.decide(Option(Act.MOVE_TO, day))
    assert game.players[0].day == 5


def test_a_lottery_number_already_picked_cannot_be_picked_again():
    game = new(land=(0, 6))
    answer(game, Act.JOIN, 3)
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.JOIN, 3))
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.JOIN, 7))
    assert cash(game, 1) == 3500


def test_a_deal_not_held_cannot_be_sold():
    game = new(at={0: {"deals": ("pd.deal.01",)}}, land=(0, 9))
    deal = game.cards["pd.deal.01"]
    with pytest.raises(IllegalDecision):
        game.decide(Option(Act.SELL, "pd.deal.02"))
    assert game.players[0].deals == [deal]


# ------------------------------------------------------------------ saving

def test_a_saved_game_replays_to_the_same_ledger():
    """A game is its seed plus its decisions, in this edition too."""
    from tests.support.games import bots_game
    from payday.players.play import play_out
    game, bots = bots_game("payday", 5, players=3, months=2, styles=("deal_hunter", "random"))
    play_out(game, bots)
    again = payday.load_game(game.to_json())
    assert again.ledger.balances == game.ledger.balances and again.is_over


# ------------------------------------------------------------------ computer players

def test_computer_players_hunt_deals_sell_them_and_do_not_carry_monster_charges_for_nothing():
    """Every style plays this edition sensibly: a deal hunter buys deals and sells them at a
    Buyer; a Monster Charge is carried only by a player whose cash is short of the balance
    (plus the cash the style keeps back), and none is still held when the game ends."""
    from payday.players.styles import make_bot
    from payday.engine.game import PlayerSpec
    styles = ("saver", "borrower", "deal_hunter", "cautious")
    bought, sold, carried = 0, 0, []
    for seed in range(20):
        game = payday.new_game("payday", [PlayerSpec(s, s) for s in styles], months=3, seed=seed)
        bots = {i: make_bot(s, seed, i) for i, s in enumerate(styles)}
        while game.pending is not None:
            decision = game.pending
            choice = bots[decision.player].choose(game, decision)
            if decision.kind is Ask.MONSTER_CHARGE and choice.act is Act.PAY_INTEREST:
                carried.append((game.cash(game.players[decision.player]),
                                decision.info["amount"] + bots[decision.player].buffer))
            game.decide(choice)
        hunter = styles.index("deal_hunter")
        bought += sum(e.key in ("bought", "yard_sale") and e.player == hunter for e in game.events)
        sold += sum(e.key == "sold" and e.player == hunter for e in game.events)
        assert not any(c.kind is K.MONSTER_CHARGE for p in game.players for c in p.kept)
        for style in ("saver", "cautious"):
            assert game.debt(game.players[styles.index(style)]) == 0
    assert bought >= 20 and sold * 3 >= bought * 2          # most deals bought are resold
    assert all(cash < needed for cash, needed in carried)
