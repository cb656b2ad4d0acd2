"""The five victory conditions, their tie-breaks, and the solo rank.

Every victory gives a ``Tally``: the score sheet's lines, the value compared first and
the tie-breaks in the rulebook's order. The Industrial and Commercial victories count
two-colour cards as half cards at the final count, so their value is in half cards;
their sheet shows whole points and a separate half-card line.

Empty spots are the cells of the seat's frame (its 5x5 or 6x6 square, or its part of
the shared city) that hold no card. A city smaller than its square could lie in several
places of it: we place the square where it scores best for its owner (our ruling), which
only matters for the spots next to a Park, an Industrie or a Commerce. A neighbour's
card next to an empty spot counts as the rulebook's Cité Unique says (a Park, a
Commerce, an Industrie): empty spots look at every card around them.

Cité Unique: a district's points are shared in proportion to the cards each player owns
there, rounded down (``economy.share``). Ville Écologique adds the pollution percentage
to each victory (``ecology``). Banlieue Fictive: a seat's score looks at the city
without the suburb cards it has not absorbed (``city.scored``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine import ScoreLine, Text, text
from ..grid import Point, bbox
from .cards import is_bicolour, kind_of, kinds
from .city import City, CityKey, borders, districts, from_key, members, scored, triangle
from .data import MONEY_PER_POINT
from .ecology import cleanup, pollution
from .economy import Share, share
from .sites import BAND, OWN_FRAME

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
#: Victories counted in half cards, and the kind each counts besides the Parkings.
HALVES = ("industrial", "commercial")
MAIN_KIND = {"industrial": "I", "commercial": "C"}
#: The kinds a Résidence district must touch to be satisfied (Bonheur).
HAPPY_NEEDS = frozenset("LPC")


@dataclass(frozen=True)
class Tally:
    lines: tuple[ScoreLine, ...]
    #: Compared first (half cards for the Industrial and Commercial victories).
    value: int
    ties: tuple[int, ...]
    #: Bonheur with the Ville Écologique: too polluted, the city loses.
    out: bool = False


@dataclass(frozen=True)
class Seat:
    """What one seat's score depends on."""

    city: City
    seat: int
    money: int
    #: Ville Écologique.
    ecology: bool = False

    @property
    def cells(self) -> list[Point]:
        """The seat's cards, and the suburb cards it absorbed."""
        return members(self.city, self.seat)


# -- empty spots --------------------------------------------------------------------------
def _square_empties(city: City, seat: int, near: set[Point]) -> tuple[int, int]:
    """A city of its own: every place its square may lie holds all its cards, so each
    leaves the same empty spots; the best is the one holding most of ``near``."""
    x0, y0, x1, y1 = bbox(city.owned(seat))
    n = city.side
    most = max(sum(1 for x, y in near if fx <= x < fx + n and fy <= y < fy + n)
               for fx in range(x1 - n + 1, x0 + 1) for fy in range(y1 - n + 1, y0 + 1))
    return n * n - len(city.cells), most


def _frames(city: City, seat: int) -> list[set[Point]]:
    """The empty cells of every place the seat's part of a site may lie in."""
    chosen = city.site
    part = chosen.parts[seat]
    if chosen.frame == BAND:  # the rows every card of the city leaves room for
        n = city.side
        rows = [p[1] for p in city.cells]
        return [{p for p in part if top <= p[1] < top + n} - set(city.cells)
                for top in range(max(rows) - n + 1, min(rows) + 1)]
    return [set(part) - set(city.cells)]


def empty_kind(victory: str, parks: bool) -> str | None:
    """The kind whose side changes what an empty spot next to it is worth under
    ``victory`` (a Park: it earns instead of costing; an Industrie or a Commerce: a
    Virtual Warehouse); None when every empty spot is alike."""
    if victory in MAIN_KIND:
        return MAIN_KIND[victory]
    return "K" if parks and victory in ("residential", "economic") else None


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
    """(empty spots, those next to a ``kind`` side) in the best frame for the seat."""
    near = touched_empties(city, kind)
    if city.site.frame == OWN_FRAME:
        return _square_empties(city, seat, near)
    best = max(_frames(city, seat), key=lambda f: len(f & near))
    return len(best), len(best & near)


# -- the victories ------------------------------------------------------------------------
def _line(key: str, fr: str, en: str, points: int, detail: Text | None = None) -> ScoreLine:
    return ScoreLine(key, text(fr, en), points, detail)


def _share_text(s: Share) -> str:
    """A district's value, and its share when it is not the seat's alone."""
    if s.mine == s.cards:
        return str(s.value)
    return f"{s.value} × {s.mine}/{s.cards} = {s.earned}"


