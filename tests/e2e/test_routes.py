"""Issue 17: every screen in the address (Back and Forward move between screens, a reload
lands where you were), screens that open at the top, the keyboard kept on a set-up field
that redraws the form."""

from __future__ import annotations

import pytest

from .play import HAND, READY, assert_accessible, in_view, new_game, sprawl_turn, wait

GAMES = ("cloudcity", "cities", "sprawlopolis", "skyline", "cardcityxl")


#: Which screen the page shows, by what only that screen has.
SCREEN_JS = """() => document.querySelector('.play') ? 'play'
    : document.querySelector('article.rules') ? 'rules'
    : document.querySelector('form.setup') ? 'setup'
    : document.querySelector('[data-act="setup"]') ? 'home' : '?'"""


def screen_of(page) -> str:
    return page.evaluate(f"({SCREEN_JS})()")


def wait_screen(page, screen: str) -> None:
    page.wait_for_function(f"s => ({SCREEN_JS})() === s", arg=screen)


def test_back_and_forward_move_between_screens_and_a_reload_stays(page, base_url, open_app):
    open_app(page, base_url, path="/#/rules/cities")  # a rules page linked
    assert screen_of(page) == "rules" and "Cities" in page.title()
    open_app(page, base_url)
    assert page.url == base_url + "#/"
    page.click('[data-act="rules"][data-game="cities"]')
    wait_screen(page, "rules")
    assert page.url == base_url + "#/rules/cities"
    page.go_back()
    wait_screen(page, "home")
    page.go_forward()
    wait_screen(page, "rules")
    page.reload()
    wait(page, READY, state="attached")
    assert screen_of(page) == "rules" and page.url == base_url + "#/rules/cities"
    page.go_back()
    wait_screen(page, "home")
    new_game(page, seed=314)
    sprawl_turn(page)
    assert "#/play/" in page.url
    played = page.url
    page.go_back()  # Back leaves the game for the app's home page, not the app
    wait_screen(page, "home")
    assert page.url == base_url + "#/"
    page.go_forward()
    wait_screen(page, "play")
    wait(page, f"{HAND}:not([disabled])")
    assert page.url == played
    assert page.evaluate("document.querySelectorAll('.board .layer svg .card').length") == 2
    page.reload()
    wait(page, READY, state="attached")
    wait(page, f"{HAND}:not([disabled])")
    assert page.url == played  # the game again after a reload
    page.goto(base_url + "#/play/deleted-long-ago")  # a stale route: home, no error
    wait_screen(page, "home")
    assert page.url == base_url + "#/"


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
def test_every_set_up_and_game_opens_at_the_top(page, phone_page, base_url, open_app, phone):
    page = phone_page if phone else page
    open_app(page, base_url)
    for game in GAMES:
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        button = page.locator(f'[data-act="setup"][data-game="{game}"]')
        button.focus()  # by keyboard: a focus that scrolls would show here
        page.keyboard.press("Enter")
        wait(page, "form.setup")
        assert page.evaluate("window.scrollY") == 0, game
        assert in_view(page, 'select[name="players"]'), game
        page.locator('[data-act="start"]').focus()  # may scroll the form down
        page.keyboard.press("Enter")
        wait(page, ".play")
        assert page.evaluate("window.scrollY") == 0, game
        assert page.evaluate("""Array.from(document.querySelectorAll('#app *'))
            .every(e => e.scrollTop === 0)"""), game
        assert in_view(page, ".seats") and in_view(page, ".status"), game
        page.click('[data-act="home"]')
        wait(page, '[data-act="setup"]')
        assert page.evaluate("window.scrollY") == 0, game


@pytest.mark.parametrize("game", ["cardcityxl", "skyline"])
def test_a_set_up_field_changed_by_keyboard_keeps_the_focus(page, base_url, open_app, game):
    open_app(page, base_url)
    page.click(f'[data-act="setup"][data-game="{game}"]')
    players = page.locator('select[name="players"]')
    players.focus()
    before = page.locator("form.setup select").count()
    page.keyboard.press("ArrowDown")  # one more player: one more seat in the form
    page.wait_for_function("n => document.querySelectorAll('form.setup select').length > n",
                           arg=before)
    # the redrawn form gets its focus back in the next frame (ui.js), not in the same task
    page.wait_for_function("document.activeElement && document.activeElement.name === 'players'")
    page.keyboard.press("Tab")  # on to the next field, not back to the header
    assert page.evaluate("document.activeElement.closest('form.setup') !== null")
    assert page.evaluate("document.activeElement.name") != "players"


def test_every_rules_page_and_set_up_passes_axe(page, base_url, open_app):
    """axe-core on each game's rules page (its legend's pictures included) and new-game
    form, reached by their addresses, the way a linked page opens."""
    open_app(page, base_url)
    assert_accessible(page, "home")
    for game in GAMES:
        page.evaluate("h => { location.hash = h; }", f"#/rules/{game}")
        wait_screen(page, "rules")
        page.wait_for_function("g => location.hash === '#/rules/' + g", arg=game)
        assert_accessible(page, f"the rules of {game}")
        page.evaluate("h => { location.hash = h; }", f"#/setup/{game}")
        wait_screen(page, "setup")
        assert_accessible(page, f"the new-game form of {game}")
