"""Every game at home in a small frame: the app in a blog post's `<iframe>` on another
origin (a whole game at 360x560 by taps, the first steps at 320x480, the smallest we
support) and on a phone keeps the seats, the prompt and the main action in view at every
step, with nothing scrolling sideways or at page level; narrow pages never scroll
sideways; a finger held on a piece explains it; the rules pages open with their picture,
Play and Back."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from .conftest import PageProblems
from .play import assert_accessible, blog_post, sprawl_turn, wait
from .test_cardcityxl import human_step as ccx_step
from .test_cities import human_turn as cities_turn
from .test_cloudcity import human_turn as cloud_turn
from .test_skyline import STEP as SKYLINE_STEP
from .test_skyline import step as skyline_step

GAMES = ("sprawlopolis", "cloudcity", "cities", "skyline", "cardcityxl")
STEPS = 5  # the viewer's steps checked in each game (bots play between them)
#: On a phone: the first steps (each game's own phone test plays a whole game by taps).
PHONE_STEPS = 3

#: Where the element is hidden: outside the frame, or outside any box that scrolls or
#: clips it (the side panel, the board); "" if it is wholly in view.
OUT_OF_VIEW = """sel => {
  const el = document.querySelector(sel);
  if (!el) return 'missing';
  const r = el.getBoundingClientRect();
  const boxes = [{top: 0, left: 0, bottom: innerHeight, right: innerWidth}];
  for (let a = el.parentElement; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible')
      boxes.push(a.getBoundingClientRect());
  }
  for (const b of boxes)
    if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1
        || r.right > b.right + 1)
      return JSON.stringify({el: [r.top, r.bottom, r.left, r.right],
                             box: [b.top, b.bottom, b.left, b.right]});
  return '';
}"""
#: The step's main action: the dock's primary button (Confirm, Next step...), else the
#: game's own first control in the dock (a hand card, a die, a slot, a lot...).
PRIMARY = ".dock .toolbar button.primary"
FIRST_CONTROL = ".dock [data-act]:not(.toolbar *):not([disabled])"
#: What `fits` checks, read in one call (a whole game checks it at every step): the side
#: panel seen from its top, the page's size against its viewport ([scrollWidth,
#: clientWidth, scrollHeight, clientHeight]), where the prompt, the seats and the first
#: of the main actions present are out of view ("" if in view), whether the title is whole.
FIT_FACTS = "mains => {\n  const outOfView = " + OUT_OF_VIEW + """;
  document.querySelector('.panel').scrollTop = 0;
  const d = document.documentElement, t = document.querySelector('h1');
  const main = mains.find(m => document.querySelector(m));
  return {size: [d.scrollWidth, d.clientWidth, d.scrollHeight, d.clientHeight],
          status: outOfView('.status'), seats: outOfView('.seats'),
          main: main ? [main, outOfView(main)] : null,
          title: t.scrollHeight <= t.clientHeight + 1 && t.scrollWidth <= t.clientWidth + 1};
}"""


class FrameTab:
    """A tab on a blog post on another origin (localhost, the app being on 127.0.0.1)
    with the app in an `<iframe>`, kept for the module's frame tests: each test sizes the
    frame and starts the app in it afresh at its own address (`restart` in
    static/js/ui.js, as the suite's parked tabs do), so Pyodide starts once per tab, not
    once per test. It watches for what the `page` fixture fails a test for
    (`PageProblems`)."""

    def __init__(self, page: Any, server: Any, blog: str) -> None:
        self.page, self.base_url = page, server.url.rstrip("/")
        self.problems = PageProblems(origin=server.origin, allowed_origins=[blog])
        self.problems.watch(page)

    def open(self, width: int, height: int, query: str) -> Any:
        """The app at `?query` in a `width` x `height` frame, its play screen shown, the
        bots at the instant pace; returns the frame. Fails on what the tab reported since
        the last test's check (the bots play on after a test's last step)."""
        self.check()
        self.page.evaluate("([w, h]) => { const f = document.querySelector('iframe');"
                           " f.width = w; f.height = h; }", [width, height])
        inner = self.page.frames[1]
        inner.evaluate("url => window.Urbanistes.restart(url)", f"{self.base_url}/?{query}")
        wait(inner, ".play", timeout=90_000)
        instant_pace(inner)
        return inner

    def check(self) -> None:
        """No problem reported; forgets what it read."""
        report = self.problems.report()
        self.problems.clear()
        assert not report, report


@contextmanager
def frame_tab(context: Any, server: Any, viewport: dict[str, int]) -> Iterator[FrameTab]:
    """A `FrameTab` in `context`, the frame's app loaded once (home page)."""
    src = server.url + "?lang=en"
    with blog_post(f'<iframe src="{src}" width="320" height="480" style="border:0" '
                   'title="A game"></iframe>') as address:
        page = context.new_page()
        try:
            tab = FrameTab(page, server, address)
            page.set_viewport_size(viewport)
            page.goto(address + "/post.html")
            page.frame_locator("iframe").locator("html[data-ready]").wait_for(
                state="attached", timeout=90_000)
            yield tab
            tab.check()
        finally:
            page.close()


