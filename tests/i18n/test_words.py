"""Words a player reads: each sentence below was wrong in one language."""
from __future__ import annotations

import json
import re

import pytest

import payday
from payday import i18n
from payday.engine.decisions import (Act, Ask, CounterSnipes, Decision, GreenDie, Lottery,
                                     LuckyDrawStay, MonsterCharge, Option, Shortfall)
from payday.engine.ledger import Reason
from payday.engine.state import Event
from payday.i18n.catalog import CATALOGS

from tests.support.games import bots_game, play_checked


def game_of(variant, names=("Ada", "Bo", "Cy")):
    return payday.new_game(variant, list(names), months=1, seed=1)


def told(game, key, lang, player=0, **data):
    return i18n.describe_event(game, Event(0, player, key, data), lang)


def asked(game, kind, options, lang, info, player=0):
    return i18n.describe_decision(game, Decision(player, kind, tuple(options), info), lang)


# ------------------------------------------------------------------ who did what
def test_not_today_names_who_played_the_card_in_every_language():
    """"So the game says 'Bo says "Not today!" and cancels 2's Parking ticket' (should be
    Cy's), and in Chinese 「取消了 0 的…」 and 「p0：Not today (Card …)」.\""""
    game = game_of("payday-auction")
    ticket = next(c for c in game.cards.values() if c.kind.value == "pay_bank").id
    for lang in i18n.LANGUAGES:
        line = told(game, "not_today", lang, player=1, card=ticket, by=2)
        assert "Bo" in line and "Cy" in line and "2" not in line, line
        against_snipes = told(game, "not_today", lang, player=1, card="pa.deal.trad01"
                              if "pa.deal.trad01" in game.cards else ticket, by=None)
        assert "Bo" in against_snipes and not against_snipes.startswith("Bo:"), against_snipes
        assert "Bo：" not in against_snipes and "None" not in against_snipes
    assert "今天不行" in told(game, "not_today", "zh-Hant", player=1, card=ticket, by=0)
    assert "Ada" in told(game, "not_today", "zh-Hant", player=1, card=ticket, by=0)


# ------------------------------------------------------------------ English
def test_a_radio_or_charity_walk_roll_is_not_for_the_commission():
    """"Radio contest and Walk for Charity rolls read 'rolls a 5 for the commission' (a
    French-edition phrase)"; La Bonne Paye's contest roll is for the commission."""
    for lang in i18n.LANGUAGES:
        line = told(game_of("payday"), "rolled", lang, n=5, purpose="contest")
        assert "5" in line and not re.search("commission|佣金", line), line
    assert "commission" in told(game_of("bonne-paye"), "rolled", "en", n=5, purpose="contest")


def test_the_money_short_prompt_offers_only_the_ways_on_offer():
    """"The money-short prompt offers 'take money out of savings' in editions with no savings
    book, and offers borrowing at a Bonne Paye Pay Day where it is refused.\""""
    info = Shortfall(900, Reason.BILL, 400)
    for variant in ("payday", "payday-auction"):
        line = asked(game_of(variant), Ask.RAISE_MONEY, [Option(Act.BORROW, 1000)], "en", info)
        assert "borrow" in line and "savings" not in line, line
    bonne = game_of("bonne-paye")
    at_payday = asked(bonne, Ask.RAISE_MONEY, [Option(Act.WITHDRAW, low=1, high=800)], "fr", info)
    assert "livret" in at_payday and "emprunt" not in at_payday.lower(), at_payday
    during = asked(bonne, Ask.RAISE_MONEY, [Option(Act.BORROW, 1500),
                                            Option(Act.WITHDRAW, low=150, high=800)], "en", info)
    assert "borrow" in during and "savings" in during


def test_a_bonne_paye_pay_day_short_of_money_never_offers_a_loan():
    """The prompt reads the options: a Bonne Paye player short at Pay Day is offered only
    the savings book ("borrow_at_payday" is off), and the words say so."""
    for seed in range(60):
        game, bots = bots_game("bonne-paye", seed, players=3, months=3,
                               styles=("saver", "random", "borrower"))
        while game.pending is not None:
            pending = game.pending
            if pending.kind == Ask.RAISE_MONEY and game.players[pending.player].at_payday:
                assert not any(o.act == Act.BORROW for o in pending.options)
                line = i18n.describe_decision(game, pending, "en")
                assert "borrow" not in line.lower(), line
                return
            game.decide(bots[pending.player].choose(game, pending))
    pytest.skip("no seeded game came short of money at Pay Day")


def test_the_last_monster_charge_prompt_does_not_offer_carrying_the_balance():
    """"At the last Pay Day the Monster Charge prompt offers carrying the balance when only
    paying all is possible.\""""
    game = game_of("payday")
    for lang in i18n.LANGUAGES:
        last = asked(game, Ask.MONSTER_CHARGE, [Option(Act.PAY_ALL)], lang,
                     MonsterCharge(2000, 200, 5000))
        usual = asked(game, Ask.MONSTER_CHARGE, [Option(Act.PAY_ALL), Option(Act.PAY_INTEREST)],
                      lang, MonsterCharge(2000, 200, 5000))
        assert last != usual
        assert not re.search("carry|report|延後|only the|seulement", last), last


