"""Saves: round trips, and every broken save refused with SaveError (never anything else)."""

from __future__ import annotations

import copy
import json
import random

import pytest
from helpers import legal, play
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from urbanistes import registry, saves
from urbanistes.engine import CHANCE, SAVE_FORMAT, SAVE_VERSION, Game, GameInfo, SaveError, text
from urbanistes.sprawlopolis.game import Sprawlopolis


def played(players: int = 2, moves: int = 5, seed: int = 3,
           difficulty: str = "normal") -> Sprawlopolis:
    """A game after ``moves`` turns (each a card laid, then the next top card dealt)."""
    g = Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        g = play(g, rng.choice(legal(g)))
    return g


GAME = played()
VALID = GAME.to_save()
FINISHED = played(players=3, moves=14, seed=8, difficulty="hard").to_save()
BASES = [VALID, FINISHED]


def with_(**changes) -> dict:
    save = copy.deepcopy(VALID)
    for key, value in changes.items():
        save[key] = value
    return save


def without(key: str) -> dict:
    save = copy.deepcopy(VALID)
    del save[key]
    return save


def refused(data) -> SaveError:
    """Load ``data`` (text or dict); it must raise SaveError with a bilingual reason."""
    with pytest.raises(SaveError) as info:
        if isinstance(data, (str, bytes)):
            saves.loads(data)
        else:
            saves.load(data)
    reason = info.value.reason
    assert set(reason) == {"fr", "en"} and reason["fr"] and reason["en"]
    assert str(info.value) == reason["en"]
    return info.value


# -- round trips ---------------------------------------------------------------------
def test_save_format():
    # a seat's move is [seat, action]; a chance step is [-1]: the seed decides it again
    assert GAME.to_save() == {
        "format": SAVE_FORMAT, "version": SAVE_VERSION, "game": "sprawlopolis",
        "options": {"players": 2, "difficulty": "normal", "scoring": "deal"}, "seed": 3,
        "moves": [[m.seat, m.action] if m.seat != CHANCE else [CHANCE]
                  for m in GAME.history],
    }
    assert [m[0] for m in VALID["moves"]] == [0, -1, 1, -1, 0, -1, 1, -1, 0, -1]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("difficulty", ["normal", "easy", "hard"])
@pytest.mark.parametrize("moves", [0, 7, 14])
def test_round_trip(players, difficulty, moves):
    g = played(players, moves, seed=players * 10 + moves, difficulty=difficulty)
    text = saves.dumps(g)
    assert isinstance(text, str) and json.loads(text) == g.to_save()
    loaded = saves.loads(text)
    assert isinstance(loaded, Sprawlopolis)
    assert loaded == g
    assert loaded.scores(None) == g.scores(None)
    assert saves.load(g.to_save()) == g
    assert saves.loads(text.encode()) == g  # bytes as well
    assert saves.dumps(loaded) == text


def test_loaded_game_plays_on_with_the_same_draws():
    loaded = saves.loads(saves.dumps(GAME))
    action = legal(GAME)[0]
    assert play(loaded, action) == play(GAME, action)


# -- broken saves --------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "", "not json", "{", '{"format": "urbanistes-save"', "[1, 2", b"\xff\xfe\x00",
    "{'format': 'urbanistes-save'}",  # Python, not JSON
])
def test_not_json(text):
    refused(text)


@pytest.mark.parametrize("obj", [
    None, [], [VALID], "urbanistes-save", 42, {},
    with_(format="other-save"), without("format"), with_(format=None),
])
def test_wrong_format(obj):
    refused(obj)
    refused(json.dumps(obj))


@pytest.mark.parametrize("version", [0, 3, -1, "2", None, [2]])
def test_wrong_version(version):
    assert "ersion" in str(refused(with_(version=version)))
    assert "ersion" in str(refused(without("version")))


def test_a_save_from_before_pinned_deals_is_refused_with_its_reason():
    old = {**with_(version=1), "actions": [{"card": 3, "x": 2, "y": 0, "rot": 0}]}
    err = refused(old)
    assert "older version" in err.reason["en"] and "ancienne version" in err.reason["fr"]


@pytest.mark.parametrize("game", ["nope", "", "Sprawlopolis", None, 3, ["sprawlopolis"]])
def test_unknown_game(game):
    refused(with_(game=game))
    refused(without("game"))


def test_a_game_without_rules_yet(monkeypatch):
    # listed on the home page as "coming", but there are no rules to replay
    coming = registry.Entry(GameInfo(id="coming", name=text("À venir", "Coming"),
                                     pitch=text("", ""), min_players=1, max_players=2, minutes="5"))
    monkeypatch.setattr(registry, "ENTRIES", (*registry.ENTRIES, coming))
    refused(with_(game="coming", options={"players": 2}, moves=[]))


@pytest.mark.parametrize("options", [
    {"players": 0}, {"players": 5}, {"players": "2"}, {"players": True},
    {"players": 2.0}, {"players": 2, "difficulty": "nightmare"},
    {"players": 2, "difficulty": None}, {"players": 2, "colour": "red"},
    None, [], "players=2", 2,
])
def test_bad_options(options):
    refused(with_(options=options))


def test_missing_options_or_moves():
    refused(without("options"))
    refused(without("moves"))
    refused(without("seed"))


