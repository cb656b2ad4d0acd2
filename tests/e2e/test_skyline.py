"""Skyline in headless Chromium: whole games against two bots with the special cards by
clicks, by keys and by taps on a phone, two humans passing the device, clicks beside the
controls, and what every step shows (the choice and its action in view, no serious
accessibility fault). Final scores are checked against the engine's own record."""

from __future__ import annotations

import random
from typing import Any

from urbanistes.skyline.game import Skyline
from urbanistes_ui.places import ordinal, ranking
from urbanistes_ui.session import Session
from urbanistes_ui.sharing import game_link

from .play import assert_accessible, assert_counted, engine_game, in_view, new_game, wait

TAKE = '.dock [data-act="take"]:not([disabled])'
SPOT = ".sk-marks .spot"
LOSE = '.dock [data-act="lose"]'
PASS = '.dock [data-act="pass"]'
CONFIRM = '[data-act="confirm"]'
STEP = f"{TAKE}, {SPOT}, {LOSE}, {PASS}, {CONFIRM}, #end, .handoff"
BOT_STEP = '[data-act="bot-step"]'
UNDO = '.toolbar [data-act="undo"]'
BOARD = ".board svg.sk-sheet"
MAX_STEPS = 200  # 30 rounds at most, a handful of the viewer's steps each


def at_top(page: Any) -> None:
    """What a player sees without scrolling (the test's own clicks may have scrolled)."""
    page.evaluate("window.scrollTo(0, 0)")


def all_in_view(page: Any, selector: str) -> None:
    found = page.locator(selector)
    for i in range(found.count()):
        box = found.nth(i).bounding_box()
        size = page.viewport_size
        assert box and box["y"] >= 0 and box["x"] >= 0 \
            and box["y"] + box["height"] <= size["height"] + 1 \
            and box["x"] + box["width"] <= size["width"] + 1, (selector, i, box, size)


def choice_in_view(page: Any) -> None:
    """The step's choice and its action fit the screen: every die to take (and the
    accusation button), or every lit box, or the lose/pretend button, or Confirm."""
    at_top(page)
    for selector in (TAKE, SPOT, LOSE, PASS, CONFIRM, '.dock [data-act="accuse-open"]'):
        all_in_view(page, selector)


