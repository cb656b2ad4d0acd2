"""Build Card City XL cities and positions from pictures, so tests read like the rulebook.

Notation: one token per cell, separated by spaces, one line per row. The first token of
the first line is the cell (0, 0) (x to the right, y downwards), unless ``origin`` says
otherwise.

    ``.``       an empty cell
    ``R C I L P M K X``   Résidence, Commerce, Industrie, Loisirs, Parking, Mairie,
                Parc, Pollution cloud
    ``B12/1``   two-colour card B12 turned once clockwise (``B12`` alone: unturned)

Example (the construction example of the simplified rules, see the tests)::

    city('''
        . . I . .
        . . M C .
        . . . R .
    ''')
"""

from __future__ import annotations

import itertools
from typing import Any

from urbanistes.cardcityxl.city import City
from urbanistes.cardcityxl.draft import HAND, Slot, seats_mask
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.scoring import VICTORIES
from urbanistes.cardcityxl.sites import site, topology
from urbanistes.cardcityxl.state import BUILD, DEVELOP, OVER
from urbanistes.engine import Action
from urbanistes.grid import Point

SIDES = {"simplified": 5, "normal": 6, "advanced": 6}


def cell(token: str, seat: int = 0) -> tuple[str, int, int]:
    code, _, rot = token.partition("/")
    return (code, int(rot or 0), seat)


def city(picture: str, side: int = 5, seat: int = 0, origin: Point = (0, 0)) -> City:
    """The city drawn in ``picture``, every card owned by ``seat``."""
    rows = [line.split() for line in picture.strip("\n").splitlines() if line.strip()]
    cells = {}
    for y, row in enumerate(rows):
        for x, token in enumerate(row):
            if token != ".":
                cells[(origin[0] + x, origin[1] + y)] = cell(token, seat)
    return City("square", side, cells)


def picture(c: City) -> str:
    """Draw a city back (for readable assertion messages)."""
    xs = [p[0] for p in c.cells]
    ys = [p[1] for p in c.cells]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        row = []
        for x in range(min(xs), max(xs) + 1):
            code, rot, _ = c.cells.get((x, y), (".", 0, 0))
            row.append(f"{code}/{rot}" if rot else code)
        lines.append(" ".join(f"{t:5}" for t in row).rstrip())
    return "\n".join(lines)


def new(players: int = 2, level: str = "simplified", victory: str = "residential",
        seed: int = 0) -> CardCityXL:
    return CardCityXL.new({"players": players, "level": level, "victory": victory}, seed)


def building(c: City, hand: list[str], money: int = 3, level: str = "simplified",
             victory: str = "residential", players: int = 1, seat: int = 0,
             **fields: Any) -> CardCityXL:
    """A real game at the construction phase where ``seat`` (owning ``c``) holds
    ``hand`` face up and ``money``; the other seats have built already."""
    game = new(players, level, victory, seed=1).settle()
    game.cities = [City("square", SIDES[level], dict(c.cells)) if s == seat else
                   City("square", SIDES[level], {(0, 0): ("M", 0, s)})
                   for s in range(players)]
    everyone = seats_mask(*range(players))
    game.slots = [Slot(code, HAND, seat, up=True, known=everyone, seen=everyone)
                  for code in hand]
    game.money = [money] * players
    game.phase = BUILD
    game.start_cities = [x.copy() for x in game.cities]
    game.start_money = list(game.money)
    for name, value in fields.items():
        setattr(game, name, value)
    return game


def builds_of(game: CardCityXL, seat: int = 0) -> set[tuple[str, Point, int]]:
    """The (card, cell, rotation) builds ``seat`` may make now."""
    return {(a["card"], (a["x"], a["y"]), a["rot"]) for a in game.legal_actions(seat)
            if a["type"] == "build"}


def spots_for(game: CardCityXL, code: str, seat: int = 0) -> set[Point]:
    return {p for c, p, _ in builds_of(game, seat) if c == code}


def build(x: int, y: int, card: str, rot: int = 0) -> Action:
    return {"type": "build", "card": card, "x": x, "y": y, "rot": rot}


def grow(x: int, y: int, card: str = "R") -> Action:
    return {"type": "grow", "card": card, "x": x, "y": y}


def only_seat(game: CardCityXL) -> int:
    (seat,) = game.to_act
    return seat


def play(game: CardCityXL, action: Action) -> CardCityXL:
    """The one seat to act plays ``action``; any draw then comes from the seed."""
    return game.apply(only_seat(game), action).settle()


def developing(c: City, level: str = "simplified", players: int = 1, seat: int = 0,
               **fields: Any) -> CardCityXL:
    """A real game at the development phase, ``seat`` (owning ``c``) to develop."""
    game = building(c, [], level=level, players=players, seat=seat)
    game.phase, game.turn, game.first = DEVELOP, seat, seat
    game.start_cities, game.start_money = [], []
    for name, value in fields.items():
        setattr(game, name, value)
    return game


def growth_of(game: CardCityXL) -> set[tuple[str, Point]]:
    return {(a["card"], (a["x"], a["y"])) for a in game.legal_actions(game.turn)
            if a["type"] == "grow"}


