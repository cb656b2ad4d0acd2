"""Cloud City as SVG markup: cloud tiles, buildings, walkways and the spots to play on.

Pure functions returning strings (no browser): the PyScript layer writes them into
the DOM, the unit tests parse them with ``xml.etree``. A zone is ``ZONE`` x ``ZONE``
user units, a tile 2 x 2 zones; zone ``(zx, zy)`` has its top-left corner at
``(zx * ZONE, zy * ZONE)`` and tile ``(tx, ty)`` at ``(tx * TILE, ty * TILE)``. Roots
carry a ``viewBox`` and ``width="100%"`` and no pixel size: the page's CSS sizes them.

Colour is never the only signal: a building shows its height as 1, 2 or 3 nested
floors and carries its level's letter (R, F, S: Rivière/River, Forêt/Forest,
Sable/Sand, the same in both languages); a walkway's bar is wider the higher it runs,
and its value sits in a badge.

A city (:func:`city_svg`) is drawn in layers, bottom to top:

1. the tiles, ``<g class="tile" data-tile data-x data-y role="img">`` in the order laid;
2. for each level 1, 2, 3 in turn: that level's walkways (``<g class="walkway"
   data-level data-value role="img">``, a dark casing and a coloured bar between
   building centres, in build order), then that height's buildings (``<g
   class="building" data-x data-y data-level>``, sorted by row then column). So a
   walkway plugs *under* the two buildings it joins and runs *over* every lower building
   and walkway: a crossing reads as over/under. A building that a higher walkway passes
   over has its letter moved to its top-left corner, clear of the bar;
3. the value badges of all walkways (``aria-hidden``, level order), always readable;
4. with ``tile_spots``: one ``<g class="spot" data-act="place">`` per legal tile origin,
   holding a ghost of the picked tile (``<use class="ghost">``, hidden unless the spot
   is selected; CSS shows it on hover and focus) and an invisible hit square, then the
   visible markers (dashed outline and "+") in one ``aria-hidden`` group;
5. with a selected ``building``: a ring round it and a dashed preview line to each
   partner (``aria-hidden``), then one ``<g class="partner" data-act="walkway">`` per
   partner: a bright ring, a ``+value`` label and a hit square.

Targets (spots, clickable buildings, partners) are ``role="button"`` with a roving tab
stop: exactly one has ``tabindex="0"``. A partner's zone is *only* a partner target
(its building is then drawn without ``data-act``), so no zone holds two targets.

The ghost is ``<use href="#cc-ghost">``: the picked tile is drawn once in ``<defs>``,
so only one interactive city may be on the page at a time (a city without spots has no
``id`` and may be repeated freely, e.g. the other players' compact cities).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from urbanistes.cloudcity.city import rotated_spots
from urbanistes.cloudcity.data import (
    COLOUR_NAMES,
    LEVEL_NAMES,
    START_TILES,
    TILE_SPOTS,
    WALKWAY_VALUES,
)

from ...svg import el, svg_root, title

Point = tuple[int, int]

ZONE = 50
TILE = 2 * ZONE
MARGIN = 20  # round the city's tiles and spots (partner labels stick out by 8)

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
SELECTED = "#0b57d0"  # picked tile, selected building
PARTNER = "#ffb300"  # lit-up walkway ends
LAST_GLOW = "#ffd54a"  # halo round the last walkway built

FLOORS = (38, 28, 18)  # floor sides, bottom to top
BADGE_R = 8
GHOST_ID = "cc-ghost"

#: What the page stylesheet must add (the markup works without it, minus hover preview
#: and focus rings).
CSS_NOTES = """\
/* Cloud City: hover/focus preview of the picked tile; focus rings on every target. */
.cc-city [data-act] { cursor: pointer; outline: none; }
.cc-city .spot:hover .ghost,
.cc-city .spot:focus .ghost { visibility: visible; }  /* .selected shows it without CSS */
.cc-city [data-act]:hover > .hit { stroke: #1e1e1e; stroke-width: 2; }
.cc-city [data-act]:focus-visible > .hit,
.cc-city .spot.selected > .hit { stroke: #0b57d0; stroke-width: 4; }
/* Partners (walkway ends) pulse gently unless the user asked for less motion. */
@media (prefers-reduced-motion: no-preference) {
  .cc-city .partner > .ring { animation: cc-pulse 1.2s ease-in-out infinite alternate; }
  @keyframes cc-pulse { from { stroke-opacity: 1; } to { stroke-opacity: .45; } }
}
/* The other players' cities: small, side by side, not interactive. */
.cc-city.compact { max-width: 14rem; pointer-events: none; }
/* Phones: a 3x3 city is 340 units wide; let the board scroll rather than shrink below
   tappable size, e.g. <div class="board" style="--w: 340"> (city_view_box(...)[2]) with
   .board svg.cc-city:not(.compact) { min-width: calc(var(--w) * 0.9px); } */
"""

_POSITIONS = {
    "fr": ("en haut à gauche", "en haut à droite", "en bas à gauche", "en bas à droite"),
    "en": ("top left", "top right", "bottom left", "bottom right"),
}
_TEXTS = {
    "tile": {"fr": "Tuile {n}", "en": "Tile {n}"},
    "birds": {"fr": "{n} oiseau", "en": "{n} bird"},
    "birds_n": {"fr": "{n} oiseaux", "en": "{n} birds"},
    "at": {"fr": "colonne {x}, rangée {y}", "en": "column {x}, row {y}"},
    "colon": {"fr": " : ", "en": ": "},
    "city": {"fr": "Ville", "en": "City"},
    "place": {"fr": "Poser la tuile {n} ici : colonne {x}, rangée {y}",
              "en": "Place tile {n} here: column {x}, row {y}"},
    "building": {"fr": "Immeuble {level} ({colour}, {floors}), colonne {x}, rangée {y}",
                 "en": "{level} building ({colour}, {floors}), column {x}, row {y}"},
    "floor": {"fr": "{n} étage", "en": "{n} floor"},
    "floors": {"fr": "{n} étages", "en": "{n} floors"},
    "walkway": {"fr": "Passerelle {level} de valeur {v} : colonne {x1}, rangée {y1} "
                      "à colonne {x2}, rangée {y2}",
                "en": "{level} walkway worth {v}: column {x1}, row {y1} "
                      "to column {x2}, row {y2}"},
    "last": {"fr": ", la dernière construite", "en": ", the last one built"},
    "partner": {"fr": "Construire une passerelle de valeur {v} vers la colonne {x}, "
                      "rangée {y}",
                "en": "Build a walkway worth {v} to column {x}, row {y}"},
}

_ROOT_STYLE = {"fill": INK, "font-family": "system-ui, sans-serif", "font-weight": "bold",
               "font-size": 14, "stroke-linejoin": "round"}

# A soft cloud, about 30 x 16 units, as a path relative to the zone centre.
_PUFF_PATH = ("m-15 7a5 5 0 0 1 1-9a6 6 0 0 1 9-5a8 8 0 0 1 14 1a6 6 0 0 1 6 9"
              "a4 4 0 0 1-2 4z")
# A gull: two arcs, 10 x 4 units, from its left wing tip.
_BIRD_PATH = "q2.5-4 5 0q2.5-4 5 0"


def _t(key: str, lang: str, **fields: object) -> str:
    return _TEXTS[key][lang].format(**fields)


def _check_lang(lang: str) -> None:
    if lang not in ("fr", "en"):
        raise ValueError(f"lang must be 'fr' or 'en', got {lang!r}")


def _birds(tile: int) -> int:
    """Birds printed on a start tile (tile 1 has one, ... tile 4 four); 0 for the others."""
    return START_TILES.index(tile) + 1 if tile in START_TILES else 0


def _spots(tile: int, rot: int) -> tuple[tuple[Point, int], ...]:
    """The tile's two building spots after ``rot`` quarter turns; none for unknown ids
    (hand-built test cities use tile 0)."""
    return rotated_spots(tile, rot) if tile in TILE_SPOTS else ()


# -- words ---------------------------------------------------------------------------

def level_letter(height: int) -> str:
    """``"R"``, ``"F"`` or ``"S"``: the first letter of Rivière/River, Forêt/Forest,
    Sable/Sand."""
    return HEIGHT_LETTER[height]


def tile_label(tile: int, rot: int, lang: str, *, at: Point | None = None) -> str:
    """``"Tile 12: tan top right, blue bottom left"``, spots in reading order.

    Start tiles say their birds; ``at`` adds the tile's column and row (tile grid).
    """
    _check_lang(lang)
    head = _t("tile", lang, n=tile)
    birds = _birds(tile)
    if birds:
        head += f" ({_t('birds' if birds == 1 else 'birds_n', lang, n=birds)})"
    if at is not None:
        head += ", " + _t("at", lang, x=at[0], y=at[1])
    spots = sorted(_spots(tile, rot), key=lambda s: (s[0][1], s[0][0]))
    if not spots:
        return head
    words = [f"{COLOUR_NAMES[h][lang]} {_POSITIONS[lang][2 * y + x]}" for (x, y), h in spots]
    return head + _t("colon", lang) + ", ".join(words)


def building_label(zone: Point, height: int, lang: str) -> str:
    """``"Forest building (green, 2 floors), column 3, row 1"`` (zone grid)."""
    _check_lang(lang)
    level = LEVEL_NAMES[height][lang]
    return _t("building", lang, level=level.lower() if lang == "fr" else level,
              colour=COLOUR_NAMES[height][lang],
              floors=_t("floor" if height == 1 else "floors", lang, n=height),
              x=zone[0], y=zone[1])


def walkway_label(walkway: Sequence[int], lang: str, *, last: bool = False) -> str:
    """``"Forest walkway worth 3: column 1, row 2 to column 4, row 2"``."""
    _check_lang(lang)
    x1, y1, x2, y2, height = walkway
    words = _t("walkway", lang, level=LEVEL_NAMES[height][lang],
               v=_value(walkway), x1=x1, y1=y1, x2=x2, y2=y2)
    return words + _t("last", lang) if last else words


def _value(walkway: Sequence[int]) -> int:
    x1, y1, x2, y2 = walkway[:4]
    return WALKWAY_VALUES[abs(x2 - x1) + abs(y2 - y1)]


# -- drawing helpers -------------------------------------------------------------------

def _text(x: float, y: float, content: str, size: int | None = None, **more: object) -> str:
    """Text centred on ``(x, y)`` (baseline lowered by a third of the size)."""
    attrs: dict[str, object] = {"x": x, "y": y + round(0.36 * (size or 14), 1),
                                "text-anchor": "middle", "font-size": size}
    attrs.update(more)
    return el("text", attrs, content)


def _centre(zone: Sequence[int]) -> tuple[int, int]:
    return zone[0] * ZONE + ZONE // 2, zone[1] * ZONE + ZONE // 2


def _translate(x: int, y: int) -> str:
    return f"translate({x} {y})"


# -- tiles -----------------------------------------------------------------------------

def _pad(zx: int, zy: int, height: int) -> str:
    """An empty building spot, tile-local: the level colour and letter."""
    inset = (ZONE - FLOORS[0]) // 2
    return el("rect", {"x": zx * ZONE + inset, "y": zy * ZONE + inset, "width": FLOORS[0],
                       "height": FLOORS[0], "rx": 6, "fill": HEIGHT_FILL[height],
                       "stroke": HEIGHT_INK[height], "stroke-width": 1.5,
                       "stroke-dasharray": "5 3"}) + _text(
        zx * ZONE + ZONE // 2, zy * ZONE + ZONE // 2, HEIGHT_LETTER[height])


def _bird_marks(zx: int, zy: int, count: int) -> str:
    """``count`` gulls and their number, centred in tile-local zone ``(zx, zy)``."""
    cx, cy = zx * ZONE + ZONE // 2, zy * ZONE + ZONE // 2
    layout = {1: [(0, 0)], 2: [(-6, -3), (6, 3)], 3: [(-8, 2), (0, -5), (8, 2)],
              4: [(-7, -6), (7, -6), (-7, 4), (7, 4)]}[count]
    d = "".join(f"M{cx + dx - 5} {cy + dy - 6}{_BIRD_PATH}" for dx, dy in layout)
    return el("path", {"d": d, "fill": "none", "stroke": "#5b6b7a", "stroke-width": 1.6,
                       "stroke-linecap": "round"}) + _text(
        cx, cy + 13, f"\u00d7{count}", 9, fill="#5b6b7a", **{"font-weight": "normal"})


@cache
def _tile_body(tile: int, rot: int, pads: bool) -> str:
    """A tile face in tile-local units (0..TILE): cloud, zone quarters, clouds or birds in
    the empty zones, and (``pads``) its two coloured spots. Cached per tile and turn."""
    spots = dict(_spots(tile, rot))
    parts = [
        el("rect", {"x": 2, "y": 2, "width": TILE - 4, "height": TILE - 4, "rx": 12,
                    "fill": CLOUD, "stroke": SKY, "stroke-width": 2}),
        el("path", {"d": f"M{ZONE} 8V{TILE - 8}M8 {ZONE}H{TILE - 8}", "stroke": QUARTER,
                    "stroke-width": 1.5}),
    ]
    empty = [(x, y) for y in (0, 1) for x in (0, 1) if (x, y) not in spots]
    birds = _birds(tile)
    puffs = empty[1:] if birds and empty else empty
    if puffs:
        d = "".join(f"M{x * ZONE + ZONE // 2} {y * ZONE + ZONE // 2}{_PUFF_PATH}"
                    for x, y in puffs)
        parts.append(el("path", {"d": d, "fill": PUFF, "stroke": "#d3e4f4"}))
    if birds and empty:
        parts.append(_bird_marks(*empty[0], birds))
    if pads:
        parts.extend(_pad(x, y, h) for (x, y), h in sorted(spots.items()))
    return "".join(parts)


def tile_svg(tile: int, rot: int = 0, *, lang: str, selected: bool = False) -> str:
    """One tile as a standalone ``<svg role="img">`` (hand, face-up row): its two coloured
    spots with their letters, its birds if a start tile, and its number small."""
    label = tile_label(tile, rot, lang)
    body = [title(label), _tile_body(tile, rot, True)]
    taken = {p for p, _ in _spots(tile, rot)}
    free = [(x, y) for y in (1, 0) for x in (1, 0) if (x, y) not in taken]
    if free:  # the number in the bottom-right corner of the lowest, rightmost free zone
        x, y = free[0]
        body.append(el("text", {"x": (x + 1) * ZONE - 5, "y": (y + 1) * ZONE - 6,
                                "text-anchor": "end", "font-size": 10, "fill": "#5b6b7a"},
                       str(tile)))
    if selected:
        body.append(el("rect", {"x": 2, "y": 2, "width": TILE - 4, "height": TILE - 4,
                                "rx": 12, "fill": "none", "stroke": SELECTED,
                                "stroke-width": 5}))
    return svg_root(
        (0, 0, TILE, TILE), *body,
        **{"class": "cc-tile selected" if selected else "cc-tile", "width": "100%",
           "role": "img", "aria-label": label}, **_ROOT_STYLE,
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
        parts.append(_text(12.5, 11.5, letter, 11, stroke="#fff", **{
            "stroke-width": 3, "paint-order": "stroke"}))
    else:
        parts.append(_text(ZONE // 2, ZONE // 2, letter))
    return "".join(parts)


def _hit(inset: float = 1) -> str:
    """The invisible click square of a zone target (CSS draws the focus ring on it)."""
    return el("rect", {"class": "hit", "x": inset, "y": inset, "width": ZONE - 2 * inset,
                       "height": ZONE - 2 * inset, "rx": 7, "fill-opacity": 0})


def _walkway(walkway: Sequence[int], lang: str, last: bool) -> str:
    x1, y1, x2, y2, height = walkway
    (ax, ay), (bx, by) = _centre((x1, y1)), _centre((x2, y2))
    width = WALK_WIDTH[height]
    line = {"x1": ax, "y1": ay, "x2": bx, "y2": by}
    parts = []
    if last:
        parts.append(el("line", {**line, "stroke": LAST_GLOW, "stroke-width": width + 14,
                                 "stroke-linecap": "round", "stroke-opacity": 0.85}))
    parts.append(el("line", {**line, "stroke": INK, "stroke-width": width + 2 * CASING}))
    parts.append(el("line", {**line, "stroke": HEIGHT_FILL[height], "stroke-width": width}))
    return el("g", {"class": "walkway last" if last else "walkway", "data-level": height,
                    "data-value": _value(walkway), "role": "img",
                    "aria-label": walkway_label(walkway, lang, last=last)}, *parts)


def _badge_at(walkway: Sequence[int]) -> tuple[float, float]:
    """Where a walkway's value goes: the zone boundary nearest its middle, so the badge
    never covers a building's centre nor a crossing (both sit on zone centres)."""
    x1, y1, x2, y2 = walkway[:4]
    distance = abs(x2 - x1) + abs(y2 - y1)
    k = (distance - 1) // 2 + 0.5
    ax, ay = _centre((x1, y1))
    dx, dy = (1, 0) if y1 == y2 else (0, 1)
    return ax + dx * k * ZONE, ay + dy * k * ZONE


def _badge(walkway: Sequence[int], last: bool) -> str:
    x, y = _badge_at(walkway)
    fill, ink = (INK, "#fff") if last else ("#fff", INK)
    return el("circle", {"cx": x, "cy": y, "r": BADGE_R, "fill": fill, "stroke": INK,
                         "stroke-width": 1.5}) + _text(x, y, str(_value(walkway)), 11,
                                                       fill=None if ink == INK else ink)


def _passed_over(walkways: Iterable[Sequence[int]]) -> set[Point]:
    """Zones strictly between the two ends of some walkway."""
    found = set()
    for x1, y1, x2, y2, _ in walkways:
        if y1 == y2:
            found.update((x, y1) for x in range(min(x1, x2) + 1, max(x1, x2)))
        else:
            found.update((x1, y) for y in range(min(y1, y2) + 1, max(y1, y2)))
    return found


# -- the city --------------------------------------------------------------------------

def _as_city(city: Mapping[str, Any]) -> tuple[dict, dict, list]:
    """The city's tiles, buildings and walkways, from the rules' dict (``{(tx, ty): (tile,
    rot)}``, ...) or from ``CloudCity.view()`` (lists of ``[x, y, tile, rot]``, ...)."""
    tiles, buildings = city["tiles"], city["buildings"]
    if not isinstance(tiles, Mapping):
        tiles = {(x, y): (t, r) for x, y, t, r in tiles}
    if not isinstance(buildings, Mapping):
        buildings = {(x, y): h for x, y, h in buildings}
    walkways = [(x1, y1, x2, y2, h) if (x1, y1) <= (x2, y2) else (x2, y2, x1, y1, h)
                for x1, y1, x2, y2, h in city["walkways"]]  # first end top or left
    return ({tuple(p): tuple(v) for p, v in tiles.items()},
            {tuple(p): h for p, h in buildings.items()}, walkways)


def city_view_box(city: Mapping[str, Any], tile_spots: Iterable[Point] = (),
                  ) -> tuple[int, int, int, int]:
    """``(left, top, width, height)`` enclosing every tile and tile spot plus ``MARGIN``.
    The page may use ``width`` to give the city a minimum size on phones (``CSS_NOTES``).
    """
    tiles = _as_city(city)[0]
    origins = list(tiles) + [tuple(s) for s in tile_spots] or [(0, 0)]
    xs = [x for x, _ in origins]
    ys = [y for _, y in origins]
    return (min(xs) * TILE - MARGIN, min(ys) * TILE - MARGIN,
            (max(xs) - min(xs) + 1) * TILE + 2 * MARGIN,
            (max(ys) - min(ys) + 1) * TILE + 2 * MARGIN)


def city_svg(
    city: Mapping[str, Any],
    *,
    lang: str,
    tile_spots: Sequence[Point] = (),
    pick: tuple[int, int] | None = None,
    focus: Point | None = None,
    selected: Point | None = None,
    building: Point | None = None,
    partners: Sequence[tuple[Point, int]] = (),
    clickable_buildings: bool = False,
    compact: bool = False,
    label: str = "",
    last: bool = False,
) -> str:
    """A player's whole city at zone resolution, and the targets of the current step.

    ``city`` is the rules' dict (or a ``CloudCity.view()`` city). ``tile_spots`` are legal
    tile origins for ``pick = (tile, rot)``; ``selected`` is a spot whose ghost stays
    visible. ``clickable_buildings`` makes each building a ``data-act="building"``
    target; ``building`` is the selected one (class ``selected``, ringed) and
    ``partners`` are ``(zone, value)`` walkway ends from it (``data-act="walkway"``).
    ``focus`` (a tile origin for spots, a zone for buildings and partners) is the one
    target with ``tabindex="0"`` and class ``focus``; without it the selected building,
    else the first target, takes the tab stop. ``last`` emphasises the last walkway
    built. ``compact`` draws a small city without any target; ``label`` names the root
    (default "Ville"/"City").
    """
    _check_lang(lang)
    tiles, buildings, walkways = _as_city(city)
    spots = [tuple(s) for s in tile_spots]
    partners = [(tuple(z), v) for z, v in partners]
    focus = tuple(focus) if focus is not None else None
    selected = tuple(selected) if selected is not None else None
    building = tuple(building) if building is not None else None
    if spots and pick is None:
        raise ValueError("tile spots need the picked tile: pick=(tile, rot)")
    if partners and building is None:
        raise ValueError("partners need the selected building: building=(zx, zy)")
    if compact and (spots or partners or clickable_buildings):
        raise ValueError("a compact city has no targets")

    # The roving tab stop, among targets in document order: buildings, spots, partners.
    partner_zones = [z for z, _ in partners]
    by_level = sorted(buildings.items(), key=lambda b: (b[1], b[0][1], b[0][0]))
    building_targets = ([z for z, _ in by_level if z not in partner_zones]
                        if clickable_buildings else [])
    zone_targets = building_targets + partner_zones
    if focus is not None and focus in spots:
        stop = ("spot", focus)
    elif focus is not None and focus in zone_targets:
        stop = ("zone", focus)
    elif building is not None and building in building_targets:
        stop = ("zone", building)
    elif building_targets:
        stop = ("zone", building_targets[0])
    elif spots:
        stop = ("spot", spots[0])
    elif partner_zones:
        stop = ("zone", partner_zones[0])
    else:
        stop = None

    def target(kind: str, point: Point, base: str) -> tuple[str, int]:
        """Class and tabindex of a target: ``focus`` marks the focused tab stop."""
        is_stop = stop == (kind, point)
        return (base + " focus" if is_stop and point == focus else base), 0 if is_stop else -1

    parts: list[str] = []
    for (tx, ty), (tile, rot) in tiles.items():
        parts.append(el("g", {
            "class": "tile", "data-tile": tile, "data-x": tx, "data-y": ty,
            "transform": _translate(tx * TILE, ty * TILE), "role": "img",
            "aria-label": tile_label(tile, rot, lang, at=(tx, ty)),
        }, _tile_body(tile, rot, False)))

    final = len(walkways) - 1 if last else -1
    over = _passed_over(walkways)
    order = sorted(range(len(walkways)), key=lambda i: walkways[i][4])
    for level in (1, 2, 3):
        parts.extend(_walkway(walkways[i], lang, i == final)
                     for i in order if walkways[i][4] == level)
        for zone, height in by_level:
            if height != level:
                continue
            attrs: dict[str, object] = {
                "class": "building", "data-x": zone[0], "data-y": zone[1],
                "data-level": height,
                "transform": _translate(zone[0] * ZONE, zone[1] * ZONE),
                "role": "img", "aria-label": building_label(zone, height, lang),
            }
            body = [_building_body(height, zone in over)]
            if clickable_buildings and zone not in partner_zones:
                cls, tab = target("zone", zone, "building")
                if zone == building:
                    cls += " selected"
                attrs.update({"class": cls, "data-act": "building", "role": "button",
                              "tabindex": tab,
                              "aria-pressed": "true" if zone == building else "false"})
                body.append(_hit())
            parts.append(el("g", attrs, *body))

    if walkways:
        parts.append(el("g", {"class": "badges", "aria-hidden": True,
                              "pointer-events": "none", "font-size": 11},
                        *(_badge(walkways[i], i == final) for i in order)))

    if spots:
        tile, rot = pick
        ghost = el("g", {"id": GHOST_ID, "opacity": 0.85, "pointer-events": "none"},
                   _tile_body(tile, rot, True),
                   el("rect", {"x": 2, "y": 2, "width": TILE - 4, "height": TILE - 4,
                               "rx": 12, "fill": "none", "stroke": SELECTED,
                               "stroke-width": 4}))
        parts.insert(0, el("defs", None, ghost))
        outlines, crosses = [], []
        for x, y in spots:
            ox, oy = x * TILE, y * TILE
            cls, tab = target("spot", (x, y), "spot")
            if (x, y) == selected:
                cls += " selected"
            parts.append(el("g", {
                "class": cls, "data-act": "place", "data-x": x, "data-y": y,
                "role": "button", "tabindex": tab,
                "aria-label": _t("place", lang, n=tile, x=x, y=y),
            }, el("use", {
                "href": f"#{GHOST_ID}", "x": ox, "y": oy, "class": "ghost",
                "visibility": None if (x, y) == selected else "hidden",
            }), el("rect", {"class": "hit", "x": ox + 4, "y": oy + 4, "width": TILE - 8,
                            "height": TILE - 8, "rx": 12, "fill-opacity": 0})))
            outlines.append(f"M{ox + 8} {oy + 8}h{TILE - 16}v{TILE - 16}h{16 - TILE}z")
            cx, cy = ox + ZONE, oy + ZONE
            crosses.append(f"M{cx - 7} {cy}h14M{cx} {cy - 7}v14")
        parts.append(el(
            "g", {"class": "marks", "aria-hidden": True, "pointer-events": "none"},
            el("path", {"d": "".join(outlines), "fill": "none", "stroke": SKY,
                        "stroke-width": 2, "stroke-dasharray": "6 5"}),
            "".join(el("circle", {"cx": x * TILE + ZONE, "cy": y * TILE + ZONE, "r": 13,
                                  "fill": "#fff", "stroke": INK, "stroke-width": 1.5})
                    for x, y in spots),
            el("path", {"d": "".join(crosses), "stroke": INK, "stroke-width": 2.5}),
        ))

    if building is not None:
        bx, by = _centre(building)
        reach = FLOORS[0] // 2  # from building edge to building edge: letters stay clear
        lines = []
        for zone, _ in partners:
            cx, cy = _centre(zone)
            dx, dy = (cx > bx) - (cx < bx), (cy > by) - (cy < by)
            lines.append(f"M{bx + dx * reach} {by + dy * reach}"
                         f"L{cx - dx * reach} {cy - dy * reach}")
        lines = "".join(lines)
        preview = [el("rect", {"x": building[0] * ZONE + 2, "y": building[1] * ZONE + 2,
                               "width": ZONE - 4, "height": ZONE - 4, "rx": 8,
                               "fill": "none", "stroke": SELECTED, "stroke-width": 4})]
        if lines:
            preview.insert(0, el("path", {"d": lines, "stroke": "#fff", "stroke-width": 6,
                                          "stroke-linecap": "round"}))
            preview.insert(1, el("path", {"d": lines, "stroke": INK, "stroke-width": 2.5,
                                          "stroke-dasharray": "6 4"}))
        parts.append(el("g", {"class": "preview", "aria-hidden": True,
                              "pointer-events": "none"}, *preview))
        for zone, value in partners:
            cls, tab = target("zone", zone, "partner")
            parts.append(el("g", {
                "class": cls, "data-act": "walkway",
                "data-x": zone[0], "data-y": zone[1], "data-value": value,
                "transform": _translate(zone[0] * ZONE, zone[1] * ZONE),
                "role": "button", "tabindex": tab,
                "aria-label": _t("partner", lang, v=value, x=zone[0], y=zone[1]),
            },
                el("rect", {"x": 3, "y": 3, "width": ZONE - 6, "height": ZONE - 6, "rx": 8,
                            "fill": "none", "stroke": INK, "stroke-width": 8}),
                el("rect", {"class": "ring", "x": 3, "y": 3, "width": ZONE - 6,
                            "height": ZONE - 6, "rx": 8, "fill": "none", "stroke": PARTNER,
                            "stroke-width": 5}),
                _hit(),  # under the label: the focus ring must not hide the value
                el("rect", {"x": ZONE // 2 - 13, "y": -6, "width": 26, "height": 16,
                            "rx": 8, "fill": PARTNER, "stroke": INK, "stroke-width": 1.5}),
                _text(ZONE // 2, 2, f"+{value}", 12)))

    root_class = "cc-city compact" if compact else "cc-city"
    return svg_root(
        city_view_box(city, spots), *parts,
        **{"class": root_class, "width": "100%", "preserveAspectRatio": "xMidYMid meet",
           "role": "group", "aria-label": label or _t("city", lang)}, **_ROOT_STYLE,
    )


__all__ = [
    "CSS_NOTES", "GHOST_ID", "HEIGHT_FILL", "HEIGHT_LETTER", "MARGIN", "TILE", "ZONE",
    "building_label", "city_svg", "city_view_box", "level_letter", "tile_label", "tile_svg",
    "walkway_label",
]
