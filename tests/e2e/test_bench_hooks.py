"""The page's hooks for benchmarks/bench.py (static/js/ui.js): each click on a control
that benchmarks/bench_clicks.py times adds exactly one entry to window.urbanistesPerf
(click-to-paint ms, once the next frame is painted) and one to
window.urbanistesPerfParts ([Python ms, DOM update ms], at once); a click on nothing
(beside the controls) adds none; a click that hands the turn to a bot is measured before
the bot's step. No timing is asserted: only that the numbers are there, in order."""

from __future__ import annotations

from typing import Any

from .play import new_game, wait
from .test_cardcityxl import STEPS as CCX_STEPS
from .test_cardcityxl import human_step as ccx_step
from .test_cities import CHOOSE, TAKE
from .test_cities import human_turn as cities_turn

LENGTHS = "[window.urbanistesPerf.length, window.urbanistesPerfParts.length]"
#: Two frames later: whatever a click scheduled for its next frame has run.
TWO_FRAMES = ("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => "
              "setTimeout(r, 0))))")
LOT = '.dock [data-act="lay"]:not([disabled])'


def settled(page: Any) -> list[int]:
    """The lengths once every earlier click has its measurement."""
    page.wait_for_function("window.urbanistesPerf.length >= "
                           "window.urbanistesPerfParts.length")
    page.evaluate(TWO_FRAMES)
    return page.evaluate(LENGTHS)


def one_measurement(page: Any, selector: str) -> None:
    """A click on the first match adds one entry to each list, numbers >= 0."""
    perf, parts = settled(page)
    assert perf == parts
    page.locator(selector).first.click()
    page.wait_for_function(f"window.urbanistesPerf.length > {perf}")
    assert settled(page) == [perf + 1, parts + 1], selector
    total, split = page.evaluate(f"[window.urbanistesPerf[{perf}], "
                                 f"window.urbanistesPerfParts[{parts}]]")
    assert isinstance(total, (int, float)) and total >= 0, (selector, total)
    assert len(split) == 2, (selector, split)
    assert all(isinstance(v, (int, float)) and v >= 0 for v in split), (selector, split)


def no_measurement(page: Any, selector: str) -> None:
    """A click there (not on a control) adds nothing to either list."""
    before = settled(page)
    page.locator(selector).first.click()
    assert settled(page) == before, selector


def test_each_timed_click_adds_one_measurement(page, base_url, open_app):
    open_app(page, base_url)
    # Sprawlopolis: a hand card, then its spot
    new_game(page, "sprawlopolis", seed=1)
    one_measurement(page, '.dock [data-act="pick"]:not([disabled])')
    one_measurement(page, ".spot")
    no_measurement(page, ".status")  # the prompt: words, no control
    no_measurement(page, "h1")

    # Cloud City: a tile, then its spot
    page.click('[data-act="home"]')
    new_game(page, "cloudcity", players=2, seed=1)
    one_measurement(page, '.dock [data-act="pick"]:not([disabled])')
    one_measurement(page, ".spot")

    # Cities: past the starting tile, an item taken from the central board
    page.click('[data-act="home"]')
    new_game(page, "cities", players=2, seed=1)
    wait(page, CHOOSE, timeout=60_000)
    cities_turn(page, 0)
    wait(page, TAKE, timeout=60_000)
    one_measurement(page, TAKE)
    no_measurement(page, ".status")

    # Skyline: a die taken
    page.click('[data-act="home"]')
    new_game(page, "skyline", players=2, seed=1)
    wait(page, '.dock [data-act="take"]:not([disabled])', timeout=60_000)
    one_measurement(page, '.dock [data-act="take"]:not([disabled])')

    # Card City XL: a drawn card picked, then laid in a lot
    page.click('[data-act="home"]')
    new_game(page, "cardcityxl", players=2, seed=1)
    for _ in range(20):
        wait(page, ", ".join((*CCX_STEPS, "#end")), timeout=60_000)
        first = next((s for s in CCX_STEPS if page.locator(s).count()), None)
        if first == LOT:
            break
        ccx_step(page)
    one_measurement(page, LOT)


#: For each measured click: the game log's length as the click left it, and as its
#: measurement is taken (after the next frame).
LOG_AT_MEASUREMENT = """() => {
  window.logSeen = [];
  const logged = () => document.querySelectorAll('.log-list li').length;
  let afterClick = null;
  window.addEventListener('click', () => { afterClick = logged(); });
  window.urbanistesPerf.push = function (value) {
    window.logSeen.push([afterClick, logged()]);
    return Array.prototype.push.call(this, value);
  };
}"""


def test_a_click_is_measured_before_the_bot_step_it_hands_the_turn_to(
        page, base_url, open_app):
    """At the instant pace the bot's step after "Confirm turn" waits for the click's
    frame: the click's measurement is taken with the log as the click left it, and the
    bot moves after it."""
    open_app(page, base_url)
    new_game(page, "cities", players=2, seed=1)
    wait(page, CHOOSE, timeout=60_000)
    cities_turn(page, 0)
    wait(page, TAKE, timeout=60_000)
    page.evaluate(LOG_AT_MEASUREMENT)
    before = page.locator(".log-list li").count()
    cities_turn(page, 1)  # take, place, confirm: the bot's turn
    wait(page, TAKE, timeout=60_000)
    seen = page.evaluate("window.logSeen")
    assert seen and all(after == measured for after, measured in seen), seen
    assert page.locator(".log-list li").count() > seen[-1][1] > before
