"""Play anywhere: offline play, the update offer, the web manifest and the hosting headers.

The offline and update tests each assemble their own publish folder with
`scripts/build.py --site DIR`, serve it with their own scripts/serve.py (with
netlify.toml's headers, as production), and use a fresh browser context, because they
stop the server or change the site; the session server is left alone.
"""

from __future__ import annotations

import importlib.util
import json
import re
import time
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pytest

from .conftest import (
    DESKTOP_CONTEXT,
    NETLIFY_TOML,
    ROOT,
    Server,
    _open_app,
    _watched_page,
    run_build,
    start_server,
    stop_server,
)
from .play import new_game, play_to_the_end

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

CONTROLLED = "navigator.serviceWorker.controller !== null"
SW_TIMEOUT_MS = 60_000
MARKER = '<meta name="urbanistes-test-build" content="2">'
CACHE_NAMES = "caches.keys()"


def load_build_module() -> ModuleType:
    """scripts/build.py as a module (for write_service_worker on a changed site)."""
    spec = importlib.util.spec_from_file_location("urbanistes_build", ROOT / "scripts" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass
class OwnSite:
    path: Path
    server: Server
    context: BrowserContext
    page: Page


@pytest.fixture
def own_site(request: pytest.FixtureRequest, browser: Browser, tmp_path: Path) -> Iterator[OwnSite]:
    """A freshly built publish folder, its own server and a fresh context with one tab.

    The tab fails the test on console errors, HTTP errors and foreign requests, as the
    `page` fixture does. `@pytest.mark.parametrize("own_site", [{...}], indirect=True)`
    passes extra options to the browser context (e.g. a locale).
    """
    site = tmp_path / "site"
    run_build("--site", str(site))
    options = {**DESKTOP_CONTEXT, **getattr(request, "param", {})}
    server = start_server(site, NETLIFY_TOML)
    context = browser.new_context(**options)
    try:
        pages = _watched_page(context, server)
        page = next(pages)
        yield OwnSite(path=site, server=server, context=context, page=page)
        next(pages, None)  # the page's teardown checks
    finally:
        context.close()
        stop_server(server)


def open_and_install(page: Page, url: str) -> None:
    """Load the app and wait until the service worker (fully precached) controls it."""
    _open_app(page, url)
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)


def play_solo_game(page: Page, seed: int) -> int:
    """A whole solo Sprawlopolis game by clicks: first hand card, first spot, each turn."""
    new_game(page, seed=seed)
    return play_to_the_end(page)


def test_loads_and_plays_a_whole_game_offline(own_site: OwnSite) -> None:
    page = own_site.page
    open_and_install(page, own_site.server.url)

    stop_server(own_site.server)  # no server any more...
    own_site.context.set_offline(True)  # ...and no network at all
    started = time.perf_counter()
    page.reload()
    _open_app(page, page.url)
    ready_s = time.perf_counter() - started
    assert page.evaluate(CONTROLLED)
    assert play_solo_game(page, seed=31) == 14
    assert page.locator("#end").count()
    print(f"\noffline: reload to data-ready {ready_s:.2f} s")


