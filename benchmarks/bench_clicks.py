"""Click-to-paint of every game's main clicks in a late position (part of
benchmarks/bench.py, not run alone).

The page itself (static/js/ui.js) pushes, for every click on one of its controls,
event.timeStamp -> a setTimeout(0) scheduled from the next requestAnimationFrame onto
window.urbanistesPerf, and [Python ms, DOM update ms] onto window.urbanistesPerfParts
(pushed at once, in the click's own task). A timed click (:func:`timed_click`) first
waits until every earlier click has its measurement (both lists of the same length:
the frame after the previous click is painted), then clicks and takes the entry that
click added. The other clicks of a game are not timed.

One warm context and tab, 1280x800, the bots at the "instant" pace; per seed 1..K:

- Sprawlopolis, solo: first hand card on the first spot until the city has 14 cards;
  the 15th card's pick and placement are timed.
- Cloud City, 2 players against the normal bot: first tile, first spot, no walkway,
  draw from the deck; on the human's tile 7 the pick, the placement and a walkway (the
  first pair of buildings that may be joined) are timed; with no walkway possible on
  tile 7, the one of tile 8 (the row's note says how many).
- Cities, 2 players against the normal bot (the tests' helper: every row in turn, each
  item where it first may go): from the human's turn 24 of 31, the next take, tile laid
  and piece placed.
- Skyline, 2 players against the normal bot, no special cards (the tests' helper: the
  first die, its first box): from the human's 20th die on, the next take and write.
- Card City XL, 2 players against the normal bot, normal level, own cities and the
  hexagonal shared city (Cité Unique) (the tests' helper): every card laid in a lot and
  every card built is timed; the row keeps the game's last of each (the largest city
  of the game: the note gives its size in cards).
"""

from __future__ import annotations

import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # tests.e2e: the helpers that play each game by clicks

STEP_TIMEOUT_MS = 20_000
BOT_TIMEOUT_MS = 90_000
PACE_SCRIPT = ("try { localStorage.setItem('urbanistes.pace', 'instant'); } "
               "catch (e) {}")
#: Every earlier click has its measurement (its frame is painted).
SETTLED = "window.urbanistesPerf.length >= window.urbanistesPerfParts.length"
PARTS_LENGTH = "window.urbanistesPerfParts.length"

CARDS_IN_CITY = "document.querySelectorAll('.board .layer svg .card').length"
MY_TURN = '.dock [data-act="pick"]:not([disabled])'
CONFIRM = '.dock [data-act="confirm"]'
MEASURED_CITY = 14  # Sprawlopolis: cards on the board when the pick and placement are timed
LATE_TILE = 7  # Cloud City: the human's tile laid in the timed move
CITIES_LATE_TURN = 24  # Cities: the human's turn from which the clicks are timed (of 31)
SKYLINE_LATE_TAKE = 20  # Skyline: the human's die from which the clicks are timed
CCX_FROM = 15  # Card City XL: cards in the city from which clicks are timed (last kept)
CCX_CARDS = "document.querySelectorAll('.board svg .card').length"
#: Card City XL on its own city: the deals (2 players, normal level, the normal bot) where
#: the tests' helper's city ends with 28-34 cards (seeds 1-30 end with 17-34; 2026-11-25);
#: game k of the row is the k-th of these (after them: 31, 32, ...).
CCX_SEEDS = (1, 11, 17, 18, 24, 27, 30)

#: The rows, in order: (game, click, what the row times).
ROWS = (
    ("sprawlopolis", "pick", "a hand card picked, 14-card city"),
    ("sprawlopolis", "place", "the 15th card laid"),
    ("cloudcity", "pick", "the human's tile 7 picked"),
    ("cloudcity", "place", "tile 7 laid"),
    ("cloudcity", "walkway", "a walkway built"),
    ("cities", "take", "an item taken, turn >= 24 of 31"),
    ("cities", "lay", "a tile laid"),
    ("cities", "place", "a piece placed"),
    ("skyline", "take", "a die taken, the human's 20th+"),
    ("skyline", "write", "the die written on the sheet"),
    ("cardcityxl", "lot", "the game's last card put in a lot (seeds: CCX_SEEDS)"),
    ("cardcityxl", "build", "the game's last card built, own city of ~30 cards"),
    ("cardcityxl unique", "lot", "the same on the shared hexagonal city (Cité Unique)"),
    ("cardcityxl unique", "build", "the same, the shared city's cards (both players)"),
)


