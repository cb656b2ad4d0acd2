"""Sprawlopolis turns: set-up, placement legality, hand passing, views, the end."""

from __future__ import annotations

import json
import random

import pytest
from helpers import play_out, snapshot

from urbanistes.engine import IllegalAction
from urbanistes.sprawlopolis import Sprawlopolis
from urbanistes.sprawlopolis.city import card_blocks, footprint, placed_blocks

ALL_CARDS = set(range(1, 19))
PLAYERS = (1, 2, 3, 4)


def new(players: int = 1, seed: int = 0, difficulty: str = "normal") -> Sprawlopolis:
    return Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=seed)


def first_legal(game: Sprawlopolis) -> dict:
    return game.legal_actions()[0]


def random_legal(seed: int):
    rng = random.Random(seed)
    return lambda game: rng.choice(game.legal_actions())


def act(card: int, x: int, y: int, rot: int = 0) -> dict:
    return {"card": card, "x": x, "y": y, "rot": rot}


# =================================================================================
# Set-up
# =================================================================================
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", [0, 1, 7, 12345, 2**63 - 1])
def test_setup(players, seed):
    g = new(players, seed)
    # 3 scoring cards; the target is the sum of their numbers
    assert len(g.scoring) == len(set(g.scoring)) == 3
    assert g.target == sum(g.scoring)
    # first player 3 cards, every other player 1 (solo: 3)
    assert [len(h) for h in g.hands] == [3] + [1] * (players - 1)
    # the first card of the pile starts the city at (0, 0), unturned
    assert len(g.placements) == 1
    start, x, y, rot = g.placements[0]
    assert (x, y, rot) == (0, 0, 0)
    assert g.city == dict(placed_blocks(start, 0, 0, 0))
    assert set(g.city) == {(0, 0), (1, 0), (0, 1), (1, 1)}
    # 18 - 3 scoring = 15 city cards: start + hands (3 + players - 1) + pile
    #   -> pile 15 - 1 - 3 - (players - 1) = 12 - players: 11, 10, 9, 8
    assert len(g.pile) == 12 - players
    city_cards = [start] + [c for h in g.hands for c in h] + g.pile
    assert len(city_cards) == len(set(city_cards)) == 15
    # all 18 distinct; scoring cards are never dealt or drawn
    assert set(city_cards) | set(g.scoring) == ALL_CARDS
    assert not set(city_cards) & set(g.scoring)
    assert g.current_player == 0 and g.turn == 0 and g.history == []
    assert not g.is_over


def test_same_seed_same_deal_other_seeds_other_deals():
    def deal(game):
        return (game.scoring, game.placements, game.hands, game.pile)

    for players in PLAYERS:
        assert deal(new(players, 42)) == deal(new(players, 42))
    # 18 cards shuffle in 18! ways: 20 seeds giving one single deal would mean the seed
    # is ignored.
    assert len({repr(deal(new(2, s))) for s in range(20)}) > 1


def test_difficulty_does_not_change_the_deal():
    a, b, c = (new(3, 5, d) for d in ("normal", "easy", "hard"))
    assert (a.scoring, a.hands, a.pile) == (b.scoring, b.hands, b.pile) == (
        c.scoring, c.hands, c.pile)


@pytest.mark.parametrize("options", [
    {"players": 0}, {"players": 5}, {"players": "2"}, {"players": True},
    {"players": 2, "difficulty": "nightmare"}, {"players": 2, "colour": "red"},
])
def test_bad_options_refused(options):
    with pytest.raises(ValueError):
        Sprawlopolis.new(options, seed=0)


@pytest.mark.parametrize("seed", [-1, 2**63, 1.0, "1", None, True])
def test_bad_seed_refused(seed):
    with pytest.raises(ValueError):
        Sprawlopolis.new({"players": 1}, seed=seed)


def test_default_options():
    g = Sprawlopolis.new(None, seed=0)
    assert g.options == {"players": 1, "difficulty": "normal"}


# =================================================================================
# Placement legality (start card covers (0,0) (1,0) (0,1) (1,1))
# =================================================================================
SIDE_CONTACT = [(2, 0), (-2, 0), (0, 2), (0, -2), (2, -1), (2, 1), (-1, 2), (1, -2)]
COVERING = [(0, 0), (1, 1), (-1, -1), (1, 0), (0, -1), (-1, 1)]
CORNER_ONLY = [(2, 2), (-2, -2), (2, -2), (-2, 2)]
FAR = [(0, 3), (3, 0), (5, 5), (-3, 1), (100, -100)]


@pytest.mark.parametrize("origin", SIDE_CONTACT + COVERING)
@pytest.mark.parametrize("rot", [0, 180])
def test_touching_or_covering_is_legal(origin, rot):
    g = new(1, 3)
    card = g.hands[0][1]
    action = act(card, *origin, rot)
    assert g.is_legal(action) and action in g.legal_actions()
    after = g.apply(action)
    assert after.placements[-1] == (card, *origin, rot)


