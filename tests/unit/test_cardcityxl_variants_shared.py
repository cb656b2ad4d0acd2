"""The Cité Unique: one city for every player, on a square grid (2 and 4 players) or the
hexagonal grid (3 players), with the booklet's examples.

Our layouts (the booklet's pictures are missing): with 2 players, seat 0 builds in
columns 0-5 (0-4 simplified) and seat 1 in columns 6-11 (5-9), their Mairies in row 0
at (3, 0) and (8, 0); the rows are set by the first card that makes the city 6 (5)
rows high. With 4 players, the quarters of a 12x12 (10x10) square. With 3, three
rhombi of cells meeting at the centre of a hexagon.
"""

from __future__ import annotations

import pytest
from cardcityxl_helpers import (
    at_build,
    at_develop,
    at_end,
    builds_of,
    set_city,
    site_city,
    variant_game,
)

from urbanistes.cardcityxl.city import (
    City,
    build_problem,
    colour_problem,
    districts,
    place_problem,
)
from urbanistes.cardcityxl.development import (
    growth_options,
    must_grow,
    residences_around,
    wants,
)
from urbanistes.cardcityxl.economy import income
from urbanistes.cardcityxl.scoring import tally
from urbanistes.cardcityxl.sites import hexagon
from urbanistes.grid import Point


def shared(players: int, cells: dict[Point, object], level: str = "normal",
           victory: str = "residential"):
    game = variant_game(players, level, victory, unique=True)
    c = site_city(game, cells)
    set_city(game, c)
    return game, c


# -- set-up -------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "level", "grid", "cells"), [
    (2, "simplified", "square", 5 * 9 * 2), (2, "normal", "square", 6 * 11 * 2),
    (3, "simplified", "hex", 25 * 3), (3, "advanced", "hex", 36 * 3),
    (4, "simplified", "square", 100), (4, "normal", "square", 144)])
def test_one_city_for_everyone(players, level, grid, cells):
    game = variant_game(players, level, unique=True)
    city = game.cities[0]
    assert all(c is city for c in game.cities)
    assert city.topology == grid
    assert sum(len(part) for part in city.site.parts) == cells
    mairies = [p for p, (code, _, _) in city.cells.items() if code == "M"]
    assert len(mairies) == players
    for p in mairies:
        assert p in city.site.parts[city.cells[p][2]]


def test_the_hexagon_parts_are_alike_and_meet_at_the_centre():
    chosen = hexagon(6)
    assert [len(part) for part in chosen.parts] == [36, 36, 36]
    assert not (chosen.parts[0] & chosen.parts[1] or chosen.parts[1] & chosen.parts[2])
    owner = {p: s for s, part in enumerate(chosen.parts) for p in part}
    assert {owner[(0, 0)], owner[(1, 0)], owner[(0, -1)]} == {0, 1, 2}


# -- construction -----------------------------------------------------------------------------
def test_construction_in_turn_order_in_the_open():
    game, _ = shared(2, {(3, 0): ("M", 0), (8, 0): ("M", 1)})
    game = at_build(game, {0: ["P", "P", "P"], 1: ["P", "P", "P"]}, first=1)
    assert game.to_act == (1,)
    game = game.apply(1, {"type": "build", "card": "P", "x": 7, "y": 0, "rot": 0})
    assert game.view(0)["cities"][0]["cells"] != []  # every build shows at once
    assert (7, 0) in game.cities[0].cells
    game = game.apply(1, {"type": "build", "card": "P", "x": 6, "y": 0, "rot": 0})
    game = game.apply(1, {"type": "build", "card": "P", "x": 6, "y": 1, "rot": 0})
    assert game.to_act == (0,)
    assert ("P", (5, 1), 0) in builds_of(game, 0)  # next to player 2's card


def test_a_then_b():
    """The booklet: once the right-hand player builds in A, the left-hand player may
    build in B next to it (B touching none of the left-hand player's cards)."""
    cells = {(3, 0): ("M", 0), (4, 0): ("P", 0), (8, 0): ("M", 1), (7, 0): ("P", 1),
             (6, 0): ("P", 1)}
    _, c = shared(2, cells)
    assert place_problem(c, 0, (5, 1)) == "detached"
    _, c = shared(2, cells | {(6, 1): ("P", 1)})  # A
    assert place_problem(c, 0, (5, 1)) is None  # B
    assert place_problem(c, 0, (6, 2)) == "bounds"  # never in the other's part


