"""Statistics of the results kept on this device: per game, the games played and won,
against each bot level, the best and average score per number of players, the streaks,
and the daily challenges by day. Pure arithmetic over ``results`` dicts.

Only counted results are statistics: a daily challenge replayed the same day is listed,
not counted. A result with no human seat (bots only) is nobody's.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Result = Mapping[str, Any]


def yours(results: Iterable[Result]) -> list[Result]:
    """The counted results with a human seat, oldest first."""
    return sorted((r for r in results if r["counted"] and r["you"] is not None),
                  key=lambda r: (r["date"], r["id"]))


def won(result: Result) -> bool:
    return result["you"] in result["winners"]


def score(result: Result) -> int | None:
    total: int | None = result["totals"][result["you"]]
    return total


def streaks(wins: Iterable[bool]) -> tuple[int, int]:
    """(current, best) runs of wins in a row."""
    current = best = 0
    for win in wins:
        current = current + 1 if win else 0
        best = max(best, current)
    return current, best


@dataclass
class Tally:
    played: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)

    def add(self, result: Result) -> None:
        self.played += 1
        self.wins += won(result)
        total = score(result)
        if total is not None:
            self.scores.append(total)

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None


@dataclass
class GameStats:
    """One game's statistics (``results``: its counted results, oldest first)."""

    results: list[Result]
    total: Tally = field(default_factory=Tally)
    #: Number of players -> tally.
    modes: dict[int, Tally] = field(default_factory=dict)
    #: Bot level -> tally of the games where such a bot sat, and your places there.
    levels: dict[str, Tally] = field(default_factory=dict)
    places: dict[str, list[int]] = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0
    hints: int = 0


def of_game(results: Iterable[Result]) -> GameStats:
    ordered = yours(results)
    stats = GameStats(ordered)
    for result in ordered:
        stats.total.add(result)
        stats.modes.setdefault(len(result["seats"]), Tally()).add(result)
        for level in sorted({s for s in result["seats"] if s != "human"}):
            stats.levels.setdefault(level, Tally()).add(result)
            stats.places.setdefault(level, []).append(result["places"][result["you"]])
        stats.hints += result["hints"]
    stats.streak, stats.best_streak = streaks(won(r) for r in ordered)
    return stats


def by_game(results: Iterable[Result]) -> dict[str, GameStats]:
    """Each game's statistics, for the games with a counted result."""
    grouped: dict[str, list[Result]] = {}
    for result in results:
        grouped.setdefault(result["game"], []).append(result)
    found = {game: of_game(found) for game, found in grouped.items()}
    return {game: stats for game, stats in found.items() if stats.results}


# -- daily challenges ---------------------------------------------------------------------
def dailies(results: Iterable[Result], game: str) -> dict[str, Result]:
    """Day -> the counted daily challenge of ``game`` played that day."""
    return {r["daily"]: r for r in results
            if r["game"] == game and r["daily"] and r["counted"]}


def day_streaks(days: Iterable[str], today: str) -> tuple[int, int]:
    """(current, best) runs of days in a row with a daily played; the current run
    still stands if its last day is today or yesterday."""
    dates = sorted({datetime.date.fromisoformat(d) for d in days})
    best = run = 0
    previous: datetime.date | None = None
    for date in dates:
        run = run + 1 if previous is not None and (date - previous).days == 1 else 1
        best = max(best, run)
        previous = date
    if previous is None:
        return 0, 0
    try:
        gap = (datetime.date.fromisoformat(today) - previous).days
    except ValueError:
        gap = 0
    return (run if gap <= 1 else 0), best
