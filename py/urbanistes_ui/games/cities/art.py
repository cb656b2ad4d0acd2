"""Cities' components drawn small, as SVG fragments in a space's own units (0..SPACE):
the six kinds of space, the ten feature tiles, buildings and loose pieces, workers.

Pure functions of hashable arguments, cached: a neighbourhood is drawn from these
fragments moved into place. Colour is never the only signal: a city space carries its
colour's letter, park and water their own patterns, each feature tile its own icon, a
building its height and its colour's letter.
"""

from __future__ import annotations

from functools import cache

from urbanistes.cities.data import COLOURS, FEATURE_TERRAIN, MONUMENT, PARK, WATER, WILD

from ...svg import el
from .words import letter

SPACE = 40
TILE = 2 * SPACE

INK = "#1e1e1e"
#: A city space (a building lot): a light tint of its colour, its letter in a dark tone.
LOT = {"red": "#f7d0cb", "blue": "#d3e3f8", "green": "#dcf0d2", "yellow": "#fbefb8"}
LOT_INK = {"red": "#8c1d13", "blue": "#174a8b", "green": "#24622a", "yellow": "#6b5200"}
#: Building pieces: the colour, its darker edge, and the ink of a number on it.
PIECE = {"red": "#c6362c", "blue": "#2360c4", "green": "#2a7a37", "yellow": "#f0c419"}
PIECE_EDGE = {"red": "#5e120c", "blue": "#0f316b", "green": "#143f1c", "yellow": "#6b5200"}
PIECE_TEXT = {"red": "#ffffff", "blue": "#ffffff", "green": "#ffffff", "yellow": INK}
PARK_FILL, PARK_INK = "#93c977", "#3b7a2a"
WATER_FILL, WATER_INK = "#92cfee", "#2c77a8"
#: Feature tiles' backgrounds: blue for water, green for parks, grey for city spaces.
TOKEN = {WATER: "#1b5e8c", PARK: "#2b6a2e", "city": "#54585e"}
LAST_GLOW = "#ffd54a"

ROOT_STYLE: dict[str, object] = {
    "fill": INK, "font-family": "system-ui, sans-serif", "font-weight": "bold",
    "font-size": 12, "stroke-linejoin": "round", "stroke-linecap": "round"}

#: Feature icons, white strokes in a 20 x 20 box centred on (0, 0).
ICONS: dict[str, str] = {
    "sailboat": "M0 -8V5M0 -8L7 3H0M-8 5H8L5 9H-5Z",
    "kayaks": "M-9 -3Q0 -8 9 -3Q0 2 -9 -3ZM-9 5Q0 0 9 5Q0 10 -9 5ZM-6 -8L6 10",
    "pier": "M-9 -5H9M-9 0H9M-9 5H9M-6 -8V9M6 -8V9",
    "swans": "M-8 6Q-9 0 -2 2Q4 4 8 1Q5 8 -8 6ZM5 2Q2 -7 7 -8L9 -6",
    "trees": "M0 4V9M-3 9H3M0 -9A6.5 6.5 0 1 1 0 4A6.5 6.5 0 1 1 0 -9Z",
    "fountain": "M-9 3H9Q7 9 0 9Q-7 9 -9 3ZM0 3V-8M0 -8Q-6 -7 -6 0M0 -8Q6 -7 6 0",
    "playground": "M-8 9V-7H-3V9M-8 -2H-3M-8 3H-3M-3 -7Q7 -5 8 9",
    "bandstand": "M-9 -3L0 -9L9 -3ZM-6 -3V7M0 -3V7M6 -3V7M-9 8H9",
    MONUMENT: "M-3 8L-2 -6L0 -9L2 -6L3 8ZM-7 9H7",
    WILD: "M0 -8V8M-7 -4L7 4M-7 4L7 -4",
}


def text_at(x: float, y: float, content: str, size: float = 12, **more: object) -> str:
    """Text centred on ``(x, y)`` (the baseline lowered by a third of the size)."""
    attrs: dict[str, object] = {"x": x, "y": round(y + 0.36 * size, 1),
                                "text-anchor": "middle", "font-size": size}
    attrs.update(more)
    return el("text", attrs, content)


def translate(x: float, y: float) -> str:
    return f"translate({x} {y})"


# -- spaces -------------------------------------------------------------------------------
@cache
def space_body(kind: str, lang: str) -> str:
    """One space in its own units: a lot with its letter, a park, or water."""
    base = {"x": 0.5, "y": 0.5, "width": SPACE - 1, "height": SPACE - 1, "stroke": "#ffffff",
            "stroke-width": 1}
    if kind == PARK:
        return (el("rect", {**base, "fill": PARK_FILL})
                + el("path", {"d": "M9 13a4 4 0 1 1 0.1 0ZM30 29a4 4 0 1 1 0.1 0ZM28 9a3 3 0 1 1 "
                              "0.1 0ZM11 31a3 3 0 1 1 0.1 0Z", "fill": PARK_INK}))
    if kind == WATER:
        return (el("rect", {**base, "fill": WATER_FILL})
                + el("path", {"d": "M6 14q4-4 8 0t8 0t8 0M10 28q4-4 8 0t8 0t8 0",
                              "fill": "none", "stroke": WATER_INK, "stroke-width": 2}))
    return (el("rect", {**base, "fill": LOT[kind]})
            + el("rect", {"x": 4, "y": 4, "width": SPACE - 8, "height": SPACE - 8, "rx": 3,
                          "fill": "none", "stroke": LOT_INK[kind], "stroke-width": 1,
                          "stroke-dasharray": "3 2"})
            + text_at(10, 10.5, letter(kind, lang), 10, fill=LOT_INK[kind]))


