import Foundation
import Testing

/// `--enter-anim`, `--exit-anim`, `--pop`, `--container` and `--start-animation` from the command
/// line, with values worked by hand from `platform-transitions.md` §1.9–§1.10.
@Suite struct ScreenChangeCommandTests {
  let pairs = ToolRunner.fixtures + "/pairs"

  /// The views of the one frame `sample` prints.
  func views(_ stdout: String) throws -> [String: [String: Any]] {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
    )
    let frames = try #require(json["frames"] as? [[String: Any]])
    return try #require(frames.first?["views"] as? [String: [String: Any]])
  }

  /// a.xml and b.xml (360 wide, two top-level views each) become the boxes `from:/` and `to:/`.
  ///
  /// At 200 ms slide_in_left has it = AD(0.5) = 0.5: translate −50%p = −180 → −180 + 180·0.5 =
  /// −90, so `to:mover` (x 100) is at 10, alpha 0.5; fade_out has alpha 1 − 0.5² = 0.75. On a
  /// push the coming screen draws on top.
  @Test func pushSample() throws {
    let run = try ToolRunner.run([
      "sample", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--at", "200",
      "--enter-anim", "@android:anim/slide_in_left", "--exit-anim", "@android:anim/fade_out",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let v = try views(run.stdout)
    #expect((v["to:mover"]?["bounds"] as? [Double])?.first == 10)
    #expect(v["to:mover"]?["alpha"] as? Double == 0.5)
    #expect(v["from:mover"]?["alpha"] as? Double == 0.75)
    let fromZ = try #require(v["from:/"]?["z"] as? Int)
    let toZ = try #require(v["to:/"]?["z"] as? Int)
    #expect(toZ > fromZ)
  }

  /// `--pop` puts the popped (leaving) screen on top and changes nothing else.
  @Test func popDrawsTheLeavingScreenOnTop() throws {
    let run = try ToolRunner.run([
      "sample", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--at", "200",
      "--enter-anim", "@android:anim/slide_in_left", "--exit-anim", "@android:anim/fade_out",
      "--pop",
    ])
    #expect(run.status == 0)
    let v = try views(run.stdout)
    let fromZ = try #require(v["from:/"]?["z"] as? Int)
    let toZ = try #require(v["to:/"]?["z"] as? Int)
    #expect(fromZ > toZ)
    #expect(v["from:mover"]?["alpha"] as? Double == 0.75)
  }

  /// `--start-animation KEY=ANIM` without TO: an in-screen plan with unprefixed keys;
  /// fade_in at 100 ms of 500 is 1 − (1 − 0.2)² = 0.36.
  @Test func startAnimation() throws {
    let run = try ToolRunner.run([
      "sample", "\(pairs)/layout/a.xml", "--at", "100", "--start-animation",
      "mover=@android:anim/fade_in",
    ])
    #expect(run.status == 0)
    let v = try views(run.stdout)
    let alpha = try #require(v["mover"]?["alpha"] as? Double)
    #expect(abs(alpha - 0.36) < 1e-6)
    #expect(v["gone_soon"]?["alpha"] as? Double == 1)
  }

  /// `explain` names what `--start-animation` starts: fade_in is `config_longAnimTime`, 500 ms
  /// (platform-transitions.md §1.10), from 0 as nothing delays it.
  ///
  /// Without TO the heading says
  /// the text is the in-screen pair's matches and the motion the started animations, not
  /// `transition AutoTransition`; with TO, AutoTransition runs between the two and is named.
  @Test func explainNamesStartedAnimations() throws {
    let run = try ToolRunner.run([
      "explain", "\(pairs)/layout/a.xml", "--start-animation", "mover=@android:anim/fade_in",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        "matches of the in-screen pair, FROM with itself (no transition given); the motion is "
          + "the started animations listed below\nfrom \(pairs)/layout/a.xml\n"
      ),
      "\(run.stdout)"
    )
    #expect(!run.stdout.contains("AutoTransition"))
    let withTo = try ToolRunner.run([
      "explain", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--start-animation",
      "mover=@android:anim/fade_in",
    ])
    #expect(withTo.status == 0)
    #expect(withTo.stdout.hasPrefix("transition AutoTransition (no transition given)\n"))
    #expect(run.stdout.contains("started animations (View.startAnimation, Animator.start):"))
    #expect(run.stdout.contains("  mover runs @android:anim/fade_in: view animation 0–500 ms\n"))
  }

  /// An animation that names nothing is an input error (exit 1); a key FROM does not have is a
  /// usage error (exit 2).
  @Test func badValues() throws {
    let missing = try ToolRunner.run([
      "plan", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--enter-anim", "@anim/nope",
    ])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("error: cannot resolve '@anim/nope'"))
    let key = try ToolRunner.run([
      "plan", "\(pairs)/layout/a.xml", "--start-animation", "nosuch=@android:anim/fade_in",
    ])
    #expect(key.status == 2)
    #expect(key.stderr.contains("no view with the key 'nosuch'"))
  }
}

