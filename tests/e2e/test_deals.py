"""The page deals exactly what CPython deals for the same seed (Pyodide runs another
CPython, 3.14): the set-up, and the draws that follow a move."""

from __future__ import annotations

import re

from urbanistes.cloudcity.game import CloudCity
from urbanistes.sprawlopolis.game import Sprawlopolis

from .play import HAND, confirm_if_asked, new_game


def numbers(page, selector: str, attribute: str) -> list[int]:
    return page.locator(selector).evaluate_all(
        f"els => els.map(e => Number(e.getAttribute('{attribute}')))")


def pile_top(page) -> int:
    label = page.text_content(".pile svg > title")
    return int(re.match(r"Card (\d+)", label)[1])


def test_sprawlopolis_deal_and_draw_match_cpython(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, seed=2024)
    game = Sprawlopolis.new({"players": 1, "difficulty": "normal"}, 2024)
    assert sorted(numbers(page, HAND, "data-card")) == sorted(game.hands[0])
    assert pile_top(page) == game.pile_top
    card = page.locator(HAND).first
    action = {"card": int(card.get_attribute("data-card")), "rot": 0}
    card.click()
    spot = page.locator(".spot").first
    action.update(x=int(spot.get_attribute("data-x")), y=int(spot.get_attribute("data-y")))
    spot.click()
    confirm_if_asked(page)  # the next card is turned up at confirmation
    page.wait_for_function(f"document.querySelector('.pile svg > title').textContent"
                           f".indexOf('Card {game.pile_top}:') < 0")
    assert pile_top(page) == game.apply(0, action).settle().pile_top


def test_cloudcity_deal_matches_cpython(page, base_url, open_app):
    open_app(page, base_url)
    page.click('[data-act="setup"][data-game="cloudcity"]')
    page.select_option('select[name="players"]', "3")
    page.select_option('select[name="needs"]', "2")
    page.fill('input[name="seed"]', "7")
    page.click('[data-act="start"]')
    page.wait_for_selector(".play")
    game = CloudCity.new({"players": 3, "city": "square", "needs": 2}, 7)
    assert numbers(page, '.dock [data-act="pick"]', "data-tile") == sorted(game.hands[0])
    row = page.locator(".cc-row li svg > title").evaluate_all(
        "els => els.map(e => Number(e.textContent.match(/\\d+/)[0]))")
    assert row == game.row
