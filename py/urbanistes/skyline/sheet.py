"""A player's sheet: its columns as each special card reshapes them, and where a die fits.

A sheet is 12 columns: column ``2t`` is the tower of pair ``t`` (floors counted upward
from the ground) and column ``2t + 1`` its car park (levels counted downward from the
ground). Every column is a list of floors; a floor has 1 box, or 2 or 3 (double and
triple floors), or 0 (a floor crossed out by Hollywood Boulevard). A column's written
values are one tuple of ints, floor after floor, 0 for an empty box.

Floors are built from the ground outward without gaps: a floor may be started once the
floor before it has at least one box written (so the floor above a double floor may
start before its second box is filled). A floor's boxes all hold the same number; its
first box's number must follow the column's rule against the floor before it:

- ``UP``: bigger (a classic tower; a car park under Patema's flip is one too);
- ``DOWN``: smaller (a classic car park: the level nearest the ground holds the biggest);
- ``SAME``: a fixed number (Rue de la Paix, Alexandrie's secret chambers);
- ``PARITY``: any number of a fixed parity, in any order (Las Vegas).

Everything here is a pure function of the layout and the values, so tests and bots can
hand-build any sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, lru_cache
from typing import NamedTuple

from .data import CARD_BY_ID, CLASSIC_END, SHEET, TOWERS

UP, DOWN, SAME, PARITY = "up", "down", "same", "parity"
#: The part names of a pair, as actions and views spell them.
PARTS = ("tower", "parking")

Values = tuple[int, ...]
Sheet = tuple[Values, ...]


@dataclass(frozen=True)
class Column:
    """One tower or car park as a card shapes it (no floors: the card deletes it)."""

    floors: tuple[int, ...]
    rule: str = UP
    #: SAME: the only number allowed; PARITY: 0 for even numbers, 1 for odd ones.
    value: int = 0
    #: First box of each floor in the column's values.
    offsets: tuple[int, ...] = field(init=False)
    size: int = field(init=False)

    def __post_init__(self) -> None:
        offsets, total = [], 0
        for boxes in self.floors:
            offsets.append(total)
            total += boxes
        object.__setattr__(self, "offsets", tuple(offsets))
        object.__setattr__(self, "size", total)

    @property
    def exists(self) -> bool:
        return bool(self.floors)

    @property
    def points(self) -> int:
        """1 point per floor once complete (crossed-out floors included: Hollywood)."""
        return len(self.floors)


@dataclass(frozen=True)
class Layout:
    """A whole sheet under one card (or none): its 12 columns and how it ends the game."""

    card: str | None
    columns: tuple[Column, ...]
    #: ("pairs", n): n complete pairs; ("towers", n): n complete towers; None: never.
    end: tuple[str, int] | None
    multiplier: Fraction
    #: The player may circle bonus bubbles. Not René la Taupe nor Hollywood Boulevard
    #: (our rule, ``NO_BUBBLES``).
    circles: bool = True
    #: The towers score only once every one of them is complete, and completing them
    #: does not end the game (Hollywood Boulevard, our rule: "Vous devez terminer tous
    #: les immeubles", a condition to score, not an end of the game).
    whole: bool = False
    #: How the ground floors score as shops (Chemin de Traverse: ``Card.shops``).
    shops: str | None = None
    #: Per pair: its columns the card keeps, and those its end condition counts.
    kept: tuple[tuple[int, ...], ...] = field(init=False)
    counted: tuple[tuple[int, ...], ...] = field(init=False)
    #: Computed once: ``summarize``'s memo hashes the layout at every lookup.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kept = tuple(tuple(c for c in (2 * t, 2 * t + 1) if self.columns[c].exists)
                     for t in range(TOWERS))
        towers_only = self.end is not None and self.end[0] == "towers"
        counted = tuple(tuple(c for c in k if c % 2 == 0) if towers_only else k for k in kept)
        object.__setattr__(self, "kept", kept)
        object.__setattr__(self, "counted", counted)
        object.__setattr__(self, "_hash", hash((self.card, self.columns, self.end,
                                                self.multiplier, self.circles, self.whole,
                                                self.shops)))

    def __hash__(self) -> int:
        return self._hash

    def tower(self, pair: int) -> Column:
        return self.columns[2 * pair]

    def parking(self, pair: int) -> Column:
        return self.columns[2 * pair + 1]


def _tower(height: int, card: str | None) -> Column:
    """The tower of a printed height under ``card``."""
    if card in ("rene", "fictif"):
        return Column(())
    if card == "vertigo":
        height = 3
    floors = [1] * height
    if card == "piste":
        floors = [2] * height
    elif card == "karin" and height in (4, 5, 6):
        floors[-1] = 3
    elif card == "hollywood":
        floors = [1 - f % 2 for f in range(height)]
    if card == "vegas":
        return Column(tuple(floors), PARITY, height % 2)
    if card == "paix":
        return Column(tuple(floors), SAME, height)
    return Column(tuple(floors), DOWN if card == "alexandrie" else UP)


def _parking(depth: int, card: str | None) -> Column:
    """The car park of a printed depth under ``card``."""
    if card in ("vegas", "paix", "hollywood", "fictif"):
        return Column(())
    if card == "alexandrie":
        return Column((1,) * depth, SAME, depth)
    return Column((1,) * depth, DOWN)


def _end(card: str | None) -> tuple[str, int] | None:
    if card == "fictif":
        return None
    if card == "rene":
        return ("pairs", TOWERS)
    if card in ("hollywood", "vertigo"):
        return ("towers", TOWERS)
    return ("pairs", CLASSIC_END)


#: The cards that circle no bubble (our rule): René la Taupe (a bubble sits above its
#: tower, at the surface that does not interest him; he builds no tower, so never
#: completes a tower and its car park as the bonus asks) and Hollywood Boulevard (its
#: bonuses are x0, and it has no car park: a façade completes no pair; the tower alone
#: is enough only for Las Vegas and Rue de la Paix, whose x0.5 needs a bubble). Their
#: completions cross nothing out for the others.
NO_BUBBLES = ("rene", "hollywood")
#: The cards whose towers score only if all of them are complete, and whose end
#: condition (those towers) does not end the game (our rule): Hollywood Boulevard. Its
#: card says "Vous devez terminer tous les immeubles" where René la Taupe's and
#: Vertigo's say "pour arrêter la partie", "pour provoquer la fin de partie".
ALL_TOWERS = ("hollywood",)


@cache
def layout(card: str | None) -> Layout:
    """The sheet of a player holding ``card`` (None: no special card)."""
    found = CARD_BY_ID[card] if card is not None else None
    kind = found.kind if found is not None else None
    columns: list[Column] = []
    for pair in SHEET:
        height, depth = (pair.depth, pair.height) if kind == "patema" else (
            pair.height, pair.depth)
        columns += [_tower(height, kind), _parking(depth, kind)]
    # No card, or Emploi fictif (no multiplier printed): bonuses as printed.
    multiplier = Fraction(1) if found is None or found.multiplier is None else found.multiplier
    return Layout(card, tuple(columns), _end(kind), multiplier,
                  circles=kind not in NO_BUBBLES, whole=kind in ALL_TOWERS,
                  shops=found.shops if found is not None else None)


def empty_sheet(lay: Layout) -> Sheet:
    return tuple((0,) * col.size for col in lay.columns)


# -- where a die fits ----------------------------------------------------------------
def allowed(col: Column, before: int | None, value: int) -> bool:
    """``value`` may start a floor whose floor below holds ``before`` (None: ground)."""
    rule = col.rule
    if rule == UP:
        return before is None or value > before
    if rule == DOWN:
        return before is None or value < before
    if rule == SAME:
        return value == col.value
    return value % 2 == col.value


def fitting_floors(col: Column, values: Values, value: int) -> list[int]:
    """The floors of ``col`` where a die of ``value`` may be written now (at most two:
    the unfinished box of a started floor holding that number, and the next floor)."""
    found: list[int] = []
    before: int | None = None
    for floor, boxes in enumerate(col.floors):
        if not boxes:
            continue
        start = col.offsets[floor]
        first = values[start]
        if not first:
            if allowed(col, before, value):
                found.append(floor)
            return found
        if first == value and 0 in values[start:start + boxes]:
            found.append(floor)
        before = first
    return found


def place(col: Column, values: Values, floor: int, value: int) -> Values:
    """``values`` with ``value`` in the first empty box of ``floor`` (legality unchecked)."""
    start = col.offsets[floor]
    box = values.index(0, start, start + col.floors[floor])
    return (*values[:box], value, *values[box + 1:])


def writes(lay: Layout, sheet: Sheet, value: int) -> list[tuple[int, int]]:
    """Every (column, floor) where a die of ``value`` may be written on ``sheet``."""
    return [(c, floor) for c, col in enumerate(lay.columns) if col.size
            for floor in fitting_floors(col, sheet[c], value)]


def write(lay: Layout, sheet: Sheet, column: int, floor: int, value: int) -> Sheet:
    """``sheet`` with a die of ``value`` written at (column, floor) (legality unchecked)."""
    new = place(lay.columns[column], sheet[column], floor, value)
    return (*sheet[:column], new, *sheet[column + 1:])


def completable(col: Column, values: Values) -> bool:
    """Enough different numbers are left to finish the column (True once complete)."""
    if col.rule not in (UP, DOWN):
        return True
    before, todo = None, 0
    for floor, boxes in enumerate(col.floors):
        if not boxes:
            continue
        first = values[col.offsets[floor]]
        if first:
            before = first
        else:
            todo += 1
    if before is None or not todo:
        return True
    room = 6 - before if col.rule == UP else before - 1
    return todo <= room


# -- completion --------------------------------------------------------------------
def is_complete(col: Column, values: Values) -> bool:
    """Every box written (a column the card deletes is never complete)."""
    return col.size > 0 and 0 not in values


class Progress(NamedTuple):
    """What a sheet has done and may still do, read off its columns in one pass."""

    #: Pairs whose tower and car park are complete, as far as the card keeps them (René
    #: la Taupe's complete car parks and Hollywood's façades too, though they circle
    #: nothing: ``Layout.circles``).
    pairs: frozenset[int]
    #: Pairs (or towers) done towards the end condition.
    done: int
    #: The player has met their end condition (3 pairs, or the card's own) and so ends
    #: the game (never for Hollywood Boulevard: ``Layout.whole``).
    ended: bool
    #: The player could still meet it, or has (never, for Emploi fictif).
    can_finish: bool
    #: Some unfinished column can still be completed: writing may still score.
    prospects: bool


#: A column's status: deleted by the card, spoiled (can no longer be completed), still
#: open, complete.
GONE, SPOILED, OPEN, DONE = -1, 0, 1, 2


def column_status(col: Column, values: Values) -> int:
    if not col.size:
        return GONE
    if 0 not in values:
        return DONE
    return OPEN if completable(col, values) else SPOILED


@lru_cache(maxsize=4096)
def summarize(lay: Layout, status: tuple[int, ...]) -> Progress:
    """``progress`` from the columns' statuses (a search updates one column at a time;
    a resample's search meets the same statuses again and again)."""
    pairs = frozenset(t for t, kept in enumerate(lay.kept)
                      if kept and all(status[c] == DONE for c in kept))
    done = sum(1 for cols in lay.counted if cols and all(status[c] == DONE for c in cols))
    reachable = sum(1 for cols in lay.counted if cols and all(status[c] > SPOILED
                                                               for c in cols))
    need = lay.end[1] if lay.end is not None else TOWERS + 1
    return Progress(pairs, done, done >= need and not lay.whole, reachable >= need,
                    OPEN in status)


