"""Cloud City turns: set-up, tile -> walkways -> draw, the end, views, undo, the winner."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from cloudcity_helpers import city, game_with, new, play_out, snapshot, walkway

from urbanistes.cloudcity import CloudCity
from urbanistes.cloudcity.city import full_supply, legal_origins, placed_spots
from urbanistes.cloudcity.data import REGULAR_TILES
from urbanistes.engine import IllegalAction

END = {"type": "end"}
DECK = {"type": "draw", "from": "deck"}


def row(i: int) -> dict:
    return {"type": "draw", "from": "row", "index": i}


def first_legal(game: CloudCity) -> dict:
    """Lay the first legal tile, build nothing, draw from the deck."""
    actions = game.legal_actions()
    if game.phase == "build":
        return END
    return actions[0]


def to_phase(game: CloudCity, phase: str) -> CloudCity:
    while game.phase != phase:
        game = game.apply(first_legal(game))
    return game


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
    dealt = g.deck + g.row + [t for h in g.hands for t in h]
    assert sorted(dealt) == sorted(REGULAR_TILES)  # unused start tiles stay in the box
    assert g.supply == full_supply()
    assert (g.phase, g.turn, g.current_player, g.needs) == ("tile", 0, 0, ())
    assert g.history == [] and not g.is_over and not g.can_undo


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
    actions = g.legal_actions()
    origins = legal_origins(g.cities[0], "square")
    assert len(actions) == 3 * len(origins) * 4
    assert {a["tile"] for a in actions} == set(g.hands[0])
    assert all(a["type"] == "tile" and a["rot"] in range(4) for a in actions)
    tile = g.hands[0][1]
    assert g.legal_tile_origins(tile) == [(x, y, r) for x, y in origins for r in range(4)]
    assert g.legal_tile_origins(g.hands[1][0]) == []  # not in my hand
    assert g.walkway_partners((0, 0)) == []  # not the build phase


def test_laying_a_tile_raises_its_buildings_then_build_then_draw():
    g = new(2, 3)
    tile = g.hands[0][0]
    g1 = g.apply({"type": "tile", "tile": tile, "x": 1, "y": 0, "rot": 1})
    assert g1.cities[0]["tiles"][(1, 0)] == (tile, 1)
    for zone, height in placed_spots(tile, 1, 0, 1):
        assert g1.cities[0]["buildings"][zone] == height
        assert 2 <= zone[0] <= 3 and 0 <= zone[1] <= 1
    assert len(g1.cities[0]["buildings"]) == 4
    assert tile not in g1.hands[0] and len(g1.hands[0]) == 2
    assert (g1.phase, g1.current_player) == ("build", 0)
    assert END in g1.legal_actions()
    assert g1.can_undo  # a tile reveals nothing
    g2 = g1.apply(END)
    assert (g2.phase, g2.current_player) == ("draw", 0)
    assert g2.legal_actions() == [DECK, row(0), row(1), row(2)]


def test_walkways_are_built_from_the_shared_supply():
    c = city("""
        B . . B
        . . . .
    """)
    g = game_with([c, city("B B\n. .")], hands=[[5, 6, 7], [8, 9, 10]])
    w = walkway((0, 0), (3, 0))
    assert g.legal_actions() == [w, END]
    assert g.walkway_partners((0, 0)) == [((3, 0), 3)]
    assert g.walkway_partners((3, 0)) == [((0, 0), 3)]
    assert g.walkway_problem((0, 0), (3, 0)) is None
    g2 = g.apply(w)
    assert g2.cities[0]["walkways"] == [(0, 0, 3, 0, 1)]
    assert g2.supply[1][3] == 7 and sum(g2.supply[1].values()) == 30
    assert g2.supply[2] == full_supply()[2]
    assert g2.legal_actions() == [END]  # built once
    assert g2.walkway_problem((0, 0), (3, 0))["en"].startswith("It would cross")
    assert g2.can_undo and g2.phase == "build"


def test_walkway_actions_must_be_normalised():
    c = city("B . . B\n. . . .")
    g = game_with([c, city("B B\n. .")])
    assert g.is_legal(walkway((0, 0), (3, 0)))
    assert not g.is_legal({"type": "walkway", "x1": 3, "y1": 0, "x2": 0, "y2": 0})


def test_the_last_walkway_of_a_kind_in_the_supply():
    c = city("B . . B\n. . . .")
    supply = full_supply()
    supply[1][3] = 1
    g = game_with([c, city("B . . B\n. . . .")], supply=supply)
    g = g.apply(walkway((0, 0), (3, 0))).apply(END)
    assert g.supply[1][3] == 0
    g = g.apply(DECK)
    # the other player may not build the same walkway now: none left
    g = g.apply({"type": "tile", "tile": g.hands[1][0], "x": 0, "y": 1, "rot": 0})
    assert walkway((0, 0), (3, 0)) not in g.legal_actions()
    assert g.walkway_problem((0, 0), (3, 0))["en"].startswith("No walkway of that length")
    with pytest.raises(IllegalAction):
        g.apply(walkway((0, 0), (3, 0)))


def test_draw_from_the_deck():
    g = to_phase(new(2, 4), "draw")
    top, rest = g.deck[0], g.deck[1:]
    g2 = g.apply(DECK)
    assert top in g2.hands[0] and len(g2.hands[0]) == 3
    assert g2.deck == rest and g2.row == g.row
    assert (g2.phase, g2.current_player) == ("tile", 1)
    assert not g2.can_undo and g2.fixed == len(g2.history)


def test_draw_from_the_row_refills_it_from_the_deck():
    g = to_phase(new(2, 4), "draw")
    taken, top = g.row[1], g.deck[0]
    g2 = g.apply(row(1))
    assert taken in g2.hands[0]
    assert g2.row == [g.row[0], top, g.row[2]]
    assert g2.deck == g.deck[1:]
    assert not g2.can_undo


def test_row_places_stay_empty_once_the_deck_is_gone():
    g = to_phase(new(2, 4), "draw")
    g.deck = []
    assert DECK not in g.legal_actions()
    g2 = g.apply(row(0))
    assert g2.row[0] is None and g2.row[1:] == g.row[1:]
    g3 = to_phase(g2, "draw")
    assert g3.legal_actions() == [row(1), row(2)]
    assert not g3.is_legal(row(0)) and not g3.is_legal(DECK)


def test_no_draw_when_nothing_is_left():
    g = to_phase(new(2, 4), "build")
    g.deck, g.row = [], [None, None, None]
    g2 = g.apply(END)
    assert (g2.phase, g2.current_player) == ("tile", 1)
    assert len(g2.hands[0]) == 2


@pytest.mark.parametrize(("players", "shape", "tiles"),
                         [(2, "square", 8), (4, "square", 8), (3, "rectangle", 11)])
def test_the_game_ends_after_every_player_laid_all_their_tiles(players, shape, tiles):
    states = play_out(new(players, 8, city=shape), first_legal)
    end = states[-1]
    laid = Counter(m for m, a in zip(end.movers, end.history, strict=True)
                   if a["type"] == "tile")
    assert laid == {seat: tiles for seat in range(players)}
    assert all(len(c["tiles"]) == tiles + 1 for c in end.cities)
    assert end.is_over and end.phase == "over" and end.current_player is None
    assert end.legal_actions() == []
    with pytest.raises(IllegalAction):
        end.apply(END)
    # no draw after the last tile: each player keeps 2 tiles in hand
    assert [len(h) for h in end.hands] == [2] * players
    draws = Counter(m for m, a in zip(end.movers, end.history, strict=True)
                    if a["type"] == "draw")
    assert draws == {seat: tiles - 1 for seat in range(players)}
    # the last tile's turn goes straight from building to the next player
    for state in states[:-1]:
        if state.phase == "build" and state.tiles_to_place(state.turn) == 0:
            nxt = state.apply(END)
            assert nxt.phase in ("tile", "over")


def test_turn_order_is_clockwise_and_every_turn_has_the_three_steps():
    g = new(3, 2)
    seen = []
    for _ in range(2 * 3):
        seat = g.current_player
        phases = []
        while g.current_player == seat:
            phases.append(g.phase)
            g = g.apply(first_legal(g))
        seen.append((seat, phases))
    assert seen == [(s % 3, ["tile", "build", "draw"]) for s in range(6)]


# =================================================================================
# Illegal actions
# =================================================================================
BAD_ALWAYS = [
    {}, {"type": "pass"}, "end", None, {"type": "end", "extra": 1},
    {"type": "tile", "tile": True, "x": 1, "y": 0, "rot": 0},
    {"type": "draw", "from": "box"}, {"type": "draw", "from": "row", "index": 3},
    {"type": "draw", "from": "row", "index": -1}, {"type": "draw", "from": "row", "index": "0"},
    {"type": "walkway", "x1": 0, "y1": 0, "x2": 1, "y2": 1},
]


def test_illegal_actions_raise_and_change_nothing():
    g = new(2, 6)
    other = g.hands[1][0]
    mine = g.hands[0][0]
    tile_phase_bad = BAD_ALWAYS + [
        END, DECK, row(0),
        {"type": "tile", "tile": other, "x": 1, "y": 0, "rot": 0},  # not my tile
        {"type": "tile", "tile": mine, "x": 0, "y": 0, "rot": 0},  # occupied
        {"type": "tile", "tile": mine, "x": 1, "y": 1, "rot": 0},  # corner only
        {"type": "tile", "tile": mine, "x": 2, "y": 0, "rot": 0},  # not touching
        {"type": "tile", "tile": mine, "x": 1, "y": 0, "rot": 4},
        {"type": "tile", "tile": mine, "x": 1.0, "y": 0, "rot": 0},
        {"type": "tile", "tile": mine, "x": 1, "y": 0},
    ]
    for state, bad in [(g, tile_phase_bad), (to_phase(g, "build"), BAD_ALWAYS + [DECK]),
                       (to_phase(g, "draw"), BAD_ALWAYS + [END])]:
        before, save = snapshot(state)
        for action in bad:
            assert not state.is_legal(action), action
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert state == before and state.to_save() == save
        for action in state.legal_actions():
            assert state.is_legal(action)


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
            g.apply(walkway(a, b))


# =================================================================================
# What players see; undo
# =================================================================================
def test_view_hides_other_hands_and_the_deck_order():
    g = to_phase(new(3, 7), "build")
    for seat in (0, 1, 2, None):
        v = g.view(seat)
        json.dumps(v)
        for s, hand in enumerate(v["hands"]):
            assert hand == (sorted(g.hands[s]) if s == seat else len(g.hands[s]))
        assert v["deck_count"] == len(g.deck) and "deck" not in v
        assert v["row"] == g.row
        assert v["phase"] == "build" and v["current_player"] == 0 and v["needs"] == []
        assert v["supply"] == g.supply
        assert len(v["cities"]) == 3
        assert v["cities"][0]["tiles"] == [[x, y, t, r] for (x, y), (t, r) in
                                           sorted(g.cities[0]["tiles"].items())]
    # the deck order never shows: another order gives the very same views
    shuffled = g.clone()
    shuffled.deck = list(reversed(g.deck))
    assert shuffled.deck != g.deck
    for seat in (0, 1, 2, None):
        assert shuffled.view(seat) == g.view(seat)


def test_undo_within_a_turn_never_across_a_draw():
    g0 = new(2, 11)
    g0 = g0.apply(first_legal(g0)).apply(END).apply(DECK)  # player 0's turn done
    assert not g0.can_undo
    g1 = g0.apply(first_legal(g0))  # player 1 lays a tile
    assert g1.can_undo
    g2 = g1.apply(END)
    assert g2.can_undo and g2.phase == "draw"
    assert g2.undo() == g1 and g2.undo().undo() == g0
    assert g2.restart_turn() == g0
    g3 = g2.apply(DECK)
    assert not g3.can_undo
    with pytest.raises(IllegalAction):
        g3.undo()


def test_walkways_can_be_undone_until_the_draw():
    g = new(2, 0)
    # find a state in build phase with a legal walkway, by playing first legal moves
    state = g
    for _ in range(200):
        if state.phase == "build" and len(state.legal_actions()) > 1:
            break
        state = state.apply(first_legal(state))
    else:
        pytest.skip("no walkway came up")
    w = state.legal_actions()[0]
    built = state.apply(w)
    assert built.can_undo and built.undo() == state
    assert built.undo().supply == state.supply
    drawn = to_phase(built.apply(END), "draw").apply(DECK)
    assert not drawn.can_undo


# =================================================================================
# Scores and the winner
# =================================================================================
def finished(cities, needs=()):
    return game_with(cities, phase="over", needs=needs)


def lines(g, seat):
    return [(line.label["en"], line.points) for line in g.scores().sheets[seat].lines]


def test_score_lines_by_level():
    c = city("""
        B . . B G G
        . . . . . .
        T . . . . T
        . . . . . .
    """, [((0, 0), (3, 0)), ((4, 0), (5, 0)), ((0, 2), (5, 2))])
    g = finished([c, city("B B\n. .")], needs=(9,))
    assert lines(g, 0) == [("River walkways (1)", 3), ("Forest walkways (1)", 1),
                           ("Sand walkways (1)", 8), ("Need: Lonely buildings", 0)]
    assert lines(g, 1)[:3] == [("River walkways (0)", 0), ("Forest walkways (0)", 0),
                               ("Sand walkways (0)", 0)]
    s = g.scores()
    assert s.totals == (12, -4)
    assert s.sheets[0].lines[2].detail == {"fr": "8", "en": "8"}
    assert s.sheets[0].name == {"fr": "Joueur 1", "en": "Player 1"}
    assert s.winners == (0,)
    assert s.outcome["en"] == "Player 1 wins with 12 votes."
    assert s.outcome["fr"] == "Joueur 1 gagne avec 12 votes."


def test_scores_while_playing_have_no_winner():
    s = new(2, 1).scores()
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
    s = g.scores()
    assert s.totals == (5, 5) and s.winners == (0,)
    assert "départagés par les passerelles Rivière" in s.outcome["fr"]
    assert s.outcome["en"] == "Player 1 wins: tied on 5 votes, broken by the River walkways."


def test_tie_broken_by_forest_among_those_still_tied():
    a = stacked(BLUE_2, GREEN_3)  # River 2, Forest 3
    b = stacked(BLUE_3, GREEN_2)  # River 3, Forest 2
    c = stacked(BLUE_3, GREEN_2)
    d = stacked(BLUE_2, GREEN_3)
    # b and c lead on River, then they are tied on Forest too: shared between them
    s = finished([a, b, c]).scores()
    assert s.totals == (5, 5, 5) and s.winners == (1, 2)
    assert s.outcome["en"].startswith("Shared win for Player 2 and Player 3")
    # River 2 for everybody; Forest decides
    s = finished([d, stacked(BLUE_2, ("T . . T\n. . . .", [((0, 0), (3, 0))]))]).scores()
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
    s = finished([p1, p2], needs=(9,)).scores()
    assert s.totals == (3, 3) and s.winners == (0,)
    assert "départagés par les passerelles Sable" in s.outcome["fr"]
    assert "broken by the Sand walkways" in s.outcome["en"]


def test_shared_win_when_everything_is_equal():
    a = stacked(BLUE_3, GREEN_2)
    s = finished([a, a, stacked(BLUE_2, GREEN_2)]).scores()
    assert s.winners == (0, 1)
    assert s.outcome["fr"].startswith("Victoire partagée entre Joueur 1 et Joueur 2")
    s = finished([city("B B\n. ."), city("G G\n. .")]).scores()
    assert s.totals == (0, 0) and s.winners == (0, 1)


def test_need_lines_appear_in_card_order_with_details():
    c = city("""
        B . . B
        . . . .
    """, [((0, 0), (3, 0))])
    g = finished([c, city("B B\n. .")], needs=(5, 7))
    sheet = g.scores().sheets[0]
    assert [line.label["fr"] for line in sheet.lines[3:]] == [
        "Besoin : Immeubles bleus en cote", "Besoin : Immeubles allégés"]
    assert [line.points for line in sheet.lines[3:]] == [3, 4]  # 2 blue each: tied
    assert sheet.lines[4].detail == {"fr": "2 immeubles", "en": "2 buildings"}
    assert sheet.total == 3 + 3 + 4
