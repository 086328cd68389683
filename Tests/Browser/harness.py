"""What the browser checks (run.py) and the Lottie checks (Tests/Lottie/run.py) share: the
package root, finding and running the scenediff binary, the arguments that plan a batch result,
and the pass/fail tally (standard library only)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def find_binary(explicit):
    """`explicit`, else $SCENEDIFF_BINARY, else the newest .build debug or release binary."""
    candidates = [explicit, os.environ.get("SCENEDIFF_BINARY")]
    for config in ("debug", "release"):
        candidates.append(os.path.join(ROOT, ".build", config, "scenediff"))
    found = [c for c in candidates if c and os.access(c, os.X_OK)]
    if explicit or os.environ.get("SCENEDIFF_BINARY"):
        return found[0] if found else None
    return max(found, key=os.path.getmtime) if found else None


def run(binary, *args):
    """Runs scenediff in the package root; its output as text."""
    return subprocess.run([binary, *args], cwd=ROOT, capture_output=True, text=True)


def pair_arguments(r):
    """The command-line arguments that plan a batch result: its scenes and transition, or for
    a Navigation action (Docs/navigation.md) the graph, the action and, popped, --pop, or for a
    storyboard segue (Docs/interface-builder.md) the storyboard, the segue and --pop; for a
    rule with sd: settings, the command line summary.json gives for it (transition-format.md)."""
    if r.get("arguments"):
        return list(r["arguments"])
    action = r["rule"].get("action")
    pairing = r["rule"].get("pairing", "")
    if action and pairing.startswith("storyboard-segue"):
        popped = pairing == "storyboard-segue-pop"
        return ["--storyboard", r["transition"], "--segue", action] + (["--pop"] if popped else [])
    if action:
        popped = r["rule"]["pairing"] == "navigation-action-pop"
        return ["--navigation", r["transition"], "--action", action] + (["--pop"] if popped else [])
    return [r["from"], r["to"], "--transition", r["transition"]]


class Suite:
    """Counts checks and prints one line per check, with up to 12 of a failure's problems."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, problems):
        if problems:
            self.failed += 1
            print(f"FAIL {name}")
            for p in problems[:12]:
                print(f"     {p}")
            if len(problems) > 12:
                print(f"     … {len(problems) - 12} more")
        else:
            self.passed += 1
            print(f"ok   {name}")
        sys.stdout.flush()


# The screen changes both the browser and the Lottie checks plan with `scenediff plan`: both
# screens of a push, a pop and a FrameLayout order, with stock and AndroidX animations.
SCREEN_CHANGES = [
    ("screen-change/push", ["Scenes/master-detail/layout/inbox.xml",
                            "Scenes/master-detail/layout/message_detail.xml",
                            "--enter-anim", "@android:anim/slide_in_left",
                            "--exit-anim", "@anim/fragment_open_exit"]),
    ("screen-change/pop", ["Scenes/master-detail/layout/message_detail.xml",
                           "Scenes/master-detail/layout/inbox.xml",
                           "--enter-anim", "@anim/fragment_close_enter",
                           "--exit-anim", "@android:anim/slide_out_right", "--pop"]),
    ("screen-change/frame-layout", ["Scenes/master-detail/layout/inbox.xml",
                                    "Scenes/master-detail/layout/message_detail.xml",
                                    "--enter-anim", "@android:anim/fade_in",
                                    "--exit-anim", "@anim/fragment_close_exit",
                                    "--container", "FrameLayout"]),
]
