"""Reading the SVG the screens draw, for the games' SVG tests: parse it as XML (a
malformed drawing fails there), then find groups by class and the text they show."""

from __future__ import annotations

import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup)  # raises on malformed XML


def classes(node: ET.Element) -> list[str]:
    return node.get("class", "").split()


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if cls in classes(g)]


def texts(node: ET.Element) -> list[str]:
    return [t.text or "" for t in node.iter(NS + "text")]
