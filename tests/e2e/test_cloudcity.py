"""Cloud City in headless Chromium: games against the bot by clicks, taps and keys, two
humans passing the device, clicks beside the controls, what every step shows, and a
3-seat game followed seat by seat, step by step, to its places."""

from __future__ import annotations

from typing import Any

from urbanistes_ui.places import ordinal, ranking

from .play import (
    READY,
    assert_accessible,
    assert_counted,
    confirm_if_asked,
    engine_game,
    in_view,
    new_game,
    stored_game,
    wait,
)

PICK = '.dock [data-act="pick"]:not([disabled])'
CONFIRM = '.dock [data-act="confirm"]'
BOARD = '.board [data-region="city"] > svg'


def at_top(page):
    """What a player sees without scrolling (the test's own clicks may have scrolled)."""
    page.evaluate("window.scrollTo(0, 0)")


def human_turn(page, *, tap=False, check=None) -> None:
    """Lay the first tile on the first spot, build a walkway where one is offered, finish,
    draw from the deck (or the row once it is empty)."""
    press = (lambda loc: loc.tap()) if tap else (lambda loc: loc.click())
    wait(page, PICK)
    if check:
        check(page, PICK)
    press(page.locator(PICK).first)
    spot = page.locator(".spot").first
    spot.wait_for()
    press(spot)
    if tap:
        press(page.locator(".spot.selected"))
    wait(page, '.dock [data-act="end-build"]')
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
    # The draw ends the turn; the city's last tile ends it with no draw: "Confirm turn".
    wait(page, f'.dock [data-act="draw"], {CONFIRM}, {PICK}, #end, .handoff, '
               '.seat.acting.bot')
    draw = page.locator('.dock [data-act="draw"]')
    if draw.count():
        if check:
            check(page, '.dock [data-act="draw"]')
        press(draw.first)
    confirm_if_asked(page, tap=tap)


def play_against_the_bot(page, *, tap=False, check=None) -> int:
    turns = 0
    while True:
        wait(page, f"{PICK}, #end", timeout=60_000)
        if page.locator("#end").count():
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
    assert_counted(page, game)


def test_the_bots_moves_can_be_followed(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seed=3)
    human_turn(page)
    wait(page, PICK, timeout=60_000)
    # the bot's city, small in the panel, shows its last move; the log says it in words
    assert page.locator(".cc-other .last").count() >= 1
    assert page.locator(".log-list li strong").first.text_content() == "Bot 2"


def test_two_humans_pass_the_device_and_never_see_each_others_tiles(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=2, seats=((1, "human"),), seed=5)
    first = page.locator(PICK).evaluate_all("els => els.map(e => e.dataset.tile)")
    human_turn(page)
    wait(page, ".handoff")
    assert page.locator('.dock [data-act="pick"]').count() == 0
    assert "Pass the device to Player 2" in page.text_content(".status")
    page.click('[data-act="handoff-ok"]')
    wait(page, PICK)
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
        wait(page, f"{PICK}, #end", timeout=60_000)
        page.wait_for_function("document.activeElement.dataset.act === 'pick'")
        page.keyboard.press("Enter")
        page.wait_for_function("document.activeElement.dataset.act === 'place'")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("Enter")
        wait(page, '.dock [data-act="end-build"]')
        for _ in range(30):  # Tab to "Finish walkways"
            if page.evaluate("document.activeElement.dataset.act") == "end-build":
                break
            page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        wait(page, f'.dock [data-act="draw"], {CONFIRM}, {PICK}, #end, '
                   '.seat.acting.bot')
        if page.locator('.dock [data-act="draw"]').count():
            page.wait_for_function("document.activeElement.dataset.act === 'draw'")
            page.keyboard.press("Space")
        elif page.locator(CONFIRM).count():  # the city's last tile: no draw, confirm
            page.wait_for_function("document.activeElement.dataset.act === 'confirm'")
            page.keyboard.press("Enter")
    wait(page, "#end", timeout=60_000)
    assert engine_game(page).is_over


