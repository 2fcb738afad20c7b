"""Each lesson's quiz in words: its questions, options and explanations in each language, and
the quiz section of the teacher's guide.

The questions and their scoring are `payday.teaching.quiz_scoring`'s (re-exported here); the
numbers a question states are the lesson's figures (`payday.teaching.lessons.figures`), the
quiz's own answers and the class's country's facts, written the way each language writes them.
The country follows the language unless the class chose another (`countries.country_for`).

>>> answer_text(questions("03")[0], "fr"), answer_text(questions("03")[1], "en")[:3]
('7,2', 'b. ')
>>> answer_text(questions("01")[1], "fr")
'330,00\\xa0€'
"""
from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from functools import cache

from payday.i18n import t
from payday.teaching.answer_key import Figure
from payday.teaching.countries import country, country_for, fact
from payday.teaching.lessons import KEYS
from payday.teaching.lessons import figures as lesson_figures
from payday.teaching.numbers import (CARD_APRS, COMMISSION_PCT, DEBT, DEPOSIT, INCOME_TAX_EXAMPLE_PCT, PICK3,
                                     SALE, YEARLY_PCT, auction, bonne_paye, pay_day)
from payday.teaching.quiz_scoring import (LETTERS, MOMENTS, POST_PRICE_RISE_PCT, QUIZ_VERSION, QUIZZES,
                                          Question, QuizError, Score, apr, bet_ev, buying_power_fall,
                                          card_monthly, carry_interest, compound_two_months, effective,
                                          fee_share, gain, has_quiz, items, lottery_ev, minimum_year,
                                          monster_charge, net_pay, option_order, parse_number, payroll,
                                          payroll_rate, piano, piano_gain, piano_return_after, questions,
                                          return_after, rule_of_72, salary, salary_currency, score,
                                          simple_two_months, tax_withheld, two_month_interest)


def class_country(lang: str, code: str | None = None) -> str:
    """The country a class computes in: the one it chose, else its language's."""
    return country(code).code if code else country_for(lang)


