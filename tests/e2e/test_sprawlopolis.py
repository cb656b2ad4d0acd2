"""Whole Sprawlopolis games played in headless Chromium by clicks, taps and keys.

The `page`/`phone_page` fixtures fail a test on any console error (the app logs every
Python failure there) or any request to another origin.
"""

from __future__ import annotations

from .play import (
    HAND,
    TURN_OR_END,
    assert_accessible,
    assert_counted,
    cards_in_city,
    engine_game,
    in_view,
    new_game,
    play_to_the_end,
    sprawl_turn,
    wait,
)


def hand_and_action_in_view(page):
    """At every step the hand is in view as the page opens (scrolled to the top: the
    test's taps may have scrolled it, a player need not)."""
    page.evaluate("window.scrollTo(0, 0)")
    assert in_view(page, HAND), ("the hand is out of view", page.locator(HAND).first.bounding_box(),
                                 page.evaluate("[scrollX, scrollY, innerWidth, innerHeight]"))


def test_solo_game_by_clicks_shows_the_engines_final_score(page, base_url, open_app):
    open_app(page, base_url)
    assert_accessible(page, "home")
    page.click('[data-act="setup"][data-game="sprawlopolis"]')
    assert_accessible(page, "new game form")
    page.click('[data-act="home"]')
    new_game(page, seed=2024)
    assert_accessible(page, "a game in progress")
    assert play_to_the_end(page, check=hand_and_action_in_view) == 14
    game = engine_game(page)
    assert game.seed == 2024 and game.is_over and len(game.placements) == 15
    scores = game.scores(None)
    assert page.text_content("#final-total-0").strip() == str(scores.totals[0])
    assert page.text_content("#end .outcome").strip() == scores.outcome["en"]
    rows = page.locator(".score table.scores tbody tr").count()
    assert rows == len(scores.sheets[0].lines) + 1  # every line, then the total
    assert in_view(page, "#end .outcome") and cards_in_city(page) == 15
    assert_accessible(page, "the end screen")
    assert_counted(page, game)


def test_a_laid_card_waits_for_confirmation_and_can_be_taken_back(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, seed=31)
    page.locator(HAND).first.click()
    page.locator(".spot").first.click()
    wait(page, '[data-act="confirm"]')
    assert cards_in_city(page) == 2 and in_view(page, '[data-act="confirm"]')
    page.click('[data-act="undo"]')  # nothing was drawn yet: the card goes back
    page.wait_for_function("document.querySelectorAll('.board .layer svg .card').length === 1")
    assert page.locator('[data-act="confirm"]').count() == 0
    sprawl_turn(page)
    assert page.locator('[data-act="undo"]').count() == 0  # the next card is seen: no way back
    log = page.text_content(".log-list")
    assert "Player 1" in log and "laid card" in log


def test_the_picked_card_is_previewed_under_the_mouse_or_the_keyboard(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, seed=31)
    preview = page.locator("[data-preview-at]")

    def shown_at():
        if preview.get_attribute("visibility") == "hidden":
            return None
        return [preview.get_attribute("x"), preview.get_attribute("y")]

    page.locator(HAND).first.click()
    assert shown_at() is None  # the focus a mouse pick moves to the board shows nothing
    spot = page.locator(".spot").nth(2)
    spot.hover()
    assert shown_at() == spot.get_attribute("data-preview").split()
    page.locator("header h1").hover()
    assert shown_at() is None
    page.keyboard.press("Escape")
    page.keyboard.press("1")  # by keyboard: the focus lands on a spot, the preview with it
    focused = page.locator(".spot:focus")
    assert shown_at() == focused.get_attribute("data-preview").split()
    page.keyboard.press("ArrowRight")
    assert shown_at() == focused.get_attribute("data-preview").split()
    where = shown_at()
    page.keyboard.press("r")  # turned: redrawn, still previewed on the focused spot
    assert page.locator("[data-preview-at]").count() == 1 and shown_at() == where
    assert cards_in_city(page) == 1  # previews lay nothing


def test_two_seats_human_and_bot(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, players=2, seats=((1, "normal"),), seed=77)
    wait(page, ".seat.acting")
    assert page.locator(".seat").count() == 2
    assert "Bot 2" in page.text_content(".seats")
    human_turns = play_to_the_end(page)
    game = engine_game(page)
    movers = [m.seat for m in game.history]
    assert movers.count(0) == human_turns == 7  # 14 plays shared by 2 seats
    assert movers.count(1) == 7
    assert page.text_content("#final-total-0").strip() == str(game.scores(None).totals[0])
    # every seat's last card is marked on the city, with the seat's number
    assert page.locator(".board .layer svg .card.last").count() == 2


