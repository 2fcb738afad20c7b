"""The decision protocol, saving and loading, and bad input, for every edition."""
import json

import pytest

import payday
from payday import Act, CorruptSave, GameOver, IllegalDecision, Option, PlayerSpec
from payday.players.styles import make_bot
from payday.players.play import play_out
from tests.support.games import answer, bots_game


def snapshot(game):
    return (len(game.history), len(game.ledger), len(game.events), dict(game.ledger.balances),
            game.pending, [(p.day, p.month, list(p.bills), list(p.deals), list(p.kept))
                           for p in game.players])


def finished(variant="bonne-paye", seed=3, months=2):
    game, bots = bots_game(variant, seed, players=3, months=months,
                           styles=("saver", "borrower", "deal_hunter"))
    return play_out(game, bots)


# ------------------------------------------------------------------ bad input

@pytest.mark.parametrize("bad", [
    "roll",                                   # not an Option
    None,
    Option(Act.BUY),                          # an act not offered now
    Option(Act.ROLL, 3),                      # the right act with an argument it does not take
    Option(Act.DEPOSIT, -100),                # a negative amount
    Option(Act.DEPOSIT, 0),
    Option(Act.DEPOSIT, 10**9),               # more than the player holds
    Option(Act.DEPOSIT, 12.5),                # not a whole number
    Option(Act.DEPOSIT, "100"),
    Option(Act.DEPOSIT, True),
    Option(Act.BORROW, 1000),                 # not the loan unit
    Option(Act.WITHDRAW, 100),                # nothing in savings
    Option(Act.USE_CARD, 100),                # no card to use
    Option(Act.DEPOSIT, low=1, high=10**9),   # a range is not an answer
])
def test_an_illegal_decision_raises_a_named_error_and_changes_nothing(bad):
    game = payday.new_game("bonne-paye", ["Ann", "Ben"], months=1, seed=1)
    before = snapshot(game)
    with pytest.raises(IllegalDecision) as error:
        game.decide(bad)
    assert isinstance(error.value, ValueError) and str(error.value)
    assert snapshot(game) == before
    answer(game, Act.ROLL)                    # and the game goes on


def test_an_illegal_decision_mid_game_changes_nothing():
    game, bots = bots_game("bonne-paye", 5, players=3, months=2, styles=("random",))
    while not game.is_over:
        game.decide(bots[game.pending.player].choose(game, game.pending))
        if game.is_over:
            break
        before = snapshot(game)
        for bad in (Option(Act.SELL, "no-such-card"), Option(Act.JOIN, 7), Option(Act.BID, -10),
                    Option(Act.TARGET, 99), Option(Act.REPAY, 1)):
            with pytest.raises(IllegalDecision):
                game.decide(bad)
        assert snapshot(game) == before


def test_a_decision_after_the_end_raises_game_over():
    game = finished()
    assert game.is_over and game.pending is None
    with pytest.raises(GameOver):
        game.decide(Option(Act.ROLL))


@pytest.mark.parametrize("players, months, seed", [
    (["Solo"], 1, 1), ([f"p{i}" for i in range(9)], 1, 1), (["A", "B"], 0, 1),
    (["A", "B"], -1, 1), (["A", "B"], "2", 1), (["A", "B"], 1, "seed"), (["A", ""], 1, 1),
    ("AB", 1, 1),
])
def test_bad_game_settings_get_a_clear_error(players, months, seed):
    with pytest.raises(ValueError) as error:
        payday.new_game("bonne-paye", players, months=months, seed=seed)
    assert "Traceback" not in str(error.value) and str(error.value)


def test_an_unknown_edition_or_setting_gets_a_clear_error():
    with pytest.raises(ValueError, match="editions are"):
        payday.new_game("monopoly", ["A", "B"])
    with pytest.raises(ValueError, match="no setting"):
        payday.new_game("bonne-paye", ["A", "B"], rules={"free_money": 1})
    with pytest.raises(ValueError, match="must be"):
        payday.new_game("bonne-paye", ["A", "B"], rules={"salary": -5})


# ------------------------------------------------------------------ save, load, replay

