"""Smoke test: the page boots Python from our own origin without errors, and a tab the
browser tests reuse starts its app again as a new tab would.

The `page` fixture fails the test on console errors, uncaught page errors, HTTP errors
or any request to another origin.
"""

from .play import HAND, READY, new_game, sprawl_turn, wait


def test_app_starts(page, base_url, open_app):
    open_app(page, base_url, fresh=True)

    assert page.title().strip()
    assert page.get_attribute("html", "data-ready") is not None
    # The plain-HTML loading indicator hides itself once Python is ready.
    assert not page.is_visible("#loading")


def test_app_starts_on_phone(phone_page, base_url, open_app):
    open_app(phone_page, base_url, fresh=True)

    assert phone_page.title().strip()
    # the home page fits the phone's width: nothing to scroll sideways
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow == 0


def test_loading_frame_shows_progress_until_python_is_ready(page, base_url, open_app):
    """Before Python runs, plain HTML shows the frame and a bar fed by PyScript's events."""
    open_app(page, base_url, fresh=True)
    assert page.locator("#loading header.bar").count() == 1
    assert page.evaluate("document.getElementById('loading-progress').value") >= 1
    # the last step before the app: named in both languages
    assert page.text_content("#loading-step").startswith(
        "Ouverture de l'accueil — Opening the home page")


def test_a_parked_tab_restarts_its_app_as_a_new_tab_would(page, base_url, open_app):
    """The browser tests reuse a tab (conftest.py: `park`, then `restart` in ui.js): a
    parked app answers nothing, and the app restarted keeps nothing of the one before
    but what storage holds, at the address it is given."""
    open_app(page, base_url, fresh=True)
    new_game(page, seed=3)
    sprawl_turn(page)
    wait(page, f"{HAND}:not([disabled])")
    assert page.evaluate("window.urbanistesPerf.length") > 0
    page.evaluate("() => window.Urbanistes.park()")
    played = page.inner_html(".play")
    page.locator(f"{HAND}:not([disabled])").first.click()
    page.keyboard.press("u")
    assert page.inner_html(".play") == played  # parked: nothing reached the app

    page.evaluate("url => window.Urbanistes.restart(url)", base_url + "#/rules/cities")
    wait(page, READY, state="attached")
    assert page.url == base_url + "#/rules/cities" and "Cities" in page.title()
    assert page.evaluate("window.urbanistesPerf.length") == 0
    page.click('[data-act="home"]')
    assert page.locator('[data-act="resume"]').count() == 1  # the game stored before

    page.evaluate("() => { window.Urbanistes.park(); localStorage.clear(); }")
    page.evaluate("url => window.Urbanistes.restart(url)", base_url)
    wait(page, READY, state="attached")
    assert page.locator('[data-act="resume"]').count() == 0
    new_game(page, seed=3)
    sprawl_turn(page)  # the new app plays
    wait(page, f"{HAND}:not([disabled])")


def test_a_slow_step_says_what_it_does_and_its_clock_runs(browser, base_url):
    """The interpreter's download, held back here: the frame names the step and counts
    its seconds, so a slow network never looks like a stalled page. (A first visit: a
    context of its own, no service worker to serve the file from its cache.)"""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    held = []
    page.route("**/*.wasm", lambda route: held.append(route))  # answered below
    page.goto(base_url.rstrip("/") + "/")
    step = page.locator("#loading-step")
    page.wait_for_function(
        "/ · [2-9] s$/.test(document.getElementById('loading-step').textContent)",
        timeout=20_000)
    assert step.text_content().startswith("Chargement de Python")
    assert "Loading Python (downloaded on the first visit only)" in step.text_content()
    assert held
    for route in held:
        route.continue_()
    wait(page, "html[data-ready]", state="attached", timeout=60_000)
    context.close()
