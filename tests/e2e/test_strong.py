"""Issue 18 in the page: games against the strong bot (Cities, Skyline and Card City XL
play theirs in their phone games), the page answering the player in the middle of the
bot's decision (its search runs in slices between paints), and "Suggest a move"
previewed on the board, then declined."""

from __future__ import annotations

from typing import Any

import pytest

from .play import new_game, sprawl_turn, wait
from .test_cloudcity import human_turn as cloud_turn

LOG = ".log-list li"


def zoom_while_the_bot_acts(page: Any) -> bool | None:
    """Press the board's "+" while the bot (the strong one, the only bot) acts and wait
    for the board to be redrawn: None if no bot was acting, else whether the bot had
    still not moved when the page answered."""
    if not page.evaluate("(() => { const s = document.querySelector('.seat.acting .kind');"
                         " return !!s && s.textContent.trim() === 'bot'; })()"):
        return None
    moves = page.locator(LOG).count()
    width = page.get_attribute(".board .layer svg", "data-w")
    page.click('[data-act="zoom"][data-step="1"]')
    page.wait_for_function("w => document.querySelector('.board .layer svg')"
                           ".getAttribute('data-w') !== w", arg=width, timeout=5_000)
    still_thinking = page.locator(LOG).count() == moves
    page.click('[data-act="zoom"][data-step="-1"]')
    return still_thinking


#: The viewer may act: each game's controls.
VIEWER_READY = {"cloudcity": '.dock [data-act="pick"]:not([disabled])',
                "sprawlopolis": ".dock button.card:not([disabled])"}


@pytest.mark.parametrize(("game", "turn"), [("cloudcity", cloud_turn),
                                            ("sprawlopolis", sprawl_turn)])
def test_a_game_against_the_strong_bot_to_the_end_the_page_answering(
        page, base_url, open_app, game, turn):
    """Every click made while the bot acts is answered. (Whether one lands in the
    middle of a decision, and how long it waits, depend on the machine's speed: the
    benchmark's business, not a test's.)"""
    open_app(page, base_url)
    new_game(page, game, players=2, seats=((1, "strong"),), seed=21)
    answers: list[bool] = []
    while not page.locator("#end").count():
        if page.locator(VIEWER_READY[game]).count():
            turn(page)
            continue
        answer = zoom_while_the_bot_acts(page)
        if answer is not None:
            answers.append(answer)
        page.wait_for_timeout(20)
    assert answers, "no click was made while the bot acted"


#: How many times slower the page's processor is made while the bot thinks, as on a slow
#: phone: a decision then lasts seconds, not a few hundred ms, so that the test's clicks
#: land in its middle on any machine.
SLOW_PHONE = 8


def bot_acting(page: Any) -> bool:
    return bool(page.evaluate("(() => { const s = document.querySelector('.seat.acting .kind');"
                              " return !!s && s.textContent.trim() === 'bot'; })()"))


def test_another_board_and_the_rules_open_in_the_middle_of_a_decision(
        page, base_url, open_app):
    """While the strong bot decides, the player looks at their own board and opens the
    rules: both answer before the bot has moved; back from the rules, the game goes on
    and the bot's move comes."""
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seats=((1, "strong"),), seed=21)
    cdp = page.context.new_cdp_session(page)
    mid_decision = 0
    for _ in range(6):  # a decision may be short (few moves): the next one, then
        wait(page, VIEWER_READY["cloudcity"], timeout=60_000)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": SLOW_PHONE})
        cloud_turn(page)
        page.wait_for_function("!document.querySelector('.dock [data-act=\"end-build\"]')")
        moves = page.locator(LOG).count()
        if bot_acting(page):
            page.click('.seats [data-act="watch-seat"][data-seat="0"]')
            wait(page, '.board .layer svg[aria-label="Player 1\'s city"]')
            answered = bot_acting(page) and page.locator(LOG).count() == moves
            page.click('header [data-act="rules"]')
            wait(page, "article.rules")
            page.click('article.rules [data-act="back"]')
            wait(page, ".play")
            if answered:
                mid_decision += 1
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
                page.wait_for_function(f"document.querySelectorAll('{LOG}').length > {moves}",
                                       timeout=60_000)
                break
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    assert mid_decision, "no click was answered in the middle of a decision"
    assert "Bot 2" in page.locator(LOG).first.text_content()


def test_a_suggestion_is_previewed_then_declined(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seats=((1, "normal"),), seed=8)
    wait(page, '.dock [data-act="pick"]:not([disabled])')
    tiles = page.locator(".board .layer svg .tile").count()
    prompt = page.text_content(".status")
    page.click('[data-act="hint"]')
    wait(page, '[data-act="hint-play"]', timeout=30_000)
    assert page.text_content(".status").startswith("The strong bot suggests: laid tile")
    assert page.locator(".board .layer svg .tile").count() == tiles + 1  # shown on the board
    assert page.locator(".board .spot").count() == 0  # and not playable there
    page.click('[data-act="hint-cancel"]')
    wait(page, '[data-act="hint"]')
    assert page.text_content(".status") == prompt
    assert page.locator(".board .layer svg .tile").count() == tiles
    cloud_turn(page)  # the player's own move, as if nothing had been suggested
