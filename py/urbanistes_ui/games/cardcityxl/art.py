"""Card City XL's cards as SVG markup: faces, two-colour cards, backs, empty slots.

Pure functions returning strings, cached per card, turn and language. A card is drawn
in a ``CELL`` x ``CELL`` box (``layout.CELL``) with its top-left corner at (0, 0), so
the same markup serves the city (translated to its cell), the dock's buttons (in their
own ``<svg>``) and the preview of the picked card.

Colour is never the only signal: every building card shows its kind's letter (the
language's initial: R, C/S, I, L, P, M/H) and a pictogram (a house, a shop, a factory, a
star, a car, a town hall); Parks show a tree and Pollution clouds a cloud. The colours
are those of our reference: Résidence green, Commerce blue, Industrie yellow, Loisirs
violet, Parking grey, Mairie violet and red. The variants add the Architecte (A and a
pair of compasses, cream) and the Ville Écologique's Industries, each with its
illustration's pollution percentage on a white tag.

A two-colour card is split as the rules' ``cards.sides`` says, unturned: a diagonal
split gives its first kind the top and right sides (the top-right triangle), a straight
one gives its first kind the left half. A quarter turn clockwise turns the drawing a
quarter clockwise; the letters stay upright.
"""

from __future__ import annotations

from functools import cache

from urbanistes.cardcityxl.data import BICOLOURS, ILLUSTRATIONS

from ...svg import el, svg_root, title
from .layout import CELL, GAP
from .strings import STRINGS

INK = "#1e1e1e"
#: Card faces, by kind.
FILL = {"R": "#86c97a", "C": "#86bdec", "I": "#f2cf4f", "L": "#c7a9ea", "P": "#c2c8ce",
        "M": "#c7a9ea", "K": "#dcefcb", "X": "#5b5551", "A": "#fbf4e2"}
#: Pictograms and outlines, by kind (a darker ink of the same hue).
DARK = {"R": "#23581b", "C": "#174a82", "I": "#6e5200", "L": "#4a2a78", "P": "#363d44",
        "M": "#4a2a78", "K": "#2b6427", "X": "#f3f1ee", "A": "#7a4a12"}
MAIRIE_RED = "#ea8a7e"
BACK = "#2f3e5c"
BACK_LINE = "#8fa3c7"
HIDDEN_BAND = "#2f3e5cd9"

#: Pictograms in a 40 x 40 box centred on (0, 0), as (path, cut-out path drawn in the
#: card's fill).
ICONS: dict[str, tuple[str, str]] = {
    "R": ("M-15-1L0-15L15-1V15H-15Z", "M-4 15V5H4V15Z"),
    "C": ("M-17-13H17L14-4H-14ZM-14-2H14V15H-14Z", "M-9 2H9V8H-9Z"),
    "I": ("M-17 15V-3L-7-10V-3L3-10V-3L9-7V-16H15V15Z", "M-12 4H-6V9H-12ZM-2 4H4V9H-2Z"),
    "L": ("M0-16L4.7-6.5L15.2-4.9L7.6 2.5L9.4 12.9L0 8L-9.4 12.9L-7.6 2.5L-15.2-4.9"
          "L-4.7-6.5Z", ""),
    "P": ("M-17 8V0L-11-8H11L17 0V8ZM-13 8A4 4 0 0 0-5 8ZM5 8A4 4 0 0 0 13 8Z",
          "M-8-5H-1V-1H-11ZM1-5H8L11-1H1Z"),
    "M": ("M-17-7L0-16L17-7ZM-17 11H17V15H-17ZM-14-5H-10V10H-14ZM-6-5H-2V10H-6Z"
          "M2-5H6V10H2ZM10-5H14V10H10Z", ""),
    "K": ("M0-16A11 11 0 1 1-0.1-16ZM-2.5 4H2.5V16H-2.5Z", ""),
    "X": ("M-14 9A6 6 0 0 1-13-3A8 8 0 0 1 1-8A7 7 0 0 1 13-4A6 6 0 0 1 14 9Z", ""),
    # the Architecte: a pair of compasses
    "A": ("M-2-16H2V-11L14 14L10 16L0-6L-10 16L-14 14L-2-11Z", "M-2-14H2V-12H-2Z"),
}
#: Kinds whose cards carry a letter (Parks and clouds are told by their pictogram).
LETTERED = frozenset("RCILPMA")
SIDE = CELL - 2 * GAP
FONT: dict[str, object] = {"font-family": "system-ui, sans-serif", "font-weight": "bold"}


