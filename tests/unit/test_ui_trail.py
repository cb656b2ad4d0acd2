"""The game log's trail: each move put in words once, from the state before it."""

from __future__ import annotations

from urbanistes.engine import Game, Move
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes_ui.trail import Trail


def played(game: Game, moves: int, pick: int = 0) -> Game:
    """``moves`` more seat moves, each the ``pick``-th legal action (draws by the seed)."""
    for _ in range(moves):
        game = game.settle()
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game = game.apply(seat, actions[pick % len(actions)])
    return game.settle()


class Describer:
    """Words that name the move and the state it was played in; counts its calls."""

    def __init__(self) -> None:
        self.calls: list[int] = []

    def __call__(self, move: Move, before: Game, lang: str) -> str:
        self.calls.append(len(before.history))
        return f"{lang}:{len(before.history)}:{move.action}"


def test_each_move_is_said_once_from_the_state_before_it():
    game = played(Sprawlopolis.new({"players": 2}, 5), 6)
    trail, describe = Trail(), Describer()
    said = trail.words(game, "en", describe)
    seats = [i for i, move in enumerate(game.history) if move.seat >= 0]
    assert [w for w in said if w] == [f"en:{i}:{game.history[i].action}" for i in seats]
    assert all(not said[i] for i, move in enumerate(game.history) if move.seat < 0)
    later = played(game, 2)
    assert trail.words(later, "en", describe)[: len(said)] == said
    assert sorted(describe.calls) == sorted(set(describe.calls))  # never twice
    trail.words(later, "fr", describe)  # another language is said anew
    assert len(describe.calls) == 2 * len([m for m in later.history if m.seat >= 0])


def test_after_an_undo_or_another_branch_only_the_changed_moves_are_said_anew():
    start = played(Sprawlopolis.new({"players": 2}, 5), 4)
    first = played(start, 2, pick=0)
    other = played(start, 2, pick=1)
    assert first.history != other.history
    trail, describe = Trail(), Describer()
    trail.words(first, "en", describe)
    describe.calls.clear()
    assert trail.words(other, "en", describe) == Trail().words(other, "en", Describer())
    assert min(describe.calls) >= len(start.history)  # the common start was kept
    describe.calls.clear()
    trail.words(start, "en", describe)  # back to the start: nothing to say anew
    assert describe.calls == []


def test_another_game_starts_a_new_trail():
    trail, describe = Trail(), Describer()
    trail.words(played(Sprawlopolis.new({"players": 2}, 5), 3), "en", describe)
    other = played(Sprawlopolis.new({"players": 2}, 6), 3)
    assert trail.words(other, "en", describe) == Trail().words(other, "en", Describer())
