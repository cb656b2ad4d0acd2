"""Solo: the Banlieue Fictive (it replaces the Cité Unique), with the booklet's example.

Our layout (the booklet's pictures are missing): a one-card ring around the city's
square, Résidence, Commerce, Parking clockwise from the top-left corner; the Mairie on
one of four "x" spots one step in from the corners. Around a 5x5 city::

    R C P R C P R          row -1 (x from -1 to 5)
    P . . . . . C
    C . x . x . P
    R . . . . . R
    P . x . x . C
    C . . . . . P
    R P C R P C R          row 5
"""

from __future__ import annotations

from collections import Counter

import pytest
from cardcityxl_helpers import at_build, at_develop, at_end, site_city, variant_game

from urbanistes.cardcityxl.city import build_problem, districts, members, size
from urbanistes.cardcityxl.economy import income
from urbanistes.cardcityxl.scoring import tally
from urbanistes.cardcityxl.sites import SUBURB
from urbanistes.cardcityxl.state import SITE


@pytest.mark.parametrize(("level", "count", "kinds"), [
    ("simplified", 24, {"R": 8, "C": 8, "P": 8}),
    ("normal", 28, {"R": 10, "C": 9, "P": 9}),
    ("advanced", 28, {"R": 10, "C": 9, "P": 9}),
])
def test_the_ring_of_suburb_cards(level, count, kinds):
    game = variant_game(1, level, suburb=True)
    suburb = [code for code, _, owner in game.cities[0].cells.values() if owner == SUBURB]
    assert len(suburb) == count
    assert Counter(suburb) == kinds
    side = 5 if level == "simplified" else 6
    ring = {p for p, (_, _, owner) in game.cities[0].cells.items() if owner == SUBURB}
    assert all(x in (-1, side) or y in (-1, side) for x, y in ring)


def test_the_mairie_goes_on_an_x_spot_first():
    game = variant_game(1, "normal", suburb=True)
    assert game.phase == SITE and game.to_act == (0,)
    spots = {(a["x"], a["y"]) for a in game.legal_actions(0)}
    assert spots == {(1, 1), (4, 1), (1, 4), (4, 4)}
    game = game.apply(0, {"type": "mairie", "x": 4, "y": 1}).settle()
    assert game.cities[0].cells[(4, 1)] == ("M", 0, 0)
    assert game.phase != SITE


def banlieue(cells):
    game = variant_game(1, "simplified", suburb=True)
    return game, site_city(game, cells)


def test_suburb_cards_obey_construction_but_not_the_size_limit():
    """Round 1 of the booklet's example: no Industrie next to a suburb Résidence; the
    suburb's 24 cards are not in the city's size; a card touching only the suburb does
    not touch the city."""
    _, c = banlieue({(1, 1): "M", (0, 1): "P"})
    assert build_problem(c, 0, "I", (0, 2), 0, 3) == "industry_residence"  # (-1, 2) is R
    assert build_problem(c, 0, "R", (2, 0), 0, 3) == "detached"  # touches the suburb only
    assert build_problem(c, 0, "R", (-1, 0), 0, 3) == "occupied"
    assert size(c, 0) == 2


def test_banlieue_example():
    """The booklet: round 1 a Résidence and an Industrie ($1 of income: the suburb's
    Commerces earn nothing; 1 VP for the Résidence). Round 2 a Commerce and a
    Résidence: the suburb Résidence makes the Commerce grow in (a), where it absorbs a
    suburb Commerce: a Commerce district of 3 cards, $6, in a city of 6 cards. Later a
    Loisirs in (b) makes the Résidence left of the Mairie grow in (c): a Résidence
    district of 4 cards, 10 VP (our layout needs one more Résidence, at (1, 2), to
    reach 4)."""
    game, c = banlieue({(1, 1): "M"})
    game.phase = "build"
    game.cities = [c]
    game = at_build(game, {0: ["R", "I"]}, money=3)
    game = game.apply(0, {"type": "build", "card": "R", "x": 1, "y": 0, "rot": 0})
    game = game.apply(0, {"type": "build", "card": "I", "x": 2, "y": 1, "rot": 0})
    assert game.incomes[0].total == 1
    assert tally("residential", game.cities[0], 0, 0, False).lines[0].points == 1
    # round 2: the Commerce by the suburb Résidence (2, -1) and ours (1, 0)
    game = at_build(game, {0: ["C", "R"]}, money=4)
    game = game.apply(0, {"type": "build", "card": "C", "x": 2, "y": 0, "rot": 0})
    game = game.apply(0, {"type": "build", "card": "R", "x": 0, "y": 1, "rot": 0})
    assert game.phase == "develop"
    assert game.legal_actions(0) == [{"type": "grow", "card": "C", "x": 3, "y": 0}]  # (a)
    game = game.apply(0, game.legal_actions(0)[0])
    city = game.cities[0]
    (shops,) = [d for d in districts(city, "C") if (2, 0) in d]
    assert shops == {(2, 0), (3, 0), (3, -1)}  # the suburb's Commerce absorbed
    assert game.incomes[0].total == 1 + 6
    assert len(city.owned(0)) == 6 and size(city, 0) == 5  # the Industrie not counted
    assert (3, -1) in members(city, 0)
    # later: one more Résidence (1, 2), a Loisirs in (b), the growth in (c)
    later = site_city(game, {p: code for p, (code, _, owner) in city.cells.items()
                             if owner == 0} | {(1, 2): "R", (0, 0): "L"})
    game = at_develop(game)
    game.cities = [later]
    assert {(a["x"], a["y"]) for a in game.legal_actions(0)} == {(0, 2)}  # (c)
    game = game.apply(0, {"type": "grow", "card": "R", "x": 0, "y": 2})
    (homes,) = [d for d in districts(game.cities[0], "R") if (0, 1) in d]
    assert homes == {(0, 1), (0, 2), (1, 2), (-1, 2)}
    result = tally("residential", game.cities[0], 0, 0, False)
    assert result.lines[0].points == 10 + 1  # and the Résidence (1, 0) alone


def test_suburb_cards_not_absorbed_do_not_count():
    """Our ruling: until absorbed, a suburb card brings no income, no score, no colour
    to a Parking, no Bonheur need and no Virtual Warehouse."""
    # the Résidence (0, 0) touches our Loisirs and the suburb's Commerce and Parking
    _, c = banlieue({(1, 1): "M", (1, 0): "L", (0, 0): "R"})
    assert tally("happiness", c, 0, 0, False).value == 0
    _, served = banlieue({(1, 1): "M", (1, 0): "L", (0, 0): "R", (0, 1): "P", (2, 0): "C"})
    assert build_problem(served, 0, "C", (2, 0), 0, 0) == "occupied"
    # the suburb's Commerce (3, -1) is by the empty spot (3, 0): no warehouse
    warehouses = {line.key: line.points for line in tally("commercial", c, 0, 0, False).lines}
    assert warehouses["warehouses"] == 0
    # a Parking by the suburb's Commerce (-1, 1) and our Mairie: violet and red only
    _, parked = banlieue({(1, 1): "M", (0, 1): "P"})
    assert income(parked, 0, meters=True).parkings == (2,)


def test_solo_banlieue_scores_with_every_victory():
    for victory in ("residential", "economic", "industrial", "commercial", "happiness"):
        game = at_end(variant_game(1, "simplified", victory, suburb=True), 10)
        game.cities = [site_city(game, {(1, 1): "M", (1, 0): "R", (2, 0): "C", (3, 0): "C"})]
        scores = game.scores(None)
        assert scores.winners == (0,)
        assert "{p0}" in scores.outcome["fr"]
