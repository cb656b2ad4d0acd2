"""Cities: the state, a turn (take an item, place a worker, use the item), the rounds
and the final score.

Chance: every item laid on the board at the start of a round is one chance step (a
card, a tile, a feature tile, a building piece from the bag). A face-down item is never
seen before it is taken, so what it is gets decided when it is taken, as a chance step
of its own (twice for the star space, which draws 2 pieces from the bag); the taker sees
it at once, so such a take cannot be undone (``_take``). The undrawn cards, tiles and
feature tiles are face-down multisets (sorted lists), the bag a count per colour.
Nothing else is hidden: every neighbourhood, card and offer is public.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Self, TypedDict

from ..dealing import Stream
from ..engine import Action, Game, Scores, Text, text
from .data import (
    CARD_ROW,
    CARDS,
    CITY_TILES,
    COLOURS,
    FEATURE_GROUPS,
    FEATURE_NAMES,
    FEATURE_ROW,
    FEATURES,
    KIND_NAMES,
    PIECE_GROUPS,
    PIECE_ROW,
    PIECES_PER_COLOUR,
    ROUNDS,
    ROUNDS_LONG,
    ROUNDS_TWO_PLAYERS,
    SLOTS,
    STAR_DRAW,
    STAR_SLOT,
    START_TILES,
    TILE_ROW,
    TILE_SPACES,
    WORKERS,
    WORKERS_TWO_PLAYERS,
)
from .hood import (
    PROBLEMS,
    ROTATIONS,
    Hood,
    add_feature,
    add_piece,
    add_tile,
    copy_hood,
    feature_problem,
    feature_spaces,
    legal_origins,
    may_lay,
    new_hood,
    piece_problem,
    piece_spaces,
)
from .info import CITY_NAMES, INFO
from .scoring import achievement_values, achievements_of, met
from .sheets import score_sheet, winners_outcome

#: A draw into the hand of the player who took a face-down item.
HAND = -1
ROWS = 4
#: What a chance outcome names, by row.
OUTCOME_KEYS = ("card", "tile", "feature", "colour")


class SlotView(TypedDict):
    #: Face-up items: card or tile ids (rows 0 and 1), feature kinds or piece colours.
    items: list[Any]
    #: Face-down items (or pieces still in the bag, on the star space).
    hidden: int
    worker: int | None


class HoodView(TypedDict):
    tiles: list[list[int]]  # [tx, ty, tile, rot]
    spaces: list[list[Any]]  # [x, y, kind]
    features: list[list[Any]]  # [x, y, feature]
    stacks: list[list[Any]]  # [x, y, colour, height]


class PlayerView(TypedDict):
    hood: HoodView
    cards: list[int]
    workers_left: int
    #: Workers placed on each row this round.
    row_workers: list[int]


class AchievementView(TypedDict):
    id: str
    text: dict[str, str]
    #: The three printed values; at 2 players the middle one is covered.
    printed: list[int]
    #: The values players can still claim from, in claim order.
    values: list[int]
    #: Seats in the order they claimed it (the first took values[0]).
    claims: list[int]


class CardView(TypedDict):
    name: dict[str, str]
    text: dict[str, str]
    points: int


class CitiesView(TypedDict):
    city: str
    long: bool
    round: int
    rounds: int
    #: "start" (choose starting tiles), "refill", "take", "place", "over".
    phase: str
    turn: int
    to_act: list[int]
    start_player: int
    #: The star lies on the star space (after the start player's first turn).
    star_on_board: bool
    start_tiles: list[int]
    #: rows x slots; row 3 slot 3 is the star space (draw 2 from the bag).
    board: list[list[SlotView]]
    #: The space the current turn took ([row, slot]) and what is left to place.
    taken: list[int] | None
    hand: list[str]
    hand_tile: int | None
    players: list[PlayerView]
    achievements: list[AchievementView]
    #: Items still in the piles and the bag.
    piles: dict[str, int]
    bag: dict[str, int]
    #: Texts of the cards on the board or beside a neighbourhood.
    cards: dict[str, CardView]
    #: Spaces (TL, TR, BL, BR before rotation) of the tiles on offer, in hand or to choose.
    tiles: dict[str, list[str]]
    #: Names of the city, the space kinds and colours, and the feature tiles.
    names: dict[str, dict[str, str]]


#: Names of space kinds (and piece colours) and feature tiles, for the play screen.
NAMES = {key: dict(name) for key, name in (*KIND_NAMES.items(), *FEATURE_NAMES.items())}


def hood_view(hood: Hood) -> HoodView:
    return {
        "tiles": [[x, y, t, r] for (x, y), (t, r) in sorted(hood["tiles"].items())],
        "spaces": [[x, y, k] for (x, y), k in sorted(hood["spaces"].items())],
        "features": [[x, y, f] for (x, y), f in sorted(hood["features"].items())],
        "stacks": [[x, y, c, h] for (x, y), (c, h) in sorted(hood["stacks"].items())],
    }


#: Mutable fields a clone copies (one level, or two for lists of lists); the others
#: are immutable values, and neighbourhoods are copied on write.
_LISTS = ("history", "start_tiles", "hoods", "offer_cards", "offer_tiles", "deck_cards",
          "deck_tiles", "deck_features", "gone_unseen", "draws", "hand")
_NESTED = ("cards", "claims", "offer_features", "offer_pieces", "hidden", "workers")


def _full_bag() -> dict[str, int]:
    return dict.fromkeys(COLOURS, PIECES_PER_COLOUR)


def _empty_grid() -> list[list[Any]]:
    return [[None] * SLOTS for _ in range(ROWS)]


@dataclass
class Cities(Game):
    info = INFO

    phase: str = "start"  # "start" | "refill" | "take" | "place" | "over"
    round: int = 1
    start_player: int = 0
    star_on_board: bool = False
    turn: int = 0
    #: Turns played in this round.
    turns_done: int = 0
    start_tiles: list[int] = field(default_factory=list)
    hoods: list[Hood] = field(default_factory=list)
    cards: list[list[int]] = field(default_factory=list)
    #: Per achievement of the city, the seats that claimed it, in order.
    claims: list[list[int]] = field(default_factory=list)
    # -- the board: rows of 4 slots; face-down items are counted in ``hidden``
    offer_cards: list[int | None] = field(default_factory=list)
    offer_tiles: list[int | None] = field(default_factory=list)
    offer_features: list[list[str]] = field(default_factory=list)
    offer_pieces: list[list[str]] = field(default_factory=list)
    hidden: list[list[int]] = field(default_factory=list)
    workers: list[list[int | None]] = field(default_factory=_empty_grid)
    # -- supplies: sorted multisets, and the bag's count per colour
    deck_cards: list[int] = field(default_factory=list)
    deck_tiles: list[int] = field(default_factory=list)
    deck_features: list[str] = field(default_factory=list)
    bag: dict[str, int] = field(default_factory=_full_bag)
    #: Face-down cards, tiles and features removed unseen (3 players: leftovers).
    gone_unseen: list[int] = field(default_factory=lambda: [0, 0, 0])
    #: Chance steps due: (row, slot) fills a board slot, (row, HAND) the taker's hand.
    draws: list[tuple[int, int]] = field(default_factory=list)
    # -- the turn in progress
    taken: tuple[int, int] | None = None
    hand: list[str] = field(default_factory=list)
    hand_tile: int | None = None

    # -- set-up -----------------------------------------------------------------
    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        players = options["players"]
        if options["long"] and players != 2:
            raise ValueError("the long game is a 2-player variant")
        start = Stream(seed).below(players)
        return cls(
            options=options, seed=seed, start_player=start, turn=(start - 1) % players,
            start_tiles=list(START_TILES), hoods=[new_hood() for _ in range(players)],
            cards=[[] for _ in range(players)], claims=[[], [], []],
            offer_cards=[None] * SLOTS, offer_tiles=[None] * SLOTS,
            offer_features=[[] for _ in range(SLOTS)], offer_pieces=[[] for _ in range(SLOTS)],
            hidden=[[0] * SLOTS for _ in range(ROWS)],
            deck_cards=sorted(CARDS), deck_tiles=sorted(CITY_TILES),
            deck_features=sorted(k for k, n in FEATURES.items() for _ in range(n)),
        )

    def clone(self) -> Self:
        """A copy that shares the neighbourhoods: a move copies the one it changes
        (``_changing``), so never change a neighbourhood of a state in place."""
        twin = object.__new__(type(self))
        fields = dict(self.__dict__)
        for name in _LISTS:
            fields[name] = list(fields[name])
        for name in _NESTED:
            fields[name] = [list(inner) for inner in fields[name]]
        fields["bag"] = dict(self.bag)
        twin.__dict__ = fields
        return twin

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """A fully independent copy (the moves of the history are immutable)."""
        twin = self.clone()
        twin.hoods = [copy_hood(h) for h in self.hoods]
        return twin

    def _changing(self, seat: int) -> Hood:
        """``seat``'s neighbourhood, copied first so that no other state sees the change."""
        hood = self.hoods[seat] = copy_hood(self.hoods[seat])
        return hood

    # -- facts ------------------------------------------------------------------
    @property
    def city(self) -> str:
        return str(self.options["city"])

    @property
    def long(self) -> bool:
        return bool(self.options["long"])

    @property
    def rounds(self) -> int:
        if self.players > 2:
            return ROUNDS
        return ROUNDS_LONG if self.long else ROUNDS_TWO_PLAYERS

    @property
    def workers_each(self) -> int:
        return WORKERS_TWO_PLAYERS if self.players == 2 else WORKERS

    @property
    def per_row(self) -> int:
        """Workers a player places on each row per round: at most 1, or exactly 2 at
        2 players (8 workers, 4 rows)."""
        return self.workers_each // ROWS

    def row_workers(self, seat: int, row: int) -> int:
        return self.workers[row].count(seat)

    def workers_left(self, seat: int) -> int:
        return self.workers_each - sum(r.count(seat) for r in self.workers)

    def slot_items(self, row: int, slot: int) -> list[Any]:
        """The face-up items on a board slot."""
        if row in (CARD_ROW, TILE_ROW):
            item = (self.offer_cards if row == CARD_ROW else self.offer_tiles)[slot]
            return [] if item is None else [item]
        return list((self.offer_features if row == FEATURE_ROW else self.offer_pieces)[slot])

    def has_items(self, row: int, slot: int) -> bool:
        return bool(self.hidden[row][slot]) or bool(self.slot_items(row, slot))

    def start_order(self) -> list[int]:
        """Who chooses a starting tile: from the start player's right, counter-clockwise,
        the start player last."""
        return [(self.start_player - k) % self.players for k in range(1, self.players + 1)]

    # -- who acts -----------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.draws or self.phase in ("over", "refill") else (self.turn,)

    @property
    def is_chance(self) -> bool:
        return bool(self.draws)

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if not self.draws:
            return []
        row = self.draws[0][0]
        key = OUTCOME_KEYS[row]
        if row == CARD_ROW:
            return [({key: c}, 1) for c in self.deck_cards]
        if row == TILE_ROW:
            return [({key: t}, 1) for t in self.deck_tiles]
        if row == FEATURE_ROW:
            return [({key: f}, n) for f, n in sorted(Counter(self.deck_features).items())]
        return [({key: c}, self.bag[c]) for c in COLOURS if self.bag[c] > 0]

    # -- legal actions --------------------------------------------------------------
    def _actions(self, seat: int) -> list[Action]:
        if self.phase == "start":
            return [{"type": "start", "tile": t} for t in self.start_tiles]
        if self.phase == "take":
            return [{"type": "take", "row": r, "slot": s}
                    for r in range(ROWS) for s in range(SLOTS) if self.may_take(seat, r, s)]
        hood = self.hoods[seat]
        if self.hand_tile is not None:
            return [{"type": "tile", "x": x, "y": y, "rot": r}
                    for (x, y) in legal_origins(hood, self.long) for r in ROTATIONS]
        found: list[Action] = []
        for item in sorted(set(self.hand)):
            spaces = piece_spaces(hood, item) if item in COLOURS else feature_spaces(hood, item)
            found += [{"type": "place", "item": item, "x": x, "y": y} for (x, y) in spaces]
            found.append({"type": "discard", "item": item})
        return found

    def may_take(self, seat: int, row: int, slot: int) -> bool:
        """The space is on the board, free, holds something, and ``seat`` has a worker
        left for its row (1 per row, 2 at 2 players)."""
        return (0 <= row < ROWS and 0 <= slot < SLOTS and self.workers[row][slot] is None
                and self.row_workers(seat, row) < self.per_row and self.has_items(row, slot))

    def _allows(self, seat: int, action: Action) -> bool:
        kind = action.get("type")
        if not all(type(v) is int for k, v in action.items() if k not in ("type", "item")):
            return False
        if kind == "start" and self.phase == "start":
            return set(action) == {"type", "tile"} and action["tile"] in self.start_tiles
        if kind == "take" and self.phase == "take":
            return (set(action) == {"type", "row", "slot"}
                    and self.may_take(seat, action["row"], action["slot"]))
        if self.phase != "place":
            return False
        if kind == "tile":
            return (set(action) == {"type", "x", "y", "rot"} and self.hand_tile is not None
                    and action["rot"] in ROTATIONS
                    and may_lay(self.hoods[seat], (action["x"], action["y"]), self.long))
        item = action.get("item")
        if type(item) is not str or item not in self.hand:
            return False
        if kind == "discard":
            return set(action) == {"type", "item"}
        if kind == "place" and set(action) == {"type", "item", "x", "y"}:
            return self._problem(seat, item, (action["x"], action["y"])) is None
        return False

    def _problem(self, seat: int, item: str, space: tuple[int, int]) -> str | None:
        hood = self.hoods[seat]
        if item in COLOURS:
            return piece_problem(hood, item, space)
        return feature_problem(hood, item, space)

    def placement_problem(self, seat: int, item: str, space: tuple[int, int]) -> Text | None:
        """Why ``seat`` may not put ``item`` from its hand on ``space`` now (bilingual,
        for the play screen), or None."""
        if seat not in self.to_act or self.phase != "place":
            return text("Ce n'est pas le moment de poser.", "It is not time to place.")
        if item not in self.hand:
            return text("Vous n'avez pas cet élément en main.", "You do not hold that item.")
        key = self._problem(seat, item, space)
        return None if key is None else PROBLEMS[key]

    # -- moves ----------------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> bool:
        kind = action["type"]
        if kind == "start":
            add_tile(self._changing(seat), action["tile"], 0, 0, 0)
            self.start_tiles.remove(action["tile"])
            self._next_start_pick()
        elif kind == "take":
            return self._take(seat, action["row"], action["slot"])
        elif kind == "tile":
            assert self.hand_tile is not None, "checked by _allows"
            add_tile(self._changing(seat), self.hand_tile, action["x"], action["y"],
                     action["rot"])
            self.hand_tile = None
            self._continue()
        else:
            item = action["item"]
            self.hand.remove(item)
            if kind == "place":
                space = (action["x"], action["y"])
                add = add_piece if item in COLOURS else add_feature
                add(self._changing(seat), item, space)
            self._continue()
        return False

    def _next_start_pick(self) -> None:
        order = self.start_order()
        picked = sum(bool(h["tiles"]) for h in self.hoods)
        if picked < self.players:
            self.turn = order[picked]
            return
        self.start_tiles = []  # the others go back in the box
        self._refill()

    def _take(self, seat: int, row: int, slot: int) -> bool:
        """Put a worker on the slot and take what lies there; face-down items are drawn
        (chance) into the hand. True if there were any: the taker is about to see them,
        so the take cannot be undone."""
        self.workers[row][slot] = seat
        self.taken = (row, slot)
        self.phase = "place"
        items = self.slot_items(row, slot)
        if row == CARD_ROW:
            self.cards[seat] += items
            self.offer_cards[slot] = None
        elif row == TILE_ROW:
            self.hand_tile = items[0] if items else None
            self.offer_tiles[slot] = None
        else:
            self.hand += items
            (self.offer_features if row == FEATURE_ROW else self.offer_pieces)[slot] = []
        revealing = self.hidden[row][slot] > 0
        self.draws += [(row, HAND)] * self.hidden[row][slot]
        self.hidden[row][slot] = 0
        if not self.draws:
            self._continue()
        return revealing

    def _chance(self, outcome: Action) -> None:
        row, slot = self.draws.pop(0)
        item = outcome[OUTCOME_KEYS[row]]
        self._remove_from_supply(row, item)
        if slot == HAND:
            self._to_hand(row, item)
        elif row == CARD_ROW:
            self.offer_cards[slot] = item
        elif row == TILE_ROW:
            self.offer_tiles[slot] = item
        else:
            (self.offer_features if row == FEATURE_ROW else self.offer_pieces)[slot].append(item)
        if not self.draws:
            if self.phase == "refill":
                self.phase = "take"
            else:
                self._continue()

    def _remove_from_supply(self, row: int, item: Any) -> None:
        if row == CARD_ROW:
            self.deck_cards.remove(item)
        elif row == TILE_ROW:
            self.deck_tiles.remove(item)
        elif row == FEATURE_ROW:
            self.deck_features.remove(item)
        else:
            self.bag[item] -= 1

    def _to_hand(self, row: int, item: Any) -> None:
        if row == CARD_ROW:
            self.cards[self.turn].append(item)
        elif row == TILE_ROW:
            self.hand_tile = item
        else:
            self.hand.append(item)

    def _continue(self) -> None:
        """End the turn once everything taken is placed or discarded."""
        if self.hand_tile is None and not self.hand:
            self._end_turn()

    def _end_turn(self) -> None:
        """Achievements for the player who moved, the star, then the next player.

        After round 1, a scoring card leaves the neighbourhood as it was at the end of
        the player's previous turn, when it was checked: nothing new can be met."""
        assert self.taken is not None, "a turn takes a space"
        if self.taken[0] != CARD_ROW or self.round == 1:
            self._claim(self.turn)
        if self.turn == self.start_player:
            self.star_on_board = True
        self.taken = None
        self.turns_done += 1
        if self.turns_done < self.players * self.workers_each:
            self.turn = (self.turn + 1) % self.players
            self.phase = "take"
        else:
            self._end_round()

    def _claim(self, seat: int) -> None:
        """A ring on the highest vacant value of each achievement newly met; once each."""
        hood = self.hoods[seat]
        for claimed, ach in zip(self.claims, achievements_of(self.city), strict=True):
            if (seat not in claimed and len(claimed) < len(achievement_values(ach, self.players))
                    and met(hood, ach)):
                claimed.append(seat)

    def star_taker(self) -> int:
        """The worker nearest the star space: on it, else (3 players) just left of it."""
        for slot in range(STAR_SLOT, -1, -1):
            seat = self.workers[PIECE_ROW][slot]
            if seat is not None:
                return seat
        raise AssertionError("a round always puts workers on the building row")

    def _end_round(self) -> None:
        self.start_player = self.star_taker()
        self._remove_leftovers()
        if self.round == self.rounds:
            self.phase = "over"
            return
        self.round += 1
        self._refill()

    def _remove_leftovers(self) -> None:
        """3 players: what nobody took leaves the game (pieces still in the bag stay)."""
        for row in (CARD_ROW, TILE_ROW, FEATURE_ROW):
            self.gone_unseen[row] += sum(self.hidden[row])
        self.offer_cards = [None] * SLOTS
        self.offer_tiles = [None] * SLOTS
        self.offer_features = [[] for _ in range(SLOTS)]
        self.offer_pieces = [[] for _ in range(SLOTS)]
        self.hidden = [[0] * SLOTS for _ in range(ROWS)]

    def _refill(self) -> None:
        """The board's four rows, each item a chance step; the last card, tile and
        feature lie face down, the star space's 2 pieces stay in the bag."""
        self.workers = _empty_grid()
        self.turns_done = 0
        self.turn = self.start_player
        self.star_on_board = False
        self.phase = "refill"
        face_up = SLOTS - 1
        self.draws = [(CARD_ROW, s) for s in range(face_up)]
        self.draws += [(TILE_ROW, s) for s in range(face_up)]
        for slot, size in enumerate(FEATURE_GROUPS):
            self.draws += [(FEATURE_ROW, slot)] * (size - (slot == STAR_SLOT))
        for slot, size in enumerate(PIECE_GROUPS):
            self.draws += [(PIECE_ROW, slot)] * size
        self.hidden[CARD_ROW][face_up] = self.hidden[TILE_ROW][face_up] = 1
        self.hidden[FEATURE_ROW][face_up] = 1
        self.hidden[PIECE_ROW][STAR_SLOT] = STAR_DRAW

    def resample(self, seat: int, rng: random.Random) -> Self:
        """Face-down items are not decided until taken and the supplies are public
        multisets: only the seed (the future draws) is unknown."""
        game = self.clone()
        game.seed = rng.randrange(2**63)
        return game

    # -- information ------------------------------------------------------------
    def _slot_view(self, row: int, slot: int) -> SlotView:
        return {"items": self.slot_items(row, slot), "hidden": self.hidden[row][slot],
                "worker": self.workers[row][slot]}

    def piles(self) -> dict[str, int]:
        """Cards, tiles and feature tiles left in the face-down piles."""
        sizes = (len(self.deck_cards), len(self.deck_tiles), len(self.deck_features))
        names = ("cards", "tiles", "features")
        return {name: size - sum(self.hidden[row]) - self.gone_unseen[row]
                for row, (name, size) in enumerate(zip(names, sizes, strict=True))}

    def _achievement_views(self) -> list[AchievementView]:
        return [{"id": a.id, "text": dict(a.text), "printed": list(a.values),
                 "values": list(achievement_values(a, self.players)), "claims": list(c)}
                for a, c in zip(achievements_of(self.city), self.claims, strict=True)]

    def _visible_cards(self) -> dict[str, CardView]:
        shown = [c for c in self.offer_cards if c] + [c for cs in self.cards for c in cs]
        return {str(c): {"name": dict(CARDS[c].name), "text": dict(CARDS[c].text),
                         "points": CARDS[c].points} for c in sorted(shown)}

    def _visible_tiles(self) -> dict[str, list[str]]:
        shown = [t for t in self.offer_tiles if t] + list(self.start_tiles)
        if self.hand_tile is not None:
            shown.append(self.hand_tile)
        return {str(t): [k for _, k in TILE_SPACES[t]] for t in sorted(shown)}

    def view(self, viewer: int | None) -> CitiesView:
        return {
            "city": self.city, "long": self.long, "round": self.round, "rounds": self.rounds,
            "phase": self.phase, "turn": self.turn, "to_act": list(self.to_act),
            "start_player": self.start_player, "star_on_board": self.star_on_board,
            "start_tiles": list(self.start_tiles),
            "board": [[self._slot_view(r, s) for s in range(SLOTS)] for r in range(ROWS)],
            "taken": None if self.taken is None else list(self.taken),
            "hand": sorted(self.hand), "hand_tile": self.hand_tile,
            "players": [{"hood": hood_view(self.hoods[s]), "cards": list(self.cards[s]),
                         "workers_left": self.workers_left(s),
                         "row_workers": [self.row_workers(s, r) for r in range(ROWS)]}
                        for s in range(self.players)],
            "achievements": self._achievement_views(),
            "piles": self.piles(), "bag": dict(self.bag),
            "cards": self._visible_cards(), "tiles": self._visible_tiles(),
            "names": {"city": dict(CITY_NAMES[self.city]), **NAMES},
        }

    def achievement_points(self, seat: int) -> int:
        total = 0
        for ach, claimed in zip(achievements_of(self.city), self.claims, strict=True):
            if seat in claimed:
                total += achievement_values(ach, self.players)[claimed.index(seat)]
        return total

    def scores(self, viewer: int | None) -> Scores:
        """Every neighbourhood is public: every viewer sees every sheet."""
        sheets = tuple(score_sheet(seat, self.hoods[seat], self.cards[seat], self.city,
                                   self.claims, self.players)
                       for seat in range(self.players))
        if not self.is_over:
            return Scores(sheets, (), text("Partie en cours.", "Game in progress."))
        totals = [s.total or 0 for s in sheets]
        ach = [self.achievement_points(s) for s in range(self.players)]
        won, outcome = winners_outcome(totals, ach)
        return Scores(sheets, won, outcome)
