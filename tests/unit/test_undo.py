"""Undo never crosses newly revealed information or another player's view of a move."""

from __future__ import annotations

import pytest

from urbanistes.bots import RandomBot
from urbanistes.engine import IllegalAction
from urbanistes.sprawlopolis import Sprawlopolis


def play(game, moves):
    bot = RandomBot()
    for _ in range(moves):
        game = game.apply(bot.choose(game))
    return game


def test_a_new_game_has_nothing_to_undo():
    game = Sprawlopolis.new({"players": 1}, 1)
    assert not game.can_undo
    with pytest.raises(IllegalAction):
        game.undo()


def test_solo_move_that_reveals_the_next_pile_card_cannot_be_undone():
    game = play(Sprawlopolis.new({"players": 1}, 1), 1)
    assert game.pile  # the new top of the pile is now visible
    assert not game.can_undo and game.fixed == 1


def test_solo_moves_after_the_pile_ran_out_can_be_undone_one_by_one():
    game = Sprawlopolis.new({"players": 1}, 4)
    # 11 cards in the pile: the 11th play draws the last card (revealing nothing new:
    # the pile is then empty), so plays 11, 12 and 13 keep the turn and reveal nothing.
    game = play(game, 10)
    assert not game.can_undo
    after = play(game, 3)
    assert after.fixed == 10 and after.can_undo
    back = after.undo()
    assert back == Sprawlopolis.replay(after.options, after.seed, after.history[:-1])
    assert back.undo().undo() == game
    assert not back.undo().undo().can_undo
    assert after.restart_turn() == game


def test_undo_leaves_the_state_it_is_called_on_untouched():
    game = play(Sprawlopolis.new({"players": 1}, 4), 12)
    snapshot = game.clone()
    game.undo()
    assert game == snapshot


def test_multi_seat_moves_hand_the_turn_on_and_are_never_undone():
    game = Sprawlopolis.new({"players": 3}, 2)
    for _ in range(14):
        game = play(game, 1)
        assert not game.can_undo
        assert game.restart_turn() == game


def test_the_last_move_of_the_game_is_final():
    game = play(Sprawlopolis.new({"players": 1}, 4), 14)
    assert game.is_over and not game.can_undo
