"""A Skyline sheet as SVG markup: pure functions of hashable values (``SheetPicture``,
``Frame``), cached, parsed by the unit tests with ``xml.etree``.

Drawn bottom to top: the paper, sky above the ground band and earth below it; per pair
its bonus bubble (open, circled with a pen ring, or crossed out with an X), its tower
(floors upward from the ground band) and its car park (levels downward); the numbers
written, in pen blue; the special card with its text. Colour is never the only signal:
a complete column carries a ✓, one that can no longer be completed a ✗ and a hatch,
a crossed-out floor an X, the last number written a halo and the seat's number.

Each bubble, column, floor and the card carries a ``<title>``: what it is and how it
scores (the accessible name of a ``role="img"`` bubble, column or card, and the tooltip
the page shows on hover or a long press); the layer itself is a ``role="group"`` named
for whose sheet it is. A sheet the viewer may not see is the printed one, veiled, its
boxes untitled: anonymous behind the pass-the-device screen (``hidden_layer``), or with
its owner's public record when watched (``veiled_layer``). ``legend`` and ``card_svg``
draw the parts and the cards alone, for the rules page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from math import ceil

from urbanistes.skyline.data import CARD_BY_ID, SHEET
from urbanistes.skyline.sheet import layout

from ...svg import el, esc, svg_root, title
from .frame import (
    BOX,
    BUBBLE,
    GROUND,
    MARGIN,
    SHEET_W,
    SIDE_W,
    TEXT_SIZE,
    TITLE_SIZE,
    Box,
    CardText,
    Frame,
    ViewBox,
    factor,
    wrap,
)
from .frame import CARD_PAD as PAD
from .frame import LINE as CARD_LINE
from .picture import PARKING, TOWER, ColumnPicture, SheetPicture, Spot
from .strings import STRINGS

INK = "#25303b"  # box outlines, printed words
PEN = "#1b3f94"  # numbers written by the player
HINT = "#56616c"  # printed hints in empty boxes (AA on white)
PAPER = "#fffdf8"
SKY = "#e6f0fa"
EARTH = "#efe7da"
SOIL = "#6b4f3a"  # the ground band
DONE = "#1e7a3c"
SPOILT = "#9b3b2f"
LAST_GLOW = "#ffd54a"
CARD_FILL = "#fff6dc"
CARD_EDGE = "#a8873a"
HAND_FONT = "'Segoe Print', 'Bradley Hand', 'Comic Sans MS', 'Chalkboard SE', cursive"
ROOT_STYLE: dict[str, object] = {
    "fill": INK, "font-family": "system-ui, sans-serif", "font-size": 12,
    "stroke-linejoin": "round"}
NUMBER_SIZE = {1: 24, 2: 20, 3: 15}


def _t(key: str, lang: str, **fields: object) -> str:
    return STRINGS.t(key, lang, **fields)


def check_lang(lang: str) -> None:
    if lang not in ("fr", "en"):
        raise ValueError(f"lang must be 'fr' or 'en', got {lang!r}")


# -- words ----------------------------------------------------------------------------

def place_words(column: int, floor: int, lang: str, box: int = 0, boxes: int = 1) -> str:
    """"tower 2, floor 3" / "car park 2, level 1" (floors and levels counted from the
    ground), with "box 2 of 2" on a split floor."""
    part = "parking" if column % 2 else "tower"
    words = (_t(part, lang, n=column // 2 + 1) + ", "
             + _t("level" if column % 2 else "floor", lang, n=floor + 1))
    if boxes > 1:
        words += ", " + _t("box_of", lang, k=box + 1, m=boxes)
    return words


def rule_words(column: ColumnPicture, lang: str) -> str:
    if column.rule == "same":
        return _t("rule.same", lang, value=column.value)
    if column.rule == "parity":
        return _t(f"rule.parity.{column.value}", lang)
    return _t(f"rule.{column.rule}", lang)


def column_label(column: ColumnPicture, lang: str, last: int | None = None) -> str:
    """"Tower 2, 4 floors (each box bigger...): 1, 3, empty, empty; last number written:
    floor 2"; a column the card removes says so."""
    name = _t(column.part, lang, n=column.pair + 1)
    colon = _t("colon", lang)
    if not column.exists:
        return name + colon + _t("removed", lang)
    n = len(column.floors)
    size = (_t("levels.1", lang) if n == 1 else _t("levels.n", lang, n=n)) \
        if column.part == PARKING else _t("floors.n", lang, n=n)
    floors = [_boxes_words(boxes, lang) if boxes else _t("crossed", lang)
              for boxes in column.floors]
    words = f"{name}, {size} ({rule_words(column, lang)}){colon}" + ", ".join(floors)
    if column.complete:
        words += "; " + _t("complete", lang)
    elif column.spoiled:
        words += "; " + _t("spoiled", lang)
    if last is not None:
        where = _t("level" if column.part == PARKING else "floor", lang, n=last + 1)
        words += "; " + _t("last", lang) + colon + where
    return words


