"""Cloud City: the state, the turn (tile, walkways, draw) and the final vote count."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Self

from ..engine import (
    Action,
    Choice,
    Game,
    GameInfo,
    Option,
    ScoreLine,
    Scores,
    ScoreSheet,
    Text,
    text,
)
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
from .data import LEVEL_NAMES, NEEDS_CARDS, NEEDS_TEXTS, REGULAR_TILES, START_TILES
from .scoring import NEEDS, level_walkways, need_points, winners

ROW_SIZE = 3
HAND_SIZE = 3

INFO = GameInfo(
    id="cloudcity",
    name=text("Cloud City", "Cloud City"),
    pitch=text(
        "Posez des tuiles de nuages et reliez vos tours par des passerelles.",
        "Lay cloud tiles and link your towers with walkways.",
    ),
    min_players=2,
    max_players=4,
    minutes="30",
    hidden_hands=True,
    options=(
        Option("city", text("Ville", "City"), (
            Choice("square", text("Carré de 3x3 tuiles (8 tours)", "3x3 square (8 turns)")),
            Choice("rectangle", text("Rectangle de 3x4 tuiles (11 tours, 2 ou 3 joueurs)",
                                     "3x4 rectangle (11 turns, 2 or 3 players)")),
        )),
        Option("needs", text("Besoins spécifiques", "Special Needs"), (
            Choice(0, text("Aucun", "None")),
            Choice(1, text("1 carte", "1 card")),
            Choice(2, text("2 cartes (plus corsé)", "2 cards (harder)")),
        )),
    ),
)


def _seat(i: int) -> Text:
    return text(f"Joueur {i + 1}", f"Player {i + 1}")


def _names(seats: tuple[int, ...], lang: str) -> str:
    names = [_seat(i)[lang] for i in seats]
    joiner = " et " if lang == "fr" else " and "
    return ", ".join(names[:-1]) + joiner + names[-1] if len(names) > 1 else names[0]


@dataclass
class CloudCity(Game):
    info = INFO

    #: Per seat: {"tiles": {(tx, ty): (tile, rot)}, "buildings": {(zx, zy): height},
    #: "walkways": [(x1, y1, x2, y2, height), ...]} (see ``city``).
    cities: list[City] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)  # deck[0] is the top
    row: list[int | None] = field(default_factory=list)
    #: Walkways left in the shared box: height -> distance -> count.
    supply: dict[int, dict[int, int]] = field(default_factory=full_supply)
    phase: str = "tile"  # "tile" | "build" | "draw" | "over"
    turn: int = 0  # the seat to act
    needs: tuple[int, ...] = ()

    # -- set-up -----------------------------------------------------------------
    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        players = options["players"]
        if options["city"] == "rectangle" and players > 3:
            raise ValueError("the 3x4 rectangle city is a variant for 2 or 3 players")
        rng = random.Random(seed)
        deck = list(REGULAR_TILES)
        rng.shuffle(deck)
        needs = tuple(sorted(rng.sample(NEEDS_CARDS, options["needs"])))
        row: list[int | None] = list(deck[:ROW_SIZE])
        deck = deck[ROW_SIZE:]
        hands = [deck[HAND_SIZE * i:HAND_SIZE * (i + 1)] for i in range(players)]
        deck = deck[HAND_SIZE * players:]
        cities = []
        for seat in range(players):  # start tile 1 to the first player, then clockwise
            city = {"tiles": {}, "buildings": {}, "walkways": []}
            add_tile(city, START_TILES[seat], 0, 0, 0)
            cities.append(city)
        return cls(options=options, seed=seed, cities=cities, hands=hands, deck=deck,
                   row=row, needs=needs)

    def clone(self) -> Self:
        return CloudCity(
            options=dict(self.options), seed=self.seed, history=list(self.history),
            movers=list(self.movers), fixed=self.fixed,
            cities=[copy_city(c) for c in self.cities],
            hands=[list(h) for h in self.hands], deck=list(self.deck), row=list(self.row),
            supply={h: dict(s) for h, s in self.supply.items()},
            phase=self.phase, turn=self.turn, needs=self.needs,
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

    @staticmethod
    def walkway_value(distance: int) -> int:
        """Votes for a walkway spanning ``distance`` zones: 1, 2, 3, 5, 8."""
        return walkway_value(distance)

    def can_draw(self) -> bool:
        return bool(self.deck) or any(t is not None for t in self.row)

    # -- turns ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def legal_actions(self) -> list[Action]:
        seat = self.turn
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
        if self.phase == "draw":
            found: list[Action] = [{"type": "draw", "from": "deck"}] if self.deck else []
            found += [
                {"type": "draw", "from": "row", "index": i}
                for i, t in enumerate(self.row) if t is not None
            ]
            return found
        return []

    def is_legal(self, action: Action) -> bool:
        if self.phase == "over" or not isinstance(action, dict):
            return False
        kind = action.get("type")
        ints = [v for k, v in action.items() if k not in ("type", "from")]
        if not all(type(v) is int for v in ints):
            return False
        city = self.cities[self.turn]
        if kind == "tile" and self.phase == "tile":
            if set(action) != {"type", "tile", "x", "y", "rot"}:
                return False
            return (
                action["tile"] in self.hands[self.turn]
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

    def legal_tile_origins(self, tile: int) -> list[tuple[int, int, int]]:
        """Where the current player may lay ``tile`` from their hand: (tx, ty, rot)."""
        if self.phase != "tile" or tile not in self.hands[self.turn]:
            return []
        return [
            (x, y, r) for (x, y) in legal_origins(self.cities[self.turn], self.shape)
            for r in ROTATIONS
        ]

    def walkway_partners(self, zone: Point) -> list[tuple[Point, int]]:
        """Buildings the current player may link to ``zone`` now, with the walkway's value.

        Empty outside the build phase (nothing may be built then).
        """
        if self.phase != "build":
            return []
        city = self.cities[self.turn]
        return [(z, walkway_value(d)) for z, d in partners(city, tuple(zone), self.supply)]

    def walkway_problem(self, a: Point, b: Point) -> Text | None:
        """Why the current player may not link ``a`` and ``b`` now (bilingual), or None."""
        if self.phase != "build":
            return text("Ce n'est pas le moment de construire.", "It is not time to build.")
        key = walkway_problem(self.cities[self.turn], tuple(a), tuple(b), self.supply)
        return None if key is None else WALKWAY_PROBLEMS[key]

    def _do(self, action: Action) -> bool:
        seat = self.turn
        city = self.cities[seat]
        kind = action["type"]
        if kind == "tile":
            self.hands[seat].remove(action["tile"])
            add_tile(city, action["tile"], action["x"], action["y"], action["rot"])
            self.phase = "build"
            return False
        if kind == "walkway":
            a, b = normalise((action["x1"], action["y1"]), (action["x2"], action["y2"]))
            height = city["buildings"][a]
            city["walkways"].append((a[0], a[1], b[0], b[1], height))
            self.supply[height][(b[0] - a[0]) + (b[1] - a[1])] -= 1
            return False
        if kind == "end":
            if is_complete(city, self.shape) or not self.can_draw():
                self._pass_turn()
            else:
                self.phase = "draw"
            return False
        # draw
        revealed = False
        if action["from"] == "deck":
            self.hands[seat].append(self.deck.pop(0))
            revealed = True
        else:
            i = action["index"]
            self.hands[seat].append(self.row[i])
            self.row[i] = self.deck.pop(0) if self.deck else None
            revealed = self.row[i] is not None
        self._pass_turn()
        return revealed

    def _pass_turn(self) -> None:
        """Hand the turn on clockwise; the game ends once every city is finished."""
        for step in range(1, self.players + 1):
            seat = (self.turn + step) % self.players
            if not is_complete(self.cities[seat], self.shape):
                self.turn = seat
                self.phase = "tile"
                return
        self.phase = "over"

    # -- information ------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        return {
            "cities": [
                {
                    "tiles": [[x, y, t, r] for (x, y), (t, r) in sorted(c["tiles"].items())],
                    "buildings": [[x, y, h] for (x, y), h in sorted(c["buildings"].items())],
                    "walkways": [list(w) for w in c["walkways"]],
                }
                for c in self.cities
            ],
            "hands": [
                sorted(h) if seat == player else len(h) for seat, h in enumerate(self.hands)
            ],
            "deck_count": len(self.deck),
            "row": list(self.row),
            "supply": {h: dict(s) for h, s in self.supply.items()},
            "needs": list(self.needs),
            "phase": self.phase,
            "turn": self.turn,
            "current_player": self.current_player,
            "city": self.shape,
        }

    def sheet(self, seat: int, need_scores: dict[int, list[int]]) -> ScoreSheet:
        city = self.cities[seat]
        lines = []
        for height, name in LEVEL_NAMES.items():
            values = level_walkways(city, height)
            lines.append(ScoreLine(
                text(f"Passerelles {name['fr']} ({len(values)})",
                     f"{name['en']} walkways ({len(values)})"),
                sum(values),
                text(" + ".join(map(str, values)), " + ".join(map(str, values)))
                if values else None,
            ))
        for number in self.needs:
            card = NEEDS_TEXTS[number][0]
            lines.append(ScoreLine(
                text(f"Besoin : {card['fr']}", f"Need: {card['en']}"),
                need_scores[number][seat],
                NEEDS[number].detail(city),
            ))
        return ScoreSheet(_seat(seat), tuple(lines))

    def scores(self) -> Scores:
        need_scores = {n: need_points(n, self.cities) for n in self.needs}
        sheets = tuple(self.sheet(seat, need_scores) for seat in range(self.players))
        totals = [s.total for s in sheets]
        if self.phase != "over":
            return Scores(sheets, (), text("Partie en cours.", "Game in progress."))
        won, step = winners(totals, self.cities)
        best = max(totals)
        fr, en = _names(won, "fr"), _names(won, "en")
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
