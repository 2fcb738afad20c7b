"""The game screen's HTML: pure functions from a session (or a game) and a language to a string.

No widgets here: the game screen (`payday.ui.app.game`) puts these strings into its `HTML`
widgets, and the tests read them without a page. Every word comes from the catalogs, every
number from the engine's ledger; every name a student typed is escaped.

>>> from payday.ui.app.session import Session
>>> session = Session("bonne-paye", [("Ada", None), ("Bot", "saver")], seed=3)
>>> 'class="pd-cash-0"' in panels_html(session, "en")
True
>>> payday_html(session, "en")
'<p>Nobody has reached Pay Day yet.</p>'
"""
from __future__ import annotations

from collections.abc import Sequence
from string import Template
from typing import TYPE_CHECKING, Any

from payday import i18n
from payday.analysis.palette import BLUE, VERMILLION
from payday.engine.features import Feature
from payday.engine.game import Game
from payday.players.styles import STYLES
from payday.ui.app.session import Session
from payday.ui.shared.html import esc, words

if TYPE_CHECKING:                        # plotly stays out of the first screen
    from payday.analysis.export import Download

MAX_LOG = 60      # events in the log, newest first
RECENT = 3        # latest events repeated in the status area


def money(game: Game[Any], amount: int, lang: str) -> str:
    return i18n.money(amount, game.rules.currency, lang)


def problem_html(text: str) -> str:
    """A problem, said plainly in the status area (read out at once by screen readers)."""
    return f'<div role="alert" class="pd-problem">⚠ {esc(text)}</div>'


# ------------------------------------------------------------------ the calendar
def calendar_html(game: Game[Any], lang: str) -> str:
    t = words(lang)
    pending = game.pending
    heads = "".join(f'<th scope="col">{esc(i18n.weekday(d, lang))}</th>' for d in range(7))
    cells = []
    for square in game.rules.board:
        here = [p for p in game.players if p.day == square.day and not p.eliminated]
        tokens = "".join(
            f'<div class="pd-token{" pd-now" if pending and pending.player == p.index else ""}">'
            f'● {esc(p.name)}</div>' for p in here)
        name = i18n.square_name(square.kind, lang, n=square.n or None, variant=game.variant)
        cells.append(f'<td class="pd-day pd-square-{square.kind.value}"><b>{square.day}</b> '
                     f'<span>{esc(name)}</span>{tokens}</td>')
    rows = ["".join(cells[i:i + 7]) for i in range(0, len(cells), 7)]
    month = max((p.month for p in game.players), default=1)
    caption = esc(t("app.calendar.caption", month=month, months=game.months))
    # A wide table scrolls inside its own box, so a phone's page keeps its width.
    return (f'<div class="pd-scroll"><table class="pd-cal" style="border-collapse:collapse;width:100%">'
            f'<caption>{caption}</caption><thead><tr>{heads}</tr></thead><tbody>'
            + "".join(f"<tr>{row}</tr>" for row in rows) + "</tbody></table></div>" + CSS)