@pytest.fixture(scope="module")
def desktop_frame(context: Any, server: Any) -> Iterator[FrameTab]:
    """The blog post in a desktop tab (clicks), for the smallest frame's first steps."""
    with frame_tab(context, server, {"width": 400, "height": 680}) as tab:
        yield tab


@pytest.fixture(scope="module")
def touch_frame(browser: Any, server: Any) -> Iterator[FrameTab]:
    """The blog post in a tab of a touch screen (taps), for whole games in a frame."""
    context = browser.new_context(viewport={"width": 400, "height": 760},
                                  has_touch=True, is_mobile=True)
    try:
        with frame_tab(context, server, {"width": 400, "height": 760}) as tab:
            yield tab
    finally:
        context.close()


def instant_pace(frame: Any) -> None:
    """The tests' instant pace, picked by the player in the frame: a frame on another
    origin cannot reach the device's storage here (third-party storage is refused), so
    the pace seeded there for the tests never reaches it and the bots would keep the
    default half-second pause after each step."""
    frame.select_option('select[name="pace"]', "instant")


def fits(frame: Any, what: str) -> None:
    """The app fits its frame: no sideways or page-level scroll, the seats, the prompt
    and the step's main action wholly in view, the title whole. The side panel is seen
    from its top: the test's own clicks may have scrolled it (as `at_top` does for the
    page in the other tests)."""
    facts = frame.evaluate(FIT_FACTS, [PRIMARY, FIRST_CONTROL])
    scroll_w, client_w, scroll_h, client_h = facts["size"]
    assert scroll_w <= client_w, f"{what}: the page scrolls sideways ({scroll_w} > {client_w})"
    assert scroll_h <= client_h, f"{what}: the page scrolls ({scroll_h} > {client_h})"
    assert facts["status"] == "", f"{what}: the prompt is out of view"
    assert facts["seats"] == "", f"{what}: the seats are out of view"
    if facts["main"]:
        main, where = facts["main"]
        assert where == "", f"{what}: the main action {main} is out of view: {where}"
    assert facts["title"], f"{what}: the title is cut"


def viewer_step(game: str, frame: Any, turn: int, *, tap: bool = False) -> None:
    """One turn (or step) of the viewer's, by clicks (or taps), with each game's own test
    helper."""
    if game == "sprawlopolis":
        sprawl_turn(frame, tap=tap)
    elif game == "cloudcity":
        cloud_turn(frame, tap=tap)
    elif game == "cities":
        cities_turn(frame, turn, tap=tap)
    elif game == "skyline":
        skyline_step(frame, tap=tap)
    else:
        ccx_step(frame, tap=tap)


#: When the viewer may act again: each game's controls (or the end).
READY_TO_ACT = {
    "sprawlopolis": ".dock button.card:not([disabled]), #end",
    "cloudcity": '.dock [data-act="pick"]:not([disabled]), #end',
    "cities": '.dock [data-act="take"]:not([disabled]), .dock [data-act="choose"], #end',
    "skyline": SKYLINE_STEP,
    "cardcityxl": '.dock [data-act]:not(.toolbar *):not([disabled]), .board .spot, '
                  '[data-act="confirm"], #end',
}


@pytest.mark.parametrize("game", GAMES)
def test_each_game_fits_the_smallest_blog_frame(desktop_frame, game):
    """320x480, the smallest frame we support, for the first steps (a whole game is
    played at 360x560 below; the snippet's 400x640 is roomier than both)."""
    width, height = 320, 480
    inner = desktop_frame.open(width, height,
                               f"embed={game}&players=2&seats=human,normal&seed=7&lang=en")
    for turn in range(STEPS):
        wait(inner, READY_TO_ACT[game], timeout=90_000)
        if inner.locator("#end").count():
            break
        fits(inner, f"{game} at {width}x{height}, step {turn}")
        viewer_step(game, inner, turn)
    wait(inner, READY_TO_ACT[game], timeout=90_000)
    fits(inner, f"{game} at {width}x{height}, after {STEPS} steps")
    desktop_frame.check()


#: The deal of each whole game in a frame. Skyline's is a game with special cards (drawn
#: in the frame too) that ends in about half the steps of a game without them: the
#: viewer's steps are most of the suite's time.
WHOLE_GAME_DEAL = {game: "seed=11" for game in GAMES} | {"skyline": "seed=24&cards=on"}


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_by_taps_in_a_360x560_frame(touch_frame, game):
    """The whole game, every step tapped inside the frame, the seats, the prompt and the
    main action in view at each one, up to the end screen."""
    inner = touch_frame.open(
        360, 560, f"embed={game}&players=2&seats=human,normal&{WHOLE_GAME_DEAL[game]}&lang=en")
    steps = 0
    while True:
        wait(inner, READY_TO_ACT[game], timeout=90_000)
        if inner.locator("#end").count():
            break
        fits(inner, f"{game}, step {steps}")
        viewer_step(game, inner, steps, tap=True)
        steps += 1
        assert steps < 400, f"{game} does not end"
    fits(inner, f"{game}, the end screen")
    assert inner.locator("#end").is_visible()
    touch_frame.check()


