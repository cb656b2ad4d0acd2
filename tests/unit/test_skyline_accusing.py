"""Skyline bots accuse a suspected Emploi fictif at the end of the game when their own
standing makes the penalty cheap: a seat that leads by more than it accuses its prime
suspect with odds it would not risk in a close race, and never before the last rounds."""

from __future__ import annotations

from skyline_helpers import full_parking, full_tower, new, roll, sheet

from urbanistes.skyline.bots import (
    NormalBot,
    last_chance,
    late_worth,
    margin,
    prime_suspect,
    threshold,
    worth_accusing,
)
from urbanistes.skyline.game import Skyline
from urbanistes.skyline.strong import POLICY


def position(lead: bool) -> Skyline:
    """4 players, round 12 of a game; seats 1 and 2 never announced anything. With
    ``lead``, seat 0 (Chemin de Traverse) has its two top pairs complete and circled,
    one pair from the end of the game, and three more towers built, seat 3 circled the
    first bubble: seat 0 is far ahead of what the record shows of anyone else. Without,
    seat 0 has only its top pair, and seat 3 circled the third and fifth bubbles: one
    pair from the end and ahead, as far as seat 0 can tell."""
    game = new(4, ["traverse", "rene", "paix", "karin"])
    if lead:
        columns = {"t5": full_tower(4), "p5": full_parking(4), "t6": full_tower(5),
                   "p6": full_parking(5), "t2": full_tower(1), "t3": full_tower(2),
                   "t4": full_tower(3)}
        game.claims = [(3,), (), (), (), (0,), (0,)]
    else:
        columns = {"t6": full_tower(5), "p6": full_parking(5), "t2": full_tower(1)}
        game.claims = [(), (), (3,), (), (3,), (0,)]
    game.sheets[0] = sheet("traverse", **columns)
    game.claim_rounds = [9 if c else 0 for c in game.claims]
    game.round = 12
    game.log = [(4, 4, 4, 4)] * 11
    game.throwers = [0] * 11
    return roll(game, [1, 2, 3, 4, 5])


def test_the_last_chance_is_seen_from_the_record_and_the_own_sheet():
    early = roll(new(4, ["traverse", "rene", "paix", "karin"]), [1, 2, 3, 4, 5])
    assert not last_chance(early, 0)
    assert last_chance(position(lead=True), 0)  # its own sheet is one pair from the end
    assert last_chance(position(lead=False), 1)  # seat 3 is one bubble from the end


def test_a_leader_accuses_its_prime_suspect_at_the_end():
    game = position(lead=True)
    suspect = prime_suspect(game, 0)
    assert suspect is not None and suspect[0] in (1, 2)
    assert suspect[1] < threshold(4)  # the odds alone would not do
    assert margin(game, 0) > 10
    accusation = {"type": "accuse", "seat": suspect[0]}
    assert worth_accusing(game, 0) == accusation
    assert NormalBot().choose(game, 0) == accusation
    assert POLICY.candidates(game, 0) == [accusation]


def test_a_seat_in_a_close_race_does_not_risk_the_penalty():
    game = position(lead=False)
    assert last_chance(game, 0) and prime_suspect(game, 0) is not None
    assert -3 < margin(game, 0) < 3
    assert worth_accusing(game, 0) is None
    assert NormalBot().choose(game, 0)["type"] == "take"


def test_late_worth_weighs_the_lead_against_the_penalty():
    assert late_worth(0.2, 20.0)  # the penalty cannot cost the win
    assert not late_worth(0.2, 0.0)  # a tie: 3 points decide
    assert not late_worth(0.2, 20.0, penalty=30)
    assert late_worth(0.9, 0.0)
