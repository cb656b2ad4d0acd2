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
    width = phone_page.evaluate("document.documentElement.clientWidth")
    assert width == 390
