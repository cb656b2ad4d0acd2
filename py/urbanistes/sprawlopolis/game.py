"""Sprawlopolis: the state, the turn, and the end-of-game score.

The draw pile lies block side up, so its top card is public; the cards under it are a
face-down multiset whose order is not decided until they come up: each new top card is
a chance step (``chance_outcomes``), settled by the seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Self, TypedDict

from ..dealing import Stream
from ..engine import Action, Game, ScoreLine, Scores, ScoreSheet, text
from ..grid import Point
from .city import ROTATIONS, Block, candidate_origins, placed_blocks, roads, touches
from .data import FRONTS, KIND_NAMES, KINDS, SCORING_TEXTS
from .info import INFO, scoring_cards
from .scoring import card_points, largest_group, road_points, scored_kinds

CITY_SIZE = 15  # cards in a finished city: 18 minus the 3 scoring cards
HAND_SIZE = 3  # the first player's hand, and the solo player's


class SprawlopolisView(TypedDict):
    scoring: list[int]
    target: int
    #: Cards in the order they were laid: [card, x, y, rot]; later ones lie on top.
    placements: list[list[int]]
    pile_top: int | None
    #: Cards left in the pile, the face-up top included.
    pile_count: int
    #: The viewer's own hand (None for a spectator).
    hand: list[int] | None
    hand_sizes: list[int]
    to_act: list[int]


@dataclass
class Sprawlopolis(Game):
    info = INFO

    scoring: tuple[int, int, int] = (1, 2, 3)
    #: Cards in the order they were laid: (card, x, y, rot); later ones lie on top.
    placements: list[tuple[int, int, int, int]] = field(default_factory=list)
    city: dict[Point, Block] = field(default_factory=dict)
    hands: list[list[int]] = field(default_factory=list)
    #: The face-up top of the pile (None once the pile is empty, or until it is drawn).
    pile_top: int | None = None
    #: The face-down cards under it, sorted: their order is not decided yet.
    pile: list[int] = field(default_factory=list)
    turn: int = 0

    # -- set-up -----------------------------------------------------------------
    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        # Chosen scoring cards leave the deck before the shuffle; else, the rulebook's
        # way, the first three cards of the shuffle are the scoring cards.
        scoring = scoring_cards(options["scoring"])
        cards = Stream(seed).shuffled(card for card in sorted(FRONTS) if card not in scoring)
        if not scoring:
            scoring, cards = tuple(sorted(cards[:3])), cards[3:]
        first, second, third = scoring
        players = options["players"]
        # Rulebook order: deal 3 to the first player and 1 to each other, then the
        # pile; its first card starts the city and the next one shows on top.
        hands = [cards[:HAND_SIZE]] + [[c] for c in cards[HAND_SIZE:HAND_SIZE + players - 1]]
        pile = cards[HAND_SIZE + players - 1:]
        game = cls(options=options, seed=seed, scoring=(first, second, third), hands=hands,
                   pile_top=pile[1], pile=sorted(pile[2:]))
        game._lay(pile[0], 0, 0, 0)
        return game

    def clone(self) -> Self:
        return type(self)(
            options=dict(self.options), seed=self.seed, history=list(self.history),
            fixed=self.fixed, scoring=self.scoring, placements=list(self.placements),
            city=dict(self.city), hands=[list(h) for h in self.hands],
            pile_top=self.pile_top, pile=list(self.pile), turn=self.turn,
        )

    @property
    def target(self) -> int:
        return sum(self.scoring)

    # -- turns ------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        if len(self.placements) >= CITY_SIZE or self.is_chance:
            return ()
        return (self.turn,)

    @property
    def is_chance(self) -> bool:
        return self.pile_top is None and bool(self.pile)

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if not self.is_chance:
            return []
        return [({"card": card}, 1) for card in self.pile]

    def _actions(self, seat: int) -> list[Action]:
        origins = candidate_origins(self.city)
        return [
            {"card": card, "x": x, "y": y, "rot": rot}
            for card in sorted(self.hands[seat])
            for (x, y) in origins
            for rot in ROTATIONS
        ]

    def _allows(self, seat: int, action: Action) -> bool:
        if set(action) != {"card", "x", "y", "rot"}:
            return False
        if not all(type(v) is int for v in action.values()):
            return False
        return (
            action["card"] in self.hands[seat]
            and action["rot"] in ROTATIONS
            and touches(self.city, action["x"], action["y"])
        )

    def legal_origins(self, seat: int, card: int) -> list[Point]:
        """Top-left cells where ``seat`` may lay ``card`` (either rotation: same rule)."""
        if seat not in self.to_act or card not in self.hands[seat]:
            return []
        return candidate_origins(self.city)

    def _lay(self, card: int, x: int, y: int, rot: int) -> None:
        self.placements.append((card, x, y, rot))
        for p, block in placed_blocks(card, x, y, rot):
            self.city[p] = block

    def _do(self, seat: int, action: Action) -> bool:
        hand = self.hands[seat]
        hand.remove(action["card"])
        self._lay(action["card"], action["x"], action["y"], action["rot"])
        if self.players > 1:
            # Pass what is left to the left neighbour, then draw the face-up top.
            self.hands[(seat + 1) % self.players].extend(hand)
            hand.clear()
        if self.pile_top is not None:
            hand.append(self.pile_top)
            self.pile_top = None
        if self.players > 1:
            nxt = (seat + 1) % self.players
            for _ in range(self.players):
                if self.hands[nxt]:
                    break
                nxt = (nxt + 1) % self.players
            self.turn = nxt
        # With others at the table the card came out of a secret hand: once laid, it
        # has been shown (the rulebook: a revealed card must be played).
        return self.players > 1

    def _chance(self, outcome: Action) -> None:
        self.pile.remove(outcome["card"])
        self.pile_top = outcome["card"]

    def resample(self, seat: int, rng: random.Random) -> Self:
        game = self.clone()
        others = [s for s in range(self.players) if s != seat]
        pool = sorted([c for s in others for c in self.hands[s]] + self.pile)
        rng.shuffle(pool)
        for s in others:
            size = len(self.hands[s])
            game.hands[s], pool = sorted(pool[:size]), pool[size:]
        game.pile = sorted(pool)
        game.seed = rng.randrange(2**63)
        return game

    # -- information ------------------------------------------------------------
    def view(self, viewer: int | None) -> SprawlopolisView:
        return {
            "scoring": list(self.scoring),
            "target": self.target,
            "placements": [list(p) for p in self.placements],
            "pile_top": self.pile_top,
            "pile_count": len(self.pile) + (self.pile_top is not None),
            "hand": sorted(self.hands[viewer]) if viewer is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "to_act": list(self.to_act),
        }

    def scores(self, viewer: int | None) -> Scores:
        """The team's sheet: the city is public, so every viewer sees the same."""
        difficulty = self.options["difficulty"]
        lines: list[ScoreLine] = []
        if difficulty == "hard":
            (kind,) = scored_kinds(self.city, difficulty)
            lines.append(ScoreLine(
                "group", text("Plus grand groupe", "Largest group"),
                largest_group(self.city, kind),
                text(KIND_NAMES[kind]["fr"].lower(), KIND_NAMES[kind]["en"].lower())))
        else:
            for kind in KINDS:
                lines.append(ScoreLine(
                    f"group-{kind}",
                    text(f"Plus grand groupe {KIND_NAMES[kind]['fr'].lower()}",
                         f"Largest {KIND_NAMES[kind]['en'].lower()} group"),
                    largest_group(self.city, kind)))
        found = roads(self.city)
        road_count = len(found)
        fr_roads, en_roads = ((f"{road_count} route", f"{road_count} road") if road_count == 1
                              else (f"{road_count} routes", f"{road_count} roads"))
        if road_count == 0:
            fr_roads = "0 route"
        lines.append(ScoreLine(
            "roads", text("Routes", "Roads"),
            road_points(difficulty) * road_count,
            text(f"{fr_roads}, pas de malus (partie plus facile)",
                 f"{en_roads}, no penalty (easier game)")
            if difficulty == "easy" else text(fr_roads, en_roads),
        ))
        for number in self.scoring:
            name = SCORING_TEXTS[number][0]
            lines.append(ScoreLine(
                f"card-{number}", text(f"{number}. {name['fr']}", f"{number}. {name['en']}"),
                card_points(number, self.city, found)))
        sheet = ScoreSheet(None, tuple(lines))
        total = sum(line.points for line in lines)
        won = total >= self.target
        # The final verdict in words: the end screen gives the figures under it (the
        # team's total against ``target``, and the margin).
        if not self.is_over:
            outcome = text(f"En cours : {total} / objectif {self.target}",
                           f"In progress: {total} / target {self.target}")
        elif won:
            outcome = text("Gagné ! La ville atteint son objectif.",
                           "You win! The city reaches its target.")
        else:
            outcome = text("Perdu : la ville n'atteint pas son objectif.",
                           "You lose: the city falls short of its target.")
        winners = tuple(range(self.players)) if self.is_over and won else ()
        return Scores((sheet,), winners, outcome, self.target)
