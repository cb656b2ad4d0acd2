"""The "Your games" page: what this device remembers of your finished games, at a glance
(a line per game), then per game the modes, the bot levels, two charts, the dailies'
calendar, the latest results and the game's own records; export and import at the top."""

from __future__ import annotations

import calendar
from collections.abc import Mapping
from typing import Any

from urbanistes import registry
from urbanistes.engine import Text

from . import charts, stats
from . import html as h
from .games import screen as game_screen
from .i18n import t, tr
from .screens import frame

#: Latest results listed per game.
LATEST = 8


def page(lang: str, results: dict[str, dict[str, Any]], broken: Mapping[str, Text],
         kept: Mapping[str, Any], choices: Mapping[str, str], today: str, *,
         notice: str = "", alert: bool = False) -> str:
    """``kept``: the kept games (a result whose game is still kept links to its replay);
    ``choices``: the page's filters; ``notice``: what an import did (an error if
    ``alert``)."""
    parts = [h.tag("div", {"class": "actions"},
                   h.button(t("yours.export", lang), "export", **{"class": "primary"}),
                   h.tag("label", {"class": "button"}, h.text(t("yours.import", lang)),
                         h.tag("input", {"type": "file", "accept": ".json,application/json",
                                         "name": "import", "class": "sr-only"})),
                   h.button(t("nav.back", lang), "home"))]
    if notice:
        parts.append(h.tag("p", {"class": "error", "role": "alert"} if alert
                           else {"class": "notice", "role": "status"}, h.text(notice)))
    if broken:
        parts.append(h.tag("ul", {"class": "error", "role": "alert"}, *(
            h.tag("li", None, h.text(t("yours.broken", lang, reason=tr(reason, lang))))
            for reason in broken.values())))
    found = stats.by_game(results.values())
    if not found:
        parts.append(h.tag("p", None, h.text(t("yours.none", lang))))
    else:
        parts.append(_glance(lang, found))
        for entry in registry.ENTRIES:
            if entry.info.id in found:
                parts.append(_game(lang, entry.info.id, found[entry.info.id],
                                   list(results.values()), kept, choices, today))
    parts.append(h.tag("details", {"class": "yours-how"},
                       h.tag("summary", None, h.text(t("yours.how", lang))),
                       h.tag("p", None, h.text(t("yours.how.text", lang)))))
    return frame(lang, t("yours.title", lang), h.tag("article", {"class": "yours"}, *parts))


def _table(caption: str, heads: list[str], rows: list[list[str]]) -> str:
    """A table whose first column heads its rows."""
    head = h.tag("tr", None, *(h.tag("th", {"scope": "col"}, h.text(x)) for x in heads))
    body = "".join(h.tag("tr", None, h.tag("th", {"scope": "row"}, h.text(row[0])),
                         *(h.tag("td", None, h.text(x)) for x in row[1:])) for row in rows)
    return h.tag("table", {"class": "stats"}, h.tag("caption", None, h.text(caption)),
                 h.tag("thead", None, head), h.tag("tbody", None, body))


def _number(value: float | None) -> str:
    if value is None:
        return "—"
    return str(value) if isinstance(value, int) else f"{value:.1f}"


def _glance(lang: str, found: dict[str, stats.GameStats]) -> str:
    rows = [[tr(registry.info(game).name, lang), str(s.total.played), str(s.total.wins),
             _number(s.total.best), str(s.streak), str(s.best_streak)]
            for game, s in found.items()]
    return _table(t("yours.glance", lang), [t("yours.game", lang), t("yours.played", lang),
                                             t("yours.won", lang), t("yours.best", lang),
                                             t("yours.streak", lang), t("yours.best_streak", lang)],
                  rows)