def letter(kind: str, lang: str) -> str:
    """The kind's initial on screen: the language's own word (R, C or S, I, L, P, M or H)."""
    return STRINGS.t(f"letter.{kind}", lang)


def _icon(kind: str, x: float, y: float, scale: float, background: str) -> str:
    shape, cut = ICONS[kind]
    parts = [el("path", {"d": shape, "fill": DARK[kind]})]
    if cut:
        parts.append(el("path", {"d": cut, "fill": background}))
    return el("g", {"transform": f"translate({x:g} {y:g}) scale({scale:g})"}, *parts)


def _letter_at(text: str, x: float, y: float, size: int, fill: str = INK) -> str:
    """A letter centred on (x, y)."""
    return el("text", {"x": x, "y": round(y + 0.36 * size, 1), "text-anchor": "middle",
                       "font-size": size, "fill": fill}, text)


def _frame(fill: str, stroke: str = INK) -> str:
    return el("rect", {"x": GAP, "y": GAP, "width": SIDE, "height": SIDE, "rx": 9,
                       "fill": fill, "stroke": stroke, "stroke-width": 2})


# -- single-colour cards ---------------------------------------------------------------

def _plain(kind: str, lang: str, compact: bool) -> str:
    parts = [_frame(FILL[kind])]
    if kind == "M":  # violet and red: a red base under the town hall
        parts.append(el("path", {"d": f"M{GAP + 1} 70H{CELL - GAP - 1}V{CELL - GAP - 9}"
                                      f"a8 8 0 0 1-8 8H{GAP + 9}a8 8 0 0 1-8-8Z",
                                 "fill": MAIRIE_RED}))
    if compact:  # a small copy: the letter big, or the pictogram for Parks and clouds
        if kind in LETTERED:
            parts.append(_letter_at(letter(kind, lang), 50, 50, 56))
        else:
            parts.append(_icon(kind, 50, 50, 1.8, FILL[kind]))
        return "".join(parts)
    parts.append(_icon(kind, 50, 56, 1.2, FILL[kind]))
    if kind in LETTERED:
        parts.append(_letter_at(letter(kind, lang), 20, 20, 24))
    return "".join(parts)


# -- two-colour cards ------------------------------------------------------------------

#: Unturned halves: (first kind's polygon, second kind's polygon, where each half's
#: letter and pictogram go).
HALVES: dict[str, tuple[str, str, tuple[tuple[float, float], tuple[float, float]]]] = {
    "diagonal": (f"M{GAP} {GAP}H{CELL - GAP}V{CELL - GAP}Z",
                 f"M{GAP} {GAP}V{CELL - GAP}H{CELL - GAP}Z", ((70, 30), (30, 70))),
    "straight": (f"M{GAP} {GAP}H50V{CELL - GAP}H{GAP}Z",
                 f"M50 {GAP}H{CELL - GAP}V{CELL - GAP}H50Z", ((27, 50), (73, 50))),
}


def turned(point: tuple[float, float], rot: int) -> tuple[float, float]:
    """Where a point of the card goes after ``rot`` quarter turns clockwise."""
    x, y = point
    for _ in range(rot % 4):
        x, y = CELL - y, x
    return x, y


def _bicolour(code: str, rot: int, lang: str, compact: bool) -> str:
    first, second, split = BICOLOURS[code]
    shape_a, shape_b, anchors = HALVES[split]
    turn = f"rotate({90 * rot} 50 50)"
    parts = [
        el("g", {"transform": turn},
           el("path", {"d": shape_a, "fill": FILL[first]}),
           el("path", {"d": shape_b, "fill": FILL[second]}),
           el("path", {"d": _split_line(split), "stroke": "#fff", "stroke-width": 4}),
           el("path", {"d": _split_line(split), "stroke": INK, "stroke-width": 1.5,
                       "stroke-dasharray": "5 3"})),
        el("rect", {"x": GAP, "y": GAP, "width": SIDE, "height": SIDE, "rx": 9,
                    "fill": "none", "stroke": INK, "stroke-width": 2}),
    ]
    for kind, anchor in zip((first, second), anchors, strict=True):
        x, y = turned(anchor, rot)
        if compact:
            parts.append(_letter_at(letter(kind, lang), x, y, 36))
        else:
            parts.append(_letter_at(letter(kind, lang), x, y - 11, 20))
            parts.append(_icon(kind, x, y + 11, 0.5, FILL[kind]))
    return "".join(parts)