@pytest.mark.parametrize("variant", sorted(payday.EDITIONS))
def test_a_saved_game_replays_to_the_same_state(variant):
    game = finished(variant)
    again = payday.load_game(game.to_json())
    assert again.ledger.entries == game.ledger.entries
    assert again.events == game.events and again.is_over
    assert [again.net_worth(p) for p in again.players] == [game.net_worth(p) for p in game.players]


def test_a_game_saved_mid_way_resumes_where_it_stopped():
    game, bots = bots_game("bonne-paye", 9, players=3, months=2, styles=("cautious",))
    for _ in range(60):
        game.decide(bots[game.pending.player].choose(game, game.pending))
    resumed = payday.load_game(game.to_json().encode("utf-8"))
    assert resumed.pending == game.pending and resumed.ledger.balances == game.ledger.balances
    assert [p.bot for p in resumed.players] == ["cautious"] * 3


def test_rules_settings_are_saved_with_the_game():
    game = payday.new_game("bonne-paye", ["A", "B"], months=1, seed=2, rules={"salary": 2000})
    assert payday.load_game(game.to_json()).rules.salary == 2000


def test_same_seed_and_decisions_give_the_same_game():
    first, second = finished(seed=11), finished(seed=11)
    assert first.ledger.entries == second.ledger.entries


def test_one_decision_changed_leaves_the_other_dice_alone():
    """Chance comes in streams by purpose: depositing instead of rolling at once does not
    shift anyone's movement die."""
    plain = payday.new_game("bonne-paye", ["A", "B"], months=1, seed=4)
    saver = payday.new_game("bonne-paye", ["A", "B"], months=1, seed=4)
    answer(saver, Act.DEPOSIT, 500)
    for game in (plain, saver):
        for _ in range(6):
            answer(game, Act.ROLL) if game.pending.kind.value == "turn" else game.decide(
                game.pending.main_options()[-1])
    rolls = lambda g: [e.data["n"] for e in g.events if e.key == "rolled" and e.data["purpose"] == "move"]
    assert rolls(plain)[:4] == rolls(saver)[:4]


CORRUPT = [
    (b"", "not valid JSON"),
    (b"\xff\xfe\x00garbage", "not text"),
    (b'{"format": "payday-game", "version": 1, "variant": "bonne-paye", "months": 1', "cut short"),
    (b"[1, 2, 3]", "not a Pay Day saved game"),
    (b'{"format": "payday-game", "version": 99}', "version"),
    (b'{"format": "payday-game", "version": 1, "variant": "bonne-paye", "months": 1, "seed": 1,'
     b' "players": "everyone", "decisions": []}', "players"),
    (b'{"format": "payday-game", "version": 1, "variant": "bonne-paye", "months": 1, "seed": 1,'
     b' "players": [{"name": "A"}, {"name": "B"}], "decisions": [["buy", null]]}', "decision 1"),
    (b'{"format": "payday-game", "version": 1, "variant": "bonne-paye", "months": 1, "seed": 1,'
     b' "players": [{"name": "A"}, {"name": "B"}], "decisions": [["__import__(\'os\')", null]]}',
     "decision 1"),
    (b'{"format": "payday-game", "version": 1, "variant": "bonne-paye", "months": 1, "seed": 1,'
     b' "players": [{"name": "A"}, {"name": "B"}], "rules": {"__class__": 1}, "decisions": []}',
     "settings"),
    (b'{"format": "payday-game", "version": 1, "variant": "../../etc/passwd", "months": 1,'
     b' "seed": 1, "players": [{"name": "A"}, {"name": "B"}], "decisions": []}', "settings"),
    (b"[" * 100000, "not valid JSON"),
]


@pytest.mark.parametrize("text, message", CORRUPT)
def test_a_corrupt_truncated_or_tampered_save_gets_a_clear_error(text, message):
    with pytest.raises(CorruptSave, match=message):
        payday.load_game(text)


def test_a_tampered_decision_in_a_real_save_is_refused():
    data = json.loads(finished().to_json())
    data["decisions"][5] = ["deposit", 10**12]
    with pytest.raises(CorruptSave, match="decision 6"):
        payday.load_game(json.dumps(data))


