#!/usr/bin/env python3
"""Generates a batch of scene pairs for `scenediff batch` tests, benchmarks and soak runs.

    python3 Scripts/batch-fixtures.py OUT --pairs 1000 [--broken-every 10] [--large N]

Writes OUT/pNNNN-<scenario>/ per pair: a copy of one of the Scenes/ scenarios (cycling over
the nine pairs Scenes/ declares) with a transitionManager naming that one pair, and its
transition's first duration shifted by (N mod 5) x 10 ms so that pairs differ. Every
`--broken-every`-th pair (0 = none) is broken, cycling over ten kinds of damage (BROKEN
below), each of which fails that pair alone with a located diagnostic. `--large N` instead
generates N pairs of large native scenes (ROWS views each, see --rows). The output depends
only on the arguments: no randomness, no dates.
"""

import argparse
import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENES = os.path.join(ROOT, "Scenes")

# The nine pairs Scenes/ declares: scenario, from layout, to layout, transition.
PAIRS = [
    ("android-profile", "profile_row", "profile_detail", "open_profile"),
    ("card-expand", "places_grid", "place_detail", "card_expand"),
    ("card-expand", "place_detail", "places_grid", "card_collapse"),
    ("list-remove", "tasks_before", "tasks_after", "auto_remove"),
    ("master-detail", "inbox", "message_detail", "inbox_to_detail"),
    ("master-detail", "message_detail", "inbox", "inbox_to_detail_slide"),
    ("state-change", "download_idle", "download_progress", "download_start"),
    ("state-change", "download_progress", "download_idle", "download_cancel"),
    ("tab-switch", "library_songs", "library_albums", "tab_switch"),
]


def manifest(from_name, to_name, transition):
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<transitionManager xmlns:android="http://schemas.android.com/apk/res/android">\n'
        f'    <transition android:fromScene="@layout/{from_name}"\n'
        f'                android:toScene="@layout/{to_name}"\n'
        f'                android:transition="@transition/{transition}"/>\n'
        "</transitionManager>\n"
    )


def edit(path, change):
    with open(path, "rb") as f:
        data = f.read()
    changed = change(data)
    assert changed != data, f"no change made to {path}"
    with open(path, "wb") as f:
        f.write(changed)


def first_view(data, replace):
    """Applies `replace` to the first `<view ` element's opening tag."""
    start = data.index(b"<view ")
    end = data.index(b">", start)
    return data[:start] + replace(data[start:end]) + data[end:]