@pytest.mark.parametrize("origin", CORNER_ONLY + FAR)
def test_corner_only_or_far_away_is_refused(origin):
    g = new(1, 3)
    action = act(g.hands[0][0], *origin)
    assert not g.is_legal(action) and action not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(action)


def test_legal_actions_count_on_the_start_card():
    # Origins touching the 2x2 start square: 3 x 3 that overlap it (x, y in -1..1) plus
    # 3 on each of its 4 sides without overlap = 21; x 3 cards x 2 rotations = 126.
    g = new(1, 3)
    origins = {(a["x"], a["y"]) for a in g.legal_actions()}
    assert len(origins) == 21
    assert len(g.legal_actions()) == 126
    assert {a["rot"] for a in g.legal_actions()} == {0, 180}
    assert {a["card"] for a in g.legal_actions()} == set(g.hands[0])


def test_legal_actions_agree_with_is_legal_everywhere():
    g = new(2, 9)
    for _ in range(5):  # a few turns in, with a less regular city
        g = g.apply(random_legal(1)(g))
    legal = g.legal_actions()
    xs = [p[0] for p in g.city]
    ys = [p[1] for p in g.city]
    cards = g.hands[g.current_player] + g.pile[:1] + list(g.scoring)
    for card in cards:
        for x in range(min(xs) - 4, max(xs) + 4):
            for y in range(min(ys) - 4, max(ys) + 4):
                for rot in (0, 90, 180):
                    a = act(card, x, y, rot)
                    # the placement rule, straight from the rulebook
                    cells = footprint(x, y)
                    touching = any(
                        c in g.city or any(
                            (c[0] + dx, c[1] + dy) in g.city
                            for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))
                        )
                        for c in cells
                    )
                    expected = (card in g.hands[g.current_player] and rot in (0, 180)
                                and touching)
                    assert g.is_legal(a) == expected == (a in legal), a


@pytest.mark.parametrize("rot", [90, 270, -180, 360])
def test_only_two_orientations(rot):
    g = new(1, 3)
    with pytest.raises(IllegalAction):
        g.apply(act(g.hands[0][0], 2, 0, rot))


def test_card_not_in_hand_refused():
    g = new(2, 3)
    mine = g.hands[0]
    others = [g.pile[0], g.hands[1][0], g.scoring[0], g.placements[0][0], 0, 19]
    for card in others:
        assert card not in mine
        with pytest.raises(IllegalAction):
            g.apply(act(card, 2, 0))


@pytest.mark.parametrize("rot", [0, 180])
def test_a_card_always_lands_on_top(rot):
    g = new(1, 4)
    start = g.placements[0][0]
    card = g.hands[0][0]
    after = g.apply(act(card, 1, 1, rot))
    new_tl, new_tr, new_bl, new_br = card_blocks(card, rot)
    s_tl, s_tr, s_bl, _ = card_blocks(start, 0)
    # (1,1) was the start card's BR: now the new card's TL shows there
    assert after.city[(1, 1)] == new_tl
    assert after.city[(2, 1)] == new_tr
    assert after.city[(1, 2)] == new_bl
    assert after.city[(2, 2)] == new_br
    # the uncovered part of the start card is untouched
    assert [after.city[p] for p in ((0, 0), (1, 0), (0, 1))] == [s_tl, s_tr, s_bl]
    assert len(after.city) == 4 + 3  # 4 + 4 blocks, 1 covered


def test_covering_a_whole_card_is_allowed():
    g = new(1, 4)
    card = g.hands[0][0]
    after = g.apply(act(card, 0, 0, 180))
    assert after.city == dict(placed_blocks(card, 0, 0, 180))
    assert len(after.placements) == 2  # the start card still counts as placed


def test_empty_spaces_may_be_left_in_the_city():
    # "Vous pouvez créer des espaces vides dans votre ville": start card on x 0..1,
    # y 0..1; a card at (2, 1) touches (1, 1) by a side; a card at (1, 3) touches
    # (2, 2) by a side. Cells (0, 2) and (1, 2) stay empty, (1, 2) walled in on 3 sides.
    g = new(1, 4)
    a, b = g.hands[0][:2]
    g = g.apply(act(a, 2, 1)).apply(act(b, 1, 3))
    assert (0, 2) not in g.city and (1, 2) not in g.city
    assert {(1, 1), (2, 2), (1, 3)} <= set(g.city)
    assert len(g.placements) == 3


