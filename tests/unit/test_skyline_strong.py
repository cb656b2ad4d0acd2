"""Skyline's strong bot: it drafts for expected points, sees the value of unmasking
Emploi fictif, and accuses when the odds are clear (its strength against the normal bot
and its speed are in ``benchmarks/bench_bots.py``)."""

from __future__ import annotations

from skyline_helpers import full_parking, full_tower, new, roll, sheet, take, writing

from urbanistes.search import StrongBot
from urbanistes.skyline.bots import NormalBot, Tuning, suspects, threshold, throws_next
from urbanistes.skyline.strong import POLICY

LIGHT = StrongBot(POLICY, budget=12)


def test_strong_takes_the_die_that_completes_a_pair():
    parking = full_parking(0).split()
    columns = {"t1": full_tower(0), "p1": " ".join([*parking[:-1], "."])}
    game = new(2)
    game.sheets = [sheet(**columns), sheet()]
    game = roll(game, [6, 6, 5, int(parking[-1])])
    assert LIGHT.choose(game, 0) == {"type": "take", "die": int(parking[-1])}


def test_strong_writes_where_the_normal_bot_would():
    game = writing(2, [6, 1])
    assert POLICY.candidates(game, 0) == [NormalBot().choose(game, 0)]


def test_strong_accuses_a_long_silent_seat_and_not_an_early_one():
    early = roll(new(2, ["rene", "vegas"]), [1, 2, 3, 4])
    assert LIGHT.choose(early, 0)["type"] == "take"
    late = roll(new(2, ["rene", "vegas"]), [1, 2, 3, 4])
    late.round = 20
    assert LIGHT.choose(late, 0) == {"type": "accuse", "seat": 1}


def test_the_last_to_pick_takes_the_normal_bots_die():
    game = roll(new(2, seed=3), [1, 3, 5, 6])
    game = game.apply(game.picker, {"type": "take", "die": 1})
    seat = game.picker
    kept = POLICY.candidates(game, seat)
    assert kept == [NormalBot().choose(game, seat)]


def test_the_search_may_accuse_the_prime_suspect_only():
    game = roll(new(4, ["rene", "vegas", "paix", "karin"]), [1, 2, 3, 4, 5])
    game.round = 8
    game.claims = [(1,), (), (), (), (), ()]  # seat 1 writes: never Emploi fictif
    game.stuck = [0, 0, 7, 0]  # so does seat 2
    kept = POLICY.candidates(game, 0)
    assert [a for a in kept if a["type"] == "accuse"] == [{"type": "accuse", "seat": 3}]
    assert len([a for a in kept if a["type"] == "take"]) == POLICY.keep


def test_a_hidden_fake_job_halves_the_win_that_unmasking_restores():
    game = roll(new(3, ["fictif", "rene", "vegas"]), [1, 2, 3, 4])
    hidden = POLICY.evaluate(game)
    game.accusations = [(1, 1, 0, True)]
    unmasked = POLICY.evaluate(game)
    assert hidden[0] > unmasked[0]
    assert unmasked[1] > hidden[1] and unmasked[2] > hidden[2]


def test_normal_accuses_the_last_silent_seat_of_three():
    game = roll(new(3, ["rene", "vegas", "paix"]), [1, 2, 3, 4])
    game.round = 22
    game.claims = [(1,), (), (), (), (), ()]
    assert suspects(game, 0)[2] >= threshold(3)
    assert NormalBot().choose(game, 0) == {"type": "accuse", "seat": 2}
    game.stuck = [0, 0, 21]  # seat 2 announced: it writes
    assert NormalBot().choose(game, 0)["type"] == "take"


def test_a_die_throws_next_if_no_other_can_be_lower():
    game = roll(new(3, seed=3), [2, 2, 4, 5])
    assert not throws_next(game, game.picker, 2)  # the other 2 may be taken: a tie
    game = take(roll(new(3, seed=3), [2, 3, 4, 5]), 4)  # the first to pick takes a 4
    assert throws_next(game, game.picker, 2)
    assert not throws_next(game, game.picker, 3)  # the last to pick may take the 2
    game = take(game, 3)
    assert throws_next(game, game.picker, 2)  # the last to pick knows
    assert not throws_next(game, game.picker, 5)


def test_the_last_to_pick_throws_next_in_a_tie_only_before_the_thrower():
    # tied, the thrower is the last met going right from him: the tie goes to the other
    game = take(roll(new(2, seed=3), [3, 3, 5, 6]), 3)  # the thrower takes a 3
    assert throws_next(game, game.picker, 3)
    assert not throws_next(game, game.picker, 5)


def test_the_strong_lead_pays_for_the_next_throw_only_when_told():
    game = roll(new(2, seed=3), [2, 3, 5, 6])
    seat = game.picker
    assert NormalBot().choose(game, seat) == {"type": "take", "die": 6}
    eager = NormalBot(Tuning(throw=100.0))
    assert eager.choose(game, seat) == {"type": "take", "die": 2}
    assert NormalBot(Tuning(throw=0.0)).choose(game, seat) == NormalBot().choose(game, seat)
