"""Phase 2, construction: adjacency, the square, the size limit, the colour rules, the
Loisirs cost, two-colour cards, and the booklet's construction examples."""

from __future__ import annotations

import pytest
from cardcityxl_helpers import build, building, builds_of, city, spots_for

from urbanistes.cardcityxl.city import (
    PROBLEMS,
    build_problem,
    colour_problem,
    frontier,
    limit,
    size,
)


def test_quarters_are_orthogonal_groups():
    """The booklet's district example: 3 Résidences (1), 2 Commerces (2) and 1 Résidence
    (3) diagonal to district 1: districts 1 and 3 stay apart."""
    from urbanistes.cardcityxl.city import districts

    c = city('''
        R R C
        . R C
        R . .
    ''')
    assert sorted(map(len, districts(c, "R"))) == [1, 3]
    assert [len(d) for d in districts(c, "C")] == [2]


def test_a_new_card_touches_the_city_by_a_side():
    c = city("M")
    game = building(c, ["P"])
    assert spots_for(game, "P") == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    assert build_problem(c, 0, "P", (1, 1), 0, 3) == "detached"  # diagonal only
    assert build_problem(c, 0, "P", (0, 0), 0, 3) == "occupied"


@pytest.mark.parametrize(("level", "side"), [("simplified", 5), ("normal", 6)])
def test_the_city_fits_in_its_square(level, side):
    row = " ".join(["M"] + ["P"] * (side - 1))
    c = city(row, side=side)
    spots = frontier(c, 0)
    assert (side, 0) not in spots and (-1, 0) not in spots  # a row is already full
    assert (0, 1) in spots
    assert build_problem(c, 0, "P", (side, 0), 0, 3) == "bounds"


def test_size_limit_example():
    """The booklet: a city of 5 cards without an Industrie has reached its limit; the
    next pair is an Industrie and a Loisirs; the round after, 2 Résidences: 8 counted
    cards, room for 2 more. (Our picture: Mairie, Parking, Loisirs, Résidence, Commerce.)"""
    c = city('''
        P R .
        M L .
        C . .
    ''')
    assert (size(c, 0), limit(c, 0)) == (5, 5)
    game = building(c, ["I", "L"], money=7)
    assert spots_for(game, "L") == set()  # not before the Industrie
    i_spot = sorted(spots_for(game, "I"))[0]
    game = game.apply(0, build(*i_spot, "I"))
    assert game.phase == "build" and spots_for(game, "L")  # now it fits
    after = game.apply(0, build(*sorted(spots_for(game, "L"))[0], "L"))
    placed = after.cities[0]
    assert (size(placed, 0), limit(placed, 0)) == (6, 10)
    placed.put((3, 0), ("R", 0, 0))
    placed.put((3, 2), ("R", 0, 0))
    assert limit(placed, 0) - size(placed, 0) == 2  # "encore ajouter 2 autres cartes"


def test_an_industrie_may_be_built_at_the_limit():
    c = city("M P P P P")
    assert (size(c, 0), limit(c, 0)) == (5, 5)
    assert build_problem(c, 0, "P", (0, 1), 0, 9) == "limit"
    assert build_problem(c, 0, "I", (0, 1), 0, 9) is None


