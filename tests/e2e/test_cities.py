"""Cities in headless Chromium: whole games against the bot by clicks, by keys only and
by taps on a phone, two humans passing the device, clicks beside the controls, what
every step shows (the choice in view, the final score the engine's), and following the
table (each opponent's neighbourhood on the big board, the bots' pace, a turn undone
before it is confirmed, the places at the end)."""

from __future__ import annotations

from .play import assert_accessible, assert_counted, engine_game, in_view, new_game, wait

TAKE = '.dock [data-act="take"]:not([disabled])'
CHOOSE = '.dock [data-act="choose"]:not([disabled])'
LAY = '.board [data-act="lay"]'
PLACE = '.board [data-act="place"]'
DISCARD = '.dock [data-act="discard"]'
CONFIRM = '[data-act="confirm"]'
#: The viewer's turn (or the end), whatever its step.
MINE = f"{TAKE}, {CHOOSE}, {LAY}, {PLACE}, {DISCARD}, {CONFIRM}, #end"
#: Row preferences, turn after turn, so that a game uses every row.
ROWS = (1, 3, 2, 0)


def at_top(page) -> None:
    """What a player sees without scrolling (the test's own clicks may have scrolled)."""
    page.evaluate("window.scrollTo(0, 0)")


def target_in_view(page, selector: str) -> bool:
    """Some board target is inside the viewport and inside the board's frame."""
    frame = page.locator(".board-scroll").bounding_box()
    size = page.viewport_size
    for box in (t.bounding_box() for t in page.locator(selector).all()):
        if box and frame["y"] <= box["y"] and box["y"] + box["height"] <= frame["y"] + \
                frame["height"] + 1 and box["y"] + box["height"] <= size["height"] + 1 \
                and box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 1:
            return True
    return False


def choice_in_view(page, step: str) -> None:
    """The step's choice is in view as the page opens: the central board's four rows
    when taking; the tile or items in hand, their button, and a lit target when placing."""
    at_top(page)
    if step == "take":
        assert in_view(page, ".ct-rows.choice"), "the central board is out of view"
    elif step == "lay":
        assert in_view(page, ".ct-hand-tile") and in_view(page, '.dock [data-act="rotate"]')
        assert target_in_view(page, LAY), "no spot for the tile in view"
    elif step == "place":
        assert in_view(page, ".dock .ct-hand") and in_view(page, DISCARD)
        assert target_in_view(page, PLACE), "no lit space in view"
    elif step == "choose":
        assert in_view(page, ".ct-start")


def press(page, selector: str, *, tap: bool = False) -> None:
    """Click, or on a touch screen tap twice: the first tap selects, the second acts."""
    target = page.locator(selector).first
    if not tap:
        target.click()
        return
    data = target.evaluate("e => Object.assign({}, e.dataset)")
    target.tap()
    if data.get("act") in ("take", "lay", "place"):
        keys = "".join(f'[data-{k}="{v}"]' for k, v in data.items() if k not in ("preview",))
        page.locator(keys).first.tap()


def pick_slot(page, turn: int) -> str:
    for row in ROWS[turn % 4:] + ROWS[:turn % 4]:
        selector = f'{TAKE}[data-row="{row}"]'
        if page.locator(selector).count():
            return selector
    return TAKE


def no_check(page, step: str) -> None:
    """A turn played without looking."""


def human_turn(page, turn: int, *, tap: bool = False, check=no_check) -> None:
    """Choose a starting tile, or take a slot (every row in turn), then place what was
    taken and confirm."""
    wait(page, f"{TAKE}, {CHOOSE}", timeout=90_000)
    if page.locator(CHOOSE).count():
        check(page, "choose")
        press(page, CHOOSE, tap=tap)
    else:
        check(page, "take")
        press(page, pick_slot(page, turn), tap=tap)
    place_what_was_taken(page, tap=tap, check=check)


def place_what_was_taken(page, *, tap: bool, check) -> None:
    """Confirm a face-down take (held until then), lay the tile turned once, or place
    each item where it first may go (else discard it); confirm the turn."""
    for _ in range(9):
        wait(page, f"{LAY}, {PLACE}, {DISCARD}, {CONFIRM}, .seat.acting.bot, "
                   f"{TAKE}, #end")
        if page.locator(CONFIRM).count():
            held = page.locator(".ct-slot.held").count()
            press(page, CONFIRM, tap=tap)
            if held:
                continue
            return
        if page.locator(LAY).count():
            check(page, "lay")
            press(page, '.dock [data-act="rotate"]', tap=tap)
            press(page, LAY, tap=tap)
        elif page.locator(PLACE).count():
            check(page, "place")
            press(page, PLACE, tap=tap)
        elif page.locator(DISCARD).count():
            press(page, DISCARD, tap=tap)
        else:
            return  # a face-down card, confirmed: revealed and the turn over


