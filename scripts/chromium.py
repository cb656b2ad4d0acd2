"""Which Chromium the browser tests and the benchmark launch, and with which flags.

One place for both, so a test run and a benchmark run drive the same browser the same
way (see shared/reference/toolchain.md for why each flag is there).
"""

from __future__ import annotations

import os
import shutil

DEBIAN_CHROMIUM = "/usr/bin/chromium"
#: Headless, no sandbox (CI runs as root), no GPU, and no background calls home: this
#: machine's network is closed and Chromium would otherwise retry them all the time.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def chromium_executable() -> str | None:
    """$URBANISTES_CHROMIUM, else Debian's, else None (Playwright's own download)."""
    override = os.environ.get("URBANISTES_CHROMIUM")
    if override:
        return shutil.which(override) or override
    return DEBIAN_CHROMIUM if os.path.exists(DEBIAN_CHROMIUM) else None