def test_the_rules_apply_across_the_border():
    """The booklet: an Industrie player 1 built on the border forbids player 2 a
    Résidence next to it; two Commerces are not built side by side across it."""
    _, c = shared(2, {(3, 0): ("M", 0), (4, 0): ("P", 0), (5, 0): ("I", 0),
                      (8, 0): ("M", 1), (7, 0): ("C", 1)})
    assert build_problem(c, 1, "R", (6, 0), 0, 0) == "industry_residence"
    assert build_problem(c, 1, "P", (6, 0), 0, 0) is None
    assert build_problem(c, 0, "C", (6, 0), 0, 0) == "bounds"
    _, c = shared(2, {(3, 0): ("M", 0), (4, 0): ("P", 0), (5, 0): ("C", 0),
                      (8, 0): ("M", 1), (7, 0): ("P", 1)})
    assert build_problem(c, 1, "C", (6, 0), 0, 0) == "same_colour"


@pytest.mark.parametrize(("level", "side"), [("simplified", 5), ("normal", 6)])
def test_two_players_the_first_to_reach_the_width_sets_it(level, side):
    middle = side // 2
    column = {(middle, y): ("M" if y == 0 else "P", 0) for y in range(side - 1)}
    other = {(2 * side - 1 - middle, 0): ("M", 1)}
    _, c = shared(2, column | other, level)
    assert place_problem(c, 1, (2 * side - 1 - middle, -1)) is None  # not set yet
    _, c = shared(2, column | {(middle, side - 1): ("P", 0)} | other, level)
    assert place_problem(c, 1, (2 * side - 1 - middle, -1)) == "bounds"  # set: 6 rows
    assert place_problem(c, 1, (2 * side - 1 - middle, 1)) is None


def test_four_players_build_in_their_quarter():
    game = variant_game(4, "normal", unique=True)
    c = game.cities[0]
    (m0,) = [p for p, cell in c.cells.items() if cell == ("M", 0, 0)]
    assert place_problem(c, 0, (m0[0] + 1, m0[1])) is None
    assert all(max(x, y) < 6 for x, y in c.site.parts[0])
    assert all(x >= 6 and y < 6 for x, y in c.site.parts[1])


# -- the hexagonal grid -------------------------------------------------------------------------
def hex_city(cells: dict[Point, str]) -> City:
    game = variant_game(3, "advanced", unique=True)
    return site_city(game, cells)


HEX_AROUND = {"NE": (0, -1), "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0),
              "NW": (-1, -1)}  # around (0, 0), an even row


def forbidden(c: City) -> set[str]:
    return {d for d, q in HEX_AROUND.items()
            if q not in c.cells and colour_problem(c, q, "R", 0) == "industry_residence"}


@pytest.mark.parametrize(("card", "sides"), [
    ("I", {"NE", "E", "SE", "SW", "W", "NW"}),  # a whole Industrie: its 6 neighbours
    ("B16/0", {"SW", "W", "NW"}),       # 1. split vertically: the 3 cards on its side
    ("B16/1", {"NE", "NW", "E", "W"}),  # 2. split horizontally: 4 (its edge, both sides)
    ("B16/3", {"SE", "SW", "E", "W"}),
    ("B15/0", {"NE", "E", "NW"}),       # 3. split diagonally: 3
    ("B15/1", {"E", "SE", "SW"}),
])
def test_hex_examples(card, sides):
    """The booklet's examples 1 to 3: the Industrie half forbids a Résidence on 3, 4
    and 3 spots."""
    assert forbidden(hex_city({(0, 0): card})) == sides


def test_hex_example_with_a_municipal_building():
    """The booklet: 2 spots only, the Mairie being on the third."""
    c = hex_city({(0, 0): "B15/0", (0, -1): "M"})
    assert forbidden(c) == {"E", "NW"}


def test_hex_cards_have_six_neighbours_for_districts():
    c = hex_city({(0, 0): "C", (0, -1): "R", (-1, -1): "P", (1, 0): "P", (0, 1): "R",
                  (-1, 1): "P", (-1, 0): "R"})
    (shop,) = districts(c, "C")
    assert residences_around(c, shop) == 3  # NE, SE and W: three districts
    assert wants(c, shop, "C")


# -- development -------------------------------------------------------------------------------
#: The booklet's example: player 1's Commerce district of 3 cards touches 4 Résidence
#: districts, but its only free neighbours are in player 2's part.
STUCK = {(3, 0): ("M", 0), (5, 1): ("C", 0), (5, 2): ("C", 0), (5, 3): ("C", 0),
         (5, 0): ("R", 0), (4, 1): ("R", 0), (4, 2): ("L", 0), (4, 3): ("R", 0),
         (5, 4): ("R", 0), (8, 0): ("M", 1)}


def test_a_district_never_grows_into_another_players_part():
    _, c = shared(2, STUCK)
    (shop,) = [d for d in districts(c, "C") if (5, 1) in d]
    assert wants(c, shop, "C")
    assert growth_options(c, 0, {"C": 5, "R": 5}) == []
    assert growth_options(c, 1, {"C": 5, "R": 5}) == []  # not player 2's district