@pytest.mark.parametrize("bad", [
    None, "card", [1, 0, 0, 0], 42,
    {},
    {"card": 1, "x": 0, "y": 0},                           # missing key
    {"card": 1, "x": 0, "y": 0, "rot": 0, "extra": 1},     # extra key
    {"card": "1", "x": 0, "y": 0, "rot": 0},               # wrong types
    {"card": 1, "x": 0.0, "y": 0, "rot": 0},
    {"card": 1, "x": True, "y": 0, "rot": 0},
    {"card": 1, "x": 0, "y": None, "rot": 0},
])
def test_malformed_actions_refused(bad):
    g = new(1, 3)
    before, save = snapshot(g)
    with pytest.raises(IllegalAction):
        g.apply(bad)
    assert g == before and g.to_save() == save


def test_illegal_actions_leave_the_state_exactly_unchanged():
    g = new(3, 11)
    for _ in range(4):
        g = g.apply(random_legal(2)(g))
    before, save = snapshot(g)
    seat = g.current_player
    card = g.hands[seat][0]
    not_mine = g.hands[(seat + 1) % 3][0]
    x0 = min(p[0] for p in g.city)
    illegal = [
        act(card, x0 - 10, 0),       # far away
        act(card, 0, 0, 90),         # portrait
        act(not_mine, 0, 0),         # a card from someone else's hand
        act(g.pile[0], 0, 0),        # the visible pile top
        {"card": card},              # malformed
    ]
    for action in illegal:
        with pytest.raises(IllegalAction):
            g.apply(action)
        assert g == before, action
        assert g.to_save() == save, action
        assert g.legal_actions() == before.legal_actions()


def test_apply_returns_a_new_state_and_keeps_the_old_one():
    g = new(2, 5)
    before, save = snapshot(g)
    after = g.apply(first_legal(g))
    assert g == before and g.to_save() == save
    assert after is not g and len(after.placements) == 2 and len(after.history) == 1
    assert after.history == [first_legal(g)]


# =================================================================================
# Hand passing
# =================================================================================
@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_turn_passes_two_cards_left_and_draws(players):
    g = new(players, 21)
    h0, h1 = list(g.hands[0]), list(g.hands[1])
    others = [list(h) for h in g.hands[2:]]
    top = g.pile[0]
    played, *kept = h0
    after = g.apply(act(played, 2, 0))
    # "Il donne ensuite ses 2 cartes restantes à son voisin de gauche puis prend la
    # première carte de la pioche ... C'est maintenant à son voisin de gauche, qui a
    # 3 cartes en main, de jouer."
    assert after.hands[0] == [top]
    assert sorted(after.hands[1]) == sorted(h1 + kept)
    assert [sorted(h) for h in after.hands[2:]] == [sorted(h) for h in others]
    assert after.pile == g.pile[1:]
    assert after.current_player == 1


def test_passing_wraps_around_the_table():
    # 3 players: seat 2's left neighbour is seat 0.
    g = new(3, 8)
    for _ in range(2):
        g = g.apply(first_legal(g))
    assert g.current_player == 2 and len(g.hands[2]) == 3
    h0 = list(g.hands[0])
    card = sorted(g.hands[2])[0]
    kept = [c for c in g.hands[2] if c != card]
    after = g.apply(act(card, 2, 0))
    assert sorted(after.hands[0]) == sorted(h0 + kept)
    assert after.current_player == 0


def model_turn(hands, pile, seat, card, players):
    """The rulebook's turn, written independently of the game code.

    Play ``card``; with 2+ players give every remaining card to the left neighbour; draw
    the pile's first card if there is one. Next: the left neighbour (solo: oneself).
    """
    hands = [list(h) for h in hands]
    pile = list(pile)
    hands[seat].remove(card)
    if players > 1:
        hands[(seat + 1) % players] += hands[seat]
        hands[seat] = []
    if pile:
        hands[seat].append(pile.pop(0))
    return hands, pile, (seat + 1) % players


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_whole_game_follows_the_rulebook_turn(players, seed):
    g = new(players, seed)
    choose = random_legal(seed)
    hands, pile, seat = [list(h) for h in g.hands], list(g.pile), 0
    turns = 0
    while not g.is_over:
        assert g.current_player == seat
        assert sorted(g.hands[seat]) == sorted(hands[seat])
        if g.pile:  # while the pile lasts: the player to act has 3, the others 1
            expected = [1] * players
            expected[seat] = 3
            assert [len(h) for h in g.hands] == expected
        action = choose(g)
        hands, pile, seat = model_turn(hands, pile, seat, action["card"], players)
        g = g.apply(action)
        turns += 1
        assert [sorted(h) for h in g.hands] == [sorted(h) for h in hands]
        assert g.pile == pile
    # every one of the 15 cards ends up in the city; no card is left anywhere
    assert turns == 14 and len(g.placements) == 15
    assert all(h == [] for h in g.hands) and g.pile == []
    assert sorted(c for c, *_ in g.placements) == sorted(ALL_CARDS - set(g.scoring))


