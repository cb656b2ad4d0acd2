#!/usr/bin/env python3
"""Build the static site's generated files (plain stdlib, no dependencies).

1. Vendor the browser runtime from node_modules (run `npm ci` first) into folders named
   after the npm package versions, so that a file's URL changes whenever its content
   can (which is what lets the host cache them as immutable, see netlify.toml):
   - pyodide/{pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip,
     pyodide-lock.json}                      -> static/vendor/pyodide-<version>/
   - @pyscript/core/dist/*.js, *.css         -> static/vendor/pyscript-<version>/
   Fails if index.html, pyscript.toml or benchmarks/bare.* point at any other
   static/vendor/ folder (e.g. after an upgrade, until they are updated).
2. Zip the Python packages py/urbanistes/ and py/urbanistes_ui/ (*.py and *.json, no
   local __pycache__) into static/build/urbanistes.zip, byte-for-byte reproducible, with
   their bytecode (engine.pyc beside engine.py) compiled by the vendored Pyodide itself
   (scripts/compile_pyc.mjs under Node; reused from the previous zip while the sources,
   Pyodide and that script are the same), with the bytecode of the standard modules they
   import (Pyodide ships those as sources): the page imports from the zip as it is (the
   page puts it first on sys.path), reading only the modules it needs and compiling none; draw
   the home page's picture of each playable game with the game's own renderer
   (static/build/pictures/<game>.svg), so that the page need not import it to start;
   join each game's own style sheet (py/urbanistes_ui/games/<game>/style.css) into
   static/build/games.css, so that a new game touches no shared file.
3. Generate the service worker /sw.js from static/js/sw-template.js: the list of every
   file the page may request (precached at install) and a version, the hash of their
   contents. Any change to any of them changes sw.js, which is how browsers notice an
   update.
4. With `--site DIR`: assemble the publish folder DIR (what Netlify serves) with only
   what the page needs (index.html, pyscript.toml, py/main.py, static/**) and its own
   sw.js; nothing of node_modules, tests, scripts or .venv.

Idempotent: files whose content is unchanged are not rewritten; vendored files and
folders that no longer exist upstream (e.g. hashed PyScript chunks, an older version's
folder) are removed.
"""

from __future__ import annotations

import argparse
import base64
import filecmp
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
STATIC = ROOT / "static"
VENDOR = STATIC / "vendor"
BUILD = STATIC / "build"

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

# Files that name static/vendor/<folder>/: each folder must be one the build produced.
VENDOR_REFERRERS = (
    "index.html",
    "pyscript.toml",
    "benchmarks/bare.html",
    "benchmarks/bare.toml",
)
VENDOR_REFERENCE = re.compile(r"static/vendor/([^/\"'\s]+)/")

# The service worker: template (source, not published) -> sw.js at the site root, so that
# its scope is the whole app.
SW_TEMPLATE = STATIC / "js" / "sw-template.js"
SW_NAME = "sw.js"
SW_VERSION_SLOT = "__URBANISTES_VERSION__"
SW_FILES_SLOT = "__URBANISTES_FILES__"
# Site files the page loads (besides everything under these static/ folders).
SITE_FILES = ("index.html", "pyscript.toml", "py/main.py")
SITE_STATIC_DIRS = ("build", "css", "icons", "js", "vendor")
SITE_STATIC_FILES = ("manifest.webmanifest",)
NOT_PUBLISHED = ("static/js/sw-template.js",)


class BuildError(Exception):
    pass


def npm_version(package: Path) -> str:
    try:
        version = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError) as error:
        raise BuildError(
            f"cannot read the version of {package.relative_to(ROOT)}: {error} "
            "(run `npm ci` first)"
        ) from error
    if not re.fullmatch(r"[0-9A-Za-z.+-]+", version):
        raise BuildError(f"{package.relative_to(ROOT)}: unexpected version {version!r}")
    return version


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
        tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
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


