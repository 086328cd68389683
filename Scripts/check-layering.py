#!/usr/bin/env python3
"""Checks that the folders of every library target form layers in pipeline order.

SwiftPM already refuses a cycle between targets. Inside a target, this script finds which
top-level folder declares each top-level type, function or constant (`struct Foo`,
`enum Bar`, `func baz`, `let qux` at column 0), and which folders use those names (whole-word
match outside comments and string literals). A folder may use only what its own folder or a folder
with a smaller number declares: `3-Match/` may use `1-Values/` and `2-Capture/`, never
`4-Transitions/`. It also checks that each C module is imported only by the target that owns it
(CHarfBuzz and CFreeType by SceneDiffText, CLibXML2 by SceneDiffXML and the benchmark, CMalloc
by the command and the benchmark), and there
only with `internal import`, so no C type can appear in a Swift API. It prints every use that
breaks a rule and exits 1 if there is one.

Usage: python3 Scripts/check-layering.py [--graph]
  --graph  also print, for every target, which folders each folder uses.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
LIBRARIES = ["SceneDiffCore", "SceneDiffXML", "SceneDiffNative", "SceneDiffText", "SceneDiffAndroid",
             "SceneDiffExport", "SceneDiffIOS", "SceneDiffInterfaceBuilder", "SceneDiff"]

DECLARATION = re.compile(
    r"^(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
    r"(?:struct|enum|class|protocol|typealias|actor|func|let|var)\s+([A-Za-z_]\w*)",
    re.M)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"')


def folder_number(folder):
    match = re.match(r"(\d+)-", folder)
    return int(match.group(1)) if match else None


def swift_files(path):
    for directory, _, names in os.walk(path):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def check(target, show_graph):
    base = os.path.join(SOURCES, target)
    folders = sorted(name for name in os.listdir(base)
                     if os.path.isdir(os.path.join(base, name)) and not name.endswith(".docc"))
    owner = {}
    texts = {}
    for folder in folders:
        for path in swift_files(os.path.join(base, folder)):
            text = open(path, encoding="utf-8").read()
            texts[path] = (folder, STRING.sub('""', COMMENT.sub("", text)))
            for name in DECLARATION.findall(text):
                owner.setdefault(name, set()).add(folder)
    problems = []
    uses = {folder: {} for folder in folders}
    for path, (folder, code) in sorted(texts.items()):
        for word in set(re.findall(r"\b[A-Za-z_]\w*\b", code)):
            for other in owner.get(word, ()):
                if other == folder:
                    continue
                uses[folder].setdefault(other, set()).add(word)
                mine, theirs = folder_number(folder), folder_number(other)
                if mine is None or theirs is None or theirs > mine:
                    problems.append(
                        f"{os.path.relpath(path, ROOT)}: uses {word} from {other}/, "
                        f"a later layer than {folder}/")
    if show_graph:
        print(f"{target}:")
        for folder in folders:
            used = ", ".join(sorted(uses[folder])) or "-"
            print(f"  {folder} uses {used}")
    return problems


# C module -> the targets that may import it (with `internal import` in library targets).
C_MODULES = {
    "CLibXML2": {"SceneDiffXML", "scenediff-bench"},
    "CHarfBuzz": {"SceneDiffText"},
    "CFreeType": {"SceneDiffText"},
    "CMalloc": {"scenediff", "scenediff-bench"},
}
C_IMPORT = re.compile(r"^\s*((?:@\w+\s+)*(?:\w+\s+)?)import\s+(C\w+)\b", re.M)


def check_c_modules():
    problems = []
    for target in sorted(os.listdir(SOURCES)):
        path = os.path.join(SOURCES, target)
        if not os.path.isdir(path):
            continue
        for file in swift_files(path):
            text = COMMENT.sub("", open(file, encoding="utf-8").read())
            for prefix, module in C_IMPORT.findall(text):
                allowed = C_MODULES.get(module)
                if allowed is None:
                    continue
                where = os.path.relpath(file, ROOT)
                if target not in allowed:
                    problems.append(f"{where}: imports {module}, which only "
                                    f"{', '.join(sorted(allowed))} may import")
                elif target in LIBRARIES and "internal" not in prefix.split():
                    problems.append(f"{where}: imports {module} without `internal import`")
    return problems


def main():
    show_graph = "--graph" in sys.argv
    problems = []
    for target in LIBRARIES:
        problems += check(target, show_graph)
    problems += check_c_modules()
    for problem in problems:
        print(problem)
    print(f"{len(LIBRARIES)} targets: {len(problems)} uses against the layer order")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
