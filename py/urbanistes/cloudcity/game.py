"""Cloud City: the state, the turn (tile, walkways, draw) and the final vote count.

The deck is a face-down multiset whose order is not decided until a tile comes off it:
drawing from the deck, or refilling the face-up row, is a chance step settled by the
seed. A tile drawn from the deck is seen by its drawer only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Self, TypedDict

from ..dealing import Stream
from ..engine import Action, Game, ScoreLine, Scores, ScoreSheet, Text, seat_names, text
from ..grid import Point
from .city import (
    ROTATIONS,
    WALKWAY_PROBLEMS,
    City,
    add_tile,
    city_size,
    copy_city,
    full_supply,
    is_complete,
    legal_origins,
    legal_walkways,
    normalise,
    partners,
    walkway_problem,
    walkway_value,
)
from .data import (
    HEIGHTS,
    LEVEL_NAMES,
    NEEDS_CARDS,
    NEEDS_TEXTS,
    REGULAR_TILES,
    START_TILES,
    WALKWAY_VALUES,
)
from .info import INFO
from .scoring import NEEDS, level_walkways, need_points, winners

ROW_SIZE = 3
HAND_SIZE = 3


class CityView(TypedDict):
    tiles: list[list[int]]  # [tx, ty, tile, rot]
    buildings: list[list[int]]  # [zx, zy, height]
    walkways: list[list[int]]  # [x1, y1, x2, y2, height], in build order


class CloudCityView(TypedDict):
    cities: list[CityView]
    #: The viewer's own hand (None for a spectator); the others only show their size.
    hand: list[int] | None
    hand_sizes: list[int]
    deck_count: int
    row: list[int | None]
    #: Walkways left: supply[height - 1][distance - 1].
    supply: list[list[int]]
    needs: list[int]
    phase: str
    turn: int
    to_act: list[int]
    shape: str


def city_view(city: City) -> CityView:
    return {
        "tiles": [[x, y, t, r] for (x, y), (t, r) in sorted(city["tiles"].items())],
        "buildings": [[x, y, h] for (x, y), h in sorted(city["buildings"].items())],
        "walkways": [list(w) for w in city["walkways"]],
    }


@dataclass
class CloudCity(Game):
    info = INFO

    cities: list[City] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    #: The face-down deck, sorted: its order is not decided yet.
    deck: list[int] = field(default_factory=list)
    row: list[int | None] = field(default_factory=list)
    #: Walkways left in the shared box: height -> distance -> count.
    supply: dict[int, dict[int, int]] = field(default_factory=full_supply)
    phase: str = "tile"  # "tile" | "build" | "draw" | "over"
    turn: int = 0  # the seat to act
    needs: tuple[int, ...] = ()
    #: A tile to come off the deck: into the hand of the seat to act ("hand", seat) or
    #: into a face-up slot ("row", index). Chance decides which tile.
    pending: tuple[str, int] | None = None

    # -- set-up -----------------------------------------------------------------
    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        players = options["players"]
        if options["city"] == "rectangle" and players > 3:
            raise ValueError("the 3x4 rectangle city is a variant for 2 or 3 players")
        stream = Stream(seed)
        deck = stream.shuffled(REGULAR_TILES)
        needs = tuple(sorted(stream.shuffled(NEEDS_CARDS)[:options["needs"]]))
        row: list[int | None] = list(deck[:ROW_SIZE])
        hands = [deck[ROW_SIZE + HAND_SIZE * i:ROW_SIZE + HAND_SIZE * (i + 1)]
                 for i in range(players)]
        cities = []
        for seat in range(players):  # start tile 1 to the first player, then clockwise
            city: City = {"tiles": {}, "buildings": {}, "walkways": []}
            add_tile(city, START_TILES[seat], 0, 0, 0)
            cities.append(city)
        return cls(options=options, seed=seed, cities=cities, hands=hands,
                   deck=sorted(deck[ROW_SIZE + HAND_SIZE * players:]), row=row, needs=needs)

    def clone(self) -> Self:
        return type(self)(
            options=dict(self.options), seed=self.seed, history=list(self.history),
            fixed=self.fixed, cities=[copy_city(c) for c in self.cities],
            hands=[list(h) for h in self.hands], deck=list(self.deck), row=list(self.row),
            supply={h: dict(s) for h, s in self.supply.items()},
            phase=self.phase, turn=self.turn, needs=self.needs, pending=self.pending,
        )

    # -- facts ------------------------------------------------------------------
    @property
    def shape(self) -> str:
        return str(self.options["city"])

    @property
    def city_size(self) -> int:
        """Tiles in a finished city: 9, or 12 for the rectangle."""
        return city_size(self.shape)

    def tiles_to_place(self, seat: int) -> int:
        """Tiles ``seat`` still has to lay (0 once their city is finished)."""
        return self.city_size - len(self.cities[seat]["tiles"])

    def can_draw(self) -> bool:
        return bool(self.deck) or any(t is not None for t in self.row)

    # -- turns ------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == "over" or self.pending else (self.turn,)

    @property
    def is_chance(self) -> bool:
        return self.pending is not None

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.pending is None:
            return []
        counts: dict[int, int] = {}
        for tile in self.deck:
            counts[tile] = counts.get(tile, 0) + 1
        return [({"tile": tile}, n) for tile, n in sorted(counts.items())]

    def _actions(self, seat: int) -> list[Action]:
        if self.phase == "tile":
            origins = legal_origins(self.cities[seat], self.shape)
            return [
                {"type": "tile", "tile": t, "x": x, "y": y, "rot": r}
                for t in sorted(self.hands[seat])
                for (x, y) in origins
                for r in ROTATIONS
            ]
        if self.phase == "build":
            return [
                {"type": "walkway", "x1": x1, "y1": y1, "x2": x2, "y2": y2}
                for x1, y1, x2, y2, _ in legal_walkways(self.cities[seat], self.supply)
            ] + [{"type": "end"}]
        found: list[Action] = [{"type": "draw", "from": "deck"}] if self.deck else []
        found += [
            {"type": "draw", "from": "row", "index": i}
            for i, t in enumerate(self.row) if t is not None
        ]
        return found

    def _allows(self, seat: int, action: Action) -> bool:
        kind = action.get("type")
        ints = [v for k, v in action.items() if k not in ("type", "from")]
        if not all(type(v) is int for v in ints):
            return False
        city = self.cities[seat]
        if kind == "tile" and self.phase == "tile":
            if set(action) != {"type", "tile", "x", "y", "rot"}:
                return False
            return (
                action["tile"] in self.hands[seat]
                and action["rot"] in ROTATIONS
                and (action["x"], action["y"]) in legal_origins(city, self.shape)
            )
        if kind == "walkway" and self.phase == "build":
            if set(action) != {"type", "x1", "y1", "x2", "y2"}:
                return False
            a, b = (action["x1"], action["y1"]), (action["x2"], action["y2"])
            return a < b and walkway_problem(city, a, b, self.supply) is None
        if kind == "end" and self.phase == "build":
            return set(action) == {"type"}
        if kind == "draw" and self.phase == "draw":
            source = action.get("from")
            if source == "deck":
                return set(action) == {"type", "from"} and bool(self.deck)
            if source == "row" and set(action) == {"type", "from", "index"}:
                i = action["index"]
                return 0 <= i < len(self.row) and self.row[i] is not None
        return False

    def legal_tile_origins(self, seat: int, tile: int) -> list[tuple[int, int, int]]:
        """Where ``seat`` may lay ``tile`` from their hand: (tx, ty, rot)."""
        if seat not in self.to_act or self.phase != "tile" or tile not in self.hands[seat]:
            return []
        return [
            (x, y, r) for (x, y) in legal_origins(self.cities[seat], self.shape)
            for r in ROTATIONS
        ]

    def walkway_partners(self, seat: int, zone: Point) -> list[tuple[Point, int]]:
        """Buildings ``seat`` may link to ``zone`` now, with the walkway's value (none
        outside its build phase)."""
        if seat not in self.to_act or self.phase != "build":
            return []
        city = self.cities[seat]
        return [(z, walkway_value(d)) for z, d in partners(city, zone, self.supply)]

    def walkway_problem(self, seat: int, a: Point, b: Point) -> Text | None:
        """Why ``seat`` may not link ``a`` and ``b`` now (bilingual), or None."""
        if seat not in self.to_act or self.phase != "build":
            return text("Ce n'est pas le moment de construire.", "It is not time to build.")
        key = walkway_problem(self.cities[seat], a, b, self.supply)
        return None if key is None else WALKWAY_PROBLEMS[key]

    def _do(self, seat: int, action: Action) -> bool:
        city = self.cities[seat]
        kind = action["type"]
        if kind == "tile":
            self.hands[seat].remove(action["tile"])
            add_tile(city, action["tile"], action["x"], action["y"], action["rot"])
            self.phase = "build"
        elif kind == "walkway":
            a, b = normalise((action["x1"], action["y1"]), (action["x2"], action["y2"]))
            height = city["buildings"][a]
            city["walkways"].append((a[0], a[1], b[0], b[1], height))
            self.supply[height][(b[0] - a[0]) + (b[1] - a[1])] -= 1
        elif kind == "end":
            if is_complete(city, self.shape) or not self.can_draw():
                self._pass_turn()
            else:
                self.phase = "draw"
        elif action["from"] == "deck":
            self.pending = ("hand", seat)
        else:
            i = action["index"]
            tile = self.row[i]
            assert tile is not None, "checked by _allows"
            self.hands[seat].append(tile)
            self.row[i] = None
            if self.deck:
                self.pending = ("row", i)
            else:
                self._pass_turn()
        return False

    def _chance(self, outcome: Action) -> None:
        assert self.pending is not None, "only called at a chance step"
        where, index = self.pending
        tile = outcome["tile"]
        self.deck.remove(tile)
        if where == "hand":
            self.hands[index].append(tile)
        else:
            self.row[index] = tile
        self.pending = None
        self._pass_turn()

    def _pass_turn(self) -> None:
        """Hand the turn on clockwise; the game ends once every city is finished."""
        for step in range(1, self.players + 1):
            seat = (self.turn + step) % self.players
            if not is_complete(self.cities[seat], self.shape):
                self.turn = seat
                self.phase = "tile"
                return
        self.phase = "over"

    def resample(self, seat: int, rng: random.Random) -> Self:
        game = self.clone()
        others = [s for s in range(self.players) if s != seat]
        pool = sorted([t for s in others for t in self.hands[s]] + self.deck)
        rng.shuffle(pool)
        for s in others:
            size = len(self.hands[s])
            game.hands[s], pool = pool[:size], pool[size:]
        game.deck = sorted(pool)
        game.seed = rng.randrange(2**63)
        return game

    # -- information ------------------------------------------------------------
    def view(self, viewer: int | None) -> CloudCityView:
        return {
            "cities": [city_view(c) for c in self.cities],
            "hand": sorted(self.hands[viewer]) if viewer is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_count": len(self.deck),
            "row": list(self.row),
            "supply": [[self.supply[h][d] for d in sorted(WALKWAY_VALUES)] for h in HEIGHTS],
            "needs": list(self.needs),
            "phase": self.phase,
            "turn": self.turn,
            "to_act": list(self.to_act),
            "shape": self.shape,
        }

    def _sheet(self, seat: int, need_scores: dict[int, list[int]]) -> ScoreSheet:
        city = self.cities[seat]
        lines = []
        for height, name in LEVEL_NAMES.items():
            values = level_walkways(city, height)
            detail = " + ".join(map(str, values))
            lines.append(ScoreLine(
                f"walkways-{height}",
                text(f"Passerelles {name['fr']}", f"{name['en']} walkways"),
                sum(values),
                text(f"{len(values)} : {detail}", f"{len(values)}: {detail}") if values
                else None,
            ))
        for number in self.needs:
            card = NEEDS_TEXTS[number][0]
            lines.append(ScoreLine(
                f"need-{number}", text(f"Besoin : {card['fr']}", f"Need: {card['en']}"),
                need_scores[number][seat], NEEDS[number].detail(city),
            ))
        return ScoreSheet(seat, tuple(lines))

    def scores(self, viewer: int | None) -> Scores:
        """Every city is public, so every viewer sees every sheet."""
        need_scores = {n: need_points(n, self.cities) for n in self.needs}
        sheets = tuple(self._sheet(seat, need_scores) for seat in range(self.players))
        totals = [sum(line.points for line in s.lines) for s in sheets]
        if not self.is_over:
            return Scores(sheets, (), text("Partie en cours.", "Game in progress."))
        won, step = winners(totals, self.cities)
        best = max(totals)
        fr, en = seat_names(won, "fr"), seat_names(won, "en")
        if step == 0:
            outcome = text(f"{fr} gagne avec {best} votes.", f"{en} wins with {best} votes.")
        elif step == 4:
            outcome = text(
                f"Victoire partagée entre {fr} : ex aequo à {best} votes, et aussi "
                "en passerelles Rivière, Forêt et Sable.",
                f"Shared win for {en}: tied on {best} votes, and on River, Forest and "
                "Sand walkways too.")
        else:
            level = LEVEL_NAMES[step]
            outcome = text(
                f"{fr} gagne : ex aequo à {best} votes, départagés par les passerelles "
                f"{level['fr']}.",
                f"{en} wins: tied on {best} votes, broken by the {level['en']} walkways.")
        return Scores(sheets, won, outcome)
