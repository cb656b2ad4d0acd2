"""The 18 Sprawlopolis card fronts and their 180-degree turn, against games.md."""

from __future__ import annotations

import pytest
from helpers import city, picture

from urbanistes.grid import SQUARE
from urbanistes.sprawlopolis.city import (
    ROTATIONS,
    Block,
    card_blocks,
    footprint,
    placed_blocks,
    roads,
)
from urbanistes.sprawlopolis.data import FRONTS, KIND_NAMES, KINDS, SCORING_TEXTS
from urbanistes.sprawlopolis.scoring import SCORING_CARDS

# Transcribed by hand from the table in shared/reference/games.md ("TL TR / BL BR",
# road edges in parentheses there), rewritten in the helpers' picture notation.
GAMES_MD_FRONTS = {
    1: "C:NS P    / I:NE R:WE",
    2: "I:NW P    / R:WE C:WE",
    3: "C:NW P    / I:WE R:WE",
    4: "P    C:NS / R:WE I:NW",
    5: "R:NS P    / C:NE I:WE",
    6: "I:NW C:NS / P    R:NS",
    7: "P    R:NE / I:WE C:WE",
    8: "P    I:NS / C:WS R:NS",
    9: "P    R:NS / I:WE C:NW",
    10: "P    I:NE / C:WE R:WE",
    11: "P    C:NE / R:WE I:WE",
    12: "P    R:NS / I:WS C:NS",
    13: "C:NW R:NS / P    I:NS",
    14: "P    I:NS / C:WE R:NW",
    15: "R:NW I:NS / P    C:NS",
    16: "R:NW P    / C:WE I:WE",
    17: "P    C:NS / R:WS I:NS",
    18: "I:NS P    / R:NE C:WE",
}
ONE_ROAD = {1, 4, 5, 9, 14, 18}  # games.md: these have one road, the others two
ALL_CARDS = list(range(1, 19))


def front(card: int) -> dict:
    """The games.md front of ``card`` as a city with its top-left block at (0, 0)."""
    return city(GAMES_MD_FRONTS[card].replace("/", "\n"))


def lone_card(card: int, rot: int = 0) -> dict:
    return dict(placed_blocks(card, 0, 0, rot))


def test_there_are_18_cards_each_with_a_scoring_back():
    assert sorted(FRONTS) == ALL_CARDS
    assert sorted(SCORING_TEXTS) == ALL_CARDS
    assert sorted(SCORING_CARDS) == ALL_CARDS
    for name, rule in SCORING_TEXTS.values():
        assert set(name) == set(rule) == {"fr", "en"}
        assert all(name.values()) and all(rule.values())
    assert set(KINDS) == set(KIND_NAMES) == {"C", "P", "I", "R"}


@pytest.mark.parametrize("card", ALL_CARDS)
def test_front_matches_games_md(card):
    got = lone_card(card)
    assert got == front(card), f"card {card}:\n{picture(got)}"


@pytest.mark.parametrize("card", ALL_CARDS)
def test_card_has_one_block_of_each_type(card):
    assert sorted(b.kind for b in card_blocks(card)) == sorted("CPIR")


@pytest.mark.parametrize("card", ALL_CARDS)
@pytest.mark.parametrize("rot", ROTATIONS)
def test_parks_never_have_a_road_others_join_two_edges(card, rot):
    for b in card_blocks(card, rot):
        if b.kind == "P":
            assert b.road == frozenset()
        else:
            assert len(b.road) == 2 and b.road <= set("NESW")


@pytest.mark.parametrize("card", ALL_CARDS)
@pytest.mark.parametrize("rot", ROTATIONS)
def test_road_count_on_a_lone_card(card, rot):
    # One road for cards 1, 4, 5, 9, 14, 18, two for the others (games.md); a half turn
    # moves the roads but does not join or split them.
    found = roads(lone_card(card, rot))
    assert len(found) == (1 if card in ONE_ROAD else 2)
    # the three non-park blocks carry one section each, none twice
    cells = [c for r in found for c in r.cells]
    assert len(cells) == len(set(cells)) == 3
    # a lone card has no loop: every road has two dead ends
    assert all(len(r.ends) == 2 for r in found)


def test_card_1_road_by_hand():
    # C(N-S) goes down into I(N-E), which turns right into R(W-E): one road of 3 sections,
    # leaving the card at C's North edge and R's East edge.
    (road,) = roads(lone_card(1))
    assert road.cells == ((0, 0), (0, 1), (1, 1))
    assert set(road.ends) == {((0, 0), "N"), ((1, 1), "E")}


def test_card_2_roads_by_hand():
    # I(N-W) leaves by North and West on its own; R(W-E) runs into C(W-E).
    found = roads(lone_card(2))
    assert sorted(r.cells for r in found) == [((0, 0),), ((0, 1), (1, 1))]


def test_card_1_turned_by_hand():
    # Half turn of "C:NS P / I:NE R:WE": BR comes to TL, BL to TR, TR to BL, TL to BR,
    # and every road edge flips (N<->S, E<->W): R:WE stays R:WE, I:NE becomes I:SW.
    assert dict(placed_blocks(1, 0, 0, 180)) == city("""
        R:WE  I:SW
        P     C:NS
    """)


def test_card_8_turned_by_hand():
    # "P I:NS / C:WS R:NS" turned: R:NS, C:EN (was W-S), I:NS, P.
    assert dict(placed_blocks(8, 0, 0, 180)) == city("""
        R:NS  C:NE
        I:NS  P
    """)


@pytest.mark.parametrize("card", ALL_CARDS)
def test_half_turn_swaps_corners_and_flips_roads(card):
    tl, tr, bl, br = card_blocks(card, 0)
    t_tl, t_tr, t_bl, t_br = card_blocks(card, 180)

    def flipped(b: Block) -> Block:
        return Block(b.kind, frozenset(SQUARE.opposite(e) for e in b.road))

    assert (t_tl, t_tr, t_bl, t_br) == (flipped(br), flipped(bl), flipped(tr), flipped(tl))
    assert [b.turned() for b in card_blocks(card, 180)] == [br, bl, tr, tl]


@pytest.mark.parametrize("rot", [90, 270, -180, 360, 1])
def test_only_0_and_180_degrees_exist(rot):
    assert ROTATIONS == (0, 180)
    with pytest.raises(ValueError):
        card_blocks(1, rot)


def test_placed_blocks_cover_the_footprint_in_reading_order():
    assert footprint(3, -2) == ((3, -2), (4, -2), (3, -1), (4, -1))
    got = list(placed_blocks(5, 3, -2, 0))
    assert [p for p, _ in got] == list(footprint(3, -2))
    assert [b for _, b in got] == list(card_blocks(5, 0))
    assert dict(got) == city(GAMES_MD_FRONTS[5].replace("/", "\n"), origin=(3, -2))
