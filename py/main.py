"""PyScript entry point (placeholder: the UI engineer replaces this with the real app start).

Must end by setting <html data-ready>: the end-to-end tests and the loading indicator
wait on it.
"""

from pyscript import document

document.documentElement.setAttribute("data-ready", "1")
