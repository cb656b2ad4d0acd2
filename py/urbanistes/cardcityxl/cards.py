"""What a card shows on each of its sides, on a given grid topology.

Every rule of Card City XL that looks at two neighbouring cards (construction, districts,
culture, parking colours, Bonheur needs) looks at the two sides that touch: a side
carries the kinds of the half of the card it belongs to. A single-colour card carries
its kind on every side; a two-colour card (advanced level) carries one kind on some
sides and the other on the rest, and a straight split puts both kinds on the two sides
along the split line (``shared/reference/games.md``). Turning a card a quarter moves
every side one step clockwise.
"""

from __future__ import annotations

from functools import cache

from ..grid import SQUARE, Grid
from .data import BICOLOURS

Sides = tuple[frozenset[str], ...]

#: The grids a city may lie on. The hexagonal 3-player shared city adds "hex" with the
#: variants, with its own split tables below.
GRIDS: dict[str, Grid] = {"square": SQUARE}
#: Unturned two-colour cards: for each direction of the grid (clockwise from North),
#: which halves ("a" first kind, "b" second) carry that side.
SPLIT_SIDES: dict[str, dict[str, tuple[str, ...]]] = {
    "square": {"diagonal": ("a", "a", "b", "b"), "straight": ("ab", "b", "ab", "a")},
}
ROTATIONS = (0, 1, 2, 3)


def grid(topology: str) -> Grid:
    return GRIDS[topology]


@cache
def kinds(code: str) -> frozenset[str]:
    """The kinds a card holds: one, or two for a two-colour card."""
    if code in BICOLOURS:
        a, b, _ = BICOLOURS[code]
        return frozenset((a, b))
    return frozenset((code,))


def is_bicolour(code: str) -> bool:
    return code in BICOLOURS


def rotations(code: str) -> tuple[int, ...]:
    """The ways a card may be turned: four for a two-colour card, one otherwise."""
    return ROTATIONS if code in BICOLOURS else (0,)


@cache
def sides(code: str, rot: int, topology: str = "square") -> Sides:
    """The kinds each side carries, in the grid's direction order (N E S W)."""
    count = len(grid(topology).directions)
    if code not in BICOLOURS:
        return (frozenset((code,)),) * count
    a, b, split = BICOLOURS[code]
    halves = {"a": a, "b": b}
    base = [frozenset(halves[h] for h in side) for side in SPLIT_SIDES[topology][split]]
    turned = [base[0]] * count
    for index, side in enumerate(base):
        turned[(index + rot) % count] = side
    return tuple(turned)
