"""Your games (issue 21) in headless Chromium: the combination grid after two
Sprawlopolis games, an export imported into a fresh browser, and a damaged result that
costs nothing else."""

from __future__ import annotations

import json
from typing import Any

from .conftest import DESKTOP_CONTEXT
from .play import HAND, READY, assert_accessible, new_game, play_to_the_end, sprawl_turn, wait

KEPT = """Object.fromEntries(Object.entries(localStorage)
    .filter(([k]) => /^urbanistes\\.(game|result)\\./.test(k)))"""


def your_games(page: Any) -> None:
    page.click('[data-act="home"]')
    page.click('[data-act="yours"]')
    wait(page, ".yours")


def played_cells(page: Any) -> dict[str, str]:
    """The grid's played combinations: "a-b-c" -> their class."""
    cells = page.locator(".combo-cell.combo-won, .combo-cell.combo-lost")
    return {cells.nth(i).get_attribute("data-scoring"): cells.nth(i).get_attribute("class")
            for i in range(cells.count())}


def test_the_grid_after_two_games_then_an_export_imported_elsewhere(
        page, browser, base_url, open_app, tmp_path):
    open_app(page, base_url)
    page.click('[data-act="yours"]')
    assert "No finished game" in page.text_content(".yours")
    page.click('[data-act="home"]')
    new_game(page, seed=77)
    play_to_the_end(page)
    your_games(page)
    first = played_cells(page)
    assert len(first) == 1
    (combo,) = first
    # "Play an unbeaten combination": the form comes with one, which is played.
    unbeaten = page.locator(".combo-unbeaten")
    chosen = unbeaten.get_attribute("data-scoring")
    assert chosen and (chosen != combo or "combo-lost" in first[combo])
    unbeaten.click()
    wait(page, 'select[name="scoring"]')
    assert page.input_value('select[name="scoring"]') == chosen
    page.fill('input[name="seed"]', "78")
    page.click('[data-act="start"]')
    play_to_the_end(page)
    your_games(page)
    section = page.locator('.yours-game[data-game="sprawlopolis"]')
    assert "Games: 2 ·" in section.text_content()
    assert set(played_cells(page)) == {combo, chosen}
    # The filter by card keeps the combinations holding that card.
    card = chosen.split("-")[1]
    page.select_option('select[name="stats-card"]', card)
    page.wait_for_function(
        "document.querySelectorAll('.combo-cell').length === 136")
    assert all(card in s.split("-") for s in
               page.locator(".combo-cell").evaluate_all("els => els.map(e => e.dataset.scoring)"))
    assert_accessible(page, "Your games after two Sprawlopolis games")
    # Export, then import into a browser that has never seen this site.
    with page.expect_download() as download:
        page.click('[data-act="export"]')
    path = tmp_path / "export.json"
    download.value.save_as(path)
    assert download.value.suggested_filename.startswith("urbanistes-")
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert len(exported["games"]) == 2 and len(exported["results"]) == 2
    kept = page.evaluate(KEPT)
    elsewhere = browser.new_context(**DESKTOP_CONTEXT)
    try:
        other = elsewhere.new_page()
        open_app(other, base_url)
        other.click('[data-act="yours"]')
        other.set_input_files('input[name="import"]', str(path))
        wait(other, ".yours .notice")
        assert "Imported: 2 new or newer games and 2 results; 0 refused." in other.text_content(
            ".yours .notice")
        assert other.evaluate(KEPT) == kept
        other.reload()
        wait(other, READY, state="attached", timeout=60_000)
        wait(other, ".yours")  # a reload stays on #/games
        assert set(played_cells(other)) == {combo, chosen}
        other.click('[data-act="home"]')
        assert other.locator(".finished-games .saved").count() == 2
    finally:
        elsewhere.close()


def test_a_damaged_result_or_file_loses_no_save(page, base_url, open_app, tmp_path):
    open_app(page, base_url)
    new_game(page, seed=5)
    sprawl_turn(page)
    page.evaluate("localStorage.setItem('urbanistes.result.x', '{not json')")
    page.reload()
    wait(page, READY, state="attached", timeout=60_000)
    page.click('[data-act="home"]')
    assert page.locator(".saved").count() == 1  # the game in progress is still there
    page.click('[data-act="yours"]')
    alert = page.locator(".yours .error")
    assert "A result could not be read (Result refused: invalid JSON.)" in alert.text_content()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "urbanistes-export", "version": 1}', encoding="utf-8")
    page.set_input_files('input[name="import"]', str(bad))
    wait(page, ".yours p.error")
    assert "Nothing changed" in page.text_content(".yours p.error")
    assert page.evaluate("localStorage.getItem('urbanistes.result.x')") == "{not json"
    page.click('[data-act="home"]')
    assert page.locator(".saved").count() == 1


def test_a_move_is_kept_when_the_page_is_left_before_its_frame(page, base_url, open_app):
    """A move's game is kept once its frame is painted (``save``, after the click's
    task); a page left before that keeps it as it goes (``pagehide``). Here the click and
    the leaving come in one task: no frame, no timer between them."""
    open_app(page, base_url)
    new_game(page, seed=5)
    page.locator(f"{HAND}:not([disabled])").first.click()
    page.locator(".spot").first.wait_for()
    before, after = page.evaluate("""() => {
      const moves = () => Object.keys(localStorage)
        .filter((k) => k.startsWith("urbanistes.game."))
        .map((k) => JSON.parse(localStorage.getItem(k)).summary.moves);
      document.querySelector(".spot").dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }));
      const before = moves();
      window.dispatchEvent(new PageTransitionEvent("pagehide"));
      return [before, moves()];
    }""")
    assert before == [] and after == [1]