def _boxes_words(boxes: tuple[int, ...], lang: str) -> str:
    """"3", "2 and empty": a floor's numbers."""
    return _t("and", lang).join(str(v) if v else _t("empty", lang) for v in boxes)


def score_words(card: str | None, column: ColumnPicture, lang: str) -> str:
    """How a column scores (nothing once it can no longer be completed), its points from
    the rules' layout of the card (Hollywood's crossed floors count, as the rules say,
    and its towers score only all six together: our ruling)."""
    if column.spoiled:
        return _t("score.spoiled", lang)
    lay = layout(card)
    points = lay.columns[column.column].points
    pts = _t("pts.1" if points == 1 else "pts.n", lang, n=points)
    if lay.whole and column.part == "tower":
        return _t("score.whole", lang, pts=pts)
    return _t("score.done" if column.complete else f"score.{column.part}", lang, pts=pts)


def floor_rule(column: ColumnPicture, floor: int, lang: str) -> str:
    """What a floor may take: the column's rule, said against the nearest floor below
    it that has boxes (the one the rules compare with)."""
    if column.rule in ("same", "parity"):
        return rule_words(column, lang)
    before = next((f for f in range(floor - 1, -1, -1) if column.floors[f]), None)
    if before is None:
        return _t("floor.any", lang)
    unit = "level" if column.part == PARKING else "floor"
    return _t(f"floor.{column.rule}.{unit}", lang, n=before + 1)


def floor_label(column: ColumnPicture, floor: int, lang: str, score: str,
                card: str | None = None) -> str:
    """"Tower 3, floor 2 (a number bigger than floor 1's): 5. Complete, the tower
    scores 4 points." Chemin de Traverse's ground-floor shops say what they add."""
    where = place_words(column.column, floor, lang)
    colon = _t("colon", lang)
    boxes = column.floors[floor]
    if not boxes:
        return f"{where}{colon}{_t('floor.crossed', lang)}. {score}"
    rule = floor_rule(column, floor, lang)
    if len(boxes) > 1:
        rule += ", " + _t("floor.split", lang, m=len(boxes))
    words = f"{where} ({rule}){colon}{_boxes_words(boxes, lang)}. {score}"
    shops = CARD_BY_ID[card].shops if card is not None else None
    if shops is not None and column.part == TOWER and floor == 0:
        words += " " + _t(f"floor.shop.{shops}", lang)
    return words


def bubble_label(sheet: SheetPicture, pair: int, lang: str) -> str:
    """"Bonus 3: 4 points, open. The first to complete tower 3 and its car park circles
    it..."; the goal is what the card keeps of the pair, the value what it is worth (a
    card that circles no bubble says so)."""
    state, value = sheet.bubbles[pair], sheet.bonuses[pair]
    words = _t(f"bubble.{state}", lang, n=pair + 1, v=value)
    lay = layout(sheet.card)
    if lay.multiplier != 1:
        words += _t("bubble.printed", lang, p=SHEET[pair].bonus, f=factor(lay.multiplier, lang))
    tower, parking = sheet.towers[pair].exists, sheet.parkings[pair].exists
    goal = "tower" if tower and not parking else "parking" if parking and not tower else "pair"
    why = state if lay.circles else "none"
    return words + ". " + _t(f"bubble.why.{why}", lang, goal=_t(f"goal.{goal}", lang, n=pair + 1))


