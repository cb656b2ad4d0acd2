#!/usr/bin/env python3
"""Benchmark (not a test): the strong bots' decision times in the page (Pyodide), for a
sample, against the same games' decision times in CPython.

For each game: seeded games of the strong bot against the normal bot (2 seats, the
strong bot in seat ``seed % 2``; Sprawlopolis, co-operative: solo, the strong bot alone),
stopped after ``--decisions`` strong decisions. Each strong decision is run the way the
page's timer runs it (py/urbanistes_ui/controller.py, session.bot_move): the search is
made (``think``) and run in slices of the app's own ``controller.TICK_BUDGET_S``
until done, then ``best()``; here the slices follow one another with only a yield to the
browser's event loop between them. Per decision: the compute time (sum of the slices),
the number of slices and the longest slice (each slice is one main-thread task); the
normal bot's ``choose`` is timed too.

The same play (:func:`sample`, this file) runs in both interpreters: the page
benchmarks/bots.html copies this file into Pyodide (benchmarks/bots.toml) and drives it
from the query string (``?games=cloudcity,cities&seeds=1,2&decisions=15&stride=1``),
writing its results as JSON to ``<html data-result>`` after every decision (so a
timeout still yields the decisions made) and ``data-done`` at the end. The bots are
deterministic (their randomness comes from the seat's view), so both interpreters play
the same moves: the table says whether the action traces agree (Pyodide's CPython is
a newer version than the venv's, so a late tie may still break apart). Each game gets a
fresh page, hence a cold interpreter: its first decisions run before V8 has optimised
Pyodide's hot WebAssembly; ``--warmup k`` plays k strong decisions of seed 0 first.

Usage: .venv/bin/python benchmarks/bench_page_bots.py [--games cloudcity,cities,...]
       [--seeds 1,2] [--decisions 15] [--stride 1] [--warmup 0] [--timeout 900]
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator
from typing import Any

GAMES = ("cloudcity", "cities", "skyline", "cardcityxl", "sprawlopolis")
SOLO = ("sprawlopolis",)  # co-operative: the strong bot plays alone
WARMUP_SEED = 0  # --warmup plays this seed first, not counted


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def sample(game_id: str, seed: int, decisions: int, stride: int = 1,
           clock: Any = time.perf_counter) -> Iterator[dict[str, Any]]:
    """Play one seeded game until ``decisions`` strong decisions are measured (or the game
    ends); yields ``{"slice": ...}`` after every slice of a strong search (the page yields
    to the browser there) and ``{"strong": ...}`` / ``{"normal": ...}`` per decision. With
    ``stride`` k the strong bot searches on every k-th of its turns only (the normal bot
    plays the others for it), so the sample spreads over the whole game."""
    from urbanistes import registry
    from urbanistes.search import StrongBot, key
    from urbanistes_ui.controller import TICK_BUDGET_S

    solo = game_id in SOLO
    game = registry.entry(game_id).game_class().new({"players": 1 if solo else 2},
                                                     seed).settle()
    strong_seat = 0 if solo else seed % 2
    strong = registry.make_bot(game_id, "strong")
    normal = registry.make_bot(game_id, "normal")
    assert isinstance(strong, StrongBot), game_id
    trace = hashlib.sha256()
    turns = measured = 0
    while not game.is_over and measured < decisions:
        seat = game.to_act[0]
        if seat == strong_seat and turns % stride == 0:
            slices: list[float] = []
            started = clock()
            search = strong.think(game, seat)  # in the first slice, as in the page
            while True:
                finished = search.run(deadline=started + TICK_BUDGET_S)
                if finished:
                    action = search.best()
                slices.append(clock() - started)
                if finished:
                    break
                yield {"slice": len(slices)}
                started = clock()
            measured += 1
            yield {"strong": {"ms": _ms(sum(slices)), "slices": len(slices),
                              "longest": _ms(max(slices)), "iterations": search.iterations,
                              "moves": len(search.actions)}}
        else:
            started = clock()
            action = normal.choose(game, seat)
            if seat != strong_seat:
                yield {"normal": {"ms": _ms(clock() - started)}}
        if seat == strong_seat:
            turns += 1
        trace.update(key(action).encode())
        game = game.apply(seat, action).settle()
    yield {"trace": trace.hexdigest()[:12], "over": game.is_over}


def run_games(games: list[str], seeds: list[int], decisions: int, stride: int,
              warmup: int = 0) -> dict[str, Any]:
    """CPython: every game and seed played through, decisions collected per game (after
    ``warmup`` strong decisions of seed 0, not counted)."""
    results: dict[str, Any] = {}
    for game_id in games:
        for _ in sample(game_id, WARMUP_SEED, warmup, stride):
            pass
        result = results[game_id] = {"strong": [], "normal": [], "traces": {}}
        for seed in seeds:
            for record in sample(game_id, seed, decisions, stride):
                collect(result, seed, record)
    return results


def collect(result: dict[str, Any], seed: int, record: dict[str, Any]) -> None:
    if "strong" in record:
        result["strong"].append(record["strong"])
    elif "normal" in record:
        result["normal"].append(record["normal"]["ms"])
    elif "trace" in record:
        result["traces"][str(seed)] = record["trace"]


# --------------------------------------------------------------------------- in the page


async def page_main() -> None:
    """The page's side (benchmarks/bots.html): play what the query string asks."""
    import asyncio
    import traceback
    from urllib.parse import parse_qs

    from pyscript import document, window

    root = document.documentElement
    query = parse_qs(str(window.location.search).lstrip("?"))
    games = query.get("games", [",".join(GAMES)])[0].split(",")
    seeds = [int(s) for s in query.get("seeds", ["1"])[0].split(",")]
    decisions = int(query.get("decisions", ["15"])[0])
    stride = int(query.get("stride", ["1"])[0])
    warmup = int(query.get("warmup", ["0"])[0])
    results: dict[str, Any] = {}
    try:
        for game_id in games:
            for _ in sample(game_id, WARMUP_SEED, warmup, stride):
                await asyncio.sleep(0)
            result = results[game_id] = {"strong": [], "normal": [], "traces": {}}
            for seed in seeds:
                for record in sample(game_id, seed, decisions, stride):
                    collect(result, seed, record)
                    if "slice" not in record:
                        root.setAttribute("data-result", json.dumps(results))
                    await asyncio.sleep(0)  # a task ends here, as between the app's ticks
        root.setAttribute("data-done", "1")
    except Exception:
        root.setAttribute("data-error", traceback.format_exc())
        raise