def centre(locator: Any) -> tuple[float, float]:
    box = locator.bounding_box()
    return (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def step(page: Any, *, tap: bool = False) -> str:
    """The viewer's one step, whatever it is; returns which it was ("" at the end)."""
    press = (lambda loc: loc.tap()) if tap else (lambda loc: loc.click())
    wait(page, STEP, timeout=60_000)
    if page.locator("#end").count():
        return ""
    for selector in (CONFIRM, TAKE, LOSE, PASS):
        if page.locator(selector).count():
            press(page.locator(selector).first)
            return selector
    spot = page.locator(SPOT).first
    spot.scroll_into_view_if_needed()  # in the board's own scroll, as a player would
    where = centre(spot)
    press(spot)
    if tap:  # a first tap shows the digit there; a second one, in the same place, writes
        wait(page, f"{SPOT}.selected")
        chosen = page.locator(f"{SPOT}.selected")
        assert centre(chosen) == where  # (its ring is thicker: its box is not the same)
        press(chosen)
    return SPOT


def play_to_the_end(page: Any, *, tap: bool = False, check: Any = None) -> list[str]:
    steps = []
    while len(steps) < MAX_STEPS:
        wait(page, STEP, timeout=60_000)
        if check is not None and not page.locator("#end").count():
            check(page)
        done = step(page, tap=tap)
        if not done:
            return steps
        steps.append(done)
    raise AssertionError("the game did not end")


def final_scores_are_the_engines(page: Any, names: dict[str, str]) -> Any:
    game = engine_game(page)
    assert game.is_over
    scores = game.scores(None)
    for seat, total in enumerate(scores.totals):
        assert page.text_content(f"#final-total-{seat}").strip() == str(total)
    assert page.text_content("#end .outcome").strip() == scores.outcome["en"].format(**names)
    return game


def test_a_game_with_cards_against_two_bots_by_clicks(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "skyline", players=3, seed=12, cards="on")
    wait(page, TAKE, timeout=60_000)
    assert page.locator(".sk-sheet .card").count() == 1  # the special card on the sheet
    assert_accessible(page, "Skyline's draft")
    # accuse Bot 2 before taking the first die: whom, then a deliberate confirmation
    page.click('.dock [data-act="accuse-open"]')
    page.click('.dock [data-act="suspect"][data-seat="1"]')
    wait(page, CONFIRM)  # held: its answer only comes with the confirmation
    assert page.locator(".sk-answer").count() == 0
    assert_accessible(page, "Skyline's accusation")
    choice_in_view(page)
    page.click(CONFIRM)
    wait(page, ".sk-answer")
    assert "accusation" in page.text_content(".sk-answer")
    assert page.locator('.dock [data-act="accuse-open"]').count() == 0  # once per game
    page.locator(TAKE).first.click()
    wait(page, f"{CONFIRM}, {SPOT}, {LOSE}, {PASS}")
    page.click(CONFIRM)
    wait(page, f"{SPOT}, {LOSE}, {PASS}", timeout=60_000)
    assert_accessible(page, "Skyline's writing step")
    steps = play_to_the_end(page, check=choice_in_view)
    assert SPOT in steps
    game = final_scores_are_the_engines(page, {"p0": "Player 1", "p1": "Bot 2",
                                               "p2": "Bot 3"})
    assert game.accusations[0][:3] == (1, 0, 1)
    # the end: every sheet revealed with its card, the breakdown line by line
    assert page.locator(".sk-other").count() == 2
    for seat in (1, 2):
        assert page.locator(f'.sk-other[data-seat="{seat}"] .card').count() == 1
    rows = page.locator(".score table.scores tbody tr").count()
    assert rows >= 1 + max(len(s.lines) for s in game.scores(None).sheets)
    log = page.text_content(".log-list")
    assert "took a" in log and "wrote their die" in log
    assert "Bot 2" in log and "{p" not in log
    assert_accessible(page, "Skyline's end screen")
    assert_counted(page, game)


def test_two_humans_pass_the_device_and_never_see_the_other_sheet(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "skyline", players=2, seats=((1, "human"),), seed=7, cards="off")
    handoffs = 0
    sheets_seen = set()
    for _ in range(4 * MAX_STEPS):
        wait(page, STEP, timeout=60_000)
        if page.locator("#end").count():
            break
        board = page.get_attribute(".board .layer svg", "aria-label")
        assert page.locator(".sk-other").count() == 0  # no other sheet before the end
        if page.locator(".handoff").count():
            handoffs += 1
            assert board.startswith("Hidden sheet")
            assert page.locator(f"{TAKE}, {SPOT}").count() == 0
            who = page.text_content(".status")
            page.click('[data-act="handoff-ok"]')
            assert f"{who.split('Pass the device to ')[1]}'s sheet" == page.get_attribute(
                ".board .layer svg", "aria-label")
            continue
        status = page.text_content(".status")
        player = status.split(":")[0]
        assert board == f"{player}'s sheet", (board, status)
        sheets_seen.add(board)
        step(page)
    wait(page, "#end")
    assert handoffs >= 10 and sheets_seen == {"Player 1's sheet", "Player 2's sheet"}
    final_scores_are_the_engines(page, {"p0": "Player 1", "p1": "Player 2"})
    assert page.locator(".sk-other").count() == 1  # the other sheet, at the end only


def test_a_whole_game_by_keyboard_only(page, base_url, open_app):
    """Enter on the focused die, Enter (or C) to confirm, arrows and Enter on the sheet,
    Enter on "Lose the die": no mouse."""
    open_app(page, base_url)
    new_game(page, "skyline", players=2, seed=21, cards="on")
    page.keyboard.press("Escape")
    for _ in range(MAX_STEPS):
        wait(page, STEP, timeout=60_000)
        if page.locator("#end").count():
            break
        act = page.evaluate("document.activeElement && document.activeElement.dataset.act")
        if page.locator(CONFIRM).count():
            page.keyboard.press("c")
        elif page.locator(SPOT).count():
            page.wait_for_function("document.activeElement.dataset.act === 'write'")
            page.keyboard.press("ArrowUp")
            page.keyboard.press("Enter")
        else:
            page.wait_for_function(
                "['take', 'lose', 'pass'].includes(document.activeElement.dataset.act)")
            assert act in ("take", "lose", "pass", None)
            page.keyboard.press("Enter")
        page.wait_for_timeout(50)
    wait(page, "#end", timeout=60_000)
    final_scores_are_the_engines(page, {"p0": "Player 1", "p1": "Bot 2"})


def test_clicks_beside_the_controls_change_nothing(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, "skyline", players=3, seed=9, cards="on")
    for _ in range(MAX_STEPS):  # to the viewer's draft turn in round 2: bots wait
        wait(page, STEP, timeout=60_000)
        if page.locator(TAKE).count() and "Round 2 " in page.text_content(".sk-round h3"):
            break
        step(page)
    before = page.locator(".log-list li").count()
    for selector in (".board .layer svg", ".sk-sheet .column", ".sk-sheet .bubble",
                     ".sk-sheet .card", ".sk-taken li", ".sk-your-die", ".status", ".seat",
                     ".sk-player", ".sk-bonus td", "table.scores td", ".dock h2",
                     "header h1", ".info h3", ".log-list li"):
        for element in page.locator(selector).all()[:3]:
            element.click(force=True, position={"x": 2, "y": 2})
    assert page.locator(".log-list li").count() == before
    assert page.locator(".status .error").count() == 0


def test_phone_game_by_taps(phone_page, base_url, open_app):
    """A whole game against a strong bot and a normal one, by taps on a phone."""
    page = phone_page
    open_app(page, base_url)
    new_game(page, "skyline", players=3, seats=((1, "strong"),), seed=14, cards="on")
    wait(page, TAKE, timeout=60_000)
    die = page.locator(TAKE).first.bounding_box()
    assert die["width"] >= 44 and die["height"] >= 44
    assert_accessible(page, "Skyline's draft on a phone")
    steps = play_to_the_end(page, tap=True, check=choice_in_view)
    assert SPOT in steps
    final_scores_are_the_engines(page, {"p0": "Player 1", "p1": "Bot 2", "p2": "Bot 3"})
    at_top(page)
    assert in_view(page, "#end .outcome")


def whole_sheet_in_view_with_six_seats(page: Any, *, tap: bool) -> None:
    """The tallest sheet (no card: towers of 6 floors, car parks 3 deep) under six seats:
    every box, down to the deepest car park, is in view when it is time to write."""
    press = (lambda loc: loc.tap()) if tap else (lambda loc: loc.click())
    new_game(page, "skyline", players=6, seed=5, cards="off")
    wait(page, TAKE, timeout=60_000)
    press(page.locator(TAKE).first)
    wait(page, f"{CONFIRM}, {SPOT}", timeout=60_000)
    if page.locator(CONFIRM).count():
        press(page.locator(CONFIRM))
    wait(page, SPOT, timeout=60_000)
    choice_in_view(page)
    all_in_view(page, ".board .layer svg")


def test_six_seats_leave_the_whole_sheet_in_view(page, base_url, open_app):
    open_app(page, base_url)
    whole_sheet_in_view_with_six_seats(page, tap=False)


def test_six_seats_leave_the_whole_sheet_in_view_on_a_phone(phone_page, base_url, open_app):
    open_app(phone_page, base_url)
    whole_sheet_in_view_with_six_seats(phone_page, tap=True)


def seat_button(seat: int) -> str:
    return f'.seats [data-act="watch-seat"][data-seat="{seat}"]'


def log_lines(page: Any) -> int:
    return int(page.locator(".log-list li").count())


def bots_settled(page: Any) -> int:
    """The log's length once the bots, at the instant pace, have written what they write
    beside the player (the write is simultaneous): it stops growing."""
    lines = -1
    while lines != log_lines(page):
        lines = log_lines(page)
        page.wait_for_timeout(400)
    return lines


def test_following_three_seats_watching_pace_a_provisional_write_and_the_places(
        page, base_url, open_app):
    """One game against two bots: each opponent's sheet at full size with its last move
    marked, the bots' step-by-step pace, a write previewed and taken back before it is
    confirmed, and every place at the end."""
    open_app(page, base_url)
    new_game(page, "skyline", players=3, seed=12, cards="off")
    for _ in range(MAX_STEPS):  # mid-game: round 2, the bots have taken and written
        wait(page, STEP, timeout=60_000)
        if "Round 2 " in page.text_content(".sk-round h3") and page.locator(
                f"{TAKE}, {SPOT}").count():
            break
        step(page)
    own = page.locator(BOARD).bounding_box()
    assert page.get_attribute(BOARD, "aria-label") == "Player 1's sheet"
    for seat, name in ((1, "Bot 2"), (2, "Bot 3")):
        page.click(seat_button(seat))
        wait(page, f'{BOARD}[aria-label="{name}\'s sheet: secret"]')
        assert page.get_attribute(seat_button(seat), "aria-pressed") == "true"
        shown = page.locator(BOARD).bounding_box()
        assert abs(shown["width"] - own["width"]) < 2 and abs(shown["height"] - own["height"]) < 2
        assert page.locator(f"{SPOT}, .board .sk-sheet text[font-family*=cursive]").count() == 0
        last = page.text_content(".board .sk-veil .last").removeprefix("Last move: ")
        lines = [t.split(". ", 1)[1] for t in page.locator(".log-list li").all_text_contents()]
        latest = next(t for t in lines if t.startswith(name + " "))  # newest first
        said = latest.removeprefix(name + " ").replace(" ", "")  # the veil wraps lines
        assert said.startswith(last.replace(" ", "")), (last, latest)
    page.click(seat_button(0))
    wait(page, f'{BOARD}[aria-label="Player 1\'s sheet"]')
    # step by step: a bot's step waits for "Next step"
    page.select_option('select[name="pace"]', "step")
    for _ in range(MAX_STEPS):
        wait(page, f"{STEP}, {BOT_STEP}", timeout=60_000)
        if page.locator(BOT_STEP).count():
            break
        step(page)
    before = log_lines(page)
    page.wait_for_timeout(800)  # longer than the normal pace: nothing moves by itself
    assert log_lines(page) == before and page.locator(BOT_STEP).count()
    page.click(BOT_STEP)
    page.wait_for_function(f"document.querySelectorAll('.log-list li').length > {before}")
    page.select_option('select[name="pace"]', "instant")
    # a write is provisional (or held, the round's last): previewed, taken back unseen
    for _ in range(MAX_STEPS):
        wait(page, STEP, timeout=60_000)
        if page.locator(SPOT).count():
            break
        step(page)
    lines = bots_settled(page)  # else a bot's write may land between here and the undo
    sheet = page.inner_html(BOARD)
    page.locator(SPOT).first.click()
    wait(page, CONFIRM)
    assert page.locator(".board .sk-sheet .column.last").count() == 1  # where it went
    assert page.locator(SPOT).count() == 0 and page.inner_html(BOARD) != sheet
    assert page.locator(".board .sk-ghost").count() == 1 or log_lines(page) == lines + 1
    page.click(UNDO)
    wait(page, SPOT)
    assert page.inner_html(BOARD) == sheet and log_lines(page) == lines  # unchanged
    page.locator(SPOT).first.click()
    page.click(CONFIRM)
    page.wait_for_function(f"document.querySelectorAll('.log-list li').length > {lines}")
    play_to_the_end(page)
    game = final_scores_are_the_engines(page, {"p0": "Player 1", "p1": "Bot 2",
                                               "p2": "Bot 3"})
    names = ["Player 1", "Bot 2", "Bot 3"]
    rows = [[cell.strip() for cell in row.locator("th, td").all_text_contents()]
            for row in page.locator("#end table.places tbody tr").all()]
    assert rows == [[("=" if p.tied else "") + ordinal(p.place, "en"), names[p.seat],
                     str(p.total), f"−{p.gap}" if p.gap else ""]
                    for p in ranking(game.scores(None))]
    table, end = (page.locator(s).bounding_box() for s in ("#end table.places", "#end"))
    assert table["x"] + table["width"] <= end["x"] + end["width"]  # within its panel


def last_move_link(base_url: str, players: int, seed: int) -> str:
    """A link to a game with the special cards one move before its end (a seeded
    random die or box each step, never an accusation)."""
    rng = random.Random(seed)
    game = Skyline.new({"players": players, "cards": "on"}, seed).settle()
    while True:
        seat = game.to_act[0]
        moves = [a for a in game.legal_actions(seat) if a["type"] != "accuse"]
        after = game.apply(seat, rng.choice(moves)).settle()
        if after.is_over:
            break
        game = after
    seats = ["human"] + ["normal"] * (players - 1)
    return game_link(base_url, Session(game, seats))


def end_screen_fits(page: Any, base_url: str, open_app: Any) -> None:
    """The end screen of a four-seat game played on from a link: nothing wider than
    the window, and the side panel's children (the Game-over box, the seats, the
    revealed sheets) within the panel."""
    link = last_move_link(base_url, 4, 3)
    open_app(page, base_url, link[link.index("#"):])
    page.click('[data-act="link-play"]')
    play_to_the_end(page, tap=page.viewport_size["width"] < 500)
    wide = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert wide[0] <= wide[1], wide
    out = page.evaluate("""(() => {
        const bad = [], right = document.documentElement.clientWidth;
        const clipped = el => { for (let up = el.parentElement; up; up = up.parentElement)
            if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(up).overflowX)
                && !up.matches('.panel')) return true;
            return false; };
        for (const panel of document.querySelectorAll('.panel')) {
            const box = panel.getBoundingClientRect();  // none on phones: the window's
            const [left, end] = box.width ? [box.left, box.right] : [0, right];
            for (const child of panel.querySelectorAll('*')) {
                const it = child.getBoundingClientRect();
                if (it.width && !clipped(child)
                        && (it.right > end + 0.5 || it.left < left - 0.5))
                    bad.push(`${child.tagName}.${child.className.baseVal ?? child.className}`
                             + ` ${it.left}-${it.right} in ${left}-${end}`);
            }
        }
        return bad;
    })()""")
    assert not out, out[:5]


def test_the_end_screen_fits_a_desktop(page, base_url, open_app):
    end_screen_fits(page, base_url, open_app)


def test_the_end_screen_fits_a_phone(phone_page, base_url, open_app):
    end_screen_fits(phone_page, base_url, open_app)
