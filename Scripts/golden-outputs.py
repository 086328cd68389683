#!/usr/bin/env python3
"""Records or compares every output of `scenediff` on a fixed set of scene pairs.

A refactoring must not change results. This script runs `plan`, `sample --fps 60`,
`explain --json`, `preview`, `timeline` and `export --format css|waapi` on

  * every pair that `scenediff batch -o DIR` finds under Scenes/ and Tests/Browser/Pairs/ (read
    from DIR/summary.json), and
  * every scene pair of ../shared/corpus/SOURCES.md whose two sides are corpus layouts (laid out
    with the fixtures of Tests/Fixtures/CorpusResources and each sample's theme),

and writes each output (stdout, stderr and exit status) to one file per command under DIR.

Usage:
  python3 Scripts/golden-outputs.py record DIR [--binary PATH]
  python3 Scripts/golden-outputs.py compare DIR [--binary PATH]

`compare` records into a temporary folder and lists every file that differs from DIR byte for
byte; it exits 1 when any does. Run `record` before a change and `compare` after it. Without
--binary both use the release build, .build/release/scenediff.
"""

import argparse
import filecmp
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "android"))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "CorpusResources")

# Corpus folder -> (fixture folder, theme), as Tests/SceneDiffTests' CorpusLayoutTests.
SAMPLES = {
    "animation-samples/BasicTransition": ("BasicTransition", "@android:style/Theme.Material.Light"),
    "animation-samples/CustomTransition": (None, "@android:style/Theme.Material.Light"),
    "animation-samples/ActivitySceneTransitionBasic": (
        "ActivitySceneTransitionBasic", "@style/AppTheme"),
    "animation-samples/GridToPager": ("GridToPager", "@style/AppTheme"),
    "animation-samples/Motion": ("Motion", "@style/Theme.Motion"),
    "animation-samples/OurStreets": ("OurStreets", "@style/OurStreets"),
    "animation-samples/Unsplash": ("Unsplash", "@style/App"),
    "Material-Animations": ("Material-Animations", "@style/MaterialAnimations"),
    "Transitions-Everywhere": ("Transitions-Everywhere", "@style/AppTheme"),
    "androidx": ("androidx", None),
    "platform_cts": (None, None),
}

BT = "animation-samples/BasicTransition/Application/src/main/res"
MA = "Material-Animations/app/src/main/res"
AX = "androidx/transition/transition/src/androidTest/res"
CTS = "platform_cts/tests/tests/transition/res"

# SOURCES.md §2: (number, res folder, from, to, transition or None, extra options).
CORPUS_PAIRS = [
    (1, BT, "scene1", "scene2", None, []),
    (2, BT, "scene1", "scene3", "changebounds_fadein_together", []),
    (2, BT, "scene1", "scene3", "scene3_transition_manager", []),
    (3, BT, "scene3", "scene1", None, []),
    (4, BT, "scene1", None, None, [
        "--set", "transition_square.layout_width=@dimen/square_size_expanded",
        "--set", "transition_square.layout_height=@dimen/square_size_expanded"]),
    (5, "animation-samples/CustomTransition/Application/src/main/res", "scene1", "scene2", None,
     []),
    (6, "Transitions-Everywhere/sample/src/main/res", "scene1", "scene2", None, []),
    (7, "Transitions-Everywhere/sample/src/main/res", "scene1", "scene3", "scene3_transition", []),
    (7, "Transitions-Everywhere/sample/src/main/res", "scene2", "scene3",
     "scene3_transition_manager", []),
    (9, MA, "activity_animations_scene2", "activity_animations_scene1", None, []),
    (10, MA, "activity_animations_scene1", "activity_animations_scene2",
     "slide_and_changebounds", []),
    (11, MA, "activity_animations_scene2", "activity_animations_scene3",
     "slide_and_changebounds_sequential", []),
    (12, MA, "activity_animations_scene3", "activity_animations_scene4",
     "slide_and_changebounds_sequential_with_interpolators", []),
    (14, MA, "activity_sharedelement_fragment1", "activity_sharedelement_fragment2", None, []),
    (15, MA, "activity_reveal", None, "changebounds_with_arcmotion", [
        "--changes", "REVEAL_CHANGES"]),
    (16, "animation-samples/ActivitySceneTransitionBasic/app/src/main/res", "grid_item",
     "details", "grid_detail_transition", []),
    (17, "animation-samples/GridToPager/app/src/main/res", "image_card", "fragment_image",
     "image_shared_element_transition", []),
    (17, "animation-samples/GridToPager/app/src/main/res", "image_card", "fragment_image",
     "grid_exit_transition", []),
    (18, "animation-samples/Motion/app/src/main/res", "cheese_grid_item",
     "cheese_detail_fragment", None, []),
    (21, "animation-samples/OurStreets/app/src/main/res", "gallery_item", "fragment_detail",
     "detail_shared_enter", []),
    (22, "animation-samples/Unsplash/app/src/main/res", "photo_item", "detail_view",
     "shared_main_detail", []),
    (23, AX, "fragment_scene1", "fragment_scene2", None, []),
    (24, AX, "fragment_scene1", "fragment_scene3", None, []),
    (25, AX, "fragment_scene3", "fragment_scene2", None, []),
    (26, AX, "scene11", "scene13", None, []),
    (27, CTS, "scene1", "scene2", None, []),
    (28, CTS, "scene2", "scene3", None, []),
    (10, "Material-Animations/app/src/main/res", "activity_animations_scene1",
     "activity_animations_scene2", "explode", []),
]

