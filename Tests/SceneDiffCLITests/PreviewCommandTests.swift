import Foundation
import Testing

@Suite struct PreviewCommandTests {
  let pairs = ToolRunner.fixtures + "/pairs"
  var pair: [String] {
    [
      "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--transition",
      "\(pairs)/transition/together.xml",
    ]
  }

  @Test func previewWritesOneSelfContainedPage() throws {
    let out = try ToolRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let file = out.appendingPathComponent("preview.html").path
    let run = try ToolRunner.run(["preview"] + pair + ["-o", file, "--fps", "30"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    let html = try String(contentsOfFile: file, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // 200 ms at 30 fps: k × 1000/30 ≤ 200 for k = 0…6, 6 × 1000/30 = 200: 7 frames.
    #expect(html.contains(#""fps":30"#))
    #expect(html.contains(#""totalDurationMs":200"#))
  }

  @Test func timelineIsAnSVG() throws {
    let run = try ToolRunner.run(["timeline"] + pair)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("<?xml"))
    #expect(run.stdout.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    // Three animators (fade out, move, fade in), one bar each.
    #expect(run.stdout.components(separatedBy: "<title>").count - 1 == 3)
  }

  @Test func exportWritesCSSOrAModule() throws {
    let css = try ToolRunner.run(["export"] + pair)
    #expect(css.status == 0, "\(css.stderr)")
    #expect(css.stdout.contains("@keyframes"))
    #expect(css.stdout.contains("data-view=\"mover\""))
    let waapi = try ToolRunner.run(["export", "--format", "waapi"] + pair)
    #expect(waapi.status == 0, "\(waapi.stderr)")
    #expect(waapi.stdout.contains("export function mount"))
    let bad = try ToolRunner.run(["export", "--format", "gif"] + pair)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Error: invalid value 'gif' for '--format'"), "\(bad.stderr)")
  }

  @Test func exportWritesALottieAnimationAndSaysWhatItApproximates() throws {
    // The fixture pair: 200 ms at 30 fps ends at frame 6, `op` 7; one layer named `mover`.
    let lottie = try ToolRunner.run(["export", "--format", "lottie", "--fps", "30"] + pair)
    #expect(lottie.status == 0, "\(lottie.stderr)")
    #expect(lottie.stdout.hasPrefix(#"{"v":"5.7.0","#))
    #expect(lottie.stdout.contains(#""fr":30,"ip":0,"op":7,"#))
    #expect(lottie.stdout.contains(#""nm":"mover""#))
    #expect(lottie.stderr.isEmpty)
    // A UIView.transition flip has a perspective, which a Lottie layer cannot draw.
    let ios = ToolRunner.packageRoot.appendingPathComponent("Scenes/ios").path
    let flip = try ToolRunner.run([
      "export", "--format", "lottie", "\(ios)/layout/card_front.xml",
      "\(ios)/layout/card_back.xml", "--transition", "\(ios)/transition/card_flip.xml",
    ])
    #expect(flip.status == 0, "\(flip.stderr)")
    #expect(flip.stderr.contains("warning: the Lottie export draws the perspective of 'to:card'"))
  }

  @Test func batchWritesAPreviewPerPairAndAnIndex() throws {
    let out = try ToolRunner.temporaryDirectory()
    let again = try ToolRunner.temporaryDirectory()
    let none = try ToolRunner.temporaryDirectory()
    defer {
      for url in [out, again, none] { try? FileManager.default.removeItem(at: url) }
    }
    let run = try ToolRunner.run(["batch", pairs, "-o", out.path, "--jobs", "1"])
    // One pair uses the broken scene: the others are still written, and the status is 1.
    #expect(run.status == 1)
    let folder = out.appendingPathComponent("pairs").path
    let previews = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".preview.html") }.sorted()
    #expect(previews == ["a-to-b.preview.html", "b-to-a.preview.html"])
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("href=\"pairs/a-to-b.preview.html\""))
    #expect(index.contains("3 pairs: 2 planned, 1 failed"))
    #expect(index.contains("unknown attribute &#39;widht&#39;"))
    // The same bytes at any thread count.
    _ = try ToolRunner.run(["batch", pairs, "-o", again.path, "--jobs", "4"])
    for name in previews {
      let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
      let b = try Data(contentsOf: again.appendingPathComponent("pairs/" + name))
      #expect(a == b, "\(name)")
    }
    _ = try ToolRunner.run(["batch", pairs, "-o", none.path, "--no-previews"])
    #expect(!FileManager.default.fileExists(atPath: none.appendingPathComponent("index.html").path))
  }
}