def test_districts_merge_across_the_border_and_need_more():
    """Player 2's Commerce reaches the border: one district of 4 cards, which needs 5
    Résidence districts around it to grow."""
    _, c = shared(2, STUCK | {(6, 2): ("C", 1)})
    (shop,) = [d for d in districts(c, "C") if (5, 1) in d]
    assert shop == {(5, 1), (5, 2), (5, 3), (6, 2)}
    assert not wants(c, shop, "C")
    _, c = shared(2, STUCK | {(6, 2): ("C", 1), (6, 1): ("R", 1)})
    (shop,) = [d for d in districts(c, "C") if (5, 1) in d]
    assert wants(c, shop, "C")
    assert [kind for kind, _ in must_grow(c, 1)] == ["C"]  # now player 2's, too
    assert {p for _, p in growth_options(c, 1, {"C": 5})} == {(6, 3), (7, 2)}


def test_a_leisure_across_the_border_helps_the_residences():
    _, c = shared(2, {(4, 0): ("M", 0), (5, 0): ("R", 0),
                      (8, 0): ("M", 1), (6, 0): ("L", 1), (7, 0): ("P", 1)})
    game = at_develop(set_city(variant_game(2, "normal", unique=True), c), seat=0)
    assert {(a["x"], a["y"]) for a in game.legal_actions(0)} == {(5, 1), (5, -1)}


def test_development_in_turn_order():
    _, c = shared(2, {(3, 0): ("M", 0), (2, 0): ("R", 0), (8, 0): ("M", 1),
                      (9, 0): ("R", 1), (1, 0): ("L", 0), (10, 0): ("L", 1)})
    game = set_city(variant_game(2, "normal", unique=True), c)
    game = at_develop(game, seat=1)
    assert game.to_act == (1,)
    game = game.apply(1, game.legal_actions(1)[0])
    while game.to_act == (1,):
        game = game.apply(1, game.legal_actions(1)[0])
    assert game.to_act == (0,)


# -- sharing income and points -------------------------------------------------------------------
def test_income_shared_in_proportion_rounded_down():
    """The booklet: a Commerce district of 4 cards earns $10; player 2 owns 1 of them
    and gets 1/4 of it rounded down, $2; player 1 owns 3 and gets $7."""
    _, c = shared(2, {(3, 0): ("M", 0), (8, 0): ("M", 1), (3, 1): ("C", 0),
                      (4, 1): ("C", 0), (5, 1): ("C", 0), (6, 1): ("C", 1)})
    assert income(c, 0, meters=False).total == 1 + 7
    assert income(c, 1, meters=False).total == 1 + 2


def test_points_shared_in_proportion_rounded_down():
    """The booklet: a Résidence district of 6 cards scores 21 VP; player 3 owns 1 card
    (3 VP), player 2 owns 2 (7 VP), player 1 owns 3 (10 VP)."""
    cells = {(-2, 0): ("R", 0), (-1, 0): ("R", 0), (0, 0): ("R", 0), (0, -1): ("R", 1),
             (1, -1): ("R", 1), (1, 0): ("R", 2)}
    game = variant_game(3, "normal", unique=True)
    c = site_city(game, cells)
    assert len(districts(c, "R")) == 1
    got = [{line.key: line.points for line in tally("residential", c, s, 0, True).lines}
           ["districts"] for s in range(3)]
    assert got == [10, 7, 3]


@pytest.mark.parametrize(("victory", "card", "key"), [
    ("economic", "K", "parks"), ("commercial", "C", "warehouses"),
    ("industrial", "I", "warehouses")])
def test_a_neighbours_card_by_your_empty_spot_counts_for_you(victory, card, key):
    """The booklet: a neighbour's Park next to your empty spot raises its value by $5;
    a neighbour's Commerce (Industrie) makes a Virtual Warehouse in your city."""
    base = {(3, 0): ("M", 0), (8, 0): ("M", 1), (7, 0): ("P", 1)}
    _, c = shared(2, base | {(6, 0): (card, 1)}, victory=victory)
    with_it = {line.key: line.points for line in tally(victory, c, 0, 0, True).lines}
    _, c = shared(2, base | {(6, 0): ("P", 1)}, victory=victory)
    without = {line.key: line.points for line in tally(victory, c, 0, 0, True).lines}
    assert with_it[key] > without.get(key, 0)


def test_shared_game_outcome():
    game, _ = shared(2, {(3, 0): ("M", 0), (8, 0): ("M", 1), (3, 1): ("C", 0),
                         (4, 1): ("C", 0), (5, 1): ("C", 0), (6, 1): ("C", 1)},
                     victory="commercial")
    game = at_end(game, [0, 0])
    assert game.scores(None).winners == (0,)
