"""Sprawlopolis turns: set-up, placement legality, hand passing, views, the end."""

from __future__ import annotations

import random

import pytest
from helpers import legal, play, play_out

from urbanistes.engine import CHANCE, IllegalAction
from urbanistes.sprawlopolis.city import card_blocks, footprint, placed_blocks
from urbanistes.sprawlopolis.game import Sprawlopolis

ALL_CARDS = set(range(1, 19))
PLAYERS = (1, 2, 3, 4)


def new(players: int = 1, seed: int = 0, difficulty: str = "normal") -> Sprawlopolis:
    return Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=seed)


def first_legal(game: Sprawlopolis) -> dict:
    return legal(game)[0]


def random_legal(seed: int):
    rng = random.Random(seed)
    return lambda game: rng.choice(legal(game))


def pile_cards(game: Sprawlopolis) -> list[int]:
    """Every card left in the pile: the face-up top, then the face-down ones."""
    return ([game.pile_top] if game.pile_top is not None else []) + game.pile


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
    #   -> pile 15 - 1 - 3 - (players - 1) = 12 - players: 11, 10, 9, 8, its top face up
    assert len(pile_cards(g)) == 12 - players and g.pile_top is not None
    city_cards = [start] + [c for h in g.hands for c in h] + pile_cards(g)
    assert len(city_cards) == len(set(city_cards)) == 15
    # all 18 distinct; scoring cards are never dealt or drawn
    assert set(city_cards) | set(g.scoring) == ALL_CARDS
    assert not set(city_cards) & set(g.scoring)
    assert g.to_act == (0,) and g.turn == 0 and g.history == []
    assert not g.is_over and not g.is_chance


def test_same_seed_same_deal_other_seeds_other_deals():
    def deal(game):
        return (game.scoring, game.placements, game.hands, game.pile_top, game.pile)

    for players in PLAYERS:
        assert deal(new(players, 42)) == deal(new(players, 42))
    # 18 cards shuffle in 18! ways: 20 seeds giving one single deal would mean the seed
    # is ignored.
    assert len({repr(deal(new(2, s))) for s in range(20)}) > 1


def test_difficulty_does_not_change_the_deal():
    a, b, c = (new(3, 5, d) for d in ("normal", "easy", "hard"))
    assert (a.scoring, a.hands, pile_cards(a)) == (b.scoring, b.hands, pile_cards(b)) == (
        c.scoring, c.hands, pile_cards(c))


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
    assert g.options == {"players": 1, "difficulty": "normal", "scoring": "deal"}


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
    assert g.is_legal(0, action) and action in legal(g)
    after = play(g, action)
    assert after.placements[-1] == (card, *origin, rot)


@pytest.mark.parametrize("origin", CORNER_ONLY + FAR)
def test_corner_only_or_far_away_is_refused(origin):
    g = new(1, 3)
    action = act(g.hands[0][0], *origin)
    assert not g.is_legal(0, action) and action not in legal(g)
    with pytest.raises(IllegalAction):
        g.apply(0, action)


def test_legal_actions_count_on_the_start_card():
    # Origins touching the 2x2 start square: 3 x 3 that overlap it (x, y in -1..1) plus
    # 3 on each of its 4 sides without overlap = 21; x 3 cards x 2 rotations = 126.
    g = new(1, 3)
    origins = {(a["x"], a["y"]) for a in legal(g)}
    assert len(origins) == 21
    assert len(legal(g)) == 126
    assert {a["rot"] for a in legal(g)} == {0, 180}
    assert {a["card"] for a in legal(g)} == set(g.hands[0])


def test_legal_actions_agree_with_is_legal_everywhere():
    g = new(2, 9)
    for _ in range(5):  # a few turns in, with a less regular city
        g = play(g, random_legal(1)(g))
    actions = legal(g)
    seat = g.turn
    xs = [p[0] for p in g.city]
    ys = [p[1] for p in g.city]
    cards = g.hands[seat] + [g.pile_top] + list(g.scoring)
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
                    expected = card in g.hands[seat] and rot in (0, 180) and touching
                    assert g.is_legal(seat, a) == expected == (a in actions), a


@pytest.mark.parametrize("rot", [90, 270, -180, 360])
def test_only_two_orientations(rot):
    g = new(1, 3)
    with pytest.raises(IllegalAction):
        g.apply(0, act(g.hands[0][0], 2, 0, rot))


def test_card_not_in_hand_refused():
    g = new(2, 3)
    mine = g.hands[0]
    others = [g.pile_top, g.pile[0], g.hands[1][0], g.scoring[0], g.placements[0][0], 0, 19]
    for card in others:
        assert card not in mine
        with pytest.raises(IllegalAction):
            g.apply(0, act(card, 2, 0))


@pytest.mark.parametrize("rot", [0, 180])
def test_a_card_always_lands_on_top(rot):
    g = new(1, 4)
    start = g.placements[0][0]
    card = g.hands[0][0]
    after = play(g, act(card, 1, 1, rot))
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
    after = play(g, act(card, 0, 0, 180))
    assert after.city == dict(placed_blocks(card, 0, 0, 180))
    assert len(after.placements) == 2  # the start card still counts as placed


