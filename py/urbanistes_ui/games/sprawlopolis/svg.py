"""Sprawlopolis as SVG markup: the city, its cards and the spots where a card may go.

Pure functions returning strings (no browser); the unit tests parse them with
``xml.etree``. A block is ``BLOCK_W`` x ``BLOCK_H`` user units (landscape), a card 2 x 2
blocks; block ``(x, y)`` of the rules grid has its top-left corner at
``(x * BLOCK_W, y * BLOCK_H)``. Roots carry a ``viewBox`` and no pixel size: the page's
CSS sizes them.

Every block and road section in view, and those of a card in hand or on the pile, is
covered by an invisible shape (``rect.block``, ``path.road``) whose ``<title>`` says what
it is and how it scores: the mouse's tooltip, and the text the page shows on a long
press on touch. The city's are worked out once per drawing (``CityTips``).

Colour is never the only signal: every block also carries its letter (C, P, I, R,
the same in both languages) and a small symbol (shop, trees, factory, house).

The play screen's board is three stacked layers with one viewBox (``board_view_box`` of
the cards and of every spot a card could take, so it stays put while a player picks):

1. ``city_layer``: the cards in placement order (later ones on top), each a
   ``<g class="card" data-card="N" role="img">`` named by its ``<title>``; each seat's
   last card has a thick frame and a badge with the seat's number;
2. ``ghost_layer``: the picked card drawn once as ``#sprawl-ghost`` in ``<defs>``, its
   preview (``<use data-preview-at>``, which the page moves to the spot under the mouse
   or the keyboard focus) and its copy on a spot tapped once; the only layer a pick or
   a turn redraws;
3. ``spots_layer``: one ``<g class="spot" role="button" data-act="place" data-x data-y
   data-preview tabindex ...>`` per legal origin, holding an invisible hit circle, then
   the visible "+" markers in one ``aria-hidden`` group that clicks pass through.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from urbanistes.grid import Point
from urbanistes.sprawlopolis.city import Block, card_blocks, footprint, top_layer
from urbanistes.sprawlopolis.data import KIND_NAMES, KINDS, SCORING_TEXTS, SCORING_TOPICS
from urbanistes.sprawlopolis.scoring import (
    group_sizes,
    largest_group,
    roads_by_cell,
    scored_kinds,
)

from ...i18n import tr
from ...svg import el, svg_root, title
from .strings import STRINGS

BLOCK_W = 60
BLOCK_H = 40
CARD_W = 2 * BLOCK_W
CARD_H = 2 * BLOCK_H

#: Block fills: readable mid tones, dark text stays legible on each.
KIND_FILL = {"C": "#7ea6dc", "P": "#94c879", "I": "#b6b6b6", "R": "#f1b06b"}
#: Darker ink of the same hue, for each kind's symbol.
KIND_INK = {"C": "#30609c", "P": "#3c7a2a", "I": "#5a5a5a", "R": "#a85a12"}
INK = "#1e1e1e"  # letters, numbers, card outlines
ROAD = "#3c3c3c"
LANE = "#f6f6f6"  # dashed centre line
LAST = "#111111"  # frame of the last card laid
SELECTED = "#0b57d0"  # frame of a picked card in the hand
MARK_FILL = "#ffffff"
SCORING_FILL = "#fbf3dc"  # a scoring card's back

ROAD_WIDTH = 9
SPOT_R = 9  # visible marker radius; the markers sit on block corners
HIT_R = 20  # invisible click/tap circle: spots are BLOCK_H = 40 apart at least
GHOST_ID = "sprawl-ghost"

_EDGE_ORDER = "NESW"
_EDGE_NAMES = {"fr": {"N": "N", "E": "E", "S": "S", "W": "O"},
               "en": {"N": "N", "E": "E", "S": "S", "W": "W"}}
_TEXTS = {
    "card": {"fr": "Carte {n}", "en": "Card {n}"},
    "turned": {"fr": "tournée", "en": "turned"},
    "last": {"fr": "dernier coup", "en": "last move"},
    "at": {"fr": "colonne {x}, rangée {y}", "en": "column {x}, row {y}"},
    "colon": {"fr": " : ", "en": ": "},
    "road": {"fr": "route", "en": "road"},
    "city": {"fr": "Ville", "en": "City"},
    "spots": {"fr": "Emplacements possibles", "en": "Where the card may go"},
    "place": {"fr": "Poser la carte ici : colonne {x}, rangée {y}",
              "en": "Lay the card here: column {x}, row {y}"},
}

# Symbols, relative paths from a point in the block's lower-left road-free corner.
# Each is (offset from _SYMBOL_AT, relative path), about 12 x 11 units.
_SYMBOLS = {
    # shop / office: a box with four windows (holes: opposite winding)
    "C": ((0, 0), "h11v11h-11zm2 2v2h2v-2zm5 0v2h2v-2zm-5 5v2h2v-2zm5 0v2h2v-2z"),
    # factory: saw-tooth roof
    "I": ((0, 11), "v-7l4-3v3l4-3v3l4-3v10z"),
    # house
    "R": ((0, 5), "l6-5 6 5v6h-12z"),
}
_SYMBOL_AT = (13, 25)  # clear of the roads and of a marker on the block corner
_TREES = ((30, 12), (46, 19), (16, 27), (29, 30))  # park: four round trees
_TREE_R = 6
_LETTER_AT = (11, 15)  # baseline, clear of roads and corner markers
_NUMBER_AT = (CARD_W - 8, CARD_H - 6)  # text-anchor end, clear of a corner marker

_ROOT_STYLE = {"fill": INK, "font-family": "system-ui, sans-serif", "font-weight": "bold",
               "font-size": 14, "stroke-linejoin": "round"}


def _t(key: str, lang: str, **fields: object) -> str:
    return _TEXTS[key][lang].format(**fields)


def _check_lang(lang: str) -> None:
    if lang not in ("fr", "en"):
        raise ValueError(f"lang must be 'fr' or 'en', got {lang!r}")


# -- words ---------------------------------------------------------------------------

def block_label(block: Block, lang: str) -> str:
    """``"residential (road N-E)"`` / ``"résidentiel (route N-E)"``, ``"park"``."""
    _check_lang(lang)
    name = KIND_NAMES[block.kind][lang].lower()
    if not block.road:
        return name
    edges = "-".join(_EDGE_NAMES[lang][e] for e in _EDGE_ORDER if e in block.road)
    return f"{name} ({_t('road', lang)} {edges})"


def card_label(card: int, rot: int, lang: str, *, at: tuple[int, int] | None = None,
               last: bool = False) -> str:
    """``"Card 7: park, residential (road N-E), …"``, blocks in reading order TL TR BL BR.

    ``at`` adds the card's column and row (its top-left block), ``last`` says it was
    the last move, and a card turned by 180 degrees says so.
    """
    _check_lang(lang)
    head = [_t("card", lang, n=card)]
    if rot:
        head.append(_t("turned", lang))
    if last:
        head.append(_t("last", lang))
    if at is not None:
        head.append(_t("at", lang, x=at[0], y=at[1]))
    blocks = ", ".join(block_label(b, lang) for b in card_blocks(card, rot))
    return ", ".join(head) + _t("colon", lang) + blocks


@dataclass(frozen=True)
class Rules:
    """What the explanations need of the game in play: its difficulty and its three
    scoring cards (none on the rules page)."""

    difficulty: str = "normal"
    scoring: tuple[int, ...] = ()


def _kind(kind: str, lang: str) -> str:
    return tr(KIND_NAMES[kind], lang).lower()


def _cards_about(topic: str, rules: Rules, lang: str) -> str:
    """``" Scoring cards: Go Green (3)."``: the cards in play that count ``topic`` (a
    block type or ``"road"``), or nothing."""
    names = [f"{tr(SCORING_TEXTS[n][0], lang)} ({n})" for n in rules.scoring
             if topic in SCORING_TOPICS[n]]
    return " " + STRINGS.t("tip.cards", lang, cards=", ".join(names)) if names else ""


def kind_tip(kind: str, lang: str, rules: Rules) -> str:
    """How a block of ``kind`` scores once laid: a card in hand, on the pile, in the rules."""
    key = "tip.kind.hard" if rules.difficulty == "hard" else "tip.kind"
    return (STRINGS.t(key, lang, block=STRINGS.t(f"block.{kind}", lang), kind=_kind(kind, lang))
            + _cards_about(kind, rules, lang))


def section_tip(lang: str, rules: Rules) -> str:
    """How a road section scores once laid: through its road."""
    key = "tip.section.easy" if rules.difficulty == "easy" else "tip.section"
    return STRINGS.t(key, lang) + _cards_about("road", rules, lang)


@lru_cache(maxsize=128)
def road_tip(sections: int, lang: str, rules: Rules) -> str:
    """``"Road of 3 sections: −1 point."``: a whole road of the city."""
    key = "tip.road.easy" if rules.difficulty == "easy" else "tip.road"
    return STRINGS.t(key, lang, n=sections) + _cards_about("road", rules, lang)


def scoring_tip(number: int, lang: str) -> str:
    """A scoring card: its name, its rule and its share of the target."""
    name, rule = SCORING_TEXTS[number]
    return STRINGS.t("tip.scoring", lang, n=number, name=tr(name, lang), rule=tr(rule, lang))


class CityTips:
    """What each visible block and road section of a city says: its group and how that
    group scores, its road. Worked out once per drawing of the city."""

    def __init__(self, city: Mapping[Point, Block], lang: str, rules: Rules) -> None:
        self.city, self.lang, self.rules = city, lang, rules
        self.sizes = group_sizes(city)
        self.largest = {k: largest_group(city, k) for k in KINDS}
        self.scored = scored_kinds(city, rules.difficulty)
        self.roads = roads_by_cell(city)

    def block(self, p: Point) -> str:
        kind = self.city[p].kind
        scored = kind if kind in self.scored else self.scored[0]  # the harder game: one
        return _block_tip(kind, self.sizes[p], scored, self.largest[scored], self.rules,
                          self.lang)

    def road(self, p: Point) -> str:
        return road_tip(len(self.roads[p].cells), self.lang, self.rules)


@lru_cache(maxsize=512)
def _block_tip(kind: str, n: int, scored: str, best: int, rules: Rules, lang: str) -> str:
    """What a block in a group of ``n`` says: ``scored`` is the type that scores (its
    own, or in the harder game the one with the largest group), ``best`` that type's
    largest group. Kept: a city's blocks say the same few things."""
    name = _kind(kind, lang)
    words = [STRINGS.t("tip.group", lang, block=STRINGS.t(f"block.{kind}", lang),
                       kind=name, n=n)]
    if scored != kind:
        words.append(STRINGS.t("tip.hard", lang, best=best, kind=_kind(scored, lang)))
    elif n == best:
        words.append(STRINGS.t("tip.largest", lang, kind=name))
    else:
        words.append(STRINGS.t("tip.smaller", lang, kind=name, best=best))
    return " ".join(words) + _cards_about(kind, rules, lang)


