#!/usr/bin/env python3
"""Checks previews and CSS / Web Animations exports in a real browser (headless Chromium).

For every scene pair under Scenes/ and Tests/Browser/Pairs/ (found by `scenediff batch`):

  preview  opens the page `scenediff batch -o` wrote, seeks to every frame time and compares each
           drawn box's getBoundingClientRect() and opacity with `scenediff sample` (0.5 px, 0.01);
           the scrubber must keep its width while the time label beside it changes; every
           text must be at least 9 px on screen in the 1280 x 800 window;
  css      pauses the animations of `scenediff export --format css` at the same times
           (document.getAnimations(), currentTime) and compares the computed geometry;
  waapi    the same for the module of `scenediff export --format waapi`;
  shots    screenshots of the preview's stage at 0 %, 50 % and 100 %: not blank, all different.

And once, `batch --baseline` against a copy of that output with one plan changed: the
side-by-side comparison page's shared scrubber must seek both previews, and the new one must
match `sample` at the times it is moved to.

Usage: python3 Tests/Browser/run.py [--binary PATH] [--chromium PATH] [--screenshots DIR]
Prints one line per check, the largest deviations, then `N passed, N failed`; exits 1 on failure.
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cdp  # noqa: E402
import png  # noqa: E402
import render_check  # noqa: E402
import harness  # noqa: E402
from harness import ROOT, Suite, find_binary, pair_arguments, run  # noqa: E402

PX = 0.5
ALPHA = 0.01
MAX_TIMES = 90

COLLECT = r"""
(origin, scale) => {
  const o = origin.getBoundingClientRect();
  const out = [];
  for (const e of document.querySelectorAll("[data-view]")) {
    const r = e.getBoundingClientRect();
    let opacity = 1;
    for (let n = e; n && n !== origin; n = n.parentElement) {
      opacity *= Number(getComputedStyle(n).opacity);
    }
    out.push({
      key: e.dataset.view,
      overlay: e.hasAttribute("data-overlay"),
      visible: getComputedStyle(e).visibility === "visible",
      opacity,
      box: [(r.left - o.left) / scale, (r.top - o.top) / scale,
            (r.right - o.left) / scale, (r.bottom - o.top) / scale],
    });
  }
  return out;
}
"""

TEXT_SIZES = r"""
[...document.querySelectorAll(".sd-text")].map(
  (e) => parseFloat(getComputedStyle(e).fontSize) * sceneDiff.scale)
