"""A game can start from a position given as data (payday/engine/position.py)."""
import json
import os
from random import Random

import pytest

import payday
from payday import (EDITIONS, CorruptSave, PlayerPosition, Position, PositionError, Reason,
                    load_game, new_game)
from payday.players.styles import make_bot
from payday.engine.cards import CardKind as K
from payday.engine.chance import Chance
from payday.engine.ledger import JACKPOT
from tests.support.games import InvariantChecker, bots_game, play_checked

DEAL_KINDS = (K.DEAL, K.AUCTION_DEAL)


def events_of(game):
    return [(e.player, e.key, e.data) for e in game.events]


# ------------------------------------------------------------------ what a position sets

def test_a_position_puts_tokens_money_and_cards_in_place_through_the_ledger():
    start = Position(
        players=(PlayerPosition(month=2, day=20, cash=300, savings=1200, loans=3000,
                                loan_months=(1, 2), bills=("bp.mail.doc05",),
                                deals=("bp.acq.b02",), kept=("bp.mail.bet01",)),
                 PlayerPosition(cash=0)),
        turn=1, decks={"courrier": ("bp.mail.ad03", "bp.mail.now01")}, jackpot=250)
    game = new_game("bonne-paye", ["Ada", "Bo"], months=3, start=start)
    ada, bo = game.players
    assert (ada.month, ada.day, bo.month, bo.day) == (2, 20, 1, 0)
    assert (game.cash(ada), game.savings(ada), game.debt(ada)) == (300, 1200, 3000)
    assert sorted(ada.loan_months) == [1, 2]
    assert [c.id for c in ada.bills] == ["bp.mail.doc05"]
    assert [c.id for c in ada.deals] == ["bp.acq.b02"] and [c.id for c in ada.kept] == ["bp.mail.bet01"]
    assert game.cash(bo) == 0 and game.ledger.balance(JACKPOT) == 250
    assert [c.id for c in list(game.decks["courrier"].draw_pile)[:2]] == ["bp.mail.ad03", "bp.mail.now01"]
    assert game.pending.player == 1                      # Bo plays next
    assert [(e.src, e.dst, e.amount, e.reason) for e in game.ledger][:3] == [
        ("bank", "cash:0", 300, Reason.START_MONEY), ("bank", "savings:0", 1200, Reason.START_SAVINGS),
        ("loan:0", "bank", 3000, Reason.START_DEBT)]
    # The jackpot is paid as at a usual start (the same reason).
    usual = new_game("payday-auction", ["Ada", "Bo"]).ledger.entries[-1]
    jackpot = game.ledger.entries[3]
    assert (jackpot.src, jackpot.dst, jackpot.amount, jackpot.reason) == ("bank", "jackpot", 250, usual.reason)
    assert game.ledger.recomputed() == game.ledger.balances
    InvariantChecker(game).check()


def test_the_edition_table_state_is_placed():
    game = new_game("payday", ["Ada", "Bo"], start=Position(yard_sale="pd.deal.07", jackpot=900))
    assert game.yard_sale_card.id == "pd.deal.07" and game.ledger.balance(JACKPOT) == 900
    auction = new_game("payday-auction", ["Ada", "Bo"], start=Position(
        yard_sale="pa.deal.a01", players=(PlayerPosition(loans=2500, borrowed=4000),
                                          PlayerPosition(deals=("pa.deal.t03",)))))
    assert auction.yard_sale.id == "pa.deal.a01"
    assert auction.borrowed == {0: 4000} and auction.debt(auction.players[0]) == 2500
    # A player holds the deals the position names: no free deal is dealt.
    assert [c.id for c in auction.players[1].deals] == ["pa.deal.t03"] and not auction.players[0].deals
    # The jackpot is the edition's own when the position does not say.
    assert auction.ledger.balance(JACKPOT) == auction.rules.jackpot_start


@pytest.mark.parametrize("variant", ["bonne-paye", "payday"])
def test_an_empty_position_is_the_usual_start(variant):
    """Position() leaves everything as at the start: the same game, move for move."""
    plain, bots = bots_game(variant, 5, players=3, months=1)
    started, _ = bots_game(variant, 5, players=3, months=1, start=Position())
    other = {i: make_bot("random", 5, i) for i in range(3)}
    play_checked(plain, bots), play_checked(started, other)
    assert events_of(plain) == events_of(started)


