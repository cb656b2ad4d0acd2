"""Who came where at the end: every seat ranked with its total and its gap to the first,
or, in a co-operative game, the team's total against its target.

The rules name the winners (their tie-breaks included, said in the outcome sentence);
the other seats follow by total, and equal totals share a place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from urbanistes.engine import Scores

from . import html as h
from .i18n import t


@dataclass(frozen=True)
class Place:
    place: int  # 1 for the first, equal places shared
    seat: int
    total: int
    gap: int  # points behind the first (0 for the first)
    tied: bool  # shares its place with another seat


def ranking(scores: Scores) -> list[Place]:
    """Every seat's place: winners first, then by total, highest first."""
    winners = set(scores.winners)
    entries = sorted(((s.seat, s.total or 0) for s in scores.sheets if s.seat is not None),
                     key=lambda e: (e[0] not in winners, -e[1], e[0]))

    def tier(entry: tuple[int, int]) -> tuple[bool, int]:
        """Seats of one tier share a place: all the winners, or equal totals."""
        return (True, 0) if entry[0] in winners else (False, entry[1])

    tiers = [tier(e) for e in entries]
    lead = entries[0][1] if entries else 0
    return [Place(tiers.index(tiers[i]) + 1, seat, total, max(0, lead - total),
                  tiers.count(tiers[i]) > 1)
            for i, (seat, total) in enumerate(entries)]


def signed(points: int, plus: str = "+") -> str:
    """Points with a true minus sign ("−5"), and ``plus`` before the others."""
    return f"{plus}{points}" if points >= 0 else f"−{-points}"


def ordinal(place: int, lang: str) -> str:
    if lang == "fr":
        return "1er" if place == 1 else f"{place}e"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
    return f"{place}{suffix}"


def table(scores: Scores, names: Sequence[str], lang: str, viewer: int | None) -> str:
    """The places as a table (the team against its target in a co-operative game), with
    a sentence for the viewer: "You finished 2nd of 4, 7 points behind the first"."""
    team = next((s for s in scores.sheets if s.seat is None), None)
    if team is not None:
        total = team.total or 0
        target = scores.target
        if target is None:
            return ""
        return h.tag("p", {"class": "places team"}, h.text(t(
            "end.team", lang, total=signed(total, plus=""), target=target,
            margin=signed(total - target))))
    places = ranking(scores)
    rows = [h.tag("tr", {"class": "me" if p.seat == viewer else None},
                  h.tag("th", {"scope": "row"}, h.text(
                      ("=" if p.tied else "") + ordinal(p.place, lang))),
                  h.tag("td", None, h.text(names[p.seat])),
                  h.tag("td", {"class": "num"}, str(p.total)),
                  h.tag("td", {"class": "num"}, "" if p.gap == 0 else f"−{p.gap}"))
            for p in places]
    head = h.tag("tr", None, *(h.tag("th", {"scope": "col"}, h.text(t(key, lang)))
                               for key in ("end.place", "end.player", "end.total",
                                           "end.gap")))
    mine = next((p for p in places if p.seat == viewer), None)
    said = ""
    if mine is not None:
        key = "end.you.first" if mine.place == 1 else "end.you"
        said = h.tag("p", {"class": "you"}, h.text(t(
            key, lang, who=names[mine.seat], place=ordinal(mine.place, lang),
            n=len(places), gap=mine.gap)))
    return said + h.tag("table", {"class": "places"},
                        h.tag("caption", None, h.text(t("end.places", lang))),
                        h.tag("thead", None, head), h.tag("tbody", None, *rows))
