"""Score sheets: one line per achievement, scoring card, scoring area and the monuments,
and the sentence that names the winner."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import ScoreLine, ScoreSheet, Text, seat_names, text
from .data import CARDS, PARK, WATER
from .hood import Hood
from .scoring import (
    achievement_values,
    achievements_of,
    area_sets,
    card_count,
    monument_points,
    set_detail,
    winners,
)

AREA_LABELS = {WATER: text("Zone d'eau", "Water area"), PARK: text("Zone de parc", "Park area")}


def _plural(n: int, fr: str, en: str) -> Text:
    return text(f"{n} {fr}{'s' if n > 1 else ''}", f"{n} {en}{'s' if n != 1 else ''}")


def achievement_lines(seat: int, city: str, claims: Sequence[Sequence[int]],
                      players: int) -> list[ScoreLine]:
    lines = []
    for ach, claimed in zip(achievements_of(city), claims, strict=True):
        points, detail = 0, None
        if seat in claimed:
            rank = claimed.index(seat)
            points = achievement_values(ach, players)[rank]
            detail = text(f"anneau n° {rank + 1}", f"ring no. {rank + 1}")
        lines.append(ScoreLine(f"achievement-{ach.id}",
                               text(f"Objectif : {ach.text['fr']}",
                                    f"Achievement: {ach.text['en']}"), points, detail))
    return lines


def card_lines(hood: Hood, cards: Sequence[int]) -> list[ScoreLine]:
    lines = []
    for card in cards:
        n, each = card_count(hood, card), CARDS[card].points
        name = CARDS[card].name
        lines.append(ScoreLine(f"card-{card}",
                               text(f"Carte : {name['fr']}", f"Card: {name['en']}"), n * each,
                               text(f"{n} × {each} PV", f"{n} × {each} VP")))
    return lines


def area_lines(hood: Hood) -> list[ScoreLine]:
    lines = []
    for kind in (WATER, PARK):
        for number, area in enumerate(area_sets(hood, kind), 1):
            lines.append(ScoreLine(f"{kind}-{number}", AREA_LABELS[kind], area.points,
                                   set_detail(area)))
    return lines


def score_sheet(seat: int, hood: Hood, cards: Sequence[int], city: str,
                claims: Sequence[Sequence[int]], players: int) -> ScoreSheet:
    """The sheet of one player: achievements, cards, areas, monuments."""
    monuments = monument_points(hood)
    lines = [*achievement_lines(seat, city, claims, players), *card_lines(hood, cards),
             *area_lines(hood),
             ScoreLine("monuments", text("Monuments", "Monuments"), monuments,
                       _plural(monuments // 2, "monument", "monument"))]
    return ScoreSheet(seat, tuple(lines))


def winners_outcome(totals: Sequence[int], achievement_totals: Sequence[int]
                    ) -> tuple[tuple[int, ...], Text]:
    """The winners and the sentence that says so."""
    won = winners(totals, achievement_totals)
    best = max(totals)
    fr, en = seat_names(won, "fr"), seat_names(won, "en")
    if len(won) > 1:
        return won, text(
            f"Victoire partagée entre {fr} : {best} PV et autant de points d'objectifs.",
            f"Shared win for {en}: {best} VP and as many achievement points.")
    if sum(t == best for t in totals) > 1:
        return won, text(f"{fr} gagne : ex aequo à {best} PV, départagé par les objectifs.",
                         f"{en} wins: tied on {best} VP, broken by achievement points.")
    return won, text(f"{fr} gagne avec {best} PV.", f"{en} wins with {best} VP.")
