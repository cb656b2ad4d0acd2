"""Ville Écologique: a city's pollution percentage, and the Bonheur victory's clean-up.

Each card counts its percentage (``data.POLLUTION``; an Industrie its illustration's,
``data.ILLUSTRATIONS``); a two-colour card counts both its halves. Empty spots and
Virtual Warehouses count 0%. The percentage is the sum over the cards that are the
seat's for its score (``city.members``: its own, and the suburb cards it absorbed).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .cards import is_bicolour, kinds
from .city import City, members
from .data import (
    BICOLOUR_INDUSTRY,
    CLEANUP_COST,
    HAPPINESS_LIMIT,
    ILLUSTRATIONS,
    POLLUTION,
)


@cache
def percent(code: str) -> int:
    """A card's pollution percentage."""
    if code in ILLUSTRATIONS:
        return ILLUSTRATIONS[code]
    if is_bicolour(code):
        return sum(ILLUSTRATIONS[BICOLOUR_INDUSTRY[code]] if kind == "I" else POLLUTION[kind]
                   for kind in kinds(code))
    return POLLUTION.get(code, 0)


def pollution(city: City, seat: int) -> int:
    """``seat``'s pollution percentage."""
    return sum(percent(city.cells[p][0]) for p in members(city, seat))


@dataclass(frozen=True)
class Cleanup:
    """Bonheur: a city above the limit pays $5 per percent down to it, if it can;
    otherwise it loses (paying less would save nothing, so it pays nothing)."""

    percent: int
    paid: int
    out: bool


def cleanup(percentage: int, money: int) -> Cleanup:
    over = percentage - HAPPINESS_LIMIT
    if over <= 0:
        return Cleanup(percentage, 0, False)
    bill = over * CLEANUP_COST
    if bill > money:
        return Cleanup(percentage, 0, True)
    return Cleanup(percentage, bill, False)
