"""What scoring cards and achievements count, and the final score of a neighbourhood.

Every measure takes a neighbourhood (a plain dict, see ``hood``) and the card's or
achievement's ``Rule``, and returns a whole number: a card scores its points that many
times, an achievement is met once the number reaches its threshold. Reading rules (the
English rulebook's): "next to" and "neighbouring" are orthogonal; an area is an
orthogonally connected group of spaces of one kind; numbers are minimums. For
achievements only, a wild space with no building counts as an empty city space of any
colour.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import permutations

from ..engine import Text, text
from ..grid import SQUARE, Point
from .data import (
    ACHIEVEMENTS,
    CARDS,
    COLOURS,
    FEATURE_NAMES,
    MAX_HEIGHT,
    MONUMENT,
    MONUMENT_POINTS,
    SET_POINTS,
    WATER,
    WILD,
    Achievement,
    Rule,
)
from .hood import Hood, is_city

Measure = Callable[[Hood, Rule], int]
HEIGHTS = tuple(range(1, MAX_HEIGHT + 1))
#: East and south: each neighbouring pair is seen once from its first space.
FORWARD = ((1, 0), (0, 1))


# -- building blocks ------------------------------------------------------------------
#: Areas already found, by the spaces of their kind: a bot weighs hundreds of
#: neighbourhoods a decision that differ by a building or an item, not by their spaces.
_AREAS: dict[frozenset[Point], tuple[tuple[Point, ...], ...]] = {}
#: Entries kept before the memo starts again.
AREAS_SIZE = 4096


def groups(hood: Hood, kind: str) -> tuple[tuple[Point, ...], ...]:
    """The areas of one kind (park or water), each and all in the order of their
    spaces: the same whichever neighbourhood with these spaces came first (a bot's sums
    over the areas, and so its choices, never depend on what it weighed before)."""
    cells = frozenset([p for p, k in hood["spaces"].items() if k == kind])
    found = _AREAS.get(cells)
    if found is None:
        found = _AREAS[cells] = _connected(set(cells))
        if len(_AREAS) > AREAS_SIZE:
            _AREAS.clear()
    return found


def _connected(todo: set[Point]) -> tuple[tuple[Point, ...], ...]:
    found = []
    while todo:
        group = [todo.pop()]
        for x, y in group:  # the list grows as the area is explored
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in todo:
                    todo.remove(n)
                    group.append(n)
        found.append(tuple(sorted(group)))
    return tuple(sorted(found))


def areas(hood: Hood, kind: str) -> list[list[Point]]:
    """The areas of one kind, each sorted (y, x), ordered by their first space."""
    found = [sorted(g, key=lambda p: (p[1], p[0])) for g in groups(hood, kind)]
    return sorted(found, key=lambda a: (a[0][1], a[0][0]))


def area_features(hood: Hood, area: Sequence[Point]) -> list[str]:
    """The feature tiles in an area, in space order."""
    return [hood["features"][p] for p in area if p in hood["features"]]


def _buildings(hood: Hood, rule: Rule) -> Iterator[tuple[Point, str, int]]:
    """Buildings of the rule's colour (any if None), at least ``rule.height`` high."""
    for p, (colour, height) in hood["stacks"].items():
        if height >= rule.height and rule.colour in (None, colour):
            yield p, colour, height


def _touches(hood: Hood, p: Point, kind: str) -> bool:
    spaces = hood["spaces"]
    x, y = p  # the four neighbours written out: the bots call this a million times a game
    return (spaces.get((x, y - 1)) == kind or spaces.get((x + 1, y)) == kind
            or spaces.get((x, y + 1)) == kind or spaces.get((x - 1, y)) == kind)


def _pairs(hood: Hood) -> Iterator[tuple[tuple[str, int], tuple[str, int]]]:
    """Every two neighbouring buildings, once."""
    stacks = hood["stacks"]
    for (x, y), a in stacks.items():
        for dx, dy in FORWARD:
            b = stacks.get((x + dx, y + dy))
            if b is not None:
                yield a, b


# -- measures -------------------------------------------------------------------------
def colour_sets(hood: Hood, rule: Rule) -> int:
    """Sets of one building of each colour, each at least ``height`` high."""
    counts = dict.fromkeys(COLOURS, 0)
    for _, colour, _ in _buildings(hood, rule):
        counts[colour] += 1
    return min(counts.values())


def height_sets(hood: Hood, rule: Rule) -> int:
    """Sets of buildings 1, 2, 3 and 4 high."""
    counts = dict.fromkeys(HEIGHTS, 0)
    for _, height in hood["stacks"].values():
        counts[height] += 1
    return min(counts.values())


