"""Cities neighbourhoods as SVG markup: tiles of four spaces, feature tiles, buildings,
and the owner's last turn marked.

Pure functions returning strings (no browser); the unit tests parse them with
``xml.etree``. A space is ``SPACE`` x ``SPACE`` user units, a tile 2 x 2 spaces; space
``(x, y)`` has its top-left corner at ``(x * SPACE, y * SPACE)`` and tile ``(tx, ty)`` at
``(tx * TILE, ty * TILE)``, as in the rules (``y`` downwards, coordinates may be
negative). Roots carry a ``viewBox`` and no pixel size: the page's CSS sizes them.

``hood_layer`` draws a neighbourhood without targets, bottom to top: the tiles, each a
``<g class="tile" data-x data-y role="img">`` whose ``<title>`` says its four spaces and
what stands on them (in reading order), each space with its own ``<title>``: its tooltip,
what stands there and how it scores (the tile's name is what screen readers hear); then,
in one ``aria-hidden`` group, the marks of the owner's last turn: a yellow frame round
the tile laid or a yellow ring round each space used, each with a badge carrying the
seat's number. The targets of a step are drawn by ``marks.py`` on top, in the same
viewBox. A neighbourhood watched while its owner places
what they took shows it in a band above the tiles (``InHand``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any

from urbanistes.cities.data import PARK, START_TILES, WATER, WILD
from urbanistes.cities.hood import Hood, rotated_spaces
from urbanistes.cities.scoring import AreaSet, area_features, areas

from ...svg import el, esc, svg_root, title
from .art import (
    INK,
    LAST_GLOW,
    ROOT_STYLE,
    SPACE,
    TILE,
    WILD_CORNER,
    badge,
    building_body,
    feature_body,
    item_body,
    space_body,
    translate,
)
from .words import at_word, check_lang, item_tip, space_tip, space_word, t, tile_label

Point = tuple[int, int]
ViewBox = tuple[int, int, int, int]
MARGIN = 12


# -- a neighbourhood as values ----------------------------------------------------------
@dataclass(frozen=True)
class HoodPicture:
    """A neighbourhood as hashable values (so that its drawing can be cached), from the
    rules' view: tiles ``(tx, ty, tile, rot)``, spaces ``(x, y, kind)``, features
    ``(x, y, feature)``, stacks ``(x, y, colour, height)``, each sorted."""

    tiles: tuple[tuple[int, int, int, int], ...] = ()
    spaces: tuple[tuple[int, int, str], ...] = ()
    features: tuple[tuple[int, int, str], ...] = ()
    stacks: tuple[tuple[int, int, str, int], ...] = ()

    @classmethod
    def of(cls, hood: Mapping[str, Any]) -> HoodPicture:
        """From ``Cities.view()["players"][seat]["hood"]`` (lists of lists)."""
        return cls(tuple(sorted((x, y, tile, rot) for x, y, tile, rot in hood["tiles"])),
                   tuple(sorted((x, y, k) for x, y, k in hood["spaces"])),
                   tuple(sorted((x, y, f) for x, y, f in hood["features"])),
                   tuple(sorted((x, y, c, h) for x, y, c, h in hood["stacks"])))

    @cached_property
    def kind_at(self) -> dict[Point, str]:
        return {(x, y): k for x, y, k in self.spaces}

    @cached_property
    def feature_at(self) -> dict[Point, str]:
        return {(x, y): f for x, y, f in self.features}

    @cached_property
    def stack_at(self) -> dict[Point, tuple[str, int]]:
        return {(x, y): (c, h) for x, y, c, h in self.stacks}

    @cached_property
    def area_at(self) -> dict[Point, AreaSet]:
        """Each park and water space's area and the features in it (the rules' areas)."""
        hood = self.as_hood()
        found: dict[Point, AreaSet] = {}
        for kind in (PARK, WATER):
            for area in areas(hood, kind):
                held = AreaSet(kind, tuple(area), tuple(area_features(hood, area)))
                found.update((p, held) for p in area)
        return found

    def as_hood(self) -> Hood:
        """The rules' dict, for the rules' own functions (where may a tile go)."""
        return {"tiles": {(x, y): (tile, rot) for x, y, tile, rot in self.tiles},
                "spaces": dict(self.kind_at), "features": dict(self.feature_at),
                "stacks": dict(self.stack_at)}


@dataclass(frozen=True)
class LastTurn:
    """What a neighbourhood's owner did in their last turn: the tile laid (its tile
    position) or the spaces where they put feature tiles and pieces, and the board's row
    and slot they took from (None for the starting tile)."""

    seat: int
    tile: Point | None = None
    spaces: frozenset[Point] = field(default_factory=frozenset)
    row: int | None = None
    slot: int | None = None


# -- view boxes ---------------------------------------------------------------------------
def view_box(hood: HoodPicture, spots: Iterable[Point] = ()) -> ViewBox:
    """``(left, top, width, height)`` enclosing every tile and tile spot, plus a margin."""
    origins = [(x, y) for x, y, _, _ in hood.tiles] + list(spots) or [(0, 0)]
    xs = [x for x, _ in origins]
    ys = [y for _, y in origins]
    return (min(xs) * TILE - MARGIN, min(ys) * TILE - MARGIN,
            (max(xs) - min(xs) + 1) * TILE + 2 * MARGIN,
            (max(ys) - min(ys) + 1) * TILE + 2 * MARGIN)


def origin_of(box: ViewBox) -> Point:
    """The top-left tile of a drawing: where columns and rows are counted from."""
    return (box[0] + MARGIN) // TILE, (box[1] + MARGIN) // TILE


def space_origin(box: ViewBox) -> Point:
    """The top-left space of a drawing."""
    tx, ty = origin_of(box)
    return 2 * tx, 2 * ty


# -- tiles --------------------------------------------------------------------------------
def _space(kind: str, feature: str | None, stack: tuple[str, int] | None, lang: str) -> str:
    parts = [space_body(kind, lang)]
    if feature is not None and not (stack is not None and feature == WILD):
        parts.append(feature_body(feature))
    if stack is not None:
        parts.append(building_body(stack[0], stack[1], lang))
        if feature == WILD:
            parts.append(WILD_CORNER)
    return "".join(parts)


def _tile_frame(colour: str = "#5b5347", width: float = 2, inset: float = 1) -> str:
    return el("rect", {"x": inset, "y": inset, "width": TILE - 2 * inset,
                       "height": TILE - 2 * inset, "rx": 3, "fill": "none", "stroke": colour,
                       "stroke-width": width})


@cache
def tile_face(kinds: tuple[str, str, str, str], lang: str) -> str:
    """A bare tile in its own units (0..TILE): four spaces in reading order, and its edge."""
    spaces = [el("g", {"class": "space", "data-kind": kind,
                       "transform": translate((i % 2) * SPACE, (i // 2) * SPACE)},
                 space_body(kind, lang)) for i, kind in enumerate(kinds)]
    return "".join(spaces) + _tile_frame()


def turned_kinds(tile: int, rot: int) -> tuple[str, str, str, str]:
    """A tile's four space kinds in reading order once turned ``rot`` quarter turns
    clockwise (the rules turn it)."""
    spots = dict(rotated_spaces(tile, rot))
    return spots[(0, 0)], spots[(1, 0)], spots[(0, 1)], spots[(1, 1)]


def tile_svg(tile: int, rot: int = 0, *, lang: str, decorative: bool = False) -> str:
    """One tile as a standalone ``<svg>`` (the board's row, a hand, the starting tiles),
    its ``<title>`` its spaces and how they score: ``role="img"`` named by it, or
    ``decorative`` (its tooltip only) inside a button that names it in words."""
    check_lang(lang)
    kinds = turned_kinds(tile, rot)
    spaces = {(i % 2, i // 2): k for i, k in enumerate(kinds)}
    tip = t("tip.tile", lang, tile=tile_label(tile, spaces, lang, start=tile in START_TILES))
    return svg_root((0, 0, TILE, TILE), title(tip), tile_face(kinds, lang),
                    **{"class": "ct-tile", **_names(decorative)}, **ROOT_STYLE)


def _names(decorative: bool) -> dict[str, object]:
    """A picture named by its ``<title>``, or hidden from screen readers where words
    beside it name it (its ``<title>`` is then its tooltip only)."""
    return {"aria-hidden": "true"} if decorative else {"role": "img"}


def item_svg(body: str, tip: str = "", *, decorative: bool = False) -> str:
    """A space-sized picture (an item, a worker) with ``tip`` as its ``<title>``:
    ``role="img"`` named by it, or ``decorative`` (always so without a ``tip``)."""
    return svg_root((0, 0, SPACE, SPACE), title(tip) if tip else "", body,
                    **{"class": "ct-item", **_names(decorative or not tip)}, **ROOT_STYLE)


def item_tip_svg(item: str, lang: str) -> str:
    """A feature tile or a piece, its tooltip saying where it goes and how it scores,
    beside words that name it."""
    return item_svg(item_body(item, lang), item_tip(item, lang), decorative=True)


def chip_svg(words: str, tip: str, *, cls: str) -> str:
    """A few words drawn small (a card's points, an achievement's value), named by
    ``tip``: what they are worth and how they are earned."""
    width = 7 * len(words) + 8
    return svg_root((0, 0, width, 16), title(tip),
                    el("text", {"x": width / 2, "y": 12, "text-anchor": "middle",
                                "fill": "currentColor"}, esc(words)),
                    **{"class": f"ct-chip {cls}", "role": "img", "width": width, "height": 16},
                    **{**ROOT_STYLE, "font-size": 12})


#: A five-pointed star in a 20 x 20 box.
STAR_PATH = "M10 1L12.6 7.2L19.5 7.6L14.2 12L15.9 18.6L10 15L4.1 18.6L5.8 12L0.5 7.6L7.4 7.2Z"


def star_svg(tip: str, *, decorative: bool = True) -> str:
    """The star token, ``tip`` saying what it does: beside the word that names it, or
    named by ``tip``."""
    return svg_root((0, 0, 20, 20), title(tip),
                    el("path", {"d": STAR_PATH, "fill": LAST_GLOW, "stroke": INK,
                                "stroke-width": 1.2}),
                    **{"class": "ct-star-token", **_names(decorative), "width": 20,
                       "height": 20})


# -- a neighbourhood ----------------------------------------------------------------------
#: What a tile's drawing shows of one of its spaces: kind, feature, building, area.
Space = tuple[str, str | None, tuple[str, int] | None, AreaSet | None]


def _space_group(p: Point, space: Space, x: int, y: int, lang: str) -> str:
    """One space of a laid tile at ``(x, y)`` in the tile's units; its data attributes
    say what it holds (for tests and tools; the tile's label says it in words)."""
    kind, feature, stack, area = space
    return el("g", {"class": "space", "data-x": p[0], "data-y": p[1], "data-kind": kind,
                    "data-feature": feature,
                    "data-building": None if stack is None else f"{stack[0]} {stack[1]}",
                    "transform": translate(x, y)},
              title(space_tip(kind, feature, stack, area, lang)),
              _space(kind, feature, stack, lang))


def _tile_group(hood: HoodPicture, tile: tuple[int, int, int, int], lang: str,
                origin: Point, last: bool) -> str:
    """One laid tile, named by its four spaces and what stands on them."""
    tx, ty = tile[0], tile[1]
    spaces = tuple((hood.kind_at[p], hood.feature_at.get(p), hood.stack_at.get(p),
                    hood.area_at.get(p)) for p in _cells(tx, ty))
    return _tile_markup(tile, spaces, lang, origin, last)


def _cells(tx: int, ty: int) -> list[Point]:
    return [(2 * tx + dx, 2 * ty + dy) for dy in (0, 1) for dx in (0, 1)]


@lru_cache(maxsize=512)
def _tile_markup(tile: tuple[int, int, int, int], spaces: tuple[Space, ...], lang: str,
                 origin: Point, last: bool) -> str:
    """``_tile_group``'s drawing, kept: a move changes a tile or two of a neighbourhood,
    and each click draws the neighbourhood again."""
    tx, ty, number, _ = tile
    cells = _cells(tx, ty)
    label = tile_label(number, {p: s[0] for p, s in zip(cells, spaces, strict=True)}, lang,
                       start=number in START_TILES, at=at_word((tx, ty), origin, lang),
                       features={p: s[1] for p, s in zip(cells, spaces, strict=True)
                                 if s[1] is not None},
                       stacks={p: s[2] for p, s in zip(cells, spaces, strict=True)
                               if s[2] is not None},
                       last=last)
    body = [_space_group((x, y), space, (x - 2 * tx) * SPACE, (y - 2 * ty) * SPACE, lang)
            for (x, y), space in zip(cells, spaces, strict=True)]
    return el("g", {"class": "tile last" if last else "tile", "data-x": tx, "data-y": ty,
                    "data-tile": number, "transform": translate(tx * TILE, ty * TILE),
                    "role": "img"}, title(label), *body, _tile_frame())


def last_marks(last: LastTurn | None) -> str:
    """A yellow frame round the tile laid, or a ring round each space used, each with
    the seat's number (drawn over the tiles, so neighbours never hide it). The big board
    draws them in its targets' layer (``marks``), so that a take leaves its tiles as
    they were; a small copy or a replay draws them in ``hood_layer``."""
    if last is None:
        return ""
    parts = []
    if last.tile is not None:
        x, y = last.tile[0] * TILE, last.tile[1] * TILE
        parts.append(el("g", {"transform": translate(x, y)},
                        _tile_frame(INK, 7, 4), _tile_frame(LAST_GLOW, 4, 4)))
        parts.append(badge(x + 9, y + 9, last.seat))
    for sx, sy in sorted(last.spaces, key=lambda p: (p[1], p[0])):
        x, y = sx * SPACE, sy * SPACE
        ring = {"x": x + 2, "y": y + 2, "width": SPACE - 4, "height": SPACE - 4, "rx": 5,
                "fill": "none"}
        parts.append(el("rect", {**ring, "stroke": INK, "stroke-width": 5}))
        parts.append(el("rect", {**ring, "stroke": LAST_GLOW, "stroke-width": 3}))
        parts.append(badge(x + 6, y + SPACE - 6, last.seat))
    if not parts:
        return ""
    return el("g", {"class": "last-marks", "aria-hidden": True, "pointer-events": "none"},
              *parts)


def _marked_tiles(last: LastTurn | None) -> set[Point]:
    """Tiles the last turn touched: the one laid, or those holding a space used."""
    if last is None:
        return set()
    found = {(x // 2, y // 2) for x, y in last.spaces}
    if last.tile is not None:
        found.add(last.tile)
    return found


def _room(room: Sequence[Point]) -> str:
    """Faint dotted squares where tiles may still go: the room the neighbourhood has
    left (never targets: those are drawn by ``marks``)."""
    if not room:
        return ""
    d = "".join(f"M{x * TILE + 6} {y * TILE + 6}h{TILE - 12}v{TILE - 12}h{12 - TILE}z"
                for x, y in room)
    return el("path", {"class": "room", "d": d, "fill": "none", "stroke": "#8a8170",
                       "stroke-width": 1.5, "stroke-dasharray": "2 5", "aria-hidden": True})


@dataclass(frozen=True)
class InHand:
    """What a watched player took and has yet to place: feature tiles and pieces, or a
    city tile (drawn unturned: they turn it as they lay it), and the band's words."""

    items: tuple[str, ...] = ()
    tile: int | None = None
    label: str = ""


#: The band over a watched neighbourhood that shows what its owner has in hand.
BAND = SPACE + 8


def _hand_band(box: ViewBox, hand: InHand, lang: str) -> str:
    """The items (or the tile, half size) in hand in a row above the tiles, framed in
    the yellow of a last turn, after the band's words."""
    x, y = box[0] + MARGIN, box[1] - BAND
    words = len(hand.label) * 7 + 8
    pictures = [el("g", {"transform": translate(x + words + i * SPACE, y + 2)},
                   title(item_tip(item, lang)), item_body(item, lang))
                for i, item in enumerate(hand.items)]
    if hand.tile is not None:
        pictures.append(el("g", {"transform": f"translate({x + words} {y + 2}) scale(0.5)"},
                           tile_face(turned_kinds(hand.tile, 0), lang)))
    width = words + SPACE * max(1, len(hand.items)) + 6
    return el("g", {"class": "ct-in-hand", "aria-hidden": True},
              el("rect", {"x": x - 4, "y": y, "width": width, "height": SPACE + 4, "rx": 6,
                          "fill": "#ffffff", "stroke": LAST_GLOW, "stroke-width": 3}),
              el("text", {"x": x + 2, "y": y + SPACE / 2 + 7, "font-size": 13},
                 hand.label), *pictures)


@lru_cache(maxsize=48)
def hood_layer(hood: HoodPicture, *, lang: str, box: ViewBox, last: LastTurn | None = None,
               label: str = "", compact: bool = False, room: tuple[Point, ...] = (),
               hand: InHand | None = None) -> str:
    """A neighbourhood, no targets: the ``room`` it has left (faint), its tiles, and
    ``last`` (its owner's last turn) marked; ``hand``, what its owner took and has yet to
    place, in a band above ``box``. ``compact`` is a small copy (class only); ``label``
    names the root. Cached: a neighbourhood is drawn once per state."""
    check_lang(lang)
    origin = origin_of(box)
    marked = _marked_tiles(last)
    tiles = [_tile_group(hood, tile, lang, origin, (tile[0], tile[1]) in marked)
             for tile in sorted(hood.tiles, key=lambda v: (v[1], v[0]))]
    empty = "" if hood.tiles else _empty(lang)
    band = ""
    if hand is not None:
        band = _hand_band(box, hand, lang)
        box = (box[0], box[1] - BAND, box[2], box[3] + BAND)
    return svg_root(
        box, band, _room(room), *tiles, empty, last_marks(last),
        **{"class": "ct-hood compact" if compact else "ct-hood",
           "preserveAspectRatio": "xMidYMid meet", "role": "group",
           "aria-label": label or t("hood", lang)}, **ROOT_STYLE)


def _empty(lang: str) -> str:
    """No tile yet: a dashed square where the starting tile will go."""
    return (el("rect", {"x": 2, "y": 2, "width": TILE - 4, "height": TILE - 4, "rx": 4,
                        "fill": "#ffffff80", "stroke": "#5b5347", "stroke-width": 2,
                        "stroke-dasharray": "6 4"})
            + el("text", {"x": TILE / 2, "y": TILE / 2 + 4, "text-anchor": "middle",
                          "font-size": 9, "font-weight": "normal"}, t("hood.empty", lang)))


def space_labels(hood: HoodPicture, spaces: Sequence[Point], lang: str,
                 origin: Point) -> dict[Point, str]:
    """Each space in words with where it is ("red space with a red building 1 high,
    column 3, row 2"), for the targets on those spaces; ``origin`` is the top-left
    space of the drawing."""
    return {p: space_word(hood.kind_at[p], hood.feature_at.get(p), hood.stack_at.get(p),
                          lang) + ", " + at_word(p, origin, lang)
            for p in spaces}