# -- pieces ---------------------------------------------------------------------------

def _rect(box: tuple[float, float, float, float], **attrs: object) -> str:
    x, y, w, h = box
    return el("rect", {"x": x, "y": y, "width": w, "height": h, **attrs})


def _text(x: float, y: float, content: str, **attrs: object) -> str:
    return el("text", {"x": x, "y": y, "text-anchor": "middle", **attrs}, esc(content))


def _bubble(frame: Frame, sheet: SheetPicture, pair: int, lang: str) -> str:
    state, value = sheet.bubbles[pair], sheet.bonuses[pair]
    cx, cy = frame.pair_x(pair), frame.bubble_y()
    parts = [el("circle", {"cx": cx, "cy": cy, "r": 14,
                           "fill": "#dcdcdc" if state == "crossed" else "#fff",
                           "stroke": INK, "stroke-width": 1.5})]
    if state == "crossed":  # crossed out in pen, the value still readable
        parts.append(el("path", {"d": f"M{cx - 13} {cy - 13}L{cx + 13} {cy + 13}"
                                      f"M{cx + 13} {cy - 13}L{cx - 13} {cy + 13}",
                                 "stroke": PEN, "stroke-width": 2}))
    parts.append(_text(cx, cy + 5, str(value), **{
        "font-size": 14, "font-weight": "bold", "stroke": "#fff", "stroke-width": 3,
        "paint-order": "stroke"}))
    if state == "circled":  # a pen ring round it, as drawn by hand
        parts.append(el("ellipse", {"cx": cx, "cy": cy, "rx": 19, "ry": 17, "fill": "none",
                                    "stroke": PEN, "stroke-width": 3,
                                    "transform": f"rotate(-12 {cx} {cy})"}))
    return el("g", {"class": f"bubble {state}", "data-pair": pair, "role": "img"},
              title(bubble_label(sheet, pair, lang)), *parts)


def _hint(column: ColumnPicture, lang: str) -> str:
    """What an empty box of a card's column may take, printed faintly ("6", "even")."""
    if column.rule == "same":
        return str(column.value)
    if column.rule == "parity":
        return _t("hint.odd" if column.value else "hint.even", lang)
    return ""


def _floor(frame: Frame, column: ColumnPicture, floor: int, hint: str, tip: str) -> str:
    """One floor's box (or boxes), titled with ``tip`` (none on a secret sheet)."""
    boxes = column.floors[floor]
    c = column.column
    cell = frame.cell(c, floor)
    if not boxes:  # crossed out by Hollywood Boulevard
        x, y, w, h = cell
        return el("g", {"class": "floor"}, title(tip) if tip else "",
                  _rect(cell, fill="#d9d9d9", stroke=INK, **{"stroke-width": 1}),
                  el("path", {"d": f"M{x} {y}L{x + w} {y + h}M{x + w} {y}L{x} {y + h}",
                              "stroke": INK, "stroke-width": 1.5}))
    parts = [_rect(cell, fill="#fff", stroke=INK, rx=3, **{"stroke-width": 1.5})]
    size = NUMBER_SIZE[min(3, len(boxes))]
    for k, value in enumerate(boxes):
        x, y, w, h = frame.box(c, floor, k, len(boxes))
        if k:
            parts.append(el("path", {"d": f"M{x} {y + 3}v{h - 6}", "stroke": INK,
                                     "stroke-width": 1, "stroke-dasharray": "3 2"}))
        if value:
            parts.append(_text(x + w / 2, y + h / 2 + size * 0.36, str(value), **{
                "fill": PEN, "font-size": size, "font-family": HAND_FONT,
                "font-weight": "bold"}))
        elif hint:
            parts.append(_text(x + w / 2, y + h / 2 + 4, hint, **{
                "fill": HINT, "font-size": 11 if len(boxes) == 1 else 9,
                "font-style": "italic"}))
    return el("g", {"class": "floor"}, title(tip) if tip else "", *parts)