def play_against_the_bot(page, *, tap: bool = False, check=no_check) -> int:
    turns = 0
    while True:
        wait(page, f"{TAKE}, {CHOOSE}, #end", timeout=90_000)
        if page.locator("#end").count():
            return turns
        human_turn(page, turns, tap=tap, check=check)
        turns += 1
        assert turns <= 33


def check_the_end(page, names=("Player 1", "Bot 2")) -> None:
    """The end screen shows the engine's totals and outcome."""
    game = engine_game(page)
    assert game.is_over
    scores = game.scores(None)
    for seat, total in enumerate(scores.totals):
        assert page.text_content(f"#final-total-{seat}").strip() == str(total)
    named = {f"p{seat}": name for seat, name in enumerate(names)}
    assert page.text_content("#end .outcome").strip() == scores.outcome["en"].format(**named)


def test_a_game_against_the_bot_by_clicks_shows_the_engines_scores(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cities", players=2, seed=8)
    wait(page, CHOOSE, timeout=60_000)
    assert_accessible(page, "Cities at the start")
    human_turn(page, 0)
    wait(page, TAKE, timeout=60_000)
    assert_accessible(page, "Cities in progress: the central board is the choice")
    press(page, f'{TAKE}[data-row="1"]')
    wait(page, LAY)
    assert_accessible(page, "Cities in progress: laying a tile")
    press(page, LAY)
    press(page, CONFIRM)
    assert play_against_the_bot(page, check=choice_in_view) == 31
    check_the_end(page)
    game = engine_game(page)
    log = page.text_content(".log-list")
    assert "laid tile" in log and "Bot 2" in log and "took" in log
    assert sum(len(p["hood"]["tiles"]) for p in game.view(None)["players"]) >= 4
    assert_accessible(page, "Cities' end screen")
    assert_counted(page, game)


def test_a_whole_game_by_keyboard_only(page, base_url, open_app):
    """Enter on the focused choice, R and arrows and Enter on the board, Enter on the
    focused discard and confirm buttons: no mouse."""
    open_app(page, base_url)
    new_game(page, "cities", players=2, seed=21)
    page.keyboard.press("Escape")
    focused = "document.activeElement.dataset.act"
    turns = 0
    while True:
        wait(page, f"{TAKE}, {CHOOSE}, #end", timeout=90_000)
        if page.locator("#end").count():
            break
        page.wait_for_function(f"['take', 'choose'].includes({focused})")
        if turns % 3 == 1 and page.locator(TAKE).count() > 1:  # another slot now and then
            page.keyboard.press("Tab")
            page.wait_for_function(f"{focused} === 'take' || {focused} === 'choose'")
        page.keyboard.press("Enter")
        for _ in range(9):
            wait(page, f"{LAY}, {PLACE}, {DISCARD}, {CONFIRM}, .seat.acting.bot, "
                       f"{TAKE}, #end")
            act = page.evaluate(focused)
            if act == "confirm":
                held = page.locator(".ct-slot.held").count()  # a face-down take
                page.keyboard.press("Enter")
                if held:
                    continue
                break
            if act == "lay":
                page.keyboard.press("r")
                page.keyboard.press("ArrowDown")
                page.keyboard.press("Enter")
            elif act in ("place", "discard"):
                page.keyboard.press("Enter")
            elif page.locator(f"{LAY}, {PLACE}, {DISCARD}, {CONFIRM}").count():
                page.wait_for_function(f"['lay', 'place', 'discard', 'confirm'].includes("
                                       f"{focused})")
            else:
                break
        turns += 1
        assert turns <= 33
    check_the_end(page)
    game = engine_game(page)
    assert any(m.action.get("type") == "tile" and m.action["rot"] for m in game.history)


def test_phone_game_by_taps(phone_page, base_url, open_app):
    """A whole game against the strong bot, by taps on a phone."""
    page = phone_page
    open_app(page, base_url)
    new_game(page, "cities", players=2, seats=((1, "strong"),), seed=14)
    wait(page, CHOOSE, timeout=60_000)
    box = page.locator(CHOOSE).first.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    human_turn(page, 0, tap=True)
    wait(page, TAKE, timeout=60_000)
    sizes = [t.bounding_box() for t in page.locator(TAKE).all()]
    assert min(min(b["width"], b["height"]) for b in sizes) >= 44
    press(page, f'{TAKE}[data-row="1"]', tap=True)
    wait(page, LAY)
    for spot in page.locator(f"{LAY} .hit").all():
        b = spot.bounding_box()
        assert b["width"] >= 44 and b["height"] >= 44
    press(page, LAY, tap=True)
    press(page, CONFIRM, tap=True)
    assert play_against_the_bot(page, tap=True, check=choice_in_view) == 31
    check_the_end(page)
    assert_accessible(page, "Cities' end screen on a phone")


def acting_seat(page) -> int:
    """The seat to move, from the page's own turn indicator ("Player 2": seat 1)."""
    return int(page.locator(".seat.acting .who").first.text_content().split()[-1]) - 1


def test_two_humans_pass_the_device(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cities", players=2, seats=((1, "human"),), seed=5)
    for _ in range(2):  # each chooses a starting tile, passing the device between
        wait(page, f"{CHOOSE}, .handoff")
        if page.locator(".handoff").count():
            page.click('[data-act="handoff-ok"]')
        human_turn(page, 0)
    wait(page, f"{TAKE}, .handoff")
    if page.locator(".handoff").count():
        page.click('[data-act="handoff-ok"]')
    first = acting_seat(page)
    human_turn(page, 3)  # a scoring card: the turn ends at once
    wait(page, ".handoff")
    assert page.locator('.dock [data-act="take"]').count() == 0
    other = 1 - first
    assert f"Pass the device to Player {other + 1}" in page.text_content(".status")
    page.click('[data-act="handoff-ok"]')
    wait(page, TAKE)
    assert acting_seat(page) == other and f"Player {other + 1}" in page.text_content(".status")
    label = page.locator(".board .layer svg.ct-hood").first.get_attribute("aria-label")
    assert label == f"Player {other + 1}'s neighbourhood"
    assert "Your scoring cards" in page.text_content(".info")


#: Whether a click at the element's corner (2, 2) would reach a control: the element is
#: part of one, or one lies over that corner (the sticky header over a scrolled panel).
BESIDE = """e => { const r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + 2, r.y + 2);
  return !!e.closest('[data-act]') || !hit || !!hit.closest('[data-act]'); }"""


def test_clicks_beside_the_controls_change_nothing(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cities", players=3, seed=9)
    human_turn(page, 0)
    wait(page, TAKE, timeout=90_000)
    human_turn(page, 1)
    wait(page, TAKE, timeout=90_000)
    before = page.locator(".log-list li").count()
    for selector in (".board .layer svg", ".board .layer svg .tile", ".board .layer svg .space",
                     ".ct-row-name", ".ct-slot.taken", ".ct-rows > h2", ".ct-ach",
                     ".ct-values li", ".ct-cards li", ".ct-other", ".ct-other svg",
                     ".ct-supply p", ".ct-facts p", ".status", ".seat", "table.scores td",
                     "header h1", ".info h3", ".log-list li", ".ct-slot .ct-card-text"):
        for element in page.locator(selector).all()[:3]:
            element.evaluate("e => e.scrollIntoView({block: 'center'})")
            if element.evaluate(BESIDE):
                continue  # a part of a control, or a control lies over that corner
            element.click(force=True, position={"x": 2, "y": 2})
    assert page.locator(".log-list li").count() == before
    assert page.locator(".status .error").count() == 0
    assert page.locator(TAKE).count()


def test_the_tile_taken_is_previewed_under_the_mouse_and_turns(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cities", players=2, seed=3)
    human_turn(page, 0)
    wait(page, TAKE, timeout=60_000)
    press(page, f'{TAKE}[data-row="1"]')
    preview = page.locator("[data-preview-at]")
    assert preview.get_attribute("visibility") == "hidden"
    spot = page.locator(LAY).nth(1)
    spot.hover()
    assert preview.get_attribute("visibility") is None
    assert [preview.get_attribute("x"), preview.get_attribute("y")] == \
        spot.get_attribute("data-preview").split()
    kinds = page.locator("#ct-ghost .space").evaluate_all("e => e.map(s => s.dataset.kind)")
    page.keyboard.press("r")
    turned = page.locator("#ct-ghost .space").evaluate_all("e => e.map(s => s.dataset.kind)")
    assert turned == [kinds[2], kinds[0], kinds[3], kinds[1]]  # a quarter turn clockwise


def test_four_seats_three_bots_a_whole_game_by_taps_on_a_phone(phone_page, base_url, open_app):
    """The choice in view at every step under four seats, the page no wider than the
    phone, and the engine's final scores shown."""
    page = phone_page
    open_app(page, base_url)
    page.click('[data-act="setup"][data-game="cities"]')
    page.select_option('select[name="players"]', "4")
    page.fill('input[name="seed"]', "6")
    # The new-game form is wider than a phone here (the long-game option's label widens
    # its select, a shared form's style): a tap on "Start" misses, so it is clicked by
    # its event.
    page.locator('[data-act="start"]').dispatch_event("click")
    wait(page, ".play")
    assert play_against_the_bot(page, tap=True, check=choice_in_view) == 33
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    check_the_end(page, ("Player 1", "Bot 2", "Bot 3", "Bot 4"))
    game = engine_game(page)
    assert [m.action["type"] for m in game.history if m.seat == 0].count("take") == 32


def saved_moves(page) -> list:
    """The moves of the game as the page keeps it on the device (after every event)."""
    return page.evaluate("""() => {
        const key = Object.keys(localStorage).find(k => k.startsWith('urbanistes.game.'));
        return JSON.parse(localStorage.getItem(key)).save.moves;
    }""")


def board_label(page) -> str:
    return page.locator(".board .layer svg.ct-hood").first.get_attribute("aria-label")


def test_three_seats_watch_each_board_follow_the_pace_undo_before_confirming_and_places(
        page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "cities", players=3, seed=9)
    page.select_option('select[name="pace"]', "instant")
    human_turn(page, 0)  # the starting tile
    human_turn(page, 1)
    wait(page, TAKE, timeout=60_000)
    # Each opponent's neighbourhood at full size, its last turn marked, no targets.
    for seat in (1, 2):
        page.click(f'.seats [data-act="watch-seat"][data-seat="{seat}"]')
        page.wait_for_function(
            "n => document.querySelector('.board .layer svg.ct-hood').getAttribute("
            "'aria-label') === n", arg=f"Bot {seat + 1}'s neighbourhood")
        assert page.locator(".board .layer svg.ct-hood").bounding_box()["width"] > 400
        assert page.locator(".board .last-marks, .ct-slot.last").count()
        assert page.locator('.board [data-act="lay"], .board [data-act="place"]').count() == 0
        pressed = page.locator('.seats [aria-pressed="true"]')
        assert pressed.get_attribute("data-seat") == str(seat)
    page.click('.seats [data-act="watch-seat"][data-seat="0"]')
    page.wait_for_function("document.querySelector('.board .layer svg.ct-hood')"
                           ".getAttribute('aria-label') === \"Player 1's neighbourhood\"")
    # A turn stays provisional until confirmed: drawn on the board, undone, unchanged.
    page.select_option('select[name="pace"]', "step")
    before = saved_moves(page)
    press(page, f'{TAKE}[data-row="1"]')
    wait(page, LAY)
    press(page, LAY)
    wait(page, CONFIRM)
    assert page.locator(".board .ct-marks .last-marks").count() == 1  # the tile laid, marked
    assert "confirm your turn" in page.text_content(".status")
    page.keyboard.press("u")
    wait(page, LAY)
    page.click('[data-act="undo"]')
    wait(page, TAKE)
    assert saved_moves(page) == before
    press(page, f'{TAKE}[data-row="1"]')
    wait(page, LAY)
    press(page, LAY)
    wait(page, CONFIRM)
    press(page, CONFIRM)
    # Step by step: a bot's step waits for "Next step".
    step = page.locator('[data-act="bot-step"]')
    step.wait_for()
    assert "press “Next step”" in page.text_content(".status")
    waiting = len(saved_moves(page))
    page.wait_for_timeout(800)  # longer than any pace: nothing may happen meanwhile
    assert len(saved_moves(page)) == waiting
    step.click()
    page.wait_for_function(
        "n => JSON.parse(localStorage.getItem(Object.keys(localStorage).find("
        "k => k.startsWith('urbanistes.game.')))).save.moves.length > n", arg=waiting)
    page.select_option('select[name="pace"]', "instant")
    play_against_the_bot(page)
    names = ("Player 1", "Bot 2", "Bot 3")
    check_the_end(page, names)
    totals = engine_game(page).scores(None).totals
    rows = page.locator("#end table.places tbody tr").all()
    assert len(rows) == 3
    places = [[c.text_content().strip() for c in row.locator("th, td").all()] for row in rows]
    assert [p[0].lstrip("=") for p in places] in (["1st", "2nd", "3rd"], ["1st", "1st", "3rd"],
                                                  ["1st", "2nd", "2nd"], ["1st"] * 3)
    assert sorted(p[1] for p in places) == sorted(names)
    for place in places:
        assert int(place[2]) == totals[names.index(place[1])]
