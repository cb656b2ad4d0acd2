"""Phase 1: the round's drawn cards, who knows what about them, and the lot shapes.

Each card drawn this round is a ``Slot``: where it lies (the splitter's cards still to
lay, lot 1, lot 2, a hand, built or discarded this round), whether it lies face up,
which seats know it where it lies (``known``) and which seats have seen it at all
(``seen``). A splitter lays the lots in secret: a card laid face down is known there by
the splitter alone, so a seat that saw it earlier (the first splitter, or everybody for
a card that lay face up in the last lot) only knows it is one of the cards it cannot
place any more. That is the one group of unplaced cards a seat has, which is what
``resample`` deals anew within, while cards it never saw are dealt with the pile.

Lots: the first lot holds 2 face-up cards (normal and advanced: 2 up and 1 down); the
second holds the rest, half face up (normal and advanced: a third face up). The splitter
lays lot 1 and the face-up cards of lot 2; offering puts the cards left face down in
lot 2.
"""

from __future__ import annotations

from typing import NamedTuple

from .data import CARDS_PER_ROUND

POOL, LOT1, LOT2, HAND, BUILT, DISCARDED = "pool", "lot1", "lot2", "hand", "built", "discarded"
LOTS = (LOT1, LOT2)
#: Cards of the round already out of the hands, hidden until the construction ends.
PLAYED = (BUILT, DISCARDED)


def seats_mask(*seats: int) -> int:
    """A set of seats as bits (seat s is bit s): slots are copied on every move."""
    mask = 0
    for seat in seats:
        mask |= 1 << seat
    return mask


class Slot(NamedTuple):
    code: str
    where: str
    #: The holder: the splitter for its cards and lots, the owner for the others.
    seat: int
    up: bool = False
    #: Seats (bits) that know the card where it lies, and that have seen it at all.
    known: int = 0
    seen: int = 0
    #: Why it was discarded (a ``city.PROBLEMS`` key).
    reason: str = ""

    def told(self, seats: int) -> Slot:
        """The card shown to ``seats`` (bits) where it lies."""
        return self._replace(known=self.known | seats, seen=self.seen | seats)

    def knows(self, seat: int) -> bool:
        return bool(self.known >> seat & 1)

    def saw(self, seat: int) -> bool:
        return bool(self.seen >> seat & 1)


def lot_shape(level: str, cards: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """((up, down) of lot 1, (up, down) of lot 2) when splitting ``cards`` cards."""
    rest = cards - CARDS_PER_ROUND[level]
    if level == "simplified":
        return (2, 0), (rest // 2, rest - rest // 2)
    return (2, 1), (rest // 3, rest - rest // 3)


def shape_room(level: str, cards: int, lot: int, up: bool) -> int:
    """How many cards of that face lot ``lot`` (1 or 2) holds once complete."""
    up_down = lot_shape(level, cards)[lot - 1]
    return up_down[0] if up else up_down[1]
