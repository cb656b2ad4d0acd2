"""The targets of a Cities turn on the viewer's neighbourhood, and the piece in hand.

Two layers drawn over ``svg.hood_layer`` in the same viewBox:

- the marks: one ``<g class="spot" role="button">`` per legal target, with a roving
  tab stop (exactly one has ``tabindex="0"``), each holding an invisible hit square and
  a ``data-preview`` (where the page shows the piece in hand while the spot is hovered or
  focused); then the shown player's last turn (``svg.last_marks``); then the targets'
  visible markers in one ``aria-hidden`` group. Laying a tile, a
  target is a free tile position (``data-act="lay"``, a dashed square with a "+");
  placing a feature tile or a piece, a space (``data-act="place"``, a dashed ring).
  Drawn once per state and focus: turning the tile does not redraw it.
- ``ghost_layer``: the tile (turned) or the item in hand, drawn once (``#ct-ghost``), its
  preview (``<use data-preview-at>``, moved by the page) and its copy on the spot a
  first tap selected. Redrawn on every turn and pick: it is small.

Hit squares are 72 units for a tile position and 38 for a space: at the screen's
``touch_scale`` (1.2 CSS px per unit) a finger's 44 px or more.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...svg import el, svg_root
from .art import INK, ROOT_STYLE, SPACE, TILE, item_body
from .svg import ViewBox, tile_face, turned_kinds
from .words import t, the_item

Point = tuple[int, int]
GHOST_ID = "ct-ghost"
#: The board's one tab stop among the step's targets.
BOARD_STOP = '.board .ct-marks [tabindex="0"]'
LIT = "#0b57d0"
TILE_HIT_INSET = 4
SPACE_HIT_INSET = 1


def tab_stop(targets: Sequence[Point], focus: Point | None) -> Point | None:
    """The target that takes ``tabindex="0"``: the focused one, else the first."""
    if focus in targets:
        return focus
    return targets[0] if targets else None


def _root(box: ViewBox, targets: list[str], markers: str, label: str, under: str) -> str:
    """The targets (their hit squares, unseen), then ``under`` (the last turn's marks),
    then the targets' visible markers on top. The targets come first as the page's patch
    matches them: with the marks ahead of them, a placement's patch took out the
    focused target and the page restyled at once."""
    named: dict[str, object] = ({"role": "group", "aria-label": label} if targets
                                else {"aria-hidden": "true"})
    return svg_root(box, *targets, under, markers,
                    **{"class": "ct-marks", "preserveAspectRatio": "xMidYMid meet", **named},
                    **ROOT_STYLE)


def _target(act: str, point: Point, unit: int, inset: int, stop: Point | None,
            focus: Point | None, selected: Point | None, label: str) -> str:
    x, y = point
    cls = ("spot" + (" focus" if point == focus == stop else "")
           + (" selected" if point == selected else ""))
    side = unit - 2 * inset
    return el("g", {
        "class": cls, "data-act": act, "data-x": x, "data-y": y, "role": "button",
        "tabindex": 0 if point == stop else -1, "aria-label": label,
        "data-preview": f"{x * unit} {y * unit}",
    }, el("rect", {"class": "hit", "x": x * unit + inset, "y": y * unit + inset,
                   "width": side, "height": side, "rx": 6, "fill-opacity": 0}))


def lay_marks(*, lang: str, box: ViewBox, tile: int, spots: Sequence[Point],
              labels: Mapping[Point, str], focus: Point | None = None,
              selected: Point | None = None, under: str = "") -> str:
    """Where the tile in hand may go: one target per free tile position (``labels`` say
    where each is), over ``under`` (the last turn's marks)."""
    stop = tab_stop(spots, focus)
    targets = [_target("lay", p, TILE, TILE_HIT_INSET, stop, focus, selected,
                       t("lay", lang, n=tile, at=labels[p])) for p in spots]
    markers = ""
    if spots:
        outlines = "".join(f"M{x * TILE + 8} {y * TILE + 8}h{TILE - 16}v{TILE - 16}"
                           f"h{16 - TILE}z" for x, y in spots)
        crosses = "".join(f"M{x * TILE + SPACE - 7} {y * TILE + SPACE}h14"
                          f"M{x * TILE + SPACE} {y * TILE + SPACE - 7}v14" for x, y in spots)
        circles = [el("circle", {"cx": x * TILE + SPACE, "cy": y * TILE + SPACE, "r": 13,
                                 "fill": "#ffffff", "stroke": INK, "stroke-width": 1.5})
                   for x, y in spots]
        markers = el("g", {"class": "markers", "aria-hidden": True,
                           "pointer-events": "none"},
                     el("path", {"d": outlines, "fill": "#ffffff99", "stroke": LIT,
                                 "stroke-width": 2.5, "stroke-dasharray": "6 5"}),
                     *circles,
                     el("path", {"d": crosses, "stroke": INK, "stroke-width": 2.5}))
    return _root(box, targets, markers, t("marks.lay", lang), under)


def place_marks(*, lang: str, box: ViewBox, item: str, spaces: Sequence[Point],
                labels: Mapping[Point, str], focus: Point | None = None,
                selected: Point | None = None, under: str = "") -> str:
    """Where the item in hand may go: one target per legal space (``labels`` say what
    is on each and where), over ``under`` (the last turn's marks)."""
    stop = tab_stop(spaces, focus)
    name = the_item(item, lang)
    targets = [_target("place", p, SPACE, SPACE_HIT_INSET, stop, focus, selected,
                       t("place", lang, item=name, space=labels[p])) for p in spaces]
    markers = ""
    if spaces:
        rings = "".join(f"M{x * SPACE + 3} {y * SPACE + 3}h{SPACE - 6}v{SPACE - 6}"
                        f"h{6 - SPACE}z" for x, y in spaces)
        markers = el("g", {"class": "markers", "aria-hidden": True,
                           "pointer-events": "none", "fill": "none"},
                     el("path", {"d": rings, "stroke": "#ffffff", "stroke-width": 6}),
                     el("path", {"d": rings, "stroke": LIT, "stroke-width": 3,
                                 "stroke-dasharray": "6 3"}))
    return _root(box, targets, markers, t("marks.place", lang, item=name), under)


def no_marks(box: ViewBox, under: str = "") -> str:
    """Nothing to do on the board now: ``under`` alone (the last turn's marks)."""
    return _root(box, [], "", "", under)


def ghost_layer(*, lang: str, box: ViewBox, tile: tuple[int, int] | None = None,
                item: str | None = None, at: Point | None = None) -> str:
    """The tile in hand ``(tile, rot)`` or the ``item`` picked, drawn once, its preview
    (hidden until the page moves it to a spot) and its copy at ``at`` (a spot tapped once
    on a touch screen). Nothing in hand: no layer."""
    if tile is not None:
        body = el("g", {"opacity": 0.85}, tile_face(turned_kinds(*tile), lang),
                  el("rect", {"x": 2, "y": 2, "width": TILE - 4, "height": TILE - 4, "rx": 4,
                              "fill": "none", "stroke": LIT, "stroke-width": 4}))
        unit, picking = TILE, f"tile-{tile[0]}"
    elif item is not None:
        body = el("g", {"opacity": 0.9}, item_body(item, lang))
        unit, picking = SPACE, item
    else:
        return ""
    ghost = el("g", {"id": GHOST_ID, "pointer-events": "none"}, body)
    preview = el("use", {"href": f"#{GHOST_ID}", "data-preview-at": True,
                         "visibility": "hidden"})
    shown = (el("use", {"href": f"#{GHOST_ID}", "x": at[0] * unit, "y": at[1] * unit})
             if at is not None else "")
    return svg_root(box, el("defs", None, ghost), preview, shown, **{
        "class": "ct-ghost", "preserveAspectRatio": "xMidYMid meet", "aria-hidden": "true",
        "data-picking": picking}, **ROOT_STYLE)