def test_sweepstakes_and_fun_day_squares_carry_their_names():
    """"Sweepstakes and Fun Day squares should carry their names" on the Pay Day board."""
    game = game_of("payday")
    gain = next(s for s in game.rules.board if s.kind.value == "gain")
    fun = next(s for s in game.rules.board if s.kind.value == "pay_pot")
    assert told(game, "moved", "en", day=gain.day, square="gain").endswith("Sweepstakes: collect $5,000.")
    assert "Fun Day" in told(game, "moved", "en", day=fun.day, square="pay_pot")
    assert "Journée détente" in told(game, "moved", "fr", day=fun.day, square="pay_pot")
    assert i18n.square_name("gain", "zh-Hant", variant="payday") == "抽獎活動"
    # Another edition's prize square keeps its own name.
    assert "Sweepstakes" not in i18n.square_name("gain", "en", variant="bonne-paye")


# ------------------------------------------------------------------ French
def test_a_bill_is_not_called_a_bill_twice():
    """« la facture Facture du médecin » (doubled word)."""
    game = game_of("bonne-paye")
    doctor = next(c for c in game.cards.values() if c.name == "mail.doctor").id
    for key in ("bill_paid", "bill_covered"):
        for lang in i18n.LANGUAGES:
            line = told(game, key, lang, card=doctor, amount=100).lower()
            for word in ("facture", "bill", "帳單"):
                assert line.count(word) <= 1, line


def test_elimination_needs_no_agreement():
    """« Ada se retire du jeu, éliminé » (agreement): the sentence fits any player."""
    line = told(game_of("bonne-paye"), "eliminated", "fr")
    assert "Ada" in line and not re.search(r"éliminée?\b", line), line


def test_a_payment_short_of_money_names_one_payment_not_a_chart_category():
    """Plural category labels shown for one payment (« (Prêts remboursés) » for one loan)."""
    game = game_of("bonne-paye")
    line = asked(game, Ask.RAISE_MONEY, [Option(Act.BORROW, 1500)], "fr",
                 Shortfall(1500, Reason.LOAN_REPAID, 200))
    assert "Prêts remboursés" not in line and "remboursement d'un prêt" in line, line
    assert i18n.reason_name("loan_repaid", "fr") == "Prêts remboursés"   # the chart keeps it


def test_la_bonne_paye_lottery_prize_is_fixed():
    """« Le lot est d'au moins 1 000 € » where the prize is fixed: "La banque verse 1000 euros
    à celui qui avait misé sur le numéro indiqué par le dé"."""
    joins = [Option(Act.JOIN, 1), Option(Act.PASS)]
    for taken in ((), (2,)):
        line = asked(game_of("bonne-paye"), Ask.LOTTERY, joins, "fr", Lottery(100, taken, 1000))
        assert "au moins" not in line and "1\u202f000" in line, line
    # Pay Day's lottery pot grows with the antes: "at least" is right there.
    assert "at least" in asked(game_of("payday"), Ask.LOTTERY, joins, "en", Lottery(100, (2,), 1000))


def test_the_french_log_tells_salary_interest_birthdays_fixed_payments_and_quoi_de_neuf():
    """"Salary, interest, birthdays, fixed payments and Quoi de neuf effects are silent in
    the log": every movement of a player's cash now has a line in the story."""
    keys = set()
    lines = []
    for seed in range(8):
        game, bots = bots_game("bonne-paye", seed, players=4, months=2,
                               styles=("borrower", "saver"))
        play_checked(game, bots)
        keys |= {e.key for e in game.events}
        lines += [i18n.describe_event(game, e, "fr") for e in game.events]
    assert {"salary", "savings_interest", "loan_interest", "birthday_gift", "paid_bank",
            "paid_pot", "windfall", "gave", "bill_paid"} <= keys
    text = "\n".join(lines)
    for words in ("touche son salaire", "rapporte", "d'intérêts", "pour son anniversaire",
                  "à la banque", "à la cagnotte", "reçoit"):
        assert words in text, words


def test_every_salary_paid_is_told():
    """The story and the ledger agree: one salary line per salary paid, in every edition."""
    for variant in ("bonne-paye", "payday", "payday-auction"):
        game, bots = bots_game(variant, 3, players=3, months=2, styles=("saver",))
        play_checked(game, bots)
        paid = [e for e in game.ledger if str(e.reason) == "salary"]
        told_ = [e for e in game.events if e.key in ("salary", "salary_again")]
        assert len(paid) == len(told_) > 0


# ------------------------------------------------------------------ Traditional Chinese
def test_the_event_cards_carry_the_rulebooks_names():
    """「價格狙擊」 and 「今天不行」: the rulebook's names for the two event cards."""
    game = game_of("payday-auction")
    names = {i18n.card_name(c, "zh-Hant") for c in game.cards.values()
             if c.kind.value in ("snipe", "not_today")}
    assert names == {"價格狙擊", "今天不行"}