# -- feature tiles --------------------------------------------------------------------------
def _terrain(feature: str) -> str:
    terrain = FEATURE_TERRAIN[feature]
    return terrain if terrain in (WATER, PARK) else "city"


@cache
def feature_body(feature: str, size: float = 26) -> str:
    """A feature tile centred in a space: its background's colour and its icon (a
    monument also shows its 2 points)."""
    offset = (SPACE - size) / 2
    scale = size / 26
    icon = el("path", {"d": ICONS[feature], "fill": "none", "stroke": "#ffffff",
                       "stroke-width": 1.8,
                       "transform": f"translate({SPACE / 2} {SPACE / 2}) scale({scale:g})"})
    parts = [el("rect", {"x": offset, "y": offset, "width": size, "height": size,
                         "rx": 5 * scale, "fill": TOKEN[_terrain(feature)], "stroke": "#ffffff",
                         "stroke-width": 1.5}), icon]
    if feature == MONUMENT:
        parts.append(text_at(offset + size - 4 * scale, offset + 5 * scale, "2", 8 * scale,
                             fill="#ffffff"))
    return "".join(parts)


WILD_CORNER = el("circle", {"cx": 33, "cy": 7, "r": 6, "fill": TOKEN["city"],
                            "stroke": "#ffffff", "stroke-width": 1}) + el(
    "path", {"d": "M33 3V11M29.5 5L36.5 9M29.5 9L36.5 5", "stroke": "#ffffff",
             "stroke-width": 1.2})


# -- buildings and pieces -----------------------------------------------------------------
@cache
def building_body(colour: str, height: int, lang: str) -> str:
    """A building on a space: ``height`` floors, each a step up and left of the one below
    (so the height shows as a stack), the top one with the height in figures and the
    colour's letter."""
    side, step = 24, 2.5
    x0, y0 = 10, 11
    parts = [el("rect", {"x": x0 + 2, "y": y0 + 2, "width": side, "height": side, "rx": 3,
                         "fill": INK, "fill-opacity": 0.25})]
    for k in range(height):
        parts.append(el("rect", {"x": x0 - k * step, "y": y0 - k * step, "width": side,
                                 "height": side, "rx": 3, "fill": PIECE[colour],
                                 "stroke": PIECE_EDGE[colour], "stroke-width": 1.5}))
    top_x, top_y = x0 - (height - 1) * step, y0 - (height - 1) * step
    ink = PIECE_TEXT[colour]
    parts.append(text_at(top_x + side / 2 + 2, top_y + side / 2 + 1, str(height), 15,
                         fill=ink))
    parts.append(text_at(top_x + 5, top_y + 5, letter(colour, lang), 7, fill=ink))
    return "".join(parts)


@cache
def piece_body(colour: str, lang: str, size: float = 22) -> str:
    """A loose building piece (on the board's last row, in a hand): a cube with its
    colour's letter, centred in a space."""
    offset = (SPACE - size) / 2
    return (el("rect", {"x": offset, "y": offset, "width": size, "height": size, "rx": 4,
                        "fill": PIECE[colour], "stroke": PIECE_EDGE[colour], "stroke-width": 2})
            + text_at(SPACE / 2, SPACE / 2, letter(colour, lang), size * 0.6,
                      fill=PIECE_TEXT[colour]))


def item_body(item: str, lang: str) -> str:
    """An item of a hand: a piece (a colour) or a feature tile."""
    return piece_body(item, lang) if item in COLOURS else feature_body(item)


#: A face-down item: a grey back with a question mark.
HIDDEN = (el("rect", {"x": 8, "y": 8, "width": 24, "height": 24, "rx": 4, "fill": "#6a6258",
                     "stroke": "#ffffff", "stroke-width": 1.5})
          + text_at(SPACE / 2, SPACE / 2, "?", 15, fill="#ffffff"))


def worker_body(seat: int) -> str:
    """A worker: a pawn with its seat's number (from 1)."""
    return (el("path", {"d": "M20 4a6 6 0 1 1 -0.1 0ZM11 34q0-14 9-16q9 2 9 16Z",
                        "fill": INK, "stroke": "#ffffff", "stroke-width": 1.5})
            + text_at(20, 27, str(seat + 1), 11, fill="#ffffff"))


def badge(x: float, y: float, seat: int) -> str:
    """The number of the seat whose last turn put something here."""
    return (el("circle", {"cx": x, "cy": y, "r": 7.5, "fill": INK, "stroke": LAST_GLOW,
                          "stroke-width": 2})
            + text_at(x, y, str(seat + 1), 10, fill="#ffffff"))
