"""Cities' pieces in words, French or English: spaces and what stands on them, tiles,
items in a hand. Screen readers hear these; the log and the prompts use them too.

Names come from the rules' ``data`` (colours, space kinds, feature tiles); the phrasing
comes from ``strings``. Positions are said as columns and rows counted from 1 at the
top left of the board as drawn (``origin`` is the top-left tile of the drawing)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from urbanistes.cities.data import (
    COLOURS,
    FEATURE_NAMES,
    FEATURE_TERRAIN,
    KIND_NAMES,
    MAX_HEIGHT,
    MONUMENT,
    MONUMENT_POINTS,
    PARK,
    SET_POINTS,
    WATER,
    WILD,
)
from urbanistes.cities.scoring import AreaSet

from ...i18n import tr
from .strings import STRINGS

Point = tuple[int, int]


def t(key: str, lang: str, **fields: object) -> str:
    return STRINGS.t(key, lang, **fields)


class Speaker(Protocol):
    """What the panels need to speak: a language, the seats' names, and whose screen it
    is. The play screen's ``Ctx`` is one; a replay or a picture uses ``Names``."""

    @property
    def lang(self) -> str: ...

    @property
    def viewer(self) -> int | None: ...

    def t(self, key: str, **params: object) -> str: ...

    def name(self, seat: int) -> str: ...


@dataclass(frozen=True)
class Names:
    """A ``Speaker`` for a screen with no player at it (a replay): seats by name."""

    lang: str
    names: Sequence[str]
    viewer: int | None = None

    def t(self, key: str, **params: object) -> str:
        return STRINGS.t(key, self.lang, **params)

    def name(self, seat: int) -> str:
        if seat < len(self.names):
            return self.names[seat]
        return STRINGS.t("seat", self.lang, n=seat + 1)


def check_lang(lang: str) -> None:
    if lang not in ("fr", "en"):
        raise ValueError(f"lang must be 'fr' or 'en', got {lang!r}")


def colour_word(colour: str, lang: str) -> str:
    """"red" / "rouge"."""
    return tr(KIND_NAMES[colour], lang)


def letter(colour: str, lang: str) -> str:
    """The letter a colour carries on screen: R B G Y, or R B V J in French."""
    return t(f"letter.{colour}", lang)


def feature_word(feature: str, lang: str) -> str:
    """"Sailboat" / "Voilier"."""
    return tr(FEATURE_NAMES[feature], lang)


def is_piece(item: str) -> bool:
    """Items in a hand are building pieces (a colour) or feature tiles (a kind)."""
    return item in COLOURS


def item_word(item: str, lang: str) -> str:
    """"red piece" / "module rouge", or the feature's name."""
    return t("piece", lang, colour=colour_word(item, lang)) if is_piece(item) \
        else feature_word(item, lang)


def the_item(item: str, lang: str) -> str:
    """"the red piece" / "le module rouge", "the Sailboat" / "la tuile Voilier"."""
    if is_piece(item):
        return t("the", lang, what=item_word(item, lang))
    return t("the.f", lang, what=feature_word(item, lang))


def kind_word(kind: str, lang: str) -> str:
    """A space kind on its own: "red space", "park", "water"."""
    return t(f"space.{kind}", lang)


def building_word(colour: str, height: int, lang: str) -> str:
    return t("building", lang, colour=colour_word(colour, lang), h=height)


def space_word(kind: str, feature: str | None, stack: tuple[str, int] | None,
               lang: str) -> str:
    """A space and what stands on it: "red space with a Wild space and a blue building
    1 high", "park with Trees", "water"."""
    found = []
    if feature is not None:
        found.append(feature_word(feature, lang))
    if stack is not None:
        found.append(building_word(stack[0], stack[1], lang))
    base = kind_word(kind, lang)
    if not found:
        return base
    more = found[0] if len(found) == 1 else t("and", lang, a=found[0], b=found[1])
    return t("with", lang, what=base, more=more)


def at_word(point: Point, origin: Point, lang: str) -> str:
    """"column 2, row 1", counted from 1 at ``origin`` (same unit as ``point``)."""
    return t("at", lang, x=point[0] - origin[0] + 1, y=point[1] - origin[1] + 1)


def tile_name(tile: int, lang: str, *, start: bool = False) -> str:
    return t("tile.start" if start else "tile", lang, n=tile)


def listed(words: Sequence[str], lang: str) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(words) == 1:
        return words[0]
    return t("and", lang, a=", ".join(words[:-1]), b=words[-1])


