"""What the viewer may do now, from the rules: the step, the pieces they may pick in the
dock and, for each, where it may go on the board.

Every legal move comes from the rules (``legal_actions``, and the view's construction
hints with their reasons): the screen never decides what is allowed. A ``Step`` is
asked once per state (``Steps`` keeps the last one).
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from urbanistes.cardcityxl.cards import rotations
from urbanistes.engine import Action, Game, Text

Point = tuple[int, int]

#: The viewer's step: what the dock asks. "" when the viewer has nothing to do.
SPLIT, CHOOSE, KEEP, BUILD, CLOUD, GROW, BUY, MAIRIE = (
    "split", "choose", "keep", "build", "cloud", "grow", "buy", "mairie")
#: The rules' phase where the Banlieue Fictive's player sets the Mairie down.
SITE = "site"
#: Soutien de l'Architecte: the piece the first player may lay while building.
ARCHITECT = "architect"
#: The pieces of the purchase step: bought only if the player chooses to.
PURCHASES = frozenset({"industry", "park"})


@dataclass(frozen=True)
class Piece:
    """A card the viewer picks in the dock and lays on the board: a card of the hand
    (``build``), the Architecte, a Pollution cloud, a Résidence or Commerce that grows a
    district, an Industrie or Park bought, or the solo Mairie of the Banlieue Fictive.
    ``spots`` are (x, y, rotation) the rules allow."""

    code: str
    kind: str
    spots: tuple[tuple[int, int, int], ...]
    cost: int = 0
    #: Construction: why the card cannot be built now (bilingual), and whether the
    #: rules allow discarding it.
    reason: Text | None = None
    discard: bool = False

    @property
    def turns(self) -> bool:
        """Its rotation matters (a two-colour card)."""
        return len(rotations(self.code)) > 1

    def at(self, rot: int) -> list[Point]:
        return [(x, y) for x, y, r in self.spots if r == rot]

    def action(self, p: Point, rot: int) -> Action:
        x, y = p
        if self.kind == BUILD:
            return {"type": "build", "card": self.code, "x": x, "y": y, "rot": rot}
        if self.kind == GROW:
            return {"type": "grow", "card": self.code, "x": x, "y": y}
        return {"type": self.kind, "x": x, "y": y}


@dataclass(frozen=True)
class Step:
    kind: str = ""
    pieces: tuple[Piece, ...] = ()
    actions: tuple[Action, ...] = field(default=())

    def allows(self, action: Action) -> bool:
        return action in self.actions


def _build(view: Mapping[str, Any], viewer: int) -> tuple[Piece, ...]:
    """One piece per card of the hand, with the rules' hint for its code."""
    hints = {h["card"]: h for h in view["builds"]}
    hand = view["hands"][viewer]
    pieces = []
    for code in [*hand["up"], *(c for c in hand["down"] if c is not None)]:
        hint = hints.get(code)
        if hint is None:
            continue
        pieces.append(Piece(code, BUILD, tuple((x, y, r) for x, y, r in hint["spots"]),
                            reason=hint["text"], discard=bool(hint["discard"])))
    return tuple(pieces)


def _placing(actions: Sequence[Action], kind: str, code: str, cost: int = 0) -> Piece | None:
    spots = tuple((a["x"], a["y"], 0) for a in actions if a["type"] == kind
                  and a.get("card", code) == code)
    return Piece(code, kind, spots, cost) if spots else None


def _later(view: Mapping[str, Any], viewer: int,
           actions: Sequence[Action]) -> tuple[str, tuple[Piece, ...]]:
    """Development and end of round: a cloud to lay first, else districts to grow, else
    what may be bought."""
    types = {a["type"] for a in actions}
    if "cloud" in types:
        cloud = _placing(actions, "cloud", "X")
        return CLOUD, (cloud,) if cloud else ()
    if "grow" in types:
        kinds = sorted({a["card"] for a in actions if a["type"] == "grow"})
        return GROW, tuple(p for k in kinds if (p := _placing(actions, "grow", k)))
    buys = (_placing(actions, "industry", "I", view["industry_cost"][viewer]),
            _placing(actions, "park", "K", view["costs"]["park"]))
    return BUY, tuple(p for p in buys if p is not None)


def compute(game: Game, viewer: int, view: Mapping[str, Any]) -> Step:
    actions = tuple(game.legal_actions(viewer))
    if not actions:
        return Step()
    phase = view["phase"]
    if phase in (SPLIT, CHOOSE, KEEP):
        return Step(phase, (), actions)
    if phase == SITE:
        mairie = _placing(actions, MAIRIE, "M")
        return Step(MAIRIE, (mairie,) if mairie else (), actions)
    if phase == BUILD:
        architect = _placing(actions, ARCHITECT, "A")
        extra = (architect,) if architect else ()
        return Step(BUILD, _build(view, viewer) + extra, actions)
    kind, pieces = _later(view, viewer, actions)
    return Step(kind, pieces, actions)


class Steps:
    """The viewer's step for the last state asked (a state is drawn several times)."""

    def __init__(self) -> None:
        self._last: tuple[weakref.ref[Game], int, Step] | None = None

    def of(self, game: Game, viewer: int | None, view: Mapping[str, Any]) -> Step:
        if viewer is None:
            return Step()
        last = self._last
        if last is not None and last[0]() is game and last[1] == viewer:
            return last[2]
        step = compute(game, viewer, view)
        self._last = (weakref.ref(game), viewer, step)
        return step
