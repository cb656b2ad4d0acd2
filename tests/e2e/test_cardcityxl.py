"""Card City XL in headless Chromium: whole games against bots by clicks, by keys and by
taps on a phone, two humans passing the device, clicks beside the controls, axe-core,
and the variants' sites (the hexagonal Cité Unique, the solo Banlieue Fictive); every
final score read from the engine's own record of the game."""

from __future__ import annotations

from typing import Any

from urbanistes_ui import places
from urbanistes_ui.games.cardcityxl.history import rounds_laid

from .play import (
    AXE,
    READY,
    assert_accessible,
    assert_counted,
    engine_game,
    in_view,
    new_game,
    stored_game,
    wait,
)

DOCK = ".dock"
#: What the viewer may do, in the order a player would: hand the device over, lay the
#: picked card, offer the lots, take one, put a card back, lay a drawn card in a lot,
#: pick a drawn card, discard a card that cannot be built.
STEPS = (
    '[data-act="handoff-ok"]', '[data-act="confirm"]', ".board .spot",
    '.dock [data-act="offer"]:not([disabled])', '.dock [data-act="take"]',
    '.dock [data-act="bottom"]', '.dock [data-act="lay"]:not([disabled])',
    '.dock [data-act="pick-card"]', '.dock [data-act="discard"]',
)
PICK = '.dock [data-act="pick"]'
PASS = '.dock [data-act="pass"]'
ANY = ", ".join((*STEPS, PICK, PASS, "#end"))


def top_in_view(page: Any, selector: str) -> None:
    """The step's control is in view without scrolling (the test's clicks may scroll)."""
    page.evaluate("window.scrollTo(0, 0)")
    if selector == ".board .spot":
        selector = ".board"  # the board scrolls inside its frame on phones
    control = page.locator(selector).first
    # As a tap would: the strong bot's repaints may replace the dock under the test.
    control.wait_for(state="visible", timeout=5_000)
    box = control.bounding_box()
    size = page.viewport_size
    assert box and 0 <= box["y"] < size["height"] and box["y"] + min(box["height"], 44) \
        <= size["height"] + 1, f"{selector} is out of view"
    if selector != ".board":
        assert in_view(page, selector), f"{selector} is out of view"


def press(page: Any, selector: str, *, tap: bool) -> None:
    locator = page.locator(selector).first
    (locator.tap if tap else locator.click)(timeout=5_000)


def human_step(page: Any, *, tap: bool = False, check: bool = False) -> str:
    """One step of the viewer's, whatever the round's phase; returns what was done."""
    wait(page, ANY, timeout=90_000)
    if page.locator("#end").count():
        return "end"
    for selector in STEPS:
        if page.locator(selector).count():
            if check:
                top_in_view(page, selector)
            press(page, selector, tap=tap)
            if tap and selector == ".board .spot":
                press(page, ".board .spot.selected", tap=True)
            return selector
    if _pick_a_card(page, tap=tap, check=check):
        return PICK
    if page.locator(PASS).count():
        if check:
            top_in_view(page, PASS)
        press(page, PASS, tap=tap)
        return PASS
    return "nothing"


def _pick_a_card(page: Any, *, tap: bool, check: bool) -> bool:
    """Pick the first card of the dock that may go somewhere now (turning a two-colour
    card that has no spot this way round); False if none may."""
    for index in range(page.locator(PICK).count()):
        if check and index == 0:
            top_in_view(page, PICK)
        locator = page.locator(PICK).nth(index)
        (locator.tap if tap else locator.click)(timeout=5_000)
        if page.locator('.board .spot, .dock [data-act="discard"]').count():
            return True
        if page.locator('.dock [data-act="rotate"]').count():
            press(page, '.dock [data-act="rotate"]', tap=tap)
            return True
    return False


def play_to_the_end(page: Any, *, tap: bool = False, check: bool = False) -> int:
    steps = 0
    while human_step(page, tap=tap, check=check) != "end":
        steps += 1
        assert steps < 600
    return steps



def assert_engine_scores(page: Any) -> None:
    game = engine_game(page)
    assert game.is_over
    for seat, total in enumerate(game.scores(None).totals):
        assert page.text_content(f"#final-total-{seat}").strip() == str(total)