@dataclass
class Row:
    """One game and click: a time (ms) and its [Python, DOM] split per seed."""

    ms: list[float] = field(default_factory=list)
    parts: list[list[float]] = field(default_factory=list)
    #: per seed, where the click was taken (a turn, a tile, a city size)
    where: list[str] = field(default_factory=list)
    missing: list[int] = field(default_factory=list)  # seeds with no such click

    def add(self, measured: tuple[float, list[float]], where: str = "") -> None:
        self.ms.append(measured[0])
        self.parts.append(measured[1])
        self.where.append(where)


Results = dict[tuple[str, str], Row]


def timed_click(page: Any, selector: str) -> tuple[float, list[float]]:
    """Click the first match once every earlier click is measured; the click-to-paint ms
    that the page recorded for this click, and its [Python ms, DOM update ms]."""
    page.wait_for_function(SETTLED, polling=10, timeout=STEP_TIMEOUT_MS)
    before = page.evaluate(PARTS_LENGTH)
    page.locator(selector).first.click()
    page.wait_for_function(f"window.urbanistesPerf.length > {before}", polling=10,
                           timeout=STEP_TIMEOUT_MS)
    return page.evaluate(f"[window.urbanistesPerf[{before}], "
                         f"window.urbanistesPerfParts[{before}]]")


def start_game(page: Any, game: str, seed: int, players: int,
               options: tuple[tuple[str, str], ...] = ()) -> None:
    page.click('[data-act="home"]')
    page.click(f'[data-act="setup"][data-game="{game}"]')
    page.select_option('select[name="players"]', str(players))
    for name, value in options:
        page.select_option(f'select[name="{name}"]', value)
    page.fill('input[name="seed"]', str(seed))
    page.click('[data-act="start"]')
    page.wait_for_selector(".play", timeout=STEP_TIMEOUT_MS)


# --------------------------------------------------------------------------- Sprawlopolis


def sprawlopolis(page: Any, seed: int, results: Results) -> None:
    start_game(page, "sprawlopolis", seed, 1)
    page.wait_for_selector(MY_TURN, timeout=STEP_TIMEOUT_MS)
    while (count := page.evaluate(CARDS_IN_CITY)) < MEASURED_CITY:
        page.locator(MY_TURN).first.click()
        page.locator(".spot").first.click()
        page.wait_for_function(f"{CARDS_IN_CITY} > {count}", timeout=STEP_TIMEOUT_MS)
        if page.locator(CONFIRM).count():
            page.locator(CONFIRM).click()
        page.wait_for_selector(MY_TURN, timeout=STEP_TIMEOUT_MS)
    results["sprawlopolis", "pick"].add(timed_click(page, MY_TURN))
    results["sprawlopolis", "place"].add(timed_click(page, ".spot"))


# --------------------------------------------------------------------------- Cloud City


def cloud_turn(page: Any) -> None:
    """Lay the first tile on the first spot, finish building, draw from the deck."""
    page.locator(MY_TURN).first.click()
    page.locator(".spot").first.click()
    page.locator('.dock [data-act="end-build"]').click()
    page.locator('.dock [data-act="draw"]').first.click()
    page.wait_for_selector(MY_TURN, timeout=BOT_TIMEOUT_MS)


def cloud_walkway(page: Any) -> tuple[float, list[float]] | None:
    """The first building that has a partner: select it, then the timed walkway."""
    buildings = page.locator('.board [data-act="building"]')
    for index in range(buildings.count()):
        buildings.nth(index).click()
        if page.locator('.board [data-act="walkway"]').count():
            return timed_click(page, '.board [data-act="walkway"]')
        page.locator('.board [data-act="building"]').nth(index).click()  # let go
    return None


def cloudcity(page: Any, seed: int, results: Results) -> None:
    start_game(page, "cloudcity", seed, 2)
    page.wait_for_selector(MY_TURN, timeout=BOT_TIMEOUT_MS)
    for _ in range(LATE_TILE - 1):
        cloud_turn(page)
    results["cloudcity", "pick"].add(timed_click(page, MY_TURN))
    results["cloudcity", "place"].add(timed_click(page, ".spot"))
    walkway = cloud_walkway(page)
    if walkway is not None:
        results["cloudcity", "walkway"].add(walkway, f"tile {LATE_TILE}")
        return
    page.locator('.dock [data-act="end-build"]').click()
    page.locator('.dock [data-act="draw"]').first.click()
    page.wait_for_selector(MY_TURN, timeout=BOT_TIMEOUT_MS)
    page.locator(MY_TURN).first.click()
    page.locator(".spot").first.click()
    walkway = cloud_walkway(page)
    if walkway is not None:
        results["cloudcity", "walkway"].add(walkway, f"tile {LATE_TILE + 1}")
    else:
        results["cloudcity", "walkway"].missing.append(seed)


