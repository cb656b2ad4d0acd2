"""Cloud City turns: set-up, tile -> walkways -> draw, the end, views, undo, the winner."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from cloudcity_helpers import city, game_with, new, walkway
from helpers import legal, play, play_out

from urbanistes.cloudcity.city import full_supply, legal_origins, placed_spots
from urbanistes.cloudcity.data import REGULAR_TILES
from urbanistes.cloudcity.game import CloudCity
from urbanistes.engine import CHANCE, IllegalAction

END = {"type": "end"}
DECK = {"type": "draw", "from": "deck"}


def row(i: int) -> dict:
    return {"type": "draw", "from": "row", "index": i}


def first_legal(game: CloudCity) -> dict:
    """Lay the first legal tile, build nothing, draw from the deck."""
    if game.phase == "build":
        return END
    return legal(game)[0]


def to_phase(game: CloudCity, phase: str) -> CloudCity:
    while game.phase != phase:
        game = play(game, first_legal(game))
    return game


def tiles_everywhere(g: CloudCity) -> list[int]:
    return sorted(g.deck + [t for t in g.row if t is not None]
                  + [t for h in g.hands for t in h])


# =================================================================================
# Set-up
# =================================================================================
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 99, 2**63 - 1])
def test_setup(players, seed):
    g = new(players, seed)
    for seat, c in enumerate(g.cities):  # start tile 1 to the first player, then 2, 3, 4
        assert c["tiles"] == {(0, 0): (seat + 1, 0)}
        assert c["buildings"] == dict(placed_spots(seat + 1, 0, 0, 0))
        assert c["walkways"] == []
    assert [len(h) for h in g.hands] == [3] * players
    assert len(g.row) == 3 and None not in g.row
    assert len(g.deck) == 44 - 3 - 3 * players
    assert tiles_everywhere(g) == sorted(REGULAR_TILES)  # unused start tiles stay boxed
    assert g.supply == full_supply()
    assert (g.phase, g.turn, g.to_act, g.needs) == ("tile", 0, (0,), ())
    assert g.history == [] and not g.is_over and not g.is_chance


def test_same_seed_same_deal_and_the_deal_ignores_the_variants():
    def deal(g):
        return (g.deck, g.row, g.hands)

    assert deal(new(2, 5)) == deal(new(2, 5))
    assert deal(new(3, 5)) == deal(new(3, 5, needs=2)) == deal(new(3, 5, city="rectangle"))
    assert len({repr(deal(new(2, s))) for s in range(10)}) > 1


@pytest.mark.parametrize("needs", [0, 1, 2])
def test_special_needs_cards_are_drawn(needs):
    drawn = {new(2, s, needs=needs).needs for s in range(30)}
    for cards in drawn:
        assert len(cards) == len(set(cards)) == needs
        assert all(1 <= n <= 10 for n in cards) and list(cards) == sorted(cards)
    if needs:
        assert len(drawn) > 3


def test_rectangle_is_for_2_or_3_players():
    assert new(2, city="rectangle").city_size == 12
    assert new(3, city="rectangle").city_size == 12
    assert new(4).city_size == 9
    with pytest.raises(ValueError):
        new(4, city="rectangle")
    with pytest.raises(ValueError):
        CloudCity.new({"players": 2, "city": "circle"})
    with pytest.raises(ValueError):
        CloudCity.new({"players": 5})


# =================================================================================
# A turn
# =================================================================================
def test_tile_phase_offers_every_hand_tile_everywhere_in_4_rotations():
    g = new(2, 3)
    actions = legal(g)
    origins = legal_origins(g.cities[0], "square")
    assert len(actions) == 3 * len(origins) * 4
    assert {a["tile"] for a in actions} == set(g.hands[0])
    assert all(a["type"] == "tile" and a["rot"] in range(4) for a in actions)
    tile = g.hands[0][1]
    assert g.legal_tile_origins(0, tile) == [(x, y, r) for x, y in origins for r in range(4)]
    assert g.legal_tile_origins(0, g.hands[1][0]) == []  # not in my hand
    assert g.legal_tile_origins(1, g.hands[1][0]) == []  # not my turn
    assert g.walkway_partners(0, (0, 0)) == []  # not the build phase


def test_laying_a_tile_raises_its_buildings_then_build_then_draw():
    g = new(2, 3)
    tile = g.hands[0][0]
    g1 = play(g, {"type": "tile", "tile": tile, "x": 1, "y": 0, "rot": 1})
    assert g1.cities[0]["tiles"][(1, 0)] == (tile, 1)
    for zone, height in placed_spots(tile, 1, 0, 1):
        assert g1.cities[0]["buildings"][zone] == height
        assert 2 <= zone[0] <= 3 and 0 <= zone[1] <= 1
    assert len(g1.cities[0]["buildings"]) == 4
    assert tile not in g1.hands[0] and len(g1.hands[0]) == 2
    assert (g1.phase, g1.to_act) == ("build", (0,))
    assert END in legal(g1)
    assert g1.undoable(0) == 1  # a tile reveals nothing
    g2 = play(g1, END)
    assert (g2.phase, g2.to_act) == ("draw", (0,))
    assert legal(g2) == [DECK, row(0), row(1), row(2)]


def test_walkways_are_built_from_the_shared_supply():
    c = city("""
        B . . B
        . . . .
    """)
    g = game_with([c, city("B B\n. .")], hands=[[5, 6, 7], [8, 9, 10]])
    w = walkway((0, 0), (3, 0))
    assert legal(g) == [w, END]
    assert g.walkway_partners(0, (0, 0)) == [((3, 0), 3)]
    assert g.walkway_partners(0, (3, 0)) == [((0, 0), 3)]
    assert g.walkway_partners(1, (0, 0)) == []  # not seat 1's turn
    assert g.walkway_problem(0, (0, 0), (3, 0)) is None
    g2 = play(g, w)
    assert g2.cities[0]["walkways"] == [(0, 0, 3, 0, 1)]
    assert g2.supply[1][3] == 7 and sum(g2.supply[1].values()) == 30
    assert g2.supply[2] == full_supply()[2]
    assert legal(g2) == [END]  # built once
    assert g2.walkway_problem(0, (0, 0), (3, 0))["en"].startswith("It would cross")
    assert g2.undoable(0) == 1 and g2.phase == "build"


def test_walkway_actions_must_be_normalised():
    c = city("B . . B\n. . . .")
    g = game_with([c, city("B B\n. .")])
    assert g.is_legal(0, walkway((0, 0), (3, 0)))
    assert not g.is_legal(0, {"type": "walkway", "x1": 3, "y1": 0, "x2": 0, "y2": 0})


def test_the_last_walkway_of_a_kind_in_the_supply():
    c = city("B . . B\n. . . .")
    supply = full_supply()
    supply[1][3] = 1
    g = game_with([c, city("B . . B\n. . . .")], supply=supply)
    g = play(play(g, walkway((0, 0), (3, 0))), END)
    assert g.supply[1][3] == 0
    g = play(g, DECK)
    # the other player may not build the same walkway now: none left
    g = play(g, {"type": "tile", "tile": g.hands[1][0], "x": 0, "y": 1, "rot": 0})
    assert walkway((0, 0), (3, 0)) not in legal(g)
    assert g.walkway_problem(1, (0, 0), (3, 0))["en"].startswith("No walkway of that length")
    with pytest.raises(IllegalAction):
        g.apply(1, walkway((0, 0), (3, 0)))


def test_drawing_from_the_deck_is_chance_seen_by_the_drawer_only():
    g = to_phase(new(2, 4), "draw")
    asked = g.apply(0, DECK)
    assert asked.is_chance and asked.to_act == () and asked.hands == g.hands
    # any tile of the deck may come, as likely as the number of copies left
    assert asked.chance_outcomes() == [({"tile": t}, 1) for t in g.deck]
    drawn = asked.settle()
    (tile,) = [t for t in drawn.hands[0] if t not in g.hands[0]]
    assert tile in g.deck and sorted([*drawn.deck, tile]) == g.deck
    assert drawn.row == g.row
    assert (drawn.phase, drawn.to_act) == ("tile", (1,))
    assert drawn.undoable(0) == drawn.undoable(1) == 0
    assert drawn.view(0)["hand"] == sorted(drawn.hands[0])
    assert drawn.view(1)["hand_sizes"][0] == 3 and drawn.view(1)["hand"] != drawn.hands[0]


def test_drawing_from_the_row_refills_it_from_the_deck():
    g = to_phase(new(2, 4), "draw")
    taken = g.row[1]
    asked = g.apply(0, row(1))
    assert taken in asked.hands[0] and asked.row[1] is None and asked.is_chance
    refilled = asked.apply(CHANCE, {"tile": g.deck[-1]})
    assert refilled.row == [g.row[0], g.deck[-1], g.row[2]]
    assert refilled.deck == g.deck[:-1]
    assert refilled.undoable(0) == 0 and refilled.to_act == (1,)


def test_row_places_stay_empty_once_the_deck_is_gone():
    g = to_phase(new(2, 4), "draw")
    g.deck = []
    assert DECK not in legal(g)
    g2 = play(g, row(0))  # nothing to refill it with: no chance step
    assert g2.row[0] is None and g2.row[1:] == g.row[1:]
    assert g2.history[-1].seat == 0
    g3 = to_phase(g2, "draw")
    assert legal(g3) == [row(1), row(2)]
    assert not g3.is_legal(1, row(0)) and not g3.is_legal(1, DECK)


def test_no_draw_when_nothing_is_left():
    g = to_phase(new(2, 4), "build")
    g.deck, g.row = [], [None, None, None]
    g2 = play(g, END)
    assert (g2.phase, g2.to_act) == ("tile", (1,))
    assert len(g2.hands[0]) == 2


@pytest.mark.parametrize(("players", "shape", "tiles"),
                         [(2, "square", 8), (4, "square", 8), (3, "rectangle", 11)])
def test_the_game_ends_after_every_player_laid_all_their_tiles(players, shape, tiles):
    states = play_out(new(players, 8, city=shape), first_legal)
    end = states[-1]
    laid = Counter(m.seat for m in end.history if m.action.get("type") == "tile")
    assert laid == {seat: tiles for seat in range(players)}
    assert all(len(c["tiles"]) == tiles + 1 for c in end.cities)
    assert end.is_over and end.phase == "over" and end.to_act == ()
    assert all(end.legal_actions(s) == [] for s in range(players))
    with pytest.raises(IllegalAction):
        end.apply(0, END)
    # no draw after the last tile: each player keeps 2 tiles in hand
    assert [len(h) for h in end.hands] == [2] * players
    draws = Counter(m.seat for m in end.history if m.action.get("type") == "draw")
    assert draws == {seat: tiles - 1 for seat in range(players)}
    # the last tile's turn goes straight from building to the next player
    for state in states[:-1]:
        if state.phase == "build" and state.tiles_to_place(state.turn) == 0:
            nxt = play(state, END)
            assert nxt.phase in ("tile", "over")


def test_turn_order_is_clockwise_and_every_turn_has_the_three_steps():
    g = new(3, 2)
    seen = []
    for _ in range(2 * 3):
        seat = g.turn
        phases = []
        while g.to_act == (seat,):
            phases.append(g.phase)
            g = play(g, first_legal(g))
        seen.append((seat, phases))
    assert seen == [(s % 3, ["tile", "build", "draw"]) for s in range(6)]


# =================================================================================
# Illegal actions (the rules' own cases; the generic ones are in the conformance suite)
# =================================================================================
BAD_ALWAYS = [
    {"type": "pass"}, {"type": "end", "extra": 1},
    {"type": "tile", "tile": True, "x": 1, "y": 0, "rot": 0},
    {"type": "draw", "from": "box"}, {"type": "draw", "from": "row", "index": 3},
    {"type": "draw", "from": "row", "index": -1}, {"type": "draw", "from": "row", "index": "0"},
    {"type": "walkway", "x1": 0, "y1": 0, "x2": 1, "y2": 1},
]


def test_actions_out_of_their_step_are_refused():
    g = new(2, 6)
    other = g.hands[1][0]
    mine = g.hands[0][0]
    tile_phase_bad = [
        *BAD_ALWAYS, END, DECK, row(0),
        {"type": "tile", "tile": other, "x": 1, "y": 0, "rot": 0},  # not my tile
        {"type": "tile", "tile": mine, "x": 0, "y": 0, "rot": 0},  # occupied
        {"type": "tile", "tile": mine, "x": 1, "y": 1, "rot": 0},  # corner only
        {"type": "tile", "tile": mine, "x": 2, "y": 0, "rot": 0},  # not touching
        {"type": "tile", "tile": mine, "x": 1, "y": 0, "rot": 4},
        {"type": "tile", "tile": mine, "x": 1.0, "y": 0, "rot": 0},
        {"type": "tile", "tile": mine, "x": 1, "y": 0},
    ]
    for state, bad in [(g, tile_phase_bad), (to_phase(g, "build"), [*BAD_ALWAYS, DECK]),
                       (to_phase(g, "draw"), [*BAD_ALWAYS, END])]:
        for action in bad:
            assert not state.is_legal(0, action), action
            with pytest.raises(IllegalAction):
                state.apply(0, action)


def test_illegal_walkways_raise():
    c = city("""
        B . G . . B
        . . . . . .
        T . . . . .
        . . . . . .
    """)
    g = game_with([c, city("B B\n. .")])
    for a, b in [((0, 0), (5, 0)), ((0, 0), (0, 2)), ((0, 0), (2, 0)), ((0, 0), (1, 1))]:
        with pytest.raises(IllegalAction):
            g.apply(0, walkway(a, b))


# =================================================================================
# What players see; undo
# =================================================================================
def test_view_hides_other_hands_and_the_deck():
    g = to_phase(new(3, 7), "build")
    for seat in (0, 1, 2, None):
        v = g.view(seat)
        assert v["hand"] == (sorted(g.hands[seat]) if seat is not None else None)
        assert v["hand_sizes"] == [len(h) for h in g.hands]
        assert v["deck_count"] == len(g.deck) and "deck" not in v
        assert v["row"] == g.row
        assert v["phase"] == "build" and v["to_act"] == [0] and v["needs"] == []
        assert v["supply"] == [[6, 8, 8, 6, 3]] * 3
        assert len(v["cities"]) == 3
        assert v["cities"][0]["tiles"] == [[x, y, t, r] for (x, y), (t, r) in
                                           sorted(g.cities[0]["tiles"].items())]


def test_resample_deals_anew_the_other_hands_and_the_deck():
    g = to_phase(new(3, 7), "build")
    hidden = sorted(g.hands[1] + g.hands[2] + g.deck)
    deals = set()
    for k in range(8):
        twin = g.resample(0, random.Random(k))
        assert twin.view(0) == g.view(0) and twin.hands[0] == g.hands[0]
        assert sorted(twin.hands[1] + twin.hands[2] + twin.deck) == hidden
        deals.add(tuple(twin.hands[1] + twin.hands[2]))
    assert len(deals) > 1


def test_undo_within_a_turn_never_across_a_draw():
    g0 = new(2, 11)
    g0 = play(play(play(g0, first_legal(g0)), END), DECK)  # player 0's turn done
    assert g0.undoable(0) == g0.undoable(1) == 0
    g1 = play(g0, first_legal(g0))  # player 1 lays a tile
    assert g1.undoable(1) == 1 and g1.undoable(0) == 0
    g2 = play(g1, END)
    assert g2.undoable(1) == 2 and g2.phase == "draw"
    assert g2.undo(1) == g1 and g2.undo(1).undo(1) == g0
    assert g2.restart_turn(1) == g0
    g3 = play(g2, DECK)
    assert g3.undoable(1) == 0
    with pytest.raises(IllegalAction):
        g3.undo(1)


def first_walkway_chance(seed: int) -> CloudCity:
    """The first state of a first-legal game where a walkway may be built."""
    state = new(2, seed)
    while not (state.phase == "build" and len(legal(state)) > 1):
        state = play(state, first_legal(state))
    return state


def test_walkways_can_be_undone_until_the_draw():
    state = first_walkway_chance(0)
    seat = state.turn
    built = play(state, legal(state)[0])
    assert built.undoable(seat) == state.undoable(seat) + 1 and built.undo(seat) == state
    assert built.undo(seat).supply == state.supply
    drawn = play(play(built, END), DECK)
    assert drawn.undoable(seat) == 0


# =================================================================================
# Scores and the winner
# =================================================================================
def finished(cities, needs=()):
    return game_with(cities, phase="over", needs=needs)


def lines(g, seat):
    return [(line.label["en"], line.points) for line in g.scores(None).sheets[seat].lines]


def test_score_lines_by_level():
    c = city("""
        B . . B G G
        . . . . . .
        T . . . . T
        . . . . . .
    """, [((0, 0), (3, 0)), ((4, 0), (5, 0)), ((0, 2), (5, 2))])
    g = finished([c, city("B B\n. .")], needs=(9,))
    assert lines(g, 0) == [("River walkways", 3), ("Forest walkways", 1),
                           ("Sand walkways", 8), ("Need: Lonely buildings", 0)]
    assert lines(g, 1)[:3] == [("River walkways", 0), ("Forest walkways", 0),
                               ("Sand walkways", 0)]
    s = g.scores(None)
    assert s.totals == (12, -4)
    # each sheet's own details, lines joined across sheets by key
    assert s.sheets[0].lines[2].detail == {"fr": "1 : 8", "en": "1: 8"}
    assert s.sheets[1].lines[2].detail is None
    assert [line.key for line in s.sheets[1].lines] == [
        "walkways-1", "walkways-2", "walkways-3", "need-9"]
    assert [sheet.seat for sheet in s.sheets] == [0, 1]
    assert s.winners == (0,)
    assert s.outcome["en"] == "{p0} wins with 12 votes."
    assert s.outcome["fr"].format(p0="Joueur 1") == "Joueur 1 gagne avec 12 votes."


def test_scores_while_playing_have_no_winner():
    s = new(2, 1).scores(None)
    assert s.totals == (0, 0) and s.winners == ()
    assert s.outcome["en"] == "Game in progress."


BLUE_3 = ("B . . B\n. . . .", [((0, 0), (3, 0))])  # River 3
BLUE_2 = ("B . B .\n. . . .", [((0, 0), (2, 0))])  # River 2
GREEN_3 = ("G . . G\n. . . .", [((0, 0), (3, 0))])  # Forest 3
GREEN_2 = ("G . G .\n. . . .", [((0, 0), (2, 0))])  # Forest 2


def stacked(*parts):
    """Cities side by side as one picture (each part is 4 zones wide, 2 tall)."""
    rows0 = [p[0].splitlines()[0].split() for p in parts]
    rows1 = [p[0].splitlines()[1].split() for p in parts]
    pic = " ".join(" ".join(r) for r in rows0) + "\n" + " ".join(" ".join(r) for r in rows1)
    ways = []
    for i, (_, ws) in enumerate(parts):
        ways += [((a[0] + 4 * i, a[1]), (b[0] + 4 * i, b[1])) for a, b in ws]
    return city(pic, ways)


def test_tie_broken_by_river():
    g = finished([stacked(BLUE_3, GREEN_2), stacked(BLUE_2, GREEN_3)])
    s = g.scores(None)
    assert s.totals == (5, 5) and s.winners == (0,)
    assert "départagés par les passerelles Rivière" in s.outcome["fr"]
    assert s.outcome["en"] == "{p0} wins: tied on 5 votes, broken by the River walkways."


def test_tie_broken_by_forest_among_those_still_tied():
    a = stacked(BLUE_2, GREEN_3)  # River 2, Forest 3
    b = stacked(BLUE_3, GREEN_2)  # River 3, Forest 2
    c = stacked(BLUE_3, GREEN_2)
    d = stacked(BLUE_2, GREEN_3)
    # b and c lead on River, then they are tied on Forest too: shared between them
    s = finished([a, b, c]).scores(None)
    assert s.totals == (5, 5, 5) and s.winners == (1, 2)
    assert s.outcome["en"].startswith("Shared win for {p1} and {p2}")
    # River 2 for everybody; Forest decides
    s = finished([d, stacked(BLUE_2, ("T . . T\n. . . .", [((0, 0), (3, 0))]))]).scores(None)
    assert s.totals == (5, 5) and s.winners == (0,)
    assert "départagés par les passerelles Forêt" in s.outcome["fr"]
    assert "broken by the Forest walkways" in s.outcome["en"]


def test_tie_broken_by_sand_when_special_needs_level_the_totals():
    # lonely buildings (-2 each): player 1 has 5 (Sand) - 2 (a lonely building) = 3,
    # player 2 has 3 (Sand): same total, same River and Forest (0), Sand decides.
    p1 = city("""
        T . . . T .
        . . . . . B
    """, [((0, 0), (4, 0))])
    p2 = city("""
        T . . T . .
        . . . . . .
    """, [((0, 0), (3, 0))])
    s = finished([p1, p2], needs=(9,)).scores(None)
    assert s.totals == (3, 3) and s.winners == (0,)
    assert "départagés par les passerelles Sable" in s.outcome["fr"]
    assert "broken by the Sand walkways" in s.outcome["en"]


def test_shared_win_when_everything_is_equal():
    a = stacked(BLUE_3, GREEN_2)
    s = finished([a, a, stacked(BLUE_2, GREEN_2)]).scores(None)
    assert s.winners == (0, 1)
    assert s.outcome["fr"].startswith("Victoire partagée entre {p0} et {p1}")
    s = finished([city("B B\n. ."), city("G G\n. .")]).scores(None)
    assert s.totals == (0, 0) and s.winners == (0, 1)


def test_need_lines_appear_in_card_order_with_details():
    c = city("""
        B . . B
        . . . .
    """, [((0, 0), (3, 0))])
    g = finished([c, city("B B\n. .")], needs=(5, 7))
    sheet = g.scores(None).sheets[0]
    assert [line.label["fr"] for line in sheet.lines[3:]] == [
        "Besoin : Immeubles bleus en cote", "Besoin : Immeubles allégés"]
    assert [line.points for line in sheet.lines[3:]] == [3, 4]  # 2 blue each: tied
    assert sheet.lines[4].detail == {"fr": "2 immeubles", "en": "2 buildings"}
    assert sheet.total == 3 + 3 + 4
