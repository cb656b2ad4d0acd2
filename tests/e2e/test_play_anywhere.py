"""Saves, undo, links, replays, the daily challenge and embeds, in headless Chromium."""

from __future__ import annotations

from .play import (
    HAND,
    READY,
    assert_accessible,
    blog_post,
    cards_in_city,
    confirm_if_asked,
    engine_game,
    new_game,
    play_to_the_end,
    sprawl_turn,
    wait,
)


def place_first(page):
    sprawl_turn(page)


def reload_app(page):
    page.reload()
    wait(page, READY, state="attached", timeout=60_000)


def test_a_reload_loses_nothing_and_saves_can_be_resumed_or_deleted(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, seed=314)
    place_first(page)
    place_first(page)
    page.wait_for_function("document.querySelectorAll('.board .layer svg .card').length === 3")
    reload_app(page)  # the game again, as it was
    wait(page, f"{HAND}:not([disabled])")
    assert cards_in_city(page) == 3
    page.click('[data-act="home"]')
    saved = page.locator(".saved")
    assert saved.count() == 1
    assert "2 moves" in saved.first.text_content()
    assert page.locator('[data-act="resume"]').count() == 1  # one way to resume, not two
    saved.first.locator('[data-act="resume"]').click()
    wait(page, f"{HAND}:not([disabled])")
    assert cards_in_city(page) == 3
    page.click('[data-act="home"]')
    page.locator('.saved [data-act="delete"]').click()
    assert_accessible(page, "the delete dialog")
    page.click('.dialog [data-act="close-dialog"]')  # changed my mind
    assert page.locator(".saved").count() == 1
    page.locator('.saved [data-act="delete"]').click()
    page.click('.dialog [data-act="delete-yes"]')
    assert page.locator(".saved").count() == 0
    reload_app(page)
    assert page.locator(".saved").count() == 0


def test_damaged_saves_and_links_are_refused_in_the_chosen_language(page, base_url, open_app):
    open_app(page, base_url)
    new_game(page, seed=5)
    place_first(page)
    truncated = '{"format":"urbanistes-record"'
    page.evaluate("raw => localStorage.setItem('urbanistes.game.broken', raw)", truncated)
    page.evaluate("localStorage.setItem('urbanistes.game.old', "
                  "JSON.stringify({format: 'urbanistes-record', version: 0}))")
    reload_app(page)  # back on the game: its own record is sound
    page.click('[data-act="home"]')
    text = " ".join(page.locator(".saved-list").all_text_contents())
    assert "Damaged save: Unreadable save" in text
    assert "Unknown save version 0" in text
    assert page.locator(".saved:not(.broken)").count() == 1  # the good one stays
    page.goto(base_url + "#g=u1.garbage")
    wait(page, READY, state="attached", timeout=60_000)
    assert "This link is damaged or incomplete" in page.text_content(".error")
    page.click('[data-act="lang"]')
    page.goto(base_url + "#g=u1.garbage")
    wait(page, READY, state="attached", timeout=60_000)
    assert "Ce lien est abîmé ou incomplet" in page.text_content(".error")
    assert page.locator(".saved").count() == 3  # nothing was lost
    page.click('[data-act="lang"]')


def test_undo_in_the_solo_endgame(page, base_url, open_app):
    """Once the pile is empty nothing new is seen: every move since can be taken back."""
    open_app(page, base_url)
    new_game(page, seed=4)
    for _ in range(12):
        place_first(page)
    wait(page, '[data-act="undo"]')
    page.click('[data-act="restart-turn"]')
    page.wait_for_function("document.querySelectorAll('.board .layer svg .card').length === 11")
    assert page.locator('[data-act="undo"]').count() == 0  # the pile card seen stays seen


