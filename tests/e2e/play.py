"""What the browser tests do again and again: start games, play turns by clicks, taps or
keys, read the engine's own record of the game, and check what every screen promises
(the hand and main action in view, no serious accessibility fault)."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from urbanistes import saves

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
READY = "html[data-ready]"
HAND = ".dock button.card"
TURN_OR_END = f"{HAND}:not([disabled]), #end"


#: Whether the first element a CSS selector matches is in the page ("attached") and, if
#: asked, visible as Playwright judges it: its style visible and its box of some area.
SHOWN = """([selector, visible]) => {
  const el = document.querySelector(selector);
  if (!el || !visible) return !!el;
  if (!el.checkVisibility({visibilityProperty: true})) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}"""


def wait(where: Any, selector: str, *, state: str = "visible",
         timeout: float | None = None) -> None:
    """Wait until the first element `selector` matches in the page or frame `where` is
    visible (or only `state="attached"`), as `where.wait_for_selector` does, but looked
    at in the page at every frame: Playwright's own wait asks again after 0, 20, 50, 100,
    100, then every 500 ms, each time a round trip through the browser that makes an
    element handle, so a wait for a bot's move overran it by 250 ms on average and cost
    13 ms of the machine's CPU a call. The suite waits thousands of times."""
    assert state in ("visible", "attached"), state
    where.wait_for_function(SHOWN, arg=[selector, state == "visible"], polling="raf",
                            timeout=timeout)


def new_game(page: Any, game: str = "sprawlopolis", *, players: int = 1,
             seats: tuple[tuple[int, str], ...] = (), seed: int = 123,
             **options: str) -> None:
    page.click(f'[data-act="setup"][data-game="{game}"]')
    page.select_option('select[name="players"]', str(players))
    for seat, kind in seats:
        page.select_option(f'select[name="seat{seat}"]', kind)
    for name, value in options.items():
        page.select_option(f'select[name="{name}"]', value)
    page.fill('input[name="seed"]', str(seed))
    page.click('[data-act="start"]')
    wait(page, ".play")


def press(locator: Any, *, tap: bool = False) -> None:
    (locator.tap if tap else locator.click)()


def confirm_if_asked(page: Any, *, tap: bool = False) -> None:
    """A move that may still be taken back waits for "Confirm turn"."""
    confirm = page.locator('[data-act="confirm"]')
    if confirm.count():
        press(confirm, tap=tap)


def sprawl_turn(page: Any, *, tap: bool = False) -> None:
    """Pick the first hand card, lay it on the first spot (two taps on touch), confirm."""
    press(page.locator(f"{HAND}:not([disabled])").first, tap=tap)
    spot = page.locator(".spot").first
    spot.wait_for()
    press(spot, tap=tap)
    if tap:
        page.locator(".spot.selected").tap()
    wait(page, f'[data-act="confirm"], {TURN_OR_END}, .handoff')
    confirm_if_asked(page, tap=tap)


def play_to_the_end(page: Any, *, tap: bool = False, check: Any = None) -> int:
    """Sprawlopolis turns until the end; returns how many the viewer played. ``check``
    is called on the page before each turn."""
    turns = 0
    while True:
        wait(page, TURN_OR_END, timeout=30_000)
        if page.locator("#end").count():
            return turns
        if check is not None:
            check(page)
        sprawl_turn(page, tap=tap)
        turns += 1
        assert turns <= 14, "a solo city is 1 start card + 14 plays"


def engine_game(page: Any) -> Any:
    """The rules' own state for the game the page played (from its game record)."""
    return saves.load(json.loads(page.text_content("#record")))


def stored_game(page: Any) -> Any:
    """The rules' own state of the game in progress, from the record the page keeps on
    the device (the end screen's ``#record`` is not there yet)."""
    raw = page.evaluate("""Object.entries(localStorage)
        .filter(([k]) => k.startsWith("urbanistes.game.")).map(([, v]) => v)""")
    assert len(raw) == 1
    return saves.load(json.loads(raw[0])["save"])


def assert_counted(page: Any, game: Any) -> None:
    """"Your games" counts the game just finished (``game``: the rules' own state): one
    game played, won or not as the rules say, its score the best."""
    page.click('[data-act="home"]')
    page.click('[data-act="yours"]')
    section = page.locator(f'.yours-game[data-game="{game.info.id}"]')
    section.wait_for()
    scores = game.scores(None)
    won = int(0 in scores.winners)
    assert f"Games: 1 · won: {won} · current streak: {won}" in section.text_content()
    glance = page.locator("table.stats").first.locator("tbody tr")
    assert glance.count() == 1
    assert glance.first.locator("td").nth(2).text_content() == str(scores.totals[0])
    assert_accessible(page, f"Your games after a game of {game.info.id}")


def cards_in_city(page: Any) -> int:
    return int(page.evaluate("document.querySelectorAll('.board .layer svg .card').length"))


def in_view(page: Any, selector: str) -> bool:
    """The element is wholly inside the viewport, without scrolling."""
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    if not box:
        return False
    return (box["y"] >= 0 and box["x"] >= 0 and box["y"] + box["height"] <= size["height"] + 1
            and box["x"] + box["width"] <= size["width"] + 1)


def assert_accessible(page: Any, what: str) -> None:
    """axe-core (vendored from npm) finds no serious or critical fault on the page."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    bad = [f"{v['id']} ({v['impact']}): {v['help']} — "
           + "; ".join(n["target"][0] if isinstance(n["target"][0], str) else str(n["target"])
                       for n in v["nodes"][:3])
           for v in result["violations"] if v["impact"] in ("serious", "critical")]
    assert not bad, f"{what}: " + "\n".join(bad)


@contextmanager
def blog_post(body: str) -> Iterator[str]:
    """A blog post holding ``body`` (an embed snippet), served from another origin than
    the app's (localhost, the app being on 127.0.0.1); yields the post's address."""
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "post.html").write_text(
            '<!doctype html><title>My blog</title><link rel="icon" href="data:,">'
            f"<h1>My blog post</h1>{body}")
        host = subprocess.Popen(
            [sys.executable, "-m", "http.server", "0", "--bind", "127.0.0.1"],
            cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            assert host.stdout is not None
            port = int(host.stdout.readline().split("port ")[1].split()[0])
            address = f"http://localhost:{port}"
            for _ in range(50):
                try:
                    urllib.request.urlopen(address + "/post.html", timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            yield address
        finally:
            host.terminate()
            host.wait(timeout=5)
