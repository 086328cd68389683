#!/usr/bin/env python3
"""Builds the seed corpora of the libFuzzer harnesses in Fuzz/ (Docs/fuzzing.md).

    python3 Scripts/fuzz-seeds.py OUT

writes OUT/<harness>/<sha1> for every harness from the XML files of Scenes/, the test fixtures
(Tests/**/Fixtures) and the shared corpus (../shared/corpus, read in place, never copied into
the repository), sorted by the file's root element and folder:

  fuzz-native-scene        <scene> files
  fuzz-transition          Android transition files (any root in a transition*/ folder but a
                           manager or an iOS transition)
  fuzz-ios-transition      iOS transition files (<uiViewTransition>, <caTransition>,
                           <uiViewAnimate>) and one of each form
  fuzz-transition-manager  <transitionManager> files, and two that name the harness's own files
  fuzz-layout              layout*/ files that are not native scenes; a few followed by NUL and
                           a change file
  fuzz-values              <resources> files, alone and followed by NUL and a layout of the same
                           res/ folder
  fuzz-drawable            drawable*/ and color*/ XML files, and the corpus's bitmaps' first 64
                           bytes (their headers)
  fuzz-interpolator        interpolator*/ files, anim*/ files whose root is an interpolator, and
                           one of each interpolator element
  fuzz-path-data           every pathData, patternPathData and motionPath attribute value
  fuzz-plan                FROM NUL TO NUL TRANSITION for every rule of every manager whose
                           files exist, and pairs of layouts of one folder
  fuzz-navigation          <navigation> files, and graphs that name the harness's own layouts
                           and animations
  fuzz-view-animation      anim*/ files that are not interpolators, and one of each element
  fuzz-property-animator   animator*/ files, and one of each element
  fuzz-interaction         <interaction> files, and one of each step
  fuzz-interface-builder   .storyboard files (a 0 byte first) and .xib files (a 1 byte first)
  fuzz-lint-config         lint configurations and motion token files (Docs/lint.md's examples)
  fuzz-xml-fast-path       every XML file, whatever its root

Every harness also gets the reproducers of the bugs it found, Tests/Fixtures/Fuzz/<harness>/*.
Seeds are deduplicated by content; the output is the same on every run.
"""

import hashlib
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))

HARNESSES = [
    "fuzz-native-scene",
    "fuzz-transition",
    "fuzz-ios-transition",
    "fuzz-transition-manager",
    "fuzz-layout",
    "fuzz-values",
    "fuzz-drawable",
    "fuzz-path-data",
    "fuzz-interpolator",
    "fuzz-plan",
    "fuzz-navigation",
    "fuzz-view-animation",
    "fuzz-property-animator",
    "fuzz-interaction",
    "fuzz-interface-builder",
    "fuzz-lint-config",
    "fuzz-xml-fast-path",
]

PROLOG = re.compile(rb"\s*(<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>)", re.S)
ROOT_TAG = re.compile(rb"\s*<([A-Za-z_][\w:.-]*)")
PATH_ATTRIBUTE = re.compile(rb'(?:pathData|patternPathData|motionPath)\s*=\s*"([^"]*)"')
REFERENCE = re.compile(r'android:(fromScene|toScene|transition)\s*=\s*"([^"]*)"')

CHANGES = b"""<changes>
  <set view="root" attribute="layout_width" value="100dp"/>
  <unset view="first" attribute="layout_*"/>
  <move view="image" parent="frame" index="0"/>
</changes>
"""

PATHS = [
    b"M0,0 L1,1",
    b"M 0 0 C 0.4 0 0.2 1 1 1",
    b"M0,0 c0.05,0 0.13,0.4 0.17,0.74 s0.1,0.26 0.83,0.26",
    b"M12,2a10,10 0,1 1,0 20a10,10 0,1 1,0 -20z",
    b"m1-2.5e3.4.5zM0 0h10v10H0z",
    b"M0 0 Q5 10 10 0 T20 0",
]