# -- drawing -------------------------------------------------------------------------

def _road_path(bx: int, by: int, road: Iterable[str]) -> str:
    """One road segment: from the first edge's midpoint to the centre, on to the second."""
    cx, cy = bx + BLOCK_W // 2, by + BLOCK_H // 2
    mid = {"N": (cx, by), "S": (cx, by + BLOCK_H), "E": (bx + BLOCK_W, cy), "W": (bx, cy)}
    first, second = (e for e in _EDGE_ORDER if e in road)
    mx, my = mid[first]
    inward = f"V{cy}" if first in "NS" else f"H{cx}"
    outward = f"V{mid[second][1]}" if second in "NS" else f"H{mid[second][0]}"
    return f"M{mx} {my}{inward}{outward}"


def _circle_path(cx: int, cy: int, r: int) -> str:
    return f"M{cx - r} {cy}a{r} {r} 0 1 0 {2 * r} 0a{r} {r} 0 1 0 {-2 * r} 0"


def _frame(inset: float, width: float, colour: str) -> str:
    """A rectangle just inside the card's edge (so neighbouring cards do not cover it)."""
    return el("rect", {"x": inset, "y": inset, "width": CARD_W - 2 * inset,
                       "height": CARD_H - 2 * inset, "fill": "none", "stroke": colour,
                       "stroke-width": width})


