"""`scenediff render` for every pair: each view's box in every decoded GIF frame against `sample`.

For each pair, `render --format gif --fps 30 --debug-palette` draws every view as a flat box of
its own colour (the preview page's `sceneDiff.palette`, one colour per drawn node; no text,
images, corners or partial opacity). ffmpeg decodes the GIF to raw RGB frames, one per preview
frame time; `sample` gives every view's state at those instants. For each drawn view, the part
of its box that shows is its bounds cut by its clip, its ancestors' boxes and clips (the preview
clips children, as Android's clipChildren does) and the canvas. Each edge of that box that is not
under a view drawn later (larger `z`) is found on one scan line across it: the run of pixels in
the view's colour, its last pixel's partial coverage estimated from its colour between the
view's and the one beyond. Every edge found must be within 1 px of `sample`'s.

Views that are rotated, skewed or in perspective (themselves or through an ancestor) are not
measured: their bounds are the axis-aligned box of a turned shape whose edges show only at the
corners. Their count is printed. The GIF is chosen over a PNG strip because it holds every frame
time in one file (the strip holds at most 60, at chosen times) and, with at most 256 colours in
a frame of flat boxes, the boxes' colours survive its palette exactly.
"""

import json
import os
import subprocess

from harness import run

FPS = 30
TOLERANCE = 1.0
# A pixel is "the view's colour" within this distance per channel (palette levels are 51 apart).
MATCH = 20
# How far (per channel) a boundary pixel may be from an explanation of its colour.
CLOSE = 12
# How far beyond an expected edge the scan looks, in px.
REACH = 4

NODES = "sceneDiff.data.nodes.map((n) => [n.key, n.parent, !!n.overlay])"


class Tally:
    """What was measured across all pairs."""

    def __init__(self):
        self.edges = 0
        self.frames = 0
        self.turned = set()
        self.hidden_edges = 0


def frame_times(total):
    """The preview's frame times at FPS: every 1000/FPS ms through the total, and the total."""
    times = []
    k = 0
    while k * 1000 / FPS <= total:
        times.append(k * 1000 / FPS)
        k += 1
    if not times or times[-1] != total:
        times.append(total)
    return times


def axis_aligned(view):
    if "transform" not in view:
        return True
    m = view["transform"]["matrix"]
    return abs(m[1]) < 1e-9 and abs(m[3]) < 1e-9 and m[6:] == [0, 0, 1]


def clip_rect(view):
    """The view's clip in root space (axis-aligned views only), or None."""
    if "clip" not in view:
        return None
    l, t, r, b = view["clip"]
    if "transform" in view:
        m = view["transform"]["matrix"]
        xs = [m[0] * l + m[2], m[0] * r + m[2]]
        ys = [m[4] * t + m[5], m[4] * b + m[5]]
        return [min(xs), min(ys), max(xs), max(ys)]
    return [view["bounds"][0] + l, view["bounds"][1] + t, view["bounds"][0] + r,
            view["bounds"][1] + b]


def cut(a, b):
    return [max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])]


def regions(frame, nodes, width, height):
    """For each drawn key: (node index, shown box in scene units or None when turned, z)."""
    views = frame["views"]
    index = {}
    for i, (key, _, overlay) in enumerate(nodes):
        index.setdefault(key, []).append(i)

    def node(key):
        """The node `sample` reports under `key`: its only one, else the one in (or out of) the
        overlay as `sample` says (only an overlay subtree's root carries `overlay`)."""
        found = index.get(key, [])
        if len(found) > 1:
            found = [i for i in found if nodes[i][2] == bool(views[key].get("overlay"))]
        return found[0] if len(found) == 1 else None

    result = {}
    for key, view in views.items():
        if not view["visible"] or view["alpha"] <= 0:
            continue
        i = node(key)
        if i is None:
            continue
        box = list(view["bounds"])
        turned = False
        chain = [(i, view)]
        parent = nodes[i][1]
        while parent is not None:
            pkey = nodes[parent][0]
            if pkey not in views or node(pkey) != parent:
                turned = True  # the ancestor's geometry is not known: do not measure
                break
            chain.append((parent, views[pkey]))
            parent = nodes[parent][1]
        for _, v in chain:
            if not axis_aligned(v):
                turned = True
                break
            box = cut(box, v["bounds"])
            clip = clip_rect(v)
            if clip:
                box = cut(box, clip)
        box = cut(box, [0, 0, width, height])
        if box[2] - box[0] <= 0 or box[3] - box[1] <= 0:
            continue
        result[key] = (i, None if turned else box, view.get("z", 0), view["bounds"])
    return result


