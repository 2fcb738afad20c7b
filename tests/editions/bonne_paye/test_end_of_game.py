"""La Bonne Paye, the end of the game: when every player has finished the last month; money,
savings and real values less bills and loans; the richest, or the least in debt, wins. Each
test quotes the rulebook."""
from payday import Act

from tests.support.editions.bonne_paye import new, roll
from tests.support.games import answer


def test_net_worth_counts_cash_savings_and_real_values_less_bills_and_loans():
    """"Chaque joueur compte ses billets, son épargne et ses intérêts d'épargne en cours, et
    ajoute la valeur réelle de ses acquisitions. Il en soustrait les factures qu'il n'a pas
    encore réglées, les prêts et intérêts non remboursés.\""""
    game = new(at={0: {"day": 4, "cash": 1550, "savings": 1000, "loans": 1500,
                       "deals": ("bp.acq.a01",),                  # 450 / 1,200
                       "bills": ("bp.mail.bill01",)}})            # a 150 bill in hand
    expected = (1550 + 1000 + 100 + 1200 - 150 - 1500 - 150)
    assert game.net_worth(game.players[0]) == expected


def test_the_game_ends_when_every_player_has_finished_the_last_month_and_the_richest_wins():
    """"La partie se termine lorsque chaque joueur a achevé le dernier mois ... Celui qui a le
    plus d'argent, ou le moins de dettes, est le vainqueur.\""""
    game = new(players=("Ann", "Ben"), at={0: {"day": 30}, 1: {"day": 30, "cash": 3000}},
               rolls={"move/0": [1], "move/1": [1]})
    roll(game, 0)
    answer(game, Act.DONE)
    assert game.players[0].retired and not game.is_over
    roll(game, 1)
    answer(game, Act.DONE)
    assert game.is_over and game.winner() == 1
    assert game.events[-1].key == "game_over"
