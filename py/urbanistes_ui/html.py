"""Small helpers to write HTML markup safely."""

from __future__ import annotations

from html import escape

#: Keyword arguments of ``button`` written as attributes as they are (the others become
#: ``data-*`` fields, which the page sends back with the click).
_PLAIN = ("class", "title", "disabled")


def attrs(values: dict[str, object]) -> str:
    """`` key="value"`` pairs, escaped; None and False are left out, True is bare."""
    return "".join([f" {key}" if value is True else f' {key}="{_escaped(value)}"'
                    for key, value in values.items() if value is not None and value is not False])


def _escaped(value: object) -> str:
    """``escape(str(value))``, skipped where there is nothing to escape (most values: a
    page is thousands of them on every click)."""
    text = str(value)
    if "&" in text or "<" in text or ">" in text or '"' in text or "'" in text:
        return escape(text)
    return text


def tag(name: str, values: dict[str, object] | None = None, *children: str) -> str:
    return f"<{name}{attrs(values) if values else ''}>{''.join(children)}</{name}>"


def button(label: str, act: str, **data: object) -> str:
    """A button the page's bridge understands: ``data-act`` plus data fields.

    ``class``, ``title``, ``disabled`` and ``aria-*`` are attributes; any other keyword
    is a ``data-`` field sent with the click (``id=`` gives ``data-id``).
    """
    extra = {k: v for k, v in data.items() if k in _PLAIN or k.startswith("aria-")}
    fields = {f"data-{k}": v for k, v in data.items() if k not in extra}
    return tag("button", {"type": "button", "data-act": act, **fields, **extra}, escape(label))


def text(value: str) -> str:
    return escape(value)