def test_two_humans_pass_the_device(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, players=2, seats=((1, "human"),), seed=5)
    first_hand = page.locator(HAND).evaluate_all("els => els.map(e => e.dataset.card)")
    page.locator(HAND).first.click()
    page.locator(".spot").first.click()
    wait(page, '[data-act="confirm"]')  # Player 2 will see the card: held
    assert page.locator(".handoff").count() == 0 and cards_in_city(page) == 1
    page.click('[data-act="confirm"]')
    wait(page, ".handoff")
    assert page.locator(HAND).count() == 0  # hands hidden behind the privacy screen
    assert "Pass the device to Player 2" in page.text_content(".status")
    page.click('[data-act="handoff-ok"]')
    wait(page, f"{HAND}:not([disabled])")
    assert "Player 2" in page.text_content(".status")
    second_hand = page.locator(HAND).evaluate_all("els => els.map(e => e.dataset.card)")
    assert len(second_hand) == 3 and second_hand != first_hand


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
    wait(page, "html[data-ready]", state="attached", timeout=60_000)
    assert page.get_attribute("html", "lang") == "fr"
    page.click('[data-act="setup"][data-game="sprawlopolis"]')
    assert "Commencer" in page.text_content('[data-act="start"]')
    page.click('[data-act="lang"]')  # leave English for the other tests
    assert page.get_attribute("html", "lang") == "en"


