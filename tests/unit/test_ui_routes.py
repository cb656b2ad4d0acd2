"""Every screen in the address (issue 17 item 2), screens that start at the top (item 3),
focus kept on a changed set-up field (item 4) and each game's own new-game form (item 6),
driven like the page drives the app."""

from __future__ import annotations

from page_sim import Page

from urbanistes_ui import routes, sharing


def route(page: Page, hash: str) -> dict:
    """What the page sends when Back or Forward (or a typed hash) changes the address."""
    return page.send({"act": "route", "hash": hash})


def played(page: Page) -> Page:
    """One card laid and confirmed: the game is now kept on the device."""
    page.click(page.targets("dock", "pick")[0])
    page.click(page.targets("marks", "place")[0])
    page.press("confirm")
    assert page.app.ui.session is not None and page.app.ui.session.id in page.app.ui.library
    return page


def test_home_rules_and_setup_push_their_routes_and_back_shows_them_again():
    page = Page()
    assert page.patch["url"] == "http://x/#/" and "push" not in page.patch
    page.press("rules", game="cities")
    assert page.patch["url"] == "http://x/#/rules/cities" and page.patch["push"]
    assert page.app.ui.screen == "rules"
    route(page, "#/")  # Back
    assert page.app.ui.screen == "home"
    assert "url" not in page.patch  # the address already says it
    route(page, "#/rules/cities")  # Forward
    assert page.app.ui.screen == "rules" and page.app.ui.game_id == "cities"
    assert "url" not in page.patch
    page.press("back")
    assert page.app.ui.screen == "home" and page.patch["url"] == "http://x/#/"
    assert page.patch["push"]  # the app's own Back is a step forward in history
    page.press("setup", game="skyline")
    assert page.patch["url"] == "http://x/#/setup/skyline" and page.patch["push"]


def test_a_game_is_left_by_back_and_taken_up_again_by_forward_as_it_was():
    page = Page.started("sprawlopolis", ("human",), seed=11)
    session = page.app.ui.session
    assert session is not None
    play = "#/play/" + session.id.replace(":", "%3A")
    assert page.patch["url"] == "http://x/" + play
    assert "push" not in page.patch  # in the set-up's place: Back goes home
    played(page)
    route(page, "#/")
    assert page.app.ui.screen == "home"
    route(page, play)
    assert page.app.ui.screen == "play" and page.app.ui.session is session
    page.press("home")
    page.send({"act": "watch", "id": session.id})  # (the home page offers it at the end)
    assert page.patch["url"] == "http://x/#/replay/" + play[len("#/play/"):]


def test_a_reload_lands_where_you_were():
    page = Page(hash="#/rules/cities")
    assert page.app.ui.screen == "rules" and page.app.ui.game_id == "cities"
    assert page.patch["url"] == "http://x/#/rules/cities"
    assert "Cities" in page.text()
    game = played(Page.started("sprawlopolis", ("human",), seed=11))
    session_id = game.app.ui.session.id
    reloaded = Page(storage=game.storage, hash=routes.of(game.app.ui) or "")
    assert reloaded.app.ui.screen == "play"
    assert reloaded.app.ui.session.id == session_id
    setup = Page(hash="#/setup/cardcityxl")
    assert setup.app.ui.screen == "setup" and setup.app.ui.game_id == "cardcityxl"


def test_unknown_or_stale_routes_fall_back_to_home_without_an_error():
    for hash in ("#/rules/nosuchgame", "#/setup/", "#/play/gone", "#/replay/gone", "#/what",
                 "#/rules/cities/extra", "#nothing"):
        page = Page(hash=hash)
        assert page.app.ui.screen == "home" and page.app.ui.error is None, hash
        assert page.patch["url"] == "http://x/#/", hash
        route(page, hash)
        assert page.app.ui.screen == "home" and page.patch["url"] == "http://x/#/", hash
        assert "push" not in page.patch


def test_share_links_and_embeds_keep_their_addresses():
    page = Page.started("sprawlopolis", ("human",), seed=5)
    fragment = sharing.game_link("https://example.org/app/", page.app.ui.session).split("#")[1]
    other = Page()
    route(other, "#" + fragment)  # a link pasted into the address of the open app
    assert other.app.ui.screen == "link" and other.patch["url"] == "http://x/"
    other.press("link-play")
    assert other.patch["url"].startswith("http://x/#/play/") and other.patch["push"]
    embed = Page(search="?embed=sprawlopolis&players=1&seed=3")
    assert embed.app.ui.screen == "play"
    assert embed.patch["url"] == "http://x/?embed=sprawlopolis&players=1&seed=3"
    route(embed, "#/rules/cities")  # an embed has no routes: it stays on its game
    embed.press("rules")
    assert "url" not in embed.patch and embed.app.ui.screen == "rules"


def test_every_screen_change_starts_at_the_top_and_moves_within_it_do_not():
    page = Page()
    assert page.patch["top"]
    page.press("setup", game="cardcityxl")
    assert page.patch["top"]
    page.send({"act": "field", "name": "players", "value": "3"})
    assert "top" not in page.patch
    page.send({"act": "start", "form": {"seed": "4"}})
    assert page.app.ui.screen == "play" and page.patch["top"]
    page.bots()
    page.send({"act": "zoom", "step": "1"})
    assert "top" not in page.patch
    page.press("home")
    assert page.patch["top"]


def test_a_set_up_field_that_redraws_the_form_keeps_the_focus():
    page = Page()
    page.press("setup", game="cardcityxl")
    for name, value in (("players", "3"), ("level", "2"), ("seat1", "easy")):
        skeleton = page.skeleton
        page.send({"act": "field", "name": name, "value": value})
        assert page.patch["focus"] == f'[name="{name}"]', name
        assert f'name="{name}"' in page.html
    assert skeleton  # the form was drawn
    page.send({"act": "field", "name": 'x"]', "value": "1"})
    assert "focus" not in page.patch  # never a selector the page did not write


def test_each_game_starts_from_its_own_form():
    page = Page.started("cloudcity", ("human", "normal", "normal"), seed=2)
    cloud = routes.of(page.app.ui)
    page.press("home")
    page.press("rules", game="sprawlopolis")
    page.send({"act": "setup", "game": "sprawlopolis"})
    assert page.app.ui.form["players"] == "1"
    assert 'name="seat1"' not in page.html  # one seat: its own default
    route(page, cloud)  # Back to the Cloud City game, then play again from it
    page.send({"act": "again"})  # its own seats, not those of the last form opened
    assert page.game.info.id == "cloudcity" and page.game.players == 3
    page.send({"act": "setup", "game": "cloudcity"})  # its own last form
    assert page.app.ui.form["players"] == "3" and 'name="seat2"' in page.html
