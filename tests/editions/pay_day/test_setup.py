"""Pay Day, "Components" and "Setup": the Banker's $3,500, the face-down Deal by the Yard Sale,
the calendar from Sunday START to Pay Day on the 31st, the decks, who plays next, and the
points the rulebook leaves silent. Each test quotes the rulebook."""
from random import Random

import payday
from payday.editions.pay_day import RULES
from payday.engine.board import SquareKind as S, weekday
from payday.engine.cards import CardKind as K, Deck
from payday.engine.ledger import Reason

from tests.support.editions.pay_day import QUIET, QUIET_ROLLS, cash, new, roll


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
