"""The two charts of "Your games", drawn as SVG by Python: a few lines and bars need no
charting library. Each chart is an image with a summary for screen readers, and every
point or bar names itself (``<title>``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .svg import el, esc, num, svg_root, title

WIDTH, HEIGHT = 320.0, 150.0
LEFT, RIGHT, TOP, BOTTOM = 30.0, 8.0, 10.0, 22.0


def scores(points: Sequence[tuple[str, int, bool]], label: str) -> str:
    """Your score game after game (``points``: date, score, won), oldest on the left;
    a filled dot is a win."""
    if not points:
        return ""
    values = [p[1] for p in points]
    low, high = min(0, *values), max(1, *values)
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    step = inner_w / max(1, len(points) - 1)

    def x(i: int) -> float:
        return LEFT + (i * step if len(points) > 1 else inner_w / 2)

    def y(v: int) -> float:
        return TOP + inner_h * (high - v) / (high - low)

    parts = [el("line", {"class": "axis", "x1": LEFT, "y1": y(low), "x2": WIDTH - RIGHT,
                         "y2": y(low)}),
             el("line", {"class": "axis", "x1": LEFT, "y1": TOP, "x2": LEFT, "y2": y(low)}),
             el("text", {"class": "tick", "x": LEFT - 4, "y": y(high) + 4,
                         "text-anchor": "end"}, num(high)),
             el("text", {"class": "tick", "x": LEFT - 4, "y": y(low) + 4,
                         "text-anchor": "end"}, num(low))]
    if low < 0:
        parts.append(el("line", {"class": "zero", "x1": LEFT, "y1": y(0), "x2": WIDTH - RIGHT,
                                 "y2": y(0)}))
    if len(points) > 1:
        parts.append(el("polyline", {"class": "line", "fill": "none", "points": " ".join(
            f"{num(x(i))},{num(y(v))}" for i, v in enumerate(values))}))
    for i, (date, value, won) in enumerate(points):
        parts.append(el("circle", {"class": "won" if won else "lost", "cx": x(i), "cy": y(value),
                                   "r": 3.5}, title(f"{date[:10]}: {value}")))
    parts.append(el("text", {"class": "tick", "x": LEFT, "y": HEIGHT - 6}, esc(points[0][0][:10])))
    if len(points) > 1:
        parts.append(el("text", {"class": "tick", "x": WIDTH - RIGHT, "y": HEIGHT - 6,
                                 "text-anchor": "end"}, esc(points[-1][0][:10])))
    return svg_root((0, 0, WIDTH, HEIGHT), title(label), *parts, class_="chart",
                    role="img", aria_label=label)


def places(rows: Mapping[str, Sequence[int]], names: Mapping[str, str], place_words: Sequence[str],
           label: str) -> str:
    """For each bot level (``rows``: level -> your places in the games against it), a bar
    split by place: first place on the left, in the darkest colour."""
    if not rows:
        return ""
    seats = max(max(found) for found in rows.values() if found)
    bar, gap, name_w = 18.0, 8.0, 70.0
    height = TOP + len(rows) * (bar + gap) + 18
    inner_w = WIDTH - name_w - RIGHT
    parts = []
    for row, (level, found) in enumerate(rows.items()):
        top = TOP + row * (bar + gap)
        parts.append(el("text", {"class": "tick", "x": name_w - 6, "y": top + bar * 0.7,
                                 "text-anchor": "end"}, esc(names[level])))
        left = name_w
        for place in range(1, seats + 1):
            n = found.count(place)
            if not n:
                continue
            width = inner_w * n / len(found)
            words = f"{names[level]}: {place_words[place - 1]} × {n}"
            parts.append(el("rect", {"class": f"place place-{min(place, 4)}", "x": left, "y": top,
                                     "width": width, "height": bar}, title(words)))
            if width >= 14:
                parts.append(el("text", {"class": "count", "x": left + width / 2,
                                         "y": top + bar * 0.7, "text-anchor": "middle"}, str(n)))
            left += width
    legend_y = height - 6
    for place in range(1, seats + 1):
        lx = name_w + (place - 1) * 62
        parts.append(el("rect", {"class": f"place place-{min(place, 4)}", "x": lx,
                                 "y": legend_y - 9, "width": 10, "height": 10}))
        parts.append(el("text", {"class": "tick", "x": lx + 13, "y": legend_y},
                        esc(place_words[place - 1])))
    return svg_root((0, 0, WIDTH, height), title(label), *parts, class_="chart", role="img",
                    aria_label=label)
