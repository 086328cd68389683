#!/usr/bin/env python3
"""Checks `scenediff export --format lottie` with real Lottie tools (Docs/lottie.md).

For every scene pair under Scenes/ and Tests/Browser/Pairs/ (found by `scenediff batch`) and the
three screen changes the browser suite also checks, and an interaction script, it exports the
Lottie document and:

  schema   validates it against the Lottie community schema (PyPI `lottie-specs`, JSON Schema
           2020-12 through `jsonschema`);
  lottie   loads it with PyPI `lottie` (python-lottie) and finds every layer again;
  shape    checks what players need: integer `w`/`h`, no easing handles on a last keyframe,
           one layer per drawn view named by its key, in drawing order (top first);
  rlottie  renders it with rlottie (PyPI `rlottie-python`) at frame-aligned instants, one layer
           at a time with its box filled opaque, and checks that each view's drawn box (pixels
           at least half covered, from the alpha channel of rlottie's premultiplied BGRA) is
           within 1 px of `scenediff sample` at that instant (its bounds cut by its clip and
           the canvas), and that a view `sample` calls invisible draws nothing. A layer the
           export warns it cannot skew (Docs/lottie.md) may be off by the distance it reports
           more; its deviation is printed apart;
  parts    renders each image placeholder and text placeholder alone the same way: an image
           placeholder's box within 1 px of the view's, a text bar's within 1 px of where
           Docs/lottie.md puts it (from the view's text, font size and centring, read from the
           page `scenediff preview` writes, and the view's placement in `sample`).

Prints one line per check, the largest deviation, then `N passed, N failed`; exits 1 on failure.

Usage: python3 Tests/Lottie/run.py [--binary PATH] [--frames N] [--keep DIR] [--only NAME]
"""

import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Browser"))
from harness import ROOT, SCREEN_CHANGES, Suite, find_binary, pair_arguments, run  # noqa: E402
PX = 1.0
FAINT = 0.05
INSTALL = "bash Scripts/install-dependencies.sh --lottie"



# An interaction script (Docs/interaction.md): the layers follow `sample --interaction`.
INTERACTIONS = [
    ("interaction/pager-release-25", ["Scenes/ios/layout/pager_one.xml",
                                      "Scenes/ios/layout/pager_two.xml",
                                      "--transition", "Scenes/ios/transition/page_push.xml",
                                      "--interaction",
                                      "Scenes/ios/interaction/pager_release_25.xml"]),
]


class Worst:
    def __init__(self):
        self.px = 0.0
        self.where = "nothing measured"
        self.boxes = 0
        self.approximated = 0.0

    def note(self, px, where):
        self.boxes += 1
        if px > self.px:
            self.px, self.where = px, where


def load_tools():
    """The PyPI tools, or the names of those that are missing."""
    missing = []
    tools = {}
    for module, package in (("jsonschema", "jsonschema"), ("lottie_specs", "lottie-specs"),
                            ("lottie", "lottie"), ("rlottie_python", "rlottie-python"),
                            ("numpy", "numpy")):
        try:
            tools[module] = __import__(module)
        except ImportError as error:
            missing.append(f"{package} ({error})")
    return tools, missing


def schema_validator(tools):
    path = os.path.join(os.path.dirname(tools["lottie_specs"].__file__), "data",
                        "lottie.schema.json")
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    return tools["jsonschema"].Draft202012Validator(schema)


def frame_list(op, limit):
    frames = list(range(0, max(1, op)))
    if len(frames) > limit:
        step = (len(frames) - 1) / (limit - 1)
        frames = sorted({frames[round(i * step)] for i in range(limit)})
    return frames


def shape_problems(doc, sample_end):
    """What players need of the document's shape."""
    problems = []
    for field in ("w", "h"):
        if not isinstance(doc.get(field), int):
            problems.append(f"{field} is {doc.get(field)!r}, not an integer (rlottie draws nothing)")

    def walk(value, path):
        if isinstance(value, dict):
            if value.get("a") == 1 and isinstance(value.get("k"), list) and value["k"]:
                last = value["k"][-1]
                if "i" in last or "o" in last:
                    problems.append(f"{path}: the last keyframe has easing handles")
                times = [k["t"] for k in value["k"]]
                if times != sorted(times) or len(set(times)) != len(times):
                    problems.append(f"{path}: keyframe times {times} are not increasing")
            for k, v in value.items():
                walk(v, f"{path}.{k}")
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{path}[{i}]")

    walk(doc, "$")
    # Top first: the z order `sample` gives, decreasing.
    zs = [sample_end[l["nm"]]["z"] for l in doc["layers"]
          if l["nm"] in sample_end and sample_end[l["nm"]].get("z") is not None]
    if zs != sorted(zs, reverse=True):
        problems.append(f"layers are not top first: z {zs}")
    return problems