@pytest.mark.parametrize("game", GAMES)
def test_each_game_fits_a_phone(phone_page, base_url, open_app, game):
    """On a phone in portrait (390x844, touch) the play screen is fitted to the screen as
    in a frame: the seats, the prompt and the main action stay in view at every step."""
    page = phone_page
    open_app(page, base_url, path=f"/#/setup/{game}")
    page.select_option('select[name="players"]', "2")
    page.fill('input[name="seed"]', "5")
    page.click('[data-act="start"]')
    for turn in range(PHONE_STEPS):
        wait(page, READY_TO_ACT[game], timeout=90_000)
        if page.locator("#end").count():
            break
        fits(page, f"{game} on a phone, step {turn}")
        viewer_step(game, page, turn, tap=True)


def test_press_and_hold_explains_a_piece(phone_page, base_url, open_app):
    """A finger held on a piece of the board shows what it is (its title) in a bubble,
    through the targets drawn over it, and plays nothing; the next touch closes it."""
    page = phone_page
    open_app(page, base_url, path="/#/setup/cloudcity")
    page.click('[data-act="start"]')
    wait(page, '.dock [data-act="pick"]:not([disabled])', timeout=60_000)
    page.locator('.dock [data-act="pick"]').first.tap()  # the spots now lie on top
    wait(page, ".board .spot")
    piece = page.evaluate("""() => {
      let best = null;
      for (const t of document.querySelectorAll('[data-region="city"] svg title')) {
        const r = t.parentElement.getBoundingClientRect();
        if (r.width && (!best || r.width * r.height < best.area))
          best = {area: r.width * r.height, x: r.x + r.width / 2,
                  y: r.y + r.height / 2, words: t.textContent.trim()};
      }
      return best; }""")
    assert piece and piece["words"], "no piece of the city has a title"
    status = page.text_content(".status")
    cdp = page.context.new_cdp_session(page)
    point = [{"x": piece["x"], "y": piece["y"]}]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
    wait(page, "#tip", timeout=3_000)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    assert page.text_content("#tip") == piece["words"]
    assert page.locator('[role="tooltip"]').is_visible()
    page.wait_for_timeout(300)
    assert page.text_content(".status") == status, "holding a piece played a move"
    page.locator(".status").tap()
    assert page.locator("#tip").count() == 0
    cdp.detach()


def test_narrow_pages_never_scroll_sideways(browser, base_url, open_app):
    """At 320 px wide, outside a frame: the home page, each set-up, the first step of
    each game and each rules page are no wider than the screen."""
    context = browser.new_context(viewport={"width": 320, "height": 640}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        open_app(page, base_url)
        wide = "document.documentElement.scrollWidth > document.documentElement.clientWidth"
        assert not page.evaluate(wide), "home"
        for game in GAMES:
            page.click(f'[data-act="rules"][data-game="{game}"]')
            wait(page, ".rules")
            assert not page.evaluate(wide), f"{game} rules"
            page.click('.rules [data-act="setup"]')
            wait(page, ".setup")
            assert not page.evaluate(wide), f"{game} set-up"
            page.select_option('select[name="players"]', "2")
            page.click('[data-act="start"]')
            wait(page, READY_TO_ACT[game], timeout=60_000)
            assert not page.evaluate(wide), f"{game} play"
            page.click('[data-act="home"]')
            wait(page, ".games")
        assert not errors
    finally:
        context.close()


def test_a_rules_page_opens_with_its_picture_play_and_back(page, base_url, open_app):
    open_app(page, base_url)
    page.click('[data-act="rules"][data-game="cloudcity"]')
    wait(page, ".rules ol.steps")
    assert page.locator(".rules ol.steps > li").count() == 4
    picture = page.locator(".rules img.picture")
    page.wait_for_function("document.querySelector('.rules img.picture').naturalWidth > 0")
    heading = page.locator(".rules h2").first.bounding_box()
    for control in (picture, page.locator('.rules [data-act="setup"]'),
                    page.locator('.rules [data-act="back"]').first):
        assert control.bounding_box()["y"] < heading["y"]
    # the focus comes with the new screen's first frame
    page.wait_for_function("document.activeElement.dataset.act === 'back'", timeout=2000)
    assert_accessible(page, "the rules page")
    page.click('.rules [data-act="setup"]')
    wait(page, '.setup select[name="players"]')
    assert page.locator("h1").text_content() == "New game: Cloud City"
    page.click('[data-act="rules"][data-game="cloudcity"]')
    page.locator('.rules [data-act="back"]').first.click()
    wait(page, ".setup")
