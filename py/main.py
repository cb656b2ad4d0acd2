"""PyScript entry point: attach the app to the page (static/js/ui.js marks it ready)."""

from urbanistes_ui.bridge import start

start()