class Image:
    def __init__(self, data, width, height):
        self.data, self.width, self.height = data, width, height

    def at(self, x, y):
        o = (y * self.width + x) * 3
        return self.data[o : o + 3]


def matches(pixel, colour):
    return all(abs(pixel[i] - colour[i]) <= MATCH for i in range(3))


def blend(pixel, a, b):
    """The share of `a` in `pixel` taken as a blend of colours `a` and `b`, and how far (per
    channel) the pixel is from that blend; None when `a` and `b` are too alike to tell."""
    d = [a[i] - b[i] for i in range(3)]
    norm = sum(v * v for v in d)
    if norm < 30 * 30:
        return None
    f = min(1.0, max(0.0, sum((pixel[i] - b[i]) * d[i] for i in range(3)) / norm))
    return f, max(abs(b[i] + f * d[i] - pixel[i]) for i in range(3))


def coverage(pixel, colour, beyond, others):
    """How much of a boundary pixel the view covers, from the explanation of its colour that
    fits best: another drawn view's colour (`others`) or the page's white (not covered); a blend
    of the view's colour and what is under it (the colour beyond, white or another view's); or a
    blend of the colour beyond and white (not covered). The GIF's palette moves blended colours,
    so when nothing fits within CLOSE per channel the pixel counts as half covered."""
    white = (255, 255, 255)
    best = (CLOSE + 1, 0.5)
    for other in others + [white]:
        residual = max(abs(pixel[i] - other[i]) for i in range(3))
        best = min(best, (residual, 0.0))
    candidates = [(colour, u, True) for u in [beyond, white] + others] + [(beyond, white, False)]
    for a, b, share in candidates:
        found = blend(pixel, a, b)
        if found and found[1] < best[0]:
            best = (found[1], found[0] if share else 0.0)
    return best[1] if best[0] <= CLOSE else 0.5


def scan(image, colour, others, line, start, step, limit):
    """From pixel `start` (inside the view) along `line` in direction `step` (±1) up to
    `limit`: the edge position in px, or None when the start is not in the view's colour."""
    get = line
    if not matches(get(start), colour):
        return None
    p = start
    while True:
        nxt = p + step
        if nxt < 0 or nxt >= limit:
            return float(nxt if step > 0 else p)
        if not matches(get(nxt), colour):
            beyond = nxt + step
            if 0 <= beyond < limit:
                f = coverage(get(nxt), colour, get(beyond), others)
            else:
                f = 0.5
            return (nxt + f) if step > 0 else (p - f)
        p = nxt
        if abs(p - start) > 4 * REACH + 8:
            return float(p + (1 if step > 0 else 0))


def free_run(lo, hi, across, occluders, scale):
    """The longest run of pixel lines in [lo, hi) whose span `across` (a pixel range) no
    occluder covers; the middle line of that run, or None."""
    best, run_start, best_len = None, None, 0
    for y in range(lo, hi + 1):
        ok = y < hi and not any(
            o[1] * scale - 1 <= y + 1 and o[3] * scale + 1 >= y and
            o[0] * scale - 1 <= across[1] and o[2] * scale + 1 >= across[0]
            for o in occluders)
        if ok and run_start is None:
            run_start = y
        if not ok and run_start is not None:
            if y - run_start > best_len:
                best_len, best = y - run_start, (run_start + y - 1) // 2
            run_start = None
    return best if best_len >= 2 else None