# --------------------------------------------------------------------------- driver


def run_page(games: list[str], seeds: list[int], decisions: int, stride: int,
             warmup: int, timeout_s: float) -> dict[str, Any]:
    """Build, serve, and run benchmarks/bots.html once per game in headless Chromium."""
    import sys
    from pathlib import Path

    sys.path[:0] = [str(Path(__file__).resolve().parent),
                    str(Path(__file__).resolve().parent.parent / "scripts")]
    from bench import READY_TIMEOUT_MS, start_server
    from chromium import CHROMIUM_ARGS, chromium_executable
    from playwright.sync_api import Error, sync_playwright

    results: dict[str, Any] = {}
    process, base = start_server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium_executable(), headless=True, args=CHROMIUM_ARGS)
            print(f"Chromium {browser.version}", flush=True)
            context = browser.new_context(service_workers="block")
            for game_id in games:
                page = context.new_page()
                errors: list[str] = []
                page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))
                url = (f"{base}/benchmarks/bots.html?games={game_id}"
                       f"&seeds={','.join(map(str, seeds))}&decisions={decisions}"
                       f"&stride={stride}&warmup={warmup}")
                started = time.perf_counter()
                page.goto(url)
                try:
                    page.wait_for_function(
                        "document.documentElement.dataset.done"
                        " || document.documentElement.dataset.error",
                        polling=500, timeout=READY_TIMEOUT_MS + timeout_s * 1000)
                except Error as error:  # a timeout: keep the decisions made so far
                    errors.append(f"{type(error).__name__}: {str(error).splitlines()[0]}")
                data = page.evaluate("document.documentElement.dataset.result")
                error = page.evaluate("document.documentElement.dataset.error")
                result = json.loads(data)[game_id] if data else {
                    "strong": [], "normal": [], "traces": {}}
                result["errors"] = errors + ([error] if error else [])
                result["wall_s"] = time.perf_counter() - started
                results[game_id] = result
                print(f"  {game_id}: page done in {result['wall_s']:.0f} s"
                      + (f" ({result['errors']})" if result["errors"] else ""), flush=True)
                page.close()
            context.close()
            browser.close()
    finally:
        process.terminate()
        process.wait()
    return results


