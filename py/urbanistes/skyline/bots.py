"""Skyline bots: "easy" plays at random, "normal" plays for expected points.

Both see only what a player sees: their own sheet and card, the dice on the table, the
public record (dice taken, bubbles circled, accusations). The normal bot values a sheet
as the points it may still score: each column's points times its chance of completion
with the dice it can expect before the end (``odds``), each open bubble's bonus times the
chance to complete the pair first, and its card's extras. It takes the die, and writes
it in the box, that leave the best value. Decisions are deterministic for what the seat
sees (``urbanistes.bots.bot_rng``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..bots import bot_rng
from ..engine import Action, Game
from .data import ACCUSATION_PENALTY, CLASSIC_END, MAX_ROUNDS, SHEET, TOWERS
from .game import DRAFT, Skyline, next_thrower
from .odds import boxes_left, completion, possible, state
from .scoring import bonus_value
from .sheet import (
    SAME,
    Layout,
    Sheet,
    column_of,
    ground_floors,
    legal_spots,
    progress,
    write,
)

#: Rounds a game lasts with normal bots, by player count, without and with the special
#: cards (``bench_skyline --lengths``, rounded down a little: self-play liked that best;
#: our rebalanced cards last as long as the printed ones).
EXPECTED_ROUNDS = {
    "off": {2: 20, 3: 22, 4: 23, 5: 23, 6: 22},
    "on": {2: 17, 3: 17, 4: 16, 5: 15, 6: 14},
}
#: The bot always plans for at least this many more rounds.
MIN_ROUNDS = 2
#: A round's draft offers a choice of dice: worth this many fair dice to the sheet.
CHOICE = 8.0
#: The chance that a pair the bot completes is still the first one.
RACE = 0.5
#: Chance that a real player has announced nothing (no bubble, not out of the race) after
#: 0, 4, 8... rounds, by player count: measured with normal bots and the cards
#: (``bench_skyline``-style self-play, 60 games per player count).
NO_NEWS = {
    2: (1.0, 0.76, 0.69, 0.5, 0.28, 0.2, 0.18),
    3: (1.0, 0.8, 0.71, 0.54, 0.36, 0.29, 0.29),
    4: (1.0, 0.79, 0.72, 0.56, 0.48, 0.46, 0.45),
    5: (1.0, 0.79, 0.72, 0.6, 0.54, 0.53, 0.52),
    6: (1.0, 0.8, 0.72, 0.64, 0.57, 0.57, 0.57),
}
NEWS_STEP = 4
#: What a wrong accusation costs, in chances of winning (3 points), and what unmasking
#: Emploi fictif is worth to a player who wins: the half of the win it would share.
COST = 0.09
SHARE = 0.5
#: Cards a player has not seen: 11 minus their own.
UNSEEN = 10
#: Near the end (``last_chance``) an accusation is weighed against the accuser's standing:
#: a seat that leads by more than the penalty loses little by being wrong. Its margin
#: over its best rival is its own expected points less what the public record shows of
#: each rival (the pairs whose bubble it circled, and ``PER_BOX`` points per other die
#: it wrote: measured with normal bots, 4 players), taken as normal with this spread
#: (the measured residual was about 9 points).
PER_BOX = 0.5
SPREAD = 8.0
#: Rounds before the game's expected end from which the game may end any round.
LATE_ROUNDS = 2
#: The end-of-game accusation from this many players on: with fewer, each suspect is
#: likelier and the odds alone already unmask Emploi fictif often enough (self-play, 60
#: games: its holder won 0% of its games at 2 players and 19% at 3, 8% at 3 with the
#: end-of-game accusation too).
LATE_PLAYERS = 4


class EasyBot:
    """A random die and a random box; never accuses anybody."""

    name = "skyline-easy"

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, Skyline), "a Skyline bot"
        actions = [a for a in game.legal_actions(seat) if a["type"] != "accuse"]
        return bot_rng(game, seat, self.name).choice(actions)


# -- valuing a sheet ------------------------------------------------------------------
@dataclass(frozen=True)
class Tuning:
    """The normal bot's parameters (``benchmarks/bench_skyline.py --tune`` tries others
    against the defaults; that is how these were chosen)."""

    choice: float = CHOICE
    race: float = RACE
    #: Added to the expected length of the game.
    horizon: int = 0
    #: Boxes the bot plans to fill per round left.
    budget: float = 1.0
    #: Expected points a die is worth more if taking it surely makes the bot throw next
    #: (the first pick of the next round). The normal bot ignores it; the strong bot's
    #: lead uses ``skyline.strong.THROW``.
    throw: float = 0.0


def rounds_left(game: Skyline, tuning: Tuning) -> int:
    """Rounds the bot expects after this one."""
    expected = EXPECTED_ROUNDS["on" if game.cards_on else "off"][game.players]
    return max(MIN_ROUNDS, expected + tuning.horizon - game.round)


def alive_need(lay: Layout, sheet: Sheet) -> int:
    """Boxes still to write in the columns that can still be completed."""
    total = 0
    for c, col in enumerate(lay.columns):
        if col.size:
            st = state(col, sheet[c])
            if possible(st):
                total += boxes_left(st)
    return total


def dice_per_box(game: Skyline, seat: int, tuning: Tuning) -> float:
    """Fair dice each missing box may expect: the rounds left, worth ``CHOICE`` fair dice
    each, shared among the boxes the sheet can still fill. Fixed once per decision, so
    that killing a column never looks like freeing dice for the others."""
    need = alive_need(game.layout_of(seat), game.sheets[seat])
    return rounds_left(game, tuning) * tuning.choice / max(1, need)


def column_odds(lay: Layout, sheet: Sheet, per_box: float, rounds: float) -> list[float]:
    """Each column's chance of completion (1 for a deleted column: it asks nothing),
    with ``per_box`` fair dice for each box it misses, and only as many boxes in all as
    dice to come: the columns worth most per box get them first (``rounds`` dice)."""
    odds, missing = [], []
    for c, col in enumerate(lay.columns):
        st = state(col, sheet[c]) if col.size else None
        need = boxes_left(st) if st is not None else 0
        missing.append(need)
        odds.append(completion(st, round(need * per_box)) if st is not None and need else 1.0)
    live = sorted((c for c in range(len(odds)) if missing[c] and odds[c] > 0),
                  key=lambda c: -lay.columns[c].points * odds[c] / missing[c])
    left = rounds
    for c in live:
        if missing[c] > left:
            odds[c] *= max(0.0, left) / missing[c]
        left -= missing[c]
    return odds


def _shops(lay: Layout, sheet: Sheet, rounds: int, subtotal: float,
           odds: list[float]) -> float:
    """Chemin de Traverse: 1 per ground floor holding a 1, and the chance of doubling
    (every empty ground floor still gets a 1, one fair die per round left); ours, 1 per
    tower standing on a 1 by its chance of being finished (``odds``)."""
    grounds = ground_floors(lay, sheet)
    if lay.shops == "finished":
        return sum(odds[2 * t] for t, v in enumerate(grounds) if v == 1)
    ones = sum(v == 1 for v in grounds)
    if any(v > 1 for v in grounds):
        return float(ones)
    empty = grounds.count(0)
    double = completion((SAME, 1, 0, (), (1,) * empty), rounds)
    return ones + double * subtotal


def sheet_value(lay: Layout, sheet: Sheet, bubbles: list[str], per_box: float,
                rounds: int, race: float = RACE, budget: float = 1.0) -> float:
    """The points this sheet may expect by the end of the game."""
    odds = column_odds(lay, sheet, per_box, rounds * budget)
    value = sum(col.points * p for col, p in zip(lay.columns, odds, strict=True) if col.size)
    if lay.whole:  # Hollywood Boulevard: its towers score all together or not at all
        value = sum(lay.tower(t).points for t in range(TOWERS)) * math.prod(
            odds[2 * t] for t in range(TOWERS))
    for t in range(TOWERS):
        if bubbles[t] == "crossed" or not lay.multiplier or not lay.circles:
            continue
        chance = odds[2 * t] * odds[2 * t + 1] * (1.0 if bubbles[t] == "circled" else race)
        value += bonus_value(lay, t) * chance
    if lay.shops:
        value += _shops(lay, sheet, rounds, value, odds)
    return value


def expected_points(game: Skyline, seat: int, tuning: Tuning) -> float:
    """``sheet_value`` of ``seat``'s sheet as it stands."""
    return sheet_value(game.layout_of(seat), game.sheets[seat], game.bubbles(seat),
                       dice_per_box(game, seat, tuning), rounds_left(game, tuning),
                       tuning.race, tuning.budget)


