"""The five victory conditions, their tie-breaks, and the solo rank.

Every victory gives a ``Tally``: the score sheet's lines, the value compared first and
the tie-breaks in the rulebook's order. The Industrial and Commercial victories count
two-colour cards as half cards at the final count, so their value is in half cards;
their sheet shows whole points and a separate half-card line.

Empty spots are the cells of the city's square (5x5 or 6x6) that hold no card. A city
smaller than its square could lie in several places of it: we place the square where it
scores best for its owner (our ruling), which only matters for the spots next to a Park,
an Industrie or a Commerce.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine import ScoreLine, Text, text
from ..grid import Point, bbox
from .cards import is_bicolour, kinds
from .city import City, borders, districts, from_key, triangle
from .data import MONEY_PER_POINT

VICTORIES = ("residential", "economic", "industrial", "commercial", "happiness")
#: Points for an empty spot next to a Park (else the spot costs as much).
EMPTY_POINTS = 1
EMPTY_MONEY = 5
POLLUTION_POINTS = -2
#: What breaks a tie, in order, by victory (then the players share the win).
TIE_BREAKS: dict[str, tuple[Text, ...]] = {
    "residential": (text("l'argent restant après conversion", "the money left over"),),
    "economic": (text("le nombre de cartes de la ville", "the cards in the city"),),
    "industrial": (text("l'argent", "money"), text("le nombre de cartes de la ville",
                                                   "the cards in the city")),
    "commercial": (text("l'argent", "money"), text("le nombre de cartes de la ville",
                                                   "the cards in the city")),
    "happiness": (text("l'argent", "money"), text("le nombre de cartes de la ville",
                                                  "the cards in the city")),
}
#: Victories counted in half cards.
HALVES = ("industrial", "commercial")


@dataclass(frozen=True)
class Tally:
    lines: tuple[ScoreLine, ...]
    #: Compared first (half cards for the Industrial and Commercial victories).
    value: int
    ties: tuple[int, ...]


@dataclass(frozen=True)
class Seat:
    """What one seat's score depends on."""

    city: City
    seat: int
    money: int

    @property
    def cells(self) -> list[Point]:
        return self.city.owned(self.seat)


# -- empty spots --------------------------------------------------------------------------
def _frames(city: City, seat: int) -> list[set[Point]]:
    """The empty cells of every square the seat's part may lie in."""
    x0, y0, x1, y1 = bbox(city.owned(seat))
    n = city.side
    return [
        {(fx + i, fy + j) for i in range(n) for j in range(n)} - set(city.cells)
        for fx in range(x1 - n + 1, x0 + 1) for fy in range(y1 - n + 1, y0 + 1)
    ]


def touched_empties(city: City, kind: str) -> set[Point]:
    """Empty cells next to a side that carries ``kind``."""
    found: set[Point] = set()
    for p, (code, _, _) in city.cells.items():
        if kind not in kinds(code):
            continue
        mine = city.sides_at(p)
        for index, q in city.around(p):
            if q not in city.cells and kind in mine[index]:
                found.add(q)
    return found


def empties(city: City, seat: int, kind: str) -> tuple[int, int]:
    """(empty spots, those next to a ``kind`` side) in the best square for the seat."""
    near = touched_empties(city, kind)
    frames = _frames(city, seat)
    best = max(frames, key=lambda f: len(f & near))
    return len(best), len(best & near)


# -- the victories ------------------------------------------------------------------------
def _line(key: str, fr: str, en: str, points: int, detail: Text | None = None) -> ScoreLine:
    return ScoreLine(key, text(fr, en), points, detail)


def _districts_detail(sizes: Sequence[int]) -> Text | None:
    if not sizes:
        return None
    parts = " + ".join(str(triangle(n)) for n in sizes)
    return text(f"{len(sizes)} quartier{'s' if len(sizes) > 1 else ''} : {parts}",
                f"{len(sizes)} district{'s' if len(sizes) > 1 else ''}: {parts}")


def _count_code(s: Seat, code: str) -> int:
    return sum(1 for p in s.cells if s.city.cells[p][0] == code)


def residential(s: Seat, parks: bool) -> Tally:
    """Districts 1 + 2 + ... + n, $5 = 1 point, -1 per empty spot; normal level: an
    empty spot next to a Park scores +1 instead, a Pollution cloud -2."""
    sizes = sorted((len(d) for d in districts(s.city, "R") if _owns(s, d)), reverse=True)
    empty, green = empties(s.city, s.seat, "K")
    points, left = divmod(s.money, MONEY_PER_POINT)
    lines = [
        _line("districts", "Quartiers résidentiels", "Residential districts",
              sum(triangle(n) for n in sizes), _districts_detail(sizes)),
        _line("money", "Argent (5 $ = 1 PV)", "Money ($5 = 1 VP)", points,
              text(f"{s.money} $ : {points} PV, reste {left} $",
                   f"${s.money}: {points} VP, ${left} left")),
        _line("empty", "Emplacements vides", "Empty spots", -(empty - green) * EMPTY_POINTS),
    ]
    if parks:
        clouds = _count_code(s, "X")
        lines += [
            _line("parks", "Emplacements vides près d'un Parc", "Empty spots by a Park",
                  green * EMPTY_POINTS),
            _line("pollution", "Nuages de pollution", "Pollution clouds",
                  clouds * POLLUTION_POINTS),
        ]
    return Tally(tuple(lines), sum(line.points for line in lines), (left,))


