"""The dashboard's lesson view and its decision baseline: how long the
baseline takes to play (30 game numbers, both answers, each rules compared) for each lesson the
first time in a process, and how long the lesson view takes to draw lesson 01 (the first the
dashboard shows) the first time and once its numbers are kept. The class's games are none here:
the figures are what the baseline and the styles' table add to the dashboard's first paint.

Usage: python benchmarks/baseline.py
"""
from __future__ import annotations

import time

from payday.editions import rules_of
from payday.i18n import signed_money
from payday.teaching.baseline import decision_baseline
from payday.teaching.scenarios import SCENARIOS
from payday.ui.dashboard.lesson import lesson_html


def main() -> None:
    for number, lesson in SCENARIOS.items():
        started = time.perf_counter()
        rows = decision_baseline(number)
        took = time.perf_counter() - started
        currency = rules_of(lesson.edition).currency
        said = "; ".join(
            f"{row.rules}: {row.answer} - {row.other} {signed_money(round(row.difference.mean), currency, 'en')}"
            f" (95% {signed_money(round(row.difference.low or 0), currency, 'en')} to "
            f"{signed_money(round(row.difference.high or 0), currency, 'en')}), "
            f"better/equal/worse {row.verdict.better}/{row.verdict.equal}/{row.verdict.worse}"
            for row in rows)
        print(f"lesson {number}: {took * 1000:.0f} ms  {said}")

    started = time.perf_counter()
    lesson_html([], SCENARIOS["01"], "en")
    first = time.perf_counter() - started
    started = time.perf_counter()
    lesson_html([], SCENARIOS["01"], "en")
    kept = time.perf_counter() - started
    print(f"lesson view, lesson 01: first draw {first * 1000:.0f} ms "
          f"(the styles' table played, the baseline kept), "
          f"again {kept * 1000:.0f} ms")


if __name__ == "__main__":
    main()