def test_empty_spaces_may_be_left_in_the_city():
    # "Vous pouvez créer des espaces vides dans votre ville": start card on x 0..1,
    # y 0..1; a card at (2, 1) touches (1, 1) by a side; a card at (1, 3) touches
    # (2, 2) by a side. Cells (0, 2) and (1, 2) stay empty, (1, 2) walled in on 3 sides.
    g = new(1, 4)
    a, b = g.hands[0][:2]
    g = play(play(g, act(a, 2, 1)), act(b, 1, 3))
    assert (0, 2) not in g.city and (1, 2) not in g.city
    assert {(1, 1), (2, 2), (1, 3)} <= set(g.city)
    assert len(g.placements) == 3


def test_laying_deals_the_next_top_card_by_chance():
    """Laying a card hands the face-up top to the player; the next top is chance's."""
    g = new(1, 3)
    top, face_down = g.pile_top, list(g.pile)
    laid = g.apply(0, act(g.hands[0][0], 2, 0))
    assert top in laid.hands[0] and laid.pile_top is None
    assert laid.is_chance and laid.to_act == ()
    assert [o["card"] for o, w in laid.chance_outcomes()] == face_down
    assert all(w == 1 for _, w in laid.chance_outcomes())
    for outcome, _ in laid.chance_outcomes()[:3]:  # any of them may come up
        dealt = laid.apply(CHANCE, outcome)
        assert dealt.pile_top == outcome["card"] and outcome["card"] not in dealt.pile
        assert dealt.to_act == (0,)


# =================================================================================
# Hand passing
# =================================================================================
@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_turn_passes_two_cards_left_and_draws(players):
    g = new(players, 21)
    h0, h1 = list(g.hands[0]), list(g.hands[1])
    others = [list(h) for h in g.hands[2:]]
    top, face_down = g.pile_top, list(g.pile)
    played, *kept = h0
    after = play(g, act(played, 2, 0))
    # "Il donne ensuite ses 2 cartes restantes à son voisin de gauche puis prend la
    # première carte de la pioche ... C'est maintenant à son voisin de gauche, qui a
    # 3 cartes en main, de jouer."
    assert after.hands[0] == [top]
    assert sorted(after.hands[1]) == sorted(h1 + kept)
    assert [sorted(h) for h in after.hands[2:]] == [sorted(h) for h in others]
    assert sorted([after.pile_top, *after.pile]) == face_down  # a new top, face up
    assert after.to_act == (1,)


def test_passing_wraps_around_the_table():
    # 3 players: seat 2's left neighbour is seat 0.
    g = new(3, 8)
    for _ in range(2):
        g = play(g, first_legal(g))
    assert g.to_act == (2,) and len(g.hands[2]) == 3
    h0 = list(g.hands[0])
    card = sorted(g.hands[2])[0]
    kept = [c for c in g.hands[2] if c != card]
    after = play(g, act(card, 2, 0))
    assert sorted(after.hands[0]) == sorted(h0 + kept)
    assert after.to_act == (0,)


def model_turn(hands, top, seat, card, players):
    """The rulebook's turn, written independently of the game code.

    Play ``card``; with 2+ players give every remaining card to the left neighbour; draw
    the pile's face-up top if there is one. Next: the left neighbour (solo: oneself).
    """
    hands = [list(h) for h in hands]
    hands[seat].remove(card)
    if players > 1:
        hands[(seat + 1) % players] += hands[seat]
        hands[seat] = []
    if top is not None:
        hands[seat].append(top)
    return hands, (seat + 1) % players


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_whole_game_follows_the_rulebook_turn(players, seed):
    g = new(players, seed)
    choose = random_legal(seed)
    hands, seat = [list(h) for h in g.hands], 0
    turns = 0
    while not g.is_over:
        assert g.to_act == (seat,)
        assert sorted(g.hands[seat]) == sorted(hands[seat])
        if g.pile_top is not None:  # while the pile lasts: 3 for the player to act, 1 else
            expected = [1] * players
            expected[seat] = 3
            assert [len(h) for h in g.hands] == expected
        action = choose(g)
        hands, seat = model_turn(hands, g.pile_top, seat, action["card"], players)
        face_down = list(g.pile)
        g = play(g, action)
        turns += 1
        assert [sorted(h) for h in g.hands] == [sorted(h) for h in hands]
        # the next top came from the face-down cards
        assert sorted(pile_cards(g)) == face_down
    # every one of the 15 cards ends up in the city; no card is left anywhere
    assert turns == 14 and len(g.placements) == 15
    assert all(h == [] for h in g.hands) and pile_cards(g) == []
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
        assert pile_cards(before) == []
        assert before.to_act == (seat,), turn
        assert [len(h) for h in before.hands] == sizes, turn
    end = states[-1]
    assert end.is_over and all(h == [] for h in end.hands)


