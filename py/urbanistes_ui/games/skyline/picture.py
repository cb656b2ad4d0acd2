"""A sheet as hashable values, read off the rules' view, so that its drawing can be cached
and tests can build one by hand.

A column's state comes from the rules: its floors and numbers from the view, whether
it can still be completed from ``sheet.column_status`` on the card's layout (the view
does not say; the screen asks the rules' own function rather than guess).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from urbanistes.skyline.sheet import SPOILED, column_status, layout, legal_spots

TOWER, PARKING = "tower", "parking"
#: A floor's boxes, ground outward; () for a floor crossed out by Hollywood Boulevard.
Floors = tuple[tuple[int, ...], ...]
#: A lit box as the screen names it: (column, floor), column = 2 * pair + (car park).
Spot = tuple[int, int]


@dataclass(frozen=True)
class ColumnPicture:
    """One tower or car park: ``floors`` from the ground outward (none: the card
    removes it), its rule ("up", "down", "same", "parity") and ``value``."""

    pair: int
    part: str
    floors: Floors
    rule: str = "up"
    value: int = 0
    complete: bool = False
    spoiled: bool = False

    @property
    def exists(self) -> bool:
        return bool(self.floors)

    @property
    def column(self) -> int:
        return 2 * self.pair + (self.part == PARKING)

    def next_box(self, floor: int) -> int:
        """The box of ``floor`` a die written there goes to: its first empty one."""
        boxes = self.floors[floor]
        return next((k for k, v in enumerate(boxes) if not v), max(0, len(boxes) - 1))


@dataclass(frozen=True)
class SheetPicture:
    card: str | None
    towers: tuple[ColumnPicture, ...]
    parkings: tuple[ColumnPicture, ...]
    #: Per pair: "open", "circled", "crossed"; and what the bubble is worth here.
    bubbles: tuple[str, ...]
    bonuses: tuple[int, ...]
    lost: int = 0

    @classmethod
    def of(cls, sheet: Mapping[str, Any]) -> SheetPicture:
        """From a ``SheetView`` of the rules."""
        card = sheet["card"]
        lay = layout(card)

        def column(pair: int, part: str, raw: Mapping[str, Any]) -> ColumnPicture:
            floors: Floors = tuple(tuple(int(v) for v in f) for f in raw["floors"])
            c = 2 * pair + (part == PARKING)
            values = tuple(v for f in floors for v in f)
            spoiled = bool(floors) and column_status(lay.columns[c], values) == SPOILED
            return ColumnPicture(pair, part, floors, str(raw["rule"]), int(raw["value"]),
                                 bool(raw["complete"]), spoiled)

        return cls(
            card,
            tuple(column(t, TOWER, raw) for t, raw in enumerate(sheet["towers"])),
            tuple(column(t, PARKING, raw) for t, raw in enumerate(sheet["parkings"])),
            tuple(sheet["bubbles"]), tuple(sheet["bonuses"]), int(sheet["lost"]))

    def columns(self) -> list[ColumnPicture]:
        """Every column, in the rules' order (tower 1, car park 1, tower 2...)."""
        return [c for pair in zip(self.towers, self.parkings, strict=True) for c in pair]

    def column(self, index: int) -> ColumnPicture:
        return (self.towers if index % 2 == 0 else self.parkings)[index // 2]

    def values(self) -> tuple[tuple[int, ...], ...]:
        """The rules' sheet values, column by column, read back from the picture."""
        return tuple(tuple(v for floor in c.floors for v in floor) for c in self.columns())


def boxes_for(sheet: SheetPicture, die: int) -> int:
    """How many boxes of ``sheet`` the rules would let ``die`` go to (their own
    ``legal_spots``); none on Emploi fictif's, which takes nothing."""
    if sheet.card == "fictif":
        return 0
    return len(legal_spots(layout(sheet.card), sheet.values(), die))


def spot_of(action: Mapping[str, Any]) -> Spot:
    """The (column, floor) of a rules' ``write`` action."""
    return 2 * int(action["tower"]) + (action["part"] == PARKING), int(action["floor"])


def action_of(spot: Spot) -> dict[str, Any]:
    column, floor = spot
    return {"type": "write", "tower": column // 2,
            "part": PARKING if column % 2 else TOWER, "floor": floor}


def spots_of(actions: Sequence[Mapping[str, Any]]) -> list[Spot]:
    """The lit boxes of the rules' legal actions, in the rules' order."""
    return [spot_of(a) for a in actions if a.get("type") == "write"]