# --------------------------------------------------------------------------- Cities


def cities(page: Any, seed: int, results: Results) -> None:
    from tests.e2e import test_cities as ct

    start_game(page, "cities", seed, 2)
    wanted = {"take", "lay", "place"}
    turn = 0
    while wanted:
        page.wait_for_selector(f"{ct.TAKE}, {ct.CHOOSE}, #end", timeout=BOT_TIMEOUT_MS)
        if page.query_selector("#end"):
            break
        if turn < CITIES_LATE_TURN or page.locator(ct.CHOOSE).count():
            ct.human_turn(page, turn)
            turn += 1
            continue
        where = f"turn {turn + 1}"
        slot = ct.pick_slot(page, turn)
        if "take" in wanted:
            results["cities", "take"].add(timed_click(page, slot), where)
            wanted.discard("take")
        else:
            page.locator(slot).first.click()
        cities_place(page, wanted, results, where)
        turn += 1
    for kind in wanted:
        results["cities", kind].missing.append(seed)


def cities_place(page: Any, wanted: set[str], results: Results, where: str) -> None:
    """As the tests' place_what_was_taken, with the wanted lay and place timed."""
    from tests.e2e import test_cities as ct

    for _ in range(9):
        page.wait_for_selector(f"{ct.LAY}, {ct.PLACE}, {ct.DISCARD}, {ct.CONFIRM}, "
                               f".seat.acting.bot, {ct.TAKE}, #end")
        if page.locator(ct.CONFIRM).count():
            held = page.locator(".ct-slot.held").count()
            page.locator(ct.CONFIRM).first.click()
            if held:
                continue
            return
        if page.locator(ct.LAY).count():
            page.locator('.dock [data-act="rotate"]').first.click()
            kind, selector = "lay", ct.LAY
        elif page.locator(ct.PLACE).count():
            kind, selector = "place", ct.PLACE
        elif page.locator(ct.DISCARD).count():
            page.locator(ct.DISCARD).first.click()
            continue
        else:
            return
        if kind in wanted:
            results["cities", kind].add(timed_click(page, selector), where)
            wanted.discard(kind)
        else:
            page.locator(selector).first.click()


# --------------------------------------------------------------------------- Skyline


def skyline(page: Any, seed: int, results: Results) -> None:
    from tests.e2e import test_skyline as sk

    start_game(page, "skyline", seed, 2)
    wanted = {"take", "write"}
    takes = 0
    while wanted:
        page.wait_for_selector(sk.STEP, timeout=BOT_TIMEOUT_MS)
        if page.query_selector("#end"):
            break
        late = takes + 1 >= SKYLINE_LATE_TAKE
        first = next((s for s in (sk.CONFIRM, sk.TAKE, sk.LOSE, sk.PASS)
                      if page.query_selector(s)), sk.SPOT)
        if first == sk.TAKE:
            takes += 1
        if late and first == sk.TAKE and "take" in wanted:
            results["skyline", "take"].add(timed_click(page, sk.TAKE), f"die {takes}")
            wanted.discard("take")
        elif late and first == sk.SPOT and "write" in wanted and "take" not in wanted:
            results["skyline", "write"].add(timed_click(page, sk.SPOT), f"die {takes}")
            wanted.discard("write")
        else:
            sk.step(page)
    for kind in wanted:
        results["skyline", kind].missing.append(seed)


# --------------------------------------------------------------------------- Card City XL


def cardcityxl(page: Any, seed: int, results: Results, unique: bool = False) -> None:
    from tests.e2e import test_cardcityxl as cx

    name = "cardcityxl unique" if unique else "cardcityxl"
    if not unique:  # game k of the row: the k-th deal of CCX_SEEDS
        seed = (CCX_SEEDS[seed - 1] if seed <= len(CCX_SEEDS)
                else CCX_SEEDS[-1] + seed - len(CCX_SEEDS))
    # every option set: the new-game form keeps the last game's choices
    options = (("level", "normal"), ("unique", str(unique)))
    start_game(page, "cardcityxl", seed, 2, options)
    timed = {'.dock [data-act="lay"]:not([disabled])': "lot", ".board .spot": "build"}
    last: dict[str, tuple[tuple[float, list[float]], str]] = {}
    for _ in range(600):
        page.wait_for_selector(cx.ANY, timeout=BOT_TIMEOUT_MS)
        if page.query_selector("#end"):
            break
        first = next((s for s in cx.STEPS if page.query_selector(s)), None)
        cards = page.evaluate(CCX_CARDS)
        if first in timed and cards >= CCX_FROM:
            last[timed[first]] = (timed_click(page, first), f"{cards} cards")
        else:
            cx.human_step(page)
    for kind in ("lot", "build"):
        if kind in last:
            results[name, kind].add(*last[kind])
        else:
            results[name, kind].missing.append(seed)


