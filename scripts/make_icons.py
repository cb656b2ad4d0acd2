#!/usr/bin/env python3
"""Render the PNG app icons from static/icons/icon.svg with headless Chromium (run by hand).

Writes static/icons/icon-192.png, icon-512.png (transparent corners, like the SVG) and
icon-maskable-512.png (full-bleed background, the drawing inside the central 80 % safe
zone that launchers may crop to a circle). The PNGs are committed; run this again only
when the SVG changes. Chromium: $URBANISTES_CHROMIUM, else /usr/bin/chromium.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "static" / "icons"
BACKGROUND = "#1f3b57"  # the SVG's own background colour
SAFE_ZONE = 0.75  # of the side: keeps the drawing inside the 80 % circle

PAGE = """<!doctype html><html><head><style>
html, body {{ margin: 0; width: {size}px; height: {size}px; background: {background}; }}
img {{ display: block; width: {inner}px; height: {inner}px; margin: {offset}px; }}
</style></head><body><img src="{svg}"></body></html>"""


def render(chromium: str, size: int, target: Path, *, maskable: bool) -> None:
    inner = round(size * SAFE_ZONE) if maskable else size
    page = PAGE.format(
        size=size,
        inner=inner,
        offset=(size - inner) // 2,
        background=BACKGROUND if maskable else "transparent",
        svg=(ICONS / "icon.svg").as_uri(),
    )
    with tempfile.TemporaryDirectory() as tmp:
        html = Path(tmp) / "icon.html"
        html.write_text(page, encoding="utf-8")
        subprocess.run(
            [
                chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--allow-file-access-from-files", "--default-background-color=00000000",
                f"--window-size={size},{size}", f"--screenshot={target}", html.as_uri(),
            ],
            check=True,
            capture_output=True,
        )
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")


def main() -> int:
    chromium = os.environ.get("URBANISTES_CHROMIUM", "/usr/bin/chromium")
    render(chromium, 192, ICONS / "icon-192.png", maskable=False)
    render(chromium, 512, ICONS / "icon-512.png", maskable=False)
    render(chromium, 512, ICONS / "icon-maskable-512.png", maskable=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
