"""Smoke test: the page boots Python from our own origin without errors.

The `page` fixture fails the test on console errors, uncaught page errors, HTTP errors
or any request to another origin.
"""


def test_app_starts(page, base_url, open_app):
    open_app(page, base_url)

    assert page.title().strip()
    assert page.get_attribute("html", "data-ready") is not None
    # The plain-HTML loading indicator hides itself once Python is ready.
    assert not page.is_visible("#loading")


def test_app_starts_on_phone(phone_page, base_url, open_app):
    open_app(phone_page, base_url)

    assert phone_page.title().strip()
    # the home page fits the phone's width: nothing to scroll sideways
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow == 0


def test_loading_frame_shows_progress_until_python_is_ready(page, base_url, open_app):
    """Before Python runs, plain HTML shows the frame and a bar fed by PyScript's events."""
    open_app(page, base_url)
    assert page.locator("#loading header.bar").count() == 1
    assert page.evaluate("document.getElementById('loading-progress').value") >= 1
    assert page.text_content("#loading-step").strip()  # the last step PyScript reported
