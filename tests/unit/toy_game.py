"""A tiny game with every feature the conformance suite checks, and broken variants of
it, so that ``test_conformance_catches.py`` can show each check failing when it should.

High card: 2 players, 6 cards. Each is dealt one secret card, then both stake 1 or 2
at once (a simultaneous phase: neither sees the other's stake until both have chosen).
Then in turn a player draws another card from the face-down deck (a chance step) or
passes; two passes in a row, or an empty deck, end the game. Your score is the sum of
your cards plus your stake; sheets stay secret until the end.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Self

from urbanistes.bots import bot_rng
from urbanistes.dealing import Stream
from urbanistes.engine import Action, Game, GameInfo, ScoreLine, Scores, ScoreSheet, text

INFO = GameInfo(id="highcard", name=text("Carte haute", "High card"),
                pitch=text("Un jeu d'essai.", "A test game."), min_players=2, max_players=2,
                minutes="1", secrets=True)


@dataclass
class HighCard(Game):
    info = INFO

    hands: list[list[int]] = field(default_factory=list)
    stakes: list[int | None] = field(default_factory=lambda: [None, None])
    deck: list[int] = field(default_factory=list)
    turn: int = 0
    passes: int = 0
    drawing: bool = False

    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        cards = Stream(seed).shuffled(range(1, 7))
        return cls(options=options, seed=seed, hands=[[cards[0]], [cards[1]]],
                   deck=sorted(cards[2:]))

    @property
    def staking(self) -> bool:
        return None in self.stakes

    @property
    def to_act(self) -> tuple[int, ...]:
        if self.staking:
            return tuple(s for s in range(2) if self.stakes[s] is None)
        return () if self.drawing or self.passes >= 2 or not self.deck else (self.turn,)

    @property
    def is_chance(self) -> bool:
        return self.drawing

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        return [({"card": c}, 1) for c in self.deck] if self.drawing else []

    def _actions(self, seat: int) -> list[Action]:
        if self.staking:
            return [{"stake": 1}, {"stake": 2}]
        return [{"do": "draw"}, {"do": "pass"}]

    def _do(self, seat: int, action: Action) -> bool:
        if "stake" in action:
            self.stakes[seat] = action["stake"]
            return not self.staking  # both stakes are shown once both are in
        if action["do"] == "draw":
            self.drawing, self.passes = True, 0
        else:
            self.passes += 1
            self.turn = 1 - self.turn
        return False

    def _chance(self, outcome: Action) -> None:
        self.deck.remove(outcome["card"])
        self.hands[self.turn].append(outcome["card"])
        self.drawing = False
        self.turn = 1 - self.turn

    def resample(self, seat: int, rng: random.Random) -> Self:
        game = self.clone()
        other = 1 - seat
        pool = self.hands[other] + self.deck
        rng.shuffle(pool)
        size = len(self.hands[other])
        game.hands[other], game.deck = pool[:size], sorted(pool[size:])
        if self.staking and self.stakes[other] is not None:  # chosen, not shown yet
            game.stakes[other] = rng.choice([1, 2])
        game.seed = rng.randrange(2**63)
        return game

    def shown_stakes(self, viewer: int | None) -> list[int | None]:
        return [st if not self.staking or s == viewer else None
                for s, st in enumerate(self.stakes)]

    def view(self, viewer: int | None) -> dict[str, object]:
        return {"hand": None if viewer is None else sorted(self.hands[viewer]),
                "stakes": self.shown_stakes(viewer),
                "sizes": [len(h) for h in self.hands], "deck": len(self.deck),
                "to_act": list(self.to_act)}

    def scores(self, viewer: int | None) -> Scores:
        sheets = tuple(
            ScoreSheet(s, (ScoreLine("cards", text("Cartes", "Cards"), sum(self.hands[s])),
                           ScoreLine("stake", text("Mise", "Stake"), self.stakes[s] or 0)))
            if self.is_over or s == viewer else ScoreSheet(s, hidden=True)
            for s in range(2))
        if not self.is_over:
            return Scores(sheets, (), text("En cours.", "In progress."))
        totals = [sum(h) + (st or 0) for h, st in zip(self.hands, self.stakes, strict=True)]
        won = tuple(s for s in range(2) if totals[s] == max(totals))
        first = "{p" + str(won[0]) + "}"
        return Scores(sheets, won, text(f"{first} gagne.", f"{first} wins."))


class CautiousBot:
    """Draws while its own cards sum to less than 6 (only what its seat sees)."""

    def choose(self, game: Game, seat: int) -> Action:
        hand = game.view(seat)["hand"]
        assert isinstance(hand, list)
        if {"stake": 2} in game.legal_actions(seat):
            return {"stake": 2 if sum(hand) > 3 else 1}
        if sum(hand) < 6:
            return {"do": "draw"}
        return bot_rng(game, seat, "cautious").choice(game.legal_actions(seat))


# -- broken variants: each breaks one promise of the protocol ------------------------
class LeakyView(HighCard):
    """Shows every hand to everybody."""

    def view(self, viewer: int | None) -> dict[str, object]:
        return {**super().view(viewer), "all": [sorted(h) for h in self.hands]}


class LeakyScores(HighCard):
    """Shows every sheet while the game goes on."""

    def scores(self, viewer: int | None) -> Scores:
        if self.is_over:
            return super().scores(viewer)
        return Scores(tuple(ScoreSheet(s, (ScoreLine("cards", text("C", "C"),
                                                     sum(self.hands[s])),))
                            for s in range(2)), (), text("En cours.", "In progress."))


class LeakyStake(HighCard):
    """Shows a stake before the other player has chosen theirs."""

    def shown_stakes(self, viewer: int | None) -> list[int | None]:
        return list(self.stakes)


class SharedClone(HighCard):
    """``clone`` shares the hands, so ``apply`` changes the state it was called on."""

    def clone(self) -> Self:
        copy = super().clone()
        copy.hands = self.hands
        return copy


class Loose(HighCard):
    """Accepts a legal action with extra keys."""

    def _allows(self, seat: int, action: Action) -> bool:
        return {k: v for k, v in action.items() if k != "extra"} in self._actions(seat)


class Tuples(HighCard):
    """A view that is not plain JSON: a tuple comes back from JSON as a list."""

    def view(self, viewer: int | None) -> dict[str, object]:
        return {**super().view(viewer), "sizes": tuple(len(h) for h in self.hands)}


class PeekingBot:
    """Draws when the other player's card is high: it reads a hand it cannot see."""

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, HighCard)
        if game.staking:
            return {"stake": 1}
        return {"do": "draw"} if sum(game.hands[1 - seat]) > 3 else {"do": "pass"}


class StakeCopier:
    """Stakes what the other player staked: it reads a choice not shown yet."""

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, HighCard)
        if game.staking:
            return {"stake": game.stakes[1 - seat] or 1}
        return {"do": "pass"}
