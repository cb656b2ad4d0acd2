"""Cloud City as SVG markup: cloud tiles, buildings, walkways, and a city's last move.

Pure functions returning strings (no browser); the unit tests parse them with
``xml.etree``. A zone is ``ZONE`` x ``ZONE`` user units, a tile 2 x 2 zones; zone
``(zx, zy)`` has its top-left corner at ``(zx * ZONE, zy * ZONE)`` and tile ``(tx, ty)``
at ``(tx * TILE, ty * TILE)``. Roots carry a ``viewBox`` and no pixel size: the page's
CSS sizes them.

Colour is never the only signal: a building shows its height as 1, 2 or 3 nested
floors and carries its level's letter (R, F, S: Rivière/River, Forêt/Forest,
Sable/Sand, the same in both languages); a walkway's bar is wider the higher it runs,
and its value sits in a badge; the last move has a halo and says so in its name.

The play screen's board is two stacked layers sharing one viewBox (``city_view_box``);
this module draws the first, ``city_layer`` (no targets), bottom to top:

1. the tiles, ``<g class="tile" data-tile data-x data-y role="img">`` in (y, x) order,
   the tile of the owner's last move with a halo (class ``last``);
2. for each level 1, 2, 3 in turn: that level's walkways (``<g class="walkway"
   data-level data-value role="img">``, a dark casing and a coloured bar between
   building centres, in build order; those of the last turn on a glow, class
   ``last``), then that height's buildings (``<g class="building" data-x data-y
   data-level role="img">``). So a walkway plugs *under* the two buildings it joins and
   runs *over* every lower building and walkway: a crossing reads as over/under. A
   building that a higher walkway passes over has its letter in its top-left corner;
3. the value badges of all walkways (``aria-hidden``; dark for the last turn's).

Every piece drawn (a tile, a building, a walkway; a tile in the hand or the face-up row)
has a ``<title>`` first child saying what it is and how it scores: the name of its
``role="img"`` element and its tooltip (a long press shows it on touch screens).

The targets are drawn by ``marks.marks_layer`` on top, in the same viewBox.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from urbanistes.cloudcity.city import City, rotated_spots
from urbanistes.cloudcity.data import (
    COLOUR_NAMES,
    LEVEL_NAMES,
    START_TILES,
    WALKWAY_VALUES,
)

from ...i18n import tr
from ...svg import el, svg_root, title
from .strings import STRINGS

Point = tuple[int, int]
#: Two zones, the first above or left of the second.
Span = tuple[Point, Point]
Walkway = tuple[int, int, int, int, int]

ZONE = 50
TILE = 2 * ZONE
MARGIN = 20  # round the city's tiles and spots (partner labels stick out by 6)

#: Building and walkway colours per height: 1 blue (River), 2 green (Forest), 3 tan (Sand).
HEIGHT_FILL = {1: "#5c9ee6", 2: "#6dbd5b", 3: "#e3b964"}
#: Upper floors, lighter (floor 2 and floor 3 of a building).
HEIGHT_FILL_UP = {1: ("#8dbbee", "#b9d6f5"), 2: ("#97d189", "#c0e4b7"),
                  3: ("#edcf92", "#f5e2bd")}
#: Darker ink of the same hue: building outlines.
HEIGHT_INK = {1: "#1d4f8c", 2: "#2c6a22", 3: "#86601a"}
#: The level's letter, the same in French and English.
HEIGHT_LETTER = {1: "R", 2: "F", 3: "S"}
#: Walkway bar width per level (higher runs wider: reads as nearer, not only by colour).
WALK_WIDTH = {1: 7, 2: 9, 3: 11}
CASING = 3  # dark edge each side of a walkway bar

INK = "#1e1e1e"  # letters, numbers, casings
CLOUD = "#fbfdff"  # tile face
SKY = "#9fcdf2"  # tile border
QUARTER = "#dcebf8"  # faint zone dividers
PUFF = "#e8f1fa"  # cloud puffs in empty zones
BIRD = "#5b6b7a"
SELECTED = "#0b57d0"  # picked tile in the hand
LAST_GLOW = "#ffd54a"  # halo of the last move: its tile and its walkways

FLOORS = (38, 28, 18)  # floor sides, bottom to top
BADGE_R = 8

ROOT_STYLE: dict[str, object] = {
    "fill": INK, "font-family": "system-ui, sans-serif", "font-weight": "bold",
    "font-size": 14, "stroke-linejoin": "round"}

# A soft cloud, about 30 x 16 units, as a path relative to the zone centre.
_PUFF_PATH = ("m-15 7a5 5 0 0 1 1-9a6 6 0 0 1 9-5a8 8 0 0 1 14 1a6 6 0 0 1 6 9"
              "a4 4 0 0 1-2 4z")
# A gull: two arcs, 10 x 4 units, from its left wing tip.
_BIRD_PATH = "q2.5-4 5 0q2.5-4 5 0"
_BIRD_LAYOUT = {1: ((0, 0),), 2: ((-6, -3), (6, 3)), 3: ((-8, 2), (0, -5), (8, 2)),
                4: ((-7, -6), (7, -6), (-7, 4), (7, 4))}


def _t(key: str, lang: str, **fields: object) -> str:
    return STRINGS.t(key, lang, **fields)


def check_lang(lang: str) -> None:
    if lang not in ("fr", "en"):
        raise ValueError(f"lang must be 'fr' or 'en', got {lang!r}")


# -- the city as values ---------------------------------------------------------------

@dataclass(frozen=True)
class CityPicture:
    """A city as hashable values (so that its drawing can be cached): tiles
    ``(tx, ty, tile, rot)`` and buildings ``(zx, zy, height)`` sorted by row then
    column, walkways ``(x1, y1, x2, y2, height)`` first end top or left, in build order."""

    tiles: tuple[tuple[int, int, int, int], ...]
    buildings: tuple[tuple[int, int, int], ...]
    walkways: tuple[Walkway, ...]

    @classmethod
    def of(cls, city: Mapping[str, Any]) -> CityPicture:
        """From ``CloudCity.view()`` (lists) or from the rules' dicts."""
        tiles, buildings = city["tiles"], city["buildings"]
        if isinstance(tiles, Mapping):
            tiles = [(x, y, t, r) for (x, y), (t, r) in tiles.items()]
        if isinstance(buildings, Mapping):
            buildings = [(x, y, h) for (x, y), h in buildings.items()]
        ways = []
        for x1, y1, x2, y2, h in city["walkways"]:
            (a, b) = sorted(((x1, y1), (x2, y2)))
            ways.append((a[0], a[1], b[0], b[1], h))
        return cls(
            tuple(sorted(((x, y, t, r) for x, y, t, r in tiles), key=lambda v: (v[1], v[0]))),
            tuple(sorted(((x, y, h) for x, y, h in buildings), key=lambda v: (v[1], v[0]))),
            tuple(ways))

    def as_city(self) -> City:
        """The rules' dict, for the rules' own functions (where may a tile go)."""
        return {"tiles": {(x, y): (t, r) for x, y, t, r in self.tiles},
                "buildings": {(x, y): h for x, y, h in self.buildings},
                "walkways": list(self.walkways)}

    def height(self, zone: Point) -> int | None:
        return next((h for x, y, h in self.buildings if (x, y) == zone), None)


