"""scripts/build.py's own products that the page depends on."""

from __future__ import annotations

import importlib.util
import json
import subprocess
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


#: Imports, in the vendored Pyodide under Node, every module the page may import, from
#: the built zip as the page does (py/main.py), noting every source compiled meanwhile:
#: ours, and the standard library's (Pyodide ships it as sources).
IMPORT_FROM_THE_ZIP = """
import builtins, importlib, json, sys
sys.path.insert(0, "/home/pyodide/urbanistes.zip")
compiled, compile_source = [], builtins.compile
def spy(source, filename, *args, **kwargs):
    compiled.append(str(filename))
    return compile_source(source, filename, *args, **kwargs)
builtins.compile = spy
from urbanistes import registry
names = ["urbanistes_ui.app"]
for entry in registry.ENTRIES:
    names += [path.split(":")[0] for path in (entry.rules, entry.view, *entry.bots.values())
              if path]
for name in names:
    importlib.import_module(name)
builtins.compile = compile_source
files = {m: getattr(module, "__file__", None) or "" for m, module in sys.modules.items()}
json.dumps({"compiled": [f for f in compiled if f.endswith(".py")],  # not exec's strings
            "imported": [m for m, f in files.items() if "urbanistes.zip/urbanistes" in f],
            "stdlib": [m for m, f in files.items() if "urbanistes.zip" in f
                       and f.endswith(".pyc")]})
"""


def test_the_page_imports_our_modules_and_the_standard_ones_they_need_with_their_bytecode():
    pyodide = ROOT / "node_modules" / "pyodide"
    assert pyodide.is_dir(), "needs node_modules (scripts/dev setup runs npm ci)"
    archive = ROOT / "static" / "build" / "urbanistes.zip"
    script = (
        'import { readFileSync } from "node:fs";\n'
        'import { loadPyodide } from "pyodide";\n'
        f'const py = await loadPyodide({{ indexURL: "{pyodide}/" }});\n'
        f'const data = new Uint8Array(readFileSync("{archive}"));\n'
        'py.FS.writeFile("/home/pyodide/urbanistes.zip", data);\n'
        f"process.stdout.write(py.runPython({json.dumps(IMPORT_FROM_THE_ZIP)}));\n"
    )
    run = subprocess.run(["node", "--input-type=module", "-e", script], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    found = json.loads(run.stdout)
    assert len(found["imported"]) > 100  # the core, every game's rules, screen and bots
    assert found["compiled"] == []  # each came with its bytecode: the page compiles none
    assert {"hashlib", "urllib.parse", "fractions"} <= set(found["stdlib"])
