"""What a first visit downloads, per route of the portal's budget table (portal/src/config/bundle-budget.json): the
gzipped JavaScript and CSS of the route's initial set (the entry chunk, the default language's catalogue, the route's
page and what it waits for: catalogue groups, the data layer for a page that reads data, for a kiosk path the kiosk
frame; each with its static imports, read from Vite's manifest), and the total with the page itself (index.html and
public/boot.js).

Reads the built portal: run `make portal` first.
Run: uv run python bench/portal_size_bench.py  [--dist portal/dist]
"""

import argparse
import gzip
import json
import sys
from pathlib import Path

PORTAL = Path(__file__).resolve().parent.parent / "portal"
BUDGET = PORTAL / "src" / "config" / "bundle-budget.json"
PAGE_FILES = ("index.html", "boot.js")


def gzipped_kb(path: Path) -> float:
    return len(gzip.compress(path.read_bytes(), compresslevel=9)) / 1024


def manifest_entry(manifest: dict, key: str) -> dict:
    """By the manifest's key (a source path) or, for a named chunk such as a language's, by its name."""
    if key in manifest:
        return manifest[key]
    return next(entry for entry in manifest.values() if entry.get("name") == key and "src" not in entry)


def initial_files(manifest: dict, keys: list[str]) -> set[str]:
    files: set[str] = set()
    seen: set[str] = set()
    pending = list(keys)
    while pending:
        key = pending.pop()
        if key in seen:
            continue
        seen.add(key)
        entry = manifest_entry(manifest, key)
        files.add(entry["file"])
        files.update(entry.get("css", []))
        pending.extend(entry.get("imports", []))
    return files


def measure(dist: Path) -> list[tuple[str, float, float, float]]:
    manifest = json.loads((dist / ".vite" / "manifest.json").read_text())
    budget = json.loads(BUDGET.read_text())
    entries = [key for key, entry in manifest.items() if entry.get("isEntry")]
    page = sum(gzipped_kb(dist / name) for name in PAGE_FILES if (dist / name).exists())
    rows = []
    for route in budget["routes"]:
        files = initial_files(manifest, entries + budget["start"] + route["lazy"])
        js = sum(gzipped_kb(dist / f) for f in files if f.endswith(".js"))
        css = sum(gzipped_kb(dist / f) for f in files if f.endswith(".css"))
        rows.append((route["path"], js, css, js + css + page))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=PORTAL / "dist")
    args = parser.parse_args()
    if not (args.dist / ".vite" / "manifest.json").exists():
        sys.exit(f"{args.dist} has no build manifest: run `make portal` first")
    header = f"{'route':<20}{'initial JS gz KB':>18}{'initial CSS gz KB':>19}{'total gz KB':>13}"
    print(header)
    print("-" * len(header))
    for path, js, css, total in measure(args.dist):
        print(f"{path:<20}{js:>18.1f}{css:>19.1f}{total:>13.1f}")


if __name__ == "__main__":
    main()