def test_a_game_against_the_bot_by_clicks_shows_the_engines_scores(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cardcityxl", players=2, seed=8)
    assert page.locator('.dock [data-act="pick-card"]').count() >= 2  # the split first
    assert_accessible(page, "Card City XL: the lots being laid")
    human_step(page)
    assert_accessible(page, "Card City XL: a card picked")
    assert play_to_the_end(page, check=True) > 20
    assert_engine_scores(page)
    game = engine_game(page)
    scores = game.scores(None)
    names = {"p0": "Player 1", "p1": "Bot 2"}
    assert page.text_content("#end .outcome").strip() == scores.outcome["en"].format(**names)
    log = page.text_content(".log-list")
    assert "takes lot" in log and "Bot 2" in log and "End of round" in log
    assert page.locator(".board .card.last").count() >= 1
    assert page.locator(".ccx-other .card.last").count() >= 1
    assert_accessible(page, "Card City XL's end screen")
    assert_counted(page, game)


def key_step(page: Any) -> None:
    """One step by keys: Enter on what the screen focused, else digits to pick a card of
    the hand (R to turn it), else Tab to "End my round" and Enter."""
    act = page.evaluate("document.activeElement && document.activeElement.dataset.act")
    if act in ("pick-card", "lay", "offer", "take", "bottom", "place", "discard", "confirm"):
        if act == "place":
            page.keyboard.press("ArrowDown")  # another lit spot, if there is one below
        page.keyboard.press("Enter")
        return
    if page.locator(PICK).count() and not page.locator(PASS).count():
        for digit in "123":  # the first card the rules let go somewhere
            page.keyboard.press(digit)
            focused = page.evaluate("document.activeElement.dataset.act")
            if focused == "rotate":
                page.keyboard.press("r")
            if focused in ("place", "discard", "rotate"):
                return
        return
    for _tab in range(40):
        if page.evaluate("document.activeElement.dataset.act") == "pass":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")


def test_a_whole_game_by_keyboard_only(page, base_url, open_app):
    """Enter on whatever the screen focuses, digits for the hand, arrows and Enter on the
    board, Tab to "End my round": no mouse."""
    open_app(page, base_url)
    new_game(page, "cardcityxl", players=1, seed=14)
    page.keyboard.press("Escape")
    for _ in range(800):
        wait(page, ANY, timeout=60_000)
        if page.locator("#end").count():
            break
        key_step(page)
    wait(page, "#end", timeout=60_000)
    assert_engine_scores(page)


def test_phone_game_by_taps(phone_page, base_url, open_app):
    """A whole game against the strong bot, by taps on a phone."""
    page = phone_page
    open_app(page, base_url)
    page.tap('[data-act="setup"][data-game="cardcityxl"]')
    page.select_option('select[name="players"]', "2")
    page.select_option('select[name="seat1"]', "strong")
    page.fill('input[name="seed"]', "15")
    # the form's long option labels stay inside the phone's width: Start is tappable
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.tap('[data-act="start"]')
    wait(page, ".play")
    target = page.locator('.dock [data-act="pick-card"]').first.bounding_box()
    assert target["width"] >= 44 and target["height"] >= 44
    assert play_to_the_end(page, tap=True, check=True) > 20
    assert_engine_scores(page)
    page.reload()
    wait(page, READY, state="attached", timeout=60_000)


def test_clicks_beside_the_controls_change_nothing(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cardcityxl", players=3, seed=9, level="normal")
    for _ in range(12):
        human_step(page)
    wait(page, ANY, timeout=60_000)
    before = (page.locator(".log-list li").count(), len(stored_game(page).history))
    for selector in (".board .layer svg", ".board .card", ".ccx-other", ".ccx-other .card",
                     ".ccx-reserve li", ".ccx-facts li", ".ccx-legend li", ".ccx-purse",
                     ".status", ".seat", ".dock h2", ".ccx-lot h2", ".ccx-mine li",
                     "header h1", ".info h3", ".log-list li", ".ccx-events li"):
        for element in page.locator(selector).all()[:3]:
            if element.is_visible():  # mid-screen: never under the sticky top bar
                element.evaluate("e => e.scrollIntoView({block: 'center'})")
                element.click(force=True, position={"x": 2, "y": 2})
    assert (page.locator(".log-list li").count(), len(stored_game(page).history)) == before
    assert page.locator(".status .error").count() == 0
    assert_axe_rules(page, "heading-order", "scrollable-region-focusable")


def assert_axe_rules(page: Any, *rules: str) -> None:
    """axe-core's ``rules`` find nothing, whatever their impact (heading-order is only
    "moderate": ``assert_accessible`` lets it pass)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    result = page.evaluate("r => axe.run(document, {runOnly: r})", list(rules))
    assert not result["violations"], [(v["id"], [n["target"] for n in v["nodes"]])
                                      for v in result["violations"]]


def test_two_humans_pass_the_device_and_never_see_each_others_cards(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cardcityxl", players=2, seats=((1, "human"),), seed=5)
    drawn = page.locator('.dock [data-act="pick-card"]').count()
    assert drawn
    while not page.locator(".handoff").count():
        human_step(page)
    assert "Pass the device to Player 2" in page.text_content(".status")
    assert page.locator('.dock [data-act="pick-card"], .dock [data-act="take"]').count() == 0
    assert page.locator(".dock .ccx-card > title").count() == 0  # no card named
    page.click('[data-act="handoff-ok"]')
    wait(page, '.dock [data-act="take"]')
    assert "Player 2" in page.text_content(".status")
    # the chooser sees lot 2's face-down cards it does not know as backs
    backs = page.locator(".dock .ccx-card > title").evaluate_all(
        "ts => ts.filter(t => t.textContent === 'Face-down card').length")
    view = stored_game(page).view(1)["draft"]["lots"]
    assert backs == sum(lot["down"].count(None) for lot in view)


# -- the variants --------------------------------------------------------------------------

def test_a_three_player_hexagonal_single_city_to_the_end(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cardcityxl", players=3, seed=4, unique="True")
    label = page.locator(".board .ccx-city").first.get_attribute("aria-label")
    assert label.startswith("The single city") and "3 = Bot 3" in label
    assert page.locator(".board .parts text").all_text_contents() == ["1", "you", "2", "3"]
    assert "1 = Player 1 (you)" in label
    assert "Single City" in page.text_content(".ccx-facts")
    assert_accessible(page, "Card City XL: the hexagonal single city")
    assert play_to_the_end(page) > 20
    assert engine_game(page).cities[0].topology == "hex"
    assert_engine_scores(page)
    assert page.locator(".ccx-events li").count()  # the last rounds' events, listed
    assert_axe_rules(page, "heading-order", "scrollable-region-focusable")


def test_a_solo_fictional_suburb_to_the_end(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cardcityxl", players=1, seed=6, suburb="True")
    assert "Town hall" in page.text_content(".status")
    suburb = page.locator(".board .card > title").evaluate_all(
        "ts => ts.filter(t => t.textContent.includes(', of the suburb')).length")
    human_step(page)  # the Town hall set down: the game is kept on the device from now
    page.wait_for_function("Object.keys(localStorage).some(k => k.startsWith('urbanistes.game.'))")
    assert suburb == sum(1 for *_, owner in stored_game(page).cities[0].cells.values()
                         if owner < 0)
    assert play_to_the_end(page) > 10
    assert_engine_scores(page)
    assert_accessible(page, "the Fictional Suburb's end screen")


# -- following the table ---------------------------------------------------------------------

BOARD_CITY = ".board svg.ccx-city"
LOG_LINES = "document.querySelectorAll('.log-list li').length"


def marked(page: Any) -> set[tuple[int, int]]:
    """The cells of the big board's cards marked as laid in their player's last round."""
    cells = page.locator(f"{BOARD_CITY} g.card.last").evaluate_all(
        "els => els.map(e => [e.dataset.x, e.dataset.y])")
    return {(int(x), int(y)) for x, y in cells}


def test_three_seats_followed_watched_held_and_placed(page, base_url, open_app):
    """A human and two normal bots: the offer of the lots is held and previewed, then
    cancelled (nothing changes) and confirmed; step by step, the bot that chooses waits
    for "Next step"; mid-game each bot's city shows big with its last cards marked and
    nothing to choose, then the player's own; the end lists every place with the
    engine's totals."""
    open_app(page, base_url)
    new_game(page, "cardcityxl", players=3, seed=7)
    page.select_option('select[name="pace"]', "instant")

    # the lots laid card by card (each undoable), then offered: held, shown as offered
    while not page.locator('.dock [data-act="offer"]:not([disabled])').count():
        human_step(page)
    laid = len(stored_game(page).history)
    page.click('.dock [data-act="offer"]')
    wait(page, '[data-act="confirm"]')
    assert "offers lot 1 (" in page.text_content(".status")
    assert page.locator('.dock .ccx-lot').count() == 2
    assert page.locator('.dock [data-act="pick-card"], .dock [data-act="lay"]').count() == 0
    assert len(stored_game(page).history) == laid  # nobody has seen anything yet
    page.click('[data-act="undo"]')  # Cancel
    wait(page, '.dock [data-act="offer"]:not([disabled])')
    assert len(stored_game(page).history) == laid and stored_game(page).phase == "split"

    # step by step: once confirmed, the bot that chooses waits for "Next step"
    page.select_option('select[name="pace"]', "step")
    page.click('.dock [data-act="offer"]')
    page.click('[data-act="confirm"]')
    wait(page, '[data-act="bot-step"]')
    assert "press “Next step”" in page.text_content(".status")
    assert page.get_attribute(BOARD_CITY, "aria-label") == "Bot 2's city"  # it follows
    lines = page.evaluate(LOG_LINES)
    page.wait_for_timeout(700)  # longer than the normal pace: nothing moves meanwhile
    assert page.evaluate(LOG_LINES) == lines and stored_game(page).phase == "choose"
    page.click('[data-act="bot-step"]')
    page.wait_for_function(f"{LOG_LINES} === {lines + 1}")
    assert "Bot 2 takes lot" in page.text_content(".log-list li")
    assert "— you " in page.text_content(".recent")  # what Bot 2's choice meant for you
    page.select_option('select[name="pace"]', "instant")

    # mid-game, each bot's city big with its last cards marked, then your own
    while not ((game := stored_game(page)).round == 2 and game.phase == "build"
               and 0 in game.to_act and page.locator(PICK).count()):
        human_step(page)
    page.locator(PICK).first.click()
    for seat, name in ((1, "Bot 2"), (2, "Bot 3")):
        page.click(f'.seats [data-act="watch-seat"][data-seat="{seat}"]')
        wait(page, f'{BOARD_CITY}[aria-label="{name}\'s city"]')
        assert page.locator(".board .spot").count() == 0  # nothing to choose there
        first_round = rounds_laid(stored_game(page).history)[seat][0]
        assert marked(page) == {p for p, _ in first_round} != set()
        assert page.get_attribute(f'.seats [data-seat="{seat}"]', "aria-pressed") == "true"
        assert f"On the board: {name}'s city" in page.text_content(".info")
    assert_accessible(page, "Card City XL: watching a bot's city")
    page.click('.seats [data-act="watch-seat"][data-seat="0"]')
    wait(page, f'{BOARD_CITY}[aria-label="Player 1\'s city"]')
    assert page.locator(".board .spot").count() >= 1 or page.locator(
        '.dock [data-act="discard"], .dock [data-act="rotate"]').count()

    # to the end: every place with the engine's totals
    play_to_the_end(page)
    scores = engine_game(page).scores(None)
    names = ["Player 1", "Bot 2", "Bot 3"]
    rows = page.locator("#end table.places tbody tr").evaluate_all(
        "rows => rows.map(r => Array.from(r.cells, c => c.textContent.trim()))")
    ranked = places.ranking(scores)
    assert len(rows) == 3 and [(row[1], int(row[2])) for row in rows] == [
        (names[p.seat], p.total) for p in ranked]
    assert [row[0] for row in rows] == [
        ("=" if p.tied else "") + places.ordinal(p.place, "en") for p in ranked]
    assert rows[0][0].endswith("1st")
    assert_engine_scores(page)