def test_a_whole_game_by_keyboard_only(page, base_url, open_app):
    """Tab to a control, Enter or Space to press it, arrows on the board: no mouse."""
    open_app(page, base_url)
    page.keyboard.press("Tab")  # the first control: the home button
    for _ in range(40):
        if page.evaluate("document.activeElement.dataset.game === 'sprawlopolis' && "
                         "document.activeElement.dataset.act === 'setup'"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    wait(page, 'select[name="players"]')
    for _ in range(20):
        if page.evaluate("document.activeElement.dataset.act === 'start'"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Space")
    wait(page, ".play")
    # a new screen gets its focus in its first frame (ui.js), not in the task that drew it
    page.wait_for_function("document.activeElement.dataset.act === 'pick'", timeout=5_000)
    turns = 0
    while not page.locator("#end").count():
        # focus is on the hand: Enter picks the focused card, focus goes to the board
        assert page.evaluate("document.activeElement.dataset.act") == "pick"
        page.keyboard.press("Enter")
        wait(page, ".spot")
        assert page.evaluate("document.activeElement.dataset.act") == "place"
        page.keyboard.press("ArrowDown")
        page.keyboard.press("Enter")
        wait(page, f'[data-act="confirm"], {TURN_OR_END}')
        if page.locator('[data-act="confirm"]').count():
            assert page.evaluate("document.activeElement.dataset.act") == "confirm"
            page.keyboard.press("Enter")
        wait(page, TURN_OR_END)
        turns += 1
        assert turns <= 14
    assert turns == 14 and engine_game(page).is_over


def test_clicks_beside_the_controls_change_nothing(page, base_url, open_app):
    """Every part of the screen that is not a control: cards of the city, scoring cards,
    the status, the seats, headings, the board's background, a dialog's backdrop."""
    open_app(page, base_url)
    new_game(page, players=2, seats=((1, "normal"),), seed=8)
    sprawl_turn(page)
    wait(page, f"{HAND}:not([disabled])")
    before = engine_game_moves(page)
    for selector in (".board .layer svg .card", ".scoring-card", ".status", ".seat",
                     ".dock h2", ".pile svg", ".board-scroll", ".info .target", "header h1",
                     ".log-list li", "table.scores td"):
        for element in page.locator(selector).all()[:3]:
            element.click(force=True, position={"x": 2, "y": 2})
    page.locator(HAND).first.click()  # picked: the spots are controls now
    page.locator(".board-scroll").click(position={"x": 3, "y": 3})
    page.keyboard.press("Escape")
    page.click('[data-act="share"]')
    page.locator(".dialog-backdrop").click(position={"x": 3, "y": 3})
    page.locator(".dialog h2").click()
    page.keyboard.press("Escape")
    assert page.locator(".dialog").count() == 0  # Escape closes a dialog
    assert engine_game_moves(page) == before
    assert page.locator(".status .error").count() == 0


def engine_game_moves(page):
    return page.evaluate("document.querySelectorAll('.log-list li').length")


def test_phone_portrait_game_by_touch(phone_page, base_url, open_app):
    page = phone_page
    open_app(page, base_url)
    assert_accessible(page, "home on a phone")
    new_game(page, seed=9, difficulty="easy")
    spots_are_finger_sized(page)
    assert play_to_the_end(page, tap=True, check=hand_and_action_in_view) == 14
    game = engine_game(page)
    assert game.options["difficulty"] == "easy"
    assert page.text_content("#final-total-0").strip() == str(game.scores(None).totals[0])
    assert in_view(page, "#end .outcome")


def spots_are_finger_sized(page):
    page.locator(HAND).first.tap()
    spot = page.locator(".spot circle").first
    box = spot.bounding_box()
    assert box["width"] >= 43.5 and box["height"] >= 43.5, box
    page.keyboard.press("Escape")


def centre(box):
    return round(box["x"] + box["width"] / 2, 1), round(box["y"] + box["height"] / 2, 1)


def test_the_second_tap_lands_where_the_first_did(phone_page, base_url, open_app):
    """The first tap previews the card; nothing on screen moves before the second."""
    page = phone_page
    open_app(page, base_url)
    new_game(page, seed=12)
    page.locator(HAND).first.tap()
    spot = page.locator(".spot").nth(3)
    before = centre(spot.bounding_box())
    scroll = page.evaluate("document.querySelector('.board-scroll').scrollLeft")
    spot.tap()
    wait(page, ".spot.selected")
    selected = page.locator(".spot.selected")
    assert centre(selected.bounding_box()) == before  # ringed now, in the same place
    assert page.evaluate("document.querySelector('.board-scroll').scrollLeft") == scroll
    assert "Tap again" in page.text_content(".status")
    selected.tap()
    wait(page, '[data-act="confirm"]')
    assert cards_in_city(page) == 2


def test_the_board_keeps_its_scroll_position(phone_page, base_url, open_app):
    page = phone_page
    open_app(page, base_url)
    new_game(page, seed=12)
    page.evaluate("document.querySelector('.board-scroll').scrollLeft = 60")
    page.locator(HAND).first.tap()
    wait(page, ".spot")
    assert page.evaluate("document.querySelector('.board-scroll').scrollLeft") == 60


HELD = "svg.city-ghost use:not([data-preview-at])"
LOG_LINES = "document.querySelectorAll('.log-list li').length"


def test_three_seats_followed_step_by_step_held_cards_and_the_teams_end(page, base_url,
                                                                         open_app):
    """A human and two bots on one shared city: each bot's last card marked with its seat
    number and said in the last-moves strip; step by step, a bot waits for "Next step";
    a card laid is held and previewed at its spot, cancelled, then laid and confirmed;
    the end gives the team's total against the target."""
    open_app(page, base_url)
    new_game(page, players=3, seats=((1, "normal"), (2, "normal")), seed=41)
    page.select_option('select[name="pace"]', "instant")
    sprawl_turn(page)
    wait(page, f"{HAND}:not([disabled])")
    assert page.locator('[data-act="watch-seat"]').count() == 0  # one city: nothing to watch

    # each bot's last card: in words in the strip, marked on the city with its number
    strip = page.locator(".recent li").all_text_contents()
    assert [line.split(" laid card ")[0] for line in strip] == ["Bot 2", "Bot 3"]
    for seat, line in zip((2, 3), strip, strict=True):
        card = line.split(" laid card ")[1].split(",")[0].split(" ")[0]
        marked = page.locator(f'.board .layer svg .card.last[data-card="{card}"]')
        assert marked.count() == 1
        assert str(seat) in marked.locator("g[aria-hidden] text").all_text_contents()
    assert "you get cards" in strip[1]  # Bot 3 passes its hand to you

    # step by step: each bot card waits for "Next step"
    page.select_option('select[name="pace"]', "step")
    lines = page.evaluate(LOG_LINES)
    sprawl_turn(page)
    wait(page, '[data-act="bot-step"]')
    assert "press “Next step”" in page.text_content(".status")
    page.wait_for_timeout(700)  # longer than the normal pace: nothing moves meanwhile
    assert page.evaluate(LOG_LINES) == lines + 1
    page.click('[data-act="bot-step"]')
    page.wait_for_function(f"{LOG_LINES} === {lines + 2}")
    page.keyboard.press("n")
    page.wait_for_function(f"{LOG_LINES} === {lines + 3}")
    wait(page, f"{HAND}:not([disabled])")
    assert page.locator('[data-act="bot-step"]').count() == 0
    page.select_option('select[name="pace"]', "instant")

    # a card laid is held, shown at its spot, and cancelled: nothing happened
    cards, lines = cards_in_city(page), page.evaluate(LOG_LINES)
    page.locator(HAND).first.click()
    spot = page.locator(".spot").nth(1)
    where = spot.get_attribute("data-preview").split()
    spot.click()
    wait(page, HAND + "[disabled]")
    held = page.locator(HELD)
    assert [held.get_attribute("x"), held.get_attribute("y")] == where
    assert "? Confirm, or cancel." in page.text_content(".status")
    assert page.locator('[data-act="confirm"]').count() == 1
    assert cards_in_city(page) == cards and page.evaluate(LOG_LINES) == lines
    page.click('[data-act="undo"]')  # Cancel
    wait(page, f"{HAND}:not([disabled])")
    assert page.locator(HELD).count() == 0 and page.locator('[data-act="confirm"]').count() == 0
    assert cards_in_city(page) == cards and page.evaluate(LOG_LINES) == lines
    sprawl_turn(page)  # laid, then confirmed: the bots play
    page.wait_for_function(f"{LOG_LINES} >= {lines + 3}")
    assert cards_in_city(page) >= cards + 3

    play_to_the_end(page)
    game = engine_game(page)
    scores = game.scores(None)
    (total,) = scores.totals
    margin = total - game.target
    assert page.text_content("#end .outcome").strip() == scores.outcome["en"]
    assert page.text_content("#end .places.team").strip() == (
        f"Team: {total} points for a target of {game.target} "
        f"({'+' if margin >= 0 else '−'}{abs(margin)}).")
    assert page.locator("#end .places tr").count() == 0  # one team: no places to rank
    assert page.text_content("#final-total-0").strip() == str(total)
