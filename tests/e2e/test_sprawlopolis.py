"""Whole Sprawlopolis games played in headless Chromium by clicking, as a person would.

The `page`/`phone_page` fixtures fail a test on any console error or any request to
another origin.
"""

from __future__ import annotations

import json

from urbanistes import saves

TURN_OR_END = ".hand button.card:not([disabled]), #end"


def new_game(page, *, players=1, seats=(), seed=123, difficulty=None):
    page.click('[data-act="setup"][data-game="sprawlopolis"]')
    page.select_option('select[name="players"]', str(players))
    for seat, kind in seats:
        page.select_option(f'select[name="seat{seat}"]', kind)
    if difficulty:
        page.select_option('select[name="difficulty"]', difficulty)
    page.fill('input[name="seed"]', str(seed))
    page.click('[data-act="start"]')
    page.wait_for_selector(".play")


def play_to_the_end(page, *, tap=False) -> int:
    """Each turn: pick the first hand card, place it on the first highlighted spot."""
    turns = 0
    while True:
        page.wait_for_selector(TURN_OR_END, timeout=20_000)
        if page.query_selector("#end"):
            return turns
        card = page.locator(".hand button.card").first
        spot = page.locator(".spot").first
        if tap:
            card.tap()
            spot.wait_for()
            spot.tap()
            page.wait_for_selector(".spot.selected")
            page.locator(".spot.selected").tap()
        else:
            card.click()
            spot.wait_for()
            spot.click()
        turns += 1
        assert turns <= 14, "a solo city is 1 start card + 14 plays"


def engine_game(page):
    """The rules' own state for the game the page played (from its game record)."""
    record = page.text_content("#record")
    return saves.load(json.loads(record))


def test_solo_game_by_clicks_shows_the_engines_final_score(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, seed=2024)
    assert play_to_the_end(page) == 14
    game = engine_game(page)
    assert game.seed == 2024 and game.is_over and len(game.placements) == 15
    scores = game.scores(None)
    assert page.text_content("#final-total-0").strip() == str(scores.totals[0])
    outcome = page.text_content("#end .outcome")
    assert outcome.strip() == scores.outcome["en"]  # co-op: no seat to name
    rows = page.locator("#end table.scores tbody tr").count()
    assert rows == len(scores.sheets[0].lines) + 1  # every line, then the total


def test_two_seats_human_and_bot(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, players=2, seats=[(1, "normal")], seed=77)
    human_turns = play_to_the_end(page)
    game = engine_game(page)
    movers = [m.seat for m in game.history]
    assert movers.count(0) == human_turns == 7  # 14 plays shared by 2 seats
    assert movers.count(1) == 7
    assert page.text_content("#final-total-0").strip() == str(game.scores(None).totals[0])


def test_two_humans_pass_the_device(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, players=2, seats=[(1, "human")], seed=5)
    page.locator(".hand button.card").first.click()
    page.locator(".spot").first.click()
    page.wait_for_selector(".handoff")
    assert page.locator(".hand").count() == 0  # hands hidden behind the privacy screen
    page.click('[data-act="handoff-ok"]')
    page.wait_for_selector(".hand button.card:not([disabled])")
    assert "Player 2" in page.text_content(".status")


def test_language_switch_is_remembered(page, base_url, open_app):
    open_app(page, base_url)
    if page.get_attribute("html", "lang") == "fr":
        page.click('[data-act="lang"]')
    assert page.get_attribute("html", "lang") == "en"
    assert "Play" in page.text_content('[data-act="setup"][data-game="sprawlopolis"]')
    page.click('[data-act="lang"]')
    assert page.get_attribute("html", "lang") == "fr"
    assert "Jouer" in page.text_content('[data-act="setup"][data-game="sprawlopolis"]')
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    assert page.get_attribute("html", "lang") == "fr"
    page.click('[data-act="setup"][data-game="sprawlopolis"]')
    assert "Commencer" in page.text_content('[data-act="start"]')
    page.click('[data-act="lang"]')  # leave English for the other tests
    assert page.get_attribute("html", "lang") == "en"


def test_keyboard_play(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, seed=31)
    page.keyboard.press("1")
    page.wait_for_selector(".spot")
    page.keyboard.press("r")
    page.locator('.spot[tabindex="0"]').focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused and "Place card" in focused
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelectorAll('.board svg .card').length === 2")
    assert "Last move" in page.text_content(".status")


def test_phone_portrait_game_by_touch(phone_page, base_url, open_app):
    page = phone_page
    open_app(page, base_url)
    new_game(page, seed=9, difficulty="easy")
    board = page.locator(".board svg").bounding_box()
    assert board["width"] <= 390
    assert play_to_the_end(page, tap=True) == 14
    game = engine_game(page)
    assert game.options["difficulty"] == "easy"
    assert page.text_content("#final-total-0").strip() == str(game.scores(None).totals[0])
