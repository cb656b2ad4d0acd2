"""Where everything sits on a drawn sheet: pairs left to right, bubbles on top, towers
above the ground band, car parks below it, the special card beside or below.

Units are CSS pixels on a phone (``touch_scale`` 1.0): a floor is ``ROW`` = 44 units
high and its box ``BOX`` = 48 wide, so every lit box is a finger wide; the six pairs
take ``SHEET_W`` = 356 units, a 390-pixel phone's width less the page's margins.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from urbanistes.skyline.data import CARD_BY_ID, TOWERS

from ...i18n import tr
from .picture import ColumnPicture, SheetPicture, Spot
from .strings import STRINGS

MARGIN = 4
PITCH = 58  # one pair's width
BOX = 48  # a floor's box (split in two or three for double and triple floors)
ROW = 44  # a floor's height, the gap included
GAP = 4  # between two floors
BUBBLE = 38  # the row of bonus bubbles
GROUND = 16  # the ground band between towers and car parks
SHEET_W = 2 * MARGIN + TOWERS * PITCH
#: The card beside the sheet (desktop) or below it (touch screens).
SIDE_W = 186
CARD_PAD = 8
TITLE_SIZE = 13
TEXT_SIZE = 11.5
LINE = 14.5
#: A character's mean width, in ems, for wrapping the card's text (system-ui fonts).
CHAR_EM = 0.56

Box = tuple[float, float, float, float]
ViewBox = tuple[int, int, int, int]


def factor(multiplier: Fraction, lang: str) -> str:
    """"2", "0,5" (French) or "0.5"."""
    if multiplier.denominator == 1:
        return str(multiplier.numerator)
    decimal = f"{float(multiplier):g}"
    return decimal.replace(".", ",") if lang == "fr" else decimal


def card_title(card: str, lang: str) -> str:
    """The card's name (ours say they are ours) and, as printed beside it, its bonus
    multiplier."""
    found = CARD_BY_ID[card]
    name = tr(found.name, lang)
    if found.retunes is not None:
        name += f" ({STRINGS.t('card.tuned', lang)})"
    if found.multiplier is None:
        return name
    return f"{name} · " + STRINGS.t("card.bonus", lang, factor=factor(found.multiplier, lang))


def wrap(text: str, chars: int) -> list[str]:
    """Greedy word wrap to ``chars`` characters a line."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > chars:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


@dataclass(frozen=True)
class CardText:
    """The card's words, wrapped for a band ``width`` units wide."""

    title: tuple[str, ...]
    body: tuple[str, ...]

    @classmethod
    def of(cls, card: str, lang: str, width: float) -> CardText:
        inner = width - 2 * CARD_PAD
        body = tr(CARD_BY_ID[card].rule, lang)
        return cls(tuple(wrap(card_title(card, lang), int(inner / (TITLE_SIZE * 0.62)))),
                   tuple(wrap(body, int(inner / (TEXT_SIZE * CHAR_EM)))))

    @property
    def height(self) -> float:
        return 2 * CARD_PAD + len(self.title) * (TITLE_SIZE + 3) + len(self.body) * LINE + 2


@dataclass(frozen=True)
class Frame:
    """The geometry of one drawn sheet: ``up`` floors above the ground and ``down``
    levels below at most (a column the card removes keeps one crossed-out stub), and
    where the card goes ("side", "bottom" or "" for none)."""

    up: int
    down: int
    card: CardText | None = None
    card_place: str = ""

    @classmethod
    def of(cls, sheet: SheetPicture, lang: str, card_place: str = "bottom") -> Frame:
        up = max((len(c.floors) for c in sheet.towers), default=0) or 1
        down = max((len(c.floors) for c in sheet.parkings), default=0) or 1
        if sheet.card is None or not card_place:
            return cls(up, down)
        width = SIDE_W if card_place == "side" else SHEET_W - 2 * MARGIN
        return cls(up, down, CardText.of(sheet.card, lang, width), card_place)

    # -- rows -----------------------------------------------------------------------
    @property
    def ground_y(self) -> int:
        """Top of the ground band."""
        return MARGIN + BUBBLE + self.up * ROW

    @property
    def sheet_h(self) -> int:
        return self.ground_y + GROUND + self.down * ROW + MARGIN

    @property
    def card_box(self) -> Box | None:
        if self.card is None:
            return None
        if self.card_place == "side":
            return (SHEET_W, MARGIN, SIDE_W, self.card.height)
        return (MARGIN, self.sheet_h, SHEET_W - 2 * MARGIN, self.card.height)

    @property
    def view_box(self) -> ViewBox:
        box = self.card_box
        if box is None:
            return (0, 0, SHEET_W, self.sheet_h)
        x, y, w, h = box
        return (0, 0, round(max(SHEET_W, x + w + MARGIN)),
                round(max(self.sheet_h, y + h + MARGIN)))

    # -- places ---------------------------------------------------------------------
    @staticmethod
    def pair_x(pair: int) -> float:
        """Centre of a pair's column."""
        return MARGIN + pair * PITCH + PITCH / 2

    def bubble_y(self) -> float:
        return MARGIN + BUBBLE / 2

    def cell(self, column: int, floor: int) -> Box:
        """A floor's box (all its boxes together): towers up from the ground band, car
        parks down from it."""
        x = self.pair_x(column // 2) - BOX / 2
        if column % 2 == 0:
            y = self.ground_y - (floor + 1) * ROW + GAP / 2
        else:
            y = self.ground_y + GROUND + floor * ROW + GAP / 2
        return (x, y, BOX, ROW - GAP)

    def box(self, column: int, floor: int, index: int, boxes: int) -> Box:
        """Box ``index`` of a floor split into ``boxes``."""
        x, y, w, h = self.cell(column, floor)
        part = w / max(1, boxes)
        return (x + index * part, y, part, h)

    def centre(self, column: ColumnPicture, floor: int) -> tuple[float, float]:
        """Where the next number of ``floor`` goes (its first empty box)."""
        boxes = len(column.floors[floor])
        x, y, w, h = self.box(column.column, floor, column.next_box(floor), boxes)
        return (x + w / 2, y + h / 2)

    def spot_centre(self, spot: Spot) -> tuple[float, float]:
        x, y, w, h = self.cell(*spot)
        return (x + w / 2, y + h / 2)