def vendor_pyodide() -> tuple[str, str]:
    """Returns (message, vendor folder name)."""
    package = NODE_MODULES / "pyodide"
    missing = [name for name in PYODIDE_FILES if not (package / name).is_file()]
    if missing:
        raise BuildError(
            f"{package.relative_to(ROOT)} lacks {', '.join(missing)}: run `npm ci` first"
        )
    folder = f"pyodide-{npm_version(package)}"
    sources = [package / name for name in PYODIDE_FILES]
    return vendor_files(sources, folder), folder


def vendor_files(sources: list[Path], folder: str) -> str:
    """Sync ``sources`` into static/vendor/<folder>/ and say what changed."""
    copied, unchanged, removed = sync_dir(sources, VENDOR / folder)
    size = sum(src.stat().st_size for src in sources)
    return (
        f"static/vendor/{folder}/: {len(sources)} files, {size / 1e6:.1f} MB "
        f"({copied} copied, {unchanged} unchanged, {removed} removed)"
    )


def vendor_pyscript() -> tuple[str, str]:
    """Returns (message, vendor folder name)."""
    package = NODE_MODULES / "@pyscript" / "core"
    dist = package / "dist"
    if not (dist / "core.js").is_file():
        raise BuildError(f"{dist.relative_to(ROOT)}/core.js not found: run `npm ci` first")
    folder = f"pyscript-{npm_version(package)}"
    sources = sorted({p for pattern in PYSCRIPT_PATTERNS for p in dist.glob(pattern)})
    return vendor_files(sources, folder), folder


def prune_vendor(keep: set[str]) -> str | None:
    """Remove everything in static/vendor/ but the folders this build produced."""
    stale = sorted(path for path in VENDOR.iterdir() if path.name not in keep)
    for path in stale:
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
    if stale:
        return "static/vendor/: removed " + ", ".join(path.name for path in stale)
    return None


def check_vendor_references(produced: set[str]) -> str:
    """Fail unless every static/vendor/<folder>/ named by the pages is one we produced."""
    problems = []
    for name in VENDOR_REFERRERS:
        path = ROOT / name
        if not path.is_file():
            continue
        for folder in sorted(set(VENDOR_REFERENCE.findall(path.read_text(encoding="utf-8")))):
            if folder not in produced:
                problems.append(f"{name} points at static/vendor/{folder}/")
    if problems:
        made = ", ".join(f"static/vendor/{folder}/" for folder in sorted(produced)) or "none"
        raise BuildError(
            f"{'; '.join(problems)}: not a folder this build produced ({made}); "
            "update the path(s)"
        )
    checked = [name for name in VENDOR_REFERRERS if (ROOT / name).is_file()]
    return f"vendor paths in {', '.join(checked)}: ok"


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


def write_if_changed(target: Path, data: bytes) -> str:
    if target.is_file() and target.read_bytes() == data:
        return "unchanged"
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    tmp.replace(target)
    return "written"


def build_zip() -> str:
    entries, missing = python_sources()
    sources = {name: path.read_bytes() for name, path in entries}
    bytecode, note = compiled(sources)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.comment = bytecode_stamp().encode() if bytecode else b""
        for name, data in sorted({**sources, **bytecode}.items()):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE_TIME)
            info.external_attr = ZIP_FILE_MODE
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, whatever the building OS
            archive.writestr(info, data, compresslevel=9)
    data = buffer.getvalue()
    state = write_if_changed(BUILD / ZIP_NAME, data)
    message = (f"static/build/{ZIP_NAME}: {len(entries)} files + {len(bytecode)} .pyc "
               f"({note}), {len(data)} bytes ({state})")
    if missing:
        message += f"\n  warning: package(s) not found under py/: {', '.join(missing)}"
    return message


