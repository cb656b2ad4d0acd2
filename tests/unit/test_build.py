"""scripts/build.py's own products that the page depends on."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_build():
    spec = importlib.util.spec_from_file_location("urbanistes_build", ROOT / "scripts" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_games_style_sheet_reaches_the_one_sheet_the_page_links(tmp_path, monkeypatch):
    build = load_build()
    monkeypatch.setattr(build, "BUILD", tmp_path)
    assert "(written)" in build.build_game_styles()
    assert "(unchanged)" in build.build_game_styles()  # idempotent: sw.js stays put
    joined = (tmp_path / "games.css").read_text(encoding="utf-8")
    sheets = sorted((ROOT / "py" / "urbanistes_ui" / "games").glob("*/style.css"))
    assert {p.parent.name for p in sheets} >= {"sprawlopolis", "cloudcity"}
    for sheet in sheets:
        assert sheet.read_text(encoding="utf-8") in joined
    assert '<link rel="stylesheet" href="./static/build/games.css">' in \
        (ROOT / "index.html").read_text(encoding="utf-8")
