"""The page deals exactly what CPython deals for the same seed (Pyodide runs another
CPython, 3.14): the set-up, and the draws that follow a move."""

from __future__ import annotations

import re

from urbanistes.cloudcity.game import CloudCity
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes_ui.sharing import daily_seed

from .play import HAND, confirm_if_asked, new_game, sprawl_turn, stored_game, wait
from .test_cardcityxl import human_step


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
    wait(page, ".play")
    game = CloudCity.new({"players": 3, "city": "square", "needs": 2}, 7)
    assert numbers(page, '.dock [data-act="pick"]', "data-tile") == sorted(game.hands[0])
    row = page.locator(".cc-row li svg > title").evaluate_all(
        "els => els.map(e => Number(e.textContent.match(/\\d+/)[0]))")
    assert row == game.row


def test_a_daily_challenge_deals_in_the_page_what_cpython_deals_that_day(page, base_url,
                                                                          open_app):
    """Today's challenge (the page's own date) and a shared challenge's link (another
    day): the same seed as CPython's ``daily_seed``, so the same deal everywhere."""
    open_app(page, base_url)
    today = page.evaluate("""(() => { const d = new Date();
        return d.getFullYear() + "-" + String(d.getMonth() + 1).padStart(2, "0") + "-"
               + String(d.getDate()).padStart(2, "0"); })()""")
    page.click('[data-act="daily"][data-game="sprawlopolis"]')
    wait(page, HAND)
    game = Sprawlopolis.new({"players": 1}, daily_seed("sprawlopolis", today))
    assert sorted(numbers(page, HAND, "data-card")) == sorted(game.hands[0])
    assert pile_top(page) == game.pile_top
    sprawl_turn(page)
    assert stored_game(page).seed == game.seed
    page.evaluate("localStorage.clear()")
    page.goto(base_url + "#/daily/cardcityxl/2026-11-01")
    wait(page, ".play")
    human_step(page)
    page.wait_for_function("Object.keys(localStorage).some(k => k.startsWith('urbanistes.game.'))")
    stored = stored_game(page)
    assert stored.info.id == "cardcityxl" and stored.players == 1
    assert stored.seed == daily_seed("cardcityxl", "2026-11-01")
