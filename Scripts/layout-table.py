#!/usr/bin/env python3
"""Lays out every Android layout under a folder and prints one table row per layout.

The tool to run first on an app: every file in a `layout*/` folder under FOLDER (a whole Gradle
project, one module, or any tree of `res/` folders) is laid out with `scenediff scene`, project
mode automatic (a layout inside a Gradle build gets the resources of the modules Android merges
for it; Docs/projects.md), and the table gives, per layout:

  file     the path under FOLDER
  status   ok | warnings (N): the first warning | error: the first error
  views    the number of views in the laid-out scene (0 when it failed)
  ms       wall time of the `scenediff scene` run, in milliseconds

then the totals. Notes (an app class laid out as its platform base) do not count as warnings.

A layout in a qualified folder is laid out on a device that folder applies to, as Android only
inflates it there: `layout-land` on the default phone turned sideways (1920x1080@2.625),
`layout-wNdp` / `layout-swNdp` / `layout-hNdp` on a device at least N dp wide (high), at density
2.625 (`layout-w600dp` → 1575x1920@2.625). The file column then ends in `[WxH@D]`. A `--device`
after `--` overrides this.

Usage: python3 Scripts/layout-table.py FOLDER... [--markdown] [--binary PATH] [--jobs N]
                                              [-- SCENE-OPTIONS...]
  --markdown  print a Markdown table instead of aligned columns.
  --binary    the scenediff binary (default .build/release/scenediff; build it with
              `swift build -c release --product scenediff`).
  --jobs N    lay out N layouts at a time (default 1, which keeps the times comparable).
  --          everything after it is passed to every `scenediff scene` run (for example
              `-- --lenient`, `-- --no-project`, `-- --device 1440x3120@3.5`).

Exit status: 0 when every layout laid out (warnings allowed), 1 when any failed, 2 on a usage
error.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIAGNOSTIC = re.compile(r"^(?:.*?: )?(error|warning|note): (.*)$")
MESSAGE_WIDTH = 110


def layouts(folder):
    """Every `.xml` file in a `layout` or `layout-*` folder under `folder`, sorted."""
    found = []
    for directory, subfolders, names in os.walk(folder):
        subfolders.sort()
        base = os.path.basename(directory)
        if base == "layout" or base.startswith("layout-"):
            found += [os.path.join(directory, name) for name in sorted(names)
                      if name.endswith(".xml")]
    return sorted(found)


def device_for(path):
    """The `--device` a qualified `layout-*` folder needs, or None for the default phone."""
    qualifiers = os.path.basename(os.path.dirname(path)).split("-")[1:]
    width, height, density = 1080, 1920, 2.625
    changed = False
    for qualifier in qualifiers:
        match = re.fullmatch(r"(sw|w|h)(\d+)dp", qualifier)
        if qualifier == "land":
            width, height, changed = height, width, True
        elif match:
            pixels = int(-(-int(match.group(2)) * density // 1))
            if match.group(1) in ("sw", "w"):
                width = max(width, pixels)
            if match.group(1) in ("sw", "h"):
                height = max(height, pixels)
            changed = True
    return "%dx%d@%s" % (width, height, density) if changed else None


def lay_out(binary, path, extra):
    """Runs `scenediff scene` on one layout: (status, first message, views, milliseconds)."""
    device = device_for(path)
    if device and "--device" not in extra:
        extra = ["--device", device] + extra
    start = time.monotonic()
    run = subprocess.run([binary, "scene", path] + extra, capture_output=True, text=True)
    milliseconds = (time.monotonic() - start) * 1000
    errors, warnings = [], []
    for line in run.stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        severity, message = match.groups()
        if severity == "error":
            errors.append(message)
        elif severity == "warning":
            warnings.append(message)
    if run.returncode != 0:
        first = errors[0] if errors else (run.stderr.strip().splitlines() or ["failed"])[0]
        return "error", first, 0, milliseconds
    views = run.stdout.count("<view ")
    if warnings:
        return "warnings (%d)" % len(warnings), warnings[0], views, milliseconds
    return "ok", "", views, milliseconds


def shorten(text):
    return text if len(text) <= MESSAGE_WIDTH else text[:MESSAGE_WIDTH - 1] + "…"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="+", metavar="FOLDER")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/scenediff"))
    parser.add_argument("--jobs", type=int, default=1)
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    options = parser.parse_args(argv)
    if not os.access(options.binary, os.X_OK):
        parser.error("no scenediff binary at %s: build it with "
                     "`swift build -c release --product scenediff` or pass --binary"
                     % options.binary)
    rows = []
    for folder in options.folders:
        if not os.path.isdir(folder):
            parser.error("'%s' is not a folder" % folder)
        paths = layouts(folder)
        with concurrent.futures.ThreadPoolExecutor(max(1, options.jobs)) as pool:
            results = pool.map(lambda path: lay_out(options.binary, path, extra), paths)
            for path, result in zip(paths, results):
                name = os.path.join(os.path.basename(os.path.normpath(folder)),
                                    os.path.relpath(path, folder))
                device = device_for(path)
                if device and "--device" not in extra:
                    name += " [%s]" % device
                rows.append((name,) + result)
    print_table(rows, options.markdown)
    return 1 if any(row[1] == "error" for row in rows) else 0


def print_table(rows, markdown):
    """The rows, then the totals."""
    ok = sum(1 for row in rows if row[1] == "ok")
    warned = sum(1 for row in rows if row[1].startswith("warnings"))
    failed = sum(1 for row in rows if row[1] == "error")
    views = sum(row[3] for row in rows)
    total_ms = sum(row[4] for row in rows)
    def status(row):
        return row[1] + (": " + shorten(row[2]) if row[2] else "")
    if markdown:
        print("| file | status | views | ms |")
        print("|---|---|---:|---:|")
        for row in rows:
            print("| `%s` | %s | %d | %.0f |"
                  % (row[0], status(row).replace("|", "\\|"), row[3], row[4]))
        print("| **%d layouts** | **%d ok, %d with warnings, %d errors** | **%d** | **%.0f** |"
              % (len(rows), ok, warned, failed, views, total_ms))
    else:
        width = max([len("file")] + [len(row[0]) for row in rows])
        print("%-*s  %6s  %7s  %s" % (width, "file", "views", "ms", "status"))
        for row in rows:
            print("%-*s  %6d  %7.0f  %s" % (width, row[0], row[3], row[4], status(row)))
        print("%d layouts: %d ok, %d with warnings, %d errors; %d views; %.0f ms"
              % (len(rows), ok, warned, failed, views, total_ms))


if __name__ == "__main__":
    sys.exit(main())