"""

# The smallest text a preview may show in the 1280 x 800 window, in CSS pixels.
MIN_TEXT_PX = 9

SCRUBBER_WIDTHS = r"""
(() => {
  const scrubber = document.getElementById("scrubber");
  const total = sceneDiff.totalDurationMs;
  const widths = [];
  for (const t of [0, total / 3, total * 2 / 3, total]) {
    sceneDiff.seek(t);
    widths.push(scrubber.getBoundingClientRect().width);
  }
  return widths;
})()
"""


def find_chromium(explicit):
    for name in (explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser",
                 "google-chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def frame_times(total, fps=60):
    times = []
    k = 0
    while True:
        t = k * 1000 / fps
        if t > total:
            break
        times.append(t)
        k += 1
    if not times or times[-1] != total:
        times.append(total)
    if len(times) > MAX_TIMES:
        step = (len(times) - 1) / (MAX_TIMES - 1)
        times = sorted({times[round(i * step)] for i in range(MAX_TIMES)} | {times[-1]})
    return times


class Deviation:
    def __init__(self):
        self.px = 0.0
        self.alpha = 0.0
        self.where = ""

    def note(self, px, alpha, where):
        if px > self.px:
            self.px = px
            self.where = where
        self.alpha = max(self.alpha, alpha)


def compare(expected, drawn, scale, label, deviation):
    """Problems between one `sample` frame and the boxes a page drew (in CSS px at `scale`)."""
    problems = []
    by_key = {}
    for d in drawn:
        by_key.setdefault(d["key"], []).append(d)
    for key, view in expected["views"].items():
        shown = [d for d in by_key.get(key, []) if d["visible"]]
        if not view["visible"]:
            if shown:
                problems.append(f"{label} {key}: drawn but sample says not visible")
            continue
        if not shown:
            problems.append(f"{label} {key}: not drawn but sample says visible")
            continue
        want_overlay = bool(view.get("overlay"))
        pick = [d for d in shown if d["overlay"] == want_overlay] or shown
        d = pick[0]
        px = max(abs(a - b) * scale for a, b in zip(d["box"], view["bounds"]))
        alpha = abs(d["opacity"] - view["alpha"])
        deviation.note(px, alpha, f"{label} {key}")
        if px > PX:
            problems.append(f"{label} {key}: box {rounded(d['box'])} vs sample {view['bounds']} "
                            f"({px:.3f} px apart)")
        if alpha > ALPHA:
            problems.append(f"{label} {key}: opacity {d['opacity']:.4f} vs {view['alpha']:.4f}")
    for key, list_ in by_key.items():
        if key not in expected["views"] and any(d["visible"] for d in list_):
            problems.append(f"{label} {key}: drawn but not in the sample")
    return problems


def rounded(box):
    return [round(v, 3) for v in box]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the scenediff executable (default: newest .build one)")
    parser.add_argument("--chromium", help="the Chromium executable (default: chromium on PATH)")
    parser.add_argument("--screenshots", help="also save the preview screenshots in this folder")
    parser.add_argument("--keep", help="write the generated pages here instead of a temp folder")
    options = parser.parse_args()

    suite = Suite()
    binary = find_binary(options.binary)
    chromium = find_chromium(options.chromium)
    if not binary or not chromium:
        print("FAIL setup: " + ("no scenediff binary (build first)" if not binary
                                else "no chromium on PATH (Scripts/install-dependencies.sh)"))
        print("0 passed, 1 failed")
        return 1
    started = time.monotonic()
    work = options.keep or tempfile.mkdtemp(prefix="scenediff-browser-")
    os.makedirs(work, exist_ok=True)
    if options.screenshots:
        os.makedirs(options.screenshots, exist_ok=True)

    # Every pair, with batch writing the previews and the index.
    out = os.path.join(work, "batch")
    batch = run(binary, "batch", "Scenes", "Tests/Browser/Pairs", "-o", out, "--json", "--jobs", "2")
    problems = []
    if batch.returncode != 0:
        problems.append(f"batch exited {batch.returncode}: {batch.stderr.strip()[:400]}")
    # --json streams one line per pair: its entry in summary.json, in the same order.
    lines = [json.loads(line) for line in batch.stdout.splitlines() if line.strip()]
    summary_path = os.path.join(out, "summary.json")
    summary = {"results": []}
    if os.path.exists(summary_path):
        with open(summary_path, encoding="utf-8") as f:
            summary = json.load(f)
    else:
        problems.append("batch -o wrote no summary.json")
    if lines != summary["results"]:
        problems.append(f"batch --json printed {len(lines)} lines, not summary.json's "
                        f"{len(summary['results'])} results in order")
    index = os.path.join(out, "index.html")
    if not os.path.exists(index):
        problems.append("batch -o wrote no index.html")
    pairs = [r for r in summary["results"] if r["status"] == "ok"]
    for r in pairs:
        if not os.path.exists(os.path.join(out, r["name"] + ".preview.html")):
            problems.append(f"no preview for {r['name']}")
    if not pairs:
        problems.append("no pairs planned")
    suite.check(f"batch: {len(pairs)} pairs, previews and index.html", problems)

    browser = cdp.Browser(chromium)
    worst = {"preview": Deviation(), "css": Deviation(), "waapi": Deviation(),
             "render": Deviation()}
    try:
        if os.path.exists(index):
            browser.navigate("file://" + index)
            links = browser.evaluate(
                "[...document.querySelectorAll('a[href$=\".preview.html\"]')].length")
            suite.check("batch index.html links every preview",
                        [] if links == len(pairs) else [f"{links} links for {len(pairs)} pairs"])
        for r in pairs:
            check_pair(browser, binary, r, out, work, suite, worst, options.screenshots)
        changes = screen_changes(binary, out, suite)
        for r in changes:
            check_pair(browser, binary, r, out, work, suite, worst, options.screenshots)
        if pairs:
            check_comparison(browser, binary, pairs, out, work, suite, worst, options.screenshots)
        check_interaction(browser, binary, work, suite, worst)
        render_all(browser, binary, pairs + changes, out, work, suite, worst["render"])
    finally:
        browser.close()
    check_render(binary, work, suite, worst)

    print()
    for mode, d in worst.items():
        print(f"largest deviation from sample, {mode}: {d.px:.4f} px ({d.where or '-'}), "
              f"alpha {d.alpha:.5f}")
    print(f"browser suite took {time.monotonic() - started:.1f} s")
    if not options.keep:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{suite.passed} passed, {suite.failed} failed")
    return 1 if suite.failed else 0


RENDER_PAIR = ["Tests/Browser/Pairs/px-moves/layout/left.xml",
               "Tests/Browser/Pairs/px-moves/layout/right.xml",
               "--transition", "Tests/Browser/Pairs/px-moves/transition/forward.xml"]
GROWER = (0x43, 0xA0, 0x47)  # the resizing view's background, #43A047


def green_box(rows, channels, x0, y0, width, height):
    """The pixel box [left, top, right, bottom] of the pixels within 24 of GROWER per channel
    (edge pixels more than about 85 % covered count), in a region of a decoded image."""
    xs, ys = [], []
    for y in range(y0, y0 + height):
        row = rows[y]
        for x in range(x0, x0 + width):
            p = row[x * channels : x * channels + 3]
            if all(abs(p[i] - GROWER[i]) <= 24 for i in range(3)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return [min(xs) - x0, min(ys) - y0, max(xs) + 1 - x0, max(ys) + 1 - y0]


def box_problems(label, box, bounds, scale, deviation):
    """Each edge of a drawn box within 1 px of sample's bounds × scale."""
    if box is None:
        return [f"{label}: the view is not in the picture"]
    expected = [v * scale for v in bounds]
    worst = max(abs(a - b) for a, b in zip(box, expected))
    deviation.note(worst, 0, label)
    return [f"{label}: drawn {box}, sample {expected}"] if worst > 1 else []


