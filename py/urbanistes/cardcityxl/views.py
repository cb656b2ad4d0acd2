"""What a screen gets: the JSON shapes of a Card City XL view, and ``table_view``.

Everything a play screen shows comes from ``CardCityXL.view(viewer)``: every city (as
the viewer may see it), purses, hands (face-down cards the viewer does not know are
``None``), the lots being offered, the pile and reserves, why each of the viewer's
cards can or cannot be built, the districts that must grow, the last income, the
round's events with their sentences, and the solo rank table.

The variants add: the way to play in words (``title``), which variants are on, the
site (each seat's part of a shared city, the hexagonal or square grid, the Banlieue's
Mairie spots), each city's pollution percentage and every card's, the reserve's face-up
Industrie, what each seat's next Loisirs costs, and the Architecte.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypedDict

from ..engine import Text, text
from .building import legal_builds, may_discard, why_not
from .city import PROBLEMS, City, cost, industries, limit, size
from .data import (
    ARCHITECT,
    BICOLOURS,
    ILLUSTRATIONS,
    INDUSTRY_STEP,
    KIND_NAMES,
    LEISURE_COST,
    PARK_COST,
    RANK_FLOORS,
    RANK_NAMES,
    deck,
)
from .development import must_grow
from .draft import HAND, LOTS, PLAYED, POOL, lot_shape
from .ecology import percent, pollution
from .economy import Income
from .info import combination_name
from .sites import BAND
from .state import BUILD, CHOOSE, DEVELOP, DRAW, KEEP, SITE, SPLIT, CardCityState, Event

#: What each victory counts, for sentences.
UNITS: dict[str, Text] = {
    "residential": text("PV", "VP"),
    "economic": text("$", "$"),
    "industrial": text("cartes", "cards"),
    "commercial": text("cartes", "cards"),
    "happiness": text("points de Bonheur", "happiness points"),
}


class CityView(TypedDict):
    seat: int
    topology: str
    side: int
    #: [x, y, code, rotation, owner]
    cells: list[list[int | str]]
    #: Cards counted toward the size limit, and the limit.
    size: int
    limit: int
    industries: int


class HandView(TypedDict):
    up: list[str]
    #: Face-down cards: their code if the viewer knows it, else None.
    down: list[str | None]


class LotView(TypedDict):
    up: list[str]
    down: list[str | None]
    money: int


class DraftView(TypedDict):
    splitter: int
    chooser: int | None
    #: The splitter is laying the lots (only the splitter sees them meanwhile).
    arranging: bool
    drawn: int
    to_draw: int
    #: Cards the splitter is splitting, and the lots' shape: [[up, down], [up, down]]
    #: (lot 2's face-down cards are the ones left when the splitter offers).
    cards: int
    shape: list[list[int]]
    #: The splitter's cards not laid yet (the splitter's own view only).
    pool: list[str] | None
    lots: list[LotView] | None
    served: list[bool]


class BuildHint(TypedDict):
    card: str
    #: Why the card cannot be built now (a ``city.PROBLEMS`` key), or None.
    reason: str | None
    text: Text | None
    #: Spots where it may go now: [x, y, rotation].
    spots: list[list[int]]
    discard: bool


class IncomeView(TypedDict):
    salary: int
    shops: list[int]
    parkings: list[list[int]]  # [colours, dollars]
    total: int
    #: Each Commerce district (as in ``shops``): [size, the seat's cards there, the
    #: players' cards there, the seat's dollars] (Cité Unique: shared, rounded down).
    shares: list[list[int]]


class SiteView(TypedDict):
    #: "own" (each city floats in its square), "fixed" (each seat has its part), "band"
    #: (2-player Cité Unique: fixed columns, rows set by the whole city).
    frame: str
    #: Cité Unique: one city for everyone (every ``cities[s]`` shows it all).
    shared: bool
    #: Banlieue Fictive: the suburb's cards lie in the city, owner -1.
    suburb: bool
    #: The cells of each seat's part where it may still build ("band": within the
    #: rows the city leaves room for); empty for "own".
    parts: list[list[list[int]]]
    #: Banlieue Fictive: the "x" spots offered to the Mairie (while it is to be placed).
    spots: list[list[int]]


class ArchitectView(TypedDict):
    #: The first player, who holds the Architecte this round.
    holder: int
    #: Where it lies in the holder's city as the viewer sees it (None if not there).
    at: list[int] | None
    #: Where the holder may lay it now (the holder's own view only).
    spots: list[list[int]]


class EventView(TypedDict):
    round: int
    seat: int
    key: str
    card: str
    amount: int
    reason: str
    #: The sentence, seats named {p0}, {p1}...
    text: Text


class VariantFields(TypedDict):
    #: The variants on, and the way to play in words.
    variants: dict[str, bool]
    title: Text
    site: SiteView
    #: Ville Écologique: each seat's pollution percentage now, every card code's
    #: percentage, and the reserve's face-up Industrie (empty/None otherwise).
    pollution: list[int]
    percentages: dict[str, int]
    reserve_top: str | None
    #: What each seat's next Loisirs costs (Crise des Loisirs: $5 x the count).
    leisure_cost: list[int]
    architect: ArchitectView | None


class CardCityView(VariantFields):
    level: str
    victory: str
    players: int
    round: int
    rounds: int
    first: int
    phase: str
    to_act: list[int]
    turn: int
    money: list[int]
    cities: list[CityView]
    hands: list[HandView]
    seen: list[str]
    draft: DraftView | None
    pile: int
    bottom: list[str]
    deck: dict[str, int]
    discards: list[str]
    reserve: dict[str, int]
    clouds: list[int]
    industry_cost: list[int]
    #: What a Loisirs (or a card with a Loisirs half) and a Park cost.
    costs: dict[str, int]
    builds: list[BuildHint]
    growth: list[dict[str, object]]
    income: list[IncomeView]
    events: list[EventView]
    bicolours: dict[str, list[str]]
    ranks: list[list[object]]


def city_view(city: City, seat: int) -> CityView:
    return {
        "seat": seat, "topology": city.topology, "side": city.side,
        "cells": [[x, y, code, rot, owner]
                  for (x, y), (code, rot, owner) in sorted(city.cells.items())],
        "size": size(city, seat), "limit": limit(city, seat),
        "industries": industries(city, seat),
    }


def income_view(earned: Income) -> IncomeView:
    return {
        "salary": earned.salary, "shops": list(earned.shops),
        "parkings": [[c, share.earned] for c, share in
                     zip(earned.parkings, earned.parking_shares, strict=True)],
        "total": earned.total,
        "shares": [[n, share.mine, share.cards, share.earned] for n, share in
                   zip(earned.shops, earned.shop_shares, strict=True)],
    }


def build_hints(city: City, seat: int, hand: tuple[str, ...], money: int) -> Iterator[BuildHint]:
    """For each different card of the hand: where it may go now, or why not."""
    spots: dict[str, list[list[int]]] = {}
    for code, (x, y), rot in legal_builds(city, seat, hand, money):
        spots.setdefault(code, []).append([x, y, rot])
    for code in sorted(set(hand)):
        reason = None if code in spots else why_not(city, seat, hand, money, code)
        yield {
            "card": code, "reason": reason,
            "text": PROBLEMS[reason] if reason else None,
            "spots": spots.get(code, []),
            "discard": may_discard(city, seat, hand, money, code),
        }


def _name(code: str) -> Text:
    if code in ILLUSTRATIONS:
        name, pct = KIND_NAMES["I"], ILLUSTRATIONS[code]
        return text(f"{name['fr']} ({pct} %)", f"{name['en']} ({pct}%)")
    return KIND_NAMES.get(code, text(f"bicolore {code}", f"two-colour {code}"))


def event_text(e: Event) -> Text:
    who = f"{{p{e.seat}}}"
    name = _name(e.card) if e.card else text("", "")
    if e.key == "take":
        return text(f"{who} prend le lot {e.amount}.", f"{who} takes lot {e.amount}.")
    if e.key == "discard":
        why = PROBLEMS.get(e.reason, PROBLEMS["no_cell"])
        return text(f"{who} défausse : {name['fr']}. {why['fr']}",
                    f"{who} discards: {name['en']}. {why['en']}")
    if e.key == "cloud":
        return text(f"{who} pose un nuage de pollution.", f"{who} lays a pollution cloud.")
    if e.key == "no_cloud":
        clouds = "nuage" if e.amount < 2 else "nuages"
        return text(f"{who} ne reçoit pas {e.amount} {clouds} : réserve vide ou ville pleine.",
                    f"{who} gets no cloud ({e.amount}): reserve empty or city full.")
    if e.key == "income":
        return text(f"{who} touche {e.amount} $.", f"{who} earns ${e.amount}.")
    if e.key == "architect":
        return text(f"{who} construit avec l'Architecte.", f"{who} builds with the Architect.")
    return text(f"{who} achète : {name['fr']} ({e.amount} $).",
                f"{who} buys: {name['en']} (${e.amount}).")


def event_view(e: Event) -> EventView:
    return {"round": e.round, "seat": e.seat, "key": e.key, "card": e.card,
            "amount": e.amount, "reason": e.reason, "text": event_text(e)}


# -- the view of a game ---------------------------------------------------------------
def hand_view(state: CardCityState, seat: int, viewer: int | None) -> HandView:
    """``seat``'s cards to build (as they were when the construction began, for the
    others, until it ends)."""
    held = [s for s in state.slots if s.seat == seat and (
        s.where == HAND or (s.where in PLAYED and state.shows_start(seat, viewer)))]
    return {
        "up": sorted(s.code for s in held if s.up),
        "down": sorted((s.code if state.sees(s, viewer) else None for s in held
                        if not s.up), key=lambda c: (c is None, c or "")),
    }


def lot_view(state: CardCityState, lot: int, viewer: int | None) -> LotView:
    """A lot as offered (or as being laid, for the splitter)."""
    cards = [s for s in state.slots if s.where == LOTS[lot - 1]]
    return {
        "up": sorted(s.code for s in cards if s.up),
        "down": sorted((s.code if state.sees(s, viewer) else None for s in cards
                        if not s.up), key=lambda c: (c is None, c or "")),
        "money": state.bribes[lot - 1],
    }


def draft_view(state: CardCityState, viewer: int | None) -> DraftView | None:
    """The acquisition under way (None in the other phases)."""
    if state.phase not in (DRAW, SPLIT, CHOOSE, KEEP):
        return None
    arranging = state.phase == SPLIT and viewer != state.splitter
    mine = viewer == state.splitter
    return {
        "splitter": state.splitter,
        "chooser": state.chooser if state.players > 1 else None,
        "arranging": state.phase == SPLIT,
        "drawn": len(state.slots),
        "to_draw": state.to_draw,
        "cards": state.splitting(),
        "shape": [list(lot) for lot in lot_shape(state.level, state.splitting())]
        if state.players > 1 and state.splitting() else [],
        "pool": state.cards_of(POOL) if mine else None,
        "lots": None if arranging or state.phase not in (SPLIT, CHOOSE) else [
            lot_view(state, 1, viewer), lot_view(state, 2, viewer)],
        "served": list(state.served),
    }


def table_view(state: CardCityState, viewer: int | None) -> CardCityView:
    """Everything ``viewer`` may see, for a play screen."""
    level = state.level
    return {
        "level": level, "victory": state.victory, "players": state.players,
        "round": state.round, "rounds": state.rounds, "first": state.first,
        "phase": state.phase, "to_act": list(state.to_act), "turn": state.turn,
        "money": [state.seen_money(s, viewer) for s in range(state.players)],
        "cities": [city_view(state.seen_city(s, viewer), s) for s in range(state.players)],
        "hands": [hand_view(state, s, viewer) for s in range(state.players)],
        "seen": state.unplaced(viewer),
        "draft": draft_view(state, viewer),
        "pile": len(state.pile) + len(state.bottom),
        "bottom": list(state.bottom),
        "deck": deck(level, state.players, state.variant("ecology")),
        "discards": sorted(state.discards),
        "reserve": dict(state.reserve),
        "clouds": [0 if state.phase == BUILD and s != viewer else state.clouds[s]
                   for s in range(state.players)],
        "industry_cost": [INDUSTRY_STEP * (industries(state.seen_city(s, viewer), s) + 1)
                          for s in range(state.players)],
        "costs": {"leisure": LEISURE_COST, "park": PARK_COST},
        "builds": build_hints_of(state, viewer),
        "growth": growth_view(state, viewer),
        "income": [income_view(i) for i in state.incomes],
        "events": [event_view(e) for e in state.events if e.round >= state.round - 1],
        "bicolours": {c: list(v) for c, v in BICOLOURS.items()} if level == "advanced"
        else {},
        "ranks": [[RANK_NAMES[i], floor] for i, floor in
                  enumerate(RANK_FLOORS[state.victory]) if floor is not None]
        if state.players == 1 else [],
        **variant_view(state, viewer),
    }


def variant_view(state: CardCityState, viewer: int | None) -> VariantFields:
    """The fields the variants add to a view."""
    ecology = state.variant("ecology")
    seats = range(state.players)
    return {
        "variants": {v: state.variant(v) for v in VARIANT_KEYS},
        "title": combination_name(state.options),
        "site": site_view(state),
        "pollution": [pollution(state.seen_city(s, viewer), s) for s in seats]
        if ecology else [],
        "percentages": {code: percent(code) for code in _codes(state)} if ecology else {},
        "reserve_top": state.top or None,
        "leisure_cost": [cost(state.seen_city(s, viewer), s, "L") for s in seats],
        "architect": architect_view(state, viewer),
    }


VARIANT_KEYS = ("architect", "ecology", "crisis", "unique", "suburb")


def _codes(state: CardCityState) -> list[str]:
    """Every card code the game may show."""
    found = {*deck(state.level, state.players, True), *"RCLPMKX", *ILLUSTRATIONS}
    return sorted(found)


def site_view(state: CardCityState) -> SiteView:
    city = state.cities[0]
    chosen = city.site
    parts = [sorted(part) for part in chosen.parts]
    if chosen.frame == BAND:
        rows = [y for _, y in city.cells]
        low, high = max(rows) - city.side + 1, min(rows) + city.side - 1
        parts = [[p for p in part if low <= p[1] <= high] for part in parts]
    return {
        "frame": chosen.frame, "shared": chosen.shared, "suburb": bool(chosen.suburb),
        "parts": [[[x, y] for x, y in part] for part in parts],
        "spots": [[x, y] for x, y in chosen.spots] if state.phase == SITE else [],
    }


def architect_view(state: CardCityState, viewer: int | None) -> ArchitectView | None:
    if not state.variant("architect"):
        return None
    holder = state.first
    seen = state.seen_city(holder, viewer).cells
    at = next(([x, y] for (x, y), (code, _, owner) in seen.items()
               if code == ARCHITECT and owner == holder), None)
    spots = state.architect_spots(holder) if viewer == holder else []
    return {"holder": holder, "at": at, "spots": [[x, y] for x, y in spots]}


def build_hints_of(state: CardCityState, viewer: int | None) -> list[BuildHint]:
    """The viewer's own cards while it builds: where each may go, or why not."""
    if state.phase != BUILD or viewer is None or viewer not in state.to_act:
        return []
    return list(build_hints(state.cities[viewer], viewer, state.hand(viewer),
                            state.money[viewer]))


def growth_view(state: CardCityState, viewer: int | None) -> list[dict[str, object]]:
    """The viewer's districts that must grow, while it develops."""
    if state.phase != DEVELOP or viewer != state.turn or state.clouds[viewer]:
        return []
    return [{"card": kind, "cells": sorted([x, y] for x, y in d)}
            for kind, d in must_grow(state.cities[viewer], viewer)]
