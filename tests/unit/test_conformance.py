"""Every registered game, every seat count and a sample of option combinations: seeded
random playouts to the end with every check of ``tests/conformance.py`` on the way.

The sample holds every value of every option; the sweep (``benchmarks/sweep.py``) plays
1,000 playouts per game, with the same checks, over up to twice as many combinations."""

from __future__ import annotations

import json
import zlib

import pytest
from conformance import option_sets, playout, registered

from urbanistes import registry

#: Option combinations per game in the suite (at most; more where needed to hold every
#: value of every option): Card City XL's playouts take about 4 s each here.
SAMPLE = 20

CASES = [
    pytest.param(game_id, options, id=f"{game_id}-" + "-".join(map(str, options.values())))
    for game_id in registered()
    for options in option_sets(game_id, SAMPLE)
]


def test_every_playable_game_is_covered():
    covered = {case.values[0] for case in CASES}
    assert covered == {e.info.id for e in registry.ENTRIES if e.rules}
    for game_id in covered:
        info = registry.info(game_id)
        seats = {case.values[1]["players"] for case in CASES if case.values[0] == game_id}
        assert seats == set(range(info.min_players, info.max_players + 1))


def test_an_option_with_many_values_is_sampled_not_played_value_by_value():
    sets = option_sets("sprawlopolis", SAMPLE)
    assert len(sets) <= SAMPLE + 4 + 3  # at most one more per seat count and difficulty
    assert {o["players"] for o in sets} == {1, 2, 3, 4}
    assert {o["difficulty"] for o in sets} == {"normal", "easy", "hard"}
    assert len({o["scoring"] for o in sets}) > SAMPLE // 2


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_seeded_playout(game_id, options):
    seed = zlib.crc32(json.dumps(options, sort_keys=True).encode()) % 1000
    final = playout(game_id, options, seed)
    assert final.is_over
