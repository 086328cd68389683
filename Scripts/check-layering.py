#!/usr/bin/env python3
"""Checks that the folders of every library target form layers in pipeline order.

SwiftPM already refuses a cycle between targets. Inside a target, this script finds which
top-level folder declares each top-level type, function or constant (`struct Foo`,
`enum Bar`, `func baz`, `let qux` at column 0), and which folders use those names (whole-word
match outside comments and string literals). A folder may use only what its own folder or a folder
with a smaller number declares: `3-Match/` may use `1-Values/` and `2-Capture/`, never
`4-Transitions/`. It prints every use that breaks the rule and exits 1 if there is one.

Usage: python3 Scripts/check-layering.py [--graph]
  --graph  also print, for every target, which folders each folder uses.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
LIBRARIES = ["SceneDiffCore", "SceneDiffXML", "SceneDiffNative", "SceneDiffAndroid",
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


def main():
    show_graph = "--graph" in sys.argv
    problems = []
    for target in LIBRARIES:
        problems += check(target, show_graph)
    for problem in problems:
        print(problem)
    print(f"{len(LIBRARIES)} targets: {len(problems)} uses against the layer order")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