def _districts_detail(shares: Sequence[Share]) -> Text | None:
    if not shares:
        return None
    parts = " + ".join(map(_share_text, shares))
    many = "s" if len(shares) > 1 else ""
    return text(f"{len(shares)} quartier{many} : {parts}",
                f"{len(shares)} district{many}: {parts}")


def _count_kind(s: Seat, kind: str) -> int:
    """The seat's single-colour cards of ``kind``."""
    cells = s.city.cells
    return sum(1 for p in s.cells if not is_bicolour(cells[p][0])
               and kind_of(cells[p][0]) == kind)


def _shares(s: Seat, values: Callable[[set[Point]], int | None]) -> list[Share]:
    """The seat's share of each Résidence district ``values`` prices (None: worth
    nothing), largest first."""
    found = []
    for d in districts(s.city, "R"):
        value = values(d)
        if value is None:
            continue
        got = share(s.city, s.seat, d, value)
        if got is not None:
            found.append(got)
    found.sort(key=lambda x: (-x.earned, -x.value))
    return found


def _pollution_line(s: Seat, sign: int, unit: Text) -> list[ScoreLine]:
    """Ville Écologique: the percentage, taken off or added (``sign``)."""
    if not s.ecology:
        return []
    percentage = pollution(s.city, s.seat)
    return [_line("ecology", "Pollution (Ville Écologique)", "Pollution (Ecological City)",
                  sign * percentage,
                  text(f"{percentage} % : {sign * percentage:+d} {unit['fr']}",
                       f"{percentage}%: {sign * percentage:+d} {unit['en']}"))]


def residential(s: Seat, parks: bool) -> Tally:
    """Districts 1 + 2 + ... + n, $5 = 1 point, -1 per empty spot; normal level: an
    empty spot next to a Park scores +1 instead, a Pollution cloud -2; ecology: minus
    the pollution percentage."""
    shares = _shares(s, lambda d: DISTRICT_VALUES["residential"](s.city, d))
    empty, green = empties(s.city, s.seat, "K")
    points, left = divmod(s.money, MONEY_PER_POINT)
    lines = [
        _line("districts", "Quartiers résidentiels", "Residential districts",
              sum(x.earned for x in shares), _districts_detail(shares)),
        _line("money", "Argent (5 $ = 1 PV)", "Money ($5 = 1 VP)", points,
              text(f"{s.money} $ : {points} PV, reste {left} $",
                   f"${s.money}: {points} VP, ${left} left")),
        _line("empty", "Emplacements vides", "Empty spots", -(empty - green) * EMPTY_POINTS),
    ]
    if parks:
        clouds = _count_kind(s, "X")
        lines += [
            _line("parks", "Emplacements vides près d'un Parc", "Empty spots by a Park",
                  green * EMPTY_POINTS),
            _line("pollution", "Nuages de pollution", "Pollution clouds",
                  clouds * POLLUTION_POINTS),
        ]
    lines += _pollution_line(s, -1, text("PV", "VP"))
    return Tally(tuple(lines), sum(line.points for line in lines), (left,))


def economic(s: Seat, parks: bool) -> Tally:
    """Money, -$5 per empty spot, +$5 per empty spot next to a Park; ecology: minus the
    pollution percentage in dollars."""
    empty, green = empties(s.city, s.seat, "K")
    lines = [
        _line("money", "Argent", "Money", s.money),
        _line("empty", "Emplacements vides (5 $)", "Empty spots ($5)",
              -(empty - green) * EMPTY_MONEY),
    ]
    if parks:
        lines.append(_line("parks", "Emplacements vides près d'un Parc (5 $)",
                           "Empty spots by a Park ($5)", green * EMPTY_MONEY))
    lines += _pollution_line(s, -1, text("$", "$"))
    return Tally(tuple(lines), sum(line.points for line in lines), (len(s.cells),))


def halves_counted(main: str, code: str) -> int:
    """Half cards ``code`` is worth to the Industrial (``main`` "I") or Commercial ("C")
    victory: two for a whole ``main`` or Parking card, one per such half of a two-colour
    card."""
    wanted = {main, "P"}
    if is_bicolour(code):
        return len(kinds(code) & wanted)
    return 2 if kind_of(code) in wanted else 0


def cards_of(s: Seat, main: str) -> Tally:
    """Industrial (``main`` "I") or Commercial ("C") victory: whole ``main`` and Parking
    cards, half cards for two-colour halves, one per Virtual Warehouse (an empty spot
    next to a ``main`` side); ecology: plus the pollution percentage."""
    whole = {k: _count_kind(s, k) for k in (main, "P")}
    halves = sum(halves_counted(main, s.city.cells[p][0]) for p in s.cells
                 if is_bicolour(s.city.cells[p][0]))
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
    extra = _pollution_line(s, 1, text("cartes", "cards"))
    lines += extra
    value = 2 * (whole[main] + whole["P"] + warehouses + sum(x.points for x in extra)) + halves
    return Tally(tuple(lines), value, (s.money, len(s.cells)))