ANDROID = b'xmlns:android="http://schemas.android.com/apk/res/android"'
INTERPOLATORS = [
    b"<linearInterpolator %s/>",
    b'<accelerateInterpolator %s android:factor="2"/>',
    b'<decelerateInterpolator %s android:factor="1.5"/>',
    b'<anticipateInterpolator %s android:tension="3"/>',
    b'<overshootInterpolator %s android:tension="1.5"/>',
    b'<anticipateOvershootInterpolator %s android:tension="2" android:extraTension="1.5"/>',
    b"<bounceInterpolator %s/>",
    b'<cycleInterpolator %s android:cycles="2.5"/>',
    b"<accelerateDecelerateInterpolator %s/>",
    b'<pathInterpolator %s android:controlX1="0.4" android:controlY1="0" android:controlX2="0.2"'
    b' android:controlY2="1"/>',
    b'<pathInterpolator %s android:controlX1="0.3" android:controlY1="1.4"/>',
    b'<pathInterpolator %s android:pathData="M0,0 C0.05,0 0.13,0.4 0.17,0.74 S0.25,1 1,1"/>',
]


IOS_ROOTS = (
    "uiViewTransition",
    "caTransition",
    "uiViewAnimate",
    "animatedTransitioning",
    "navigationTransition",
    "modalTransition",
)

# One of each iOS form (Docs/ios-transition-format.md), with keys the workspace's scenes have.
IOS_TRANSITIONS = [
    b'<uiViewTransition with="card" duration="0.4" options="transitionCrossDissolve curveEaseInOut"/>',
    b'<uiViewTransition from="photo" to="title" duration="0.5"'
    b' options="transitionFlipFromRight showHideTransitionViews"/>',
    b'<uiViewTransition with="list" duration="0.3" options="transitionCurlUp curveLinear"/>',
    b'<caTransition layer="card" type="push" subtype="fromRight" duration="0.35"'
    b' timingFunction="easeInEaseOut"/>',
    b'<caTransition layer="list" type="moveIn" subtype="fromTop" duration="0"'
    b' controlPoints="0.2 0 0.8 1" startProgress="0.25" endProgress="0.75"/>',
    b'<caTransition layer="header" type="reveal" subtype="fromBottom"'
    b' timingFunction="cubic-bezier(0.4, 0, 0.2, 1)"/>',
    b'<uiViewAnimate duration="0.3" delay="0.1" options="curveEaseOut layoutSubviews"/>',
    b'<uiViewAnimate duration="0.5" usingSpringWithDamping="0.7" initialSpringVelocity="0.3"/>',
    b'<uiViewAnimate mass="1" stiffness="100" damping="10" initialVelocity="0"/>',
    b'<uiViewAnimate response="0.55" dampingFraction="0.825"/>',
    b'<uiViewAnimate springDuration="0.5" bounce="0.2"/>',
    b'<uiViewAnimate duration="0.4" dampingRatio="0.6" initialVelocity="1"/>',
    b'<animatedTransitioning duration="0.4" usingSpringWithDamping="0.7"'
    b' initialSpringVelocity="0.3"><push><to transform="scale(0.8)" alpha="0"/>'
    b'<from transform="scale(0.9)" alpha="0"/></push><pop><from transform="scale(0.8)"'
    b' alpha="0"/></pop></animatedTransitioning>',
    b'<navigationTransition operation="push"/>',
    b'<navigationTransition operation="pop"/>',
    b'<modalTransition style="coverVertical"/>',
    b'<modalTransition style="flipHorizontal"/>',
    b'<modalTransition style="crossDissolve"/>',
    b'<modalTransition style="partialCurl"/>',
]

APP = (
    b'xmlns:android="http://schemas.android.com/apk/res/android"'
    b' xmlns:app="http://schemas.android.com/apk/res-auto"'
    b' xmlns:tools="http://schemas.android.com/tools"'
)

