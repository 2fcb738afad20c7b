"""What a student who plays plainly sees, lesson by lesson: game numbers 1-30 played from the
lesson's position under the rules its students play (`Scenario.plays`), the first key decision
answered each way, every other decision plain (`payday.teaching.claims`), against the scenario's
computer styles and against random players. One row per game number: the student's end net worth
with each answer, and the difference; then the counts and means.

Usage: python benchmarks/plain_student.py [LESSON ...]
"""
from __future__ import annotations

import statistics
import sys
import time

from payday.editions import rules_of
from payday.i18n import money
from payday.teaching.claims import GAME_NUMBERS, TABLES, play_pair
from payday.teaching.lessons import SCENARIOS


def main(numbers: list[str]) -> None:
    started = time.perf_counter()
    for number in numbers or list(SCENARIOS):
        lesson = SCENARIOS[number]
        currency = rules_of(lesson.edition).currency
        answer = lesson.claims[0].answer

        def m(value: float, currency: str = currency) -> str:
            return money(round(value), currency, "en")

        pairs = {table: [play_pair(lesson, answer, seed=seed, rules=lesson.plays, table=table)
                         for seed in GAME_NUMBERS] for table in TABLES}
        print(f"lesson {number} ({lesson.edition}, version {lesson.version}), the student plays "
              f"{lesson.plays} rules {lesson.settings() or '{}'}; answer '{answer}' against the other")
        print(f"  {'game':>4} | " + " | ".join(
            f"{table + ': ' + str(answer):>22} {'other':>9} {'diff':>8}" for table in TABLES))
        for row in zip(*pairs.values()):
            print(f"  {row[0].seed:>4} | " + " | ".join(
                f"{m(p.answer):>22} {m(p.other):>9} {m(p.difference):>8}" for p in row))
        for table, found in pairs.items():
            better = sum(p.difference > 0 for p in found)
            worse = sum(p.difference < 0 for p in found)
            print(f"  {table}: '{answer}' better in {better}, equal in {len(found) - better - worse}, "
                  f"worse in {worse} of {len(found)}; mean end {m(statistics.fmean(p.answer for p in found))}"
                  f" against {m(statistics.fmean(p.other for p in found))}, mean difference "
                  f"{m(statistics.fmean(p.difference for p in found))}")
        print()
    print(f"({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
