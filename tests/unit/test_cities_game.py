"""Cities turns: set-up, the round's refill and its groups, worker limits for 2 and 3-4
players, using each item, achievements at the end of a turn, the star, leftovers, the
end of the game, views, undo and pinned deals."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from cities_helpers import act, finish_turn, game_with, hood, new, take, to_round

from urbanistes.cities.data import CARDS, CITY_TILES, LETTERS, START_TILES, TILES
from urbanistes.cities.game import Cities
from urbanistes.cities.info import CITY_NAMES, INFO
from urbanistes.engine import CHANCE, IllegalAction

CARD_ROW, TILE_ROW, FEATURE_ROW, PIECE_ROW = 0, 1, 2, 3
STAR = (PIECE_ROW, 3)


def first_free(game: Cities, avoid: tuple[tuple[int, int], ...] = ()) -> tuple[int, int]:
    (seat,) = game.to_act
    return next((r, s) for r in range(4) for s in range(4)
                if game.may_take(seat, r, s) and (r, s) not in avoid)


def play_turn(game: Cities, avoid: tuple[tuple[int, int], ...] = ()) -> Cities:
    """Take the first free space (not in ``avoid``), lay a tile at its first place and
    discard everything else."""
    return finish_turn(take(game, *first_free(game, avoid)))


def play_round(game: Cities, avoid: tuple[tuple[int, int], ...] = ()) -> Cities:
    start = game.round
    while game.round == start and not game.is_over:
        game = play_turn(game, avoid)
    return game


# =================================================================================
# Set-up
# =================================================================================
def test_options_offer_eight_cities_the_first_two_for_a_first_game():
    city, long = INFO.options
    assert city.values() == list(CITY_NAMES) and len(CITY_NAMES) == 8
    assert city.default == "new_york"
    labels = {c.value: c.label["en"] for c in city.choices}
    assert "first game" in labels["new_york"] and "first game" in labels["rio"]
    assert sum("first game" in label for label in labels.values()) == 2
    assert long.values() == [False, True]


@pytest.mark.parametrize("players", [3, 4])
def test_the_long_game_is_for_two_players_only(players):
    with pytest.raises(ValueError):
        new(players, long=True)
    assert new(2, long=True).rounds == 7


@pytest.mark.parametrize(("players", "long", "rounds", "workers"),
                         [(2, False, 4, 8), (2, True, 7, 8), (3, False, 8, 4), (4, False, 8, 4)])
def test_rounds_and_workers(players, long, rounds, workers):
    g = new(players, long=long)
    assert (g.rounds, g.workers_each) == (rounds, workers)
    assert [g.workers_left(s) for s in range(players)] == [workers] * players


def test_a_random_start_player_and_starting_tiles_chosen_counter_clockwise():
    starts = {new(4, seed).start_player for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    g = new(4, seed=next(s for s in range(40) if new(4, s).start_player == 2))
    # from the player to the start player's right, counter-clockwise: 1, 0, 3, then 2
    assert g.start_order() == [1, 0, 3, 2]
    assert g.phase == "start" and g.start_tiles == list(START_TILES)
    picks = []
    for tile in (3, 1, 4, 2):
        (seat,) = g.to_act
        picks.append(seat)
        assert g.legal_actions(seat) == [{"type": "start", "tile": t} for t in g.start_tiles]
        g = g.apply(seat, {"type": "start", "tile": tile})
    assert picks == [1, 0, 3, 2]
    assert [h["tiles"] for h in g.hoods] == [{(0, 0): (1, 0)}, {(0, 0): (3, 0)},
                                             {(0, 0): (2, 0)}, {(0, 0): (4, 0)}]
    assert g.is_chance and g.phase == "refill"


def test_unused_starting_tiles_go_back_in_the_box():
    g = new(2, seed=3)
    for _ in range(2):
        (seat,) = g.to_act
        g = g.apply(seat, {"type": "start", "tile": g.start_tiles[-1]})
    assert g.start_tiles == []
    assert g.view(None)["start_tiles"] == []


# =================================================================================
# The round's refill
# =================================================================================
def test_each_item_laid_on_the_board_is_one_chance_step_in_row_order():
    g = new(3, seed=5)
    while g.phase == "start":
        g = g.apply(g.to_act[0], {"type": "start", "tile": g.start_tiles[0]})
    kinds = []
    while g.is_chance:
        outcomes = g.chance_outcomes()
        kinds.append(next(iter(outcomes[0][0])))
        if kinds[-1] == "card":
            assert outcomes == [({"card": c}, 1) for c in g.deck_cards]
        if kinds[-1] == "feature":
            assert outcomes == [({"feature": f}, n) for f, n in sorted(Counter(
                g.deck_features).items())]
        if kinds[-1] == "colour":
            assert outcomes == [({"colour": c}, n) for c, n in g.bag.items()]
        g = g.apply(CHANCE, outcomes[-1][0])
    # 3 face-up cards, 3 face-up tiles, 5 face-up features, 10 pieces
    assert kinds == ["card"] * 3 + ["tile"] * 3 + ["feature"] * 5 + ["colour"] * 10
    assert g.phase == "take" and g.to_act == (g.start_player,)


def test_the_rows_hold_their_groups_with_the_last_items_face_down():
    g = to_round(new(4, seed=2))
    assert [g.slot_items(CARD_ROW, s) != [] for s in range(4)] == [True, True, True, False]
    assert [g.slot_items(TILE_ROW, s) != [] for s in range(4)] == [True, True, True, False]
    assert [len(g.slot_items(FEATURE_ROW, s)) for s in range(4)] == [2, 1, 1, 1]
    assert [len(g.slot_items(PIECE_ROW, s)) for s in range(4)] == [4, 3, 3, 0]
    assert g.hidden == [[0, 0, 0, 1], [0, 0, 0, 1], [0, 0, 0, 1], [0, 0, 0, 2]]
    assert sum(g.bag.values()) == 100 - 10
    assert len(g.deck_cards) == 32 - 3 and len(g.deck_tiles) == 32 - 3
    assert len(g.deck_features) == 48 - 5
    assert g.piles() == {"cards": 28, "tiles": 28, "features": 42}


def test_the_bag_draws_weighted_by_the_colours_left():
    g = to_round(new(2, seed=4))
    g.bag = {"red": 0, "blue": 3, "green": 1, "yellow": 0}
    g = take(g, 0, 0)  # a card: the turn ends
    g = g.apply(g.to_act[0], {"type": "take", "row": PIECE_ROW, "slot": 3})
    assert g.chance_outcomes() == [({"colour": "blue"}, 3), ({"colour": "green"}, 1)]


def test_a_face_down_item_is_decided_only_when_taken():
    g = to_round(new(2, seed=6))
    view = g.view(0)
    assert view["board"][CARD_ROW][3] == {"items": [], "hidden": 1, "worker": None}
    seat = g.to_act[0]
    g = g.apply(seat, {"type": "take", "row": CARD_ROW, "slot": 3})
    assert g.is_chance and g.to_act == ()
    assert g.undoable(seat) == 0  # the taker is about to see it: the take is fixed
    assert g.chance_outcomes() == [({"card": c}, 1) for c in g.deck_cards]
    card = g.chance_outcomes()[5][0]["card"]
    g = g.apply(CHANCE, {"card": card})
    assert g.cards[seat] == [card] and card not in g.deck_cards
    assert g.undoable(seat) == 0  # the reveal fixes the move


def test_the_star_space_draws_two_pieces_from_the_bag():
    g = to_round(new(2, seed=7))
    seat = g.to_act[0]
    g = g.apply(seat, {"type": "take", "row": PIECE_ROW, "slot": 3})
    g = g.apply(CHANCE, {"colour": "red"})
    assert g.is_chance
    g = g.apply(CHANCE, {"colour": "yellow"})
    assert g.phase == "place" and sorted(g.hand) == ["red", "yellow"]
    assert g.view(None)["hand"] == ["red", "yellow"]


# =================================================================================
# Workers
# =================================================================================
def test_three_or_four_players_place_one_worker_per_row():
    g = to_round(new(4, seed=1))
    first = g.to_act[0]
    g = take(g, CARD_ROW, 0)
    for _ in range(3):
        g = play_turn(g, avoid=tuple((CARD_ROW, s) for s in range(4)))
    assert g.to_act == (first,)
    assert not any(g.may_take(first, CARD_ROW, s) for s in range(4))
    assert {a["row"] for a in g.legal_actions(first)} == {1, 2, 3}
    assert not g.is_legal(first, {"type": "take", "row": CARD_ROW, "slot": 1})


def test_two_players_place_exactly_two_workers_per_row():
    g = to_round(new(2, seed=1))
    first = g.to_act[0]
    cards = tuple((CARD_ROW, s) for s in range(4))
    g = take(g, CARD_ROW, 0)
    g = play_turn(g, avoid=cards)
    assert g.may_take(first, CARD_ROW, 1)  # a second worker on the row
    g = take(g, CARD_ROW, 1)
    g = play_turn(g, avoid=cards)
    assert g.to_act == (first,)
    assert not any(g.may_take(first, CARD_ROW, s) for s in range(4))


@pytest.mark.parametrize(("players", "per_row"), [(2, 2), (3, 1), (4, 1)])
def test_a_round_uses_every_worker_with_its_row_limit(players, per_row):
    g = to_round(new(players, seed=3))
    rows_used: Counter[tuple[int, int]] = Counter()
    while g.round == 1:
        (seat,) = g.to_act
        row, slot = first_free(g)
        rows_used[(seat, row)] += 1
        g = finish_turn(take(g, row, slot))
    assert all(rows_used[(s, r)] == per_row for s in range(players) for r in range(4))


def test_a_space_holds_one_worker():
    g = to_round(new(3, seed=2))
    g = take(g, TILE_ROW, 0)
    g = finish_turn(g)
    assert not g.is_legal(g.to_act[0], {"type": "take", "row": TILE_ROW, "slot": 0})


# =================================================================================
# Using items
# =================================================================================
def test_a_scoring_card_goes_beside_the_neighbourhood_and_ends_the_turn():
    g = to_round(new(3, seed=8))
    seat = g.to_act[0]
    card = g.offer_cards[1]
    g = take(g, CARD_ROW, 1)
    assert g.cards[seat] == [card] and g.offer_cards[1] is None
    assert g.workers[CARD_ROW][1] == seat
    assert g.to_act == ((seat + 1) % 3,)
    assert card in CARDS


def test_a_city_tile_is_placed_fully_adjacent_in_any_rotation():
    g = to_round(new(3, seed=8))
    seat = g.to_act[0]
    tile = g.offer_tiles[0]
    g = take(g, TILE_ROW, 0)
    assert g.phase == "place" and g.hand_tile == tile
    actions = g.legal_actions(seat)
    assert {(a["x"], a["y"]) for a in actions} == {(0, -1), (-1, 0), (1, 0), (0, 1)}
    assert {a["rot"] for a in actions} == {0, 1, 2, 3}
    assert not g.is_legal(seat, {"type": "tile", "x": 1, "y": 1, "rot": 0})
    assert not g.is_legal(seat, {"type": "discard", "item": "red"})
    g = act(g, {"type": "tile", "x": 1, "y": 0, "rot": 2})
    assert g.hoods[seat]["tiles"][(1, 0)] == (tile, 2)
    assert g.to_act == ((seat + 1) % 3,)


def test_features_are_placed_or_discarded_one_by_one():
    g = to_round(new(3, seed=9))
    seat = g.to_act[0]
    g.offer_features[0] = ["sailboat", "monument"]
    g.hoods[seat] = hood("R W\nP B")
    g = take(g, FEATURE_ROW, 0)
    assert sorted(g.hand) == ["monument", "sailboat"]
    legal = g.legal_actions(seat)
    assert {"type": "place", "item": "sailboat", "x": 1, "y": 0} in legal
    assert {"type": "place", "item": "monument", "x": 0, "y": 0} in legal
    assert {"type": "place", "item": "sailboat", "x": 0, "y": 1} not in legal
    assert {"type": "discard", "item": "monument"} in legal
    assert g.placement_problem(seat, "sailboat", (1, 0)) is None
    assert g.placement_problem(seat, "sailboat", (0, 1))["en"] == (
        "A blue feature tile goes on a water space.")
    assert g.placement_problem(seat, "kayaks", (1, 0))["en"] == "You do not hold that item."
    assert g.placement_problem((seat + 1) % 3, "sailboat", (1, 0)) is not None
    g = act(g, {"type": "place", "item": "sailboat", "x": 1, "y": 0})
    assert g.hand == ["monument"] and g.to_act == (seat,)
    g = act(g, {"type": "discard", "item": "monument"})
    assert g.hoods[seat]["features"] == {(1, 0): "sailboat"}
    assert g.to_act == ((seat + 1) % 3,)


def test_building_pieces_on_their_colour_or_their_stack_or_discarded():
    g = to_round(new(3, seed=9))
    seat = g.to_act[0]
    g.offer_pieces[1] = ["red", "red", "green"]
    g.hoods[seat] = hood("R W\nP B")
    g = take(g, PIECE_ROW, 1)
    assert not g.is_legal(seat, {"type": "place", "item": "green", "x": 0, "y": 0})
    g = act(g, {"type": "place", "item": "red", "x": 0, "y": 0})
    g = act(g, {"type": "place", "item": "red", "x": 0, "y": 0})
    assert g.legal_actions(seat) == [{"type": "discard", "item": "green"}]
    g = act(g, {"type": "discard", "item": "green"})
    assert g.hoods[seat]["stacks"] == {(0, 0): ("red", 2)}


def test_odd_actions_are_refused():
    g = to_round(new(3, seed=9))
    seat = g.to_act[0]
    for bad in ({"type": "take", "row": 4, "slot": 0}, {"type": "take", "row": 0},
                {"type": "take", "row": True, "slot": 0}, {"type": "tile", "x": 1, "y": 0,
                                                           "rot": 0}):
        assert not g.is_legal(seat, bad)
        with pytest.raises(IllegalAction):
            g.apply(seat, bad)


# =================================================================================
# Achievements at the end of a turn
# =================================================================================
TALL = hood("R4 B\nP W")  # meets New York 1: a building 4 high
FLAT = hood("R1 B\nP W")


def claiming_game(players: int, hoods: list) -> Cities:
    """Round 1 dealt; the neighbourhoods replaced (start tiles already chosen)."""
    g = to_round(new(players, seed=11))
    g.hoods = list(hoods)
    return g


def test_achievements_are_checked_for_the_player_who_moved_only():
    g = claiming_game(3, [TALL, TALL, TALL])
    first = g.to_act[0]
    g = play_turn(g)
    assert g.claims[0] == [first]
    assert g.achievement_points(first) == 5
    assert all(g.achievement_points(s) == 0 for s in range(3) if s != first)


def test_rings_go_on_the_highest_vacant_value_and_the_fourth_gets_nothing():
    g = claiming_game(4, [TALL, TALL, TALL, TALL])
    order = []
    for _ in range(4):
        order.append(g.to_act[0])
        g = play_turn(g)
    assert g.claims[0] == order[:3]
    assert [g.achievement_points(s) for s in order] == [5, 3, 2, 0]


def test_two_players_skip_the_covered_middle_value():
    g = claiming_game(2, [TALL, TALL])
    first = g.to_act[0]
    g = play_turn(g)
    g = play_turn(g)
    assert g.achievement_points(first) == 5 and g.achievement_points(1 - first) == 2
    assert g.view(None)["achievements"][0]["values"] == [5, 2]
    assert g.view(None)["achievements"][0]["printed"] == [5, 3, 2]


def test_each_achievement_is_claimed_once_and_kept_when_lost():
    g = claiming_game(3, [TALL, FLAT, FLAT])
    first = g.to_act[0]
    g.hoods = [TALL if s == first else FLAT for s in range(3)]
    g = play_turn(g)
    g.hoods = [FLAT] * 3  # the tall building is gone
    for _ in range(5):
        g = play_turn(g)
    assert g.claims[0] == [first]
    assert g.achievement_points(first) == 5
    sheet = g.scores(None).sheets[first]
    assert {line.key: line.points for line in sheet.lines}["achievement-new_york-1"] == 5


def test_several_achievements_in_one_turn():
    both = hood("R4 B3\nG2 Y1")  # a 4-high building, and 4 colours of 4 heights
    g = claiming_game(3, [both] * 3)
    first = g.to_act[0]
    g = play_turn(g)
    assert g.claims[0] == [first] and g.claims[1] == [first]
    assert g.achievement_points(first) == 5 + 7


# =================================================================================
# End of a round: the star, leftovers
# =================================================================================
def test_the_worker_on_the_star_space_takes_the_star():
    g = to_round(new(4, seed=12))
    assert not g.star_on_board
    start = g.start_player
    g = play_turn(g, avoid=(STAR,))
    assert g.star_on_board  # after the start player's first turn
    taker = g.to_act[0]
    g = take(g, *STAR)
    g = finish_turn(g)
    g = play_round(g, avoid=(STAR,))
    assert g.round == 2 and g.start_player == taker != start
    assert g.to_act == () and g.is_chance  # the new round is being dealt
    g = g.settle()
    assert g.to_act == (taker,) and not g.star_on_board


def test_three_players_look_left_of_an_empty_star_space_and_remove_leftovers():
    g = to_round(new(3, seed=13))
    # everybody takes the first free space of each row: slots 0 to 2, never slot 3
    g = play_round(g, avoid=(STAR,))
    assert g.round == 2 and g.phase == "refill"
    on_left = [m.seat for m in g.history
               if m.action == {"type": "take", "row": PIECE_ROW, "slot": 2}]
    assert g.start_player == on_left[-1]
    # the face-down card, tile and feature of the slots 3 leave the game unseen; the
    # star space's 2 pieces were never drawn from the bag
    assert g.gone_unseen == [1, 1, 1]
    assert sum(g.bag.values()) == 100 - 10
    assert g.offer_features == [[], [], [], []] and g.offer_pieces == [[], [], [], []]
    assert g.offer_cards == [None] * 4 and g.offer_tiles == [None] * 4
    g = g.settle()
    assert sum(g.bag.values()) == 100 - 20
    assert g.piles()["cards"] == 32 - 8  # 4 dealt per round (1 of them removed unseen)


# =================================================================================
# End of the game
# =================================================================================
@pytest.mark.parametrize(("players", "long", "rounds"), [(2, False, 4), (2, True, 7),
                                                          (3, False, 8), (4, False, 8)])
def test_the_game_ends_after_its_last_round(players, long, rounds):
    g = to_round(new(players, seed=15, long=long))
    for r in range(1, rounds + 1):
        assert g.round == r and not g.is_over
        g = play_round(g).settle()
    assert g.is_over and g.phase == "over"
    tiles = [len(h["tiles"]) for h in g.hoods]
    assert tiles == [1 + rounds * (2 if players == 2 else 1)] * players
    assert [len(c) for c in g.cards] == [rounds * (2 if players == 2 else 1)] * players
    scores = g.scores(None)
    assert scores.winners and "{p" in scores.outcome["en"]


def test_every_item_is_dealt_exactly_once_at_four_players():
    g = to_round(new(4, seed=16))
    while not g.is_over:
        g = play_round(g).settle()
    assert g.deck_cards == [] and g.deck_tiles == [] and g.deck_features == []
    assert sorted(c for cs in g.cards for c in cs) == sorted(CARDS)
    placed = sorted(t for h in g.hoods for t, _ in h["tiles"].values() if t not in START_TILES)
    assert placed == sorted(CITY_TILES)
    assert sum(g.bag.values()) == 100 - 8 * 12


def test_a_tie_goes_to_the_most_achievement_points_then_is_shared():
    lake = hood("W W W W\nW R1 P B")  # a water area of 5 spaces
    g = game_with([lake, lake], phase="over", cards=[[23], []], claims=[[1], [], []])
    scores = g.scores(None)
    assert scores.totals == (5, 5)  # Great Lake against "a building 4 high", first
    assert scores.winners == (1,)
    assert "broken by achievement points" in scores.outcome["en"]
    tied = game_with([hood("R1 B\nPt W"), hood("R1 B\nP Ws")], phase="over")
    assert tied.scores(None).winners == (0, 1)
    assert "Shared" in tied.scores(None).outcome["en"]
    alone = game_with([lake, hood("R1 B\nP Ws")], phase="over", cards=[[23], []])
    assert alone.scores(None).outcome["en"] == "{p0} wins with 5 VP."


# =================================================================================
# Information, undo, resample, saves
# =================================================================================
def test_the_view_is_json_and_shows_the_whole_table():
    g = to_round(new(3, seed=17))
    g = take(g, TILE_ROW, 1)
    view = g.view(1)
    assert json.loads(json.dumps(view)) == view
    assert view == g.view(None) == g.view(2)  # nothing is secret between players
    assert view["phase"] == "place" and view["hand_tile"] == g.hand_tile
    assert view["taken"] == [TILE_ROW, 1]
    picture = TILES[g.hand_tile].replace("/", " ").split()  # "TL TR / BL BR"
    assert view["tiles"][str(g.hand_tile)] == [LETTERS[c] for c in picture]
    assert set(view["cards"]) == {str(c) for c in g.offer_cards if c}
    assert [len(p["hood"]["tiles"]) for p in view["players"]] == [1, 1, 1]
    assert view["achievements"][0]["text"]["en"] == "A building 4 high."
    assert view["bag"] == g.bag and view["piles"] == g.piles()
    assert view["names"]["city"]["fr"] == "New York"
    assert view["names"]["sailboat"]["fr"] == "Voilier" and view["names"]["red"]["en"] == "red"


def test_placements_can_be_undone_until_a_reveal():
    g = to_round(new(3, seed=18))
    seat = g.to_act[0]
    took = g.apply(seat, {"type": "take", "row": PIECE_ROW, "slot": 0})
    after = took.apply(seat, {"type": "discard", "item": took.hand[0]})
    assert after.undoable(seat) == 2
    assert after.undo(seat) == took
    assert after.restart_turn(seat) == g


def test_resample_keeps_everything_but_the_seed():
    g = to_round(new(4, seed=19))
    twin = g.resample(0, random.Random(3))
    assert twin.seed != g.seed
    assert twin.view(0) == g.view(0) and twin.scores(0) == g.scores(0)
    twin.seed = g.seed
    assert twin == g


# =================================================================================
# Pinned deals: a changed deal would break every kept game (bump the save version)
# =================================================================================
@pytest.mark.parametrize(("seed", "start", "cards", "tiles", "features", "pieces"), [
    (0, 2, [13, 30, 12, None], [15, 33, 36, None],
     [["sailboat", "monument"], ["bandstand"], ["pier"], ["playground"]],
     [["green", "red", "yellow", "green"], ["green", "yellow", "red"],
      ["red", "blue", "blue"], []]),
    (1, 0, [8, 19, 24, None], [8, 16, 9, None],
     [["monument", "bandstand"], ["wild"], ["wild"], ["pier"]],
     [["red", "blue", "red", "red"], ["green", "green", "yellow"],
      ["yellow", "green", "red"], []]),
])
def test_cities_deals_are_pinned(seed, start, cards, tiles, features, pieces):
    g = new(3, seed)
    assert g.start_player == start
    g = to_round(g)
    assert (g.offer_cards, g.offer_tiles, g.offer_features, g.offer_pieces) == (
        cards, tiles, features, pieces)


def test_same_seed_same_game_and_the_city_does_not_change_the_deal():
    a, b = to_round(new(3, 21, city="rio")), to_round(new(3, 21, city="venice"))
    assert (a.offer_cards, a.offer_pieces) == (b.offer_cards, b.offer_pieces)
    assert len({repr(to_round(new(3, s)).offer_cards) for s in range(6)}) > 1