# Graphs whose layouts and animations exist in the harness's workspace.
NAVIGATIONS = [
    b'<navigation %s android:id="@+id/nav" app:startDestination="@id/a">'
    b'<fragment android:id="@+id/a" tools:layout="@layout/scene_a">'
    b'<action android:id="@+id/open" app:destination="@id/b" app:enterAnim="@anim/slide_in"'
    b' app:exitAnim="@animator/fade_out" app:popEnterAnim="@android:anim/fade_in"'
    b' app:popExitAnim="@android:anim/slide_out_right"/></fragment>'
    b'<fragment android:id="@+id/b" tools:layout="@layout/scene_b">'
    b'<action android:id="@+id/back" app:popUpTo="@id/a" app:popUpToInclusive="true"/>'
    b'</fragment></navigation>',
    b'<navigation %s app:startDestination="@id/inner">'
    b'<navigation android:id="@+id/inner" app:startDestination="@id/b">'
    b'<fragment android:id="@+id/b" tools:layout="@layout/scene_b"/></navigation>'
    b'<action android:id="@+id/global" app:destination="@id/inner"'
    b' app:enterAnim="@anim/slide_in"/></navigation>',
]

VIEW_ANIMATIONS = [
    b'<alpha %s android:fromAlpha="0" android:toAlpha="1" android:duration="300"/>',
    b'<translate %s android:fromXDelta="100%%p" android:toXDelta="0" android:duration="@integer/duration"/>',
    b'<scale %s android:fromXScale="0.8" android:toXScale="1" android:fromYScale="0.8"'
    b' android:toYScale="1" android:pivotX="50%%" android:pivotY="50%%" android:duration="200"/>',
    b'<rotate %s android:fromDegrees="0" android:toDegrees="90" android:pivotX="50%%"'
    b' android:pivotY="50%%" android:repeatCount="1" android:repeatMode="reverse"/>',
    b'<set %s android:shareInterpolator="true" android:interpolator="@interpolator/bounce"'
    b' android:zAdjustment="top" android:fillAfter="true"><alpha android:fromAlpha="1"'
    b' android:toAlpha="0" android:startOffset="50"/><translate android:fromYDelta="0"'
    b' android:toYDelta="-10%%"/></set>',
]

PROPERTY_ANIMATORS = [
    b'<objectAnimator %s android:propertyName="alpha" android:valueFrom="0" android:valueTo="1"'
    b' android:duration="300" android:valueType="floatType"/>',
    b'<set %s android:ordering="sequentially"><objectAnimator android:propertyName="translationX"'
    b' android:valueFrom="-40dp" android:valueTo="0" android:duration="200"'
    b' android:interpolator="@interpolator/bounce"/><objectAnimator android:propertyName="scaleX"'
    b' android:valueTo="1.2" android:repeatCount="1" android:repeatMode="reverse"/></set>',
    b'<objectAnimator %s android:duration="400"><propertyValuesHolder android:propertyName="alpha">'
    b'<keyframe android:fraction="0" android:value="0"/><keyframe android:fraction="0.5"'
    b' android:value="1"/><keyframe android:fraction="1" android:value="0.5"/>'
    b'</propertyValuesHolder></objectAnimator>',
    b'<animator %s android:valueFrom="0" android:valueTo="1" android:duration="100"/>',
]

INTERACTIONS = [
    b'<interaction completionSpeed="1" completionCurve="easeInOut"><update atMs="0" percent="0.2"/>'
    b'<release atMs="100" velocity="0" threshold="0.3"/></interaction>',
    b'<interaction><update atMs="0" percent="0.5"/><finish atMs="50" completionSpeed="2"/>'
    b"</interaction>",
    b'<interaction><update atMs="10" percent="0.7"/><cancel atMs="60" completionCurve="linear"/>'
    b"</interaction>",
    b'<interaction scrubsLinearly="false"><pause atMs="100"/><update atMs="120" percent="0.4"/>'
    b'<reverse atMs="150"/><continue atMs="200" durationFactor="0.5"/></interaction>',
]

LINT_FILES = [
    b'{"rules": {"duration-hig": "off", "shared-name-one-side": "error",'
    b' "duration-material-mobile": {"maxMs": 450},'
    b' "large-element-duration": {"severity": "error", "maxMs": 550, "largeShare": 0.4}}}',
    b'{"motion": {"duration": {"$type": "duration",'
    b' "short": {"$value": {"value": 200, "unit": "ms"}}, "medium": {"$value": "300ms"},'
    b' "page": {"$value": "{motion.duration.medium}"}}, "easing": {"$type": "cubicBezier",'
    b' "standard": {"$value": [0.2, 0, 0, 1]}, "decelerate": {"$value": [0, 0, 0, 1]}}}}',
]