def economic(s: Seat, parks: bool) -> Tally:
    """Money, -$5 per empty spot, +$5 per empty spot next to a Park."""
    empty, green = empties(s.city, s.seat, "K")
    lines = [
        _line("money", "Argent", "Money", s.money),
        _line("empty", "Emplacements vides (5 $)", "Empty spots ($5)",
              -(empty - green) * EMPTY_MONEY),
    ]
    if parks:
        lines.append(_line("parks", "Emplacements vides près d'un Parc (5 $)",
                           "Empty spots by a Park ($5)", green * EMPTY_MONEY))
    return Tally(tuple(lines), sum(line.points for line in lines), (len(s.cells),))


def cards_of(s: Seat, main: str) -> Tally:
    """Industrial (``main`` "I") or Commercial ("C") victory: whole ``main`` and Parking
    cards, half cards for two-colour halves, one per Virtual Warehouse (an empty spot
    next to a ``main`` side)."""
    whole = {k: _count_code(s, k) for k in (main, "P")}
    halves = sum(len(kinds(code) & {main, "P"}) for code, _, owner in s.city.cells.values()
                 if owner == s.seat and is_bicolour(code))
    _, warehouses = empties(s.city, s.seat, main)
    name = {"I": ("Industries", "Industries"), "C": ("Commerces", "Shops")}[main]
    lines = [
        _line("main", *name, whole[main]),
        _line("parkings", "Parkings", "Car parks", whole["P"]),
        _line("halves", "Demi-cartes bicolores", "Two-colour half cards", halves // 2,
              text(f"{halves} demi-carte{'s' if halves > 1 else ''}",
                   f"{halves} half card{'s' if halves != 1 else ''}") if halves else None),
        _line("warehouses", "Entrepôts virtuels", "Virtual warehouses", warehouses),
    ]
    if halves % 2:
        lines.append(_line("half", "Demi-carte restante (½)", "Half card left over (½)", 0,
                           text("+ ½", "+ ½")))
    value = 2 * (whole[main] + whole["P"] + warehouses) + halves
    return Tally(tuple(lines), value, (s.money, len(s.cells)))


def happiness(s: Seat, parks: bool) -> Tally:
    """Each Résidence district touching a Loisirs, a Parking and a Commerce scores its
    size; none if it touches a Pollution cloud; double if it touches a Park."""
    scores = []
    for d in districts(s.city, "R"):
        if not _owns(s, d):
            continue
        around = frozenset().union(*borders(s.city, d, "R").values())
        if {"L", "P", "C"} <= around and "X" not in around:
            scores.append(len(d) * (2 if "K" in around else 1))
    scores.sort(reverse=True)
    detail = text(" + ".join(map(str, scores)), " + ".join(map(str, scores))) if scores else None
    lines = (_line("happy", "Quartiers satisfaits", "Satisfied districts", sum(scores),
                   detail),)
    return Tally(lines, sum(scores), (s.money, len(s.cells)))


def _owns(s: Seat, district: set[Point]) -> bool:
    return any(s.city.cells[p][2] == s.seat for p in district)


VICTORY_RULES: dict[str, Callable[[Seat, bool], Tally]] = {
    "residential": residential,
    "economic": economic,
    "industrial": lambda s, parks: cards_of(s, "I"),
    "commercial": lambda s, parks: cards_of(s, "C"),
    "happiness": happiness,
}


def tally(victory: str, city: City, seat: int, money: int, parks: bool) -> Tally:
    """``seat``'s score under ``victory`` (``parks``: the normal level's Park and
    Pollution lines)."""
    return _tally(victory, city.key(), seat, money, parks)


@lru_cache(maxsize=4096)
def _tally(victory: str, key: tuple[object, ...], seat: int, money: int, parks: bool) -> Tally:
    return VICTORY_RULES[victory](Seat(from_key(key), seat, money), parks)


def _measure(result: Tally, step: int) -> int:
    """What step 0 (the value) or step k (the k-th tie-break) compares."""
    return result.value if step == 0 else result.ties[step - 1]


def winners(tallies: Sequence[Tally]) -> tuple[tuple[int, ...], int]:
    """Winning seats and how they were found: 0 on the value, k on the k-th tie-break,
    ``len(ties) + 1`` for a shared win."""
    alive = list(range(len(tallies)))
    steps = len(tallies[0].ties) + 1
    for step in range(steps):
        top = max(_measure(tallies[i], step) for i in alive)
        alive = [i for i in alive if _measure(tallies[i], step) == top]
        if len(alive) == 1:
            return tuple(alive), step
    return tuple(alive), steps


def shown(victory: str, value: int) -> str:
    """A value as players read it: half cards as "16½"."""
    if victory not in HALVES:
        return str(value)
    return f"{value // 2}½" if value % 2 else str(value // 2)


def whole(victory: str, value: int) -> int:
    """The whole score the solo rank table reads (a half card does not reach a rank)."""
    return value // 2 if victory in HALVES else value
