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
// Usage: node scripts/compile_pyc.mjs <node_modules/pyodide/> < request.json

import { loadPyodide } from "pyodide";

const COMPILE = `
import base64, json, os, py_compile

ROOT = "/home/pyodide/urbanistes.zip/"  # where the page's sys.path entry points
compiled = {}
for name, source in json.loads(REQUEST)["files"].items():
    path = ROOT + name
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(source)
    py_compile.compile(path, cfile=path + "c", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(path + "c", "rb") as handle:
        compiled[name + "c"] = base64.b64encode(handle.read()).decode()
json.dumps(compiled)
`;

const pyodide = await loadPyodide({ indexURL: process.argv[2], env: { PYTHONHASHSEED: "0" } });
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
pyodide.globals.set("REQUEST", Buffer.concat(chunks).toString("utf-8"));
process.stdout.write(pyodide.runPython(COMPILE));