def test_clicks_beside_the_controls_change_nothing(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cloudcity", players=3, seed=9, needs="2")
    human_turn(page)
    wait(page, PICK, timeout=60_000)
    before = page.locator(".log-list li").count()
    for selector in (".board .layer svg", ".board .layer svg .walkway",
                     ".board .layer svg .building", ".cc-row li",
                     ".status", ".seat", "table.scores td", ".dock h2", "header h1",
                     ".info h3", ".log-list li"):
        for element in page.locator(selector).all()[:3]:
            at_top(page)  # scrolled down, the sticky header would cover the top edge
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
    wait(page, READY, state="attached", timeout=60_000)



def log_size(page: Any) -> int:
    return int(page.locator(".log-list li").count())


def marked_tile(page: Any) -> tuple[int, int]:
    """Where the big board's one "last move" tile is."""
    last = page.locator(f"{BOARD} .tile.last")
    assert last.count() == 1
    return int(last.get_attribute("data-x")), int(last.get_attribute("data-y"))


def lay_and_build(page: Any) -> tuple[int, int]:
    """Lay the first tile on the first spot and build the first walkway offered; returns
    where the tile went."""
    page.click(PICK)
    spot = page.locator(".spot").first
    spot.wait_for()
    where = int(spot.get_attribute("data-x")), int(spot.get_attribute("data-y"))
    spot.click()
    wait(page, '.dock [data-act="end-build"]')
    if page.locator('.board [data-act="building"]').count():
        page.locator('.board [data-act="building"]').first.click()
        partner = page.locator('.board [data-act="walkway"]')
        if partner.count():
            partner.first.click()
        else:
            page.keyboard.press("Escape")
    return where


def test_a_three_seat_game_is_followed_seat_by_seat_step_by_step_to_its_places(
        page, base_url, open_app):
    """One page load: each opponent's city at full size with its last move lit, then the
    player's again; at "step by step" a bot's step waits for "Next step"; a tile laid is
    previewed and undone, the turn with the city's last tile waits for "Confirm turn"
    and is undone before it, then confirmed; the end screen ranks every seat."""
    open_app(page, base_url)
    new_game(page, "cloudcity", players=3, seed=9)
    for _ in range(2):
        human_turn(page)
        wait(page, PICK, timeout=60_000)
    game = stored_game(page)
    panel_width = page.locator(".cc-other svg").first.bounding_box()["width"]
    for seat, name in ((1, "Bot 2"), (2, "Bot 3")):
        tile = next(m.action for m in reversed(game.history)
                    if m.seat == seat and m.action["type"] == "tile")
        page.click(f'.seats [data-act="watch-seat"][data-seat="{seat}"]')
        wait(page, f'{BOARD}[aria-label="{name}\'s city"]')
        assert marked_tile(page) == (tile["x"], tile["y"])
        assert page.locator(f"{BOARD} .tile").count() == len(game.cities[seat]["tiles"])
        assert page.locator(f"{BOARD} .walkway").count() == len(game.cities[seat]["walkways"])
        assert page.locator('.board .marks [data-act]').count() == 0
        assert page.locator(BOARD).bounding_box()["width"] > 2 * panel_width
        assert page.get_attribute(
            f'.seats [data-act="watch-seat"][data-seat="{seat}"]', "aria-pressed") == "true"
    page.click('.seats [data-act="watch-seat"][data-seat="0"]')
    wait(page, f'{BOARD}[aria-label="Player 1\'s city"]')

    # step by step: the bot's step waits for "Next step"
    page.select_option('select[name="pace"]', "step")
    human_turn(page)
    wait(page, '.dock [data-act="bot-step"]')
    wait(page, f'{BOARD}[aria-label="Bot 2\'s city"]')  # the board follows it
    before = log_size(page)
    page.wait_for_timeout(800)  # longer than the "normal" pace: nothing may happen
    assert log_size(page) == before and "Next step" in page.text_content(".status")
    page.click('.dock [data-act="bot-step"]')
    page.wait_for_function(f"document.querySelectorAll('.log-list li').length === {before + 1}")
    assert "Bot 2 laid tile" in page.locator(".log-list li").first.text_content()
    assert page.locator(f"{BOARD} .tile.last").count() == 1
    page.select_option('select[name="pace"]', "instant")
    wait(page, PICK, timeout=60_000)

    # a tile laid is on the board as the last move, and undone leaves the game as it was
    moves = len(stored_game(page).history)
    where = lay_and_build(page)
    assert marked_tile(page) == where
    restart = page.locator('.dock [data-act="restart-turn"]')  # with a walkway built
    (restart if restart.count() else page.locator('.dock [data-act="undo"]')).click()
    wait(page, PICK)
    assert len(stored_game(page).history) == moves

    # then every turn to the city's last: no draw, so it waits for "Confirm turn"
    while len(stored_game(page).cities[0]["tiles"]) < 8:
        human_turn(page)
        wait(page, PICK, timeout=60_000)
    where = lay_and_build(page)
    built = stored_game(page)
    page.click('.dock [data-act="end-build"]')
    wait(page, CONFIRM)
    assert "confirm your turn" in page.text_content(".status")
    assert marked_tile(page) == where and not page.locator('.board .marks [data-act]').count()
    page.click('.dock [data-act="undo"]')
    wait(page, '.dock [data-act="end-build"]')
    assert stored_game(page).history == built.history
    page.click('.dock [data-act="end-build"]')
    page.click(CONFIRM)
    wait(page, "#end", timeout=60_000)

    game = engine_game(page)
    rows = page.locator(".places tbody tr")
    names = ["Player 1", "Bot 2", "Bot 3"]
    places = ranking(game.scores(None))
    assert rows.count() == 3
    for row, place in zip(rows.all(), places, strict=True):
        cells = [c.strip() for c in row.locator("th, td").all_text_contents()]
        tie = "=" if place.tied else ""
        assert cells[:3] == [tie + ordinal(place.place, "en"), names[place.seat],
                             str(game.scores(None).totals[place.seat])]