# ------------------------------------------------------------------ the players
def panels_html(session: Session, lang: str) -> str:
    game, t = session.game, words(lang)
    has_savings = Feature.SAVINGS in game.rules.features
    heads = [t("app.panel.player"), t("app.panel.cash")]
    heads += [t("app.panel.savings")] if has_savings else []
    heads += [t("app.panel.loans"), t("app.panel.loan_cost"), t("app.panel.bills"),
              t("app.panel.cards"), t("app.panel.where")]
    rows = []
    for p in game.players:
        bills = ", ".join(f"{i18n.card_name(c, lang)} {money(game, c.amount, lang)}"
                          for c in p.bills) or "–"
        cards = ", ".join(i18n.card_name(c, lang) for c in p.deals + p.kept) or "–"
        who = t("app.panel.person" if session.is_human(p.index) else "app.panel.computer",
                style=t(f"app.style.{p.bot}") if p.bot in STYLES else "")
        if p.eliminated:
            where = t("app.panel.eliminated")
        elif p.retired:
            where = t("app.panel.retired")
        else:
            where = t("app.panel.day", day=p.day, month=p.month)
        mine = session.accounts(p.index)
        cols = [f'<th scope="row">{esc(p.name)}<br><small>{esc(who)}</small></th>',
                f'<td class="pd-cash-{p.index}">{esc(money(game, mine.cash, lang))}</td>']
        if has_savings:
            cols.append(f'<td class="pd-savings-{p.index}">{esc(money(game, mine.savings, lang))}</td>')
        cols += [f'<td class="pd-debt-{p.index}">{esc(money(game, mine.debt, lang))}</td>',
                 f"<td>{esc(money(game, session.monthly_loan_cost(p.index), lang))}</td>",
                 f"<td>{esc(bills)}</td>", f"<td>{esc(cards)}</td>", f"<td>{esc(where)}</td>"]
        rows.append("<tr>" + "".join(cols) + "</tr>")
    head = "".join(f'<th scope="col">{esc(h)}</th>' for h in heads)
    return (f'<div class="pd-scroll"><table class="pd-table"><caption>{esc(t("app.panels.caption"))}</caption>'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>")


# ------------------------------------------------------------------ Pay Day
def payday_html(session: Session, lang: str) -> str:
    game, t = session.game, words(lang)
    parts = []
    for p in game.players:
        summaries = session.payday_summaries(p.index)
        if not summaries:
            continue
        s = summaries[-1]
        rows = [f"<tr><td>{esc(i18n.reason_name(r, lang))}</td>"
                f'<td class="pd-in">+{esc(money(game, a, lang))}</td></tr>' for r, a in s["in"].items()]
        rows += [f"<tr><td>{esc(i18n.reason_name(r, lang))}</td>"
                 f'<td class="pd-out">−{esc(money(game, a, lang))}</td></tr>' for r, a in s["out"].items()]
        rows.append(f'<tr><th scope="row">{esc(t("app.payday.cash_after"))}</th>'
                    f'<td>{esc(money(game, s["cash"], lang))}</td></tr>')
        if Feature.SAVINGS in game.rules.features:
            rows.append(f'<tr><th scope="row">{esc(t("app.payday.savings_after"))}</th>'
                        f'<td>{esc(money(game, s["savings"], lang))}</td></tr>')
        rows.append(f'<tr><th scope="row">{esc(t("app.payday.debt_after"))}</th>'
                    f'<td>{esc(money(game, s["debt"], lang))}</td></tr>')
        caption = esc(t("app.payday.caption", name=p.name, month=s["month"]))
        parts.append(f'<table class="pd-table pd-payday-{p.index}"><caption>{caption}</caption>'
                     f'<tbody>{"".join(rows)}</tbody></table>')
    if not parts:
        return f"<p>{esc(t('app.payday.none'))}</p>"
    return '<div style="display:flex;flex-wrap:wrap;gap:1em">' + "".join(parts) + "</div>"


# ------------------------------------------------------------------ the log and the status
def log_html(game: Game[Any], lang: str) -> str:
    latest = game.events[::-1][:MAX_LOG]
    items = "".join(f"<li>{esc(i18n.describe_event(game, event, lang))}</li>" for event in latest)
    return f'<ol reversed start="{len(game.events)}">{items}</ol>'


def winners_text(game: Game[Any], lang: str) -> str:
    """Who won; players tied on the highest net worth share the win."""
    t = words(lang)
    names = [game.players[i].name for i in game.winners()]
    if not names:
        return t("ui.no_winner")
    if len(names) == 1:
        return t("ui.winner", player=names[0])
    return t("ui.winners_shared", players=i18n.typography(lang).list_separator.join(names))


def status_html(session: Session, lang: str) -> str:
    """The status area: the session's message, whose turn it is (or who won), the resume code,
    the latest events, and last the version the page shows."""
    game, t = session.game, words(lang)
    lines = []
    message = session.message
    if message is not None:
        text = t(message.key, **message.values)
        lines.append(problem_html(text) if message.problem else f'<div class="pd-note">{esc(text)}</div>')
    pending = game.pending
    if pending is None:                  # the game is over
        ranked = i18n.typography(lang).list_separator.join(f"{esc(p.name)} {esc(money(game, worth, lang))}" for p, worth in game.standings())
        # The ranking ends its sentence before the winner's: "... Bo $4,800. Bo wins!"
        ranking = t("app.final_ranking", ranking=ranked)
        space = i18n.typography(lang).sentence_space     # Chinese: no space after "：" or "。"
        lines.append(f'<div class="pd-over"><b>{esc(t("app.game_over"))}</b>{space}{ranking}'
                     f'{space}<b>{esc(winners_text(game, lang))}</b></div>')
    else:
        who = game.players[pending.player]
        key = "app.turn_human" if session.is_human(who.index) else "app.turn_bot"
        lines.append(f'<div class="pd-turn" aria-live="polite">{esc(t(key, name=who.name))}</div>')
    if session.autosave is not None and session.resume_code:
        lines.append(f'<div class="pd-code">{esc(t("app.resume.your_code"))} '
                     f'<b class="pd-code-value">{esc(session.resume_code)}</b><br>'
                     f'<small>{esc(t("app.resume.your_code_help"))}</small></div>')
    recent = game.events[-RECENT:]
    if recent:
        items = "".join(f"<li>{esc(i18n.describe_event(game, e, lang))}</li>" for e in recent)
        lines.append(f'<div class="pd-recent">{esc(t("app.recent"))}<ul>{items}</ul></div>')
    # The version, drawn last, tells a reader (and the browser tests) that the page is current.
    lines.append(f'<span class="pd-version" data-v="{session.version}" '
                 f'data-busy="{int(session.busy)}"></span>')
    return "".join(lines)


# ------------------------------------------------------------------ the live chart's table
def chart_names(lang: str) -> list[str]:
    """The live chart's lines: cash, savings and loans."""
    t = words(lang)
    return [t("app.panel.cash"), t("app.panel.savings"), t("app.panel.loans")]


def chart_lines(game: Game[Any]) -> list[bool]:
    """Which of cash, savings and loans the live chart draws: savings only in an edition
    with a savings book (a new game may be of another edition than the chart's first)."""
    return [True, Feature.SAVINGS in game.rules.features, True]


def chart_table_html(session: Session, seat: int, lang: str) -> str:
    """The live chart's last values as a table, with a caption that says what it shows."""
    game = session.game
    series = session.money_history(seat)
    rows = "".join(f'<tr><th scope="row">{esc(n)}</th><td>{esc(money(game, ys[-1], lang))}</td></tr>'
                   for n, ys, shown in zip(chart_names(lang), series, chart_lines(game)) if shown)
    summary = words(lang)("app.chart.summary", name=game.players[seat].name, moves=len(series[0]) - 1)
    return (f'<table class="pd-table"><caption>{esc(summary)}</caption>'
            f"<tbody>{rows}</tbody></table>")


# ------------------------------------------------------------------ downloads
def save_link_html(session: Session, lang: str) -> str:
    """The game as a file to download (a `data:` link)."""
    return (f'<a class="pd-save" download="{esc(session.save_name())}" '
            f'href="{session.save_url()}">{esc(words(lang)("app.download"))}</a>')


def month_links_html(downloads: Sequence[Download]) -> str:
    """The month's chart and transactions as links, or why one cannot be made."""
    links = []
    for download in downloads:
        if download.url is None:
            links.append(f"<li>{esc(download.message)}</li>")
        else:
            links.append(f'<li><a class="pd-month-{download.kind}" download="{esc(download.filename)}" '
                         f'href="{download.url}">{esc(download.label)}</a></li>')
    return f"<ul>{''.join(links)}</ul>"


# The palette's colours (analysis/palette.py): the day marked and a problem told, as in the charts.
CSS = Template("""<style>
.pd-cal td{border:1px solid #888;vertical-align:top;padding:4px;width:14%;height:4.5em;font-size:90%}
.pd-cal th{padding:4px}
.pd-token{font-weight:600}
.pd-now{outline:3px solid $blue}
.pd-table{border-collapse:collapse;margin:4px}
.pd-table td,.pd-table th{border:1px solid #bbb;padding:3px 8px;text-align:left}
.pd-problem{border:2px solid $vermillion;padding:6px;font-weight:600}
.pd-turn{font-size:120%;font-weight:600}
.pd-scroll{overflow-x:auto;max-width:100%}
.pd-app .widget-html-content{max-width:100%}
@media (max-width:480px){.pd-cal td{font-size:70%;padding:2px;height:3.5em}}
</style>""").substitute(blue=BLUE, vermillion=VERMILLION)