def finished(cities: list[City], money: list[int], level: str = "simplified",
             victory: str = "residential") -> CardCityXL:
    """A real game, over, with these cities (one per seat) and purses."""
    game = new(len(cities), level, victory, seed=1)
    game.cities = [City("square", SIDES[level], {p: (code, rot, seat) for p, (code, rot, _)
                                                 in c.cells.items()})
                   for seat, c in enumerate(cities)]
    game.money = list(money)
    game.phase, game.slots, game.to_draw = OVER, [], 0
    return game


def dealt(cards: list[str], players: int = 3, level: str = "simplified",
          victory: str = "residential", round_no: int = 2) -> CardCityXL:
    """A real game whose first player (seat 0) has just drawn ``cards`` (round 2 by
    default, where Loisirs may come)."""
    from urbanistes.engine import CHANCE

    game = new(players, level, victory, seed=3)
    game.round = round_no
    for code in cards:
        game = game.apply(CHANCE, {"card": code})
    assert game.phase == "split"
    return game


def place(card: str, lot: int, face: str = "up") -> Action:
    return {"type": "place", "card": card, "lot": lot, "face": face}


def lay(game: CardCityXL, lot1: list[str], down1: list[str], up2: list[str]) -> CardCityXL:
    """The splitter lays lot 1 (face up, then face down) and lot 2's face-up cards, and
    offers the lots."""
    seat = game.splitter
    for code in lot1:
        game = game.apply(seat, place(code, 1))
    for code in down1:
        game = game.apply(seat, place(code, 1, "down"))
    for code in up2:
        game = game.apply(seat, place(code, 2))
    return game.apply(seat, {"type": "offer"})


def take(game: CardCityXL, lot: int) -> CardCityXL:
    return game.apply(game.chooser, {"type": "take", "lot": lot})


# -- the variants ------------------------------------------------------------------------
VARIANTS = ("architect", "ecology", "crisis", "unique", "suburb")


def variant_options(players: int = 1, level: str = "simplified",
                    victory: str = "residential", **variants: bool) -> dict[str, Any]:
    return {"players": players, "level": level, "victory": victory,
            **{v: variants.get(v, False) for v in VARIANTS}}


def variant_game(players: int = 1, level: str = "simplified", victory: str = "residential",
                 seed: int = 1, **variants: bool) -> CardCityXL:
    return CardCityXL.new(variant_options(players, level, victory, **variants), seed)


def site_city(game: CardCityXL, cells: dict[Point, Any], seat: int = 0) -> City:
    """A city of ``game``'s layout holding ``cells`` (``{(x, y): token}`` owned by
    ``seat``, or ``{(x, y): (token, owner)}``), plus the Banlieue's suburb cards."""
    o = game.options
    chosen = site(o["level"], o["players"], o["unique"], o["suburb"])
    drawn = {}
    for p, token in cells.items():
        owner = seat
        if isinstance(token, tuple):
            token, owner = token
        drawn[p] = cell(token, owner)
    for p, code in chosen.suburb:
        drawn.setdefault(p, (code, 0, -1))
    return City(topology(chosen), SIDES[o["level"]], drawn, chosen, o["crisis"])


def set_city(game: CardCityXL, c: City, seat: int = 0) -> CardCityXL:
    """``c`` becomes ``seat``'s city (every seat's, in the Cité Unique)."""
    game.cities = [c] * game.players if game.shared else [
        c if s == seat else x for s, x in enumerate(game.cities)]
    return game


def at_build(game: CardCityXL, hands: dict[int, list[str]], money: int | list[int] = 3,
             first: int = 0) -> CardCityXL:
    """``game`` at its construction, each seat of ``hands`` holding its cards face up."""
    everyone = seats_mask(*range(game.players))
    game.slots = [Slot(code, HAND, seat, up=True, known=everyone, seen=everyone)
                  for seat, hand in hands.items() for code in hand]
    game.money = list(money) if isinstance(money, list) else [money] * game.players
    game.phase, game.first, game.to_draw = BUILD, first, 0
    game.start_cities, game.start_money = list(game.cities), list(game.money)
    return game


def at_develop(game: CardCityXL, seat: int = 0) -> CardCityXL:
    game.slots, game.start_cities, game.start_money = [], [], []
    game.phase, game.turn, game.first, game.to_draw = DEVELOP, seat, seat, 0
    return game


def at_end(game: CardCityXL, money: int | list[int]) -> CardCityXL:
    """``game`` over (no Industrie left to show in the reserve)."""
    game.money = list(money) if isinstance(money, list) else [money] * game.players
    game.phase, game.slots, game.to_draw, game.tops = OVER, [], 0, []
    return game


def ways_to_play() -> list[dict[str, Any]]:
    """The rulebook's 240 ways to play (3 levels x 5 victories x 16 combinations of the
    four variants), each with a seat count it allows: the fourth variant is the Cité
    Unique with 2, 3 and 4 seats in turn, or solo the Banlieue Fictive; without it the
    seats turn through 1 to 4."""
    found = []
    seats = {False: itertools.cycle((1, 2, 3, 4)), True: itertools.cycle((1, 2, 3, 4))}
    for level, victory, (architect, ecology, crisis, fourth) in itertools.product(
            ("simplified", "normal", "advanced"), VICTORIES,
            itertools.product((False, True), repeat=4)):
        players = next(seats[fourth])
        found.append(variant_options(players, level, victory, architect=architect,
                                     ecology=ecology, crisis=crisis,
                                     unique=fourth and players > 1,
                                     suburb=fourth and players == 1))
    return found