@pytest.mark.parametrize("own_site", [{"locale": "fr-FR"}], indirect=True)
def test_offers_a_new_version_and_reloads_into_it(own_site: OwnSite) -> None:
    page = own_site.page
    open_and_install(page, own_site.server.url)
    old_caches = page.evaluate(CACHE_NAMES)
    assert len(old_caches) == 1 and old_caches[0].startswith("urbanistes-")

    # Deploy a new version: a marker in the page, and the sw.js the build makes for it.
    index = own_site.path / "index.html"
    index.write_text(
        index.read_text(encoding="utf-8").replace("<head>", "<head>\n  " + MARKER, 1),
        encoding="utf-8",
    )
    load_build_module().write_service_worker(own_site.path)

    # The browser checks for a new worker on navigation; the old one still serves the page.
    page.reload()
    _open_app(page, page.url)
    assert page.locator('meta[name="urbanistes-test-build"]').count() == 0
    banner = page.locator("#update-banner")
    banner.wait_for(timeout=SW_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == "fr"
    text = " ".join(banner.inner_text().split())
    assert text == "Nouvelle version disponible — Recharger"
    assert page.locator('meta[name="urbanistes-test-build"]').count() == 0  # nothing mixed

    with page.expect_navigation():
        banner.locator("button").click()
    _open_app(page, page.url)
    assert page.locator('meta[name="urbanistes-test-build"]').count() == 1
    assert page.locator("#update-banner").count() == 0
    new_caches = page.evaluate(CACHE_NAMES)
    assert len(new_caches) == 1 and new_caches != old_caches  # the old cache is gone


# --------------------------------------------------------------------------- manifest, headers


def test_manifest_is_served_linked_and_installable(
    page: Page, context: BrowserContext, base_url: str, open_app: Any
) -> None:
    open_app(page, base_url)
    href = page.get_attribute('link[rel="manifest"]', "href")
    assert href
    manifest_url = page.evaluate("href => new URL(href, document.baseURI).href", href)
    response = page.request.get(manifest_url)
    assert response.ok
    assert response.headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(response.text())
    assert manifest["name"] == "Urbanistes" and manifest["short_name"]
    assert manifest["description"] and manifest["display"] == "standalone"
    assert manifest["theme_color"] == "#1d2733" and manifest["background_color"] == "#f7f4ee"
    resolve = "([url, base]) => new URL(url, base).href"
    for key in ("start_url", "scope"):  # relative to the manifest: the app's own root
        assert page.evaluate(resolve, [manifest[key], manifest_url]) == base_url
    icons = {(icon["sizes"], icon.get("purpose", "any")): icon for icon in manifest["icons"]}
    assert {("any", "any"), ("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= set(
        icons
    )
    for icon in manifest["icons"]:
        fetched = page.request.get(page.evaluate(resolve, [icon["src"], manifest_url]))
        assert fetched.ok and fetched.headers["content-type"].startswith(icon["type"])

    # Chromium's own reading of it: no manifest errors, nothing against installing it but
    # the incognito-like test profile.
    cdp = context.new_cdp_session(page)
    try:
        assert cdp.send("Page.getAppManifest")["errors"] == []
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert [error["errorId"] for error in errors if error["errorId"] != "in-incognito"] == []
    finally:
        cdp.detach()


def test_the_suite_runs_with_the_netlify_headers(page: Page, base_url: str) -> None:
    """The session server applies netlify.toml, so every browser test runs under its CSP."""
    rules = tomllib.loads(NETLIFY_TOML.read_text(encoding="utf-8"))["headers"]
    everything = next(rule["values"] for rule in rules if rule["for"] == "/*")
    policy = everything["Content-Security-Policy"]
    precached = re.findall(r'"\./([^"]+)"', page.request.get(base_url + "sw.js").text())
    wasm = next(path for path in precached if path.endswith(".wasm"))
    expected = {  # path: (Cache-Control, Content-Type)
        "": ("no-cache", "text/html"),
        "sw.js": ("no-cache", "text/javascript"),
        "pyscript.toml": ("no-cache", "text/plain"),
        "static/build/urbanistes.zip": ("no-cache", "application/zip"),
        "static/manifest.webmanifest": ("no-cache", "application/manifest+json"),
        wasm: ("public, max-age=31536000, immutable", "application/wasm"),
    }
    for path, (cache_control, content_type) in expected.items():
        headers = page.request.get(base_url + path).headers
        assert headers["content-security-policy"] == policy, path
        assert "x-frame-options" not in headers, path  # embeddable in other people's pages
        assert headers["cache-control"] == cache_control, path
        assert headers["content-type"].startswith(content_type), path
