"""The one Python module that touches the browser: it hands the page's bridge
(``static/js/ui.js``) the app's event handler, a function from JSON text to JSON text.
Everything else of the browser layer is plain Python, tested in CPython."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import window  # type: ignore[import-not-found]

from .app import App

#: Kept for the page's lifetime: the page holds the proxy, Python must hold the app.
_KEPT: list[Any] = []


def start() -> None:
    """Attach the app to the page, which then sends its first event ("init")."""
    app = App()
    handler = create_proxy(app.dispatch_json)
    _KEPT.extend((app, handler))
    window.Urbanistes.attach(handler)
