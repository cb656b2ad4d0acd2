#!/usr/bin/env python3
"""Build the static site's generated files (plain stdlib, no dependencies).

1. Vendor the browser runtime from node_modules (run `npm ci` first):
   - pyodide/{pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip,
     pyodide-lock.json}                      -> static/vendor/pyodide/
   - @pyscript/core/dist/*.js, *.css         -> static/vendor/pyscript/
2. Zip the Python packages py/urbanistes/ and py/urbanistes_ui/ (*.py and *.json only,
   no __pycache__) into static/build/urbanistes.zip, byte-for-byte reproducible.

Idempotent: files whose content is unchanged are not rewritten; vendored files that no
longer exist upstream (e.g. hashed PyScript chunks after an upgrade) are removed.
"""

from __future__ import annotations

import argparse
import filecmp
import io
import shutil
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "static" / "vendor"
BUILD = ROOT / "static" / "build"

# The five files the browser actually requests from the Pyodide npm package.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PYSCRIPT_PATTERNS = ("*.js", "*.css")

PY_PACKAGES = ("urbanistes", "urbanistes_ui")
PY_SUFFIXES = (".py", ".json")
ZIP_NAME = "urbanistes.zip"
# Fixed metadata so that the same sources always give the same zip bytes.
ZIP_DATE_TIME = (1980, 1, 1, 0, 0, 0)
ZIP_FILE_MODE = 0o100644 << 16


class BuildError(Exception):
    pass


def sync_dir(sources: list[Path], dest: Path) -> tuple[int, int, int]:
    """Make `dest` contain exactly `sources` (by name). Returns (copied, unchanged, removed)."""
    dest.mkdir(parents=True, exist_ok=True)
    wanted = {src.name for src in sources}
    copied = unchanged = removed = 0
    for src in sources:
        target = dest / src.name
        if target.is_file() and filecmp.cmp(src, target, shallow=False):
            unchanged += 1
            continue
        tmp = target.with_name(target.name + ".tmp")
        shutil.copyfile(src, tmp)
        tmp.replace(target)
        copied += 1
    for stale in sorted(dest.iterdir()):
        if stale.name not in wanted:
            if stale.is_dir():
                shutil.rmtree(stale)
            else:
                stale.unlink()
            removed += 1
    return copied, unchanged, removed


def vendor_pyodide() -> str:
    package = NODE_MODULES / "pyodide"
    missing = [name for name in PYODIDE_FILES if not (package / name).is_file()]
    if missing:
        raise BuildError(
            f"{package.relative_to(ROOT)} lacks {', '.join(missing)}: run `npm ci` first"
        )
    sources = [package / name for name in PYODIDE_FILES]
    copied, unchanged, removed = sync_dir(sources, VENDOR / "pyodide")
    size = sum(src.stat().st_size for src in sources)
    return (
        f"static/vendor/pyodide/: {len(sources)} files, {size / 1e6:.1f} MB "
        f"({copied} copied, {unchanged} unchanged, {removed} removed)"
    )


def vendor_pyscript() -> str:
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    if not (dist / "core.js").is_file():
        raise BuildError(f"{dist.relative_to(ROOT)}/core.js not found: run `npm ci` first")
    sources = sorted({p for pattern in PYSCRIPT_PATTERNS for p in dist.glob(pattern)})
    copied, unchanged, removed = sync_dir(sources, VENDOR / "pyscript")
    size = sum(src.stat().st_size for src in sources)
    return (
        f"static/vendor/pyscript/: {len(sources)} files, {size / 1e6:.1f} MB "
        f"({copied} copied, {unchanged} unchanged, {removed} removed)"
    )


def python_sources() -> tuple[list[tuple[str, Path]], list[str]]:
    """Return ([(archive name, path)], [missing package names])."""
    entries: list[tuple[str, Path]] = []
    missing: list[str] = []
    py_root = ROOT / "py"
    for package in PY_PACKAGES:
        package_dir = py_root / package
        if not (package_dir / "__init__.py").is_file():
            missing.append(package)
            continue
        for path in package_dir.rglob("*"):
            rel = path.relative_to(py_root)
            if "__pycache__" in rel.parts or any(part.startswith(".") for part in rel.parts):
                continue
            if path.is_file() and path.suffix in PY_SUFFIXES:
                entries.append((rel.as_posix(), path))
    entries.sort()
    return entries, missing


def build_zip() -> str:
    entries, missing = python_sources()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, path in entries:
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE_TIME)
            info.external_attr = ZIP_FILE_MODE
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, whatever the building OS
            archive.writestr(info, path.read_bytes(), compresslevel=9)
    data = buffer.getvalue()

    BUILD.mkdir(parents=True, exist_ok=True)
    target = BUILD / ZIP_NAME
    if target.is_file() and target.read_bytes() == data:
        state = "unchanged"
    else:
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(target)
        state = "written"
    message = f"static/build/{ZIP_NAME}: {len(entries)} files, {len(data)} bytes ({state})"
    if missing:
        message += f"\n  warning: package(s) not found under py/: {', '.join(missing)}"
    return message


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--zip-only",
        action="store_true",
        help="only rebuild static/build/urbanistes.zip (no node_modules needed)",
    )
    args = parser.parse_args(argv)

    start = time.perf_counter()
    steps = [build_zip] if args.zip_only else [vendor_pyodide, vendor_pyscript, build_zip]
    try:
        for step in steps:
            print(f"build: {step()}")
    except BuildError as error:
        print(f"build: error: {error}", file=sys.stderr)
        return 1
    print(f"build: done in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
