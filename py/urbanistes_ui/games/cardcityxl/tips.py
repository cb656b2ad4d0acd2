"""What each component on a Card City XL board is and how it scores, in a sentence or
two: the text of its SVG ``<title>`` (its accessible name, the mouse's tooltip and what a
long press explains on touch). The facts come from the rules (district sizes and worth,
half cards, pollution percentages, which neighbour changes an empty spot); this module
only words them for the game's victory and level."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from urbanistes.cardcityxl.cards import is_bicolour, kind_of, kinds
from urbanistes.cardcityxl.data import ARCHITECT, POLLUTING_LEVELS
from urbanistes.cardcityxl.ecology import percent
from urbanistes.cardcityxl.info import VICTORY_NAMES
from urbanistes.cardcityxl.scoring import (
    DISTRICT_VALUES,
    EMPTY_MONEY,
    EMPTY_POINTS,
    HAPPY_NEEDS,
    MAIN_KIND,
    POLLUTION_POINTS,
    empty_kind,
    halves_counted,
)

from ...i18n import tr
from .strings import STRINGS
from .words import card_name, count, kind_name

#: A Résidence's district in a city: (cards, worth under the victory; None: nothing).
District = tuple[int, int | None]


@dataclass(frozen=True)
class Scoring:
    """The game's way of scoring, as the tips need it (hashable: the city layer that
    uses it is cached)."""

    victory: str
    parks: bool = False
    ecology: bool = False

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> Scoring:
        return cls(str(view["victory"]), view["level"] in POLLUTING_LEVELS,
                   bool(view["variants"]["ecology"]))

    def named(self, lang: str) -> str:
        return tr(VICTORY_NAMES[self.victory], lang)


def _t(key: str, lang: str, **fields: object) -> str:
    return STRINGS.t(key, lang, **fields)


def minus(n: int) -> str:
    """"5", "−5" (a true minus sign)."""
    return str(n).replace("-", "\u2212")


def signed(n: int) -> str:
    """"+1", "−2"."""
    return ("+" if n > 0 else "") + minus(n)


def _sum(n: int) -> str:
    """"1+2+3+4", "1+2+…+9" for a long one."""
    return "+".join(map(str, range(1, n + 1))) if n <= 5 else f"1+2+…+{n}"


def _district(district: District, victory: str, lang: str) -> str:
    n, worth = district
    cards = count(n, "cards.one", "cards", lang)
    if victory == "happiness":
        return _t("tip.happy" if worth else "tip.unhappy", lang, cards=cards, vp=worth)
    if n == 1:
        return _t("tip.district.one", lang)
    return _t("tip.district", lang, cards=cards, sum=_sum(n), vp=worth)


def _counted(code: str, scoring: Scoring, lang: str) -> str:
    """The Industrial and Commercial victories: the card's whole or half cards."""
    halves = halves_counted(MAIN_KIND[scoring.victory], code)
    if not halves:
        return _t("tip.nothing", lang, victory=scoring.named(lang))
    return _t("tip.whole" if halves == 2 else "tip.half", lang, victory=scoring.named(lang))


def _kind_worth(kind: str, scoring: Scoring, lang: str) -> str | None:
    """What one kind is worth under victories that price kinds apart (None: nothing)."""
    victory = scoring.victory
    if victory == "happiness" and kind in HAPPY_NEEDS:
        return _t("tip.happiness.need", lang)
    if kind == "K" and victory in ("residential", "economic"):
        return _t(f"tip.{victory}.K", lang, n=EMPTY_POINTS if victory == "residential"
                  else EMPTY_MONEY)
    if kind == "X" and victory == "residential":
        return _t("tip.residential.X", lang, vp=signed(POLLUTION_POINTS))
    key = f"tip.{victory}.{kind}"
    return _t(key, lang) if STRINGS.has(key) else None


def worth(code: str, scoring: Scoring, lang: str, district: District | None = None) -> str:
    """How a card scores under the game's victory: in a city, a Résidence says its
    district (``district``); elsewhere (lots, hand, reserve) what a card of its kind
    brings."""
    if code == ARCHITECT:
        return _t("tip.architect", lang)
    if scoring.victory in MAIN_KIND:
        found = _counted(code, scoring, lang)
    elif district is not None and scoring.victory in DISTRICT_VALUES:
        found = _district(district, scoring.victory, lang)
    else:
        own = sorted(kinds(code)) if is_bicolour(code) else [kind_of(code)]
        found = next((w for k in own if (w := _kind_worth(k, scoring, lang))), None) or (
            _t("tip.economic", lang) if scoring.victory == "economic"
            else _t("tip.nothing", lang, victory=scoring.named(lang)))
    if scoring.ecology and (n := percent(code)):
        found += " " + _t("tip.pollution", lang, n=minus(n))
    return found


def card_tip(words: str, code: str, scoring: Scoring, lang: str,
             district: District | None = None) -> str:
    """A card's name (and place) then how it scores."""
    return _t("tip.card", lang, words=words, worth=worth(code, scoring, lang, district))


def loose_tip(code: str, scoring: Scoring, lang: str) -> str:
    """A card out of any city (a lot, the hand, the reserve): its name and what a card
    of its kind brings."""
    return card_tip(card_name(code, lang), code, scoring, lang)


def empty_tips(scoring: Scoring, lang: str) -> tuple[str, str]:
    """An empty spot's words: (next to the kind that changes it, anywhere else)."""
    victory = scoring.victory
    kind = empty_kind(victory, scoring.parks)
    if victory == "residential":
        plain = _t("empty.residential", lang, n=signed(-EMPTY_POINTS))
        return (_t("empty.residential.near", lang, n=EMPTY_POINTS) if kind else plain), plain
    if victory == "economic":
        plain = _t("empty.economic", lang, n=EMPTY_MONEY)
        return (_t("empty.economic.near", lang, n=EMPTY_MONEY) if kind else plain), plain
    nothing = _t("empty.nothing", lang)
    if kind is None:
        return nothing, nothing
    return _t("empty.warehouse", lang, kind=kind_name(kind, lang)), nothing
