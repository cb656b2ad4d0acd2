"""Tiny helpers that write SVG markup as strings: pure, no browser, reusable by every game.

    >>> el("rect", {"x": 0, "width": 2.50, "data-n": None, "class": 'a"b'})
    '<rect x="0" width="2.5" class="a&quot;b"/>'
    >>> el("text", {"x": 1}, esc("R&D"))
    '<text x="1">R&amp;D</text>'
"""

from __future__ import annotations

SVG_NS = "http://www.w3.org/2000/svg"


def esc(text: str) -> str:
    """Text content escaped for use as a child of :func:`el`.

    Written here rather than taken from ``xml.sax.saxutils``, whose import pulls in
    ``urllib`` and the HTTP client: tens of milliseconds of page start-up for nothing.
    """
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def num(value: float) -> str:
    """A number written short: ``3``, ``2.5``, ``-0.33`` (two decimals at most)."""
    if isinstance(value, int):
        return str(value)
    rounded = round(value, 2)
    return str(int(rounded)) if rounded.is_integer() else f"{rounded:g}"


def _value(value: object) -> str:
    """An attribute's value, escaped. The common cases come first and skip the
    escaping they do not need: a board is thousands of these on every click."""
    if isinstance(value, str):
        if "&" in value or "<" in value or ">" in value or '"' in value:
            return esc(value).replace('"', "&quot;")
        return value
    if value is True:
        return "true"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return num(value)
    return _value(str(value))


def el(tag: str, attrs: dict[str, object] | None = None, *children: str) -> str:
    """One element. ``attrs`` keys are written as given (use ``{"data-x": 1}``).

    Values are XML-escaped; ``None`` and ``False`` drop the attribute, ``True`` writes
    ``"true"`` (handy for ``aria-hidden``), floats are rounded by :func:`num`.
    ``children`` are markup strings (escape plain text with :func:`esc`); with none the
    element is self-closed.
    """
    head = "".join([f' {key}="{_value(value)}"' for key, value in attrs.items()
                    if value is not None and value is not False]) if attrs else ""
    if children:
        return f"<{tag}{head}>{''.join(children)}</{tag}>"
    return f"<{tag}{head}/>"


def svg_root(view_box: tuple[float, float, float, float], *children: str, **attrs: object) -> str:
    """An ``<svg>`` root with ``xmlns`` and ``viewBox``, so it scales to its box.

    Keyword names are turned into attribute names: a trailing ``_`` is dropped
    (``class_`` -> ``class``) and other ``_`` become ``-`` (``aria_label`` ->
    ``aria-label``); camelCase names such as ``preserveAspectRatio`` pass unchanged.
    Names that are not identifiers can be given as ``**{"data-x": 1}``.
    """
    root: dict[str, object] = {"xmlns": SVG_NS, "viewBox": " ".join(num(v) for v in view_box)}
    for key, value in attrs.items():
        root[key.rstrip("_").replace("_", "-")] = value
    return el("svg", root, *children)


def title(text: str) -> str:
    """A ``<title>`` child: the accessible name (and tooltip) of its parent element."""
    return el("title", None, esc(text))
