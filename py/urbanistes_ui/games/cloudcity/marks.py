"""The targets of Cloud City's board: the layer drawn over the city (``svg.city_layer``),
in the same viewBox, redrawn on every pick, turn, tap or arrow key.

``marks_layer`` draws one step's targets, each ``role="button"`` with a roving tab stop
(exactly one has ``tabindex="0"``, see ``arrow_targets``):

- laying a tile: the picked tile drawn once (``#cc-ghost``), its preview (``<use
  data-preview-at>``, which the page moves to the spot under the mouse or the keyboard
  focus) and its copy on the spot ``selected`` by a first tap; one ``<g class="spot"
  data-act="place" data-x data-y data-preview>`` per legal tile origin, holding a hit
  square; then the visible markers (dashed outline and "+") in one ``aria-hidden`` group;
- building walkways: one ``<g class="building" data-act="building" data-x data-y>``
  square, ringed with blue dashes, per building a walkway may start from (``lit``); the
  chosen one (``building``) has a solid dark ring and ``aria-pressed="true"``; dashed
  previews run from it to each partner, and each partner is a ``<g class="partner"
  data-act="walkway" data-x data-y data-value>`` with an orange ring and its
  ``+value``. A partner's zone is only a partner target (never also a building target).

Every hit square is at least 44 units wide: a finger's width at ``touch_scale`` 1.0.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...svg import el, svg_root
from .strings import STRINGS
from .svg import (
    INK,
    ROOT_STYLE,
    SELECTED,
    SKY,
    TILE,
    ZONE,
    Point,
    ViewBox,
    building_label,
    centre,
    check_lang,
    frame,
    text_at,
    tile_body,
    translate,
)

GHOST_ID = "cc-ghost"
PARTNER = "#ffb300"  # lit-up walkway ends
LIT = "#0b57d0"  # ring of a building a walkway may start from
SPOT_HIT_INSET = 4  # a spot's hit square: TILE - 8 = 92 units
ZONE_HIT_INSET = 1  # a building's hit square: ZONE - 2 = 48 units


def _t(key: str, lang: str, **fields: object) -> str:
    return STRINGS.t(key, lang, **fields)


def arrow_targets(*, spots: Sequence[Point] = (), lit: Sequence[Point] = (),
                  building: Point | None = None,
                  partners: Sequence[Point] = ()) -> list[Point]:
    """What the arrow keys move between now, the default tab stop first: the spots;
    or, once a building is chosen, its partners then itself; or the lit buildings."""
    if spots:
        return list(spots)
    if building is not None:
        return [*partners, building]
    return list(lit)


def tab_stop(targets: Sequence[Point], focus: Point | None) -> Point | None:
    """The target that takes ``tabindex="0"``: the focused one, else the first."""
    if focus in targets:
        return focus
    return targets[0] if targets else None


def _hit(inset: float, side: int) -> str:
    """The invisible click square of a target (CSS draws the focus ring on it)."""
    return el("rect", {"class": "hit", "x": inset, "y": inset, "width": side - 2 * inset,
                       "height": side - 2 * inset, "rx": 7, "fill-opacity": 0})


def _target(cls: str, point: Point, stop: Point | None, focus: Point | None) -> dict[str, object]:
    """Class and tab index of one target: the tab stop, and "focus" if arrows led here."""
    return {"class": cls + (" focus" if point == focus == stop else ""),
            "tabindex": 0 if point == stop else -1}


# -- laying a tile ---------------------------------------------------------------------

def _spots(spots: Sequence[Point], pick: tuple[int, int], stop: Point | None,
           focus: Point | None, selected: Point | None, lang: str) -> list[str]:
    tile, rot = pick
    ghost = el("g", {"id": GHOST_ID, "opacity": 0.85, "pointer-events": "none"},
               tile_body(tile, rot, True), frame(2, 4, SELECTED))
    parts = [el("defs", None, ghost),
             el("use", {"href": f"#{GHOST_ID}", "data-preview-at": True, "visibility": "hidden"})]
    if selected is not None:
        parts.append(el("use", {"href": f"#{GHOST_ID}", "x": selected[0] * TILE,
                                "y": selected[1] * TILE}))
    outlines, crosses, circles = [], [], []
    for x, y in spots:
        ox, oy = x * TILE, y * TILE
        attrs = _target("spot" + (" selected" if (x, y) == selected else ""), (x, y), stop,
                        focus)
        parts.append(el("g", {
            **attrs, "data-act": "place", "data-x": x, "data-y": y, "role": "button",
            "aria-label": _t("place", lang, n=tile, x=x, y=y), "data-preview": f"{ox} {oy}",
        }, el("rect", {"class": "hit", "x": ox + SPOT_HIT_INSET, "y": oy + SPOT_HIT_INSET,
                        "width": TILE - 2 * SPOT_HIT_INSET, "height": TILE - 2 * SPOT_HIT_INSET,
                        "rx": 12, "fill-opacity": 0})))
        outlines.append(f"M{ox + 8} {oy + 8}h{TILE - 16}v{TILE - 16}h{16 - TILE}z")
        cx, cy = ox + ZONE, oy + ZONE
        crosses.append(f"M{cx - 7} {cy}h14M{cx} {cy - 7}v14")
        circles.append(el("circle", {"cx": cx, "cy": cy, "r": 13, "fill": "#fff",
                                     "stroke": INK, "stroke-width": 1.5}))
    parts.append(el(
        "g", {"class": "markers", "aria-hidden": True, "pointer-events": "none"},
        el("path", {"d": "".join(outlines), "fill": "#ffffff80", "stroke": SKY,
                    "stroke-width": 2.5, "stroke-dasharray": "6 5"}),
        *circles,
        el("path", {"d": "".join(crosses), "stroke": INK, "stroke-width": 2.5}),
    ))
    return parts


# -- building walkways -----------------------------------------------------------------

def _ring(colour: str, width: float, *, dashed: bool = False, casing: bool = False) -> str:
    """A ring just inside a zone; a ``casing`` is the contrasting edge under a ring."""
    return el("rect", {"class": None if casing else "ring", "x": 3, "y": 3, "width": ZONE - 6,
                       "height": ZONE - 6, "rx": 8, "fill": "none", "stroke": colour,
                       "stroke-width": width, "stroke-dasharray": "7 4" if dashed else None})


def _lit(lit: Sequence[tuple[Point, int]], building: Point | None,
         partners: Sequence[Point], stop: Point | None, focus: Point | None,
         lang: str) -> list[str]:
    """The buildings a walkway may start from (a partner is a partner target only)."""
    parts = []
    for zone, height in lit:
        if zone in partners:
            continue
        chosen = zone == building
        name = building_label(zone, height, lang)
        parts.append(el("g", {
            **_target("building" + (" selected" if chosen else ""), zone, stop, focus),
            "data-act": "building", "data-x": zone[0], "data-y": zone[1],
            "transform": translate(zone[0] * ZONE, zone[1] * ZONE), "role": "button",
            "aria-pressed": "true" if chosen else "false",
            "aria-label": _t("unpick_building" if chosen else "pick_building", lang,
                             building=name),
        }, _ring("#fff", 6, casing=True), _ring(INK if chosen else LIT, 5 if chosen else 2.5,
                                            dashed=not chosen), _hit(ZONE_HIT_INSET, ZONE)))
    return parts


def _preview(building: Point, partners: Sequence[Point]) -> str:
    """Dashed lines from the chosen building to each partner, edge to edge."""
    bx, by = centre(building)
    reach = 19  # half a ground floor: the letters stay clear
    lines = []
    for zone in partners:
        cx, cy = centre(zone)
        dx, dy = (cx > bx) - (cx < bx), (cy > by) - (cy < by)
        lines.append(f"M{bx + dx * reach} {by + dy * reach}L{cx - dx * reach} {cy - dy * reach}")
    d = "".join(lines)
    return el("g", {"class": "preview", "aria-hidden": True, "pointer-events": "none"},
              el("path", {"d": d, "stroke": "#fff", "stroke-width": 6,
                          "stroke-linecap": "round"}) if d else "",
              el("path", {"d": d, "stroke": INK, "stroke-width": 2.5,
                          "stroke-dasharray": "6 4"}) if d else "")


def _partners(partners: Sequence[tuple[Point, int]], stop: Point | None,
              focus: Point | None, lang: str) -> list[str]:
    parts = []
    for zone, value in partners:
        parts.append(el("g", {
            **_target("partner", zone, stop, focus), "data-act": "walkway",
            "data-x": zone[0], "data-y": zone[1], "data-value": value,
            "transform": translate(zone[0] * ZONE, zone[1] * ZONE), "role": "button",
            "aria-label": _t("partner", lang, v=value, x=zone[0], y=zone[1]),
        },
            _ring(INK, 8, casing=True), _ring(PARTNER, 5),
            _hit(ZONE_HIT_INSET, ZONE),  # under the label: the focus ring must not hide it
            el("rect", {"x": ZONE // 2 - 13, "y": -6, "width": 26, "height": 16, "rx": 8,
                        "fill": PARTNER, "stroke": INK, "stroke-width": 1.5}),
            text_at(ZONE // 2, 2, f"+{value}", 12)))
    return parts


# -- the layer -------------------------------------------------------------------------

def marks_layer(
    *,
    lang: str,
    view_box: ViewBox,
    spots: Sequence[Point] = (),
    pick: tuple[int, int] | None = None,
    focus: Point | None = None,
    selected: Point | None = None,
    lit: Sequence[tuple[Point, int]] = (),
    building: Point | None = None,
    partners: Sequence[tuple[Point, int]] = (),
) -> str:
    """This step's targets over the city. ``spots`` are legal tile origins for ``pick =
    (tile, rot)`` (``selected``: a spot whose ghost stays visible); ``lit`` are ``(zone,
    height)`` of the buildings a walkway may start from, ``building`` the chosen one and
    ``partners`` the ``(zone, value)`` ends a walkway from it may reach. ``focus`` is
    where the arrow keys led (a tile origin, or a zone)."""
    check_lang(lang)
    if spots and pick is None:
        raise ValueError("tile spots need the picked tile: pick=(tile, rot)")
    if building is None and partners:
        raise ValueError("partners need the chosen building")
    if building is not None and building not in dict(lit):
        raise ValueError("the chosen building must be one a walkway may start from")
    ends = [z for z, _ in partners]
    targets = arrow_targets(spots=spots, lit=[z for z, _ in lit], building=building,
                            partners=ends)
    stop = tab_stop(targets, focus)
    parts: list[str] = []
    if spots and pick is not None:
        parts += _spots(spots, pick, stop, focus, selected, lang)
    elif lit:
        parts += _lit(lit, building, ends, stop, focus, lang)
        if building is not None:
            parts += [_preview(building, ends), *_partners(partners, stop, focus, lang)]
    named: dict[str, object] = {"role": "group", "aria-label": _t(
        "marks.spots" if spots else "marks.build", lang)} if parts else {"aria-hidden": True}
    return svg_root(view_box, *parts, **{
        "class": "cc-marks", "preserveAspectRatio": "xMidYMid meet", **named}, **ROOT_STYLE)


__all__ = ["GHOST_ID", "arrow_targets", "marks_layer", "tab_stop"]
