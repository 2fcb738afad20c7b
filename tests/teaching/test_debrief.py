"""A lesson's debrief: the student's own numbers and what-if, and the class beside the
computer styles ("the class's choices at the key decision ... and their outcomes side
by side, next to the same scenario played many times by each computer style")."""
import payday
from payday.players.styles import make_bot
from payday.players.play import play_out
from payday.teaching.debrief import NO_KEY, by_choice, class_results, computer_baseline, debrief
from payday.engine.accounts import accounts
from payday.teaching.lessons import SCENARIOS, lesson_of


def lesson_game(number, style, seed=1, name="Ada"):
    lesson = SCENARIOS[number]
    game = lesson.new_game(name, seed=seed)
    bots = {0: make_bot(style, seed, 0)} | {i: make_bot(s, seed, i) for i, s in enumerate(lesson.computer, 1)}
    return play_out(game, bots)


def test_a_game_knows_its_lesson_and_a_saved_one_still_does():
    game = lesson_game("06", "cautious")
    assert lesson_of(game) is SCENARIOS["06"]
    assert lesson_of(payday.load_game(game.to_json())) is SCENARIOS["06"]
    assert lesson_of(payday.new_game("bonne-paye", ["Ada", "Bo"])) is None


def test_the_debrief_reads_the_students_own_ledger():
    game = lesson_game("03", "saver")
    seen = debrief(game, SCENARIOS["03"])
    assert seen.mine == accounts(game.ledger, 0)
    assert seen.worth == game.net_worth(game.players[0])     # what the ranking compares
    assert seen.choice is not None and seen.what_if is not None
    assert seen.what_if.original_worth == seen.worth


def test_the_class_is_counted_by_its_key_choice_with_each_choices_outcome():
    games = [(f"s{i}", lesson_game("06", style, seed=i, name=f"S{i}"))
             for i, style in enumerate(["saver", "cautious", "saver", "deal_hunter"], 1)]
    games.append(("other", payday.new_game("bonne-paye", ["Zed", "Bo"])))   # not this lesson
    rows = class_results(games, SCENARIOS["06"])
    assert len(rows) == 4 and {r.student for r in rows} == {"S1", "S2", "S3", "S4"}
    groups = by_choice(rows)
    assert sum(g.games for g in groups) == 4
    for group in groups:
        mine = [r.worth for r in rows if r.choice == group.label]
        assert group.mean == sum(mine) / len(mine)
    assert NO_KEY not in {r.choice for r in rows}


def test_the_computer_styles_play_the_same_scenario_many_times_with_a_spread():
    [cautious] = computer_baseline(SCENARIOS["03"], games=20, styles=("cautious",))
    assert cautious.games == 20
    assert cautious.low is not None and cautious.low <= cautious.mean <= cautious.high
    again = computer_baseline(SCENARIOS["03"], games=20, styles=("cautious",))
    assert again[0] == cautious        # the same game numbers give the same games


def test_the_computer_money_table_follows_the_same_games_as_the_baseline():
    """`computer_money` plays the games `computer_baseline` plays: the same end worth per style."""
    from payday.teaching.debrief import computer_money
    lesson = SCENARIOS["03"]
    styles = ("saver", "borrower")
    baseline = computer_baseline(lesson, games=4, styles=styles)
    money = computer_money(lesson, games=4, styles=styles)
    assert [(m.style, m.games, m.worth) for m in money] == [(o.label, o.games, o.mean) for o in baseline]


def test_a_deals_gain_is_its_sales_and_the_real_value_still_held_less_the_prices():
    """La Bonne Paye: "Chaque joueur compte ses billets, son épargne ... et ajoute la valeur
    réelle de ses acquisitions." The gain on acquisitions is what they added to that count."""
    from payday.teaching.debrief import deals_gain
    from payday.engine.ledger import Reason
    game = lesson_game("04", "deal_hunter")
    mine = accounts(game.ledger, 0)
    bought, sold = mine.paid(Reason.DEAL_BOUGHT), mine.received(Reason.DEAL_SOLD)
    assert bought > 0, "the deal hunter buys the scenario's acquisition"
    held = sum(card.value for card in game.players[0].deals)
    assert deals_gain(game, 0) == sold + held - bought
    # Without its acquisitions' part, the worth is the player's money less what they still owe.
    money = mine.cash + mine.savings - mine.debt - sum(c.amount for c in game.players[0].bills)
    assert game.net_worth(game.players[0]) - held == money
    # A player who never buys one gained nothing from them.
    assert deals_gain(lesson_game("04", "cautious"), 0) == 0