# ------------------------------------------------------------------ scripted rolls

def test_a_scripted_roll_replaces_a_draw_and_the_stream_goes_on_where_it_would_have_been():
    """"A scripted roll in a position replaces a draw of its stream; the stream then goes on
    exactly where it would have been, so a what-if from a position stays fair.\""""
    free, scripted = Chance(9), Chance(9, {"move/0": [6, 6, 6]})
    free_rolls = [free.die("move/0") for _ in range(10)]
    assert [scripted.die("move/0") for _ in range(10)] == [6, 6, 6] + free_rolls[3:]
    assert [scripted.die("contest/0") for _ in range(5)] == [free.die("contest/0") for _ in range(5)]


def test_a_game_rolls_its_scripted_rolls_first():
    start = Position(players=(PlayerPosition(day=6), PlayerPosition(day=6)),
                     rolls={"move/0": (1,), "move/1": (1,)})
    game = new_game("bonne-paye", ["Ada", "Bo"], start=start)
    game.decide(game.pending.find(payday.Act.ROLL))
    game.decide(game.pending.find(payday.Act.ROLL))
    assert [e.data["n"] for e in game.events if e.key == "rolled"] == [1, 1]
    assert [p.day for p in game.players] == [7, 7]           # both on Dimanche


# ------------------------------------------------------------------ saved and replayed

@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_a_game_from_a_position_saves_loads_and_undoes_like_any_other(variant):
    start = random_position(variant, Random(3), 3, 2)
    game, bots = bots_game(variant, 11, players=3, months=2, start=start)
    for _ in range(40):
        if game.is_over:
            break
        game.decide(bots[game.pending.player].choose(game, game.pending))
    saved = json.loads(game.to_json())
    assert Position.from_json(saved["start"]) == start
    loaded = load_game(game.to_json())
    assert loaded.start == start and events_of(loaded) == events_of(game)
    assert loaded.ledger.balances == game.ledger.balances
    undone = game.undo(len(game.history))
    fresh = new_game(variant, ["p0", "p1", "p2"], months=2, seed=11, start=start)
    assert events_of(undone) == events_of(fresh)


def test_a_game_started_as_usual_saves_no_position():
    game = new_game("payday", ["Ada", "Bo"])
    assert "start" not in json.loads(game.to_json()) and game.start is None


def test_a_position_is_json_and_new_game_takes_its_json_too():
    start = Position(players=(PlayerPosition(day=3, cash=10, kept=("pd.monster.01",)),
                              PlayerPosition()),
                     decks={"mail": ("pd.bill.02",)}, rolls={"move/1": (2, 5)})
    data = json.loads(json.dumps(start.to_json()))
    assert Position.from_json(data) == start
    game = new_game("payday", ["Ada", "Bo"], start=data)
    assert game.start == start and game.cash(game.players[0]) == 10


@pytest.mark.parametrize("damage", [
    "not a position",
    {"players": "all of them"},
    {"players": [{"day": -1}]},
    {"players": [{"cash": 10}, {"colour": "red"}]},
    {"rolls": {"move/0": [7]}},
    {"decks": {"mail": ["pd.bill.01", "pd.bill.01"]}},
    {"players": [{"bills": ["no.such.card"]}, {}]},
])
def test_a_damaged_position_in_a_save_is_a_corrupt_save(damage):
    game = new_game("payday", ["Ada", "Bo"], start=Position())
    data = json.loads(game.to_json())
    data["start"] = damage
    with pytest.raises(CorruptSave) as error:
        load_game(json.dumps(data))
    assert error.value.key == "save.position_damaged"


# ------------------------------------------------------------------ positions that cannot be