def spot_values(game: Skyline, seat: int, die: int,
                tuning: Tuning) -> list[tuple[float, tuple[int, str, int]]]:
    """The value each legal box for ``die`` leaves ``seat``'s sheet, in the rules' order
    of the boxes (the strong bot's search ranks them the same way)."""
    lay, sheet, bubbles = game.layout_of(seat), game.sheets[seat], game.bubbles(seat)
    per_box, rounds = dice_per_box(game, seat, tuning), rounds_left(game, tuning)
    found = []
    for spot in legal_spots(lay, sheet, die):
        t, part, floor = spot
        after = write(lay, sheet, column_of(t, part), floor, die)
        found.append((sheet_value(lay, after, bubbles, per_box, rounds, tuning.race,
                                  tuning.budget), spot))
    return found


def best_spot(game: Skyline, seat: int, die: int, rng: random.Random,
              tuning: Tuning) -> tuple[float, tuple[int, str, int] | None]:
    """Where ``seat`` would write ``die`` and the value it leaves (None: it is lost)."""
    found = spot_values(game, seat, die, tuning)
    if not found:
        return expected_points(game, seat, tuning), None
    rng.shuffle(found)
    return max(found, key=lambda pair: pair[0])


# -- Emploi fictif ----------------------------------------------------------------------
def no_news(players: int, rounds: int) -> float:
    """``NO_NEWS`` between its measured rounds."""
    table = NO_NEWS[players]
    k, rest = divmod(rounds, NEWS_STEP)
    if k + 1 >= len(table):
        return table[-1]
    return table[k] + (table[k + 1] - table[k]) * rest / NEWS_STEP


