"""The teacher dashboard's figures: one row per student from the class's replayed games.

Everything comes from each game's ledger through the accounts view (`payday.engine.accounts`),
so the dashboard can never disagree with the games or with the app and the charts.
No widgets here: `notebooks/teacher.ipynb` draws these rows. Every word the teacher reads comes
from the catalogs (`payday/i18n/catalogs/dashboard.json`) in the language asked for, and money
is written in each edition's own currency: a class may mix editions.
"""
from __future__ import annotations

import base64
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from payday.analysis.csv_text import csv_text
from payday.engine.accounts import accounts
from payday.engine.game import Game
from payday.engine.ledger import Reason
from payday.engine.state import Player
from payday.i18n import edition_name, has, money, number, t
from payday.i18n import separators as i18n_separators
from payday.i18n.catalog import plural_category
from payday.i18n.errors import describe_error
from payday.classroom.launcher import qr_svg
from payday.classroom.links import query_names, with_query
from payday.classroom.records import Loaded, Problem, Row
from payday.ui.shared.html import esc

Record = dict[str, Any]                              # a row's fields by name, before writing them
DeleteTarget = tuple[str, str | None, str | None]    # `Store.delete`'s class, student, game


@dataclass(frozen=True)
class StudentRow:
    source: str            # the store key or the uploaded file's name
    student: str
    edition: str
    currency: str
    months: str            # "month reached / months"
    finished: bool
    net_worth: int
    borrowed: int          # loans taken, in total
    saved: int             # deposits into savings, in total
    withdrew_early: int    # withdrawals that paid a fee
    interest_earned: int
    interest_paid: int     # loan interest and charge-card interest
    fees_paid: int         # withdrawal fees and green-die rolls


def students(game: Game[Any], student: str | None = None) -> list[Player]:
    """The people in a game: players without a computer style, or everyone if all are computer.
    A game from the class store is one `student`'s: only their seat counts (the seat of that
    name, else the first person's), since the other seats of a game played at one screen are
    names anyone could type, not students of the class."""
    people = [p for p in game.players if p.bot is None] or list(game.players)
    if student is None:
        return people
    return [next((p for p in people if p.name == student), people[0])]


def class_rows(loaded: list[Loaded]) -> list[StudentRow]:
    """One row per student of each game (see `students`), named as the store knows them."""
    rows = []
    for item in loaded:
        game = item.game
        for player in students(game, item.student):
            mine = accounts(game.ledger, player.index)
            rows.append(StudentRow(
                source=item.source, student=item.student or player.name, edition=game.variant,
                currency=game.rules.currency,
                months=f"{min(player.month, game.months)}/{game.months}", finished=game.is_over,
                net_worth=game.net_worth(player), borrowed=mine.borrowed, saved=mine.saved,
                withdrew_early=mine.count(Reason.WITHDRAWAL_FEE),
                interest_earned=mine.interest_earned, interest_paid=mine.interest_paid,
                fees_paid=mine.fees))
    return rows


Made = dict[int, tuple[Loaded, list[StudentRow]]]     # rows made before, by their game's `id`


def shown_rows(loaded: list[Loaded], lang: str,
               made: Made | None = None) -> tuple[list[Loaded], list[StudentRow], list[Problem]]:
    """The games the dashboard can show with the class, their rows, and a problem for each
    game whose row cannot be made or written (in the tables, the leaderboard, the export):
    one game never hides the class, it is listed with the others that did not load. `made`
    keeps each game's rows across reloads (a long game's accounts take a while to read); it is
    left holding those of `loaded` only."""
    kept: list[Loaded] = []
    rows: list[StudentRow] = []
    problems: list[Problem] = []
    before = dict(made or {})
    if made is not None:
        made.clear()
    for item in loaded:
        try:
            known = before.get(id(item))
            mine = known[1] if known is not None and known[0] is item else class_rows([item])
            if made is not None:
                made[id(item)] = (item, mine)
            class_table(mine, lang)
            leaderboard_table(mine, lang=lang)
            class_csv(mine, lang)
        except Exception as error:     # noqa: BLE001 - one game must not hide the class
            kind = type(error).__name__
            problems.append(Problem(item.source, f"this game could not be shown with the class ({kind})",
                                    "dashboard.problem.not_shown", {"error": kind}))
            continue
        kept.append(item)
        rows += mine
    return kept, rows, problems