def line(label: str, result: dict[str, Any], cpython: dict[str, Any] | None) -> str:
    import statistics

    from bench import percentile  # the driver's (this file runs in the page too)

    decisions = result["strong"]
    if not decisions:
        return f"{label:21} no strong decision measured"
    strong = [d["ms"] for d in decisions]
    forced = sum(d["moves"] == 1 for d in decisions)
    normal = result["normal"]
    text = (f"{label:21} {len(strong):>3} {forced:>3} {statistics.median(strong):>7.0f} "
            f"{percentile(strong, 95):>6.0f} {max(strong):>6.0f}   "
            f"{max(d['longest'] for d in decisions):>6.0f} "
            f"{statistics.median(d['slices'] for d in decisions):>4.0f} "
            f"{max(d['slices'] for d in decisions):>4}   ")
    text += (f"{statistics.median(normal):>6.1f} {max(normal):>6.1f}" if normal
             else f"{'-':>6} {'-':>6}")
    if cpython is not None:
        base = [d["ms"] for d in cpython["strong"][:len(strong)]]
        if base:
            same = "same" if all(cpython["traces"].get(s) == t
                                 for s, t in result["traces"].items()) else "DIFFER"
            text += (f"   x{statistics.median(strong) / statistics.median(base):.1f} "
                     f"x{percentile(strong, 95) / percentile(base, 95):.1f} {same}")
    return text


def print_table(games: list[str], page: dict[str, Any], cpython: dict[str, Any]) -> None:
    print(f"{'':21} {'strong decisions, compute ms':^29}   {'slices':^16}   "
          f"{'normal ms':^13}   page/CPython")
    print(f"{'':21} {'n':>3} {'1mv':>3} {'median':>7} {'p95':>6} {'worst':>6}   "
          f"{'ms max':>6} {'med':>4} {'max':>4}   {'median':>6} {'worst':>6}   "
          "med  p95  moves")
    for game_id in games:
        print(line(f"{game_id} page", page[game_id], cpython[game_id]))
        print(line(f"{game_id} CPython", cpython[game_id], None))
    print("n: strong decisions measured (1mv: of which a single legal move, no search); "
          "slices: tasks of one decision (ms max: the longest, over all decisions); "
          "moves: whether both interpreters played the same actions.")


def main() -> int:
    import argparse
    import os
    import platform
    import sys
    from pathlib import Path

    from bench import percentile

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seeds", default="1,2", help="comma-separated (default 1,2)")
    parser.add_argument("--decisions", type=int, default=15,
                        help="strong decisions measured per game and seed (default 15)")
    parser.add_argument("--stride", type=int, default=1,
                        help="the strong bot searches on every k-th of its turns (default 1)")
    parser.add_argument("--warmup", type=int, default=0,
                        help="strong decisions of seed 0 played first in each page (and "
                             "in CPython), not counted: a warm interpreter (default 0)")
    parser.add_argument("--timeout", type=float, default=900,
                        help="seconds per game in the page (default 900)")
    parser.add_argument("--json", type=Path, help="also write the raw results here")
    args = parser.parse_args()
    games = args.games.split(",")
    unknown = set(games) - set(GAMES)
    if unknown:
        parser.error(f"unknown games: {sorted(unknown)}")
    seeds = [int(s) for s in args.seeds.split(",")]

    page = run_page(games, seeds, args.decisions, args.stride, args.warmup,
                    args.timeout)
    # CPython after the browser has gone, so that the two do not compete.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
    cpython = run_games(games, seeds, args.decisions, args.stride, args.warmup)
    if args.json:
        args.json.write_text(json.dumps({"page": page, "cpython": cpython}, indent=1))

    from urbanistes_ui.controller import TICK_BUDGET_S

    print(f"\nStrong bot v normal bot (Sprawlopolis: strong solo), seeds {args.seeds}, first "
          f"{args.decisions} strong decisions per seed (stride {args.stride}, warm-up "
          f"{args.warmup}), "
          f"slices of {TICK_BUDGET_S * 1000:.0f} ms; {os.cpu_count()} CPUs, CPython "
          f"{platform.python_version()}; wall-clock ms")
    print_table(games, page, cpython)
    goal = [g for g in games if page[g]["strong"]
            and percentile([d["ms"] for d in page[g]["strong"]], 95) > 1000]
    print("Goal (strong decision p95 within 1 s in the page): "
          + ("met by all" if not goal else "missed by " + ", ".join(goal)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
