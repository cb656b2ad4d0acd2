"""The writing step's targets, drawn over the sheet in the same viewBox: one lit box per
legal ``write`` action of the rules, and the die's digit previewed where it would go.

``marks_layer`` draws, bottom to top: the visible markers (a pale fill and a dashed
blue outline on each lit box, one ``aria-hidden`` group); the die's digit once
(``#sk-ghost``) and its preview (``<use data-preview-at>``, moved by the page to the box
under the mouse or the keyboard focus); then one ``<g class="spot" data-act="write"
data-column data-floor role="button">`` per lit box, holding a transparent hit
rectangle a finger wide (54 x 44 units) that CSS rings on hover and focus. Exactly one
target has ``tabindex="0"`` (roving tab stop: the focused one, else the first).

``ghost_layer`` draws the digit in the box a first tap chose on a touch screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...svg import el, esc, svg_root
from .frame import Frame, ViewBox
from .picture import SheetPicture, Spot
from .strings import STRINGS
from .svg import HAND_FONT, ROOT_STYLE, check_lang, place_words

GHOST_ID = "sk-ghost"
LIT = "#0b57d0"
HIT_X = 3  # the hit rectangle reaches this far either side of a box
DIGIT_SIZE = 22


def tab_stop(spots: Sequence[Spot], focus: Spot | None) -> Spot | None:
    """The target with ``tabindex="0"``: the focused one, else the first."""
    if focus in spots:
        return focus
    return spots[0] if spots else None


def _digit(x: float, y: float, die: int, **attrs: object) -> str:
    return el("text", {"x": x, "y": y + DIGIT_SIZE * 0.36, "text-anchor": "middle",
                       "font-size": DIGIT_SIZE, "font-weight": "bold",
                       "font-family": HAND_FONT, "fill": LIT, **attrs}, esc(str(die)))


def spot_label(sheet: SheetPicture, spot: Spot, die: int, lang: str) -> str:
    column, floor = spot
    boxes = len(sheet.column(column).floors[floor])
    where = place_words(column, floor, lang, sheet.column(column).next_box(floor), boxes)
    return STRINGS.t("spot", lang, die=die, where=where)


def marks_layer(*, frame: Frame, sheet: SheetPicture, spots: Sequence[Spot], die: int,
                lang: str, view_box: ViewBox, focus: Spot | None = None,
                selected: Spot | None = None) -> str:
    """The lit boxes where ``die`` may be written (``spots``, from the rules)."""
    check_lang(lang)
    if not spots:
        return svg_root(view_box, **{"class": "sk-marks", "aria-hidden": True,
                                     "preserveAspectRatio": "xMidYMid meet"})
    stop = tab_stop(spots, focus)
    markers, targets = [], []
    for spot in spots:
        x, y, w, h = frame.cell(*spot)
        markers.append(el("rect", {"x": x, "y": y, "width": w, "height": h, "rx": 3}))
        cx, cy = frame.centre(sheet.column(spot[0]), spot[1])
        cls = ("spot" + (" focus" if spot == focus == stop else "")
               + (" selected" if spot == selected else ""))
        targets.append(el("g", {
            "class": cls, "data-act": "write", "data-column": spot[0], "data-floor": spot[1],
            "role": "button", "tabindex": 0 if spot == stop else -1,
            "aria-label": spot_label(sheet, spot, die, lang), "data-preview": f"{cx} {cy}",
        }, el("rect", {"class": "hit", "x": x - HIT_X, "y": y - 2, "width": w + 2 * HIT_X,
                       "height": h + 4, "rx": 5, "fill-opacity": 0})))
    ghost = el("g", {"id": GHOST_ID, "opacity": 0.75, "pointer-events": "none"},
               _digit(0, 0, die))
    return svg_root(
        view_box,
        el("g", {"class": "markers", "aria-hidden": True, "pointer-events": "none",
                 "fill": LIT, "fill-opacity": 0.13, "stroke": LIT, "stroke-width": 2.5,
                 "stroke-dasharray": "6 4"}, *markers),
        el("defs", None, ghost),
        el("use", {"href": f"#{GHOST_ID}", "data-preview-at": True, "visibility": "hidden"}),
        *targets,
        **{"class": "sk-marks", "preserveAspectRatio": "xMidYMid meet", "role": "group",
           "aria-label": STRINGS.t("marks", lang, die=die)}, **ROOT_STYLE)


def ghost_layer(*, frame: Frame, sheet: SheetPicture, die: int, at: Spot | None,
                view_box: ViewBox) -> str:
    """The die's digit in the box a first tap chose (nothing chosen: no layer)."""
    if at is None:
        return ""
    cx, cy = frame.centre(sheet.column(at[0]), at[1])
    return svg_root(view_box, _digit(cx, cy, die), **{
        "class": "sk-ghost", "aria-hidden": True, "preserveAspectRatio": "xMidYMid meet"})
