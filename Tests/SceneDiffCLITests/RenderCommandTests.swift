import Foundation
import SceneDiffTestSupport
import Testing

/// `scenediff render` without its tools gives the documented errors (Docs/render.md).
///
/// Pictures are decoded and measured by the browser suite (Tests/Browser/run.py,
/// check_render).
@Suite struct RenderCommandTests {
  static let pair = [
    "Scenes/card-expand/layout/places_grid.xml", "Scenes/card-expand/layout/place_detail.xml",
  ]

  @Test func aMissingEncoderNamesTheDebianPackage() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let run = try ToolRunner.run(
      ["render"] + Self.pair + [
        "--format", "gif", "-o", folder.appendingPathComponent("a.gif").path,
      ],
      environment: ["PATH": "/nonexistent"]
    )
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "scenediff: error: render --format gif needs ffmpeg, which was not found on PATH; install the Debian package 'ffmpeg' (apt-get install -y ffmpeg)\n"
    )
  }

  /// Whether a failed run left no picture: `-o` is created empty up front (to check it can be
  /// written, as every command does) and stays empty.
  static func isEmpty(_ url: URL) -> Bool {
    (try? Data(contentsOf: url))?.isEmpty ?? true
  }

  /// The message Docs/render.md quotes for a missing browser.
  static let noChromium =
    "scenediff: error: render needs Chromium, which was not found on PATH; install the Debian package 'chromium' (apt-get install -y chromium)\n"

  @Test func aMissingBrowserNamesTheDebianPackage() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let run = try ToolRunner.run(
      ["render"] + Self.pair + [
        "--format", "png-strip", "-o", folder.appendingPathComponent("a.png").path,
      ],
      environment: ["PATH": "/nonexistent"]
    )
    #expect(run.status == 1)
    #expect(run.stderr == Self.noChromium)
    #expect(Self.isEmpty(folder.appendingPathComponent("a.png")))
  }

  /// With ffmpeg on `PATH` (a stand-in script: only its presence is looked up) and no browser,
  /// a GIF fails on the browser, before any work.
  @Test func aMissingBrowserBesideFFmpegNamesChromium() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let tools = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    let ffmpeg = tools.appendingPathComponent("ffmpeg")
    try Data("#!/bin/sh\nexit 1\n".utf8).write(to: ffmpeg)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
    for format in ["gif", "webm", "mp4"] {
      let output = folder.appendingPathComponent("a.\(format)")
      let run = try ToolRunner.run(
        ["render"] + Self.pair + ["--format", format, "-o", output.path],
        environment: ["PATH": tools.path]
      )
      #expect(run.status == 1)
      #expect(run.stderr == Self.noChromium)
      #expect(Self.isEmpty(output))
    }
  }

  /// Every video format needs ffmpeg, whatever else is installed.
  @Test func everyVideoFormatNamesFFmpeg() throws {
    let folder = try ToolRunner.temporaryDirectory()
    for format in ["webm", "mp4"] {
      let run = try ToolRunner.run(
        ["render"] + Self.pair + [
          "--format", format, "-o", folder.appendingPathComponent("a.\(format)").path,
        ],
        environment: ["PATH": "/nonexistent"]
      )
      #expect(run.status == 1)
      #expect(
        run.stderr
          == "scenediff: error: render --format \(format) needs ffmpeg, which was not found on PATH; install the Debian package 'ffmpeg' (apt-get install -y ffmpeg)\n"
      )
    }
  }

  /// A Recolor between a grey and a teal swatch animates `backgroundColor`, which the preview
  /// (and so the picture) keeps static: render says so before it starts the browser (here
  /// `/bin/false`, which fails at once).
  @Test func aColourAnimationIsReported() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let fixtures = "Tests/SceneDiffCLITests/Fixtures/recolor/"
    let run = try ToolRunner.run([
      "render", fixtures + "grey.xml", fixtures + "teal.xml", "--transition",
      fixtures + "recolor.xml", "--format", "png-strip", "--browser", "/bin/false", "-o",
      folder.appendingPathComponent("a.png").path,
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("error: headless Chromium failed"))
    #expect(
      run.stderr.contains(
        "scenediff: warning: render keeps the background colour of 'swatch' static, as the preview draws it: its animation is not in the picture\n"
      )
    )
  }

  @Test func outputIsRequired() throws {
    let run = try ToolRunner.run(["render"] + Self.pair)
    #expect(run.status == 2)
    #expect(run.stderr.contains("--output"))
  }
}