def tall(hood: Hood, rule: Rule) -> int:
    """Buildings (of the colour) at least ``height`` high."""
    return sum(1 for _ in _buildings(hood, rule))


def exact_height(hood: Hood, rule: Rule) -> int:
    """Buildings exactly ``height`` high."""
    return sum(h == rule.height for _, h in hood["stacks"].values())


def near(hood: Hood, rule: Rule) -> int:
    """Buildings (of the colour, at least ``height`` high) next to a ``kind`` space."""
    kind = rule.kind or WATER
    return sum(_touches(hood, p, kind) for p, _, _ in _buildings(hood, rule))


def pairs_height(hood: Hood, rule: Rule) -> int:
    """Pairs of neighbouring buildings of one height, at least ``height``."""
    return sum(a[1] == b[1] >= rule.height for a, b in _pairs(hood))


def pairs_colour(hood: Hood, rule: Rule) -> int:
    """Pairs of neighbouring buildings of one colour."""
    return sum(a[0] == b[0] for a, b in _pairs(hood))


def tall_pairs(hood: Hood, rule: Rule) -> int:
    """Pairs of neighbouring buildings both at least ``height`` high."""
    return sum(min(a[1], b[1]) >= rule.height for a, b in _pairs(hood))


def peaks(hood: Hood, rule: Rule) -> int:
    """Buildings at least ``height`` high, taller than every neighbouring building."""
    stacks = hood["stacks"]
    count = 0
    for p, (_, height) in stacks.items():
        if height >= rule.height and all(
                stacks[n][1] < height for n in SQUARE.neighbours(p) if n in stacks):
            count += 1
    return count


def squares(hood: Hood, rule: Rule) -> int:
    """2x2 squares of spaces that all hold a building (overlapping ones count)."""
    stacks = hood["stacks"]
    return sum(all((x + dx, y + dy) in stacks for dx in (0, 1) for dy in (0, 1))
               for (x, y) in stacks)


def line(hood: Hood, rule: Rule) -> int:
    """The most buildings side by side in one row or column."""
    stacks = hood["stacks"]
    best = 0
    for (x, y) in stacks:
        for dx, dy in FORWARD:
            if (x - dx, y - dy) in stacks:
                continue  # not the start of a run
            n = 1
            while (x + n * dx, y + n * dy) in stacks:
                n += 1
            best = max(best, n)
    return best


def rainbow(hood: Hood, rule: Rule) -> int:
    """1 if four buildings have four different colours and four different heights."""
    has = {(c, h) for c, h in hood["stacks"].values()}
    if len({c for c, _ in has}) < len(COLOURS) or len({h for _, h in has}) < MAX_HEIGHT:
        return 0
    return int(any(all((c, h) in has for c, h in zip(COLOURS, order, strict=True))
                   for order in permutations(HEIGHTS)))


def one_colour(hood: Hood, rule: Rule) -> int:
    """The most buildings of a single colour."""
    colours = [c for c, _ in hood["stacks"].values()]
    return max((colours.count(c) for c in COLOURS), default=0)


def empty_colours(hood: Hood, rule: Rule) -> int:
    """Colours with an empty city space (no building, no feature); a wild space with no
    building counts as any colour (achievements' reading rule)."""
    present: set[str] = set()
    wild = 0
    for p, kind in hood["spaces"].items():
        if not is_city(kind) or p in hood["stacks"]:
            continue
        feature = hood["features"].get(p)
        if feature is None:
            present.add(kind)
        elif feature == WILD:
            wild += 1
    return min(len(COLOURS), len(present) + wild)


def spaces(hood: Hood, rule: Rule) -> int:
    """Spaces of ``kind``."""
    return sum(k == rule.kind for k in hood["spaces"].values())


def features(hood: Hood, rule: Rule) -> int:
    """Feature tiles on ``kind`` spaces (any space if None)."""
    kinds = hood["spaces"]
    return sum(rule.kind in (None, kinds[p]) for p in hood["features"])


def monuments(hood: Hood, rule: Rule) -> int:
    return sum(f == MONUMENT for f in hood["features"].values())


def monuments_near(hood: Hood, rule: Rule) -> int:
    """Monuments next to a ``kind`` space."""
    kind = rule.kind or WATER
    return sum(f == MONUMENT and _touches(hood, p, kind) for p, f in hood["features"].items())


