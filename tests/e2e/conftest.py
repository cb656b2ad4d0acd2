"""Fixtures for the browser (end-to-end) tests.

- `server` / `base_url`: session-scoped scripts/serve.py on a free port (after running
  scripts/build.py so the served zip and sw.js match the sources: once per test run, even
  under pytest-xdist, where each worker starts its own server), serving the repo root
  with the [[headers]] of netlify.toml (Content-Security-Policy, caching, MIME types),
  so that the whole browser suite runs under the production policy: a CSP violation is
  a console error, which fails the test. `start_server(root)` / `stop_server(server)`
  start and stop another one (tests that stop their server use their own).
  `run_build(*args)` runs scripts/build.py holding a file lock, so that parallel workers
  (`pytest -n 2`, as `scripts/dev test` runs) never build into the same folders at once.
- `browser`: session-scoped headless Chromium through Playwright's sync API
  (/usr/bin/chromium when present, else Playwright's own download; override with the
  URBANISTES_CHROMIUM environment variable).
- `context` (desktop 1280x800) and `phone_context` (390x844, touch, mobile): session-scoped,
  so the 9.6 MB Pyodide wasm is fetched once per session, not once per test.
- Bots' pace: every context made from `browser` (the two above, and those tests make
  with `browser.new_context(...)`) starts with the device preference
  `localStorage["urbanistes.pace"] = "instant"` (`PACE_INIT_SCRIPT`): the bots' steps
  follow each other without a pause, so games against bots take no waiting. The script
  only fills the key when it is missing, before the page's own scripts run, on every
  navigation (the page fixtures clear the storage after each test: the next navigation
  seeds it again). A test that wants another pace sets it itself: e.g.
  `page.evaluate("localStorage.setItem('urbanistes.pace', 'normal')")` then a reload, or
  its own `context.add_init_script(...)` (later scripts run after this one).
- `page` / `phone_page`: a tab per test that records console errors, uncaught page
  errors, HTTP errors and requests to any other origin (but those a test appends to
  `page.problems.allowed_origins`), and fails the test at teardown if any were seen.
  localStorage/sessionStorage are cleared after each test. The session contexts keep
  the service worker (sw.js) and its cache from test to test, as a returning visitor.
  A tab left on the app with no problem is parked for the next test of its context
  (its app stopped): Pyodide's start, 3 s of the test machine's CPU a page, is then paid
  once per tab, not once per test. The next test's `open_app` starts a new app in it
  (`restart` in static/js/ui.js), as a new tab would; its own first navigation (a
  `goto`) loads the page anew.
- `open_app(page, base_url, path="/", fresh=False)`: navigate (or restart a parked
  tab's app, unless `fresh`) and wait for <html data-ready>.

Every test under tests/e2e gets the `e2e` marker (`pytest -m "not e2e"` skips them).
Nothing here skips silently: a missing browser is an error, so CI really runs them.
Playwright is imported lazily so that unit tests run even where it is not installed.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from chromium import CHROMIUM_ARGS, chromium_executable  # noqa: E402 - needs the path above

E2E_DIR = Path(__file__).resolve().parent
NETLIFY_TOML = ROOT / "netlify.toml"

#: Serialises scripts/build.py between the processes of a run (xdist workers), and between
#: runs of the same checkout; next to it, the id of the run whose session build is done.
BUILD_LOCK = Path(tempfile.gettempdir()) / (
    "urbanistes-build-" + hashlib.sha256(str(ROOT).encode()).hexdigest()[:16] + ".lock"
)
BUILT_FOR_RUN = BUILD_LOCK.with_suffix(".run")

#: The bots' pace for the tests: "instant" unless a test or the page already set one.
PACE_KEY = "urbanistes.pace"
TEST_PACE = "instant"
PACE_INIT_SCRIPT = (
    f"try {{ if (localStorage.getItem('{PACE_KEY}') === null) "
    f"localStorage.setItem('{PACE_KEY}', '{TEST_PACE}'); }} catch (e) {{}}"
)

READY_SELECTOR = "html[data-ready]"
READY_TIMEOUT_MS = 60_000
SERVER_START_TIMEOUT_S = 15.0

DESKTOP_CONTEXT: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
PHONE_CONTEXT: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if E2E_DIR in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.e2e)


# --------------------------------------------------------------------------- server


@dataclass
class Server:
    process: subprocess.Popen[str]
    url: str  # "http://127.0.0.1:PORT/" (with the trailing slash)

    @property
    def origin(self) -> str:
        return _origin(self.url)


def _origin(url: str) -> str:
    if url.startswith("blob:"):  # blob:http://host:port/uuid belongs to http://host:port
        url = url[len("blob:") :]
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def _read_first_line(process: subprocess.Popen[str], timeout: float) -> str:
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(process.stdout.readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    return lines[0] if lines else ""


@contextmanager
def _build_lock() -> Iterator[None]:
    """Hold the build lock (waits for another process's build to finish)."""
    with open(BUILD_LOCK, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _run_build_unlocked(*args: str) -> None:
    build = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build.py"), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    if build.returncode != 0:
        pytest.fail(
            f"scripts/build.py failed (did you run `npm ci`?):\n{build.stdout}{build.stderr}",
            pytrace=False,
        )


def run_build(*args: str) -> None:
    """Run scripts/build.py (fails the test, with its output, if the build fails), one
    build at a time across processes."""
    with _build_lock():
        _run_build_unlocked(*args)


def _build_once_per_run() -> None:
    """The session build: once per test run, whichever xdist worker comes first (the
    others wait for it, then find it done); without xdist, once per session."""
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    with _build_lock():
        if run_id and BUILT_FOR_RUN.is_file() and BUILT_FOR_RUN.read_text() == run_id:
            return
        _run_build_unlocked()
        if run_id:
            BUILT_FOR_RUN.write_text(run_id)


def start_server(root: Path = ROOT, headers: Path | None = NETLIFY_TOML) -> Server:
    """Start scripts/serve.py on a free port for `root`, with netlify.toml's headers."""
    # --port 0: the OS picks a free port and serve.py prints the URL it got (no race).
    command = [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0"]
    command += ["--root", str(root)]
    if headers is not None:
        command += ["--headers", str(headers)]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        line = _read_first_line(process, SERVER_START_TIMEOUT_S)
        if "http://" not in line:
            pytest.fail(f"scripts/serve.py did not print its URL: {line!r}", pytrace=False)
        url = line[line.index("http://") :].split()[0]
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while True:
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    status: object = response.status
            except (urllib.error.URLError, ConnectionError) as error:
                status = error
            if status == 200:
                break
            if time.monotonic() > deadline:
                pytest.fail(f"scripts/serve.py never answered at {url}: {status}", pytrace=False)
            time.sleep(0.05)
    except BaseException:
        stop_server(Server(process=process, url=""))
        raise
    return Server(process=process, url=url)


def stop_server(server: Server) -> None:
    """Stop exactly that server process (and wait for it)."""
    process = server.process
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if process.stdout:
        process.stdout.close()


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    _build_once_per_run()
    server = start_server()
    try:
        yield server
    finally:
        stop_server(server)


@pytest.fixture(scope="session")
def base_url(server: Server) -> str:
    """The served repo root, e.g. "http://127.0.0.1:40123/" (with the trailing slash)."""
    return server.url


# --------------------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as error:
        pytest.fail(
            f"Playwright is not installed ({error}): run `scripts/dev setup`", pytrace=False
        )

    playwright = sync_playwright().start()
    executable = chromium_executable()
    try:
        launch_error = None
        try:
            browser = playwright.chromium.launch(
                executable_path=executable, headless=True, args=CHROMIUM_ARGS
            )
        except Exception as error:
            launch_error = error
        if launch_error is not None:
            pytest.fail(
                f"Could not launch Chromium ({executable or 'Playwright bundled build'}):\n"
                f"{launch_error}\n"
                "Install one with `scripts/dev setup` (Debian: `apt-get install chromium`; "
                "elsewhere: `python -m playwright install chromium`).",
                pytrace=False,
            )
        _seed_pace_in_new_contexts(browser)
        yield browser
        browser.close()
    finally:
        playwright.stop()


def seed_pace(context: BrowserContext) -> None:
    """Give every page of `context` the tests' pace (see PACE_INIT_SCRIPT)."""
    context.add_init_script(PACE_INIT_SCRIPT)


def _seed_pace_in_new_contexts(browser: Browser) -> None:
    """Make `browser.new_context(...)` seed the pace in every context it makes."""
    make_context = browser.new_context

    def new_context(**options: Any) -> BrowserContext:
        context = make_context(**options)
        seed_pace(context)
        return context

    browser.new_context = new_context  # type: ignore[method-assign]


@pytest.fixture(scope="session")
def context(browser: Browser) -> Iterator[BrowserContext]:
    """Desktop context shared by the whole session (keeps the HTTP cache warm)."""
    context = browser.new_context(**DESKTOP_CONTEXT)
    yield context
    context.close()


@pytest.fixture(scope="session")
def phone_context(browser: Browser) -> Iterator[BrowserContext]:
    """Phone-sized touch context (390x844, like an iPhone 14), shared by the session."""
    context = browser.new_context(**PHONE_CONTEXT)
    yield context
    context.close()


# --------------------------------------------------------------------------- pages


@dataclass
class PageProblems:
    origin: str
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    http_errors: list[str] = field(default_factory=list)
    foreign_requests: list[str] = field(default_factory=list)
    #: Other origins a test means to visit (e.g. a blog page that embeds the app).
    allowed_origins: list[str] = field(default_factory=list)

    def watch(self, page: Page) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.on("request", self._on_request)
        page.on("response", self._on_response)

    def _on_console(self, message: Any) -> None:
        if message.type == "error":
            location = message.location or {}
            where = location.get("url", "")
            if where:
                where = f" ({where}:{location.get('lineNumber', '?')})"
            # Keep the Python traceback of a PythonError, drop the JavaScript/wasm stack.
            text = "\n".join(
                line for line in message.text.splitlines() if not line.lstrip().startswith("at ")
            ).strip()
            self.console_errors.append(f"{text}{where}")

    def _on_request(self, request: Any) -> None:
        if request.url.startswith("data:"):
            return
        if _origin(request.url) not in (self.origin, *self.allowed_origins):
            self.foreign_requests.append(f"{request.method} {request.url}")

    def _on_response(self, response: Any) -> None:
        if response.status >= 400:
            self.http_errors.append(f"HTTP {response.status} {response.url}")

    def clear(self) -> None:
        for entries in (
            self.console_errors,
            self.page_errors,
            self.http_errors,
            self.foreign_requests,
        ):
            entries.clear()

    def report(self) -> str:
        sections = [
            ("console errors", self.console_errors),
            ("uncaught page errors", self.page_errors),
            ("HTTP errors", self.http_errors),
            (f"requests to origins other than {self.origin}", self.foreign_requests),
        ]
        return "\n".join(
            f"{title} ({len(entries)}):\n" + "\n".join(f"  - {entry}" for entry in entries)
            for title, entries in sections
            if entries
        )


#: A tab per session context whose app is loaded and parked, for the next test (below).
_PARKED: dict[int, Page] = {}

#: Whether the tab holds the loaded app, which can then be parked.
PARKABLE_JS = "() => !!(window.Urbanistes && window.Urbanistes.park) && " \
    "document.documentElement.hasAttribute('data-ready')"


def _watched_page(context: BrowserContext, server: Server) -> Iterator[Page]:
    page = _PARKED.pop(id(context), None)
    if page is None:
        page = context.new_page()
        problems = PageProblems(origin=server.origin)
        problems.watch(page)
        page.problems = problems  # type: ignore[attr-defined]  # for tests that want to look
    else:
        problems = page.problems  # type: ignore[attr-defined]
        _navigate_from_scratch(page)  # and open_app restarts its app instead
    viewport = page.viewport_size
    yield page
    # The context (and its HTTP cache) is shared by the session, so is its storage: clear it
    # so that no test sees what an earlier one saved. A tab on the app, as the context
    # made it, is parked for the next test: its app stopped, then started afresh by
    # open_app (`restart` in ui.js) without Pyodide's 3 s of start-up.
    keep = False
    if not page.is_closed() and _origin(page.url) == server.origin:
        try:
            keep = page.evaluate(PARKABLE_JS) and page.viewport_size == viewport
            if keep:
                page.evaluate("() => window.Urbanistes.park()")
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        except Exception as error:
            problems.page_errors.append(f"could not clear the page's storage: {error}")
    report = problems.report()
    if keep and not report:
        _unpark(page)
        problems.allowed_origins.clear()
        _PARKED[id(context)] = page
    else:
        page.close()
    if report:
        pytest.fail(f"the page reported problems:\n{report}", pytrace=False)


def _navigate_from_scratch(page: Page) -> None:
    """A parked tab's first navigation by the test itself loads the page anew, as in a
    new tab (to the app's own address with another hash, the browser would only move
    within the page). The tab is parked for as long as this `goto` stands in for the
    browser's."""
    go = type(page).goto

    def goto(url: str, **options: Any) -> Any:
        _unpark(page)
        go(page, "about:blank")
        return go(page, url, **options)

    page.goto = goto  # type: ignore[method-assign]


def _parked(page: Page) -> bool:
    return "goto" in vars(page)


def _unpark(page: Page) -> None:
    """The tab as any other: its navigations are the browser's own again."""
    vars(page).pop("goto", None)


@pytest.fixture
def page(context: BrowserContext, server: Server) -> Iterator[Page]:
    """A desktop tab (new, or the one the last test parked: see `_watched_page`); fails at
    teardown on console/page/HTTP errors or foreign requests."""
    yield from _watched_page(context, server)


@pytest.fixture
def phone_page(phone_context: BrowserContext, server: Server) -> Iterator[Page]:
    """Like `page`, in the phone context."""
    yield from _watched_page(phone_context, server)


def _open_app(page: Page, base_url: str, path: str = "/", *, fresh: bool = False) -> Page:
    """Navigate to `path` (relative to the served root) and wait until Python is ready;
    a parked tab restarts its app there instead, unless the test wants a `fresh` load.

    Fails at once, rather than after the 60 s timeout, if the page logs an error first
    (a Python exception during start-up shows up as a console error).
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    url = base_url.rstrip("/") + "/" + path.lstrip("/")
    if not fresh and _parked(page) and url.startswith(base_url) and \
            url[len(base_url):][:1] in ("", "#", "?"):
        _unpark(page)
        page.evaluate(f"url => {{ {PACE_INIT_SCRIPT} window.Urbanistes.restart(url); }}", url)
    else:
        page.goto(url)
    problems: PageProblems | None = getattr(page, "problems", None)
    deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
    while True:
        try:
            page.locator(READY_SELECTOR).first.wait_for(state="attached", timeout=250)
            return page
        except PlaywrightTimeoutError:
            pass
        if problems is not None and (problems.console_errors or problems.page_errors):
            report = problems.report()
            problems.clear()  # reported here: not again at teardown
            pytest.fail(f"the page failed before {READY_SELECTOR}:\n{report}", pytrace=False)
        if time.monotonic() > deadline:
            pytest.fail(
                f"{READY_SELECTOR} did not appear within {READY_TIMEOUT_MS // 1000} s "
                f"at {page.url}",
                pytrace=False,
            )


@pytest.fixture
def open_app() -> Callable[..., Page]:
    """The helper `open_app(page, base_url, path="/", fresh=False)`, as a fixture."""
    return _open_app
