"""The interaction every board shares: pick and place with a confirming tap, and arrow
keys that move the focus on square and hexagonal boards alike."""

from __future__ import annotations

import math

from urbanistes.grid import HEX
from urbanistes_ui.screen import PickPlace, cell, move_focus, number


def test_a_second_tap_on_the_same_spot_places_on_touch_screens_only():
    st = PickPlace()
    st.pick(7)
    assert st.picked == 7
    assert st.tap((1, 2), "mouse")  # a click places at once
    assert not st.tap((1, 2), "touch") and st.selected == (1, 2)  # first tap: preview
    assert not st.tap((3, 2), "touch") and st.selected == (3, 2)  # another spot: preview
    assert st.tap((3, 2), "touch")
    st.pick(7)  # picking the picked piece puts it back
    assert st.picked is None and st.selected is None


def test_events_carry_their_numbers_as_strings_or_garbage():
    assert cell({"x": "3", "y": "-2"}) == (3, -2)
    assert cell({"x": "3"}) is None and cell({"x": "a", "y": "1"}) is None
    assert number({"card": "12"}, "card") == 12 and number({"card": None}, "card") is None


SQUARE_SPOTS = {(0, 0): (0, 0), (2, 0): (2, 0), (5, 1): (5, 1), (0, 3): (0, 3)}


def test_arrows_go_to_the_nearest_spot_in_that_direction():
    assert move_focus(SQUARE_SPOTS, None, "ArrowRight") == (0, 0)
    assert move_focus(SQUARE_SPOTS, (0, 0), "ArrowRight") == (2, 0)
    assert move_focus(SQUARE_SPOTS, (2, 0), "ArrowRight") == (5, 1)
    assert move_focus(SQUARE_SPOTS, (5, 1), "ArrowRight") == (5, 1)  # nothing further: stay
    assert move_focus(SQUARE_SPOTS, (0, 0), "ArrowDown") == (0, 3)
    assert move_focus(SQUARE_SPOTS, (0, 3), "ArrowUp") == (0, 0)
    assert move_focus(SQUARE_SPOTS, (2, 0), "Home") == (0, 0)
    assert move_focus(SQUARE_SPOTS, (2, 0), "End") == (0, 3)
    assert move_focus({}, None, "ArrowUp") is None


def hex_centre(p):
    return (p[0] + 0.5 * (p[1] % 2), p[1] * math.sqrt(3) / 2)


def test_on_a_hexagonal_board_up_and_down_reach_the_shifted_rows():
    cells = {(c, r): hex_centre((c, r)) for c in range(4) for r in range(4)}
    start = (1, 1)  # an odd row: shifted right
    up = move_focus(cells, start, "ArrowUp")
    down = move_focus(cells, start, "ArrowDown")
    assert up in HEX.neighbours(start) and up[1] == 0
    assert down in HEX.neighbours(start) and down[1] == 2
    assert move_focus(cells, start, "ArrowRight") == HEX.step(start, "E")
    assert move_focus(cells, start, "ArrowLeft") == HEX.step(start, "W")