def test_construction_example_with_numbered_spots():
    """The booklet's construction example, in a city limited to 10 cards (one
    Industrie). Rebuilt from its words: the spots 6, 7, 8 touch the Résidence, 2, 3, 4
    the Industrie, 4 and 5 the Commerce, 1 only the Mairie; these 8 are the only free
    spots of our city (Mairie, Industrie, Commerce, Résidence):

        . 2 . .          row -1
        3 I 4 .          row 0
        1 M C 5          row 1
        . 6 R 7          row 2
        . . 8 .          row 3
    """
    c = city('''
        . . I . .
        . . M C .
        . . . R .
    ''')
    spot = {1: (1, 1), 2: (2, -1), 3: (1, 0), 4: (3, 0), 5: (4, 1), 6: (2, 2), 7: (4, 2),
            8: (3, 3)}
    assert set(frontier(c, 0)) == set(spot.values())
    assert limit(c, 0) == 10
    allowed = {
        "L": set(spot),                      # paying $5, anywhere
        "P": set(spot),                      # anywhere
        "I": set(spot) - {6, 7, 8},          # not next to the Résidence
        "C": set(spot) - {4, 5},             # not next to the Commerce
        "R": set(spot) - {6, 7, 8, 2, 3, 4},  # not next to the Résidence nor the Industrie
    }
    for code, numbers in allowed.items():
        game = building(c, [code], money=5)
        assert spots_for(game, code) == {spot[n] for n in numbers}, code
    assert colour_problem(c, spot[6], "I", 0) == "industry_residence"
    assert colour_problem(c, spot[4], "C", 0) == "same_colour"
    assert colour_problem(c, spot[3], "R", 0) == "industry_residence"


def test_loisirs_cost_five_dollars_or_go():
    c = city("M")
    poor = building(c, ["L"], money=4)
    assert builds_of(poor) == set()
    assert poor.legal_actions(0) == [{"type": "discard", "card": "L"}]
    hints = poor.view(0)["builds"]
    assert hints[0]["reason"] == "money" and hints[0]["text"] == PROBLEMS["money"]
    rich = building(c, ["L", "P"], money=5)  # the Parking keeps the phase open
    after = rich.apply(0, build(1, 0, "L"))
    assert after.money[0] == 0


def test_a_card_that_cannot_be_built_is_discarded_with_its_reason():
    c = city("M P P P P")  # at its limit
    game = building(c, ["R"])
    assert game.legal_actions(0) == [{"type": "discard", "card": "R"}]
    assert game.view(0)["builds"][0]["reason"] == "limit"
    after = game.apply(0, {"type": "discard", "card": "R"})
    assert after.discards == ["R"]
    event = next(e for e in after.view(None)["events"] if e["key"] == "discard")
    assert event["reason"] == "limit" and "{p0}" in event["text"]["fr"]


def test_you_must_build_a_card_that_can_be_built():
    game = building(city("M"), ["P"])
    assert {"type": "discard", "card": "P"} not in game.legal_actions(0)


# -- two-colour cards ---------------------------------------------------------------------
def test_bicolour_rotation_example():
    """The booklet: a Commerce/Industrie card forbids a Résidence at spots 1 and 2 and a
    Commerce at 3 and 4; turned a quarter, no Résidence at 2 and 3 nor Commerce at 1 and
    4. Our spots go clockwise from the first Industrie side of B12 unturned (South):
    1 South, 2 West, 3 North, 4 East."""
    spot = {1: (1, 2), 2: (0, 1), 3: (1, 0), 4: (2, 1)}

    def forbidden(rot: int, code: str) -> set[int]:
        c = city(f". . .\n. B12/{rot} .\n. . .")
        return {n for n, p in spot.items() if colour_problem(c, p, code, 0)}

    assert forbidden(0, "R") == {1, 2} and forbidden(0, "C") == {3, 4}
    assert forbidden(1, "R") == {2, 3} and forbidden(1, "C") == {1, 4}


def test_a_straight_split_shows_both_colours_along_the_split():
    c = city(". . .\n. B03 .\n. . .")  # Résidence/Commerce: R West, C East, both N and S
    assert colour_problem(c, (1, 0), "R", 0) == "same_colour"
    assert colour_problem(c, (1, 0), "C", 0) == "same_colour"
    assert colour_problem(c, (1, 0), "I", 0) == "industry_residence"
    assert colour_problem(c, (2, 1), "R", 0) is None  # the Commerce side
    assert colour_problem(c, (0, 1), "C", 0) is None  # the Résidence side
    assert colour_problem(c, (0, 1), "I", 0) == "industry_residence"