def test_share_link_opens_elsewhere_as_a_replay(page, context, base_url, open_app):
    open_app(page, base_url)
    new_game(page, players=2, seats=[(1, "normal")], seed=99)
    play_to_the_end(page)
    game = engine_game(page)
    page.click('[data-act="share"]')
    link = page.input_value("#dialog-text")
    assert link.startswith(base_url) and "#g=u1." in link
    assert_accessible(page, "the share dialog")
    other = context.new_page()
    try:
        other.goto(link)
        wait(other, READY, state="attached", timeout=60_000)
        assert "Shared game: Sprawlopolis" in other.text_content("h1")
        assert_accessible(other, "a shared game's page")
        other.click('[data-act="link-watch"]')
        assert "Replay: move 14 / 14" in other.text_content(".status")
        other.click('[data-act="replay-first"]')
        assert cards_in_city(other) == 1
        other.click('[data-act="replay-forward"]')
        other.click('[data-act="replay-forward"]')
        assert cards_in_city(other) == 3
        other.locator('[data-act="replay-to"]').nth(6).click()
        assert "move 6 / 14" in other.text_content(".status")
        other.keyboard.press("ArrowRight")  # the move list takes arrow keys
        assert "move 7 / 14" in other.text_content(".status")
        assert "laid card" in other.text_content('[aria-current="step"]')
        assert_accessible(other, "a replay")
        other.click('[data-act="replay-last"]')
        assert other.text_content("#live-total-0").strip() == str(game.scores(None).totals[0])
        assert "#g=" not in other.url  # a reload will not import it twice
    finally:
        other.close()


def test_daily_challenge(page, base_url, open_app):
    open_app(page, base_url)
    page.click('[data-act="daily"][data-game="sprawlopolis"]')
    wait(page, HAND)
    play_to_the_end(page)
    page.click('[data-act="daily-share"]')
    assert "daily challenge" in page.input_value("#dialog-text")
    page.click('[data-act="copy"]')
    wait(page, ".dialog .notice")  # the copy says it was done


def test_game_played_in_an_iframe_on_another_origin(page, base_url, open_app):
    open_app(page, base_url)
    page.click('[data-act="setup"][data-game="sprawlopolis"]')
    page.click('[data-act="embed"]')
    snippet = page.input_value("#dialog-text")
    assert snippet.startswith("<iframe") and "embed=sprawlopolis" in snippet
    snippet = snippet.replace("embed=sprawlopolis", "embed=sprawlopolis&amp;seed=1", 1)
    with blog_post(snippet) as blog:
        page.problems.allowed_origins.append(blog)
        page.goto(blog + "/post.html")
        frame = page.frame_locator("iframe")
        frame.locator(HAND).first.wait_for(timeout=60_000)
        box = page.locator("iframe").bounding_box()
        assert box["width"] == 400 and box["height"] == 640
        turns = 0
        while frame.locator("#end").count() == 0:
            frame.locator(HAND).first.click()
            frame.locator(".spot").first.click()
            confirm_if_asked(frame)
            turns += 1
            assert turns <= 14
        assert turns == 14
        assert frame.locator('[data-act="home"]').count() == 0  # minimal chrome


def test_embed_mode_fits_a_small_frame(browser, base_url):
    """320x480 is the smallest frame we support: no page-level sideways scrolling."""
    context = browser.new_context(viewport={"width": 320, "height": 480}, has_touch=True)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        page.goto(base_url + "?embed=sprawlopolis&players=1&seed=3&lang=fr")
        wait(page, HAND, timeout=60_000)
        assert page.get_attribute("html", "lang") == "fr"
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        assert page.locator('[data-act="home"]').count() == 0
        card = page.locator(HAND).first.bounding_box()
        assert card["width"] >= 44 and card["height"] >= 30  # a thumb can hit it
        page.locator(HAND).first.tap()
        page.locator(".spot").first.tap()
        page.locator(".spot.selected").tap()
        page.wait_for_function("document.querySelectorAll('.board .layer svg .card').length === 2")
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        assert not errors
    finally:
        context.close()
