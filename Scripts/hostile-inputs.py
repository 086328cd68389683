#!/usr/bin/env python3
"""Generates hostile inputs and measures how the release `scenediff` handles each one.

    swift build -c release --product scenediff
    python3 Scripts/hostile-inputs.py [--binary .build/release/scenediff] [--markdown] [--check]

Every input is generated in a temporary folder (the large ones are never checked in) and run
once under `/usr/bin/time -v`. Each must end with a located diagnostic
(`path:line:column: error: …`, the path being the input's), exit status 1, in under 1 s of wall
time and under 100 MB of peak resident memory. The script prints one row per input (a Markdown
table with --markdown, the table of Docs/xml-limits.md) and, with --check, exits 1 when any row
misses a target. The temporary folder is removed afterwards.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ANDROID = 'xmlns:android="http://schemas.android.com/apk/res/android"'
APP = 'xmlns:app="http://schemas.android.com/apk/res-auto"'
MB = 1_000_000
INBOX = os.path.join(ROOT, "Scenes", "master-detail", "layout", "inbox.xml")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def write_bytes(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)
    return path


def billion_laughs():
    names = "abcdefghij"
    text = '<?xml version="1.0"?>\n<!DOCTYPE scene [\n<!ENTITY a "ha">\n'
    for level in range(1, len(names)):
        text += f'<!ENTITY {names[level]} "{("&" + names[level - 1] + ";") * 10}">\n'
    return text + ']>\n<scene width="1" height="1" name="&j;"/>\n'


def big_attribute(path, size):
    """A native scene whose name attribute is `size` bytes long, written in chunks."""
    with open(path, "wb") as handle:
        handle.write(b'<scene width="1" height="1" name="')
        chunk = b"a" * MB
        for _ in range(size // MB):
            handle.write(chunk)
        handle.write(b'"/>\n')
    return path


def layout(body):
    return f'<FrameLayout {ANDROID} {APP} android:layout_width="match_parent" ' \
        f'android:layout_height="match_parent">\n{body}\n</FrameLayout>\n'


def cases(folder):
    """(name, what, command arguments, standard input command or None, expected path or paths)."""
    res = os.path.join(folder, "app", "res")
    result = []

    def add(name, what, arguments, path, stdin=None):
        result.append((name, what, arguments, stdin, path))

    def check_file(name, what, file_name, text):
        path = write(os.path.join(folder, file_name), text)
        add(name, what, ["check", path], path)

    check_file("billion-laughs", "ten levels of ten entity references (10⁹ expansions)",
               "laughs.xml", billion_laughs())
    check_file("xxe-file", 'an entity `SYSTEM "file:///etc/passwd"`', "xxe-file.xml",
               '<!DOCTYPE scene [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
               '<scene width="1" height="1" name="&x;"/>\n')
    check_file("xxe-http", 'an entity `SYSTEM "http://127.0.0.1:9/x"`', "xxe-http.xml",
               '<!DOCTYPE scene [<!ENTITY x SYSTEM "http://127.0.0.1:9/x">]>\n'
               '<scene width="1" height="1" name="&x;"/>\n')
    check_file("external-dtd", 'an external DTD `<!DOCTYPE scene SYSTEM "http://…/scene.dtd">`',
               "external-dtd.xml",
               '<!DOCTYPE scene SYSTEM "http://127.0.0.1:9/scene.dtd">\n'
               '<scene width="1" height="1"/>\n')
    check_file("deep-nesting", "100,000 nested `<view>`s", "deep.xml",
               '<scene width="1" height="1">' + "<view>" * 100_000 + "</view>" * 100_000
               + "</scene>\n")
    path = big_attribute(os.path.join(folder, "attribute-200mb.xml"), 200 * MB)
    add("attribute-200mb", "a 200 MB attribute value (a 200 MB file)", ["check", path], path)
    path = big_attribute(os.path.join(folder, "attribute-60mb.xml"), 60 * MB)
    add("attribute-60mb", "a 60 MB attribute value (a file under the 64 MiB limit)",
        ["check", path], path)
    path = write_bytes(os.path.join(folder, "invalid-utf8.xml"),
                       b'<scene width="1" height="1" name="caf\xc3\x28"/>\n')
    add("invalid-utf8", "the byte sequence C3 28", ["check", path], path)
    path = write_bytes(os.path.join(folder, "nul.xml"),
                       b'<scene width="1" height="1" name="a\x00b"/>\n')
    add("nul-bytes", "a NUL byte in an attribute", ["check", path], path)
    check_file("nan", 'a native scene `width="NaN"`', "nan.xml",
               '<scene width="NaN" height="1"/>\n')
    check_file("infinity", 'a native view `x="Infinity"`', "infinity.xml",
               '<scene width="1" height="1"><view x="Infinity"/></scene>\n')
    check_file("1e400", 'a native view `height="1e400"`', "1e400.xml",
               '<scene width="1" height="1"><view height="1e400"/></scene>\n')
    path = write(os.path.join(res, "layout", "numbers.xml"), layout(
        '<View android:layout_width="1e400dp" android:layout_height="NaNdp"/>'))
    add("layout-numbers", 'a layout `layout_width="1e400dp"`, `layout_height="NaNdp"`',
        ["check", path], path)
    path = write(os.path.join(res, "transition", "numbers.xml"),
                 f'<changeBounds {ANDROID} android:duration="1e400" '
                 'android:startDelay="NaN"/>\n')
    add("transition-numbers", 'a transition `duration="1e400"`, `startDelay="NaN"`',
        ["check", path], path)
    path = write(os.path.join(res, "transition", "ios_numbers.xml"),
                 '<caTransition layer="a" duration="1e400" startProgress="NaN"/>\n')
    add("ios-transition-numbers", 'an iOS transition `duration="1e400"`, `startProgress="NaN"`',
        ["check", path], path)
    path = write(os.path.join(res, "transition", "ios_spring.xml"),
                 '<uiViewAnimate mass="Infinity" stiffness="1e400" damping="NaN"/>\n')
    add("ios-spring-numbers", 'an iOS spring `mass="Infinity"`, `stiffness="1e400"`,'
        ' `damping="NaN"`', ["check", path], path)
    path = write(os.path.join(res, "interpolator", "numbers.xml"),
                 f'<accelerateInterpolator {ANDROID} android:factor="Infinity"/>\n')
    user = write(os.path.join(res, "transition", "uses_numbers.xml"),
                 f'<changeBounds {ANDROID} android:interpolator="@interpolator/numbers"/>\n')
    add("interpolator-numbers", 'an interpolator `factor="Infinity"`, used by a transition',
        ["check", user], path)
    a = write(os.path.join(res, "layout", "cycle_a.xml"),
              layout('<include layout="@layout/cycle_b"/>'))
    write(os.path.join(res, "layout", "cycle_b.xml"), layout('<include layout="@layout/cycle_a"/>'))
    add("include-cycle", "layout a includes b, which includes a", ["check", a],
        (a, os.path.join(res, "layout", "cycle_b.xml")))
    path = write(os.path.join(res, "layout", "relative_cycle.xml"),
                 f'<RelativeLayout {ANDROID} android:layout_width="match_parent" '
                 'android:layout_height="match_parent">\n'
                 '<View android:id="@+id/a" android:layout_width="10dp" '
                 'android:layout_height="10dp" android:layout_toEndOf="@id/b"/>\n'
                 '<View android:id="@+id/b" android:layout_width="10dp" '
                 'android:layout_height="10dp" android:layout_toEndOf="@id/a"/>\n'
                 "</RelativeLayout>\n")
    add("relativelayout-cycle", "a is to the end of b, b to the end of a", ["check", path], path)
    path = write(os.path.join(res, "layout", "chain_cycle.xml"),
                 '<androidx.constraintlayout.widget.ConstraintLayout '
                 f'{ANDROID} {APP} android:layout_width="match_parent" '
                 'android:layout_height="match_parent">\n'
                 '<View android:id="@+id/a" android:layout_width="10dp" '
                 'android:layout_height="10dp" app:layout_constraintStart_toEndOf="@id/c" '
                 'app:layout_constraintEnd_toStartOf="@id/b"/>\n'
                 '<View android:id="@+id/b" android:layout_width="10dp" '
                 'android:layout_height="10dp" app:layout_constraintStart_toEndOf="@id/a" '
                 'app:layout_constraintEnd_toStartOf="@id/c"/>\n'
                 '<View android:id="@+id/c" android:layout_width="10dp" '
                 'android:layout_height="10dp" app:layout_constraintStart_toEndOf="@id/b" '
                 'app:layout_constraintEnd_toStartOf="@id/a"/>\n'
                 "</androidx.constraintlayout.widget.ConstraintLayout>\n")
    add("constraint-chain-cycle", "a circular chain a → b → c → a", ["check", path], path)
    scene_a = write(os.path.join(res, "layout", "scene_a.xml"),
                    '<scene width="10" height="10"><view id="v" width="1"/></scene>\n')
    write(os.path.join(res, "layout", "scene_b.xml"),
          '<scene width="10" height="10"><view id="v" width="2"/></scene>\n')
    manager = write(os.path.join(res, "transition", "manager.xml"),
                    f'<transitionManager {ANDROID}>\n'
                    '<transition android:fromScene="@layout/scene_a" '
                    'android:toScene="@layout/scene_b" android:transition="@transition/manager"/>\n'
                    "</transitionManager>\n")
    add("manager-names-itself", "a manager rule whose transition is the manager itself",
        ["batch", os.path.dirname(manager), "-o", os.path.join(folder, "out-1")], manager)
    self_scene = write(os.path.join(folder, "self", "res", "transition", "manager.xml"),
                       f'<transitionManager {ANDROID}>\n'
                       '<transition android:fromScene="@transition/manager" '
                       'android:toScene="@transition/manager" '
                       'android:transition="@transition/manager"/>\n'
                       "</transitionManager>\n")
    add("manager-as-scene", "a manager whose rule names the manager as scenes and transition",
        ["batch", os.path.dirname(self_scene), "-o", os.path.join(folder, "out-2")], self_scene)
    path = os.path.join(folder, "1gb.xml")
    with open(path, "wb") as handle:
        handle.write(b'<scene width="1" height="1"/>')
        handle.truncate(1 << 30)  # sparse: 1 GiB on paper, a few bytes on disk
    add("1gb-file", "a 1 GiB file (sparse)", ["check", path], path)
    add("dev-zero", "`/dev/zero` named as a file (a device that never ends)",
        ["check", "/dev/zero"], "/dev/zero")
    add("stdin-200mb", "200 MB of `a` on standard input to `plan - TO`",
        ["plan", "-", INBOX], "<stdin>",
        stdin="head -c 200000000 /dev/zero | tr '\\0' a")
    return result


LOCATED = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")


def measure(binary, arguments, stdin):
    command = ["/usr/bin/time", "-v", binary] + arguments
    if stdin:
        shell = stdin + " | " + " ".join(_quote(part) for part in command)
        process = subprocess.run(["bash", "-c", shell], capture_output=True, text=True,
                                 errors="replace")
    else:
        process = subprocess.run(command, capture_output=True, text=True, errors="replace")
    stderr = process.stderr
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", stderr)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", stderr)
    status = re.search(r"Exit status: (\d+)", stderr)
    seconds = 0.0
    if wall:
        for part in wall.group(1).split(":"):
            seconds = seconds * 60 + float(part)
    tool_stderr = stderr.split("\tCommand being timed:")[0]
    diagnostics = [line for line in tool_stderr.splitlines() if LOCATED.match(line)]
    return {
        "status": int(status.group(1)) if status else process.returncode,
        "seconds": seconds,
        "megabytes": int(rss.group(1)) / 1000 if rss else 0.0,
        "diagnostics": diagnostics,
        "stderr": tool_stderr,
    }


def _quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "scenediff"))
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    options = parser.parse_args()
    if not os.path.exists(options.binary):
        sys.exit(f"error: no {options.binary}; build it with "
                 "`swift build -c release --product scenediff`")
    folder = tempfile.mkdtemp(prefix="scenediff-hostile-")
    failures = 0
    try:
        rows = []
        for name, what, arguments, stdin, path in cases(folder):
            result = measure(options.binary, arguments, stdin)
            first = result["diagnostics"][0] if result["diagnostics"] else ""
            match = LOCATED.match(first)
            paths = path if isinstance(path, tuple) else (path,)
            located = bool(match) and match.group(1) in paths
            ok = (located and result["status"] == 1 and result["seconds"] < 1
                  and result["megabytes"] < 100)
            failures += 0 if ok else 1
            message = ""
            if match:
                shown = match.group(1).replace(folder, "…")
                message = f"{shown}:{match.group(2)}:{match.group(3)}: {match.group(4)}"
            elif result["stderr"].strip():
                message = result["stderr"].strip().splitlines()[0]
            rows.append((name, what, " ".join(arguments[:1]), message, result, ok))
        if options.markdown:
            print("| input | command | first diagnostic | exit | wall | peak RSS | ok |")
            print("|---|---|---|---|---|---|---|")
            for name, what, command, message, result, ok in rows:
                shown = message if len(message) <= 150 else message[:147] + "…"
                shown = shown.replace("|", "\\|")
                print(f"| {name}: {what} | `{command}` | `{shown}` | {result['status']} | "
                      f"{result['seconds']:.2f} s | {result['megabytes']:.1f} MB | "
                      f"{'yes' if ok else '**no**'} |")
        else:
            for name, what, command, message, result, ok in rows:
                print(f"{'ok ' if ok else 'BAD'} {name:24} exit {result['status']} "
                      f"{result['seconds']:5.2f} s {result['megabytes']:6.1f} MB  {message[:110]}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if options.check and failures:
        print(f"error: {failures} inputs missed a target", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