@pytest.mark.parametrize("seed", ["3", 3.0, None, True, -1, 2**63, [3], {"seed": 3}])
def test_bad_seed(seed):
    refused(with_(seed=seed))


@pytest.mark.parametrize("moves", [{}, "[]", None, 5, {"0": VALID["moves"][0]}])
def test_moves_not_a_list(moves):
    refused(with_(moves=moves))


@pytest.mark.parametrize("move", [
    [0], [-1, {"card": 4}], [0, {"card": 4}, 1], [-2, {}], ["0", {}], [True, {}], [0, []],
    {"seat": 0}, None,
])
def test_an_unreadable_move_is_refused(move):
    moves = copy.deepcopy(VALID["moves"])
    moves[2] = move
    assert "3" in refused(with_(moves=moves)).reason["en"]


def test_an_illegal_move_is_refused_by_number():
    moves = copy.deepcopy(VALID["moves"])
    moves[2][1] = {**moves[2][1], "x": 1000}  # move 3 lands far from the city
    err = refused(with_(moves=moves))
    assert "move 3" in err.reason["en"]
    assert "move 3" in err.reason["fr"]  # the French text quotes the rule's message
    # the moves before it were fine: move 1 broken says move 1
    moves = copy.deepcopy(VALID["moves"])
    moves[0][1] = {"play": "a card"}
    assert "move 1" in refused(with_(moves=moves)).reason["en"]


def test_moves_out_of_turn_and_missing_draws_are_refused():
    moves = copy.deepcopy(VALID["moves"])
    moves[2][0] = 0  # seat 1 is to act: seat 0 may not
    assert "move 3" in refused(with_(moves=moves)).reason["en"]
    moves = copy.deepcopy(VALID["moves"])
    del moves[1]  # a card laid, but the next top card never dealt
    assert "move 2" in refused(with_(moves=moves)).reason["en"]
    moves = copy.deepcopy(VALID["moves"])
    moves.insert(1, [CHANCE])  # a draw where none is due
    assert "move 3" in refused(with_(moves=moves)).reason["en"]


def test_a_move_after_the_end_is_refused():
    end = played(moves=14)
    assert end.is_over
    save = end.to_save()
    save["moves"].append([1, save["moves"][-1][1]])
    assert f"move {len(save['moves'])}" in refused(save).reason["en"]


def test_a_card_played_twice_is_refused():
    moves = copy.deepcopy(VALID["moves"])
    moves[4][1] = {**moves[4][1], "card": moves[0][1]["card"]}  # no longer in any hand
    assert "move 5" in refused(with_(moves=moves)).reason["en"]


def test_the_same_moves_under_another_seed_are_refused():
    # Another seed deals other hands, so the recorded cards are (mostly) not in hand.
    outcomes = []
    for seed in range(10):
        try:
            saves.load(with_(seed=seed))
            outcomes.append("loaded")
        except SaveError:
            outcomes.append("refused")
    assert outcomes[3] == "loaded"  # the save's own seed
    assert "refused" in outcomes


# -- fuzzing -------------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=8,
)
# Values close to the real ones hit the interesting checks more often than random junk.
near_values = st.sampled_from([
    0, 1, 2, 4, 5, 14, 15, 18, 19, -1, 180, 90, True, False, None, "", "normal", "hard",
    "sprawlopolis", "cloudcity", SAVE_FORMAT, SAVE_VERSION, [], {}, 2**63, 1.5, [-1],
])


def containers(obj, found=None):
    """Every (container, key) pair inside ``obj``: the places a mutation can hit."""
    found = [] if found is None else found
    if isinstance(obj, dict):
        for k, v in obj.items():
            found.append((obj, k))
            containers(v, found)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            found.append((obj, i))
            containers(v, found)
    return found


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_saves_raise_only_save_error(data):
    base = data.draw(st.sampled_from(BASES))
    obj = copy.deepcopy(base)
    for _ in range(data.draw(st.integers(1, 3))):
        places = containers(obj)
        op = data.draw(st.sampled_from(["delete", "replace", "near", "add", "whole"]))
        if op == "whole" or not places:
            obj = data.draw(json_values)
            continue
        container, key = data.draw(st.sampled_from(places))
        if op == "delete":
            del container[key]
        elif op == "replace":
            container[key] = data.draw(json_values)
        elif op == "near":  # a copy: a later "add" must not grow the shared [] or {}
            container[key] = copy.deepcopy(data.draw(near_values))
        elif isinstance(container, dict):
            container[data.draw(st.text(max_size=6))] = data.draw(json_values)
        else:
            container.append(data.draw(json_values))
    text = json.dumps(obj)
    if data.draw(st.booleans()):
        text = text[: data.draw(st.integers(0, len(text)))]
    try:
        loaded = saves.loads(text)
    except SaveError as exc:
        assert set(exc.reason) == {"fr", "en"}
    else:
        # a mutation may leave a loadable save (e.g. another legal seed or option)
        assert isinstance(loaded, Game)
        assert saves.loads(saves.dumps(loaded)) == loaded


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=64) | st.text(max_size=64))
def test_random_text_raises_only_save_error(data):
    with pytest.raises(SaveError):
        saves.loads(data)