GAMES: tuple[tuple[str, Callable[..., None]], ...] = (
    ("sprawlopolis", sprawlopolis),
    ("cloudcity", cloudcity),
    ("cities", cities),
    ("skyline", skyline),
    ("cardcityxl", cardcityxl),
    ("cardcityxl unique", lambda page, seed, results: cardcityxl(page, seed, results, True)),
)


def measure_click_to_paint(browser: Any, base: str, games: int,
                           viewport: dict[str, int]) -> Results:
    """Every game, seeds 1..games, by clicks in one context and tab."""
    results: Results = {(game, click): Row() for game, click, _ in ROWS}
    context = browser.new_context(viewport=viewport)
    context.add_init_script(PACE_SCRIPT)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(base + "/")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
        for seed in range(1, games + 1):
            for game, play in GAMES:
                play(page, seed, results)
                if errors:
                    raise SystemExit(f"the page reported errors ({game}, seed {seed}): "
                                     f"{errors}")
    finally:
        context.close()
    return results


def _note(row: Row) -> str:
    """Where the row's clicks were taken: "tile 7 x4, tile 8" (Cloud City's walkway),
    else the range of the turn, die or city size ("turn 25-26", "28-33 cards")."""
    groups: dict[str, list[int]] = {}
    for where in row.where:
        if where:
            words = where.split()
            number = next(int(w) for w in words if w.isdigit())
            groups.setdefault(" ".join(w if not w.isdigit() else "#" for w in words),
                              []).append(number)
    notes = []
    for shape, numbers in groups.items():
        if shape == "tile #":
            notes.append(", ".join(f"tile {n}" + (f" x{numbers.count(n)}"
                                                  if numbers.count(n) > 1 else "")
                                   for n in sorted(set(numbers))))
        else:
            low, high = min(numbers), max(numbers)
            notes.append(shape.replace("#", str(low) if low == high else f"{low}-{high}"))
    if row.missing:
        notes.append("no such click in seed " + ",".join(map(str, row.missing)))
    return "; ".join(notes)


def print_click_to_paint(results: Results, games: int,
                         percentile: Callable[[list[float], float], float]) -> None:
    print(
        "\nClick-to-paint, measured in the page (event.timeStamp -> task after the next "
        f"frame),\n{games} games per row (seeds 1..{games}), one warm context, 1280x800, "
        "the bots at the 'instant' pace"
    )
    print(f"{'':>24} {'median':>8} {'p95':>8} {'max':>8} {'n':>3}  {'Python':>6} "
          f"{'DOM':>5}  where (per game)")
    for game, click, _ in ROWS:
        row = results[game, click]
        label = f"{game} {click}"
        if not row.ms:
            print(f"{label:>24} {'-':>8} {'-':>8} {'-':>8} {0:>3}  {'':>6} {'':>5}  "
                  f"{_note(row)}")
            continue
        python = statistics.median(p[0] for p in row.parts)
        dom = statistics.median(p[1] for p in row.parts)
        print(f"{label:>24} {statistics.median(row.ms):>6.1f}ms "
              f"{percentile(row.ms, 95):>6.1f}ms {max(row.ms):>6.1f}ms {len(row.ms):>3}  "
              f"{python:>4.1f}ms {dom:>3.1f}ms  {_note(row)}")
    print("Python / DOM: medians of the time in Python's dispatch and in the page's DOM "
          "patch (the rest:\nstyle, layout, paint and the wait for the frame).")
    for game, click, what in ROWS:
        print(f"  {game} {click}: {what}")
    seeds = [CCX_SEEDS[k] if k < len(CCX_SEEDS) else CCX_SEEDS[-1] + k + 1 - len(CCX_SEEDS)
             for k in range(games)]
    print(f"  Card City XL's own city: seeds {', '.join(map(str, seeds))}; the Cité "
          f"Unique: seeds 1..{games}")
