"""Skyline: the state, the round (roll, draft, write) and the end of the game.

A round: the thrower rolls every die, one chance step per die; then in seat order from
the thrower each player takes one die, in public (and may first accuse a seat of holding
Emploi fictif, once per game); then every player writes their die on their own hidden
sheet, all at once (a simultaneous phase). When the last one has written, the round is
resolved in public: first completions circle bonus bubbles (René la Taupe's and Hollywood
Boulevard's never do: they circle no bubble and cross out none for the others), a player
who has met their end condition ends the game (Hollywood Boulevard never does: its six
towers only make them score), a player who can no longer meet it says so, a player whose
sheet can score nothing more says so and stops writing (the game ends once every player
has said one or the other), and the player who took the lowest die throws next.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Self, TypedDict

from ..dealing import Stream
from ..engine import Action, Game, ScoreLine, Scores, ScoreSheet, Text, seat_names, text
from .data import DECKS, FACES, MAX_ROUNDS, TOWERS, dice_count
from .info import INFO
from .resample import Hidden, Public, redeal
from .scoring import bonus_value, sheet_lines, winners
from .sheet import (
    PARTS,
    Layout,
    Sheet,
    column_of,
    empty_sheet,
    fitting_floors,
    is_complete,
    layout,
    legal_spots,
    progress,
    write,
)

ROLL, DRAFT, WRITE, OVER = "roll", "draft", "write", "over"


class ColumnView(TypedDict):
    #: "up", "down", "same" or "parity" (see ``sheet``); ``value`` goes with the last two.
    rule: str
    value: int
    #: Floors from the ground outward, each the numbers in its boxes (0: empty); a floor
    #: crossed out by Hollywood Boulevard has no box. No floors: the card deletes it.
    floors: list[list[int]]
    complete: bool
    points: int


class SheetView(TypedDict):
    card: str | None
    towers: list[ColumnView]
    parkings: list[ColumnView]
    #: Per pair: "circled" (this player's bonus), "crossed" (someone else's) or "open",
    #: as the public record shows them (René la Taupe and Hollywood Boulevard circle
    #: none: ``Layout.circles``).
    bubbles: list[str]
    #: Per pair: what the bubble is worth to this player (multiplier applied).
    bonuses: list[int]
    #: Dice this player could write nowhere.
    lost: int
    #: This round's die is written (or this seat has nothing to write).
    written: bool


class SkylineView(TypedDict):
    phase: str
    round: int
    #: The game stops after this round at the latest.
    last_round: int
    thrower: int
    to_act: list[int]
    #: Dice rolled each round.
    dice: int
    #: Dice in the middle (sorted): rolled so far, then those nobody has taken yet.
    pool: list[int]
    #: This round's die of each seat (None: not taken yet).
    taken: list[int | None]
    #: Earlier rounds: the die each seat took, and who threw.
    log: list[list[int]]
    throwers: list[int]
    cards_on: bool
    #: Cards the viewer may see (their own; an unmasked one; all once over).
    cards: list[str | None]
    #: Sheets the viewer may see (their own; all once over).
    sheets: list[SheetView | None]
    #: Per pair: the seats that circled its bubble and the round they did.
    claims: list[list[int]]
    claim_rounds: list[int]
    #: Per seat: the round they announced they can no longer meet their end condition
    #: (0: not so far). The game ends when every player with a sheet has.
    stuck: list[int]
    #: Per seat: the round they announced their sheet can score nothing more (0: not so
    #: far); from then on they take dice but write nothing.
    idle: list[int]
    #: Seats who met their end condition (the game ended with that round).
    ended_by: list[int]
    #: [round, accuser, accused, right] in the order they were made.
    accusations: list[list[int]]
    #: Seats still allowed to accuse (each may once per game).
    may_accuse: list[int]
    #: Seats that have written this round (the others are still to).
    written: list[bool]


def next_thrower(taken: Sequence[int], thrower: int) -> int:
    """Who took the lowest die; tied, the first tied player met going right from the
    previous thrower (his right neighbour first, the thrower himself last)."""
    low = min(taken)
    n = len(taken)
    for step in range(1, n + 1):
        seat = (thrower - step) % n
        if taken[seat] == low:
            return seat
    raise AssertionError("unreachable: the lowest die was taken by someone")


@dataclass
class Skyline(Game):
    info = INFO

    #: Each seat's special card (None: played without cards).
    cards: list[str | None] = field(default_factory=list)
    sheets: list[Sheet] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)
    phase: str = ROLL
    round: int = 1
    thrower: int = 0
    #: Dice in the middle, sorted.
    pool: list[int] = field(default_factory=list)
    taken: list[int | None] = field(default_factory=list)
    #: This round's writing is done (or the seat is excused from writing).
    written: list[bool] = field(default_factory=list)
    log: list[tuple[int, ...]] = field(default_factory=list)
    throwers: list[int] = field(default_factory=list)
    claims: list[tuple[int, ...]] = field(default_factory=list)
    claim_rounds: list[int] = field(default_factory=list)
    stuck: list[int] = field(default_factory=list)
    idle: list[int] = field(default_factory=list)
    ended_by: list[int] = field(default_factory=list)
    #: (round, accuser, accused, right).
    accusations: list[tuple[int, int, int, bool]] = field(default_factory=list)

    # -- set-up -----------------------------------------------------------------
    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        n = options["players"]
        cards: list[str | None] = [None] * n
        deck = DECKS[options["cards"]]
        if deck:  # the 11 cards shuffled, one dealt to each player
            cards = list(Stream(seed).shuffled(deck)[:n])
        return cls(
            options=options, seed=seed, cards=cards,
            sheets=[empty_sheet(layout(c)) for c in cards], lost=[0] * n,
            taken=[None] * n, written=[False] * n, claims=[() for _ in range(TOWERS)],
            claim_rounds=[0] * TOWERS, stuck=[0] * n, idle=[0] * n,
        )

    def clone(self) -> Self:
        return type(self)(
            options=dict(self.options), seed=self.seed, history=list(self.history),
            fixed=self.fixed, cards=list(self.cards), sheets=list(self.sheets),
            lost=list(self.lost), phase=self.phase, round=self.round, thrower=self.thrower,
            pool=list(self.pool), taken=list(self.taken), written=list(self.written),
            log=list(self.log), throwers=list(self.throwers),
            claims=list(self.claims), claim_rounds=list(self.claim_rounds),
            stuck=list(self.stuck), idle=list(self.idle), ended_by=list(self.ended_by),
            accusations=list(self.accusations),
        )

    # -- facts ------------------------------------------------------------------
    @property
    def dice(self) -> int:
        return dice_count(self.players)

    @property
    def cards_on(self) -> bool:
        return bool(self.deck)

    @property
    def deck(self) -> tuple[str, ...]:
        """The cards this game deals from (public: the option says which)."""
        return DECKS[self.options["cards"]]

    def layout_of(self, seat: int) -> Layout:
        return layout(self.cards[seat])

    def writes_sheet(self, seat: int) -> bool:
        """Every player but Emploi fictif keeps a sheet."""
        return self.cards[seat] != "fictif"

    @property
    def unmasked(self) -> int | None:
        return next((accused for _, _, accused, right in self.accusations if right), None)

    def excused(self, seat: int) -> bool:
        """No writing this round: the seat said its sheet can score nothing more, or is
        an unmasked Emploi fictif (a hidden one still pretends to write, or be seen)."""
        return bool(self.idle[seat]) or seat == self.unmasked

    @property
    def picker(self) -> int:
        """The seat to take a die in the draft."""
        picks = sum(d is not None for d in self.taken)
        return (self.thrower + picks) % self.players

    def accusable(self, accuser: int) -> list[int]:
        """Seats ``accuser`` may accuse now: with cards, once per game, never oneself nor
        a seat already accused (its answer is public)."""
        if not self.cards_on or any(a == accuser for _, a, _, _ in self.accusations):
            return []
        done = {accused for _, _, accused, _ in self.accusations}
        return [s for s in range(self.players) if s != accuser and s not in done]

    @property
    def nobody_can_finish(self) -> bool:
        """Every player with a sheet said they can no longer meet their end condition,
        or that their sheet can score nothing more (a Hollywood Boulevard that finished
        its six towers: it cannot end the game, ``Layout.whole``; for the others the
        second implies the first, or the end)."""
        return all(self.stuck[s] or self.idle[s] for s in range(self.players)
                   if self.writes_sheet(s))

    def spots(self, seat: int) -> list[tuple[int, str, int]]:
        """Where ``seat`` may write this round's die: (pair, part, floor)."""
        die = self.taken[seat]
        if die is None or not self.writes_sheet(seat):
            return []
        return legal_spots(self.layout_of(seat), self.sheets[seat], die)

    # -- turns ------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        if self.phase == DRAFT:
            return (self.picker,)
        if self.phase == WRITE:
            return tuple(s for s in range(self.players) if not self.written[s])
        return ()

    @property
    def is_chance(self) -> bool:
        return self.phase == ROLL

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        return [({"die": v}, 1) for v in FACES] if self.phase == ROLL else []

    def _actions(self, seat: int) -> list[Action]:
        if self.phase == DRAFT:
            found: list[Action] = [{"type": "take", "die": v} for v in sorted(set(self.pool))]
            return found + [{"type": "accuse", "seat": s} for s in self.accusable(seat)]
        if not self.writes_sheet(seat):
            return [{"type": "pass"}]
        spots = self.spots(seat)
        if not spots:
            return [{"type": "lose"}]
        return [{"type": "write", "tower": t, "part": part, "floor": f}
                for t, part, f in spots]

    def _allows(self, seat: int, action: Action) -> bool:
        kind = action.get("type")
        if self.phase == DRAFT:
            if kind == "take" and set(action) == {"type", "die"}:
                return type(action["die"]) is int and action["die"] in self.pool
            if kind == "accuse" and set(action) == {"type", "seat"}:
                return type(action["seat"]) is int and action["seat"] in self.accusable(seat)
            return False
        if set(action) == {"type"}:
            if kind == "pass":
                return not self.writes_sheet(seat)
            return kind == "lose" and self.writes_sheet(seat) and not self.spots(seat)
        return kind == "write" and self._allows_write(seat, action)

    def _allows_write(self, seat: int, action: Action) -> bool:
        if set(action) != {"type", "tower", "part", "floor"} or not self.writes_sheet(seat):
            return False
        t, part, floor, die = action["tower"], action["part"], action["floor"], self.taken[seat]
        if type(t) is not int or type(floor) is not int or type(part) is not str:
            return False
        if not (0 <= t < TOWERS and part in PARTS and die is not None):
            return False
        c = column_of(t, part)
        col = self.layout_of(seat).columns[c]
        return floor in fitting_floors(col, self.sheets[seat][c], die)

    def _do(self, seat: int, action: Action) -> bool:
        kind = action["type"]
        if kind == "take":
            self.pool.remove(action["die"])
            self.taken[seat] = action["die"]
            if all(d is not None for d in self.taken):
                self.phase = WRITE
                self.written = [self.excused(s) for s in range(self.players)]
                return self._after_write()
            return False
        if kind == "accuse":
            accused = action["seat"]
            self.accusations.append(
                (self.round, seat, accused, self.cards[accused] == "fictif"))
            return True
        if kind == "write":
            die = self.taken[seat]
            assert die is not None, "checked by _allows"
            c = column_of(action["tower"], action["part"])
            self.sheets[seat] = write(self.layout_of(seat), self.sheets[seat], c,
                                      action["floor"], die)
        elif kind == "lose":
            self.lost[seat] += 1
        self.written[seat] = True
        return self._after_write()

    def _after_write(self) -> bool:
        """Resolve the round once everybody has written (that reveals the announcements)."""
        if not all(self.written):
            return False
        self._resolve()
        return True

    def _chance(self, outcome: Action) -> None:
        self.pool = sorted([*self.pool, outcome["die"]])
        if len(self.pool) == self.dice:
            self.phase = DRAFT

    def _resolve(self) -> None:
        """The public end of a round: bubbles, announcements, the end, the next thrower."""
        writers = [s for s in range(self.players) if self.writes_sheet(s) and not self.idle[s]]
        facts = {s: progress(self.layout_of(s), self.sheets[s]) for s in writers}
        racers = [s for s in writers if self.layout_of(s).circles]
        for t in range(TOWERS):
            if not self.claims[t]:
                first = tuple(s for s in racers if t in facts[s].pairs)
                if first:
                    self.claims[t], self.claim_rounds[t] = first, self.round
        ended = [s for s in writers if facts[s].ended]
        for s in writers:
            if not self.stuck[s] and not facts[s].can_finish:
                self.stuck[s] = self.round
            if not facts[s].prospects:
                self.idle[s] = self.round
        taken = tuple(d for d in self.taken if d is not None)
        self.log.append(taken)
        self.throwers.append(self.thrower)
        self.thrower = next_thrower(taken, self.thrower)
        if ended or self.nobody_can_finish or self.round >= MAX_ROUNDS:
            self.ended_by = ended
            self.phase = OVER
            return
        self.round += 1
        self.phase = ROLL
        self.pool = []
        self.taken = [None] * self.players
        self.written = [False] * self.players

    def resample(self, seat: int, rng: random.Random) -> Self:
        game = self.clone()
        if not self.is_over:
            hidden = redeal(Hidden(self.cards, self.sheets, self.lost), seat, self.unmasked,
                            self.public(), [self.entries(s) for s in range(self.players)], rng)
            game.cards, game.sheets, game.lost = hidden.cards, hidden.sheets, hidden.lost
        game.seed = rng.randrange(2**63)
        return game

    def public(self) -> Public:
        """The public record that every re-dealt sheet must agree with."""
        resolved = self.round - 1 if self.phase != OVER else self.round
        return Public(
            claims=tuple(tuple(c) for c in self.claims), claim_rounds=tuple(self.claim_rounds),
            stuck=tuple(self.stuck), idle=tuple(self.idle),
            cleared=frozenset(b for _, _, b, right in self.accusations if not right),
            resolved=resolved, deck=self.deck)

    def entries(self, seat: int) -> list[tuple[int, int]]:
        """(round, die) of every die ``seat`` had to write (or lose), in order: this
        round's too once written."""
        stop = self.idle[seat]
        found = [(r, dice[seat]) for r, dice in enumerate(self.log, start=1)
                 if not stop or r <= stop]
        die = self.taken[seat]
        if self.phase == WRITE and self.written[seat] and not self.excused(seat):
            assert die is not None, "a seat writes after taking a die"
            found.append((self.round, die))
        return found

    # -- information ------------------------------------------------------------
    def sees(self, viewer: int | None, seat: int) -> bool:
        """``viewer`` may see ``seat``'s sheet and card."""
        return self.is_over or viewer == seat

    def bubbles(self, seat: int) -> list[str]:
        """``seat``'s bubbles as the public record shows them (the others see them too,
        so a René la Taupe's or a Hollywood Boulevard's look like anybody's: their "open"
        ones are worth nothing to them, ``Layout.circles``)."""
        return ["circled" if seat in c else "crossed" if c else "open" for c in self.claims]

    def sheet_view(self, seat: int) -> SheetView:
        lay, sheet = self.layout_of(seat), self.sheets[seat]

        def column(c: int) -> ColumnView:
            col, values = lay.columns[c], sheet[c]
            return {
                "rule": col.rule, "value": col.value,
                "floors": [list(values[o:o + b]) for o, b in zip(col.offsets, col.floors,
                                                                  strict=True)],
                "complete": is_complete(col, values), "points": col.points,
            }

        return {
            "card": self.cards[seat],
            "towers": [column(2 * t) for t in range(TOWERS)],
            "parkings": [column(2 * t + 1) for t in range(TOWERS)],
            "bubbles": self.bubbles(seat),
            "bonuses": [bonus_value(lay, t) for t in range(TOWERS)],
            "lost": self.lost[seat],
            "written": self.written[seat],
        }

    def view(self, viewer: int | None) -> SkylineView:
        unmasked = self.unmasked
        return {
            "phase": self.phase, "round": self.round, "last_round": MAX_ROUNDS,
            "thrower": self.thrower,
            "to_act": list(self.to_act), "dice": self.dice, "pool": list(self.pool),
            "taken": list(self.taken), "log": [list(r) for r in self.log],
            "throwers": list(self.throwers), "cards_on": self.cards_on,
            "cards": [c if self.sees(viewer, s) or s == unmasked else None
                      for s, c in enumerate(self.cards)],
            "sheets": [self.sheet_view(s) if self.sees(viewer, s) else None
                       for s in range(self.players)],
            "claims": [list(c) for c in self.claims], "claim_rounds": list(self.claim_rounds),
            "stuck": list(self.stuck), "idle": list(self.idle),
            "ended_by": list(self.ended_by),
            "accusations": [[r, a, b, int(ok)] for r, a, b, ok in self.accusations],
            "may_accuse": [s for s in range(self.players) if self.accusable(s)],
            "written": list(self.written),
        }

    def _lines(self, seat: int) -> tuple[ScoreLine, ...]:
        wrong = any(a == seat and not ok for _, a, _, ok in self.accusations)
        circled = [t for t in range(TOWERS) if seat in self.claims[t]]
        return tuple(sheet_lines(self.layout_of(seat), self.sheets[seat], circled, wrong,
                                 seat == self.unmasked))

    def scores(self, viewer: int | None) -> Scores:
        """Each sheet is hidden from the others until the end."""
        sheets = tuple(ScoreSheet(s, self._lines(s)) if self.sees(viewer, s)
                       else ScoreSheet(s, hidden=True) for s in range(self.players))
        if not self.is_over:
            return Scores(sheets, (), text("Partie en cours.", "Game in progress."))
        totals = [sheet.total or 0 for sheet in sheets]
        won = winners(totals, self.cards, self.unmasked)
        return Scores(sheets, won, self._outcome(won, totals))

    def _outcome(self, won: tuple[int, ...], totals: list[int]) -> Text:
        fake = [s for s in won if self.cards[s] == "fictif"]
        best = [s for s in won if s not in fake]
        top = totals[best[0]]
        fr, en = seat_names(best, "fr"), seat_names(best, "en")
        if len(best) == 1:
            outcome = text(f"{fr} gagne avec {top} points.", f"{en} wins with {top} points.")
        else:
            outcome = text(f"Victoire partagée entre {fr}, ex aequo à {top} points.",
                           f"Shared win for {en}, tied on {top} points.")
        if fake:
            f = f"{{p{fake[0]}}}"
            outcome = text(f"{outcome['fr']} {f}, Emploi fictif jamais démasqué, gagne aussi.",
                           f"{outcome['en']} {f}, a Fake Job nobody unmasked, wins too.")
        return outcome