# Managers whose references exist in the harness's workspace (Fuzz/Sources/FuzzSupport).
MANAGERS = [
    b'<transitionManager %s>'
    b'<transition android:fromScene="@layout/scene_a" android:toScene="@layout/scene_b"'
    b' android:transition="@transition/move"/>'
    b'<transition android:toScene="@layout/scene_a" android:transition="@transition/move"/>'
    b"</transitionManager>",
    b'<transitionManager %s>'
    b'<transition android:fromScene="@layout/row" android:toScene="@layout/main"'
    b' android:transition="@transition/move"/>'
    b'<transition android:fromScene="../layout/main.xml" android:toScene="../layout/row.xml"'
    b' android:transition="move.xml"/>'
    b"</transitionManager>",
    b'<transitionManager %s>'
    b'<transition android:fromScene="@layout/scene_a" android:toScene="@layout/scene_b"'
    b' android:transition="@transition/dissolve"/>'
    b"</transitionManager>",
]


def root_tag(data):
    """The root element's name, or None."""
    position = 0
    while True:
        match = PROLOG.match(data, position)
        if not match:
            break
        position = match.end()
    match = ROOT_TAG.match(data, position)
    return match.group(1).decode("utf-8", "replace") if match else None


def xml_files(folder):
    found = []
    for directory, subdirectories, files in os.walk(folder):
        subdirectories[:] = sorted(d for d in subdirectories if d not in (".build", ".git"))
        for name in sorted(files):
            if name.endswith(".xml"):
                found.append(os.path.join(directory, name))
    return found


def folder_type(path):
    """`layout` for …/res/layout-land/x.xml."""
    return os.path.basename(os.path.dirname(path)).split("-")[0]


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


class Seeds:
    def __init__(self, out):
        self.out = out
        self.count = {name: 0 for name in HARNESSES}
        for name in HARNESSES:
            os.makedirs(os.path.join(out, name), exist_ok=True)

    def add(self, harness, data):
        digest = hashlib.sha1(data).hexdigest()
        path = os.path.join(self.out, harness, digest)
        if not os.path.exists(path):
            with open(path, "wb") as handle:
                handle.write(data)
            self.count[harness] += 1


