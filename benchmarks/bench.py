#!/usr/bin/env python3
"""Start-up benchmark (not a test): navigation start -> <html data-ready>, in headless Chromium.

Pages:
  app   /                         the real app (index.html + pyscript.toml + py/)
  bare  /benchmarks/bare.html     same vendored PyScript + Pyodide, 3 lines of Python

For each of --runs rounds, and for each page: a new browser context, a first load
("cold": empty HTTP cache) and a second load in the same context ("warm"). The time is
measured inside the page (performance.now() when data-ready appears, relative to the
navigation start), then the median of the rounds is reported with the app/bare ratio.

Usage: scripts/dev bench   (or .venv/bin/python benchmarks/bench.py [--runs N])
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
PAGES = {"app": "/", "bare": "/benchmarks/bare.html"}
DEBIAN_CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
READY_TIMEOUT_MS = 60_000

# Records performance.now() (ms since navigation start) when <html data-ready> appears.
# Init scripts run before <html> exists, hence observing the whole document.
RECORD_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement.hasAttribute("data-ready")) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""


def start_server() -> tuple[subprocess.Popen[str], str]:
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build.py")], check=True, cwd=ROOT)
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    line = process.stdout.readline()  # "Serving ... at http://127.0.0.1:PORT/ ..."
    if "http://" not in line:
        process.terminate()
        raise SystemExit(f"scripts/serve.py did not start: {line!r}")
    return process, line[line.index("http://") :].split()[0].rstrip("/")


def load(page, url: str) -> float:
    """Navigate and return the in-page time to data-ready, in seconds."""
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    return page.evaluate("window.__readyAt") / 1000


def measure(browser: Browser, url: str) -> tuple[float, float]:
    context = browser.new_context()
    try:
        context.add_init_script(RECORD_READY)
        page = context.new_page()
        cold = load(page, url)
        warm = load(page, url)
        return cold, warm
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Median start-up time of the app vs a bare page.")
    parser.add_argument("--runs", type=int, default=5, help="rounds per page (default 5)")
    args = parser.parse_args(argv)

    executable = os.environ.get("URBANISTES_CHROMIUM") or (
        DEBIAN_CHROMIUM if os.path.exists(DEBIAN_CHROMIUM) else None
    )
    process, base = start_server()
    results: dict[str, dict[str, list[float]]] = {
        name: {"cold": [], "warm": []} for name in PAGES
    }
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=executable, headless=True, args=CHROMIUM_ARGS
            )
            # Throw-away round so that both pages meet a browser process in the same state.
            for path in PAGES.values():
                measure(browser, base + path)
            for _ in range(args.runs):
                for name, path in PAGES.items():  # interleaved, so drift hits both alike
                    cold, warm = measure(browser, base + path)
                    results[name]["cold"].append(cold)
                    results[name]["warm"].append(warm)
            version = browser.version
            browser.close()
    finally:
        process.terminate()
        process.wait()

    print(
        f"\nStart-up, navigation -> html[data-ready], median of {args.runs} "
        f"(Chromium {version}, {os.cpu_count()} CPUs, {base})"
    )
    print(f"{'':>6} {'app /':>10} {'bare':>10} {'app/bare':>9}")
    for kind, label in (("cold", "cold"), ("warm", "warm")):
        app = statistics.median(results["app"][kind])
        bare = statistics.median(results["bare"][kind])
        print(f"{label:>6} {app:>9.2f}s {bare:>9.2f}s {app / bare:>8.2f}x")
    print("cold = first load in a new browser context (empty HTTP cache);")
    print("warm = second load in the same context.")
    for name in PAGES:
        for kind in ("cold", "warm"):
            runs = " ".join(f"{value:.2f}" for value in results[name][kind])
            print(f"  {name:>4} {kind}: {runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