def bytecode_stamp() -> str:
    """What the bytecode depends on besides the sources: the Pyodide that compiled it
    and the script that chose what to compile."""
    script = hashlib.sha256((ROOT / "scripts" / "compile_pyc.mjs").read_bytes()).hexdigest()
    return f"bytecode: pyodide {npm_version(NODE_MODULES / 'pyodide')}, script {script[:12]}"


def compiled(sources: dict[str, bytes]) -> tuple[dict[str, bytes], str]:
    """The .pyc of every .py source, by archive name: the previous zip's when it holds
    the same sources compiled by the same Pyodide, else compiled anew under Node."""
    if not (NODE_MODULES / "pyodide" / "package.json").is_file():
        return {}, "no bytecode: node_modules/pyodide missing, the page will compile"
    scripts = {name: data for name, data in sources.items() if name.endswith(".py")}
    previous = previous_bytecode(scripts)
    if previous is not None:
        return previous, "bytecode reused"
    request = json.dumps({"files": {n: d.decode("utf-8") for n, d in scripts.items()}})
    try:
        run = subprocess.run(
            ["node", str(ROOT / "scripts" / "compile_pyc.mjs"), f"{NODE_MODULES / 'pyodide'}/"],
            input=request, capture_output=True, text=True, check=True, cwd=ROOT)
    except OSError as error:
        raise BuildError(f"compiling the bytecode: cannot run Node: {error}") from error
    except subprocess.CalledProcessError as error:
        raise BuildError(f"compiling the bytecode under Node failed:\n{error.stderr[-2000:]}") \
            from error
    reply = json.loads(run.stdout)
    return {name: base64.b64decode(data) for name, data in reply.items()}, "bytecode compiled"


def previous_bytecode(scripts: dict[str, bytes]) -> dict[str, bytes] | None:
    """The previous zip's .pyc files if it was built from exactly these sources by the
    same Pyodide (the stamp in its comment), else None."""
    try:
        with zipfile.ZipFile(BUILD / ZIP_NAME) as archive:
            if archive.comment.decode() != bytecode_stamp():
                return None
            names = archive.namelist()
            if any(archive.read(n) != data for n, data in scripts.items() if n in names) \
                    or not set(scripts) <= set(names):
                return None
            pyc = {n: archive.read(n) for n in names if n.endswith(".pyc")}
    except (OSError, zipfile.BadZipFile, UnicodeDecodeError):
        return None
    return pyc if all(name + "c" in pyc for name in scripts) else None


def build_pictures() -> str:
    """The home page's pictures: a typical city of each playable game, as SVG files."""
    sys.path.insert(0, str(ROOT / "py"))
    from urbanistes import registry
    from urbanistes_ui.games import screen

    folder = BUILD / "pictures"
    wanted, states = set(), []
    for entry in registry.ENTRIES:
        found = screen(entry.info.id)
        if found is None:
            continue
        name = f"{entry.info.id}.svg"
        wanted.add(name)
        states.append(write_if_changed(folder / name, found.picture("en").encode()))
    for stale in folder.glob("*.svg"):
        if stale.name not in wanted:
            stale.unlink()
    return (f"static/build/pictures/: {len(wanted)} pictures "
            f"({states.count('written')} written)")


def build_game_styles() -> str:
    """Every game package's style.css, in name order, as one sheet the page links."""
    sheets = sorted((ROOT / "py" / "urbanistes_ui" / "games").glob("*/style.css"))
    parts = [f"/* == {path.parent.name}: {path.relative_to(ROOT).as_posix()} == */\n"
             + path.read_text(encoding="utf-8") for path in sheets]
    state = write_if_changed(BUILD / "games.css", "\n".join(parts).encode())
    return f"static/build/games.css: {len(sheets)} games ({state})"


# --------------------------------------------------------------------------- site files