def tile_spaces_word(kinds: list[str], lang: str) -> str:
    """The four spaces of a tile in reading order: "red, park, water and yellow"."""
    return listed([kind_word(k, lang) for k in kinds], lang)


def tile_label(tile: int, spaces: Mapping[Point, str], lang: str, *, start: bool = False,
               at: str = "", features: Mapping[Point, str] | None = None,
               stacks: Mapping[Point, tuple[str, int]] | None = None,
               last: bool = False) -> str:
    """"City tile 15, last turn, column 2, row 1: top left red space with a red building
    2 high, top right park, ...". ``spaces`` maps the four spaces, top-left first in
    reading order (tile-local or board coordinates alike), to their kinds."""
    check_lang(lang)
    head = [tile_name(tile, lang, start=start)]
    if last:
        head.append(t("last", lang))
    if at:
        head.append(at)
    ordered = sorted(spaces, key=lambda p: (p[1], p[0]))
    words = [f"{t(f'pos.{i}', lang)} "
             + space_word(spaces[p], (features or {}).get(p), (stacks or {}).get(p), lang)
             for i, p in enumerate(ordered)]
    return ", ".join(head) + t("colon", lang) + ", ".join(words)


def count_word(key: str, n: int, lang: str) -> str:
    """"no workers", "1 worker", "3 workers" (``key`` "workers" or "cards")."""
    return t(f"{key}.0" if n == 0 else f"{key}.1" if n == 1 else f"{key}.n", lang, n=n)


def pieces_word(colours: list[str], lang: str) -> str:
    """"1 blue and 3 green pieces" counted per colour, in the rules' colour order."""
    parts = []
    for colour in COLOURS:
        n = colours.count(colour)
        if n == 1:
            parts.append(t("pieces.1", lang, colour=colour_word(colour, lang)))
        elif n > 1:
            parts.append(t("pieces", lang, n=n, colour=colour_word(colour, lang)))
    return listed(parts, lang)


# -- tooltips: what a component is and how it scores ---------------------------------------
def _cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def _sets(lang: str) -> dict[str, object]:
    """The set scale's fields: "1, 3, 6 or 10" for 1 to "all" 4 different features."""
    scale = [str(n) for n in SET_POINTS[1:]]
    return {"sets": t("or", lang, a=", ".join(scale[:-1]), b=scale[-1]),
            "all": len(SET_POINTS) - 1}


def _space_scores(kind: str, feature: str | None, stack: tuple[str, int] | None,
                  area: AreaSet | None, lang: str) -> str:
    """How a space scores, by what stands on it (the top thing first)."""
    if stack is not None:
        return t("tip.building", lang, h=MAX_HEIGHT)
    if feature == MONUMENT:
        return t("tip.monument.here", lang, n=MONUMENT_POINTS)
    if feature == WILD:
        return t("tip.wild.here", lang)
    if kind in (PARK, WATER):
        if area is None:
            return t(f"tip.kind.{kind}", lang, **_sets(lang))
        return t(f"tip.area.{kind}", lang, k=len(area.distinct), n=area.points,
                 **_sets(lang))
    return t("tip.lot", lang, colour=colour_word(kind, lang), h=MAX_HEIGHT)


def space_tip(kind: str, feature: str | None, stack: tuple[str, int] | None,
              area: AreaSet | None, lang: str) -> str:
    """A space's tooltip: "Park with Trees: its park area holds 2 of the 4 different
    features, so 3 VP (...)"; ``area`` is the park or water area the space is in (None:
    the rule for any such area, as the rules page says it)."""
    return (_cap(space_word(kind, feature, stack, lang)) + t("colon", lang)
            + _space_scores(kind, feature, stack, area, lang))


def item_tip(item: str, lang: str) -> str:
    """A feature tile's or a piece's tooltip: where it goes and how it scores."""
    if is_piece(item):
        return t("tip.piece", lang, piece=_cap(item_word(item, lang)),
                 space=kind_word(item, lang), colour=colour_word(item, lang), h=MAX_HEIGHT)
    name = feature_word(item, lang)
    if item == MONUMENT:
        return t("tip.monument", lang, name=name, n=MONUMENT_POINTS)
    if item == WILD:
        return t("tip.wild", lang, name=name)
    return t(f"tip.feature.{FEATURE_TERRAIN[item]}", lang, name=name, **_sets(lang))
