"""Card City XL: the state and the round (acquisition, construction, development,
income, end of round), for 1 to 4 players at the three levels.

The pile is a face-down multiset: each card drawn is its own chance step, seen by the
splitter alone (in round 1 no Loisirs comes out: drawn ones go back and are shuffled
in, which is the same as drawing among the others). Solo keeps the cards put back
under the pile as a known queue beneath the unknown ones.

Phases (``phase``):

- ``site`` (Banlieue Fictive): the solo player puts the Mairie on an "x" spot;
- ``draw``: chance, one card at a time, into the splitter's hands;
- ``split``: the splitter lays the lots in secret, one card at a time (and at the
  advanced level may put money on one lot), then offers them;
- ``choose``: the next player takes a lot; who splits next follows the rulebook;
- ``keep`` (solo): choose the card that goes back under the pile;
- ``build``: every player with cards builds or discards them one at a time, all at
  once; nobody sees another's construction before the phase is over (Cité Unique: one
  player after the other in turn order, in the open). With the Soutien de
  l'Architecte, the first player may lay the Architecte card in their city, build next
  to it, and it leaves once their construction is over;
- ``develop``: in turn order from the first player, each places the Pollution clouds
  their Industries brought (normal level), then grows the districts that must grow;
  then everybody's income is paid;
- ``end``: in turn order, buy an Industrie and (normal level) a Park, or pass; the
  Architecte card then goes left;
- ``over``.

Ville Écologique: the reserve's Industries are a face-up pile; which illustration shows
on top is a chance step of its own, at the start and each time one is bought.
"""

from __future__ import annotations

import random
from typing import Any, Self

from ..engine import Action, Scores
from ..grid import Point
from .building import legal_builds, may_build, may_discard, why_not
from .city import (
    Cell,
    City,
    cost,
    frontier,
    laid_out,
    placements,
)
from .data import (
    ARCHITECT,
    CARDS_PER_ROUND,
    CITY_SIDE,
    PARK_COST,
    SOLO_DRAW,
    START_MONEY,
    deck,
    reserve,
    reserve_industries,
)
from .development import growth_options
from .draft import BUILT, DISCARDED, HAND, LOT2, LOTS, POOL, Slot, seats_mask, shape_room
from .economy import income
from .info import INFO
from .results import score_table
from .sites import OWN_FRAME, site, topology
from .state import (
    BUILD,
    CHOOSE,
    DEVELOP,
    DRAW,
    END,
    KEEP,
    OVER,
    SITE,
    SPLIT,
    CardCityState,
    Event,
    counted,
)
from .views import CardCityView, table_view

FACES = {"up": True, "down": False}
#: Action types: ``_do_<type>`` carries each out; ``_actions_<phase>`` lists a phase's
#: and ``_allows_<phase>`` checks one.
ACTION_TYPES = frozenset(("place", "bribe", "offer", "take", "bottom", "build", "discard",
                          "cloud", "grow", "industry", "park", "pass", "architect",
                          "mairie"))


def _fits(action: Action, shape: dict[str, type]) -> bool:
    """Exactly these keys, each of exactly this type (``True`` is not an int here)."""
    return set(action) == set(shape) and all(type(action[k]) is t for k, t in shape.items())


def _cities(options: dict[str, Any]) -> list[City]:
    """Each seat's city: its own, or the one shared city in every seat's slot."""
    players, level = options["players"], options["level"]
    chosen = site(level, players, options["unique"], options["suburb"])
    side, crisis = CITY_SIDE[level], options["crisis"]
    if chosen.frame == OWN_FRAME:
        return [City("square", side, {(0, 0): ("M", 0, seat)}, chosen, crisis)
                for seat in range(players)]
    return [laid_out(chosen, topology(chosen), side, players, crisis)] * players