def site_files(site: Path) -> list[str]:
    """Every file of `site` the page may request, as sorted POSIX paths relative to it."""
    found = []
    for name in SITE_FILES:
        if not (site / name).is_file():
            raise BuildError(f"{site / name} is missing")
        found.append(name)
    for name in SITE_STATIC_FILES:
        if not (site / "static" / name).is_file():
            raise BuildError(f"{site / 'static' / name} is missing")
        found.append(f"static/{name}")
    for folder in SITE_STATIC_DIRS:
        for path in (site / "static" / folder).rglob("*"):
            rel = path.relative_to(site).as_posix()
            if (
                path.is_file()
                and rel not in NOT_PUBLISHED
                and not path.name.endswith(".tmp")
                and not any(part.startswith(".") for part in path.relative_to(site).parts)
            ):
                found.append(rel)
    return sorted(found)


def write_service_worker(site: Path = ROOT) -> str:
    """Write `site`/sw.js: precache list and content-hash version of `site`'s files."""
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    for slot in (SW_VERSION_SLOT, SW_FILES_SLOT):
        if template.count(slot) != 1:
            raise BuildError(f"{SW_TEMPLATE.relative_to(ROOT)} must contain {slot} exactly once")
    files = site_files(site)
    digest = hashlib.sha256()
    size = 0
    for name in files:
        data = (site / name).read_bytes()
        size += len(data)
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    version = digest.hexdigest()[:16]
    # "./" is the start page itself (the same bytes as index.html, under its own URL).
    urls = ["./"] + [f"./{name}" for name in files]
    listing = "[\n" + "".join(f"  {json.dumps(url)},\n" for url in urls) + "]"
    text = template.replace(SW_VERSION_SLOT, version).replace(SW_FILES_SLOT, listing)
    state = write_if_changed(site / SW_NAME, text.encode("utf-8"))
    where = SW_NAME if site == ROOT else str(site / SW_NAME)
    return (
        f"{where}: version {version}, precaches {len(urls)} URLs, "
        f"{(size + (site / 'index.html').stat().st_size) / 1e6:.1f} MB ({state})"
    )


def assemble_site(site: Path) -> str:
    """Make `site` the publish folder: exactly the files the page needs, plus its sw.js."""
    site = site.resolve()
    if site == ROOT or site in ROOT.parents or site in (STATIC, ROOT / "py"):
        raise BuildError(f"--site {site}: refusing to replace the sources")
    if site.exists():
        if not site.is_dir():
            raise BuildError(f"--site {site}: not a folder")
        # Only ever delete a folder that we made (or an empty one).
        if any(site.iterdir()) and not (
            (site / SW_NAME).is_file() and (site / "index.html").is_file()
        ):
            raise BuildError(f"--site {site}: not empty and not a site built by this script")
        shutil.rmtree(site)
    site.mkdir(parents=True)
    for rel in site_files(ROOT):
        target = site / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / rel, target)
    return f"site {site}: assembled\nbuild: {write_service_worker(site)}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--zip-only",
        action="store_true",
        help="only rebuild static/build/urbanistes.zip and sw.js (no node_modules needed)",
    )
    parser.add_argument(
        "--site",
        type=Path,
        metavar="DIR",
        help="also assemble the publish folder DIR (replaced if it is a previous site)",
    )
    args = parser.parse_args(argv)

    start = time.perf_counter()
    try:
        if not args.zip_only:
            produced = set()
            for step in (vendor_pyodide, vendor_pyscript):
                message, folder = step()
                produced.add(folder)
                print(f"build: {message}")
            pruned = prune_vendor(produced)
            if pruned:
                print(f"build: {pruned}")
        else:
            produced = {path.name for path in VENDOR.glob("*") if path.is_dir()}
        print(f"build: {check_vendor_references(produced)}")
        print(f"build: {build_zip()}")
        print(f"build: {build_pictures()}")
        print(f"build: {build_game_styles()}")
        print(f"build: {write_service_worker(ROOT)}")
        if args.site is not None:
            print(f"build: {assemble_site(args.site)}")
    except BuildError as error:
        print(f"build: error: {error}", file=sys.stderr)
        return 1
    print(f"build: done in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