def _face(blocks: tuple[Block, ...], columns: int, under_roads: str = "") -> str:
    """Blocks in rows of ``columns``, in local units: fills, symbols, ``under_roads``
    (a card's frame), the roads, then the letters on top."""
    fills, symbols, roads, letters = [], [], [], []
    for i, block in enumerate(blocks):
        bx, by = (i % columns) * BLOCK_W, (i // columns) * BLOCK_H
        kind = block.kind
        fills.append(el("rect", {"x": bx or None, "y": by or None, "width": BLOCK_W,
                                 "height": BLOCK_H, "fill": KIND_FILL[kind]}))
        if kind == "P":
            d = "".join(_circle_path(bx + tx, by + ty, _TREE_R) for tx, ty in _TREES)
        else:
            (dx, dy), rest = _SYMBOLS[kind]
            d = f"M{bx + _SYMBOL_AT[0] + dx} {by + _SYMBOL_AT[1] + dy}{rest}"
        symbols.append(el("path", {"d": d, "fill": KIND_INK[kind]}))
        if block.road:
            roads.append(_road_path(bx, by, block.road))
        letters.append(el("text", {"x": bx + _LETTER_AT[0], "y": by + _LETTER_AT[1]}, kind))
    parts = [*fills, *symbols, under_roads]
    if roads:
        d = "".join(roads)
        parts.append(el("path", {"d": d, "fill": "none", "stroke": ROAD,
                                 "stroke-width": ROAD_WIDTH}))
        parts.append(el("path", {"d": d, "fill": "none", "stroke": LANE, "stroke-width": 1.5,
                                 "stroke-dasharray": "4 3"}))
    return "".join(parts + letters)


@cache
def _card_body(card: int, rot: int) -> str:
    """A card's face in card-local units (0..CARD_W, 0..CARD_H); cached per card and turn."""
    return _face(card_blocks(card, rot), 2, _frame(1, 2, INK))


def _tip_areas(block: Block, bx: int, by: int, block_tip: str, road_tip: str) -> str:
    """Invisible shapes over one block and over its road, on top of the drawing, each
    with its explanation: the mouse's tooltip and the text of a long press on touch."""
    parts = [el("rect", {"class": "block", "x": bx, "y": by, "width": BLOCK_W,
                         "height": BLOCK_H, "fill-opacity": 0}, title(block_tip))]
    if block.road:
        parts.append(el("path", {"class": "road", "d": _road_path(bx, by, block.road),
                                 "fill": "none", "stroke": INK, "stroke-opacity": 0,
                                 "stroke-width": ROAD_WIDTH + 4}, title(road_tip)))
    return "".join(parts)


def _number(card: int) -> str:
    """The card's number in its lower-right corner, with a light halo."""
    return el("text", {"x": _NUMBER_AT[0], "y": _NUMBER_AT[1], "text-anchor": "end",
                       "font-size": 11, "stroke": "#fff", "stroke-width": 3,
                       "paint-order": "stroke"}, str(card))


def card_svg(card: int, rot: int = 0, *, lang: str, rules: Rules = Rules(), note: str = "",
             selected: bool = False, decorative: bool = False) -> str:
    """One card front as a standalone ``<svg role="img">`` (pile top), or ``decorative``
    (``aria-hidden``) inside a button that names the card in words (the hand). Its
    ``<title>`` names it (then ``note``), each block and road says how it will score."""
    label = card_label(card, rot, lang)
    body = [title(f"{label}. {note}" if note else label),
            _card_body(card, rot), _number(card)]
    if selected:
        body.append(_frame(2, 4, SELECTED))
    for i, block in enumerate(card_blocks(card, rot)):
        body.append(_tip_areas(block, (i % 2) * BLOCK_W, (i // 2) * BLOCK_H,
                               kind_tip(block.kind, lang, rules), section_tip(lang, rules)))
    names = {"aria-hidden": "true"} if decorative else {"role": "img"}
    return svg_root(
        (0, 0, CARD_W, CARD_H), *body,
        **{"class": "sprawl-card selected" if selected else "sprawl-card", "width": "100%",
           **names}, **_ROOT_STYLE,
    )


def strip_svg(blocks: tuple[Block, ...], label: str, tips: Sequence[str], road: str) -> str:
    """Blocks in a row, for the rules page: ``label`` names the picture, ``tips`` say
    how each block scores and ``road`` how its road does."""
    body = [title(label), _face(blocks, len(blocks))]
    for i, (block, tip) in enumerate(zip(blocks, tips, strict=True)):
        body.append(_tip_areas(block, i * BLOCK_W, 0, tip, road))
    return svg_root((0, 0, len(blocks) * BLOCK_W, BLOCK_H), *body, role="img",
                    **{"class": "sprawl-strip"}, **_ROOT_STYLE)


def scoring_svg(number: int, lang: str) -> str:
    """A scoring card's back, small: its number (its share of the target) and a swatch
    of each block type it counts, a road bar if it counts roads. Decorative beside the
    card's words, its ``<title>`` explains it on hover or a long press."""
    topics = SCORING_TOPICS[number]
    kinds = [k for k in KINDS if k in topics]
    swatches = [el("rect", {"x": 8 + 22 * i, "y": 52, "width": 18, "height": 18,
                            "fill": KIND_FILL[k], "stroke": INK, "stroke-width": 1.5})
                for i, k in enumerate(kinds)]
    if "road" in topics:
        swatches.append(el("path", {"d": f"M{8 + 22 * len(kinds)} 61H112", "stroke": ROAD,
                                    "stroke-width": ROAD_WIDTH}))
    return svg_root(
        (0, 0, CARD_W, CARD_H), title(scoring_tip(number, lang)),
        el("rect", {"x": 1, "y": 1, "width": CARD_W - 2, "height": CARD_H - 2, "rx": 8,
                    "fill": SCORING_FILL, "stroke": INK, "stroke-width": 2}),
        el("text", {"x": CARD_W // 2, "y": 40, "text-anchor": "middle", "font-size": 34},
           str(number)),
        *swatches, **{"class": "sprawl-scoring", "aria-hidden": "true"}, **_ROOT_STYLE)


def _translate(x: int, y: int) -> str:
    return f"translate({x * BLOCK_W} {y * BLOCK_H})"


def board_view_box(placements: Sequence[tuple[int, int, int, int]],
                   spots: Sequence[tuple[int, int]] = ()) -> tuple[int, int, int, int]:
    """``(left, top, width, height)`` enclosing every card and spot footprint, plus half
    a block of margin all round."""
    origins = [(p[1], p[2]) for p in placements] + [tuple(s) for s in spots]
    if not origins:
        origins = [(0, 0)]
    xs = [x for x, _ in origins]
    ys = [y for _, y in origins]
    return (min(xs) * BLOCK_W - BLOCK_W // 2, min(ys) * BLOCK_H - BLOCK_H // 2,
            (max(xs) - min(xs) + 3) * BLOCK_W, (max(ys) - min(ys) + 3) * BLOCK_H)


def city_layer(
    placements: Sequence[tuple[int, int, int, int]],
    *,
    lang: str,
    view_box: tuple[int, int, int, int],
    rules: Rules = Rules(),
    last: Mapping[int, int] | None = None,
) -> str:
    """The city: cards in the order laid. ``last`` maps a placement index to the number
    shown on its badge (the seat, from 1) to mark each seat's last card. Each block and
    road section still in view says how it scores (``CityTips``)."""
    _check_lang(lang)
    last = last or {}
    top = top_layer(placements)
    tips = CityTips({p: block for p, (_, block) in top.items()}, lang, rules)
    parts: list[str] = []
    for i, (card, x, y, rot) in enumerate(placements):
        visible = [(p, top[p][1]) for p in footprint(x, y) if top[p][0] == i]  # uncovered
        areas = tuple((p[0] - x, p[1] - y, block, tips.block(p),
                       tips.road(p) if block.road else "") for p, block in visible)
        parts.append(_card_group(card, x, y, rot, last.get(i), lang, areas))
    return svg_root(view_box, title(_t("city", lang)), *parts, **{
        "class": "city", "preserveAspectRatio": "xMidYMid meet", "role": "img"},
        **_ROOT_STYLE)


#: A laid card's visible blocks: offset in blocks, the block, what it and its road say.
Areas = tuple[tuple[int, int, Block, str, str], ...]


@lru_cache(maxsize=256)
def _card_group(card: int, x: int, y: int, rot: int, seat: int | None, lang: str,
                areas: Areas) -> str:
    """One laid card (``seat``: whose last card it is), kept: a placement changes what
    a few cards' blocks say, and the city is drawn again after every one."""
    children = [title(card_label(card, rot, lang, at=(x, y), last=seat is not None)),
                _card_body(card, rot), _number(card)]
    if seat is not None:
        children[2:2] = [_frame(2.5, 5, LAST), _badge(seat)]
    children += [_tip_areas(block, dx * BLOCK_W, dy * BLOCK_H, said, road)
                 for dx, dy, block, said, road in areas]
    return el("g", {"class": "card last" if seat is not None else "card", "data-card": card,
                    "transform": _translate(x, y), "role": "img"}, *children)


def _badge(seat: int) -> str:
    """The seat's number in a dark disc, top left on the card: its last move."""
    return el("g", {"aria-hidden": True},
              el("circle", {"cx": 14, "cy": 13, "r": 10, "fill": LAST}),
              el("text", {"x": 14, "y": 18, "text-anchor": "middle", "fill": "#fff",
                          "font-size": 13}, str(seat)))


def spots_layer(
    *,
    lang: str,
    view_box: tuple[int, int, int, int],
    spots: Sequence[tuple[int, int]],
    focus: tuple[int, int] | None = None,
    selected: tuple[int, int] | None = None,
) -> str:
    """One clickable spot per legal origin, drawn once per state while the viewer is to
    move, whatever card they pick (every card goes to the same places). The spots wait
    hidden (class ``waiting``) until ``ghost_layer`` holds a card.

    The spot equal to ``focus`` (else the first) gets ``tabindex="0"``, the others
    ``-1`` (roving tab stop); the spot tapped once (``selected``) is ringed. Each
    spot's ``data-preview`` is where the page shows the
    ghost's preview while the spot is hovered or focused."""
    _check_lang(lang)
    parts: list[str] = []
    if spots:
        tab_stop = focus if focus in spots else spots[0]
        circles, crosses = [], []
        for x, y in spots:
            cx, cy = (x + 1) * BLOCK_W, (y + 1) * BLOCK_H
            cls = ("spot" + (" focus" if (x, y) == focus else "")
                   + (" selected" if (x, y) == selected else ""))
            parts.append(el("g", {
                "class": cls, "data-act": "place", "data-x": x, "data-y": y, "role": "button",
                "tabindex": 0 if (x, y) == tab_stop else -1,
                "aria-label": _t("place", lang, x=x, y=y),
                "data-preview": f"{x * BLOCK_W} {y * BLOCK_H}",
            }, el("circle", {"cx": cx, "cy": cy, "r": HIT_R, "fill-opacity": 0})))
            circles.append(_circle_path(cx, cy, SPOT_R))
            crosses.append(f"M{cx - 5} {cy}h10M{cx} {cy - 5}v10")
        parts.append(el(
            "g", {"class": "crosses", "aria-hidden": True, "pointer-events": "none"},
            el("path", {"d": "".join(circles), "fill": MARK_FILL, "stroke": INK,
                        "stroke-width": 1.5}),
            el("path", {"d": "".join(crosses), "stroke": INK, "stroke-width": 2}),
        ))
    return svg_root(view_box, el("g", {"class": "waiting"}, *parts) if parts else "", **{
        "class": "city-marks", "preserveAspectRatio": "xMidYMid meet", "role": "group",
        "aria-label": _t("spots", lang)}, **_ROOT_STYLE)


def ghost_layer(
    *,
    view_box: tuple[int, int, int, int],
    pick: tuple[int, int] | None,
    at: tuple[int, int] | None = None,
) -> str:
    """The picked card ``pick = (card, rot)``, drawn once (``#sprawl-ghost``): its preview,
    hidden until the page moves it to a spot, and its copy at ``at`` (a spot tapped once
    on a touch screen). Its ``data-picking`` lights the spots. No card picked: no layer."""
    if pick is None:
        return ""
    card, rot = pick
    ghost = el("g", {"id": GHOST_ID, "opacity": 0.8},
               _card_body(card, rot), _frame(2.5, 5, SELECTED))
    preview = el("use", {"href": f"#{GHOST_ID}", "data-preview-at": True,
                         "visibility": "hidden"})
    shown = (el("use", {"href": f"#{GHOST_ID}", "x": at[0] * BLOCK_W, "y": at[1] * BLOCK_H})
             if at is not None else "")
    return svg_root(view_box, el("defs", None, ghost), preview, shown, **{
        "class": "city-ghost", "preserveAspectRatio": "xMidYMid meet", "aria-hidden": "true",
        "data-picking": card}, **_ROOT_STYLE)


__all__ = [
    "BLOCK_H", "BLOCK_W", "KIND_FILL", "CityTips", "Rules", "block_label", "board_view_box",
    "card_label", "card_svg", "city_layer", "ghost_layer", "kind_tip", "road_tip",
    "scoring_svg", "scoring_tip", "section_tip", "spots_layer", "strip_svg",
]