def suspects(game: Skyline, seat: int) -> dict[int, float]:
    """How likely each seat ``seat`` may accuse holds Emploi fictif, from what it knows:
    the cards are dealt from 11 without replacement, and a real player circles bubbles
    or drops out of the race as rounds go by, which Emploi fictif never does. A seat
    that announced something, or was accused already, is not a suspect."""
    if game.cards[seat] == "fictif" or game.unmasked is not None:
        return {}
    silent = [s for s in game.accusable(seat)
              if not game.stuck[s] and not game.idle[s] and not any(s in c for c in game.claims)]
    weight = (1 / UNSEEN) / no_news(game.players, game.round - 1)
    nobody = (UNSEEN - (game.players - 1)) / UNSEEN
    total = nobody + weight * len(silent)
    return {s: weight / total for s in silent}


def threshold(players: int) -> float:
    """Accuse when the chance of being right beats the cost: p * gain > (1 - p) * cost,
    the gain being the shared half of a win the accuser has 1 / (players - 1) chances
    of (if the accused holds Emploi fictif, the other players are the real ones)."""
    gain = SHARE / (players - 1)
    return COST / (COST + gain)


def prime_suspect(game: Skyline, seat: int) -> tuple[int, float] | None:
    """The seat ``seat`` most suspects of holding Emploi fictif, and how likely."""
    odds = suspects(game, seat)
    if not odds:
        return None
    target = max(odds, key=lambda s: (odds[s], -s))
    return target, odds[target]


def shown_points(game: Skyline, rival: int) -> float:
    """What the public record shows ``rival`` has scored: the pairs whose bubble it
    circled (as printed, bonus included) and ``PER_BOX`` per other die it took."""
    circled = [t for t in range(TOWERS) if rival in game.claims[t]]
    known = sum(SHEET[t].height + SHEET[t].depth + SHEET[t].bonus for t in circled)
    boxes = len(game.entries(rival)) - sum(SHEET[t].height + SHEET[t].depth
                                           for t in circled)
    return known + PER_BOX * max(0, boxes)


