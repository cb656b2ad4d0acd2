"""The checks every registered game passes, in the spirit of OpenSpiel's basic tests.

Used by ``tests/unit/test_conformance.py`` (a sample that runs in CI) and by
``benchmarks/sweep.py`` (thousands of playouts, by hand). A game gets all of this by
being registered.

A playout is a seeded random game to the end: chance steps are decided by the game's
seed (``settle``), so the finished game also round-trips through a save. Along the way:

- ``apply`` never changes the state it is called on (a ``copy.deepcopy`` snapshot);
- illegal and malformed actions are refused with ``IllegalAction`` and change nothing;
- ``is_legal`` agrees with ``legal_actions``, and only acting seats have actions;
- every view is JSON (a round trip gives it back exactly), every score sheet a seat may
  not see is hidden, and nothing is hidden once the game is over;
- undo gives exactly the state before the move (the snapshot, not a replay), restart
  turn the state before the seat's run of moves, and nothing is undoable after a reveal;
- save -> JSON -> load gives the same state;
- bots are honest: a state re-dealt in everything a seat cannot see (``resample``) looks
  the same to that seat, and the seat's bots choose the same action there.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from urbanistes import registry, saves
from urbanistes.engine import CHANCE, Action, Game, IllegalAction
from urbanistes.search import StrongBot

#: Iterations of a strong bot's search in the honesty check: the same code as in play,
#: lighter (the budget changes how well it plays, not what it may read).
LIGHT_SEARCH = 4

#: A playout longer than this is a game that never ends.
MAX_STEPS = 5000
#: Values that must never be accepted in place of an action's own.
ODD_VALUES: tuple[Any, ...] = (None, "1", 1.5, True, -1, 10**9, [], {})


@dataclass
class Checks:
    """How thoroughly a playout checks: every state for the cheap checks; every
    ``undo_every``-th move for undo and restart (each replays the game), every
    ``save_every``-th state for a save round trip, every ``bots_every``-th for bots.

    Undo and saves replay the whole game, so checking them at every step of a long game
    costs the square of its length: past ``dense`` steps they thin out (every 2nd step,
    then every 3rd...), which keeps a 500-step game's checks a few times its length
    while still reaching its end. ``benchmarks/sweep.py`` can set ``dense`` high."""

    undo_every: int = 1
    save_every: int = 1
    bots_every: int = 5
    resamples: int = 2
    dense: int = 60

    def due(self, step: int, every: int) -> bool:
        return step % (every * (step // self.dense + 1)) == 0


def exact(action: object) -> str:
    """An action as exact text: ``True`` and ``1`` differ, as they do for the rules."""
    return json.dumps(action, sort_keys=True)


def option_sets(game_id: str, limit: int = 40, seed: int = 0) -> list[dict[str, Any]]:
    """Option combinations the rules accept, every seat count included: all of them if
    there are at most ``limit``, else a seeded sample that still holds every value of
    every option at least once. An option with more than ``limit`` values (Sprawlopolis's
    816 choices of scoring cards) is sampled like the combinations instead."""
    info = registry.info(game_id)
    cls = registry.game_class(game_id)
    rng = random.Random(seed)
    keys = ["players", *(opt.key for opt in info.options)]
    many = {opt.key for opt in info.options if len(opt.choices) > limit}
    values = [list(range(info.min_players, info.max_players + 1)),
              *(rng.sample(opt.values(), limit) if opt.key in many else opt.values()
                for opt in info.options)]
    accepted = []
    for combo in itertools.product(*values):
        options = dict(zip(keys, combo, strict=True))
        try:
            cls.new(options, 0)
        except ValueError:
            continue
        accepted.append(options)
    if len(accepted) <= limit:
        return accepted
    chosen = rng.sample(accepted, limit)
    for key, vals in zip(keys, values, strict=True):
        for v in vals if key not in many else ():
            if not any(o[key] == v for o in chosen):
                chosen.append(rng.choice([o for o in accepted if o[key] == v]))
    return chosen


def random_move(game: Game, rng: random.Random) -> tuple[int, Action]:
    """A random legal move of a random acting seat."""
    seat = rng.choice(game.to_act)
    return seat, rng.choice(game.legal_actions(seat))


def playout(game_id: str, options: dict[str, Any], seed: int,
            checks: Checks | None = None) -> Game:
    """A seeded random game to the end, every check along the way; the final state."""
    checks = checks or Checks()
    rng = random.Random(seed)
    game = registry.game_class(game_id).new(options, seed)
    snapshot = copy.deepcopy(game)  # equal to `game`: what no check may change
    #: Snapshots by history length: restart turn must give one of them back.
    states: list[Game | None] = [snapshot]
    step = 0
    bots_due = undo_due = False  # due, and waiting for a seat to act / a move to undo
    while not game.is_over:
        check_state(game, snapshot, rng)
        if checks.due(step, checks.save_every):
            check_save(game)
        bots_due |= checks.due(step, checks.bots_every)
        undo_due |= checks.due(step, checks.undo_every)
        if bots_due and game.to_act:
            check_bots(game_id, game, snapshot, rng, checks.resamples)
            bots_due = False
        if game.is_chance:
            check_chance(game, rng)
            nxt = game.settle()
            assert game == snapshot, "settle changed the state it was called on"
            assert all(nxt.undoable(s) == 0 for s in range(game.players)), \
                "a move made before a reveal can still be undone"
            # Nothing before the last reveal can be restarted to: keep that state only.
            states += [None] * (len(nxt.history) - len(game.history) - 1)
        else:
            seat, action = random_move(game, rng)
            nxt = game.apply(seat, action)
            assert game == snapshot, f"apply({seat}, {action}) changed the state it was called on"
            if undo_due and nxt.undoable(seat):
                assert nxt.undo(seat) == snapshot, "undo does not give the state before the move"
                start = len(nxt.history) - nxt.undoable(seat)
                assert nxt.restart_turn(seat) == states[start], "restart turn is wrong"
                undo_due = False
        game, snapshot = nxt, copy.deepcopy(nxt)
        states.append(snapshot)
        step += 1
        assert step < MAX_STEPS, f"{game_id} {options} seed {seed}: no end after {step} steps"
    check_state(game, snapshot, rng)
    check_save(game)
    return game


def check_state(game: Game, snapshot: Game, rng: random.Random) -> None:
    """The cheap checks, on any state (``snapshot``: an independent copy of it)."""
    players = range(game.players)
    acting = game.to_act
    assert len(set(acting)) == len(acting) and set(acting) <= set(players), acting
    assert not (acting and game.is_chance), "seats act while chance is due"
    assert game.is_over == (not acting and not game.is_chance)
    for seat in players:
        legal = game.legal_actions(seat)
        if seat not in acting:
            assert legal == [], f"seat {seat} is not to act but has actions"
            continue
        assert legal, f"seat {seat} is to act but has no legal action"
        texts = [exact(a) for a in legal]
        assert len(set(texts)) == len(texts), "an action is listed twice"
        for action in rng.sample(legal, min(len(legal), 20)):
            assert json.loads(json.dumps(action)) == action
            assert game.is_legal(seat, action)
        check_refusals(game, snapshot, seat, legal, rng)
    check_views(game)


def check_refusals(game: Game, snapshot: Game, seat: int, legal: list[Action],
                   rng: random.Random) -> None:
    """Malformed actions, actions by the wrong seat, odd values: refused, nothing changed
    (``game`` still equals ``snapshot``)."""
    candidates: list[tuple[Any, Any]] = [
        (seat, None), (seat, "end"), (seat, 5), (seat, []), (seat, {}),
        (seat, {"type": "no such move"}), (game.players, legal[0]), (-2, legal[0]),
        ("0", legal[0]), (None, legal[0]), (True, legal[0]),
    ]
    candidates += [(s, legal[0]) for s in range(game.players) if s not in game.to_act]
    sample = rng.choice(legal)
    candidates.append((seat, {**sample, "extra": 1}))
    for key in sample:
        for odd in ODD_VALUES:
            candidates.append((seat, {**sample, key: odd}))
        candidates.append((seat, {k: v for k, v in sample.items() if k != key}))
    listed = {s: {exact(a) for a in game.legal_actions(s)} for s in game.to_act}
    for who, action in candidates:
        allowed = type(who) is int and exact(action) in listed.get(who, set())
        assert game.is_legal(who, action) == allowed, (who, action)
        if allowed:
            continue
        try:
            game.apply(who, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"apply({who!r}, {action!r}) was accepted")
    assert game == snapshot, "a refused action changed the state"


def check_chance(game: Game, rng: random.Random) -> None:
    """Chance lists its outcomes; any of them may be tried, by a bot weighing them."""
    outcomes = game.chance_outcomes()
    assert outcomes, "chance is due but has no outcome"
    texts = [exact(o) for o, _ in outcomes]
    assert len(set(texts)) == len(texts), "an outcome is listed twice"
    assert all(type(w) is int and w > 0 for _, w in outcomes)
    outcome, _ = rng.choice(outcomes)
    tried = game.apply(CHANCE, outcome)
    assert tried.history[-1].action == outcome
    for seat in range(game.players):
        try:
            game.apply(seat, {"type": "draw"})
        except IllegalAction:
            continue
        raise AssertionError("a seat acted while chance was due")


def check_views(game: Game) -> None:
    """Views are JSON; hidden score sheets stay hidden until the end."""
    for viewer in [None, *range(game.players)]:
        view = game.view(viewer)
        assert json.loads(json.dumps(view)) == view, f"view({viewer}) is not plain JSON"
        scores = game.scores(viewer)
        for sheet in scores.sheets:
            keys = [line.key for line in sheet.lines]
            assert len(set(keys)) == len(keys), "two lines share a key"
            if sheet.hidden:
                assert not game.is_over, "a sheet is hidden after the end"
                assert sheet.seat != viewer, "a seat cannot see its own sheet"
                assert sheet.lines == () and sheet.total is None
        if not game.is_over:
            assert scores.winners == ()
        assert set(scores.winners) <= set(range(game.players))
        names = {f"p{i}": f"<{i}>" for i in range(game.players)}
        for lang in ("fr", "en"):
            assert scores.outcome[lang].format(**names)


def check_save(game: Game) -> None:
    loaded = saves.loads(saves.dumps(game))
    assert loaded == game, "save -> JSON -> load does not give the same state"


def check_bots(game_id: str, game: Game, snapshot: Game, rng: random.Random,
               resamples: int) -> None:
    """Every bot of the game, for every acting seat: a legal choice, the state untouched
    (``game`` still equals ``snapshot``), and the same choice in states that differ only
    in what the seat cannot see."""
    entry = registry.entry(game_id)
    for seat in game.to_act:
        twins = [game.resample(seat, random.Random(rng.random())) for _ in range(resamples)]
        for twin in twins:
            assert twin.seed != game.seed, "resample keeps the future draws"
            assert twin.view(seat) == game.view(seat), "resample changed what the seat sees"
            assert twin.scores(seat) == game.scores(seat), \
                "resample changed the scores the seat sees"
            assert twin.to_act == game.to_act
        for level in entry.bots:
            bot = entry.bot(level)
            if isinstance(bot, StrongBot):  # the same search, on a lighter budget
                bot = bot.lighter(LIGHT_SEARCH)
            choice = bot.choose(game, seat)
            assert game.is_legal(seat, choice), f"{level} bot chose {choice!r}"
            assert game == snapshot, f"the {level} bot changed the state"
            for twin in twins:
                assert bot.choose(twin, seat) == choice, \
                    f"the {level} bot used what seat {seat} cannot see"


def registered() -> Iterator[str]:
    """The ids of every game with rules (a play screen may still be missing)."""
    return (e.info.id for e in registry.ENTRIES if e.rules)