@dataclass(frozen=True)
class LastMove:
    """What a city's owner did in their last turn: the tile laid (its origin) and the
    walkways built (their two ends, first end top or left)."""

    tile: Point | None = None
    walkways: frozenset[Span] = frozenset()


# -- words ---------------------------------------------------------------------------

def birds(tile: int) -> int:
    """Birds printed on a start tile (tile 1 has one, ... tile 4 four); 0 for the others."""
    return START_TILES.index(tile) + 1 if tile in START_TILES else 0


def level_word(height: int, lang: str) -> str:
    """The level's name, "River" / "Rivière": a proper name in both languages."""
    return tr(LEVEL_NAMES[height], lang)


def tile_label(tile: int, rot: int, lang: str, *, at: Point | None = None,
               last: bool = False) -> str:
    """``"Tile 12, column 1, row 0: tan top right, blue bottom left"``, spots in reading
    order; a start tile says its birds and whose it is; ``last`` says it is the last move."""
    check_lang(lang)
    n = birds(tile)
    head = [_t(f"start.{n}", lang) if n else _t("tile", lang, n=tile)]
    if last:
        head.append(_t("last", lang))
    if at is not None:
        head.append(_t("at", lang, x=at[0], y=at[1]))
    spots = sorted(rotated_spots(tile, rot), key=lambda s: (s[0][1], s[0][0]))
    words = [f"{tr(COLOUR_NAMES[h], lang)} {_t(f'pos.{2 * y + x}', lang)}"
             for (x, y), h in spots]
    return ", ".join(head) + _t("colon", lang) + ", ".join(words)