def test_solo_keeps_three_cards_until_the_pile_is_empty():
    states = play_out(new(1, 31), first_legal)
    # turns 1..11 start with 3 cards and a non-empty pile; then 3, 2, 1 with none left
    sizes = [len(s.hands[0]) for s in states[:-1]]
    assert sizes == [3] * 12 + [2, 1]
    assert [len(pile_cards(s)) for s in states[:-1]] == [*list(range(11, -1, -1)), 0, 0]
    assert all(s.to_act == (0,) for s in states[:-1])


# =================================================================================
# What each player sees
# =================================================================================
def test_view_hides_other_hands():
    g = new(3, 17)
    v = g.view(1)
    assert v["hand"] == sorted(g.hands[1]) and v["hand_sizes"] == [3, 1, 1]
    assert v["pile_top"] == g.pile_top
    assert v["pile_count"] == len(g.pile) + 1
    assert v["scoring"] == list(g.scoring) and v["target"] == g.target
    assert v["to_act"] == [0]
    assert v["placements"] == [list(p) for p in g.placements]
    # a spectator sees sizes only, and nothing shows the face-down cards
    assert g.view(None)["hand"] is None and g.view(None)["hand_sizes"] == [3, 1, 1]
    assert all(c not in str(g.view(0)) for c in map(str, g.pile) if len(c) == 2)


def test_resample_deals_anew_what_a_seat_cannot_see():
    g = new(3, 17)
    hidden = sorted(g.hands[0] + g.hands[2] + g.pile)
    deals = set()
    for k in range(10):
        twin = g.resample(1, random.Random(k))
        assert twin.view(1) == g.view(1)
        assert twin.hands[1] == g.hands[1] and twin.pile_top == g.pile_top
        assert sorted(twin.hands[0] + twin.hands[2] + twin.pile) == hidden
        assert [len(h) for h in twin.hands] == [len(h) for h in g.hands]
        deals.add((tuple(twin.hands[0]), tuple(twin.hands[2])))
    assert len(deals) > 1


def test_view_deep_data_is_not_the_live_state():
    g = new(2, 17)
    v = g.view(0)
    v["hand"].append(99)
    v["placements"][0][0] = 99
    assert 99 not in g.hands[0] and g.placements[0][0] != 99


def test_view_at_the_end():
    end = play_out(new(2, 4), first_legal)[-1]
    v = end.view(0)
    assert v["pile_top"] is None and v["pile_count"] == 0
    assert v["hand"] == [] and v["hand_sizes"] == [0, 0]
    assert v["to_act"] == []
    assert len(v["placements"]) == 15


# =================================================================================
# Undo: a laid card is taken back until the next card is drawn
# =================================================================================
def test_solo_undo_before_the_draw():
    g = new(1, 5)
    laid = g.apply(0, first_legal(g))
    assert laid.is_chance and laid.undoable(0) == 1
    assert laid.undo(0) == g
    drawn = laid.settle()
    assert drawn.undoable(0) == 0  # the next card is on the table: no way back
    with pytest.raises(IllegalAction):
        drawn.undo(0)


def test_solo_moves_after_the_last_reveal_can_all_be_taken_back():
    # 11 cards in the pile, its top face up: turn 10 reveals the last face-down card;
    # turn 11 only takes that known top card, so from turn 11 on nothing new is seen.
    states = play_out(new(1, 4), first_legal)
    last_reveal = states[10]
    assert len(pile_cards(last_reveal)) == 1 and last_reveal.undoable(0) == 0
    end = states[-1]
    assert end.is_over and end.undoable(0) == 4
    assert end.restart_turn(0) == last_reveal
    assert end.undo(0) == states[-2]


def test_with_others_at_the_table_a_laid_card_is_shown_and_stays():
    g = new(3, 2)
    laid = g.apply(0, first_legal(g))
    assert laid.undoable(0) == 0  # it came out of a secret hand: everybody has seen it


# =================================================================================
# The end of the game
# =================================================================================
def test_game_over_after_15_cards():
    states = play_out(new(2, 6), first_legal)
    assert [len(s.placements) for s in states] == list(range(1, 16))
    assert all(not s.is_over for s in states[:-1])
    end = states[-1]
    assert end.is_over and end.to_act == () and not end.is_chance
    assert end.legal_actions(0) == end.legal_actions(1) == []
    # even an action that was legal a turn earlier is refused now
    last = legal(states[-2])[0]
    assert not end.is_legal(1, last)
    with pytest.raises(IllegalAction):
        end.apply(1, last)


@pytest.mark.parametrize("difficulty", ["normal", "easy", "hard"])
def test_final_outcome_is_win_iff_total_reaches_target(difficulty):
    for seed in range(6):
        end = play_out(new(2, seed, difficulty), random_legal(seed))[-1]
        s = end.scores(0)
        (total,) = s.totals
        assert total == sum(line.points for line in s.sheets[0].lines)
        assert (s.winners == (0, 1)) == (total >= end.target)
        assert s.winners in ((), (0, 1))