def _status_badge(frame: Frame, column: ColumnPicture) -> str:
    """✓ on a complete column, ✗ on one that can no longer be completed, at its far end."""
    if not (column.complete or column.spoiled):
        return ""
    x, y, w, h = frame.cell(column.column, len(column.floors) - 1)
    cx = x + w - 3
    cy = y + 3 if column.part != PARKING else y + h - 3
    colour = DONE if column.complete else SPOILT
    return el("g", {"aria-hidden": True},
              el("circle", {"cx": cx, "cy": cy, "r": 8, "fill": colour, "stroke": "#fff",
                            "stroke-width": 1.5}),
              _text(cx, cy + 4, "✓" if column.complete else "✗",
                    **{"fill": "#fff", "font-size": 11, "font-weight": "bold"}))


def _outline(frame: Frame, column: ColumnPicture) -> str:
    """A green frame round a complete column; a hatch over one beyond completing."""
    first = frame.cell(column.column, 0)
    last = frame.cell(column.column, len(column.floors) - 1)
    top, bottom = min(first[1], last[1]), max(first[1] + first[3], last[1] + last[3])
    box = (first[0] - 2, top - 2, BOX + 4, bottom - top + 4)
    if column.complete:
        return _rect(box, fill="none", stroke=DONE, rx=5, **{"stroke-width": 3})
    if column.spoiled:
        return _rect(box, fill="url(#sk-hatch)", stroke=SPOILT, rx=5,
                     **{"stroke-width": 1.5, "stroke-dasharray": "5 3"})
    return ""


def _stub(frame: Frame, column: ColumnPicture) -> list[str]:
    """A column the card removes: one dashed, crossed-out box."""
    x, y, w, h = frame.cell(column.column, 0)
    return [_rect((x, y, w, h), fill="none", stroke=HINT, rx=3,
                  **{"stroke-width": 1, "stroke-dasharray": "4 3"}),
            el("path", {"d": f"M{x + 6} {y + h - 6}L{x + w - 6} {y + 6}", "stroke": HINT,
                        "stroke-width": 1.5})]


def _last_mark(frame: Frame, spot: Spot, seat: int) -> tuple[str, str]:
    """A halo behind the last box written, and the seat's number in its corner (drawn
    over the box: the caller puts the halo first and the number last)."""
    x, y, w, h = frame.cell(*spot)
    return (_rect((x - 3, y - 3, w + 6, h + 6), fill=LAST_GLOW, rx=6),
            el("g", {"class": "last-tag", "aria-hidden": True},
               el("circle", {"cx": x + 3, "cy": y + h - 3, "r": 7, "fill": INK,
                             "stroke": "#fff", "stroke-width": 1.5}),
               _text(x + 3, y + h + 1, str(seat), **{"fill": "#fff", "font-size": 10,
                                                     "font-weight": "bold"})))


def _column(frame: Frame, column: ColumnPicture, lang: str, last: Spot | None,
            seat: int | None, card: str | None, secret: bool = False) -> str:
    """A column titled with its words and each floor with its own; on a ``secret``
    sheet (the printed one under a veil) the blank boxes say nothing, as they hide it."""
    floor_of_last = last[1] if last is not None and last[0] == column.column else None
    cls = "column " + column.part + (" complete" if column.complete else "") + (
        " last" if floor_of_last is not None else "")
    if secret:
        return el("g", {"class": cls, "data-column": column.column, "aria-hidden": True},
                  *(_floor(frame, column, floor, "", "") for floor in range(len(column.floors))))
    name = column_label(column, lang, floor_of_last)
    if not column.exists:
        parts = _stub(frame, column)
    else:
        halo, tag = "", ""
        if floor_of_last is not None and seat is not None:
            halo, tag = _last_mark(frame, (column.column, floor_of_last), seat)
        hint, score = _hint(column, lang), score_words(card, column, lang)
        name += ". " + score
        parts = [halo, *(_floor(frame, column, floor, hint,
                                floor_label(column, floor, lang, score, card))
                         for floor in range(len(column.floors)))]
        parts += [_outline(frame, column), _status_badge(frame, column), tag]
    return el("g", {"class": cls, "data-column": column.column, "role": "img"},
              title(name), *parts)


