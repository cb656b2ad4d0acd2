"""Sprawlopolis: the state, the turn, and the end-of-game score."""

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
    text,
)
from ..grid import Point
from .city import ROTATIONS, Block, candidate_origins, placed_blocks, roads, touches
from .data import FRONTS, KIND_NAMES, KINDS, SCORING_TEXTS
from .scoring import SCORING_CARDS, largest_group

CITY_SIZE = 15  # cards in a finished city: 18 minus the 3 scoring cards

INFO = GameInfo(
    id="sprawlopolis",
    name=text("Sprawlopolis", "Sprawlopolis"),
    pitch=text(
        "Coopératif : bâtissez ensemble une ville de 15 cartes qui satisfait trois décomptes.",
        "Co-operative: build one 15-card city together that meets three scoring cards.",
    ),
    min_players=1,
    max_players=4,
    minutes="15",
    cooperative=True,
    hidden_hands=True,
    options=(
        Option("difficulty", text("Difficulté", "Difficulty"), (
            Choice("normal", text("Normale", "Normal")),
            Choice("easy", text("Plus facile : pas de malus pour les routes",
                                "Easier: no penalty for roads")),
            Choice("hard", text("Plus difficile : un seul groupe de blocs compte",
                                "Harder: only one block group scores")),
        )),
    ),
)


@dataclass
class Sprawlopolis(Game):
    info = INFO

    scoring: tuple[int, int, int] = (1, 2, 3)
    #: Cards in the order they were laid: (card, x, y, rot); later ones lie on top.
    placements: list[tuple[int, int, int, int]] = field(default_factory=list)
    city: dict[Point, Block] = field(default_factory=dict)
    hands: list[list[int]] = field(default_factory=list)
    pile: list[int] = field(default_factory=list)  # pile[0] is the visible top
    turn: int = 0

    # -- set-up -----------------------------------------------------------------
    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        cards = list(FRONTS)
        random.Random(seed).shuffle(cards)
        players = options["players"]
        scoring = tuple(sorted(cards[:3]))
        rest = cards[3:]
        # Rulebook order: deal 3 to the first player and 1 to each other, then the
        # pile; its first card starts the city.
        hands = [rest[:3]] + [[c] for c in rest[3:3 + players - 1]]
        pile = rest[3 + players - 1:]
        game = cls(options=options, seed=seed, scoring=scoring, hands=hands, pile=pile)
        game._lay(pile.pop(0), 0, 0, 0)
        return game

    def clone(self) -> Self:
        return Sprawlopolis(
            options=dict(self.options), seed=self.seed, history=list(self.history),
            movers=list(self.movers), fixed=self.fixed,
            scoring=self.scoring, placements=list(self.placements), city=dict(self.city),
            hands=[list(h) for h in self.hands], pile=list(self.pile), turn=self.turn,
        )

    @property
    def target(self) -> int:
        return sum(self.scoring)

    # -- turns ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if len(self.placements) >= CITY_SIZE else self.turn

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        origins = candidate_origins(self.city)
        return [
            {"card": card, "x": x, "y": y, "rot": rot}
            for card in sorted(self.hands[self.turn])
            for (x, y) in origins
            for rot in ROTATIONS
        ]

    def is_legal(self, action: Action) -> bool:
        if self.is_over or set(action) != {"card", "x", "y", "rot"}:
            return False
        if not all(type(v) is int for v in action.values()):
            return False
        return (
            action["card"] in self.hands[self.turn]
            and action["rot"] in ROTATIONS
            and touches(self.city, action["x"], action["y"])
        )

    def legal_origins(self, card: int) -> list[Point]:
        """Top-left cells where ``card`` may go (either rotation: the rule is the same)."""
        return candidate_origins(self.city) if card in self.hands[self.turn] else []

    def _lay(self, card: int, x: int, y: int, rot: int) -> None:
        self.placements.append((card, x, y, rot))
        for p, block in placed_blocks(card, x, y, rot):
            self.city[p] = block

    def _do(self, action: Action) -> bool:
        seat = self.turn
        hand = self.hands[seat]
        hand.remove(action["card"])
        self._lay(action["card"], action["x"], action["y"], action["rot"])
        if self.players > 1:
            # Pass what is left to the left neighbour, then draw.
            left = (seat + 1) % self.players
            self.hands[left].extend(hand)
            hand.clear()
        if self.pile:
            hand.append(self.pile.pop(0))
        revealed = bool(self.pile)  # the next card of the pile is now face up
        if self.players > 1:
            nxt = (seat + 1) % self.players
            for _ in range(self.players):
                if self.hands[nxt]:
                    break
                nxt = (nxt + 1) % self.players
            self.turn = nxt
        return revealed

    # -- information ------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        return {
            "scoring": list(self.scoring),
            "target": self.target,
            "placements": [list(p) for p in self.placements],
            "pile_top": self.pile[0] if self.pile else None,
            "pile_count": len(self.pile),
            "hands": [
                sorted(h) if seat == player else len(h) for seat, h in enumerate(self.hands)
            ],
            "current_player": self.current_player,
        }

    def scores(self) -> Scores:
        difficulty = self.options["difficulty"]
        lines: list[ScoreLine] = []
        if difficulty == "hard":
            kind = max(KINDS, key=lambda k: largest_group(self.city, k))
            lines.append(ScoreLine(
                text(f"Plus grand groupe ({KIND_NAMES[kind]['fr'].lower()})",
                     f"Largest group ({KIND_NAMES[kind]['en'].lower()})"),
                largest_group(self.city, kind)))
        else:
            for kind in KINDS:
                lines.append(ScoreLine(
                    text(f"Plus grand groupe {KIND_NAMES[kind]['fr'].lower()}",
                         f"Largest {KIND_NAMES[kind]['en'].lower()} group"),
                    largest_group(self.city, kind)))
        road_count = len(roads(self.city))
        lines.append(ScoreLine(
            text(f"Routes ({road_count})", f"Roads ({road_count})"),
            0 if difficulty == "easy" else -road_count,
            text("pas de malus (partie plus facile)", "no penalty (easier game)")
            if difficulty == "easy" else None,
        ))
        for number in self.scoring:
            name = SCORING_TEXTS[number][0]
            lines.append(ScoreLine(
                text(f"{number}. {name['fr']}", f"{number}. {name['en']}"),
                SCORING_CARDS[number](self.city)))
        sheet = ScoreSheet(text("Équipe", "Team"), tuple(lines))
        won = sheet.total >= self.target
        if not self.is_over:
            outcome = text(f"En cours : {sheet.total} / objectif {self.target}",
                           f"In progress: {sheet.total} / target {self.target}")
        elif won:
            outcome = text(f"Gagné ! {sheet.total} ≥ objectif {self.target}",
                           f"You win! {sheet.total} ≥ target {self.target}")
        else:
            outcome = text(f"Perdu : {sheet.total} < objectif {self.target}",
                           f"You lose: {sheet.total} < target {self.target}")
        winners = tuple(range(self.players)) if self.is_over and won else ()
        return Scores((sheet,), winners, outcome)
