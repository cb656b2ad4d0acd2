"""The one Python module that touches the browser: it hands the page's bridge
(``static/js/ui.js``) the app's event handler, a function from JSON text to JSON text.
Everything else of the browser layer is plain Python, tested in CPython."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import window  # type: ignore[import-not-found]

from .app import App

#: Kept for the page's lifetime: the page holds the proxies, Python must hold the app
#: and its handler (the app's, and the one that makes a new app).
_KEPT: dict[str, Any] = {}


def start() -> None:
    """Attach the app to the page, which then sends its first event ("init")."""
    _KEPT["fresh"] = create_proxy(fresh)
    window.Urbanistes.attach(fresh(), _KEPT["fresh"])


def fresh() -> Any:
    """A new app, and its handler for the page (the browser tests start one in a tab
    whose interpreter is loaded: ``restart`` in ui.js); the app before it is let go."""
    before = _KEPT.get("handler")
    app = App()
    _KEPT["app"], _KEPT["handler"] = app, create_proxy(app.dispatch_json)
    if before is not None:
        before.destroy()
    return _KEPT["handler"]
