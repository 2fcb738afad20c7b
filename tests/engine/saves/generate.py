"""Write the fixture saves of tests/engine/saves/ (run once, from the code whose saves they keep).

Each fixture is a bot game of two months, chosen to reach the rules that later changed. The
first set (`<edition>-<n>.json`, main at 87102e2, save format 1): a Monster Charge paid in full
(Pay Day), a loan repaid and event cards played (我愛發薪日), the Besoin d'argent card and
insurance cards at Pay Day (La Bonne Paye). The second (`<edition>-f43a151-<n>.json`, main at
f43a151, save format 2 with its rules version): a lottery won and the Besoin d'argent card
used (La Bonne Paye), a lucky draw won with event cards in hand and insurance bought
(我愛發薪日), a lottery won (Pay Day). Beside the save, the file records the final state the
game had when it was written, so `tests/engine/test_saves_compat.py` can check that a save
from before a rule change still replays to the same game.

    PYTHONPATH=. python tests/engine/saves/generate.py [--tag f43a151] [--force]

Run it with the workbook of the commit the set names first on the path (a worktree of that
commit: `git worktree add /tmp/base <commit>`, then `PYTHONPATH=/tmp/base`). They keep what an
OLD workbook wrote: never regenerate them from a later commit; add a new set beside them.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import payday
from payday.players.styles import make_bot
from payday.players.play import play_out
from payday.engine.game import PlayerSpec

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[2]))
from tests.support.games import final_state  # noqa: E402  (shared with the test)


def play(variant: str, seed: int, styles: tuple[str, ...]):
    specs = [PlayerSpec(f"{style}-{seat + 1}", style) for seat, style in enumerate(styles)]
    game = payday.new_game(variant, specs, months=2, seed=seed)
    play_out(game, {seat: make_bot(style, seed, seat) for seat, style in enumerate(styles)})
    return game


def acts(game) -> set[str]:
    """The acts of its decisions and the keys of its story: what a fixture must reach."""
    return {str(option.act) for option in game.history} | {e.key for e in game.events}


# What each fixture must contain, by set and edition: the acts and events that later rule
# changes touch.
FIRST = {
    "bonne-paye": [({"use_card"}, ("random", "borrower", "saver")),
                   ({"buy"}, ("cautious", "deal_hunter", "borrower"))],
    "payday": [({"pay_all"}, ("random", "borrower", "saver")),
               ({"pay_all", "pay_interest"}, ("deal_hunter", "cautious", "random"))],
    "payday-auction": [({"repay", "use_card"}, ("random", "borrower", "saver")),
                       ({"repay"}, ("borrower", "deal_hunter", "random"))],
}
WANTED = {
    "": FIRST,
    "f43a151": {
        "bonne-paye": [({"use_card", "lottery_won"}, ("random", "borrower", "saver")),
                       ({"lottery_won", "jackpot_won"}, ("random", "random", "random", "random"))],
        "payday": [({"lottery_won"}, ("random", "borrower", "saver"))],
        "payday-auction": [({"lucky_draw_won", "bought_mail", "use_card"},
                            ("random", "borrower", "saver", "random"))],
    },
}


def main() -> None:
    tag = sys.argv[sys.argv.index("--tag") + 1] if "--tag" in sys.argv else ""
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                            cwd=Path(payday.__file__).parent).stdout.strip()
    if tag and not commit.startswith(tag):
        raise SystemExit(f"the set {tag} is written by main at {tag}, not by {commit}")
    for variant, wanted in WANTED[tag].items():
        for number, (needs, styles) in enumerate(wanted, 1):
            for seed in range(1, 500):
                game = play(variant, seed, styles)
                if needs <= acts(game) and game.is_over:
                    break
            else:
                raise SystemExit(f"no seed of {variant} reaches {needs}")
            path = HERE / (f"{variant}-{tag}-{number}.json" if tag else f"{variant}-{number}.json")
            if path.exists() and "--force" not in sys.argv:
                raise SystemExit(f"{path.name} exists: these saves keep what an old workbook wrote")
            path.write_text(json.dumps({
                "written_by": f"main at {commit}",
                "reaches": sorted(needs),
                "save": json.loads(game.to_json()),
                "final": final_state(game),
            }, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
            print(path.name, "seed", seed, len(game.history), "decisions")


if __name__ == "__main__":
    main()
