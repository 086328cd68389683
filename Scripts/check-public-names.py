#!/usr/bin/env python3
"""Checks that no public top-level name of the library modules is also declared by Foundation,
the Swift standard library or SwiftUI, so that `import SceneDiff` next to `import SwiftUI` (or
Foundation) never makes a name ambiguous or shadows one.

    python3 Scripts/check-public-names.py SYMBOL_GRAPH_DIR SYMBOLGRAPH_EXTRACT_COMMAND...

SYMBOL_GRAPH_DIR holds the library modules' symbol graphs (Scripts/docs.sh writes them to
.build/docs/symbol-graphs); the command after it (`swift symbolgraph-extract -target … [-sdk …]`)
is run here for the toolchain's own modules:

  Swift, _Concurrency, _StringProcessing   the standard library (all implicitly imported)
  Foundation and what it re-exports         FoundationEssentials, FoundationInternationalization
                                            and Dispatch where they are separate modules (Linux)
  SwiftUI                                   only where the SDK has it (Apple platforms); on Linux
                                            the checked-in Scripts/fixtures/swiftui-top-level-names.txt

Names are compared exactly (case-sensitive); a function's name is its base name (`max`, not
`max(_:_:)`). Exits 1 and names every collision; prints how many names were compared.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

FIXTURE = Path(__file__).parent / "fixtures" / "swiftui-top-level-names.txt"
# Members are not compared: leave out what only adds members, to keep the extraction quick.
TOP_LEVEL_ONLY = ["-skip-synthesized-members", "-skip-protocol-implementations", "-skip-inherited-docs"]
# (module, required): a required module that cannot be extracted is an error.
SYSTEM_MODULES = [
    ("Swift", True),
    ("_Concurrency", False),
    ("_StringProcessing", False),
    ("Foundation", True),
    ("FoundationEssentials", False),
    ("FoundationInternationalization", False),
    ("Dispatch", False),
    ("SwiftUI", False),
]


def base_name(title):
    """`max(_:_:)` -> `max`; type names are returned unchanged."""
    return title.split("(", 1)[0]


def top_level_names(graph_dir):
    """{name: (module, kind)} for the symbols at the top level of every graph in graph_dir."""
    names = {}
    for path in sorted(Path(graph_dir).rglob("*.symbols.json")):
        graph = json.loads(path.read_text(encoding="utf-8"))
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            if len(symbol["pathComponents"]) != 1:
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            names.setdefault(base_name(symbol["names"]["title"]), (module, kind))
    return names


def fixture_names():
    names = set()
    for line in FIXTURE.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.add(line)
    return names


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    library_dir, extract = sys.argv[1], sys.argv[2:]
    ours = top_level_names(library_dir)
    if not ours:
        sys.exit(f"check-public-names: no symbol graphs in {library_dir}")

    declared = {}  # name -> the system modules that declare it
    extracted = []
    with tempfile.TemporaryDirectory() as scratch:
        for module, required in SYSTEM_MODULES:
            folder = Path(scratch) / module
            folder.mkdir()
            run = subprocess.run(
                extract + ["-module-name", module, "-output-dir", str(folder)] + TOP_LEVEL_ONLY,
                capture_output=True,
                text=True,
            )
            if run.returncode != 0:
                if required:
                    sys.stderr.write(run.stdout + run.stderr)
                    sys.exit(f"check-public-names: cannot extract the symbol graph of {module}")
                continue
            extracted.append(module)
            for name in top_level_names(folder):
                declared.setdefault(name, set()).add(module)
    if "SwiftUI" not in extracted:
        for name in fixture_names():
            declared.setdefault(name, set()).add("SwiftUI (fixture)")

    collisions = []
    for name, (module, kind) in sorted(ours.items()):
        if name in declared:
            others = ", ".join(sorted(declared[name]))
            collisions.append(f"error: public {kind} '{name}' of {module} is also declared by {others}")
    for line in collisions:
        print(line, file=sys.stderr)
    sources = extracted + ([] if "SwiftUI" in extracted else ["SwiftUI (fixture)"])
    print(
        f"check-public-names: {len(ours)} public top-level names of the library against "
        f"{len(declared)} names of {', '.join(sources)}: {len(collisions)} collisions"
    )
    sys.exit(1 if collisions else 0)


if __name__ == "__main__":
    main()