def last_chance(game: Skyline, seat: int) -> bool:
    """The game may end with this round, as far as ``seat`` can tell: the round limit,
    the game's expected length nearly reached, its own sheet one pair (or tower) from
    its end, or a rival one circled bubble from the classic end."""
    if game.round >= MAX_ROUNDS or rounds_left(game, Tuning()) <= LATE_ROUNDS:
        return True
    lay = game.layout_of(seat)
    if lay.end is not None and not lay.whole \
            and progress(lay, game.sheets[seat]).done >= lay.end[1] - 1:
        return True
    return any(sum(s in c for c in game.claims) >= CLASSIC_END - 1
               for s in range(game.players) if s != seat)


def _normal_cdf(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def margin(game: Skyline, seat: int) -> float:
    """``seat``'s lead over its best rival as far as it can tell: its own expected points
    against what the public record shows of each rival."""
    rivals = [shown_points(game, s) for s in range(game.players) if s != seat]
    return expected_points(game, seat, Tuning()) - max(rivals, default=0.0)


def late_worth(odds: float, lead: float, penalty: float = ACCUSATION_PENALTY) -> bool:
    """Near the end: accuse when the chance ``odds`` of unmasking Emploi fictif times the
    half win it would stop sharing outweighs what the penalty takes off the chance of
    winning (``lead`` points ahead, give or take ``SPREAD``). A seat far behind loses
    little too, but gains as little: self-play showed that every such seat accusing
    unmasked Emploi fictif every time, at two wrong accusations a game."""
    win = _normal_cdf(lead / SPREAD)
    cost = win - _normal_cdf((lead - penalty) / SPREAD)
    return odds * SHARE * win >= (1 - odds) * cost


def worth_accusing(game: Skyline, seat: int) -> Action | None:
    """The accusation ``seat`` should make now: the odds outweigh its cost, or (from
    ``LATE_PLAYERS`` players on) it is the last chance and the accuser's standing makes
    the penalty cheap (``late_worth``)."""
    suspect = prime_suspect(game, seat)
    if suspect is None:
        return None
    target, odds = suspect
    if odds < threshold(game.players) and not (
            game.players >= LATE_PLAYERS and last_chance(game, seat)
            and late_worth(odds, margin(game, seat))):
        return None
    return {"type": "accuse", "seat": target}


def throws_next(game: Skyline, seat: int, die: int) -> bool:
    """Taking ``die`` makes ``seat`` the next thrower whatever the others take: the
    last to pick knows it; an earlier one is sure only below every die left."""
    taken = [die if s == seat else t for s, t in enumerate(game.taken)]
    known = [t for t in taken if t is not None]
    if len(known) == len(taken):
        return next_thrower(known, game.thrower) == seat
    left = list(game.pool)
    left.remove(die)
    return all(die < d for d in left)


class NormalBot:
    """Takes the die and box worth most in expected points; accuses a silent seat when
    the odds that it holds Emploi fictif outweigh the cost of being wrong."""

    name = "skyline-normal"

    def __init__(self, tuning: Tuning | None = None) -> None:
        self.tuning = tuning or Tuning()

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, Skyline), "a Skyline bot"
        rng = bot_rng(game, seat, self.name)
        if game.phase == DRAFT:
            return self._draft(game, seat, rng)
        actions = game.legal_actions(seat)
        if actions[0]["type"] != "write":
            return actions[0]
        die = game.taken[seat]
        assert die is not None, "a seat writes the die it took"
        _, spot = best_spot(game, seat, die, rng, self.tuning)
        assert spot is not None, "a die with a legal box"
        t, part, floor = spot
        return {"type": "write", "tower": t, "part": part, "floor": floor}

    def _draft(self, game: Skyline, seat: int, rng: random.Random) -> Action:
        accusation = worth_accusing(game, seat)
        if accusation is not None:
            return accusation
        values = sorted(set(game.pool))
        if not game.writes_sheet(seat):
            return {"type": "take", "die": rng.choice(values)}
        rng.shuffle(values)
        best, best_value = values[0], -math.inf
        for die in values:
            value, _ = best_spot(game, seat, die, rng, self.tuning)
            if self.tuning.throw and throws_next(game, seat, die):
                value += self.tuning.throw
            if value > best_value:
                best, best_value = die, value
        return {"type": "take", "die": best}