/// `check` on `res/anim` files: view animations with located errors, interpolators, layout
/// animation controllers, and drawables of the same tag names left to the drawable checks.
@Suite struct AnimationCheckCommandTests {
  static let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  @Test func animFiles() throws {
    let folder = try ToolRunner.temporaryDirectory().appendingPathComponent("res/anim")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files: [(String, String)] = [
      ("bad.xml", "<set \(Self.ns)>\n  <translate android:toYDelta=\"50%q\"/>\n</set>\n"),
      ("quint.xml", "<decelerateInterpolator \(Self.ns) android:factor=\"2.5\"/>\n"),
      ("grid.xml", "<gridLayoutAnimation \(Self.ns)/>\n"),
      ("spin.xml", "<rotate \(Self.ns) android:drawable=\"@android:color/black\"/>\n"),
    ]
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let run = try ToolRunner.run(["check"] + files.map { folder.appendingPathComponent($0.0).path })
    #expect(run.status == 1)
    let lines = run.stderr.split(separator: "\n").map(String.init)
    // 2 + `<translate ` (11) + `android:toYDelta="` (18) = 31 bytes before the value.
    #expect(
      lines.contains {
        $0.hasSuffix(
          "bad.xml:2:32: error: invalid value '50%q' for android:toYDelta; expected a number of pixels, a dimension such as 8dp, N% of the view or N%p of its parent"
        )
      }
    )
    #expect(
      lines.contains {
        $0.contains("grid.xml:1:1: warning:") && $0.contains("layout animation controller")
      }
    )
    #expect(
      !lines.contains {
        $0.contains("quint.xml") || $0.contains("spin.xml: error: unknown element")
      }
    )
    #expect(lines.filter { $0.contains(": error:") }.count == 1)
  }

  /// `--start-animation KEY=@animator/NAME` finds `res/animator/NAME.xml` beside the layout's
  /// folder: step_then_pulse.xml is translationX 0 → 100 in 200 ms, then alpha 1 → 0.2 (0.5) →
  /// 0.6 in 400 ms, both linear, one after the other; `mover` is at x 0.
  @Test func startPropertyAnimator() throws {
    let pairs = ToolRunner.fixtures + "/pairs"
    // (instant, left, alpha): 100 ms → 100 × 0.5 = 50, alpha untouched 1; 300 ms → alpha f 0.25,
    // half of [0, 0.5] → 1 − 0.8 × 0.5 = 0.6; 500 ms → half of [0.5, 1] → 0.2 + 0.4 × 0.5 = 0.4;
    // 700 ms → ended, the last values stay (left 100, alpha 0.6).
    for (at, left, alpha) in [(100, 50.0, 1.0), (300, 100, 0.6), (500, 100, 0.4), (700, 100, 0.6)] {
      let run = try ToolRunner.run([
        "sample", "\(pairs)/layout/a.xml", "--at", "\(at)", "--start-animation",
        "mover=@animator/step_then_pulse",
      ])
      #expect(run.status == 0)
      let v = try ScreenChangeCommandTests().views(run.stdout)
      #expect((v["mover"]?["bounds"] as? [Double])?.first == left)
      #expect(abs((v["mover"]?["alpha"] as? Double ?? -1) - alpha) < 1e-6)
    }
  }

  /// The web exports hold what property animators leave behind, so exporting them warns of
  /// nothing (an earlier version printed an `export-approximation` warning).
  @Test func exportOfPropertyAnimatorsIsNotAnApproximation() throws {
    let pairs = ToolRunner.fixtures + "/pairs"
    for format in ["css", "waapi"] {
      let run = try ToolRunner.run([
        "export", "--format", format, "\(pairs)/layout/a.xml", "--start-animation",
        "mover=@animator/step_then_pulse",
      ])
      #expect(run.status == 0)
      #expect(run.stderr.isEmpty)
    }
  }

  /// `--enter-anim` with a property animator file: TO's root runs it; the plan JSON names it.
  @Test func enterPropertyAnimator() throws {
    let pairs = ToolRunner.fixtures + "/pairs"
    let run = try ToolRunner.run([
      "plan", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--enter-anim",
      "\(pairs)/animator/step_then_pulse.xml",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"propertyAnimator\""))
    #expect(run.stdout.contains("\"ObjectAnimator\""))
  }

  /// `check` reads a res/animator file and locates an unknown property at its value:
  /// `<objectAnimator ` (16) + the namespace declaration (58) + a space = 75 bytes, then
  /// `android:propertyName="` (22) → column 98.
  @Test func checkPropertyAnimator() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-animator-\(UUID().uuidString)/res/animator")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(
        at: folder.deletingLastPathComponent().deletingLastPathComponent()
      )
    }
    let file = folder.appendingPathComponent("bad.xml")
    try "<objectAnimator \(Self.ns) android:propertyName=\"scale\"/>\n".write(
      to: file,
      atomically: true,
      encoding: .utf8
    )
    let run = try ToolRunner.run(["check", file.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("bad.xml:1:98: error: unknown property 'scale'"))
  }
}
