"""Cloud City in headless Chromium: games against the bot by clicks, taps and keys, two
humans passing the device, clicks beside the controls, and what every step shows."""

from __future__ import annotations

from .play import READY, assert_accessible, engine_game, in_view, new_game

PICK = '.dock [data-act="pick"]:not([disabled])'
STEP = f'{PICK}, .dock [data-act="end-build"], .dock [data-act="draw"], #end, .handoff'


def at_top(page):
    """What a player sees without scrolling (the test's own clicks may have scrolled)."""
    page.evaluate("window.scrollTo(0, 0)")


def human_turn(page, *, tap=False, check=None) -> None:
    """Lay the first tile on the first spot, build a walkway where one is offered, finish,
    draw from the deck (or the row once it is empty)."""
    press = (lambda loc: loc.tap()) if tap else (lambda loc: loc.click())
    page.wait_for_selector(PICK)
    if check:
        check(page, PICK)
    press(page.locator(PICK).first)
    spot = page.locator(".spot").first
    spot.wait_for()
    press(spot)
    if tap:
        press(page.locator(".spot.selected"))
    page.wait_for_selector('.dock [data-act="end-build"]')
    if check:
        check(page, '.dock [data-act="end-build"]')
    buildings = page.locator('.board [data-act="building"]')
    for i in range(buildings.count()):
        press(buildings.nth(i))
        partner = page.locator('.board [data-act="walkway"]')
        if partner.count():
            press(partner.first)
            break
        press(page.locator('.board [data-act="building"]').nth(i))  # let go
    press(page.locator('.dock [data-act="end-build"]'))
    page.wait_for_selector(f'.dock [data-act="draw"], {PICK}, #end, .handoff, .seat.acting.bot')
    draw = page.locator('.dock [data-act="draw"]')
    if draw.count():
        if check:
            check(page, '.dock [data-act="draw"]')
        press(draw.first)


def play_against_the_bot(page, *, tap=False, check=None) -> int:
    turns = 0
    while True:
        page.wait_for_selector(f"{PICK}, #end", timeout=60_000)
        if page.query_selector("#end"):
            return turns
        human_turn(page, tap=tap, check=check)
        turns += 1
        assert turns <= 8


def in_view_at_top(page, selector):
    at_top(page)
    assert in_view(page, selector), f"{selector} is out of view"


def test_a_game_against_the_bot_shows_the_engines_scores(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seed=8, needs="1")
    assert page.locator(".needs .scoring-card, .cc-needs li").count() >= 1
    assert_accessible(page, "Cloud City in progress")
    assert play_against_the_bot(page, check=in_view_at_top) == 8
    game = engine_game(page)
    assert game.is_over and game.options["needs"] == 1
    scores = game.scores(None)
    for seat, total in enumerate(scores.totals):
        assert page.text_content(f"#final-total-{seat}").strip() == str(total)
    names = {"p0": "Player 1", "p1": "Bot 2"}
    assert page.text_content("#end .outcome").strip() == scores.outcome["en"].format(**names)
    assert sum(len(c["walkways"]) for c in game.cities) >= 4
    log = page.text_content(".log-list")
    assert "laid tile" in log and "Bot 2" in log and "(" not in log.split("laid tile")[0][-3:]
    assert_accessible(page, "Cloud City's end screen")


def test_the_bots_moves_can_be_followed(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seed=3)
    human_turn(page)
    page.wait_for_selector(PICK, timeout=60_000)
    # the bot's city, small in the panel, shows its last move; the log says it in words
    assert page.locator(".cc-other .last").count() >= 1
    assert page.locator(".log-list li").first.text_content().startswith("Bot 2")


def test_two_humans_pass_the_device_and_never_see_each_others_tiles(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seats=((1, "human"),), seed=5)
    first = page.locator(PICK).evaluate_all("els => els.map(e => e.dataset.tile)")
    human_turn(page)
    page.wait_for_selector(".handoff")
    assert page.locator('.dock [data-act="pick"]').count() == 0
    assert "Pass the device to Player 2" in page.text_content(".status")
    page.click('[data-act="handoff-ok"]')
    page.wait_for_selector(PICK)
    second = page.locator(PICK).evaluate_all("els => els.map(e => e.dataset.tile)")
    assert second and not set(second) & set(first)
    assert "Player 2" in page.text_content(".status")


def test_a_whole_game_by_keyboard_only(page, base_url, open_app):
    """Enter on the focused hand tile, arrows and Enter on the board, Tab to the step's
    buttons: no mouse."""
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seed=21)
    page.keyboard.press("Escape")  # whatever the mouse left, the keyboard takes over
    for _ in range(8):
        page.wait_for_selector(f"{PICK}, #end", timeout=60_000)
        page.wait_for_function("document.activeElement.dataset.act === 'pick'")
        page.keyboard.press("Enter")
        page.wait_for_function("document.activeElement.dataset.act === 'place'")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("Enter")
        page.wait_for_selector('.dock [data-act="end-build"]')
        for _ in range(30):  # Tab to "Finish walkways"
            if page.evaluate("document.activeElement.dataset.act") == "end-build":
                break
            page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        page.wait_for_selector(f'.dock [data-act="draw"], {PICK}, #end, .seat.acting.bot')
        if page.query_selector('.dock [data-act="draw"]'):
            page.wait_for_function("document.activeElement.dataset.act === 'draw'")
            page.keyboard.press("Space")
    page.wait_for_selector("#end", timeout=60_000)
    assert engine_game(page).is_over


def test_clicks_beside_the_controls_change_nothing(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=3, seed=9, needs="2")
    human_turn(page)
    page.wait_for_selector(PICK, timeout=60_000)
    before = page.locator(".log-list li").count()
    for selector in (".board .layer svg", ".board .layer svg .walkway",
                     ".board .layer svg .building", ".cc-other", ".cc-row li",
                     ".status", ".seat", "table.scores td", ".dock h2", "header h1",
                     ".info h3", ".log-list li"):
        for element in page.locator(selector).all()[:3]:
            element.click(force=True, position={"x": 2, "y": 2})
    assert page.locator(".log-list li").count() == before
    assert page.locator(".status .error").count() == 0


def test_phone_game_by_touch(phone_page, base_url, open_app):
    page = phone_page
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seed=14)
    target = page.locator('.dock [data-act="pick"]').first.bounding_box()
    assert target["width"] >= 44 and target["height"] >= 44
    assert play_against_the_bot(page, tap=True, check=in_view_at_top) == 8
    game = engine_game(page)
    assert page.text_content("#final-total-0").strip() == str(game.scores(None).totals[0])
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