@pytest.mark.parametrize("variant, position, words", [
    ("payday", Position(players=(PlayerPosition(bills=("pd.bill.01",)),
                                 PlayerPosition(bills=("pd.bill.01",)))), "in two places"),
    ("payday", Position(players=(PlayerPosition(deals=("pd.deal.01",)), PlayerPosition()),
                        yard_sale="pd.deal.01"), "in two places"),
    ("payday", Position(decks={"mail": ("pd.bill.03",)},
                        players=(PlayerPosition(bills=("pd.bill.03",)), PlayerPosition())),
     "in two places"),
    ("payday", Position(players=(PlayerPosition(bills=("bp.mail.bill01",)), PlayerPosition())),
     "no card 'bp.mail.bill01'"),
    ("payday", Position(players=(PlayerPosition(bills=("pd.deal.01",)), PlayerPosition())),
     "not a bill"),
    ("payday", Position(players=(PlayerPosition(deals=("pd.bill.01",)), PlayerPosition())),
     "not a deal"),
    ("payday", Position(players=(PlayerPosition(kept=("pd.bill.01",)), PlayerPosition())),
     "not a card a player keeps"),
    ("payday", Position(players=(PlayerPosition(day=31), PlayerPosition())), "off the board"),
    ("payday", Position(players=(PlayerPosition(month=3), PlayerPosition())), "beyond the game's 2 months"),
    ("payday", Position(players=(PlayerPosition(),)), "gives 1 players, the game has 2"),
    ("payday", Position(turn=2), "the turn to player 2"),
    ("payday", Position(rolls={"move/2": (1,)}), "no chance stream 'move/2'"),
    ("payday", Position(rolls={"bet/0": (1,)}), "no chance stream 'bet/0'"),
    ("payday", Position(rolls={"move": (1,)}), "no chance stream 'move'"),
    ("payday", Position(decks={"courrier": ("bp.mail.ad01",)}), "no deck 'courrier'"),
    ("payday", Position(decks={"mail": ("pd.deal.01",)}), "not a card of the mail deck"),
    ("payday", Position(players=(PlayerPosition(savings=100), PlayerPosition())), "payday has no savings"),
    ("payday", Position(players=(PlayerPosition(loans=1500), PlayerPosition())), "not a whole number of loans"),
    ("payday", Position(yard_sale="pd.bill.01"), "not a deal"),
    ("bonne-paye", Position(yard_sale="bp.acq.a01"), "no yard-sale card"),
    ("bonne-paye", Position(players=(PlayerPosition(loans=1500, loan_months=(1, 1)), PlayerPosition())),
     "2 loan months for loans of 1500"),
    ("bonne-paye", Position(players=(PlayerPosition(loans=1500, loan_months=(2,)), PlayerPosition())),
     "a loan taken after their month 1"),
    ("bonne-paye", Position(players=(PlayerPosition(kept=("bp.ev.gain01",)), PlayerPosition())),
     "not a card a player keeps"),
    ("payday-auction", Position(players=(PlayerPosition(loans=500, borrowed=100), PlayerPosition())),
     "less than the 500 they owe"),
    ("payday-auction", Position(players=(PlayerPosition(loans=500, loan_months=(1,)), PlayerPosition())),
     "has no loan_months"),
])
def test_a_position_that_cannot_be_is_a_clear_value_error(variant, position, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(")):
        new_game(variant, ["Ada", "Bo"], months=2, start=position)


@pytest.mark.parametrize("build, words", [
    (lambda: PlayerPosition(cash=-5), "cash must be a whole number of at least 0"),
    (lambda: PlayerPosition(month=0), "a month must be"),
    (lambda: PlayerPosition(day=True), "a day must be"),
    (lambda: PlayerPosition(bills="pd.bill.01"), "bills must be a list of card ids"),
    (lambda: Position(rolls={"move/0": (0,)}), "from 1 to 6, not 0"),
    (lambda: Position(rolls={"move/0": (2.0,)}), "from 1 to 6, not 2.0"),
    (lambda: Position(jackpot=-1), "the jackpot must be"),
    (lambda: Position(players=({"day": 3},)), "PlayerPosition"),
])
def test_a_position_of_the_wrong_shape_is_a_position_error(build, words):
    with pytest.raises(PositionError, match=words):
        build()


@pytest.mark.parametrize("start", ["day 20", 3, [("day", 20)]])
def test_a_start_that_is_not_a_position_is_a_position_error(start):
    """The project's own error, in the compiled build too (whose typed `Game` would refuse it
    with a TypeError of its signature before checking it)."""
    with pytest.raises(PositionError, match="must be a Position"):
        new_game("payday", ["Ada", "Bo"], start=start)


def test_a_position_error_changes_nothing_and_names_the_card():
    with pytest.raises(PositionError) as error:
        new_game("payday-auction", ["Ada", "Bo"], start=Position(
            players=(PlayerPosition(kept=("pa.ev.nt01",)), PlayerPosition(kept=("pa.ev.nt01",)))))
    assert "pa.ev.nt01" in str(error.value) and isinstance(error.value, ValueError)


# ------------------------------------------------------------------ random positions

def random_position(variant: str, rng: Random, count: int, months: int) -> Position:
    """A valid position: every player somewhere on the board with money, debts and cards of
    the kinds the edition lets a player hold, deck tops, a yard-sale card, scripted rolls."""
    game_class = EDITIONS[variant]
    rules = game_class.edition_rules
    free = [c for cards in rules.decks.values() for c in cards]
    rng.shuffle(free)

    def take(kinds, most):
        chosen = [c for c in free if c.kind in kinds][:rng.randint(0, most)]
        for card in chosen:
            free.remove(card)
        return tuple(c.id for c in chosen)

    players = []
    for _ in range(count):
        month = rng.randint(1, months)
        loans_count = rng.randint(0, 2)
        fields = dict(month=month, day=rng.randrange(rules.payday),
                      cash=rng.randrange(0, 3 * rules.start_cash),
                      bills=take({K.BILL}, 3), deals=take(DEAL_KINDS, 2),
                      kept=take(game_class.kept_kinds, 2))
        if game_class.whole_loans:
            fields["loans"] = loans_count * rules.loan_unit
        else:
            fields["loans"] = rng.randrange(0, 3000)
        if "savings" in game_class.position_fields:
            fields["savings"] = rng.randrange(0, 2 * rules.start_cash)
        if "loan_months" in game_class.position_fields and rng.random() < 0.5:
            fields["loan_months"] = tuple(rng.randint(1, month) for _ in range(loans_count))
        if "borrowed" in game_class.position_fields and rng.random() < 0.5:
            fields["borrowed"] = fields["loans"] + rng.randrange(0, 2000)
        players.append(PlayerPosition(**fields))
    yard_sale = None
    if "yard_sale" in game_class.position_fields and rng.random() < 0.5:
        deal = next((c for c in free if c.kind in DEAL_KINDS), None)
        if deal is not None:
            free.remove(deal)
            yard_sale = deal.id
    decks = {}
    for name, cards in rules.decks.items():
        kinds = {c.kind for c in cards}
        decks[name] = take(kinds, 3) if rng.random() < 0.5 else ()
    rolls = {f"{purpose}/{i}": tuple(rng.randint(1, 6) for _ in range(rng.randint(0, 3)))
             for purpose in sorted(game_class.roll_purposes) for i in range(count)
             if rng.random() < 0.3}
    return Position(players=tuple(players), turn=rng.randrange(count), decks=decks, rolls=rolls,
                    jackpot=rng.choice([None, 0, rng.randrange(0, 3000)]), yard_sale=yard_sale)


POSITIONS = int(os.environ.get("PAYDAY_POSITION_PLAYOUTS", "40"))


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_random_playouts_from_random_positions_keep_every_invariant(variant):
    """The invariants of every game hold for games started from positions: balances are the
    sums of their entries, money is conserved, no card is lost or doubled, every decision has
    legal options, every game ends, and each loads back from its save."""
    for seed in range(POSITIONS):
        rng = Random(seed)
        count = rng.randint(2, min(4, EDITIONS[variant].edition_rules.max_players))
        months = rng.randint(1, 3)
        start = random_position(variant, rng, count, months)
        game, bots = bots_game(variant, seed, players=count, months=months, start=start)
        play_checked(game, bots)
        assert game.is_over
        if seed % 10 == 0:
            assert events_of(load_game(game.to_json())) == events_of(game)


def test_a_fault_in_the_rules_rebuilds_a_game_from_its_position(monkeypatch):
    """A fault undoes the answer that met it by replaying the game: from its start position."""
    start = Position(players=(PlayerPosition(day=20, cash=75, deals=("bp.acq.a02",)),
                              PlayerPosition(day=3)), rolls={"move/0": (2,)})
    game = new_game("bonne-paye", ["Ada", "Bo"], start=start)
    before = (events_of(game), dict(game.ledger.balances), game.pending)

    def broken(self, player):
        raise RuntimeError("a bug in a square")
        yield

    monkeypatch.setattr(type(game), "land", broken)
    with pytest.raises(RuntimeError):
        game.decide(game.pending.find(payday.Act.ROLL))
    assert (events_of(game), dict(game.ledger.balances), game.pending) == before
    assert game.start == start and game.players[0].day == 20