def _ground(frame: Frame) -> str:
    y = frame.ground_y
    numbers = [_text(frame.pair_x(t), y + GROUND - 4, str(t + 1), **{
        "fill": "#fff", "font-size": 11, "font-weight": "bold"}) for t in range(6)]
    return el("g", {"aria-hidden": True},
              el("rect", {"x": MARGIN, "y": y, "width": SHEET_W - 2 * MARGIN,
                          "height": GROUND, "fill": SOIL, "rx": 2}), *numbers)


def _card(words: CardText, box: Box, card: str, lang: str) -> str:
    """The special card: its title and text in a band at ``box``."""
    x, y = box[0], box[1]
    lines = []
    ty = y + PAD + TITLE_SIZE
    for line in words.title:
        lines.append(el("text", {"x": x + PAD, "y": ty, "font-size": TITLE_SIZE,
                                 "font-weight": "bold"}, esc(line)))
        ty += TITLE_SIZE + 3
    ty += 1
    for line in words.body:
        lines.append(el("text", {"x": x + PAD, "y": ty, "font-size": TEXT_SIZE}, esc(line)))
        ty += CARD_LINE
    label = _t("card", lang, name=" ".join(words.title)) + ". " + " ".join(words.body)
    return el("g", {"class": "card", "data-card": card, "role": "img"}, title(label),
              _rect(box, fill=CARD_FILL, stroke=CARD_EDGE, rx=8, **{"stroke-width": 2}),
              *lines)


_HATCH = el("defs", None, el(
    "pattern", {"id": "sk-hatch", "width": 8, "height": 8, "patternUnits": "userSpaceOnUse",
                "patternTransform": "rotate(45)"},
    el("path", {"d": "M0 0v8", "stroke": SPOILT, "stroke-width": 1.5, "stroke-opacity": 0.35})))


# -- the sheet ------------------------------------------------------------------------

def _backdrop(frame: Frame) -> list[str]:
    vb = frame.view_box
    top = MARGIN + 2
    return [el("rect", {"width": vb[2], "height": vb[3], "fill": PAPER}),
            el("rect", {"x": MARGIN, "y": top, "width": SHEET_W - 2 * MARGIN,
                        "height": frame.ground_y - top, "fill": SKY, "rx": 4}),
            el("rect", {"x": MARGIN, "y": frame.ground_y, "width": SHEET_W - 2 * MARGIN,
                        "height": frame.sheet_h - MARGIN - frame.ground_y, "fill": EARTH,
                        "rx": 4})]


@lru_cache(maxsize=64)
def sheet_layer(sheet: SheetPicture, *, frame: Frame, lang: str, label: str,
                last: Spot | None = None, seat: int | None = None,
                view_box: ViewBox | None = None, secret: bool = False) -> str:
    """One sheet, no targets: the board's picture (``view_box``: the board's, else the
    frame's). ``last`` is the box last written, marked with ``seat`` (from 1);
    ``secret``: the printed sheet standing for one the viewer may not see."""
    check_lang(lang)
    parts = [_HATCH, *_backdrop(frame)]
    parts += [_bubble(frame, sheet, t, lang) for t in range(len(sheet.bubbles))]
    parts += [_column(frame, c, lang, last, seat, sheet.card, secret)
              for c in sheet.columns()]
    parts.append(_ground(frame))
    if sheet.card is not None and frame.card is not None and frame.card_box is not None:
        parts.append(_card(frame.card, frame.card_box, sheet.card, lang))
    return svg_root(view_box or frame.view_box, *parts, **{
        "class": "sk-sheet", "preserveAspectRatio": "xMidYMid meet", "role": "group",
        "aria-label": label}, **ROOT_STYLE)


def blank_sheet(bubbles: tuple[str, ...] = ("open",) * len(SHEET)) -> SheetPicture:
    """The printed sheet with nothing written (what the board shows when no sheet may
    be seen): six towers and car parks of the printed heights, the bubbles as the
    public record has them (every one open by default)."""
    towers = tuple(ColumnPicture(t, "tower", ((0,),) * p.height) for t, p in enumerate(SHEET))
    parkings = tuple(ColumnPicture(t, PARKING, ((0,),) * p.depth, "down")
                     for t, p in enumerate(SHEET))
    return SheetPicture(None, towers, parkings, bubbles, tuple(p.bonus for p in SHEET))


