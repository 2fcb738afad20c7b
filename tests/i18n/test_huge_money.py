"""Money is written for any integer a game can hold: from 10**28 on, Decimal's default 28 digits
made Babel raise InvalidOperation, and one game with a salary of 10**300 showed the teacher's
whole class as "Something went wrong … InvalidOperation"."""
from __future__ import annotations

from fractions import Fraction

import pytest

from payday import i18n
from payday.i18n.formats import decimal, half_up, money, number, percent, signed_money


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("currency", ["EUR", "USD", "TWD"])
def test_money_is_written_for_integers_of_any_size(lang, currency):
    """10**28, 10**300 and a number past Python's 4,300-digit string limit are written in
    full, grouped the local way, as money, numbers and decimals, negative ones too."""
    for exponent in (28, 300, 5000):
        amount = 10 ** exponent
        written = money(amount, currency, lang)
        assert written.count("0") == exponent, (exponent, written[:40])
        assert signed_money(-amount, currency, lang).startswith("\u2212")
        assert number(amount, lang).count("0") == exponent
        assert decimal(-amount, lang).startswith("\u2212")
        assert money(amount, currency, lang, cents=True).count("0") == exponent + 2
        assert money(amount, currency, lang, real=True).count("0") == exponent
    assert money(Fraction(10 ** 40, 3), currency, lang).count("3") == 40
    assert percent(10 ** 30, lang)


def test_rounding_stays_half_up_past_28_digits():
    assert half_up(Fraction(10 ** 40 * 2 + 1, 2)) == 10 ** 40 + 1
    assert money(10 ** 30 + 0.5, "USD", "en") == "$" + f"{10 ** 30:,}"