def edge_problems(image, key, colour, others, box, occluders, scale, label, deviation,
                  tally):
    """Each edge of `box` (scene units) not under an occluder, measured on one scan line."""
    problems = []
    l, t, r, b = (v * scale for v in box)
    if r - l < 3 or b - t < 3:
        return problems
    inner_x = min(REACH, (r - l) / 2)
    inner_y = min(REACH, (b - t) / 2)
    swapped = [(o[1], o[0], o[3], o[2]) for o in occluders]
    edges = [
        ("left", l, lambda y: (lambda x: image.at(x, y)), (int(t) + 1, int(b) - 1),
         (l - REACH, l + inner_x), occluders, int(l + inner_x - 0.5), -1, image.width),
        ("right", r, lambda y: (lambda x: image.at(x, y)), (int(t) + 1, int(b) - 1),
         (r - inner_x, r + REACH), occluders, int(r - inner_x + 0.5), 1, image.width),
        ("top", t, lambda x: (lambda y: image.at(x, y)), (int(l) + 1, int(r) - 1),
         (t - REACH, t + inner_y), swapped, int(t + inner_y - 0.5), -1, image.height),
        ("bottom", b, lambda x: (lambda y: image.at(x, y)), (int(l) + 1, int(r) - 1),
         (b - inner_y, b + REACH), swapped, int(b - inner_y + 0.5), 1, image.height),
    ]
    for name, expected, line_at, (lo, hi), across, blockers, start, step, limit in edges:
        # Only the strip inside the edge must be clear: what lies beyond it may be anything.
        inside = (expected, across[1]) if step < 0 else (across[0], expected)
        line = free_run(lo, hi, inside, blockers, scale)
        if line is None:
            tally.hidden_edges += 1
            continue
        measured = scan(image, colour, others, line_at(line), start, step, limit)
        tally.edges += 1
        if measured is None:
            problems.append(f"{label} {key} {name}: not its colour inside the edge at line {line}")
            deviation.note(99, 0, f"{label} {key} {name}")
            continue
        gap = abs(measured - expected)
        deviation.note(gap, 0, f"{label} {key} {name}")
        if gap > TOLERANCE:
            problems.append(f"{label} {key} {name} edge at {measured:.2f} px, sample "
                            f"{expected:.2f} px ({gap:.2f} px apart, line {line})")
    return problems


def decode(path, width, height):
    """The GIF's frames as raw RGB images (ffmpeg, one per stored frame)."""
    done = subprocess.run(["ffmpeg", "-loglevel", "error", "-i", path, "-vsync", "0", "-f",
                           "rawvideo", "-pix_fmt", "rgb24", "-"], capture_output=True)
    if done.returncode != 0:
        return None, done.stderr.decode()[:300]
    size = width * height * 3
    data = done.stdout
    return [Image(data[k : k + size], width, height) for k in range(0, len(data), size)], ""


def render(binary, pair, gif):
    """Runs `render --debug-palette` (thread-safe: a process of its own)."""
    return run(binary, "render", *pair, "--format", "gif", "--fps", str(FPS), "--debug-palette",
               "-o", gif)


def check(browser, binary, name, pair, preview, made, gif, suite, deviation, tally):
    """Measures every frame of one pair's debug-palette GIF (`made`: the render's result)."""
    browser.navigate("file://" + preview)
    nodes = [tuple(n) for n in browser.evaluate(NODES)]
    palette = browser.evaluate("sceneDiff.palette")
    scene = browser.evaluate("[sceneDiff.data.scene.width, sceneDiff.data.scene.height]")
    total = browser.evaluate("sceneDiff.totalDurationMs")
    if made.returncode != 0:
        suite.check(f"{name}: render --debug-palette", [made.stderr.strip()[:400]])
        return
    # "scenediff: note: wrote FILE: N frames at W×H px"
    width, height = (int(v) for v in made.stderr.rsplit(" at ", 1)[1].split(" ")[0].split("×"))
    scale = width / scene[0]
    frames, error = decode(gif, width, height)
    times = frame_times(total)
    problems = [error] if error else []
    if frames is not None and len(frames) != len(times):
        problems.append(f"{len(frames)} frames in the GIF, expected {len(times)}")
    sample = run(binary, "sample", *pair, "--at", ",".join(repr(float(t)) for t in times),
                 "--compact")
    if sample.returncode != 0:
        problems.append(sample.stderr.strip()[:300])
    if problems:
        suite.check(f"{name}: render gif decoded", problems)
        return
    colours = {}
    for i, c in enumerate(palette):
        colours.setdefault(tuple(c), []).append(i)
    edges_before = tally.edges
    for t, expected, image in zip(times, json.loads(sample.stdout)["frames"], frames):
        tally.frames += 1
        shown = regions(expected, nodes, scene[0], scene[1])
        for key, (i, box, z, bounds) in shown.items():
            if box is None:
                tally.turned.add(f"{name} {key}")
                continue
            if len(colours[tuple(palette[i])]) > 1:
                continue  # more than 215 views: colours repeat
            above = [s[1] if s[1] is not None else s[3] for k, s in shown.items()
                     if k != key and s[2] > z]
            others = [palette[s[0]] for k, s in shown.items() if k != key]
            problems += edge_problems(image, key, palette[i], others, box, above, scale,
                                      f"{name} t={t:g}", deviation, tally)
    suite.check(f"{name}: render gif, {len(frames)} frames, {tally.edges - edges_before} view "
                f"edges within {TOLERANCE:g} px of sample", problems)