@lru_cache(maxsize=4)
def hidden_layer(lang: str) -> str:
    """The blank printed sheet under a veil that says sheets are secret."""
    sheet = blank_sheet()
    frame = Frame.of(sheet, lang, "")
    w, h = frame.view_box[2], frame.view_box[3]
    veil = el("g", {"aria-hidden": True},
              el("rect", {"width": w, "height": h, "fill": PAPER, "fill-opacity": 0.8}),
              el("rect", {"x": w / 2 - 120, "y": h / 2 - 22, "width": 240, "height": 44,
                          "rx": 10, "fill": "#fff", "stroke": INK}),
              _text(w / 2, h / 2 + 6, _t("sheet.hidden.short", lang),
                    **{"font-size": 18, "font-weight": "bold"}))
    inner = sheet_layer(sheet, frame=frame, lang=lang, label=_t("sheet.hidden", lang),
                        secret=True)
    return inner.replace("</svg>", veil + "</svg>")


VEIL_PAD = 12
VEIL_TEXT = 13
VEIL_TITLE = 17
VEIL_LINE = 18


@lru_cache(maxsize=16)
def veiled_layer(lang: str, title: str, bubbles: tuple[str, ...], lines: tuple[str, ...],
                 last: str) -> str:
    """Another seat's sheet while it is secret, at full size: the printed sheet with
    that seat's bubbles as announced (circled, or crossed out for another's), under a
    veil that says whose it is (``title``), its public record (``lines``) and its last
    move (``last``), marked as a sheet marks its last box. Nothing hidden is drawn."""
    check_lang(lang)
    frame = Frame.of(blank_sheet(), lang, "")
    w, h = frame.view_box[2], frame.view_box[3]
    box_w = w - 2 * (MARGIN + 8)
    inner_w = box_w - 2 * VEIL_PAD
    record = [line for text in lines for line in wrap(text, int(inner_w / (VEIL_TEXT * 0.56)))]
    marked = wrap(last, int(inner_w / (VEIL_TEXT * 0.62))) if last else []  # bold
    box_h = (2 * VEIL_PAD + VEIL_TITLE + 6 + VEIL_LINE * (len(record) + len(marked))
             + (8 if marked else 0))
    x0, y0 = (w - box_w) / 2, (h - box_h) / 2
    top = MARGIN + BUBBLE  # the bubbles stay clear: the bonus race is public
    parts = [el("rect", {"y": top, "width": w, "height": h - top, "fill": PAPER,
                         "fill-opacity": 0.8, "aria-hidden": True}),
             el("rect", {"x": x0, "y": y0, "width": box_w, "height": box_h, "rx": 10,
                         "fill": "#fff", "stroke": INK}),
             _text(w / 2, y0 + VEIL_PAD + VEIL_TITLE - 3, title,
                   **{"font-size": VEIL_TITLE, "font-weight": "bold"})]
    y = y0 + VEIL_PAD + VEIL_TITLE + 6
    for line in record:
        parts.append(_text(w / 2, y + VEIL_TEXT, line, **{"font-size": VEIL_TEXT}))
        y += VEIL_LINE
    if marked:
        y += 4
        mark = [el("rect", {"x": x0 + VEIL_PAD / 2, "y": y, "rx": 6, "fill": LAST_GLOW,
                            "width": box_w - VEIL_PAD, "height": VEIL_LINE * len(marked) + 4,
                            "aria-hidden": True})]
        mark += [_text(w / 2, y + 2 + VEIL_TEXT + k * VEIL_LINE, line,
                       **{"font-size": VEIL_TEXT, "font-weight": "bold"})
                 for k, line in enumerate(marked)]
        parts.append(el("g", {"class": "last"}, *mark))
    inner = sheet_layer(blank_sheet(bubbles), frame=frame, lang=lang, label=title,
                        secret=True)
    return inner.replace("</svg>", el("g", {"class": "sk-veil"}, *parts) + "</svg>")