def box_only(doc, layer, part="background"):
    """A copy of the document with only `layer` and only its group `part` (`background`,
    `image` or `text`), that group's rectangle filled opaque with square corners."""
    one = copy.deepcopy(doc)
    layer = copy.deepcopy(layer)
    box = [g for g in layer["shapes"] if g.get("nm") == part]
    if not box:
        return None
    items = box[0]["it"]
    rect = [i for i in items if i["ty"] == "rc"][0]
    rect["r"] = {"a": 0, "k": 0}
    fill = {"ty": "fl", "nm": "fill", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100},
            "r": 1}
    box[0]["it"] = [rect, fill] + [i for i in items if i["ty"] == "tr"]
    layer["shapes"] = box
    one["layers"] = [layer]
    return one


def mapped(view, rect):
    """The corners of a view-local rectangle in scene coordinates (through its matrix)."""
    cl, ct, cr, cb = rect
    corners = [(cl, ct), (cr, ct), (cr, cb), (cl, cb)]
    if "transform" not in view:
        left, top = view["bounds"][0], view["bounds"][1]
        return [(left + x, top + y) for x, y in corners]
    m = view["transform"]["matrix"]
    points = []
    for x, y in corners:
        w = m[6] * x + m[7] * y + m[8]
        points.append(((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w))
    return points


def clipped(polygon, edges):
    """Sutherland-Hodgman: the part of a polygon inside a convex one (`edges`, clockwise)."""
    for i in range(len(edges)):
        (ax, ay), (bx, by) = edges[i], edges[(i + 1) % len(edges)]

        def side(p):
            return (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)

        result = []
        for j in range(len(polygon)):
            p, q = polygon[j], polygon[(j + 1) % len(polygon)]
            sp, sq = side(p), side(q)
            if sp >= 0:
                result.append(p)
            if (sp >= 0) != (sq >= 0):
                f = sp / (sp - sq)
                result.append((p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f))
        polygon = result
        if not polygon:
            return []
    return polygon


def orient(polygon):
    """The polygon's corners in the order `clipped` expects (positive side inside)."""
    area = sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(polygon, polygon[1:] + polygon[:1]))
    return polygon if area > 0 else polygon[::-1]


def view_size(np, view):
    """The laid-out size of a view from its sample: its bounds' size, or for an affine matrix
    the (w, h) whose box the matrix maps onto the bounds (least squares on the four edges)."""
    left, top, right, bottom = view["bounds"]
    if "transform" not in view:
        return right - left, bottom - top
    a, c, e, b, d, f = view["transform"]["matrix"][:6]
    rows = [[min(0, a), min(0, c)], [max(0, a), max(0, c)],
            [min(0, b), min(0, d)], [max(0, b), max(0, d)]]
    solution = np.linalg.lstsq(np.array(rows), np.array([left - e, right - e, top - f, bottom - f]),
                               rcond=None)[0]
    return float(solution[0]), float(solution[1])


def expected_box(np, view, width, height):
    """Where `sample` says the view is drawn: its box (a perspective as the bounds it covers,
    as the export draws it) cut by its clip and the canvas, as an axis-aligned box."""
    w, h = view_size(np, view)
    projected = "transform" in view and view["transform"]["matrix"][6:] != [0, 0, 1]
    if projected:
        left, top, right, bottom = view["bounds"]
        polygon = [(left, top), (right, top), (right, bottom), (left, bottom)]
    else:
        polygon = mapped(view, (0, 0, w, h))
    if "clip" in view:
        polygon = clipped(orient(polygon), orient(mapped(view, view["clip"])))
    polygon = clipped(orient(polygon), orient([(0, 0), (width, 0), (width, height), (0, height)]))
    if not polygon:
        return None
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    box = (min(xs), min(ys), max(xs), max(ys))
    if box[2] - box[0] < 1 or box[3] - box[1] < 1:
        return None
    return box