def test_a_save_file_that_is_too_large_is_refused():
    with pytest.raises(CorruptSave, match="too large"):
        payday.load_game(b" " * 6_000_000)


def test_humans_and_bots_share_one_protocol():
    """A person at the keyboard answers the same decisions a bot answers."""
    game = payday.new_game("bonne-paye", ["Me", PlayerSpec("Bot", "saver")], months=1, seed=8)
    bot = make_bot("saver", 8, 1)
    while not game.is_over:
        pending = game.pending
        if pending.player == 1:
            game.decide(bot.choose(game, pending))
        else:
            main = pending.main_options()
            game.decide(main[0] if not main[0].ranged else main[0].with_amount(main[0].low))
    assert game.winner() in (0, 1)


def test_undo_gives_back_the_game_before_the_last_decision():
    game, bots = bots_game("bonne-paye", 12, players=2, months=2, styles=("deal_hunter",))
    for _ in range(25):
        game.decide(bots[game.pending.player].choose(game, game.pending))
    earlier = game.undo(5)
    assert earlier.history == game.history[:-5]
    for answer_ in game.history[-5:]:
        earlier.decide(answer_)
    assert earlier.ledger.entries == game.ledger.entries
    with pytest.raises(IllegalDecision):
        game.undo(10_000)


def test_a_fault_inside_the_rules_leaves_the_game_as_it_was(monkeypatch):
    game = payday.new_game("bonne-paye", ["Ann", "Ben"], months=1, seed=1)
    before = snapshot(game)

    def broken(self, player, steps):
        raise RuntimeError("a bug in a square")
        yield

    monkeypatch.setattr(type(game), "move", broken)
    with pytest.raises(RuntimeError):
        answer(game, Act.ROLL)
    monkeypatch.undo()
    assert snapshot(game)[:4] == before[:4] and game.pending == before[4]
    answer(game, Act.ROLL)


def test_after_a_fault_the_game_goes_on_moving_itself(monkeypatch):
    """The rebuilt game is the same object the app holds: its turn counter and whose turn it
    is go on changing as it is played, exactly as in a game that never faulted."""
    game, bots = bots_game("payday-auction", 3, players=3, months=1, styles=("saver",))
    twin, twin_bots = bots_game("payday-auction", 3, players=3, months=1, styles=("saver",))
    for _ in range(5):
        for g, b in ((game, bots), (twin, twin_bots)):
            g.decide(b[g.pending.player].choose(g, g.pending))

    move, faults = type(game).move, []

    def broken_once(self, player, steps):      # a bug that bites on the next move only
        if not faults:
            faults.append(player.index)
            raise RuntimeError("a bug in a square")
        return (yield from move(self, player, steps))

    monkeypatch.setattr(type(game), "move", broken_once)
    with pytest.raises(RuntimeError):
        while True:
            game.decide(bots[game.pending.player].choose(game, game.pending))
    # The decisions before the faulty move (an event card played before the turn) were kept.
    while len(twin.history) < len(game.history):
        twin.decide(twin_bots[twin.pending.player].choose(twin, twin.pending))
    assert faults and game.history == twin.history
    while not twin.is_over:
        for g, b in ((game, bots), (twin, twin_bots)):
            g.decide(b[g.pending.player].choose(g, g.pending))
        assert (game.turns, game.current) == (twin.turns, twin.current)
    assert game.is_over and game.history == twin.history
    assert [game.net_worth(p) for p in game.players] == [twin.net_worth(p) for p in twin.players]


def test_an_option_is_matched_by_type_as_well_as_value():
    """True == 1 in Python, but True is not player 1 and 1.0 is not an amount."""
    from payday.engine.decisions import Option as O
    assert not O(Act.TARGET, 1).admits(O(Act.TARGET, True))
    assert not O(Act.DEPOSIT, low=1, high=10).admits(O(Act.DEPOSIT, 2.0))
    assert O(Act.TARGET, 1).admits(O(Act.TARGET, 1))