def progress(lay: Layout, sheet: Sheet) -> Progress:
    return summarize(lay, tuple(column_status(col, values)
                                for col, values in zip(lay.columns, sheet, strict=True)))


def pair_complete(lay: Layout, sheet: Sheet, pair: int) -> bool:
    return pair in progress(lay, sheet).pairs


def end_met(lay: Layout, sheet: Sheet) -> bool:
    return progress(lay, sheet).ended


def can_finish(lay: Layout, sheet: Sheet) -> bool:
    return progress(lay, sheet).can_finish


def has_prospects(lay: Layout, sheet: Sheet) -> bool:
    return progress(lay, sheet).prospects


def ground_floors(lay: Layout, sheet: Sheet) -> list[int]:
    """The number on each tower's ground floor (0: empty or no tower)."""
    return [sheet[2 * t][0] if lay.tower(t).size else 0 for t in range(TOWERS)]


def column_of(pair: int, part: str) -> int:
    return 2 * pair + PARTS.index(part)


def legal_spots(lay: Layout, sheet: Sheet, value: int) -> list[tuple[int, str, int]]:
    """``writes`` as (pair, part, floor), the way actions name them."""
    return [(c // 2, PARTS[c % 2], floor) for c, floor in writes(lay, sheet, value)]


def filled(values: Sequence[int]) -> int:
    return sum(1 for v in values if v)
