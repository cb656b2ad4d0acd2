"""The 10 Special Needs cards, each on hand-built cities, and majorities across players."""

from __future__ import annotations

from cloudcity_helpers import city, game_with, link

from urbanistes.cloudcity.city import City, walkway_problem
from urbanistes.cloudcity.scoring import (
    balance,
    blue_buildings,
    circuits,
    crossings,
    distinct_paths,
    green_buildings,
    light_buildings,
    longest_path,
    majority,
    need_points,
    solo_buildings,
    varied_path,
)

EMPTY = city("B G\n. .")

#: One blue chain holding all five values: 8 (0,0)-(5,0), 5 down to (5,4),
#: 3 left to (2,4), 2 up to (2,2), 1 right to (3,2).
ALL_VALUES = """
    B . . . . B
    . . . . . .
    . . B B . .
    . . . . . .
    . . B . . B
    . . . . . .
"""
CHAIN = [((0, 0), (5, 0)), ((5, 0), (5, 4)), ((5, 4), (2, 4)), ((2, 4), (2, 2)),
         ((2, 2), (3, 2))]

#: A blue square loop (four walkways of 2) and a green pair beside it.
LOOP = """
    B . B . G G
    . . . . . .
    B . B . . .
    . . . . . .
"""
LOOP_WAYS = [((0, 0), (2, 0)), ((2, 0), (2, 2)), ((2, 2), (0, 2)), ((0, 2), (0, 0))]