def happy_value(city: City, district: set[Point]) -> int | None:
    """A Résidence district's happiness: its size if it touches a Loisirs, a Parking
    and a Commerce, none if it touches a Pollution cloud, double if it touches a Park."""
    around = frozenset().union(*borders(city, district, "R").values())
    if around >= HAPPY_NEEDS and "X" not in around:
        return len(district) * (2 if "K" in around else 1)
    return None


#: What a Résidence district is worth, by the victories that price districts (None:
#: nothing).
DISTRICT_VALUES: dict[str, Callable[[City, set[Point]], int | None]] = {
    "residential": lambda city, d: triangle(len(d)),
    "happiness": happy_value,
}


def residence_worth(victory: str, city: City, seat: int) -> dict[Point, tuple[int, int | None]]:
    """Each Résidence card of the city as ``seat``'s score sees it, with its district's
    size and worth under ``victory`` (None: nothing), in one pass over the districts:
    what the screen tells of each card without pricing a district once per card."""
    value = DISTRICT_VALUES.get(victory)
    seen = scored(city, seat)
    found: dict[Point, tuple[int, int | None]] = {}
    for d in districts(seen, "R"):
        worth = value(seen, d) if value else None
        found.update((p, (len(d), worth)) for p in d)
    return found


def happiness(s: Seat, parks: bool) -> Tally:
    """Each satisfied Résidence district scores its size (see ``happy_value``);
    ecology: a city above 30% pays $5 a percent down to 30% or loses."""
    shares = _shares(s, lambda d: happy_value(s.city, d))
    detail = text(" + ".join(map(_share_text, shares)),
                  " + ".join(map(_share_text, shares))) if shares else None
    points = sum(x.earned for x in shares)
    lines = [_line("happy", "Quartiers satisfaits", "Satisfied districts", points, detail)]
    money, out = s.money, False
    if s.ecology:
        clean = cleanup(pollution(s.city, s.seat), s.money)
        money, out = s.money - clean.paid, clean.out
        lines.append(_line(
            "ecology", "Pollution (Ville Écologique)", "Pollution (Ecological City)", 0,
            _cleanup_text(clean.percent, clean.paid, clean.out)))
    return Tally(tuple(lines), points, (money, len(s.cells)), out)


def _cleanup_text(percentage: int, paid: int, out: bool) -> Text:
    if out:
        return text(f"{percentage} % : plus de 30 %, la ville perd",
                    f"{percentage}%: over 30%, the city loses")
    if paid:
        return text(f"{percentage} % : {paid} $ payés pour revenir à 30 %",
                    f"{percentage}%: ${paid} paid to come down to 30%")
    return text(f"{percentage} %", f"{percentage}%")


VICTORY_RULES: dict[str, Callable[[Seat, bool], Tally]] = {
    "residential": residential,
    "economic": economic,
    "industrial": lambda s, parks: cards_of(s, MAIN_KIND["industrial"]),
    "commercial": lambda s, parks: cards_of(s, MAIN_KIND["commercial"]),
    "happiness": happiness,
}


def tally(victory: str, city: City, seat: int, money: int, parks: bool,
          ecology: bool = False) -> Tally:
    """``seat``'s score under ``victory`` (``parks``: the normal level's Park and
    Pollution lines; ``ecology``: the Ville Écologique). An Architecte still in the
    city does not count: it leaves before anything is scored."""
    return _tally(victory, scored(city, seat).key(), seat, money, parks, ecology)


@lru_cache(maxsize=256)
def _tally(victory: str, key: CityKey, seat: int, money: int, parks: bool,
           ecology: bool) -> Tally:
    return VICTORY_RULES[victory](Seat(from_key(key), seat, money, ecology), parks)


def score_value(victory: str, city: City, seat: int, parks: bool) -> int:
    """The value ``tally`` compares first, with no money and no memo (the bot's)."""
    return VICTORY_RULES[victory](Seat(scored(city, seat), seat, 0), parks).value


def _measure(result: Tally, step: int) -> int:
    """What step 0 (the value) or step k (the k-th tie-break) compares."""
    return result.value if step == 0 else result.ties[step - 1]


def winners(tallies: Sequence[Tally]) -> tuple[tuple[int, ...], int]:
    """Winning seats and how they were found: 0 on the value, k on the k-th tie-break,
    ``len(ties) + 1`` for a shared win. Seats that are out never win (no winner if all
    are out)."""
    alive = [i for i, t in enumerate(tallies) if not t.out]
    if not alive:
        return (), 0
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