def test_snipe_and_hike_buttons_show_their_amounts():
    game = game_of("payday-auction")
    snipe = next(c for c in game.cards.values() if c.kind.value == "snipe")
    hike = next(c for c in game.cards.values() if c.kind.value == "price_hike")
    for lang in i18n.LANGUAGES:
        label = i18n.describe_option(game, Option(Act.SNIPE, snipe.id), lang,
                                     Decision(0, Ask.SNIPE, (Option(Act.SNIPE, snipe.id),)))
        assert i18n.money(snipe.amount, "TWD", lang) in label, label
        label = i18n.describe_option(game, Option(Act.HIKE, hike.id), lang,
                                     Decision(0, Ask.HIKE, (Option(Act.HIKE, hike.id),)))
        assert i18n.money(hike.value, "TWD", lang) in label, label


def test_the_green_face_that_pays_into_the_jackpot_does_not_read_as_winning_it():
    game = game_of("payday-auction")
    for lang, face, paid in (("zh-Hant", "投入", "投入"), ("en", "Pay into", "puts"),
                             ("fr", "Versez", "verse")):
        assert face in told(game, "green_rolled", lang, face="jackpot")
        assert paid in told(game, "paid_pot", lang, amount=100)
        assert not re.search("win|gagne|贏", told(game, "paid_pot", lang, amount=100))


def test_the_lucky_draw_stay_prompt_shows_the_doubled_stake():
    """「選擇繼續參與的玩家投入的金額須為其上次投入金額的兩倍」."""
    game = game_of("payday-auction")
    stay = [Option(Act.STAY), Option(Act.LEAVE)]
    for lang in i18n.LANGUAGES:
        line = asked(game, Ask.LUCKY_DRAW_STAY, stay, lang, LuckyDrawStay(400, 3, 1500))
        assert i18n.money(400, "TWD", lang) in line, line
        label = i18n.describe_option(game, Option(Act.STAY), lang,
                                     Decision(0, Ask.LUCKY_DRAW_STAY, tuple(stay),
                                              LuckyDrawStay(400, 3, 1500)))
        assert i18n.money(400, "TWD", lang) in label, label


def test_one_chinese_word_for_cards_and_one_name_for_each_computer_style():
    """The rulebook says 卡牌; each computer style has one name in the app and the messages."""
    texts = {}
    for path in CATALOGS.glob("*.json"):
        texts.update(json.loads(path.read_text(encoding="utf-8")))
    assert not [k for k, v in texts.items() if "卡片" in v.get("zh-Hant", "")]
    for style in ("saver", "borrower", "deal_hunter", "cautious", "random"):
        for lang in i18n.LANGUAGES:
            assert (i18n.t(f"bot.{style}", lang).casefold()
                    == i18n.t(f"app.style.{style}", lang).casefold()), (style, lang)
    # And one word for "style" itself: 風格, as the lessons say.
    assert {i18n.t(k, "zh-Hant") for k in ("cli.style", "lesson.04.col.strategy")} == {"風格"}


def test_a_not_today_against_snipes_says_what_it_cancels():
    """"可使用此卡(今天不行)來取消全部的「價格狙擊」": the seller is asked about the snipes,
    with how many and how much they cut, not about a card "played against you"."""
    game = game_of("payday-auction")
    deal = next(c for c in game.cards.values() if c.kind.value == "deal").id
    for lang in i18n.LANGUAGES:
        line = asked(game, Ask.COUNTER, [Option(Act.COUNTER, "x"), Option(Act.PASS)], lang,
                     CounterSnipes(deal, 0, 2, 300, 900))
        assert "2" in line and i18n.money(300, "TWD", lang) in line, line


def test_a_prompt_offers_nothing_the_options_do_not():
    """The same fault as the money-short prompt, wherever cash rules a choice out: no green
    die offered to a player short of its $100, no lottery or bid to a player short of it."""
    game = game_of("payday-auction")
    for lang in i18n.LANGUAGES:
        turn = asked(game, Ask.TURN, [Option(Act.ROLL)], lang, GreenDie(100))
        assert i18n.money(100, "TWD", lang) not in turn, turn
        both = asked(game, Ask.TURN, [Option(Act.ROLL), Option(Act.ROLL_BOTH)], lang,
                     GreenDie(100))
        assert i18n.money(100, "TWD", lang) in both, both
        for variant in ("bonne-paye", "payday", "payday-auction"):
            short = asked(game_of(variant), Ask.LOTTERY, [Option(Act.PASS)], lang,
                          Lottery(100, (1,), 1000))
            assert not re.search(r"\?|？", short), short


def test_french_words_about_a_player_fit_any_player():
    """« éliminé » would need agreeing with each player: the labels say « hors jeu »."""
    for key in ("cli.standing.eliminated", "app.panel.eliminated"):
        assert not re.search(r"éliminée?\b", i18n.t(key, "fr", player="Ada", amount="0")), key
    line = told(game_of("payday"), "lottery_won", "fr", n=0, amount=1000)
    assert "Ada" in line and not re.search(r"arrivée?\b", line), line