def check_render(binary, work, suite, worst):
    """`scenediff render`: a GIF decoded by ffmpeg and a PNG strip, where the resizing view's
    box in each frame is within 1 px of `sample` at that frame's instant (Docs/render.md)."""
    if not shutil.which("ffmpeg"):
        suite.check("render: ffmpeg installed", ["ffmpeg not found (apt-get install ffmpeg)"])
        return
    gif = os.path.join(work, "px-moves.gif")
    made = run(binary, "render", *RENDER_PAIR, "--format", "gif", "--fps", "10", "-o", gif)
    plan = json.loads(run(binary, "plan", *RENDER_PAIR).stdout)
    total = plan["totalDurationMs"]
    times = [k * 100.0 for k in range(int(total // 100) + 1)]
    if times[-1] != total:
        times.append(total)
    if made.returncode != 0:
        suite.check("render gif", [made.stderr[:400]])
        return
    frames_dir = os.path.join(work, "gif-frames")
    os.makedirs(frames_dir, exist_ok=True)
    decoded = subprocess.run(["ffmpeg", "-loglevel", "error", "-i", gif, "-vsync", "0",
                              os.path.join(frames_dir, "f%03d.png")], capture_output=True)
    names = sorted(os.listdir(frames_dir))
    sample = json.loads(run(binary, "sample", *RENDER_PAIR, "--at",
                            ",".join(repr(t) for t in times), "--compact").stdout)["frames"]
    problems = [] if decoded.returncode == 0 else [decoded.stderr.decode()[:300]]
    if len(names) != len(times):
        problems.append(f"{len(names)} frames in the GIF, expected {len(times)}")
    for name, t, expected in zip(names, times, sample):
        with open(os.path.join(frames_dir, name), "rb") as f:
            w, h, c, rows = png.decode(f.read())
        box = green_box(rows, c, 0, 0, w, h)
        problems += box_problems(f"gif t={t:g}", box, expected["views"]["grower"]["bounds"], 1,
                                 worst["render"])
    suite.check(f"render gif: {len(names)} decoded frames, the view's box within 1 px of sample",
                problems)

    strip = os.path.join(work, "px-moves.strip.png")
    made = run(binary, "render", *RENDER_PAIR, "--format", "png-strip", "--frames", "3",
               "--width", "600", "-o", strip)
    if made.returncode != 0:
        suite.check("render png-strip", [made.stderr[:400]])
        return
    grid = frame_times(total, 30)
    chosen = [min(grid, key=lambda g: abs(g - total * k / 2)) for k in range(3)]
    sample = json.loads(run(binary, "sample", *RENDER_PAIR, "--at",
                            ",".join(repr(t) for t in chosen), "--compact").stdout)["frames"]
    with open(strip, "rb") as f:
        w, h, c, rows = png.decode(f.read())
    # Cells of 600 × 360 after an 8 px padding, 8 px apart; a 22 px label under each.
    problems = [] if (w, h) == (8 * 2 + 3 * 600 + 2 * 8, 8 * 2 + 360 + 22) else [f"size {w}×{h}"]
    for k, (t, expected) in enumerate(zip(chosen, sample)):
        box = green_box(rows, c, 8 + k * 608, 8, 600, 360)
        problems += box_problems(f"strip t={t:g}", box, expected["views"]["grower"]["bounds"],
                                 0.5, worst["render"])
    suite.check("render png-strip: 3 frames, the view's box within 1 px of sample", problems)


INTERACTION_PAIR = ["Scenes/ios/layout/pager_one.xml", "Scenes/ios/layout/pager_two.xml",
                    "--transition", "Scenes/ios/transition/page_push.xml",
                    "--interaction", "Scenes/ios/interaction/pager_release_25.xml"]


def render_all(browser, binary, results, out, work, suite, deviation):
    """`scenediff render --debug-palette` for every pair, the screen changes and the
    interaction: every drawn view's edges in every decoded GIF frame within 1 px of `sample`
    (Tests/Browser/render_check.py)."""
    if not shutil.which("ffmpeg"):
        suite.check("render: ffmpeg installed", ["ffmpeg not found (apt-get install ffmpeg)"])
        return
    started = time.monotonic()
    tally = render_check.Tally()
    jobs = [(r["name"], r.get("args") or pair_arguments(r),
             os.path.join(out, r["name"] + ".preview.html")) for r in results]
    jobs.append(("interaction/pager-release-25", INTERACTION_PAIR,
                 os.path.join(work, "pager-interaction.preview.html")))
    # Two renders run at a time (each its own Chromium and ffmpeg) while frames are measured.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        gifs = [os.path.join(work, name.replace("/", "-") + ".render.gif") for name, _, _ in jobs]
        made = [pool.submit(render_check.render, binary, pair, gif)
                for (_, pair, _), gif in zip(jobs, gifs)]
        for (name, pair, page), future, gif in zip(jobs, made, gifs):
            render_check.check(browser, binary, name, pair, page, future.result(), gif, suite,
                               deviation, tally)
    print(f"render: {len(jobs)} pairs, {tally.frames} frames, {tally.edges} edges measured, "
          f"{tally.hidden_edges} edges under later views not measured, {len(tally.turned)} "
          f"turned views not measured, {time.monotonic() - started:.1f} s")


def check_interaction(browser, binary, work, suite, worst):
    """A preview driven by an interaction script plays what `sample --interaction` gives, in
    wall-clock time (Docs/interaction.md)."""
    pair = INTERACTION_PAIR
    page = os.path.join(work, "pager-interaction.preview.html")
    preview = run(binary, "preview", *pair, "-o", page)
    times = frame_times(237.5)  # the cancel ends at 150 + 0.25 × 350 = 237.5 ms
    sample = run(binary, "sample", *pair, "--at", ",".join(repr(float(t)) for t in times),
                 "--compact")
    if preview.returncode != 0 or sample.returncode != 0:
        suite.check("interaction: preview and sample", [(preview.stderr + sample.stderr)[:400]])
        return
    frames = json.loads(sample.stdout)["frames"]
    browser.navigate("file://" + page)
    browser.evaluate("sceneDiff.pause(), 0")
    scale = browser.evaluate("sceneDiff.scale")
    problems = []
    for t, expected in zip(times, frames):
        drawn = browser.evaluate(
            f"(() => {{ sceneDiff.seek({t!r}); "
            f"return ({COLLECT})(sceneDiff.stage, sceneDiff.scale); }})()")
        problems += compare(expected, drawn, scale, f"t={t:g}", worst["preview"])
    suite.check(f"interaction: pager preview matches sample --interaction at {len(times)} times",
                problems)


# Screen changes (Docs/view-animations.md): a push and a pop with stock animations, a
# FrameLayout order and View.startAnimation; batch does not plan these, so each preview is
# written with `scenediff preview`.
SCREEN_CHANGES = harness.SCREEN_CHANGES + [
    # Property animators leave their values set: the exports must hold each one until the next
    # animator of its property starts and the last after the end (checked past the end too).
    ("property-animators/slide-then-jump", ["Tests/SceneDiffCLITests/Fixtures/pairs/layout/a.xml",
                                            "--start-animation",
                                            "mover=Tests/Browser/Animators/slide_then_jump.xml"]),
    ("property-animators/pulse-scale", ["Tests/SceneDiffCLITests/Fixtures/pairs/layout/a.xml",
                                        "--start-animation",
                                        "mover=Tests/Browser/Animators/pulse_scale.xml"]),
]

# Times past the end at which held values are checked, in ms after the plan's total.
HELD_AFTER = [50, 400]


def screen_changes(binary, out, suite):
    """Writes the preview of each screen change and returns them as batch-like results."""
    results = []
    for name, args in SCREEN_CHANGES:
        plan = run(binary, "plan", *args, "--compact")
        os.makedirs(os.path.dirname(os.path.join(out, name)), exist_ok=True)
        preview = run(binary, "preview", *args, "-o", os.path.join(out, name + ".preview.html"))
        if plan.returncode != 0 or preview.returncode != 0:
            suite.check(f"{name}: plan and preview", [(plan.stderr + preview.stderr)[:400]])
            continue
        doc = json.loads(plan.stdout)
        held = name.startswith("property-animators/")
        results.append({"name": name, "args": args, "totalDurationMs": doc["totalDurationMs"],
                        "after": [doc["totalDurationMs"] + a for a in HELD_AFTER] if held else [],
                        "animators": len(doc["animators"]), "appearing": len(doc["appearing"]),
                        "disappearing": len(doc["disappearing"])})
    return results



def engine_drawn(binary, pair, times):
    """For each instant, the views `sample` says are drawn (visible, alpha above 0), with their
    bounds and alpha rounded: what a screenshot can show."""
    sample = run(binary, "sample", *pair, "--at", ",".join(repr(float(t)) for t in times),
                 "--compact")
    if sample.returncode != 0:
        return [None] * len(times)
    result = []
    for frame in json.loads(sample.stdout)["frames"]:
        result.append(sorted(
            (key, tuple(round(b, 2) for b in v["bounds"]), round(v["alpha"], 3))
            for key, v in frame["views"].items() if v["visible"] and v["alpha"] > 0))
    return result


def check_pair(browser, binary, r, out, work, suite, worst, screenshots):
    name = r["name"]
    pair = r.get("args") or pair_arguments(r)
    total = r["totalDurationMs"]
    times = frame_times(total) + r.get("after", [])
    sample = run(binary, "sample", *pair, "--at", ",".join(repr(float(t)) for t in times),
                 "--compact")
    if sample.returncode != 0:
        suite.check(f"{name}: sample", [sample.stderr.strip()[:400]])
        return
    frames = json.loads(sample.stdout)["frames"]

    # The preview page.
    browser.navigate("file://" + os.path.join(out, name + ".preview.html"))
    browser.evaluate("sceneDiff.pause(), 0")
    scale = browser.evaluate("sceneDiff.scale")
    problems = []
    for t, expected in zip(times, frames):
        drawn = browser.evaluate(
            f"(() => {{ sceneDiff.seek({t!r}); "
            f"return ({COLLECT})(sceneDiff.stage, sceneDiff.scale); }})()")
        # Boxes come back in scene units; compare() measures the gap in screen pixels.
        problems += compare(expected, drawn, scale, f"t={t:g}", worst["preview"])
    suite.check(f"{name}: preview matches sample at {len(times)} times (scale {scale:.3f})",
                problems)

    # The time label grows from "0.0 / T ms · frame 1/N" to "T.0 / T ms · frame N/N": the
    # scrubber beside it must keep its width.
    widths = browser.evaluate(SCRUBBER_WIDTHS)
    suite.check(f"{name}: preview scrubber keeps its width as the time label grows",
                [] if max(widths) - min(widths) < 0.01 else
                [f"scrubber widths {[round(w, 2) for w in widths]} px"])

    # A plan without animators says whether the scenes differ at all.
    if r["animators"] == 0:
        shown = browser.evaluate("document.querySelector('.empty')?.textContent ?? ''")
        changes = r["appearing"] + r["disappearing"]
        expected = ("No animators: nothing changes between these scenes." if changes == 0 else
                    f"No animators: this transition animates none of the changes; "
                    f"{r['appearing']} appearing and {r['disappearing']} disappearing views "
                    f"change at once.")
        suite.check(f"{name}: preview says what an empty plan means",
                    [] if shown == expected else [f"shows {shown!r}"])

    # Text must be legible however far the stage scales a large layout down.
    sizes = browser.evaluate(TEXT_SIZES)
    small = [round(s, 2) for s in sizes if s < MIN_TEXT_PX - 0.01]
    suite.check(f"{name}: preview text is at least {MIN_TEXT_PX} px on screen "
                f"({len(sizes)} texts)", [f"text sizes on screen {small} px"] if small else [])

    # Screenshots of the stage at 0 %, 50 % and 100 %.
    if total > 0:
        clip = browser.evaluate(
            "(() => { const r = sceneDiff.stage.getBoundingClientRect();"
            " return {x: r.left, y: r.top, width: r.width, height: r.height}; })()")
        shots = []
        for fraction in (0, 0.5, 1):
            browser.evaluate(f"sceneDiff.seek({total * fraction!r}), 0")
            shots.append(browser.screenshot(clip))
        problems = []
        for fraction, shot in zip(("0%", "50%", "100%"), shots):
            colors = png.distinct_colors(shot)
            if colors < 3:
                problems.append(f"{fraction}: blank ({colors} colours)")
        # What the engine draws at each instant: identical screenshots are a fault only where
        # its frames differ (a spring that fades a view out before the half, as the iOS scale
        # animator's pop does, leaves 50 % and 100 % the same).
        drawn = engine_drawn(binary, pair, [total * f for f in (0, 0.5, 1)])
        for (a, i), (b, j) in ((("0%", 0), ("50%", 1)), (("50%", 1), ("100%", 2)),
                                (("0%", 0), ("100%", 2))):
            if png.difference(shots[i], shots[j]) == 0 and drawn[i] != drawn[j]:
                problems.append(f"{a} and {b} are identical")
        suite.check(f"{name}: preview screenshots at 0/50/100 % differ and are not blank",
                    problems)
        if screenshots:
            browser.evaluate(f"sceneDiff.seek({total * 0.5!r}), 0")
            safe = name.replace("/", "-")
            with open(os.path.join(screenshots, safe + ".png"), "wb") as f:
                f.write(browser.screenshot())

    # The CSS export: freeze the document timeline, then pause every animation.
    css_path = os.path.join(work, name.replace("/", "-") + ".css.html")
    export = run(binary, "export", "--format", "css", *pair, "-o", css_path)
    if export.returncode != 0:
        suite.check(f"{name}: export css", [export.stderr.strip()[:400]])
    else:
        browser.page("Animation.enable")
        browser.page("Animation.setPlaybackRate", {"playbackRate": 0})
        browser.navigate("file://" + css_path)
        browser.evaluate("window.__anims = document.getAnimations(),"
                         " __anims.forEach(a => a.pause()), 0")
        problems = exported_problems(browser, times, frames, worst["css"],
                                     "document.querySelector('[data-scene]')")
        browser.page("Animation.setPlaybackRate", {"playbackRate": 1})
        suite.check(f"{name}: CSS animations match sample at {len(times)} times", problems)

    # The Web Animations module, inlined into a page (file:// cannot import modules).
    js = run(binary, "export", "--format", "waapi", *pair)
    if js.returncode != 0:
        suite.check(f"{name}: export waapi", [js.stderr.strip()[:400]])
        return
    page = os.path.join(work, name.replace("/", "-") + ".waapi.html")
    with open(page, "w", encoding="utf-8") as f:
        f.write("<!DOCTYPE html><meta charset=utf-8><body style='margin:16px'><div id=host></div>"
                "<script type=module>\n" + js.stdout.replace("</script", "<\\/script") +
                "\nwindow.__mounted = mount(document.getElementById('host'), {autoplay: false});"
                "\nwindow.__anims = window.__mounted.animations;\n</script>")
    browser.navigate("file://" + page)
    browser.evaluate("new Promise(r => { const w = () => window.__anims ? r(0) :"
                     " setTimeout(w, 10); w(); })")
    problems = exported_problems(browser, times, frames, worst["waapi"],
                                 "window.__mounted.root")
    suite.check(f"{name}: Web Animations match sample at {len(times)} times", problems)


def check_comparison(browser, binary, pairs, out, work, suite, worst, screenshots):
    """`batch --baseline` with one changed plan: the comparison page's scrubber drives both."""
    r = max(pairs, key=lambda p: (p["animators"], p["name"]))
    baseline = os.path.join(work, "baseline")
    shutil.copytree(out, baseline)
    plan_path = os.path.join(baseline, r["plan"])
    with open(plan_path, encoding="utf-8") as f:
        plan = json.load(f)
    plan["animators"][0]["durationMs"] += 100
    with open(plan_path, "w", encoding="utf-8") as f:
        json.dump(plan, f, indent=2)
    compared = os.path.join(work, "compared")
    batch = run(binary, "batch", "Scenes", "Tests/Browser/Pairs", "-o", compared,
                "--baseline", baseline, "--jobs", "2")
    page = os.path.join(compared, r["name"] + ".compare.html")
    problems = []
    if batch.returncode != 1:
        problems.append(f"batch --baseline exited {batch.returncode}, expected 1 (one change)")
    if f"changed   {r['name']}" not in batch.stdout:
        problems.append(f"{r['name']} not listed as changed")
    if not os.path.exists(page):
        problems.append("no comparison page")
    suite.check(f"baseline: {r['name']} changed, comparison page written", problems)
    if problems:
        return
    browser.navigate("file://" + os.path.join(compared, "index.html"))
    links = browser.evaluate(
        "[...document.querySelectorAll('.motion a[href$=\".compare.html\"]')].length")
    suite.check("baseline: index.html links the comparison page",
                [] if links == 1 else [f"{links} comparison links"])

    browser.navigate("file://" + page)
    total = browser.evaluate("sceneDiffCompare.totalDurationMs")
    count = browser.evaluate("sceneDiffCompare.previews().length")
    problems = [] if count == 2 else [f"{count} previews on the page, expected 2"]
    # Move the scrubber as a user does (an input event), between frames; each preview shows
    # its last frame at or before the time, clamped to its own transition.
    times = [0, total / 3 + 2.5, total * 2 / 3 + 2.5, total]
    shown = []
    for t in times:
        state = browser.evaluate(
            f"(() => {{ const s = document.getElementById('scrubber'); s.value = '{t!r}';"
            f" s.dispatchEvent(new Event('input'));"
            f" return sceneDiffCompare.previews().map(p => [p.time, p.totalDurationMs,"
            f" p.isPlaying(), p.frameTimes[p.frame]]); }})()")
        for side, (time_, own_total, playing, _) in zip(("old", "new"), state):
            if abs(time_ - min(t, own_total)) > 1e-6 or playing:
                problems.append(f"t={t:g}: {side} preview at {time_} ms "
                                f"({'playing' if playing else 'paused'})")
        shown.append(state[-1][3])
    # The new side draws what `sample` gives at the frame it shows.
    pair = pair_arguments(r)
    sample = run(binary, "sample", *pair, "--at", ",".join(repr(float(t)) for t in shown),
                 "--compact")
    frames = json.loads(sample.stdout)["frames"] if sample.returncode == 0 else []
    for t, expected in zip(times, frames):
        # COLLECT runs inside the new preview's frame, on its own document.
        drawn = browser.evaluate(
            f"(() => {{ const s = document.getElementById('scrubber'); s.value = '{t!r}';"
            " s.dispatchEvent(new Event('input'));"
            " return document.getElementById('new').contentWindow.eval("
            + json.dumps(f"({COLLECT})(sceneDiff.stage, sceneDiff.scale)") + "); })()")
        scale = browser.evaluate(
            "document.getElementById('new').contentWindow.sceneDiff.scale")
        problems += compare(expected, drawn, scale, f"t={t:g}", worst["preview"])
    suite.check(f"baseline: the comparison page's scrubber seeks both previews "
                f"({len(times)} times, new side vs sample)", problems)
    shot = browser.screenshot()
    suite.check("baseline: comparison page screenshot is not blank",
                [] if png.distinct_colors(shot) >= 3 else ["blank"])
    if screenshots:
        with open(os.path.join(screenshots, "comparison.png"), "wb") as f:
            f.write(shot)


def exported_problems(browser, times, frames, deviation, origin):
    problems = []
    count = browser.evaluate("__anims.length")
    for t, expected in zip(times, frames):
        drawn = browser.evaluate(
            f"(() => {{ for (const a of __anims) a.currentTime = {t!r};"
            f" return ({COLLECT})({origin}, 1); }})()")
        problems += compare(expected, drawn, 1, f"t={t:g}", deviation)
    if count == 0 and any(f != frames[0] for f in frames):
        problems.append("no animations found")
    return problems


if __name__ == "__main__":
    sys.exit(main())