# -- dice -----------------------------------------------------------------------------

_PIPS = {1: ((2, 2),), 2: ((1, 1), (3, 3)), 3: ((1, 1), (2, 2), (3, 3)),
         4: ((1, 1), (3, 1), (1, 3), (3, 3)), 5: ((1, 1), (3, 1), (2, 2), (1, 3), (3, 3)),
         6: ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3))}


@lru_cache(maxsize=32)
def die_svg(value: int, label: str = "", *, hidden: bool = False) -> str:
    """A die face with its pips, titled ``label``: a picture with that name, or (none,
    or ``hidden`` where a button already names it) decorative with that tooltip."""
    pips = "".join(el("circle", {"cx": 10 * x, "cy": 10 * y, "r": 3.6})
                   for x, y in _PIPS[value])
    named: dict[str, object] = ({"role": "img"} if label and not hidden
                                else {"aria-hidden": "true", "focusable": "false"})
    return svg_root((0, 0, 40, 40), title(label) if label else "",
                    el("rect", {"x": 1.5, "y": 1.5, "width": 37, "height": 37, "rx": 8,
                                "fill": "#fff", "stroke": INK, "stroke-width": 2.5}),
                    pips, **{"class": "sk-die", "fill": INK, **named})


def dice_words(dice: Sequence[int]) -> str:
    return ", ".join(str(d) for d in dice)



# -- the rules page's pictures -----------------------------------------------------------

#: The pair the legend draws: a 4-floor tower over a 3-level car park, a bonus of 4.
SAMPLE_PAIR = 2


def _sample() -> SheetPicture:
    """The printed sheet with a tower and a car park begun, as a player would have them."""
    sheet = blank_sheet()
    towers, parkings = list(sheet.towers), list(sheet.parkings)
    tower, parking = towers[SAMPLE_PAIR], parkings[SAMPLE_PAIR]
    towers[SAMPLE_PAIR] = replace(tower, floors=((2,), (4,), *tower.floors[2:]))
    parkings[SAMPLE_PAIR] = replace(parking, floors=((5,), *parking.floors[1:]))
    return replace(sheet, towers=tuple(towers), parkings=tuple(parkings))


def _cropped(kind: str, box: Box, name: str, *parts: str) -> str:
    """``parts`` of a sheet's drawing, cut to ``box`` and named ``name``."""
    return svg_root(box, title(name), *parts, **{
        "class": f"sk-part {kind}", "role": "img"}, **ROOT_STYLE)


def legend(lang: str) -> list[tuple[str, str]]:
    """(picture, words) for each part of a sheet, drawn as the board draws it: a tower,
    a car park, a bonus bubble, a die."""
    check_lang(lang)
    sheet = _sample()
    frame = Frame.of(sheet, lang, "")
    found = []
    for column in (sheet.towers[SAMPLE_PAIR], sheet.parkings[SAMPLE_PAIR]):
        first = frame.cell(column.column, 0)
        end = frame.cell(column.column, len(column.floors) - 1)
        top, bottom = min(first[1], end[1]), max(first[1], end[1]) + first[3]
        words = _t(f"legend.{column.part}", lang)
        box = (first[0] - 6, top - 6, BOX + 12, bottom - top + 12)
        found.append((_cropped(column.part, box, words,
                               _column(frame, column, lang, None, None, None)), words))
    cx, cy = frame.pair_x(SAMPLE_PAIR), frame.bubble_y()
    words = _t("legend.bubble", lang)
    found.append((_cropped("bubble", (cx - 22, cy - 20, 44, 40), words,
                           _bubble(frame, sheet, SAMPLE_PAIR, lang)), words))
    words = _t("legend.die", lang)
    found.append((die_svg(4, words), words))
    return found


def card_svg(card: str, lang: str) -> str:
    """A special card alone, as the board draws it beside a sheet."""
    check_lang(lang)
    words = CardText.of(card, lang, SIDE_W)
    box = (0.0, 0.0, float(SIDE_W), words.height)
    return svg_root((0, 0, SIDE_W, ceil(words.height)), _card(words, box, card, lang), **{
        "class": "sk-card-picture"}, **ROOT_STYLE)
