"""Re-dealing what one seat cannot see: the other players' special cards and sheets.

What everyone knows of another player's sheet is public record: the die they took each
round (they had to write it if it fitted anywhere, else it was lost), the bubbles they
circled and in which round, the rounds they said they could no longer meet their end
condition and that their sheet could score nothing more, and whether an accusation
cleared or unmasked them. A re-dealt sheet replays that player's dice into legal boxes
chosen at random, by a depth-first search that keeps every public fact true at the end
of every round:

- a pair is complete in round r only if its bubble was circled in round r or earlier,
  and the player is among those who circled it if it was circled in round r (René la
  Taupe and Hollywood Boulevard complete pairs whatever the bubbles: they circle none);
- a pair whose bubble the player circled in round r is complete then;
- the end condition is never met (the game is not over);
- the end condition is out of reach, and the sheet without prospects, exactly from the
  rounds announced (never, if none).

Cards are dealt at random from those the seat has not seen, Emploi fictif only to a seat
with no announcement and no failed accusation against it. The search has a budget: a
deal whose sheets it cannot rebuild is dealt again, up to the node cap ``TOTAL``; then
(8 in 2040 late-game re-deals of normal-bot games) once more on ``LAST_TRY`` nodes, and
if even that fails, the last resort deals cards at random and writes each sheet's dice in
random boxes, the record unheeded: a worse guess, never the real cards or sheets, which
the seat cannot see. A random stream that spent much on a record searches no more the
next times it meets that record (``COSTLY``). Each card first gets a quick search, so
that the cards that fit are found before the others spend a full budget; past ``TOTAL``
a seat may get a sheet an earlier re-deal found for the same public record.
``tests/unit/test_skyline_resample.py`` replays re-deals move by move through the rules
to prove them consistent.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from .data import TOWERS
from .sheet import (
    DOWN,
    UP,
    Column,
    Layout,
    Sheet,
    Values,
    column_status,
    completable,
    empty_sheet,
    fitting_floors,
    layout,
    place,
    summarize,
    write,
)

#: Search nodes per attempt, attempts per sheet, and deals tried before the last resort.
BUDGET = 300
#: A deal gives each card a first attempt of this many nodes per die to write (plus
#: ``QUICK_BASE``): a card that fits easily is found in about one node per die, so the
#: cards that do not fit spend little before a second round of full attempts.
QUICK = 2
QUICK_BASE = 20
RESTARTS = 4
DEALS = 3
#: Search nodes one re-deal may spend in all (about 0.1 s of CPython at worst): past it, a seat
#: gets a sheet found for the same public record by an earlier re-deal, if any (see
#: ``_FOUND``), else the deal fails as when every search ran out.
TOTAL = 3000
#: Nodes for the one deal more before the last resort's guess.
LAST_TRY = 4 * TOTAL
#: Sheets found, per (seat, dice it wrote, public record): what an earlier re-deal found
#: fits the record as well now (it depends on nothing but that record). Kept per random
#: stream (a search's own): what one decision found never steers another's deals, so a
#: decision depends on its seat's view alone, not on the decisions made before it in
#: the same process. At most ``KEEP_FOUND`` per key and ``FOUND_KEYS`` keys per stream
#: (then it starts afresh).
KEEP_FOUND = 8
FOUND_KEYS = 512
#: A set of reachable column states larger than this is not explored further.
REACH_CAP = 100
#: Sorts after any round.
NEVER = 10**6


class _BudgetSpentError(Exception):
    """The search ran out of budget."""


#: Nodes the current re-deal may still spend (``redeal`` sets it; unbounded otherwise).
_left = [float("inf")]
_FOUND: weakref.WeakKeyDictionary[
    random.Random, dict[tuple[object, ...], list[tuple[str | None, Rebuilt]]]
] = weakref.WeakKeyDictionary()
#: Nodes past which a re-deal is costly: a random stream that spent more on a record (or
#: found no deal at all) searches no more the next times it meets that record, but takes
#: the sheets it found then (``_recall``), or else guesses. A search re-deals one record at
#: each of its iterations: late in a Skyline game at 2 players a re-deal could spend 0.3-0.55
#: s of CPython each time (a 4-6.7 s decision); early ones need a node or so per die.
COSTLY = 2 * BUDGET
_COSTLY: weakref.WeakKeyDictionary[random.Random, set[tuple[object, ...]]] = \
    weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class Public:
    """The public record of the game so far."""

    #: Per pair: the seats that circled its bubble, and the round (0: still open).
    claims: tuple[tuple[int, ...], ...]
    claim_rounds: tuple[int, ...]
    #: Per seat: the round it said it could no longer meet its end condition (0: never),
    #: and the round it said its sheet could score nothing more (0: never).
    stuck: tuple[int, ...]
    idle: tuple[int, ...]
    #: Seats wrongly accused of holding Emploi fictif.
    cleared: frozenset[int]
    #: Rounds already resolved.
    resolved: int
    #: The cards the game deals from.
    deck: tuple[str, ...]


@dataclass(frozen=True)
class Hidden:
    """The hidden part of the state, which ``redeal`` replaces."""

    cards: list[str | None]
    sheets: list[Sheet]
    lost: list[int]
    #: Per seat, where each die of a re-dealt sheet went (None: the sheet was not
    #: re-dealt from the record), so that the re-deal can be replayed move by move and
    #: checked.
    writes: list[list[tuple[int, int] | None] | None] = field(default_factory=list)


@lru_cache(maxsize=4096)
def finishable(columns: tuple[Column, ...], values: tuple[Values, ...], dice: tuple[int, ...],
               last: int) -> bool:
    """Some of ``dice``, written in order into these columns, could leave exactly one box
    empty that ``last`` then fills: the pair is completed by the die ``last`` and not
    before. Optimistic: other columns' needs are ignored, and a search that grows past
    ``REACH_CAP`` states says yes."""
    states = {values}
    for die in dice:
        grown = set(states)
        for vals in states:
            for i, col in enumerate(columns):
                for floor in fitting_floors(col, vals[i], die):
                    new = (*vals[:i], place(col, vals[i], floor, die), *vals[i + 1:])
                    if sum(v.count(0) for v in new):
                        grown.add(new)
        states = grown
        if len(states) > REACH_CAP:
            return True
    return any(sum(v.count(0) for v in vals) == 1 and any(
        fitting_floors(col, vals[i], last) for i, col in enumerate(columns) if 0 in vals[i])
        for vals in states)


@dataclass
class _Search:
    """One sheet's depth-first search."""

    lay: Layout
    seat: int
    #: (round, die) the player had to write, in order; the last may be unresolved.
    entries: list[tuple[int, int]]
    public: Public
    rng: random.Random
    budget: int = 300
    nodes: int = 0
    #: (round, pair) of the bubbles this seat circled, by round (``due``).
    circled: list[tuple[int, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.circled = sorted((when, t) for t, when in self.due())

    def due(self) -> list[tuple[int, int]]:
        """(pair, round) of the bubbles this seat circled: those pairs must be done then."""
        return [(t, self.public.claim_rounds[t]) for t in range(TOWERS)
                if self.seat in self.public.claims[t]]

    def consistent(self, status: tuple[int, ...], rnd: int) -> bool:
        """Every public fact holds at the end of round ``rnd`` (``status``: the columns')."""
        public, seat = self.public, self.seat
        facts = summarize(self.lay, status)
        if facts.ended:
            return False
        for t in range(TOWERS):
            when = public.claim_rounds[t]
            mine = seat in public.claims[t]
            if not self.lay.circles:  # René la Taupe, Hollywood: they circle nothing
                if mine:
                    return False
            elif t in facts.pairs:
                if not when or rnd < when or (rnd == when and not mine):
                    return False
            elif mine and rnd >= when:
                return False
        stuck, idle = public.stuck[seat], public.idle[seat]
        return (facts.can_finish == (not stuck or rnd < stuck)
                and facts.prospects == (not idle or rnd < idle))

    def promising(self, sheet: Sheet, index: int) -> bool:
        """Each bubble still to circle can be completed by the die of its round exactly,
        with the dice before it."""
        if index == len(self.entries) or not self.circled \
                or self.circled[-1][0] < self.entries[index][0]:
            return True  # no bubble left to circle: the common case, answered at once
        upcoming = self.entries[index:]
        due = [(when, t) for when, t in self.circled if when >= upcoming[0][0]]
        empty = 0
        for when, t in due:  # the dice up to each due round cover every box due by then
            empty += sum(sheet[c].count(0) for c in (2 * t, 2 * t + 1))
            if empty > sum(1 for r, _ in upcoming if r <= when):
                return False
        for when, t in due:
            before = tuple(d for r, d in upcoming if r < when)
            last = next(d for r, d in upcoming if r == when)
            kept = [c for c in (2 * t, 2 * t + 1) if self.lay.columns[c].exists]
            if not finishable(tuple(self.lay.columns[c] for c in kept),
                              tuple(sheet[c] for c in kept), before, last):
                return False
        return True

    def options(self, sheet: Sheet, index: int, die: int) -> list[tuple[int, int]]:
        """Where to try the die, in random order with a bias towards the public record:
        never first a box that would complete a pair too soon; then the pairs whose bubble
        is due soonest; then (before an announcement that the sheet can no longer finish or
        score) boxes that spoil a column, else boxes that don't."""
        spots = [(c, f) for c, col in enumerate(self.lay.columns) if col.size
                 for f in fitting_floors(col, sheet[c], die)]
        self.rng.shuffle(spots)
        rnd = self.entries[index][0]
        due = {t: when for t, when in self.due() if when >= rnd}
        if self.rng.random() < 0.2:
            due = {}
        public = self.public
        spoil = any(r and rnd <= r for r in (public.stuck[self.seat], public.idle[self.seat]))

        def key(spot: tuple[int, int]) -> tuple[bool, int, bool]:
            c, f = spot
            col = self.lay.columns[c]
            after = place(col, sheet[c], f, die)
            spoils = not completable(col, after)
            return (self.too_soon(sheet, c, after, rnd), due.get(c // 2, NEVER),
                    spoils != spoil)

        spots.sort(key=key)
        return spots

    def too_soon(self, sheet: Sheet, column: int, after: Values, rnd: int) -> bool:
        """Writing ``after`` in ``column`` would complete its pair in round ``rnd``, when
        the record says the player did not."""
        if 0 in after or not self.lay.circles:
            return False
        other = column ^ 1
        partner = self.lay.columns[other]
        if partner.exists and 0 in sheet[other]:
            return False
        t = column // 2
        when = self.public.claim_rounds[t]
        return not when or rnd < when or (rnd == when and self.seat not in self.public.claims[t])

    def run(self, index: int, sheet: Sheet, status: tuple[int, ...],
            path: list[tuple[int, int] | None]) -> bool:
        """Write entries ``index`` on, extending ``path``; True once all are written."""
        self.nodes += 1
        _left[0] -= 1
        if self.nodes > self.budget or _left[0] < 0:
            raise _BudgetSpentError
        if index == len(self.entries):
            return True
        rnd, die = self.entries[index]
        settled = rnd <= self.public.resolved
        tries: list[tuple[tuple[int, int] | None, Sheet, tuple[int, ...]]] = []
        for c, f in self.options(sheet, index, die):
            new = write(self.lay, sheet, c, f, die)
            changed = column_status(self.lay.columns[c], new[c])
            tries.append(((c, f), new, (*status[:c], changed, *status[c + 1:])))
        for spot, new, new_status in tries or [(None, sheet, status)]:
            if settled and not self.consistent(new_status, rnd):
                continue
            if not self.promising(new, index + 1):
                continue
            path.append(spot)
            if self.run(index + 1, new, new_status, path):
                return True
            path.pop()
        return False


class Rebuilt(NamedTuple):
    """A re-dealt sheet, its lost dice, and where each die was written (None: lost)."""

    sheet: Sheet
    lost: int
    writes: list[tuple[int, int] | None]


def plausible(lay: Layout, seat: int, entries: list[tuple[int, int]], public: Public) -> bool:
    """Quick counts that rule a card out before any search: enough dice by each round
    to fill the bubbles circled by then, to spoil enough columns to be out of the race
    by the round announced, and to spoil or fill every column by the round the sheet
    was announced as done."""
    def dice_by(rnd: int) -> int:
        return sum(1 for r, _ in entries if r <= rnd)

    boxes = 0
    for when, t in sorted((w, t) for t, w in enumerate(public.claim_rounds)
                          if seat in public.claims[t]):
        if not lay.kept[t] or not lay.circles:
            return False
        boxes += sum(lay.columns[c].size for c in lay.kept[t])
        if boxes > dice_by(when):
            return False
    stuck, idle = public.stuck[seat], public.idle[seat]
    assert lay.end is not None, "Emploi fictif has no sheet to rebuild"
    groups = sum(1 for cols in lay.counted if cols)
    spoilable = sum(1 for cols in lay.counted if any(_spoilable(lay.columns[c]) for c in cols))
    if stuck and min(spoilable, dice_by(stuck)) < groups - lay.end[1] + 1:
        return False
    least = sum(1 if _spoilable(lay.columns[c]) else lay.columns[c].size
                for cols in lay.kept for c in cols)
    return not idle or dice_by(idle) >= least


def _spoilable(col: Column) -> bool:
    """A die can leave the column impossible to complete (an ordered one of 2 floors or
    more; a fixed number or a parity can always come)."""
    return col.rule in (UP, DOWN) and sum(1 for boxes in col.floors if boxes) > 1


def rebuild(card: str | None, seat: int, entries: list[tuple[int, int]], public: Public,
            rng: random.Random) -> Rebuilt | None:
    """A random sheet for ``card`` that fits the public record, written die by die, or
    None if the search finds none within its budget."""
    if card == "fictif":
        return Rebuilt(empty_sheet(layout(card)), 0, [])
    if not plausible(layout(card), seat, entries, public):
        return None
    for _ in range(RESTARTS):  # restarts cut the long tail of unlucky early choices
        found = _attempt(card, seat, entries, public, rng)
        if found is not None:
            return found
    return None


def _attempt(card: str | None, seat: int, entries: list[tuple[int, int]], public: Public,
             rng: random.Random, budget: int = BUDGET) -> Rebuilt | None:
    """One search of ``budget`` nodes for a sheet of ``card`` (None: budget spent)."""
    lay = layout(card)
    sheet = empty_sheet(lay)
    status = tuple(column_status(col, v) for col, v in zip(lay.columns, sheet, strict=True))
    path: list[tuple[int, int] | None] = []
    try:
        if _Search(lay, seat, entries, public, rng, budget).run(0, sheet, status, path):
            return _written(lay, entries, path)
    except _BudgetSpentError:
        pass
    return None


def _written(lay: Layout, entries: list[tuple[int, int]],
             path: list[tuple[int, int] | None]) -> Rebuilt:
    sheet, lost = empty_sheet(lay), 0
    for (_, die), spot in zip(entries, path, strict=True):
        if spot is None:
            lost += 1
        else:
            sheet = write(lay, sheet, spot[0], spot[1], die)
    return Rebuilt(sheet, lost, path)


def announced(public: Public, seat: int) -> bool:
    """The seat circled a bubble or announced something (it can no longer finish, or
    its sheet can score nothing more): it keeps a sheet."""
    return bool(public.stuck[seat] or public.idle[seat]) or any(seat in c for c in public.claims)


def deal_ok(cards: Sequence[str | None], public: Public) -> bool:
    """Emploi fictif sits where nothing public rules it out, and the game, not over, was
    not ended by every player being unable to finish or done writing
    (``Skyline.nobody_can_finish``)."""
    if "fictif" in cards:
        fake = cards.index("fictif")
        if fake in public.cleared or announced(public, fake):
            return False
    writers = [s for s, c in enumerate(cards) if c != "fictif"]
    return not all(public.stuck[s] or public.idle[s] for s in writers)


def _key(seat: int, entries: list[tuple[int, int]], public: Public) -> tuple[object, ...]:
    return seat, tuple(entries), public


def _remember(seat: int, entries: list[tuple[int, int]], public: Public, card: str | None,
              found: Rebuilt, rng: random.Random) -> None:
    memory = _FOUND.setdefault(rng, {})
    if len(memory) >= FOUND_KEYS:
        memory.clear()
    kept = memory.setdefault(_key(seat, entries, public), [])
    if len(kept) < KEEP_FOUND and all(c != card or r.sheet != found.sheet for c, r in kept):
        kept.append((card, found))


def _recall(seat: int, entries: list[tuple[int, int]], public: Public, cards: list[str | None],
            rng: random.Random) -> tuple[str | None, Rebuilt] | None:
    """A sheet found earlier for this record with one of ``cards`` by a re-deal drawing
    on the same random stream, once the re-deal's budget is spent."""
    if _left[0] > 0:
        return None
    memory = _FOUND.get(rng, {})
    kept = [(c, r) for c, r in memory.get(_key(seat, entries, public), []) if c in cards]
    return rng.choice(kept) if kept else None


def _deal_one(seat: int, unseen: list[str], public: Public, entries: list[tuple[int, int]],
              rng: random.Random, failed: set[tuple[int, str]]) -> tuple[str, Rebuilt] | None:
    """A card for ``seat`` among ``unseen`` with a sheet that fits the record. Each card
    gets one search in turn, so that a card that fits easily is found before the others
    spend their whole budget (a first round of quick attempts, then ``RESTARTS`` of full
    ones); the cards the record rules out are remembered in ``failed`` (the next deal
    need not count them again)."""
    cards = [card for card in rng.sample(unseen, len(unseen))
             if (seat, card) not in failed
             and not (card == "fictif" and (seat in public.cleared or announced(public, seat)))]
    for card in cards:
        if card == "fictif":
            continue
        if not plausible(layout(card), seat, entries, public):
            failed.add((seat, card))
    cards = [card for card in cards if (seat, card) not in failed]
    quick = QUICK_BASE + QUICK * len(entries)
    for budget in (quick, *[BUDGET] * RESTARTS):
        for card in cards:
            found = rebuild(card, seat, entries, public, rng) if card == "fictif" else \
                _attempt(card, seat, entries, public, rng, budget)
            if found is not None:
                _remember(seat, entries, public, card, found, rng)
                return card, found
    recalled = _recall(seat, entries, public, list(cards), rng)
    if recalled is not None:
        assert recalled[0] is not None, "cards are on"
        return recalled[0], recalled[1]
    return None


def _deal(hidden: Hidden, viewer: int, unmasked: int | None, public: Public,
          entries: list[list[tuple[int, int]]], rng: random.Random,
          failed: set[tuple[int, str]]) -> Hidden | None:
    """Cards and sheets for every seat but ``viewer`` (and an unmasked Emploi fictif),
    seat by seat in random order; None if some seat gets none that fits."""
    cards, sheets, lost = list(hidden.cards), list(hidden.sheets), list(hidden.lost)
    writes: list[list[tuple[int, int] | None] | None] = [None] * len(cards)
    seats = [s for s in range(len(cards)) if s not in (viewer, unmasked)]
    rng.shuffle(seats)
    on = cards[viewer] is not None
    unseen = [c for c in public.deck if c != cards[viewer] and not (
        c == "fictif" and unmasked is not None)]
    for s in seats:
        if on:
            dealt = _deal_one(s, unseen, public, entries[s], rng, failed)
            if dealt is None:
                return None
            cards[s], (sheets[s], lost[s], writes[s]) = dealt
            unseen.remove(dealt[0])
        else:
            found = rebuild(None, s, entries[s], public, rng)
            if found is not None:
                _remember(s, entries[s], public, None, found, rng)
            else:
                recalled = _recall(s, entries[s], public, [None], rng)
                found = recalled[1] if recalled is not None else None
            if found is None:
                return None
            sheets[s], lost[s], writes[s] = found
    return Hidden(cards, sheets, lost, writes) if deal_ok(cards, public) else None


def redeal(hidden: Hidden, viewer: int, unmasked: int | None, public: Public,
           entries: list[list[tuple[int, int]]], rng: random.Random) -> Hidden:
    """``hidden`` with every card and sheet ``viewer`` cannot see dealt anew."""
    record = (viewer, unmasked, public, tuple(tuple(e) for e in entries))
    costly = _COSTLY.setdefault(rng, set())
    again = record in costly
    _left[0] = 0 if again else TOTAL
    try:
        found, dear = _redeal(hidden, viewer, unmasked, public, entries, rng, again)
    finally:
        _left[0] = float("inf")
    if dear and not again:
        if len(costly) >= FOUND_KEYS:
            costly.clear()
        costly.add(record)
    return found or _guess(hidden, viewer, unmasked, public, entries, rng)


def _redeal(hidden: Hidden, viewer: int, unmasked: int | None, public: Public,
            entries: list[list[tuple[int, int]]], rng: random.Random,
            again: bool) -> tuple[Hidden | None, bool]:
    """A deal that fits the record (None: none found), and whether it was costly.
    ``again``: the stream met this costly record before, so the deals search nothing
    and take the sheets found then."""
    failed: set[tuple[int, str]] = set()
    for _ in range(DEALS):
        found = _deal(hidden, viewer, unmasked, public, entries, rng, failed)
        if found is not None or again:
            return found, TOTAL - _left[0] > COSTLY
    _left[0] = LAST_TRY  # rare (see the module's docstring): one deal more, on more nodes
    return _deal(hidden, viewer, unmasked, public, entries, rng, failed), True


#: Random deals tried for the last resort's cards before one that ``deal_ok`` refuses.
GUESSES = 20


def _guess(hidden: Hidden, viewer: int, unmasked: int | None, public: Public,
           entries: list[list[tuple[int, int]]], rng: random.Random) -> Hidden:
    """The last resort: cards dealt at random (Emploi fictif where nothing public rules
    it out), each sheet's dice written in random boxes with the record unheeded (its
    ``writes`` None: not replayable): a guess less faithful to the record, never the
    real cards or sheets."""
    cards, sheets, lost = list(hidden.cards), list(hidden.sheets), list(hidden.lost)
    writes: list[list[tuple[int, int] | None] | None] = [None] * len(cards)
    seats = [s for s in range(len(cards)) if s not in (viewer, unmasked)]
    if cards[viewer] is not None:
        unseen = [c for c in public.deck if c != cards[viewer] and not (
            c == "fictif" and unmasked is not None)]
        for _ in range(GUESSES):
            left = rng.sample(unseen, len(unseen))
            for s in seats:
                card = next(c for c in left if c != "fictif" or not (
                    s in public.cleared or announced(public, s)))
                cards[s] = card
                left.remove(card)
            if deal_ok(cards, public):
                break
    for s in seats:
        sheets[s], lost[s], _ = _loose(cards[s], entries[s], rng)
    return Hidden(cards, sheets, lost, writes)


def _loose(card: str | None, entries: list[tuple[int, int]], rng: random.Random) -> Rebuilt:
    """``entries``' dice written in random boxes where they fit (else lost), whatever
    the record says."""
    lay = layout(card)
    sheet = empty_sheet(lay)
    path: list[tuple[int, int] | None] = []
    for _, die in entries:
        spots = [(c, f) for c, col in enumerate(lay.columns) if col.size
                 for f in fitting_floors(col, sheet[c], die)]
        spot = rng.choice(spots) if spots else None
        if spot is not None:
            sheet = write(lay, sheet, spot[0], spot[1], die)
        path.append(spot)
    return _written(lay, entries, path)