def drawn_box(np, pixels, width, height, alpha, exact):
    """The drawn box, from the alpha channel: with `exact` (an axis-aligned box) its edges to
    the subpixel from the coverage of the pixels across its middle row and column, else the
    box of the pixels at least half covered."""
    a = np.frombuffer(pixels, dtype=np.uint8).reshape(height, width, 4)[:, :, 3]
    coverage = a.astype(np.float64) / max(alpha * 255, 1)
    covered = coverage >= 0.5
    rows = np.flatnonzero(covered.any(axis=1))
    cols = np.flatnonzero(covered.any(axis=0))
    if len(rows) == 0:
        return None, int(a.max())
    box = (int(cols[0]), int(rows[0]), int(cols[-1]) + 1, int(rows[-1]) + 1)
    if exact:
        row = coverage[(box[1] + box[3]) // 2, :]
        col = coverage[:, (box[0] + box[2]) // 2]
        edges = []
        for line in (row, col):
            inside = np.flatnonzero(line > 0.02)
            first, last = int(inside[0]), int(inside[-1])
            edges.append((first + 1 - min(1, line[first]), last + min(1, line[last])))
        box = (edges[0][0], edges[1][0], edges[0][1], edges[1][1])
    return box, int(a.max())


def skews(stderr):
    """The layers the export reports it cannot skew, with the distance it gives."""
    found = {}
    for line in stderr.splitlines():
        if "cannot skew" not in line:
            continue
        distance = float(line.split("(up to ")[1].split(" ")[0])
        for key in line.split("cannot skew ")[1].split(" (up to")[0].split(", "):
            found[key.strip("'")] = distance
    return found


def text_bar(text, size, centered, width, height):
    """Where Docs/lottie.md says a text placeholder is, in view-local units: half the font size
    tall (at most the view's height), 0.55 em per character wide (at most the view's width less
    2 units each side), centred vertically, 2 units in from the start (centred for a button)."""
    w = max(0.0, min(width - 4, len(text) * size * 0.55))
    h = min(height, size * 0.5)
    centre = width / 2 if centered else 2 + w / 2
    return (centre - w / 2, height / 2 - h / 2, centre + w / 2, height / 2 + h / 2)


def expected_part(np, view, rect, width, height):
    """Where `sample` puts a view-local rectangle: mapped through the view's placement, cut by
    its clip and the canvas, as an axis-aligned box (None for a perspective or an empty cut)."""
    if "transform" in view and view["transform"]["matrix"][6:] != [0, 0, 1]:
        return None
    polygon = mapped(view, rect)
    if "clip" in view:
        polygon = clipped(orient(polygon), orient(mapped(view, view["clip"])))
    polygon = clipped(orient(polygon), orient([(0, 0), (width, 0), (width, height), (0, height)]))
    if not polygon:
        return None
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    box = (min(xs), min(ys), max(xs), max(ys))
    return box if box[2] - box[0] >= 1 and box[3] - box[1] >= 1 else None


def check_parts(tools, doc, frames, samples, texts, worst, skewed):
    """The image and text placeholders (Docs/lottie.md): each rendered alone by rlottie, its
    box within 1 px of where `sample` puts the view's box (image) or the documented text bar
    (text) at that instant. The text bar keeps the view's end size: the size `sample` gives
    the view at the last frame it is in."""
    np = tools["numpy"]
    rlottie = tools["rlottie_python"]
    width, height = doc["w"], doc["h"]
    problems = []
    measured = 0
    for layer in doc["layers"]:
        key = layer["nm"]
        parts = [g["nm"] for g in layer["shapes"] if g.get("nm") in ("image", "text")]
        last = [s["views"][key] for s in samples if key in s["views"]]
        if not parts or not last or key in skewed:
            continue
        end_w, end_h = view_size(np, last[-1])
        for part in parts:
            if part == "text":
                text, size, centered = texts.get(key, (None, 0, False))
                if not text:
                    problems.append(f"{key}: a text placeholder for a view without text")
                    continue
                rect = text_bar(text, size, centered, end_w, end_h)
            animation = rlottie.LottieAnimation.from_data(json.dumps(box_only(doc, layer, part)))
            for frame, sample in zip(frames, samples):
                view = sample["views"].get(key)
                if view is None or not view["visible"] or view["alpha"] < FAINT:
                    continue
                if part == "image":
                    expected = expected_box(np, view, width, height)
                else:
                    expected = expected_part(np, view, rect, width, height)
                if expected is None or (expected[2] - expected[0]) < 2 or \
                        (expected[3] - expected[1]) < 2:
                    continue
                pixels = animation.lottie_animation_render(frame_num=frame)
                box, _ = drawn_box(np, pixels, width, height, view["alpha"],
                                   "transform" not in view)
                if box is None:
                    problems.append(f"{key} {part} at frame {frame}: nothing drawn")
                    continue
                deviation = max(abs(b - e) for b, e in zip(box, expected))
                measured += 1
                worst.note(deviation, f"{key} {part} frame {frame}")
                if deviation > PX:
                    problems.append(f"{key} {part} at frame {frame}: drawn "
                                    f"{[round(v, 2) for v in box]}, expected "
                                    f"{[round(v, 2) for v in expected]} ({deviation:.2f} px)")
    return problems, measured


def preview_texts(binary, pair, work, name):
    """Each view's text, font size and centring, from the page `scenediff preview` writes."""
    page = os.path.join(work, name.replace("/", "-") + ".preview.html")
    made = run(binary, "preview", *pair, "-o", page)
    if made.returncode != 0:
        return None
    with open(page, encoding="utf-8") as f:
        html = f.read()
    start = html.index('id="scenediff-data"')
    start = html.index(">", start) + 1
    data = json.loads(html[start : html.index("</script>", start)])
    os.remove(page)
    return {n["key"]: (n["text"], n["fontSize"], n["centered"]) for n in data["nodes"]
            if n["text"]}


def check_rendering(tools, doc, frames, samples, worst, name, skewed):
    np = tools["numpy"]
    rlottie = tools["rlottie_python"]
    width, height, fps = doc["w"], doc["h"], doc["fr"]
    problems = []
    names = [l["nm"] for l in doc["layers"]]
    # The document as exported: drawn at all.
    whole = rlottie.LottieAnimation.from_data(json.dumps(doc))
    if whole.lottie_animation_get_size() != (width, height):
        problems.append(f"rlottie reads the size as {whole.lottie_animation_get_size()}")
    middle = whole.lottie_animation_render(frame_num=frames[len(frames) // 2])
    if max(middle[3::4]) == 0:
        problems.append(f"frame {frames[len(frames) // 2]} renders blank")
    measured = 0
    for layer in doc["layers"]:
        key = layer["nm"]
        if names.count(key) > 1:
            problems.append(f"two layers are named {key!r}")
            continue
        one = box_only(doc, layer)
        if one is None:
            problems.append(f"{key}: no background box")
            continue
        animation = rlottie.LottieAnimation.from_data(json.dumps(one))
        for frame, sample in zip(frames, samples):
            view = sample["views"].get(key)
            t = frame * 1000 / fps
            pixels = animation.lottie_animation_render(frame_num=frame)
            if view is None:
                continue
            alpha = view["alpha"] if view["visible"] else 0
            expected = expected_box(np, view, width, height) if alpha > 0 else None
            if alpha < FAINT or expected is None:
                box, peak = drawn_box(np, pixels, width, height, 1, False)
                if expected is None and peak > max(3, alpha * 255 + 3):
                    problems.append(f"{key} at frame {frame} ({t:g} ms): drawn (alpha {peak}) "
                                    f"where sample says nothing shows")
                continue
            box, peak = drawn_box(np, pixels, width, height, alpha, "transform" not in view)
            if box is None:
                problems.append(f"{key} at frame {frame} ({t:g} ms): nothing drawn, sample "
                                f"{[round(v, 2) for v in expected]} alpha {alpha:g}")
                continue
            deviation = max(abs(b - e) for b, e in zip(box, expected))
            measured += 1
            if key in skewed:
                # The documented approximation: within 1 px plus the skew the export reports.
                worst.approximated = max(worst.approximated, deviation)
                if deviation > PX + skewed[key]:
                    problems.append(f"{key} at frame {frame}: {deviation:.2f} px, more than "
                                    f"{PX:g} px + the {skewed[key]:g} reported skew")
                continue
            worst.note(deviation, f"{name} {key} frame {frame}")
            if deviation > PX:
                box = [round(v, 2) for v in box]
                problems.append(f"{key} at frame {frame} ({t:g} ms): drawn {box}, sample "
                                f"{[round(v, 2) for v in expected]} ({deviation:.2f} px)")
    return problems, measured


def check_pair(tools, validator, binary, name, pair, work, suite, worst, limit):
    path = os.path.join(work, name.replace("/", "-") + ".lottie.json")
    export = run(binary, "export", "--format", "lottie", *pair, "-o", path)
    if export.returncode != 0:
        suite.check(f"{name}: export", [export.stderr.strip()[:400]])
        return
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)

    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
    suite.check(f"{name}: valid against the lottie-specs schema",
                [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in errors])

    problems = []
    try:
        animation = tools["lottie"].objects.Animation.load(doc)
        loaded = [layer.name for layer in animation.layers]
        if loaded != [l["nm"] for l in doc["layers"]]:
            problems.append(f"lottie loads layers {loaded[:5]}…")
        if (animation.width, animation.height, animation.frame_rate) != (doc["w"], doc["h"], doc["fr"]):
            problems.append("lottie reads another size or frame rate")
    except Exception as error:  # noqa: BLE001 - any failure to load is the finding
        problems.append(f"lottie cannot load it: {error!r}")
    suite.check(f"{name}: loads with python-lottie ({len(doc['layers'])} layers)", problems)

    frames = frame_list(doc["op"], limit)
    times = [frame * 1000 / doc["fr"] for frame in frames]
    sample = run(binary, "sample", *pair, "--at", ",".join(repr(float(t)) for t in times),
                 "--compact")
    if sample.returncode != 0:
        suite.check(f"{name}: sample", [sample.stderr.strip()[:400]])
        return
    samples = json.loads(sample.stdout)["frames"]
    suite.check(f"{name}: integer size, no handles on last keyframes, layers top first",
                shape_problems(doc, samples[-1]["views"]))
    skewed = skews(export.stderr)
    problems, measured = check_rendering(tools, doc, frames, samples, worst, name, skewed)
    suite.check(f"{name}: rlottie draws every box within {PX:g} px of sample "
                f"({measured} boxes at {len(frames)} frames)", problems)
    texts = preview_texts(binary, pair, work, name)
    if texts is None:
        suite.check(f"{name}: preview for the texts", ["scenediff preview failed"])
        return
    problems, measured = check_parts(tools, doc, frames, samples, texts, worst, skewed)
    suite.check(f"{name}: rlottie draws every image and text placeholder within {PX:g} px "
                f"({measured} boxes)", problems)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the scenediff executable (default: newest .build one)")
    parser.add_argument("--frames", type=int, default=24,
                        help="frames rendered per pair, evenly spaced (default 24)")
    parser.add_argument("--keep", help="write the exports here instead of a temp folder")
    parser.add_argument("--only", help="check only the pairs whose name contains this")
    options = parser.parse_args()
    suite = Suite()
    binary = find_binary(options.binary)
    tools, missing = load_tools()
    if not binary or missing:
        print("FAIL setup: " + ("no scenediff binary (build first)" if not binary else
                                "missing Python packages: " + ", ".join(missing) +
                                f"; run {INSTALL}"))
        print("0 passed, 1 failed")
        return 1
    import lottie.objects  # noqa: F401 - python-lottie's object model
    validator = schema_validator(tools)
    work = options.keep or tempfile.mkdtemp(prefix="scenediff-lottie-")
    os.makedirs(work, exist_ok=True)

    batch = run(binary, "batch", "Scenes", "Tests/Browser/Pairs", "--json")
    pairs = []
    for line in batch.stdout.splitlines():
        r = json.loads(line)
        if r["status"] == "ok":
            pairs.append((r["name"], pair_arguments(r)))
    suite.check(f"batch: {len(pairs)} pairs", [] if pairs and batch.returncode == 0 else
                [f"batch exited {batch.returncode}: {batch.stderr.strip()[:300]}"])
    worst = Worst()
    for name, pair in pairs + SCREEN_CHANGES + INTERACTIONS:
        if options.only and options.only not in name:
            continue
        check_pair(tools, validator, binary, name, pair, work, suite, worst, options.frames)
    print(f"largest deviation between rlottie and sample: {worst.px:.2f} px ({worst.where}; "
          f"{worst.boxes} boxes measured); skewed layers the export warns about: up to "
          f"{worst.approximated:.2f} px")
    if not options.keep:
        for entry in os.listdir(work):
            os.remove(os.path.join(work, entry))
        os.rmdir(work)
    print(f"{suite.passed} passed, {suite.failed} failed")
    return 1 if suite.failed else 0


if __name__ == "__main__":
    sys.exit(main())