def resolve(manager, reference):
    """The file a manager's reference names (`@layout/x`, `@transition/y`, a relative path)."""
    match = re.fullmatch(r"@(\w+)/([\w.]+)", reference)
    if match:
        res = os.path.dirname(os.path.dirname(manager))
        return os.path.join(res, match.group(1), match.group(2) + ".xml")
    return os.path.normpath(os.path.join(os.path.dirname(manager), reference))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: fuzz-seeds.py OUT")
    seeds = Seeds(sys.argv[1])
    roots = [os.path.join(ROOT, "Scenes"), os.path.join(ROOT, "Tests"), CORPUS]
    files = [f for folder in roots if os.path.isdir(folder) for f in xml_files(folder)]
    layouts_by_folder = {}
    for path in files:
        data = read(path)
        root = root_tag(data)
        kind = folder_type(path)
        seeds.add("fuzz-xml-fast-path", data)
        for value in PATH_ATTRIBUTE.findall(data):
            seeds.add("fuzz-path-data", value)
        if root == "scene":
            seeds.add("fuzz-native-scene", data)
            layouts_by_folder.setdefault(os.path.dirname(path), []).append(data)
        elif root in IOS_ROOTS:
            seeds.add("fuzz-ios-transition", data)
        elif root == "transitionManager":
            seeds.add("fuzz-transition-manager", data)
        elif root == "navigation":
            seeds.add("fuzz-navigation", data)
        elif root == "interaction":
            seeds.add("fuzz-interaction", data)
        elif root == "resources":
            seeds.add("fuzz-values", data)
        elif kind == "layout":
            seeds.add("fuzz-layout", data)
            layouts_by_folder.setdefault(os.path.dirname(path), []).append(data)
        elif kind in ("drawable", "color", "mipmap"):
            seeds.add("fuzz-drawable", data)
        elif kind == "interpolator" or (kind == "anim" and root and root.endswith("nterpolator")):
            seeds.add("fuzz-interpolator", data)
        elif kind == "anim":
            seeds.add("fuzz-view-animation", data)
        elif kind == "animator":
            seeds.add("fuzz-property-animator", data)
        elif kind == "transition":
            seeds.add("fuzz-transition", data)
    for value in PATHS:
        seeds.add("fuzz-path-data", value)
    for template in MANAGERS:
        seeds.add("fuzz-transition-manager", template.replace(b"%s", ANDROID))
    for template in INTERPOLATORS:
        seeds.add("fuzz-interpolator", template.replace(b"%s", ANDROID))
    for data in IOS_TRANSITIONS:
        seeds.add("fuzz-ios-transition", data)
    for template in NAVIGATIONS:
        seeds.add("fuzz-navigation", template.replace(b"%s", APP))
    for template in VIEW_ANIMATIONS:
        seeds.add("fuzz-view-animation", (template % ANDROID))
    for template in PROPERTY_ANIMATORS:
        seeds.add("fuzz-property-animator", (template % ANDROID))
    for data in INTERACTIONS:
        seeds.add("fuzz-interaction", data)
    for data in LINT_FILES:
        seeds.add("fuzz-lint-config", data)

    # Interface Builder documents, after the byte that picks the harness's file name.
    for folder in roots:
        for directory, subdirectories, names in os.walk(folder):
            subdirectories[:] = sorted(d for d in subdirectories if d not in (".build", ".git"))
            for name in sorted(names):
                if name.endswith(".storyboard"):
                    seeds.add("fuzz-interface-builder", b"\0" + read(os.path.join(directory, name)))
                elif name.endswith(".xib"):
                    seeds.add("fuzz-interface-builder", b"\1" + read(os.path.join(directory, name)))

    # Values files with a layout of their own res/ folder, which reads their names.
    for path in files:
        if folder_type(path) != "values" or root_tag(read(path)) != "resources":
            continue
        res = os.path.dirname(os.path.dirname(path))
        layout_folder = os.path.join(res, "layout")
        layouts = layouts_by_folder.get(layout_folder, [])
        if layouts:
            seeds.add("fuzz-values", read(path) + b"\0" + layouts[0])

    # Layouts with a change file.
    for folder in sorted(layouts_by_folder)[:10]:
        seeds.add("fuzz-layout", layouts_by_folder[folder][0] + b"\0" + CHANGES)

    # Bitmap headers.
    for folder in [CORPUS]:
        for directory, subdirectories, names in os.walk(folder):
            subdirectories.sort()
            for name in sorted(names):
                if name.lower().endswith((".png", ".jpg", ".jpeg", ".webp", ".gif")):
                    seeds.add("fuzz-drawable", read(os.path.join(directory, name))[:64])

    # Plans: every manager rule whose files exist, then neighbouring layouts of one folder.
    for path in files:
        data = read(path)
        if root_tag(data) != "transitionManager":
            continue
        text = data.decode("utf-8", "replace")
        for rule in re.findall(r"<transition\b[^>]*>", text):
            refs = dict(REFERENCE.findall(rule))
            if "toScene" not in refs or "fromScene" not in refs:
                continue
            sides = [resolve(path, refs["fromScene"]), resolve(path, refs["toScene"])]
            if "transition" in refs:
                sides.append(resolve(path, refs["transition"]))
            if all(os.path.isfile(side) for side in sides):
                seeds.add("fuzz-plan", b"\0".join(read(side) for side in sides))
    for folder in sorted(layouts_by_folder):
        layouts = layouts_by_folder[folder]
        for first, second in zip(layouts, layouts[1:]):
            seeds.add("fuzz-plan", first + b"\0" + second)

    # Reproducers of fixed bugs.
    for name in HARNESSES:
        folder = os.path.join(ROOT, "Tests", "Fixtures", "Fuzz", name)
        if os.path.isdir(folder):
            for entry in sorted(os.listdir(folder)):
                seeds.add(name, read(os.path.join(folder, entry)))

    for name in HARNESSES:
        print(f"{name}: {seeds.count[name]} seeds")


if __name__ == "__main__":
    main()