COMMANDS = [
    ("plan", ["plan"]),
    ("sample", ["sample", "--fps", "60"]),
    ("explain", ["explain", "--json"]),
    ("preview", ["preview"]),
    ("timeline", ["timeline"]),
    ("css", ["export", "--format", "css"]),
    ("waapi", ["export", "--format", "waapi"]),
]


def default_binary():
    """The release build, which users run; never whichever build is newer, since a debug and a
    release build can disagree (CONTRIBUTING.md, "Release builds")."""
    path = os.path.join(ROOT, ".build", "release", "scenediff")
    return path if os.access(path, os.X_OK) else None


def batch_pairs(binary):
    """Every pair `scenediff batch -o DIR` finds under Scenes/ and Tests/Browser/Pairs/."""
    pairs = []
    for folder in ("Scenes", "Tests/Browser/Pairs"):
        with tempfile.TemporaryDirectory() as out:
            subprocess.run(
                [binary, "batch", folder, "-o", out, "--no-previews"],
                cwd=ROOT, capture_output=True, text=True)
            with open(os.path.join(out, "summary.json"), encoding="utf-8") as f:
                summary = json.load(f)
        for entry in summary["results"]:
            args = [entry["from"], entry["to"]]
            action = entry["rule"].get("action")
            if action:
                # A Navigation action (Docs/navigation.md): the graph plans it.
                args = ["--navigation", entry["transition"], "--action", action]
                if entry["rule"]["pairing"] == "navigation-action-pop":
                    args.append("--pop")
            elif entry.get("transition"):
                args += ["--transition", entry["transition"]]
            pairs.append((entry["name"].replace("/", "__"), args))
    return pairs


# Pair 15's re-parent, as Docs/android-layouts.md writes it (the unset must come first).
REVEAL_CHANGES = """<changes>
  <unset view="square_red" attribute="layout_*"/>
  <set view="square_red" attribute="layout_width" value="wrap_content"/>
  <set view="square_red" attribute="layout_height" value="wrap_content"/>
  <set view="square_red" attribute="layout_centerInParent" value="true"/>
</changes>
"""
REVEAL_CHANGES_PATH = os.path.join(tempfile.gettempdir(), "scenediff-golden-reveal-changes.xml")


def corpus_pairs():
    with open(REVEAL_CHANGES_PATH, "w") as out:
        out.write(REVEAL_CHANGES)
    pairs = []
    for number, res, source, target, transition, extra in CORPUS_PAIRS:
        sample = next(s for s in SAMPLES if res.startswith(s + "/"))
        fixture, theme = SAMPLES[sample]
        base = os.path.join(CORPUS, res)
        args = [os.path.join(base, "layout", source + ".xml")]
        if target:
            args.append(os.path.join(base, "layout", target + ".xml"))
        if transition:
            args += ["--transition", os.path.join(base, "transition", transition + ".xml")]
        if fixture:
            args += ["--res", os.path.join(FIXTURES, fixture, "res")]
        if theme:
            args += ["--theme", theme]
        name = f"corpus{number:02d}__{source}-to-{target or source}-{transition or 'auto'}"
        extra = [REVEAL_CHANGES_PATH if e == "REVEAL_CHANGES" else e for e in extra]
        pairs.append((name, args + extra))
    return pairs


def record(binary, folder):
    os.makedirs(folder, exist_ok=True)
    pairs = batch_pairs(binary) + corpus_pairs()
    for name, args in pairs:
        for label, command in COMMANDS:
            result = subprocess.run(
                [binary, *command, *args, "--color", "never"], cwd=ROOT, capture_output=True)
            path = os.path.join(folder, f"{name}.{label}")
            with open(path, "wb") as out:
                out.write(result.stdout)
                out.write(b"\n--- stderr ---\n")
                out.write(result.stderr)
                out.write(f"\n--- exit {result.returncode} ---\n".encode())
    return len(pairs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=["record", "compare"])
    parser.add_argument("folder")
    parser.add_argument("--binary", default=None)
    options = parser.parse_args()
    binary = options.binary or default_binary()
    if not binary:
        sys.exit("golden-outputs: no .build/release/scenediff; "
                 "run `swift build -c release --product scenediff` or pass --binary")
    if options.mode == "record":
        count = record(binary, options.folder)
        print(f"recorded {count} pairs × {len(COMMANDS)} commands into {options.folder}")
        return
    with tempfile.TemporaryDirectory() as fresh:
        count = record(binary, fresh)
        before, after = set(os.listdir(options.folder)), set(os.listdir(fresh))
        differing = sorted(
            name for name in before & after
            if not filecmp.cmp(os.path.join(options.folder, name), os.path.join(fresh, name),
                               shallow=False))
        for name in sorted(before - after):
            print(f"missing now: {name}")
        for name in sorted(after - before):
            print(f"new: {name}")
        for name in differing:
            print(f"differs: {name}")
        changed = len(differing) + len(before ^ after)
        print(f"{count} pairs × {len(COMMANDS)} commands: {changed} outputs differ")
        sys.exit(1 if changed else 0)


if __name__ == "__main__":
    main()