# Hand sizes before each turn once the pile is empty, worked out by hand:
#   the pile holds 12 - players cards, one drawn per turn, so it runs out after turn
#   12 - players; then each player plays one card and hands the rest to the left.
AFTER_THE_PILE = {
    # players: [(turn number, seat to act, hand sizes before the turn), ...]
    1: [(12, 0, [3]), (13, 0, [2]), (14, 0, [1])],
    2: [(11, 0, [3, 1]), (12, 1, [0, 3]), (13, 0, [2, 0]), (14, 1, [0, 1])],
    3: [(10, 0, [3, 1, 1]), (11, 1, [0, 3, 1]), (12, 2, [0, 0, 3]), (13, 0, [2, 0, 0]),
        (14, 1, [0, 1, 0])],
    4: [(9, 0, [3, 1, 1, 1]), (10, 1, [0, 3, 1, 1]), (11, 2, [0, 0, 3, 1]),
        (12, 3, [0, 0, 0, 3]), (13, 0, [2, 0, 0, 0]), (14, 1, [0, 1, 0, 0])],
}


@pytest.mark.parametrize("players", PLAYERS)
def test_cards_keep_moving_after_the_pile_runs_out(players):
    states = play_out(new(players, 99), first_legal)
    assert len(states) == 15  # the start state, then one state per turn 1..14
    for turn, seat, sizes in AFTER_THE_PILE[players]:
        before = states[turn - 1]
        assert before.pile == []
        assert before.current_player == seat, turn
        assert [len(h) for h in before.hands] == sizes, turn
    end = states[-1]
    assert end.is_over and all(h == [] for h in end.hands)


def test_solo_keeps_three_cards_until_the_pile_is_empty():
    states = play_out(new(1, 31), first_legal)
    # turns 1..11 start with 3 cards and a non-empty pile; then 3, 2, 1 with none left
    sizes = [len(s.hands[0]) for s in states[:-1]]
    assert sizes == [3] * 12 + [2, 1]
    assert [len(s.pile) for s in states[:-1]] == list(range(11, -1, -1)) + [0, 0]
    assert all(s.current_player == 0 for s in states[:-1])


# =================================================================================
# What each player sees
# =================================================================================
def test_view_hides_other_hands():
    g = new(3, 17)
    v = g.view(1)
    assert v["hands"] == [3, sorted(g.hands[1]), 1]
    assert v["pile_top"] == g.pile[0]
    assert v["pile_count"] == len(g.pile)
    assert v["scoring"] == list(g.scoring) and v["target"] == g.target
    assert v["current_player"] == 0
    assert v["placements"] == [list(p) for p in g.placements]
    json.dumps(v)  # JSON-able
    # a spectator sees counts only
    assert g.view(None)["hands"] == [3, 1, 1]
    # nothing in another player's view tells seat 1's cards apart from the rest
    assert g.view(0)["hands"][1] == 1 and g.view(2)["hands"][1] == 1


def test_view_deep_data_is_json_and_not_the_live_state():
    g = new(2, 17)
    v = g.view(0)
    v["hands"][0].append(99)
    v["placements"][0][0] = 99
    assert 99 not in g.hands[0] and g.placements[0][0] != 99


def test_view_at_the_end():
    end = play_out(new(2, 4), first_legal)[-1]
    v = end.view(0)
    assert v["pile_top"] is None and v["pile_count"] == 0
    assert v["hands"] == [[], 0]
    assert v["current_player"] is None
    assert len(v["placements"]) == 15


# =================================================================================
# The end of the game
# =================================================================================
def test_game_over_after_15_cards():
    states = play_out(new(2, 6), first_legal)
    assert [len(s.placements) for s in states] == list(range(1, 16))
    assert all(not s.is_over for s in states[:-1])
    end = states[-1]
    assert end.is_over and end.current_player is None
    assert end.legal_actions() == []
    # even an action that was legal a turn earlier is refused now
    last = states[-2].legal_actions()[0]
    assert not end.is_legal(last)
    before, save = snapshot(end)
    with pytest.raises(IllegalAction):
        end.apply(last)
    assert end == before and end.to_save() == save


@pytest.mark.parametrize("difficulty", ["normal", "easy", "hard"])
def test_final_outcome_is_win_iff_total_reaches_target(difficulty):
    for seed in range(6):
        end = play_out(new(2, seed, difficulty), random_legal(seed))[-1]
        s = end.scores()
        (total,) = s.totals
        assert total == sum(line.points for line in s.sheets[0].lines)
        assert (s.winners == (0, 1)) == (total >= end.target)
        assert s.winners in ((), (0, 1))
