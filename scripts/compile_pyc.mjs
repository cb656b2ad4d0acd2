// Compile our Python sources to bytecode with the very Pyodide the page runs, so that the
// page imports them without compiling them (most of their import time under WebAssembly).
//
// Called by scripts/build.py: reads {"files": {"urbanistes/engine.py": "<source>", ...}}
// on stdin and writes {"urbanistes/engine.pyc": "<base64>", ...} on stdout. The page
// imports straight from the zip (zipimport), which takes "engine.pyc" beside "engine.py";
// the code objects name their file as it is seen there (/home/pyodide/urbanistes.zip/
// urbanistes/engine.py), so tracebacks show the source. The .pyc files are "unchecked
// hash" ones (no timestamp to compare) and PYTHONHASHSEED=0 makes them reproducible.
//
// Pyodide's standard library comes as sources only: every module of it that our modules
// import and Pyodide has not loaded yet (hashlib, urllib.parse, fractions...) would be
// compiled in the page, 5-20 ms each. So the script then imports all our modules (but
// the one that needs the browser) and compiles each standard package or module they
// loaded, whole, into the reply as well ("hashlib.pyc", "urllib/parse.pyc"): the zip
// comes first on the page's sys.path, so they are found before their sources.
//
// Usage: node scripts/compile_pyc.mjs <node_modules/pyodide/> < request.json

import { loadPyodide } from "pyodide";

const COMPILE = `
import base64, importlib, json, os, pkgutil, py_compile, sys, zipfile

ROOT = "/home/pyodide/urbanistes.zip/"  # where the page's sys.path entry points
STDLIB = "/lib/python314.zip/"
PACKAGES = ("urbanistes", "urbanistes_ui")
BROWSER_ONLY = {"urbanistes_ui.bridge"}  # imports pyscript: the page alone has it
compiled = {}

def compile_to(path, name, shown):
    py_compile.compile(path, cfile=path + "c", dfile=shown, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(path + "c", "rb") as handle:
        compiled[name + "c"] = base64.b64encode(handle.read()).decode()

for name, source in json.loads(REQUEST)["files"].items():
    path = ROOT + name
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(source)
    compile_to(path, name, path)

sys.path.insert(0, ROOT.rstrip("/"))
loaded = set(sys.modules)
for package in PACKAGES:
    found = pkgutil.walk_packages(importlib.import_module(package).__path__, package + ".")
    for module in found:
        if module.name not in BROWSER_ONLY:
            importlib.import_module(module.name)
tops = {name.partition(".")[0] for name in set(sys.modules) - loaded
        if (getattr(sys.modules[name], "__file__", None) or "").startswith(STDLIB)}
with zipfile.ZipFile(STDLIB.rstrip("/")) as stdlib:
    for name in sorted(stdlib.namelist()):
        if name.endswith(".py") and name.partition("/")[0].removesuffix(".py") in tops:
            path = "/tmp/stdlib/" + name
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(stdlib.read(name))
            compile_to(path, name, STDLIB + name)
json.dumps(compiled)
`;

const pyodide = await loadPyodide({ indexURL: process.argv[2], env: { PYTHONHASHSEED: "0" } });
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
pyodide.globals.set("REQUEST", Buffer.concat(chunks).toString("utf-8"));
process.stdout.write(pyodide.runPython(COMPILE));
