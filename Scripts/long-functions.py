#!/usr/bin/env python3
"""Lists the long functions of the library targets, longest first.

A function here is every `func`, `init`, `deinit` and `subscript` with a body, and every `var`
whose type annotation is followed by a body in braces (a computed property, or one with
`willSet`/`didSet` observers), in the library targets Sources/SceneDiff* (not the `scenediff`
CLI, not `scenediff-bench`). Nested functions are listed on their own as well as inside the
function that holds them. Closures (`let x = { ... }`) are not functions.

Length is counted in source lines from the line of the declaring keyword (`func`, `init`, ...;
the attributes and doc comment above it are not counted) to the line of the body's closing brace,
both included: a one-line function is 1 line long, and

    func f() {      // line 1
      g()           // line 2
    }               // line 3

is 3 lines long. Blank lines and comments inside the body count. Braces are found after comments
and string literals (also multi-line, raw and interpolated ones) have been blanked out.

Usage: python3 Scripts/long-functions.py [--over N] [--check] [PATH ...]
  --over N  list the functions longer than N lines (default 60).
  --check   exit 1 when it lists any function (Scripts/test.sh runs it so).
  PATH      files or folders to read instead of the library targets.

It prints one line per function, `LENGTH  FILE:LINE  NAME`, then the count; it exits 0, or with
--check 1 when the count is not 0.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
LIBRARIES = ["SceneDiffCore", "SceneDiffXML", "SceneDiffNative", "SceneDiffAndroid",
             "SceneDiffExport", "SceneDiffIOS", "SceneDiffInterfaceBuilder", "SceneDiff"]

DECLARATION = re.compile(
    r"(?<![\w.])(func|init|deinit|subscript|var)(?![\w])")
# Words that may start the next line of a signature that does not fit on one line.
CONTINUATION = re.compile(r"\s*(->|throws|rethrows|async|where|\{)")


def blank_code(text):
    """Returns `text` with every comment and string literal replaced by spaces.

    Newlines are kept, so offsets and line numbers stay the same. The code inside a string
    interpolation `\\( ... )` is kept, since it may hold strings of its own.
    """
    out = list(text)
    length = len(text)

    def blank(start, end):
        for index in range(start, end):
            if out[index] != "\n":
                out[index] = " "

    def code(index, closing):
        """Scans code from `index` until the unbalanced `closing` (or the end); returns its index."""
        depth = 0
        while index < length:
            char = text[index]
            if text.startswith("//", index):
                end = text.find("\n", index)
                end = length if end < 0 else end
                blank(index, end)
                index = end
            elif text.startswith("/*", index):
                end = block_comment(index)
                blank(index, end)
                index = end
            elif char == '"' or (char == "#" and re.match(r'#+"', text[index:index + 8])):
                index = string(index)
            elif char == "(":
                depth += 1
                index += 1
            elif char == ")":
                if depth == 0 and closing == ")":
                    return index
                depth -= 1
                index += 1
            else:
                index += 1
        return length

    def block_comment(index):
        depth = 0
        while index < length:
            if text.startswith("/*", index):
                depth += 1
                index += 2
            elif text.startswith("*/", index):
                depth -= 1
                index += 2
                if depth == 0:
                    return index
            else:
                index += 1
        return length

    def string(index):
        """Blanks the string literal starting at `index`; returns the index after it."""
        hashes = len(re.match(r"#*", text[index:]).group(0))
        start = index
        index += hashes
        multiline = text.startswith('"""', index)
        quote = '"""' if multiline else '"'
        index += len(quote)
        terminator = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        while index < length:
            if text.startswith(escape + "(", index):
                blank(start, index + len(escape) + 1)
                end = code(index + len(escape) + 1, ")")
                start = end
                index = end + 1
            elif text.startswith(escape, index):
                index += len(escape) + 1
            elif text.startswith(terminator, index):
                index += len(terminator)
                break
            elif text[index] == "\n" and not multiline:
                break
            else:
                index += 1
        blank(start, index)
        return index

    code(0, None)
    return "".join(out)


def matching_brace(code, index):
    """Returns the index of the brace that closes the one at `index`."""
    depth = 0
    for position in range(index, len(code)):
        if code[position] == "{":
            depth += 1
        elif code[position] == "}":
            depth -= 1
            if depth == 0:
                return position
    return None


def body_start(code, index, keyword):
    """Returns the index of the `{` that opens the body of the declaration at `index`, or None.

    The signature may span lines inside parentheses, brackets or generic angle brackets, or
    when the next line goes on with `->`, `throws`, `async`, `where` or the `{` itself.
    """
    depth = 0
    angles = 0
    # Skip the name, which may be an operator such as `<`.
    position = re.compile(r"func\s+(?:[A-Za-z_`][\w`]*|[^\s\w(]+)|\w+").match(code, index).end()
    while position < len(code):
        char = code[position]
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
            if depth < 0:
                return None
        elif depth == 0 and char == "<":
            angles += 1
        elif depth == 0 and char == ">" and code[position - 1] != "-":
            angles -= 1
        elif depth == 0 and angles == 0:
            if char == "{":
                return position
            if char in "};":
                return None
            if char == "=" and keyword == "var":
                return None
            if char == "\n" and not CONTINUATION.match(code, position + 1):
                return None
        position += 1
    return None


def name_of(code, index, keyword):
    line_end = code.find("\n", index)
    signature = code[index:line_end if line_end >= 0 else len(code)]
    match = re.match(r"(func|var)\s+([^\s(:<]+)", signature)
    if match:
        return match.group(2)
    return keyword


def functions(path):
    text = open(path, encoding="utf-8").read()
    code = blank_code(text)
    for match in DECLARATION.finditer(code):
        keyword = match.group(1)
        if keyword == "var" and not re.match(r"var\s+[A-Za-z_`]\w*`?\s*:", code[match.start():]):
            continue
        start = body_start(code, match.start(), keyword)
        if start is None:
            continue
        end = matching_brace(code, start)
        if end is None:
            continue
        first = code.count("\n", 0, match.start()) + 1
        last = code.count("\n", 0, end) + 1
        yield last - first + 1, first, name_of(code, match.start(), keyword)


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for directory, folders, names in os.walk(path):
            folders.sort()
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--over", type=int, default=60)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("paths", nargs="*")
    arguments = parser.parse_args()
    paths = arguments.paths or [os.path.join(SOURCES, target) for target in LIBRARIES]
    found = []
    for path in swift_files(paths):
        for length, line, name in functions(path):
            if length > arguments.over:
                found.append((length, os.path.relpath(path, ROOT), line, name))
    found.sort(key=lambda item: (-item[0], item[1], item[2]))
    for length, path, line, name in found:
        print(f"{length:5}  {path}:{line}  {name}")
    print(f"{len(found)} functions over {arguments.over} lines")
    if arguments.check and found:
        sys.exit(1)


if __name__ == "__main__":
    main()
