"""The two charts of "Your games", read back as SVG: what each shape stands for."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from urbanistes_ui import charts

NS = "{http://www.w3.org/2000/svg}"


def test_the_scores_chart_has_a_dot_per_game_filled_when_won_in_order():
    points = [("2026-11-01T10:00", 12, True), ("2026-11-02T10:00", -3, False),
              ("2026-11-03T10:00", 20, True)]
    root = ET.fromstring(charts.scores(points, "Your scores"))
    assert root.get("role") == "img" and root.get("aria-label") == "Your scores"
    dots = root.findall(f"{NS}circle")
    assert [d.get("class") for d in dots] == ["won", "lost", "won"]
    assert [d.find(f"{NS}title").text for d in dots] == [
        "2026-11-01: 12", "2026-11-02: -3", "2026-11-03: 20"]
    xs = [float(d.get("cx")) for d in dots]
    ys = [float(d.get("cy")) for d in dots]
    assert xs == sorted(xs) and ys[2] < ys[0] < ys[1]  # higher scores stand higher
    assert root.find(f"{NS}line[@class='zero']") is not None  # a score below zero
    line = root.find(f"{NS}polyline").get("points").split()
    assert [tuple(map(float, p.split(","))) for p in line] == list(zip(xs, ys, strict=True))
    assert charts.scores([], "none") == ""


def test_the_places_chart_splits_each_level_by_place_in_proportion():
    rows = {"normal": [1, 2, 1, 1], "strong": [2, 2]}
    svg = charts.places(rows, {"normal": "Bot", "strong": "Bot (strong)"},
                        ["place 1", "place 2"], "Places")
    root = ET.fromstring(svg)
    bars = [r for r in root.findall(f"{NS}rect") if r.find(f"{NS}title") is not None]
    named = {r.find(f"{NS}title").text: float(r.get("width")) for r in bars}
    assert set(named) == {"Bot: place 1 × 3", "Bot: place 2 × 1", "Bot (strong): place 2 × 2"}
    assert named["Bot: place 1 × 3"] == 3 * named["Bot: place 2 × 1"]
    assert named["Bot (strong): place 2 × 2"] == named["Bot: place 1 × 3"] + named[
        "Bot: place 2 × 1"]  # every bar spans the same width: shares, not counts