def class_totals(rows: list[StudentRow]) -> dict[str, Any]:
    """Counts across the class, and interest earned and paid summed per currency: a class
    may play editions with different money, and euros and dollars do not add up."""
    interest: dict[str, tuple[int, int]] = {}
    for r in rows:
        earned, paid = interest.get(r.currency, (0, 0))
        interest[r.currency] = (earned + r.interest_earned, paid + r.interest_paid)
    return {
        "students": len(rows),
        "borrowed": sum(1 for r in rows if r.borrowed),
        "saved": sum(1 for r in rows if r.saved),
        "withdrew_early": sum(1 for r in rows if r.withdrew_early),
        "interest": dict(sorted(interest.items())),
    }


def plural(n: int, lang: str) -> str:
    """"one" or "other": the form of a count's words by Babel's plural rule (French counts 0 as
    one, Chinese has one form; the dashboard's keys write no other category differently)."""
    return "one" if plural_category(n, lang) == "one" else "other"


def count(key: str, n: int, lang: str) -> str:
    """"5 students", "1 élève", "none saved": `key.zero` (if the catalogs have one), `key.one` or
    `key.other`, with the number written the local way."""
    form = "zero" if n == 0 and has(f"{key}.zero") else plural(n, lang)
    return t(f"{key}.{form}", lang, n=number(n, lang))


def interest_summary(totals: dict[str, Any], lang: str = "en") -> str:
    """"Interest earned €1,234, interest paid €150; interest earned $0, ...": one part per
    currency (euros and dollars do not add up), the first word capitalised."""
    text = t("dashboard.interest.separator", lang).join(
        t("dashboard.interest", lang, earned=money(earned, currency, lang), paid=money(paid, currency, lang))
        for currency, (earned, paid) in totals["interest"].items())
    return text[:1].upper() + text[1:]


def class_summary(totals: dict[str, Any], lang: str = "en") -> str:
    """The sentence under the class's box plot: the counts, then the interest per currency."""
    return t("dashboard.summary", lang, students=count("dashboard.count.students", totals["students"], lang),
             **{what: count(f"dashboard.count.{what}", totals[what], lang)
                for what in ("borrowed", "saved", "withdrew_early")},
             interest=interest_summary(totals, lang))


def leaderboard(rows: list[StudentRow], *, anonymous: bool = True, lang: str = "en") -> list[Record]:
    """Students by net worth, highest first, within each edition. Anonymous by default:
    a leaderboard can cost motivation, so names appear only when the teacher asks. Equal net
    worths share their place (1, 1, 3), as tied players share a win."""
    ranked = sorted(rows, key=lambda r: (r.edition, -r.net_worth, r.student))
    board: list[Record] = []
    seen: dict[str, int] = {}                       # students so far, per edition
    last: dict[str, tuple[int | None, int]] = {}    # the last net worth and its place, per edition
    for row in ranked:
        seen[row.edition] = seen.get(row.edition, 0) + 1
        worth, place = last.get(row.edition, (None, 0))
        if worth != row.net_worth:
            place = seen[row.edition]
        last[row.edition] = (row.net_worth, place)
        board.append({"edition": row.edition, "place": place,
                      "student": (t("dashboard.anonymous_name", lang, n=seen[row.edition])
                                  if anonymous else row.student),
                      "net_worth": row.net_worth, "currency": row.currency})
    return board


# ------------------------------------------------------------------ tables to read
CLASS_COLUMNS = ("student", "edition", "months", "net_worth", "borrowed", "saved", "withdrew_early",
                 "interest_earned", "interest_paid", "fees_paid")
BOARD_COLUMNS = ("edition", "place", "student", "net_worth")
MONEY_COLUMNS = {"net_worth", "borrowed", "saved", "interest_earned", "interest_paid", "fees_paid"}


def column_name(column: str, lang: str) -> str:
    return t(f"dashboard.col.{column}", lang)


def _cell(record: Record, column: str, lang: str) -> str:
    value = record[column]
    if column in MONEY_COLUMNS:
        return money(value, record["currency"], lang)
    if column == "edition":
        return edition_name(value, lang)
    if isinstance(value, int):
        return number(value, lang)
    return str(value)


def _table(records: Iterable[Record], columns: Iterable[str], lang: str) -> list[dict[str, str]]:
    return [{column_name(c, lang): _cell(record, c, lang) for c in columns} for record in records]


def class_table(rows: list[StudentRow], lang: str = "en") -> list[dict[str, str]]:
    """One row per student to read: headers in `lang`, edition names, money in each
    edition's currency."""
    return _table(as_records(rows), CLASS_COLUMNS, lang)


def leaderboard_table(rows: list[StudentRow], *, anonymous: bool = True, lang: str = "en") -> list[dict[str, str]]:
    """The leaderboard to read, as `class_table` writes it."""
    return _table(leaderboard(rows, anonymous=anonymous, lang=lang), BOARD_COLUMNS, lang)


