"""Reading the HTML the screens write, for tests: a small tree from ``html.parser`` (the
screens' HTML is not XML: ``<option selected>``), and ways to find elements in it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

VOID = frozenset(("area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"))


@dataclass
class Node:
    tag: str
    attrs: dict[str, str | None] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    def text(self) -> str:
        """The text inside, as a browser shows it (whitespace kept)."""
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def iter(self, tag: str | None = None) -> Iterator[Node]:
        """This node and every element under it (of ``tag`` if given), in document order."""
        if tag is None or self.tag == tag:
            yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter(tag)

    def find_all(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> list[Node]:
        """The elements of ``tag`` with class ``cls`` and these attributes (``data_act``
        for ``data-act``)."""
        wanted = {k.replace("_", "-"): v for k, v in attrs.items()}
        return [n for n in self.iter(tag)
                if (cls is None or cls in n.classes)
                and all(n.attrs.get(k) == v for k, v in wanted.items())]


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs))
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        assert self.stack[-1].tag == tag, f"</{tag}> closes <{self.stack[-1].tag}>"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(markup: str) -> Node:
    """The tree of ``markup`` (raises on a tag closed out of order or left open)."""
    builder = _Builder()
    builder.feed(markup)
    builder.close()
    assert builder.stack == [builder.root], "unclosed tags"
    return builder.root
