"""Cities components: every count the rulebook and games.md give, the public texts, and
the in-app help that labels the rest as our design."""

from __future__ import annotations

from collections import Counter

from conformance import option_sets

from urbanistes.cities.data import (
    ACHIEVEMENTS,
    CARDS,
    CITY_TILES,
    COLOURS,
    FEATURE_GROUPS,
    FEATURE_TERRAIN,
    FEATURES,
    PARK_FEATURES,
    PIECE_GROUPS,
    PIECES_PER_COLOUR,
    SLOTS,
    STAR_DRAW,
    START_TILES,
    TILE_SPACES,
    WATER_FEATURES,
)
from urbanistes.cities.help import RULES_HELP
from urbanistes.cities.info import CITY_NAMES
from urbanistes.cities.scoring import MEASURES


def test_32_city_tiles_and_4_starting_tiles_of_4_spaces():
    assert len(CITY_TILES) == 32 and len(START_TILES) == 4
    assert set(CITY_TILES).isdisjoint(START_TILES)
    for tile, spaces in TILE_SPACES.items():
        assert sorted(p for p, _ in spaces) == [(0, 0), (0, 1), (1, 0), (1, 1)], tile


def test_every_colour_has_as_many_city_spaces():
    kinds = Counter(k for spaces in TILE_SPACES.values() for _, k in spaces)
    assert len({kinds[c] for c in COLOURS}) == 1
    assert kinds["park"] > 0 and kinds["water"] > 0


def test_starting_tiles_hold_two_colours_a_park_and_water():
    for tile in START_TILES:
        kinds = sorted(k for _, k in TILE_SPACES[tile])
        colours = [k for k in kinds if k in COLOURS]
        assert len(colours) == len(set(colours)) == 2
        assert kinds.count("park") == kinds.count("water") == 1


def test_48_feature_tiles_4_kinds_per_terrain_monuments_and_wild_tiles():
    assert sum(FEATURES.values()) == 48
    assert len(WATER_FEATURES) == len(PARK_FEATURES) == 4
    assert {FEATURE_TERRAIN[f] for f in WATER_FEATURES} == {"water"}
    assert {FEATURE_TERRAIN[f] for f in PARK_FEATURES} == {"park"}
    assert FEATURES["monument"] > 0 and FEATURES["wild"] > 0
    assert set(FEATURES) == set(FEATURE_TERRAIN)


def test_supplies_are_sized_for_8_rounds_of_4_players():
    assert PIECES_PER_COLOUR * len(COLOURS) == 100
    assert len(CARDS) == 8 * SLOTS and len(CITY_TILES) == 8 * SLOTS
    assert sum(FEATURE_GROUPS) == 6 and sum(FEATURES.values()) == 8 * 6
    assert sum(PIECE_GROUPS) == 10 and 8 * (sum(PIECE_GROUPS) + STAR_DRAW) <= 100


def test_32_scoring_cards_with_the_public_one():
    assert sorted(CARDS) == list(range(1, 33))
    liveable = CARDS[1]
    assert liveable.name["en"] == "Liveable City"
    assert liveable.text["en"] == ("2 VP per set of 1 red, 1 blue, 1 green and 1 yellow "
                                   "building of any sizes.")
    for card in CARDS.values():
        assert card.rule.measure in MEASURES
        assert card.points > 0
        assert f"{card.points} VP" in card.text["en"] and f"{card.points} PV" in card.text["fr"]


def test_eight_cities_with_three_achievements_of_three_values():
    assert set(ACHIEVEMENTS) == set(CITY_NAMES) and len(ACHIEVEMENTS) == 8
    texts = set()
    for goals in ACHIEVEMENTS.values():
        assert len(goals) == 3
        for ach in goals:
            high, middle, low = ach.values
            assert high > middle > low > 0
            assert ach.rule.measure in MEASURES and ach.needed >= 1
            texts.add(ach.text["en"])
    assert "4 buildings of different colours and heights." in texts
    assert "Water on at least 7 spaces." in texts


def test_the_help_is_bilingual_and_labels_our_components():
    paragraphs = [p for _, ps in RULES_HELP for p in ps]
    for heading, ps in RULES_HELP:
        assert heading["fr"] and heading["en"]
        for p in ps:
            assert p["fr"] and p["en"]
    english = " ".join(p["en"] for p in paragraphs)
    headings = [h["en"] for h, _ in RULES_HELP]
    assert "Our rulings" in headings and "Our components" in headings
    assert "our own design" in english
    for card in CARDS.values():
        assert card.text["en"] in english
    for goals in ACHIEVEMENTS.values():
        for ach in goals:
            assert ach.text["en"] in english


def test_the_conformance_suite_plays_every_city_and_the_long_game():
    sets = option_sets("cities")
    assert {o["city"] for o in sets} == set(CITY_NAMES)
    assert {(o["players"], o["long"]) for o in sets} == {(2, False), (2, True), (3, False),
                                                         (4, False)}
