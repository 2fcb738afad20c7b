"""Every lesson's claims, measured: the advantage of the claim's answer over the other answer
on the class's game number, over game numbers 1-30 (better / equal / worse, mean) against the
scenario's styles and against random players, and in a simulated class of 28 on the class's
game number (the two groups' difference with its 95 % interval, told apart or not).

Usage: python benchmarks/claims.py [LESSON ...]
"""
from __future__ import annotations

import sys
import time

from payday.editions import rules_of
from payday.i18n import money
from payday.teaching.claims import TABLES, play_pair, simulated_class, verdict
from payday.teaching.lessons import SCENARIOS


def main(numbers: list[str]) -> None:
    started = time.perf_counter()
    for number in numbers or list(SCENARIOS):
        lesson = SCENARIOS[number]
        currency = rules_of(lesson.edition).currency

        def m(value: float, currency: str = currency) -> str:
            return money(round(value), currency, "en")

        print(f"lesson {number} ({lesson.edition}), the class plays {lesson.plays} rules; real_rules "
              f"{lesson.real_rules or {}}")
        for claim in lesson.claims:
            print(f"  claim: {claim.answer} better by {claim.measure}, {claim.rules} rules")
            for table in TABLES:
                first = play_pair(lesson, claim.answer, seed=lesson.seed, rules=claim.rules,
                                  table=table)
                found = verdict(lesson, claim, table)
                mine, theirs = found.worst
                print(f"    {table:7} game {lesson.seed}: {m(first.difference):>8}  "
                      f"1-30: better {found.better:2} / equal {found.equal:2} / worse "
                      f"{found.worse:2}, mean {m(found.mean):>8}, three worst {m(mine)} vs "
                      f"{m(theirs)}  -> {'holds' if found.holds else 'FAILS'}")
            cls = simulated_class(lesson, claim)
            interval = ("no interval" if cls.low is None or cls.high is None
                        else f"95% {m(cls.low)} to {m(cls.high)}")
            print(f"    class of 28 on game {lesson.seed}: {m(cls.difference)} ({interval}), "
                  f"{'told apart' if cls.told_apart else 'not told apart'}")
    print(f"({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
