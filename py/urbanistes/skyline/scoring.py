"""Scoring: complete towers and car parks, bonuses, the special cards, and the winners.

A tower scores 1 point per floor once every box is written, a car park 1 per level once
complete, whatever the numbers; circled bonuses are multiplied by the card's multiplier.
Hollywood Boulevard's towers score only if all six are complete (our rule).
Chemin de Traverse adds its ground-floor shops (the printed card may double the
total), a wrong accusation costs points, and Emploi fictif scores nothing but may share
the win.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import ScoreLine, Text, text
from .data import ACCUSATION_PENALTY, SHEET, TOWERS
from .sheet import Layout, Sheet, filled, ground_floors, is_complete


def all_towers(lay: Layout, sheet: Sheet) -> bool:
    """Every tower the card keeps is complete (Hollywood Boulevard's towers score only
    then: ``Layout.whole``)."""
    return all(is_complete(lay.tower(t), sheet[2 * t]) for t in range(TOWERS)
               if lay.tower(t).exists)


def bonus_value(lay: Layout, pair: int) -> int:
    """What the bubble of ``pair`` is worth to a player of this layout once circled."""
    return int(SHEET[pair].bonus * lay.multiplier)


def _column_line(key: str, label: Text, lay: Layout, sheet: Sheet, column: int) -> ScoreLine:
    col, values = lay.columns[column], sheet[column]
    if is_complete(col, values):
        if lay.whole and column % 2 == 0 and not all_towers(lay, sheet):
            return ScoreLine(key, label, 0, text("complète, mais pas toutes les tours : 0",
                                                 "complete, but not every tower: 0"))
        return ScoreLine(key, label, col.points,
                         text(f"complète : {col.points}", f"complete: {col.points}"))
    done = filled(values)
    return ScoreLine(key, label, 0, text(f"inachevée : {done}/{col.size} cases",
                                         f"unfinished: {done}/{col.size} boxes"))


def building_lines(lay: Layout, sheet: Sheet, circled: Sequence[int]) -> list[ScoreLine]:
    """Towers, car parks and circled bonuses, pair by pair."""
    lines = []
    for t in range(TOWERS):
        n = t + 1
        if lay.tower(t).exists:
            lines.append(_column_line(f"tower-{n}", text(f"Tour {n}", f"Tower {n}"),
                                      lay, sheet, 2 * t))
        if lay.parking(t).exists:
            lines.append(_column_line(f"parking-{n}", text(f"Parking {n}", f"Car park {n}"),
                                      lay, sheet, 2 * t + 1))
        if t in circled:
            m = lay.multiplier
            factor = f"{m.numerator}" if m.denominator == 1 else "0,5"
            lines.append(ScoreLine(
                f"bonus-{n}", text(f"Bonus {n}", f"Bonus {n}"), bonus_value(lay, t),
                text(f"{SHEET[t].bonus} × {factor}", f"{SHEET[t].bonus} × "
                     f"{factor.replace(',', '.')}")))
    return lines


def shops_line(lay: Layout, sheet: Sheet, subtotal: int) -> ScoreLine:
    """Chemin de Traverse: +1 per ground floor holding a 1, or double if all six do
    (the printed card); ours, +1 per finished tower standing on a 1."""
    grounds = ground_floors(lay, sheet)
    label = text("Carte : Chemin de Traverse", "Card: Diagon Alley")
    if lay.shops == "finished":
        done = sum(v == 1 and is_complete(lay.tower(t), sheet[2 * t])
                   for t, v in enumerate(grounds))
        return ScoreLine("card", label, done, text(f"{done} tours achevées sur un 1",
                                                   f"{done} finished towers on a 1"))
    ones = sum(v == 1 for v in grounds)
    if ones == TOWERS:
        return ScoreLine("card", label, subtotal,
                         text("6 rez-de-chaussée à 1 : total doublé",
                              "6 ground floors with a 1: total doubled"))
    return ScoreLine("card", label, ones, text(f"{ones} rez-de-chaussée à 1",
                                               f"{ones} ground floors with a 1"))


def sheet_lines(lay: Layout, sheet: Sheet, circled: Sequence[int], accused_wrongly: bool,
                unmasked: bool) -> list[ScoreLine]:
    """Every line of one player's score sheet."""
    lines = building_lines(lay, sheet, circled)
    if lay.shops:
        lines.append(shops_line(lay, sheet, sum(line.points for line in lines)))
    elif lay.card == "fictif":
        lines.append(ScoreLine(
            "card", text("Carte : Emploi fictif", "Card: Fake Job"), 0,
            text("démasqué : ne peut pas gagner", "unmasked: cannot win") if unmasked else
            text("gagne avec le meilleur score s'il n'est pas démasqué",
                 "wins with the top score unless unmasked")))
    if accused_wrongly:
        lines.append(ScoreLine("accusation", text("Fausse accusation", "Wrong accusation"),
                               -ACCUSATION_PENALTY))
    return lines


def winners(totals: Sequence[int], cards: Sequence[str | None],
            unmasked: int | None) -> tuple[int, ...]:
    """The best total among the players who write wins, ties shared; an Emploi fictif
    nobody unmasked wins with them."""
    fake = next((s for s, c in enumerate(cards) if c == "fictif"), None)
    real = [s for s in range(len(totals)) if s != fake]
    best = max(totals[s] for s in real)
    won = [s for s in real if totals[s] == best]
    if fake is not None and fake != unmasked:
        won.append(fake)
    return tuple(sorted(won))
