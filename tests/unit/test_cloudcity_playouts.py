"""Whole Cloud City games played by bots: the game's own invariants hold at every turn
(the generic ones, saves included, are in the conformance suite)."""

from __future__ import annotations

import pytest
from cloudcity_helpers import new
from helpers import play_out, seat

from urbanistes.bots import RandomBot
from urbanistes.cloudcity.bots import EasyBot, NormalBot
from urbanistes.cloudcity.city import (
    full_supply,
    link_counts,
    placed_spots,
    shape_fits,
    walkway_problem,
)
from urbanistes.cloudcity.data import REGULAR_TILES, START_TILES, WALKWAY_VALUES
from urbanistes.cloudcity.game import CloudCity
from urbanistes.grid import SQUARE

VARIANTS = [
    (players, shape, needs)
    for players in (2, 3, 4)
    for shape in ("square", "rectangle")
    for needs in (0, 1, 2)
    if not (shape == "rectangle" and players == 4)
]


def check_state(g: CloudCity) -> None:
    """Invariants of every state, finished or not."""
    size = g.city_size
    built = {h: {d: 0 for d in WALKWAY_VALUES} for h in (1, 2, 3)}
    for i, c in enumerate(g.cities):
        tiles = c["tiles"]
        assert 1 <= len(tiles) <= size
        assert tiles[(0, 0)] == (START_TILES[i], 0)
        assert shape_fits(tiles, g.shape)
        assert len(SQUARE.groups(tiles)) == 1
        # every building stands on a spot of its tile, and every spot holds one
        spots = {z: h for (tx, ty), (t, r) in tiles.items() for z, h in placed_spots(t, tx, ty, r)}
        assert c["buildings"] == spots
        # every walkway obeyed the rules when it was built, in this order
        trial = {"tiles": tiles, "buildings": c["buildings"], "walkways": []}
        for w in c["walkways"]:
            a, b = (w[0], w[1]), (w[2], w[3])
            assert a < b and w[4] == c["buildings"][a]
            assert walkway_problem(trial, a, b) is None
            trial["walkways"].append(w)
            built[w[4]][(b[0] - a[0]) + (b[1] - a[1])] += 1
        assert all(n <= 2 for n in link_counts(c).values())
    # the supply is the box minus every walkway built, by everybody
    full = full_supply()
    assert g.supply == {h: {d: full[h][d] - built[h][d] for d in full[h]} for h in full}
    assert all(n >= 0 for s in g.supply.values() for n in s.values())
    # every tile is somewhere, once
    laid = [t for c in g.cities for (t, _) in c["tiles"].values()]
    held = [t for h in g.hands for t in h]
    everywhere = laid + held + g.deck + [t for t in g.row if t is not None]
    assert sorted(everywhere) == sorted(list(REGULAR_TILES) + list(START_TILES[:g.players]))
    assert not g.is_chance  # between turns every draw is dealt
    if not g.is_over:
        assert g.phase in ("tile", "build", "draw")
        assert len(g.cities[g.turn]["tiles"]) < size or g.phase == "build"
    check_scores(g)


def check_scores(g: CloudCity) -> None:
    s = g.scores(None)
    assert len(s.sheets) == g.players
    for i, sheet in enumerate(s.sheets):
        assert sheet.total == sum(line.points for line in sheet.lines) == s.totals[i]
        assert len(sheet.lines) == 3 + len(g.needs)
    if g.is_over:
        assert s.winners and all(s.totals[w] == max(s.totals) for w in s.winners)
    else:
        assert s.winners == ()


def check_finished(g: CloudCity) -> None:
    assert g.is_over and g.phase == "over"
    assert all(len(c["tiles"]) == g.city_size for c in g.cities)
    assert g.city_size == (12 if g.shape == "rectangle" else 9)
    check_state(g)


@pytest.mark.parametrize(("players", "shape", "needs"), VARIANTS)
def test_random_playouts_keep_the_invariants(players, shape, needs):
    bot = RandomBot()
    states = play_out(new(players, 100 + players, shape, needs),
                      lambda g: bot.choose(g, seat(g)))
    for state in states:
        check_state(state)
    check_finished(states[-1])


@pytest.mark.parametrize(("players", "shape", "needs"), VARIANTS)
def test_bot_playouts_keep_the_invariants(players, shape, needs):
    seats = [NormalBot(), EasyBot(), RandomBot(), NormalBot()][:players]
    end = play_out(new(players, 200 + players + needs, shape, needs),
                   lambda g: seats[seat(g)].choose(g, seat(g)))[-1]
    check_finished(end)


def test_walkways_are_built_in_random_games():
    """The random games above do exercise walkways (not just tiles)."""
    bot = RandomBot()
    end = play_out(new(2, 5), lambda g: bot.choose(g, seat(g)))[-1]
    assert sum(len(c["walkways"]) for c in end.cities) > 0


def candidate_actions(g: CloudCity) -> list[dict]:
    """Many actions, legal or not, around the current state."""
    c = g.cities[g.turn]
    found: list[dict] = [{"type": "end"}, {"type": "draw", "from": "deck"}]
    found += [{"type": "draw", "from": "row", "index": i} for i in range(-1, 4)]
    xs = [p[0] for p in c["tiles"]]
    ys = [p[1] for p in c["tiles"]]
    for tile in [*g.hands[g.turn], 0, 48]:
        for x in range(min(xs) - 2, max(xs) + 3):
            for y in range(min(ys) - 2, max(ys) + 3):
                found += [{"type": "tile", "tile": tile, "x": x, "y": y, "rot": r}
                          for r in range(5)]
    zones = sorted(c["buildings"])
    for a in zones:
        for b in zones:
            if a != b and (a[0] == b[0] or a[1] == b[1] or abs(a[0] - b[0]) == 1):
                found.append({"type": "walkway", "x1": a[0], "y1": a[1],
                              "x2": b[0], "y2": b[1]})
    return found


@pytest.mark.parametrize("seed", [3, 4])
def test_is_legal_agrees_with_legal_actions_all_around_the_city(seed):
    bot = RandomBot()
    states = play_out(new(3, seed, "square", 0), lambda g: bot.choose(g, seat(g)))[:-1]
    for g in states[::4]:
        legal = g.legal_actions(g.turn)
        for action in candidate_actions(g):
            assert g.is_legal(g.turn, action) == (action in legal), action