def test_advanced_construction_example():
    """The booklet: after a Parking, a Résidence/Commerce next to the Mairie and a
    Commerce/Industrie, neither an Industrie nor a Résidence may go at spots 1 and 2; a
    Résidence at 3 would let the Commerce on its right develop; the city has 4 cards and
    the half Industrie allows 10. Rebuilt (ours): B12 = Commerce/Industrie, B03 =
    Résidence/Commerce split straight, turned so its Commerce faces spot 3.

        B12/1  M     P
        3      B03/2 1
        .      2     .
    """
    c = city('''
        B12/1 M     P
        .     B03/2 .
    ''', side=6)
    one, two, three = (2, 1), (1, 2), (0, 1)
    assert (size(c, 0), limit(c, 0)) == (4, 10)
    for n in (one, two):
        assert colour_problem(c, n, "I", 0) == "industry_residence"
        assert colour_problem(c, n, "R", 0) is not None
    assert build_problem(c, 0, "R", three, 0, 0) is None
    from urbanistes.cardcityxl.development import must_grow

    assert must_grow(c, 0) == []
    c.put(three, ("R", 0, 0))
    assert [(kind, d) for kind, d in must_grow(c, 0)] == [("C", {(1, 1)})]


def test_a_bicolour_with_a_loisirs_half_costs_five_dollars():
    c = city("M", side=6)
    assert build_problem(c, 0, "B09", (1, 0), 0, 4) == "money"
    assert build_problem(c, 0, "B09", (1, 0), 0, 5) is None


def test_a_half_industrie_counts_as_a_card_and_raises_the_limit():
    c = city("M P P P P", side=6)
    assert build_problem(c, 0, "C", (0, 1), 0, 9) == "limit"
    assert build_problem(c, 0, "B12", (0, 1), 0, 9) is None  # 6 cards, limit 10
    c.put((0, 1), ("B12", 0, 0))
    assert (size(c, 0), limit(c, 0)) == (6, 10)


def test_turning_is_only_for_two_colour_cards():
    c = city("M")
    assert build_problem(c, 0, "P", (1, 0), 1, 3) == "turned"
    game = building(c, ["P"])
    assert not game.is_legal(0, build(1, 0, "P", 1))


def test_pollution_spots_in_line_with_an_industrie():
    """The booklet (normal): building an Industrie on the spots marked X (the row or
    column of an Industrie already there, however many) brings a cloud; on the spots
    marked O it does not."""
    from urbanistes.cardcityxl.city import in_line

    c = city('''
        . . . .
        I M P .
        . P . I
        . . . .
    ''', side=6)
    x_spots = {(0, 0), (0, 3), (3, 1), (3, 3), (2, 2)}
    o_spots = {(1, 0), (2, 0), (1, 3), (2, 3), (4, 0)}
    assert all(in_line(c, 0, p) for p in x_spots)
    assert not any(in_line(c, 0, p) for p in o_spots)


def test_simplified_level_no_loisirs_beside_a_loisirs():
    """Our ruling: the simplified rules list the Loisirs among the Bâtiments de
    Développement, never built next to their own colour; the normal level does not."""
    c = city("L M")
    game = building(c, ["L", "P"], money=5)  # the Parking keeps the phase open
    assert spots_for(game, "L") == set(frontier(c, 0)) - {(-1, 0), (0, -1), (0, 1)}
    assert not game.is_legal(0, build(0, 1, "L"))  # under the Loisirs: refused
    assert colour_problem(c, (0, 1), "L", 0) == "same_leisure"
    after = game.apply(0, build(1, 1, "L"))  # under the Mairie: allowed
    assert after.cities[0].cells[(1, 1)][0] == "L" and after.money[0] == 0
    normal = city("L M", side=6)
    assert colour_problem(normal, (0, 1), "L", 0) is None
    assert {(0, 1), (1, 1)} <= spots_for(building(normal, ["L", "P"], money=5,
                                                  level="normal"), "L")