def crowded(hood: Hood, rule: Rule) -> int:
    """``kind`` spaces next to at least ``size`` buildings."""
    stacks = hood["stacks"]
    return sum(
        ((x, y - 1) in stacks) + ((x + 1, y) in stacks) + ((x, y + 1) in stacks)
        + ((x - 1, y) in stacks) >= rule.size
        for (x, y), k in hood["spaces"].items() if k == rule.kind)


def area_count(hood: Hood, rule: Rule) -> int:
    """``kind`` areas of at least ``size`` spaces."""
    return sum(len(a) >= rule.size for a in groups(hood, rule.kind or WATER))


def largest(hood: Hood, rule: Rule) -> int:
    """Spaces in the largest ``kind`` area."""
    return max((len(a) for a in groups(hood, rule.kind or WATER)), default=0)


def featured_areas(hood: Hood, rule: Rule) -> int:
    """``kind`` areas holding at least ``size`` feature tiles."""
    return sum(len(area_features(hood, a)) >= rule.size
               for a in groups(hood, rule.kind or WATER))


def most_kinds(hood: Hood, rule: Rule) -> int:
    """The most different features in one ``kind`` area."""
    return max((len(set(area_features(hood, a))) for a in groups(hood, rule.kind or WATER)),
               default=0)


MEASURES: dict[str, Measure] = {
    "colour_sets": colour_sets,
    "height_sets": height_sets,
    "tall": tall,
    "exact_height": exact_height,
    "near": near,
    "pairs_height": pairs_height,
    "pairs_colour": pairs_colour,
    "tall_pairs": tall_pairs,
    "peaks": peaks,
    "squares": squares,
    "line": line,
    "rainbow": rainbow,
    "one_colour": one_colour,
    "empty_colours": empty_colours,
    "spaces": spaces,
    "features": features,
    "monuments": monuments,
    "monuments_near": monuments_near,
    "crowded": crowded,
    "areas": area_count,
    "largest": largest,
    "featured_areas": featured_areas,
    "most_kinds": most_kinds,
}


def measure(hood: Hood, rule: Rule) -> int:
    return MEASURES[rule.measure](hood, rule)


# -- cards, achievements, sets ----------------------------------------------------------
def card_count(hood: Hood, card: int) -> int:
    """How many times the neighbourhood meets scoring card ``card``."""
    return measure(hood, CARDS[card].rule)


def met(hood: Hood, achievement: Achievement) -> bool:
    return measure(hood, achievement.rule) >= achievement.needed


def achievement_values(achievement: Achievement, players: int) -> tuple[int, ...]:
    """The value slots in claim order: the middle one is covered at 2 players."""
    high, middle, low = achievement.values
    return (high, low) if players == 2 else (high, middle, low)


def achievements_of(city: str) -> tuple[Achievement, ...]:
    """The city board's three achievements."""
    return ACHIEVEMENTS[city]


def set_points(distinct: int) -> int:
    """1, 3, 6 or 10 points for 1 to 4 different features in an area."""
    return SET_POINTS[min(distinct, len(SET_POINTS) - 1)]


@dataclass(frozen=True)
class AreaSet:
    """One water or park area and the set of different features in it."""

    kind: str
    spaces: tuple[Point, ...]
    features: tuple[str, ...]

    @property
    def distinct(self) -> tuple[str, ...]:
        return tuple(sorted(set(self.features)))

    @property
    def points(self) -> int:
        return set_points(len(self.distinct))


def area_sets(hood: Hood, kind: str) -> list[AreaSet]:
    """Every ``kind`` area with at least one feature, in order of their first space."""
    found = []
    for area in areas(hood, kind):
        held = area_features(hood, area)
        if held:
            found.append(AreaSet(kind, tuple(area), tuple(held)))
    return found


def monument_points(hood: Hood) -> int:
    return MONUMENT_POINTS * monuments(hood, Rule("monuments"))


def set_detail(area: AreaSet) -> Text:
    names = [FEATURE_NAMES[f] for f in area.distinct]
    n = len(area.spaces)
    return text(
        f"{n} case{'s' if n > 1 else ''} : " + ", ".join(x["fr"].lower() for x in names),
        f"{n} space{'s' if n > 1 else ''}: " + ", ".join(x["en"].lower() for x in names))


def winners(totals: Sequence[int], achievement_totals: Sequence[int]) -> tuple[int, ...]:
    """The best total wins; a tie goes to the most achievement points among the tied,
    and players still tied share the win."""
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    top = max(achievement_totals[i] for i in tied)
    return tuple(i for i in tied if achievement_totals[i] == top)