def payroll_places(country_code: str) -> int:
    """The decimals the country's payroll rate is written with (7.65%, 22%, 4.051%)."""
    exponent = fact(country_code, "payroll_pct").value.normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def figures(lesson: str, country_code: str = "US") -> dict[str, Figure]:
    """Every number a lesson's quiz texts name, as `payday.teaching.answer_key.Figure`s, for a
    class of `country_code`."""
    slug = next(s for s in KEYS if s.startswith(lesson))
    numbers = dict(lesson_figures(slug))
    pd, bp = pay_day(), bonne_paye()
    if lesson == "01":
        money = salary_currency(country_code)
        # The country's real pay: its own symbol (NT$), not a game's banknotes' "$".
        numbers.update(quiz_salary=Figure(salary(country_code), money, real=True),
                       payroll_rate=Figure(payroll_rate(country_code), "%", payroll_places(country_code)),
                       payroll=Figure(payroll(country_code), money, 2, real=True),
                       income_tax=Figure(INCOME_TAX_EXAMPLE_PCT, "%"),
                       tax_withheld=Figure(tax_withheld(country_code), money, 2, real=True),
                       net_pay=Figure(net_pay(country_code), money, 2, real=True))
    if lesson == "02":
        numbers.update(buying_power_fall=Figure(buying_power_fall(), "%", 1),
                       post_price_rise=Figure(POST_PRICE_RISE_PCT, "%"),
                       post_dearer_factor=Figure(1 + Fraction(POST_PRICE_RISE_PCT, 100), "", 2),
                       post_buying_power_fall=Figure(buying_power_fall(POST_PRICE_RISE_PCT), "%", 1))
    if lesson == "03":
        numbers.update(rule_of_72=Figure(rule_of_72(), "", 1),
                       doubling=Figure(math.log(2) / math.log(1 + bp.savings_rate_pct / 100), "", 2),
                       yearly_number=Figure(YEARLY_PCT),
                       deposit_money=Figure(DEPOSIT, bp.currency),
                       simple_two_months=Figure(simple_two_months(), bp.currency),
                       compound_two_months=Figure(compound_two_months(), bp.currency))
    if lesson == "04":
        price, value, commission = piano()
        numbers.update(commission_amount=Figure(SALE * COMMISSION_PCT // 100),
                       gain=Figure(gain(), "%"), return_after=Figure(return_after(), "%"),
                       fee_share=Figure(fee_share(), "%"),
                       acq_price=Figure(price, bp.currency), acq_value=Figure(value, bp.currency),
                       acq_commission=Figure(commission, bp.currency),
                       acq_gain=Figure(piano_gain(), "%", 1), acq_return_after=Figure(piano_return_after(), "%", 1))
    if lesson == "05":
        owed, interest = minimum_year()
        # The card's amounts are an example in the class's own money (a French class reads
        # "2 500 €", not the game's "2 500 $US"); the rates are the lesson's.
        money = country(country_code).currency
        numbers.update(apr=Figure(apr(), "%"), effective=Figure(effective(), "%"),
                       card_apr=Figure(CARD_APRS[-1], "%", 2), card_monthly=Figure(card_monthly(), "%", 2),
                       charge=Figure(monster_charge(), money, real=True),
                       carry_interest=Figure(carry_interest(), money, real=True),
                       debt=Figure(DEBT, money, real=True),
                       two_month_interest=Figure(two_month_interest(), money, real=True),
                       minimum=Figure(auction().repay_min_pct, "%"),
                       left_after_year=Figure(owed, money, real=True),
                       interest_in_year=Figure(interest, money, real=True))
    if lesson == "06":
        premium, bill = (Fraction(Decimal(str(numbers[name].value))) for name in ("premium", "doctor_bill"))
        numbers.update(bet_ev=Figure(bet_ev(), "", 2), pick3=Figure(Fraction(*PICK3), pd.currency, 2),
                       pick3_ev=Figure(lottery_ev(), "", 2),
                       premium_less_bill=Figure(premium - bill, bp.currency))
    return numbers


# ------------------------------------------------------------------ words
@cache
def _texts(lesson: str, lang: str, country_code: str) -> dict[str, str]:
    numbers = {name: figure.text(lang) for name, figure in figures(lesson, country_code).items()}
    texts = {}
    for pair in items(lesson):
        for q in pair:
            for part in ("q", "why", *q.letters()):
                key = f"quiz.{q.key}.{part}"
                texts[key] = t(key, lang, **numbers)
    return texts


def text(question: Question, part: str, lang: str, country_code: str | None = None) -> str:
    """A question's words: part "q" (the question), "why" (the explanation) or an option's
    letter, for a class of `country_code` (the language's country if not given)."""
    return _texts(question.lesson, lang, class_country(lang, country_code))[f"quiz.{question.key}.{part}"]


def objective(question: Question, lang: str) -> str:
    """The objective the question's item measures, before and after alike."""
    return t(f"quiz.{question.item}.objective", lang)


def answer_text(question: Question, lang: str, country_code: str | None = None) -> str:
    """The right answer as the teacher's guide prints it (an option under its own letter)."""
    code = class_country(lang, country_code)
    right = question.right_answer(code)
    if isinstance(right, str):
        return f"{right}. {text(question, right, lang, code)}"
    real = question.unit == "country"       # the country's real money (NT$), not a game's "$"
    unit = salary_currency(code) if real else question.unit
    return Figure(right, unit, question.places, real=real).text(lang)


def guide_section(lesson: str, lang: str, country_code: str | None = None) -> str:
    """The quiz as the teacher's guide lists it: item by item, its objective, the question
    before the lesson and the one after, each with its options, answer and explanation."""
    code = class_country(lang, country_code)
    lines = [f"## {t('quiz.guide.heading', lang)}", "", t("quiz.guide.intro", lang, lesson=lesson), ""]
    for pair in items(lesson):
        lines.append(f"{pair[0].number}. **{objective(pair[0], lang)}**")
        for q, label in zip(pair, ("quiz.guide.before", "quiz.guide.after")):
            said = t(label, lang)
            lines.append(f"   - {said}{'' if said.endswith('：') else ' '}{text(q, 'q', lang, code)}")
            for letter in q.letters():
                lines.append(f"     - {letter}. {text(q, letter, lang, code)}")
            lines.append(f"     - **{t('quiz.guide.answer', lang)}** {answer_text(q, lang, code)} — "
                         f"{text(q, 'why', lang, code)}")
    return "\n".join(lines)


__all__ = ["LETTERS", "MOMENTS", "QUIZ_VERSION", "QUIZZES", "Question", "QuizError", "Score", "has_quiz",
           "parse_number", "option_order", "questions", "items", "score", "class_country", "figures", "text",
           "objective", "answer_text", "guide_section"]
