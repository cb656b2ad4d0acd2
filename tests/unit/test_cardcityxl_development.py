"""Phase 3, development: which districts must grow, where, chained, within the limit,
and the booklet's development examples (simplified and advanced)."""

from __future__ import annotations

from cardcityxl_helpers import city, developing, grow, growth_of

from urbanistes.cardcityxl.city import districts, limit, size
from urbanistes.cardcityxl.development import (
    culture_around,
    must_grow,
    residences_around,
)

MERGE = '''
    . L . .
    . R M I
    . . . .
    . R C .
'''


def test_residence_example_a_or_b():
    """The booklet: of two one-card Résidence districts, only the one touching 2
    culture buildings (the Mairie and a Loisirs) grows, at A or B; A merges both into a
    district of 3 that will need 2 more culture buildings (4 in all); the city then has
    room for 3 more cards. Ours: A = (1, 2), B = (0, 1); a Parking and a Commerce make
    the count."""
    c = city(MERGE)
    c.put((3, 0), ("P", 0, 0))
    assert [len(d) for _, d in must_grow(c, 0)] == [1]
    game = developing(c)
    assert growth_of(game) == {("R", (1, 2)), ("R", (0, 1))}
    merged = game.apply(0, grow(1, 2))
    after = merged.cities[0]
    (big,) = [d for d in districts(after, "R") if len(d) == 3]
    assert culture_around(after, big) == 2  # 2 more needed: n + 1 = 4
    assert must_grow(after, 0) == []
    assert limit(after, 0) - size(after, 0) == 3
    assert merged.reserve["R"] == game.reserve["R"] - 1
    other = game.apply(0, grow(0, 1)).cities[0]
    assert sorted(len(d) for d in districts(other, "R")) == [1, 2]


def test_development_is_mandatory():
    game = developing(city(MERGE))
    assert all(a["type"] == "grow" for a in game.legal_actions(0))


def test_two_residences_of_one_district_are_one_district():
    """The booklet: a Commerce touching 2 Résidences of the same district touches one
    district only, and does not grow."""
    c = city('''
        R R .
        R C .
        . . M
    ''')
    (shop,) = districts(c, "C")
    assert residences_around(c, shop) == 1
    assert must_grow(c, 0) == []


def test_commerce_grows_at_x_then_stops_at_the_size_limit():
    """The booklet: a Commerce touching 2 Résidence districts must grow; X is its only
    free spot; there it touches a third district and must grow again, but the city
    (one Industrie) has reached its 10 cards. Ours (X = (1, 1)):

        P P P P
        R C R M
        . X . I
        . R . .
    """
    c = city('''
        P P P P
        R C R M
        . . . I
        . R . .
    ''', origin=(0, -1))
    assert (size(c, 0), limit(c, 0)) == (9, 10)
    game = developing(c)
    assert growth_of(game) == {("C", (1, 1))}
    after = game.apply(0, grow(1, 1, "C"))
    grown = after.cities[0]
    (shop,) = districts(grown, "C")
    assert len(shop) == 2 and residences_around(grown, shop) == 3
    assert [kind for kind, _ in must_grow(grown, 0)] == ["C"]  # it must...
    assert size(grown, 0) == limit(grown, 0)  # ...but it cannot: development is over
    assert after.phase in ("end", "draw") and after.reserve["C"] == game.reserve["C"] - 1


def test_growth_chains():
    """A Résidence touching the Mairie and a Loisirs grows at (1, 0), its only free
    spot; at 2 cards it touches 4 culture buildings and must grow again."""
    c = city('''
        L . L .
        L R M I
        . P . .
    ''')
    game = developing(c)
    assert growth_of(game) == {("R", (1, 0))}
    once = game.apply(0, grow(1, 0))
    assert once.phase == "develop" and once.turn == 0
    assert growth_of(once) == {("R", (1, -1))}
    (home,) = districts(once.cities[0], "R")
    assert culture_around(once.cities[0], home) == 4


def test_growth_obeys_the_industrie_rule_but_not_the_colour_rule():
    c = city('''
        . . .
        L R M
        . I .
    ''')
    assert growth_of(developing(c)) == {("R", (1, 0))}  # (1, 2) is the Industrie


def test_no_growth_once_the_reserve_is_out():
    game = developing(city(MERGE))
    game.reserve["R"] = 0
    assert must_grow(game.cities[0], 0) and growth_of(game) == set()


# -- advanced: two-colour cards ------------------------------------------------------------
def test_advanced_residence_example():
    """The booklet: the Résidence at 1 touches 2 culture buildings (the Mairie and the
    Loisirs at 2) and must grow; the Résidence goes at 3. Ours: 2 is a Commerce/Loisirs
    card (B09) turned so its Loisirs half faces the Résidence; a Parking closes the
    other spot.

        . P .
        M 1 3
        . 2 .
    """
    c = city('''
        . P .
        M R .
        . B09/2 .
    ''', side=6, origin=(0, -1))
    (home,) = districts(c, "R")
    assert culture_around(c, home) == 2
    assert growth_of(developing(c, level="advanced")) == {("R", (2, 0))}


def test_advanced_commerce_example():
    """The booklet: the Résidence/Commerce card and the Commerce/Industrie card form a
    Commerce district of 2 touching 2 Résidence districts: not enough. The Résidence
    half of the Résidence/Commerce card is one of those districts (its halves touch);
    a Résidence on its Commerce side is the other. A third district makes it grow."""
    c = city('''
        . M .
        R B02 .
        . B12 .
    ''', side=6, origin=(0, -1))
    (shop,) = districts(c, "C")
    assert len(shop) == 2 and residences_around(c, shop) == 2
    assert [kind for kind, _ in must_grow(c, 0)] == []
    c.put((2, 1), ("R", 0, 0))
    assert residences_around(c, districts(c, "C")[0]) == 3
    assert [kind for kind, _ in must_grow(c, 0)] == ["C"]


def test_a_residence_loisirs_card_is_culture_for_its_own_district():
    c = city("M B05/2", side=6)  # Résidence/Loisirs, diagonal, its R half faces the Mairie
    (home,) = districts(c, "R")
    assert culture_around(c, home) == 2  # the Mairie and its own Loisirs half
    assert [kind for kind, _ in must_grow(c, 0)] == ["R"]


def test_bicolour_districts_link_only_through_their_kind_sides():
    c = city("R B02/1", side=6)  # R/C diagonal turned once: R on East and South
    assert sorted(map(len, districts(c, "R"))) == [1, 1]
    c2 = city("B02/1 R", side=6)
    assert [len(d) for d in districts(c2, "R")] == [2]
