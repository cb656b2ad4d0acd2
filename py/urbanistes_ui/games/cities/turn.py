"""A Cities turn as the viewer makes it: what the rules let them do now (``Step``), the
screen's own state for the move being made (``CitiesState``), and what each click or
key does to it (``handle``), or which action it plays.

Every event's fields are checked against the step: a slot, a spot, an item the rules do
not offer now changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from urbanistes.cities.game import Cities
from urbanistes.engine import Action

from ...screen import PickPlace, Play, Point, cell, move_focus, number
from ...state import Event
from .art import SPACE, TILE
from .marks import BOARD_STOP
from .panels import hand_order
from .rows import Slot

ARROW_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


@dataclass
class CitiesState(PickPlace):
    """The move being made: the tile's turn (``rot``), the arrow keys' focus and the spot
    a first tap selected on the board (see ``PickPlace``; its ``picked`` is not used: the
    tile in hand is the only one), the item picked in the hand (None: the first), and
    the slot of the central board a first tap selected."""

    item: str | None = None
    slot: Slot | None = None

    def cancel(self) -> None:
        super().cancel()
        self.slot = None


@dataclass(frozen=True)
class Step:
    """What the viewer may do now, from the rules' legal actions: ``kind`` is "start",
    "take", "tile", "item" or "" (nothing); with the starting tiles, the slots to take,
    the tile positions, or the spaces of each item in hand (in the dock's order)."""

    kind: str = ""
    starts: tuple[int, ...] = ()
    takes: frozenset[Slot] = frozenset()
    origins: tuple[Point, ...] = ()
    spaces: Mapping[str, tuple[Point, ...]] = field(default_factory=dict)
    hand: tuple[str, ...] = ()

    @classmethod
    def of(cls, game: Cities, seat: int, hand: Sequence[str]) -> Step:
        """From the rules' legal actions for ``seat``; ``hand`` is the view's (sorted)."""
        actions = game.legal_actions(seat)
        kinds = {a["type"] for a in actions}
        if "start" in kinds:
            return cls("start", starts=tuple(a["tile"] for a in actions))
        if "take" in kinds:
            return cls("take", takes=frozenset((a["row"], a["slot"]) for a in actions))
        if "tile" in kinds:
            origins = dict.fromkeys((a["x"], a["y"]) for a in actions)
            return cls("tile", origins=tuple(origins))
        if not actions:
            return cls()
        order = tuple(hand_order(hand))
        spaces = {item: tuple((a["x"], a["y"]) for a in actions
                              if a["type"] == "place" and a["item"] == item) for item in order}
        return cls("item", spaces=spaces, hand=order)

    def picked(self, st: CitiesState) -> str | None:
        """The item in hand the viewer is placing: the one picked, else the first that
        fits somewhere (else the first: it can only be discarded)."""
        if self.kind != "item":
            return None
        if st.item in self.spaces:
            return st.item
        return next((item for item in self.hand if self.spaces[item]), self.hand[0])

    def targets(self, st: CitiesState) -> tuple[Point, ...]:
        """The board's targets now: tile positions, or the picked item's spaces."""
        if self.kind == "tile":
            return self.origins
        item = self.picked(st)
        return self.spaces[item] if item is not None else ()


def handle(st: CitiesState, step: Step, event: Event) -> Play | None:
    """A click or key while the viewer is to move: update ``st``, return what to play."""
    act = str(event.get("act", ""))
    if act == "key":
        return _key(st, step, str(event.get("key", "")))
    handler = _HANDLERS.get((step.kind, act))
    return handler(st, step, event) if handler is not None else None


def focus(st: CitiesState, step: Step) -> str | None:
    """Where keyboard focus goes: the step's choice (the dock's first starting tile or
    slot, the board's tab stop, or "Discard" for an item that fits nowhere)."""
    if step.kind == "start":
        return '.dock [data-act="choose"]'
    if step.kind == "take":
        if st.slot is not None:
            return f'.dock [data-act="take"][data-row="{st.slot[0]}"][data-slot="{st.slot[1]}"]'
        return '.dock [data-act="take"]:not([disabled])'
    if step.kind == "tile" or (step.kind == "item" and step.targets(st)):
        return BOARD_STOP
    if step.kind == "item":
        return '.dock [data-act="discard"]'
    return None


def guide(st: CitiesState, step: Step, action: Action) -> str:
    """What to click next on the way to ``action`` (a lesson's callout stands by it)."""
    kind = action["type"]
    if kind == "start":
        return f'.dock [data-act="choose"][data-tile="{action["tile"]}"]'
    if kind == "take":
        return f'[data-act="take"][data-row="{action["row"]}"][data-slot="{action["slot"]}"]'
    if kind == "tile":
        if st.rot != action["rot"]:
            return '.dock [data-act="rotate"]'
        return f'.board [data-act="lay"][data-x="{action["x"]}"][data-y="{action["y"]}"]'
    if step.picked(st) != action["item"]:
        return f'.dock [data-act="item"][data-item="{action["item"]}"]'
    if kind == "discard":
        return '.dock [data-act="discard"]'
    return f'.board [data-act="place"][data-x="{action["x"]}"][data-y="{action["y"]}"]'


def _key(st: CitiesState, step: Step, key: str) -> Play | None:
    """Escape lets go; a digit chooses a starting tile or picks an item; R turns the
    tile; arrows move among the board's targets."""
    if key == "Escape":
        st.cancel()
    elif key.isdigit() and step.kind == "start" and 1 <= int(key) <= len(step.starts):
        return Play({"type": "start", "tile": step.starts[int(key) - 1]})
    elif key.isdigit() and step.kind == "item" and 1 <= int(key) <= len(step.hand):
        _pick_item(st, step.hand[int(key) - 1])
    elif key in ("r", "R") and step.kind == "tile":
        st.rot = (st.rot + 1) % 4
    elif key in ARROW_KEYS:
        unit = TILE if step.kind == "tile" else SPACE
        places = {p: ((p[0] + 0.5) * unit, (p[1] + 0.5) * unit) for p in step.targets(st)}
        st.focus = move_focus(places, st.focus if st.focus in places else None, key)
        st.selected = None
    return None


# -- event handlers, by step and act ---------------------------------------------------------
def _pick_item(st: CitiesState, item: str) -> None:
    st.item = item
    st.focus = st.selected = None


def _start(st: CitiesState, step: Step, event: Event) -> Play | None:
    tile = number(event, "tile")
    return Play({"type": "start", "tile": tile}) if tile in step.starts else None


def _take(st: CitiesState, step: Step, event: Event) -> Play | None:
    row, slot = number(event, "row"), number(event, "slot")
    if row is None or slot is None or (row, slot) not in step.takes:
        return None
    if event.get("pointer") == "touch" and st.slot != (row, slot):
        st.slot = (row, slot)
        return None
    return Play({"type": "take", "row": row, "slot": slot})


def _rotate(st: CitiesState, step: Step, event: Event) -> Play | None:
    st.rot = (st.rot + 1) % 4
    return None


def _lay(st: CitiesState, step: Step, event: Event) -> Play | None:
    spot = cell(event)
    if spot is None or spot not in step.origins:
        return None
    if st.tap(spot, str(event.get("pointer", "mouse"))):
        return Play({"type": "tile", "x": spot[0], "y": spot[1], "rot": st.rot})
    return None


def _item(st: CitiesState, step: Step, event: Event) -> Play | None:
    item = event.get("item")
    if isinstance(item, str) and item in step.spaces:
        _pick_item(st, item)
    return None


def _place(st: CitiesState, step: Step, event: Event) -> Play | None:
    item, spot = step.picked(st), cell(event)
    if item is None or spot is None or spot not in step.spaces[item]:
        return None
    if st.tap(spot, str(event.get("pointer", "mouse"))):
        return Play({"type": "place", "item": item, "x": spot[0], "y": spot[1]})
    return None


def _discard(st: CitiesState, step: Step, event: Event) -> Play | None:
    item = event.get("item")
    if isinstance(item, str) and item in step.spaces:
        return Play({"type": "discard", "item": item})
    return None


_HANDLERS: dict[tuple[str, str], Callable[[CitiesState, Step, Event], Play | None]] = {
    ("start", "choose"): _start, ("take", "take"): _take, ("tile", "rotate"): _rotate,
    ("tile", "lay"): _lay, ("item", "item"): _item, ("item", "place"): _place,
    ("item", "discard"): _discard,
}

