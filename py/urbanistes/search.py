"""The strong bots' search: information-set Monte Carlo tree search over the protocol.

One search for every game (Cowling, Powley & Whitehouse 2012, "single observer"): the
tree holds what the searching seat knows; each iteration deals one fresh
determinization (``Game.resample``: the hidden cards and future draws anew, consistent
with what the seat saw), walks the tree by UCB among the actions legal in that deal
(counting how often each was available), adds one node, plays on with the game's cheap
rollout policy for a few moves, and backs up every seat's own value: each seat in the
tree maximises its own result. Chance steps are sampled from ``chance_outcomes``.

A game gives only a :class:`Policy` (its rollout moves, its evaluation, its budget).
The search is resumable: :meth:`Search.run` stops at an iteration count or a clock
deadline, between two steps of an iteration (a deal, a move in the tree or the
rollout), so the page can think in slices of a few milliseconds between paints.
Its randomness comes from the seat's view (``bots.bot_rng``), never from the game's
seed: the same view gives the same choice, whatever the hidden cards are.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from .bots import Bot, Thinking, bot_rng, think
from .engine import CHANCE, Action, Game


class Policy(Protocol):
    """What a game gives the search."""

    @property
    def iterations(self) -> int:
        """Iterations per decision (the page runs them a slice at a time)."""
        ...

    @property
    def depth(self) -> int:
        """Moves played by ``rollout`` after the tree before ``evaluate`` judges."""
        ...

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        """A cheap, sensible legal action of ``seat`` (for the moves after the tree)."""
        ...

    def candidates(self, game: Game, seat: int) -> list[Action]:
        """The legal actions of ``seat`` worth searching in the tree (all of them, or the
        best few by a cheap judgement where there are hundreds), the policy's own choice
        first (the search leaves it only for a move its results clearly prefer): never
        empty. The policy lists them itself: where it knows its move it need not list
        every legal one (Card City XL's builds: up to 40 ms in CPython)."""
        ...

    def evaluate(self, game: Game) -> Sequence[float]:
        """Each seat's value of the state, in [0, 1] (1: a sure win)."""
        ...


@runtime_checkable
class Preparing(Protocol):
    """A policy whose ``candidates`` cost more than a slice: it does that work first,
    in steps the search runs one at a time, so that the page paints between them."""

    def prepare(self, game: Game, seat: int) -> Iterator[None]:
        """Steps of a few ms that make ``candidates(game, seat)`` quick."""
        ...


@runtime_checkable
class Warming(Protocol):
    """A policy whose rollout moves or judgement may cost more than a slice: it fills
    its memos first, in steps the search runs one at a time."""

    def warm_rollout(self, game: Game, seat: int) -> Iterator[None]:
        """Steps of a few ms that make ``rollout(game, seat, ...)`` quick."""
        ...

    def warm_evaluate(self, game: Game) -> Iterator[None]:
        """Steps of a few ms that make ``evaluate(game)`` quick."""
        ...


def key(action: Action) -> str:
    """An action's identity in the tree: equal actions, equal keys."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass
class Node:
    """One action in the tree: who took it, how often it was tried and was available,
    and the sum of its taker's values (and of their squares) over those tries."""

    seat: int
    action: Action | None
    children: dict[str, Node] = field(default_factory=dict)
    visits: int = 0
    available: int = 0
    value: float = 0.0
    squares: float = 0.0

    def ucb(self, exploration: float) -> float:
        return (self.mean
                + exploration * math.sqrt(math.log(max(self.available, 1)) / self.visits))

    @property
    def mean(self) -> float:
        return self.value / self.visits

    @property
    def spread(self) -> float:
        """The standard error of ``mean``."""
        variance = max(0.0, self.squares / self.visits - self.mean ** 2)
        return math.sqrt(variance / self.visits)


#: UCB's exploration constant (values are in [0, 1]).
EXPLORATION = 0.7
#: Standard errors by which another move's mean must beat the policy's own choice for
#: the search to prefer it: with the few iterations the page affords, one fresh deal
#: per iteration makes most differences noise, and a search that followed the noise
#: played worse than the policy it starts from.
CONFIDENCE = 2.0


def sample_chance(game: Game, rng: random.Random) -> Action:
    """A chance outcome drawn by its weight."""
    outcomes = game.chance_outcomes()
    pick = rng.random() * sum(weight for _, weight in outcomes)
    for outcome, weight in outcomes:
        pick -= weight
        if pick < 0:
            return outcome
    return outcomes[-1][0]


def settle(game: Game, rng: random.Random) -> None:
    """Chance steps due, decided in place by ``rng`` (a what-if, not the seed's draw)."""
    while game.is_chance:
        game._advance(CHANCE, sample_chance(game, rng))  # the search's own copy


def led_by(choice: Action, others: list[Action]) -> list[Action]:
    """``choice`` first, then ``others`` without it."""
    lead = key(choice)
    return [choice, *(a for a in others if key(a) != lead)]


class Search:
    """One decision of ``seat`` in ``game``, searched a slice at a time, ``budget``
    iterations in all (the policy's by default). The moves searched are the policy's
    candidates, ``lead``'s choice first if a bot leads; the search leaves the first for
    the most tried move only if its results are better by ``confidence`` standard
    errors (0 where the first is no better a guess than the others)."""

    def __init__(self, game: Game, seat: int, policy: Policy,
                 budget: int | None = None, lead: Bot | None = None,
                 confidence: float = CONFIDENCE) -> None:
        self.game, self.seat, self.policy = game, seat, policy
        self.confidence = confidence
        self.budget = policy.iterations if budget is None else budget
        #: Drawn from the seat's view once the lead has decided: a view may show what the
        #: lead's steps work out (Card City XL's legal builds), which it keeps.
        self._rng: random.Random | None = None
        self.root = Node(seat, None)
        self.iterations = 0
        self._steps: Iterator[None] | None = None  # the iteration under way
        #: The lead's decision, worked out in the first slices (it comes first after).
        self._lead: Thinking | None = think(lead, game, seat) if lead is not None else None
        #: The moves searched at the root, listed in slices of their own once the lead
        #: has decided (its work, kept, makes them quick to list).
        self.actions: list[Action] | None = None
        self._prepare = policy.prepare if isinstance(policy, Preparing) else None
        self._warm = policy if isinstance(policy, Warming) else None

    @property
    def done(self) -> bool:
        return (self._lead is None and self.actions is not None
                and (self.iterations >= self.budget or len(self.actions) == 1))

    def run(self, *, deadline: float | None = None,
            clock: Callable[[], float] = time.perf_counter) -> bool:
        """Iterate until the budget is spent (True) or ``clock()`` passes ``deadline``
        (False: call again to go on). A call takes one step at least, and stops between
        two steps of an iteration: a slice overruns its deadline by one step."""
        while not self.done:
            if self._lead is not None and not self._lead.done:
                if not self._lead.run(deadline=deadline, clock=clock):
                    return False
            else:
                if self._steps is None:
                    self._steps = self._listing() if self.actions is None else self._iteration()
                try:
                    next(self._steps)
                except StopIteration:
                    self._steps = None
            if not self.done and deadline is not None and clock() >= deadline:
                return False
        return True

    def best(self) -> Action:
        """The most tried action at the root, if its results beat the policy's own
        choice (the first candidate) by ``confidence`` standard errors; else that
        choice."""
        actions = self._listed()
        tried = [(node, a) for a in actions
                 if (node := self.root.children.get(key(a))) is not None and node.visits]
        if not tried:
            return actions[0]
        top, action = max(tried, key=lambda na: na[0].visits)  # the first of equals
        first = tried[0][0] if tried[0][1] is actions[0] else None
        if first is None or top is first:
            return action
        clear = top.mean - first.mean > self.confidence * math.hypot(top.spread,
                                                                     first.spread)
        return action if clear else actions[0]

    def _listed(self) -> list[Action]:
        if self.actions is None:
            raise ValueError("the moves are not listed yet: run on")
        return self.actions

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            raise ValueError("the moves are not listed yet: run on")
        return self._rng

    def _listing(self) -> Iterator[None]:
        """The search's random numbers, then the root's moves, the lead's first."""
        self._rng = bot_rng(self.game, self.seat, "strong")
        yield from self._prepared(self.game, self.seat)
        actions = self.policy.candidates(self.game, self.seat)
        if self._lead is not None:
            actions = led_by(self._lead.best(), actions)
            self._lead = None
        self.actions = actions

    def _prepared(self, game: Game, seat: int) -> Iterator[None]:
        """The policy's preparation for ``candidates`` (none for most games)."""
        if self._prepare is not None:
            yield from self._prepare(game, seat)

    def _iterate(self) -> None:
        """One whole iteration at once (benchmarks time them one by one)."""
        for _ in self._iteration():
            pass

    def _iteration(self) -> Iterator[None]:
        """One iteration, yielding after each of its steps."""
        state = self.game.resample(self.seat, self.rng)
        yield
        node, path = self.root, [self.root]
        actor = self.seat
        while True:
            settle(state, self.rng)
            if state.is_over:
                break
            if node is self.root:  # the seat's own moves: the same in every deal
                legal = self._listed()
            else:
                actor = state.to_act[0]
                yield from self._prepared(state, actor)
                legal = self.policy.candidates(state, actor)
            child, fresh = self._select(node, actor, legal)
            assert child.action is not None  # only the root has none
            state._advance(actor, child.action)  # the search's own copy
            path.append(child)
            node = child
            yield
            if fresh:
                break
        yield from self._rollout(state)
        if self._warm is not None:
            yield from self._warm.warm_evaluate(state)
        values = self.policy.evaluate(state)
        for visited in path[1:]:
            visited.visits += 1
            visited.value += values[visited.seat]
            visited.squares += values[visited.seat] ** 2
        self.iterations += 1

    def _select(self, node: Node, actor: int, legal: list[Action]) -> tuple[Node, bool]:
        """A child never tried (added to the tree, True) or the best by UCB (False)."""
        keyed = [(key(a), a) for a in legal]
        untried = [(k, a) for k, a in keyed if k not in node.children]
        for k, _ in keyed:
            if k in node.children:
                node.children[k].available += 1
        if untried:
            k, action = untried[self.rng.randrange(len(untried))]
            child = node.children[k] = Node(actor, action, available=1)
            return child, True
        children = [node.children[k] for k, _ in keyed]
        return max(children, key=lambda c: c.ucb(EXPLORATION)), False

    def _rollout(self, state: Game) -> Iterator[None]:
        for _ in range(self.policy.depth):
            settle(state, self.rng)
            if state.is_over:
                return
            actor = state.to_act[0]
            if self._warm is not None:
                yield from self._warm.warm_rollout(state, actor)
            state._advance(actor, self.policy.rollout(state, actor, self.rng))
            yield


class StrongBot:
    """The strong level: a search with the game's policy, to its whole budget, led by
    ``lead`` (the normal bot, where its choice is cheap) if given."""

    name = "strong"

    def __init__(self, policy: Policy, budget: int | None = None,
                 lead: Bot | None = None, confidence: float = CONFIDENCE) -> None:
        """``budget``: iterations per decision, if not the policy's (tests check the
        same search, lighter)."""
        self.policy, self.budget, self.lead = policy, budget, lead
        self.confidence = confidence

    def lighter(self, budget: int) -> StrongBot:
        """The same bot on ``budget`` iterations (tests check the same search, faster)."""
        return StrongBot(self.policy, budget, self.lead, self.confidence)

    def think(self, game: Game, seat: int) -> Search:
        """A decision to carry out in slices (the page's timer calls ``run`` again)."""
        return Search(game, seat, self.policy, self.budget, self.lead, self.confidence)

    def choose(self, game: Game, seat: int) -> Action:
        search = self.think(game, seat)
        search.run()
        return search.best()


def margins(game: Game, scale: float) -> list[float]:
    """A default evaluation: each seat's margin over its best rival (a co-op team's over
    its target), squashed into [0, 1] by ``scale`` points; a finished game counts its
    winners as 1 (a shared win as less), mixed with the margin so bigger wins weigh
    more. Totals come from each seat's own sheet view, so hidden sheets still count
    (the state is a determinization: everything in it is the bot's guess)."""
    own = [_own_total(game, s) for s in range(game.players)]
    scores = game.scores(None)
    values = []
    for seat, total in enumerate(own):
        if scores.target is not None:
            margin = total - scores.target
        else:
            margin = total - max((t for s, t in enumerate(own) if s != seat), default=0)
        value = 1 / (1 + math.exp(-margin / scale))
        if game.is_over:
            won = seat in scores.winners or (scores.target is not None and margin >= 0)
            value = 0.8 * (1.0 if won else 0.0) / max(1, len(scores.winners)) ** 0.5 \
                + 0.2 * value
        values.append(value)
    return values


def _own_total(game: Game, seat: int) -> float:
    sheets = game.scores(seat).sheets
    if len(sheets) == 1:
        return float(sheets[0].total or 0)
    return float(next(s.total for s in sheets if s.seat == seat) or 0)
