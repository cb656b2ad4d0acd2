"""Card City XL's pieces in words, French or English: card names, a two-colour card's
sides, places in a city, lists of cards. Screen readers hear these; the log, the
prompts and the dock use them too. Kind names come from the rules' ``data``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from urbanistes.cardcityxl.cards import kind_of, sides
from urbanistes.cardcityxl.data import BICOLOURS, ILLUSTRATIONS, KIND_NAMES

from ...i18n import tr
from .strings import STRINGS

Point = tuple[int, int]
SIDE_KEYS = ("side.top", "side.right", "side.bottom", "side.left")


def t(key: str, lang: str, **fields: object) -> str:
    return STRINGS.t(key, lang, **fields)


def kind_name(kind: str, lang: str) -> str:
    return tr(KIND_NAMES[kind], lang)


def card_name(code: str, lang: str) -> str:
    """"Résidence", "Résidence/Commerce" for a two-colour card, "Industrie (3 %)" for
    an illustrated Industrie of the Ville Écologique."""
    if code in BICOLOURS:
        first, second, _ = BICOLOURS[code]
        return f"{kind_name(first, lang)}/{kind_name(second, lang)}"
    if code in ILLUSTRATIONS:
        return t("illustrated", lang, name=kind_name("I", lang), n=ILLUSTRATIONS[code])
    return kind_name(kind_of(code), lang)


def card_words(code: str, rot: int, lang: str) -> str:
    """A card as a screen reader hears it; a two-colour card says which sides carry
    which kind as it is turned now."""
    if code not in BICOLOURS:
        return card_name(code, lang)
    first, second, _ = BICOLOURS[code]
    turned = sides(code, rot)
    halves = []
    for kind in (first, second):
        where = [t(key, lang) for key, side in zip(SIDE_KEYS, turned, strict=True)
                 if kind in side]
        halves.append(t("halves.one", lang, kind=kind_name(kind, lang),
                        sides=listed(where, lang)))
    return t("bicolour", lang, name=card_name(code, lang), halves="; ".join(halves))


def listed(items: Sequence[str], lang: str) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + t("and", lang) + items[-1]


def cards_listed(codes: Iterable[str], lang: str) -> str:
    """Card names joined for a sentence ("Résidence, Commerce and Parking")."""
    return listed([card_name(c, lang) for c in codes], lang)


def place(column_row: tuple[int, int], lang: str) -> str:
    return t("at", lang, x=column_row[0], y=column_row[1])


def money(amount: int, lang: str) -> str:
    return t("money", lang, n=amount)


def count(n: int, one: str, many: str, lang: str, none: str | None = None) -> str:
    """``n`` things in words, with the right plural ("no card", "1 card", "3 cards")."""
    if n == 0 and none is not None:
        return t(none, lang)
    return t(one if n == 1 else many, lang, n=n)