class CardCityXL(CardCityState):
    info = INFO

    # -- set-up -----------------------------------------------------------------
    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        players, level, ecology = options["players"], options["level"], options["ecology"]
        cards = deck(level, players, ecology)
        tops = reserve_industries(level, players) if ecology else {}
        game = cls(
            options=options, seed=seed,
            cities=_cities(options),
            money=[START_MONEY] * players,
            pile=sorted(code for code, n in cards.items() for _ in range(n)),
            reserve=reserve(level, players),
            clouds=[0] * players,
            tops=sorted(code for code, n in tops.items() for _ in range(n)),
        )
        if options["suburb"]:
            game.phase = SITE
            return game
        game._start_round()
        return game

    # -- the round --------------------------------------------------------------
    def _start_round(self) -> None:
        self.phase, self.slots, self.bribes = DRAW, [], [0, 0]
        self.events = [e for e in self.events if e.round >= self.round - 1]
        self.splitter, self.served = self.first, [False] * self.players
        self.chooser = (self.first + 1) % self.players
        if self.players == 1:
            self.to_draw = min(SOLO_DRAW[self.level][0], len(self.pile) + len(self.bottom))
        else:
            self.to_draw = CARDS_PER_ROUND[self.level] * self.players
        self._flow()

    def _flow(self) -> None:
        """Carry out every step that needs no decision, until a seat or chance is due."""
        while not self.top_due:
            if self.phase == DRAW:
                if not self._draw_step():
                    return
            elif self.phase == BUILD:
                if any(s.where == HAND for s in self.slots):
                    return
                self._end_construction()
            elif self.phase == DEVELOP:
                if self._develop_options(self.turn):
                    return
                self._next_developer()
            elif self.phase == END:
                if self._end_options(self.turn):
                    return
                self._pass_turn()
            else:
                return

    def _draw_step(self) -> bool:
        """False once nothing is left to chance: a known card drawn, or the draw over."""
        if self.to_draw == 0:
            self._after_draw()
            return True
        if self.pile:  # (never only Loisirs in round 1: the decks hold too few)
            return False
        code = self.bottom.pop(0)  # solo: the cards put back come up last, in order
        self._receive(code)
        return True

    def _receive(self, code: str) -> None:
        who = seats_mask(self.splitter)
        self.slots.append(Slot(code, POOL, self.splitter, known=who, seen=who))
        self.to_draw -= 1

    def _after_draw(self) -> None:
        if self.players > 1:
            self.phase = SPLIT
            return
        keep = SOLO_DRAW[self.level][1]
        if len(self.slots) > keep:
            self.phase = KEEP
        else:
            self._move_all(POOL, 0, HAND, 0)
            self._start_construction()

    # -- who acts ---------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        if self.top_due:
            return ()
        if self.phase in (SPLIT, KEEP):
            return (self.splitter,)
        if self.phase == CHOOSE:
            return (self.chooser,)
        if self.phase == BUILD:
            return self._builders()
        if self.phase in (DEVELOP, END):
            return (self.turn,)
        return (0,) if self.phase == SITE else ()

    def _builders(self) -> tuple[int, ...]:
        """Everyone with cards at once; in the Cité Unique, the next in turn order."""
        holding = {s.seat for s in self.slots if s.where == HAND}
        if not self.shared:
            return tuple(sorted(holding))
        order = [(self.first + i) % self.players for i in range(self.players)]
        return next(((seat,) for seat in order if seat in holding), ())

    @property
    def is_chance(self) -> bool:
        return self.top_due or (self.phase == DRAW and self.to_draw > 0 and bool(self.pile))

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.top_due:
            return [({"industry": code}, n) for code, n in counted(tuple(self.tops))]
        if not self.is_chance:
            return []
        return [({"card": code}, n) for code, n in counted(self.eligible())]

    def _chance(self, outcome: Action) -> None:
        if "industry" in outcome:  # the reserve's next Industrie shows
            self.tops.remove(outcome["industry"])
            self.top = outcome["industry"]
        else:
            self.pile.remove(outcome["card"])
            self._receive(outcome["card"])
        self._flow()

    # -- legal actions ------------------------------------------------------------
    def _actions(self, seat: int) -> list[Action]:
        found: list[Action] = getattr(self, "_actions_" + self.phase)(seat)
        return found

    def _allows(self, seat: int, action: Action) -> bool:
        kind = action.get("type")
        return (type(kind) is str and kind in ACTION_TYPES
                and bool(getattr(self, "_allows_" + self.phase)(seat, action)))

    def _do(self, seat: int, action: Action) -> bool:
        revealed = bool(getattr(self, "_do_" + action["type"])(seat, action))
        self._flow()
        return revealed

    # -- Banlieue Fictive: the Mairie's spot --------------------------------------------
    def _actions_site(self, seat: int) -> list[Action]:
        return [{"type": "mairie", "x": x, "y": y} for x, y in self.cities[0].site.spots]

    def _allows_site(self, seat: int, action: Action) -> bool:
        return (_fits(action, {"type": str, "x": int, "y": int}) and action["type"] == "mairie"
                and (action["x"], action["y"]) in self.cities[0].site.spots)

    def _do_mairie(self, seat: int, action: Action) -> bool:
        self._build_on(seat, (action["x"], action["y"]), ("M", 0, seat))
        self._start_round()
        return False

    # -- phase 1: the lots ----------------------------------------------------------
    def _room(self, lot: int, up: bool) -> int:
        laid = sum(1 for s in self.slots if s.where == LOTS[lot - 1] and s.up == up)
        return shape_room(self.level, self.splitting(), lot, up) - laid

    def _faces(self, lot: int) -> tuple[str, ...]:
        """The faces the splitter lays by hand in a lot: lot 2's face-down cards are the
        ones left at the offer."""
        return ("up", "down") if lot == 1 else ("up",)

    def _actions_split(self, seat: int) -> list[Action]:
        found: list[Action] = [
            {"type": "place", "card": code, "lot": lot, "face": face}
            for code in sorted(set(self.cards_of(POOL)))
            for lot in (1, 2) for face in self._faces(lot) if self._room(lot, FACES[face])
        ]
        if self._may_bribe():
            found += [{"type": "bribe", "lot": lot, "amount": n} for lot in (1, 2)
                      for n in range(1, self.money[seat] + 1)]
        if self._complete():
            found.append({"type": "offer"})
        return found

    def _complete(self) -> bool:
        """Lot 1 and lot 2's face-up cards are laid: the rest is lot 2, face down."""
        return not (self._room(1, True) or self._room(1, False) or self._room(2, True))

    def _may_bribe(self) -> bool:
        """Advanced level: money goes on one lot, once a split, from the splitter."""
        return (self.level == "advanced" and self.money[self.splitter] > 0
                and self.bribes == [0, 0])

    def _allows_split(self, seat: int, action: Action) -> bool:
        kind = action.get("type")
        if kind == "place":
            return (_fits(action, {"type": str, "card": str, "lot": int, "face": str})
                    and action["lot"] in (1, 2) and action["face"] in self._faces(action["lot"])
                    and action["card"] in self.cards_of(POOL)
                    and self._room(action["lot"], FACES[action["face"]]) > 0)
        if kind == "bribe":
            return (_fits(action, {"type": str, "lot": int, "amount": int})
                    and action["lot"] in (1, 2) and self._may_bribe()
                    and 1 <= action["amount"] <= self.money[seat])
        return action == {"type": "offer"} and self._complete()

    def _do_place(self, seat: int, action: Action) -> bool:
        up = FACES[action["face"]]
        changes: dict[str, Any] = {"where": LOTS[action["lot"] - 1], "up": up}
        if not up:  # laid face down in secret: only the splitter knows it there now
            changes["known"] = seats_mask(seat)
        self._move_one(action["card"], POOL, seat, **changes)
        return False

    def _do_bribe(self, seat: int, action: Action) -> bool:
        self.money[seat] -= action["amount"]
        self.bribes[action["lot"] - 1] += action["amount"]
        return False

    def _do_offer(self, seat: int, action: Action) -> bool:
        """The cards left go face down into lot 2; the lots are shown: their face-up
        cards become public."""
        mine = seats_mask(seat)
        self.slots = [s._replace(where=LOT2, up=False, known=mine) if s.where == POOL
                      else s.told(self.everyone) if s.where in LOTS and s.up else s
                      for s in self.slots]
        self.phase = CHOOSE
        return True

    def _actions_choose(self, seat: int) -> list[Action]:
        return [{"type": "take", "lot": 1}, {"type": "take", "lot": 2}]

    def _allows_choose(self, seat: int, action: Action) -> bool:
        return _fits(action, {"type": str, "lot": int}) and action["type"] == "take" \
            and action["lot"] in (1, 2)

    def _do_take(self, seat: int, action: Action) -> bool:
        """The chooser takes a lot (and its money). Lot 1: the splitter keeps lot 2 to
        split again. Lot 2: the splitter keeps lot 1, the chooser splits lot 2."""
        lot = action["lot"]
        taken, other = LOTS[lot - 1], LOTS[2 - lot]
        hidden = any(s.where == taken and not s.up for s in self.slots)
        me = seats_mask(seat)
        self.slots = [s.told(me) if s.where == taken else s for s in self.slots]
        self.money[seat] += self.bribes[lot - 1]
        self.money[self.splitter] += self.bribes[2 - lot]
        self.bribes = [0, 0]
        self.served[seat] = True
        self.events.append(Event(self.round, seat, "take", amount=lot))
        if lot == 1:
            self._move_all(taken, self.splitter, HAND, seat)
            self._move_all(other, self.splitter, POOL, self.splitter)
        else:
            self._move_all(other, self.splitter, HAND, self.splitter)
            self.served[self.splitter] = True
            self._move_all(taken, self.splitter, POOL, seat)
            self.splitter = seat
        self._next_split()
        return hidden

    def _next_split(self) -> None:
        """The next chooser is the next player in turn order; the last cards go to the
        splitter once every other player has theirs."""
        if len(self.cards_of(POOL)) == CARDS_PER_ROUND[self.level]:
            self._move_all(POOL, self.splitter, HAND, self.splitter)
            self.served[self.splitter] = True
            self._start_construction()
            return
        self.chooser = (self.chooser + 1) % self.players
        self.phase = SPLIT

    def _actions_keep(self, seat: int) -> list[Action]:
        return [{"type": "bottom", "card": c} for c in sorted(set(self.cards_of(POOL)))]

    def _allows_keep(self, seat: int, action: Action) -> bool:
        return (_fits(action, {"type": str, "card": str}) and action["type"] == "bottom"
                and action["card"] in self.cards_of(POOL))

    def _do_bottom(self, seat: int, action: Action) -> bool:
        """Solo: the card not kept goes under the pile."""
        self.slots.remove(self._move_one(action["card"], POOL, seat))
        self.bottom.append(action["card"])
        self._move_all(POOL, 0, HAND, 0)
        self._start_construction()
        return False

    # -- phase 2: construction --------------------------------------------------------
    def _build_on(self, seat: int, p: Point, cell: Cell) -> None:
        """Lay a card in ``seat``'s city: a copy of it, since states share cities."""
        city = self.cities[seat].copy()
        city.put(p, cell)
        self._set_city(seat, city)

    def _set_city(self, seat: int, city: City) -> None:
        """``seat``'s city becomes ``city`` (every seat's, in the Cité Unique)."""
        if self.shared:
            self.cities = [city] * self.players
        else:
            self.cities[seat] = city

    def _start_construction(self) -> None:
        self.phase = BUILD
        self.start_cities = list(self.cities)
        self.start_money = list(self.money)

    def _actions_build(self, seat: int) -> list[Action]:
        city, hand, money = self.cities[seat], self.hand(seat), self.money[seat]
        found: list[Action] = [
            {"type": "build", "card": code, "x": p[0], "y": p[1], "rot": rot}
            for code, p, rot in legal_builds(city, seat, hand, money)
        ]
        found += [{"type": "discard", "card": code} for code in sorted(set(hand))
                  if may_discard(city, seat, hand, money, code)]
        found += [{"type": "architect", "x": x, "y": y} for x, y in self.architect_spots(seat)]
        return found

    def _allows_build(self, seat: int, action: Action) -> bool:
        hand = self.hand(seat)
        kind = action.get("type")
        if kind == "architect":
            return (_fits(action, {"type": str, "x": int, "y": int})
                    and (action["x"], action["y"]) in self.architect_spots(seat))
        if kind == "build":
            return (_fits(action, {"type": str, "card": str, "x": int, "y": int, "rot": int})
                    and action["card"] in hand
                    and may_build(self.cities[seat], seat, hand, self.money[seat],
                                  action["card"], (action["x"], action["y"]),
                                  action["rot"]) is None)
        return (_fits(action, {"type": str, "card": str}) and kind == "discard"
                and action["card"] in hand
                and may_discard(self.cities[seat], seat, hand, self.money[seat],
                                action["card"]))

    def _do_architect(self, seat: int, action: Action) -> bool:
        self._build_on(seat, (action["x"], action["y"]), (ARCHITECT, 0, seat))
        self.events.append(Event(self.round, seat, "architect"))
        return False

    def _do_build(self, seat: int, action: Action) -> bool:
        code, p = action["card"], (action["x"], action["y"])
        city = self.cities[seat]
        if self.brings_cloud(seat, code, p):
            self.clouds[seat] += 1
        self.money[seat] -= cost(city, seat, code)
        self._build_on(seat, p, (code, action["rot"], seat))
        return self._played(self._move_one(code, HAND, seat, where=BUILT))

    def _do_discard(self, seat: int, action: Action) -> bool:
        code = action["card"]
        reason = why_not(self.cities[seat], seat, self.hand(seat), self.money[seat], code)
        return self._played(self._move_one(code, HAND, seat, where=DISCARDED,
                                           reason=reason or "fewer"))

    def _played(self, slot: Slot) -> bool:
        """After a card is built or discarded: the Architecte leaves once its holder has
        no card left. True when this shows others a card they did not know: the last
        card of the phase shows every construction; in the Cité Unique each card shows
        at once."""
        seat = slot.seat
        spot = self.architect_at(seat)
        if spot is not None and not self.hand(seat):
            city = self.cities[seat].copy()
            city.remove(spot)
            self._set_city(seat, city)
        if self.shared:
            return slot.known != self.everyone
        return not any(s.where == HAND for s in self.slots)

    def _end_construction(self) -> None:
        for s in self.slots:
            if s.where == DISCARDED:
                self.discards.append(s.code)
                self.events.append(Event(self.round, s.seat, "discard", s.code,
                                         reason=s.reason))
        self.slots, self.start_cities, self.start_money = [], [], []
        self.phase, self.turn = DEVELOP, self.first

    # -- phase 3: development -------------------------------------------------------
    def _cloud_spots(self, seat: int) -> list[Point]:
        """Where a cloud due may go (none when the reserve is out): any free spot."""
        if self.clouds[seat] == 0 or self.reserve["X"] == 0:
            return []
        return frontier(self.cities[seat], seat)

    def _develop_options(self, seat: int) -> bool:
        """Something to do: a cloud to place, or a district to grow. Clouds that find
        no reserve or no room are lost."""
        if self.clouds[seat] and not self._cloud_spots(seat):
            self._lose_clouds(seat)
        return bool(self.clouds[seat]) or bool(self._growth(seat))

    def _lose_clouds(self, seat: int) -> None:
        self.events.append(Event(self.round, seat, "no_cloud", amount=self.clouds[seat]))
        self.clouds[seat] = 0

    def _growth(self, seat: int) -> list[tuple[str, Point]]:
        return growth_options(self.cities[seat], seat, self.reserve)

    def _actions_develop(self, seat: int) -> list[Action]:
        if self.clouds[seat]:
            return [{"type": "cloud", "x": x, "y": y} for x, y in self._cloud_spots(seat)]
        return [{"type": "grow", "card": kind, "x": p[0], "y": p[1]}
                for kind, p in self._growth(seat)]

    def _allows_develop(self, seat: int, action: Action) -> bool:
        if self.clouds[seat]:
            return self._allows_cloud(seat, action)
        return (_fits(action, {"type": str, "card": str, "x": int, "y": int})
                and action["type"] == "grow"
                and (action["card"], (action["x"], action["y"])) in self._growth(seat))

    def _allows_cloud(self, seat: int, action: Action) -> bool:
        return (_fits(action, {"type": str, "x": int, "y": int}) and action["type"] == "cloud"
                and (action["x"], action["y"]) in self._cloud_spots(seat))

    def _do_cloud(self, seat: int, action: Action) -> bool:
        self._build_on(seat, (action["x"], action["y"]), ("X", 0, seat))
        self.reserve["X"] -= 1
        self.clouds[seat] -= 1
        self.events.append(Event(self.round, seat, "cloud"))
        return False

    def _do_grow(self, seat: int, action: Action) -> bool:
        kind = action["card"]
        self._build_on(seat, (action["x"], action["y"]), (kind, 0, seat))
        self.reserve[kind] -= 1
        return False

    def _next_developer(self) -> None:
        self.turn = (self.turn + 1) % self.players
        if self.turn == self.first:
            self._pay_incomes()
            self.phase, self.bought = END, []

    # -- phase 4: income ------------------------------------------------------------
    def _pay_incomes(self) -> None:
        self.incomes = [income(self.cities[s], s, self.level == "advanced")
                        for s in range(self.players)]
        for seat, earned in enumerate(self.incomes):
            self.money[seat] += earned.total
            self.events.append(Event(self.round, seat, "income", amount=earned.total))

    # -- phase 5: end of the round --------------------------------------------------
    def _may_buy_industry(self, seat: int) -> bool:
        return ("I" not in self.bought and self.reserve["I"] > 0
                and self.money[seat] >= self.industry_cost(seat))

    def _may_buy_park(self, seat: int) -> bool:
        return (self.polluting and "K" not in self.bought and self.reserve["K"] > 0
                and self.money[seat] >= PARK_COST)

    def _industry_spots(self, seat: int) -> list[Point]:
        if not self._may_buy_industry(seat):
            return []
        return [p for p, _ in placements(self.cities[seat], seat, "I", self.money[seat])]

    def _park_spots(self, seat: int) -> list[Point]:
        return frontier(self.cities[seat], seat) if self._may_buy_park(seat) else []

    def _end_options(self, seat: int) -> bool:
        """A cloud to place, or something to buy (else the seat passes at once)."""
        if self.clouds[seat] and not self._cloud_spots(seat):
            self._lose_clouds(seat)
        return (bool(self.clouds[seat]) or bool(self._industry_spots(seat))
                or bool(self._park_spots(seat)))

    def _actions_end(self, seat: int) -> list[Action]:
        if self.clouds[seat]:
            return [{"type": "cloud", "x": x, "y": y} for x, y in self._cloud_spots(seat)]
        found: list[Action] = [{"type": "industry", "x": x, "y": y}
                               for x, y in self._industry_spots(seat)]
        found += [{"type": "park", "x": x, "y": y} for x, y in self._park_spots(seat)]
        return [*found, {"type": "pass"}]

    def _allows_end(self, seat: int, action: Action) -> bool:
        if self.clouds[seat]:
            return self._allows_cloud(seat, action)
        kind = action.get("type")
        if kind == "pass":
            return action == {"type": "pass"}
        if not _fits(action, {"type": str, "x": int, "y": int}):
            return False
        p = (action["x"], action["y"])
        return (kind == "industry" and p in self._industry_spots(seat)) or (
            kind == "park" and p in self._park_spots(seat))

    def _do_industry(self, seat: int, action: Action) -> bool:
        """Buy the reserve's Industrie (Ville Écologique: the one on top, and the next
        one shows)."""
        p, price = (action["x"], action["y"]), self.industry_cost(seat)
        if self.brings_cloud(seat, "I", p):
            self.clouds[seat] += 1
        code, self.top = self.top or "I", ""
        self._build_on(seat, p, (code, 0, seat))
        self.money[seat] -= price
        self.reserve["I"] -= 1
        self.bought.append("I")
        self.events.append(Event(self.round, seat, "industry", code, amount=price))
        return False

    def _do_park(self, seat: int, action: Action) -> bool:
        self._build_on(seat, (action["x"], action["y"]), ("K", 0, seat))
        self.money[seat] -= PARK_COST
        self.reserve["K"] -= 1
        self.bought.append("K")
        self.events.append(Event(self.round, seat, "park", "K", amount=PARK_COST))
        return False

    def _do_pass(self, seat: int, action: Action) -> bool:
        self._pass_turn()
        return False

    def _pass_turn(self) -> None:
        """The next player in turn order; after the last, the Architecte goes left."""
        self.turn, self.bought = (self.turn + 1) % self.players, []
        if self.turn != self.first:
            return
        if self.round == self.rounds:
            self.phase = OVER
            return
        self.round += 1
        self.first = self.turn = (self.first + 1) % self.players
        self._start_round()

    # -- what a seat sees -----------------------------------------------------------------
    def view(self, viewer: int | None) -> CardCityView:
        return table_view(self, viewer)

    def scores(self, viewer: int | None) -> Scores:
        """Cities and money are public (constructions show at the end of the phase)."""
        return score_table(self, viewer)

    def resample(self, seat: int, rng: random.Random) -> Self:
        return self.redealt(seat, rng)
