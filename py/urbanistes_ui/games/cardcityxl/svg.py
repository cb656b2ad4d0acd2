"""A Card City XL city as SVG, in three layers sharing one viewBox (``Window``):

- ``city_layer``: the cards, the free spots of the city's square (or of the site's
  parts) as dashed places, the cells beyond it shaded, and each player's last cards
  marked (a halo and a badge with the seat's number). The variants add: the Banlieue
  Fictive's cards hatched ("of the suburb" for screen readers), and on a shared city
  (Cité Unique) each seat's part outlined in its ink with its number. Drawn once per
  city and cached.
- ``marks_layer``: this step's targets, ``<g class="spot" data-act="place" data-x
  data-y role="button">`` each with a hit square (a roving tab stop: exactly one has
  ``tabindex="0"``), and the districts that must grow outlined; redrawn per pick.
- ``ghost_layer``: the picked card, once, as ``<use data-preview-at>`` (the page moves
  it to the hovered or focused spot) and on the spot a first tap chose.

Cells are placed by ``layout.Layout``; nothing here knows the grid's topology.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from urbanistes.cardcityxl.city import City, fits, frontier, members
from urbanistes.cardcityxl.scoring import empty_kind, residence_worth, touched_empties
from urbanistes.cardcityxl.sites import OWN, OWN_FRAME, SUBURB, Site, site

from ...svg import el, svg_root, title
from .art import FONT, INK, card_body
from .layout import CELL, GAP, Layout, Point, Window, layout
from .strings import STRINGS
from .tips import District, Scoring, card_tip, empty_tips
from .words import card_words, place

#: A spot the viewer may choose now, and its name for screen readers.
Target = tuple[Point, str]
#: (cell, seat number from 1): the cards a player laid in their last round.
Lasts = tuple[tuple[Point, int], ...]

LAST_GLOW = "#ffd54a"
SPOT = "#0b57d0"
#: A spot that costs points (a Pollution cloud comes with it): its own colour and sign.
COSTLY = "#b3261e"
GROW = "#1e7a3c"
HIT_INSET = 3  # a spot's hit square: 94 board units (46 CSS px at the touch scale)
GHOST_ID = "ccx-ghost"
SUBURB_HATCH = "".join(f"M{GAP + 2}{k:+d}L{k:+d} {GAP + 2}" for k in range(30, 100, 16))
#: Each seat's part of a shared city: its outline's colour (its number says whose).
PART_INK = ("#0b57d0", "#b3261e", "#146c2e", "#7a4a12")
BOARD_STOP = '.board .ccx-marks [tabindex="0"]'


@dataclass(frozen=True)
class CityPicture:
    """A city as hashable values (its drawing is cached): the cards ``(x, y, code,
    rotation, owner)`` sorted by row then column, whose city it is, and where it lies
    (the rules' ``Site``; ``parts``: each seat's cells on a fixed site, as the view
    gives them, empty for a city of one's own)."""

    topology: str
    side: int
    seat: int
    cards: tuple[tuple[int, int, str, int, int], ...]
    site: Site = OWN
    parts: tuple[tuple[Point, ...], ...] = ()

    @classmethod
    def of(cls, city: Any, view: Mapping[str, Any] | None = None) -> CityPicture:
        """From a ``CityView`` of the rules' view (and the view itself, for the site)."""
        cards = tuple(sorted(((int(x), int(y), str(code), int(rot), int(owner))
                              for x, y, code, rot, owner in city["cells"]),
                             key=lambda c: (c[1], c[0])))
        chosen: Site = OWN
        parts: tuple[tuple[Point, ...], ...] = ()
        if view is not None and view["site"]["frame"] != OWN_FRAME:
            variants = view["variants"]
            chosen = site(view["level"], view["players"], variants["unique"],
                          variants["suburb"])
            parts = tuple(tuple((int(x), int(y)) for x, y in part)
                          for part in view["site"]["parts"])
        return cls(str(city["topology"]), int(city["side"]), int(city["seat"]), cards,
                   chosen, parts)

    @property
    def layout(self) -> Layout:
        return layout(self.topology)

    @property
    def shared(self) -> bool:
        return self.site.shared

    def as_city(self) -> City:
        """The rules' city, for the rules' own questions (spots, the square)."""
        return City(self.topology, self.side,
                    {(x, y): (code, rot, owner) for x, y, code, rot, owner in self.cards},
                    self.site)

    def spots(self) -> list[Point]:
        """The free cells next to the city inside its square (the rules' frontier)."""
        return frontier(self.as_city(), self.seat)

    def window(self) -> Window:
        cells = [*((x, y) for x, y, *_ in self.cards), *self.spots()]
        cells += [p for part in self.parts for p in part]
        return self.layout.window(cells, self.side)

    def code_at(self, p: Point) -> str | None:
        return next((code for x, y, code, _, _ in self.cards if (x, y) == p), None)

    def inside(self, p: Point, city: City) -> bool:
        """``p`` lies where a card may ever go: in a part of a fixed site, or within the
        square of a city of one's own."""
        if self.parts:
            return any(p in part for part in self.parts)
        return fits(city, self.seat, p)


def _t(key: str, lang: str, **fields: object) -> str:
    return STRINGS.t(key, lang, **fields)


def _translate(corner: tuple[float, float]) -> str:
    return f"translate({corner[0]:g} {corner[1]:g})"


# -- the city ------------------------------------------------------------------------

def _places(city: CityPicture, window: Window, rules_city: City, scoring: Scoring,
            lang: str) -> str:
    """The window's free cells: dashed places inside the city's square, shaded beyond,
    each group with a tooltip saying what an empty spot there is worth (those next to a
    Park, or to the side that makes a Virtual Warehouse, apart)."""
    kind = empty_kind(scoring.victory, scoring.parks)
    special = touched_empties(rules_city, kind) if kind else set()
    near: list[str] = []
    plain: list[str] = []
    beyond: list[str] = []
    for p in window.cells():
        if p in rules_city.cells:
            continue
        x, y = city.layout.corner(p)
        box = f"M{x + GAP:g} {y + GAP:g}h{CELL - 2 * GAP}v{CELL - 2 * GAP}h{2 * GAP - CELL}z"
        if not city.inside(p, rules_city):
            beyond.append(box)
        else:
            (near if p in special else plain).append(box)
    near_words, plain_words = empty_tips(scoring, lang)
    parts = [el("path", {"class": cls, "d": "".join(boxes), "fill": "#ffffff59",
                         "stroke": "#b5ad9c", "stroke-width": 1.5, "stroke-dasharray": "6 6"},
                title(words))
             for cls, boxes, words in (("near", near, near_words), ("empty", plain, plain_words))
             if boxes]
    if beyond:
        parts.append(el("path", {"d": "".join(beyond), "fill": "#00000014"},
                        title(_t("beyond", lang))))
    return el("g", {"class": "places", "aria-hidden": "true"}, *parts)


def _badge(corner: tuple[float, float], number: int) -> str:
    x, y = corner[0] + CELL - 16, corner[1] + 16
    return (el("circle", {"cx": x, "cy": y, "r": 13, "fill": INK, "stroke": "#fff",
                          "stroke-width": 2})
            + el("text", {"x": x, "y": y + 6, "text-anchor": "middle", "font-size": 17,
                          "fill": "#fff"}, str(number)))


@dataclass(frozen=True)
class Worth:
    """What the cards of one drawing are worth, worked out once for the whole city:
    each Résidence's district, and the suburb cards the seat has absorbed."""

    scoring: Scoring
    districts: Mapping[Point, District]
    absorbed: frozenset[Point]

    @classmethod
    def of(cls, city: CityPicture, rules_city: City, scoring: Scoring) -> Worth:
        absorbed = frozenset(members(rules_city, city.seat)) if city.site.suburb else frozenset()
        return cls(scoring, residence_worth(scoring.victory, rules_city, city.seat), absorbed)

    def tip(self, words: str, code: str, p: Point, owner: int, lang: str) -> str:
        """The card's title: its words, then how it scores (a suburb card not absorbed
        yet: that it does not count until then)."""
        if owner == SUBURB and p not in self.absorbed:
            return _t("tip.card", lang, words=words, worth=_t("tip.suburb", lang))
        return card_tip(words, code, self.scoring, lang, self.districts.get(p))


def _card(city: CityPicture, window: Window, card: tuple[int, int, str, int, int],
          lang: str, last: int | None, glow: bool, compact: bool, worth: Worth) -> str:
    x, y, code, rot, owner = card
    corner = city.layout.corner((x, y))
    words = card_words(code, rot, lang) + ", " + place(window.column_row((x, y)), lang)
    body = [card_body(code, rot, lang, compact)]
    if owner == SUBURB:  # the Banlieue's cards: hatched, and said so
        words += _t("suburb.card", lang)
        body.append(el("path", {"d": SUBURB_HATCH, "stroke": INK, "stroke-width": 2,
                                "stroke-opacity": 0.35}))
    if last is not None:
        words += _t("last.card", lang, n=last)
    body.insert(0, title(worth.tip(words, code, (x, y), owner, lang)))
    if glow:
        body.insert(1, el("rect", {"x": -1, "y": -1, "width": CELL + 2, "height": CELL + 2,
                                   "rx": 12, "fill": LAST_GLOW}))
    return el("g", {"class": "card last" if glow else "card", "data-x": x,
                    "data-y": y, "role": "img",
                    "transform": _translate(corner)}, *body)


@lru_cache(maxsize=64)
def city_layer(city: CityPicture, *, lang: str, window: Window, scoring: Scoring,
               lasts: Lasts = (), label: str = "", compact: bool = False,
               part: int | None = None, own: int | None = None) -> str:
    """A city with no targets: free places, cards, the last cards marked with their
    player's number, each card and free place titled with how it scores under
    ``scoring``. In a shared city, ``part`` is the seat whose part stands out, with
    only its last cards aglow (the others keep their numbers), and ``own`` the viewer's
    seat, whose part's number says "you". Cached: drawn once per state."""
    marked = dict(lasts)
    glowing = {p for p, n in lasts if part is None or n == part + 1}
    rules_city = city.as_city()
    worth = Worth.of(city, rules_city, scoring)
    cards = [_card(city, window, c, lang, marked.get((c[0], c[1])), (c[0], c[1]) in glowing,
                   compact, worth) for c in city.cards]
    badges = [_badge(city.layout.corner(p), n) for p, n in lasts]
    if badges:
        cards.append(el("g", {"class": "badges", "aria-hidden": "true"}, *badges))
    outlines = _parts(city, window, part, own, lang) if city.shared else ""
    return svg_root(window.view_box(), _places(city, window, rules_city, scoring, lang),
                    *cards, outlines, **{
        "class": "ccx-city compact" if compact else "ccx-city", "role": "group",
        "aria-label": label or _t("city", lang), "preserveAspectRatio": "xMidYMid meet",
        **FONT})


def _edges(lay: Layout, p: Point, part: frozenset[Point]) -> str:
    """The sides of cell ``p`` that face a cell outside ``part``: on bricks, the top and
    bottom sides are halves, each facing one neighbour."""
    x, y = lay.corner(p)
    cx, cy = lay.centre(p)
    found = []
    for q in lay.neighbours(p):
        if q in part:
            continue
        qx, qy = lay.centre(q)
        if abs(qy - cy) < 1:  # left or right side
            edge_x = x + CELL if qx > cx else x
            found.append(f"M{edge_x:g} {y:g}v{CELL}")
        else:
            edge_y = y + CELL if qy > cy else y
            if lay.shift:
                start = x + CELL / 2 if qx > cx else x
                found.append(f"M{start:g} {edge_y:g}h{CELL / 2:g}")
            else:
                found.append(f"M{x:g} {edge_y:g}h{CELL}")
    return "".join(found)


def _badge_spot(city: CityPicture, window: Window, cells: Sequence[Point],
                middle: tuple[float, float]) -> tuple[float, float]:
    """Where a part's number goes: on the cell next to the part, outside every part
    (no card ever goes there), farthest from the city's middle and within the picture;
    failing that, on the part's outermost free cell."""
    lay = city.layout
    x0, y0, width, height = window.view_box()
    anywhere = {p for part in city.parts for p in part}

    def far(c: tuple[float, float]) -> float:
        return (c[0] - middle[0]) ** 2 + (c[1] - middle[1]) ** 2

    outside = [lay.centre(q) for p in cells for q in lay.neighbours(p) if q not in anywhere]
    inside = [c for c in outside if x0 + 24 <= c[0] <= x0 + width - 24
              and y0 + 24 <= c[1] <= y0 + height - 24]
    if inside:
        return max(inside, key=far)
    taken = {(x, y) for x, y, *_ in city.cards}
    free = [p for p in cells if p not in taken] or list(cells)
    return max((lay.centre(p) for p in free), key=far)


def _parts(city: CityPicture, window: Window, shown: int | None, own: int | None,
           lang: str) -> str:
    """A shared city: each seat's part outlined in its ink, its number beside the part
    (off the cells a card may take); the ``shown`` seat's part in a thick solid line,
    the viewer's (``own``) number ringed and labelled "you"."""
    lay = city.layout
    every = [lay.centre(p) for cells in city.parts for p in cells]
    mx = sum(c[0] for c in every) / max(1, len(every))
    my = sum(c[1] for c in every) / max(1, len(every))
    drawn = []
    for seat, cells in enumerate(city.parts):
        if not cells:
            continue
        part = frozenset(cells)
        d = "".join(_edges(lay, p, part) for p in cells)
        bx, by = _badge_spot(city, window, cells, (mx, my))
        ink = PART_INK[seat % len(PART_INK)]
        bold = seat == shown
        drawn.append(el("path", {"d": d, "fill": "none", "stroke": "#fff",
                                 "stroke-width": 13 if bold else 9, "stroke-linecap": "round"}))
        drawn.append(el("path", {"class": "shown" if bold else None, "d": d, "fill": "none",
                                 "stroke": ink, "stroke-width": 9 if bold else 5,
                                 "stroke-linecap": "round",
                                 "stroke-dasharray": None if bold else "14 6"}))
        mine = seat == own
        if mine:
            drawn.append(el("circle", {"cx": round(bx), "cy": round(by), "r": 31,
                                       "fill": "#fff", "stroke": ink, "stroke-width": 4}))
        drawn.append(el("circle", {"cx": round(bx), "cy": round(by), "r": 24, "fill": ink,
                                   "stroke": "#fff", "stroke-width": 3}))
        drawn.append(el("text", {"x": round(bx), "y": round(by) + 10, "text-anchor": "middle",
                                 "font-size": 28, "fill": "#fff"}, str(seat + 1)))
        if mine:
            drawn.append(el("text", {"class": "you", "x": round(bx), "y": round(by) + 50,
                                     "text-anchor": "middle", "font-size": 20,
                                     "font-weight": "bold", "fill": ink, "stroke": "#fff",
                                     "stroke-width": 4, "paint-order": "stroke"},
                            _t("part.you.short", lang)))
    return el("g", {"class": "parts", "aria-hidden": "true", "pointer-events": "none"},
              *drawn)


# -- targets -------------------------------------------------------------------------

def tab_stop(targets: Sequence[Target], focus: Point | None) -> Point | None:
    """The target that takes ``tabindex="0"``: the focused one, else the first."""
    points = [p for p, _ in targets]
    if focus in points:
        return focus
    return points[0] if points else None


def _outline(lay: Layout, cells: Sequence[Point]) -> str:
    """The districts that must grow: a thick dashed ring round each of their cards."""
    d = "".join(f"M{x + 1:g} {y + 1:g}h{CELL - 2}v{CELL - 2}h{2 - CELL}z"
                for x, y in (lay.corner(p) for p in cells))
    return el("path", {"class": "growing", "d": d, "fill": "none", "stroke": GROW,
                       "stroke-width": 5, "stroke-dasharray": "10 6", "aria-hidden": "true"})


def _costly_marks(outlines: Sequence[str], signs: Sequence[str]) -> tuple[str, ...]:
    """The costly spots' red outlines (solid: not only a colour tells them apart) and
    their "-2" signs."""
    if not outlines:
        return ()
    return (el("path", {"d": "".join(outlines), "fill": "none", "stroke": "#fff",
                        "stroke-width": 6}),
            el("path", {"class": "costly", "d": "".join(outlines), "fill": "none",
                        "stroke": COSTLY, "stroke-width": 4}),
            el("g", {"font-family": FONT, "font-size": 24, "font-weight": "bold",
                     "fill": COSTLY, "stroke": "#fff", "stroke-width": 4,
                     "paint-order": "stroke"}, *signs))


def marks_layer(*, lang: str, lay: Layout, window: Window, targets: Sequence[Target],
                focus: Point | None = None, selected: Point | None = None,
                district: Sequence[Point] = (), label: str = "",
                costly: frozenset[Point] = frozenset()) -> str:
    """This step's targets over the city (and the districts that must grow); a
    ``costly`` spot (it brings a Pollution cloud) is drawn in red with a cloud's "-2"
    instead of the "+"."""
    stop = tab_stop(targets, focus)
    parts: list[str] = [_outline(lay, district)] if district else []
    outlines: list[str] = []
    crosses: list[str] = []
    warned: list[str] = []
    signs: list[str] = []
    for p, words in targets:
        x, y = lay.corner(p)
        classes = "spot" + (" selected" if p == selected else "") + (
            " focus" if p == focus == stop else "")
        parts.append(el("g", {
            "class": classes, "data-act": "place", "data-x": p[0], "data-y": p[1],
            "role": "button", "tabindex": 0 if p == stop else -1, "aria-label": words,
            "data-preview": f"{x:g} {y:g}",
        }, el("rect", {"class": "hit", "x": x + HIT_INSET, "y": y + HIT_INSET,
                       "width": CELL - 2 * HIT_INSET, "height": CELL - 2 * HIT_INSET,
                       "rx": 10, "fill-opacity": 0})))
        box = f"M{x + 8:g} {y + 8:g}h{CELL - 16}v{CELL - 16}h{16 - CELL}z"
        (warned if p in costly else outlines).append(box)
        if p != selected:  # the card shown there by a first tap stays clear
            cx, cy = x + CELL / 2, y + CELL / 2
            if p in costly:
                signs.append(el("text", {"x": cx, "y": cy + 8, "text-anchor": "middle"},
                                "\u22122"))
            else:
                crosses.append(f"M{cx - 9:g} {cy:g}h18M{cx:g} {cy - 9:g}v18")
    if targets:
        parts.append(el("g", {"class": "markers", "aria-hidden": "true",
                              "pointer-events": "none"},
                        el("path", {"d": "".join(outlines), "fill": "none",
                                    "stroke": "#fff", "stroke-width": 6}),
                        el("path", {"d": "".join(outlines), "fill": "none",
                                    "stroke": SPOT, "stroke-width": 3,
                                    "stroke-dasharray": "8 5"}),
                        el("path", {"d": "".join(crosses), "stroke": "#fff",
                                    "stroke-width": 9, "stroke-linecap": "round"}),
                        el("path", {"d": "".join(crosses), "stroke": SPOT,
                                    "stroke-width": 5, "stroke-linecap": "round"}),
                        *_costly_marks(warned, signs)))
    named: dict[str, object] = ({"role": "group", "aria-label": label} if targets
                                else {"aria-hidden": "true"})
    return svg_root(window.view_box(), *parts, **{
        "class": "ccx-marks", "preserveAspectRatio": "xMidYMid meet", **named})


def ghost_layer(*, window: Window, lay: Layout, body: str | None,
                selected: Point | None = None) -> str:
    """The picked card: one definition, the page's preview of it, and its copy on the
    spot a first tap chose. Empty when nothing is picked."""
    if body is None:
        return ""
    parts = [el("defs", None, el("g", {"id": GHOST_ID, "opacity": 0.85}, body)),
             el("use", {"href": f"#{GHOST_ID}", "data-preview-at": True,
                        "visibility": "hidden"})]
    if selected is not None:
        x, y = lay.corner(selected)
        parts.append(el("use", {"href": f"#{GHOST_ID}", "x": x, "y": y}))
    return svg_root(window.view_box(), *parts, **{
        "class": "ccx-ghost", "data-picking": True, "aria-hidden": "true",
        "pointer-events": "none", "preserveAspectRatio": "xMidYMid meet", **FONT})


def held_layer(*, window: Window, lay: Layout, body: str, at: Point) -> str:
    """The viewer's move held for confirmation: its card where it would go, ringed (the
    status line says it in words)."""
    x, y = lay.corner(at)
    ring = el("rect", {"x": 2, "y": 2, "width": CELL - 4, "height": CELL - 4, "rx": 10,
                       "fill": "none", "stroke": SPOT, "stroke-width": 5,
                       "stroke-dasharray": "10 5"})
    return svg_root(window.view_box(), el("g", {"class": "held", "transform": _translate(
        (x, y)), "opacity": 0.9}, body, ring), **{
        "class": "ccx-ghost", "aria-hidden": "true", "pointer-events": "none",
        "preserveAspectRatio": "xMidYMid meet", **FONT})