def tile_tip(tile: int, rot: int, lang: str, *, at: Point | None = None,
             last: bool = False) -> str:
    """A tile's tooltip and accessible name: its label, then that it scores nothing
    itself (its buildings score by their walkways)."""
    return f"{tile_label(tile, rot, lang, at=at, last=last)}. {_t('tile.scores', lang)}"


def building_name(height: int, lang: str) -> str:
    """``"Forest building (green, 2 floors)"``."""
    check_lang(lang)
    return _t("building.kind", lang, level=level_word(height, lang),
              colour=tr(COLOUR_NAMES[height], lang),
              floors=_t("floor" if height == 1 else "floors", lang, n=height))


def building_label(zone: Point, height: int, lang: str) -> str:
    """``"Forest building (green, 2 floors), column 3, row 1"`` (zone grid)."""
    return _t("building", lang, kind=building_name(height, lang), x=zone[0], y=zone[1])


@cache
def _scores(height: int, lang: str) -> str:
    """How a building scores: "Walkways (2 at most) join it to Forest buildings in its
    row or column: 1, 2, 3, 5 or 8 votes by length."."""
    *most, top = (str(v) for v in sorted(WALKWAY_VALUES.values()))
    values = f"{', '.join(most)} {_t('or', lang)} {top}"
    return _t("building.scores", lang, level=level_word(height, lang), values=values)


def building_tip(zone: Point | None, height: int, lang: str) -> str:
    """A building's tooltip and accessible name: what it is (where, unless ``zone`` is
    None) and how it scores."""
    name = building_name(height, lang) if zone is None else building_label(zone, height, lang)
    return f"{name}. {_scores(height, lang)}"


def walkway_length(walkway: Sequence[int]) -> int:
    x1, y1, x2, y2 = walkway[:4]
    return abs(x2 - x1) + abs(y2 - y1)


def walkway_value(walkway: Sequence[int]) -> int:
    return WALKWAY_VALUES[walkway_length(walkway)]


def walkway_kind(length: int, height: int, lang: str) -> str:
    """``"Forest walkway of length 4: 5 votes"``: what it is and what it scores."""
    check_lang(lang)
    return _t("walkway.kind", lang, level=level_word(height, lang), n=length,
              v=WALKWAY_VALUES[length])


def walkway_label(walkway: Walkway, lang: str, *, last: bool = False) -> str:
    """``"Forest walkway of length 3: 3 votes (column 1, row 2 to column 4, row 2)"``:
    its name and tooltip."""
    x1, y1, x2, y2, height = walkway
    words = _t("walkway", lang, kind=walkway_kind(walkway_length(walkway), height, lang),
               x1=x1, y1=y1, x2=x2, y2=y2)
    return words + _t("walkway.last", lang) if last else words


# -- drawing helpers -------------------------------------------------------------------

def text_at(x: float, y: float, content: str, size: int | None = None,
            **more: object) -> str:
    """Text centred on ``(x, y)`` (baseline lowered by a third of the size)."""
    attrs: dict[str, object] = {"x": x, "y": y + round(0.36 * (size or 14), 1),
                                "text-anchor": "middle", "font-size": size}
    attrs.update(more)
    return el("text", attrs, content)


def centre(zone: Sequence[int]) -> tuple[int, int]:
    return zone[0] * ZONE + ZONE // 2, zone[1] * ZONE + ZONE // 2


def translate(x: int, y: int) -> str:
    return f"translate({x} {y})"


# -- tiles -----------------------------------------------------------------------------

