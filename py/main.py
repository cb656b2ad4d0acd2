"""PyScript entry point: mount the app; it marks <html data-ready> once interactive."""

from urbanistes_ui.app import start

app = start()