def _game(lang: str, game: str, s: stats.GameStats, results: list[dict[str, Any]],
          kept: Mapping[str, Any], choices: Mapping[str, str], today: str) -> str:
    info = registry.info(game)
    name = tr(info.name, lang)
    heads = [t("yours.mode", lang), t("yours.played", lang), t("yours.won", lang),
             t("yours.best", lang), t("yours.average", lang)]
    modes = [[t("yours.players", lang, n=n), str(m.played), str(m.wins), _number(m.best),
              _number(m.average)] for n, m in sorted(s.modes.items())]
    parts = [h.tag("h2", None, h.text(name)),
             h.tag("p", None, h.text(t("yours.facts", lang, played=s.total.played,
                                        won=s.total.wins, streak=s.streak,
                                        best=s.best_streak, hints=s.hints))),
             _table(t("yours.modes", lang, game=name), heads, modes)]
    if s.levels:
        levels = [[t(f"seat.{level}", lang), str(v.played), str(v.wins),
                   f"{round(100 * v.wins / v.played)} %"] for level, v in s.levels.items()]
        parts.append(_table(t("yours.levels", lang, game=name),
                            [t("yours.against", lang), t("yours.played", lang),
                             t("yours.won", lang), t("yours.rate", lang)], levels))
    points = [(r["date"], total, stats.won(r)) for r in s.results
              if (total := stats.score(r)) is not None]
    figures = [charts.scores(points, t("yours.chart.scores", lang, game=name))]
    if s.places:
        words = [t("yours.place", lang, n=n) for n in range(1, info.max_players + 1)]
        figures.append(charts.places(s.places, {k: t(f"seat.{k}", lang) for k in s.places},
                                     words, t("yours.chart.places", lang, game=name)))
    parts.append(h.tag("div", {"class": "charts"}, *figures))
    if info.min_players == 1:
        parts.append(_calendar(lang, stats.dailies(results, game), today))
    parts.append(_latest(lang, [r for r in results if r["game"] == game], kept))
    screen = game_screen(game)  # its own records last: Sprawlopolis's grid is long
    if screen is not None:
        parts.append(screen.records_extra(s.results, lang, choices))
    return h.tag("section", {"class": "yours-game", "data-game": game}, *parts)


def _latest(lang: str, results: list[dict[str, Any]], kept: Mapping[str, Any]) -> str:
    """The latest results, newest first, each with its replay while its game is kept."""
    ordered = sorted(results, key=lambda r: (r["date"], r["id"]), reverse=True)[:LATEST]
    items = []
    for r in ordered:
        seats = ", ".join(t(f"seat.{k}", lang) for k in r["seats"])
        totals = " – ".join("?" if x is None else str(x) for x in r["totals"])
        facts = [r["date"][:16].replace("T", " "), seats, totals]
        if r["you"] is not None:
            facts.append(t("yours.won.yes" if stats.won(r) else "yours.won.no", lang))
        if r["daily"]:
            facts.append(t("home.daily.label", lang, day=r["daily"])
                         + ("" if r["counted"] else " " + t("daily.replay", lang)))
        if r["hints"]:
            facts.append(t("yours.hints", lang, n=r["hints"]))
        watch = (h.button(t("home.watch", lang), "watch", id=r["id"])
                 if r["id"] in kept else "")
        items.append(h.tag("li", None, h.tag("span", None, h.text(" · ".join(facts))), " ", watch))
    return (h.tag("h3", None, h.text(t("yours.latest", lang)))
            + h.tag("ul", {"class": "saved-list"}, *items))


def _calendar(lang: str, days: Mapping[str, Mapping[str, Any]], today: str) -> str:
    """The months with a daily challenge played (the latest three), a day per cell."""
    if not days:
        return ""
    current, best = stats.day_streaks(days, today)
    months = sorted({d[:7] for d in days}, reverse=True)[:3]
    heads = t("yours.weekdays", lang).split()
    tables = []
    for month in months:
        year, number = int(month[:4]), int(month[5:])
        rows = []
        for week in calendar.Calendar().monthdayscalendar(year, number):
            cells = []
            for day in week:
                date = f"{month}-{day:02d}" if day else ""
                result = days.get(date)
                if result is None:
                    cells.append(h.tag("td", None, h.text(str(day) if day else "")))
                    continue
                won = stats.won(result)
                words = t("yours.daily.day", lang, day=date, score=stats.score(result),
                          verdict=t("yours.won.yes" if won else "yours.won.no", lang))
                cells.append(h.tag("td", {"class": "won" if won else "lost", "title": words},
                                   h.tag("span", {"aria-hidden": "true"}, h.text(str(day))),
                                   h.tag("span", {"class": "sr-only"}, h.text(words))))
            rows.append(h.tag("tr", None, *cells))
        tables.append(h.tag("table", {"class": "calendar"},
                            h.tag("caption", None, h.text(month)),
                            h.tag("thead", None, h.tag("tr", None, *(
                                h.tag("th", {"scope": "col"}, h.text(d)) for d in heads))),
                            h.tag("tbody", None, *rows)))
    return (h.tag("h3", None, h.text(t("yours.dailies", lang)))
            + h.tag("p", None, h.text(t("yours.daily.streaks", lang, current=current, best=best)))
            + h.tag("div", {"class": "calendars"}, *tables))
