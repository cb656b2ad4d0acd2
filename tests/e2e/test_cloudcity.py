"""A whole Cloud City game in headless Chromium: a human against a bot, by clicks."""

from __future__ import annotations

import json

from urbanistes import saves

TURN_OR_END = ".hand button.card.tile:not([disabled]), #end"


def human_turn(page) -> None:
    page.locator(".hand button.card.tile:not([disabled])").first.click()
    page.locator(".cc-city .spot").first.click()
    page.wait_for_selector('[data-act="end-build"]')
    buildings = page.locator('.cc-city .building[data-act="building"]')
    for i in range(buildings.count()):
        buildings.nth(i).click()
        if page.locator(".cc-city .partner").count():
            page.locator(".cc-city .partner").first.click()
            page.wait_for_selector('.cc-city .building[data-act="building"]')
            break
        buildings.nth(i).click()  # no partner: unselect, try the next one
    page.click('[data-act="end-build"]')
    if page.locator('[data-act="draw"]:not([disabled])').count():
        page.locator('[data-act="draw"]:not([disabled])').first.click()


def test_human_against_bot_with_a_special_needs_card(page, base_url, open_app):
    open_app(page, base_url)
    page.click('[data-act="setup"][data-game="cloudcity"]')
    page.select_option('select[name="needs"]', "1")
    page.fill('input[name="seed"]', "8")
    page.click('[data-act="start"]')
    assert page.locator(".needs .scoring-card").count() == 1
    turns = 0
    while True:
        page.wait_for_selector(TURN_OR_END, timeout=60_000)
        if page.query_selector("#end"):
            break
        human_turn(page)
        turns += 1
        assert turns <= 8
    assert turns == 8
    game = saves.load(json.loads(page.text_content("#record")))
    assert game.is_over and game.options["needs"] == 1
    scores = game.scores(None)
    for seat, total in enumerate(scores.totals):
        assert page.text_content(f"#final-total-{seat}").strip() == str(total)
    names = {"p0": "Player 1", "p1": "Bot 2"}
    assert page.text_content("#end .outcome").strip() == scores.outcome["en"].format(**names)
    walkways = sum(len(c["walkways"]) for c in game.cities)
    assert walkways >= 8  # the human built one per turn wherever it could; the bot too
