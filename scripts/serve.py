#!/usr/bin/env python3
"""Serve a static site on 127.0.0.1 (development and test server, stdlib only).

Serves the repository root by default (`--root DIR` for another folder, e.g. the
publish folder made by `scripts/build.py --site DIR`). Sends explicit MIME types for
everything the app loads (.wasm, .mjs, .zip, .webmanifest, ...) and, unless told
otherwise, `Cache-Control: no-cache`, so the browser revalidates every file (cheap
304s) and never runs stale Python after an edit + rebuild.

`--headers netlify.toml` applies the `[[headers]]` rules of a Netlify configuration
file, the way Netlify does for the published site, so that development and the browser
tests run under the same Content-Security-Policy and caching as production. Path
patterns follow Netlify's (and `netlify dev`'s) matching: exact paths, `*` (any
characters, slashes included) and `:placeholder` (one path segment), case-insensitive.
Every matching rule applies; when two matching rules set the same header the later
one wins, as in `netlify dev` (netlify.toml keeps its rules disjoint per header, so
the order never matters there). A rule's Cache-Control replaces the default no-cache.
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".py": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
}

DEFAULT_CACHE_CONTROL = "no-cache"


class HeadersFileError(Exception):
    pass


def netlify_pattern(path: str) -> re.Pattern[str]:
    """The regular expression Netlify matches a `for = "..."` path pattern with.

    A port of `netlify dev`'s getRulePattern: `/` only matches the root; a `*` segment
    matches the rest of the path (or nothing); `*` inside a segment matches any
    characters (slashes included); `:name` matches one segment; a trailing slash is
    optional; matching is case-insensitive.
    """
    parts = [part for part in path.split("/") if part]
    if not parts:
        return re.compile(r"^/$", re.IGNORECASE)
    pattern = "^"
    for part in parts:
        if part.startswith(":"):
            pattern += "/([^/]+)/?"
        elif part == "*":
            if pattern == "^":
                pattern += "/?(.*)/?"
            else:
                pattern = pattern.removesuffix("/?") + "(?:|/|/(.*)/?)"
        elif "*" in part:
            pattern += "/" + ".*".join(re.escape(piece) for piece in part.split("*"))
        else:
            pattern += "/" + re.escape(part) + "/?"
    return re.compile(pattern + "$", re.IGNORECASE)


def load_header_rules(path: Path) -> list[tuple[str, re.Pattern[str], dict[str, str]]]:
    """[(for, regex, {header: value})] from the [[headers]] tables of a netlify.toml."""
    try:
        config = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise HeadersFileError(f"cannot read {path}: {error}") from error
    rules = []
    for index, table in enumerate(config.get("headers", [])):
        where = f"{path.name}: [[headers]] #{index + 1}"
        target = table.get("for")
        values = table.get("values")
        if not isinstance(target, str) or not target.startswith("/"):
            raise HeadersFileError(f"{where}: `for` must be a path starting with /")
        if not isinstance(values, dict) or not values:
            raise HeadersFileError(f"{where} ({target}): `values` must be a non-empty table")
        headers = {}
        for name, value in values.items():
            if isinstance(value, list):  # Netlify's multi-value form
                value = ", ".join(str(item) for item in value)
            if not isinstance(value, str) or "\n" in value:
                raise HeadersFileError(f"{where} ({target}): bad value for {name}")
            headers[name] = value
        rules.append((target, netlify_pattern(target), headers))
    return rules


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: the page makes ~40 requests at start-up
    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    verbose = False
    header_rules: ClassVar[list[tuple[str, re.Pattern[str], dict[str, str]]]] = []

    def _rule_headers(self) -> dict[str, str]:
        """Headers of every rule matching this request's path (later rules win)."""
        cached = getattr(self, "_matched", None)
        if cached is not None and cached[0] == getattr(self, "path", None):
            return cached[1]
        raw_path = getattr(self, "path", None)
        headers: dict[str, str] = {}
        if raw_path is not None:
            path = unquote(urlsplit(raw_path).path)
            for _target, pattern, values in self.header_rules:
                if pattern.match(path):
                    headers.update(values)
        self._matched = (raw_path, headers)
        return headers

    def send_header(self, keyword: str, value: str) -> None:
        # A rule's value replaces the default one (e.g. Content-Type), never doubles it.
        overridden = {name.lower() for name in self._rule_headers()}
        if keyword.lower() in overridden:
            return
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        headers = self._rule_headers()
        for name, value in headers.items():
            super().send_header(name, value)
        if "cache-control" not in {name.lower() for name in headers}:
            super().send_header("Cache-Control", DEFAULT_CACHE_CONTROL)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)

    def log_error(self, format: str, *args: object) -> None:
        # 404s and other errors are always worth seeing, even in quiet mode.
        super().log_message(format, *args)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve Urbanistes (a static site) on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000, 0 = any)")
    parser.add_argument(
        "--root", type=Path, default=ROOT, help="folder to serve (default: the repository root)"
    )
    parser.add_argument(
        "--headers",
        type=Path,
        metavar="NETLIFY_TOML",
        help="apply the [[headers]] rules of this netlify.toml to the responses",
    )
    parser.add_argument("--verbose", "-v", action="store_true", help="log every request")
    args = parser.parse_args(argv)

    root = args.root.resolve()
    if not (root / "index.html").is_file():
        parser.error(f"{root} has no index.html")
    if args.headers is not None:
        try:
            Handler.header_rules = load_header_rules(args.headers)
        except HeadersFileError as error:
            parser.error(str(error))
    handler = functools.partial(Handler, directory=str(root))
    Handler.verbose = args.verbose
    ThreadingHTTPServer.allow_reuse_address = True
    server = ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    server.daemon_threads = True
    port = server.server_address[1]
    rules = f", {len(Handler.header_rules)} header rules" if args.headers else ""
    print(f"Serving {root} at http://127.0.0.1:{port}/ (Ctrl+C to stop{rules})", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
