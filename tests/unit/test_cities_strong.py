"""Cities' strong bot and the normal bot's plan for a hand (legality, purity and honesty
are in the conformance suite; strength and thinking time in benchmarks/bench_bots.py)."""

from __future__ import annotations

from cities_helpers import hood, new, to_round
from test_cities_bots import placing

from urbanistes.cities.bots import NormalBot
from urbanistes.cities.game import ROWS, Cities
from urbanistes.cities.strong import POLICY, Denying, Takes, left_over
from urbanistes.engine import Action
from urbanistes.search import StrongBot

#: Four empty city spaces (red one by the water), three 1-high buildings: a red piece
#: on the red space completes a colour set.
SHARED = "R W G1 Y1\nB1 P P B"


def turn_of(game: Cities, seat: int) -> list[Action]:
    """The normal bot's moves until its hand is empty."""
    moves = []
    while game.phase == "place" and game.turn == seat:
        move = NormalBot().choose(game, seat)
        moves.append(move)
        game = game.apply(seat, move)
    return moves


def test_normal_leaves_the_shared_space_to_the_item_that_needs_it():
    # card 1: a colour set of buildings; the monument may go on the blue space too
    g = placing([hood(SHARED), hood("R B\nP W")], 0, ["monument", "red"], cards=[[1], []])
    moves = turn_of(g, 0)
    assert {"type": "place", "item": "red", "x": 0, "y": 0} in moves
    assert all(m["type"] == "place" for m in moves)


def test_normal_gives_the_shared_space_to_the_item_worth_more_there():
    # card 27: a monument by the water is worth more than the colour set
    g = placing([hood(SHARED), hood("R B\nP W")], 0, ["monument", "red"],
                cards=[[1, 27], []])
    moves = turn_of(g, 0)
    assert moves[0] == {"type": "place", "item": "monument", "x": 0, "y": 0}
    assert moves[1] == {"type": "discard", "item": "red"}


def test_normal_discards_first_what_fits_nowhere():
    # nothing gains: a yellow piece has no space at all, a red one only a useless one
    g = placing([hood("R1 W\nP W"), hood("R B\nP W")], 0, ["red", "yellow"],
                cards=[[], []], round=4, claims=[[0], [0], [0]])
    assert NormalBot().choose(g, 0) == {"type": "discard", "item": "yellow"}


def last_pick() -> tuple[Cities, int]:
    """The last round, a seat's last turn: four skyscrapers, and card 8 (3 VP per
    building 4 high) on the board."""
    g = to_round(new(3, seed=4))
    seat = g.to_act[0]
    g.round = 8
    g.hoods[seat] = hood("R4 B4\nG4 Y4")
    for row in (1, 2, 3):  # every worker is out but one each on the card row
        g.workers[row][:3] = [seat, (seat + 1) % 3, (seat + 2) % 3]
    g.turns_done = 9
    g.offer_cards = [13, 8, 21, None]
    return g, seat


def test_strong_takes_the_card_worth_most_on_its_last_pick():
    g, seat = last_pick()
    assert StrongBot(POLICY, budget=40).choose(g, seat) == {"type": "take", "row": 0,
                                                            "slot": 1}


def test_strong_searches_a_few_takes_and_places_by_plan():
    g = to_round(new(2, seed=2))
    seat = g.to_act[0]
    legal = g.legal_actions(seat)
    searched = POLICY.candidates(g, seat)
    assert len(searched) <= ROWS < len(legal)
    assert all(a in legal for a in searched)
    assert NormalBot().choose(g, seat) in searched
    g, seat = last_pick()
    assert {"type": "take", "row": 0, "slot": 1} in POLICY.candidates(g, seat)
    g = placing([hood(SHARED), hood("R B\nP W")], 0, ["monument", "red"], cards=[[1], []])
    assert POLICY.candidates(g, 0) == [NormalBot().choose(g, 0)]


def test_strong_values_a_lead_and_a_finished_win():
    g = to_round(new(2, seed=2))
    g.hoods = [hood("R4 B4\nG4 Y4"), hood("R B\nP W")]
    g.cards = [[8], []]
    ahead, behind = Takes().evaluate(g)
    assert ahead > 0.5 > behind


def rival_wants_a_card(players: int) -> tuple[Cities, int]:
    """The last round; a seat's last worker goes on the card row, where card 8 (3 VP
    per building 4 high) is worth 12 VP to a rival with four skyscrapers and nothing
    to the seat, whose best is the face-down card (its red building may grow)."""
    g = to_round(new(players, seed=4))
    seat = g.to_act[0]
    rival = (seat + 1) % players
    g.round = g.rounds
    g.hoods[rival] = hood("R4 B4\nG4 Y4")
    g.hoods[seat] = hood("R1 B1\nP W")
    others = [(seat + k) % players for k in range(1, players)]
    for row in (1, 2, 3):  # only the card row is left to the seat
        g.workers[row][:g.per_row * players] = [s for s in (seat, *others)
                                                for _ in range(g.per_row)]
    g.offer_cards = [13, 8, 21, None]
    return g, seat


def test_strong_lead_denies_the_rival_the_card_they_need_at_two_players():
    g, seat = rival_wants_a_card(2)
    assert NormalBot().choose(g, seat) == {"type": "take", "row": 0, "slot": 3}
    assert Denying().choose(g, seat) == {"type": "take", "row": 0, "slot": 1}


def test_strong_lead_denies_nobody_at_three_players():
    # the third player would gain as much as the seat from the denial
    g, seat = rival_wants_a_card(3)
    assert Denying().choose(g, seat) == NormalBot().choose(g, seat) == {
        "type": "take", "row": 0, "slot": 3}


def test_strong_lead_expects_the_rival_to_take_their_own_favourites():
    # the seat's values, best first (value, tie, slot); the rival wants slot 1 most
    ranked = [(5.0, 0.0, 0), (4.0, 0.0, 1), (1.0, 0.0, 2)]
    rival = {0: 1.0, 1: 9.0, 2: 0.0}
    assert left_over(ranked, rival, 1) == 5.0  # slot 0 is still there
    assert left_over(ranked, rival, 2) == 1.0
    assert left_over(ranked, rival, 3) == 0.0  # nothing left
    assert left_over(ranked, {}, 1) == 4.0  # unknown: the seat's own best goes first