def problem_reason(problem: Problem | str, lang: str) -> str:
    """Why a file did not load, in `lang`, from the store's `Problem` (its key and values; the
    English `problem.message` can go beside it, as a tooltip). Given only an English message,
    other languages get a general sentence."""
    if isinstance(problem, str):
        return problem if lang == "en" else t("dashboard.problem.unreadable", lang)
    return describe_error(problem, lang)


def separators(lang: str) -> str:
    """Plotly's decimal and thousands separators for `lang`, as the app writes money."""
    return i18n_separators(lang)


def as_records(rows: list[StudentRow]) -> list[Record]:
    return [asdict(r) for r in rows]


# ------------------------------------------------------------------ the class's data
def join_html(url: str, lang: str) -> str:
    """How students join: the students' link (from `./workbook app --class`) and its QR code,
    or how to start such a server when there is none. A link that names no language gets the
    dashboard's, so the page opens in it rather than in the edition's."""
    if not url:
        return f'<p class="pd-join">{esc(t("dashboard.join.none", lang, command="./workbook app --class"))}</p>'
    if "lang" not in query_names(url.partition("?")[2]):
        url = with_query(url, lang=lang)
    return (f'<p class="pd-join">{esc(t("dashboard.join.link", lang, url=url))}</p>'
            f'<div class="pd-qr">{qr_svg(url)}</div>')


def code_table(store_rows: Iterable[Row], lang: str = "en") -> list[dict[str, str]]:
    """Each game of the class and its resume code, for a student who lost theirs. Shown only
    when the teacher asks: a projected dashboard never shows the codes."""
    records = [{"student": r.key.student, "game": r.key.game_id, "edition": r.variant,
                "decisions": r.decisions,
                "finished": t("dashboard.yes" if r.finished else "dashboard.no", lang),
                "saved_at": f"{r.saved_at[:10]} {r.saved_at[11:16]}", "code": r.code}
               for r in store_rows]
    return _table(records, ("student", "game", "edition", "decisions", "finished", "saved_at", "code"),
                  lang)


def forget_targets(store_rows: Iterable[Row], class_id: str,
                   lang: str = "en") -> list[tuple[str, DeleteTarget]]:
    """What the teacher can forget in a class: the whole class, each student's games, each game.
    Each is (a label, the arguments of `Store.delete`)."""
    targets: list[tuple[str, DeleteTarget]] = [(t("dashboard.forget.class", lang, class_id=class_id),
                                                 (class_id, None, None))]
    students = sorted({r.key.student for r in store_rows})
    targets += [(t("dashboard.forget.student", lang, student=s), (class_id, s, None)) for s in students]
    targets += [(t("dashboard.forget.game", lang, student=r.key.student, game=r.key.game_id),
                 (class_id, r.key.student, r.key.game_id)) for r in store_rows]
    return targets


def forget_count(store_rows: Iterable[Row], target: DeleteTarget) -> int:
    """How many stored games `Store.delete(*target)` removes."""
    class_id, student, game_id = target
    return sum(1 for r in store_rows if r.key.class_id == class_id
               and student in (None, r.key.student) and game_id in (None, r.key.game_id))


def forget_question(label: str, n: int, lang: str = "en") -> str:
    """The confirmation naming what goes."""
    return t("dashboard.forget.confirm", lang, what=label, games=count("dashboard.count.games", n, lang))


def forget_done(label: str, n: int, lang: str = "en") -> str:
    return t("dashboard.forget.done", lang, what=label, games=count("dashboard.count.games", n, lang))


CSV_COLUMNS = ("student", "game", "edition", "months", "finished", "net_worth", "borrowed", "saved",
               "withdrew_early", "interest_earned", "interest_paid", "fees_paid", "currency")


def class_csv(rows: list[StudentRow], lang: str = "en") -> str:
    """The class as CSV for the school's records: one line per student, headers in `lang`,
    whole numbers in each edition's currency (named in its own column). No resume codes."""
    lines = []
    for record in as_records(rows):
        record["game"] = record["source"]
        record["finished"] = t("dashboard.yes" if record["finished"] else "dashboard.no", lang)
        lines.append([record[c] for c in CSV_COLUMNS])
    return csv_text([column_name(c, lang) for c in CSV_COLUMNS], lines)


def csv_url(text: str) -> str:
    """A CSV as a `data:` link (a file on the server would not reach the browser), with a byte
    order mark so that spreadsheets read accented and Chinese names right."""
    data = ("\ufeff" + text).encode("utf-8")
    return "data:text/csv;charset=utf-8;base64," + base64.b64encode(data).decode("ascii")