def _split_line(split: str) -> str:
    if split == "diagonal":
        return f"M{GAP + 3} {GAP + 3}L{CELL - GAP - 3} {CELL - GAP - 3}"
    return f"M50 {GAP}V{CELL - GAP}"


def _illustrated(code: str, lang: str, compact: bool) -> str:
    """Ville Écologique: an Industrie with its illustration's pollution percentage."""
    words = STRINGS.t("percent", lang, n=ILLUSTRATIONS[code])
    tag = el("rect", {"x": 48, "y": 8, "width": 44, "height": 26, "rx": 6, "fill": "#fff",
                      "stroke": INK, "stroke-width": 1.5})
    if compact:
        return _plain("I", lang, True) + el("rect", {
            "x": 26, "y": 66, "width": 48, "height": 26, "rx": 6, "fill": "#fff",
            "stroke": INK, "stroke-width": 1.5}) + _letter_at(words, 50, 79, 20)
    return _plain("I", lang, False) + tag + _letter_at(words, 70, 21, 18)


@cache
def card_body(code: str, rot: int, lang: str, compact: bool = False) -> str:
    """A card's face in cell units (``compact``: the letters big, for small copies)."""
    if code in BICOLOURS:
        return _bicolour(code, rot, lang, compact)
    if code in ILLUSTRATIONS:
        return _illustrated(code, lang, compact)
    return _plain(code, lang, compact)


@cache
def back_body() -> str:
    """A face-down card: the same back for every card."""
    hatch = "".join(f"M{GAP + 6 + k * 12} {CELL - GAP - 6}L{CELL - GAP - 6} {GAP + 6 + k * 12}"
                    for k in range(7))
    return "".join((
        _frame(BACK),
        el("rect", {"x": 12, "y": 12, "width": CELL - 24, "height": CELL - 24, "rx": 6,
                    "fill": "none", "stroke": BACK_LINE, "stroke-width": 2}),
        el("path", {"d": hatch, "stroke": BACK_LINE, "stroke-width": 1.5,
                    "stroke-opacity": 0.5}),
        _letter_at("?", 50, 50, 40, fill="#fff"),
    ))


@cache
def hidden_body(code: str, lang: str) -> str:
    """A face-down card the viewer knows: its face under a dark band with a closed eye."""
    eye = el("g", {"transform": "translate(50 86)", "stroke": "#fff", "stroke-width": 2.5,
                   "fill": "none", "stroke-linecap": "round"},
             el("path", {"d": "M-11 0Q0 9 11 0M-7 4L-9 8M0 6V10M7 4L9 8"}))
    band = el("path", {"d": f"M{GAP + 1} 74H{CELL - GAP - 1}V{CELL - GAP - 9}a8 8 0 0 1-8 8"
                            f"H{GAP + 9}a8 8 0 0 1-8-8Z", "fill": HIDDEN_BAND})
    return card_body(code, 0, lang) + band + eye


@cache
def slot_body(face_up: bool) -> str:
    """An empty place in a lot: dashed, with an open eye (face up) or the back's lines."""
    outline = el("rect", {"x": GAP + 2, "y": GAP + 2, "width": SIDE - 4, "height": SIDE - 4,
                          "rx": 9, "fill": "#ffffff99", "stroke": INK, "stroke-width": 2,
                          "stroke-dasharray": "7 5"})
    if face_up:
        mark = el("g", {"transform": "translate(50 50)", "stroke": INK, "stroke-width": 3,
                        "fill": "none"},
                  el("path", {"d": "M-20 0Q0-16 20 0Q0 16-20 0Z"}),
                  el("circle", {"cx": 0, "cy": 0, "r": 6, "fill": INK}))
    else:
        mark = el("rect", {"x": 30, "y": 30, "width": 40, "height": 40, "rx": 5,
                           "fill": BACK, "stroke": BACK_LINE, "stroke-width": 2})
    return outline + mark


def card_svg(body: str, label: str | None = None, cls: str = "ccx-card", *,
             tip: str | None = None) -> str:
    """One card as its own ``<svg>``: a picture named by its ``<title>`` ``label``, or
    decorative (inside a button that names it) with ``tip`` as its tooltip only."""
    names: dict[str, object] = {"role": "img"} if label else {"aria-hidden": "true"}
    words = label or tip
    return svg_root((0, 0, CELL, CELL), title(words) if words else "", body,
                    **{"class": cls, **names}, **FONT)