def _pad(zx: int, zy: int, height: int) -> str:
    """An empty building spot, tile-local: the level colour and letter."""
    inset = (ZONE - FLOORS[0]) // 2
    return el("rect", {"x": zx * ZONE + inset, "y": zy * ZONE + inset, "width": FLOORS[0],
                       "height": FLOORS[0], "rx": 6, "fill": HEIGHT_FILL[height],
                       "stroke": HEIGHT_INK[height], "stroke-width": 1.5,
                       "stroke-dasharray": "5 3"}) + text_at(
        zx * ZONE + ZONE // 2, zy * ZONE + ZONE // 2, HEIGHT_LETTER[height])


def _bird_marks(zx: int, zy: int, count: int) -> str:
    """``count`` gulls and their number, centred in tile-local zone ``(zx, zy)``."""
    cx, cy = zx * ZONE + ZONE // 2, zy * ZONE + ZONE // 2
    d = "".join(f"M{cx + dx - 5} {cy + dy - 6}{_BIRD_PATH}" for dx, dy in _BIRD_LAYOUT[count])
    return el("path", {"d": d, "fill": "none", "stroke": BIRD, "stroke-width": 1.6,
                       "stroke-linecap": "round"}) + text_at(
        cx, cy + 13, f"\u00d7{count}", 9, fill=BIRD, **{"font-weight": "normal"})


def frame(inset: float, width: float, colour: str, **more: object) -> str:
    """A rounded square just inside a tile's edge."""
    return el("rect", {"x": inset, "y": inset, "width": TILE - 2 * inset,
                       "height": TILE - 2 * inset, "rx": 12, "fill": "none",
                       "stroke": colour, "stroke-width": width, **more})


@cache
def tile_body(tile: int, rot: int, pads: bool) -> str:
    """A tile face in tile-local units (0..TILE): cloud, zone quarters, clouds or birds in
    the empty zones, and (``pads``) its two coloured spots. Cached per tile and turn."""
    spots = dict(rotated_spots(tile, rot))
    parts = [
        el("rect", {"x": 2, "y": 2, "width": TILE - 4, "height": TILE - 4, "rx": 12,
                    "fill": CLOUD, "stroke": SKY, "stroke-width": 2}),
        el("path", {"d": f"M{ZONE} 8V{TILE - 8}M8 {ZONE}H{TILE - 8}", "stroke": QUARTER,
                    "stroke-width": 1.5}),
    ]
    empty = [(x, y) for y in (0, 1) for x in (0, 1) if (x, y) not in spots]
    count = birds(tile)
    puffs = empty[1:] if count else empty
    if puffs:
        d = "".join(f"M{x * ZONE + ZONE // 2} {y * ZONE + ZONE // 2}{_PUFF_PATH}"
                    for x, y in puffs)
        parts.append(el("path", {"d": d, "fill": PUFF, "stroke": "#d3e4f4"}))
    if count:
        parts.append(_bird_marks(*empty[0], count))
    if pads:
        parts.extend(_pad(x, y, h) for (x, y), h in sorted(spots.items()))
    return "".join(parts)


def tile_svg(tile: int, rot: int = 0, *, lang: str, selected: bool = False,
             decorative: bool = False) -> str:
    """One tile as a standalone ``<svg role="img">`` (the face-up row): its two coloured
    spots with their letters, its birds if a start tile, and its number small; or
    ``decorative`` (``aria-hidden``) inside a button that names the tile in words. Its
    ``<title>`` is its tooltip either way (and its name unless decorative)."""
    body = [title(tile_tip(tile, rot, lang)), tile_body(tile, rot, True)]
    names = {"aria-hidden": "true"} if decorative else {"role": "img"}
    taken = {p for p, _ in rotated_spots(tile, rot)}
    x, y = next((x, y) for y in (1, 0) for x in (1, 0) if (x, y) not in taken)
    # the number in the bottom-right corner of the lowest, rightmost free zone
    body.append(el("text", {"x": (x + 1) * ZONE - 5, "y": (y + 1) * ZONE - 6,
                            "text-anchor": "end", "font-size": 10, "fill": BIRD}, str(tile)))
    if selected:
        body.append(frame(2, 5, SELECTED))
    return svg_root(
        (0, 0, TILE, TILE), *body,
        **{"class": "cc-tile selected" if selected else "cc-tile", **names}, **ROOT_STYLE,
    )


# -- buildings and walkways ----------------------------------------------------------

@cache
def _building_body(height: int, corner_letter: bool) -> str:
    """A building in zone-local units: ``height`` nested floors, lighter going up, and its
    letter on the top floor (or in the top-left corner, clear of a walkway above it)."""
    fills = (HEIGHT_FILL[height], *HEIGHT_FILL_UP[height])
    parts = [el("rect", {"x": 8, "y": 8, "width": FLOORS[0], "height": FLOORS[0], "rx": 6,
                         "fill": INK, "fill-opacity": 0.18})]  # shadow
    for k in range(height):
        side = FLOORS[k]
        o = (ZONE - side) // 2
        parts.append(el("rect", {"x": o, "y": o, "width": side, "height": side,
                                 "rx": 6 - k, "fill": fills[k], "stroke": HEIGHT_INK[height],
                                 "stroke-width": 1.5}))
    letter = HEIGHT_LETTER[height]
    if corner_letter:
        parts.append(text_at(12.5, 11.5, letter, 11, stroke="#fff", **{
            "stroke-width": 3, "paint-order": "stroke"}))
    else:
        parts.append(text_at(ZONE // 2, ZONE // 2, letter))
    return "".join(parts)


def _walkway_lines(walkway: Walkway, last: bool) -> list[str]:
    """A walkway's bar on its dark casing between building centres (on a glow if
    ``last``)."""
    x1, y1, x2, y2, height = walkway
    (ax, ay), (bx, by) = centre((x1, y1)), centre((x2, y2))
    width = WALK_WIDTH[height]
    line = {"x1": ax, "y1": ay, "x2": bx, "y2": by}
    parts = []
    if last:
        parts.append(el("line", {**line, "stroke": LAST_GLOW, "stroke-width": width + 14,
                                 "stroke-linecap": "round", "stroke-opacity": 0.9}))
    parts.append(el("line", {**line, "stroke": INK, "stroke-width": width + 2 * CASING}))
    parts.append(el("line", {**line, "stroke": HEIGHT_FILL[height], "stroke-width": width}))
    return parts


def _walkway(walkway: Walkway, lang: str, last: bool) -> str:
    return el("g", {"class": "walkway last" if last else "walkway", "data-level": walkway[4],
                    "data-value": walkway_value(walkway), "role": "img"},
              title(walkway_label(walkway, lang, last=last)), *_walkway_lines(walkway, last))


def _badge_at(walkway: Walkway) -> tuple[float, float]:
    """Where a walkway's value goes: the zone boundary nearest its middle, so the badge
    never covers a building's centre nor a crossing (both sit on zone centres)."""
    x1, y1, x2, y2 = walkway[:4]
    distance = abs(x2 - x1) + abs(y2 - y1)
    k = (distance - 1) // 2 + 0.5
    ax, ay = centre((x1, y1))
    dx, dy = (1, 0) if y1 == y2 else (0, 1)
    return ax + dx * k * ZONE, ay + dy * k * ZONE


def _badge(walkway: Walkway, last: bool) -> str:
    x, y = _badge_at(walkway)
    fill, ink = (INK, "#fff") if last else ("#fff", None)
    return el("circle", {"cx": x, "cy": y, "r": BADGE_R, "fill": fill, "stroke": INK,
                         "stroke-width": 1.5}) + text_at(x, y, str(walkway_value(walkway)),
                                                         11, fill=ink)


def _passed_over(walkways: Iterable[Walkway]) -> set[Point]:
    """Zones strictly between the two ends of some walkway."""
    found: set[Point] = set()
    for x1, y1, x2, y2, _ in walkways:
        if y1 == y2:
            found.update((x, y1) for x in range(x1 + 1, x2))
        else:
            found.update((x1, y) for y in range(y1 + 1, y2))
    return found


# -- the city --------------------------------------------------------------------------

ViewBox = tuple[int, int, int, int]


def city_view_box(city: CityPicture, tile_spots: Iterable[Point] = ()) -> ViewBox:
    """``(left, top, width, height)`` enclosing every tile and tile spot plus ``MARGIN``."""
    origins = [(x, y) for x, y, _, _ in city.tiles] + [(s[0], s[1]) for s in tile_spots]
    origins = origins or [(0, 0)]
    xs = [x for x, _ in origins]
    ys = [y for _, y in origins]
    return (min(xs) * TILE - MARGIN, min(ys) * TILE - MARGIN,
            (max(xs) - min(xs) + 1) * TILE + 2 * MARGIN,
            (max(ys) - min(ys) + 1) * TILE + 2 * MARGIN)


def _tiles(city: CityPicture, lang: str, last: LastMove) -> list[str]:
    parts: list[str] = []
    for tx, ty, tile, rot in city.tiles:
        is_last = last.tile == (tx, ty)
        body = [title(tile_tip(tile, rot, lang, at=(tx, ty), last=is_last)),
                tile_body(tile, rot, False)]
        if is_last:  # a dark edge round a bright halo, inside the tile's edge
            body += [frame(4, 8, INK), frame(4, 5, LAST_GLOW)]
        parts.append(el("g", {
            "class": "tile last" if is_last else "tile", "data-tile": tile, "data-x": tx,
            "data-y": ty, "transform": translate(tx * TILE, ty * TILE), "role": "img",
        }, *body))
    return parts


def _levels(city: CityPicture, lang: str, last: LastMove) -> list[str]:
    """Walkways and buildings, one level after the other, lowest first."""
    ways = city.walkways
    over = _passed_over(ways)
    parts: list[str] = []
    for level in (1, 2, 3):
        parts.extend(_walkway(w, lang, _span(w) in last.walkways)
                     for w in ways if w[4] == level)
        for zx, zy, height in city.buildings:
            if height == level:
                parts.append(el("g", {
                    "class": "building", "data-x": zx, "data-y": zy, "data-level": height,
                    "transform": translate(zx * ZONE, zy * ZONE), "role": "img",
                }, title(building_tip((zx, zy), height, lang)),
                    _building_body(height, (zx, zy) in over)))
    if ways:
        ordered = sorted(ways, key=lambda w: w[4])
        parts.append(el("g", {"class": "badges", "aria-hidden": True,
                              "pointer-events": "none", "font-size": 11},
                        *(_badge(w, _span(w) in last.walkways) for w in ordered)))
    return parts


def _span(walkway: Walkway) -> Span:
    return (walkway[0], walkway[1]), (walkway[2], walkway[3])


@lru_cache(maxsize=32)
def city_layer(city: CityPicture, *, lang: str, view_box: ViewBox,
               last: LastMove | None = None, label: str = "", compact: bool = False) -> str:
    """A player's city, no targets: tiles, levels of walkways and buildings, badges.
    ``last`` is marked with a halo; ``compact`` is a small copy (class only); ``label``
    names the root (default "City"). Cached: a city is drawn once per state."""
    check_lang(lang)
    last = last or LastMove()
    return svg_root(
        view_box, *_tiles(city, lang, last), *_levels(city, lang, last),
        **{"class": "cc-city compact" if compact else "cc-city",
           "preserveAspectRatio": "xMidYMid meet", "role": "group",
           "aria-label": label or _t("city", lang)}, **ROOT_STYLE,
    )


# -- pieces alone: the rules page's legend, the deck ------------------------------------

def building_svg(height: int, lang: str) -> str:
    """One building alone, named by what it is and how it scores."""
    return svg_root((0, 0, ZONE, ZONE), title(building_tip(None, height, lang)),
                    _building_body(height, False),
                    **{"class": "cc-piece", "role": "img"}, **ROOT_STYLE)


def walkway_svg(length: int, height: int, lang: str) -> str:
    """A walkway of ``length`` zones between two buildings of ``height``, its value in
    its badge, named by what it is and what it scores."""
    way = (0, 0, length, 0, height)
    ends = (el("g", {"transform": translate(x * ZONE, 0)}, _building_body(height, False))
            for x in (0, length))
    return svg_root((0, 0, (length + 1) * ZONE, ZONE),
                    title(walkway_kind(length, height, lang)), *_walkway_lines(way, False),
                    *ends, _badge(way, False),
                    **{"class": "cc-piece", "role": "img"}, **ROOT_STYLE)


def deck_svg(count: int, lang: str) -> str:
    """The deck as a stack of face-down tiles showing its count; its ``<title>`` is only
    a tooltip (``aria-hidden``: the text beside it says the count)."""
    side = TILE - 16
    backs = [el("rect", {"x": 2 + 6 * k, "y": 14 - 6 * k, "width": side, "height": side,
                         "rx": 12, "fill": SKY, "stroke": BIRD, "stroke-width": 2})
             for k in range(3)]
    return svg_root((0, 0, TILE, TILE), title(_t("deck.tip", lang, n=count)), *backs,
                    text_at(14 + side / 2, 2 + side / 2, str(count), 28),
                    **{"class": "cc-deck-pile", "aria-hidden": "true"}, **ROOT_STYLE)


__all__ = [
    "HEIGHT_FILL", "HEIGHT_INK", "HEIGHT_LETTER", "MARGIN", "TILE", "ZONE", "CityPicture",
    "LastMove", "building_label", "building_svg", "building_tip", "city_layer",
    "city_view_box", "deck_svg", "tile_label", "tile_svg", "tile_tip", "walkway_label",
    "walkway_svg",
]