def ways_city(ways: list[tuple[tuple[int, int], tuple[int, int], int]]) -> City:
    """A city holding just these walkways (buildings at their ends), for counting cards."""
    c: City = {"tiles": {}, "buildings": {}, "walkways": []}
    for a, b, height in ways:
        for z in (a, b):
            c["buildings"][z] = height
            c["tiles"][(z[0] // 2, z[1] // 2)] = (0, 0)
        link(c, a, b)
    return c


def legal_as_drawn(c: City) -> bool:
    """Every walkway of ``c`` could have been built in that order."""
    trial = {"tiles": c["tiles"], "buildings": c["buildings"], "walkways": []}
    for w in c["walkways"]:
        if walkway_problem(trial, (w[0], w[1]), (w[2], w[3])) is not None:
            return False
        trial["walkways"].append(w)
    return True


def test_pictures_are_legal_cities():
    assert legal_as_drawn(city(ALL_VALUES, CHAIN))
    assert legal_as_drawn(city(LOOP, [*LOOP_WAYS, ((4, 0), (5, 0))]))


def test_majority_rule():
    assert majority([5, 3]) == [6, 0]
    assert majority([3, 5, 5]) == [0, 3, 3]
    assert majority([4, 4, 4, 1]) == [3, 3, 3, 0]
    assert majority([0, 0]) == [0, 0]  # nobody has any: nobody scores
    assert majority([2, 2]) == [3, 3]


# 1 -------------------------------------------------------------------------------
def test_longest_path_river_and_forest_only():
    chain = city(ALL_VALUES, CHAIN)
    assert longest_path(chain) == 8 + 5 + 3 + 2 + 1
    loop = city(LOOP, [*LOOP_WAYS, ((4, 0), (5, 0))])
    assert longest_path(loop) == 8  # a loop counts all its walkways
    sand = city("T . . . . T\n. . . . . .", [((0, 0), (5, 0))])
    assert longest_path(sand) == 0  # Sand does not count
    forest = city("G . . . G .\n. . . . . .", [((0, 0), (4, 0))])
    assert longest_path(forest) == 5
    assert need_points(1, [chain, loop]) == [6, 0]
    assert need_points(1, [loop, loop, forest]) == [3, 3, 0]
    assert need_points(1, [sand, EMPTY]) == [0, 0]


# 2 -------------------------------------------------------------------------------
def test_most_separate_paths_all_levels():
    loop = city(LOOP, [*LOOP_WAYS, ((4, 0), (5, 0))])
    assert distinct_paths(loop) == 2
    three = city("""
        B B G G T T
        . . . . . .
    """, [((0, 0), (1, 0)), ((2, 0), (3, 0)), ((4, 0), (5, 0))])
    assert distinct_paths(three) == 3  # Sand counts here
    chain = city(ALL_VALUES, CHAIN)
    assert distinct_paths(chain) == 1
    assert need_points(2, [loop, three, chain]) == [0, 6, 0]
    assert need_points(2, [loop, loop]) == [3, 3]
    assert need_points(2, [EMPTY, EMPTY]) == [0, 0]


# 3 -------------------------------------------------------------------------------
def test_varied_path():
    assert varied_path(city(ALL_VALUES, CHAIN)) == 8
    assert varied_path(city(ALL_VALUES, CHAIN[:4])) == 6  # 8, 5, 3, 2
    assert varied_path(city(ALL_VALUES, CHAIN[:3])) == 0  # only 3 values
    # four values split over two paths do not count
    split = ways_city([((0, 0), (1, 0), 1), ((1, 0), (1, 2), 1),
                       ((0, 5), (3, 5), 1), ((3, 5), (3, 9), 1)])
    assert varied_path(split) == 0
    # repeated values count once
    repeated = ways_city([((0, 0), (2, 0), 1), ((2, 0), (2, 2), 1), ((2, 2), (5, 2), 1)])
    assert varied_path(repeated) == 0
    assert need_points(3, [city(ALL_VALUES, CHAIN), EMPTY]) == [8, 0]


# 4 -------------------------------------------------------------------------------
def test_circuits():
    loop = city(LOOP, [*LOOP_WAYS, ((4, 0), (5, 0))])
    assert circuits(loop) == 3
    assert circuits(city(LOOP, LOOP_WAYS[:3])) == 0  # not closed
    two = city("""
        B . B . G . G .
        . . . . . . . .
        B . B . G . G .
        . . . . . . . .
    """, [*LOOP_WAYS, ((4, 0), (6, 0)), ((6, 0), (6, 2)), ((6, 2), (4, 2)), ((4, 2), (4, 0))])
    assert circuits(two) == 6
    assert need_points(4, [two, loop]) == [6, 3]


# 5, 6 ----------------------------------------------------------------------------
def test_blue_and_green_majorities():
    a = city("B B G .\n. B . G")
    b = city("B G G .\n. B . G")
    assert (blue_buildings(a), green_buildings(a)) == (3, 2)
    assert (blue_buildings(b), green_buildings(b)) == (2, 3)
    assert need_points(5, [a, b]) == [6, 0]
    assert need_points(6, [a, b]) == [0, 6]
    assert need_points(5, [a, a, b]) == [3, 3, 0]
    assert need_points(6, [city("T T\n. ."), city("T T\n. .")]) == [0, 0]


# 7 -------------------------------------------------------------------------------
def test_light_buildings():
    chain = city(ALL_VALUES, CHAIN)
    assert light_buildings(chain) == 2 * 2  # the two ends
    loop = city(LOOP, [*LOOP_WAYS, ((4, 0), (5, 0))])
    assert light_buildings(loop) == 2 * 2  # the green pair; the loop has none
    assert light_buildings(EMPTY) == 0
    assert need_points(7, [chain, EMPTY]) == [4, 0]


# 8 -------------------------------------------------------------------------------
def test_crossing_walkways_lose_2_each_once():
    # a green walkway over two blue ones: three walkways cross something
    c = city("""
        . G . . . .
        B . . B . .
        . . . . . .
        B . . B . .
        . . . . . .
        . G . . . .
    """, [((0, 1), (3, 1)), ((0, 3), (3, 3)), ((1, 0), (1, 5))])
    assert legal_as_drawn(c)
    assert crossings(c) == -2 * 3
    # over a building with walkways joined to it: no crossing
    d = city("""
        T . B . . T
        . . . . . .
        . . B . . .
        . . . . . .
    """, [((2, 0), (2, 2)), ((0, 0), (5, 0))])
    assert crossings(d) == 0
    assert need_points(8, [c, d]) == [-6, 0]


# 9 -------------------------------------------------------------------------------
def test_lonely_buildings():
    assert solo_buildings(EMPTY) == -4
    assert solo_buildings(city(ALL_VALUES, CHAIN)) == 0
    assert solo_buildings(city(LOOP, LOOP_WAYS)) == -4  # the green pair is alone
    assert need_points(9, [EMPTY, city(LOOP, LOOP_WAYS)]) == [-4, -4]


# 10 ------------------------------------------------------------------------------
def test_balanced_walkways():
    threes = [((0, 2 * i), (3, 2 * i), 1) for i in range(5)]
    five = [((10, 0), (14, 0), 2)]
    eight = [((20, 0), (25, 0), 3)]
    assert balance(ways_city(threes + five + eight)) == 0
    assert balance(ways_city(threes[:4] + five + eight)) == -4
    assert balance(ways_city(threes + five)) == -4
    assert balance(ways_city(threes + eight)) == -4
    assert balance(EMPTY) == -4
    assert need_points(10, [ways_city(threes + five + eight), EMPTY]) == [0, -4]


def test_cards_in_the_final_score_compare_across_players():
    chain = city(ALL_VALUES, CHAIN)
    loop = city(LOOP, [*LOOP_WAYS, ((4, 0), (5, 0))])
    g = game_with([chain, loop, EMPTY], phase="over", needs=(1, 4))
    sheets = g.scores(None).sheets
    assert [[line.points for line in s.lines[3:]] for s in sheets] == [[6, 0], [0, 3], [0, 0]]
    assert g.scores(None).totals == (19 + 6, 8 + 1 + 3, 0)
    assert sheets[0].lines[3].detail["en"] == "longest path: 19"