# Ten kinds of damage, each on the list-remove pair (native scenes; an autoTransition),
# except where noted. Each takes (folder) and edits files in it.
def truncated_scene(folder):
    edit(f"{folder}/layout/tasks_before.xml", lambda d: d[: len(d) // 2])


def invalid_utf8(folder):
    edit(f"{folder}/layout/tasks_after.xml", lambda d: first_view(d, lambda t: t + b' note="\xff\xfe"'))


def bad_duration(folder):
    edit(
        f"{folder}/transition/auto_remove.xml",
        lambda d: d.replace(b"<autoTransition ", b'<autoTransition android:duration="soon" '),
    )


def nan_width(folder):
    edit(
        f"{folder}/layout/tasks_before.xml",
        lambda d: first_view(d, lambda t: re.sub(rb'width="[^"]*"', b'width="NaN"', t, count=1)),
    )


def nul_byte(folder):
    edit(f"{folder}/layout/tasks_after.xml", lambda d: first_view(d, lambda t: t + b' x2="\x00"'))


def unknown_transition(folder):
    edit(
        f"{folder}/transition/auto_remove.xml",
        lambda d: d.replace(b"<autoTransition ", b"<teleportTransition "),
    )


def huge_number(folder):
    edit(
        f"{folder}/layout/tasks_after.xml",
        lambda d: first_view(d, lambda t: re.sub(rb'height="[^"]*"', b'height="1e400"', t, count=1)),
    )


def duplicate_attribute(folder):
    edit(
        f"{folder}/layout/tasks_before.xml",
        lambda d: first_view(d, lambda t: t + b' x="1"'),
    )


def wrong_root(folder):
    edit(
        f"{folder}/layout/tasks_after.xml",
        lambda d: d.replace(b"<scene ", b"<sceen ", 1).replace(b"</scene>", b"</sceen>"),
    )


def negative_size(folder):
    edit(
        f"{folder}/layout/tasks_before.xml",
        lambda d: first_view(d, lambda t: re.sub(rb'width="[^"]*"', b'width="-40"', t, count=1)),
    )


BROKEN = [
    truncated_scene,
    invalid_utf8,
    bad_duration,
    nan_width,
    nul_byte,
    unknown_transition,
    huge_number,
    duplicate_attribute,
    wrong_root,
    negative_size,
]


def shift_duration(folder, transition, shift):
    if shift == 0:
        return
    path = f"{folder}/transition/{transition}.xml"
    with open(path, "rb") as f:
        data = f.read()
    match = re.search(rb'android:duration="(\d+)"', data)
    if match is None:
        return
    value = str(int(match.group(1)) + shift).encode()
    data = data[: match.start(1)] + value + data[match.end(1) :]
    with open(path, "wb") as f:
        f.write(data)


def small(out, count, broken_every):
    broken = 0
    for index in range(count):
        is_broken = broken_every > 0 and index % broken_every == broken_every - 1
        scenario, from_name, to_name, transition = PAIRS[3] if is_broken else PAIRS[index % len(PAIRS)]
        folder = os.path.join(out, f"p{index:04d}-{scenario}")
        shutil.copytree(os.path.join(SCENES, scenario), folder)
        os.remove(os.path.join(folder, "transition", "manager.xml"))
        with open(os.path.join(folder, "transition", "manager.xml"), "w") as f:
            f.write(manifest(from_name, to_name, transition))
        if is_broken:
            BROKEN[broken % len(BROKEN)](folder)
            broken += 1
        else:
            shift_duration(folder, transition, (index % 5) * 10)
    return broken


def large_scene(name, rows, shift):
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        f'<scene name="{name}" width="360" height="{rows * 8 + 100}" units="dp" density="2.75">',
    ]
    for row in range(rows):
        y = row * 8 + (shift if row % 3 == 0 else 0)
        lines.append(
            f'  <view id="row_{row}" x="0" y="{y}" width="360" height="8" background="#37474F">'
        )
        lines.append(f'    <view id="label_{row}" x="{4 + shift}" y="1" width="200" height="6"/>')
        lines.append("  </view>")
    lines.append("</scene>")
    return "\n".join(lines) + "\n"


def large(out, count, rows):
    for index in range(count):
        folder = os.path.join(out, f"large{index:02d}")
        os.makedirs(os.path.join(folder, "layout"))
        os.makedirs(os.path.join(folder, "transition"))
        with open(os.path.join(folder, "layout", "before.xml"), "w") as f:
            f.write(large_scene("before", rows, 0))
        with open(os.path.join(folder, "layout", "after.xml"), "w") as f:
            f.write(large_scene("after", rows, 4 + index))
        with open(os.path.join(folder, "transition", "move.xml"), "w") as f:
            f.write(
                '<?xml version="1.0" encoding="utf-8"?>\n'
                '<changeBounds xmlns:android="http://schemas.android.com/apk/res/android"'
                ' android:duration="300"/>\n'
            )
        with open(os.path.join(folder, "transition", "manager.xml"), "w") as f:
            f.write(manifest("before", "after", "move"))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="folder to create (must not exist)")
    parser.add_argument("--pairs", type=int, default=120, help="small pairs (default 120)")
    parser.add_argument("--broken-every", type=int, default=0, help="break every N-th pair (0: none)")
    parser.add_argument("--large", type=int, default=0, help="large pairs instead of small ones")
    parser.add_argument("--rows", type=int, default=5000, help="rows per large scene (2 views each)")
    args = parser.parse_args()
    if os.path.exists(args.out):
        sys.exit(f"batch-fixtures.py: '{args.out}' already exists")
    os.makedirs(args.out)
    if args.large:
        large(args.out, args.large, args.rows)
        print(f"{args.large} large pairs ({2 * args.rows} views per scene) in {args.out}")
    else:
        broken = small(args.out, args.pairs, args.broken_every)
        print(f"{args.pairs} pairs, {broken} broken, in {args.out}")


if __name__ == "__main__":
    main()
