"""What a lesson's scenario is: the moment that matters, written as a position, and its key choices.

A lesson link (`play.ipynb?lesson=03&class=7B`) opens its scenario in the app: a short
situation in the student's language (catalog key `lesson.NN.situation`), then the game at that
moment, the student in the first seat against computer players. The student plays the stretch
(one or two months) and makes the lesson's key choices; afterwards the app shows their own
accounts and a what-if of their first key choice answered the other way (`payday.teaching.whatif`).

Every scenario is a `Position` (docs/architecture.md, principle 12): the days, cash, bills and the cards
and rolls that bring the key decision, never a seed hunted for a situation. The rolls after the
scripted ones come from the game number (its seed), so two students with the same number see
the same luck, and a what-if is fair.

Each lesson's scenario is written in its own module (`payday.teaching.lessons.<name>`, its
`SCENARIO`) and found through the lessons' registry (`payday.teaching.lessons.scenario`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from payday import i18n
from payday.editions import new_game, rules_of
from payday.editions.bonne_paye import BonnePayeRules
from payday.editions.pay_day import PayDayRules
from payday.engine.decisions import Act, Ask, Decision, Option
from payday.engine.game import Game, PlayerSpec
from payday.engine.position import Position
from payday.engine.rules import Unit
from payday.i18n.formats import points
from payday.lab.simulate import Start


Measure = Literal["mean", "worst"]
RulesKind = Literal["game", "real"]


class Claim(NamedTuple):
    """What a lesson teaches as a checkable value: answering its first key decision `answer`
    leaves the student better off than the other answer, by `measure` ("mean": the paired mean
    difference of end net worth over game numbers 1–30 is positive and the answer is not worse
    in at least two thirds of them; "worst": the mean of the three lowest end net worths is
    higher), under `rules` ("game": the board game's, the scenario's `rules`; "real": with its
    `real_rules` on top). Which of the two the student plays is the scenario's `plays`.
    `payday.teaching.claims` proves them; the guide states them."""

    answer: Act
    measure: Measure
    rules: RulesKind


@dataclass(frozen=True)
class Scenario:
    """One lesson's scenario. `key_acts` are the choices the lesson is about (the what-if
    changes the first decision that offered one); `amount` is the amount a what-if deposits,
    withdraws or repays when the student did not (a ranged key act)."""

    number: str               # two digits, as in the lesson link
    slug: str                 # the lesson's folder in lessons/
    edition: str
    months: int
    start: Position
    computer: tuple[str, ...]           # the computer players' styles, seats 2, 3, …
    key_acts: tuple[Act, ...]           # in the order a what-if prefers them
    key_kinds: frozenset[Ask] | None = None   # the decisions they count at (None: any)
    amount: int = 0
    seed: int = 1                       # the game number all the class plays by default
    rules: dict[str, Any] = field(default_factory=dict)
    # The lesson's claims (computed with `payday.teaching.claims`, never typed), and the rule
    # settings that make its decision behave as in real life (each edition's `real_life`).
    claims: tuple[Claim, ...] = ()
    real_rules: dict[str, Any] = field(default_factory=dict)
    # The rules the student's game is played under (`new_game` with nothing added): "game", or
    # "real" where the board game rewards what real life punishes and the lesson's game is
    # played under its `real_rules`; the other kind (`contrast`) is the what-if's contrast.
    plays: RulesKind = "game"
    # The scenario's version, and the start positions of its earlier versions (version 1 first):
    # a lesson game saved before the scenario changed is still this lesson's (`version_of`). An
    # earlier version may share today's start when today's plays other rules (`plays`).
    version: int = 1
    earlier: tuple[Position, ...] = ()

    def __post_init__(self) -> None:
        if len(self.earlier) != self.version - 1:
            raise ValueError(f"lesson {self.number} is version {self.version}: it needs the start "
                             f"positions of its {self.version - 1} earlier versions")
        if self.plays == "real" and not self.real_rules:
            raise ValueError(f"lesson {self.number} plays real-life rules but names none")

    def version_of(self, game: Game[Any]) -> int | None:
        """The version of this scenario `game` was started from (saved lesson games keep their
        start position), or None if it is not a game of this lesson."""
        if game.variant != self.edition or game.start is None:
            return None
        if game.start == self.start and self.played_by(game):
            return self.version
        return next((n for n, start in enumerate(self.earlier, 1) if start == game.start), None)

    def played_by(self, game: Game[Any]) -> bool:
        """Whether `game` is played under the rules this scenario's students play (`plays`):
        settings added on top of them (a teacher's) do not matter."""
        return all(getattr(game.rules, name) == value for name, value in self.settings().items())

    @property
    def contrast(self) -> RulesKind | None:
        """The rules a what-if weighs the student's choice under besides their own: real life's
        for a lesson played under the board game's, the board game's for one played under real
        life's; None when the lesson has no real-life settings."""
        if not self.real_rules:
            return None
        return "game" if self.plays == "real" else "real"

    def board_rules(self) -> dict[str, Any]:
        """The board game's values of the settings real life changes (`real_rules`)."""
        board = rules_of(self.edition, self.rules or None)
        return {name: getattr(board, name) for name in self.real_rules}

    def contrast_settings(self) -> dict[str, Any]:
        """The settings the contrast (`contrast`) puts on top of the student's game: empty when
        the lesson has none."""
        if self.contrast is None:
            return {}
        return dict(self.real_rules) if self.contrast == "real" else self.board_rules()

    @property
    def situation_key(self) -> str:
        return f"lesson.{self.number}.situation"

    @property
    def title_key(self) -> str:
        return f"lesson.{self.number}.title"

    def seats(self, student: str, names: list[str] | None = None) -> list[tuple[str, str | None]]:
        """The seats: the student first, then the computer players, named `names` (the app
        names them in the student's language) or by their style."""
        names = names or list(self.computer)
        return [(student, None)] + list(zip(names, self.computer))

    def new_game(self, student: str, seed: int | None = None,
                 rules: dict[str, Any] | None = None) -> Game[Any]:
        """The student's game from the scenario's position, under the rules its students play
        (`plays`); `rules` are settings applied on top of them (its `real_rules`, say)."""
        players = [PlayerSpec(name, bot) for name, bot in self.seats(student)]
        return new_game(self.edition, players, months=self.months,
                        seed=self.seed if seed is None else seed,
                        rules=self.settings(rules) or None, start=self.start)

    def settings(self, rules: dict[str, Any] | RulesKind | None = None) -> dict[str, Any]:
        """The scenario's rule settings: None, the rules its students play (`plays`); "game",
        the board game's (its `rules`, with the board game's value of each real-life setting
        when its students play real life's); "real", with its `real_rules`; a dict of settings,
        put on top of the rules its students play."""
        if rules is None:
            rules = self.plays
        if rules == "game":
            return self.rules | (self.board_rules() if self.plays == "real" else {})
        if rules == "real":
            return self.rules | self.real_rules
        if isinstance(rules, str):
            raise ValueError(f"rules are 'game', 'real' or a dict of settings, not {rules!r}")
        return self.settings(self.plays) | rules

    def lab_start(self) -> Start:
        """This situation as the money lab's start: every game of a run begins here."""
        return Start(f"lesson {self.number}", self.edition, self.start, self.settings())

    def facts(self) -> dict[str, int]:
        """The numbers the situation tells, from the rules data and the position's cards:
        money in the edition's units, rates in percent, days as days."""
        return {name: value for name, (value, _) in self._told().items()}

    def _told(self) -> dict[str, tuple[int, Unit]]:
        """{fact: (value, unit)}: a rule setting's fact in its declared unit, the cash and the
        cards' amounts in money."""
        rules = rules_of(self.edition, self.settings() or None)
        cards = {card.id: card for deck in rules.decks.values() for card in deck}
        me = self.start.players[0]
        shown = [cards[i] for ids in self.start.decks.values() for i in ids]
        amounts = {"cash": rules.start_cash if me.cash is None else me.cash,
                   "bill": sum(cards[i].amount for i in me.bills)}
        if shown:
            amounts |= {"price": shown[0].amount, "charge": shown[0].amount,
                        "premium": shown[0].amount, "value": shown[0].value}
        settings = {"salary": "salary"}
        if isinstance(rules, BonnePayeRules):     # the savings book (Saving)
            settings |= {"rate": "savings_rate_pct", "fee": "withdrawal_fee",
                         "last_day": "last_deposit_day", "unsold": "unsold_value_pct"}
        elif isinstance(rules, PayDayRules):      # the charge card (Managing credit), the lottery
            settings |= {"rate": "monster_rate_pct", "stake": "lottery_stake",
                         "ante": "lottery_bank_ante", "house": "lottery_house_share_pct"}
        told = {name: (getattr(rules, setting), rules.declared(setting).unit)
                for name, setting in settings.items()}
        return {"salary": told.pop("salary"),
                **{name: (value, Unit.MONEY) for name, value in amounts.items()}, **told}

    def situation(self, lang: str) -> str:
        """The short situation the student reads first, in `lang`."""
        currency = rules_of(self.edition).currency
        values = {}
        for name, (value, unit) in self._told().items():
            if unit is Unit.PERCENT:
                values[name] = points(value, lang)
            elif unit is Unit.DAY:
                values[name] = str(value + 1)     # "before day 23": deposits close after day 22
            elif unit is Unit.MONEY:
                values[name] = i18n.money(value, currency, lang)
            else:
                values[name] = i18n.number(value, lang)
        return i18n.t(self.situation_key, lang, **values)

    def offers_key(self, decision: Decision) -> bool:
        if self.key_kinds is not None and decision.kind not in self.key_kinds:
            return False
        return any(option.act in self.key_acts for option in decision.options)

    def alternative(self, decision: Decision, answer: Option) -> Option | None:
        """The other answer the what-if tries: a key act if the student made none, or the
        plain way on (pass, done, roll, …) if they made one. None if there is no other."""
        if answer.act in self.key_acts:
            for act in (Act.PASS, Act.DONE, Act.PAY_INTEREST, Act.PAY_ALL, Act.ROLL, Act.LEAVE):
                option = decision.find(act)
                if option is not None and act != answer.act and not option.ranged:
                    return option
            return None
        for act in self.key_acts:
            option = decision.find(act)
            if option is not None:
                return self.at_amount(option)
        return None

    def at_amount(self, option: Option) -> Option:
        """`option` as the lesson plays it: a ranged one (a deposit) at the lesson's `amount`,
        within its range and on its steps."""
        if not option.ranged:
            return option
        assert option.low is not None and option.high is not None   # a ranged option has its range
        want = max(option.low, min(option.high, self.amount or option.high))
        return option.with_amount(want - (want - option.low) % option.step)


def real_life(edition: str, *names: str) -> dict[str, Any]:
    """The real-life values of these settings, from the edition's rules data (never typed)."""
    return rules_of(edition).real_rules(*names)


__all__ = ["Claim", "Measure", "RulesKind", "Scenario", "real_life"]
